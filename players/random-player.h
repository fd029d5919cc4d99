/* SPDX-License-Identifier: MIT */
/* random-player.h: the baseline of the search lab.
 *
 * It plays a legal move chosen by a seeded pseudo-random generator, so
 * the same seed gives the same game.  Every other player is measured
 * against it (the a12 check, matches), and it gives away nothing a
 * student writes, so it is in every build, the student handout too.
 */
#pragma once

#include <glib.h>

#include "player.h"

G_BEGIN_DECLS

/** random_player_new: a player choosing uniformly among the legal moves;
 * seed makes its choices reproducible. */
Player *random_player_new (guint32 seed);

G_END_DECLS
