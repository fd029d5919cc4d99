/* checks-evaluator.c: the checks of exercise 20 (Eval8x8B's weights) and
 * exercise 21 (Eval8x8C, the student's own weights).
 *
 * ex20 holds the weights against the course's figure 5; ex21 checks the
 * rules of the sheet and then plays matches with the student's negamax.
 */
#include "checks-match.h"

#include <glib/gi18n-lib.h>

#include "lab-players.h"

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

void
check_ex20 (const ExerciseFunctions *f, const ExerciseData *data, ExerciseResult *result)
{
  /* The course's figure 5: corner 35, C -3, A 3, B 3, X -10, others 0. */
  static const int course[SQUARE_KIND_COUNT] = { 35, -3, 3, 3, -10, 0, 0, 0 };
  int got[SQUARE_KIND_COUNT];
  gboolean all_zero = TRUE, all_right = TRUE;
  for (int kind = 0; kind < SQUARE_KIND_COUNT; kind++) {
    got[kind] = f->eval_8x8b_weight ((SquareKind) kind);
    all_zero &= got[kind] == 0;
    all_right &= got[kind] == course[kind];
  }
  if (all_right)
    return;
  if (all_zero) {
    add_problem (result, HINT_WEIGHTS_ZERO,
                 g_strdup (_("eval_8x8b_weight gives every kind of square the weight 0, so Eval8x8B "
                             "sees nothing.\nHint: return the course's weights: corner 35, C -3, A 3, "
                             "B 3, X -10, every other square 0 (the TODO of exercise 20).")));
    return;
  }
  for (int kind = 0; kind < SQUARE_KIND_COUNT; kind++) {
    if (got[kind] == course[kind])
      continue;
    add_problem (result, HINT_WEIGHT,
                 g_strdup_printf (_("eval_8x8b_weight gives the weight %d to %s; the course's weight is %d."),
                                  got[kind], kind_name ((SquareKind) kind), course[kind]));
  }
}

/* ----------------------------------------------------------------------
 * Exercise 21: Eval8x8C
 */

/* The weights under check, for the evaluator below (an Evaluator has no
 * user data; the checks run one at a time). */
static int (*weights_under_check) (int size, int col, int row);

static int
weights_evaluate (const Kyokumen *k)
{
  int value = 0;
  for (int row = 0; row < k->size; row++)
    for (int col = 0; col < k->size; col++) {
      int disc = k->ban[kyokumen_xy (k, col, row)];
      if (disc == BLACK || disc == WHITE)
        value += weights_under_check (k->size, col, row) * disc * k->color;
    }
  return value;
}

static const Evaluator student_evaluator = { "Eval8x8C", weights_evaluate };

static char *
weights_table (int (*weights) (int, int, int))
{
  GString *s = g_string_new ("    ");
  for (int col = 0; col < 8; col++)
    g_string_append_printf (s, "%5c", 'a' + col);
  g_string_append_c (s, '\n');
  for (int row = 0; row < 8; row++) {
    g_string_append_printf (s, "%3d ", row + 1);
    for (int col = 0; col < 8; col++)
      g_string_append_printf (s, "%5d", weights (8, col, row));
    g_string_append_c (s, '\n');
  }
  return g_string_free (s, FALSE);
}

void
check_ex21 (const ExerciseFunctions *f, const ExerciseData *data, ExerciseResult *result)
{
  gboolean all_zero = TRUE;
  int total = 0;
  for (int row = 0; row < 8; row++)
    for (int col = 0; col < 8; col++) {
      int w = f->eval_8x8c_weight (8, col, row);
      all_zero &= w == 0;
      total += ABS (w);
    }
  if (all_zero) {
    add_problem (result, HINT_WEIGHTS_ZERO,
                 g_strdup (_("eval_8x8c_weight gives every square of the 8x8 board the weight 0, so "
                             "Eval8x8C sees nothing.\nHint: give each square your own weight (start from "
                             "Eval8x8B's and improve them): the TODO of exercise 21.")));
    return;
  }
  char *table = weights_table (f->eval_8x8c_weight);
  if (total >= FINAL_DISC_VALUE) {
    add_problem (result, HINT_WEIGHTS_TOO_LARGE,
                 g_strdup_printf (_("Your weights add up to %d over the board (in absolute value); keep the "
                                    "total below %d (FINAL_DISC_VALUE, one disc of a finished game), or a "
                                    "guess can outweigh a sure win.\n%s"),
                                  total, FINAL_DISC_VALUE, table));
    g_free (table);
    return;
  }

  /* The matches are played with the student's negamax: it has to work. */
  ExerciseResult *ex16 = check_result_new ();
  check_ex16 (f, data, ex16);
  gboolean negamax_works = !has_problems (ex16);
  exercise_result_free (ex16);
  if (!negamax_works) {
    add_problem (result, HINT_NEEDS_EX16,
                 g_strdup (_("Eval8x8C is checked by matches played with your negamax, which does not "
                             "work yet.\nHint: finish exercise 16 first (meson test -C build ex16 "
                             "--print-errorlogs).")));
    g_free (table);
    return;
  }

  weights_under_check = f->eval_8x8c_weight;
  char *hint = g_strdup_printf (_("Hint: weigh the corners high and the squares that give a corner away "
                                  "(X, C) low.  Your weights on 8x8:\n%s"), table);
  char *tested_label = g_strdup_printf (_("Eval8x8C (depth %d)"), MATCH_DEPTH);
  Player *tested = search_player_new (f, &student_evaluator, MATCH_DEPTH);
  Player *disc = search_player_new (f, disc_count_evaluator (), MATCH_DEPTH);
  Player *random = random_player_new (21);
  char *disc_label = g_strdup_printf (_("the disc count evaluator (depth %d)"), MATCH_DEPTH);
  report_match (result, tested, random, tested_label, _("a random mover"), NEED_THREE_QUARTERS, hint);
  report_match (result, tested, disc, tested_label, disc_label, NEED_MORE_THAN_HALF, hint);
  player_free (random);
  player_free (disc);
  player_free (tested);
  g_free (disc_label);
  g_free (tested_label);
  g_free (hint);
  g_free (table);
}

