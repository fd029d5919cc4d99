#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The tournament's stages timed on N generated hand-ins (N from
TOURNAMENT_BENCH_HANDINS, default 12): the build and the checks
(--reuse-build, 2 jobs, the checks that play no matches), the gauntlet
and the round robin in 2 parts under GNU parallel; then the same scaled to
150 students, on this machine and on a cluster of 64 cores.

    bench-tournament.py REVERSI_TOURNAMENT BUILD_DIR KIT_SOURCE MAKE_HANDINS
"""
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

tournament, build, kit, make_handins = sys.argv[1:5]
count = int(os.environ.get("TOURNAMENT_BENCH_HANDINS", "12"))
if not shutil.which("parallel"):
    print("GNU parallel is not installed: skipped")
    sys.exit(77)
SETTINGS = """size = 8
timeout = 10
games = 4
openings = all-2
player = alphabeta:2:3:2
reference = 0 random
reference = 400 alphabeta:1:3:1
threshold = 0
round-robin-games = 2
checks = t1 t2 ex16 ex17 ex18 ex19 ex20 ex22
"""


def timed(command):
    start = time.monotonic()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.monotonic() - start


with tempfile.TemporaryDirectory(prefix="tournament-bench-") as top:
    top = Path(top)
    subprocess.run([sys.executable, make_handins, kit, str(top / "handins"), "--count", str(count)], check=True)
    (top / "t.txt").write_text(SETTINGS, encoding="utf-8")
    work = str(top / "work")
    build_s = timed([tournament, "build", str(top / "handins"), "-w", work, "-c", str(top / "t.txt"),
                     "-j", "2", "--reuse-build", build])
    gauntlet_s = timed(["parallel", tournament, "play", "gauntlet", "-w", work, "--part", "{}/2", ":::", "1", "2"])
    robin_s = timed(["parallel", tournament, "play", "round-robin", "-w", work, "--part", "{}/2", ":::", "1", "2"])
    report_s = timed([tournament, "report", "-w", work])
    # The same field in a Swiss system of 3 rounds (its own work folder,
    # the same built hand-ins and gauntlet).
    swiss_work = top / "swiss-work"
    swiss_work.mkdir()
    shutil.copy(Path(work) / "students.json", swiss_work)
    shutil.copytree(Path(work) / "gauntlet", swiss_work / "gauntlet")
    (swiss_work / "tournament.txt").write_text(SETTINGS + "swiss-rounds = 3\n", encoding="utf-8")
    swiss_s = sum(timed(["parallel", tournament, "play", "swiss", "-w", str(swiss_work), "--part", "{}/2",
                         ":::", "1", "2"]) for _round in range(3))
    swiss_games = 3 * (count // 2) * 2
    gauntlet_games, robin_games = count * 2 * 4, count * (count - 1) // 2 * 2
    print(f"{count} hand-ins on 2 cores (load {os.getloadavg()[0]:.1f}):")
    print(f"  build and checks: {build_s:.1f} s ({build_s / count:.2f} s a hand-in)")
    print(f"  gauntlet: {gauntlet_games} games in {gauntlet_s:.1f} s ({gauntlet_s / gauntlet_games:.3f} s a game)")
    print(f"  round robin: {robin_games} games in {robin_s:.1f} s ({robin_s / max(robin_games, 1):.3f} s a game)")
    print(f"  report: {report_s:.1f} s")
    print(f"  Swiss system instead, 3 rounds: {swiss_games} games in {swiss_s:.1f} s")
    per_game = (gauntlet_s + robin_s) / (gauntlet_games + robin_games)
    games_150 = 150 * 2 * 4 + 150 * 149 // 2 * 2
    print(f"150 hand-ins at these settings: build {150 * build_s / count / 60:.1f} min, "
          f"{games_150} games {games_150 * per_game / 60:.1f} min on this machine (2 cores), "
          f"{games_150 * per_game * 2 / 64 / 60:.1f} min on 64 cores; "
          f"with 7 Swiss rounds instead of the round robin {150 * 2 * 4 + 7 * 75 * 2} games, "
          f"{(150 * 2 * 4 + 7 * 75 * 2) * per_game / 60:.1f} min on this machine")
