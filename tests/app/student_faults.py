"""What the student-faults GUI tests share (test-student-faults.py for
Reversi, test-student-faults-tictactoe.py for the tic-tac-toe warm-ups):
the fault file the faulty search program reads at each search
(tests/student-faults/student-fault.h), the limit it sets itself, a
failure the window must say with nothing played, and Try Again."""

import os
import re
import subprocess

from harness import TestFailure, log, move_list


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
