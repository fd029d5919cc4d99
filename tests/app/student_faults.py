# SPDX-License-Identifier: MIT
"""What the student-faults GUI tests share (test-student-faults.py for
Reversi, test-student-faults-tictactoe.py for the tic-tac-toe warm-ups):
the fault file the faulty search program reads at each search
(tests/student-faults/student-fault.h), the limit it sets itself, a
failure the window must say with nothing played, and Try Again."""

import os
import re
import subprocess
import sys
import time

import harness
from harness import TestFailure, log, move_list


GRACE_MS = 1500


def start(session, name, args, fault_file, worker):
    """The app with args, searching in worker with the fault in
    fault_file, Stop's grace period GRACE_MS and a 256 MB limit."""
    return session.start(
        args + ["--no-resume"], name,
        extra_env={"REVERSI_SEARCH_WORKER": worker, "REVERSI_STUDENT_FAULT_FILE": fault_file,
                   "REVERSI_SEARCH_STOP_GRACE_MS": str(GRACE_MS),
                   "REVERSI_SEARCH_WORKER_MEMORY_MB": "256"})


def set_fault(path, fault):
    with open(path + ".new", "w") as f:
        f.write(fault + "\n")
    os.replace(path + ".new", path)


def memory_limit(worker):
    """The limit the search program sets itself (0: none, under AddressSanitizer)."""
    proc = subprocess.Popen([worker], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                            env=dict(os.environ, REVERSI_SEARCH_WORKER_MEMORY_MB="256"))
    hello = proc.stdout.readline()
    proc.stdin.close()
    proc.wait()
    match = re.search(r"'memory-limit-mb': <(?:int64 )?(\d+)>", hello)
    if not match:
        raise TestFailure("the search program's first line is %r" % hello)
    return int(match.group(1))


def expect_failure(app, what, needles, previous="", moves=()):
    """The window's message after a failed search: it says every needle,
    differs from the previous one, and the game is still moves."""
    state = app.wait_for(what, lambda s: s.get("thinking") == "0"
                         and s.get("message", "") not in ("", previous), timeout=60)
    message = state["message"]
    for needle in needles:
        if needle not in message:
            raise TestFailure("%s: the message %r does not say %r" % (what, message, needle))
    if move_list(state) != list(moves):
        raise TestFailure("%s: the moves are %r, not %r" % (what, move_list(state), list(moves)))
    log("%s: %s" % (what, message))
    return message


def retry(app):
    app.focus()
    app.xserver.xdotool("key", "--clearmodifiers", "alt+t")


def stop_hanging(app, what, needles, previous, moves=()):
    """A search that hangs is stopped with Stop (Esc): the message must
    come within the grace period (and a little), the game as it was."""
    app.wait_for("the hanging search", lambda s: s.get("thinking") == "1", timeout=30)
    time.sleep(0.5)
    app.focus()
    stopped = time.monotonic()
    app.xserver.xdotool("key", "Escape")
    said = expect_failure(app, what, needles, previous, moves=moves)
    took = time.monotonic() - stopped
    log("Stop on a hanging search: the message after %.1f s (grace %.1f s)"
        % (took, GRACE_MS / 1000))
    if took > GRACE_MS / 1000 + 3:
        raise TestFailure("the hanging search was ended %.1f s after Stop" % took)
    return said


def main(name, parts):
    """The test's command line, APP OUT_DIR FAULTS_WORKER: each of parts
    (session, worker) runs in one session; SKIP without the worker."""
    app_path = sys.argv[1] if len(sys.argv) > 1 else ""
    out_dir = sys.argv[2] if len(sys.argv) > 2 else "."
    worker = sys.argv[3] if len(sys.argv) > 3 else ""
    harness.require_tools(app_path, ["Xvfb", "xdotool", "import"])
    if not os.access(worker, os.X_OK):
        log("SKIP: the faults worker %s has not been built" % worker)
        return harness.SKIP

    def body(session):
        for part in parts:
            part(session, worker)

    return harness.run_test(name, body, app_path, out_dir)
