/* SPDX-License-Identifier: MIT */
/* endgame.c: what only the exact solver for 64-bit boards (up to 8x8,
 * endgame.h) sets up.
 *
 * The rest of the set-up, and the choice of the copy of the search for
 * this processor, is endgame-setup.c, one body for both board types; the
 * search is endgame-search.c with the board of endgame-board.h.
 */
#include "endgame-solver.h"

#include "stability.h"

void
endgame_board_setup (EndgameSolver *s)
{
  stability_init ();
  s->model = eval_trained_model_for_size (s->size);

  /* The stability cutoff bounds the score by squares - 2 x the opponent's
   * stable discs: worth computing only when alpha is high for the number
   * of empties (few stable discs with many empty squares). */
  for (int n = 0; n <= 64; n++)
    s->stability_threshold[n] = (int8_t) MIN (n < 10 ? 2 * n - 2 : 2 * n, 99);
  if (s->size < 8)
    for (int n = 0; n <= 64; n++)
      s->stability_threshold[n] = (int8_t) MIN (n < 4 ? 99 : 2 * n + s->squares - 64, 99);
  /* stability.c reads boards from 6x6 up: on 4x4 the cutoff is never
   * tried (no alpha reaches G_MAXINT8). */
  if (s->size < 6)
    for (int n = 0; n <= 64; n++)
      s->stability_threshold[n] = G_MAXINT8;

  endgame_solver_set_selective (s, ENDGAME_SELECTIVE_ROOT, ENDGAME_SELECTIVE_MARGIN);

  /* Symmetric positions meet only in the first plies: on small boards
   * solved from the start that is worth the eight transforms. */
  s->symmetry_discs = s->size < 8 ? 4 + s->squares / 3 : 16;
}

void
endgame_solver_set_symmetry (EndgameSolver *solver, int max_discs)
{
  solver->symmetry_discs = max_discs;
}

void
endgame_solver_set_selective (EndgameSolver *solver, int root_empties, int margin)
{
  solver->selective_root = MAX (root_empties, 0);
  solver->selective_margin = margin;
}
