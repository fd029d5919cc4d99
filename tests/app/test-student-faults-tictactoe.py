#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""A student's tic-tac-toe warm-up (t1 minimax, t2 alpha-beta) that
crashes, leaks, answers a taken cell, hangs or prints: the window stays
up, says what happened, keeps the game and plays on.

    test-student-faults-tictactoe.py APP OUT_DIR FAULTS_WORKER

The app searches in FAULTS_WORKER (REVERSI_SEARCH_WORKER), whose
tictactoe_minimax_move and tictactoe_alpha_beta_move go wrong as the
file REVERSI_STUDENT_FAULT_FILE says at each search
(tests/student-faults/tictactoe-search.c).  X is a human who plays b2;
O is the student's minimax (t1).  Each fault must end in its message at
move 2 with the game still "b2", and Try Again (Alt+T) searches again
with the next fault; a hang is stopped with Stop (Esc) and ended after
the grace period.  Mended, the computer answers, the human plays on and
the game goes to its end.  Then the student's alpha-beta (t2) crashes
at the first move and, tried again, plays.
"""

import os
import sys

import harness
from games_rules import TicTacToe
from harness import TestFailure, log, move_list
import student_faults
from student_faults import expect_failure, memory_limit, retry, set_fault, stop_hanging

def start(session, name, fault_file, worker, first, second):
    return student_faults.start(session, name,
                                ["--game", "tictactoe", "--first", first, "--second", second],
                                fault_file, worker)


def replay(moves):
    board = TicTacToe()
    for move in moves:
        board.play(move)
    return board


def minimax_faults(session, worker):
    fault_file = os.path.join(session.tmp, "fault-t1")
    set_fault(fault_file, "crash")
    app = start(session, "t1", fault_file, worker, "human", "minimax")
    app.find_window(title="Tic-tac-toe")
    app.wait_for("X's turn", lambda s: s.get("human_to_move") == "1")
    app.type_move("b2")
    game = ["b2"]
    said = expect_failure(app, "t1 crash", ["crashed (segmentation fault) at move 2"], moves=game)

    set_fault(fault_file, "illegal")
    retry(app)
    said = expect_failure(app, "t1 taken cell", ["exercise t1", "chose 4",
                                                 "not an empty cell"], said, moves=game)

    if memory_limit(worker) > 0:
        set_fault(fault_file, "leak")
        retry(app)
        said = expect_failure(app, "t1 leak", ["crashed", "of the 256 MB it may use"], said,
                              moves=game)
    else:
        log("leak: skipped, the search program sets no memory limit (AddressSanitizer)")

    set_fault(fault_file, "hang")
    retry(app)
    said = stop_hanging(app, "t1 hang after Stop", ["did not stop within 1.5 s after Stop at move 2",
                                                    "its program was ended"], said,
                        moves=game)

    set_fault(fault_file, "print")
    retry(app)
    state = app.wait_for("the printing search's move", lambda s: len(move_list(s)) == 2,
                         timeout=60)
    answer = move_list(state)[1]
    if answer not in replay(game).legal_moves():
        raise TestFailure("the computer played %s, not a legal move" % answer)
    if state.get("message"):
        raise TestFailure("a search that only printed left a message: %r" % state["message"])

    # Mended: the human plays on to the end of the game.
    set_fault(fault_file, "none")
    while True:
        state = app.wait_for("X's turn or the end", lambda s: s.get("over") == "1"
                             or (s.get("human_to_move") == "1" and s.get("thinking") == "0"))
        moves = move_list(state)
        if state.get("over") == "1":
            break
        move = replay(moves).legal_moves()[0]
        app.type_move(move)
        app.wait_for("%s to be played" % move, lambda s: len(move_list(s)) > len(moves))
    if not replay(moves).is_over():
        raise TestFailure("the window says the game is over after %r" % moves)
    log("played on to the end: %s (%s)" % (" ".join(moves), state.get("result_text", "")))
    app.check_running()


def alpha_beta_crash(session, worker):
    fault_file = os.path.join(session.tmp, "fault-t2")
    set_fault(fault_file, "crash")
    app = start(session, "t2", fault_file, worker, "alphabeta", "human")
    app.find_window(title="Tic-tac-toe")
    expect_failure(app, "t2 crash", ["crashed (segmentation fault) at move 1"])
    set_fault(fault_file, "none")
    retry(app)
    state = app.wait_for("t2's move tried again", lambda s: len(move_list(s)) == 1, timeout=60)
    if state.get("message"):
        raise TestFailure("the crash is still said after Try Again: %r" % state["message"])
    log("t2 tried again: %s" % move_list(state)[0])
    app.check_running()


def main():
    return student_faults.main("student-faults-tictactoe", [minimax_faults, alpha_beta_crash])


if __name__ == "__main__":
    sys.exit(main())
