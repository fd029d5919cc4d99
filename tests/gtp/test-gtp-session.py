#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""A scripted GTP session with reversi-gtp: every command, good and bad.

Usage: test-gtp-session.py PATH/TO/reversi-gtp

Each command's answer is checked, and after every refused command the
board (showboard) must be what it was before.
"""
import os
import select
import subprocess
import sys
import time

import gtp_referee
from gtp_referee import Engine, check


def expect(engine, command, answer):
    """The command must get exactly this answer ("= ..." or "? ...")."""
    got = engine.raw(command)
    want = answer + "\n\n"
    check(got == want, f"{command!r}: expected {want!r}, got {got!r}")
    return got


def expect_error_unchanged(engine, command, answer):
    """A refused command: the exact error, and the board as it was."""
    before = engine.raw("showboard")
    expect(engine, command, answer)
    after = engine.raw("showboard")
    check(before == after, f"{command!r} changed the board:\n{before}\n{after}")


def read_answer_within(proc, seconds):
    """Bytes up to and including the empty line that ends an answer, or
    what came before the time ran out (a controller would wait forever)."""
    got = b""
    deadline = time.monotonic() + seconds
    while b"\n\n" not in got:
        left = deadline - time.monotonic()
        if left <= 0 or not select.select([proc.stdout], [], [], left)[0]:
            break
        chunk = os.read(proc.stdout.fileno(), 65536)
        if not chunk:
            break
        got += chunk
    return got


def raw_bytes_session(program):
    """Lines a broken controller might send.  Each gets exactly one answer:
    a line with a NUL byte got none before, so the controller waited for
    its timeout.  A line of any length is answered without reading it all
    into memory."""
    proc = subprocess.Popen([program, "--player", "alphabeta:1:4:1"], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE)
    cases = [
        (b"\x00\n", b"? command contains a NUL byte\n\n"),
        (b"7 genmove\x00 b\n", b"?7 command contains a NUL byte\n\n"),
        (b"name\x00\n", b"? command contains a NUL byte\n\n"),
        (b"name # a comment may hold \x00\n", b"= Reversi kit\n\n"),
        (b"3 name " + b"x" * 100000 + b"\n", b"?3 command too long\n\n"),
        (b"boardsize " + b"8" * (20 * 1024 * 1024) + b"\n", b"? command too long\n\n"),
        (b"\xff\xfe name\n", b"? unknown command\n\n"),
        (b"2 name\r\n", b"=2 Reversi kit\n\n"),
    ]
    for line, want in cases:
        shown = line[:40] + (b"..." if len(line) > 40 else b"")
        proc.stdin.write(line)
        proc.stdin.flush()
        got = read_answer_within(proc, 20)
        check(got == want, f"{shown!r}: expected {want!r}, got {got[:200]!r}")
    # The game is as it was: nothing above played a move.
    proc.stdin.write(b"showboard\n")
    proc.stdin.flush()
    board = read_answer_within(proc, 20)
    check(b"moves 0" in board, f"nothing was played: {board!r}")
    proc.stdin.close()
    check(proc.wait(timeout=10) == 0, "exits at the end of its input")


def board_rows(showboard):
    """The rows of discs of a showboard answer, as strings of X O ."""
    rows = []
    for line in showboard.splitlines()[2:]:
        parts = line.split()
        if parts and parts[0].isdigit():
            rows.append("".join(parts[1:]))
    return rows


def main():
    program = sys.argv[1]
    e = Engine(program, "--player", "alphabeta:2:6:1")

    # Administrative commands, ids, comments and empty lines.
    expect(e, "protocol_version", "= 2")
    expect(e, "name", "= Reversi kit")
    check(e.raw("version").startswith("= "), "version answers")
    expect(e, "12 name", "=12 Reversi kit")
    expect(e, "7 protocol_version # a comment", "=7 2")
    # Empty lines and comment lines get no answer at all: the next answer
    # must be the one of the command after them.
    e.proc.stdin.write("\n   \n# only a comment\n\t\n")
    expect(e, "name", "= Reversi kit")
    expect(e, "known_command genmove", "= true")
    expect(e, "known_command frobnicate", "= false")
    listed = e.raw("list_commands")
    for command in ["protocol_version", "name", "version", "known_command", "list_commands", "quit",
                    "boardsize", "clear_board", "komi", "play", "genmove", "undo", "showboard",
                    "final_score", "list_games", "set_game", "time_settings", "time_left"]:
        check(("\n" + command + "\n") in ("\n" + listed[2:]), f"list_commands lacks {command}")
        expect(e, "known_command " + command, "= true")
    expect(e, "list_games", "= Othello")
    expect(e, "set_game Othello", "=")
    expect(e, "komi 6.5", "=")
    expect(e, "time_settings 300 0 0", "=")
    expect(e, "time_left b 100 0", "=")

    # Board sizes.
    expect_error_unchanged(e, "frobnicate", "? unknown command")
    expect_error_unchanged(e, "33 frobnicate", "?33 unknown command")
    for bad in ["7", "12", "0", "3", "9"]:
        expect_error_unchanged(e, "boardsize " + bad, "? unacceptable size")
    expect_error_unchanged(e, "boardsize eight", "? boardsize not an integer")
    expect_error_unchanged(e, "boardsize", "? boardsize not an integer")
    expect_error_unchanged(e, "komi lots", "? komi not a float")
    expect_error_unchanged(e, "set_game Go", "? unsupported game")
    expect_error_unchanged(e, "time_settings 1 2", "? syntax error")
    expect_error_unchanged(e, "final_score", "? cannot score")
    for size in [4, 6, 8, 10]:
        expect(e, f"boardsize {size}", "=")
        rows = board_rows(e.raw("showboard"))
        check(len(rows) == size and all(len(r) == size for r in rows), f"showboard of {size}x{size}")
        check(sum(r.count("X") for r in rows) == 2 and sum(r.count("O") for r in rows) == 2,
              f"start position of {size}x{size}")

    # 10x10: the columns are A-J, as Quarry's Othello writes them.
    header = e.raw("showboard").splitlines()[1].split()
    check(header == list("ABCDEFGHIJ"), f"10x10 column letters {header}")
    expect_error_unchanged(e, "play b i5", "? illegal move")
    expect_error_unchanged(e, "play b L5", "? invalid vertex")
    expect_error_unchanged(e, "play b A11", "? invalid vertex")

    # 8x8: row 1 at the top, as gtp-rhino numbers them; White on D4 and E5.
    expect(e, "boardsize 8", "=")
    expect(e, "clear_board", "=")
    rows = board_rows(e.raw("showboard"))
    check(rows[3] == "...OX..." and rows[4] == "...XO...", f"8x8 start position {rows}")
    expect_error_unchanged(e, "play", "? syntax error")
    expect_error_unchanged(e, "play b", "? syntax error")
    expect_error_unchanged(e, "play b d3 e3", "? syntax error")
    expect_error_unchanged(e, "play red d3", "? invalid color")
    expect_error_unchanged(e, "play b z9", "? invalid vertex")
    expect_error_unchanged(e, "play b d0", "? invalid vertex")
    expect_error_unchanged(e, "play b a1", "? illegal move")
    expect_error_unchanged(e, "play b d4", "? illegal move")
    expect_error_unchanged(e, "play b pass", "? illegal move")
    expect_error_unchanged(e, "play w e3", "? illegal move")
    expect_error_unchanged(e, "genmove w", "? not this color's turn")
    expect_error_unchanged(e, "genmove purple", "? invalid color")
    expect_error_unchanged(e, "undo", "? cannot undo")

    # Black D3 flips D4: the square above the start discs.
    expect(e, "play B D3", "=")
    rows = board_rows(e.raw("showboard"))
    check(rows[2] == "...X...." and rows[3] == "...XX...", f"after D3: {rows}")
    expect(e, "undo", "=")
    expect(e, "play black d3", "=")
    reply = e.raw("genmove white")
    check(reply.startswith("= ") and reply[2:].strip()[0] in "ABCDEFGH", f"genmove white: {reply!r}")
    expect(e, "undo", "=")
    expect(e, "undo", "=")
    rows = board_rows(e.raw("showboard"))
    check(rows[3] == "...OX..." and rows[4] == "...XO...", "undo back to the start")

    # A whole game by genmove: it ends, and final_score agrees with the board.
    expect(e, "boardsize 4", "=")
    moves = 0
    while moves < 40:
        board = e.raw("showboard")
        if board.startswith("= Game over"):
            break
        color = "b" if "Next move: Black" in board else "w"
        reply = e.raw("genmove " + color)
        check(reply.startswith("= "), f"genmove {color}: {reply!r}")
        moves += 1
    rows = board_rows(e.raw("showboard"))
    black = sum(r.count("X") for r in rows)
    white = sum(r.count("O") for r in rows)
    empties = 16 - black - white
    diff = black - white
    want = "0" if diff == 0 else ("B+%d" % (diff + empties) if diff > 0 else "W+%d" % (-diff + empties))
    expect(e, "final_score", "= " + want)
    expect(e, "genmove b", "= pass")
    expect_error_unchanged(e, "play b a1", "? illegal move")

    expect(e, "10 quit", "=10")
    # It must exit by itself, with its input still open.
    check(e.proc.wait(timeout=10) == 0, "quit exits with status 0")

    # Passes.  On 4x4, after B1 C1 D3 A1 Black has no move and White has.
    e = Engine(program, "--player", "alphabeta:2:6:1", "--size", "4")
    for command in ["play b B1", "play w C1", "play b D3", "play w A1"]:
        expect(e, command, "=")
    before = e.raw("showboard")
    check("Next move: Black (must pass)" in before, f"Black must pass: {before!r}")
    # White's move given without Black's pass (gtp-rhino's way): the pass
    # is put in, and undo takes back the move and then the pass.
    reply = e.raw("genmove w")
    check(reply.startswith("= ") and reply.strip() != "= pass", f"genmove w after a forced pass: {reply!r}")
    white_move = reply[2:].strip()
    expect(e, "undo", "=")
    expect(e, "undo", "=")
    check(e.raw("showboard") == before, "undo of a move and the pass put in before it")
    expect(e, "play w " + white_move, "=")
    expect(e, "undo", "=")
    expect(e, "undo", "=")
    check(e.raw("showboard") == before, "undo after play with an implicit pass")
    # The pass written out, by play and by genmove.
    expect(e, "play b pass", "=")
    check("Next move: White" in e.raw("showboard"), "White to move after Black's pass")
    expect(e, "undo", "=")
    expect(e, "genmove b", "= pass")
    expect(e, "undo", "=")
    # A refused move after an inserted pass takes the pass back too.
    expect_error_unchanged(e, "play w A4", "? illegal move")
    check(e.raw("showboard") == before, "refused play leaves the forced pass out")
    e.close()

    raw_bytes_session(program)

    # Bad options: a message and status 2 (under AddressSanitizer a leak on
    # the way out turned it into 1).
    for args in (["--player", "bad"], ["--player", "alphabeta:99"], ["--size", "7"], ["extra"],
                 ["--no-such-option"]):
        proc = subprocess.run([program, *args], stdin=subprocess.DEVNULL, capture_output=True, text=True,
                              timeout=30)
        check(proc.returncode == 2 and proc.stderr.startswith("reversi-gtp: "),
              f"{args}: status {proc.returncode}, message {proc.stderr!r}")

    # The kit's one player syntax, old spellings with a note on stderr.
    proc = subprocess.run([program, "--player", "alpha-beta:1"], input="name\nquit\n",
                          capture_output=True, text=True, timeout=30)
    check(proc.returncode == 0
          and proc.stderr == "reversi-gtp: note: “alpha-beta:1” is an old spelling; write “alphabeta:1”.\n",
          f"alpha-beta:1: status {proc.returncode}, message {proc.stderr!r}")
    proc = subprocess.run([program, "--player", "perfect"], stdin=subprocess.DEVNULL,
                          capture_output=True, text=True, timeout=30)
    check(proc.returncode == 2 and "Reversi has no player “perfect”" in proc.stderr,
          f"perfect: status {proc.returncode}, message {proc.stderr!r}")

    if gtp_referee.failures:
        print(f"{gtp_referee.failures} check(s) failed")
        return 1
    print("all GTP session checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
