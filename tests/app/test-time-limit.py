#!/usr/bin/env python3
"""A computer with a time limit plays in time, and says how deep it read.

    test-time-limit.py APP OUT_DIR

Black is a computer set to search 30 plies deep, which would take far
longer than anyone waits, with a time limit of 2 seconds per move: its
first move must come within a few seconds, be legal, and the window must
have shown the time and the depth while it thought.
"""

import sys
import time

import harness
from harness import TestFailure, log, move_list
from reversi_rules import Board


def time_limit(session):
    app = session.start(["--size", "8", "--black", "alphabeta:30:0:1", "--white", "human",
                         "--time-limit", "2", "--no-resume"], "time-limit")
    app.find_window()
    started = time.monotonic()
    state = app.wait_for("the thinking line", lambda s: "depth" in s.get("thinking_text", ""),
                         timeout=20)
    log("while thinking: %s" % state["thinking_text"])
    state = app.wait_for("Black's move", lambda s: len(move_list(s)) >= 1, timeout=30)
    took = time.monotonic() - started
    move = move_list(state)[0]
    if move not in Board(8).legal_moves():
        raise TestFailure("the computer played %s, which is not legal" % move)
    if took > 10:
        raise TestFailure("the move took %.1f s with a 2 s limit" % took)
    log("the depth-30 computer played %s after %.1f s with a 2 s limit" % (move, took))


def main():
    app_path = sys.argv[1] if len(sys.argv) > 1 else ""
    out_dir = sys.argv[2] if len(sys.argv) > 2 else "."
    harness.require_tools(app_path, ["Xvfb", "xdotool", "import"])
    return harness.run_test("time-limit", time_limit, app_path, out_dir)


if __name__ == "__main__":
    sys.exit(main())
