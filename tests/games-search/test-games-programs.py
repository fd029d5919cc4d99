#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""games-play and games-compare, run as a user runs them.

    test-games-programs.py GAMES_PLAY GAMES_COMPARE

games-play must play every game to its end between computer players,
give Kalah's extra turns to the same player, take typed moves and refuse
bad ones with the reason, and refuse unknown games, players and set-up
moves.  games-compare must succeed (the searches agree on every row) and
print the same table on every run.
"""

import os
import re
import subprocess
import sys

PLAY, COMPARE = sys.argv[1], sys.argv[2]
ENV = dict(os.environ, LANGUAGE="C", LC_ALL="C.UTF-8", LANG="C.UTF-8")
failures = []


def run(args, stdin=""):
    return subprocess.run(args, input=stdin, capture_output=True, text=True, env=ENV,
                          timeout=300)


def check(condition, what, output=""):
    if not condition:
        failures.append("%s\n%s" % (what, output[-3000:]))


# Computer against computer, every game, to the end.
for game, first, second, end in [
        ("tictactoe", "ordered:end", "alphabeta:end", "Draw."),
        ("tictactoe", "minimax:end", "random", None),
        ("kalah", "alphabeta:4", "ordered:4", None),
        ("reversi-4x4", "alphabeta:end", "ordered:end", None),
        ("reversi-6x6", "alphabeta:2", "random", None)]:
    r = run([PLAY, "--game", game, "--first", first, "--second", second])
    check(r.returncode == 0, "%s %s-%s did not finish" % (game, first, second), r.stdout + r.stderr)
    last = r.stdout.rstrip().splitlines()[-1] if r.stdout.strip() else ""
    if end:
        check(last == end, "%s %s-%s should end %r, not %r" % (game, first, second, end, last))

# The kit's one player syntax: perfect is the ordered search to the end,
# a search without a depth takes 6, and the old spelling alpha-beta still
# reads, with a one-line note on stderr.
r = run([PLAY, "--game", "tictactoe", "--first", "perfect", "--second", "alpha-beta"])
check(r.returncode == 0 and r.stdout.rstrip().endswith("Draw."), "perfect-alpha-beta", r.stdout)
check("(ordered, value" in r.stdout and "(alpha-beta, value" in r.stdout,
      "perfect or alpha-beta did not search", r.stdout)
check(r.stderr == "games-play: note: “alpha-beta” is an old spelling; write “alphabeta”.\n",
      "no note for the old spelling", r.stderr)
r = run([PLAY, "--game", "tictactoe", "--first", "alphabeta:9", "--second", "random:4:10:1"])
check(r.returncode == 0 and "write “random”" in r.stderr, "alphabeta:9-random:4:10:1",
      r.stdout + r.stderr)

# Perfect play on 4x4 Reversi: White wins by 10 discs (the kit's solver).
r = run([PLAY, "--game", "reversi-4x4", "--first", "ordered:end", "--second", "ordered:end"])
check("value -10000" in r.stdout.split("plays")[0], "4x4 is not worth -10 discs to Black", r.stdout)

# Kalah: pit 0 from the start ends in the store, so the same player moves again.
r = run([PLAY, "--game", "kalah", "--second", "alphabeta:2"], "0\n9\n1\nquit\n")
out = r.stdout
check(r.returncode == 1 and "Game abandoned." in out, "quit not handled", out)
moves = re.findall(r"(First|Second) plays (\d+)$", out, re.M)
check(moves[:2] == [("First", "0"), ("First", "1")],
      "the extra turn did not go to the first player: %s" % moves, out)
check("Pit 9 is the second player's" in out, "pit 9 not refused", out)

# Bad options.
for args, says in [
        (["--game", "chess"], "no game “chess”"),
        (["--first", "alphabeta:0"], "the depth must be from 1 to 60, or “end”, not 0"),
        (["--first", "alphabeta:6:14"], "alphabeta takes 1 number here"),
        (["--first", "perfect:3"], "perfect takes no numbers"),
        (["--first", "enhanced"], "games-play has no player “enhanced”"),
        (["--first", "negascout:3"], "“negascout:3” is not a player"),
        (["--game", "tictactoe", "--moves", "b2 b2"], "move 2 of --moves: b2 is taken")]:
    r = run([PLAY] + args)
    check(r.returncode == 2 and says in r.stderr, "%s: not refused with %r" % (args, says),
          r.stderr)

# games-compare: values agree (exit 0), and the table is reproducible.
a, b = run([COMPARE]), run([COMPARE])
check(a.returncode == 0, "games-compare found values that differ", a.stdout + a.stderr)
check(a.stdout == b.stdout, "games-compare printed two different tables", a.stdout + b.stdout)
rows = [l for l in a.stdout.splitlines() if l.startswith(("tictactoe", "kalah", "reversi", "go"))]
check(len(rows) >= 10, "games-compare printed %d rows" % len(rows), a.stdout)
check(any(l.startswith("tictactoe    start") and "255,168" in l for l in rows),
      "the tic-tac-toe row does not show minimax's 255,168 evaluations", a.stdout)

if failures:
    for failure in failures:
        print("FAIL:", failure)
    sys.exit(1)
print("ok")
