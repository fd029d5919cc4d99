#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Choosing a strategy in the New Game dialog brings its own numbers.

    test-strategy-defaults.py APP OUT_DIR

The enhanced player's defaults (depth 10, perfect search from 18 empties,
the trained evaluator 3) are not the course player's (4, 10, 1), and each
is wrong for the other: the course's search at depth 10 is far too slow,
and the trained evaluator is refused for it.  With the keyboard only
(Alt+T to White's strategy, Space to open it, End or Home, Return), the
test chooses the enhanced search, then alpha-beta, then the enhanced
search again, and reads the name the computer will play under (it is
made of the numbers shown) through AT-SPI after each choice; then Alt+R
presses the Strong button (the enhanced search to depth 60, which
deepens until its time is up, perfect from 22 empties), and Alt+S
starts the game, whose window must be named after that player.
"""

import re
import sys
import time

import harness
from accessible import accessible_tree, atspi_python
from harness import TestFailure, log


def shown_names(app, python):
    return [n["name"] for n in accessible_tree(app, python)
            if n["role"] == "label" and n["name"].startswith("Name: ")]


def choose_strategy(app, python, dialog, key, pattern, what):
    app.xserver.xdotool("windowfocus", "--sync", dialog)
    app.xserver.xdotool("key", "--clearmodifiers", "alt+t")
    time.sleep(0.3)
    app.xserver.xdotool("key", "space")
    time.sleep(0.8)
    app.xserver.xdotool("key", key)
    time.sleep(0.3)
    app.xserver.xdotool("key", "Return")
    wait_for_name(app, python, pattern, what)


def wait_for_name(app, python, pattern, what):
    deadline = time.monotonic() + 20
    while True:
        names = shown_names(app, python)
        if any(re.fullmatch(pattern, name) for name in names):
            log("%s: the dialog shows %s" % (what, names))
            return
        if time.monotonic() > deadline:
            raise TestFailure("%s: expected a label matching %r, the dialog shows %s"
                              % (what, pattern, names))
        time.sleep(0.5)


def strategy_defaults(session, python):
    app = session.start(["--size", "8", "--black", "human", "--white", "alphabeta:1:0:0",
                         "--no-resume"], "strategy")
    main_window = app.find_window(title=".")
    app.wait_for("the human's turn", lambda s: s.get("human_to_move") == "1")
    app.focus()
    app.xserver.xdotool("key", "--clearmodifiers", "ctrl+n")
    dialog = app.find_dialog(main_window)
    time.sleep(1.0)

    # The strategies are listed alpha-beta first and the enhanced search last.
    choose_strategy(app, python, dialog, "End", r"Name: enhanced-10-18-3",
                    "the enhanced search chosen")
    session.xserver.screenshot("%s/strategy-defaults-enhanced.png" % session.out_dir)
    choose_strategy(app, python, dialog, "Home", r"Name: .+-4-10-1",
                    "alpha-beta chosen again")
    choose_strategy(app, python, dialog, "End", r"Name: enhanced-10-18-3",
                    "the enhanced search chosen again")
    app.xserver.xdotool("windowfocus", "--sync", dialog)
    app.xserver.xdotool("key", "--clearmodifiers", "alt+r")
    wait_for_name(app, python, r"Name: enhanced-60-22-3", "the Strong button pressed")

    app.xserver.xdotool("key", "--clearmodifiers", "alt+s")
    deadline = time.monotonic() + 20
    while True:
        out = app.xserver.xdotool("search", "--all", "--onlyvisible", "--pid", app.proc.pid,
                                  "--name", "enhanced-60-22-3", check=False)
        if out.split():
            break
        if time.monotonic() > deadline:
            raise TestFailure("no window named after enhanced-60-22-3 after Start")
        time.sleep(0.3)
    log("the game started with White played by enhanced-60-22-3")


def main():
    app_path, out_dir = sys.argv[1:3]
    harness.require_tools(app_path, ["Xvfb", "xdotool", "import", "dbus-daemon"])
    python = atspi_python()
    if python is None:
        log("SKIP: no Python with gi and Atspi")
        return harness.SKIP
    return harness.run_test("strategy-defaults", lambda s: strategy_defaults(s, python),
                            app_path, out_dir)


if __name__ == "__main__":
    sys.exit(main())
