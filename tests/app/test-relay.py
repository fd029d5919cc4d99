#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Two programs play each other through two windows, as in class.

    test-relay.py APP OUT_DIR [SIZE [--forced-pass]]

Window A plays Black by computer (alphabeta:2:4:1) and has a human White;
window B has a human Black and plays White by computer (alphabeta:2:4:2).
Like the person between two desks, the test reads each computer move off
one window (its large relay text and last move) and types it into the
other, passes included, until the game ends.  Both windows must end on the
same board with the same result, and the game must replay under the rules.

With --forced-pass both windows open a saved 6x6 game (--open, a record as
docs/game-record.md describes) at a position where White must pass on the
very next ply whatever Black plays, so a pass is relayed from B's computer
to A's human whatever the search in this build plays (the handout's stub
search plays differently from the reference one).  The test checks that
property of the position with the rule book before it starts the apps.
"""

import os
import sys
import time

import harness
from harness import TestFailure, log, move_list
from reversi_rules import Board, replay

COLOR_OF_PLY = {"X": "black", "O": "white"}

# 6x6, Black to move with four choices (e1, f2, e3, a5); after each of
# them White has no legal move and must pass.  Found by a search over
# random games; every_line_passes() below proves the property each run.
FORCED_PASS_OPENING = ("e4 c5 b2 c2 b1 c1 b5 f5 d5 a6 d2 c6 b4 d1 e5 a2 b6 a4 a1 e6 d6 a3 f6 "
                       "b3 f4 f3").split()
FORCED_PASS_SIZE = 6


def every_line_passes(board, within):
    """True when every way the game can go from board has a pass within
    the next `within` plies (a game that ends first does not count)."""
    legal = board.legal_moves()
    if legal == ["pass"]:
        return True
    if not legal or within <= 1:
        return False
    for move in legal:
        after = board.copy()
        after.play(move)
        if not every_line_passes(after, within - 1):
            return False
    return True


def write_record(path, black, white):
    """A game record of the opening; black and white are the Black: and
    White: values."""
    text = ("# Reversi game record (reversi-kit)\n"
            "Size: %d\n"
            "Rule: normal\n"
            "Black: %s\n"
            "White: %s\n"
            "Start: standard\n"
            "Moves: %s\n"
            "Result: unfinished\n"
            % (FORCED_PASS_SIZE, black, white, " ".join(FORCED_PASS_OPENING)))
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def relay_text_matches(state, move, color):
    """The big relay line names the colour and the move ("White: c4",
    "Black passes")."""
    relay = state.get("relay", "").lower()
    if color not in relay:
        return False
    if move == "pass":
        return "pass" in relay
    return move in relay


def relay_game(session, size, forced_pass):
    opening = []
    if forced_pass:
        size = FORCED_PASS_SIZE
        opening = FORCED_PASS_OPENING
        if not every_line_passes(replay(size, opening), 2):
            raise TestFailure("the opening does not force a pass on the next two plies")
        path_a = os.path.join(session.tmp, "forced-pass-a.reversi")
        path_b = os.path.join(session.tmp, "forced-pass-b.reversi")
        write_record(path_a, 'computer alphabeta:2:4:1 "A"', 'human "relay"')
        write_record(path_b, 'human "relay"', 'computer alphabeta:2:4:2 "B"')
        a = session.start(["--open", path_a, "--no-resume"], "A")
        b = session.start(["--open", path_b, "--no-resume"], "B")
    else:
        a = session.start(["--size", str(size), "--black", "alphabeta:2:4:1", "--white", "human",
                           "--no-resume"], "A")
        b = session.start(["--size", str(size), "--black", "human", "--white", "alphabeta:2:4:2",
                           "--no-resume"], "B")
    a.find_window()
    b.find_window()
    apps = {"A": a, "B": b}
    for name, app in apps.items():
        state = app.wait_for("the game to be set up", lambda s: "moves" in s)
        if move_list(state)[:len(opening)] != opening:
            raise TestFailure("[%s] did not open the saved game: its moves are %s"
                              % (name, state.get("moves")))
    relayed = 0
    deadline = time.monotonic() + 600
    while True:
        if time.monotonic() > deadline:
            raise TestFailure("the relayed game did not end within 600 s")
        states = {name: app.state() for name, app in apps.items()}
        for name, app in apps.items():
            app.check_running()
        moves = {name: move_list(s) for name, s in states.items()}
        shorter = min(len(m) for m in moves.values())
        if moves["A"][:shorter] != moves["B"][:shorter]:
            raise TestFailure("the windows disagree: A has %s, B has %s"
                              % (" ".join(moves["A"]), " ".join(moves["B"])))
        if (states["A"].get("over") == "1" and states["B"].get("over") == "1"
                and len(moves["A"]) == len(moves["B"])):
            break
        if len(moves["A"]) == len(moves["B"]):
            time.sleep(0.05)
            continue
        source, target = ("A", "B") if len(moves["A"]) > len(moves["B"]) else ("B", "A")
        move = moves[source][len(moves[target])]
        mover = COLOR_OF_PLY[replay(size, moves[target]).to_move]
        if len(moves[source]) == len(moves[target]) + 1:
            # The source's newest move is on show: check what a person reads.
            shown = states[source].get("last_move", "")
            if shown != move and not (move == "pass" and shown == ""):
                raise TestFailure("[%s] last_move=%r but the move list ends in %s"
                                  % (source, states[source].get("last_move"), move))
            if not relay_text_matches(states[source], move, mover):
                raise TestFailure("[%s] the relay text %r does not show %s %s"
                                  % (source, states[source].get("relay"), mover, move))
        target_app = apps[target]
        # The target must now be waiting for its human to enter this move,
        # unless it plays the move itself (a forced pass the app makes).
        state = target_app.wait_for(
            "its human's turn for %s" % move,
            lambda s: len(move_list(s)) > len(moves[target])
            or (s.get("human_to_move") == "1" and s.get("thinking") == "0"),
            timeout=60)
        if len(move_list(state)) > len(moves[target]):
            continue
        if state.get("to_move") != mover:
            raise TestFailure("[%s] waits for %s but %s is to move"
                              % (target, state.get("to_move"), mover))
        target_app.type_move(move)
        target_app.wait_for("%s to be entered" % move,
                            lambda s: len(move_list(s)) > len(moves[target]))
        relayed += 1
        log("relayed %s %s from %s to %s" % (mover, move, source, target))

    final_a, final_b = states["A"], states["B"]
    if final_a.get("board") != final_b.get("board"):
        raise TestFailure("the final boards differ: A %s, B %s"
                          % (final_a.get("board"), final_b.get("board")))
    if final_a.get("result") != final_b.get("result") or not final_a.get("result"):
        raise TestFailure("the results differ: A %r, B %r"
                          % (final_a.get("result"), final_b.get("result")))
    final = replay(size, moves["A"])
    if final.to_string().split()[0] != final_a["board"].split()[0] or not final.is_over():
        raise TestFailure("the final board is not the replay of the moves")
    black, white = final.count("X"), final.count("O")
    if not harness.results_agree(final_a["result"], black, white):
        raise TestFailure("result %r does not match %d-%d" % (final_a["result"], black, white))
    played = moves["A"][len(opening):]
    passes = played.count("pass")
    log("relayed game over: %d moves after the opening (%d passes), %d typed across, %s"
        % (len(played), passes, relayed, final_a["result"]))
    if forced_pass:
        # Every ply after the opening is a computer's in one window and is
        # typed into the other (only a pass the app made itself is not).
        if relayed < len(played) - passes:
            raise TestFailure("only %d of %d moves were relayed" % (relayed, len(played)))
        if passes == 0:
            raise TestFailure("no pass happened after the opening, although every line of "
                              "play from it has one")
    elif relayed < size * size // 2 - 2:
        raise TestFailure("only %d moves were relayed" % relayed)


def main():
    app_path = sys.argv[1] if len(sys.argv) > 1 else ""
    out_dir = sys.argv[2] if len(sys.argv) > 2 else "."
    size = int(sys.argv[3]) if len(sys.argv) > 3 else 8
    forced_pass = "--forced-pass" in sys.argv[4:]
    harness.require_tools(app_path, ["Xvfb", "xdotool", "import"])
    name = "relay-forced-pass" if forced_pass else "relay-%dx%d" % (size, size)
    return harness.run_test(name, lambda session: relay_game(session, size, forced_pass),
                            app_path, out_dir)


if __name__ == "__main__":
    sys.exit(main())
