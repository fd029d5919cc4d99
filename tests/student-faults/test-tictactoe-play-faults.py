#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""tictactoe-play with a student's warm-ups that go wrong.

    test-tictactoe-play-faults.py TICTACTOE_PLAY_FAULTS

tictactoe-play-faults is tictactoe-play linked with
tests/student-faults/tictactoe-search.c.  The human (X) plays b2, the
student's search (O: minimax, t1, or alpha-beta, t2) answers with each
fault of student-fault.h.  Each fault must be one message on stderr that
names the exercise, what happened and the move, then the moves so far,
exit status 3, nothing more on stdout after the board it was asked on
(the program never dies on the signal itself, never hangs past its
limit); what the search prints goes to stderr; a sound search plays.
"""

import os
import subprocess
import sys
import time

HUMAN = "b2\n"


def play(program, fault, strategy="minimax", memory_mb=None):
    env = {"REVERSI_STUDENT_FAULT": fault, "LC_ALL": "C", "LANGUAGE": "C", "PATH": "/usr/bin:/bin"}
    # Under AddressSanitizer the crash stays a signal, as in a plain build,
    # rather than the sanitizer's report and exit status 1.
    asan = os.environ.get("ASAN_OPTIONS", "")
    env["ASAN_OPTIONS"] = (asan + ":" if asan else "") + "handle_segv=0:handle_sigbus=0"
    if memory_mb:
        env["TICTACTOE_PLAY_MEMORY_MB"] = str(memory_mb)
    started = time.monotonic()
    proc = subprocess.run([program, "--x", "human", "--o", strategy], input=HUMAN, text=True,
                          capture_output=True, env=env, timeout=60)
    return proc, time.monotonic() - started


def check(condition, what):
    if not condition:
        raise AssertionError(what)
    print("ok: %s" % what, flush=True)


def check_failed(proc, exercise, says, fault):
    lines = proc.stderr.splitlines()
    check(proc.returncode == 3, "%s: exit status 3 (%d)" % (fault, proc.returncode))
    check(len(lines) == 2 and lines[0].startswith("tictactoe-play: the search of exercise %s "
                                                  % exercise) and says in lines[0],
          "%s: one message saying %r: %r" % (fault, says, lines[:1]))
    check(lines[1] == "tictactoe-play: the moves so far: b2",
          "%s: then the moves so far: %r" % (fault, lines[-1:]))
    check(proc.stdout.rstrip().endswith("O to move.") and "O plays" not in proc.stdout,
          "%s: the game output stops at O's turn, nothing played" % fault)


def main():
    program = sys.argv[1]
    for strategy, exercise in (("minimax", "t1"), ("alphabeta", "t2")):
        proc, _ = play(program, "crash", strategy)
        check_failed(proc, exercise, "crashed (segmentation fault) at move 2.", "crash " + exercise)

    proc, _ = play(program, "illegal")
    check_failed(proc, "t1", "chose 4, which is not an empty cell", "illegal")

    # Without a limit (AddressSanitizer) the leak would take the machine's memory.
    if os.environ.get("KIT_UNDER_ASAN") == "1":
        print("ok: leak: skipped under AddressSanitizer (no memory limit)", flush=True)
    else:
        proc, took = play(program, "leak", memory_mb=256)
        check_failed(proc, "t1", "crashed", "leak")
        check(took < 20, "leak: ended by its memory limit in %.1f s" % took)

    proc, took = play(program, "hang")
    check_failed(proc, "t1", "did not answer within 10 s at move 2: it was ended.", "hang")
    check(took < 15, "hang: ended after %.1f s" % took)

    # A search that only prints plays; its lines go to stderr.
    proc, _ = play(program, "print")
    check("O plays" in proc.stdout and "debug:" not in proc.stdout,
          "print: O played and the game's output has no debug line")
    check("debug: searching, line 1999" in proc.stderr, "print: the debug lines went to stderr")
    check(proc.returncode == 1, "print: the game went on until the human's input ended")

    proc, _ = play(program, "none", "alphabeta")
    check("O plays" in proc.stdout and proc.stderr == "", "a sound search plays, nothing on stderr")
    return 0


if __name__ == "__main__":
    sys.exit(main())
