/* make-exercise-data.c: the expected values of the exercise checks.
 *
 *   make-exercise-data > tests/exercises/data/exercise-data.txt
 *   make-exercise-data --check tests/exercises/data/exercise-data.txt
 *
 * The checks of exercises 16 and 17 compare a student's negamax with
 * values that must not come from any negamax the student could have
 * written or the kit ships in the handout.  This program computes them
 * with its own plain minimax (no pruning) and its own count of what the
 * course's List 1 evaluates, using only the engine's move generator, and
 * writes them to a data file that the handout carries instead of this
 * program (which would give exercise 16 away).  A test in the full tree
 * runs it with --check, so the data file never drifts from the code.
 *
 * Instructor material: not in the student handout.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kyokumen.h"

/* The scale of a finished game, as alpha-beta.h defines it; written out
 * again on purpose, so this file shares nothing with the search. */
#define DISC_VALUE 1000
#define BIG 1000000

/* Disc count from the side to move's view: the evaluator the checks use. */
static int
static_value (const Kyokumen *k)
{
  return k->ishisuu[COLOR_INDEX (k->color)] - k->ishisuu[COLOR_INDEX (-k->color)];
}

/* A finished game: the final score with the empties going to the winner. */
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

/* How many evaluations the course's List 1 makes with window (lo, hi):
 * a fail-hard window search in generate_moves order.  Its value is only
 * used for the count; the expected values come from full_minimax. */
static int
list1_count (Kyokumen *k, int depth, int lo, int hi, guint64 *evaluations)
{
  Sashite moves[MAX_SASHITE];
  int n = kyokumen_generate_moves (k, moves);
  if (n == 0) {
    (*evaluations)++;
    return final_value (k, FALSE);
  }
  if (depth == 0) {
    (*evaluations)++;
    return static_value (k);
  }
  int bound = lo;
  for (int i = 0; i < n; i++) {
    kyokumen_make_move (k, moves[i]);
    int v = -list1_count (k, depth - 1, -hi, -bound, evaluations);
    kyokumen_undo_move (k, moves[i]);
    if (v > bound) {
      bound = v;
      if (bound >= hi)
        return bound;
    }
  }
  return bound;
}

/* Perfect-play value with pruning, for the 4x4 result of exercise 17. */
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

static void
write_case (GString *out, const char *category, Kyokumen *k, int depth, int lo, int hi,
            gboolean with_best)
{
  guint64 full_evals = 0, list1_evals = 0;
  int value = full_minimax (k, depth, FALSE, &full_evals);
  list1_count (k, depth, lo, hi, &list1_evals);

  char *board = kyokumen_to_board_string (k);
  g_string_append_printf (out, "case %s %s %d %d %d %d %" G_GUINT64_FORMAT " %" G_GUINT64_FORMAT,
                          category, board, depth, lo, hi, value, full_evals, list1_evals);
  g_free (board);

  /* What a negamax that forgets to negate returns at depth 1: the best
   * of the children's values seen from the opponent's side. */
  Sashite moves[MAX_SASHITE];
  int n = kyokumen_generate_moves (k, moves);
  if (depth == 1 && n > 0) {
    int best = -BIG;
    for (int i = 0; i < n; i++) {
      kyokumen_make_move (k, moves[i]);
      guint64 ignored = 0;
      int v = full_minimax (k, 0, FALSE, &ignored);
      kyokumen_undo_move (k, moves[i]);
      best = MAX (best, v);
    }
    g_string_append_printf (out, " %d", best);
  } else {
    g_string_append (out, " -");
  }

  /* Every root move that reaches the value: a right best line starts with one. */
  if (with_best && n > 0) {
    GString *list = g_string_new (NULL);
    for (int i = 0; i < n; i++) {
      kyokumen_make_move (k, moves[i]);
      guint64 ignored = 0;
      int v = -full_minimax (k, depth - 1, FALSE, &ignored);
      kyokumen_undo_move (k, moves[i]);
      if (v == value) {
        char text[SASHITE_NOTATION_SIZE];
        g_string_append_printf (list, "%s%s", list->len ? "," : "",
                                sashite_to_notation (moves[i], k->size, text));
      }
    }
    g_string_append_printf (out, " %s\n", list->str);
    g_string_free (list, TRUE);
  } else {
    g_string_append (out, " -\n");
  }
}

static char *
make_data (void)
{
  GString *out = g_string_new (
    "# Expected values of the exercise checks (exercises 16 and 17).\n"
    "# Written by tests/exercises/generator/make-exercise-data.c: do not edit.\n"
    "#\n"
    "# case CATEGORY SQUARES SIDE DEPTH ALPHA BETA VALUE FULL_EVALS LIST1_EVALS NO_NEGATE BEST\n"
    "#   VALUE: plain minimax, side to move's view, disc count evaluator,\n"
    "#          a finished game 1000 per disc of final score\n"
    "#   FULL_EVALS: evaluations of plain minimax; LIST1_EVALS: of the course's List 1\n"
    "#   NO_NEGATE: depth 1 only, what a search without the minus sign returns\n"
    "#   BEST: full window only, the root moves that reach VALUE\n"
    "# perfect4 RULE VALUE: perfect play from the 4x4 start, Black's view\n");

  GRand *rand = g_rand_new_with_seed (20240416);
  Kyokumen *k = g_new (Kyokumen, 1);
  const int big = BIG;

  /* Depth 1, full window: the negation and the basic loop. */
  static const int shallow[][2] = { { 4, 9 }, { 6, 28 }, { 6, 21 }, { 8, 52 }, { 8, 39 }, { 8, 28 } };
  for (guint i = 0; i < G_N_ELEMENTS (shallow); i++) {
    random_game (k, shallow[i][0], shallow[i][1], rand);
    write_case (out, "depth1", k, 1, -big, big, TRUE);

    /* The same position with windows the value falls above, below and
     * inside: what negamax returns at a cut. */
    guint64 ignored = 0;
    int v = full_minimax (k, 1, FALSE, &ignored);
    write_case (out, "window1", k, 1, v - 4, v - 1, FALSE);
    write_case (out, "window1", k, 1, v + 1, v + 4, FALSE);
    write_case (out, "window1", k, 1, v - 3, v + 3, FALSE);
  }

  /* Deeper searches: the window handed to the children, the cuts, the best line. */
  static const int deep[][3] = {
    { 4, 10, 3 }, { 4, 7, 5 },
    { 6, 28, 2 }, { 6, 23, 3 }, { 6, 20, 4 },
    { 8, 54, 3 }, { 8, 43, 4 }, { 8, 36, 4 }, { 8, 29, 3 },
  };
  for (guint i = 0; i < G_N_ELEMENTS (deep); i++) {
    random_game (k, deep[i][0], deep[i][1], rand);
    write_case (out, "deep", k, deep[i][2], -big, big, TRUE);
    if (deep[i][0] >= 6) {
      guint64 ignored = 0;
      int v = full_minimax (k, deep[i][2], FALSE, &ignored);
      write_case (out, "windowdeep", k, deep[i][2], v - 5, v - 1, FALSE);
      write_case (out, "windowdeep", k, deep[i][2], v + 1, v + 5, FALSE);
    }
  }

  /* To the end of the game: finished games, passes, exact values. */
  static const int endgame[][2] = { { 6, 7 }, { 6, 8 }, { 6, 9 }, { 8, 8 } };
  for (guint i = 0; i < G_N_ELEMENTS (endgame); i++) {
    random_game (k, endgame[i][0], endgame[i][1], rand);
    write_case (out, "endgame", k, 2 * endgame[i][1], -big, big, TRUE);
  }

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
  char *data = make_data ();
  if (argc == 3 && strcmp (argv[1], "--check") == 0) {
    char *stored = NULL;
    GError *error = NULL;
    if (!g_file_get_contents (argv[2], &stored, NULL, &error)) {
      fprintf (stderr, "make-exercise-data: %s\n", error->message);
      return 1;
    }
    int same = strcmp (stored, data) == 0;
    if (!same)
      fprintf (stderr, "make-exercise-data: %s is not what this program writes; run\n"
               "  BUILD/tests/exercises/make-exercise-data > %s\n", argv[2], argv[2]);
    else
      printf ("%s is up to date\n", argv[2]);
    g_free (stored);
    g_free (data);
    return same ? 0 : 1;
  }
  if (argc != 1) {
    fprintf (stderr, "usage: make-exercise-data [--check FILE]\n");
    return 2;
  }
  fputs (data, stdout);
  g_free (data);
  return 0;
}
