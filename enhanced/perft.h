/* SPDX-License-Identifier: MIT */
/* perft.h: the copies of the bitboard perft counts, one per x86-64 level
 * (perft.c, compiled once per level by enhanced/meson.build).  Programs
 * call bitboard_perft and wide_perft, which pick the copy for the
 * processor; the generic copies are here for the tests to compare with.
 */
#pragma once

#include "bitboard-wide.h"
#include "bitboard.h"

G_BEGIN_DECLS

guint64 bitboard_perft_generic (uint64_t p, uint64_t o, uint64_t mask, int depth);
guint64 bitboard_perft_x86_64_v2 (uint64_t p, uint64_t o, uint64_t mask, int depth);
guint64 bitboard_perft_x86_64_v3 (uint64_t p, uint64_t o, uint64_t mask, int depth);

guint64 wide_perft_generic (WideBits p, WideBits o, WideBits mask, int depth);
guint64 wide_perft_x86_64_v2 (WideBits p, WideBits o, WideBits mask, int depth);
guint64 wide_perft_x86_64_v3 (WideBits p, WideBits o, WideBits mask, int depth);

G_END_DECLS
