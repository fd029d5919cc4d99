/* SPDX-License-Identifier: MIT */
/* test-evaluator.c: the evaluators give the values their weights imply. */
#include <glib.h>
#include <string.h>

#include "alpha-beta.h"
#include "evaluator.h"
#include "kit-i18n.h"
#include "test-support.h"

/* The square kinds as evaluator.h draws them, written out for every size:
 * K corner, C, A, B, X, c inner C, i inner, . centre. */
static const char *const kinds_4[] = { "KCCK", "CXXC", "CXXC", "KCCK" };
static const char *const kinds_6[] = { "KCAACK", "CXccXC", "Ac..cA", "Ac..cA", "CXccXC", "KCAACK" };
static const char *const kinds_8[] = {
  "KCABBACK", "CXciicXC", "Ac....cA", "Bi....iB", "Bi....iB", "Ac....cA", "CXciicXC", "KCABBACK",
};
static const char *const kinds_10[] = {
  "KCABBBBACK", "CXciiiicXC", "Ac......cA", "Bi......iB", "Bi......iB",
  "Bi......iB", "Bi......iB", "Ac......cA", "CXciiiicXC", "KCABBBBACK",
};

static const char *const *
kind_table (int size)
{
  switch (size) {
  case 4: return kinds_4;
  case 6: return kinds_6;
  case 8: return kinds_8;
  default: return kinds_10;
  }
}

static SquareKind
kind_from_letter (char c)
{
  switch (c) {
  case 'K': return SQUARE_CORNER;
  case 'C': return SQUARE_C;
  case 'A': return SQUARE_A;
  case 'B': return SQUARE_B;
  case 'X': return SQUARE_X;
  case 'c': return SQUARE_INNER_C;
  case 'i': return SQUARE_INNER;
  default: return SQUARE_CENTRE;
  }
}

/* Eval8x8B's weights as the course gives them. */
static int
course_weight (char kind_letter)
{
  switch (kind_letter) {
  case 'K': return 35;
  case 'C': return -3;
  case 'A': return 3;
  case 'B': return 3;
  case 'X': return -10;
  default: return 0;
  }
}

static void
test_square_kinds (void)
{
  for (int size = 4; size <= 10; size += 2) {
    const char *const *table = kind_table (size);
    for (int row = 0; row < size; row++) {
      g_assert_cmpuint (strlen (table[row]), ==, (gsize) size);
      for (int col = 0; col < size; col++)
        g_assert_cmpint (square_kind (size, col, row), ==, kind_from_letter (table[row][col]));
    }
  }
}

/* The 8 symmetries of the square: (col, row) of the image of a square. */
static void
symmetry (int which, int size, int col, int row, int *out_col, int *out_row)
{
  int c = col, r = row;
  if (which & 1)
    c = size - 1 - c;
  if (which & 2)
    r = size - 1 - r;
  if (which & 4) {
    int t = c;
    c = r;
    r = t;
  }
  *out_col = c;
  *out_row = r;
}

static void
test_kinds_and_weights_symmetric (void)
{
  for (int size = 4; size <= 10; size += 2) {
    for (int row = 0; row < size; row++) {
      for (int col = 0; col < size; col++) {
        for (int s = 1; s < 8; s++) {
          int c, r;
          symmetry (s, size, col, row, &c, &r);
          g_assert_cmpint (square_kind (size, c, r), ==, square_kind (size, col, row));
          g_assert_cmpint (eval_8x8c_weight (size, c, r), ==, eval_8x8c_weight (size, col, row));
        }
      }
    }
  }
}

static void
test_eval_8x8b_weights (void)
{
  g_assert_cmpint (eval_8x8b_weight (SQUARE_CORNER), ==, 35);
  g_assert_cmpint (eval_8x8b_weight (SQUARE_C), ==, -3);
  g_assert_cmpint (eval_8x8b_weight (SQUARE_A), ==, 3);
  g_assert_cmpint (eval_8x8b_weight (SQUARE_B), ==, 3);
  g_assert_cmpint (eval_8x8b_weight (SQUARE_X), ==, -10);
  g_assert_cmpint (eval_8x8b_weight (SQUARE_INNER_C), ==, 0);
  g_assert_cmpint (eval_8x8b_weight (SQUARE_INNER), ==, 0);
  g_assert_cmpint (eval_8x8b_weight (SQUARE_CENTRE), ==, 0);
}

static void
put (Kyokumen *k, const char *square, int disc)
{
  Sashite s;
  g_assert_true (sashite_from_notation (square, k->size, &s, NULL));
  kyokumen_set_disc (k, s.xy, disc);
}

static void
test_eval_8x8b_hand_made (void)
{
  Kyokumen k;
  kyokumen_init_empty (&k, 8, BLACK);
  put (&k, "a1", BLACK);   /* corner  +35 */
  put (&k, "c1", BLACK);   /* A        +3 */
  put (&k, "d1", BLACK);   /* B        +3 */
  put (&k, "d4", BLACK);   /* centre    0 */
  put (&k, "b2", WHITE);   /* X: the opponent's -10 counts +10 for Black */
  put (&k, "b1", WHITE);   /* C: -3, so +3 for Black */
  put (&k, "c2", WHITE);   /* inner C   0 */
  /* Black to move: 35 + 3 + 3 + 0 - (-10) - (-3) - 0 = 54. */
  g_assert_cmpint (eval_8x8b (&k), ==, 54);
  g_assert_cmpint (evaluator_get (1)->evaluate (&k), ==, 54);
  k.color = WHITE;
  g_assert_cmpint (eval_8x8b (&k), ==, -54);

  kyokumen_init_empty (&k, 8, BLACK);
  put (&k, "h1", WHITE);   /* White's corner: -35 for Black */
  put (&k, "g7", BLACK);   /* Black's own X:  -10 */
  put (&k, "h4", BLACK);   /* B:               +3 */
  put (&k, "e8", WHITE);   /* White's B:       -3 */
  put (&k, "f6", WHITE);   /* centre            0 */
  /* -35 - 10 + 3 - 3 = -45. */
  g_assert_cmpint (eval_8x8b (&k), ==, -45);
  k.color = WHITE;
  g_assert_cmpint (eval_8x8b (&k), ==, 45);
}

/* On random positions of every size, each evaluator is the sum its
 * definition gives, computed here from this file's own tables. */
static void
test_evaluators_on_random_positions (void)
{
  GRand *rand = g_rand_new_with_seed (8);
  for (int size = 4; size <= 10; size += 2) {
    const char *const *table = kind_table (size);
    for (int i = 0; i < 200; i++) {
      Kyokumen k;
      g_assert_true (random_position (&k, size, g_rand_int_range (rand, 1, size * size - 4 + 1), rand));
      int own = 0, other = 0, b = 0, c = 0;
      for (int row = 0; row < size; row++) {
        for (int col = 0; col < size; col++) {
          int disc = k.ban[kyokumen_xy (&k, col, row)];
          int sign = disc == k.color ? 1 : disc == -k.color ? -1 : 0;
          own += sign > 0;
          other += sign < 0;
          b += sign * course_weight (table[row][col]);
          c += sign * eval_8x8c_weight (size, col, row);
        }
      }
      g_assert_cmpint (eval_disc_count (&k), ==, own - other);
      g_assert_cmpint (evaluator_get (0)->evaluate (&k), ==, own - other);
      g_assert_cmpint (eval_8x8b (&k), ==, b);
      g_assert_cmpint (eval_8x8c (&k), ==, c);
      g_assert_cmpint (evaluator_get (2)->evaluate (&k), ==, c);
      /* No evaluation may look like a finished game's value. */
      for (int e = 0; e < EVALUATOR_COUNT; e++)
        g_assert_cmpint (ABS (evaluator_get (e)->evaluate (&k)), <, FINAL_DISC_VALUE);
    }
  }
  g_rand_free (rand);
}

/* Every evaluator: the other side to move negates it, swapping every
 * disc's colour negates it, and the 8 symmetries of the board keep it. */
static void
test_evaluator_symmetries (void)
{
  GRand *rand = g_rand_new_with_seed (88);
  for (int size = 4; size <= 10; size += 2) {
    for (int i = 0; i < 100; i++) {
      Kyokumen k;
      g_assert_true (random_position (&k, size, g_rand_int_range (rand, 1, size * size - 4 + 1), rand));
      for (int e = 0; e < EVALUATOR_COUNT; e++) {
        EvaluateFunction evaluate = evaluator_get (e)->evaluate;
        int value = evaluate (&k);

        Kyokumen other_side = k;
        other_side.color = -k.color;
        g_assert_cmpint (evaluate (&other_side), ==, -value);

        Kyokumen swapped;
        kyokumen_init_empty (&swapped, size, k.color);
        for (int row = 0; row < size; row++)
          for (int col = 0; col < size; col++)
            kyokumen_set_disc (&swapped, kyokumen_xy (&swapped, col, row),
                               -k.ban[kyokumen_xy (&k, col, row)]);
        g_assert_cmpint (evaluate (&swapped), ==, -value);

        for (int s = 1; s < 8; s++) {
          Kyokumen image;
          kyokumen_init_empty (&image, size, k.color);
          for (int row = 0; row < size; row++) {
            for (int col = 0; col < size; col++) {
              int c, r;
              symmetry (s, size, col, row, &c, &r);
              kyokumen_set_disc (&image, kyokumen_xy (&image, c, r),
                                 k.ban[kyokumen_xy (&k, col, row)]);
            }
          }
          g_assert_cmpint (evaluate (&image), ==, value);
        }
      }
    }
  }
  g_rand_free (rand);
}

static void
test_evaluator_table (void)
{
  g_assert_cmpint (EVALUATOR_COUNT, ==, 3);
  g_assert_true (evaluator_get (0)->evaluate == eval_disc_count);
  g_assert_true (evaluator_get (1)->evaluate == eval_8x8b);
  g_assert_true (evaluator_get (2)->evaluate == eval_8x8c);
  for (int e = 0; e < EVALUATOR_COUNT; e++)
    g_assert_cmpuint (strlen (evaluator_get (e)->name), >, 0);
  g_assert_null (evaluator_get (-1));
  g_assert_null (evaluator_get (EVALUATOR_COUNT));
}

int
main (int argc, char *argv[])
{
  kit_i18n_init ();
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/evaluator/table", test_evaluator_table);
  g_test_add_func ("/engine/evaluator/square-kinds", test_square_kinds);
  g_test_add_func ("/engine/evaluator/kinds-and-weights-symmetric", test_kinds_and_weights_symmetric);
  g_test_add_func ("/engine/evaluator/8x8b-weights", test_eval_8x8b_weights);
  g_test_add_func ("/engine/evaluator/8x8b-hand-made", test_eval_8x8b_hand_made);
  g_test_add_func ("/engine/evaluator/random-positions", test_evaluators_on_random_positions);
  g_test_add_func ("/engine/evaluator/symmetries", test_evaluator_symmetries);
  return g_test_run ();
}
