/* test-kyokumen.c: make, undo and move generation over many random games.
 *
 * Thousands of random games on every board size are played with the
 * engine and, alongside, on the independent board of test-support.c.
 * At every ply the engine's moves must be the reference's, the disc and
 * empty counts must match a recount of ban[], and make followed by undo
 * must give back exactly the position it started from.
 */
#include <glib.h>
#include <string.h>

#include "kit-i18n.h"
#include "kyokumen.h"
#include "test-support.h"

#define GAMES_PER_SIZE 1000

static void
assert_counts_match_ban (const Kyokumen *k)
{
  int black = 0, white = 0, empty = 0, outside = 0;
  int cells = k->width * k->width;
  for (int xy = 0; xy < KYOKUMEN_MAX_CELLS; xy++) {
    switch (k->ban[xy]) {
    case BLACK: black++; break;
    case WHITE: white++; break;
    case EMPTY: empty++; break;
    case OUTSIDE: outside++; break;
    default: g_assert_not_reached ();
    }
    /* Every cell of the border ring and beyond stays outside. */
    if (xy >= cells || xy % k->width == 0 || xy % k->width == k->width - 1 || xy < k->width
        || xy >= cells - k->width)
      g_assert_cmpint (k->ban[xy], ==, OUTSIDE);
  }
  g_assert_cmpint (k->ishisuu[0], ==, black);
  g_assert_cmpint (k->ishisuu[1], ==, white);
  g_assert_cmpint (k->empty_count, ==, empty);
  g_assert_cmpint (black + white + empty, ==, k->size * k->size);
}

/* The engine's move list and the reference's must be the same squares in
 * the same (row by row) order, with the same pass and end-of-game rule. */
static void
assert_moves_agree (const Kyokumen *k, const Sashite *moves, int n)
{
  RefBoard b;
  ref_board_from_kyokumen (&b, k);
  int ref_moves[REF_MAX_SIZE * REF_MAX_SIZE];
  int ref_n = ref_board_generate (&b, ref_moves);
  g_assert_cmpint (n, ==, ref_n);
  for (int i = 0; i < n; i++)
    g_assert_cmpint (moves[i].xy, ==, ref_board_move_to_xy (k->size, ref_moves[i]));

  /* The other queries must say the same. */
  int own[REF_MAX_SIZE * REF_MAX_SIZE];
  g_assert_cmpint (kyokumen_mobility (k, k->color), ==, ref_board_placements (&b, k->color, own));
  g_assert_cmpint (kyokumen_mobility (k, -k->color), ==, ref_board_placements (&b, -k->color, own));
  g_assert_cmpint (kyokumen_is_game_over (k), ==, n == 0);
  for (int i = 0; i < n; i++)
    g_assert_true (kyokumen_is_legal (k, moves[i]));
  if (!(n == 1 && sashite_is_pass (moves[0])))
    g_assert_false (kyokumen_is_legal (k, sashite_pass ()));
}

static void
play_random_games (int size, guint32 seed)
{
  GRand *rand = g_rand_new_with_seed (seed);
  Kyokumen *k = g_new (Kyokumen, 1);
  Kyokumen *before = g_new (Kyokumen, 1);
  guint64 plies = 0, passes = 0;

  for (int game = 0; game < GAMES_PER_SIZE; game++) {
    kyokumen_init (k, size);
    RefBoard b;
    ref_board_start (&b, size);
    assert_counts_match_ban (k);

    Sashite moves[MAX_SASHITE];
    int n;
    while ((n = kyokumen_generate_moves (k, moves)) > 0) {
      assert_moves_agree (k, moves, n);

      /* Every move (not only the one played) must undo exactly. */
      *before = *k;
      for (int i = 0; i < n; i++) {
        kyokumen_make_move (k, moves[i]);
        g_assert_cmpint (k->tesuu, ==, before->tesuu + 1);
        g_assert_cmpint (k->color, ==, -before->color);
        g_assert_cmpint (k->history_length, ==, before->history_length + 1);
        if (!sashite_is_pass (moves[i])) {
          int flips = kyokumen_count_flips (before, moves[i].xy, before->color);
          g_assert_cmpint (flips, >, 0);
          g_assert_cmpint (k->ishisuu[COLOR_INDEX (before->color)], ==,
                           before->ishisuu[COLOR_INDEX (before->color)] + flips + 1);
          g_assert_cmpint (k->empty_count, ==, before->empty_count - 1);
        }
        assert_counts_match_ban (k);
        kyokumen_undo_move (k, moves[i]);
        g_assert_true (kyokumen_fields_equal (k, before));
        g_assert_true (kyokumen_equal_position (k, before));
      }

      Sashite chosen = moves[g_rand_int_range (rand, 0, n)];
      kyokumen_make_move (k, chosen);
      int ref_move = REF_PASS;
      if (!sashite_is_pass (chosen)) {
        int col, row;
        sashite_to_square (chosen, size, &col, &row);
        ref_move = row * size + col;
      }
      ref_board_play (&b, ref_move);
      /* Flipping: the engine's board after the move is the reference's. */
      g_assert_true (ref_board_same_as_kyokumen (&b, k));
      assert_counts_match_ban (k);
      plies++;
      if (sashite_is_pass (chosen))
        passes++;
    }
    assert_moves_agree (k, moves, n);

    /* Take the whole game back: the start must return. */
    Kyokumen start;
    kyokumen_init (&start, size);
    while (k->history_length > 0)
      kyokumen_undo_move (k, (Sashite) { k->history[k->history_length - 1].xy });
    g_assert_true (kyokumen_fields_equal (k, &start));
  }
  g_test_message ("%dx%d: %d games, %" G_GUINT64_FORMAT " plies, %" G_GUINT64_FORMAT " passes",
                  size, size, GAMES_PER_SIZE, plies, passes);
  /* Random games on small boards pass now and then: the pass path was
   * exercised, not only the ordinary one. */
  if (size <= 8)
    g_assert_cmpuint (passes, >, 0);
  g_free (before);
  g_free (k);
  g_rand_free (rand);
}

static void
test_random_games_4 (void)
{
  play_random_games (4, 4001);
}

static void
test_random_games_6 (void)
{
  play_random_games (6, 6001);
}

static void
test_random_games_8 (void)
{
  play_random_games (8, 8001);
}

static void
test_random_games_10 (void)
{
  play_random_games (10, 10001);
}

static void
test_start_position (void)
{
  for (int size = 4; size <= 10; size += 2) {
    Kyokumen k;
    kyokumen_init (&k, size);
    RefBoard b;
    ref_board_start (&b, size);
    g_assert_true (ref_board_same_as_kyokumen (&b, &k));
    g_assert_cmpint (k.size, ==, size);
    g_assert_cmpint (k.width, ==, size + 2);
    g_assert_cmpint (k.color, ==, BLACK);
    g_assert_cmpint (k.tesuu, ==, 0);
    g_assert_cmpint (k.history_length, ==, 0);
    assert_counts_match_ban (&k);
    g_assert_cmpint (k.ishisuu[0], ==, 2);
    g_assert_cmpint (k.ishisuu[1], ==, 2);
  }
  g_assert_false (kyokumen_is_valid_size (3));
  g_assert_false (kyokumen_is_valid_size (5));
  g_assert_false (kyokumen_is_valid_size (12));
  g_assert_true (kyokumen_is_valid_size (10));
}

/* set_disc keeps the counts right whatever it replaces. */
static void
test_set_disc (void)
{
  GRand *rand = g_rand_new_with_seed (77);
  Kyokumen k;
  kyokumen_init_empty (&k, 6, WHITE);
  assert_counts_match_ban (&k);
  g_assert_cmpint (k.empty_count, ==, 36);
  for (int i = 0; i < 2000; i++) {
    int col = g_rand_int_range (rand, 0, 6), row = g_rand_int_range (rand, 0, 6);
    int disc = g_rand_int_range (rand, -1, 2);
    kyokumen_set_disc (&k, kyokumen_xy (&k, col, row), disc);
    g_assert_cmpint (k.ban[kyokumen_xy (&k, col, row)], ==, disc);
    assert_counts_match_ban (&k);
  }
  g_rand_free (rand);
}

/* A finished game's score gives the empty squares to the winner. */
static void
test_final_score (void)
{
  Kyokumen k;
  kyokumen_init_empty (&k, 4, BLACK);
  kyokumen_set_disc (&k, kyokumen_xy (&k, 0, 0), BLACK);
  kyokumen_set_disc (&k, kyokumen_xy (&k, 1, 0), BLACK);
  kyokumen_set_disc (&k, kyokumen_xy (&k, 3, 3), WHITE);
  /* 2 black, 1 white, 13 empty: Black leads by 1 and takes the 13. */
  g_assert_cmpint (kyokumen_disc_difference (&k), ==, 1);
  g_assert_cmpint (kyokumen_final_score (&k), ==, 14);
  k.color = WHITE;
  g_assert_cmpint (kyokumen_final_score (&k), ==, -14);
  kyokumen_set_disc (&k, kyokumen_xy (&k, 1, 0), EMPTY);
  g_assert_cmpint (kyokumen_final_score (&k), ==, 0);
}

int
main (int argc, char *argv[])
{
  kit_i18n_init ();
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/kyokumen/start", test_start_position);
  g_test_add_func ("/engine/kyokumen/set-disc", test_set_disc);
  g_test_add_func ("/engine/kyokumen/final-score", test_final_score);
  g_test_add_func ("/engine/kyokumen/random-games-4x4", test_random_games_4);
  g_test_add_func ("/engine/kyokumen/random-games-6x6", test_random_games_6);
  g_test_add_func ("/engine/kyokumen/random-games-8x8", test_random_games_8);
  g_test_add_func ("/engine/kyokumen/random-games-10x10", test_random_games_10);
  return g_test_run ();
}
