#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""kalah-tables --data against the article's own listings.

    test-kalah-tables.py KALAH_TABLES ARTICLE_TABLES_TXT

ARTICLE_TABLES_TXT is the output of build-aux/kalah-article-listings.py (the
article's Python listings run as printed).  Every data line must be equal,
and the program's table view must succeed too.
"""

import subprocess
import sys

program, data_file = sys.argv[1], sys.argv[2]
with open(data_file, encoding="utf-8") as f:
    expected = [l.rstrip("\n") for l in f if l.strip() and not l.startswith("#")]
run = subprocess.run([program, "--data"], capture_output=True, text=True, timeout=120)
if run.returncode != 0:
    sys.exit("kalah-tables --data failed (%d): %s" % (run.returncode, run.stderr))
actual = run.stdout.splitlines()
if len(expected) != 32:
    sys.exit("%s has %d data lines, not 32" % (data_file, len(expected)))
differ = [(e, a) for e, a in zip(expected, actual) if e != a]
if differ or len(actual) != len(expected):
    for e, a in differ:
        print("article's listings: %s\nkalah-tables:         %s" % (e, a))
    sys.exit("kalah-tables differs from the article's listings (%d lines, %d differ)"
             % (len(actual), len(differ)))
table = subprocess.run([program], capture_output=True, text=True, timeout=120,
                       env={"LANGUAGE": "C", "LC_ALL": "C.UTF-8"})
if table.returncode != 0 or "41, 31" not in table.stdout:
    sys.exit("kalah-tables (the table view) failed: %s" % table.stderr)
print("ok: 32 games equal")
