/* SPDX-License-Identifier: MIT */
/* reversi-rules.h: Reversi as GameRules, through the engine's Kyokumen.
 *
 * The kit's own game joins the common search without a line of new rules:
 * a position is an engine Kyokumen, moves are Sashite board indices (a
 * pass is 0), generated, made and written by the engine's functions.  So
 * the common search's counts on Reversi are the course's counts: its
 * alpha-beta is the course's negamax (a pass is a ply; a finished game is
 * worth FINAL_DISC_VALUE per disc of the final score, the empty squares
 * going to the winner).
 *
 * Copy-make: make_move copies the position part of the parent's Kyokumen
 * (every field before the undo history) and plays the move on the copy
 * with kyokumen_make_move, whose undo record then lands at the start of
 * the child's own history.  The parent is never touched.
 *
 * The evaluation is a function pointer (the engine's EvaluateFunction,
 * side to move's view), the disc difference when none is given; this
 * module does not use solutions/ or the players.  Symmetries: the 8 of
 * the square board (board-symmetry.h).  Position text: the engine's board
 * string (kyokumen_from_board_string), of this size.
 */
#pragma once

#include <glib.h>

#include "game-rules.h"
#include "kyokumen.h"

G_BEGIN_DECLS

/** reversi_rules: Reversi on a size x size board (4, 6, 8 or 10) with the
 * disc difference as evaluation; NULL for another size.  The rules are
 * static: do not free them. */
const GameRules *reversi_rules (int size);

/** reversi_generate_move_numbers: k's moves as the engine generates them,
 * each its square (Sashite.xy; a pass is 0): the moves of these rules and
 * of List 1's replay (reversi-replay.h). */
int reversi_generate_move_numbers (const Kyokumen *k, int moves[MAX_SASHITE]);

/** reversi_rules_for: Reversi on a size x size board (4, 6, 8 or 10),
 * misère (the fewest discs win) or not, with the disc difference as
 * evaluation; NULL for another size.  Named "reversi-8x8" or
 * "reversi-8x8-misere".  The rules are static: do not free them. */
const GameRules *reversi_rules_for (int size, gboolean misere);

/** reversi_rules_is_misere: whether rules are misère Reversi. */
gboolean reversi_rules_is_misere (const GameRules *rules);

/** reversi_rules_4x4, _6x6, _8x8: reversi_rules (4), (6), (8), for tables
 * of games that name each game by a function without arguments. */
const GameRules *reversi_rules_4x4 (void);
const GameRules *reversi_rules_6x6 (void);
const GameRules *reversi_rules_8x8 (void);

/** reversi_rules_new: the same with evaluate as the evaluation (NULL: the
 * disc difference).  Free with reversi_rules_free. */
GameRules *reversi_rules_new (int size, EvaluateFunction evaluate);

/** reversi_rules_free: release rules made by reversi_rules_new. */
void reversi_rules_free (GameRules *rules);

/** reversi_rules_size: the board size of Reversi rules. */
int reversi_rules_size (const GameRules *rules);

G_END_DECLS
