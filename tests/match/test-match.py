#!/usr/bin/env python3
"""The match runner: summaries add up, result files read back, parts merge.

Usage: test-match.py PATH/TO/reversi-match PATH/TO/fake-gtp.py

Short matches between low-depth players on small boards.
"""
import os
import re
import subprocess
import sys
import tempfile

failures = 0


def check(condition, message):
    global failures
    if not condition:
        failures += 1
        print("FAIL:", message)


def run(args, expect_status=0):
    proc = subprocess.run([MATCH, *args], capture_output=True, text=True, timeout=600)
    check(proc.returncode == expect_status,
          f"reversi-match {' '.join(args)}: status {proc.returncode}, expected {expect_status}\n"
          f"stderr: {proc.stderr}")
    return proc


def read_results(path):
    """The game lines of a result file, as dicts."""
    games = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            fields = line.rstrip("\n").split("\t")
            check(len(fields) == 14 and fields[0] == "game", f"result line has 14 fields: {line!r}")
            games.append({
                "index": int(fields[1]), "size": int(fields[2]), "rule": fields[3],
                "black": fields[4], "white": fields[5], "outcome": fields[6],
                "black_discs": int(fields[7]), "white_discs": int(fields[8]),
                "opening": "" if fields[11] == "-" else fields[11],
                "moves": fields[12], "note": "" if fields[13] == "-" else fields[13],
            })
    return games


def parse_summary(text):
    """{player: {"as Black": [games, wins, draws, losses, score, discs, against, forfeits], ...}}"""
    players = {}
    current = None
    for line in text.splitlines():
        m = re.match(r"^\d+\. (.*)$", line)
        if m:
            current = players.setdefault(m.group(1), {})
            continue
        m = re.match(r"^    (as Black|as White|total)\s+(.*)$", line)
        if m and current is not None:
            current[m.group(1)] = [float(x) for x in m.group(2).split()]
    return players


def summary_part(stdout):
    """The summary printed after the games."""
    i = stdout.find("Summary:")
    return stdout[i:] if i >= 0 else ""


def check_summary_adds_up(summary, games):
    players = parse_summary(summary)
    names = set()
    for g in games:
        names.add(g["black"])
        names.add(g["white"])
    check(set(players) == names, f"summary players {set(players)} vs result players {names}")
    total_games = 0
    for name, rows in players.items():
        check(set(rows) == {"as Black", "as White", "total"}, f"{name}: rows {set(rows)}")
        if set(rows) != {"as Black", "as White", "total"}:
            continue
        for label, r in rows.items():
            check(r[0] == r[1] + r[2] + r[3], f"{name} {label}: games = wins + draws + losses: {r}")
            check(r[4] == r[1] + r[2] / 2, f"{name} {label}: score = wins + draws/2: {r}")
        for k in range(8):
            check(rows["total"][k] == rows["as Black"][k] + rows["as White"][k],
                  f"{name}: total column {k} = Black + White")
        # Recount from the result lines.
        as_black = [g for g in games if g["black"] == name]
        as_white = [g for g in games if g["white"] == name]
        check(rows["as Black"][0] == len(as_black), f"{name}: games as Black")
        check(rows["as White"][0] == len(as_white), f"{name}: games as White")
        wins = sum(1 for g in as_black if g["outcome"] in ("black-wins", "white-forfeits")) + \
            sum(1 for g in as_white if g["outcome"] in ("white-wins", "black-forfeits"))
        check(rows["total"][1] == wins, f"{name}: wins {rows['total'][1]} vs {wins} in the file")
        discs = sum(g["black_discs"] for g in as_black) + sum(g["white_discs"] for g in as_white)
        check(rows["total"][5] == discs, f"{name}: disc total")
        total_games += rows["total"][0]
    check(total_games == 2 * len(games), "every game counted once for each of its two players")
    all_wins = sum(r["total"][1] for r in players.values() if "total" in r)
    all_losses = sum(r["total"][3] for r in players.values() if "total" in r)
    check(all_wins == all_losses, "wins and losses balance")


def check_outcomes(games):
    """The outcome agrees with the discs (under the game's rule)."""
    for g in games:
        if g["outcome"].endswith("forfeits"):
            continue
        diff = g["black_discs"] - g["white_discs"]
        if g["rule"] == "misere":
            diff = -diff
        want = "black-wins" if diff > 0 else "white-wins" if diff < 0 else "draw"
        check(g["outcome"] == want, f"game {g['index']}: outcome {g['outcome']}, discs say {want}")


def test_two_player_match(tmp):
    a, b = "alphabeta:2:6:1", "alphabeta:1:6:0"
    out = os.path.join(tmp, "two.txt")
    proc = run(["-n", "6", "-s", "6", "-o", out, a, b])
    games = read_results(out)
    check(len(games) == 6, f"6 games written, got {len(games)}")
    check([g["index"] for g in games] == list(range(1, 7)), "indexes 1..6")
    for g in games:
        # Colours alternate: the first player is Black in games 1, 3, 5.
        first_black = g["index"] % 2 == 1
        check((g["black"], g["white"]) == ((a, b) if first_black else (b, a)),
              f"game {g['index']}: colours {g['black']} / {g['white']}")
        check(f"Game {g['index']}: " in proc.stdout, f"game {g['index']} printed")
        check(g["moves"] in proc.stdout, f"game {g['index']}'s moves printed")
    check_outcomes(games)
    summary = summary_part(proc.stdout)
    check_summary_adds_up(summary, games)
    check("[6/6]" in proc.stderr, "progress on stderr")
    # Read back: the same summary.
    again = run(["--summary", out])
    check(again.stdout == summary, f"summary read back differs:\n{again.stdout}\n---\n{summary}")
    # Quiet: only the summary.
    quiet = run(["-q", "--no-progress", "-n", "6", "-s", "6", a, b])
    check(quiet.stdout == summary, "--quiet prints the same summary and nothing else")
    check(quiet.stderr == "", "--no-progress keeps stderr empty")


def test_misere(tmp):
    out = os.path.join(tmp, "misere.txt")
    proc = run(["-n", "4", "-s", "4", "--misere", "-o", out, "alphabeta:2:6:1", "alphabeta:2:6:0"])
    games = read_results(out)
    check(len(games) == 4 and all(g["rule"] == "misere" for g in games), "misère games recorded")
    check_outcomes(games)
    check_summary_adds_up(summary_part(proc.stdout), games)


def test_openings(tmp):
    out = os.path.join(tmp, "openings.txt")
    run(["-n", "8", "-s", "6", "--openings", "all-2", "-o", out, "alphabeta:1:4:1", "alphabeta:1:4:0"])
    games = read_results(out)
    openings = [g["opening"] for g in games]
    check(all(len(o.split()) == 2 for o in openings), f"all-2 openings have 2 moves: {openings}")
    for g in games:
        check(g["moves"].startswith(g["opening"] + " "), f"game {g['index']} starts with its opening")
    for j in range(0, 8, 2):
        # Each opening twice, colours swapped.
        check(openings[j] == openings[j + 1], f"games {j + 1} and {j + 2} share the opening")
        check(games[j]["black"] == games[j + 1]["white"], f"games {j + 1} and {j + 2} swap colours")
    distinct = list(dict.fromkeys(openings))
    check(len(distinct) >= 2, f"more than one opening: {distinct}")
    # Cycling in a fixed order.
    period = len(distinct)
    for j in range(len(openings)):
        check(openings[j] == distinct[(j // 2) % period], f"game {j + 1}: openings cycle in order")
    again = os.path.join(tmp, "openings2.txt")
    run(["-n", "8", "-s", "6", "--openings", "all-2", "-o", again, "alphabeta:1:4:1", "alphabeta:1:4:0"])
    check([g["opening"] for g in read_results(again)] == openings, "the same openings in the same order")

    # From a file; comments and empty lines skipped; passes may be left out.
    opening_file = os.path.join(tmp, "openings.lst")
    with open(opening_file, "w", encoding="utf-8") as f:
        f.write("# two openings\nf5 d6\n\nf5f6 e6  # parallel\n")
    out = os.path.join(tmp, "file-openings.txt")
    run(["-n", "4", "--openings-file", opening_file, "-o", out, "alphabeta:1:4:1", "alphabeta:1:4:0"])
    check([g["opening"] for g in read_results(out)] == ["f5 d6", "f5 d6", "f5 f6 e6", "f5 f6 e6"],
          "openings from the file, each twice")

    with open(opening_file, "w", encoding="utf-8") as f:
        f.write("f5 d6\nf5 a1\n")
    proc = run(["-n", "2", "--openings-file", opening_file, "alphabeta:1:4:1", "alphabeta:1:4:0"], 2)
    check("line 2" in proc.stderr, f"a bad opening names its line: {proc.stderr}")
    run(["-n", "2", "--openings", "some", "alphabeta:1", "alphabeta:2"], 2)
    run(["-n", "2", "--openings", "all-9", "alphabeta:1", "alphabeta:2"], 2)


def test_round_robin_parts(tmp):
    players = ["alphabeta:1:4:0", "alphabeta:2:4:1", "alphabeta:1:4:2", "alphabeta:2:4:0"]
    # A player that uses chance must still play each game the same in a
    # part as in the whole (each game is seeded from its number).
    if re.search(r"^  random ", run(["--help"]).stdout, re.M):
        players[3] = "random"
    whole = os.path.join(tmp, "whole.txt")
    proc = run(["-r", "-n", "2", "-s", "6", "-o", whole, *players])
    games = read_results(whole)
    check(len(games) == 6 * 2, f"4 players, 6 pairs, 2 games each: {len(games)}")
    check_summary_adds_up(summary_part(proc.stdout), games)
    check("Round robin" in proc.stdout, "round-robin table printed")
    parts = []
    for i in (1, 2, 3):
        path = os.path.join(tmp, f"part{i}.txt")
        run(["-r", "-n", "2", "-s", "6", "--part", f"{i}/3", "-o", path, *players])
        parts.append(path)
    indexes = [sorted(g["index"] for g in read_results(p)) for p in parts]
    check(sorted(sum(indexes, [])) == sorted(g["index"] for g in games), "the parts cover the whole schedule")
    check(all(len(set(a) & set(b)) == 0 for a in indexes for b in indexes if a is not b), "parts are disjoint")
    merged = run(["--summary", *parts]).stdout
    reference = run(["--summary", whole]).stdout
    check(merged == reference, f"merged parts differ from the whole:\n{merged}\n---\n{reference}")
    check(run(["--summary", *reversed(parts)]).stdout == reference, "merging does not depend on order")
    check(summary_part(proc.stdout) == reference, "the runner's own summary equals --summary")
    # The table: every pair's points add up to the games they played.
    rows = [l for l in reference.splitlines() if re.match(r"^\s+\d+  \S", l)]
    check(len(rows) == 4, f"4 table rows: {rows}")
    cells = [re.findall(r"(\d+\.\d)/(\d+)", r) for r in rows]
    for i in range(4):
        for j in range(4):
            if i == j:
                continue
            ci = j if j < i else j - 1
            cj = i if i < j else i - 1
            pi, gi = cells[i][ci]
            pj, gj = cells[j][cj]
            check(float(pi) + float(pj) == int(gi) == int(gj) == 2, f"pair {i + 1}-{j + 1} adds up")
    # Players from a file.
    players_file = os.path.join(tmp, "players.lst")
    with open(players_file, "w", encoding="utf-8") as f:
        f.write("# class\n" + "\n".join(players) + "\n")
    from_file = os.path.join(tmp, "from-file.txt")
    run(["-r", "-n", "2", "-s", "6", "--players-file", players_file, "-o", from_file])
    check(run(["--summary", from_file]).stdout == reference, "--players-file plays the same round robin")


def test_forfeits(tmp):
    for mode in ["die", "nonsense", "garbage", "hang", "illegal", "resign"]:
        out = os.path.join(tmp, f"forfeit-{mode}.txt")
        fake = f"gtp:python3 '{FAKE}' {mode}"
        proc = run(["--timeout", "2", "-n", "2", "-s", "6", "-o", out, "alphabeta:1:4:1", fake])
        games = read_results(out)
        check(len(games) == 2, f"{mode}: both games played (the match goes on)")
        for g in games:
            fake_colour = "black" if g["black"] == fake else "white"
            check(g["outcome"] == fake_colour + "-forfeits", f"{mode}: game {g['index']} {g['outcome']}")
            check(g["note"] != "", f"{mode}: the reason is recorded")
        check("forfeits 2" in proc.stdout, f"{mode}: the summary counts the forfeits")
        check_summary_adds_up(summary_part(proc.stdout), games)
    proc = run(["-n", "2", "alphabeta:1", f"gtp:python3 '{FAKE}' refuse-size"], 2)
    check("refuses" in proc.stderr, f"a program that refuses the size is reported: {proc.stderr}")
    proc = run(["-n", "2", "alphabeta:1", "gtp:/nonexistent/program"], 2)
    check("/nonexistent/program" in proc.stderr, f"a program that cannot start is reported: {proc.stderr}")


def test_bad_input(tmp):
    run(["--size", "7", "alphabeta:1", "alphabeta:2"], 2)
    run(["alphabeta:1"], 2)
    run(["alphabeta:1", "alphabeta:2", "alphabeta:3"], 2)
    proc = run(["alphabeta:1", "nosuchplayer:3"], 2)
    check("nosuchplayer:3" in proc.stderr, "an unknown player is named")
    run(["--part", "3/2", "alphabeta:1", "alphabeta:2"], 2)
    run(["--part", "x", "alphabeta:1", "alphabeta:2"], 2)
    run(["--games", "0", "alphabeta:1", "alphabeta:2"], 2)
    run(["--summary"], 2)
    run(["--summary", os.path.join(tmp, "missing.txt")], 1)
    bad = os.path.join(tmp, "bad.txt")
    with open(bad, "w", encoding="utf-8") as f:
        f.write("# reversi-match results 1\ngame\t1\t8\tnormal\tA\tB\tblack-wins\t40\t24\t0\t0\t-\tf5\t-\n"
                "game\t2\t8\tnormal\tA\tB\tpurple\t40\t24\t0\t0\t-\tf5\t-\n")
    proc = run(["--summary", bad], 1)
    check("line 3" in proc.stderr, f"a bad result line is named: {proc.stderr}")
    check(proc.stdout == "", "no summary from a bad file")


def main():
    global MATCH, FAKE
    MATCH, FAKE = sys.argv[1], sys.argv[2]
    with tempfile.TemporaryDirectory() as tmp:
        for test in [test_two_player_match, test_misere, test_openings, test_round_robin_parts,
                     test_forfeits, test_bad_input]:
            before = failures
            test(tmp)
            print(("ok" if failures == before else "FAILED"), test.__name__)
    if failures:
        print(f"{failures} check(s) failed")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
