#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""What a screen reader sees of the app, read through AT-SPI.

    test-accessibility.py APP OUT_DIR [GAME COMPUTER]

Reversi by default.  With GAME (an id of the one list that games_rules.py
knows) the same in that game against COMPUTER: the window named after the
game, the Board panel described by the position, every cell a button
named by what the game's rules say is on it, every button named, the
Move entry focused; then a cell reached with Shift+Tab and the arrow keys
and played with Enter, and the New Game dialog's buttons named.

The window's name must end in "Reversi" and name the players; the board a
panel named "Board" whose description is the position as a board string
(the same text the state file reports), with a button for each square
named by its square and what is on it ("d3, empty, legal move"); every
button a name a screen reader can say (not a class name, not empty); the
move entry a text named "Move" that holds the focus on a human's turn; and
after a move typed in, the description and the names must follow.

The hint (Ctrl+H) must mark a legal move and name its square as the hint.
Then the board is played with the keyboard alone: Shift+Tab from the move
entry reaches a square, the arrow keys move to a legal move, and Enter
plays it.

AT-SPI is read by a helper run under a Python that has gi and Atspi (the
test's own, else /usr/bin/python3); the test skips when there is none.
"""

import json
import os
import subprocess
import sys
import time

import harness
from accessible import accessible_tree, atspi_python, find_node
from games_rules import LABELS, handing_over, replay
from harness import TestFailure, log, move_list
from reversi_rules import Board

def square_names(state):
    """What each square's button must be called in this state."""
    board = Board.from_string(state["board"])
    legal = set(board.legal_moves()) if state.get("human_to_move") == "1" else set()
    last = state.get("last_move", "")
    names = {}
    for row in range(board.size):
        for col in range(board.size):
            square = "%s%d" % (chr(ord("a") + col), row + 1)
            disc = board.at(square)
            if disc == "X":
                what = "black"
            elif disc == "O":
                what = "white"
            elif square in legal:
                what = "empty, legal move"
            else:
                what = "empty"
            if disc != "-" and square == last:
                what += ", last move"
            names[square] = "%s, %s" % (square, what)
    return names


def check_tree(app, python, state, entry_focused=True):
    nodes = accessible_tree(app, python)
    frames = [n for n in nodes if n["role"] == "frame"]
    # Named after both players (whatever the computer is called: the
    # student's ex22 names it) and the game.
    if (not frames or not frames[0]["name"].endswith("Reversi")
            or frames[0]["name"].count(" vs ") != 1 and " 対 " not in frames[0]["name"]):
        raise TestFailure("the window is not named after its players and Reversi; roles and "
                          "names seen: %s" % [(n["role"], n["name"]) for n in nodes][:40])
    board = find_node(nodes, "panel", "Board")
    if board is None:
        raise TestFailure("no panel named Board in the accessible tree")
    buttons = [n for n in nodes if n["role"] in ("push button", "toggle button")]
    unnamed = [n["name"] for n in buttons if not n["name"] or n["name"].startswith("Gtk")]
    if unnamed:
        raise TestFailure("buttons without a name a screen reader can say: %r" % unnamed)
    names = {n["name"] for n in buttons}
    missing = [name for name in square_names(state).values() if name not in names]
    if missing:
        raise TestFailure("squares not named as expected: %s (button names: %s)"
                          % (missing[:5], sorted(names)[:20]))
    if board["description"] != state["board"]:
        raise TestFailure("the Board's description %r is not the position %r"
                          % (board["description"], state["board"]))
    entry = find_node(nodes, "text", "Move")
    if entry is None:
        raise TestFailure("no text named Move in the accessible tree")
    if entry_focused and not entry["focused"]:
        focused = [(n["role"], n["name"]) for n in nodes if n["focused"]]
        raise TestFailure("the Move entry does not have the focus on a human's turn "
                          "(focused: %s)" % focused)
    log("accessible: frame %r, panel Board = %s, %d squares named, text Move%s"
        % (frames[0]["name"], board["description"], len(square_names(state)),
           " focused" if entry_focused else ""))


def accessibility(session):
    python = atspi_python()
    if python is None:
        log("SKIP: no Python with gi and Atspi")
        sys.exit(harness.SKIP)
    app = session.start(["--size", "8", "--black", "human", "--white", "alphabeta:2:4:1",
                         "--no-resume"], "accessibility")
    app.find_window()
    human_turn = (lambda s: s.get("human_to_move") == "1" and s.get("thinking") == "0")
    state = app.wait_for("the human's turn", human_turn)
    check_tree(app, python, state)

    # One move each; the description must follow the game.
    move = Board.from_string(state["board"]).legal_moves()[0]
    app.type_move(move)
    state = app.wait_for("the computer's reply",
                         lambda s: len(move_list(s)) >= 2 and human_turn(s))
    check_tree(app, python, state)

    # The hint (Ctrl+H): a legal move, marked and named on the board.
    app.focus()
    app.xserver.xdotool("key", "--clearmodifiers", "ctrl+h")
    state = app.wait_for("the hint", lambda s: s.get("hint", "") != "", timeout=30)
    if state["hint"] not in Board.from_string(state["board"]).legal_moves():
        raise TestFailure("the hint %s is not a legal move" % state["hint"])
    nodes = accessible_tree(app, python)
    if not find_node(nodes, "push button", "%s, empty, legal move, the hint" % state["hint"]):
        raise TestFailure("the hint's square is not named as the hint")
    hint = state["hint"]
    app.xserver.xdotool("key", "--clearmodifiers", "ctrl+h")
    state = app.wait_for("the hint to go", lambda s: s.get("hint") == "", timeout=10)
    log("the hint %s was shown, named, and hidden again" % hint)

    # The keyboard alone: from the move entry back onto the board, along
    # the arrows to a legal move, Enter.
    app.focus()
    app.xserver.xdotool("key", "shift+Tab")
    state = app.wait_for("a square to have the focus",
                         lambda s: s.get("focus", "").startswith("square:"), timeout=10)
    here = state["focus"].split(":", 1)[1]
    target = sorted(Board.from_string(state["board"]).legal_moves())[0]
    col_steps = ord(target[0]) - ord(here[0])
    row_steps = int(target[1:]) - int(here[1:])
    keys = (["Right"] * col_steps if col_steps > 0 else ["Left"] * -col_steps)
    keys += (["Down"] * row_steps if row_steps > 0 else ["Up"] * -row_steps)
    for key in keys:
        app.xserver.xdotool("key", key)
    app.wait_for("the focus on %s" % target, lambda s: s.get("focus") == "square:" + target,
                 timeout=10)
    before = len(move_list(state))
    app.xserver.xdotool("key", "Return")
    state = app.wait_for("%s to be played from the keyboard" % target,
                         lambda s: len(move_list(s)) > before)
    if move_list(state)[before] != target:
        raise TestFailure("Enter on %s played %s" % (target, move_list(state)[before]))
    state = app.wait_for("the computer's reply", lambda s: len(move_list(s)) > before + 1
                         and human_turn(s))
    if not state.get("focus", "").startswith("square:"):
        raise TestFailure("the focus left the board after a keyboard move: %r" % state.get("focus"))
    check_tree(app, python, state, entry_focused=False)
    log("played %s with the arrow keys and Enter; the focus stayed on the board" % target)

    check_dialog(app, python)

def check_dialog(app, python):
    """The New Game dialog: every button named there too (the spin
    buttons' steppers, the drop-downs)."""
    app.focus()
    app.xserver.xdotool("key", "--clearmodifiers", "ctrl+n")
    deadline = time.monotonic() + 20
    while True:
        nodes = accessible_tree(app, python)
        if any(n["role"] == "dialog" or n["name"] == "New Game" for n in nodes):
            break
        if time.monotonic() > deadline:
            raise TestFailure("the New Game dialog did not show in the accessible tree")
        time.sleep(0.3)
    unnamed = unnamed_buttons(nodes)
    if unnamed:
        raise TestFailure("buttons of the New Game dialog without a name: %r" % unnamed)
    log("New Game dialog: %d buttons, all named"
        % len([n for n in nodes if n["role"] in ("push button", "toggle button")]))


def unnamed_buttons(nodes):
    """The buttons a screen reader could not say: no name, or a class name."""
    return [n["name"] for n in nodes if n["role"] in ("push button", "toggle button")
            and (not n["name"] or n["name"].startswith("Gtk"))]


def cell_of(position, name):
    """The index of the cell a button's name speaks of, or None."""
    for index, want in enumerate(position.cell_names()):
        if name == want or name.startswith(want + ",") or name.startswith(want + "s"):
            return index
    return None


def check_game_tree(app, python, game, state, entry_focused=True):
    """The window named after the game, the Board panel described by the
    position, every cell a button named by the game's rules ("b2, X",
    "pit 3, 6 stones"), every button named, the Move entry."""
    nodes = accessible_tree(app, python)
    frames = [n for n in nodes if n["role"] == "frame"]
    if not frames or not frames[0]["name"].endswith(LABELS[game]):
        raise TestFailure("the window is not named after %s: %r"
                          % (LABELS[game], [n["name"] for n in frames]))
    board = find_node(nodes, "panel", "Board")
    if board is None or not board["description"].startswith(state["position"].split("|")[0]):
        raise TestFailure("no Board panel described by the position %r: %r"
                          % (state["position"], board))
    unnamed = unnamed_buttons(nodes)
    if unnamed:
        raise TestFailure("buttons without a name a screen reader can say: %r" % unnamed)
    position = replay(game, move_list(state))
    names = [n["name"] for n in nodes if n["role"] == "push button"]
    missing = [want for index, want in enumerate(position.cell_names())
               if not any(cell_of(position, name) == index for name in names)]
    if missing:
        raise TestFailure("cells not named as expected: %s (button names: %s)"
                          % (missing[:5], sorted(names)[:20]))
    entry = find_node(nodes, "text", "Move")
    if entry is None:
        raise TestFailure("no text named Move in the accessible tree")
    if entry_focused and not entry["focused"]:
        raise TestFailure("the Move entry does not have the focus on a human's turn "
                          "(focused: %s)" % [(n["role"], n["name"]) for n in nodes if n["focused"]])
    log("accessible: frame %r, panel Board, %d cells named, text Move%s"
        % (frames[0]["name"], len(position.cell_names()), " focused" if entry_focused else ""))
    return nodes


def focused_cell(app, python, position):
    """(index, name) of the cell button holding the focus, or (None, what has it)."""
    nodes = accessible_tree(app, python)
    focused = [n for n in nodes if n["focused"]]
    for n in focused:
        if n["role"] == "push button":
            index = cell_of(position, n["name"])
            if index is not None:
                return index, n["name"]
    return None, [(n["role"], n["name"]) for n in focused]


def accessibility_game(session, game, computer):
    python = atspi_python()
    if python is None:
        log("SKIP: no Python with gi and Atspi")
        sys.exit(harness.SKIP)
    app = session.start(["--game", game, "--first", "human", "--second", computer,
                         "--no-resume"], "accessibility-" + game)
    app.find_window(title=LABELS[game] + "$")
    human_turn = (lambda s: s.get("human_to_move") == "1" and s.get("thinking") == "0")
    state = app.wait_for("the human's turn", human_turn)
    check_game_tree(app, python, game, state)

    # A move that hands over to the computer (not Kalah's extra turn),
    # and its reply: the names must follow the game.
    move = handing_over(game)
    app.type_move(move)
    state = app.wait_for("the computer's reply",
                         lambda s: len(move_list(s)) >= 2 and human_turn(s))
    check_game_tree(app, python, game, state)

    # The keyboard alone: Shift+Tab from the move entry onto the board,
    # the arrow keys to a cell whose move is legal, Enter.
    moves = move_list(state)
    position = replay(game, moves)
    legal = position.legal_moves()
    app.focus()
    app.xserver.xdotool("key", "shift+Tab")
    keys = ["Right", "Down", "Left", "Up"]
    turn, last, steps = 0, None, 0
    while True:
        index, name = focused_cell(app, python, position)
        if index is None:
            raise TestFailure("Shift+Tab and the arrows left the board: the focus is on %s" % name)
        target = position.cell_moves()[index]
        if target in legal:
            break
        if steps >= 3 * len(position.cell_names()):
            raise TestFailure("the arrow keys reached no legal cell; last on %r" % name)
        if index == last:
            turn = (turn + 1) % len(keys)       # an edge: turn
        last = index
        app.xserver.xdotool("key", keys[turn])
        steps += 1
        time.sleep(0.2)
    log("the keyboard reached %r (the move %s) in %d arrow keys" % (name, target, steps))
    app.xserver.xdotool("key", "Return")
    state = app.wait_for("%s to be played from the keyboard" % target,
                         lambda s: len(move_list(s)) > len(moves))
    if move_list(state)[len(moves)] != target:
        raise TestFailure("Enter on %r played %s, not %s" % (name, move_list(state)[len(moves)],
                                                             target))
    state = app.wait_for("the computer's reply or the end",
                         lambda s: s.get("over") == "1" or (len(move_list(s)) > len(moves) + 1
                                                            and human_turn(s)))
    position = replay(game, move_list(state))
    index, name = focused_cell(app, python, position)
    if index is None:
        raise TestFailure("the focus left the board after a keyboard move: %s" % name)
    check_game_tree(app, python, game, state, entry_focused=False)
    log("played %s with the arrow keys and Enter; the focus stayed on the board (%r)"
        % (target, name))
    check_dialog(app, python)


def main():
    app_path = sys.argv[1] if len(sys.argv) > 1 else ""
    out_dir = sys.argv[2] if len(sys.argv) > 2 else "."
    game = sys.argv[3] if len(sys.argv) > 3 else None
    computer = sys.argv[4] if len(sys.argv) > 4 else None
    harness.require_tools(app_path, ["Xvfb", "xdotool", "import", "dbus-daemon"])
    if game is None:
        return harness.run_test("accessibility", accessibility, app_path, out_dir)
    return harness.run_test("accessibility-" + game,
                            lambda s: accessibility_game(s, game, computer), app_path, out_dir)


if __name__ == "__main__":
    sys.exit(main())
