#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The match runner: summaries add up, result files read back, parts merge.

Usage: test-match.py PATH/TO/reversi-match PATH/TO/fake-gtp.py

Short matches between low-depth players on small boards.
"""
import os
import re
import signal
import subprocess
import sys
import tempfile
import time

failures = 0


def check(condition, message):
    global failures
    if not condition:
        failures += 1
        print("FAIL:", message)


def run(args, expect_status=0, timeout=600, env=None):
    """Run reversi-match (env: variables to add); a run that takes longer
    than timeout is a hang: it is killed with everything it started, and
    the check fails."""
    proc = subprocess.Popen([MATCH, *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, start_new_session=True,
                            env={**os.environ, **env} if env else None)
    try:
        stdout, stderr = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        stdout, stderr = proc.communicate()
        check(False, f"reversi-match {' '.join(args)}: still running after {timeout} s")
    result = subprocess.CompletedProcess(proc.args, proc.returncode, stdout, stderr)
    check(result.returncode == expect_status,
          f"reversi-match {' '.join(args)}: status {result.returncode}, expected {expect_status}\n"
          f"stderr: {result.stderr}")
    return result


def read_results(path):
    """The game lines of a result file, as dicts."""
    games = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            fields = line.rstrip("\n").split("\t")
            check(len(fields) == 15 and fields[0] == "game", f"result line has 15 fields: {line!r}")
            games.append({
                "index": int(fields[1]), "size": int(fields[2]), "rule": fields[3],
                "black": fields[4], "white": fields[5], "outcome": fields[6],
                "black_discs": int(fields[7]), "white_discs": int(fields[8]),
                "opening": "" if fields[11] == "-" else fields[11],
                "moves": fields[12], "note": "" if fields[13] == "-" else fields[13],
                "match": fields[14],
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
    check("[" not in quiet.stderr, f"--no-progress prints no progress: {quiet.stderr}")
    # More than 2 games vary the openings by default, and the runner says so.
    check("openings vary" in quiet.stderr and "--openings all-3" in quiet.stderr,
          f"a note says the openings vary: {quiet.stderr!r}")
    openings = [g["opening"] for g in games]
    check(len(set(openings)) == 3 and all(openings[j] == openings[j + 1] for j in range(0, 6, 2)),
          f"6 games: 3 openings (of all-3), each twice: {openings}")
    varied = run(["-q", "--no-progress", "-n", "4", "-s", "6", "--openings", "all-2", a, b])
    check(varied.stderr == "", f"with enough openings nothing is said: {varied.stderr!r}")
    two = run(["-q", "--no-progress", "-n", "2", "-s", "6", a, b])
    check(two.stderr == "", f"two games (one per colour) do not repeat: {two.stderr!r}")


def test_default_openings(tmp):
    """The sheets' `--games 10` without --openings: 10 games, not 2 games 5
    times; --openings none keeps the old way, whose result files resume."""
    a, b = "alphabeta:1:4:1", "alphabeta:1:4:0"
    out = os.path.join(tmp, "default.txt")
    proc = run(["--no-progress", "-n", "10", "-s", "6", "-o", out, a, b])
    games = read_results(out)
    openings = [g["opening"] for g in games]
    check(len(set(openings)) == 5 and all(len(o.split()) == 3 for o in openings)
          and "--openings all-3" in proc.stderr,
          f"10 games: 5 openings of 3 moves, all-3 said: {openings} {proc.stderr!r}")
    check(all(openings[j] == openings[j + 1] for j in range(0, 10, 2)), "each opening twice")
    check(len({g["moves"] for g in games}) > 2, "the 10 games are not 2 games 5 times")
    check("10 games per pair, so the openings vary" in proc.stderr, f"said on stderr: {proc.stderr!r}")
    # The same command resumes its own file.
    again = run(["--no-progress", "-n", "10", "-s", "6", "-o", out, a, b])
    check("already holds 10 of the 10 games" in again.stderr, f"resumed: {again.stderr!r}")
    # More games later are the same match: the file resumes, 2 more played.
    more = run(["--no-progress", "-n", "12", "-s", "6", "-o", out, a, b])
    check("already holds 10 of the 12 games" in more.stderr, f"resumed with more games: {more.stderr!r}")
    check([g["opening"] for g in read_results(out)][:10] == openings, "the first 10 games kept")
    # --openings none: every game from the standard position, said.
    old = os.path.join(tmp, "none.txt")
    proc = run(["--no-progress", "-n", "4", "-s", "6", "--openings", "none", "-o", old, a, b])
    check(all(g["opening"] == "" for g in read_results(old)), "--openings none: no opening")
    check("--openings none, so every game starts from the standard position" in proc.stderr,
          f"the repeat is said: {proc.stderr!r}")
    # A file played without openings does not resume as the new default,
    # and the refusal says how to go on.
    proc = run(["--no-progress", "-n", "4", "-s", "6", "-o", old, a, b], 2)
    check("--openings none plays them from the standard position" in proc.stderr, f"refusal: {proc.stderr!r}")
    run(["--no-progress", "-n", "4", "-s", "6", "--openings", "none", "-o", old, a, b])
    # Two games are one per colour: nothing to vary, nothing said.
    two = run(["-q", "--no-progress", "-n", "2", "-s", "6", "-o", os.path.join(tmp, "two-default.txt"), a, b])
    check(two.stderr == "", f"two games: nothing said: {two.stderr!r}")
    check(all(g["opening"] == "" for g in read_results(os.path.join(tmp, "two-default.txt"))),
          "two games start from the standard position")


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


def test_flooding_opponents(tmp):
    """A program that never stops writing, or answers with 50 MB, forfeits
    within the timeout: the limit holds for the whole answer and answers
    have a size bound.  Before, such a program hung the runner."""
    for mode in ["flood", "flood-lines", "flood-blank", "huge"]:
        out = os.path.join(tmp, f"flood-{mode}.txt")
        fake = f"gtp:python3 '{FAKE}' {mode}"
        start = time.monotonic()
        proc = run(["--timeout", "3", "-n", "2", "-s", "6", "-o", out, "alphabeta:1:4:1", fake],
                   timeout=120)
        seconds = time.monotonic() - start
        if proc.returncode != 0:
            continue
        games = read_results(out)
        check(len(games) == 2, f"{mode}: both games recorded")
        for g in games:
            fake_colour = "black" if g["black"] == fake else "white"
            check(g["outcome"] == fake_colour + "-forfeits", f"{mode}: game {g['index']} {g['outcome']}")
            check(g["note"] != "" and len(g["note"]) < 300, f"{mode}: a short reason: {g['note'][:400]!r}")
        # Two answers of at most 3 s each, and the quits; not minutes.
        check(seconds < 30, f"{mode}: {seconds:.1f} s for two forfeits with --timeout 3")
        print(f"  {mode}: 2 forfeits in {seconds:.1f} s; {games[0]['note']}")


def test_kit_players_out_of_process(tmp):
    """A kit player ("alphabeta:1:4:1", "random") is played by the
    runner's own GTP engine, a process of its own: a student's search that
    crashes, hangs, answers an illegal move or garbage forfeits the game
    with its reason, and the runner goes on.  Before, the search ran in
    the runner's process: a crash killed the runner (status 139) and a
    hang hung it.  REVERSI_MATCH_GTP_ENGINE stands in a faulty engine."""
    a, b = "alphabeta:1:4:1", "random"
    args_file = os.path.join(tmp, "engine-args.txt")
    expected = {
        "crash": ["ended without answering", "crashed", "signal 11"],
        "hang": ["did not answer within 2 seconds"],
        "illegal": ["answered A1, which is not a legal move here"],
        "garbage": ["not a GTP answer"],
        "die": ["ended without answering", "exit status 3"],
    }
    for mode, words in expected.items():
        out = os.path.join(tmp, f"kit-{mode}.txt")
        env = {"REVERSI_MATCH_GTP_ENGINE": f"python3 '{FAKE}' {mode}", "FAKE_GTP_ARGS": args_file}
        proc = run(["--timeout", "2", "-n", "2", "-s", "6", "-o", out, a, b], env=env, timeout=120)
        games = read_results(out)
        check(len(games) == 2, f"{mode}: both games recorded, the runner went on: {proc.stderr!r}")
        for g in games:
            # Both players are the faulty engine: Black fails at its first move.
            check(g["outcome"] == "black-forfeits", f"{mode}: game {g['index']}: {g['outcome']}")
            for word in words:
                check(word in g["note"], f"{mode}: the note says {word!r}: {g['note']!r}")
            check(g["note"].startswith(g["black"]) or mode == "illegal",
                  f"{mode}: the note names the player, not the interpreter: {g['note']!r}")
        check([g["black"] for g in games] == [a, b], f"{mode}: the players keep their specs as names")
    options = open(args_file).read().split()
    check(options == ["--player", "random", "--size", "6"] or options == ["--player", a, "--size", "6"],
          f"the engine is started with the player's spec and the size: {options}")
    run(["-n", "2", "-s", "4", "-m", a, b], env=env, timeout=120)
    check("--misere" in open(args_file).read().split(), "and --misere for a misère match")

    # Two players with one spec are told apart by name ("SPEC #2"); each
    # one's engine still gets the spec.
    out = os.path.join(tmp, "kit-same.txt")
    run(["-n", "2", "-s", "4", "-o", out, a, a])
    games = read_results(out)
    check(sorted({g["black"] for g in games}) == [a, a + " #2"], f"names: {[g['black'] for g in games]}")
    check(not any(g["outcome"].endswith("forfeits") for g in games),
          f"the same spec twice plays: {[g['note'] for g in games]}")

    # Without an engine to play them, kit players are refused before the match.
    proc = run(["-n", "2", "-s", "6", a, b], 2, env={"REVERSI_MATCH_GTP_ENGINE": "/nonexistent/engine"})
    check("/nonexistent/engine" in proc.stderr, f"a missing engine is named: {proc.stderr!r}")


def test_gtp_notes(tmp):
    """Forfeit notes name the program as the user gave it, not the
    interpreter ("python3 ended without answering"), and an illegal move
    says which move and why."""
    fake = f"gtp:python3 '{FAKE}' die"
    out = os.path.join(tmp, "note-die.txt")
    run(["-n", "2", "-s", "6", "-o", out, "alphabeta:1:4:1", fake])
    for g in read_results(out):
        check(g["note"].startswith(fake), f"the note names the program: {g['note']!r}")
        check("exit status 3" in g["note"], f"and how it ended: {g['note']!r}")
    out = os.path.join(tmp, "note-illegal.txt")
    run(["-n", "2", "-s", "6", "-o", out, "alphabeta:1:4:1", f"gtp:python3 '{FAKE}' illegal"])
    for g in read_results(out):
        check("answered A1, which is not a legal move here" in g["note"], f"which move and why: {g['note']!r}")


def test_summary_counts_each_game_once(tmp):
    """--summary of one file given twice, or of overlapping parts, counts
    each game once and says so.  Before, every game was counted twice."""
    a, b = "alphabeta:2:4:1", "alphabeta:1:4:0"
    whole = os.path.join(tmp, "once-whole.txt")
    run(["-n", "4", "-s", "6", "--no-progress", "-o", whole, a, b])
    games = read_results(whole)
    check(len({g["match"] for g in games}) == 1 and games[0]["match"] not in ("", "-"),
          f"every game carries the match's fingerprint: {[g['match'] for g in games]}")
    once = run(["--summary", whole])
    twice = run(["--summary", whole, whole])
    check(twice.stdout == once.stdout, f"the same file twice sums up as once:\n{twice.stdout}")
    check("4 games already read from" in twice.stderr, f"with a note: {twice.stderr!r}")
    part = os.path.join(tmp, "once-part.txt")
    run(["-n", "4", "-s", "6", "--no-progress", "--part", "1/2", "-o", part, a, b])
    merged = run(["--summary", whole, part])
    check(merged.stdout == once.stdout and "2 games already read" in merged.stderr,
          f"a part already in the whole is counted once: {merged.stderr!r}")
    # Another match of the same players (another board size) is not a duplicate.
    other = os.path.join(tmp, "once-other.txt")
    run(["-n", "4", "-s", "4", "--no-progress", "-o", other, a, b])
    both = run(["--summary", whole, other])
    check("Summary: 8 games" in both.stdout and "note" not in both.stderr,
          f"two matches add up: {both.stdout[:80]!r} {both.stderr!r}")
    # A file holding its games twice (two runners at once, before the
    # lock): the summary counts them once, and a resume takes the file.
    doubled = os.path.join(tmp, "once-doubled.txt")
    text = open(whole, encoding="utf-8").read()
    lines = text.splitlines(keepends=True)
    with open(doubled, "w", encoding="utf-8") as f:
        f.write(lines[0] + "".join(lines[1:3]) + "".join(lines[1:3]))
    proc = run(["--summary", doubled])
    check("Summary: 2 games" in proc.stdout and "2 games twice" in proc.stderr,
          f"duplicates in one file: {proc.stdout[:60]!r} {proc.stderr!r}")
    proc = run(["-n", "4", "-s", "6", "--no-progress", "-o", doubled, a, b])
    check("twice" in proc.stderr, f"the resume notes the duplicates: {proc.stderr!r}")
    check(sorted(g["index"] for g in read_results(doubled)) == [1, 1, 2, 2, 3, 4],
          "and plays only the games missing")
    check(summary_part(proc.stdout) == once.stdout, "its summary counts each game once")


def test_one_runner_per_file(tmp):
    """A second runner started on the --output file of a running one is
    refused, naming the first one's process; the file is left to it.
    Before, both wrote the file, games interleaved and some twice."""
    out = os.path.join(tmp, "locked.txt")
    first = subprocess.Popen([MATCH, "--timeout", "600", "-n", "2", "-s", "6", "--no-progress",
                              "-o", out, "alphabeta:1:4:1", f"gtp:python3 '{FAKE}' hang"],
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline and not (os.path.exists(out) and os.path.getsize(out) > 0):
            time.sleep(0.05)
        before = open(out, encoding="utf-8").read()
        second = run(["-n", "2", "-s", "6", "-o", out, "alphabeta:1:4:1", "alphabeta:2:4:1"], 2)
        check(f"process {first.pid}" in second.stderr, f"the refusal names the runner: {second.stderr!r}")
        check(open(out, encoding="utf-8").read() == before, "and leaves the file alone")
    finally:
        first.terminate()
        first.wait(timeout=30)
    # Once the first has ended, the file is free again.
    run(["-n", "2", "-s", "6", "--restart", "-o", out, "alphabeta:1:4:1", "alphabeta:2:4:1"])


def without_seconds(text):
    """A result file's text with the thinking times (fields 10 and 11)
    blanked: two runs of the same games differ only there."""
    lines = []
    for line in text.splitlines(keepends=True):
        fields = line.split("\t")
        if fields[0] == "game" and len(fields) == 15:
            fields[9] = fields[10] = "*"
        lines.append("\t".join(fields))
    return "".join(lines)


def test_rerun_resumes(tmp):
    """Running again with the same results file resumes the match: games
    already there are kept and not played again.  Before, the file was
    emptied (231 games became 2)."""
    a, b = "alphabeta:2:4:1", "alphabeta:1:4:0"
    args = ["-n", "6", "-s", "6", "--openings", "all-2", "--no-progress"]
    out = os.path.join(tmp, "resume.txt")
    first = run([*args, "-o", out, a, b])
    whole = open(out, encoding="utf-8").read()
    check(len(read_results(out)) == 6, "6 games written")

    again = run([*args, "-o", out, a, b])
    check(open(out, encoding="utf-8").read() == whole, "a rerun of a finished match keeps the file as it was")
    check("Game " not in again.stdout, "no game is played again")
    check(summary_part(again.stdout) == summary_part(first.stdout), "the rerun prints the same summary")
    check("6 of the 6" in again.stderr, f"the rerun says what it kept: {again.stderr!r}")

    # A runner killed after three games, in the middle of the fourth line.
    header_and_games = whole.splitlines(keepends=True)
    cut = "".join(header_and_games[:4]) + header_and_games[4][:25]
    with open(out, "w", encoding="utf-8") as f:
        f.write(cut)
    resumed = run([*args, "-o", out, a, b])
    games = read_results(out)
    check([g["index"] for g in games] == [1, 2, 3, 4, 5, 6], f"games 1-6 once each: {[g['index'] for g in games]}")
    check(without_seconds(open(out, encoding="utf-8").read()) == without_seconds(whole),
          "the resumed file is the one a single run writes")
    check(summary_part(resumed.stdout) == summary_part(first.stdout), "and so is its summary")
    check(len(re.findall(r"^Game \d+:", resumed.stdout, re.M)) == 3, "only the three missing games are played")
    check("cut off" in resumed.stderr, f"the cut line is reported: {resumed.stderr!r}")

    # Another match with the same file is refused, and the file is left as it was.
    current = open(out, encoding="utf-8").read()
    other = run([*args, "-o", out, a, "alphabeta:3:4:1"], 2)
    check("another match" in other.stderr and "--restart" in other.stderr,
          f"another match's file is refused: {other.stderr!r}")
    check(open(out, encoding="utf-8").read() == current, "a refused rerun changes nothing")
    run([*args, "-n", "8", "-o", out, a, b])
    check(len(read_results(out)) == 8, "more games per pair: the file grows by the new games")
    parted = run([*args, "--part", "2/2", "-o", out, a, b], 2)
    check("another match" in parted.stderr, "a part of the match does not take the whole match's file")

    # Starting over takes --restart.
    run([*args, "--restart", "-o", out, a, b])
    check(without_seconds(open(out, encoding="utf-8").read()) == without_seconds(whole),
          "--restart plays the match again from the start")
    run([*args, "--restart", a, b], 2)

    # A file that is not results, given by mistake, is refused untouched.
    notes = os.path.join(tmp, "notes.txt")
    with open(notes, "w", encoding="utf-8") as f:
        f.write("my notes\n")
    proc = run([*args, "-o", notes, a, b], 2)
    check("notes.txt, line 1" in proc.stderr, f"names the file and line: {proc.stderr!r}")
    check(open(notes, encoding="utf-8").read() == "my notes\n", "the file is left as it was")


def test_write_failures(tmp):
    """A results file or stdout that cannot be written stops the runner
    with a message and status 1: no game is lost unseen."""
    proc = run(["-n", "2", "-s", "4", "-o", "/dev/full", "alphabeta:1", "alphabeta:2"], 2)
    check("/dev/full" in proc.stderr, f"the file is named: {proc.stderr!r}")
    with open("/dev/full", "w") as full:
        stopped = subprocess.run([MATCH, "-n", "2", "-s", "4", "alphabeta:1", "alphabeta:2"],
                                 stdout=full, stderr=subprocess.PIPE, text=True, timeout=120)
    check(stopped.returncode == 1, f"stdout full: status {stopped.returncode}")
    check("standard output" in stopped.stderr, f"stdout full: said so: {stopped.stderr!r}")
    # Inputs that never end are read only so far.
    for option in (["--players-file", "/dev/zero"], ["--openings-file", "/dev/zero", "alphabeta:1", "alphabeta:2"]):
        proc = run(["-n", "2", *option], 2, timeout=60)
        check("/dev/zero" in proc.stderr, f"{option[0]} /dev/zero is refused: {proc.stderr!r}")
    proc = run(["--summary", "/dev/zero"], 1, timeout=60)
    check("/dev/zero" in proc.stderr, f"--summary /dev/zero is refused: {proc.stderr!r}")


def process_state(pid):
    """The state letter of a process ("Z" zombie), or None when it is gone."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0]
    except OSError:
        return None


def children_of(pid):
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as f:
                    if int(f.read().rsplit(")", 1)[1].split()[1]) == pid:
                        found.append(int(entry))
            except (OSError, ValueError, IndexError):
                pass
    return found


def wait_gone(pids, seconds):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        alive = [p for p in pids if process_state(p) not in (None, "Z")]
        if not alive:
            return []
        time.sleep(0.1)
    return alive


def test_killed_runner(tmp):
    """Killing the runner (SIGTERM or SIGKILL) ends the GTP programs it
    started and what they started: they run in process groups of their own
    and die with the runner.  Before, a hung program was left running."""
    for sig in (signal.SIGTERM, signal.SIGINT, signal.SIGKILL):
        pidfile = os.path.join(tmp, f"fake-{sig.name}.pids")
        fake = f"gtp:python3 '{FAKE}' family '{pidfile}'"
        runner = subprocess.Popen([MATCH, "--timeout", "600", "-n", "2", "-s", "6", "--no-progress",
                                   "alphabeta:1:4:1", fake],
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 30
        while not os.path.exists(pidfile) and time.monotonic() < deadline:
            time.sleep(0.05)
        if not os.path.exists(pidfile):
            check(False, f"{sig.name}: the fake program never started")
            runner.kill()
            runner.wait()
            continue
        fake_pid, fake_group, child_pid = (int(x) for x in open(pidfile).read().split())
        check(fake_group == fake_pid, f"{sig.name}: the program leads a process group of its own")
        check(fake_group != os.getpgid(runner.pid), f"{sig.name}: not the runner's group")
        time.sleep(0.5)   # let it reach its first genmove
        helpers = [p for p in children_of(runner.pid) if p != fake_pid]
        runner.send_signal(sig)
        runner.wait(timeout=30)
        alive = wait_gone([fake_pid, child_pid, *helpers], 10)
        check(not alive, f"{sig.name}: still running after the runner was killed: {alive}")
        for pid in alive:
            os.kill(pid, signal.SIGKILL)
        if not alive:
            print(f"  {sig.name}: program {fake_pid}, its child {child_pid} and the runner's helpers "
                  f"{helpers} ended with the runner")


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
    # Every refusal says why and exits 2, without leaks (CI runs this under
    # AddressSanitizer, where a leak turns the status into 1).
    for args in (["--players-file", os.path.join(tmp, "missing.txt")], ["-n", "2", "alphabeta:1"],
                 ["--no-such-option"], ["--timeout", "0", "alphabeta:1", "alphabeta:2"],
                 ["--timeout", "inf", "alphabeta:1", "alphabeta:2"],
                 ["--timeout", "nan", "alphabeta:1", "alphabeta:2"],
                 ["--timeout", "-1", "alphabeta:1", "alphabeta:2"],
                 ["--timeout", "86401", "alphabeta:1", "alphabeta:2"],
                 ["--games", "1000001", "alphabeta:1", "alphabeta:2"],
                 ["--games", "-3", "alphabeta:1", "alphabeta:2"],
                 ["--part", "1/100001", "alphabeta:1", "alphabeta:2"],
                 ["--size", "12", "alphabeta:1", "alphabeta:2"],
                 ["--openings", "all-4294967297", "alphabeta:1", "alphabeta:2"],
                 ["--openings", "all-x", "alphabeta:1", "alphabeta:2"],
                 ["--black", "alphabeta:1", "--black-cmd", "x", "alphabeta:2"]):
        proc = run(args, 2, timeout=60)
        check(proc.stderr.startswith("reversi-match: "), f"{args}: a message: {proc.stderr!r}")
        # An option out of range is named, with its range.
        if args[0] in ("--timeout", "--games", "--part", "--size") and args[1] not in ("0",):
            check(args[0] in proc.stderr, f"{args}: the option is named: {proc.stderr!r}")
        if args[0] == "--timeout":
            check("0.001 to 86400" in proc.stderr, f"{args}: the range is given: {proc.stderr!r}")
        if args[0] == "--games":
            check("1 to 1000000" in proc.stderr, f"{args}: the range is given: {proc.stderr!r}")
    bad = os.path.join(tmp, "bad.txt")
    with open(bad, "w", encoding="utf-8") as f:
        f.write("# reversi-match results 1\ngame\t1\t8\tnormal\tA\tB\tblack-wins\t40\t24\t0\t0\t-\tf5\t-\n"
                "game\t2\t8\tnormal\tA\tB\tpurple\t40\t24\t0\t0\t-\tf5\t-\n")
    proc = run(["--summary", bad], 1)
    check("line 3" in proc.stderr, f"a bad result line is named: {proc.stderr}")
    check(proc.stdout == "", "no summary from a bad file")


def test_old_spelling_resumes(tmp):
    """A result file written before the kit's one player syntax names its
    random player "random:4:10:1" (today: "random"); running the match
    again with that file resumes it instead of calling it another match."""
    a, b = "alphabeta:1:4:1", "random"
    args = ["-n", "2", "-s", "6", "--no-progress"]
    out = os.path.join(tmp, "old-spelling.txt")
    run([*args, "-o", out, a, b])
    whole = open(out, encoding="utf-8").read()
    check("\trandom\t" in whole, "today's file names the random player plainly")
    old = whole.replace("\trandom\t", "\trandom:4:10:1\t")
    check(old != whole, "the file is rewritten with the old spelling")
    with open(out, "w", encoding="utf-8") as f:
        f.write(old)
    again = run([*args, "-o", out, a, b])
    check("Game " not in again.stdout, f"nothing is played again: {again.stdout!r}")
    check("2 of the 2" in again.stderr, f"the old file is resumed: {again.stderr!r}")
    check(open(out, encoding="utf-8").read() == old, "and left as it was")


def main():
    global MATCH, FAKE
    MATCH, FAKE = sys.argv[1], sys.argv[2]
    with tempfile.TemporaryDirectory() as tmp:
        for test in [test_two_player_match, test_default_openings, test_misere, test_openings, test_round_robin_parts,
                     test_forfeits, test_kit_players_out_of_process, test_gtp_notes,
                     test_summary_counts_each_game_once, test_one_runner_per_file,
                     test_flooding_opponents, test_rerun_resumes, test_old_spelling_resumes,
                     test_write_failures,
                     test_killed_runner, test_bad_input]:
            before = failures
            test(tmp)
            print(("ok" if failures == before else "FAILED"), test.__name__)
    if failures:
        print(f"{failures} check(s) failed")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
