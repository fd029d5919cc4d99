#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The installed app runs: its window, its search program, its settings
schema and its Japanese translation, as the packages put them.

    installed-app.py APP OUT_DIR

Run by check-debian-package after the packages are installed and their
build tree is gone, so nothing can come from a build: the window must
appear under Xvfb in Japanese (the catalogue of /usr/share/locale), a
typed move must be answered by the computer (the search program of
/usr/libexec/reversi-kit), and Ctrl+Q must end the app with status 0.
"""

import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "app"))
import harness  # noqa: E402  (tests/app's Xvfb harness)
from harness import TestFailure, log, move_list  # noqa: E402


def play_one_move(session):
    app = session.start(["--size", "8", "--black", "human", "--white", "alphabeta:2:4:1",
                         "--no-resume"], "installed-app", language="ja")
    # The title is translated: any visible window of the app.
    app.find_window(title=".")
    state = app.wait_for("the first turn", lambda s: s.get("human_to_move") == "1")
    title = state.get("title", "")
    if "リバーシ" not in title:
        raise TestFailure("the window's title %r is not in Japanese: the installed "
                          "catalogue was not found" % title)
    log("window shown, title %s" % title)
    app.type_move("d3")
    state = app.wait_for("the computer's answer to d3",
                         lambda s: len(move_list(s)) >= 2 and s.get("thinking") == "0",
                         timeout=60)
    log("the computer answered: %s" % " ".join(move_list(state)))
    app.focus()
    session.xserver.xdotool("key", "--clearmodifiers", "ctrl+q")
    deadline = time.monotonic() + 15
    while app.proc.poll() is None and time.monotonic() < deadline:
        time.sleep(0.1)
    if app.proc.returncode != 0:
        raise TestFailure("Ctrl+Q did not end the app with status 0 (status %s)"
                          % app.proc.returncode)
    log("Ctrl+Q closed the app (status 0)")


def main(argv):
    app_path, out_dir = argv[1], argv[2]
    harness.require_tools(app_path, ["Xvfb", "xdotool"])
    return harness.run_test("installed-app", play_one_move, app_path, out_dir)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
