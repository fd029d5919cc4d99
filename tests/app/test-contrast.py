#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The window's coloured and dimmed text is readable in every theme.

    test-contrast.py APP OUT_DIR [GAME FIRST_COMPUTER]

In GTK's light, dark and two high-contrast themes, the error message
under the move entry, the dimmed report of the computer's move and the
result of a finished game must each have a contrast of at least 4.5:1
(WCAG AA for text) against the background behind them.  The contrast is
measured on the screen: in the label's box (the app reports where it is)
the background is the commonest colour and the text the pixel that
differs most from it.  Reversi by default; GAME (an id of games_rules.py)
plays that game in the same window, its computers as FIRST_COMPUTER.
"""

import subprocess
import sys

import harness
from games_rules import handing_over
from harness import TestFailure, log, move_list

THEMES = ["Default", "Default:dark", "Default-hc", "Default-hc-dark"]
MINIMUM = 4.5


def luminance(rgb):
    def channel(c):
        c /= 255.0
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def ratio(a, b):
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def text_contrast(app, bounds):
    x, y, w, h = (int(v) for v in bounds.split(","))
    data = subprocess.run(["import", "-window", app.window, "-crop", "%dx%d+%d+%d" % (w, h, x, y),
                           "-depth", "8", "ppm:-"], env=app.xserver.env, capture_output=True,
                          timeout=30, check=True).stdout
    width, height, pixels = harness.read_ppm(data)
    colours = {}
    for i in range(0, width * height * 3, 3):
        rgb = (pixels[i], pixels[i + 1], pixels[i + 2])
        colours[rgb] = colours.get(rgb, 0) + 1
    background = max(colours, key=colours.get)
    text = max(colours, key=lambda c: ratio(c, background))
    return ratio(text, background), text, background


def check(app, state, key, what, theme):
    bounds = state.get(key, "")
    if not bounds or bounds.endswith(",0"):
        raise TestFailure("[%s] %s is not on show" % (theme, what))
    contrast, text, background = text_contrast(app, bounds)
    log("%-20s %-26s %.1f:1 (text %s on %s)" % (theme, what, contrast, text, background))
    if contrast < MINIMUM:
        raise TestFailure("[%s] %s has a contrast of %.1f:1, under %.1f:1"
                          % (theme, what, contrast, MINIMUM))


def reversi_args(first, second):
    return ["--size", "4", "--black", first, "--white", second]


def contrast(session, game=None, computer=None):
    def args(first, second):
        if game is None:
            return reversi_args(first or "human", second) + ["--no-resume"]
        return ["--game", game, "--first", first or "human", "--second", second, "--no-resume"]

    title = "Reversi$" if game is None else "."
    opponent = "alphabeta:1:0:0" if game is None else computer
    for theme in THEMES:
        env = {"GTK_THEME": theme}
        app = session.start(args(None, opponent), "human-" + theme.replace(":", "-"), extra_env=env)
        app.find_window(title=title)
        state = app.wait_for("the human's turn", lambda s: s.get("human_to_move") == "1")
        app.type_move("zz9")
        state = app.wait_for("the error", lambda s: s.get("message", "") != ""
                             and not s.get("message_bounds", ",,,0").endswith(",0"))
        check(app, state, "message_bounds", "error message", theme)
        app.type_move("b1" if game is None else handing_over(game))
        state = app.wait_for("the computer's report",
                             lambda s: len(move_list(s)) >= 2
                             and not s.get("report_bounds", ",,,0").endswith(",0"))
        check(app, state, "report_bounds", "report (dimmed)", theme)
        app.stop()

        # A whole game of two computers: without the pause between moves.
        app = session.start(args(opponent, opponent), "computers-" + theme.replace(":", "-"),
                            extra_env=env, fast_computer=True)
        app.find_window(title=title)
        state = app.wait_for("the end", lambda s: s.get("over") == "1"
                             and not s.get("result_bounds", ",,,0").endswith(",0"), timeout=120)
        check(app, state, "result_bounds", "result", theme)
        app.stop()


def main():
    app_path = sys.argv[1] if len(sys.argv) > 1 else ""
    out_dir = sys.argv[2] if len(sys.argv) > 2 else "."
    game = sys.argv[3] if len(sys.argv) > 3 else None
    computer = sys.argv[4] if len(sys.argv) > 4 else None
    harness.require_tools(app_path, ["Xvfb", "xdotool", "import"])
    return harness.run_test("contrast" + ("-" + game if game else ""),
                            lambda s: contrast(s, game, computer), app_path, out_dir)


if __name__ == "__main__":
    sys.exit(main())
