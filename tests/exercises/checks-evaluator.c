/* SPDX-License-Identifier: MIT */
/* checks-evaluator.c: the checks of exercise 20 (Eval8x8B) and exercise
 * 21 (Eval8x8C, the student's own weights).
 *
 * ex20 holds the weights against the course's figure 5 and the
 * evaluation against the sum the sheet describes, on every board size
 * and with either side to move.  ex21 checks the rules of the sheet on
 * every board size (some weights, symmetric, not too large, the value
 * for one side minus the value for the other), then plays matches with
 * the student's negamax.
 */
#include "checks-match.h"

#include <glib/gi18n-lib.h>

#include "random-player.h"

/* ----------------------------------------------------------------------
 * Exercise 20: Eval8x8B's weights
 */

static const char *
kind_name (SquareKind kind)
{
  switch (kind) {
  case SQUARE_CORNER:  return _("corners (like a1)");
  case SQUARE_C:       return _("C squares (next to a corner on an edge, like b1)");
  case SQUARE_A:       return _("A squares (two from a corner on an edge, like c1)");
  case SQUARE_B:       return _("B squares (further along an edge, like d1)");
  case SQUARE_X:       return _("X squares (diagonally next to a corner, like b2)");
  case SQUARE_INNER_C: return _("the squares one row in next to a C square (like c2)");
  case SQUARE_INNER:   return _("the other squares one row in from an edge (like d2)");
  default:             return _("the centre squares (like d4)");
  }
}

/* The course's figure 5: corner 35, C -3, A 3, B 3, X -10, others 0. */
static const int course_weights[SQUARE_KIND_COUNT] = { 35, -3, 3, 3, -10, 0, 0, 0 };

static const int board_sizes[] = { 4, 6, 8, 10 };

/* Positions of every size, some with Black and some with White to move. */
static GPtrArray *
evaluation_positions (guint32 seed)
{
  GPtrArray *positions = g_ptr_array_new_with_free_func (g_free);
  GRand *rand = g_rand_new_with_seed (seed);
  for (guint s = 0; s < G_N_ELEMENTS (board_sizes); s++) {
    int size = board_sizes[s];
    for (int i = 0; i < 3; i++) {
      Kyokumen *k = g_new (Kyokumen, 1);
      random_play (k, size, (size * size - 4) * (i + 1) / 4 + i, rand);
      g_ptr_array_add (positions, k);
    }
  }
  g_rand_free (rand);
  return positions;
}

/* The sum of the course's weights over the discs of `who` (the side to
 * move's discs count +, the other side's -), as the sheet describes it. */
typedef enum { SUM_BOTH, SUM_OWN_ONLY, SUM_BLACK_VIEW } SumKind;

static int
course_sum (const Kyokumen *k, SumKind kind)
{
  int value = 0;
  for (int row = 0; row < k->size; row++)
    for (int col = 0; col < k->size; col++) {
      int disc = k->ban[kyokumen_xy (k, col, row)];
      if (disc != BLACK && disc != WHITE)
        continue;
      int w = course_weights[square_kind (k->size, col, row)];
      if (kind == SUM_BOTH)
        value += w * disc * k->color;
      else if (kind == SUM_OWN_ONLY && disc == k->color)
        value += w;
      else if (kind == SUM_BLACK_VIEW)
        value += w * -disc;
    }
  return value;
}

/* Eval8x8B as a whole: the sum of the weights, own discs minus the
 * opponent's. */
static void
check_eval_8x8b (const ExerciseFunctions *f, ExerciseResult *result)
{
  GPtrArray *positions = evaluation_positions (2020);
  for (guint i = 0; i < positions->len && !has_problems (result); i++) {
    const Kyokumen *k = g_ptr_array_index (positions, i);
    int want = course_sum (k, SUM_BOTH), got = f->eval_8x8b (k);
    if (got == want)
      continue;
    ExerciseHint hint = HINT_EVAL_SUM;
    const char *why = _("Hint: eval_8x8b adds eval_8x8b_weight of each square's kind times "
                        "ban[xy] * color, which is +1 under the side to move's discs and -1 under the "
                        "opponent's: leave it as it was.");
    if (got == course_sum (k, SUM_OWN_ONLY)) {
      hint = HINT_EVAL_ONE_SIDE;
      why = _("Hint: that is the sum over the side to move's discs only.  The opponent's discs "
              "count too, negatively: multiply each weight by ban[xy] * color.");
    } else if (got == course_sum (k, SUM_BLACK_VIEW)) {
      hint = HINT_EVAL_VIEW;
      why = _("Hint: that is the value from Black's view; an evaluator gives the value from the "
              "side to move's view: multiply each weight by ban[xy] * color, not by ban[xy] alone.");
    }
    char *board = kyokumen_to_text (k);
    add_problem (result, hint,
                 g_strdup_printf (_("eval_8x8b of this %1$dx%1$d position (%2$s to move) returned %3$d; "
                                    "with the course's weights it is %4$d.\n%5$s%6$s"),
                                  k->size, color_name (k->color), got, want, board, why));
    g_free (board);
  }
  g_ptr_array_unref (positions);
}

void
check_ex20 (const ExerciseFunctions *f, const ExerciseData *data, ExerciseResult *result)
{
  int got[SQUARE_KIND_COUNT];
  gboolean all_zero = TRUE, all_right = TRUE;
  for (int kind = 0; kind < SQUARE_KIND_COUNT; kind++) {
    got[kind] = f->eval_8x8b_weight ((SquareKind) kind);
    all_zero &= got[kind] == 0;
    all_right &= got[kind] == course_weights[kind];
  }
  if (all_right) {
    check_eval_8x8b (f, result);
    return;
  }
  if (all_zero) {
    add_problem (result, HINT_WEIGHTS_ZERO,
                 g_strdup (_("eval_8x8b_weight gives every kind of square the weight 0, so Eval8x8B "
                             "sees nothing.\nHint: return the course's weights: corner 35, C -3, A 3, "
                             "B 3, X -10, every other square 0 (the TODO of exercise 20).")));
    return;
  }
  for (int kind = 0; kind < SQUARE_KIND_COUNT; kind++) {
    if (got[kind] == course_weights[kind])
      continue;
    add_problem (result, HINT_WEIGHT,
                 g_strdup_printf (_("eval_8x8b_weight gives the weight %1$d to %2$s; the course's weight is %3$d."),
                                  got[kind], kind_name ((SquareKind) kind), course_weights[kind]));
  }
}

/* ----------------------------------------------------------------------
 * Exercise 21: Eval8x8C
 */

/* What Eval8x8C must take against each opponent (depth 3, no perfect
 * search), in per cent of the points.  Right tables took 86-97% against
 * the random mover and 73-94% against the disc count; a table with the
 * signs turned round 24% and 5%; a copy of the disc count takes exactly
 * 50% against it. */
#define EX21_NEED_AGAINST_RANDOM 75
#define EX21_NEED_AGAINST_DISCS 60

/* The functions under check, for the evaluator below (an Evaluator has no
 * user data; the checks run one at a time). */
static const ExerciseFunctions *functions_under_check;

static int
student_evaluate (const Kyokumen *k)
{
  return functions_under_check->eval_8x8c (k);
}

static const Evaluator student_evaluator = { "Eval8x8C", student_evaluate };

static char *
weights_table (const ExerciseFunctions *f, int size)
{
  GString *s = g_string_new ("    ");
  for (int col = 0; col < size; col++)
    g_string_append_printf (s, "%5c", 'a' + col);
  g_string_append_c (s, '\n');
  for (int row = 0; row < size; row++) {
    g_string_append_printf (s, "%3d ", row + 1);
    for (int col = 0; col < size; col++)
      g_string_append_printf (s, "%5d", f->eval_8x8c_weight (size, col, row));
    g_string_append_c (s, '\n');
  }
  return g_string_free (s, FALSE);
}

/* The square (col, row) seen in mirror `m` of the board's eight
 * symmetries (m = 0 is the square itself). */
static void
mirror (int size, int m, int col, int row, int *mcol, int *mrow)
{
  int c = m & 1 ? size - 1 - col : col;
  int r = m & 2 ? size - 1 - row : row;
  *mcol = m & 4 ? r : c;
  *mrow = m & 4 ? c : r;
}

/* The weights of the 8x8 table read on a smaller board: the student's
 * function gives, on size x size, exactly the top-left corner of its 8x8
 * table (which on 10x10 would read past its end). */
static gboolean
reads_8x8_table (const ExerciseFunctions *f, int size)
{
  gboolean same = TRUE, symmetric8 = TRUE;
  for (int row = 0; row < size && same; row++)
    for (int col = 0; col < size && same; col++)
      same = f->eval_8x8c_weight (size, col, row) == f->eval_8x8c_weight (8, col, row);
  /* An 8x8 table whose corner happens to be a whole symmetric board is no sign. */
  for (int row = 0; row < size && symmetric8; row++)
    for (int col = 0; col < size && symmetric8; col++)
      symmetric8 = f->eval_8x8c_weight (8, col, row) == f->eval_8x8c_weight (8, size - 1 - col, row);
  return same && !symmetric8;
}

/* The rules of the sheet on every size; FALSE after reporting a problem. */
static gboolean
check_weight_rules (const ExerciseFunctions *f, ExerciseResult *result)
{
  gboolean all_zero = TRUE;
  for (int row = 0; row < 8; row++)
    for (int col = 0; col < 8; col++)
      all_zero &= f->eval_8x8c_weight (8, col, row) == 0;
  if (all_zero) {
    add_problem (result, HINT_WEIGHTS_ZERO,
                 g_strdup (_("eval_8x8c_weight gives every square of the 8x8 board the weight 0, so "
                             "Eval8x8C sees nothing.\nHint: give each square your own weight (start from "
                             "Eval8x8B's and improve them): the TODO of exercise 21.")));
    return FALSE;
  }
  for (guint s = 0; s < G_N_ELEMENTS (board_sizes); s++) {
    int size = board_sizes[s];
    gboolean zero = TRUE;
    for (int row = 0; row < size && zero; row++)
      for (int col = 0; col < size; col++)
        zero &= f->eval_8x8c_weight (size, col, row) == 0;
    if (zero) {
      add_problem (result, HINT_WEIGHTS_ZERO,
                   g_strdup_printf (_("eval_8x8c_weight gives every square of the %1$dx%1$d board the weight 0, "
                                      "so Eval8x8C sees nothing there.\nHint: the function is called for every "
                                      "board size (4, 6, 8, 10): give the other sizes weights too, e.g. by kind "
                                      "with square_kind (size, col, row)."),
                                    size));
      return FALSE;
    }
    if (size < 8 && reads_8x8_table (f, size)) {
      char *table = weights_table (f, size);
      add_problem (result, HINT_TABLE_EVERY_SIZE,
                   g_strdup_printf (_("On the %1$dx%1$d board eval_8x8c_weight gives the top-left corner of your "
                                      "8x8 table:\n%2$sHint: the function is called for every board size "
                                      "(4, 6, 8, 10); use the 8x8 table only when size == 8 (on 10x10 it "
                                      "would be read past its end), and for the other sizes weights by kind, "
                                      "e.g. from square_kind (size, col, row)."),
                                    size, table));
      g_free (table);
      return FALSE;
    }
    int total = 0;
    for (int row = 0; row < size; row++)
      for (int col = 0; col < size; col++) {
        int w = f->eval_8x8c_weight (size, col, row);
        total += ABS (w);
        for (int m = 1; m < 8; m++) {
          int mcol, mrow;
          mirror (size, m, col, row, &mcol, &mrow);
          int other = f->eval_8x8c_weight (size, mcol, mrow);
          if (other == w)
            continue;
          char a[SASHITE_NOTATION_SIZE], b[SASHITE_NOTATION_SIZE];
          Kyokumen *k = g_new (Kyokumen, 1);
          kyokumen_init_empty (k, size, BLACK);
          sashite_to_notation ((Sashite) { kyokumen_xy (k, col, row) }, size, a);
          sashite_to_notation ((Sashite) { kyokumen_xy (k, mcol, mrow) }, size, b);
          g_free (k);
          char *table = weights_table (f, size);
          add_problem (result, HINT_SYMMETRY,
                       g_strdup_printf (_("On the %1$dx%1$d board %2$s weighs %3$d but its mirror image %4$s "
                                          "weighs %5$d.\n%6$sHint: the board looks the same from every corner "
                                          "and from both diagonals, so a square and each of its mirror images "
                                          "must weigh the same (the rule of the sheet)."),
                                        size, a, w, b, other, table));
          g_free (table);
          return FALSE;
        }
      }
    if (total >= FINAL_DISC_VALUE) {
      char *table = weights_table (f, size);
      add_problem (result, HINT_WEIGHTS_TOO_LARGE,
                   g_strdup_printf (_("Your weights on the %1$dx%1$d board add up to %2$d (in absolute value); "
                                      "keep the total below %3$d (FINAL_DISC_VALUE, one disc of a finished "
                                      "game), or a guess can outweigh a sure win.\n%4$s"),
                                    size, total, FINAL_DISC_VALUE, table));
      g_free (table);
      return FALSE;
    }
  }
  return TRUE;
}

/* The value for one side is minus the value for the other (what negamax
 * relies on). */
static gboolean
check_eval_negates (const ExerciseFunctions *f, ExerciseResult *result)
{
  GPtrArray *positions = evaluation_positions (2121);
  gboolean ok = TRUE;
  Kyokumen *other = g_new (Kyokumen, 1);
  for (guint i = 0; i < positions->len && ok; i++) {
    const Kyokumen *k = g_ptr_array_index (positions, i);
    *other = *k;
    other->color = -k->color;
    int mine = f->eval_8x8c (k), theirs = f->eval_8x8c (other);
    if (mine == -theirs)
      continue;
    ok = FALSE;
    char *board = kyokumen_to_text (k);
    add_problem (result, HINT_EVAL_NOT_NEGATED,
                 g_strdup_printf (_("eval_8x8c of this %1$dx%1$d position is %2$d with %3$s to move but %4$d "
                                    "with %5$s to move; the one must be minus the other.\n%6$sHint: an "
                                    "evaluator gives the value from the side to move's view, so that "
                                    "negamax can negate it: weigh each disc by ban[xy] * color (+1 for the "
                                    "side to move, -1 for the opponent)."),
                                  k->size, mine, color_name (k->color), theirs, color_name (-k->color), board));
    g_free (board);
  }
  g_free (other);
  g_ptr_array_unref (positions);
  return ok;
}

void
check_ex21 (const ExerciseFunctions *f, const ExerciseData *data, ExerciseResult *result)
{
  if (!check_weight_rules (f, result) || !check_eval_negates (f, result))
    return;

  /* The matches are played with the student's negamax: it has to work. */
  if (!negamax_works (f, data, result, _("Eval8x8C is checked by matches played with your negamax")))
    return;

  functions_under_check = f;
  char *table = weights_table (f, 8);
  char *hint = g_strdup_printf (_("Hint: weigh the corners high and the squares that give a corner away "
                                  "(X, C) low.  Your weights on 8x8:\n%s"), table);
  char *tested_label = g_strdup_printf (_("Eval8x8C (depth %d)"), MATCH_DEPTH);
  char *disc_label = g_strdup_printf (_("the disc count evaluator (depth %d)"), MATCH_DEPTH);
  Player *tested = search_player_new (f, &student_evaluator, MATCH_DEPTH);
  Player *disc = search_player_new (f, disc_count_evaluator (), MATCH_DEPTH);
  Player *random = random_player_new (21);
  if (report_match (result, tested, random, tested_label, _("a random mover"), EX21_NEED_AGAINST_RANDOM, hint))
    report_match (result, tested, disc, tested_label, disc_label, EX21_NEED_AGAINST_DISCS, hint);
  player_free (random);
  player_free (disc);
  player_free (tested);
  g_free (disc_label);
  g_free (tested_label);
  g_free (hint);
  g_free (table);
}
