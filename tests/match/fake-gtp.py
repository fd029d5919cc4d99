#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""A GTP program that misbehaves on purpose, for the match runner's tests.

Usage: fake-gtp.py MODE [PIDFILE], where MODE says what it does at its
first genmove:
  die          exit without answering
  nonsense     answer "= banana"
  garbage      answer a line that is not GTP at all
  hang         never answer
  illegal      answer A1, which is never legal early on
  resign       answer "= resign"
  flood        write "= " and then bytes without end, never a line break
  flood-lines  write lines without end, never the empty line that ends an answer
  flood-blank  write empty lines without end (they come before an answer)
  huge         answer with 50 MB of text, properly ended
  family       start a child process (sleep 3600), then hang
  refuse-size  refuse every boardsize (at the start, before any game)
  crash        die of a segmentation fault (SIGSEGV)
Everything else it answers "=".  With PIDFILE it writes its process id
and process group there (and its child's id for family), one per line.
Arguments after MODE that start with "-" (the options the match runner
gives a kit player's engine: --player SPEC --size N --misere) are
written, one per line, to the file $FAKE_GTP_ARGS when that is set.
"""
import os
import signal
import subprocess
import sys
import time

mode = sys.argv[1]
options = sys.argv[2:] if len(sys.argv) > 2 and sys.argv[2].startswith("-") else []
if os.environ.get("FAKE_GTP_ARGS"):
    with open(os.environ["FAKE_GTP_ARGS"], "w") as f:
        f.write("\n".join(options) + "\n")
if len(sys.argv) > 2 and not options:
    lines = [str(os.getpid()), str(os.getpgid(0))]
    if mode == "family":
        child = subprocess.Popen(["sleep", "3600"])
        lines.append(str(child.pid))
    with open(sys.argv[2] + ".tmp", "w") as f:
        f.write("\n".join(lines) + "\n")
    os.rename(sys.argv[2] + ".tmp", sys.argv[2])

out = sys.stdout.buffer


def answer(text):
    out.write(text.encode() + b"\n\n")
    out.flush()


def flood(chunk):
    """Write chunk again and again until the reader is gone."""
    try:
        while True:
            out.write(chunk)
    except (BrokenPipeError, OSError):
        sys.exit(0)


for line in sys.stdin:
    words = line.split()
    if not words:
        continue
    command = words[0]
    if command == "quit":
        answer("=")
        break
    if command == "boardsize" and mode == "refuse-size":
        answer("? unacceptable size")
    elif command == "genmove":
        if mode == "die":
            sys.exit(3)
        elif mode == "nonsense":
            answer("= banana")
        elif mode == "garbage":
            answer("I am not a GTP engine")
        elif mode in ("hang", "family"):
            time.sleep(3600)
        elif mode == "crash":
            os.kill(os.getpid(), signal.SIGSEGV)
        elif mode == "illegal":
            answer("= A1")
        elif mode == "resign":
            answer("= resign")
        elif mode == "flood":
            out.write(b"= ")
            flood(b"x" * 65536)
        elif mode == "flood-lines":
            flood(b"= c4\n" * 10000)
        elif mode == "flood-blank":
            flood(b"\n" * 65536)
        elif mode == "huge":
            try:
                answer("= " + "x" * (50 * 1024 * 1024))
            except (BrokenPipeError, OSError):
                sys.exit(0)
    else:
        answer("=")
