#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""A computer with a time limit plays in time, and says how deep it read.

    test-time-limit.py APP OUT_DIR [GAME COMPUTER]

Black is a computer set to search 30 plies deep, which would take far
longer than anyone waits, with a time limit of 2 seconds per move: its
first move must come within a few seconds, be legal, and the window must
have shown the time and the depth while it thought (unless the move came
at once: in a game as small as tic-tac-toe every search is instant, and
the test then checks only that the move came in time, and says so).  With GAME (an id of
games_rules.py) the first side of that game is COMPUTER, as deep, in the
same window.  For Reversi the same computer then thinks in Japanese,
where the thinking line wraps to two lines: the side panel's text must
stay whole, none of it scrolled out of view.
"""

import sys
import time

import harness
from games_rules import replay
from harness import TestFailure, log, move_list
from reversi_rules import Board


def time_limit(session, game=None, computer=None):
    if game is None:
        args = ["--size", "8", "--black", "alphabeta:30:0:1", "--white", "human"]
        legal = Board(8).legal_moves()
    else:
        args = ["--game", game, "--first", computer, "--second", "human"]
        legal = replay(game, []).legal_moves()
    app = session.start(args + ["--time-limit", "2", "--no-resume"], "time-limit")
    app.find_window(title="Reversi$" if game is None else ".")
    started = time.monotonic()
    # The thinking line, or the move itself where the whole game is
    # searched at once (tic-tac-toe's minimax): then the limit still holds.
    state = app.wait_for("the thinking line or the first move",
                         lambda s: "depth" in s.get("thinking_text", "") or move_list(s),
                         timeout=20)
    instant = not ("depth" in state.get("thinking_text", ""))
    if not instant:
        log("while thinking: %s" % state["thinking_text"])
    state = app.wait_for("the first move", lambda s: len(move_list(s)) >= 1, timeout=30)
    took = time.monotonic() - started
    move = move_list(state)[0]
    if move not in legal:
        raise TestFailure("the computer played %s, which is not legal" % move)
    if took > 10:
        raise TestFailure("the move took %.1f s with a 2 s limit" % took)
    if instant:
        log("the search was instant (no thinking line shown): %s played after %.1f s, "
            "within the 2 s limit; this game is too small to need the limit" % (move, took))
    else:
        log("the deep computer played %s after %.1f s with a 2 s limit" % (move, took))

def thinking_line_whole(session):
    """In Japanese the thinking line wraps to a second line as it grows
    ("...（制限時間 2 秒）"): the side panel's text must still be shown
    whole, nothing of it scrolled out of view, on a screen with room for
    it (the scroller's height once lagged a tick behind the line's and cut
    its second line off)."""
    app = session.start(["--size", "8", "--black", "alphabeta:30:0:1", "--white", "human",
                         "--time-limit", "3", "--no-resume"], "time-limit-ja", language="ja")
    app.find_window(title=".")
    samples, two_lines = 0, 0
    deadline = time.monotonic() + 2.5
    while time.monotonic() < deadline:
        state = app.state()
        if "depth" in state.get("thinking_text", "") or "深さ" in state.get("thinking_text", ""):
            samples += 1
            hidden = int(state.get("side_text_hidden", "-1"))
            if hidden != 0:
                raise TestFailure("%d pixels of the side panel's text are out of view while the "
                                  "thinking line reads %r (bounds %s)"
                                  % (hidden, state["thinking_text"], state.get("thinking_bounds")))
            bounds = state.get("thinking_bounds", "").split(",")
            if len(bounds) == 4 and int(bounds[3]) > 30:
                two_lines += 1
        time.sleep(0.15)
    if samples < 3:
        raise TestFailure("the thinking line was seen only %d times in 2.5 s" % samples)
    log("the thinking line, %d samples (%d of them on two lines): nothing of the side "
        "panel's text out of view" % (samples, two_lines))
    app.stop()


def main():
    app_path = sys.argv[1] if len(sys.argv) > 1 else ""
    out_dir = sys.argv[2] if len(sys.argv) > 2 else "."
    game = sys.argv[3] if len(sys.argv) > 3 else None
    computer = sys.argv[4] if len(sys.argv) > 4 else None
    harness.require_tools(app_path, ["Xvfb", "xdotool", "import"])
    def body(session):
        time_limit(session, game, computer)
        if game is None:
            thinking_line_whole(session)
    return harness.run_test("time-limit" + ("-" + game if game else ""), body, app_path, out_dir)


if __name__ == "__main__":
    sys.exit(main())
