#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The tic-tac-toe programs, run as a user runs them.

    test-tictactoe-programs.py TICTACTOE_FACTS TICTACTOE_PLAY

tictactoe-facts must succeed (what must agree does) and print the known
figures; tictactoe-play must play games between its
strategies, take moves typed on standard input, refuse bad ones with the
reason and go on, and refuse unknown players.
"""

import os
import subprocess
import sys

FACTS, PLAY = sys.argv[1], sys.argv[2]
ENV = dict(os.environ, LANGUAGE="C", LC_ALL="C.UTF-8", LANG="C.UTF-8")
failures = []


def run(args, stdin=""):
    return subprocess.run(args, input=stdin, capture_output=True, text=True, env=ENV,
                          timeout=60)


def check(condition, what, output=""):
    if not condition:
        failures.append("%s\n%s" % (what, output))


# --- tictactoe-facts -----------------------------------------------------
facts = run([FACTS])
check(facts.returncode == 0, "tictactoe-facts failed", facts.stdout + facts.stderr)
lines = {line.strip().split("  ")[0]: line for line in facts.stdout.splitlines()}
for label, figure in [("Possible games", "255,168"), ("won by X", "131,184"),
                      ("won by O", "77,904"), ("drawn", "46,080"),
                      ("Positions along all games", "549,946"),
                      ("Reachable positions", "5,478"), ("up to symmetry", "765"),
                      ("finished", "958")]:
    check(label in lines and lines[label].split()[-1] == figure,
          "tictactoe-facts: %s is not %s" % (label, figure), facts.stdout)
for name, figures in [("Matoike's minimax", ["549,946", "255,168", "0", "a1"]),
                      ("Matoike's alpha-beta", ["34,203", "14,113", "0", "a1"]),
                      ("common search: alpha-beta", ["20,866", "8,453", "0"])]:
    found = [l for l in facts.stdout.splitlines() if l.strip().startswith(name)]
    check(len(found) == 1 and found[0].split()[-len(figures):] == figures,
          "tictactoe-facts: the %s line is wrong" % name, facts.stdout)

# --- tictactoe-play: computers ---------------------------------------------
game = game_alphabeta_minimax = run([PLAY, "--x", "alphabeta", "--o", "minimax"])
check(game.returncode == 0 and game.stdout.rstrip().endswith("Draw."),
      "alphabeta against minimax is not a draw", game.stdout + game.stderr)
check(game.stdout.count(" plays ") == 9, "a drawn game has 9 moves", game.stdout)

for seed in range(1, 6):
    game = run([PLAY, "--x", "random", "--o", "alphabeta", "--seed", str(seed)])
    check(game.returncode == 0 and not game.stdout.rstrip().endswith("X has won."),
          "random beat alphabeta with seed %d" % seed, game.stdout)
    again = run([PLAY, "--x", "random", "--o", "alphabeta", "--seed", str(seed)])
    check(again.stdout == game.stdout, "the same seed played another game", again.stdout)

# --- tictactoe-play: a human ---------------------------------------------------
# X (human) b2; O answers a1 (the first of its best cells); then mistakes
# and legal moves.
human = run([PLAY], "b2\nd1\nb2\na1\n\nzz\nc3\nquit\n")
out = human.stdout
check(human.returncode == 1, "quitting should exit with status 1", out)
check("X plays b2" in out and "O plays a1" in out, "the first moves are missing", out)
check("“d1” is off the board: the columns are a to c." in out, "d1 not refused", out)
check("b2 is taken: X is there." in out, "b2 twice not refused", out)
check("a1 is taken: O is there." in out, "a1 (O's) not refused", out)
check("“zz” is not a cell" in out, "zz not refused", out)
check("X plays c3" in out, "c3 after the mistakes not played", out)
check("Game abandoned." in out, "quit not reported", out)

ended = run([PLAY, "--x", "human", "--o", "human"], "a1\na2\nb1\nb2\nc1\n")
check(ended.returncode == 0 and ended.stdout.rstrip().endswith("X has won."),
      "X's top row does not win", ended.stdout)

eof = run([PLAY], "b2\n")
check(eof.returncode == 1 and "Game abandoned." in eof.stdout, "end of input not handled",
      eof.stdout)

bad = run([PLAY, "--o", "perfect"])
check(bad.returncode == 2
      and "tictactoe-play has no player “perfect”; it has human, random, minimax, alphabeta."
      in bad.stderr, "an unknown player is not refused clearly", bad.stderr)

# The kit's one player syntax: the app's "alphabeta:9" and games-play's
# "minimax:end" name the same searches here (they read to the end); a
# shallower depth is refused, saying why; the old "alpha-beta" reads
# with a note.
same = run([PLAY, "--x", "alphabeta:9", "--o", "minimax:end"])
check(same.returncode == 0 and same.stdout == game_alphabeta_minimax.stdout and not same.stderr,
      "alphabeta:9 against minimax:end is not the alphabeta-minimax game", same.stdout + same.stderr)
old = run([PLAY, "--x", "alpha-beta", "--o", "minimax"])
check(old.returncode == 0 and old.stdout == game_alphabeta_minimax.stdout
      and old.stderr == "tictactoe-play: note: “alpha-beta” is an old spelling; write “alphabeta”.\n",
      "alpha-beta is not read with a note", old.stdout + old.stderr)
for spec, says in [("alphabeta:4", "the depth must be from 9 to 60, or “end”, not 4"),
                   ("minimax:x", "the depth “x” is neither a whole number nor “end”"),
                   ("alphabeta:9:2", "alphabeta takes 1 number here")]:
    bad = run([PLAY, "--o", spec])
    check(bad.returncode == 2 and says in bad.stderr, "%s not refused clearly" % spec, bad.stderr)

# --moves: the game starts from the position the moves make (sheet t2
# traces a search from one); a taken cell, text that is no cell and a
# move after the end are refused with exit 2 and the move's number.
start = run([PLAY, "--x", "alphabeta", "--o", "alphabeta", "--moves", "b2 a1 c3 a3 a2 c2"])
check(start.returncode == 0 and start.stdout.startswith("   a b c\n 1 O . .\n 2 X X O\n 3 O . X\nX to move.")
      and start.stdout.rstrip().endswith("Draw."), "--moves does not start from its position", start.stdout)
for moves, says in [("b2 b2", "move 2 of --moves: b2 is taken"),
                    ("b2 zz", "move 2 of --moves: “zz” is not a cell"),
                    ("a1 b1 a2 b2 a3 c3", "move 6 of --moves:")]:
    bad = run([PLAY, "--x", "alphabeta", "--o", "alphabeta", "--moves", moves])
    check(bad.returncode == 2 and says in bad.stderr and not bad.stdout,
          "--moves %s not refused clearly" % moves, bad.stdout + bad.stderr)

if failures:
    for failure in failures:
        print("FAIL:", failure)
    sys.exit(1)
print("ok")
