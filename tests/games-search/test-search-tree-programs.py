#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""--trace on the headless players, run as a user runs them.

    test-search-tree-programs.py GAMES_PLAY REVERSI_PLAY [TICTACTOE_PLAY TICTACTOE_FACTS]

Each program writes the tree of its first computer search: DOT for a
name ending in .dot, a text outline otherwise or with --trace-format
text; the file's counts are those the program prints for that search.
A file that cannot be written, an unknown format and a cap out of range
are refused with a message and exit status 2, before anything is played.
Where Graphviz's dot is installed the DOT file must render to SVG.
tictactoe-play traces the warm-ups' searches (t1, t2) from the rules'
tictactoe_play, in the child process the search runs in: the file's
counts are those tictactoe-facts reports for the same search.
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile

PLAY, REVERSI = sys.argv[1], sys.argv[2]
TICTACTOE, FACTS = (sys.argv[3], sys.argv[4]) if len(sys.argv) > 4 else (None, None)
ENV = dict(os.environ, LANGUAGE="C", LC_ALL="C.UTF-8", LANG="C.UTF-8")
failures = []


def run(args):
    return subprocess.run(args, capture_output=True, text=True, env=ENV, timeout=300)


def check(condition, what, output=""):
    if not condition:
        failures.append("%s\n%s" % (what, output[-3000:]))


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


with tempfile.TemporaryDirectory() as folder:
    dot_file = os.path.join(folder, "kalah.dot")
    r = run([PLAY, "--game", "kalah", "--first", "alphabeta:3", "--second", "alphabeta:2",
             "--trace", dot_file])
    check(r.returncode == 0, "games-play --trace kalah.dot failed", r.stdout + r.stderr)
    dot = read(dot_file) if os.path.exists(dot_file) else ""
    check(dot.startswith("digraph"), "kalah.dot is not DOT", dot)
    # The file's counts are the first search's, as games-play prints them.
    printed = re.search(r"alpha-beta, value -?\d+, line[^,]*, ([\d,]+) nodes", r.stdout)
    counted = re.search(r"(\d+) nodes, (\d+) evaluations", dot)
    check(printed and counted and printed.group(1).replace(",", "") == counted.group(1),
          "the trace's node count is not the search's", r.stdout + dot[:400])
    check("style=dashed" in dot, "alpha-beta on Kalah shows no cut", dot[:2000])

    text_file = os.path.join(folder, "tree.out")
    r = run([PLAY, "--game", "tictactoe", "--first", "minimax:end", "--second", "random",
             "--moves", "b2 a1 c3 a3", "--trace", text_file])
    text = read(text_file) if os.path.exists(text_file) else ""
    check(r.returncode == 0 and "minimax" in text and "* root" in text,
          "games-play --trace tree.out wrote no text outline", r.stderr + text)
    check("x " not in text.split("(cut)", 1)[-1], "minimax shows a cut", text)

    reversi_file = os.path.join(folder, "reversi.txt")
    r = run([REVERSI, "--size", "4", "--depth", "3", "--quiet", "--trace", reversi_file,
             "--trace-format", "dot"])
    reversi = read(reversi_file) if os.path.exists(reversi_file) else ""
    check(r.returncode == 0 and reversi.startswith("digraph"),
          "reversi-play --trace-format dot wrote no DOT", r.stderr + reversi)

    capped = os.path.join(folder, "capped.txt")
    r = run([REVERSI, "--size", "4", "--depth", "6", "--quiet", "--trace", capped,
             "--trace-max-nodes", "10"])
    check(r.returncode == 0 and "stops at its cap of 10 nodes" in read(capped),
          "a capped trace does not say it was cut off", r.stderr)

    # Refused before anything is played: exit status 2 and a message.
    for args, message in [
            ([PLAY, "--first", "alphabeta:2", "--trace", os.path.join(folder, "no", "x.dot")],
             "there is no folder"),
            ([PLAY, "--trace", folder], "not a file name"),
            ([PLAY, "--trace", dot_file, "--trace-format", "svg"], "--trace-format must be dot or text"),
            ([PLAY, "--trace-format", "dot"], "--trace-format needs --trace"),
            ([PLAY, "--trace", dot_file, "--trace-max-nodes", "0"], "--trace-max-nodes must be"),
            ([REVERSI, "--trace", dot_file, "--trace-max-nodes", "x"], "--trace-max-nodes must be"),
            ([REVERSI, "--trace", os.path.join(folder, "no", "x.txt")], "there is no folder")]:
        r = run(args)
        check(r.returncode == 2 and message in r.stderr and r.stdout == "",
              "%s: expected exit 2 with “%s”" % (" ".join(args[1:]), message), r.stdout + r.stderr)

    if TICTACTOE:
        facts = run([FACTS]).stdout
        # t2's whole tree is kept (34,203 nodes from the empty board); t1's
        # (549,946) is cut off, its counts still complete.
        for strategy, exercise, other, cap in (("alphabeta", "t2", "minimax", "40000"),
                                               ("minimax", "t1", "alphabeta", "2000")):
            name = os.path.join(folder, "%s.txt" % exercise)
            r = run([TICTACTOE, "--x", strategy, "--o", other, "--trace", name, "--trace-max-nodes", cap])
            check(r.returncode == 0, "tictactoe-play --x %s --trace failed" % strategy, r.stdout + r.stderr)
            text = read(name) if os.path.exists(name) else ""
            counted = re.search(r"(\d+) nodes, (\d+) evaluations", text)
            reported = re.search(r"\(exercise %s\)\s+([\d,]+)\s+([\d,]+)" % exercise, facts)
            check(counted and reported and counted.groups() == tuple(g.replace(",", "") for g in reported.groups()),
                  "tictactoe-play's %s trace counts what tictactoe-facts reports" % exercise, text[:400] + facts)
            if exercise == "t2":
                check("cut: never searched" in text and "stops at its cap" not in text,
                      "the t2 trace is whole and has alpha-beta's cuts", text[:400])
            else:
                check("stops at its cap of 2000 nodes" in text, "the t1 trace says it was cut off", text[:400])
        ttt_dot = os.path.join(folder, "t2.dot")
        r = run([TICTACTOE, "--x", "random", "--o", "alphabeta", "--trace", ttt_dot, "--trace-max-nodes", "200"])
        check(r.returncode == 0 and read(ttt_dot).startswith("digraph"), "tictactoe-play --trace t2.dot is not DOT",
              r.stdout + r.stderr)
        r = run([TICTACTOE, "--x", "alphabeta", "--trace", os.path.join(folder, "no", "t.txt")])
        check(r.returncode == 2 and "there is no folder" in r.stderr and r.stdout == "",
              "tictactoe-play refuses a --trace it cannot write, exit 2", r.stdout + r.stderr)

    dot_program = shutil.which("dot")
    if dot_program:
        for name in (dot_file, reversi_file) + ((ttt_dot,) if TICTACTOE else ()):
            r = subprocess.run([dot_program, "-Tsvg", name], capture_output=True, text=True)
            check(r.returncode == 0 and "<svg" in r.stdout, "dot -Tsvg %s failed" % name, r.stderr)
    else:
        print("# SKIP rendering: Graphviz's dot is not installed (Debian package graphviz)")

if failures:
    print("\n\n".join(failures))
    sys.exit(1)
print("search-tree programs: all checks passed")
