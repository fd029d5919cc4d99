#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Every program's command line: each number out of its range refused.

Usage: test-options.py NAME=PATH...   (the programs this build has)

For every numeric option of every program of the kit (the table below),
each bad value -- one past either end, not a number, a fraction, nan and
inf, values past 2^31, 2^32, 2^63 and 2^64, an empty text, a size
between the allowed ones -- must end the program with status 2, nothing
on standard output, and one message on standard error naming the
program, the option and its range.  An argument a program does not take
is refused the same way, and --help names each option's range.  Every
file the programs read is refused when it is a folder, a device, a FIFO
(without waiting for a writer) or longer than its limit.  A valid command
line of each program still does its work.

A program missing from the arguments (not in this build: the handout has
no lab programs) is skipped, and said so.
"""
import os
import subprocess
import sys
import tempfile

# option: (long name, kind, low, high, step, what --help must say)
#   kind "int": a whole number; "double": any finite number.
PLAYER_RANGES = [
    ("size", "int", 4, 10, 2, "4, 6, 8 or 10"),
    ("depth", "int", 1, 60, 1, "both computers, 1 to 60"),
    ("black-depth", "int", 1, 60, 1, "Black, 1 to 60"),
    ("white-depth", "int", 1, 60, 1, "White, 1 to 60"),
    ("perfect", "int", 0, 100, 1, "perfect search, 0 to 100"),
    ("black-perfect", "int", 0, 100, 1, "Black, 0 to 100"),
    ("white-perfect", "int", 0, 100, 1, "White, 0 to 100"),
    ("eval", "int", 0, 3, 1, "0 disc count, 1 Eval8x8B, 2 Eval8x8C, 3 trained"),
    ("black-eval", "int", 0, 3, 1, "Black, 0 to 3"),
    ("white-eval", "int", 0, 3, 1, "White, 0 to 3"),
    ("seed", "int", 0, 2**31 - 1, 1, "0 to 2147483647"),
]
SEED = ("seed", "int", 0, 2**31 - 1, 1, "0 to 2147483647")

# program: options, extra bad command lines (arguments, what stderr says),
# valid command lines (arguments, standard input), whether it takes no
# arguments.
PROGRAMS = {
    "reversi-play": {
        "options": PLAYER_RANGES,
        "bad": [(["-d", "-1"], "--depth must be a whole number from 1 to 60, not “-1”."),
                (["--perfect", "-5"], "--perfect must be a whole number from 0 to 100, not “-5”."),
                (["-s", "5"], "--size must be 4, 6, 8 or 10, not “5”.")],
        "valid": [["-s", "4", "-d", "1", "-q"],
                  ["-s", "4", "--black-depth", "1", "--white-depth", "2", "--black-eval", "0", "-q"]],
    },
    "reversi-solve": {
        "options": [("start", "int", 4, 8, 2, "(4, 6 or 8)"),
                    ("table-bits", "int", 10, 28, 1, "BITS 10 to 28"),
                    ("threads", "int", 1, 64, 1, "N threads, 1 to 64")],
        "bad": [(["--start", "0"], "--start must be 4, 6 or 8, not “0”.")] + [
                (["--range", value], "--range must be a number from 1 to 2147483647, or two such "
                 "numbers like 40-44, not “%s”." % value)
                for value in ["0", "4294967337", "44-40", "abc", "40-", "-5", "40-4294967337", ""]] + [
                (["--misere"], "--misere needs --start or --board"),
                (["--range", "40", "--misere"], "--misere needs --start or --board"),
                (["--parallel"], "--parallel needs --start"),
                (["--board", "X" * 15 + "O X", "--parallel"], "--parallel needs --start"),
                (["--best-only"], "--best-only needs --start or --board"),
                (["--start", "4", "--board", "X" * 15 + "O X"], "--start and --board each give"),
                (["--start", "4", "--range", "40"], "--ffo and --range solve FFO positions"),
                (["--start", "4", "--parallel", "--moves", "b1"], "Move 1 (“b1”)")],
        "valid": [["--start", "4"], ["--start", "4", "--misere", "--parallel", "--moves", "a1 d1"]],
        "help": ["numbers from 1"],
    },
    "reversi-train": {
        "options": [("size", "int", 4, 8, 2, "4, 6 or 8"),
                    ("games", "int", 1, 1000000, 1, "1 to 1000000"),
                    ("exact", "int", 1, 20, 1, "exactly, 1 to 20"),
                    ("label-depth", "int", 1, 10, 1, "positions, 1 to 10"),
                    ("seed", "int", 0, 2**63 - 1, 1, "0 or more")],
        "valid": [["--size", "4", "--games", "1", "--exact", "1", "--label-depth", "1"]],
    },
    "reversi-perft": {
        "options": [("size", "int", 4, 10, 2, "4, 6, 8 or 10"),
                    ("depth", "int", 1, 20, 1, "1 to 20")],
        "valid": [["--size", "4", "--depth", "3"]],
    },
    "reversi-count": {
        "options": [("max-depth", "int", 1, 12, 1, "1 to 12"),
                    ("eval", "int", 0, 2, 1, "0 disc count, 1 Eval8x8B, 2 Eval8x8C")],
        "valid": [["--max-depth", "1", "--position", "start"]],
    },
    "reversi-endgames": {
        "options": [("size", "int", 4, 10, 2, "4, 6, 8 or 10"),
                    ("count", "int", 1, 1000, 1, "1 to 1000"),
                    ("empties", "int", 1, 95, 1, "1 to the board's squares less 5"),
                    SEED,
                    ("opening", "int", 0, 100, 1, "0 to the board's squares")],
        "bad": [(["--size", "4", "--empties", "12"], "--empties must be between 1 and 11 on this board"),
                (["--size", "4", "--empties", "4", "--opening", "17"], "--opening must be between 0 and 16")],
        "valid": [["--size", "4", "--count", "1", "--empties", "4"]],
    },
    "go-solve": {
        # --size is N (an N x N board) or WxH (a rectangle), each 2 to 5.
        "options": [("table-bits", "int", 4, 30, 1, "BITS 4 to 30"),
                    ("cpu-limit", "double", 0, 1000000, 1, "SECONDS of CPU time, 0 to 1000000")],
        "bad": [(["--size", value], "--size must be a whole number from 2 to 5, or two such "
                 "numbers like 4x5 (columns x rows), not “%s”." % value)
                for value in ["1", "6", "1x3", "3x6", "4x", "x4", "0x10", "5x", "4x5x3", "abc", "",
                              "2.5", "-3", str(2**32 + 2), "3x%d" % (2**32 + 3)]],
        "valid": [["--size", "2"], ["--size", "3", "--at-least-jigo", "--cpu-limit", "60"],
                  ["--size", "2x3"], ["--size", "3X2", "--root-only"]],
        "help": ["each 2 to 5"],
    },
    "kalah-solve": {
        "options": [("stones", "int", 2, 6, 1, "2 to 6"),
                    ("database", "int", 0, 30, 1, "0 to 30"),
                    ("table-bits", "int", 10, 30, 1, "BITS 10 to 30"),
                    ("deepening", "int", 0, 60, 1, "0 to 60"),
                    ("time-limit", "double", 0, 86400, 1, "0 to 86400")],
        "valid": [["--stones", "2"]],
    },
    "go-gtp": {
        "options": [("size", "int", 2, 5, 1, "2 to 5"),
                    ("time", "double", 0, 86400, 1, "0 to 86400")],
        "valid": [(["--size", "2", "--time", "0.5"], "genmove b\nquit\n")],
    },
    "games-play": {
        "options": [SEED],
        "valid": [["--first", "random", "--second", "random"]],
    },
    # Its --size is checked when the engine is made (gtp-session tests it).
    "reversi-gtp": {
        "options": [("move-time", "double", 0.01, 3600, 1, "SECONDS, 0.01 to 3600")],
        "bad": [(["--move-time", "0.005"], "--move-time must be a number from 0.01 to 3600, not “0.005”."),
                (["--move-time", "0"], "--move-time must be a number from 0.01 to 3600, not “0”.")],
        "valid": [(["--size", "6", "--player", "random", "--move-time", "0.05"],
                   "genmove b\ngenmove w\nquit\n")],
    },
    # Its players play through the engine program next to it (reversi-gtp).
    "reversi-match": {
        "options": [("games", "int", 1, 1000000, 1, "1 to 1000000"),
                    ("size", "int", 4, 10, 2, "4, 6, 8 or 10"),
                    ("timeout", "double", 0.001, 86400, 1, "0.001 to 86400")],
        "bad": [(["--timeout", "0.0005"], "--timeout must be a number from 0.001 to 86400, not “0.0005”."),
                (["--timeout", "0"], "--timeout must be a number from 0.001 to 86400, not “0”.")] + [
                (["--part", value, "alphabeta:1", "alphabeta:2"],
                 "--part must be I/N with 1 ≤ I ≤ N ≤ 100000, for example 2/4.")
                for value in ["0/2", "3/2", "1/100001", "1/4294967297", "x", "1/", "/2", "1/2/3",
                              " 1/2", "1/0x2", "-1/2"]] + [
                (["--openings", value, "alphabeta:1", "alphabeta:2"],
                 "--openings must be all-K with K from 0 to 8, or none, not “%s”." % value)
                for value in ["all-9", "all-4294967297", "all--1", "all-x", "all-", "3", "all-3x"]],
        "valid": [["-n", "1", "-s", "4", "--no-progress", "--part", "1/1", "--openings", "all-1",
                   "-t", "0.5", "alphabeta:1", "alphabeta:2"]],
        "takes_arguments": True,
    },
    "tictactoe-play": {
        "options": [SEED],
        "valid": [["-x", "random", "-o", "random"]],
    },
    # Their whole run takes seconds, or needs the exercises done (the
    # handout's stubs make tictactoe-facts fail): tests/tictactoe,
    # tests/kalah and tests/games-search run them.
    "tictactoe-facts": {"valid": [["--help"]]},
    "kalah-tables": {"valid": [["--help"]]},
    "games-compare": {"valid": [["--help"]]},
    "games-list": {"valid": [[]], "extra": "usage: games-list"},
    # The window program: its options are checked before any window, so
    # no display is needed; FILE arguments are games to open.
    "reversi": {
        "options": [("size", "int", 4, 10, 2, "4, 6, 8 or 10"),
                    ("time-limit", "int", 0, 600, 1, "0 to 600")],
        "bad": [(["--no-such-option"], "Unknown option --no-such-option"),
                (["--size"], "Missing argument for --size")],
        "valid": [["--help"]],
        "takes_arguments": True,
    },
}

# The bad values tried on every option, besides one past each end.
NOT_NUMBERS = ["abc", "", "1.5", "0x10", "5x", "nan", "inf", "-inf", "1e999"]
HUGE = [str(2**31), str(2**32 + 1), str(2**63), str(2**64 + 1), str(-(2**64 + 1))]

failures = 0
ENV = dict(os.environ, LC_ALL="C.UTF-8", LANGUAGE="")
ENV.pop("DISPLAY", None)
ENV.pop("WAYLAND_DISPLAY", None)


def check(condition, message):
    global failures
    if not condition:
        failures += 1
        print("FAIL:", message)


def run(path, args, stdin="", timeout=20):
    """The finished run; one still running after timeout seconds is ended
    and reported with status None (a bad value taken as a long task)."""
    try:
        return subprocess.run([path, *args], input=stdin, capture_output=True, text=True,
                              timeout=timeout, env=ENV)
    except subprocess.TimeoutExpired:
        return subprocess.CompletedProcess(args, None, "", "still running after %d s" % timeout)


def accepted(kind, low, high, step, text):
    """Whether text is a value the option takes (so not a bad value)."""
    try:
        value = int(text) if kind == "int" else float(text)
    except ValueError:
        return False
    if kind == "double":
        return value == value and low <= value <= high
    return low <= value <= high and (value - low) % step == 0


def range_text(kind, low, high, step):
    if kind == "int" and step > 1:
        values = [str(v) for v in range(low, high + 1, step)]
        return ", ".join(values[:-1]) + " or " + values[-1]
    if kind == "int":
        return "a whole number from %d to %d" % (low, high)
    # Whole bounds as the programs print them: 1000000, not %g's 1e+06.
    def number(v):
        return "%d" % v if float(v).is_integer() else "%g" % v
    return "a number from %s to %s" % (number(low), number(high))


def refused(name, path, args, says):
    """args must end name with status 2, says in the one message, no output."""
    proc = run(path, args)
    check(proc.returncode == 2, "%s %s: status %s, not 2: %r" % (name, args, proc.returncode,
                                                                proc.stderr[:300]))
    check(proc.stdout == "", "%s %s: wrote %r" % (name, args, proc.stdout[:200]))
    check(proc.stderr.startswith(name + ": ") and says in proc.stderr,
          "%s %s: the message should start with “%s: ” and say %r: %r"
          % (name, args, name, says, proc.stderr[:300]))


def check_options(name, path, spec):
    for option, kind, low, high, step, _ in spec.get("options", []):
        one_past = [low - 1, high + 1] if kind == "int" else [low - 1, high + 0.5]
        values = [str(v) for v in one_past] + NOT_NUMBERS + HUGE
        if kind == "int" and step > 1:
            values.append(str(low + 1))
        for value in values:
            if accepted(kind, low, high, step, value):
                continue
            says = "--%s must be %s, not “%s”." % (option, range_text(kind, low, high, step), value)
            refused(name, path, ["--" + option, value], says)
            # The --option=value form goes the same way.
            if value == "abc":
                refused(name, path, ["--%s=%s" % (option, value)], says)
    for args, says in spec.get("bad", []):
        refused(name, path, args, says)
    if not spec.get("takes_arguments"):
        says = spec.get("extra", "unexpected argument “surplus”")
        proc = run(path, ["surplus"])
        check(proc.returncode == 2 and says in proc.stderr and proc.stdout == "",
              "%s surplus: an argument it does not take: status %s, %r"
              % (name, proc.returncode, proc.stderr[:200]))


def check_help(name, path, spec):
    wanted = [o[5] for o in spec.get("options", [])] + spec.get("help", [])
    if not wanted:
        return
    proc = run(path, ["--help"])
    check(proc.returncode == 0, "%s --help: status %s" % (name, proc.returncode))
    for text in wanted:
        check(text in proc.stdout, "%s --help does not say %r" % (name, text))


def check_valid(name, path, spec):
    for line in spec.get("valid", []):
        args, stdin = line if isinstance(line, tuple) else (line, "")
        proc = run(path, args, stdin=stdin, timeout=300)
        check(proc.returncode == 0 and proc.stdout,
              "%s %s: a valid command line: status %s, %r" % (name, args, proc.returncode,
                                                              proc.stderr[:300]))


def check_files(path):
    """reversi-solve --ffo: the one file a program of this list reads."""
    name = "reversi-solve"
    with tempfile.TemporaryDirectory() as folder:
        fifo = os.path.join(folder, "fifo")
        os.mkfifo(fifo)
        huge = os.path.join(folder, "huge.txt")
        with open(huge, "wb") as f:
            f.truncate(17 << 20)
        small = os.path.join(folder, "one.txt")
        with open(small, "w") as f:
            f.write("1 -XXXXXOX-OOOOOOXXOOXOXOXXOOOXXOXXOXXOXOXXXXXOOXXXXOOOO-X--OOOOO- X 6 A2 -4\n")
        for target, says in [("/dev/zero", "it is a device, a pipe or a socket, not a file."),
                             (fifo, "it is a device, a pipe or a socket, not a file."),
                             (folder, "it is a folder."),
                             (huge, "it is longer than 16 MB"),
                             (os.path.join(folder, "missing.txt"), "No such file")]:
            refused(name, path, ["--ffo", target], "Cannot read %s: %s" % (target, says))
        proc = run(path, ["--ffo", small, "--range", "1"])
        check(proc.returncode == 0 and "expected A2 -4: right" in proc.stdout,
              "reversi-solve --ffo with a regular file: %d %r" % (proc.returncode, proc.stderr))


def main():
    programs = dict(arg.split("=", 1) for arg in sys.argv[1:])
    for name, spec in PROGRAMS.items():
        path = programs.get(name)
        if not path or not os.path.exists(path):
            print("skipped (not in this build):", name)
            continue
        check_options(name, path, spec)
        check_help(name, path, spec)
        check_valid(name, path, spec)
    if programs.get("reversi-solve"):
        check_files(programs["reversi-solve"])
    unknown = set(programs) - set(PROGRAMS)
    check(not unknown, "programs the table does not know: %s" % sorted(unknown))
    if failures:
        print("%d failures" % failures)
        return 1
    print("every program refused every bad value")
    return 0


if __name__ == "__main__":
    sys.exit(main())
