/* SPDX-License-Identifier: MIT */
/* go-game.h: a game of small-board Go, move by move, with its end.
 *
 * A game ends in one of two ways:
 *   - two passes (go-position.h: not when the first was made under a ko
 *     ban); the board is then counted (go-score.h);
 *   - a repetition: a position equal to an earlier one of the same game in
 *     the four items of go_position_same_situation (stones, side to move,
 *     ko point, whether a pass ends the game).  The prisoner difference
 *     decides: the same as at the earlier position is jigo; grown in one
 *     side's favour is a win for that side (the paper, section 3.1: the
 *     side gaining prisoners could go round the cycle until its prisoners
 *     outweigh the whole board).
 * The solver (go-solver.h) judges repetition on its search path the same
 * way, with the game's moves so far at the top of the path.
 */
#pragma once

#include <glib.h>

#include "go-position.h"

G_BEGIN_DECLS

/* Results from Black's point of view; the solver's values too. */
typedef enum {
  GO_WHITE_WINS = -1,
  GO_JIGO = 0,
  GO_BLACK_WINS = 1,
} GoOutcome;

typedef enum {
  GO_END_NONE,          /* still being played */
  GO_END_PASSES,        /* two passes */
  GO_END_REPETITION,    /* a position repeated */
} GoEnd;

typedef struct {
  GArray *positions;    /* GoPosition: [0] the start, then one per move */
  GArray *moves;        /* int: moves[i] led from positions[i] to positions[i + 1] */
  GoEnd end;
  int repeated;         /* GO_END_REPETITION: the index of the earlier position */
} GoGame;

/** go_game_new: a game on the empty width x height board. */
GoGame *go_game_new (int width, int height);

/** go_game_free: release game. */
void go_game_free (GoGame *game);

/** go_game_current: the position now. */
const GoPosition *go_game_current (const GoGame *game);

/** go_game_length: moves played. */
int go_game_length (const GoGame *game);

/** go_game_play: play move.  An illegal move, or any move after the end,
 * is refused with a GO_ERROR_ILLEGAL saying why, and nothing changes. */
gboolean go_game_play (GoGame *game, int move, GError **error);

/** go_game_undo: take back the last move; FALSE at the start. */
gboolean go_game_undo (GoGame *game);

/** go_game_outcome: the result.  After two passes, the sign of the score;
 * after a repetition, the sign of the change of the prisoner difference;
 * while the game goes on, the sign of the score as the board stands. */
GoOutcome go_game_outcome (const GoGame *game);

/** go_outcome_of_score: the result of a score difference (Black minus White). */
GoOutcome go_outcome_of_score (int score);

/** go_repetition_outcome: the result of a repetition: the prisoner
 * difference then and now. */
GoOutcome go_repetition_outcome (int prisoner_diff_before, int prisoner_diff_now);

/** go_find_repetition: the index of the last of positions[0..n-1] in the
 * same situation as pos, or -1. */
int go_find_repetition (const GoPosition *positions, int n, const GoPosition *pos);

/** go_outcome_name: "Black wins", "jigo", "White wins" (untranslated, for
 * tables and protocol text). */
const char *go_outcome_name (GoOutcome outcome);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GoGame, go_game_free)

G_END_DECLS
