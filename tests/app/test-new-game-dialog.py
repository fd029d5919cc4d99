#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The New Game dialog fits the screen and Enter starts the game.

    test-new-game-dialog.py APP OUT_DIR SCREEN LANGUAGE
    test-new-game-dialog.py APP OUT_DIR SCREEN en --every-game

On a SCREEN (such as 1024x768 or 800x600) X server, in English or
Japanese (LANGUAGE "en" or "ja"), Ctrl+N opens the dialog: it must lie
wholly on the screen, no wider and no taller, and Enter (the focus starts
on Start) must start a new game with the choices shown and close it.
Before that, the move typed with an input method in full-width letters
("ｄ３") must be played as d3, and a long error message must wrap in the
side panel, leaving the board at least half the window's width.

With --every-game, for every game of the one list but Reversi (whose
window the first form tests): the dialog fits SCREEN over that game's
window, another game chosen in it plays with its own sides, and the
game chosen back has the sides it was started with (remembered per game).
"""

import sys
import time

import harness
from games_rules import REGISTERED, replay
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


def check_fits(app, dialog, screen, what):
    width, height = (int(v) for v in screen.split("x"))
    x, y, w, h = geometry_of(app, dialog)
    if w > width or h > height or x < 0 or y < 0 or x + w > width or y + h > height:
        raise TestFailure("%s: the dialog (%dx%d at %d,%d) does not fit the %dx%d screen"
                          % (what, w, h, x, y, width, height))
    return w, h


def start_from_dialog(app, main_window, screen, what, downs=None):
    """Ctrl+N; the dialog must fit the screen; with DOWNS, the Game
    drop-down (Alt+G) chooses the game DOWNS rows below Reversi (from
    Reversi's window; a negative DOWNS goes up as many rows: to Reversi,
    from any game); Start (Alt+S).  Returns the dialog's size."""
    app.focus()
    app.xserver.xdotool("key", "--clearmodifiers", "ctrl+n")
    dialog = app.find_dialog(main_window)
    time.sleep(1.0)
    size = check_fits(app, dialog, screen, what)
    app.xserver.xdotool("windowfocus", "--sync", dialog)
    if downs is None:
        app.xserver.xdotool("key", "--clearmodifiers", "alt+s")
    else:
        harness.start_from_game_list(app, downs)
    return size


def every_game(session, screen):
    """Every game of the one list (Reversi's sizes have the test above)
    can be chosen in the dialog's Game list and starts; over each game's
    window the dialog fits the screen and starts it again with its sides
    (two named humans); Reversi chosen then plays with its own sides; the
    game chosen back has its sides again (the dialog remembers them per
    game)."""
    games = [game for game, (folder, _label) in REGISTERED.items() if folder != "reversi"]
    if not games:
        raise TestFailure("the one list names no game but Reversi")

    # Where each game is in the Game list: Reversi first, then the rest.
    app = session.start(["--no-resume"], "dialog-list")
    main_window = app.find_window(title=".")
    row_of = {}
    for row in range(1, len(games) + 1):
        app.wait_for("a game on", lambda s: s.get("human_to_move") == "1")
        start_from_dialog(app, main_window, screen, "the Game list", row)
        state = app.wait_for("the game of row %d" % row, lambda s: s.get("game") in games
                             and s.get("game") not in row_of.values(), timeout=20)
        row_of[row] = state["game"]
    missing = [game for game in games if game not in row_of.values()]
    if missing:
        raise TestFailure("the New Game dialog does not offer %s" % missing)
    log("the Game list: Reversi, %s" % ", ".join(row_of[r] for r in sorted(row_of)))
    row_of = {game: row for row, game in row_of.items()}
    app.stop()

    # One game a folder: a folder's games share their sides' settings.
    firsts = {}
    for game in games:
        firsts.setdefault(REGISTERED[game][0], game)
    for game in firsts.values():
        app = session.start(["--game", game, "--first", "human:Ada", "--second", "human:Bob",
                             "--no-resume"], "dialog-" + game)
        main_window = app.find_window(title=".")
        app.wait_for("the game on", lambda s: s.get("game") == game
                     and s.get("human_to_move") == "1")
        move = replay(game, []).legal_moves()[0]
        app.type_move(move)
        app.wait_for("%s played" % move, lambda s: move_list(s)[:1] == [move])
        w, h = start_from_dialog(app, main_window, screen, game)
        state = app.wait_for("%s started again" % game, lambda s: s.get("game") == game
                             and move_list(s) == [] and s.get("human_to_move") == "1",
                             timeout=20)
        if "Ada" not in state.get("title", "") or "Bob" not in state.get("title", ""):
            raise TestFailure("Enter in the dialog over %s lost its sides: %r"
                              % (game, state.get("title")))
        start_from_dialog(app, main_window, screen, game, -len(games))
        state = app.wait_for("Reversi chosen", lambda s: s.get("game") == "reversi", timeout=20)
        if "Ada" in state.get("title", ""):
            raise TestFailure("Reversi took the sides of %s: %r" % (game, state.get("title")))
        app.wait_for("the human's turn", lambda s: s.get("human_to_move") == "1")
        start_from_dialog(app, main_window, screen, "Reversi", row_of[game])
        state = app.wait_for("%s chosen again" % game, lambda s: s.get("game") == game,
                             timeout=20)
        if "Ada" not in state.get("title", "") or "Bob" not in state.get("title", ""):
            raise TestFailure("%s chosen again in the dialog forgot its sides: %r"
                              % (game, state.get("title")))
        log("%s: the dialog is %dx%d on %s; Reversi played with its own sides, %s again "
            "with Ada and Bob" % (game, w, h, screen, game))
        app.stop()


def main():
    app_path, out_dir, screen, language = sys.argv[1:5]
    harness.require_tools(app_path, ["Xvfb", "xdotool", "import"])
    if sys.argv[5:] == ["--every-game"]:
        return harness.run_test("new-game-dialog-games", lambda s: every_game(s, screen),
                                app_path, out_dir, geometry=screen + "x24")
    return harness.run_test("new-game-dialog-%s-%s" % (screen, language),
                            lambda s: new_game_dialog(s, screen, language), app_path, out_dir,
                            geometry=screen + "x24")


if __name__ == "__main__":
    sys.exit(main())
