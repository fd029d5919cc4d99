#!/usr/bin/env python3
"""What a screen reader sees of the app, read through AT-SPI.

    test-accessibility.py APP OUT_DIR

The window must be named "Reversi"; the board an image named "Board" whose
description is the position as a board string (the same text the state
file reports); the move entry a text named "Move" that holds the focus on
a human's turn; and after a move typed in, the description must follow.

AT-SPI is read by a helper run under a Python that has gi and Atspi (the
test's own, else /usr/bin/python3); the test skips when there is none.
"""

import json
import os
import subprocess
import sys

import harness
from harness import TestFailure, log, move_list
from reversi_rules import Board

# Run in the app's D-Bus session: prints the accessible tree of the app as
# JSON, one object per node with role, name, description and focus.
PROBE = r'''
import json, sys
import gi
gi.require_version("Atspi", "2.0")
from gi.repository import Atspi

nodes = []
def walk(acc, depth):
    if depth > 40:
        return
    try:
        nodes.append({
            "role": acc.get_role_name(),
            "name": acc.get_name() or "",
            "description": acc.get_description() or "",
            "focused": acc.get_state_set().contains(Atspi.StateType.FOCUSED),
        })
        for i in range(acc.get_child_count()):
            walk(acc.get_child_at_index(i), depth + 1)
    except Exception as error:
        nodes.append({"role": "error", "name": str(error), "description": "", "focused": False})

desktop = Atspi.get_desktop(0)
for i in range(desktop.get_child_count()):
    app = desktop.get_child_at_index(i)
    if app is not None and app.get_name() == sys.argv[1]:
        walk(app, 0)
print(json.dumps(nodes))
'''


def atspi_python():
    check = "import gi; gi.require_version('Atspi', '2.0'); from gi.repository import Atspi"
    for candidate in (sys.executable, "/usr/bin/python3"):
        if candidate and os.access(candidate, os.X_OK):
            if subprocess.run([candidate, "-c", check], capture_output=True).returncode == 0:
                return candidate
    return None


def accessible_tree(app, python):
    out = subprocess.run([python, "-c", PROBE, os.path.basename(app.args[0])], env=app.env,
                         capture_output=True, text=True, timeout=60)
    if out.returncode != 0:
        raise TestFailure("the AT-SPI probe failed: %s" % out.stderr.strip()[-2000:])
    return json.loads(out.stdout)


def find_node(nodes, role, name):
    for node in nodes:
        if node["role"] == role and node["name"] == name:
            return node
    return None


def check_tree(app, python, state):
    nodes = accessible_tree(app, python)
    if not find_node(nodes, "frame", "Reversi"):
        raise TestFailure("no frame named Reversi; roles and names seen: %s"
                          % [(n["role"], n["name"]) for n in nodes][:40])
    board = find_node(nodes, "image", "Board")
    if board is None:
        raise TestFailure("no image named Board in the accessible tree")
    if board["description"] != state["board"]:
        raise TestFailure("the Board's description %r is not the position %r"
                          % (board["description"], state["board"]))
    entry = find_node(nodes, "text", "Move")
    if entry is None:
        raise TestFailure("no text named Move in the accessible tree")
    if not entry["focused"]:
        focused = [(n["role"], n["name"]) for n in nodes if n["focused"]]
        raise TestFailure("the Move entry does not have the focus on a human's turn "
                          "(focused: %s)" % focused)
    log("accessible: frame Reversi, image Board = %s, text Move focused" % board["description"])


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


def main():
    app_path = sys.argv[1] if len(sys.argv) > 1 else ""
    out_dir = sys.argv[2] if len(sys.argv) > 2 else "."
    harness.require_tools(app_path, ["Xvfb", "xdotool", "import", "dbus-daemon"])
    return harness.run_test("accessibility", accessibility, app_path, out_dir)


if __name__ == "__main__":
    sys.exit(main())
