#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The app as a GNOME app, for every game of the one list.

    test-gnome.py APP OUT_DIR names LANGUAGE   (en or ja)
    test-gnome.py APP OUT_DIR hint
    test-gnome.py APP OUT_DIR window
    test-gnome.py APP OUT_DIR style

names: in each game's window and its New Game dialog, what a screen reader
reads (AT-SPI) has no mnemonic in it: no "_Play Play", no "_Misère…", no
Japanese "(D)" suffix; no showing widget is named by its class
("GtkLabel"); Tab goes round the window's controls only, each one named,
never onto a status label.

hint: in each game, Ctrl+H marks a move, names its cell as the hint and
shows a line saying what the mark is; a new game (Ctrl+N, Start) starts
without it, and so does the app started again with the same settings.

window: the window's size is kept in GSettings (a keyfile here, as on a
desktop): resized, closed and started again it has that size; choosing
each game of the list in the New Game dialog keeps the one window, its
size and its place.

style: with the system's dark style (ADW_DEBUG_COLOR_SCHEME=prefer-dark)
the window is dark and each game's board is drawn differently from the
light style; with high contrast (ADW_DEBUG_HIGH_CONTRAST=1) each board
differs again; screenshots of each are saved in OUT_DIR.
"""

import os
import re
import subprocess
import sys
import time

import harness
from accessible import accessible_tree, atspi_python
from games_rules import LABELS, REGISTERED, replay
from harness import TestFailure, log, move_list

# A mnemonic left in a name: "_Play", "Save _As", or a Japanese "(_G)" /
# "(G)" suffix, written against the word ("名前(N)"; a side is "kit (X)",
# with a space); the name must be what the label says, no more.
MNEMONIC = re.compile(r"(^|\s)_\w|\w_\w|\S\(_?[A-Za-z0-9]\)")
NAMED_ROLES = ("push button", "toggle button", "check box", "radio button", "combo box",
               "spin button", "text", "label", "list", "scroll pane", "menu item")


def games():
    """Every game of the one list, Reversi's sizes first ("reversi-6x6")."""
    ids = list(REGISTERED) or ["reversi-8x8"]
    return sorted(ids, key=lambda game: not is_reversi(game))


def is_reversi(game):
    return game.startswith("reversi")


def app_game(game):
    """The game's id in the window's state: Reversi is one game of sizes."""
    return "reversi" if is_reversi(game) else game


def start_args(game):
    if is_reversi(game):
        size = game.split("-")[1].split("x")[0] if "-" in game else "8"
        return ["--size", size, "--black", "human", "--white", "human", "--no-resume"]
    return ["--game", game, "--first", "human", "--second", "human", "--no-resume"]


def human_turn(state):
    return state.get("human_to_move") == "1" and state.get("thinking") == "0"


def shown(node):
    """Whether a screen reader offers the node: GTK 4.8 says "visible"
    (it never sets "showing")."""
    return node.get("showing") or "visible" in node.get("states", [])


def bad_names(nodes):
    """(role, name) of the showing nodes a screen reader would misread."""
    bad = []
    inside = None   # the depth of the drop-down being skipped
    for n in nodes:
        depth = n.get("depth", 0)
        if inside is not None and depth > inside:
            continue   # a drop-down's own parts: its name is the drop-down's
        inside = depth if n["role"] == "combo box" else None
        if not shown(n) or n["role"] not in NAMED_ROLES:
            continue
        # A class name instead of a name: on anything a screen reader lands
        # on (GTK also calls an empty, unfocusable label so, and readers
        # pass over those).
        unnamed = n["name"].startswith("Gtk") and (n["role"] != "label"
                                                   or "focusable" in n.get("states", []))
        if MNEMONIC.search(n["name"]) or unnamed:
            bad.append((n["role"], n["name"]))
    return bad


def wait_for_dialog_tree(app, python, title):
    deadline = time.monotonic() + 20
    while True:
        nodes = accessible_tree(app, python)
        if any(n["role"] in ("dialog", "frame") and n["name"] == title and shown(n)
               for n in nodes):
            return nodes
        if time.monotonic() > deadline:
            raise TestFailure("the %s dialog did not show in the accessible tree" % title)
        time.sleep(0.3)


def names(session, language):
    python = atspi_python()
    if python is None:
        log("SKIP: no Python with gi and Atspi")
        sys.exit(harness.SKIP)
    new_game = "新しい対局" if language == "ja" else "New Game"
    for game in games():
        app = session.start(start_args(game), "names-%s-%s" % (game, language),
                            language=None if language == "en" else language)
        app.find_window(title=".")
        app.wait_for("the game", lambda s: s.get("game") == app_game(game) and human_turn(s))
        time.sleep(0.5)
        nodes = accessible_tree(app, python)
        bad = bad_names(nodes)
        if bad:
            raise TestFailure("%s (%s): names a screen reader misreads: %s" % (game, language, bad))
        buttons = [n["name"] for n in nodes if n["role"] == "push button" and shown(n)]
        play = [b for b in buttons if b in ("Play", "着手")]
        if not play or not any(b in ("Game", "対局") for b in buttons):
            raise TestFailure("%s (%s): no Game and Play buttons named as they read: %s"
                              % (game, language, buttons[-12:]))

        # Tab round the window: only controls, each named.
        app.focus()
        stops = []
        for _ in range(12):
            app.xserver.xdotool("key", "Tab")
            time.sleep(0.25)
            focused = [n for n in accessible_tree(app, python) if n["focused"]]
            if not focused:
                continue
            node = focused[-1]
            if node["role"] == "label" or not node["name"] or node["name"].startswith("Gtk"):
                raise TestFailure("%s (%s): Tab stops on %s named %r (stops so far: %s)"
                                  % (game, language, node["role"], node["name"], stops))
            stop = "%s %r" % (node["role"], node["name"])
            if len(stops) > 1 and stop == stops[0]:
                break  # round once: every stop seen
            stops.append(stop)
        log("%s (%s): Tab goes round %s" % (game, language, sorted(set(stops))))

        # The New Game dialog, on this game's page.
        app.xserver.xdotool("key", "--clearmodifiers", "ctrl+n")
        nodes = wait_for_dialog_tree(app, python, new_game)
        time.sleep(0.5)
        nodes = accessible_tree(app, python)
        bad = bad_names(nodes)
        if bad:
            raise TestFailure("%s (%s): names in the New Game dialog a screen reader misreads: %s"
                              % (game, language, bad))
        start = [n for n in nodes if n["role"] == "push button" and shown(n)
                 and n["name"] in ("Start", "開始")]
        if not start:
            raise TestFailure("%s (%s): the dialog's Start button is not named Start" % (game, language))
        count = len([n for n in nodes if shown(n) and n["role"] in NAMED_ROLES])
        log("%s (%s): window and New Game dialog, %d names read, none with a mnemonic or a "
            "class name" % (game, language, count))
        app.stop()


def hint_legend(nodes):
    return [n["name"] for n in nodes if n["role"] == "label" and shown(n)
            and n["name"].startswith(("Hint:", "ヒント："))]


def hint(session):
    python = atspi_python()
    if python is None:
        log("SKIP: no Python with gi and Atspi")
        sys.exit(harness.SKIP)
    home = os.path.join(session.tmp, "hint-home")
    keyfile = {"GSETTINGS_BACKEND": "keyfile"}
    for game in games():
        app = session.start(start_args(game), "hint-" + game, home=home, extra_env=keyfile)
        app.find_window(title=".")
        app.wait_for("the game", lambda s: s.get("game") == app_game(game) and human_turn(s))
        app.focus()
        app.xserver.xdotool("key", "--clearmodifiers", "ctrl+h")
        state = app.wait_for("the hint", lambda s: s.get("hint", "") != "", timeout=60)
        move = state["hint"]
        legal = None if is_reversi(game) else replay(game, move_list(state)).legal_moves()
        if legal is not None and move not in legal:
            raise TestFailure("%s: the hint %s is not a legal move" % (game, move))
        nodes = accessible_tree(app, python)
        legend = hint_legend(nodes)
        if not legend or move not in legend[0]:
            raise TestFailure("%s: no line says what the hint's mark is (the hint is %s): %s"
                              % (game, move, legend))
        if not any(n["role"] == "push button" and n["name"].endswith(", the hint")
                   for n in nodes):
            raise TestFailure("%s: no cell is named as the hint" % game)
        session.xserver.screenshot(os.path.join(session.out_dir, "gnome-hint-%s.png" % game))
        log("%s: Ctrl+H marks %s; the window says %r" % (game, move, legend[0]))

        # A new game of the same kind: no hint, no legend.
        app.xserver.xdotool("key", "--clearmodifiers", "ctrl+n")
        dialog = app.find_dialog(app.window)
        time.sleep(1.0)
        app.xserver.xdotool("windowfocus", "--sync", dialog)
        app.xserver.xdotool("key", "--clearmodifiers", "alt+s")
        app.wait_for("the new game", lambda s: s.get("game") == app_game(game) and human_turn(s)
                     and s.get("hint") == "", timeout=30)
        time.sleep(2.0)   # a hint would be searched and shown by now
        state = app.state()
        if state.get("hint"):
            raise TestFailure("%s: the new game shows the hint %s without Ctrl+H"
                              % (game, state["hint"]))
        if hint_legend(accessible_tree(app, python)):
            raise TestFailure("%s: the new game still says what a hint is" % game)
        log("%s: a new game starts without the hint" % game)
        app.stop()

        # Started again with the same settings: no hint either.
        app = session.start(start_args(game), "hint-again-" + game, home=home, extra_env=keyfile)
        app.find_window(title=".")
        app.wait_for("the game", lambda s: s.get("game") == app_game(game) and human_turn(s))
        time.sleep(2.0)
        if app.state().get("hint"):
            raise TestFailure("%s: the hint came back after a restart" % game)
        log("%s: started again without the hint" % game)
        app.stop()


def window(session):
    home = os.path.join(session.tmp, "window-home")
    keyfile = {"GSETTINGS_BACKEND": "keyfile"}
    app = session.start(["--no-resume"], "window-first", home=home, extra_env=keyfile)
    app.find_window(title=".")
    app.wait_for("the game", human_turn)
    before = app.geometry()
    want = (before[2] + 137, before[3] + 61)
    app.xserver.xdotool("windowsize", "--sync", app.window, want[0], want[1])
    time.sleep(1.0)
    app.stop()
    app = session.start(["--no-resume"], "window-again", home=home, extra_env=keyfile)
    app.find_window(title=".")
    app.wait_for("the game", human_turn)
    time.sleep(0.5)
    size = app.geometry()[2:]
    if size != want:
        raise TestFailure("resized to %dx%d and closed, the window came back %dx%d"
                          % (want + size))
    log("the window was %dx%d, resized to %dx%d, and opened again at that size"
        % (before[2], before[3], want[0], want[1]))

    # Each game of the list, chosen in the New Game dialog: the same window,
    # the same size and place.
    where = app.geometry()
    others = [g for g in games() if not is_reversi(g)]
    previous = "reversi"
    for row in range(1, len(others) + 1):
        main_window = app.window
        app.focus()
        app.xserver.xdotool("key", "--clearmodifiers", "ctrl+n")
        dialog = app.find_dialog(main_window)
        time.sleep(1.0)
        app.xserver.xdotool("windowfocus", "--sync", dialog)
        # The Game list (Alt+G): up to its top, Reversi, then ROW rows down.
        harness.open_game_list(app)
        for key in ["Up"] * (len(others) + 1) + ["Down"] * row:
            app.xserver.xdotool("key", key)
            time.sleep(0.1)
        app.xserver.xdotool("key", "Return")
        time.sleep(0.5)
        app.xserver.xdotool("key", "--clearmodifiers", "alt+s")
        state = app.wait_for("the game after %s" % previous,
                             lambda s: s.get("game") not in ("", None, previous)
                             and move_list(s) == [], timeout=30)
        previous = state["game"]
        time.sleep(1.0)
        ids = app.xserver.xdotool("search", "--all", "--onlyvisible", "--pid", app.proc.pid,
                                  "--name", ".").split()
        if ids != [main_window]:
            raise TestFailure("after choosing %s the app shows windows %s, not its one window %s"
                              % (previous, ids, main_window))
        now = app.geometry()
        if now != where:
            raise TestFailure("choosing %s moved or resized the window: %s -> %s"
                              % (previous, where, now))
        log("%s chosen: the same window, %dx%d at (%d,%d)" % ((previous,) + now[2:] + now[:2]))
    app.stop()


def window_pixels(app):
    data = subprocess.run(["import", "-window", app.window, "-depth", "8", "ppm:-"],
                          env=app.xserver.env, capture_output=True, timeout=30, check=True).stdout
    return harness.read_ppm(data)


def laid_out(bounds):
    """Whether the state's bounds ("x,y,w,h") are a board's, not a widget
    still to be laid out."""
    parts = bounds.split(",")
    return len(parts) == 4 and min(int(parts[2]), int(parts[3])) >= 100


def board_colours(app, state):
    """The share of each coarse colour (4 levels a channel) in the board."""
    width, _height, pixels = window_pixels(app)
    x, y, w, h = (int(v) for v in state["board_bounds"].split(","))
    counts = {}
    total = 0
    for yy in range(y, y + h, 3):
        for xx in range(x, x + w, 3):
            i = 3 * (yy * width + xx)
            key = (pixels[i] // 64, pixels[i + 1] // 64, pixels[i + 2] // 64)
            counts[key] = counts.get(key, 0) + 1
            total += 1
    return {k: v / total for k, v in counts.items()}


def difference(a, b):
    return sum(abs(a.get(k, 0) - b.get(k, 0)) for k in set(a) | set(b)) / 2


def background_luminance(app):
    width, height, pixels = window_pixels(app)
    # The side panel's foot, below the move list: the window's background.
    i = 3 * ((height - 6) * width + width - 30)
    r, g, b = pixels[i:i + 3]
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255


STYLES = {
    "light": {},
    "dark": {"ADW_DEBUG_COLOR_SCHEME": "prefer-dark"},
    "high-contrast": {"ADW_DEBUG_HIGH_CONTRAST": "1"},
}


def style(session):
    for game in games():
        seen = {}
        for name, env in STYLES.items():
            app = session.start(start_args(game), "style-%s-%s" % (game, name), extra_env=env)
            app.find_window(title=".")
            app.wait_for("the game", lambda s: s.get("game") == app_game(game) and human_turn(s))
            # A focus change writes the state again, with the bounds of the
            # board as laid out by now.
            time.sleep(1.0)
            app.focus()
            app.xserver.xdotool("key", "Tab")
            state = app.wait_for("the board laid out",
                                 lambda s: s.get("game") == app_game(game) and human_turn(s)
                                 and laid_out(s.get("board_bounds", "")))
            time.sleep(1.0)
            seen[name] = (board_colours(app, state), background_luminance(app))
            app.screenshot(os.path.join(session.out_dir, "gnome-%s-%s.png" % (game, name)))
            app.stop()
        light, dark, contrast = seen["light"], seen["dark"], seen["high-contrast"]
        if not dark[1] < 0.3 < light[1]:
            raise TestFailure("%s: the window's background is not dark in the dark style "
                              "(luminance %.2f dark, %.2f light)" % (game, dark[1], light[1]))
        for other, what in ((dark, "dark style"), (contrast, "high contrast")):
            changed = difference(light[0], other[0])
            if changed < 0.02:
                raise TestFailure("%s: the board looks the same in the %s as in the light style "
                                  "(%.1f%% of it changed)" % (game, what, 100 * changed))
        log("%s: background luminance %.2f light, %.2f dark; the board changed %.0f%% in the "
            "dark style, %.0f%% in high contrast"
            % (game, light[1], dark[1], 100 * difference(light[0], dark[0]),
               100 * difference(light[0], contrast[0])))


def main():
    app_path = sys.argv[1] if len(sys.argv) > 1 else ""
    out_dir = sys.argv[2] if len(sys.argv) > 2 else "."
    what = sys.argv[3] if len(sys.argv) > 3 else "names"
    harness.require_tools(app_path, ["Xvfb", "xdotool", "import", "dbus-daemon"])
    if what == "names":
        language = sys.argv[4] if len(sys.argv) > 4 else "en"
        return harness.run_test("gnome-names-" + language, lambda s: names(s, language),
                                app_path, out_dir)
    body = {"hint": hint, "window": window, "style": style}[what]
    return harness.run_test("gnome-" + what, body, app_path, out_dir)


if __name__ == "__main__":
    sys.exit(main())
