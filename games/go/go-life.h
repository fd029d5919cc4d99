/* SPDX-License-Identifier: MIT */
/* go-life.h: stones that can never be captured (Benson's algorithm).
 *
 * A set of chains of one colour is unconditionally alive ("pass-alive")
 * when the opponent could not capture any of them even if their owner
 * passed for the rest of the game.  Benson (1976) finds the largest such
 * set:
 *   - a region is a maximal connected set of points not of colour c
 *     (empty points and opponent stones);
 *   - a region is vital to a chain when every empty point of the region
 *     is a liberty of that chain;
 *   - repeat until nothing changes: drop every chain with fewer than two
 *     vital regions among the regions left; drop every region bordered by
 *     a chain that was dropped.
 * The chains left are pass-alive.  The regions left are not all safe
 * from the opponent: one wider than the liberties of the chains around
 * it can hold a living group of the opponent, with territory.  Only the
 * chains' liberties can never be the opponent's territory.  The solver
 * uses this to sharpen its "passing forever" bound (go-solver.c).
 */
#pragma once

#include "go-position.h"

G_BEGIN_DECLS

/** go_pass_alive: the stones of colour c that are pass-alive in pos. */
uint32_t go_pass_alive (const GoPosition *pos, GoColor c);

G_END_DECLS
