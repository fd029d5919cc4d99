/* SPDX-License-Identifier: MIT */
/* go-sgf.h: Go games as SGF FF[4] (GM[1]), the format GNU Go, Quarry,
 * GoGui and every Go server read.
 *
 * Written: FF[4] GM[1], SZ, KM (the komi), RU[Japanese] (the kit counts
 * as Japanese rules, article 8: go-score.h), the names, the result RE
 * ("B+3.5", "W+0.5", "0" for jigo, after two passes: the score less the
 * komi; none after a repetition, which SGF has no word for) and the moves
 * one a node, "B[cc]" (column and row letters from the upper left), a
 * pass "[]".  Read: the same, a pass as "[]" or "[tt]", and what SGF
 * allows that a game of the kit cannot hold (a set-up with AB/AW, two
 * moves of one colour in a row, another board size or game) is refused
 * with the reason.
 */
#pragma once

#include <glib.h>

#include "go-game.h"

G_BEGIN_DECLS

/** go_sgf_format: game as SGF with komi and the names (NULL: none).
 * Free with g_free. */
char *go_sgf_format (const GoGame *game, double komi, const char *black, const char *white);

/** go_sgf_parse: the first game of SGF text, replayed: its game, and its
 * komi in *komi (0 when KM is missing).  NULL with a message on error.
 * Free with go_game_free. */
GoGame *go_sgf_parse (const char *text, gsize length, double *komi, GError **error);

/** go_sgf_result: RE as go_sgf_format writes it for game and komi
 * ("B+3.5", "0"), NULL while the game goes on or after a repetition.
 * Free with g_free. */
char *go_sgf_result (const GoGame *game, double komi);

G_END_DECLS
