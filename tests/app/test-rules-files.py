#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Saving, opening, autosave, resuming and undo for the games other than
Reversi.

    test-rules-files.py APP OUT_DIR GAME COMPUTER
    test-rules-files.py APP OUT_DIR

With GAME (an id of the one list), against COMPUTER:
- After a move and the computer's reply, Ctrl+S (no file yet) asks for
  a name and saves the game as a transcript ending in the game's own
  extension (its folder's: `.kalah`, `.tictactoe`; Go's `.go-game`);
  a further move and Ctrl+S write the same file without asking.
  `reversi --open FILE` then continues that game in its own window.
  Kalah saved as NAME.sgf is refused with the reason (SGF has no game
  number for it) and nothing is written.
- The window is killed mid-game (as a crash would); the next start
  offers the autosave, Enter resumes it in the game's window with the
  same moves, and the game plays on from there.
- Undo (Ctrl+Z) takes back the human's move and the computer's reply.

Without GAME, what some games have of their own:
- Stop (Esc) during a deep Kalah search plays the move of the deepest
  depth finished, and the report says it was stopped early.
- The New Game dialog switches the window from Reversi to Kalah and back.
- Go: a ko capture is said, the immediate retake is refused with the
  reason and changes nothing; after a pass the retake is legal.
"""

import glob
import os
import signal
import sys
import time

import harness
from games_rules import LABELS, REGISTERED, handing_over
from harness import (TestFailure, answer_file_chooser, log, move_list, prepare_home,
                     wait_for_file)


def human_turn(state):
    return state.get("human_to_move") == "1" and state.get("thinking") == "0"


def extension(game):
    """A record's extension: its folder's name; Go's .go-game (.go is Go source)."""
    folder = REGISTERED[game][0]
    return ".go-game" if folder == "go" else "." + folder


def save_and_open(session, game, computer):
    home, documents = prepare_home(session, game)
    title = LABELS[game] + "$"
    app = session.start(["--game", game, "--first", "human", "--second", computer,
                         "--no-resume"], game + "-save", home=home)
    app.find_window(title=title)
    app.wait_for("the human's turn", human_turn)
    app.type_move(handing_over(game, []))
    state = app.wait_for("the reply", lambda s: len(move_list(s)) >= 2 and human_turn(s))

    # The name the chooser offers: the game, the date, and the game's own
    # extension (never .reversi).
    app.focus()
    app.xserver.xdotool("key", "--clearmodifiers", "ctrl+s")
    time.sleep(2.0)
    app.xserver.xdotool("key", "Return")
    deadline = time.monotonic() + 20
    saved = []
    while not saved and time.monotonic() < deadline:
        saved = glob.glob(os.path.join(documents, "*" + extension(game)))
        time.sleep(0.1)
    if len(saved) != 1 or glob.glob(os.path.join(documents, "*.reversi")):
        raise TestFailure("Save did not offer a name ending in %s: %r"
                          % (extension(game), os.listdir(documents)))
    path = saved[0]
    expected = "Moves: " + " ".join(move_list(state))
    text = wait_for_file(path, lambda t: expected in t, "the saved game")
    if "Game: " + game not in text:
        raise TestFailure("the saved file is not a %s transcript:\n%s" % (game, text))
    app.wait_for("the file to be the game's", lambda s: s.get("file") == path)
    log("Save As wrote %s" % os.path.basename(path))

    app.find_window(title=title)
    before = len(move_list(state))
    app.type_move(handing_over(game, move_list(state)))
    state = app.wait_for("the next reply", lambda s: len(move_list(s)) > before + 1
                         and human_turn(s) or s.get("over") == "1")
    app.focus()
    app.xserver.xdotool("key", "--clearmodifiers", "ctrl+s")
    expected = "Moves: " + " ".join(move_list(state))
    wait_for_file(path, lambda t: expected in t, "the later moves")
    log("Ctrl+S wrote %s to the same file" % expected)
    moves = move_list(state)
    over = state.get("over") == "1"
    if game == "kalah":
        # SGF has no game number for Kalah (nor for any game but Go and
        # Othello): Save As NAME.sgf says so, writes nothing and keeps the
        # game's file.
        answer_file_chooser(app, "ctrl+shift+s", "kalah.sgf")
        refused = app.wait_for("the SGF refused", lambda s: "SGF has no game number for Kalah"
                               in s.get("message", ""))
        if os.path.exists(os.path.join(documents, "kalah.sgf")) or refused.get("file") != path:
            raise TestFailure("a Kalah game was saved as SGF, or lost its file: %r, file %r"
                              % (os.listdir(documents), refused.get("file")))
        log("Save As kalah.sgf was refused: %s" % refused["message"])
    app.stop()

    again = session.start(["--open", path, "--no-resume"], game + "-open", home=home)
    again.find_window(title=title)
    state = again.wait_for("the opened game", lambda s: s.get("game") == game
                           and (human_turn(s) or over and s.get("over") == "1"))
    if move_list(state) != moves or state.get("file") != path:
        raise TestFailure("--open gave %r (file %r), not the saved %r"
                          % (move_list(state), state.get("file"), moves))
    log("--open continued the %s game at move %d" % (game, len(moves)))
    again.stop()


def resume_and_undo(session, game, computer):
    home, _ = prepare_home(session, game + "-resume")
    title = LABELS[game] + "$"
    app = session.start(["--game", game, "--first", "human", "--second", computer,
                         "--no-resume"], game + "-crash", home=home)
    app.find_window(title=title)
    app.wait_for("the human's turn", human_turn)
    app.type_move(handing_over(game, []))
    state = app.wait_for("the reply", lambda s: len(move_list(s)) >= 2 and human_turn(s))
    moves = move_list(state)
    autosaves = os.path.join(home, ".local", "state", "reversi-kit")
    # The window's own autosave, with the game's extension (reversi-autosave.h).
    wait_for_file(os.path.join(autosaves, "autosave-%d-1%s" % (app.proc.pid, extension(game))),
                  lambda t: "Moves: " + " ".join(moves) in t, "the autosave")
    app.proc.send_signal(signal.SIGKILL)
    app.proc.wait()
    app.stop()
    log("killed the window after %s" % moves)

    again = session.start([], game + "-resume", home=home)
    again.find_window(title=".")
    time.sleep(1.5)  # the offer comes up over the window
    again.xserver.xdotool("key", "Return")
    again.find_window(title=title, timeout=30)
    state = again.wait_for("the resumed game",
                           lambda s: s.get("game") == game and human_turn(s))
    if move_list(state) != moves:
        raise TestFailure("resumed %r, not %r" % (move_list(state), moves))
    log("resumed the %s game: %s" % (game, moves))

    move = handing_over(game, moves)
    again.type_move(move)
    state = again.wait_for("the reply", lambda s: len(move_list(s)) > len(moves) + 1
                           and human_turn(s) or s.get("over") == "1")
    again.focus()
    again.xserver.xdotool("key", "--clearmodifiers", "ctrl+z")
    state = again.wait_for("the undo", lambda s: len(move_list(s)) == len(moves))
    if move_list(state) != moves or not human_turn(state):
        raise TestFailure("undo left %r (human to move %s), not %r"
                          % (move_list(state), state.get("human_to_move"), moves))
    log("Ctrl+Z took back %s and the reply" % move)


def choose_game(app, downs):
    """Ctrl+N, then the Game drop-down (Alt+G) moved `downs` rows (up when
    negative), Enter, and Start (Alt+S)."""
    app.focus()
    app.xserver.xdotool("key", "--clearmodifiers", "ctrl+n")
    time.sleep(1.0)
    harness.start_from_game_list(app, downs)


def switch_games(session):
    """The New Game dialog chooses the game: Kalah in place of Reversi, and
    back; the dialog remembers Kalah's players."""
    app = session.start(["--no-resume"], "switch")
    app.find_window()
    app.wait_for("Reversi", lambda s: "board" in s and human_turn(s))
    choose_game(app, 2)   # Reversi, Tic-tac-toe, Kalah
    app.find_window(title="Kalah$")
    state = app.wait_for("a Kalah game", lambda s: s.get("game") == "kalah" and human_turn(s))
    log("the dialog started Kalah: %s" % state.get("title"))
    app.type_move("2")
    app.wait_for("the Kalah move", lambda s: move_list(s)[:1] == ["2"])
    choose_game(app, -2)
    app.find_window()
    app.wait_for("Reversi again", lambda s: s.get("game") == "reversi" and "board" in s and human_turn(s))
    log("and back to Reversi")
    app.stop()


def stop_search(session):
    """Stop (Esc) ends a deep search with the move of the deepest depth
    finished, and the window says so."""
    app = session.start(["--game", "kalah", "--first", "minimax:16", "--second", "human",
                         "--no-resume"], "stop")
    app.find_window(title="Kalah$")
    app.wait_for("a depth done", lambda s: "depth" in s.get("thinking_text", "")
                 and " done" in s.get("thinking_text", ""))
    app.focus()
    app.xserver.xdotool("key", "Escape")
    state = app.wait_for("the stopped move", lambda s: len(move_list(s)) >= 1)
    if "stopped early" not in state.get("report", "") or "depth" not in state["report"]:
        raise TestFailure("after Stop the report says %r" % state.get("report"))
    log("Stop played %s: %s" % (move_list(state)[0], state["report"].split("|")[0]))
    app.stop()


# Go 4x4, two humans: Black's C2 takes the white stone on B2 in a ko.
KO_MOVES = "B1 C1 A2 D2 B3 C3 D4 B2 C2".split()


def go_ko(session):
    """After a ko capture the window names the ko, refuses the immediate
    retake with the reason and changes nothing; a pass lifts the ban."""
    app = session.start(["--game", "go-4x4", "--first", "human", "--second", "human",
                         "--no-resume"], "ko")
    app.find_window(title="Go 4×4$")
    for move in KO_MOVES:
        state = app.wait_for("the human's turn", human_turn)
        before = len(move_list(state))
        app.type_move(move)
        app.wait_for("%s to be played" % move, lambda s: len(move_list(s)) > before)
    state = app.wait_for("the ko", lambda s: "(ko)" in s.get("effect", ""))
    log("the window says: %s" % state["effect"])
    harness.check_refused(app, "B2", "", board_key="position")
    app.type_move("pass")
    app.wait_for("White's pass", lambda s: move_list(s)[-1:] == ["pass"])
    app.type_move("A1")
    app.wait_for("Black's A1", lambda s: move_list(s)[-1:] == ["A1"])
    app.type_move("B2")
    state = app.wait_for("the retake after the ban was lifted",
                         lambda s: move_list(s)[-1:] == ["B2"])
    if "Captured 1 stone: C2" not in state.get("effect", ""):
        raise TestFailure("the retake at B2 says %r" % state.get("effect"))
    log("after a pass White retook the ko: %s" % state["effect"])
    app.stop()


def files(session):
    go_ko(session)
    stop_search(session)
    switch_games(session)


def game_files(session, game, computer):
    save_and_open(session, game, computer)
    resume_and_undo(session, game, computer)


def main():
    app_path = sys.argv[1] if len(sys.argv) > 1 else ""
    out_dir = sys.argv[2] if len(sys.argv) > 2 else "."
    game = sys.argv[3] if len(sys.argv) > 3 else None
    computer = sys.argv[4] if len(sys.argv) > 4 else None
    harness.require_tools(app_path, ["Xvfb", "xdotool"])
    if game is None:
        return harness.run_test("rules-files", files, app_path, out_dir)
    return harness.run_test("files-" + game, lambda s: game_files(s, game, computer),
                            app_path, out_dir)


if __name__ == "__main__":
    sys.exit(main())
