/* SPDX-License-Identifier: MIT */
/* ex16-table-without-bounds.c: ex16-transposition.c's table, storing
 * every value as exact: a value that only bounds the position (after a
 * cut, or when no move beat alpha) is later taken for its value.
 *
 * function negamax
 * expect ex16 HINT_WINDOW_RULE
 */
static int ex16_tt_negamax (AlphaBeta *ab, int depth, int alpha, int beta, gboolean bounds);

int
mutant_ex16_table_without_bounds (AlphaBeta *ab, int depth, int alpha, int beta)
{
  return ex16_tt_negamax (ab, depth, alpha, beta, FALSE);
}
