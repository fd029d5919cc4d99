#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""What the search tree's hooks cost when no tree is recorded.

    bench-trace-off.py BUILD_BEFORE BUILD_AFTER [ROUNDS]

Runs the same benchmark programs of two builds (before the hooks, and
with them but tracing off) in turns, ROUNDS times (default 5), the order
swapped every round, and prints the median CPU time of each search in
each build and their ratio: the course's negamax (engine-bench-negamax,
8x8 start, Eval8x8B, depth 12: the hooks in solutions/alpha-beta.c) and
every line of bench-game-search (the common search's hooks).  CPU time,
not wall time, since the machine may be shared.
"""
import re
import resource
import statistics
import subprocess
import sys

before, after = sys.argv[1], sys.argv[2]
rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 5
times = {}   # (build, search) -> [cpu seconds]


def children_cpu():
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def run(build):
    start = children_cpu()
    subprocess.run([build + "/tests/engine/engine-bench-negamax", "1", "12"], check=True,
                   capture_output=True)
    times.setdefault((build, "negamax 8x8 start, depth 12"), []).append(children_cpu() - start)
    out = subprocess.run([build + "/tests/games-search/bench-game-search"], check=True,
                         capture_output=True, text=True).stdout
    for line in out.splitlines():
        m = re.match(r"(.*?)\s+[\d,]+ nodes .*\(cpu\s+([\d.]+) s\)", line)
        if m:
            times.setdefault((build, m.group(1).strip()), []).append(float(m.group(2)))


for r in range(rounds):
    for build in ((before, after) if r % 2 == 0 else (after, before)):
        run(build)
    print("round %d done" % (r + 1), file=sys.stderr, flush=True)

print("| search | before (s) | trace off (s) | change |")
print("| --- | ---: | ---: | ---: |")
for (build, search), values in times.items():
    if build != before:
        continue
    b = statistics.median(values)
    a = statistics.median(times[(after, search)])
    print("| %s | %.3f | %.3f | %+.1f%% |" % (search, b, a, 100.0 * (a - b) / b if b else 0.0))
