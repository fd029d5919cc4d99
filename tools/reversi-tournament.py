#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The class tournament: from a folder of hand-ins to a checked, rated,
published ranking.  See docs/tournament.md.

    reversi-tournament build HANDINS -w WORK [-c TOURNAMENT] [-j JOBS] [--reuse-build BUILD]
    reversi-tournament play gauntlet|round-robin|swiss -w WORK [--part I/N]
    reversi-tournament report -w WORK
    reversi-tournament self -c TOURNAMENT [-w WORK]     (a student, on the own build)

build unpacks each hand-in (the packs of build-aux/pack-handin) in its own
folder, builds it (JOBS at a time) and runs the exercise checks as
build-aux/check-handin does; play runs a stage's games with the kit's match
runner (reversi-match: its games, its resume after a kill, its parts);
report rates every game and writes WORK/report/ (CSV, HTML, GGF).
Exit status: 0 done, 1 a stage is not finished or a file cannot be
written, 2 bad options or a bad tournament file.
"""
import argparse
import concurrent.futures
import csv
import gettext
import hashlib
import html
import importlib.machinery
import importlib.util
import json
import math
import os
import re
import shlex
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path

# Set by meson (configure_file): the kit's source tree, whose build-aux
# holds the hand-in code this command reuses, the match runner's name
# next to this program, and where the translations are.
KIT_SOURCE = Path("@KIT_SOURCE@")
MATCH_PROGRAM = "@MATCH_PROGRAM@"
LOCALE_DIR = "@LOCALE_DIR@"
BUILD_LOCALE_DIR = "@BUILD_LOCALE_DIR@"


def locale_dir():
    """Where the catalogues are, as the kit's C programs find them
    (common/kit-i18n.c): REVERSI_LOCALEDIR, else the build tree's, else
    the installed ones."""
    if os.environ.get("REVERSI_LOCALEDIR"):
        return os.environ["REVERSI_LOCALEDIR"]
    if Path(BUILD_LOCALE_DIR, "ja", "LC_MESSAGES", "reversi-kit.mo").exists():
        return BUILD_LOCALE_DIR
    return LOCALE_DIR


gettext.bindtextdomain("reversi-kit", locale_dir())
gettext.textdomain("reversi-kit")
_ = gettext.gettext

sys.path.insert(0, str(KIT_SOURCE / "build-aux"))
import kit_tree  # noqa: E402


def load_check_handin():
    """build-aux/check-handin as a module: its checks, its stdout scan."""
    path = str(KIT_SOURCE / "build-aux" / "check-handin")
    loader = importlib.machinery.SourceFileLoader("check_handin", path)
    spec = importlib.util.spec_from_loader("check_handin", loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


check_handin = load_check_handin()


class UsageError(Exception):
    """Bad options or a bad tournament file: exit status 2."""


class NotReady(Exception):
    """A stage that needs an earlier one finished: exit status 1."""


def say(text):
    print(text, file=sys.stderr, flush=True)


# ---------------------------------------------------------------------------
# The tournament file

DEFAULTS = {
    "size": "8", "timeout": "10", "games": "2", "openings": "all-2",
    "player": "alphabeta:2:4:2", "threshold": "25", "round-robin-games": "2", "checks": "all",
    "swiss-rounds": "0",
}
RANGES = {  # name: (low, high), whole numbers unless noted
    "size": (4, 10), "timeout": (0.001, 86400), "games": (1, 1000), "round-robin-games": (1, 1000),
    "threshold": (0, 100), "swiss-rounds": (0, 1000),
}


def read_tournament(path):
    """The tournament file: KEY = VALUE lines, # comments.  reference = ELO
    SPEC (repeated: the yardstick, anchored at ELO), pass = score PERCENT
    SPEC or pass = rating ELO.  Returns a dict; UsageError naming the line."""
    config = dict(DEFAULTS)
    config["references"], config["pass"] = [], None
    try:
        lines = Path(path).read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as error:
        raise UsageError(_("cannot read the tournament file %s: %s") % (path, error))
    for number, raw in enumerate(lines, 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        key, equals, value = (part.strip() for part in line.partition("="))
        where = f"{path}:{number}"
        if not equals or not value:
            raise UsageError(_("%s: expected KEY = VALUE, found “%s”") % (where, raw.strip()))
        if key == "reference":
            elo, _space, spec = value.partition(" ")
            config["references"].append((number_in(where, "reference", elo, -10000, 10000), spec.strip()))
            if not spec.strip():
                raise UsageError(_("%s: reference = ELO PLAYER, such as “reference = 0 random”") % where)
        elif key == "pass":
            words = value.split()
            if len(words) == 3 and words[0] == "score":
                config["pass"] = ("score", number_in(where, "pass", words[1], 0, 100), words[2])
            elif len(words) == 2 and words[0] == "rating":
                config["pass"] = ("rating", number_in(where, "pass", words[1], -10000, 10000), None)
            else:
                raise UsageError(_("%s: pass = score PERCENT PLAYER, or pass = rating ELO") % where)
        elif key in DEFAULTS:
            if key in RANGES:
                number_in(where, key, value, *RANGES[key])
            config[key] = value
        else:
            raise UsageError(_("%s: unknown setting “%s” (known: %s)")
                             % (where, key, ", ".join(sorted(list(DEFAULTS) + ["reference", "pass"]))))
    if not config["references"]:
        raise UsageError(_("%s names no reference player: add lines such as “reference = 0 random”") % path)
    specs = [spec for _elo, spec in config["references"]]
    if len(set(specs)) != len(specs):
        raise UsageError(_("%s names a reference player twice") % path)
    if config["checks"] != "all":
        known = kit_tree.exercise_checks()
        unknown = [c for c in config["checks"].split() if c not in known]
        if unknown:
            raise UsageError(_("%s: checks names no check of the kit: %s (known: %s)")
                             % (path, " ".join(unknown), " ".join(known)))
    if config["pass"] and config["pass"][0] == "score" and config["pass"][2] not in specs:
        raise UsageError(_("%s: the pass rule's player %s is not a reference player") % (path, config["pass"][2]))
    return config


def number_in(where, key, text, low, high):
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not (low <= value <= high):
        raise UsageError(_("%s: %s must be a number from %g to %g, not “%s”") % (where, key, low, high, text))
    return value


# ---------------------------------------------------------------------------
# Building and checking


def fast_build_plan(build):
    """How BUILD (a configured build of this kit) makes the GTP engine and
    the check program from the skeleton files, so that a hand-in rebuilds
    only its own files: (compile commands by file name, [(target, link
    command)], the skeleton libraries they link)."""
    with open(Path(build) / "compile_commands.json", encoding="utf-8") as file:
        entries = json.load(file)
    compiles, libraries = {}, set()
    for entry in entries:
        source = Path(entry["file"])
        match = re.search(r"(\S*libreversi-exercises-skeleton\.a|\S*libtictactoe-search-skeleton\.a)\.p/",
                          entry["command"])
        if source.parent.name == "skeleton" and match:
            compiles[source.name] = (entry["command"], match.group(1))
            libraries.add(match.group(1))
    if not compiles:
        raise UsageError(_("%s builds no skeleton: give a build of this kit") % build)
    targets = []
    for wanted in (("tools/reversi-gtp-skeleton", "tools/reversi-gtp"),
                   ("tests/exercises/check-exercise-skeleton", "tests/exercises/check-exercise")):
        target = next((t for t in wanted if (Path(build) / t).exists()), None)
        if not target:
            raise UsageError(_("%s has not built %s: run meson compile there first") % (build, wanted[1]))
        commands = subprocess.run(["ninja", "-C", str(build), "-t", "commands", target],
                                  capture_output=True, text=True, check=True).stdout.splitlines()
        targets.append((wanted[1], commands[-1]))
    # The checks read their data from the kit that build was made from.
    with open(Path(build) / "meson-info" / "meson-info.json", encoding="utf-8") as file:
        source = Path(json.load(file)["directories"]["source"])
    return compiles, targets, sorted(libraries), source


def fast_build(plan, build, sources, out, log, cache=None):
    """Compile the hand-in's skeleton files in sources with BUILD's own
    commands and link the GTP engine and the check program into out."""
    compiles, targets, libraries, _source = plan
    objects = {library: [] for library in libraries}
    out.mkdir(parents=True, exist_ok=True)
    with open(log, "w", encoding="utf-8") as output:
        def run(command):
            output.write("$ " + command + "\n")
            output.flush()
            return subprocess.run(command, shell=True, cwd=build, stdout=output, stderr=subprocess.STDOUT).returncode == 0
        for name, (command, library) in sorted(compiles.items()):
            source = sources / name
            if not source.exists():
                source = plan[3] / "skeleton" / name
            obj = out / (name + ".o")
            words = shlex.split(command)
            kept, skip = [], False
            for i, word in enumerate(words):
                if skip:
                    skip = False
                    continue
                if word in ("-o", "-MQ", "-MF", "-c"):
                    skip = True
                    continue
                if word == "-MD":
                    continue
                kept.append(word)
            # Plain messages: the reason quoted in the report has no colour codes.
            command = kept + ["-fdiagnostics-color=never", "-c", str(source)]
            # Hand-ins that left a file as the kit gives it share its object.
            key = hashlib.sha256((shlex.join(kept) + "\0").encode() + source.read_bytes()).hexdigest()
            cached = cache / f"{key}.o" if cache else None
            if cached and cached.exists():
                shutil.copyfile(cached, obj)
            else:
                if not run(shlex.join(command + ["-o", str(obj)])):
                    return False
                if cached:
                    partial = cached.with_suffix(f".{os.getpid()}.{threading.get_ident()}")
                    shutil.copyfile(obj, partial)
                    os.replace(partial, cached)
            objects[library].append(str(obj))
        replacements = {}
        for library, objs in objects.items():
            archive = out / Path(library).name
            if not run(shlex.join(["ar", "rcs", str(archive)] + objs)):
                return False
            replacements[library] = str(archive)
        for target, link in targets:
            words = shlex.split(link)
            result = out / target
            result.parent.mkdir(parents=True, exist_ok=True)
            words = [replacements.get(w, w) for w in words]
            words[words.index("-o") + 1] = str(result)
            if not run(shlex.join(words)):
                return False
    return True


def build_one(path, work, plan, reuse, timeout, config):
    """One hand-in: its record (id, status, reason, checks, warnings, ...)."""
    record = {"file": path.name, "id": None, "status": "unreadable", "reason": "", "failed": [],
              "warnings": [], "source_id": None}
    try:
        student, files, _meta = kit_tree.read_handin(path)
    except kit_tree.KitError as error:
        record["reason"] = str(error)
        return record
    record["id"] = student
    folder = work / "students" / student
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    log = folder / "build.log"
    if plan:
        sources = folder / "skeleton"
        sources.mkdir()
        for name, data in files.items():
            (sources / name).write_bytes(data)
        build, kit, checked = folder / "build", plan[3], folder
        cache = work / "object-cache"
        cache.mkdir(exist_ok=True)
        built = fast_build(plan, Path(reuse), sources, build, log, cache)
    else:
        _id, kit = kit_tree.prepare_handin(path, folder)
        build, checked = folder / "build", kit
        built = kit_tree.build_kit(kit, build, log)
    if not built:
        record["status"] = "build-failed"
        # The compiler's first "error:" line; the commands echoed in the log are not it.
        lines = [l for l in Path(log).read_text(encoding="utf-8", errors="replace").splitlines()
                 if re.search(r"\berror\b:", l, re.I) and not l.startswith("$ ")]
        record["reason"] = _("does not build: ") + (lines[0].strip() if lines else kit_tree.tail(log, 3))
        return record
    computer_player = (checked / "skeleton" / "computer-player.c")
    record["source_id"] = kit_tree.student_id_in(computer_player.read_text(encoding="utf-8", errors="replace")) \
        if computer_player.exists() else None
    # The checks read their data from the kit, run the hand-in's program.
    checks = None if config["checks"] == "all" else config["checks"].split()
    verdicts = check_handin.run_checks(kit, build, timeout, checks)
    record["failed"] = [e for e, (passed, _o) in verdicts.items() if not passed]
    reasons = [f"{e}: {check_handin.first_problem(verdicts[e][1])}" for e in record["failed"]]
    printed = [(m.group(1), int(m.group(2))) for _p, output in verdicts.values()
               for m in check_handin.PRINTED.finditer(output)]
    prints = check_handin.stdout_prints(checked)
    if prints or printed:
        record["warnings"].append(_("prints to stdout (%d lines during the checks): %s")
                                  % (sum(n for _e, n in printed), "; ".join(prints[:3])))
    record["gtp"] = str(build / "tools" / "reversi-gtp")
    if record["failed"]:
        record["status"] = "checks-failed"
        record["reason"] = _("fails the checks: ") + "; ".join(reasons)
    else:
        record["status"] = "ok"
    return record


def format_duration(seconds):
    seconds = int(seconds + 0.5)
    if seconds >= 3600:
        return _("%d h %02d min") % (seconds // 3600, seconds // 60 % 60)
    if seconds >= 60:
        return _("%d min %02d s") % (seconds // 60, seconds % 60)
    return _("%d s") % seconds


def command_build(args):
    config_path = Path(args.config) if args.config else None
    if config_path:
        read_tournament(config_path)   # refused before anything is written
    work = Path(args.work).resolve()
    handins = sorted(Path(args.handins).glob("*.tar.gz"))
    if not handins:
        raise UsageError(_("%s holds no hand-in (*.tar.gz made by pack-handin)") % args.handins)
    work.mkdir(parents=True, exist_ok=True)
    if config_path:
        shutil.copyfile(config_path, work / "tournament.txt")
    elif not (work / "tournament.txt").exists():
        raise UsageError(_("give the tournament file with -c FILE (see docs/tournament.md)"))
    config = read_tournament(work / "tournament.txt")
    reuse = str(Path(args.reuse_build).resolve()) if args.reuse_build else None
    plan = fast_build_plan(reuse) if reuse else None
    start, done, lock = time.monotonic(), 0, threading.Lock()
    records = []

    def one(path):
        nonlocal done
        try:
            record = build_one(path, work, plan, reuse, args.check_timeout, config)
        except Exception as error:  # a hand-in never stops the run
            record = {"file": path.name, "id": None, "status": "error", "reason": str(error),
                      "failed": [], "warnings": [], "source_id": None}
        with lock:
            done += 1
            elapsed = time.monotonic() - start
            left = elapsed / done * (len(handins) - done)
            say(_("[%d/%d] %s: %s; about %s left")
                % (done, len(handins), record["id"] or path.name, record["status"], format_duration(left)))
        return record

    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        records = list(pool.map(one, handins))
    seen = {}
    for record in records:
        if record["id"] and record["id"] in seen:
            record["status"], record["reason"] = "duplicate", _("a second hand-in with the id of %s") % seen[record["id"]]
        elif record["id"]:
            seen[record["id"]] = record["file"]
        if record["status"] == "ok":
            record["name"] = student_name(record, config)
    (work / "students.json").write_text(json.dumps(records, indent=1, ensure_ascii=False), encoding="utf-8")
    for record in records:
        line = f"{record['id'] or record['file']}: {record['status']}"
        if record["reason"]:
            line += f" ({record['reason']})"
        for warning in record["warnings"]:
            line += "\n    " + _("warning: ") + warning
        print(line)
    print(_("%d of %d hand-ins play; the others are left out with their reason.")
          % (sum(r["status"] == "ok" for r in records), len(records)))
    return 0


def student_name(record, config):
    """'s1234567 (s1234567-2-4-2)': the id of the hand-in and the program
    name exercise 22 gives it, with the tournament's player settings."""
    fields = (config["player"].split(":") + ["", "", ""])[1:4]
    program = "-".join([record["source_id"] or "?"] + [f for f in fields if f])
    return f"{record['id']} ({program})"


# ---------------------------------------------------------------------------
# Playing


def match_program():
    here = Path(__file__).resolve().parent
    candidate = here / MATCH_PROGRAM
    return str(candidate) if candidate.exists() else shutil.which(MATCH_PROGRAM) or MATCH_PROGRAM


def load(work):
    work = Path(work).resolve()
    try:
        records = json.loads((work / "students.json").read_text(encoding="utf-8"))
    except OSError:
        raise NotReady(_("%s has no students.json: run “reversi-tournament build” first") % work)
    return work, records, read_tournament(work / "tournament.txt")


def student_player(record, config):
    command = shlex.join([record["gtp"], "--player", config["player"], "--size", config["size"]])
    return f"{record['name']} = gtp:{command}"


def gauntlet_matches(work, records, config):
    """Every playing hand-in against every reference: (file stem, players)."""
    matches = []
    for record in records:
        if record["status"] != "ok":
            continue
        for k, (_elo, spec) in enumerate(config["references"], 1):
            matches.append((f"{record['id']}--ref{k}", [student_player(record, config), f"{spec} = {spec}"]))
    return matches


def match_options(config, games):
    return ["-n", str(games), "--openings", config["openings"], "-s", config["size"],
            "-t", config["timeout"], "-q", "--no-progress"]


def parse_part(text):
    match = re.fullmatch(r"(\d+)/(\d+)", text or "1/1")
    if not match or not 1 <= int(match.group(1)) <= int(match.group(2)) <= 100000:
        raise UsageError(_("--part must be I/N with 1 ≤ I ≤ N ≤ 100000, for example 2/4."))
    return int(match.group(1)), int(match.group(2))


def run_match(players, output, options):
    players_file = output.with_suffix(".players")
    players_file.write_text("\n".join(players) + "\n", encoding="utf-8")
    command = [match_program()] + options + ["--players-file", str(players_file), "-o", str(output)]
    result = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    if result.returncode != 0:
        say(result.stderr.strip())
    return result.returncode


def command_play(args):
    work, records, config = load(args.work)
    part, parts = parse_part(args.part)
    status = 0
    if args.stage == "gauntlet":
        folder = work / "gauntlet"
        folder.mkdir(exist_ok=True)
        matches = gauntlet_matches(work, records, config)
        mine = [m for k, m in enumerate(matches) if k % parts == part - 1]
        start = time.monotonic()
        for done, (stem, players) in enumerate(mine, 1):
            status = max(status, run_match(players, folder / f"{stem}.txt",
                                           match_options(config, int(config["games"]))))
            elapsed = time.monotonic() - start
            say(_("[%d/%d] gauntlet %s; about %s left")
                % (done, len(mine), stem, format_duration(elapsed / done * (len(mine) - done))))
        return status
    if args.stage == "swiss":
        return play_swiss(work, records, config, part, parts)
    folder = work / "round-robin"
    qualified = qualified_players(work, records, config, folder)
    if len(qualified) < 2:
        say(_("reversi-tournament: fewer than two hand-ins are above the threshold: no round robin."))
        return 0
    players_file = folder / "players.txt"
    output = folder / f"part{part}-of-{parts}.txt"
    command = [match_program(), "-r"] + match_options(config, int(config["round-robin-games"])) + [
        "--players-file", str(players_file), "--part", f"{part}/{parts}", "-o", str(output)]
    result = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    if result.returncode != 0:
        say(result.stderr.strip())
    return result.returncode


def qualified_players(work, records, config, folder):
    """The hand-ins above the threshold as players-file lines, in the order
    of their gauntlet scores, fixed in FOLDER/players.txt when the stage's
    first part starts so that every part plays the same field."""
    folder.mkdir(exist_ok=True)
    players_file = folder / "players.txt"
    if not players_file.exists():
        scores = gauntlet_scores(work, records, config, require_complete=True)
        qualified = [r for r in records if r["status"] == "ok"
                     and scores[r["name"]]["percent"] >= float(config["threshold"])]
        qualified.sort(key=lambda r: -scores[r["name"]]["percent"])
        text = "".join(student_player(r, config) + "\n" for r in qualified)
        write_atomically(players_file, text)
    return [l for l in players_file.read_text(encoding="utf-8").splitlines() if l.strip()]


def write_atomically(path, text):
    """Parts started at once compute the same text; the last rename wins and
    no part ever reads half a file."""
    temporary = path.with_name(f".{path.name}.{os.getpid()}")
    temporary.write_text(text, encoding="utf-8")
    os.replace(temporary, path)


# ---------------------------------------------------------------------------
# The Swiss system: a few rounds instead of every pair, for a large class.
# Each round pairs players of equal points who have not met; a round is
# paired when the one before it is complete, by whichever part comes first
# (every part computes the same pairing from the same games).


def swiss_pairing(standing, met, had_bye):
    """Pairs for one round: standing is the players' names, best first;
    met a set of frozenset pairs already played; had_bye the names that
    had a bye.  With an odd number the lowest player without a bye sits
    out.  Then from the top each player meets the highest-standing player
    it has not met, backtracking when the rest could not be paired
    without a rematch; a rematch only when no pairing avoids one.
    Returns (pairs, bye name or None)."""
    players = list(standing)
    bye = None
    if len(players) % 2:
        bye = next((p for p in reversed(players) if p not in had_bye), players[-1])
        players.remove(bye)
    budget = [20000]  # pairings tried before settling for rematches

    def pair(rest):
        if not rest:
            return []
        if budget[0] <= 0:
            return None
        first = rest[0]
        for k in range(1, len(rest)):
            budget[0] -= 1
            if frozenset((first, rest[k])) in met:
                continue
            tail = pair(rest[1:k] + rest[k + 1:])
            if tail is not None:
                return [(first, rest[k])] + tail
        return None

    pairs = pair(players)
    if pairs is None:  # no pairing without a rematch: top-down, the nearest
        pairs = [(players[k], players[k + 1]) for k in range(0, len(players), 2)]
    return pairs, bye


def swiss_round_file(folder, number):
    return folder / f"round{number}.txt"


def swiss_read_round(folder, number):
    """[(black-first name, other name)], bye name or None."""
    pairs, bye = [], None
    for line in swiss_round_file(folder, number).read_text(encoding="utf-8").splitlines():
        fields = line.split("\t")
        if fields[0] == "bye":
            bye = fields[1]
        elif len(fields) == 2:
            pairs.append((fields[0], fields[1]))
    return pairs, bye


def swiss_match_file(folder, number, index):
    return folder / f"round{number}" / f"pair{index}.txt"


def swiss_standing(folder, names, rounds, games_per_pair):
    """(standing best first, met, had_bye, blacks) after the rounds
    1..rounds: points (a bye counts as a won pairing), then the order of
    the gauntlet scores (the order of names)."""
    got = {name: 0.0 for name in names}
    blacks = {name: 0 for name in names}
    met, had_bye = set(), set()
    for number in range(1, rounds + 1):
        pairs, bye = swiss_read_round(folder, number)
        if bye:
            had_bye.add(bye)
            got[bye] += games_per_pair
        for index, (a, b) in enumerate(pairs, 1):
            met.add(frozenset((a, b)))
            blacks[a] += 1
            path = swiss_match_file(folder, number, index)
            for g in read_games([path]) if path.exists() else []:
                got[g[4]] += points(g[6], 0)
                got[g[5]] += points(g[6], 1)
    seed = {name: k for k, name in enumerate(names)}
    standing = sorted(names, key=lambda n: (-got[n], seed[n]))
    return standing, met, had_bye, blacks


def swiss_round_complete(folder, number, games_per_pair):
    pairs, _bye = swiss_read_round(folder, number)
    for index in range(1, len(pairs) + 1):
        path = swiss_match_file(folder, number, index)
        if not path.exists() or len(read_games([path])) < games_per_pair:
            return False
    return True


def play_swiss(work, records, config, part, parts):
    """Play this part of the first Swiss round not complete, pairing it
    first if the rounds before it are complete.  Run once per round (each
    time with every part): `for r in 1..R: parallel ... play swiss`."""
    folder = work / "swiss"
    qualified = qualified_players(work, records, config, folder)
    rounds = int(float(config["swiss-rounds"]))
    if rounds == 0:
        raise UsageError(_("the tournament file sets no Swiss rounds: add a line such as “swiss-rounds = 7”"))
    if len(qualified) < 2:
        say(_("reversi-tournament: fewer than two hand-ins are above the threshold: no Swiss system."))
        return 0
    lines = {line.split(" = ", 1)[0]: line for line in qualified}
    names = list(lines)
    games_per_pair = int(config["round-robin-games"])
    number = 1
    while swiss_round_file(folder, number).exists() and swiss_round_complete(folder, number, games_per_pair):
        number += 1
    if number > rounds:
        say(_("all %d Swiss rounds are played: run “reversi-tournament report”") % rounds)
        return 0
    if not swiss_round_file(folder, number).exists():
        standing, met, had_bye, blacks = swiss_standing(folder, names, number - 1, games_per_pair)
        pairs, bye = swiss_pairing(standing, met, had_bye)
        text = ""
        for a, b in pairs:
            # The one who has played first (Black in the odd games) less often plays first.
            first, second = (a, b) if blacks[a] <= blacks[b] else (b, a)
            if frozenset((a, b)) in met:
                say(_("round %d: %s and %s meet again (no pairing avoids it)") % (number, a, b))
            text += f"{first}\t{second}\n"
        if bye:
            text += f"bye\t{bye}\n"
        write_atomically(swiss_round_file(folder, number), text)
    pairs, bye = swiss_read_round(folder, number)
    (folder / f"round{number}").mkdir(exist_ok=True)
    mine = [k for k in range(1, len(pairs) + 1) if (k - 1) % parts == part - 1]
    status = 0
    start = time.monotonic()
    for done, index in enumerate(mine, 1):
        a, b = pairs[index - 1]
        status = max(status, run_match([lines[a], lines[b]], swiss_match_file(folder, number, index),
                                       match_options(config, games_per_pair)))
        say(_("[%d/%d] Swiss round %d of %d, pair %d; about %s left")
            % (done, len(mine), number, rounds, index,
               format_duration((time.monotonic() - start) / done * (len(mine) - done))))
    return status


def read_games(paths):
    """Every game line of result files, each identity once."""
    games, seen = [], set()
    for path in paths:
        for line in Path(path).read_text(encoding="utf-8").splitlines():
            fields = line.split("\t")
            if fields[0] != "game" or len(fields) < 15 or not line:
                continue
            key = (fields[14], fields[1])
            if key in seen:
                continue
            seen.add(key)
            games.append(fields)
    return games


def points(outcome, colour):
    won = {"black-wins": 0, "white-forfeits": 0, "white-wins": 1, "black-forfeits": 1}.get(outcome)
    return 0.5 if won is None else (1.0 if won == colour else 0.0)


def gauntlet_scores(work, records, config, require_complete=False):
    """{name: {'points', 'games', 'percent', 'by_ref': {spec: (points, games)}, 'forfeits': [...]}}."""
    scores = {}
    expected = 0
    for record in records:
        if record["status"] != "ok":
            continue
        entry = scores[record["name"]] = {"points": 0.0, "games": 0, "by_ref": {}, "forfeits": [],
                                          "seconds": 0.0, "moves": 0}
        for k, (_elo, spec) in enumerate(config["references"], 1):
            expected += int(config["games"])
            path = work / "gauntlet" / f"{record['id']}--ref{k}.txt"
            games = read_games([path]) if path.exists() else []
            got = sum(points(g[6], 0 if g[4] == record["name"] else 1) for g in games)
            entry["by_ref"][spec] = (got, len(games))
            entry["points"] += got
            entry["games"] += len(games)
            for g in games:
                black = g[4] == record["name"]
                entry["seconds"] += float(g[9] if black else g[10])
                # Its own moves after the opening: passes are written, so
                # Black made the even-numbered moves of the record.
                opening = 0 if g[11] == "-" else len(g[11].split())
                entry["moves"] += sum(1 for i in range(opening, len(g[12].split())) if (i % 2 == 0) == black)
            entry["forfeits"] += [g[13] for g in games if g[13] != "-" and
                                  ((g[6] == "black-forfeits") == (g[4] == record["name"]))]
        entry["percent"] = 100 * entry["points"] / entry["games"] if entry["games"] else 0
    played = sum(e["games"] for e in scores.values())
    if require_complete and played < expected:
        raise NotReady(_("the gauntlet is not finished: %d of %d games played (run its parts again)")
                       % (played, expected))
    return scores


# ---------------------------------------------------------------------------
# The report


def command_report(args):
    work, records, config = load(args.work)
    scores = gauntlet_scores(work, records, config)
    files = (sorted((work / "gauntlet").glob("*.txt")) + sorted((work / "round-robin").glob("part*.txt"))
             + sorted((work / "swiss").glob("round*/pair*.txt")))
    report = work / "report"
    report.mkdir(exist_ok=True)
    anchors = []
    for elo, spec in config["references"]:
        anchors += ["--anchor", f"{spec}={elo:g}"]
    summary = subprocess.run([match_program(), "--summary", "--ratings", *anchors, "--ratings-file",
                              str(report / "ratings.tsv"), "--ggf-dir", str(report / "games"),
                              *map(str, files)], capture_output=True, text=True)
    if summary.returncode != 0:
        say(summary.stderr.strip())
        return summary.returncode
    print(summary.stdout, end="")
    ratings = {}
    for line in (report / "ratings.tsv").read_text(encoding="utf-8").splitlines():
        if line.startswith("#"):
            continue
        rank, name, rating, interval, games, got, los, anchored = line.split("\t")
        ratings[name] = {"rank": int(rank), "rating": float(rating), "interval": float(interval),
                         "los": los, "anchored": anchored == "1"}
    games = read_games(files)
    rule = config["pass"]
    rows = []
    judged = []  # what each row's verdict rests on, to say its why in each page's language
    for record in records:
        row = {"id": record["id"] or "", "file": record["file"], "name": record.get("name", ""),
               "status": record["status"], "reason": record["reason"], "failed": " ".join(record["failed"]),
               "warnings": "; ".join(record["warnings"])}
        score = scores.get(row["name"])
        rated = ratings.get(row["name"])
        for _elo, spec in config["references"]:
            got, played = score["by_ref"][spec] if score else (0, 0)
            row[f"vs {spec}"] = f"{got:g}/{played}" if score else ""
        row["gauntlet %"] = f"{score['percent']:.1f}" if score else ""
        per_move = score["seconds"] / score["moves"] if score and score["moves"] else None
        row["seconds per move"] = f"{per_move:.3f}" if per_move is not None else ""
        # Slow moves: a program that thinks near the time limit loses games to it in a class match.
        if per_move is not None and per_move > float(config["timeout"]) / 4:
            row["warnings"] = "; ".join(filter(None, [row["warnings"], _(
                "slow: %.3g s a move on average, the time limit is %s s") % (per_move, config["timeout"])]))
        row["forfeits"] = len(score["forfeits"]) if score else ""
        row["forfeit reasons"] = "; ".join(sorted(set(score["forfeits"])))[:300] if score else ""
        row["rating"] = f"{rated['rating']:.0f}" if rated else ""
        row["interval"] = f"{rated['interval']:.0f}" if rated else ""
        row["pass"], row["why"] = judge(rule, record, score, rated)
        rows.append(row)
        judged.append((record, score, rated))
    with open(report / "grades.csv", "w", encoding="utf-8", newline="") as file:
        writer = csv.DictWriter(file, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)
    # The page in English and in Japanese, each linking to the other.
    for page, language in (("index.html", "en"), ("index.ja.html", "ja")):
        translation = gettext.translation("reversi-kit", locale_dir(), languages=[language], fallback=True)
        whys = [judge(rule, *case, _=translation.gettext)[1] for case in judged]
        (report / page).write_text(html_report(config, rows, whys, ratings, games, translation.gettext, language),
                                   encoding="utf-8")
    expected = len(gauntlet_matches(work, records, config)) * int(config["games"])
    qualified_file = work / "round-robin" / "players.txt"
    if qualified_file.exists():
        q = len([l for l in qualified_file.read_text(encoding="utf-8").splitlines() if l.strip()])
        expected += q * (q - 1) // 2 * int(config["round-robin-games"])
    swiss = work / "swiss"
    if (swiss / "players.txt").exists():
        q = len([l for l in (swiss / "players.txt").read_text(encoding="utf-8").splitlines() if l.strip()])
        for number in range(1, int(float(config["swiss-rounds"])) + 1):
            paired = swiss_round_file(swiss, number)
            pairs = len(swiss_read_round(swiss, number)[0]) if paired.exists() else q // 2
            expected += pairs * int(config["round-robin-games"])
    print(_("games: %d of the %d of the schedule") % (len(games), expected))
    print(_("wrote %s, %s and %s") % (report / "grades.csv", report / "index.html", report / "games"))
    return 0 if len(games) == expected else 1


def judge(rule, record, score, rated, _=_):
    """(pass or fail, why) for one hand-in under the pass rule, the why in
    the language of the translation function _ (the page's language)."""
    if record["status"] != "ok":
        return "fail", record["reason"] or record["status"]
    if not rule:
        return "", _("no pass rule in the tournament file")
    if rule[0] == "score":
        got, played = score["by_ref"][rule[2]]
        percent = 100 * got / played if played else 0
        why = _("scored %g of %d (%.0f%%) against %s; the rule asks %g%%") % (got, played, percent, rule[2], rule[1])
        return ("pass" if played and percent >= rule[1] else "fail"), why
    if not rated:
        return "fail", _("no rating")
    why = _("rated %.0f ± %.0f; the rule asks %g") % (rated["rating"], rated["interval"], rule[1])
    return ("pass" if rated["rating"] >= rule[1] else "fail"), why


def html_report(config, rows, whys, ratings, games, _, language):
    """One page, no scripts, no files from elsewhere: the ranking, a chart of
    the ratings with their intervals (SVG), the crosstable, the hand-ins
    left out and why, each player's games as GGF.  rows are the grade
    book's (its column names stay English: a spreadsheet reads them);
    whys their verdicts' reasons in the page's language."""
    e = html.escape
    # The page's words, translated (xgettext reads no f-string).
    words = {
        "title": _("Class tournament"),
        "crosstable": _("Crosstable"),
        "games_note": _("Each game as GGF: open it in the app (File, Open) to replay it."),
        "games_heading": _("Games"),
        "handins": _("Hand-ins"),
        "ranking": _("Ranking"),
        "settings": _("Settings"),
        "games": _("games"),
        "pass_rule": _("pass rule"),
        "player": _("player"),
        "crosstable_note": _("points of the row player against the column player / games"),
        "rating": _("rating"),
        "reference": _("reference"),
    }
    ranked = sorted(ratings.items(), key=lambda item: item[1]["rank"])
    other = '<a href="index.ja.html" hreflang="ja">日本語</a>' if language == "en" else \
        '<a href="index.html" hreflang="en">English</a>'
    out = ["<!DOCTYPE html>", f'<html lang="{language}"><head><meta charset="utf-8">',
           f"<title>{e(words['title'])}</title>",
           "<style>body{font-family:sans-serif;margin:2em}table{border-collapse:collapse}"
           "td,th{border:1px solid #999;padding:2px 6px;text-align:right}td.n{text-align:left}"
           ".fail{color:#a00}.pass{color:#060}</style></head><body>",
           f"<p>{other}</p><h1>{e(words['title'])}</h1>", f"<h2>{e(words['settings'])}</h2><ul>"]
    for key in ("size", "timeout", "games", "openings", "player", "threshold", "round-robin-games", "swiss-rounds"):
        out.append(f"<li>{e(key)}: {e(str(config[key]))}</li>")
    for elo, spec in config["references"]:
        out.append(f"<li>{e(words['reference'])}: {e(spec)} = {elo:g}</li>")
    out.append(f"<li>{e(words['pass_rule'])}: {e(' '.join(str(x) for x in config['pass'] if x is not None) if config['pass'] else '-')}</li></ul>")
    out.append(f"<h2>{e(words['ranking'])}</h2><table><tr><th>#</th><th>{e(words['player'])}</th><th>{e(words['rating'])}</th>"
               f"<th>±95%</th><th>LOS</th><th>{e(words['games'])}</th></tr>")
    for name, r in ranked:
        los = f"{float(r['los']) * 100:.0f}%" if r["los"] != "-" else "-"
        interval = _("anchor") if r["anchored"] else f"{r['interval']:.0f}"
        out.append(f'<tr><td>{r["rank"]}</td><td class="n"><a href="#{e(anchor_id(name))}">{e(name)}</a></td>'
                   f"<td>{r['rating']:.0f}</td><td>{interval}</td><td>{los}</td>"
                   f"<td>{sum(1 for g in games if name in (g[4], g[5]))}</td></tr>")
    out.append("</table>")
    out.append(rating_chart(ranked, _))
    names = [name for name, _r in ranked]
    out.append(f"<h2>{e(words['crosstable'])}</h2><p>{e(words['crosstable_note'])}</p>"
               "<table><tr><th></th>" + "".join(f"<th>{k}</th>" for k in range(1, len(names) + 1)) + "</tr>")
    for i, a in enumerate(names, 1):
        cells = []
        for b in names:
            between = [g for g in games if {g[4], g[5]} == {a, b} and a != b]
            got = sum(points(g[6], 0 if g[4] == a else 1) for g in between)
            cells.append(f"<td>{got:g}/{len(between)}</td>" if between else "<td>-</td>")
        out.append(f'<tr><td class="n">{i}. {e(a)}</td>{"".join(cells)}</tr>')
    out.append("</table>")
    # The grade book's columns and words as a reader of the page says them.
    headings = {
        "id": _("student id"), "file": _("hand-in file"), "name": _("program name"),
        "status": _("status"), "reason": _("reason"), "failed": _("failed checks"),
        "warnings": _("warnings"), "gauntlet %": _("gauntlet, percent of points"),
        "seconds per move": _("seconds per move"), "forfeits": _("forfeited games"),
        "forfeit reasons": _("forfeit reasons"), "rating": words["rating"],
        "interval": _("half the 95 percent interval"), "pass": _("verdict"), "why": _("why"),
    }
    for _elo, spec in config["references"]:
        headings[f"vs {spec}"] = _("against %s") % spec
    values = {
        "status": {"ok": _("built, checks passed"), "build-failed": _("does not build"),
                   "checks-failed": _("fails the checks"), "unreadable": _("unreadable pack"),
                   "duplicate": _("second hand-in of an id")},
        "pass": {"pass": _("accepted"), "fail": _("not accepted")},
    }
    out.append(f"<h2>{e(words['handins'])}</h2><table><tr>"
               + "".join(f"<th>{e(headings.get(k, k))}</th>" for k in rows[0]) + "</tr>")
    for row, why in zip(rows, whys):
        cls = row["pass"] if row["pass"] in ("pass", "fail") else ""
        shown = {k: values.get(k, {}).get(v, v) for k, v in row.items()}
        shown["why"] = why
        out.append(f'<tr class="{cls}">' + "".join(f'<td class="n">{e(str(v))}</td>' for v in shown.values()) + "</tr>")
    out.append("</table>")
    out.append(f"<h2>{e(words['games_heading'])}</h2><p>{e(words['games_note'])}</p>")
    for name in names:
        mine = [g for g in games if name in (g[4], g[5])]
        links = ", ".join(f'<a href="games/{e(g[14])}-{g[1]}.ggf">{e(g[1])}</a>' for g in mine)
        out.append(f'<h3 id="{e(anchor_id(name))}">{e(name)}</h3><p>{links}</p>')
    out.append("</body></html>")
    return "\n".join(out) + "\n"


def anchor_id(name):
    return "p-" + re.sub(r"[^A-Za-z0-9_-]", "_", name)


def rating_chart(ranked, _):
    """The ratings as dots with their 95% intervals as bars, one row each."""
    if not ranked:
        return ""
    lows = [r["rating"] - r["interval"] for _n, r in ranked]
    highs = [r["rating"] + r["interval"] for _n, r in ranked]
    low, high = min(lows), max(highs)
    span = (high - low) or 1
    width, left, row = 640, 260, 22
    label = _("the ratings and their intervals at 95 percent")

    def x(value):
        return left + (value - low) / span * (width - left - 20)
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{row * len(ranked) + 30}" '
             f'role="img" aria-label="{html.escape(label)}">']
    for i, (name, r) in enumerate(ranked):
        y = 20 + i * row
        parts.append(f'<text x="{left - 8}" y="{y + 4}" text-anchor="end" font-size="12">{html.escape(name)}</text>')
        parts.append(f'<line x1="{x(r["rating"] - r["interval"]):.1f}" x2="{x(r["rating"] + r["interval"]):.1f}" '
                     f'y1="{y}" y2="{y}" stroke="#468" stroke-width="3"/>')
        parts.append(f'<circle cx="{x(r["rating"]):.1f}" cy="{y}" r="4" fill="#000"/>')
        parts.append(f'<text x="{x(r["rating"]):.1f}" y="{y - 6}" text-anchor="middle" font-size="10">{r["rating"]:.0f}</text>')
    parts.append("</svg>")
    return "\n".join(parts)


def command_self(args):
    """A student's own program against the yardstick, before handing in:
    the gauntlet of the tournament file for this build's GTP engine, the
    score against each reference, the pass rule's verdict and a rating."""
    config = read_tournament(args.config)
    engine = Path(__file__).resolve().parent / "reversi-gtp"
    if not engine.exists():
        raise UsageError(_("%s is not built: run meson compile first") % engine)
    source = KIT_SOURCE / "skeleton" / "computer-player.c"
    student = kit_tree.student_id_in(source.read_text(encoding="utf-8")) if source.exists() else None
    record = {"id": "self", "source_id": student, "status": "ok", "gtp": str(engine), "reason": ""}
    record["name"] = student_name(dict(record, id=_("you")), config)
    work = Path(args.work).resolve()
    (work / "gauntlet").mkdir(parents=True, exist_ok=True)
    (work / "tournament.txt").write_text(Path(args.config).read_text(encoding="utf-8"), encoding="utf-8")
    status = 0
    for stem, players in gauntlet_matches(work, [record], config):
        say(_("playing %s") % players[1].split(" = ")[0])
        status = max(status, run_match(players, work / "gauntlet" / f"{stem}.txt",
                                       match_options(config, int(config["games"]))))
    if status:
        return status
    scores = gauntlet_scores(work, [record], config)[record["name"]]
    for _elo, spec in config["references"]:
        got, played = scores["by_ref"][spec]
        print(_("against %s: %g of %d") % (spec, got, played))
    for reason in sorted(set(scores["forfeits"])):
        print(_("forfeit: ") + reason)
    anchors = [a for elo, spec in config["references"] for a in ("--anchor", f"{spec}={elo:g}")]
    tsv = work / "ratings.tsv"
    subprocess.run([match_program(), "--summary", "--ratings", *anchors, "--ratings-file", str(tsv),
                    *map(str, sorted((work / "gauntlet").glob("*.txt")))], stdout=subprocess.DEVNULL)
    rated = None
    for line in tsv.read_text(encoding="utf-8").splitlines():
        fields = line.split("\t")
        if fields[1] == record["name"]:
            rated = {"rating": float(fields[2]), "interval": float(fields[3])}
            print(_("rating: %.0f ± %.0f") % (rated["rating"], rated["interval"]))
    verdict, why = judge(config["pass"], record, scores, rated)
    print(f"{verdict or '-'}: {why}")
    return 0


# ---------------------------------------------------------------------------


def main():
    parser = argparse.ArgumentParser(
        prog="reversi-tournament",
        description=_("The class tournament: build and check a folder of hand-ins, play a gauntlet "
                      "against reference players and a round robin, rate and report."))
    commands = parser.add_subparsers(dest="command", required=True)
    build = commands.add_parser("build", help=_("unpack, build and check every hand-in of a folder"))
    build.add_argument("handins", help=_("the folder of hand-ins (*.tar.gz from pack-handin)"))
    build.add_argument("-w", "--work", required=True, help=_("the tournament's folder"))
    build.add_argument("-c", "--config", help=_("the tournament file (see docs/tournament.md)"))
    build.add_argument("-j", "--jobs", type=int, default=2, help=_("hand-ins built at once, 1 to 256 (default 2)"))
    build.add_argument("--reuse-build", metavar="BUILD",
                       help=_("a build of this kit: compile only each hand-in's files and link with its libraries"))
    build.add_argument("--check-timeout", type=float, default=300,
                       help=_("seconds each exercise check may take, 1 to 86400 (default 300)"))
    play = commands.add_parser("play", help=_("play a stage, or a part of it (resumes)"))
    play.add_argument("stage", choices=["gauntlet", "round-robin", "swiss"])
    play.add_argument("-w", "--work", required=True)
    play.add_argument("--part", metavar="I/N", help=_("play only the I-th of N parts"))
    report = commands.add_parser("report", help=_("rate every game and write the CSV, the HTML page and the GGF games"))
    report.add_argument("-w", "--work", required=True)
    own = commands.add_parser("self", help=_("a student: play the gauntlet with this build's own program"))
    own.add_argument("-c", "--config", required=True, help=_("the tournament file your teacher gave"))
    own.add_argument("-w", "--work", default="tournament-self",
                     help=_("where the games go (default tournament-self; run again to resume)"))
    args = parser.parse_args()
    try:
        if args.command == "build":
            if not 1 <= args.jobs <= 256:
                raise UsageError(_("--jobs must be from 1 to 256, not %d") % args.jobs)
            if not 1 <= args.check_timeout <= 86400:
                raise UsageError(_("--check-timeout must be from 1 to 86400, not %g") % args.check_timeout)
            return command_build(args)
        if args.command == "play":
            return command_play(args)
        if args.command == "self":
            return command_self(args)
        return command_report(args)
    except UsageError as error:
        print(f"reversi-tournament: {error}", file=sys.stderr)
        return 2
    except NotReady as error:
        print(f"reversi-tournament: {error}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
