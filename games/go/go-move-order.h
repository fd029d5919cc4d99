/* SPDX-License-Identifier: MIT */
/* go-move-order.h: the paper's move ordering, as a priority per move.
 *
 * Sei and Kawashima (section 3.4, the 4x4 solver) try moves in this order
 * of preference, which decides how many nodes a proof needs:
 *   - a move that captures: high;
 *   - a move next to an opponent stone: high;
 *   - nearer the centre: higher;
 *   - filling one's own eye (every neighbour one's own stone): low, and
 *     lower the more of its diagonal points are one's own (an eye whose
 *     diagonals the opponent holds may be false, and filling it matters
 *     less);
 *   - filling an empty triangle (making a 2x2 block of one's stones): low;
 *   - the pass: lowest under a ko ban; highest right after a pass (it ends
 *     the game, whose value is then counted at once); low otherwise.
 * The kit adds one rule of its own: a move that puts its own chain in
 * atari without capturing comes after the others.
 * A pass that wins however the opponent plays is not a priority here: the
 * solver proves it directly (go-solver.c, "passing forever").
 */
#pragma once

#include "go-position.h"

G_BEGIN_DECLS

/** go_move_priority: how early the solver tries move in pos: larger first.
 * The move must be legal. */
int go_move_priority (const GoPosition *pos, int move);

/** go_move_priority_after: go_move_priority of a legal move already
 * played: after is the position it led to and captured the stones it took
 * (go_position_play's).  The solver keeps every child it generates, and
 * this spares it playing each move once more to rank it. */
int go_move_priority_after (const GoPosition *pos, int move, const GoPosition *after,
                            uint32_t captured);

/** go_sort_by_priority: sort items[0..n-1] by priority[] (sorted along),
 * largest first, keeping the given order among equals. */
void go_sort_by_priority (int *items, int *priority, int n);

/** go_order_moves: sort moves[0..n-1] by go_move_priority, largest first,
 * keeping the natural order among equals. */
void go_order_moves (const GoPosition *pos, int *moves, int n);

G_END_DECLS
