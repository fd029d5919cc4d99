#!/usr/bin/env python3
"""A GTP program that misbehaves on purpose, for the match runner's tests.

Usage: fake-gtp.py MODE, where MODE says what it does at its first genmove:
  die       exit without answering
  nonsense  answer "= banana"
  garbage   answer a line that is not GTP at all
  hang      never answer
  illegal   answer A1, which is never legal early on
  resign    answer "= resign"
  refuse-size  refuse every boardsize (at the start, before any game)
Everything else it answers "=".
"""
import sys
import time

mode = sys.argv[1]


def answer(text):
    sys.stdout.write(text + "\n\n")
    sys.stdout.flush()


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
        elif mode == "hang":
            time.sleep(3600)
        elif mode == "illegal":
            answer("= A1")
        elif mode == "resign":
            answer("= resign")
    else:
        answer("=")
