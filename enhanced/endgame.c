/* endgame.c: setting up the exact solver (see endgame.h) and choosing the
 * search code for this processor.
 *
 * The search itself is endgame-search.c with the 64-bit board of
 * endgame-board.h, which meson compiles more than once: for any x86-64
 * (or any other processor), and on x86-64 also for the newer levels
 * x86-64-v2 (POPCNT, SSE4.2) and x86-64-v3 (AVX2, BMI2, LZCNT).  The
 * first solve asks the processor what it has and keeps the best copy it
 * can run, so one build runs everywhere and uses what the machine
 * offers.
 */
#include "endgame-solver.h"

#include <stdlib.h>
#include <string.h>

#include "bitboard.h"
#include "search-table.h"
#include "stability.h"

/* ---- which copy of the search --------------------------------------- */

static EndgameSearchFunction
pick_search (void)
{
#if defined(ENDGAME_HAVE_X86_64_V2) || defined(ENDGAME_HAVE_X86_64_V3)
  __builtin_cpu_init ();
#endif
#ifdef ENDGAME_HAVE_X86_64_V3
  if (__builtin_cpu_supports ("x86-64-v3"))
    return endgame_search_x86_64_v3;
#endif
#ifdef ENDGAME_HAVE_X86_64_V2
  if (__builtin_cpu_supports ("x86-64-v2"))
    return endgame_search_x86_64_v2;
#endif
  return endgame_search_generic;
}

static EndgameSearchFunction
search_function (void)
{
  static EndgameSearchFunction chosen = NULL;
  static gsize done = 0;
  if (g_once_init_enter (&done)) {
    const char *forced = g_getenv ("REVERSI_ENDGAME_CODE");
    chosen = pick_search ();
    /* For comparing and testing the copies: REVERSI_ENDGAME_CODE=generic
     * uses the code for any processor, =x86-64-v2 that level when the
     * processor has it (the best one would be picked otherwise). */
    if (forced && strcmp (forced, "generic") == 0)
      chosen = endgame_search_generic;
#ifdef ENDGAME_HAVE_X86_64_V2
    if (forced && strcmp (forced, "x86-64-v2") == 0 && __builtin_cpu_supports ("x86-64-v2"))
      chosen = endgame_search_x86_64_v2;
#endif
    if (forced && strcmp (forced, "generic") != 0 && strcmp (forced, "x86-64-v2") != 0)
      g_warning ("REVERSI_ENDGAME_CODE=%s is not generic or x86-64-v2: the solver "
                 "uses the best copy for this processor", forced);
    g_once_init_leave (&done, 1);
  }
  return chosen;
}

const char *
endgame_code_name (void)
{
  EndgameSearchFunction f = search_function ();
#ifdef ENDGAME_HAVE_X86_64_V3
  if (f == endgame_search_x86_64_v3)
    return "x86-64-v3";
#endif
#ifdef ENDGAME_HAVE_X86_64_V2
  if (f == endgame_search_x86_64_v2)
    return "x86-64-v2";
#endif
  return f == endgame_search_generic ? "generic" : "?";
}

/* ---- setup -------------------------------------------------------- */

EndgameSolver *
endgame_solver_new (int size, int table_bits)
{
  g_return_val_if_fail (size == 4 || size == 6 || size == 8, NULL);
  if (table_bits <= 0)
    table_bits = 20;
  table_bits = CLAMP (table_bits, 4, 30);

  stability_init ();
  EndgameSolver *s = g_new0 (EndgameSolver, 1);
  s->size = size;
  s->squares = size * size;
  s->mask = bitboard_mask (size);
  int half = size / 2;
  for (int row = 0; row < size; row++)
    for (int col = 0; col < size; col++)
      s->quadrant_id[row * 8 + col] = (uint8_t) (1 << ((row >= half) * 2 + (col >= half)));
  for (int set = 0; set < 16; set++)
    for (int sq = 0; sq < 64; sq++)
      if (s->quadrant_id[sq] & set)
        s->quadrant_squares[set] |= (uint64_t) 1 << sq;

  int last = size - 1;
  for (int row = 0; row < size; row++) {
    for (int col = 0; col < size; col++) {
      int x = MIN (col, last - col), y = MIN (row, last - row);
      uint64_t bit = (uint64_t) 1 << (row * 8 + col);
      if (x == 0 && y == 0)
        s->priority[0] |= bit;
      else if (x <= 1 && y <= 1)
        s->priority[2] |= bit;   /* X and C squares: they give corners away */
      else
        s->priority[1] |= bit;
    }
  }
  s->corners = s->priority[0];
  s->model = eval_trained_model_for_size (size);

  /* The stability cutoff bounds the score by squares - 2 x the opponent's
   * stable discs: worth computing only when alpha is high for the number
   * of empties (few stable discs with many empty squares). */
  for (int n = 0; n <= 64; n++)
    s->stability_threshold[n] = (int8_t) MIN (n < 10 ? 2 * n - 2 : 2 * n, 99);
  if (size < 8)
    for (int n = 0; n <= 64; n++)
      s->stability_threshold[n] = (int8_t) MIN (n < 4 ? 99 : 2 * n + s->squares - 64, 99);
  /* stability.c reads boards from 6x6 up: on 4x4 the cutoff is never
   * tried (no alpha reaches G_MAXINT8). */
  if (size < 6)
    for (int n = 0; n <= 64; n++)
      s->stability_threshold[n] = G_MAXINT8;

  /* Symmetric positions meet only in the first plies: on small boards
   * solved from the start that is worth the eight transforms. */
  s->symmetry_discs = size < 8 ? 4 + s->squares / 3 : 16;

  gsize buckets = MAX ((gsize) 1 << table_bits >> 2, 1);
  s->bucket_mask = buckets - 1;
  s->table_bytes = buckets * ENDGAME_BUCKET_ENTRIES * sizeof (EndgameEntry);
  s->table = search_table_new (s->table_bytes, "endgame solver");
  return s;
}

void
endgame_solver_free (EndgameSolver *solver)
{
  if (!solver)
    return;
  free (solver->table);
  g_free (solver);
}

void
endgame_solver_set_symmetry (EndgameSolver *solver, int max_discs)
{
  solver->symmetry_discs = max_discs;
}

void
endgame_solve (EndgameSolver *s, uint64_t p, uint64_t o, gboolean misere,
               SearchControl *control, EndgameResult *result)
{
  if (misere != s->misere) {
    /* Scores under the other rule are of no use. */
    memset (s->table, 0, s->table_bytes);
    s->misere = misere;
  }
  s->order_model = misere ? NULL : s->model;
  s->date++;
  s->nodes = 0;
  s->evaluations = 0;
  s->control = control;
  s->node_limit = control && control->node_limit > 0 ? control->node_limit : G_MAXUINT64;
  s->stopped = FALSE;
  s->countdown = 4096;
  s->root_best = ENDGAME_NO_MOVE;
  search_function () (s, p, o, result);
}
