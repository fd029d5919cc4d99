#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The match runner against a student's search that goes wrong.

    test-match-faults.py REVERSI_MATCH FAULTS_GTP REFERENCE_GTP

FAULTS_GTP is reversi-gtp built against tests/student-faults'
computer-player.c (the fault chosen by REVERSI_STUDENT_FAULT).  The
runner plays a kit player through it, the way reversi-match-skeleton
plays the student's modules through reversi-gtp-skeleton (a kit player
is never searched in the runner's own process), against the reference
engine spoken to as a gtp: player.  For each fault:

  crash    each game a forfeit of the student's player, the note naming
           the player and the signal (segmentation fault)
  hang     a forfeit whose note says it did not answer within the time
  illegal  a forfeit whose note names the move and why it is not legal
  leak     a forfeit naming the signal the failed allocation ended in:
           the runner limits each engine's memory (here to 256 MB, by
           REVERSI_MATCH_ENGINE_MEMORY_MB); skipped under AddressSanitizer,
           which takes no limit
  print    no forfeit: the engine keeps the protocol apart from stdout,
           so the debug lines never reach the runner

and always: the runner ends with status 0 in bounded time, leaves no
engine behind, the result file holds every game once, and running the
same command again resumes it (plays nothing, prints the same summary).
"""

import os
import shlex
import signal
import subprocess
import sys
import tempfile
import time

failures = 0
STUDENT = "alphabeta:2:4:1"


def check(condition, message):
    global failures
    if not condition:
        failures += 1
        print("FAIL:", message)


def read_games(path):
    """(index, black, white, outcome, note) of each game line."""
    games = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            if not line.startswith("game\t"):
                continue
            fields = line.rstrip("\n").split("\t")
            check(len(fields) >= 14, f"a whole game line: {line!r}")
            if len(fields) >= 14:
                games.append((int(fields[1]), fields[4], fields[5], fields[6],
                              "" if fields[13] == "-" else fields[13]))
    return games


def engines_left(engine):
    """Processes still running the faulty engine (none must outlive the runner)."""
    left = []
    for pid in os.listdir("/proc"):
        if pid.isdigit():
            try:
                with open(f"/proc/{pid}/cmdline", "rb") as f:
                    argv = f.read().split(b"\0")
                if any(os.path.basename(word) == os.path.basename(engine).encode()
                       for word in argv[:2]) and int(pid) != os.getpid():
                    left.append(int(pid))
            except OSError:
                pass
    return left


def play(match, engine, reference, fault, out, student=None):
    # Under AddressSanitizer a segmentation fault stays the signal the
    # note names (as the search program asks for itself), not the
    # sanitizer's report and exit status 1.
    asan = os.environ.get("ASAN_OPTIONS", "")
    env = dict(os.environ, REVERSI_STUDENT_FAULT=fault,
               REVERSI_MATCH_GTP_ENGINE=shlex.quote(engine),
               REVERSI_MATCH_ENGINE_MEMORY_MB="256",
               ASAN_OPTIONS=(asan + ":" if asan else "") + "handle_segv=0:handle_sigbus=0")
    opponent = f"gtp:{shlex.quote(reference)} --player alphabeta:1:4:1 --size 6"
    args = [match, "--timeout", "3", "-n", "2", "-s", "6", "--no-progress", "-o", out,
            student or STUDENT, opponent]
    start = time.monotonic()
    proc = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env=env, start_new_session=True)
    try:
        stdout, stderr = proc.communicate(timeout=120)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        stdout, stderr = proc.communicate()
        check(False, f"{fault}: the runner was still running after 120 s")
    return proc.returncode, stdout, stderr, time.monotonic() - start


def main():
    match, engine, reference = sys.argv[1:4]
    # AddressSanitizer reserves terabytes of address space, so the runner
    # limits no engine there: the leak would take the machine's memory.
    with open(engine, "rb") as binary:
        under_asan = b"__asan_init" in binary.read()
    expected = {
        "crash": (STUDENT, ["crashed", "signal 11", "segmentation fault"]),
        "hang": (STUDENT, ["did not answer within 3 seconds"]),
        "illegal": (STUDENT, ["which is not a legal move here"]),
        "leak": (STUDENT, ["crashed", "signal"]),
        "print": (STUDENT, None),
    }
    with tempfile.TemporaryDirectory() as tmp:
        for fault, (student, words) in expected.items():
            if fault == "leak" and under_asan:
                print("leak: skipped, the engine is built with AddressSanitizer (no memory limit)")
                continue
            out = os.path.join(tmp, f"{fault}.txt")
            status, stdout, stderr, seconds = play(match, engine, reference, fault, out, student)
            check(status == 0, f"{fault}: the runner ends with status 0, not {status}: {stderr[-500:]!r}")
            check(seconds < 60, f"{fault}: {seconds:.1f} s for two games with --timeout 3")
            games = read_games(out) if os.path.exists(out) else []
            check(sorted(g[0] for g in games) == [1, 2],
                  f"{fault}: the result file holds games 1 and 2 once each: {games}")
            for index, black, white, outcome, note in games:
                side = "black" if black == student else "white"
                if words is None:
                    check(not outcome.endswith("forfeits"),
                          f"{fault}: game {index}: printing is no fault: {outcome} {note!r}")
                    continue
                check(outcome == side + "-forfeits",
                      f"{fault}: game {index}: the student's player ({side}) forfeits, not {outcome}")
                for word in words:
                    check(word.lower() in note.lower(), f"{fault}: game {index}: the note says {word!r}: {note!r}")
                check(student in note or fault == "illegal",
                      f"{fault}: game {index}: the note names the player: {note!r}")
                if fault == "illegal":
                    # The first disc of the board, a taken square, named.
                    check(any(f"chose {sq}, which is not a legal move here: {sq.lower()} is not empty"
                              in note for sq in ("C3", "D3", "C4", "D4", "C2")),
                          f"illegal: the note names the move and why, whole: {note!r}")
            print(f"{fault}: {len(games)} games in {seconds:.1f} s; "
                  f"{games[0][3] if games else '-'}: {games[0][4] if games else '-'}")
            time.sleep(0.2)
            left = engines_left(engine)
            check(not left, f"{fault}: faulty engines left running after the runner: {left}")
            for pid in left:
                os.kill(pid, signal.SIGKILL)
            # The same command again: the file is complete, nothing replayed.
            before = open(out, encoding="utf-8").read() if os.path.exists(out) else ""
            status2, stdout2, stderr2, _ = play(match, engine, reference, fault, out, student)
            check(status2 == 0, f"{fault}: resuming ends with status 0, not {status2}: {stderr2[-300:]!r}")
            check(open(out, encoding="utf-8").read() == before,
                  f"{fault}: resuming a complete file writes nothing to it")
            summary = stdout[stdout.find("Summary"):] if "Summary" in stdout else stdout[-400:]
            summary2 = stdout2[stdout2.find("Summary"):] if "Summary" in stdout2 else stdout2[-400:]
            check(summary == summary2, f"{fault}: the resumed run prints the same summary:\n"
                                       f"{summary!r}\n{summary2!r}")
    if failures:
        print(f"{failures} check(s) failed")
        return 1
    print("every fault of the student's search was a clean forfeit (printing none)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
