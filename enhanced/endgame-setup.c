/* SPDX-License-Identifier: MIT */
/* endgame-setup.c: setting up the exact solver and choosing its copy of
 * the search, one body for both board types (see endgame.h and
 * endgame-wide.h).
 *
 * meson compiles this file once per board type, as it does the search
 * (endgame-search.c): with the 64-bit board of endgame-board.h, and with
 * ENDGAME_BOARD_WIDE the 128-bit board of endgame-board-wide.h.  The
 * board header names the public functions written here (solver_new is
 * endgame_solver_new or wide_solver_new, solver_solve endgame_solve or
 * wide_solve...), the copies of the search, and the set-up that only its
 * board has (board_setup: endgame.c, endgame-wide.c).
 *
 * A new solver runs the copy of the search for the best processor level
 * (code-level.h), or the one the board's environment variable names
 * (REVERSI_ENDGAME_CODE, REVERSI_WIDE_CODE), chosen once a process.
 */
#ifdef ENDGAME_BOARD_WIDE
#include "endgame-board-wide.h"
#else
#include "endgame-board.h"
#endif

#include <stdlib.h>
#include <string.h>

#include "search-table.h"

/* ---- which copy of the search --------------------------------------- */

static const SearchFunction search_copies[CODE_LEVELS] = SEARCH_COPIES;

/* The level a new solver runs: the best the processor runs well, or the
 * one CODE_VARIABLE names, read once (a wrong name is warned about once). */
static CodeLevel
chosen_level (void)
{
  static CodeLevel chosen;
  static gsize done = 0;
  if (g_once_init_enter (&done)) {
    chosen = code_level_choose (CODE_VARIABLE, BOARD_USES_BIT_EXTRACT);
    g_once_init_leave (&done, 1);
  }
  return chosen;
}

const char *
solver_code_name (void)
{
  return code_level_name (chosen_level ());
}

const char *
solver_code (const Solver *s)
{
  return code_level_name (s->level);
}

gboolean
solver_use_code (Solver *s, const char *code)
{
  CodeLevel level;
  if (!code_level_from_name (code, &level))
    return FALSE;
  s->level = level;
  s->search = search_copies[level];
  return TRUE;
}

/* ---- setup ----------------------------------------------------------- */

/* Which quadrant each square is in (for the parity of the empties), and
 * the squares the move ordering ranks: corners first, X and C squares,
 * which give corners away, last. */
static void
init_geometry (Solver *s)
{
  int size = s->size, half = size / 2, last = size - 1;
  for (int row = 0; row < size; row++) {
    for (int col = 0; col < size; col++) {
      int sq = row * BOARD_ROW + col;
      s->quadrant_id[sq] = (uint8_t) (1 << ((row >= half) * 2 + (col >= half)));
      int x = MIN (col, last - col), y = MIN (row, last - row);
      if (x == 0 && y == 0)
        s->priority[0] |= BIT (sq);
      else if (x <= 1 && y <= 1)
        s->priority[2] |= BIT (sq);
      else
        s->priority[1] |= BIT (sq);
    }
  }
  for (int set = 0; set < 16; set++)
    for (int sq = 0; sq < BOARD_BITS; sq++)
      if (s->quadrant_id[sq] & set)
        s->quadrant_squares[set] |= BIT (sq);
  s->corners = s->priority[0];
}

Solver *
solver_new (int size, int table_bits)
{
  if (!board_valid_size (size))
    return NULL;
  if (table_bits <= 0)
    table_bits = 20;
  table_bits = CLAMP (table_bits, 4, MAX_TABLE_BITS);

  Solver *s = g_new0 (Solver, 1);
  s->size = size;
  s->squares = size * size;
  s->mask = board_mask (size);
  s->threads = 1;
  init_geometry (s);
  board_setup (s);
  s->level = chosen_level ();
  s->search = search_copies[s->level];

  gsize buckets = ((gsize) 1 << table_bits) / BUCKET_ENTRIES;
  s->bucket_mask = buckets - 1;
  s->table_bytes = buckets * BUCKET_ENTRIES * sizeof (Entry);
  /* In huge pages (search-table.h): the 10x10 set took 3.82-3.90 s
   * instead of 3.92-3.95 s with the 4 KiB pages of g_malloc0. */
  s->table = search_table_new (s->table_bytes, SOLVER_WHO);
  return s;
}

void
solver_free (Solver *solver)
{
  if (!solver)
    return;
  free (solver->table);
  board_free_order_table (solver);
  g_free (solver);
}

void
solver_set_threads (Solver *solver, int threads)
{
  g_return_if_fail (threads >= 1 && threads <= ENDGAME_MAX_THREADS);
  solver->threads = threads;
}

int
solver_size (const Solver *solver)
{
  return solver->size;
}

gboolean
solver_solve (Solver *s, Bits p, Bits o, gboolean misere, SearchControl *control, Result *result)
{
  memset (result, 0, sizeof *result);
  result->best_square = NO_MOVE;
  if ((p & o) != 0 || ((p | o) & ~s->mask) != 0)
    return FALSE;
  if (misere != s->misere) {
    /* Scores under the other rule are of no use. */
    memset (s->table, 0, s->table_bytes);
    s->misere = misere;
  }
  board_begin_solve (s);
  /* Near the end corners go first and the squares next to them last;
   * under misere the other way round (a corner's discs stay the mover's,
   * a square next to one gives the corner away).  On 6x6 misere after
   * 10 moves (22 empties) this alone saved 7% of the nodes. */
  for (int k = 0; k < 3; k++)
    s->shallow_priority[k] = s->priority[misere ? 2 - k : k];
  s->date++;
  s->nodes = 0;
  s->evaluations = 0;
  s->order_nodes = 0;
  s->control = control;
  s->node_limit = control && control->node_limit > 0 ? control->node_limit : G_MAXUINT64;
  s->stopped = FALSE;
  s->countdown = 4096;
  s->nodes_counted = 0;
  s->root_best = NO_MOVE;
  s->search (s, p, o, result);
  return TRUE;
}
