#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The app's files, as a user meets them.

    test-files.py APP OUT_DIR

- Save As (Ctrl+Shift+S) starts in the user's documents folder; Save
  (Ctrl+S) then writes to the same file without asking.
- `reversi FILE` opens a game record given on the command line; a GGF
  file of two games as GGS's archive writes them asks which (the chooser:
  Down, Enter opens the second), with the file's players; saving as
  NAME.ggf writes GGF, as NAME.sgf Othello's SGF, that hold its moves.
- A WTHOR database (.wtb, written here to the federation's published
  format) with WTHOR.JOU and WTHOR.TRN beside it lists its games by the
  names of their players and tournaments: the chooser's search finds one
  by its tournament, and it opens with its moves, its board and its
  players' names (ISO-8859-1 read as such).
- A Go game's SGF opens as the Go game with its moves (its main line,
  the variations said), and Save As writes it as SGF; a chess SGF
  (GM[3]) is refused with the reason.
- Reviewing (Alt+Left, Alt+End) shows earlier positions without changing
  the game; Continue from Here takes the later moves back.
- A named pipe (FIFO) given as the file to open, or left as an autosave,
  is refused without blocking, and the window says so; the app still ends
  on SIGTERM.
- An autosave folder that cannot be written is said in the window.
"""

import os
import re
import datetime
import signal
import stat
import struct
import sys
import time

import harness
from harness import TestFailure, answer_file_chooser, log, move_list, prepare_home, wait_for_file
from reversi_rules import replay

RECORD = """# Reversi game record (reversi-kit)
Size: 8
Rule: normal
Date: 2024-06-01
Event: "Spring class, round 3"
Black: human "Hanako"
White: computer alphabeta:1:0:0 "kit"
Start: standard
Moves: f5 d6 c3 d3 c4
Result: unfinished
"""

GGF = ("(;GM[Othello]PC[test]PB[edax]PW[me]"
       "BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *]"
       "B[F5//1.0]W[d6]B[c3]W[D3];)")


# WTHOR's header: the day the file was written (century, year, month,
# day), the number of games (4 bytes) or of names (2 bytes), the games'
# year, the board's size (8, or 0 for 8), the file's kind and the depth
# of the theoretical scores: 16 bytes, little-endian.
WTHOR_HEADER = struct.Struct("<4BIHH4B")


def wthor_database(games, year):
    """A .wtb database of games (tournament, Black, White: numbers in the
    .TRN and .JOU lists; moves): after the header, 68 bytes a game, the
    three numbers (2 bytes each), Black's discs (at the end, the empty
    squares counted to the winner), the theoretical score and 60 moves
    as 10 x row + column (passes are not written, zeros after the
    last)."""
    out = bytearray(WTHOR_HEADER.pack(20, 26, 11, 27, len(games), 0, year, 8, 0, 22, 0))
    for tournament, black, white, moves in games:
        board = replay(8, moves)
        own, other = board.count("X"), board.count("O")
        # A finished game's empty squares go to its winner.
        empties = 64 - own - other if board.is_over() else 0
        discs = own + (empties if own > other else empties // 2 if own == other else 0)
        squares = [10 * int(m[1:]) + ord(m[0]) - ord("a") + 1 for m in moves if m != "pass"]
        out += struct.pack("<3H2B60B", tournament, black, white, discs, discs,
                           *(squares + [0] * (60 - len(squares))))
    return bytes(out)


def wthor_names(names, width):
    """A WTHOR.JOU (width 20) or WTHOR.TRN (26) list: the header with the
    number of names, then each name in ISO-8859-1, ended by zeros."""
    header = WTHOR_HEADER.pack(20, 26, 11, 27, 0, len(names), 0, 0, 0, 0, 0)
    return header + b"".join(n.encode("iso-8859-1").ljust(width, b"\0") for n in names)


def close_other_windows(app, expected=False):
    """Close the dialogs over the main window with Escape; with expected,
    first wait for one to show (a slow build maps it late)."""
    main = app.find_window()
    deadline = time.monotonic() + 20
    while expected and time.monotonic() < deadline:
        out = app.xserver.xdotool("search", "--all", "--onlyvisible", "--pid", app.proc.pid,
                                  "--class", ".", check=False)
        if [w for w in out.split() if w != main]:
            break
        time.sleep(0.2)
    else:
        if expected:
            raise TestFailure("no dialog showed")
    for _ in range(20):
        # By class, not name: a message dialog has no title.
        out = app.xserver.xdotool("search", "--all", "--onlyvisible", "--pid", app.proc.pid,
                                  "--class", ".", check=False)
        others = [w for w in out.split() if w != main]
        if not others:
            time.sleep(0.3)
            app.focus()
            return
        app.xserver.xdotool("windowfocus", "--sync", others[-1], check=False)
        app.xserver.xdotool("key", "Escape")
        time.sleep(0.3)
    raise TestFailure("a dialog would not close")


def human_turn(state):
    return state.get("human_to_move") == "1" and state.get("thinking") == "0"


def save_and_save_as(session):
    home, documents = prepare_home(session, "save")
    app = session.start(["--size", "8", "--black", "human", "--white", "alphabeta:1:0:0",
                         "--no-resume"], "save", home=home)
    app.find_window()
    app.wait_for("the human's turn", human_turn)
    app.type_move("d3")
    app.wait_for("the reply", lambda s: len(move_list(s)) == 2 and human_turn(s))

    # Ctrl+S with no file yet is Save As: the chooser opens in Documents,
    # where a bare name is saved.
    answer_file_chooser(app, "ctrl+s", "first.reversi")
    path = os.path.join(documents, "first.reversi")
    text = wait_for_file(path, lambda t: "Moves: d3 " in t, "the saved game")
    state = app.wait_for("the file to be the game's", lambda s: s.get("file") == path)
    log("Save As saved into Documents: %s" % path)
    # The record says when the game began: today, as the kit's ISO 8601.
    date = re.search(r"^Date: (\d{4}-\d\d-\d\d)T\d\d:\d\d:\d\d[+-]\d\d:\d\d$", text, re.M)
    if not date or abs((datetime.date.fromisoformat(date.group(1)) - datetime.date.today()).days) > 1:
        raise TestFailure("the record has no Date of today: %s" % text)
    log("the record carries the date the game began: %s" % date.group(0))

    # A move, then Ctrl+S: the same file, no question.
    app.find_window()
    app.wait_for("the human's turn", human_turn)
    move = sorted(replay(8, move_list(state)).legal_moves())[0]
    app.type_move(move)
    state = app.wait_for("the reply", lambda s: len(move_list(s)) == 4 and human_turn(s))
    app.focus()
    app.xserver.xdotool("key", "--clearmodifiers", "ctrl+s")
    expected = "Moves: " + " ".join(move_list(state))
    wait_for_file(path, lambda t: expected in t, "the four moves")
    windows = app.xserver.xdotool("search", "--all", "--onlyvisible", "--pid", app.proc.pid,
                                  "--name", ".", check=False).split()
    if len(windows) != 1:
        raise TestFailure("Ctrl+S on a game with a file opened a dialog")
    log("Ctrl+S wrote the four moves to the same file without asking")

    # A save that fails names the user's file, not a temporary one: here
    # a folder has taken the file's place (permissions do not stop root).
    saved_message = app.state().get("message", "")
    os.remove(path)
    os.mkdir(path)
    app.xserver.xdotool("key", "--clearmodifiers", "ctrl+s")
    state = app.wait_for("the save error", lambda s: "first.reversi" in s.get("message", "")
                         and s.get("message") != saved_message)
    if "XXXXXX" in state["message"] or not re.search(r"first\.reversi\W", state["message"]):
        raise TestFailure("the save error does not name the user's file: %s" % state["message"])
    log("a failed save says: %s" % state["message"])
    os.rmdir(path)
    close_other_windows(app, expected=True)

    # Review: two moves back shows move 2's position; the game keeps 4.
    app.xserver.xdotool("key", "--clearmodifiers", "alt+Left", "alt+Left")
    state = app.wait_for("the position after move 2", lambda s: s.get("shown") == "2")
    if len(move_list(state)) != 4:
        raise TestFailure("reviewing changed the game: %s" % state.get("moves"))
    if state["shown_board"] != replay(8, move_list(state)[:2]).to_string():
        raise TestFailure("the board shown is not the position after move 2: %s"
                          % state["shown_board"])
    app.xserver.xdotool("key", "--clearmodifiers", "alt+End")
    state = app.wait_for("the game as it is", lambda s: s.get("shown") == "4")
    app.xserver.xdotool("key", "--clearmodifiers", "alt+Home", "alt+Right")
    app.wait_for("the position after move 1", lambda s: s.get("shown") == "1")
    app.xserver.xdotool("key", "--clearmodifiers", "alt+c")
    state = app.wait_for("the game to go on from move 1",
                         lambda s: len(move_list(s)) == 2 and human_turn(s))
    log("review: back, last, first, forward, and Continue from Here took back to move 1 "
        "(the computer replied: %s)" % state.get("moves"))


def open_files(session):
    home, documents = prepare_home(session, "open")
    record = os.path.join(documents, "hanako.reversi")
    with open(record, "w", encoding="utf-8") as f:
        f.write(RECORD)
    app = session.start([record], "open-record", home=home)
    app.find_window()
    state = app.wait_for("the record's game", lambda s: move_list(s)[:5] == "f5 d6 c3 d3 c4".split())
    if "Hanako" not in state.get("title", ""):
        raise TestFailure("the title does not name the record's player: %r" % state.get("title"))
    log("`reversi FILE` opened the record: %s" % state["title"])
    # Saved again, the record keeps its date and event.
    answer_file_chooser(app, "ctrl+shift+s", "hanako-again.reversi")
    again = os.path.join(documents, "hanako-again.reversi")
    text = wait_for_file(again, lambda t: "Moves: f5 d6 c3 d3 c4" in t, "the record saved again")
    for line in ("Date: 2024-06-01", 'Event: "Spring class, round 3"'):
        if line not in text.splitlines():
            raise TestFailure("saved again, the record lost %r: %s" % (line, text))
    log("saved again, the record kept its Date and Event")
    app.stop()

    ggf = os.path.join(documents, "edax.ggf")
    with open(ggf, "w", encoding="utf-8") as f:
        # Two games, as GGS's archive lines: the window asks which.
        f.write("1 " + GGF + "\n1 " + GGF.replace("W[D3]", "") + "\n")
    app = session.start(["--black", "human", "--white", "human", ggf], "open-ggf", home=home)
    main = app.find_window()
    app.find_window(title="Choose a Game")
    app.focus()
    # The search entry has the keyboard: Down selects the second game,
    # Enter opens it.
    app.xserver.xdotool("key", "Down")
    time.sleep(0.3)
    app.xserver.xdotool("key", "Return")
    app.window = main
    state = app.wait_for("the second game, said to be 2 of 2",
                         lambda s: move_list(s) == "f5 d6 c3".split()
                         and "game 2 of the 2" in s.get("message", ""))
    if "edax" not in state.get("title", "") or state.get("file"):
        raise TestFailure("the chosen game has not the file's players, or Save would overwrite "
                          "the file of 2 games: %r, file %r" % (state.get("title"), state.get("file")))
    log("the chooser opened the second game: %s" % state["message"])
    answer_file_chooser(app, "ctrl+shift+s", "again.ggf")
    again = os.path.join(documents, "again.ggf")
    text = wait_for_file(again, lambda t: t.strip().endswith(";)"), "a GGF game")
    moves = re.findall(r"\b[BW]\[([^\]]*)\]", text)
    if ([m.lower() for m in moves] != "f5 d6 c3".split() or "GM[Othello]" not in text
            or "PC[test]" not in text):
        raise TestFailure("the GGF written does not hold the game: %s" % text)
    log("a GGF game opened and saved as GGF again: %s" % text.strip())
    # Othello's SGF on request: the name's extension says which format.
    answer_file_chooser(app, "ctrl+shift+s", "again.sgf")
    text = wait_for_file(os.path.join(documents, "again.sgf"), lambda t: t.strip().endswith(")"),
                         "an SGF game")
    if "GM[2]" not in text or "B[f5];W[d6];B[c3];" not in "".join(text.split()) or "PB[edax]" not in text:
        raise TestFailure("the Othello SGF written does not hold the game: %s" % text)
    log("saved as Othello SGF: %s" % " ".join(text.split()))

    app.stop()

    open_wthor(session, home, documents)

    # A Go game's SGF, as GNU Go writes it: the Go window at its last
    # position, its moves listed; saved, it is SGF again (Go's own format).
    go = os.path.join(documents, "gnugo.sgf")
    with open(go, "w", encoding="utf-8") as f:
        # With a variation at the third move: the main line opens, said so.
        f.write("(;FF[4]GM[1]SZ[3]KM[0]RU[Japanese]PB[GNU Go]PW[me];B[bb];W[ab](;B[])(;B[aa]))\n")
    app = session.start([go], "open-go-sgf", home=home)
    app.find_window(title=".")
    state = app.wait_for("the Go game of the SGF, or its refusal in a build without Go",
                         lambda s: s.get("game") == "go-3x3" and len(move_list(s)) == 3
                         or "Go (GM[1])" in s.get("message", ""))
    if state.get("game") != "go-3x3":
        # The student handout has no Go: the reason names the game.
        log("no Go in this build; the Go SGF was refused: %s" % state["message"])
    else:
        log("the Go SGF opened: %s, moves %s" % (state["title"], state["moves"]))
        app.wait_for("the note on the variations", lambda s: "main line" in s.get("message", ""))
        app.find_window(title="Go 3×3$")
        answer_file_chooser(app, "ctrl+shift+s", "go-again.sgf")
        text = wait_for_file(os.path.join(documents, "go-again.sgf"),
                             lambda t: t.strip().endswith(")"), "the Go SGF saved")
        if ("GM[1]" not in text or "SZ[3]" not in text
                or not re.search(r"B\[bb\].*W\[ab\].*B\[\]", text, re.S)):
            raise TestFailure("the Go game saved is not its SGF: %s" % text)
        log("saved as Go SGF: %s" % " ".join(text.split()))
    app.stop()

    # Chess's SGF (GM[3]): refused with the reason in the window.
    chess = os.path.join(documents, "chess.sgf")
    with open(chess, "w", encoding="utf-8") as f:
        f.write("(;FF[4]GM[3]PB[a]PW[b];W[e2e4])\n")
    app = session.start([chess], "open-chess-sgf", home=home)
    app.find_window()
    state = app.wait_for("the chess SGF refused", lambda s: "Chess (GM[3])" in s.get("message", ""))
    if move_list(state):
        raise TestFailure("the refused file changed the game: %r" % state.get("moves"))
    log("a chess SGF was refused: %s" % state["message"])
    app.stop()


def open_wthor(session, home, documents):
    """A WTHOR database of two games with its lists of names beside it:
    the chooser's search keeps the game of the tournament typed, Enter
    opens it."""
    folder = os.path.join(documents, "wthor")
    os.makedirs(folder)
    first = "f5 d6 c3 d3 c4 f4 f6".split()
    # A whole game, as the federation's files hold them: an opening, then
    # the last legal move in the alphabet's order to the end.
    second = "f5 f6 e6 f4 e3 c5 c4".split()
    board = replay(8, second)
    while not board.is_over():
        second.append(sorted(board.legal_moves())[-1])
        board.play(second[-1])
    database = os.path.join(folder, "WTH_2026.wtb")
    with open(database, "wb") as f:
        f.write(wthor_database([(1, 1, 0, first), (2, 2, 3, second)], 2026))
    with open(os.path.join(folder, "WTHOR.JOU"), "wb") as f:
        f.write(wthor_names(["Nobody", "Tamaru Takuji", "Lévy Anne", "Brightwell Ben"], 20))
    with open(os.path.join(folder, "WTHOR.TRN"), "wb") as f:
        f.write(wthor_names(["Autres tournois", "Open de Lyon", "Championnat de Paris"], 26))
    app = session.start(["--black", "human", "--white", "human", database], "open-wthor", home=home)
    main = app.find_window()
    app.find_window(title="Choose a Game")
    app.focus()
    # The second game by its tournament, a name only the .TRN file gives.
    app.xserver.xdotool("type", "--delay", "30", "Paris")
    time.sleep(0.7)
    app.xserver.xdotool("key", "Return")
    app.window = main
    state = app.wait_for("the game of Paris, said to be 2 of 2",
                         lambda s: move_list(s) == second
                         and "game 2 of the 2 of WTH_2026.wtb" in s.get("message", ""))
    if state.get("board") != board.to_string() or state.get("over") != "1":
        raise TestFailure("the board shown is not the game's end: %s" % state.get("board"))
    if not harness.results_agree(state.get("result_text", ""), board.count("X"), board.count("O")):
        raise TestFailure("the result shown is not the game's: %r" % state.get("result_text"))
    if "Lévy Anne" not in state.get("title", "") or "Brightwell Ben" not in state.get("title", ""):
        raise TestFailure("the game has not its players' names from WTHOR.JOU: %r"
                          % state.get("title"))
    if state.get("file"):
        raise TestFailure("Save would write to the WTHOR database: %r" % state["file"])
    log("the WTHOR game of the tournament typed opened: %s; %d moves, %s; %s"
        % (state["title"], len(second), state["result_text"], state["message"]))
    app.stop()


def fifo_and_read_only(session):
    # A FIFO as the file to open: refused at once, the window stays usable.
    fifo = os.path.join(session.tmp, "pipe.reversi")
    os.mkfifo(fifo)
    app = session.start([fifo], "fifo-open")
    app.find_window()
    state = app.wait_for("the refusal", lambda s: "FIFO" in s.get("message", ""), timeout=20)
    log("a FIFO to open was refused: %s" % state["message"])
    app.stop()
    if app.proc.returncode not in (0, -signal.SIGTERM):
        raise TestFailure("the app did not end on SIGTERM: %s" % app.proc.returncode)

    # A FIFO left as an autosave: set aside, said in the window.
    home = os.path.join(session.tmp, "fifo-home")
    folder = os.path.join(home, ".local", "state", "reversi-kit")
    os.makedirs(folder)
    autosave = os.path.join(folder, "autosave-999999.reversi")
    os.mkfifo(autosave)
    app = session.start([], "fifo-autosave", home=home)
    app.find_window()
    state = app.wait_for("the note about the autosave",
                         lambda s: "broken" in s.get("message", ""), timeout=20)
    if not stat.S_ISFIFO(os.lstat(autosave + ".broken").st_mode):
        raise TestFailure("the FIFO was not set aside as .broken")
    log("a FIFO autosave was set aside: %s" % state["message"])
    app.stop()

    # An autosave folder that cannot be written: a file in its place (root
    # ignores a folder's permissions), or a read-only folder otherwise.
    home = os.path.join(session.tmp, "ro-home")
    state_home = os.path.join(home, ".local", "state")
    os.makedirs(state_home)
    blocked = os.path.join(state_home, "reversi-kit")
    if os.geteuid() == 0:
        open(blocked, "w").close()
    else:
        os.makedirs(blocked)
        os.chmod(blocked, 0o555)
    app = session.start(["--black", "human", "--white", "alphabeta:1:0:0", "--no-resume"],
                        "read-only", home=home)
    app.find_window()
    app.wait_for("the human's turn", human_turn)
    app.type_move("d3")
    state = app.wait_for("the autosave warning", lambda s: s.get("autosave_error", "") != "")
    if "Save As" not in state["autosave_error"]:
        raise TestFailure("the warning does not say what to do: %s" % state["autosave_error"])
    log("the window says: %s" % state["autosave_error"])
    app.stop()
    if os.geteuid() != 0:
        os.chmod(blocked, 0o755)


def files(session):
    save_and_save_as(session)
    open_files(session)
    fifo_and_read_only(session)


def main():
    app_path = sys.argv[1] if len(sys.argv) > 1 else ""
    out_dir = sys.argv[2] if len(sys.argv) > 2 else "."
    harness.require_tools(app_path, ["Xvfb", "xdotool", "import"])
    return harness.run_test("files", files, app_path, out_dir)


if __name__ == "__main__":
    sys.exit(main())
