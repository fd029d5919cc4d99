#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The class tournament from a folder of hand-ins to its report.

Six hand-ins made from the reference solutions (make-handins.py: a
strong one, a weaker one, one that does not build, one that fails a
check, one that prints to stdout, one that crashes mid-game) are built
and checked, then the gauntlet and the round robin are played in parts
under GNU parallel, one part of the gauntlet killed (SIGKILL, with its
runner and engines) half way and resumed; the report's CSV and HTML are
checked: the ratings ordered as the strengths, the broken hand-ins
reported with their reason, every game of the schedule there once.

    test-tournament.py REVERSI_TOURNAMENT BUILD_DIR KIT_SOURCE MAKE_HANDINS
Exit 77 (skipped) without GNU parallel.
"""
import csv
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

tournament, build, kit, make_handins = sys.argv[1:5]
# Under AddressSanitizer the crashing hand-in's segmentation fault stays
# the signal its forfeit names, not the sanitizer's report and status 1.
asan = os.environ.get("ASAN_OPTIONS", "")
os.environ["ASAN_OPTIONS"] = (asan + ":" if asan else "") + "handle_segv=0:handle_sigbus=0"
if not shutil.which("parallel"):
    print("GNU parallel is not installed: skipped")
    sys.exit(77)

# Fast settings (CI time): 8x8, depth 2, two references, few openings,
# the checks that do not play matches.
SETTINGS = """# the test's tournament
size = 8
timeout = 10
games = 4
openings = all-2
player = alphabeta:2:3:2
reference = 0 random
reference = 400 alphabeta:1:3:1
threshold = 30
round-robin-games = 4
checks = t1 t2 ex16 ex17 ex18 ex19 ex20 ex22
pass = score 50 alphabeta:1:3:1
"""


def run(*args, expect=0):
    result = subprocess.run([tournament, *args], capture_output=True, text=True)
    assert result.returncode == expect, (args, result.returncode, result.stdout, result.stderr)
    return result


def game_lines(path):
    return [l.split("\t") for l in Path(path).read_text(encoding="utf-8").splitlines() if l.startswith("game\t")]


with tempfile.TemporaryDirectory(prefix="tournament-test-") as top:
    top = Path(top)
    subprocess.run([sys.executable, make_handins, kit, str(top / "handins")], check=True, capture_output=True)
    config = top / "tournament.txt"
    config.write_text(SETTINGS, encoding="utf-8")
    work = top / "work"

    # Bad options and settings change nothing and exit 2.
    run("build", str(top / "handins"), "-w", str(work), "-c", str(config), "-j", "0", expect=2)
    bad = top / "bad.txt"
    bad.write_text(SETTINGS.replace("threshold = 30", "threshold = 101"), encoding="utf-8")
    assert "threshold" in run("build", str(top / "handins"), "-w", str(work), "-c", str(bad), expect=2).stderr
    bad.write_text(SETTINGS.replace("checks = t1", "checks = zz t1"), encoding="utf-8")
    assert "zz" in run("build", str(top / "handins"), "-w", str(work), "-c", str(bad), expect=2).stderr
    assert not work.exists()

    started = time.monotonic()
    built = run("build", str(top / "handins"), "-w", str(work), "-c", str(config), "-j", "2",
                "--reuse-build", build)
    print(f"build and checks: {time.monotonic() - started:.1f} s")
    assert re.search(r"\[6/6\] .*about \d+ s left", built.stderr), built.stderr
    out = built.stdout
    assert "s1000003: build-failed (does not build:" in out and "alpha-beta.c:" in out, out
    assert "s1000004: checks-failed (fails the checks: ex20:" in out, out
    assert re.search(r"s1000005: ok\n    warning: prints to stdout .*printf", out), out
    for ok in ("s1000001", "s1000002", "s1000006"):
        assert f"{ok}: ok" in out, out

    # The gauntlet: part 1 of 3 alone, killed with everything it started
    # once it has played a game; then all three parts under GNU parallel.
    gauntlet = work / "gauntlet"
    part = subprocess.Popen([tournament, "play", "gauntlet", "-w", str(work), "--part", "1/3"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and not any(game_lines(p) for p in gauntlet.glob("*.txt")):
        time.sleep(0.02)
    os.killpg(part.pid, signal.SIGKILL)
    part.wait()
    before = sum(len(game_lines(p)) for p in gauntlet.glob("*.txt"))
    assert before >= 1
    subprocess.run(["parallel", tournament, "play", "gauntlet", "-w", str(work), "--part", "{}/3",
                    ":::", "1", "2", "3"], check=True, capture_output=True)
    # The round robin cannot start before the gauntlet is done; it is now.
    subprocess.run(["parallel", tournament, "play", "round-robin", "-w", str(work), "--part", "{}/2",
                    ":::", "1", "2"], check=True, capture_output=True)
    # Played again: nothing is played twice.
    subprocess.run(["parallel", tournament, "play", "gauntlet", "-w", str(work), "--part", "{}/3",
                    ":::", "1", "2", "3"], check=True, capture_output=True)
    for path in list(gauntlet.glob("*.txt")) + list((work / "round-robin").glob("part*.txt")):
        numbers = [g[1] for g in game_lines(path)]
        assert len(numbers) == len(set(numbers)), (path, numbers)
    # 4 playing hand-ins x 2 references x 4 games; the crasher loses all
    # its games and stays below the threshold: 3 in the round robin, 3
    # pairs x 4 games.
    assert sum(len(game_lines(p)) for p in gauntlet.glob("*.txt")) == 32
    assert sum(len(game_lines(p)) for p in (work / "round-robin").glob("part*.txt")) == 12

    report = run("report", "-w", str(work))
    assert "games: 44 of the 44 of the schedule" in report.stdout, report.stdout
    assert "Round robin" in report.stdout and "Ratings" in report.stdout
    rows = {r["id"]: r for r in csv.DictReader(open(work / "report" / "grades.csv", encoding="utf-8"))}
    assert set(rows) == {f"s100000{i}" for i in range(1, 7)}
    assert rows["s1000003"]["status"] == "build-failed" and rows["s1000003"]["pass"] == "fail"
    assert "does not build" in rows["s1000003"]["why"]
    assert rows["s1000004"]["status"] == "checks-failed" and rows["s1000004"]["failed"] == "ex20"
    assert "ex20" in rows["s1000004"]["why"] and rows["s1000004"]["rating"] == ""
    assert "prints to stdout" in rows["s1000005"]["warnings"]
    assert int(rows["s1000006"]["forfeits"]) == 8 and "crashed: signal 11" in rows["s1000006"]["forfeit reasons"]
    assert rows["s1000006"]["pass"] == "fail" and rows["s1000006"]["gauntlet %"] == "0.0"
    assert rows["s1000001"]["name"] == "s1000001 (s1000001-2-3-2)"
    assert float(rows["s1000001"]["seconds per move"]) < 2.5 and rows["s1000003"]["seconds per move"] == ""
    rating = {k: float(r["rating"]) for k, r in rows.items() if r["rating"]}
    # Strong above weak above the crasher; the printing one is the strong one's code.
    assert rating["s1000001"] > rating["s1000002"] > rating["s1000006"], rating
    assert rating["s1000001"] == rating["s1000005"], rating
    assert rows["s1000001"]["pass"] == "pass" and "against alphabeta:1:3:1" in rows["s1000001"]["why"]
    assert not any("slow:" in r["warnings"] for r in rows.values()), rows

    page = (work / "report" / "index.html").read_text(encoding="utf-8")
    assert "<script" not in page.lower() and "http://" not in page.replace("http://www.w3.org/2000/svg", "")
    assert "<svg" in page and page.count("<circle") == 6, page.count("<circle")
    assert "s1000003" in page and "does not build" in page
    # The same page in Japanese (the build's catalogue), each linking to the other.
    japanese = (work / "report" / "index.ja.html").read_text(encoding="utf-8")
    assert '<html lang="ja">' in japanese and "クラス対抗戦" in japanese and 'href="index.html"' in japanese
    assert 'href="index.ja.html"' in page and "<script" not in japanese.lower()
    # The hand-ins table speaks the page's language: its headings, the
    # verdicts and their reasons (the CSV keeps English column names).
    assert "<th>student id</th>" in page and ">not accepted<" in page and "the rule asks 50%" in page
    assert "<th>学籍番号</th>" in japanese and ">不受理<" in japanese and ">受理<" in japanese
    assert "基準は 50%" in japanese and "the rule asks" not in japanese
    links = re.findall(r'href="(games/[^"]+\.ggf)"', page)
    assert len(set(links)) == 44, len(set(links))
    for link in links:
        assert (work / "report" / link).read_text(encoding="utf-8").startswith("(;GM[Othello]")
    # A student's own program against the same yardstick (this build's engine).
    own = run("self", "-c", str(config), "-w", str(top / "self"))
    assert re.search(r"^against random: [\d.]+ of 4$", own.stdout, re.M), own.stdout
    assert re.search(r"^against alphabeta:1:3:1: [\d.]+ of 4$", own.stdout, re.M), own.stdout
    assert re.search(r"^rating: -?\d+ ± \d+$", own.stdout, re.M), own.stdout
    assert re.search(r"^(pass|fail): scored .* against alphabeta:1:3:1; the rule asks 50%$", own.stdout, re.M)
    # The same games judged under the shortest limit a tournament file
    # takes, 1 ms a move: a hand-in that thinks over a quarter of it on
    # average is warned with its average, and only such a one.  (How long
    # a move of these takes depends on the machine: a row shown as 0.000 s
    # may fall either side, so the rule is checked where it can be.)
    stored = work / "tournament.txt"
    stored.write_text(stored.read_text(encoding="utf-8").replace("timeout = 10", "timeout = 0.001"),
                      encoding="utf-8")
    run("report", "-w", str(work))
    rows = {r["id"]: r for r in csv.DictReader(open(work / "report" / "grades.csv", encoding="utf-8"))}
    warned = 0
    for played in ("s1000001", "s1000002", "s1000005"):
        row = rows[played]
        found = re.search(r"slow: ([\d.e-]+) s a move on average, the time limit is 0.001 s", row["warnings"])
        if found:
            assert float(found.group(1)) > 0.00025, row
            warned += 1
        else:
            assert float(row["seconds per move"]) < 0.0005, row
    assert warned or all(float(rows[p]["seconds per move"]) == 0 for p in ("s1000001", "s1000002")), rows
    assert "slow:" not in rows["s1000003"]["warnings"] and "slow:" not in rows["s1000004"]["warnings"]

    # A Swiss system instead of the round robin, on the same gauntlet: two
    # rounds of the three who qualified, each round one pair (4 games) and
    # a bye; the second round pairs who have not met and gives the bye to
    # another.  Without swiss-rounds in the file it is refused.
    assert "swiss-rounds" in run("play", "swiss", "-w", str(work), expect=2).stderr
    swiss_work = top / "swiss-work"
    swiss_work.mkdir()
    shutil.copy(work / "students.json", swiss_work)
    shutil.copytree(gauntlet, swiss_work / "gauntlet")
    (swiss_work / "tournament.txt").write_text(SETTINGS + "swiss-rounds = 2\n", encoding="utf-8")
    rounds = []
    for number in (1, 2):
        subprocess.run(["parallel", tournament, "play", "swiss", "-w", str(swiss_work), "--part", "{}/2",
                        ":::", "1", "2"], check=True, capture_output=True)
        lines = (swiss_work / "swiss" / f"round{number}.txt").read_text(encoding="utf-8").splitlines()
        pair = frozenset(lines[0].split("\t"))
        bye = [l.split("\t")[1] for l in lines if l.startswith("bye\t")]
        assert len(lines) == 2 and len(pair) == 2 and len(bye) == 1 and bye[0] not in pair, lines
        assert len(game_lines(swiss_work / "swiss" / f"round{number}" / "pair1.txt")) == 4
        rounds.append((pair, bye[0]))
    assert rounds[0][0] != rounds[1][0] and rounds[0][1] != rounds[1][1], rounds
    assert "all 2 Swiss rounds are played" in run("play", "swiss", "-w", str(swiss_work)).stderr
    swiss_report = run("report", "-w", str(swiss_work))
    assert "games: 40 of the 40 of the schedule" in swiss_report.stdout, swiss_report.stdout
    print(f"whole test: {time.monotonic() - started:.1f} s")
print("ok")
