#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The kit's reversi-gtp plays GRhino's gtp-rhino on 8x8 through a referee.

Usage: test-gtp-rhino-referee.py PATH/TO/reversi-gtp PATH/TO/gtp-rhino

The referee (gtp_referee.py, written apart from both programs) keeps its
own board: each move is asked with genmove, checked there and told to
the other engine with play; GRhino leaves forced passes out (it refuses
"play b pass"), so it is neither asked nor told a pass, and the kit must
follow a move of the side not to move as coming after a forced pass.  Two games, the kit with Black then with
White; at the end both engines' final_score must be the referee's count.
Fast settings: the kit searches 2 plies (perfect play from 6 empties),
GRhino plays its level 1.  Exit 77 (skipped) when gtp-rhino is missing.
"""
import os
import sys

import gtp_referee
from gtp_referee import Engine, check, score_text

LETTERS = "ABCDEFGH"
SIZE = 8


def main():
    kit_program, rhino_program = sys.argv[1], sys.argv[2]
    if not os.access(rhino_program, os.X_OK):
        print(f"{rhino_program} is not installed (Debian: grhino): skipped")
        sys.exit(77)
    for kit_black in (True, False):
        kit = Engine(kit_program, "--player", "alphabeta:2:6:1", "--size", str(SIZE))
        rhino = Engine(rhino_program, "-l", "1", omits_passes=True)
        black, white = (kit, rhino) if kit_black else (rhino, kit)
        played, board = gtp_referee.play_game(black, white, SIZE, LETTERS)
        if played is None:
            return
        want = score_text(board.score())
        check(kit.must("final_score") == want, f"the kit's final_score is not the referee's {want}")
        check(rhino.must("final_score").upper() == want.upper(),
              f"GRhino's final_score is not the referee's {want}")
        passes = sum(1 for m in played if m is None)
        print(f"kit as {'Black' if kit_black else 'White'}: {len(played)} moves "
              f"({passes} passes), {want}; both engines agree with the referee")
        kit.close()
        rhino.close()


main()
sys.exit(1 if gtp_referee.failures else 0)
