#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The kit plays itself on 10x10 through a referee that speaks Quarry's letters.

Usage: test-gtp-quarry-letters.py PATH/TO/reversi-gtp

Quarry's Othello (and the Othello programs it drives) names the columns
of a 10x10 board A B C D E F G H I J; the kit's GTP once wrote Go's
A-H J K, which Quarry placed one column off.  This referee is written
here, apart from the kit: its own board and rules, its own letters.  It
asks each side for a move with genmove, checks it on its own board, tells
the other side with play, and at the end checks both engines' final_score
against its own count and their showboard against its board.  Then a
third engine is given the same game with the tenth column written the
old way (K): it must read it as the tenth column and say so on stderr.
"""
import subprocess
import sys

import gtp_referee
from gtp_referee import Board, Engine, check, score_text, vertex

LETTERS = "ABCDEFGHIJ"   # Quarry's 10x10 Othello columns
SIZE = 10


def showboard_rows(answer):
    lines = answer.splitlines()
    return lines[1].split(), ["".join(line.split()[1:]) for line in lines[2:2 + SIZE]]


def main():
    program = sys.argv[1]
    black = Engine(program, "--player", "alphabeta:2:6:0", "--size", "10")
    white = Engine(program, "--player", "alphabeta:1:6:0", "--size", "10")
    played, board = gtp_referee.play_game(black, white, SIZE, LETTERS)
    if played is None:
        return

    columns = {m[0] for m in played if m}
    check(8 in columns and 9 in columns, f"the game never used the columns I and J: {sorted(columns)}")
    want = score_text(board.score())
    for name, e in (("black", black), ("white", white)):
        check(e.must("final_score") == want, f"{name}'s final_score is not the referee's {want}")
        header, rows = showboard_rows(e.must("showboard"))
        check(header == list(LETTERS), f"{name}'s showboard letters {header}")
        check(rows == board.rows(), f"{name}'s board differs from the referee's")
    black.close()
    white.close()

    # The same game with the old letters: the tenth column as K (the
    # ninth as I, which the old letters never wrote and is never ambiguous).
    old = Engine(program, "--size", "10", stderr=subprocess.PIPE)
    old.must("boardsize 10")
    colour = "b"
    for move in played:
        old.must(f"play {colour} {vertex(move, 'ABCDEFGHIK')}")
        colour = "w" if colour == "b" else "b"
    check(old.must("final_score") == want, "the game in the old letters does not score the same")
    _, rows = showboard_rows(old.must("showboard"))
    check(rows == board.rows(), "the game in the old letters gives another board")
    note = old.close()
    check(note.count("tenth column") == 1, f"the old letter's note, once: {note!r}")
    print(f"{len(played)} moves, {want}, columns I and J used; old letters read with a note")


main()
sys.exit(1 if gtp_referee.failures else 0)
