/* SPDX-License-Identifier: MIT */
/* go-describe.h: what a Go move did and how the game counts, in words.
 *
 * A front end shows a move as "C2" or "pass"; someone following the game
 * also wants to hear what followed from it: stones captured, a ko ban, a
 * pass that ends the game or one that does not count (made under a ko
 * ban), and at the end the count of art. 8 (go-score.h) with its
 * territory, prisoners, seki and dame.
 */
#pragma once

#include <glib.h>

#include "go-position.h"

G_BEGIN_DECLS

typedef struct {
  int width;                 /* the board's (the notation needs no more) */
  GoColor mover;
  int move;                  /* a point or GO_PASS */
  uint32_t captured;         /* the stones the move took off the board */
  int ko_point;              /* the point the opponent may not play next (GO_NO_POINT) */
  gboolean pass_lifted_ban;  /* a pass made under a ko ban: it does not count */
  gboolean pass_may_end;     /* after this pass, another pass ends the game */
  gboolean ended;            /* two passes ended the game */
} GoMoveEffect;

/** go_move_effect: what the legal move does in before. */
void go_move_effect (const GoPosition *before, int move, GoMoveEffect *effect);

/** go_describe_move: the effect in a sentence ("Captured 2 stones: B1,
 * C1. White may not take back at B1 with the next move (ko)."),
 * translated; "" for a stone that did nothing to mention.  Free with
 * g_free(). */
char *go_describe_move (const GoMoveEffect *effect);

/** go_describe_points: the points of mask, on a board width points wide,
 * in board order ("B1, C1"), translated separators.  Free with g_free(). */
char *go_describe_points (int width, uint32_t mask);

/** go_describe_score: the count of pos as it stands (territory and
 * prisoners of each side, seki and dame when there are any, and who is
 * ahead by how much), translated.  Free with g_free(). */
char *go_describe_score (const GoPosition *pos);

/** go_describe_repetition: the end by repetition of the position `plies`
 * moves before, whose prisoner difference (Black's captures minus
 * White's) was diff_before and is diff_now; translated.  Free with
 * g_free(). */
char *go_describe_repetition (int plies, int diff_before, int diff_now);

G_END_DECLS
