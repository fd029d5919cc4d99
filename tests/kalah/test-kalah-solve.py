#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""kalah-solve against a solver written here, with its own move rules.

    test-kalah-solve.py KALAH-SOLVE

The solver below shares no code with the kit's: it sows stone by stone
on a list of 14 cells, captures by its own reading of the two rules, and
searches by memoised negamax (alpha-beta with the bounds of each position
kept, MTD(f) at the root).  It solves Kalah with 2 stones a pit from the
start, under both capture rules, and Kalah with 3 stones a pit from
positions some random moves in, 24 stones left in the pits (from the
start it would take minutes in Python), and from positions with 14 and
16 stones left with a database of 14 stones (the value read from the
database, or one search above it); each time kalah-solve must print the
same value, and its best move must keep that value.  Then the command line: values out of range
exit 2.
"""
import os
import random
import re
import subprocess
import sys

sys.setrecursionlimit(100000)

FIRST_PITS = range(0, 6)
SECOND_PITS = range(7, 13)
STORE = (6, 13)


def own_pits(side):
    return FIRST_PITS if side == 0 else SECOND_PITS


def play(cells, side, pit, empty_capture):
    """Play pit for side on a copy of cells (14 counts).  Returns the new
    cells, whether side moves again and whether the game is over (then
    the pits are swept into their owners' stores)."""
    b = list(cells)
    hand, b[pit], pos = b[pit], 0, pit
    while hand:
        pos = (pos + 1) % 14
        if pos == STORE[1 - side]:
            continue
        b[pos] += 1
        hand -= 1
    extra = pos == STORE[side]
    if not extra and pos in own_pits(side) and b[pos] == 1:
        across = 12 - pos
        if b[across] > 0 or empty_capture:
            b[STORE[side]] += b[across] + 1
            b[across] = b[pos] = 0
    left = [sum(b[p] for p in own_pits(s)) for s in (0, 1)]
    over = left[0] == 0 or left[1] == 0
    if over:
        for s in (0, 1):
            b[STORE[s]] += left[s]
            for p in own_pits(s):
                b[p] = 0
    return b, extra, over


class Solver:
    """Final store difference for the side to move, by alpha-beta on what
    the stores still gain (which depends on the pits alone)."""

    def __init__(self, empty_capture):
        self.empty_capture = empty_capture
        self.bounds = {}

    def gain(self, cells, side, alpha, beta):
        pits = tuple(cells[p] for p in FIRST_PITS) + tuple(cells[p] for p in SECOND_PITS)
        n = sum(pits)
        if n <= alpha:
            return n
        if -n >= beta:
            return -n
        key = (pits, side)
        lo, hi = self.bounds.get(key, (-n, n))
        if lo >= beta:
            return lo
        if hi <= alpha:
            return hi
        kids = []
        for pit in own_pits(side):
            if cells[pit]:
                b, extra, over = play(cells, side, pit, self.empty_capture)
                got = (b[STORE[side]] - cells[STORE[side]]) - (b[STORE[1 - side]] - cells[STORE[1 - side]])
                kids.append((1000 + pit if extra else 10 * got + pit % 7, b, extra, over, got))
        kids.sort(key=lambda kid: -kid[0])
        best = -1000
        for _, b, extra, over, got in kids:
            a = max(alpha, best)
            if over:
                v = got
            elif extra:
                v = got + self.gain(b, side, a - got, beta - got)
            else:
                v = got - self.gain(b, 1 - side, got - beta, got - a)
            best = max(best, v)
            if best >= beta:
                break
        if best >= beta:
            lo = max(lo, best)
        elif best <= alpha:
            hi = min(hi, best)
        else:
            lo = hi = best
        self.bounds[key] = (lo, hi)
        return best

    def value(self, cells, side):
        """The first player's final margin with side to move."""
        n = sum(cells) - cells[6] - cells[13]
        lo, hi, g = -n, n, 0
        while lo < hi:
            beta = g + 1 if g == lo else g
            g = self.gain(cells, side, beta - 1, beta)
            if g < beta:
                hi = g
            else:
                lo = g
        mine = cells[STORE[side]] - cells[STORE[1 - side]] + lo
        return mine if side == 0 else -mine


failures = 0


def check(condition, message):
    global failures
    if not condition:
        failures += 1
        print("not ok:", message)


def run(program, *args):
    # The environment passes through (the sanitizers' options under CI).
    env = dict(os.environ, LANGUAGE="C", LC_ALL="C.UTF-8")
    return subprocess.run([program, *args], capture_output=True, text=True, env=env)


def solve_and_compare(program, stones, empty_capture, moves, database=8, options=()):
    cells = [stones] * 6 + [0] + [stones] * 6 + [0]
    side = 0
    for pit in moves:
        cells, extra, over = play(cells, side, pit, empty_capture)
        assert not over
        side = side if extra else 1 - side
    solver = Solver(empty_capture)
    expected = solver.value(cells, side)
    args = ["--stones", str(stones), "--database", str(database), "--table-bits", "18"]
    if empty_capture:
        args.append("--empty-capture")
    if moves:
        args += ["--moves", " ".join(map(str, moves))]
    args += options
    what = (f"{stones} stones, {'empty' if empty_capture else 'standard'} capture, moves {moves}, "
            f"database {database}{''.join(' ' + o for o in options)}")
    done = run(program, *args)
    check(done.returncode == 0, f"{what}: exit status {done.returncode}: {done.stderr}")
    value = re.search(r"^value: (-?\d+)$", done.stdout, re.M)
    turn = re.search(r"^best move: \d+ \(the whole turn: ([\d ]+)\)$", done.stdout, re.M)
    check(value is not None and turn is not None, f"{what}: no value or best move in\n{done.stdout}")
    if value is None or turn is None:
        return
    check(int(value.group(1)) == expected, f"{what}: kalah-solve says {value.group(1)}, here {expected}")
    # The best turn keeps the value: play it here and solve what follows.
    mover = side
    for pit in map(int, turn.group(1).split()):
        check(side == mover and pit in own_pits(side) and cells[pit] > 0,
              f"{what}: best turn {turn.group(1)} is not a turn of the side to move")
        cells, extra, over = play(cells, side, pit, empty_capture)
        side = side if extra else 1 - side
        if over:
            break
    after = cells[6] - cells[13] if over else solver.value(cells, side)
    check(after == expected, f"{what}: after the best turn {turn.group(1)} the value is {after}, not {expected}")
    print(f"ok: {what}: {expected}, best turn {turn.group(1)}")


def random_opening(stones, empty_capture, left, rng):
    """Pits played at random from the start until at most left stones are
    in the pits, the game not over."""
    while True:
        cells = [stones] * 6 + [0] + [stones] * 6 + [0]
        side, moves, over = 0, [], False
        while sum(cells) - cells[6] - cells[13] > left:
            pit = rng.choice([p for p in own_pits(side) if cells[p]])
            cells, extra, over = play(cells, side, pit, empty_capture)
            moves.append(pit)
            if over:
                break
            side = side if extra else 1 - side
        if not over:
            return moves


def main():
    program = sys.argv[1]
    for empty_capture in (False, True):
        solve_and_compare(program, 2, empty_capture, [])
    rng = random.Random(28)
    for empty_capture in (False, True):
        for _ in range(3):
            solve_and_compare(program, 3, empty_capture, random_opening(3, empty_capture, 24, rng))
    # The database's own values: positions inside it (the value and every
    # move of the best turn read from it) and just above it.
    for empty_capture in (False, True):
        for left in (14, 16):
            solve_and_compare(program, 3, empty_capture, random_opening(3, empty_capture, left, rng),
                              database=14)
    # --passes: one line a pass as it ends; the exact passes end on the
    # value from both sides (at least it, and no more than it).
    for empty_capture, value in ((False, 6), (True, 10)):
        done = run(program, "--stones", "2", "--passes", *(["--empty-capture"] if empty_capture else []))
        passes = re.findall(r"^  pass (\d+): exact, is it at least (-?\d+)\? at (least|most) (-?\d+); "
                            r"\d+ nodes, [\d.]+ s$", done.stdout, re.M)
        count = re.search(r"^MTD\(f\) passes: (\d+)$", done.stdout, re.M)
        check(done.returncode == 0 and count is not None
              and [int(p[0]) for p in passes] == list(range(1, int(count.group(1)) + 1)),
              f"--passes: the passes are not numbered 1 to the count in\n{done.stdout}")
        check(("least", str(value)) in [(p[2], p[3]) for p in passes]
              and ("most", str(value)) in [(p[2], p[3]) for p in passes],
              f"--passes: no pass proves at least {value} and one at most {value} in\n{done.stdout}")
    # --first-guess: the same value and best turn from any first guess,
    # whichever side is to move (the guess is the first player's margin).
    for empty_capture in (False, True):
        for guess in ("-24", "24"):
            solve_and_compare(program, 2, empty_capture, [], options=("--first-guess", guess))
    for _ in range(4):
        moves = random_opening(3, True, 24, rng)
        for guess in ("-30", "30"):
            solve_and_compare(program, 3, True, moves, options=("--first-guess", guess))
    # From below every pass but the last proves a lower bound, from above
    # an upper bound: what a time limit stops is a bound on that side.
    # After pit 2 the second player is to move, and the passes (in the
    # side to move's view) ask the guess turned around.
    for moves, guess, asked, side in (([], "-20", "-20", "least"), ([], "20", "20", "most"),
                                      (["--moves", "2"], "-20", "20", "most")):
        cells, _, _ = play([2] * 6 + [0] + [2] * 6 + [0], 0, 2, False)
        value = 6 if not moves else Solver(False).value(cells, 1)
        done = run(program, "--stones", "2", "--passes", "--first-guess", guess, *moves)
        passes = re.findall(r"^  pass \d+: exact, is it at least (-?\d+)\? at (least|most) (-?\d+);",
                            done.stdout, re.M)
        check(done.returncode == 0 and len(passes) > 2 and passes[0][0] == asked
              and all(p[1] == side for p in passes[:-1]) and re.search(rf"^value: {value}$", done.stdout, re.M),
              f"--first-guess {guess}: the passes do not climb from {guess} to {value} in\n{done.stdout}")
    for bad in (["--stones", "1"], ["--stones", "7"], ["--stones", "x"], ["--database", "31"],
                ["--table-bits", "9"], ["--time-limit", "-1"], ["--deepening", "61"],
                ["--first-guess", "73"], ["--first-guess", "-73"],
                ["--moves", "7"], ["--moves", "13"], ["extra"]):
        done = run(program, *bad)
        check(done.returncode == 2 and done.stdout == "" and "kalah-solve" in done.stderr,
              f"{bad}: exit status {done.returncode}, stdout {done.stdout!r}, stderr {done.stderr!r}")
    print(f"{failures} failures")
    sys.exit(1 if failures else 0)


main()
