#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""A student's search that crashes, leaks, answers an illegal move, hangs
or prints: the window stays up, says what happened, and plays on.

    test-student-faults.py APP OUT_DIR FAULTS_WORKER

The app searches in FAULTS_WORKER (REVERSI_SEARCH_WORKER), the search
program built with tests/student-faults, whose computer player goes
wrong as the file REVERSI_STUDENT_FAULT_FILE says at each search.  Black
is that computer.  One window goes through every fault: each must end in
its message with the game as it was (no move played), and "Try Again"
(Alt+T) with the next fault in the file searches again; a hang is
stopped with Stop (Esc) and ended after the grace period.  With the fault
mended, the computer and a human play on.  A search program that
writes what is not the protocol, or exits without an answer, is a
message too.  A hint (Ctrl+H) whose search crashes, answers an
illegal move or hangs (stopped after the hint's 10 s, ended after the
grace period) says so in the window, and Try Again searches it again;
mended, it marks a legal move.  Then two windows whose search
hangs are ended, one by closing the window, one by Ctrl+Q, one by
SIGTERM: each app (and its search program) must be gone within two
seconds.
"""

import os
import subprocess
import sys
import time

import harness
from harness import TestFailure, log, move_list
from reversi_rules import Board
import student_faults
from student_faults import expect_failure, memory_limit, retry, set_fault, stop_hanging

def start(session, name, fault_file, worker, black="alphabeta:2:0:1", white="human"):
    return student_faults.start(session, name, ["--size", "8", "--black", black, "--white", white],
                                fault_file, worker)


def children(pid):
    out = subprocess.run(["ps", "-o", "pid=", "--ppid", str(pid)], capture_output=True,
                         text=True).stdout
    return [int(p) for p in out.split()]


def alive(pid):
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # A zombie is gone for this purpose.
    with open("/proc/%d/stat" % pid) as f:
        return f.read().split(")")[-1].split()[0] != "Z"


def faults(session, worker):
    fault_file = os.path.join(session.tmp, "fault")
    set_fault(fault_file, "crash")
    app = start(session, "faults", fault_file, worker)
    app.find_window()
    said = expect_failure(app, "crash", ["crashed (segmentation fault) at move 1"])
    if "memory" in said:
        raise TestFailure("crash: a small search's crash is blamed on memory: %r" % said)

    set_fault(fault_file, "illegal")
    retry(app)
    said = expect_failure(app, "illegal", ["answered d4 at move 1", "not a legal move"], said)

    # Without a limit (AddressSanitizer) memory without end would take the
    # machine's: that case runs only where the program limits itself.
    if memory_limit(worker) > 0:
        set_fault(fault_file, "leak")
        retry(app)
        said = expect_failure(app, "leak", ["crashed", "of the 256 MB it may use", "ran out of memory"], said)
    else:
        log("leak: skipped, the search program sets no memory limit (AddressSanitizer)")

    set_fault(fault_file, "hang")
    retry(app)
    stop_hanging(app, "hang after Stop", ["did not stop within 1.5 s after Stop at move 1",
                                          "its program was ended"], said)

    set_fault(fault_file, "print")
    retry(app)
    state = app.wait_for("the printing search's move", lambda s: len(move_list(s)) == 1,
                         timeout=60)
    first = move_list(state)[0]
    if first not in Board(8).legal_moves():
        raise TestFailure("the computer played %s, not a legal move" % first)
    if state.get("message"):
        raise TestFailure("a search that only printed left a message: %r" % state["message"])

    set_fault(fault_file, "none")
    state = app.wait_for("the human's turn", lambda s: s.get("human_to_move") == "1")
    board = Board.from_string(state["board"])
    reply = board.legal_moves()[0]
    app.type_move(reply)
    state = app.wait_for("the computer's answer", lambda s: len(move_list(s)) == 3, timeout=60)
    log("played on: %s" % " ".join(move_list(state)))
    app.check_running()


def hint_faults(session, worker):
    """The hint searches in the same program, as White's computer would."""
    fault_file = os.path.join(session.tmp, "fault-hint")
    set_fault(fault_file, "crash")
    app = start(session, "hint", fault_file, worker, black="human", white="alphabeta:2:0:1")
    app.find_window()
    app.wait_for("the human's turn", lambda s: s.get("human_to_move") == "1")
    app.focus()
    app.xserver.xdotool("key", "--clearmodifiers", "ctrl+h")
    said = expect_failure(app, "the hint's crash",
                          ["No hint", "crashed (segmentation fault) at move 1"])
    state = app.state()
    if state.get("hint"):
        raise TestFailure("a crashed hint marks %s" % state["hint"])
    if state.get("human_to_move") != "1":
        raise TestFailure("after the hint's crash the human may not move")

    set_fault(fault_file, "illegal")
    retry(app)
    said = expect_failure(app, "the hint's illegal answer",
                          ["No hint", "answered d4 at move 1", "not a legal move"], said)
    if app.state().get("hint"):
        raise TestFailure("an illegal hint is marked")

    set_fault(fault_file, "hang")
    retry(app)
    started = time.monotonic()
    said = expect_failure(app, "the hint's hang",
                          ["No hint", "did not stop within 1.5 s after Stop at move 1",
                           "its program was ended"], said)
    took = time.monotonic() - started
    log("a hanging hint: the message after %.1f s" % took)
    if took < 10:
        raise TestFailure("the hanging hint was ended after %.1f s, before its 10 s" % took)

    set_fault(fault_file, "none")
    retry(app)
    state = app.wait_for("the hint tried again", lambda s: s.get("hint", "") != "", timeout=60)
    if state["hint"] not in Board(8).legal_moves():
        raise TestFailure("the hint tried again is %s, not a legal move" % state["hint"])
    if state.get("message"):
        raise TestFailure("the hint's failure is still said: %r" % state["message"])
    log("hint tried again: %s" % state["hint"])
    app.type_move(state["hint"])
    state = app.wait_for("the computer's answer", lambda s: len(move_list(s)) == 2, timeout=60)
    log("played on: %s" % " ".join(move_list(state)))
    app.check_running()


def ended(session, worker, how):
    fault_file = os.path.join(session.tmp, "fault-" + how)
    set_fault(fault_file, "hang")
    app = start(session, "end-by-" + how, fault_file, worker)
    app.find_window()
    app.wait_for("the hanging search", lambda s: s.get("thinking") == "1", timeout=30)
    searchers = []
    deadline = time.monotonic() + 10
    while not searchers and time.monotonic() < deadline:
        searchers = children(app.proc.pid)
        time.sleep(0.1)
    if not searchers:
        raise TestFailure("no search program runs under the app")
    ending = time.monotonic()
    if how == "close":
        app.focus()
        app.xserver.xdotool("key", "--clearmodifiers", "ctrl+w")
    elif how == "quit":
        app.focus()
        app.xserver.xdotool("key", "--clearmodifiers", "ctrl+q")
    else:
        app.proc.terminate()
    try:
        app.proc.wait(10)
    except subprocess.TimeoutExpired:
        raise TestFailure("the app still runs 10 s after %s with a hanging search" % how)
    took = time.monotonic() - ending
    log("%s during a hanging search: the app ended in %.2f s" % (how, took))
    if took > 2:
        raise TestFailure("the app took %.1f s to end after %s" % (took, how))
    time.sleep(0.2)
    left = [pid for pid in searchers if alive(pid)]
    if left:
        raise TestFailure("the search program %s still runs after the app ended" % left)


# A search program that is not the kit's: it answers what the file
# $FAKE_FAULT_FILE says, "garbage" a line that is not the protocol,
# "exit" nothing at all (exit status 3).
FAKE_WORKER = """#!/bin/sh
read request
case "$(cat "$FAKE_FAULT_FILE")" in
garbage) echo "best move is d3, I think" ;;
*) exit 3 ;;
esac
read more
"""


def not_the_protocol(session):
    fault_file = os.path.join(session.tmp, "fake-fault")
    fake = os.path.join(session.tmp, "fake-worker")
    with open(fake, "w") as f:
        f.write(FAKE_WORKER)
    os.chmod(fake, 0o755)
    set_fault(fault_file, "garbage")
    app = session.start(
        ["--size", "8", "--black", "alphabeta:2:0:1", "--white", "human", "--no-resume"],
        "not-the-protocol", extra_env={"REVERSI_SEARCH_WORKER": fake, "FAKE_FAULT_FILE": fault_file})
    app.find_window()
    said = expect_failure(app, "garbage", ["answered at move 1 with “best move is d3, I think”",
                                           "not the kit's protocol"])
    set_fault(fault_file, "exit")
    retry(app)
    expect_failure(app, "exit without an answer",
                   ["ended without answering (exit status 3) at move 1"], said)


def main():
    return student_faults.main("student-faults", [
        faults, hint_faults, lambda session, worker: not_the_protocol(session),
        lambda session, worker: ended(session, worker, "close"),
        lambda session, worker: ended(session, worker, "quit"),
        lambda session, worker: ended(session, worker, "SIGTERM")])


if __name__ == "__main__":
    sys.exit(main())
