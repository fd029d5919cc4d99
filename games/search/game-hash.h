/* SPDX-License-Identifier: MIT */
/* game-hash.h: a building block for the games' 64-bit position keys.
 *
 * game_hash_mix scrambles a 64-bit number so that nearby inputs give
 * unrelated outputs (the finaliser of SplitMix64).  A game keys a
 * position by adding up game_hash_mix (what, where) over its pieces: the
 * Zobrist idea, with the random numbers computed instead of tabled, so
 * there is nothing to initialise and nothing to share between threads.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/** game_hash_mix: a well-scrambled image of x. */
static inline guint64
game_hash_mix (guint64 x)
{
  x += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);
  x = (x ^ (x >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  x = (x ^ (x >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return x ^ (x >> 31);
}

/** game_hash_piece: the key contribution of `what` (a piece, a count)
 * on `where` (a cell) for the game numbered `game`. */
static inline guint64
game_hash_piece (guint game, guint where, guint what)
{
  return game_hash_mix (((guint64) game << 40) ^ ((guint64) where << 20) ^ what);
}

G_END_DECLS
