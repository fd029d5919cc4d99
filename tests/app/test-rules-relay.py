#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Two computers play tic-tac-toe, Kalah or Go through two windows, as in class.

    test-rules-relay.py APP OUT_DIR GAME COMPUTER_A COMPUTER_B

Window A plays the first side by computer (COMPUTER_A) and has a human
second side; window B has a human first side and plays the second by
computer (COMPUTER_B).  Like the person between two desks, the test reads
each computer move off one window (its large relay text) and types it
into the other: Kalah's extra turns (two moves running by one side) and
Go's passes included, until the game ends.  Both windows must end with
the same moves and the same result, which must be the rules' result.
"""

import sys
import time

import harness
from games_rules import expected_result, replay
from harness import TestFailure, log, move_list

SIDES = {"tictactoe": ("x", "o"), "kalah": ("first", "second"), "go": ("black", "white"),
         "connect": ("red", "yellow")}


def relay_text_matches(state, move, side):
    """The big relay line names the side and the move ("Second: 7",
    "Black passes")."""
    relay = state.get("relay", "").lower()
    if side not in relay:
        return False
    return "pass" in relay if move == "pass" else move.lower() in relay


def relay_game(session, game, computer_a, computer_b):
    sides = SIDES[game.split("-")[0]]
    a = session.start(["--game", game, "--first", computer_a, "--second", "human",
                       "--no-resume"], "A")
    b = session.start(["--game", game, "--first", "human", "--second", computer_b,
                       "--no-resume"], "B")
    a.find_window(title=".")
    b.find_window(title=".")
    apps = {"A": a, "B": b}
    for app in apps.values():
        app.wait_for("the game to be set up", lambda s: s.get("game") == game)
    relayed = extra_turns = passes = 0
    deadline = time.monotonic() + 600
    while True:
        if time.monotonic() > deadline:
            raise TestFailure("the relayed game did not end within 600 s")
        states = {name: app.state() for name, app in apps.items()}
        for app in apps.values():
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
        before = replay(game, moves[target])
        mover = before.to_move
        if len(moves[source]) == len(moves[target]) + 1:
            # The source's newest move is on show: check what a person reads.
            if not relay_text_matches(states[source], move, sides[mover]):
                raise TestFailure("[%s] the relay text %r does not show %s %s"
                                  % (source, states[source].get("relay"), sides[mover], move))
        target_app = apps[target]
        state = target_app.wait_for(
            "its human's turn for %s" % move,
            lambda s: s.get("human_to_move") == "1" and s.get("thinking") == "0", timeout=60)
        if state.get("to_move") != str(mover):
            raise TestFailure("[%s] waits for side %s but side %d is to move"
                              % (target, state.get("to_move"), mover))
        target_app.type_move(move)
        target_app.wait_for("%s to be entered" % move,
                            lambda s: len(move_list(s)) > len(moves[target]))
        relayed += 1
        passes += move == "pass"
        after = replay(game, moves[target] + [move])
        extra_turns += after.to_move == mover and not getattr(after, "over", False)
        log("relayed %s %s from %s to %s" % (sides[mover], move, source, target))

    final_a, final_b = states["A"], states["B"]
    if final_a.get("position") != final_b.get("position"):
        raise TestFailure("the final positions differ: A %s, B %s"
                          % (final_a.get("position"), final_b.get("position")))
    result = expected_result(session.app_path, game, moves["A"])
    if final_a.get("result") != result or final_b.get("result") != result:
        raise TestFailure("the results are A %r, B %r; the rules say %r"
                          % (final_a.get("result"), final_b.get("result"), result))
    if relayed < len(moves["A"]):
        raise TestFailure("only %d of %d moves were relayed" % (relayed, len(moves["A"])))
    log("relayed game over: %d moves typed across (%d extra turns, %d passes): %s"
        % (relayed, extra_turns, passes, final_a.get("result_text")))


def main():
    app_path = sys.argv[1] if len(sys.argv) > 1 else ""
    out_dir = sys.argv[2] if len(sys.argv) > 2 else "."
    game, computer_a, computer_b = sys.argv[3:6]
    harness.require_tools(app_path, ["Xvfb", "xdotool"])
    return harness.run_test("rules-relay-" + game,
                            lambda s: relay_game(s, game, computer_a, computer_b),
                            app_path, out_dir)


if __name__ == "__main__":
    sys.exit(main())
