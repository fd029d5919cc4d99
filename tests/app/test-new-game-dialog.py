#!/usr/bin/env python3
"""The New Game dialog fits the screen and Enter starts the game.

    test-new-game-dialog.py APP OUT_DIR SCREEN LANGUAGE

On a SCREEN (such as 1024x768 or 800x600) X server, in English or
Japanese (LANGUAGE "en" or "ja"), Ctrl+N opens the dialog: it must lie
wholly on the screen, no wider and no taller, and Enter (the focus starts
on Start) must start a new game with the choices shown and close it.
Before that, the move typed with an input method in full-width letters
("ｄ３") must be played as d3, and a long error message must wrap in the
side panel, leaving the board at least half the window's width.
"""

import sys
import time

import harness
from harness import TestFailure, log, move_list


def geometry_of(app, window):
    out = app.xserver.xdotool("getwindowgeometry", "--shell", window)
    values = dict(line.split("=", 1) for line in out.split() if "=" in line)
    return (int(values["X"]), int(values["Y"]), int(values["WIDTH"]), int(values["HEIGHT"]))


def new_game_dialog(session, screen, language):
    width, height = (int(v) for v in screen.split("x"))
    app = session.start(["--size", "8", "--black", "human", "--white", "alphabeta:1:0:0",
                         "--no-resume"], "dialog", None if language == "en" else language)
    main_window = app.find_window(title=".")
    app.wait_for("the human's turn", lambda s: s.get("human_to_move") == "1")

    # A refused move's message wraps; the board keeps its room.
    app.type_move("zz99")
    state = app.wait_for("the message", lambda s: s.get("message", "") != ""
                         and not s.get("board_bounds", ",,,0").endswith(",0"))
    time.sleep(0.5)
    state = app.state()
    board_width = int(state["board_bounds"].split(",")[2])
    _, _, window_width, _ = app.geometry()
    log("with the message %r the board is %d of %d pixels wide"
        % (state["message"], board_width, window_width))
    if board_width < window_width // 2:
        raise TestFailure("a message squeezed the board to %d of %d pixels"
                          % (board_width, window_width))

    # Full-width input, as a Japanese input method types it.
    app.type_move("ｄ３")
    state = app.wait_for("ｄ３ to be played", lambda s: len(move_list(s)) >= 1)
    if move_list(state)[0] != "d3":
        raise TestFailure("ｄ３ was played as %s" % move_list(state)[0])
    state = app.wait_for("the computer's reply",
                         lambda s: len(move_list(s)) >= 2 and s.get("human_to_move") == "1")
    log("ｄ３ typed in full width was played as d3")

    app.focus()
    app.xserver.xdotool("key", "--clearmodifiers", "ctrl+n")
    dialog = app.find_dialog(main_window)
    time.sleep(1.0)
    x, y, w, h = geometry_of(app, dialog)
    session.xserver.screenshot("%s/new-game-dialog-%s-%s.png" % (session.out_dir, screen, language))
    log("the dialog is %dx%d at (%d,%d) on a %dx%d screen" % (w, h, x, y, width, height))
    if w > width or h > height or x < 0 or y < 0 or x + w > width or y + h > height:
        raise TestFailure("the dialog (%dx%d at %d,%d) does not fit the %dx%d screen"
                          % (w, h, x, y, width, height))

    # Enter starts the game: the moves are gone and the dialog is closed.
    app.xserver.xdotool("windowfocus", "--sync", dialog)
    app.xserver.xdotool("key", "Return")
    app.wait_for("a new game", lambda s: move_list(s) == [], timeout=20)
    time.sleep(0.5)
    left = app.xserver.xdotool("search", "--all", "--onlyvisible", "--pid", app.proc.pid,
                               "--name", ".", check=False).split()
    if dialog in left:
        raise TestFailure("the dialog is still open after Enter")
    log("Enter started a new game and closed the dialog")


def main():
    app_path, out_dir, screen, language = sys.argv[1:5]
    harness.require_tools(app_path, ["Xvfb", "xdotool", "import"])
    return harness.run_test("new-game-dialog-%s-%s" % (screen, language),
                            lambda s: new_game_dialog(s, screen, language), app_path, out_dir,
                            geometry=screen + "x24")


if __name__ == "__main__":
    sys.exit(main())
