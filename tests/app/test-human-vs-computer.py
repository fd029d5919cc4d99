#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""A whole 8x8 game against the computer, played with real X input.

    test-human-vs-computer.py APP OUT_DIR

The human (Black) plays a legal move worked out from the board the app
reports, alternately typed into the move entry and clicked on the board.
On the first turn a malformed and an illegal move are typed, and each must
leave a message and change nothing.  At the end the board must be what
replaying the app's own move list gives, and the result must match the
disc counts.
"""

import random
import sys
import time

import harness
from harness import TestFailure, log, move_list
from reversi_rules import Board, from_notation, replay


def play_game(session):
    app = session.start(["--size", "8", "--black", "human", "--white", "alphabeta:2:4:1",
                         "--no-resume"], "human-vs-computer")
    app.find_window()
    state = app.wait_for("the first turn", lambda s: s.get("human_to_move") == "1")
    if state.get("size") != "8" or state.get("moves", "") != "" or state.get("over") != "0":
        raise TestFailure("the game did not start fresh on 8x8: %r" % state)
    if Board.from_string(state["board"]).to_string() != Board(8).to_string():
        raise TestFailure("the start position is wrong: %s" % state["board"])

    message = harness.check_refused(app, "5e", "")           # not notation at all
    harness.check_refused(app, "a1", message)                # notation, but not legal here

    square_center = harness.find_board(app, 8)
    chooser = random.Random(20240601)
    typed = clicked = 0
    use_click = False
    while True:
        state = app.wait_for("the human's turn or the end",
                             lambda s: s.get("over") == "1"
                             or (s.get("human_to_move") == "1" and s.get("thinking") == "0"),
                             timeout=120)
        if state.get("over") == "1":
            break
        board = Board.from_string(state["board"])
        moves = move_list(state)
        if state.get("to_move") != "black" or board.to_move != "X":
            raise TestFailure("human_to_move=1 but Black is not to move: %r" % state)
        if replay(8, moves).to_string() != board.to_string():
            raise TestFailure("the board does not follow from the moves %s" % " ".join(moves))
        legal = board.legal_moves()
        move = chooser.choice(legal)
        if move == "pass":
            app.type_move("pass")
            how = "typed"
        elif use_click:
            col, row = from_notation(move)
            app.click(*square_center(col, row))
            how = "clicked"
            clicked += 1
        else:
            app.type_move(move)
            how = "typed"
            typed += 1
        use_click = not use_click
        state = app.wait_for("%s to be played" % move,
                             lambda s: len(move_list(s)) > len(moves))
        played = move_list(state)[len(moves)]
        if played != move:
            raise TestFailure("%s %s but the app played %s" % (how, move, played))
        log("move %d: %s %s" % (len(moves) + 1, how, move))

    moves = move_list(state)
    final = replay(8, moves)
    squares = state["board"].split()[0]
    if final.to_string().split()[0] != squares:
        raise TestFailure("final board %s differs from the replay of the moves %s"
                          % (state["board"], final.to_string()))
    if not final.is_over():
        raise TestFailure("over=1 but the game can go on: %s" % state["board"])
    black, white = final.count("X"), final.count("O")
    if not harness.results_agree(state.get("result", ""), black, white):
        raise TestFailure("result %r does not match %d-%d" % (state.get("result"), black, white))
    if typed < 3 or clicked < 3:
        raise TestFailure("too few moves by each way of input: %d typed, %d clicked"
                          % (typed, clicked))
    log("game over after %d moves (%d typed, %d clicked): %s; Black %d, White %d"
        % (len(moves), typed, clicked, state["result"], black, white))


def main():
    app_path = sys.argv[1] if len(sys.argv) > 1 else ""
    out_dir = sys.argv[2] if len(sys.argv) > 2 else "."
    harness.require_tools(app_path, ["Xvfb", "xdotool", "import"])
    return harness.run_test("human-vs-computer", play_game, app_path, out_dir)


if __name__ == "__main__":
    sys.exit(main())
