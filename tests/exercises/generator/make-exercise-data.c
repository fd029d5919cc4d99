/* SPDX-License-Identifier: MIT */
/* make-exercise-data.c: the expected values of the exercise checks.
 *
 *   make-exercise-data > tests/exercises/data/exercise-data.txt
 *   make-exercise-data --check tests/exercises/data/exercise-data.txt
 *
 * The checks of exercises 16, 17, 18 and assignment 12 compare a
 * student's negamax with values that must not come from any negamax the
 * student could have written or the kit ships in the handout.  This
 * program computes them with its own plain minimax (no pruning), using
 * only the engine's move generator, and writes them to a data file that
 * the handout carries instead of this program (which would give exercise
 * 16 away).  A test in the full tree runs it with --check, so the data
 * file never drifts from the code.
 *
 * Besides the right values it writes what a search with one known
 * mistake returns on the same position (the course's List 1 in the order
 * the moves are generated, with that one mistake).  A check that sees a
 * student's search return exactly that value knows the cause and can
 * say so; any other wrong value gets a hint that asserts no cause.  The
 * positions are chosen so that the mistakes do change the value: games
 * that end exactly at the search horizon, passes inside the tree, and
 * endgames where every mistake shows.
 *
 * Instructor material: not in the student handout.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "generator-main.h"
#include "kyokumen.h"

/* The scale of a finished game, as alpha-beta.h defines it; written out
 * again on purpose, so this file shares nothing with the search. */
#define DISC_VALUE 1000
#define BIG 1000000

/* The mistakes whose values the data file carries; the names are what
 * the checks read (tests/exercises/checks-negamax.c maps them to hints). */
typedef enum {
  RIGHT,
  NO_NEGATE,          /* value = negamax (...) without the minus */
  WINDOW_KEPT,        /* the child gets (alpha, beta) */
  WINDOW_NOT_SWAPPED, /* the child gets (-m, -beta) */
  CUT_ALPHA,          /* a cut-off returns alpha */
  HORIZON_FIRST,      /* depth == 0 is tested before the end of the game */
  PASS_ENDS,          /* a position whose only move is a pass is scored as a finished game
                       * (tested with the end of the game, before depth == 0) */
  PASS_SKIPPED,       /* a pass is never played (the loop skips it) */
  TERMINAL_BY_EVAL,   /* a finished game is scored by the evaluator */
  HORIZON_AS_END,     /* a position at depth 0 is scored as a finished game */
  TERMINAL_MISSING,   /* no test for the end of the game: the loop tries nothing, m stays alpha */
  MISTAKE_COUNT
} Mistake;

static const char *const mistake_names[MISTAKE_COUNT] = {
  "right", "no_negate", "window_kept", "window_not_swapped", "cut_alpha",
  "horizon_first", "pass_ends", "pass_skipped", "terminal_by_eval", "horizon_as_end",
  "terminal_missing",
};

/* Disc count from the side to move's view: the evaluator the checks use. */
static int
static_value (const Kyokumen *k)
{
  return k->ishisuu[COLOR_INDEX (k->color)] - k->ishisuu[COLOR_INDEX (-k->color)];
}

/* A finished game: the final score with the empties counted for the side
 * with more discs; negated for misere. */
static int
final_value (const Kyokumen *k, gboolean misere)
{
  int lead = static_value (k);
  int score = lead > 0 ? lead + k->empty_count : lead < 0 ? lead - k->empty_count : 0;
  return (misere ? -score : score) * DISC_VALUE;
}

/* Plain minimax in negamax form, exactly the course's order of tests
 * (finished game first, then depth 0), counting every evaluation. */
static int
full_minimax (Kyokumen *k, int depth, gboolean misere, guint64 *evaluations)
{
  Sashite moves[MAX_SASHITE];
  int n = kyokumen_generate_moves (k, moves);
  if (n == 0) {
    (*evaluations)++;
    return final_value (k, misere);
  }
  if (depth == 0) {
    (*evaluations)++;
    return static_value (k);
  }
  int best = -BIG;
  for (int i = 0; i < n; i++) {
    kyokumen_make_move (k, moves[i]);
    int v = -full_minimax (k, depth - 1, misere, evaluations);
    kyokumen_undo_move (k, moves[i]);
    if (v > best)
      best = v;
  }
  return best;
}

static int
minimax_value (Kyokumen *k, int depth, gboolean misere)
{
  guint64 ignored = 0;
  return full_minimax (k, depth, misere, &ignored);
}

/* The course's List 1 (fail-hard, in generate_moves order) with one
 * mistake: what a student's search with that mistake returns. */
static int
mistaken (Kyokumen *k, int depth, int lo, int hi, Mistake mistake)
{
  Sashite moves[MAX_SASHITE];
  int n = kyokumen_generate_moves (k, moves);
  if (mistake == HORIZON_FIRST && depth == 0)
    return static_value (k);
  if (mistake == TERMINAL_MISSING && n == 0)
    return depth == 0 ? static_value (k) : lo;
  if (n == 0 || (mistake == PASS_ENDS && moves[0].xy == 0))
    return mistake == TERMINAL_BY_EVAL ? static_value (k) : final_value (k, FALSE);
  if (depth == 0)
    return mistake == HORIZON_AS_END ? final_value (k, FALSE) : static_value (k);
  if (mistake == PASS_SKIPPED && moves[0].xy == 0)
    return lo;
  int m = lo;
  for (int i = 0; i < n; i++) {
    int child_lo = -hi, child_hi = -m;
    if (mistake == WINDOW_KEPT) {
      child_lo = lo;
      child_hi = hi;
    } else if (mistake == WINDOW_NOT_SWAPPED) {
      child_lo = -m;
      child_hi = -hi;
    }
    kyokumen_make_move (k, moves[i]);
    int v = mistaken (k, depth - 1, child_lo, child_hi, mistake);
    kyokumen_undo_move (k, moves[i]);
    if (mistake != NO_NEGATE)
      v = -v;
    if (v > m) {
      m = v;
      if (m >= hi)
        return mistake == CUT_ALPHA ? lo : m;
    }
  }
  return m;
}

/* Perfect-play value with pruning, for the 4x4 results of exercises 17 and 18. */
static int
solve (Kyokumen *k, int lo, int hi, gboolean misere)
{
  Sashite moves[MAX_SASHITE];
  int n = kyokumen_generate_moves (k, moves);
  if (n == 0)
    return final_value (k, misere);
  for (int i = 0; i < n; i++) {
    kyokumen_make_move (k, moves[i]);
    int v = -solve (k, -hi, -lo, misere);
    kyokumen_undo_move (k, moves[i]);
    if (v > lo) {
      lo = v;
      if (lo >= hi)
        break;
    }
  }
  return lo;
}

/* Random play from the start until `empties` squares are left and the
 * game goes on; deterministic for a given GRand seed. */
static void
random_game (Kyokumen *k, int size, int empties, GRand *rand)
{
  for (;;) {
    kyokumen_init (k, size);
    Sashite moves[MAX_SASHITE];
    int n;
    while (k->empty_count > empties && (n = kyokumen_generate_moves (k, moves)) > 0)
      kyokumen_make_move (k, moves[g_rand_int_range (rand, 0, n)]);
    if (k->empty_count == empties && !kyokumen_is_game_over (k))
      break;
  }
  /* Read back from the board string, as the checks will. */
  char *text = kyokumen_to_board_string (k);
  GError *error = NULL;
  if (!kyokumen_from_board_string (k, text, &error)) {
    fprintf (stderr, "make-exercise-data: %s\n", error->message);
    exit (2);
  }
  g_free (text);
}

/* Every root move that reaches the value, comma-separated. */
static char *
best_moves (Kyokumen *k, int depth, int value, gboolean misere)
{
  Sashite moves[MAX_SASHITE];
  int n = kyokumen_generate_moves (k, moves);
  GString *list = g_string_new (NULL);
  for (int i = 0; i < n; i++) {
    kyokumen_make_move (k, moves[i]);
    int v = -minimax_value (k, depth - 1, misere);
    kyokumen_undo_move (k, moves[i]);
    if (v == value) {
      char text[SASHITE_NOTATION_SIZE];
      g_string_append_printf (list, "%s%s", list->len ? "," : "",
                              sashite_to_notation (moves[i], k->size, text));
    }
  }
  return g_string_free (list, FALSE);
}

/* Whether a mistake gives another value than the right one. */
static gboolean
shows (Kyokumen *k, int depth, int lo, int hi, Mistake mistake)
{
  return mistaken (k, depth, lo, hi, mistake) != mistaken (k, depth, lo, hi, RIGHT);
}

typedef enum { PLAIN, WITH_BEST = 1, WITH_MISERE = 2 } CaseExtras;

static void
write_case (GString *out, const char *category, Kyokumen *k, int depth, int lo, int hi,
            CaseExtras extras)
{
  guint64 full_evals = 0;
  int value = full_minimax (k, depth, FALSE, &full_evals);
  gboolean full_window = lo <= -BIG && hi >= BIG;

  char *board = kyokumen_to_board_string (k);
  g_string_append_printf (out, "case %s %s %d %d %d %d %" G_GUINT64_FORMAT, category, board,
                          depth, lo, hi, value, full_evals);
  g_free (board);

  if (extras & WITH_BEST) {
    char *best = best_moves (k, depth, value, FALSE);
    g_string_append_printf (out, " %s", best);
    g_free (best);
  } else {
    g_string_append (out, " -");
  }

  /* What each mistake returns, when it is not the right value. */
  for (int mistake = RIGHT + 1; mistake < MISTAKE_COUNT; mistake++) {
    int v = mistaken (k, depth, lo, hi, (Mistake) mistake);
    if (v != mistaken (k, depth, lo, hi, RIGHT))
      g_string_append_printf (out, " %s=%d", mistake_names[mistake], v);
  }
  /* One ply too shallow or too deep (full windows only: the values). */
  if (full_window) {
    int shallower = depth > 0 ? minimax_value (k, depth - 1, FALSE) : value;
    int deeper = minimax_value (k, depth + 1, FALSE);
    if (shallower != value)
      g_string_append_printf (out, " shallower=%d", shallower);
    if (deeper != value)
      g_string_append_printf (out, " deeper=%d", deeper);
  }
  if (extras & WITH_MISERE) {
    int misere = minimax_value (k, depth, TRUE);
    char *best = best_moves (k, depth, misere, TRUE);
    g_string_append_printf (out, " misere=%d misere_best=%s", misere, best);
    g_free (best);
  }
  g_string_append_c (out, '\n');
}

/* Positions of `size` with `empties` empty squares whose depth-`depth`
 * search shows every mistake in `wanted` (a bit mask); up to `count` of
 * them, written as `category`. */
static void
write_showing (GString *out, const char *category, GRand *rand, int size, int empties,
               int depth, guint wanted, int count, CaseExtras extras)
{
  Kyokumen *k = g_new (Kyokumen, 1);
  int found = 0;
  for (int tries = 0; found < count && tries < 20000; tries++) {
    random_game (k, size, empties, rand);
    gboolean all = TRUE;
    for (int mistake = RIGHT + 1; mistake < MISTAKE_COUNT && all; mistake++)
      if (wanted & (1u << mistake))
        all = shows (k, depth, -BIG, BIG, (Mistake) mistake);
    if (all) {
      write_case (out, category, k, depth, -BIG, BIG, extras);
      found++;
    }
  }
  g_free (k);
  if (found < count) {
    fprintf (stderr, "make-exercise-data: found only %d of %d %s positions\n", found, count, category);
    exit (2);
  }
}

#define BIT(m) (1u << (m))

/* Endgame positions (a size and empties per candidate, in turn) until
 * every mistake in `wanted` shows in at least one of them and there are
 * at least `count`; a position is kept only when it shows a mistake the
 * ones before do not, or more are needed. */
static void
write_covering (GString *out, const char *category, GRand *rand, const int (*shapes)[2], int shape_count,
                guint wanted, int count, CaseExtras extras)
{
  Kyokumen *k = g_new (Kyokumen, 1);
  guint covered = 0;
  int found = 0;
  for (int tries = 0; (found < count || (covered & wanted) != wanted) && tries < 5000; tries++) {
    const int *shape = shapes[tries % shape_count];
    random_game (k, shape[0], shape[1], rand);
    guint shown = 0;
    for (int mistake = RIGHT + 1; mistake < MISTAKE_COUNT; mistake++)
      if ((wanted & BIT (mistake)) && shows (k, 2 * shape[1], -BIG, BIG, (Mistake) mistake))
        shown |= BIT (mistake);
    /* At least half of the mistakes, and something new unless more are needed. */
    if (__builtin_popcount (shown) * 2 < __builtin_popcount (wanted)
        || ((shown & ~covered) == 0 && found >= count))
      continue;
    write_case (out, category, k, 2 * shape[1], -BIG, BIG, extras);
    covered |= shown;
    found++;
  }
  g_free (k);
  if ((covered & wanted) != wanted) {
    fprintf (stderr, "make-exercise-data: no %s positions show every mistake (%x of %x)\n", category, covered, wanted);
    exit (2);
  }
}

static char *
make_data (void)
{
  GString *out = g_string_new (
    "# Expected values of the exercise checks (exercises 16, 17, 18, assignment 12).\n"
    "# Written by tests/exercises/generator/make-exercise-data.c: do not edit.\n"
    "#\n"
    "# case CATEGORY SQUARES SIDE DEPTH ALPHA BETA VALUE FULL_EVALS BEST [NAME=VALUE...]\n"
    "#   VALUE: plain minimax, side to move's view, disc count evaluator,\n"
    "#          a finished game 1000 per disc of final score\n"
    "#   FULL_EVALS: evaluations of plain minimax\n"
    "#   BEST: the root moves that reach VALUE (- when not given)\n"
    "#   NAME=VALUE: what a search with one known mistake returns (List 1 in\n"
    "#          generate order with that mistake), when it is not VALUE:\n"
    "#          no_negate window_kept window_not_swapped cut_alpha horizon_first\n"
    "#          pass_ends pass_skipped terminal_by_eval horizon_as_end\n"
    "#          terminal_missing; shallower, deeper: the\n"
    "#          value one ply less or more; misere, misere_best: the value and\n"
    "#          best moves under the misere rule\n"
    "# perfect4 RULE VALUE: perfect play from the 4x4 start, Black's view\n");

  GRand *rand = g_rand_new_with_seed (20240416);
  Kyokumen *k = g_new (Kyokumen, 1);
  const int big = BIG;

  /* Depth 1, full window: the negation and the basic loop. */
  static const int shallow[][2] = { { 4, 9 }, { 6, 28 }, { 6, 21 }, { 8, 52 }, { 8, 39 }, { 8, 28 } };
  for (guint i = 0; i < G_N_ELEMENTS (shallow); i++) {
    random_game (k, shallow[i][0], shallow[i][1], rand);
    write_case (out, "depth1", k, 1, -big, big, WITH_BEST);

    /* The same position with windows the value falls above, below and
     * inside: what negamax returns at a cut. */
    int v = minimax_value (k, 1, FALSE);
    write_case (out, "window1", k, 1, v - 4, v - 1, PLAIN);
    write_case (out, "window1", k, 1, v + 1, v + 4, PLAIN);
    write_case (out, "window1", k, 1, v - 3, v + 3, PLAIN);
  }

  /* Deeper searches: the window handed to the children, the cuts, the best line. */
  static const int deep[][3] = {
    { 4, 10, 3 }, { 4, 7, 5 },
    { 6, 28, 2 }, { 6, 23, 3 }, { 6, 20, 4 },
    { 8, 54, 3 }, { 8, 43, 4 }, { 8, 36, 4 }, { 8, 29, 3 },
  };
  for (guint i = 0; i < G_N_ELEMENTS (deep); i++) {
    random_game (k, deep[i][0], deep[i][1], rand);
    write_case (out, "deep", k, deep[i][2], -big, big, WITH_BEST);
    if (deep[i][0] >= 6) {
      int v = minimax_value (k, deep[i][2], FALSE);
      write_case (out, "windowdeep", k, deep[i][2], v - 5, v - 1, PLAIN);
      write_case (out, "windowdeep", k, deep[i][2], v + 1, v + 5, PLAIN);
    }
  }

  /* Games that end exactly at the search horizon: a search that tests
   * depth == 0 before the end of the game scores them as unfinished. */
  write_showing (out, "horizon", rand, 6, 6, 6, BIT (HORIZON_FIRST), 2, WITH_BEST);
  write_showing (out, "horizon", rand, 8, 5, 5, BIT (HORIZON_FIRST), 1, WITH_BEST);

  /* Passes inside the tree that change the value. */
  write_showing (out, "pass", rand, 6, 9, 4, BIT (PASS_ENDS) | BIT (PASS_SKIPPED), 2, WITH_BEST);
  write_showing (out, "pass", rand, 8, 10, 4, BIT (PASS_ENDS) | BIT (PASS_SKIPPED), 1, WITH_BEST);

  /* To the end of the game, under both rules: exact values, passes and
   * every mistake showing (but the kept window, which a full window
   * turns into plain minimax: right values, no cuts).  Assignment 12
   * plays these with its perfect search (8 empties or fewer). */
  const guint every = BIT (NO_NEGATE) | BIT (WINDOW_NOT_SWAPPED) | BIT (CUT_ALPHA)
                      | BIT (PASS_ENDS) | BIT (PASS_SKIPPED) | BIT (TERMINAL_BY_EVAL)
                      | BIT (TERMINAL_MISSING);
  static const int endgame_shapes[][2] = { { 6, 7 }, { 8, 8 }, { 6, 8 } };
  write_covering (out, "endgame", rand, endgame_shapes, G_N_ELEMENTS (endgame_shapes), every, 4,
                  WITH_BEST | WITH_MISERE);

  kyokumen_init (k, 4);
  g_string_append_printf (out, "perfect4 normal %d\n", solve (k, -big, big, FALSE));
  kyokumen_init (k, 4);
  g_string_append_printf (out, "perfect4 misere %d\n", solve (k, -big, big, TRUE));

  g_free (k);
  g_rand_free (rand);
  return g_string_free (out, FALSE);
}

int
main (int argc, char **argv)
{
  return generator_main (argc, argv, "make-exercise-data", make_data);
}
