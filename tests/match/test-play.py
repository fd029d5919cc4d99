#!/usr/bin/env python3
"""The headless player, reversi-play: one game, and every refusal.

Usage: test-play.py PATH/TO/reversi-play

A game prints its moves and result and exits 0.  Bad options, players
and moves are refused with a message and status 2 (also under
AddressSanitizer, where a leak on the way out would turn the status into
1), and output that cannot be written is reported with status 1.
"""
import subprocess
import sys

failures = 0


def check(condition, message):
    global failures
    if not condition:
        failures += 1
        print("FAIL:", message)


def main():
    play = sys.argv[1]
    game = subprocess.run([play, "-s", "4", "-d", "2"], capture_output=True, text=True, timeout=60)
    check(game.returncode == 0, f"a 4x4 game: status {game.returncode}: {game.stderr}")
    check("Result: " in game.stdout and "Moves: " in game.stdout, f"moves and result printed: {game.stdout}")

    for args in (["--depth", "0"], ["--size", "7"], ["--no-such-option"], ["extra"], ["--black", "bad"],
                 ["--white", "alphabeta:99"], ["--moves", "a1"], ["--board", "XO X"],
                 ["--moves", "f5", "--board", "-" * 64 + " X"]):
        proc = subprocess.run([play, *args], capture_output=True, text=True, timeout=60)
        check(proc.returncode == 2, f"{args}: status {proc.returncode}, expected 2: {proc.stderr}")
        check(proc.stderr.startswith("reversi-play: ") and proc.stdout == "",
              f"{args}: a message and no game: {proc.stderr!r} {proc.stdout[:80]!r}")

    with open("/dev/full", "w") as full:
        proc = subprocess.run([play, "-s", "4", "-d", "1"], stdout=full, stderr=subprocess.PIPE, text=True,
                              timeout=60)
    check(proc.returncode == 1, f"stdout full: status {proc.returncode}")
    check("standard output" in proc.stderr, f"stdout full: said so: {proc.stderr!r}")

    if failures:
        print(f"{failures} check(s) failed")
        return 1
    print("reversi-play: a game, 9 refusals and a full disk checked")
    return 0


if __name__ == "__main__":
    sys.exit(main())
