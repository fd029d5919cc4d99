#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Reversi started after another game plays on the size chosen.

    test-switch-to-reversi.py APP OUT_DIR

For every game of the one list but Reversi, in one window, with real X
input: Ctrl+N, the game chosen in the Game list, Start; then Ctrl+N,
Reversi chosen back, the 6x6 board (not the default 8x8), Start.  The window must then be Reversi's on that
size: the state file says so, the picture on the screen has that many
cells a side, a click on a legal square of that picture plays it, and a
move typed after the computer's reply is played too (issue 24: after a
tic-tac-toe, Kalah or Go game, Reversi opened with an 8x8 picture
whatever size was chosen and an empty side panel; a typed move was lost,
Enter played d4, and a click on the stale picture played on the hidden
real board).
"""

import sys
import time

import harness
from games_rules import REGISTERED
from harness import TestFailure, log, move_list
from reversi_rules import Board, from_notation

# The size chosen and its row in the Board size list
# (app/reversi-start-game-dialog.c): not 8x8, the default, for which a
# stale 8x8 picture would pass.  find_board makes out 6x6 only: 4x4 has
# legal-move marks on its first row and column, and 10x10's thin grid
# lines blur into the felt.
SIZE, SIZE_ROW = 6, 1


def open_dialog(app, main_window):
    app.focus()
    app.xserver.xdotool("key", "--clearmodifiers", "ctrl+n")
    dialog = app.find_dialog(main_window)
    time.sleep(1.0)
    app.xserver.xdotool("windowfocus", "--sync", dialog)
    return dialog


def wait_closed(app, dialog):
    """Until dialog is gone from the screen (without a window manager the
    window below is drawn again only after that)."""
    deadline = time.monotonic() + 20
    while dialog in app.xserver.xdotool("search", "--all", "--onlyvisible", "--pid",
                                        app.proc.pid, "--name", ".", check=False).split():
        if time.monotonic() > deadline:
            raise TestFailure("the New Game dialog stays open after Start")
        time.sleep(0.2)
    time.sleep(0.5)


def choose_reversi(app, main_window, games):
    """Ctrl+N; Reversi, up the Game list from any game; SIZE in the Board
    size list (Alt+B); Start."""
    dialog = open_dialog(app, main_window)
    harness.open_game_list(app)
    for _ in range(len(games)):
        app.xserver.xdotool("key", "Up")
        time.sleep(0.1)
    app.xserver.xdotool("key", "Return")
    time.sleep(0.7)
    app.xserver.xdotool("key", "--clearmodifiers", "alt+b")
    time.sleep(0.7)
    app.xserver.xdotool("key", "Home")
    for _ in range(SIZE_ROW):
        time.sleep(0.1)
        app.xserver.xdotool("key", "Down")
    time.sleep(0.1)
    app.xserver.xdotool("key", "Return")
    time.sleep(0.5)
    app.xserver.xdotool("key", "--clearmodifiers", "alt+s")
    wait_closed(app, dialog)


def check_reversi(app, game, size):
    """The window plays Reversi on size: by its state, its picture, a
    click and a typed move."""
    state = app.wait_for("Reversi %dx%d after %s" % (size, size, game),
                         lambda s: s.get("game") == "reversi" and s.get("size") == str(size)
                         and s.get("human_to_move") == "1", timeout=30)
    if move_list(state) or Board.from_string(state["board"]).to_string() != Board(size).to_string():
        raise TestFailure("after %s, Reversi %dx%d did not start fresh: %r"
                          % (game, size, size, state.get("board")))
    if "%d×%d" % (size, size) not in state.get("title", ""):
        raise TestFailure("after %s, the title does not name %dx%d: %r"
                          % (game, size, size, state.get("title")))
    # The picture: find_board fails unless the window shows size x size cells.
    square_center = harness.find_board(app, size)
    move = Board.from_string(state["board"]).legal_moves()[0]
    app.click(*square_center(*from_notation(move)))
    state = app.wait_for("%s clicked" % move, lambda s: len(move_list(s)) >= 1)
    if move_list(state)[0] != move:
        raise TestFailure("after %s, a click on %s of the %dx%d picture played %s"
                          % (game, move, size, size, move_list(state)[0]))
    state = app.wait_for("the computer's reply", lambda s: s.get("over") == "1"
                         or (len(move_list(s)) >= 2 and s.get("human_to_move") == "1"),
                         timeout=120)
    if state.get("over") == "1":
        log("%s -> Reversi %dx%d: clicked %s, the game ended" % (game, size, size, move))
        return
    played = len(move_list(state))
    typed = Board.from_string(state["board"]).legal_moves()[0]
    app.type_move(typed)
    state = app.wait_for("%s typed" % typed, lambda s: len(move_list(s)) > played)
    if move_list(state)[played] != typed:
        raise TestFailure("after %s, %s typed in Reversi %dx%d was played as %s"
                          % (game, typed, size, size, move_list(state)[played]))
    log("%s -> Reversi %dx%d: clicked %s, typed %s" % (game, size, size, move, typed))


def switch_to_reversi(session):
    games = [game for game, (folder, _label) in REGISTERED.items() if folder != "reversi"]
    if not games:
        raise TestFailure("the one list names no game but Reversi")
    app = session.start(["--black", "human", "--no-resume"], "switch-to-reversi")
    main_window = app.find_window(title=".")
    for row, game in enumerate(games, start=1):
        app.wait_for("a game on", lambda s: s.get("human_to_move") == "1")
        # From Reversi's window the Game list opens on Reversi's row.
        dialog = open_dialog(app, main_window)
        harness.start_from_game_list(app, row)
        wait_closed(app, dialog)
        app.wait_for("%s started" % game, lambda s: s.get("game") == game, timeout=30)
        choose_reversi(app, main_window, games)
        check_reversi(app, game, SIZE)


def main():
    app_path, out_dir = sys.argv[1:3]
    harness.require_tools(app_path, ["Xvfb", "xdotool", "import"])
    return harness.run_test("switch-to-reversi", switch_to_reversi, app_path, out_dir)


if __name__ == "__main__":
    sys.exit(main())
