#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The Swiss system's pairing (reversi-tournament's swiss_pairing) on
standings whose right pairing is known: neighbours meet, a rematch only
when nothing avoids it, the bye to the lowest player without one, and
over several rounds of a simulated class no rematch and one game each.

    test-swiss-pairing.py REVERSI_TOURNAMENT
"""
import importlib.machinery
import importlib.util
import random
import sys

loader = importlib.machinery.SourceFileLoader("tournament", sys.argv[1])
spec = importlib.util.spec_from_loader("tournament", loader)
tournament = importlib.util.module_from_spec(spec)
loader.exec_module(tournament)
pairing = tournament.swiss_pairing


def met(*pairs):
    return {frozenset(p) for p in pairs}


checks = 0


def check(condition, what):
    global checks
    checks += 1
    if not condition:
        print(f"FAIL: {what}")
        sys.exit(1)


# The first round: best against second, third against fourth.
check(pairing(list("ABCDEF"), set(), set()) == ([("A", "B"), ("C", "D"), ("E", "F")], None), "first round")
# Odd: the lowest sits out; next time the lowest who has not.
check(pairing(list("ABCDE"), set(), set())[1] == "E", "bye to the lowest")
check(pairing(list("ABCDE"), set(), {"E"})[1] == "D", "bye to the lowest without one")
check(pairing(list("ABC"), set(), {"A", "B", "C"})[1] == "C", "everyone had one: the lowest again")
# A met B: A meets the next one down, B the one after.
check(pairing(list("ABCD"), met("AB"), set())[0] == [("A", "C"), ("B", "D")], "no rematch of the top pair")
# Greedy A-C would leave B-D, who met: the pairing goes back and takes A-D, B-C.
check(pairing(list("ABCD"), met("AB", "BD"), set())[0] == [("A", "D"), ("B", "C")], "backtracks")
# Two who met and nobody else: they meet again.
check(pairing(list("AB"), met("AB"), set())[0] == [("A", "B")], "a rematch when nothing avoids it")

# A class of 20 over 5 rounds, random results: every round everyone plays
# once (or sits out once), and no pair meets twice.
rng = random.Random(7)
players = [f"s{k:02d}" for k in range(20)]
points = {p: 0 for p in players}
seen, byes = set(), set()
for round_number in range(5):
    standing = sorted(players, key=lambda p: (-points[p], players.index(p)))
    pairs, bye = pairing(standing, seen, byes)
    playing = [p for pair in pairs for p in pair]
    check(bye is None and sorted(playing) == sorted(players), f"round {round_number + 1}: each plays once")
    for a, b in pairs:
        check(frozenset((a, b)) not in seen, f"round {round_number + 1}: {a} and {b} meet again")
        seen.add(frozenset((a, b)))
        points[rng.choice((a, b))] += 1
    # Pairs meet within their score group where they can: the top pair
    # holds the two leaders when they have not met.
    if round_number == 0:
        check(pairs[0] == ("s00", "s01"), "round 1 pairs the first two")
print(f"1..{checks}")
print("ok")
