#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
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

    # Which numbers a player gets: its configuration's own fields first, then
    # --depth/--perfect/--eval for the fields it leaves out, then the
    # strategy's defaults (the enhanced player's are not the course's).
    def names(*args):
        proc = subprocess.run([play, "-s", "4", "-q", *args], capture_output=True, text=True, timeout=120)
        lines = dict(line.split(": ", 1) for line in proc.stdout.splitlines()
                     if line.startswith(("Black: ", "White: ")))
        return proc, lines.get("Black"), lines.get("White")

    proc, black, white = names("--black", "alphabeta", "--white", "alphabeta:2", "--depth", "3")
    check(proc.returncode == 0 and black.endswith("-3-10-1") and white.endswith("-2-10-1"),
          f"--depth fills a missing depth, a given one stays: {black!r} {white!r} {proc.stderr!r}")
    proc, black, white = names("--black", "enhanced", "--white", "enhanced:5", "--eval", "2", "--depth", "3")
    if "enhanced" in proc.stderr and proc.returncode == 2:
        print("no enhanced strategy in this build: its defaults not checked")
    else:
        check(proc.returncode == 0 and black == "enhanced-3-18-2" and white == "enhanced-5-18-2",
              f"enhanced takes its own defaults under the options: {black!r} {white!r} {proc.stderr!r}")
        proc, black, white = names("--black", "enhanced", "--white", "enhanced:6:12:1")
        check(proc.returncode == 0 and black == "enhanced-10-18-3" and white == "enhanced-6-12-1",
              f"plain enhanced is its default, a full one as given: {black!r} {white!r} {proc.stderr!r}")
        proc = subprocess.run([play, "-s", "4", "--eval", "3"], capture_output=True, text=True, timeout=60)
        check(proc.returncode == 2 and "enhanced" in proc.stderr and proc.stdout == "",
              f"the trained evaluator refused for the course's player: {proc.returncode} {proc.stderr!r}")

    # The kit's one player syntax: the same text as everywhere, and the old
    # spellings (alpha-beta; random with the numbers older records wrote)
    # read with a one-line note; a word Reversi has not is refused by name.
    proc, black, white = names("--black", "alpha-beta:2", "--white", "random:4:10:1")
    check(proc.returncode == 0 and black.endswith("-2-10-1") and white.startswith("random"),
          f"old spellings read: {black!r} {white!r} {proc.stderr!r}")
    check(proc.stderr == "reversi-play: note: “alpha-beta:2” is an old spelling; write “alphabeta:2”.\n"
          "reversi-play: note: “random:4:10:1” is an old spelling; write “random”.\n",
          f"a note per old spelling: {proc.stderr!r}")
    for spec, says in (("perfect", "Reversi has no player “perfect”; it has alphabeta"),
                       ("alphabeta:x", "the depth “x” is not a whole number"),
                       ("alphabeta:6:14:1:2", "has 4 fields after the strategy")):
        proc = subprocess.run([play, "--black", spec], capture_output=True, text=True, timeout=60)
        check(proc.returncode == 2 and says in proc.stderr, f"{spec}: {proc.returncode} {proc.stderr!r}")

    with open("/dev/full", "w") as full:
        proc = subprocess.run([play, "-s", "4", "-d", "1"], stdout=full, stderr=subprocess.PIPE, text=True,
                              timeout=60)
    check(proc.returncode == 1, f"stdout full: status {proc.returncode}")
    check("standard output" in proc.stderr, f"stdout full: said so: {proc.stderr!r}")

    if failures:
        print(f"{failures} check(s) failed")
        return 1
    print("reversi-play: a game, the players' numbers, the refusals and a full disk checked")
    return 0


if __name__ == "__main__":
    sys.exit(main())
