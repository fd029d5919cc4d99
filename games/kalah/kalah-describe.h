/* SPDX-License-Identifier: MIT */
/* kalah-describe.h: what a Kalah move did, for a person watching.
 *
 * A front end shows a move as its pit number ("3"); someone following the
 * game also wants to see what the sowing touched and to hear what
 * happened: the extra turn, a capture, the end of the game and its sweep
 * (or the stones a store passing 36 leaves in the pits).
 * kalah_move_effect works that out by playing the move as the rules do
 * (kalah.h), and kalah_describe_move says it in a sentence.
 */
#pragma once

#include <glib.h>

#include "kalah.h"

G_BEGIN_DECLS

typedef struct {
  int side;                    /* the mover, 0 or 1 */
  int pit;                     /* the pit sown from */
  int stones;                  /* the stones taken from it */
  int drops[KALAH_CELLS];      /* stones the sowing dropped into each cell */
  int last;                    /* the cell the last stone fell into */
  gboolean extra_turn;         /* it was the mover's store: the mover goes again */
  int captured;                /* stones a capture moved to the store (the capturing
                                  stone included); 0: no capture */
  int captured_from;           /* the opposite pit emptied by the capture, or -1 */
  gboolean ended;              /* the move ended the game */
  gboolean pits_ran_out;       /* ... because a side's pits were empty (else a
                                  store passed 36) */
  int swept[2];                /* stones the end moved from each side's pits to
                                  its store */
} KalahMoveEffect;

/** kalah_move_effect: what the legal move `pit` does in `before`, which
 * must be a settled position of the game (kalah_rules): the sowing, the
 * extra turn or the capture, and the end of the game with its sweep. */
void kalah_move_effect (const Kalah *before, int pit, KalahMoveEffect *effect);

/** kalah_describe_move: the move in a sentence or two ("Sowed 5 stones
 * from pit 3; the last fell in the store: another turn."), translated.
 * Free with g_free(). */
char *kalah_describe_move (const KalahMoveEffect *effect);

/** kalah_unswept_text: when a store passing 36 ended the game, the stones
 * left in the pits, in a sentence; NULL when none are left.  Free with
 * g_free(). */
char *kalah_unswept_text (const Kalah *finished);

G_END_DECLS
