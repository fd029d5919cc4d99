#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The search program with a student's faults, spoken to directly.

    test-worker-faults.py FAULTS_WORKER

Runs reversi-search-worker-faults through its protocol
(app/reversi-worker-protocol.h) once per fault of
tests/student-faults/computer-player.c and checks what the window will
see: a crash ends the program on SIGSEGV, memory without end ends it on
a signal under its own limit, a hang ignores "stop" but the end of stdin
ends the program at once, printf never reaches the protocol, an illegal
answer arrives as such (the window must check it), and a sound search
answers and stops when asked.
"""

import os
import re
import select
import signal
import subprocess
import sys
import tempfile
import time

START = "---------------------------OX------XO--------------------------- X"
# d3 c4 f5 e6 as indexes of the 10x10 ban[] (row + 1) * 10 + col + 1.
LEGAL = {34, 43, 56, 65}
TAKEN = {44, 45, 54, 55}


def request(depth=6, game="reversi"):
    if game != "reversi":
        # A GameRules game from its start: minimax (strategy 1) to depth.
        return ("search {'game': <'%s'>, 'moves': <@ai []>, 'strategy': <1>, 'depth': <%d>}\n"
                % (game, depth))
    return ("search {'game': <'reversi'>, 'board': <'%s'>, 'tesuu': <0>, 'misere': <false>, "
            "'strategy': <0>, 'depth': <%d>, 'perfect-empties': <10>, 'eval-index': <1>, "
            "'seed': <uint32 0>}\n" % (START, depth))


class Worker:
    def __init__(self, program, fault, depth=6, env=None, send=True, game="reversi"):
        environment = dict(os.environ, REVERSI_STUDENT_FAULT=fault)
        environment.update(env or {})
        # stderr to a file: a pipe nobody reads would fill and stop the printing search.
        self.errors = tempfile.TemporaryFile()
        self.proc = subprocess.Popen([program], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=self.errors, env=environment)
        self.buffer = b""
        self.lines = []
        self.depth = depth
        self.game = game
        if send:
            self.send_request()

    def send_request(self):
        self.proc.stdin.write(request(self.depth, self.game).encode())
        self.proc.stdin.flush()
        self.started = time.monotonic()

    def hello(self):
        """The first line, read before the request is sent."""
        line = self.proc.stdout.readline().decode()
        self.lines.append(line.rstrip("\n"))
        return line

    def read_lines(self, seconds):
        """Protocol lines that come within seconds (until EOF)."""
        deadline = time.monotonic() + seconds
        fd = self.proc.stdout.fileno()
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                return False
            ready, _, _ = select.select([fd], [], [], left)
            if not ready:
                return False
            chunk = os.read(fd, 65536)
            if not chunk:
                return True
            self.buffer += chunk
            while b"\n" in self.buffer:
                line, self.buffer = self.buffer.split(b"\n", 1)
                self.lines.append(line.decode())
                if line.startswith(b"result ") or line.startswith(b"error "):
                    return True

    def result(self):
        for line in self.lines:
            if line.startswith("result "):
                return line
        return None

    def send(self, text):
        self.proc.stdin.write(text.encode())
        self.proc.stdin.flush()

    def wait(self, seconds):
        try:
            return self.proc.wait(seconds)
        except subprocess.TimeoutExpired:
            return None

    def end(self):
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait()
        self.errors.seek(0)
        return self.errors.read().decode(errors="replace")


def field(line, name):
    match = re.search(r"'%s': <(?:\w+ )?([^>]*)>" % name, line)
    if not match:
        raise AssertionError("no %s in %r" % (name, line))
    return match.group(1)


def check(condition, what):
    if not condition:
        raise AssertionError(what)
    print("ok: %s" % what, flush=True)


def main():
    program = sys.argv[1]

    w = Worker(program, "")
    w.read_lines(30)
    check(w.lines and w.lines[0].startswith("hello {"), "the program says hello first")
    check(w.result() and int(field(w.result(), "move")) in LEGAL, "a sound search answers a legal move")
    check(w.wait(5) == 0, "and then exits")
    w.end()

    w = Worker(program, "print")
    w.read_lines(30)
    check(w.result() and int(field(w.result(), "move")) in LEGAL, "printf: the answer is still legal")
    check(all(re.match(r"^(hello|depth|result) ", line) for line in w.lines),
          "printf: only protocol lines on the protocol (%d lines)" % len(w.lines))
    check("debug: searching, line 1999" in w.end(), "printf: the output went to stderr")

    w = Worker(program, "illegal")
    w.read_lines(30)
    check(w.result() and int(field(w.result(), "move")) in TAKEN,
          "illegal: the answer is a taken square, for the window to refuse")
    w.end()

    w = Worker(program, "crash")
    w.read_lines(30)
    check(w.result() is None, "crash: no answer")
    check(not any(line.startswith("memory ") for line in w.lines),
          "crash: a small search's crash is not blamed on memory")
    check(w.wait(10) == -signal.SIGSEGV, "crash: the program ended on SIGSEGV")
    w.end()

    # The limit is read first: without one (AddressSanitizer) the fault
    # would take the machine's memory, so it is not asked for.
    w = Worker(program, "leak", env={"REVERSI_SEARCH_WORKER_MEMORY_MB": "256"}, send=False)
    limit = int(field(w.hello(), "memory-limit-mb"))
    if limit == 0:
        print("ok: leak: no memory limit under AddressSanitizer (skipped)")
    else:
        w.send_request()
        w.read_lines(60)
        check(limit == 256, "leak: the program limits its memory (%d MB)" % limit)
        code = w.wait(60)
        check(code is not None and code < 0,
              "leak: the program ended on a signal (%s) in %.1f s"
              % (code, time.monotonic() - w.started))
        w.read_lines(1)
        held = [int(line.split()[1]) for line in w.lines if line.startswith("memory ")]
        check(len(held) == 1 and 128 <= held[0] <= 256,
              "leak: the crash says how much memory it held (%s MB of 256)" % held)
    w.end()

    w = Worker(program, "hang")
    check(not w.read_lines(1.0), "hang: no answer after 1 s")
    w.send("stop\n")
    check(not w.read_lines(1.0), "hang: still none 1 s after stop (it ignores the flag)")
    closed = time.monotonic()
    w.proc.stdin.close()
    code = w.wait(5)
    check(code == 0, "hang: the end of stdin ends the program in %.2f s"
          % (time.monotonic() - closed))
    w.end()

    w = Worker(program, "", depth=30)
    check(not w.read_lines(0.5), "a deep sound search still runs after 0.5 s")
    w.send("stop\n")
    stopped = time.monotonic()
    w.read_lines(10)
    check(w.result() and field(w.result(), "stopped") == "true"
          and int(field(w.result(), "move")) in LEGAL,
          "stop: it answers the best move so far, stopped, in %.2f s"
          % (time.monotonic() - stopped))
    check(any(line.startswith("depth ") for line in w.lines), "stop: it said the depths it finished")
    w.end()

    # A GameRules game runs its strategy in the same program, stopped the same way.
    w = Worker(program, "", depth=30, game="kalah")
    check(not w.read_lines(0.5), "kalah: minimax to depth 30 still runs after 0.5 s")
    w.send("stop\n")
    w.read_lines(10)
    check(w.result() and field(w.result(), "stopped") == "true"
          and 0 < int(field(w.result(), "depth")) < 30,
          "kalah: stopped, it answers the deepest search finished (depth %s)"
          % field(w.result(), "depth"))
    w.end()
    w = Worker(program, "", depth=9, game="tictactoe")
    w.read_lines(30)
    check(w.result() and 0 <= int(field(w.result(), "move")) < 9,
          "tic-tac-toe: the warm-up's minimax answers a cell")
    w.end()
    return 0


if __name__ == "__main__":
    sys.exit(main())
