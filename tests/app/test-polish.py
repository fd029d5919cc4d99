#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""What a new player meets in a whole game, for a game of the one list.

    test-polish.py APP OUT_DIR GAME LANGUAGE SCREEN [--misere] [--wide]
    test-polish.py APP OUT_DIR --dialog SCREEN

Two computers play GAME through to its end on a SCREEN X server (such as
1024x768), in English or Japanese (LANGUAGE "en" or "ja"):

  - the move list shows the last move whatever the number of moves
    (its rows wholly in view include the last);
  - the search line is shown whole, outside the side panel's scroller
    (its height holds every line of it);
  - reviewing (Alt+Left twice) the large move label a screen reader reads
    names the move that led to the position shown, not the game's last
    move, and the search line (of the last move) is hidden; Alt+End brings
    both back;
  - in Japanese no English "pass" shows in the search line;
  - on a human's first turn "hello" is refused as no move (not "off the
    board"), and Kalah's prompt names the side's own pits;
  - Kalah's result gives the margin ("by 16"), Go's says the rule that
    stones left on the board are alive, and every stone the count treats
    as seki is read out as in seki with the dame it touches, and no other;
  - Ctrl+S saves the game, and the title then starts with the file's name.

With --wide the window is made 2560x1380 first (SCREEN 2560x1440): the
side panel, its search line and the relay label must grow with it.

With --dialog, the New Game dialog opened over every game's window and
switched to Reversi must be at least as tall as over Reversi's own window
(its fields need no scrolling) and fit SCREEN.
"""

import os
import re
import sys
import time

import harness
from accessible import accessible_tree, atspi_python
from games_rules import REGISTERED
from harness import TestFailure, log, move_list, prepare_home

# Two quick computers a game, playing a whole game within a minute.
PLAYERS = {
    "reversi": ["--size", "6", "--black", "alphabeta:2", "--white", "alphabeta:2"],
    "tictactoe": ["--first", "random", "--second", "minimax"],
    "kalah": ["--first", "alphabeta:1", "--second", "alphabeta:1"],
    "go-2x2": ["--first", "perfect", "--second", "perfect"],
    "go-3x3": ["--first", "perfect", "--second", "perfect"],
    "go-4x4": ["--first", "alphabeta:2", "--second", "alphabeta:2"],
    "connect-four": ["--first", "alphabeta:1", "--second", "alphabeta:1"],
}


def players(game):
    if game in PLAYERS:
        return PLAYERS[game]
    return ["--first", "random", "--second", "random"]


def bounds(state, key):
    text = state.get(key, "")
    return tuple(int(v) for v in text.split(",")) if text else None


def rows_in_view(state):
    first, _, last = state.get("move_rows_in_view", "0-0").partition("-")
    return int(first), int(last)


def relay_of(game, moves, count, language):
    """The large move label after `count` moves, from the move list's row
    (the rules games' rows are "N. " + the label) or, for Reversi, its
    colour and square."""
    if game != "reversi" or language != "en":
        return None
    move = moves[count - 1]
    color = ("Black", "White")[(count - 1) % 2]
    return "%s passes" % color if move == "pass" else "%s: %s" % (color, move)


def labels(app, python):
    return [n["name"] for n in accessible_tree(app, python) if n["role"] == "label"]


def wait_for_label(app, python, predicate, what, timeout=30):
    deadline = time.monotonic() + timeout
    found = []
    while time.monotonic() < deadline:
        found = labels(app, python)
        if any(predicate(name) for name in found):
            return found
        time.sleep(0.5)
    raise TestFailure("no label a screen reader reads %s; labels: %s" % (what, found[:40]))


def check_review(app, game, language, state, python):
    """Alt+Left twice: the large label names the move shown, the search
    line is hidden; Alt+End: both back."""
    moves = move_list(state)
    count = len(moves)
    if count < 3:
        log("only %d moves: review is not tried" % count)
        return
    last_relay = state["relay"]
    app.focus()
    for _ in range(2):
        app.xserver.xdotool("key", "--clearmodifiers", "alt+Left")
        time.sleep(0.3)
    shown = app.wait_for("the review", lambda s: s.get("shown") == str(count - 2))
    if shown.get("report"):
        raise TestFailure("reviewing move %d the search line still says %r"
                          % (count - 2, shown["report"]))
    if python:
        want = relay_of(game, moves, count - 2, language)
        found = labels(app, python)
        if want is None and game != "reversi":
            # The rules games' relay text is the move list's row without its number.
            rows = [n for n in found if n.startswith("%d. " % (count - 2))]
            want = rows[0][len("%d. " % (count - 2)):] if rows else None
        if want is None and game == "reversi":
            want = "(not worked out in %s)" % language
        elif want is None or want not in found:
            raise TestFailure("reviewing move %d no label reads %r; labels: %s"
                              % (count - 2, want, found[:40]))
        if last_relay != want and last_relay in found:
            raise TestFailure("reviewing move %d a label still reads the last move %r"
                              % (count - 2, last_relay))
        log("reviewing move %d of %d the move label reads %r" % (count - 2, count, want))
    app.xserver.xdotool("key", "--clearmodifiers", "alt+End")
    back = app.wait_for("the game again", lambda s: s.get("shown") == str(count))
    if state.get("report") and not back.get("report"):
        raise TestFailure("after Alt+End the search line is gone")
    if python:
        wait_for_label(app, python, lambda n: n == last_relay, "the last move %r" % last_relay)


def check_result(app, game, language, state, python):
    """In English: the texts the issue asked for."""
    if language != "en":
        return
    text = state.get("result_text", "")
    folder = REGISTERED.get(game, ("reversi",))[0]
    if folder == "kalah" and "wins" in text:
        numbers = [int(n) for n in re.findall(r"\d+", text)[:3]]
        if len(numbers) < 3 or numbers[2] != numbers[0] - numbers[1] or "by" not in text:
            raise TestFailure("Kalah's result gives no margin: %r" % text)
    if folder == "go" and "repetition" not in text:
        if "Stones left on the board at the end are alive" not in text:
            raise TestFailure("Go's result does not say that stones left are alive: %r" % text)
        if python:
            nodes = accessible_tree(app, python)
            seki = [n["name"] for n in nodes if n["role"] == "push button" and "in seki" in n["name"]
                    and "empty" not in n["name"]]
            for name in seki:
                if not re.search(r"in seki: it touches the dame [A-D]\d", name):
                    raise TestFailure("a stone in seki does not say why: %r" % name)
            said = re.search(r"(\d+) stones? (?:is|are) in seki: ([A-D\d, ]+)\.", text)
            named = said.group(2).split(", ") if said else []
            read = sorted(name.split(",")[0] for name in seki)
            if sorted(named) != read:
                raise TestFailure("the result names %s in seki, the board %s" % (named, read))
            log("Go: %d stones read out as in seki, as the result says" % len(seki))


def check_title(app):
    app.focus()
    app.xserver.xdotool("key", "--clearmodifiers", "ctrl+s")
    time.sleep(2.0)
    app.xserver.xdotool("key", "Return")
    state = app.wait_for("the game's file", lambda s: s.get("file", "") != "", timeout=30)
    name = os.path.basename(state["file"])
    state = app.wait_for("the title with the file", lambda s: s.get("title", "").startswith(name))
    log("saved as %s; the title reads %r" % (name, state["title"]))


def check_first_turn(session, game, language):
    """On a human's first turn: "hello" typed is refused as no move at all
    (never "off the board", even where its first letter is past the last
    column), and Kalah's prompt a screen reader reads names the side's own
    pits and an example of one."""
    if game == "reversi":
        args = ["--size", "6", "--black", "human", "--white", "alphabeta:1"]
    else:
        args = ["--game", game, "--first", "human", "--second", "random"]
    app = session.start(args + ["--no-resume"], "first-turn", None if language == "en" else language)
    app.find_window(title=".")
    message = harness.check_refused(app, "hello", "", board_key="position" if game != "reversi"
                                    else "board")
    if language == "en" and ("off the board" in message or not re.search(r"is not an? ", message)):
        raise TestFailure("“hello” is refused with %r" % message)
    python = atspi_python()
    if game == "kalah" and python is not None and language == "en":
        want = ("First to move: click one of your pits (0 to 5), or type its number, such as "
                "“2”, and press Enter.")
        found = wait_for_label(app, python, lambda n: n == want, "the prompt %r" % want)
        odd = [n for n in found if "such as “a pit" in n]
        if odd:
            raise TestFailure("the prompt still reads %r" % odd)
        log("Kalah's prompt: %r" % want)
    app.stop()


def play(session, game, language, screen, misere, wide):
    check_first_turn(session, game, language)
    home, _ = prepare_home(session, game)
    args = (["--game", game] if game != "reversi" else []) + players(game) + ["--no-resume"]
    if misere:
        args.append("--misere")
    # A whole game of two computers: without the pause between moves.
    app = session.start(args, game, None if language == "en" else language, home=home,
                        fast_computer=True)
    app.find_window(title=".")
    if wide:
        width, height = (int(v) for v in screen.split("x"))
        session.xserver.xdotool("windowsize", app.window, width, height - 60)
    state = app.wait_for("the end of the game", lambda s: s.get("over") == "1", timeout=600)
    count = len(move_list(state))
    state = app.wait_for("the last move in view",
                         lambda s: rows_in_view(s)[1] == count and s.get("report", "") != "",
                         timeout=30)
    log("%d moves: rows %s in view" % (count, state["move_rows_in_view"]))
    report = state["report"]
    lines = report.split("|")
    report_box = bounds(state, "report_bounds")
    if not report_box or report_box[3] < 12 * len(lines):
        raise TestFailure("the search line %r (%d lines) is %r high" % (report, len(lines), report_box))
    _, _, window_width, window_height = app.geometry()
    if report_box[1] + report_box[3] > window_height:
        raise TestFailure("the search line %r ends below the window" % (report_box,))
    if language == "ja" and re.search(r"\bpass\b", report):
        raise TestFailure("the Japanese search line says 'pass': %r" % report)
    if wide:
        # A square board leaves the rest of the width to the panel.
        if report_box[2] < window_width - window_height - 60:
            raise TestFailure("in a %dx%d window the search line is %d wide"
                              % (window_width, window_height, report_box[2]))
        log("in a %dx%d window the search line is %d pixels wide"
            % (window_width, window_height, report_box[2]))
    python = atspi_python()
    if python is None:
        log("no Python with Atspi: the labels are not read")
    session.xserver.screenshot("%s/polish-%s-%s-%s.png" % (session.out_dir, game, language, screen))
    check_result(app, game, language, state, python)
    check_review(app, game, language, state, python)
    check_title(app)


def open_dialog(app, main_window):
    app.focus()
    app.xserver.xdotool("key", "--clearmodifiers", "ctrl+n")
    dialog = app.find_dialog(main_window)
    time.sleep(1.0)
    return dialog


def check_dialog(session, screen):
    width, height = (int(v) for v in screen.split("x"))
    games = [game for game, (folder, _label) in REGISTERED.items() if folder != "reversi"]
    app = session.start(["--no-resume"], "dialog-reversi")
    main_window = app.find_window(title=".")
    app.wait_for("Reversi on", lambda s: s.get("game") == "reversi")
    dialog = open_dialog(app, main_window)
    _, _, _, reversi_h = harness_geometry(app, dialog)
    app.stop()
    log("over Reversi the dialog is %d high" % reversi_h)
    for game in games:
        app = session.start(["--game", game] + players(game) + ["--no-resume"], "dialog-" + game)
        main_window = app.find_window(title=".")
        app.wait_for("the game on", lambda s: s.get("game") == game)
        dialog = open_dialog(app, main_window)
        app.xserver.xdotool("windowfocus", "--sync", dialog)
        # The Game list opens on the game's own row; Home goes to Reversi's.
        harness.open_game_list(app)
        app.xserver.xdotool("key", "Home")
        app.xserver.xdotool("key", "Return")
        time.sleep(1.5)
        x, y, w, h = harness_geometry(app, dialog)
        if h < reversi_h - 2:
            raise TestFailure("over %s, switched to Reversi, the dialog is %d high (%d over "
                              "Reversi): its fields scroll" % (game, h, reversi_h))
        if x < 0 or y < 0 or x + w > width or y + h > height:
            raise TestFailure("over %s the dialog (%dx%d at %d,%d) leaves the %s screen"
                              % (game, w, h, x, y, screen))
        session.xserver.screenshot("%s/polish-dialog-%s.png" % (session.out_dir, game))
        log("over %s, switched to Reversi, the dialog is %dx%d" % (game, w, h))
        app.stop()


def harness_geometry(app, window):
    out = app.xserver.xdotool("getwindowgeometry", "--shell", window)
    values = dict(line.split("=", 1) for line in out.split() if "=" in line)
    return (int(values["X"]), int(values["Y"]), int(values["WIDTH"]), int(values["HEIGHT"]))


def main():
    app_path, out_dir = sys.argv[1:3]
    harness.require_tools(app_path, ["Xvfb", "xdotool", "import"])
    if sys.argv[3] == "--dialog":
        screen = sys.argv[4]
        return harness.run_test("polish-dialog", lambda s: check_dialog(s, screen), app_path,
                                out_dir, geometry=screen + "x24")
    game, language, screen = sys.argv[3:6]
    misere = "--misere" in sys.argv[6:]
    wide = "--wide" in sys.argv[6:]
    name = "polish-%s-%s-%s%s" % (game, language, screen, "-misere" if misere else "")
    return harness.run_test(name, lambda s: play(s, game, language, screen, misere, wide),
                            app_path, out_dir, geometry=screen + "x24")


if __name__ == "__main__":
    sys.exit(main())
