/* SPDX-License-Identifier: MIT */
/* game-conformance.h: checks that a game keeps the GameRules contract.
 *
 * Every game's tests call game_conformance_check on their GameRules: it
 * plays seeded random games from the start (and from the positions
 * given) and, at every position on the way, checks what the searches
 * rely on:
 *
 *   - generate_moves lists distinct moves, at most GAME_MAX_MOVES, each
 *     legal by game_rules_is_legal, and does not change the position;
 *   - make_move leaves the parent byte for byte as it was; side_to_move
 *     is 0 or 1;
 *   - every legal move's notation reads back (move_from_text) as the same
 *     move, and a word that is not notation is refused with a GAME_ERROR
 *     and a message;
 *   - values lie strictly within +-GAME_VALUE_MAX; a finished game's
 *     winner is a side or GAME_DRAW;
 *   - hash gives a copy of the position the same key, and for every
 *     symmetry s: hash (P, s) == hash (transform (P, s), 0), the moves of
 *     transform (P, s) are the symmetric_move images of P's moves, and
 *     transform by s preserves side to move and values;
 *   - position_to_text returns text.
 *
 * Failures are reported with g_test_fail_printf naming the game, the
 * position (position_to_text) and what went wrong, so they can fail.
 */
#pragma once

#include <glib.h>

#include "game-rules.h"

G_BEGIN_DECLS

/** game_conformance_check: play `games` random games (seeded with seed)
 * and check every position on them.  Returns the number of positions
 * checked. */
int game_conformance_check (const GameRules *rules, int games, guint32 seed);

G_END_DECLS
