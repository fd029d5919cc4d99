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

/** go_sure_territory: the points that stay colour c's territory, or
 * become its prisoners, if c passes for the rest of the game except to
 * take a stone the opponent plays into one of them; c's chains around
 * them (*chains, may be NULL) are never captured.  Under the kit's
 * art. 8 reading.
 *
 * The candidates are regions (connected sets of points not of colour c)
 * of one or two points bordered by c alone: empty, or, with c to move,
 * one empty point and one opponent's stone, which c takes at once by
 * playing on the empty point (not under a ko ban).  The largest set is
 * kept in which every region is bordered by kept chains only, and every
 * kept chain has all its liberties in kept regions and touches at least
 * two of them; at most one region with a stone is counted (c takes one a
 * move), the one that keeps the most.
 *
 * Why it holds while c keeps that rule: the opponent cannot play on a
 * one-point region (no liberty, and every chain around has another one).
 * A stone played on one point of a two-point region has the other point
 * as its only liberty; c plays there at once and takes it, the stone
 * joining a kept chain (never a ko), which leaves a one-point region and
 * a prisoner: two points still, and the chain keeps a liberty in another
 * region.  The opponent's moves elsewhere never touch a kept chain (its
 * liberties are all in kept regions), so the chains are never in atari
 * and never next to a dame: never in seki, and every kept region is c's
 * territory at the end.  A wider region is never sure: an opponent's
 * stone played into it that c cannot take at once may stay to the end,
 * where it makes the points around it dame and c's chains seki, taking
 * every eye of theirs out of the count. */
uint32_t go_sure_territory (const GoPosition *pos, GoColor c, uint32_t *chains);

/** go_sure_territory_candidates: the points that go_sure_territory may
 * return, found with a few shifts: the points not c's with at most one
 * neighbour not c's (a point of a region of one or two points bordered
 * by c alone has at most the region's other point). */
uint32_t go_sure_territory_candidates (const GoPosition *pos, GoColor c);

G_END_DECLS
