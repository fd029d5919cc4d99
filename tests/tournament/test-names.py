#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""reversi-match names players as the players file says (NAME = PLAYER),
in the result file, the tables and the ratings; a line that names no
player is refused with status 2 and changes nothing.

    test-names.py REVERSI_MATCH
"""
import subprocess
import sys
import tempfile
import unicodedata
from pathlib import Path

match = sys.argv[1]
with tempfile.TemporaryDirectory() as work:
    work = Path(work)
    players = work / "class.txt"
    players.write_text("# a class\nランダム = random\ns1234567 (s1234567-1-4-1) = alphabeta:1:4:1\n"
                       "alphabeta:2:4:1\n", encoding="utf-8")
    result = work / "r.txt"
    run = subprocess.run([match, "-r", "-n", "2", "--openings", "all-1", "--players-file", str(players),
                          "--no-progress", "-q", "-o", str(result)], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    lines = [l.split("\t") for l in result.read_text(encoding="utf-8").splitlines() if l.startswith("game\t")]
    assert len(lines) == 6, lines
    names = {l[4] for l in lines} | {l[5] for l in lines}
    assert names == {"ランダム", "s1234567 (s1234567-1-4-1)", "alphabeta:2:4:1"}, names
    table = run.stdout[run.stdout.index("Round robin"):].splitlines()
    rows = table[2:5]
    assert len({r[4:] for r in rows}) == 3, rows
    assert any("s1234567 (s1234567-1-4-1)" in r for r in rows), rows
    # The columns line up in a terminal, where ランダム takes 8 columns:
    # every row and the heading end at the same column.
    def columns(line):
        return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in line)
    assert len({columns(r) for r in table[1:5]}) == 1, table[1:5]
    assert table[1].rstrip().endswith("games"), table[1]

    # Ratings with the named player as an anchor, and a tab-separated copy.
    tsv = work / "r.tsv"
    run = subprocess.run([match, "--summary", "--anchor", "ランダム=0", "--ratings-file", str(tsv), str(result)],
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    rated = [l.split("\t") for l in tsv.read_text(encoding="utf-8").splitlines() if not l.startswith("#")]
    assert {r[1] for r in rated} == names and len(rated) == 3, rated
    anchor = next(r for r in rated if r[1] == "ランダム")
    assert float(anchor[2]) == 0 and anchor[7] == "1", anchor
    for bad in (["--anchor", "nobody=0"], ["--anchor", "ランダム=1e9"], ["--anchor", "ランダム"]):
        run = subprocess.run([match, "--summary", *bad, str(result)], capture_output=True, text=True)
        assert run.returncode == 2 and "--anchor" in run.stderr, (bad, run.returncode, run.stderr)
    run = subprocess.run([match, "--ratings", "random", "alphabeta:1"], capture_output=True, text=True)
    assert run.returncode == 2 and "--summary" in run.stderr, run.stderr

    # A line that names no player: refused, the result file left as it was.
    before = result.read_bytes()
    players.write_text("s1 = \nrandom\nalphabeta:1\n", encoding="utf-8")
    run = subprocess.run([match, "-r", "-n", "2", "--players-file", str(players), "-o", str(result)],
                         capture_output=True, text=True)
    assert run.returncode == 2 and "names no player" in run.stderr, run.stderr
    assert result.read_bytes() == before
print("ok")
