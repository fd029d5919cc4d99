#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""go-solve's answers agree with each other, position by position.

Usage: test-go-solve.py PATH/TO/go-solve

On small boards, with and without the proof check:
  - each first move's value in the list is the result go-solve gives for
    the position after it (--moves M --root-only), whose first question
    is then White's best hope, not Black's;
  - the move printed under a result ("A move that keeps it") keeps it:
    the position after it has the same result, at the root and after
    each first move;
  - the principal game ends with the result;
  - every --tie-order (the board order of each symmetry for the moves
    the ordering ranks equal) gives the same result, with a move that
    keeps it, and an order the board does not have is refused;
  - a race of searches (--threads) gives the same result, with a move
    that keeps it, says which search answered each question first, and
    a number of threads out of range, or with --tree, is refused;
  - searches begun again after a few hundred positions (--restart-after)
    give the same result, with a move that keeps it, and say how many
    began again; a budget that is not a whole number of 0 or more is
    refused.
The solver's values themselves are checked against a plain search in
test-go-solver.c; this test checks the program that prints them.
"""
import re
import subprocess
import sys

GO_SOLVE = sys.argv[1]
BOARDS = ["2", "3", "2x3", "3x2", "2x4", "4x2", "3x4"]
VALUES = ("Black wins", "White wins", "jigo")
failures = []


def check(ok, message):
    if not ok:
        failures.append(message)
        print("not ok:", message)


def go_solve(args):
    return subprocess.run([GO_SOLVE, *args], capture_output=True, text=True, errors="replace",
                          timeout=120, env={"LC_ALL": "C", "LANGUAGE": "C", "PATH": "/usr/bin:/bin"})


def check_refused(args, option):
    done = go_solve(args)
    check(done.returncode == 2 and option in done.stderr and done.stdout == "",
          f"go-solve {' '.join(args)}: exit {done.returncode}, {done.stderr!r}, {done.stdout!r}")


def run(size, moves=None, extra=()):
    args = ["--size", size, *extra]
    if moves:
        args += ["--moves", " ".join(moves)]
    done = go_solve(args)
    if done.returncode != 0:
        raise SystemExit(f"go-solve {' '.join(args[1:])} ended with {done.returncode}: "
                         f"{done.stderr}")
    return done.stdout


def result_of(text):
    found = re.search(r"^Result: (.*)$", text, re.M)
    check(found is not None and found.group(1) in VALUES, f"no result in:\n{text}")
    return found.group(1) if found else None


def keeping_move(text):
    found = re.search(r"^A move that keeps it: (\S+)", text, re.M)
    return found.group(1) if found else None


def mover_loses(text, result):
    black_to_move = re.search(r"^X to move", text, re.M) is not None
    return result == ("White wins" if black_to_move else "Black wins")


def check_position(size, moves, extra, expected=None):
    """The result after moves, its keeping move's result, the same.
    Returns go-solve's output for the position."""
    text = run(size, moves, ["--root-only", *extra])
    result = result_of(text)
    where = f"{size} after {' '.join(moves) or 'nothing'} {' '.join(extra)}"
    if expected is not None:
        check(result == expected, f"{where}: result {result}, the list says {expected}")
    keep = keeping_move(text)
    check((keep is None) == mover_loses(text, result),
          f"{where}: a keeping move printed {keep!r} where the result is {result}")
    if keep is not None:
        after = result_of(run(size, moves + [keep], ["--root-only", *extra]))
        check(after == result, f"{where}: {keep} gives {after}, not {result}")
    return text


def main():
    positions = 0
    for extra in ([], ["--check-proof"]):
        for size in BOARDS:
            text = run(size, extra=extra)
            result = result_of(text)
            firsts = re.findall(r"^  (\S+)\s.*?\s(Black wins|White wins|jigo)\s+visited", text, re.M)
            check(len(firsts) >= 2, f"{size}: first moves not found in:\n{text}")
            check_position(size, [], extra, expected=result)
            for move, value in firsts:
                check_position(size, [move], extra, expected=value)
                positions += 1
            ended = re.search(r"^Ended by .*: (.*)$", text, re.M)
            check(ended is not None and ended.group(1) == result,
                  f"{size}: the principal game does not end with {result}:\n{text}")
    wants = {size: result_of(run(size, extra=["--root-only"])) for size in BOARDS}
    orders = 0
    for size, want in wants.items():
        square = "x" not in size or size.split("x")[0] == size.split("x")[1]
        for order in range(1, 8 if square else 4):
            check_position(size, [], ["--tie-order", str(order)], expected=want)
            orders += 1
        check_refused(["--size", size, "--tie-order", "8" if square else "4"], "--tie-order")
    races = 0
    for size, want in wants.items():
        for extra in (["--threads", "2"], ["--threads", "5", "--check-proof"]):
            text = check_position(size, [], extra, expected=want)
            race = re.search(r"^Race of (\d+) searches \(tie orders ([\d, ]+)\), "
                             r"questions each answered first: ([\d, ]+)$", text, re.M)
            check(race is not None and race.group(1) == extra[1],
                  f"{size} {' '.join(extra)}: no race line in:\n{text}")
            if race:
                orders_used = race.group(2).split(", ")
                wins = [int(w) for w in race.group(3).split(", ")]
                check(len(orders_used) == int(extra[1]) and len(wins) == int(extra[1])
                      and 1 <= sum(wins) <= 2,
                      f"{size} {' '.join(extra)}: race line {race.group(0)!r}")
            races += 1
    for threads in ("0", "9", "-1"):
        check_refused(["--size", "3", "--threads", threads], "--threads")
    check_refused(["--size", "2", "--threads", "2", "--tree"], "--tree")
    # Tables beyond the machine's memory: refused before any allocation.
    with open("/proc/meminfo") as meminfo:
        total = int(re.search(r"^MemTotal:\s+(\d+) kB", meminfo.read(), re.M).group(1)) * 1024
    if 8 * 28 * 2 ** 30 > total:
        check_refused(["--size", "5", "--table-bits", "30", "--threads", "8"], "--table-bits")
    restarted = 0
    for size, want in wants.items():
        for extra in (["--restart-after", "300"], ["--restart-after", "200", "--check-proof"]):
            text = check_position(size, [], extra, expected=want)
            again = re.search(r"^Searches begun again: (\d+) \(the first after (\d+) positions", text, re.M)
            check(again is not None and again.group(2) == extra[1],
                  f"{size} {' '.join(extra)}: no restart line in:\n{text}")
            if again:
                restarted += int(again.group(1))
    check(restarted > 0, "no search began again on any board")
    for budget in ("-1", "1.5", "lots"):
        check_refused(["--size", "3", "--restart-after", budget], "--restart-after")
    print(f"{positions} first moves, {orders} tie orders, {races} races and "
          f"{restarted} restarts checked")
    if failures:
        raise SystemExit(f"{len(failures)} failures")


main()
