#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""A scripted GTP session with go-gtp: every command, good and bad.

Usage: test-go-gtp.py PATH/TO/go-gtp PATH/TO/tests/gtp/test-gtp-session.py

The second argument is the Reversi engine's session test, whose helpers
(Engine, check, expect, expect_error_unchanged) this script uses as they
are.  Each answer is checked exactly; after every refused command the
board (showboard) must be what it was before.  Then whole games of perfect
play: 2x2 and 4x4 end in jigo, 3x3 in a Black win; and with a time limit
too short to solve anything, the fallback still plays legal moves.
"""
import importlib.util
import os
import re
import subprocess
import sys

# The session test imports the GTP tests' shared referee module beside it.
sys.path.insert(0, os.path.dirname(os.path.abspath(sys.argv[2])))
spec = importlib.util.spec_from_file_location("gtp_session", sys.argv[2])
session = importlib.util.module_from_spec(spec)
spec.loader.exec_module(session)
Engine, check, expect = session.Engine, session.check, session.expect
expect_refused = session.expect_error_unchanged


def value(engine, command):
    got = engine.raw(command)
    check(got.startswith("= "), f"{command!r} failed: {got!r}")
    return got[2:].strip()


def vertices(engine, command):
    """The vertices of an answer that may be empty (final_status_list)."""
    got = engine.raw(command)
    check(got.startswith("="), f"{command!r} failed: {got!r}")
    return got[1:].split()


def board_rows(showboard):
    return [line.split()[1:-1] for line in showboard.splitlines() if re.match(r"^ ?\d ", line)]


def play_out(engine, size, limit=200):
    """Perfect play from both sides until the game ends; the moves."""
    moves = []
    colour = "b"
    while len(moves) < limit:
        move = value(engine, f"genmove {colour}")
        moves.append(move)
        check(re.fullmatch(r"pass|[A-E][1-5]", move) is not None, f"genmove answered {move!r}")
        board = engine.raw("showboard")
        if "game over" in board or "repetition" in board:
            break
        colour = "w" if colour == "b" else "b"
    return moves


def main():
    program = sys.argv[1]
    e = Engine(program)

    # Administrative commands, ids, comments and empty lines.
    expect(e, "protocol_version", "= 2")
    expect(e, "name", "= Go kit")
    check(value(e, "version") != "", "version answers")
    expect(e, "12 protocol_version", "=12 2")
    expect(e, "  13\tname   # a comment", "=13 Go kit")
    e.proc.stdin.write("\n# only a comment\n")   # no answers at all
    expect(e, "known_command genmove", "= true")
    expect(e, "known_command final_score", "= true")
    expect(e, "known_command kgs-chat", "= false")
    listed = value(e, "list_commands").split("\n")
    for command in ["protocol_version", "name", "version", "known_command", "list_commands",
                    "quit", "boardsize", "clear_board", "komi", "play", "genmove", "undo",
                    "showboard", "final_score", "final_status_list", "time_settings", "time_left"]:
        check(command in listed, f"list_commands lacks {command}")
        expect(e, f"known_command {command}", "= true")

    # Malformed commands: an error, and nothing changes.
    expect_refused(e, "frobnicate", "? unknown command")
    expect_refused(e, "7 frobnicate b", "?7 unknown command")
    expect_refused(e, "42", "?42 missing command")
    expect_refused(e, "known_command", "? syntax error")
    expect_refused(e, "boardsize", "? syntax error")
    expect_refused(e, "boardsize x", "? boardsize not an integer")
    expect_refused(e, "boardsize 3x", "? boardsize not an integer")
    expect_refused(e, "boardsize 6", "? unacceptable size")
    expect_refused(e, "boardsize 1", "? unacceptable size")
    expect_refused(e, "boardsize 19", "? unacceptable size")
    expect_refused(e, "komi", "? syntax error")
    expect_refused(e, "komi six", "? komi not a float")
    expect_refused(e, "play", "? syntax error")
    expect_refused(e, "play b", "? syntax error")
    expect_refused(e, "play b A1 A2", "? syntax error")
    expect_refused(e, "play red A1", "? invalid color")
    expect_refused(e, "play b E1", "? invalid vertex")
    expect_refused(e, "play b A5", "? invalid vertex")
    expect_refused(e, "play b I1", "? invalid vertex")
    expect_refused(e, "play b 11", "? invalid vertex")
    expect_refused(e, "genmove", "? syntax error")
    expect_refused(e, "genmove purple", "? invalid color")
    expect_refused(e, "undo", "? cannot undo")
    expect_refused(e, "time_settings 300 30", "? syntax error")
    expect_refused(e, "time_settings 300 thirty 5", "? syntax error")
    expect_refused(e, "time_left x 30 0", "? syntax error")
    expect(e, "time_settings 300 30 5", "=")
    expect(e, "time_left b 280 0", "=")

    # The board: 4x4 to start, A1 lower left.
    expect(e, "komi 6.5", "=")
    expect(e, "play b A1", "=")
    expect(e, "play w D4", "=")
    board = e.raw("showboard")
    rows = board_rows(board)
    check(rows == [[".", ".", ".", "O"], [".", ".", ".", "."], [".", ".", ".", "."],
                   ["X", ".", ".", "."]], f"showboard after A1 D4:\n{board}")
    expect_refused(e, "play b A1", "? illegal move")          # occupied
    expect_refused(e, "play b D4", "? illegal move")
    expect(e, "undo", "=")
    expect(e, "undo", "=")
    expect_refused(e, "undo", "? cannot undo")

    # Suicide: White at A1 inside Black's A2 and B1.
    for move in ["b A2", "w D4", "b B1"]:
        expect(e, f"play {move}", "=")
    expect_refused(e, "play w A1", "? illegal move")

    # Ko, and the paper's figure 1: Black C2 takes B2; White may not take
    # back at once; White passes under the ban, Black passes, and the game
    # goes on: White retakes.
    expect(e, "clear_board", "=")
    for move in ["b B3", "w C3", "b A2", "w B2", "b B1", "w C1", "b D4", "w D2"]:
        expect(e, f"play {move}", "=")
    expect(e, "play b C2", "=")
    expect_refused(e, "play w B2", "? illegal move")
    expect(e, "play w pass", "=")
    expect(e, "play b pass", "=")
    board = e.raw("showboard")
    check("game over" not in board, "two passes after a ko ban ended the game")
    expect(e, "play w B2", "=")
    expect(e, "play b A4", "=")
    expect(e, "play w pass", "=")
    expect(e, "play b pass", "=")
    board = e.raw("showboard")
    check("game over" in board, f"two passes did not end the game:\n{board}")
    expect(e, "genmove b", "= pass")   # nothing to play after the end
    # The komi given earlier (6.5) is taken off Black's count.
    score = value(e, "final_score")
    check(re.fullmatch(r"0|[BW]\+\d+(\.5)?", score) is not None, f"final_score form {score}")
    expect(e, "komi 0", "=")
    raw_score = value(e, "final_score")
    margin = lambda t: 0 if t == "0" else (1 if t[0] == "B" else -1) * float(t[2:])
    check(margin(raw_score) - 6.5 == margin(score), f"komi 6.5: {score}, komi 0: {raw_score}")
    # Every stone left is alive, none dead; the lists cover the board's stones.
    rows = board_rows(e.raw("showboard"))
    alive = vertices(e, "final_status_list alive")
    seki = vertices(e, "final_status_list seki")
    expect(e, "final_status_list dead", "=")
    stones = sum(cell in "XO" for row in rows for cell in row)
    check(len(alive) + len(seki) == stones and not set(alive) & set(seki),
          f"alive {alive} and seki {seki} are not the {stones} stones")
    expect_refused(e, "final_status_list", "? syntax error")
    expect_refused(e, "final_status_list sleeping", "? invalid status")
    expect_refused(e, "play b A1", "? illegal move")

    # A move of the colour not to move: the other side passes first.
    expect(e, "boardsize 3", "=")
    expect(e, "play w B2", "=")
    rows = board_rows(e.raw("showboard"))
    check(rows[1] == [".", "O", "."], f"play w first: {rows}")

    # Perfect play on 3x3: the centre, and Black wins.
    expect(e, "clear_board", "=")
    expect(e, "genmove b", "= B2")
    expect(e, "undo", "=")
    moves = play_out(e, 3)
    check(moves[0] == "B2", f"3x3 game starts {moves[0]}")
    score = value(e, "final_score")
    check(score.startswith("B+"), f"3x3 perfect play ends {score} after {moves}")

    # 2x2: jigo; with komi 6.5, as GNU Go scores it, White by 6.5.
    expect(e, "boardsize 2", "=")
    moves = play_out(e, 2)
    expect(e, "final_score", "= 0")
    expect(e, "komi 6.5", "=")
    expect(e, "final_score", "= W+6.5")
    expect(e, "komi 0", "=")

    # Seki as the count finds it (go-score.h): on 3x3, Black B2 and White
    # C2 share their liberties, all dame: both chains are in seki.
    expect(e, "boardsize 3", "=")
    for move in ["b B2", "w C2"]:
        expect(e, f"play {move}", "=")
    check(vertices(e, "final_status_list seki") == ["B2", "C2"], "3x3 seki")
    check(vertices(e, "final_status_list alive") == [], "3x3 alive")

    # 4x4: a centre point first, and jigo.
    expect(e, "boardsize 4", "=")
    first = value(e, "genmove b")
    check(first in ("B2", "C2", "B3", "C3"), f"4x4 first move {first}")
    expect(e, "undo", "=")
    moves = play_out(e, 4)
    expect(e, "final_score", "= 0")
    expect(e, "quit", "=")
    e.close()
    check(e.proc.returncode == 0, "go-gtp exits with status 0 after quit")

    # No time to solve: the fallback still plays legal moves to the end.
    f = Engine(program, "--time", "0.000001")
    moves = play_out(f, 4, limit=300)
    check(len(moves) > 2, f"fallback game: {moves}")
    check(re.fullmatch(r"0|[BW]\+(\d+|R)", value(f, "final_score")) is not None, "fallback final_score")
    # 5x5, which the solver cannot settle in a move's time: the fallback
    # plays it to the end, every move legal, the board drawn 5 wide.
    expect(f, "boardsize 5", "=")
    rows = board_rows(f.raw("showboard"))
    check(len(rows) == 5 and all(len(row) == 5 for row in rows), f"5x5 board: {rows}")
    moves = play_out(f, 5, limit=400)
    check(len(moves) > 2, f"5x5 fallback game: {moves}")
    check(re.fullmatch(r"0|[BW]\+(\d+|R)", value(f, "final_score")) is not None, "5x5 final_score")
    expect(f, "quit", "=")
    f.close()

    # A broken controller: a NUL byte or a line of any length gets exactly
    # one error answer at once (the common GTP framing, gtp-server.c), and
    # nothing is played.
    raw = subprocess.Popen([program], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    for line, want in [
        (b"\x00\n", b"? command contains a NUL byte\n\n"),
        (b"7 genmove\x00 b\n", b"?7 command contains a NUL byte\n\n"),
        (b"3 name " + b"x" * 100000 + b"\n", b"?3 command too long\n\n"),
        (b"play b " + b"A" * (20 * 1024 * 1024) + b"\n", b"? command too long\n\n"),
        (b"2 name\r\n", b"=2 Go kit\n\n"),
    ]:
        raw.stdin.write(line)
        raw.stdin.flush()
        got = session.read_answer_within(raw, 20)
        check(got == want, f"{line[:30]!r}: expected {want!r}, got {got[:200]!r}")
    raw.stdin.write(b"showboard\n")
    raw.stdin.flush()
    rows = board_rows(session.read_answer_within(raw, 20).decode("ascii"))
    check(rows and all(cell == "." for row in rows for cell in row), f"nothing was played: {rows}")
    raw.stdin.close()
    check(raw.wait(timeout=10) == 0, "go-gtp exits at the end of its input")

    failures = session.gtp_referee.failures
    if failures:
        print(f"{failures} checks failed")
        sys.exit(1)
    print("all GTP checks passed")


if __name__ == "__main__":
    main()
