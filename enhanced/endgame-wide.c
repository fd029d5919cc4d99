/* endgame-wide.c: setting up the exact solver on 128-bit boards (see
 * endgame-wide.h) and choosing the search code for this processor.
 *
 * The search itself is endgame-search.c with the 128-bit board of
 * endgame-board-wide.h, compiled once for any
 * processor and, on x86-64, again for the levels x86-64-v2 (POPCNT) and
 * x86-64-v3 (BMI2, LZCNT, AVX2), like the 8x8 solver's (endgame.c): a
 * new solver takes the best copy the processor runs well.  The levels
 * below x86-64-v3 are worth little here: most of their time goes to the
 * 128-bit shifts and masks of wide_flips and wide_moves, which they do
 * with the same 64-bit instructions (on the 10x10 set, tests/search/
 * endgame-10x10-18.txt, generic took 3.80-3.92 s and x86-64-v2
 * 3.72-3.78 s).  x86-64-v3 has instructions for both (bitboard-wide.h):
 * flips one line at a time with PEXT and PDEP, moves four directions at
 * a time with AVX2; the set took 3.60-3.73 s before them and 2.83-2.92 s
 * after (docs/benchmarks.md, "10x10 exact solving").
 */
#include "endgame-wide-solver.h"

#include <stdlib.h>
#include <string.h>

#include "search-table.h"

/* ---- which copy of the search --------------------------------------- */

/* The copies meson built (the ENDGAME_HAVE_ defines name the levels of
 * both solvers' copies), best first. */
static const struct {
  const char *name;
  WideSearchFunction search;
} wide_codes[] = {
#ifdef ENDGAME_HAVE_X86_64_V3
  { "x86-64-v3", wide_search_x86_64_v3 },
#endif
#ifdef ENDGAME_HAVE_X86_64_V2
  { "x86-64-v2", wide_search_x86_64_v2 },
#endif
  { "generic", wide_search_generic },
};

/* TRUE when this processor can run the copy for level `name`. */
static gboolean
processor_runs (const char *name)
{
#if defined(ENDGAME_HAVE_X86_64_V2) || defined(ENDGAME_HAVE_X86_64_V3)
  __builtin_cpu_init ();
#endif
#ifdef ENDGAME_HAVE_X86_64_V3
  if (strcmp (name, "x86-64-v3") == 0)
    return __builtin_cpu_supports ("x86-64-v3");
#endif
#ifdef ENDGAME_HAVE_X86_64_V2
  if (strcmp (name, "x86-64-v2") == 0)
    return __builtin_cpu_supports ("x86-64-v2");
#endif
  return strcmp (name, "generic") == 0;
}

gboolean
wide_solver_use_code (WideSolver *s, const char *code)
{
  for (gsize i = 0; i < G_N_ELEMENTS (wide_codes); i++) {
    if (strcmp (code, wide_codes[i].name) == 0 && processor_runs (code)) {
      s->search = wide_codes[i].search;
      s->code = wide_codes[i].name;
      return TRUE;
    }
  }
  return FALSE;
}

const char *
wide_solver_code (const WideSolver *s)
{
  return s->code;
}

/* FALSE for a copy this processor runs but slowly: the x86-64-v3 copy
 * turns discs with PEXT and PDEP (bitboard-wide.h), which some
 * processors run as microcode (wide_bit_extract_is_slow); there the
 * x86-64-v2 copy is the quicker one. */
static gboolean
processor_runs_well (const char *name)
{
  return strcmp (name, "x86-64-v3") != 0 || !wide_bit_extract_is_slow ();
}

/* The best copy this processor runs well, unless REVERSI_WIDE_CODE names
 * another one (for comparing the copies from the lab tools). */
static void
pick_search (WideSolver *s)
{
  for (gsize i = 0; i < G_N_ELEMENTS (wide_codes); i++)
    if (processor_runs_well (wide_codes[i].name) && wide_solver_use_code (s, wide_codes[i].name))
      break;
  const char *forced = g_getenv ("REVERSI_WIDE_CODE");
  if (forced && !wide_solver_use_code (s, forced))
    g_warning ("REVERSI_WIDE_CODE=%s is not a level this build and processor have: "
               "the 10x10 solver uses %s", forced, s->code);
}

const char *
wide_code_name (void)
{
  WideSolver *probe = g_new0 (WideSolver, 1);
  pick_search (probe);
  const char *name = probe->code;
  g_free (probe);
  return name;
}

/* ---- setup ----------------------------------------------------------- */

WideBits
wide_solver_stable_discs (const WideSolver *solver, WideBits p, WideBits o)
{
  return wide_stable_discs (solver, o, p | o, WIDE_SQUARES + 1);
}

static void
init_stability (WideSolver *s)
{
  static const int steps[4][2] = { { 1, 0 }, { 0, 1 }, { 1, 1 }, { -1, 1 } };
  int size = s->size, last = size - 1;
  for (int axis = 0; axis < 4; axis++) {
    /* Each line is walked from its first square: one with no square of
     * the board before it along the axis. */
    for (int row = 0; row < size; row++) {
      for (int col = 0; col < size; col++) {
        int pc = col - steps[axis][0], pr = row - steps[axis][1];
        if (pc >= 0 && pc < size && pr >= 0 && pr < size)
          continue;
        WideBits line = 0;
        for (int c = col, r = row; c >= 0 && c < size && r < size; c += steps[axis][0], r += steps[axis][1])
          line |= WIDE_BIT (r * WIDE_ROW + c);
        for (WideBits rest = line; rest; rest &= rest - 1)
          s->line_of[axis][wide_first (rest)] = line;
      }
    }
  }
  for (int row = 0; row < size; row++) {
    for (int col = 0; col < size; col++) {
      WideBits bit = WIDE_BIT (row * WIDE_ROW + col);
      gboolean border = row == 0 || row == last || col == 0 || col == last;
      if (col == 0 || col == last)
        s->off_edge[AXIS_ACROSS] |= bit;
      if (row == 0 || row == last)
        s->off_edge[AXIS_DOWN] |= bit;
      if (border) {
        s->off_edge[AXIS_DIAGONAL_11] |= bit;
        s->off_edge[AXIS_DIAGONAL_9] |= bit;
      }
    }
  }
  /* score <= squares - 2 x stable discs: worth computing only when alpha
   * is high for the number of empties.  The 64-bit solver's threshold
   * moved by squares - 64, so that it asks for as many stable discs
   * (on the 10x10 set, 2n and 2n + 20 measured alike, 2n - 20 slower). */
  for (int n = 0; n <= WIDE_SQUARES; n++)
    s->stability_threshold[n] = MIN (2 * n + s->squares - 64, WIDE_SCORE_INF);
}

WideSolver *
wide_solver_new (int size, int table_bits)
{
  if (!wide_is_valid_size (size))
    return NULL;
  if (table_bits <= 0)
    table_bits = 20;
  table_bits = CLAMP (table_bits, 4, 28);

  WideSolver *s = g_new0 (WideSolver, 1);
  s->size = size;
  s->squares = size * size;
  s->mask = wide_mask (size);
  int half = size / 2, last = size - 1;
  for (int row = 0; row < size; row++) {
    for (int col = 0; col < size; col++) {
      int sq = row * WIDE_ROW + col;
      s->quadrant_id[sq] = (uint8_t) (1 << ((row >= half) * 2 + (col >= half)));
      int x = MIN (col, last - col), y = MIN (row, last - row);
      if (x == 0 && y == 0)
        s->priority[0] |= WIDE_BIT (sq);
      else if (x <= 1 && y <= 1)
        s->priority[2] |= WIDE_BIT (sq);   /* X and C squares give corners away */
      else
        s->priority[1] |= WIDE_BIT (sq);
    }
  }
  for (int set = 0; set < 16; set++)
    for (int sq = 0; sq < WIDE_SQUARES; sq++)
      if (s->quadrant_id[sq] & set)
        s->quadrant_squares[set] |= WIDE_BIT (sq);
  s->corners = s->priority[0];
  init_stability (s);
  pick_search (s);

  gsize buckets = (gsize) 1 << table_bits >> 1;
  s->bucket_mask = buckets - 1;
  s->table_bytes = buckets * WIDE_BUCKET_ENTRIES * sizeof (WideEntry);
  /* In huge pages (search-table.h): the 10x10 set took 3.82-3.90 s
   * instead of 3.92-3.95 s with the 4 KiB pages of g_malloc0. */
  s->table = search_table_new (s->table_bytes, "10x10 solver");
  return s;
}

void
wide_solver_free (WideSolver *solver)
{
  if (!solver)
    return;
  free (solver->table);
  g_free (solver);
}

int
wide_solver_size (const WideSolver *solver)
{
  return solver->size;
}

gboolean
wide_solve (WideSolver *s, WideBits p, WideBits o, gboolean misere, SearchControl *control,
            WideResult *result)
{
  memset (result, 0, sizeof *result);
  result->best_square = WIDE_NO_SQUARE;
  if ((p & o) != 0 || ((p | o) & ~s->mask) != 0)
    return FALSE;
  if (misere != s->misere) {
    /* Scores under the other rule are of no use. */
    memset (s->table, 0, s->table_bytes);
    s->misere = misere;
  }
  s->date++;
  s->nodes = 0;
  s->evaluations = 0;
  s->control = control;
  s->node_limit = control && control->node_limit > 0 ? control->node_limit : G_MAXUINT64;
  s->stopped = FALSE;
  s->countdown = 4096;
  s->root_best = WIDE_NO_SQUARE;

  s->search (s, p, o, result);
  return TRUE;
}
