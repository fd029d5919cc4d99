/* SPDX-License-Identifier: MIT */
/* test-perft.c: move generation, make and undo counted over whole game trees.
 *
 * Perft counts the leaves of the game tree a fixed number of plies deep
 * (a pass is a ply, a finished game is a leaf at any depth).  On 8x8 the
 * counts are the published Othello perft numbers; on the other sizes,
 * which have no published table, the engine is compared with the
 * independent board of test-support.c.
 */
#include <glib.h>

#include "kit-i18n.h"
#include "kyokumen.h"
#include "test-support.h"

/* Othello perft from the standard start, depths 1..9, passes counted as
 * plies (the numbers every Othello program checks its generator with). */
static const guint64 perft_8x8[] = { 4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288 };

static void
test_perft_8x8 (void)
{
  for (int depth = 1; depth <= 9; depth++) {
    Kyokumen *k = g_new (Kyokumen, 1);
    kyokumen_init (k, 8);
    Kyokumen *before = g_new (Kyokumen, 1);
    *before = *k;
    guint64 leaves = kyokumen_perft (k, depth, TRUE);
    g_test_message ("perft(%d) on 8x8 = %" G_GUINT64_FORMAT, depth, leaves);
    g_assert_cmpuint (leaves, ==, perft_8x8[depth - 1]);
    /* Perft makes and undoes every move: the start must come back. */
    g_assert_true (kyokumen_fields_equal (k, before));
    g_free (before);
    g_free (k);
  }
}

/* The 8x8 numbers from the independent board too, so that the reference
 * used for the other sizes is itself known to be right. */
static void
test_perft_reference_board (void)
{
  RefBoard b;
  ref_board_start (&b, 8);
  for (int depth = 1; depth <= 6; depth++)
    g_assert_cmpuint (ref_board_perft (&b, depth), ==, perft_8x8[depth - 1]);
}

static void
check_size_against_reference (int size, int max_depth)
{
  Kyokumen *k = g_new (Kyokumen, 1);
  kyokumen_init (k, size);
  RefBoard b;
  ref_board_start (&b, size);
  g_assert_true (ref_board_same_as_kyokumen (&b, k));
  for (int depth = 1; depth <= max_depth; depth++) {
    guint64 kit = kyokumen_perft (k, depth, TRUE);
    guint64 ref = ref_board_perft (&b, depth);
    g_test_message ("perft(%d) on %dx%d: engine %" G_GUINT64_FORMAT ", reference %" G_GUINT64_FORMAT,
                    depth, size, size, kit, ref);
    g_assert_cmpuint (kit, ==, ref);
  }
  g_free (k);
}

static void
test_perft_4x4 (void)
{
  /* Deep enough to reach the end of every 4x4 game (12 empties, so at
   * most 24 plies): the whole game tree. */
  check_size_against_reference (4, 24);
}

static void
test_perft_6x6 (void)
{
  check_size_against_reference (6, 7);
}

static void
test_perft_10x10 (void)
{
  check_size_against_reference (10, 6);
}

int
main (int argc, char *argv[])
{
  kit_i18n_init ();
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/perft/8x8", test_perft_8x8);
  g_test_add_func ("/engine/perft/reference-board-8x8", test_perft_reference_board);
  g_test_add_func ("/engine/perft/4x4", test_perft_4x4);
  g_test_add_func ("/engine/perft/6x6", test_perft_6x6);
  g_test_add_func ("/engine/perft/10x10", test_perft_10x10);
  return g_test_run ();
}
