#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""One autosave per game: several games in one process each survive a crash.

    test-autosave-games.py APP OUT_DIR

- `reversi A.reversi B.reversi` opens two windows in one process; a move
  in each writes two autosaves (autosave-PID-N.reversi, one per game).
  After kill -9 the next start offers both, one after the other, newest
  first; the first resumed continues in the start's window, the second
  in a new window, each with its moves, and each plays on and autosaves
  to its own file again.
- Several autosaves that cannot be read (a tic-tac-toe, Kalah and Go
  transcript broken in different ways, a Reversi record of the earlier
  versions' name, bytes that are not text, an empty file) never stop the
  start: one note names every file, each is kept beside the others as
  NAME.broken, and a readable orphan among them (named as the earlier
  versions named their one file a process, autosave-PID.reversi) is still
  offered and resumed.
"""

import glob
import os
import signal
import subprocess
import sys
import time

import harness
from harness import TestFailure, log, move_list, prepare_home, wait_for_file
from reversi_rules import replay

RECORD = """# Reversi game record (reversi-kit)
Size: 8
Rule: normal
Black: human "%s"
White: human "%s"
Start: standard
Moves: %s
Result: unfinished
"""

# (file, Black, White, the moves in the file, the move played in the window)
GAMES = [("aki.reversi", "Aki", "Ayu", ["f5", "d6"], "c3"),
         ("ben.reversi", "Ben", "Bea", ["d3", "c3"], "b3")]


def autosave_folder(home):
    return os.path.join(home, ".local", "state", "reversi-kit")


def human_turn(state):
    return state.get("human_to_move") == "1" and state.get("thinking") == "0"


def a_legal_move(moves):
    """Any move legal after moves (the squares tried in order)."""
    for col in "abcdefgh":
        for row in range(1, 9):
            try:
                replay(8, moves + ["%s%d" % (col, row)])
                return "%s%d" % (col, row)
            except ValueError:
                pass
    raise TestFailure("no legal move after %s" % moves)


def play_in(app, window, moves, move):
    """Type move into the window and wait until the state says it was played."""
    app.window = window
    app.type_move(move)
    app.wait_for("%s played after %s" % (move, " ".join(moves)),
                 lambda s: move_list(s) == moves + [move] and human_turn(s))


def play_on(app, window, autosave, moves):
    """Type the last of moves into the window until its autosave holds
    them all (once more if the keys were lost on a loaded machine)."""
    app.window = window
    for attempt in range(2):
        app.type_move(moves[-1])
        try:
            return wait_for_file(autosave, lambda t: "Moves: %s\n" % " ".join(moves) in t,
                                 "the move %s" % moves[-1], timeout=15)
        except TestFailure:
            if attempt == 1:
                raise
            log("no autosave of %s yet: typing it again" % moves[-1])


def autosaves_of(home, pid):
    return sorted(glob.glob(os.path.join(autosave_folder(home), "autosave-%d-*.reversi" % pid)))


def wait_for_autosaves(home, pid, expected, what):
    """The process's autosaves hold exactly the games expected (lists of
    moves), one file each; return {moves: path}."""
    deadline = time.monotonic() + 20
    while True:
        found = {}
        for path in autosaves_of(home, pid):
            with open(path, encoding="utf-8") as f:
                for line in f:
                    if line.startswith("Moves:"):
                        found[line.split(":", 1)[1].strip()] = path
        if sorted(found) == sorted(" ".join(m) for m in expected) and \
                len(autosaves_of(home, pid)) == len(expected):
            return found
        if time.monotonic() > deadline:
            raise TestFailure("%s: the autosaves of %d hold %r, not one file for each of %r"
                              % (what, pid, found, [" ".join(m) for m in expected]))
        time.sleep(0.1)


def accept_offer(app, main, earlier):
    """Find the offer (a dialog of the app other than main and any window
    in earlier) and answer it with Return; return its window."""
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        app.check_running()
        out = app.xserver.xdotool("search", "--all", "--onlyvisible", "--pid", app.proc.pid,
                                  "--class", ".", check=False)
        others = [w for w in out.split() if w != main and w not in earlier]
        if others:
            dialog = others[-1]
            time.sleep(0.5)   # mapped, then focusable
            app.xserver.xdotool("windowfocus", "--sync", dialog, check=False)
            app.xserver.xdotool("key", "Return")
            return dialog
        time.sleep(0.2)
    raise TestFailure("[%s] no offer to resume showed" % app.name)


def two_games_survive(session):
    home, documents = prepare_home(session, "two-games")
    paths = []
    for name, black, white, moves, _ in GAMES:
        path = os.path.join(documents, name)
        with open(path, "w", encoding="utf-8") as f:
            f.write(RECORD % (black, white, " ".join(moves)))
        paths.append(path)
    app = session.start(paths, "two-games", home=home)
    windows = [app.find_window(title=black) for _, black, _, _, _ in GAMES]
    if windows[0] == windows[1]:
        raise TestFailure("one window for two files")
    for window, (_, _, _, moves, move) in zip(windows, GAMES):
        play_in(app, window, moves, move)
    played = [moves + [move] for _, _, _, moves, move in GAMES]
    before = wait_for_autosaves(home, app.proc.pid, played, "two games in one process")
    log("two games in one process, two autosaves: %s"
        % ", ".join("%s (%s)" % (os.path.basename(p), m) for m, p in sorted(before.items())))
    app.proc.send_signal(signal.SIGKILL)
    app.proc.wait()
    app.stop()
    log("killed the app (kill -9)")

    again = session.start([], "two-games-again", home=home)
    # The window by its title ("... — Reversi"): the offer may show first.
    main = again.find_window()
    first = accept_offer(again, main, [])
    # The game moved last is offered first and continues in this window.
    state = again.wait_for("the first game resumed",
                           lambda s: move_list(s) in played and human_turn(s))
    if move_list(state) != played[1]:
        raise TestFailure("%s was offered first, not %s, the game moved last"
                          % (move_list(state), played[1]))
    accept_offer(again, main, [first])
    windows = {i: again.find_window(title=GAMES[i][1]) for i in (0, 1)}
    if windows[0] == windows[1]:
        raise TestFailure("the second game did not get a window of its own")
    after = wait_for_autosaves(home, again.proc.pid, played, "both games resumed")
    left = [p for p in glob.glob(os.path.join(autosave_folder(home), "autosave-*"))
            if str(again.proc.pid) not in os.path.basename(p)]
    if left:
        raise TestFailure("files of the killed process are left after resuming both: %s" % left)
    log("both offered and resumed, each in its own window and file: %s"
        % ", ".join(os.path.basename(p) for p in sorted(after.values())))

    # Each plays on and autosaves to its own file (read there: the state
    # file is the last window's to write).
    more = [a_legal_move(m) for m in played]
    for i in (0, 1):
        play_on(again, windows[i], after[" ".join(played[i])], played[i] + [more[i]])
    wait_for_autosaves(home, again.proc.pid, [m + [x] for m, x in zip(played, more)],
                       "both resumed games played on")
    log("both resumed games played on: %s" % more)
    again.stop()


def dead_pid():
    """A process id used and now free."""
    child = subprocess.Popen(["true"])
    child.wait()
    return child.pid


BROKEN = [
    # The player line with two blanks in a row once freed its name twice.
    ("tictactoe", "Game: tictactoe\nX: human  Hanako\nO: human\t\t\"Taro\"\nMoves: b2 b2\n"),
    ("kalah", "Game: kalah\nFirst: human\nSecond: human\n\nMoves: 0 5 9 9\n"),
    ("go-game", "Game: go-3x3\nFirst: human  \"\nSecond: computer nothing:9\nMoves: z9 pass pass\n"),
    ("reversi", "# Reversi game record (reversi-kit)\nSize: 99\nMoves: f5 f5\n"),
    ("reversi", "\x00\x01\xfe\xff not a game \x80\n"),
    ("reversi", ""),
]


def broken_orphans(session):
    home, _ = prepare_home(session, "broken")
    folder = autosave_folder(home)
    os.makedirs(folder)
    names = []
    for i, (extension, text) in enumerate(BROKEN):
        pid = dead_pid()
        # The last is named as the earlier versions named a process's file.
        name = ("autosave-%d.%s" % (pid, extension) if i == len(BROKEN) - 1
                else "autosave-%d-%d.%s" % (pid, i + 1, extension))
        with open(os.path.join(folder, name), "w", encoding="utf-8",
                  errors="surrogateescape") as f:
            f.write(text)
        names.append(name)
    # The readable one by the earlier versions' name: still offered.
    good = "autosave-%d.reversi" % dead_pid()
    with open(os.path.join(folder, good), "w", encoding="utf-8") as f:
        f.write(RECORD % ("Cho", "Chi", "f5 d6 c3"))

    app = session.start([], "broken", home=home)
    main = app.find_window()
    state = app.wait_for("one note naming every broken file",
                         lambda s: all(n + ".broken" in s.get("message", "") for n in names),
                         timeout=30)
    log("the note: %s" % state["message"])
    for name in names:
        if not os.path.exists(os.path.join(folder, name + ".broken")):
            raise TestFailure("%s was not kept as %s.broken" % (name, name))
    accept_offer(app, main, [])
    app.wait_for("the readable orphan resumed",
                 lambda s: move_list(s) == ["f5", "d6", "c3"] and human_turn(s))
    log("%d broken orphans set aside and named in one note; the readable one resumed"
        % len(names))
    app.stop()
    if app.proc.returncode not in (0, -signal.SIGTERM):
        raise TestFailure("the app ended with %s" % app.proc.returncode)


def autosave_games(session):
    two_games_survive(session)
    broken_orphans(session)


def main():
    app_path = sys.argv[1] if len(sys.argv) > 1 else ""
    out_dir = sys.argv[2] if len(sys.argv) > 2 else "."
    harness.require_tools(app_path, ["Xvfb", "xdotool", "import"])
    return harness.run_test("autosave-games", autosave_games, app_path, out_dir)


if __name__ == "__main__":
    sys.exit(main())
