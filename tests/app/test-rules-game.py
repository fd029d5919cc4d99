#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""A whole game of tic-tac-toe, Kalah or Go against the computer, played
with real X input and checked through AT-SPI.

    test-rules-game.py APP OUT_DIR GAME COMPUTER

The human (the first side) plays legal moves worked out from the game so
far by the test's own rules (games_rules.py), alternately typed into the
move entry (one of them in full-width letters, as a Japanese input
method types) and clicked on the board's cells.  On the first turn a
malformed and an illegal move are typed, and each must leave a message
and change nothing.  After every computer move the window must show the
value, the nodes and evaluations, and the line.  At the end the moves
must replay to a finished game whose result the window states, and a
screen reader must find the board named by its cells and the result.

On the first turn after a computer move, the window's menu must work
for this game as for Reversi: review back and forth (Alt+Left, Alt+End),
the hint (Ctrl+H: a legal move, marked and gone again), Copy Game
Record (Shift+Ctrl+C), and a shortcuts window (Ctrl+?) that lists them
and not Reversi's Paste a position (read through AT-SPI).
"""

import os
import random
import subprocess
import sys
import time

import harness
from accessible import accessible_tree, atspi_python
from games_rules import LABELS, expected_result, replay
from harness import TestFailure, log, move_list

# What each game refuses on the first turn: text that is no move, and a
# move that is not legal (or not possible) there.
REFUSED = {
    "tictactoe": ["d4", "b"],
    "kalah": ["x", "13", "9"],
    "go-2x2": ["B", "C3"],
    "go-3x3": ["B", "D4"],
    "go-4x4": ["B", "E5"],
    "connect-four": ["d4", "h"],
}

# After this many stones of its own the human (in Go) only passes, so
# the game comes to an end.
GO_STONES = 5

WIDE = {chr(c): chr(c + 0xFEE0) for c in range(0x21, 0x7F)}


def full_width(text):
    return "".join(WIDE.get(ch, ch) for ch in text)


def cells(state):
    """{move: (x, y)}: where to click for each move, from the state file."""
    found = {}
    for item in state.get("cells", "").split():
        move, _, where = item.partition("@")
        x, y = where.split(",")
        found[int(move)] = (int(x), int(y))
    return found


def check_report(state, moves):
    """After a computer move: the move, its value and its counts."""
    report = state.get("report", "")
    if (moves[-1] not in report or "value" not in report
            or ("node" not in report and "visited" not in report)):  # "1 node", "2 nodes"
        raise TestFailure("after the computer's move %s the report says %r"
                          % (moves[-1], report))


def move_number(game, notation):
    """The move's number in the game's own encoding (the cells' numbers)."""
    if game == "tictactoe":
        return "abc".index(notation[0]) + 3 * (int(notation[1]) - 1)
    if game == "kalah":
        return int(notation)
    if game == "connect-four":
        return "abcdefg".index(notation)
    size = int(game[3])
    return "ABCD".index(notation[0]) + size * (int(notation[1:]) - 1)


def check_accessible(app, game, state):
    python = atspi_python()
    if python is None:
        log("no Python with Atspi: the accessible tree is not checked")
        return
    nodes = accessible_tree(app, python)
    frames = [n for n in nodes if n["role"] == "frame"]
    if not frames or not frames[0]["name"].endswith(LABELS[game]):
        raise TestFailure("the window is not named after the game: %r"
                          % [n["name"] for n in frames])
    board = [n for n in nodes if n["role"] == "panel" and n["name"] == "Board"]
    if not board or not board[0]["description"].startswith(state["position"].split("|")[0]):
        raise TestFailure("no Board panel described by the position: %r" % board)
    buttons = {n["name"] for n in nodes if n["role"] == "push button"}
    final = replay(game, move_list(state))
    for want in final.cell_names():
        if not any(name.startswith(want) for name in buttons):
            raise TestFailure("no button named %r...; buttons: %s" % (want, sorted(buttons)[:20]))
    head = state["result_text"].split(" ")[0]
    labels = [n["name"] for n in nodes if n["role"] == "label"]
    if not any(name.startswith(head) for name in labels):
        raise TestFailure("no label states the result %r: %s" % (head, labels[:30]))
    log("AT-SPI: window %r, %d cell buttons, result label found" % (frames[0]["name"], len(buttons)))


def key(app, keys):
    app.focus()
    app.xserver.xdotool("key", "--clearmodifiers", keys)


def check_menu(app, game, state):
    """Review, hint and copy, from the keyboard, on a human's turn."""
    moves = move_list(state)
    key(app, "alt+Left")
    shown = app.wait_for("one move back", lambda s: s.get("shown") == str(len(moves) - 1))
    if shown.get("human_to_move") != "0":
        raise TestFailure("while reviewing a move could be played: %r" % shown)
    key(app, "alt+End")
    app.wait_for("the game again", lambda s: s.get("shown") == str(len(moves))
                 and s.get("human_to_move") == "1")
    log("review: Alt+Left showed move %d of %d, Alt+End the game again" % (len(moves) - 1, len(moves)))

    key(app, "ctrl+h")
    state = app.wait_for("a hint", lambda s: s.get("hint", "") != "", timeout=60)
    legal = replay(game, moves).legal_moves()
    if state["hint"] not in legal:
        raise TestFailure("the hint %r is not a legal move %r" % (state["hint"], legal))
    key(app, "ctrl+h")
    app.wait_for("the hint gone", lambda s: s.get("hint", "x") == "")
    log("hint: %s" % state["hint"])

    key(app, "shift+ctrl+c")
    state = app.wait_for("the record copied", lambda s: "copied" in s.get("message", ""))
    log("copy: %s" % state["message"])
    check_shortcuts(app)


def check_shortcuts(app):
    """The shortcuts window (Ctrl+?) lists what the window does for this
    game, and no Reversi-only shortcut (Paste a position)."""
    python = atspi_python()
    if python is None:
        log("no Python with Atspi: the shortcuts window is not checked")
        return
    key(app, "ctrl+question")
    # AT-SPI answers slowly on a loaded machine (the suite runs in parallel).
    deadline = time.monotonic() + 60
    labels = set()
    while time.monotonic() < deadline and "Show a hint" not in labels:
        time.sleep(0.5)
        labels = {n["name"] for n in accessible_tree(app, python) if n["role"] == "label"}
    for wanted in ("Show a hint", "Copy the game record", "Show the position one move earlier"):
        if wanted not in labels:
            raise TestFailure("the shortcuts window does not list %r" % wanted)
    if "Paste a position" in labels:
        raise TestFailure("the shortcuts window lists Paste a position, which this game lacks")
    app.xserver.xdotool("key", "Escape")
    log("shortcuts window: hint, copy and review listed, no Paste a position")


def play_game(session, game, computer):
    app = session.start(["--game", game, "--first", "human", "--second", computer, "--no-resume"],
                        game)
    app.find_window(title=LABELS[game] + "$")
    state = app.wait_for("the first turn", lambda s: s.get("human_to_move") == "1")
    if state.get("game") != game or state.get("moves", "") != "":
        raise TestFailure("the game did not start fresh: %r" % state)

    message = ""
    for text in REFUSED[game]:
        message = harness.check_refused(app, text, message, board_key="position")

    chooser = random.Random(7)
    typed = clicked = wide = reports = 0
    use_click = False
    menu_checked = False
    while True:
        state = app.wait_for("the human's turn or the end",
                             lambda s: s.get("over") == "1"
                             or (s.get("human_to_move") == "1" and s.get("thinking") == "0"),
                             # Go 4x4's solver reads to the end: under the
                             # sanitizers on a loaded machine that took over
                             # 120 s, and over 360 s beside exercise-mutants.
                             timeout=1500)
        moves = move_list(state)
        position = replay(game, moves)
        if moves and replay(game, moves[:-1]).to_move == 1:
            check_report(state, moves)
            reports += 1
        if state.get("over") == "1":
            break
        if moves and not menu_checked:
            check_menu(app, game, state)
            menu_checked = True
        legal = position.legal_moves()
        if not legal or state.get("to_move") != "0":
            raise TestFailure("the human is to move but the rules say otherwise: %r" % state)
        move = chooser.choice(legal)
        if game.startswith("go-"):
            stones = len([m for m in moves[::2] if m != "pass"])
            move = "pass" if stones >= GO_STONES else chooser.choice(legal[:-1] or legal)
        if use_click and move != "pass":
            x, y = cells(state)[move_number(game, move)]
            app.click(x, y)
            how = "clicked"
            clicked += 1
        else:
            text = full_width(move) if wide == 0 else move
            wide += text != move
            app.type_move(text)
            how = "typed %r" % text
            typed += 1
        use_click = not use_click
        state = app.wait_for("%s to be played" % move, lambda s: len(move_list(s)) > len(moves))
        played = move_list(state)[len(moves)]
        if played != move:
            raise TestFailure("%s %s but the app played %s" % (how, move, played))
        log("move %d: %s %s" % (len(moves) + 1, how, move))

    moves = move_list(state)
    result = expected_result(session.app_path, game, moves)
    if state.get("result") != result:
        raise TestFailure("the window says %r, the rules %r" % (state.get("result"), result))
    if typed < 1 or clicked < 1 or wide < 1:
        raise TestFailure("not every way of input was used: %d typed (%d full-width), %d clicked"
                          % (typed, wide, clicked))
    if not menu_checked:
        raise TestFailure("the game ended before the menu was tried")
    if reports < 2:
        raise TestFailure("only %d computer moves were reported" % reports)
    check_accessible(app, game, state)
    app.screenshot("%s/%s-end.png" % (session.out_dir, game))
    log("game over after %d moves (%d typed, %d clicked): %s (%s)"
        % (len(moves), typed, clicked, state["result"], state["result_text"]))


def main():
    app_path = sys.argv[1] if len(sys.argv) > 1 else ""
    out_dir = sys.argv[2] if len(sys.argv) > 2 else "."
    game = sys.argv[3] if len(sys.argv) > 3 else "tictactoe"
    computer = sys.argv[4] if len(sys.argv) > 4 else "alphabeta"
    harness.require_tools(app_path, ["Xvfb", "xdotool", "import"])
    return harness.run_test("rules-game-" + game, lambda s: play_game(s, game, computer),
                            app_path, out_dir)


if __name__ == "__main__":
    sys.exit(main())
