/* SPDX-License-Identifier: MIT */
/* test-kyokumen.c: make, undo and move generation over many random games.
 *
 * Thousands of random games on every board size are played with the
 * engine and, alongside, on the independent board of test-support.c.
 * At every ply the engine's moves must be the reference's, the disc and
 * empty counts must match a recount of ban[], and make followed by undo
 * must give back exactly the position it started from.  Games also start
 * from random set-up positions (kyokumen_init_empty + kyokumen_set_disc),
 * which reach boards the standard start never does; there every move's
 * undo record (history, flipped squares) is checked square by square, and
 * the capacity limits of both (KYOKUMEN_MAX_HISTORY, the flip buffer)
 * are checked at their worst cases.
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

/* Play the move the engine made in k on the reference board too; the two
 * boards must then agree. */
static void
play_on_reference (RefBoard *b, Sashite move, const Kyokumen *k)
{
  int ref_move = REF_PASS;
  if (!sashite_is_pass (move)) {
    int col, row;
    sashite_to_square (move, k->size, &col, &row);
    ref_move = row * k->size + col;
  }
  ref_board_play (b, ref_move);
  g_assert_true (ref_board_same_as_kyokumen (b, k));
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
      /* Flipping: the engine's board after the move is the reference's. */
      play_on_reference (&b, chosen, k);
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

/* The undo record of the move just made from `before`: history entry,
 * flipped squares exactly the discs that changed colour, each once, and
 * all of it inside its buffers. */
static void
assert_undo_record (const Kyokumen *before, const Kyokumen *k, Sashite move)
{
  g_assert_cmpint (k->history_length, ==, before->history_length + 1);
  g_assert_cmpint (k->history_length, <=, KYOKUMEN_MAX_HISTORY);
  const KyokumenUndo *undo = &k->history[k->history_length - 1];
  g_assert_cmpint (undo->xy, ==, move.xy);
  int expected_start = 0;
  if (before->history_length > 0) {
    const KyokumenUndo *previous = &before->history[before->history_length - 1];
    expected_start = previous->flip_start + previous->flip_count;
  }
  g_assert_cmpint (undo->flip_start, ==, expected_start);
  g_assert_cmpint (undo->flip_count, >=, 0);
  g_assert_cmpint (undo->flip_count, <=, KYOKUMEN_MAX_FLIPS_PER_MOVE);
  g_assert_cmpint (undo->flip_start + undo->flip_count, <=, (int) G_N_ELEMENTS (k->flipped));
  if (sashite_is_pass (move)) {
    g_assert_cmpint (undo->flip_count, ==, 0);
    g_assert_true (memcmp (k->ban, before->ban, sizeof k->ban) == 0);
    return;
  }
  int color = before->color;
  g_assert_cmpint (undo->flip_count, ==, kyokumen_count_flips (before, move.xy, color));
  gboolean listed[KYOKUMEN_MAX_CELLS] = { FALSE };
  for (int i = 0; i < undo->flip_count; i++) {
    int xy = k->flipped[undo->flip_start + i];
    g_assert_true (kyokumen_is_square (k, xy));
    g_assert_false (listed[xy]);
    listed[xy] = TRUE;
    g_assert_cmpint (before->ban[xy], ==, -color);
    g_assert_cmpint (k->ban[xy], ==, color);
  }
  /* Nothing else changed but the square played. */
  for (int xy = 0; xy < KYOKUMEN_MAX_CELLS; xy++) {
    if (xy == move.xy)
      g_assert_true (before->ban[xy] == EMPTY && k->ban[xy] == color);
    else if (!listed[xy])
      g_assert_cmpint (k->ban[xy], ==, before->ban[xy]);
  }
  /* Records of earlier moves are left alone. */
  g_assert_true (memcmp (k->history, before->history,
                         sizeof k->history[0] * (gsize) before->history_length) == 0);
  g_assert_true (memcmp (k->flipped, before->flipped, sizeof k->flipped[0] * (gsize) expected_start) == 0);
}

/* A random set-up: every square empty, black or white with random
 * weights, a random side to move. */
static void
random_setup (Kyokumen *k, int size, GRand *rand)
{
  kyokumen_init_empty (k, size, g_rand_boolean (rand) ? BLACK : WHITE);
  double filled = g_rand_double_range (rand, 0.02, 0.95);
  double black_share = g_rand_double_range (rand, 0.1, 0.9);
  for (int row = 0; row < size; row++) {
    for (int col = 0; col < size; col++) {
      if (g_rand_double (rand) >= filled)
        continue;
      int disc = g_rand_double (rand) < black_share ? BLACK : WHITE;
      kyokumen_set_disc (k, kyokumen_xy (k, col, row), disc);
    }
  }
}

/* Random games from random set-ups: moves, flips and undo records agree
 * with the reference at every ply, a game lasts at most two plies per
 * empty square (what KYOKUMEN_MAX_HISTORY is sized for), and undoing the
 * whole game gives the set-up back. */
static void
play_from_setups (int size, guint32 seed)
{
  GRand *rand = g_rand_new_with_seed (seed);
  Kyokumen *setup = g_new (Kyokumen, 1);
  Kyokumen *k = g_new (Kyokumen, 1);
  Kyokumen *before = g_new (Kyokumen, 1);
  guint64 plies = 0, passes = 0, flips = 0;
  int played_games = 0;
  for (int game = 0; game < 300; game++) {
    random_setup (setup, size, rand);
    assert_counts_match_ban (setup);
    g_assert_cmpint (setup->history_length, ==, 0);
    *k = *setup;
    RefBoard b;
    ref_board_from_kyokumen (&b, k);
    Sashite moves[MAX_SASHITE];
    int n, length = 0;
    while ((n = kyokumen_generate_moves (k, moves)) > 0) {
      assert_moves_agree (k, moves, n);
      Sashite chosen = moves[g_rand_int_range (rand, 0, n)];
      *before = *k;
      kyokumen_make_move (k, chosen);
      assert_undo_record (before, k, chosen);
      assert_counts_match_ban (k);
      play_on_reference (&b, chosen, k);
      flips += (guint64) k->history[k->history_length - 1].flip_count;
      passes += sashite_is_pass (chosen);
      length++;
    }
    assert_moves_agree (k, moves, n);
    g_assert_cmpint (length, <=, 2 * setup->empty_count);
    plies += (guint64) length;
    played_games += length > 0;

    while (k->history_length > 0)
      kyokumen_undo_move (k, (Sashite) { k->history[k->history_length - 1].xy });
    g_assert_true (kyokumen_fields_equal (k, setup));
  }
  g_test_message ("%dx%d: 300 set-ups, %d with a move, %" G_GUINT64_FORMAT " plies, %" G_GUINT64_FORMAT
                  " passes, %" G_GUINT64_FORMAT " discs turned",
                  size, size, played_games, plies, passes, flips);
  g_assert_cmpint (played_games, >, 100);
  g_assert_cmpuint (passes, >, 0);
  g_free (before);
  g_free (k);
  g_free (setup);
  g_rand_free (rand);
}

static void
test_setups_4 (void)
{
  play_from_setups (4, 4004);
}

static void
test_setups_6 (void)
{
  play_from_setups (6, 6006);
}

static void
test_setups_8 (void)
{
  play_from_setups (8, 8008);
}

static void
test_setups_10 (void)
{
  play_from_setups (10, 10010);
}

/* The most discs one move turns over from (col, row): every ray full of
 * the opponent's discs up to one of the mover's at the edge.  Sets k up
 * that way and returns the count. */
static int
worst_move_setup (Kyokumen *k, int size, int col, int row)
{
  static const int steps[8][2] = { { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 },
                                   { 1, 1 }, { 1, -1 }, { -1, 1 }, { -1, -1 } };
  kyokumen_init_empty (k, size, BLACK);
  int flips = 0;
  for (int d = 0; d < 8; d++) {
    int length = 0;
    for (int c = col + steps[d][0], r = row + steps[d][1]; c >= 0 && c < size && r >= 0 && r < size;
         c += steps[d][0], r += steps[d][1])
      length++;
    if (length < 2)
      continue;
    for (int i = 1; i <= length; i++)
      kyokumen_set_disc (k, kyokumen_xy (k, col + i * steps[d][0], row + i * steps[d][1]),
                         i == length ? BLACK : WHITE);
    flips += length - 1;
  }
  return flips;
}

/* The capacity limits, at their worst cases:
 *  - KYOKUMEN_MAX_HISTORY holds the longest game from any position: a
 *    position with a legal move has at least two discs, so at most
 *    size * size - 2 empties and twice that many plies;
 *  - no move turns over more than KYOKUMEN_MAX_FLIPS_PER_MOVE discs:
 *    every square of every size is tried with all its rays full;
 *  - a history one short of full, whose records used the flip buffer to
 *    the last slot the worst move needs, still takes the worst move
 *    (AddressSanitizer catches a write past the buffer: the position is
 *    on the heap);
 *  - a full history refuses another move with a critical warning, and an
 *    empty one refuses an undo, both leaving the position as it was. */
static void
test_capacity_limits (void)
{
  g_assert_cmpint (KYOKUMEN_MAX_HISTORY, >=, 2 * (KYOKUMEN_MAX_SIZE * KYOKUMEN_MAX_SIZE - 2));

  /* The longest games: four discs (a start square anywhere) on 10x10,
   * 96 empties. */
  GRand *rand = g_rand_new_with_seed (1010);
  Kyokumen *k = g_new (Kyokumen, 1);
  Kyokumen *before = g_new (Kyokumen, 1);
  int longest = 0;
  for (int game = 0; game < 200; game++) {
    kyokumen_init_empty (k, 10, g_rand_boolean (rand) ? BLACK : WHITE);
    int col = g_rand_int_range (rand, 0, 9), row = g_rand_int_range (rand, 0, 9);
    kyokumen_set_disc (k, kyokumen_xy (k, col, row), WHITE);
    kyokumen_set_disc (k, kyokumen_xy (k, col + 1, row + 1), WHITE);
    kyokumen_set_disc (k, kyokumen_xy (k, col + 1, row), BLACK);
    kyokumen_set_disc (k, kyokumen_xy (k, col, row + 1), BLACK);
    Sashite moves[MAX_SASHITE];
    int n;
    while ((n = kyokumen_generate_moves (k, moves)) > 0) {
      *before = *k;
      Sashite chosen = moves[g_rand_int_range (rand, 0, n)];
      kyokumen_make_move (k, chosen);
      assert_undo_record (before, k, chosen);
    }
    g_assert_cmpint (k->history_length, <=, 2 * 96);
    longest = MAX (longest, k->history_length);
  }
  g_test_message ("longest random game from four discs on 10x10: %d plies (limit %d)", longest,
                  KYOKUMEN_MAX_HISTORY);
  g_assert_cmpint (longest, >, 90);

  /* The most discs one move turns over, and its undo. */
  int most = 0;
  for (int size = KYOKUMEN_MIN_SIZE; size <= KYOKUMEN_MAX_SIZE; size += 2) {
    for (int row = 0; row < size; row++) {
      for (int col = 0; col < size; col++) {
        int flips = worst_move_setup (k, size, col, row);
        if (flips == 0)
          continue;
        most = MAX (most, flips);
        g_assert_cmpint (flips, <=, KYOKUMEN_MAX_FLIPS_PER_MOVE);
        Sashite move = { kyokumen_xy (k, col, row) };
        g_assert_cmpint (kyokumen_count_flips (k, move.xy, BLACK), ==, flips);
        *before = *k;
        kyokumen_make_move (k, move);
        assert_undo_record (before, k, move);
        g_assert_cmpint (k->ishisuu[COLOR_INDEX (WHITE)], ==, 0);
        kyokumen_undo_move (k, move);
        g_assert_true (kyokumen_fields_equal (k, before));
      }
    }
  }
  g_test_message ("most discs one move turns over: %d (limit %d)", most, KYOKUMEN_MAX_FLIPS_PER_MOVE);

  /* The worst move with the history one short of full and the flip
   * buffer used up to where that move's flips begin. */
  int flips = worst_move_setup (k, KYOKUMEN_MAX_SIZE, 4, 4);
  g_assert_cmpint (flips, ==, most);
  k->history_length = KYOKUMEN_MAX_HISTORY - 1;
  for (int i = 0; i < k->history_length; i++)
    k->history[i] = (KyokumenUndo) { 0, KYOKUMEN_MAX_FLIPS_PER_MOVE, i * KYOKUMEN_MAX_FLIPS_PER_MOVE };
  Sashite worst = { kyokumen_xy (k, 4, 4) };
  *before = *k;
  kyokumen_make_move (k, worst);
  assert_undo_record (before, k, worst);
  g_assert_cmpint (k->history_length, ==, KYOKUMEN_MAX_HISTORY);

  /* Full: one more move is refused and changes nothing. */
  Sashite any[MAX_SASHITE];
  kyokumen_init (k, 8);
  k->history_length = KYOKUMEN_MAX_HISTORY;
  *before = *k;
  g_assert_cmpint (kyokumen_generate_moves (k, any), >, 0);
  g_test_expect_message ("reversi", G_LOG_LEVEL_CRITICAL, "*history_length < KYOKUMEN_MAX_HISTORY*");
  kyokumen_make_move (k, any[0]);
  g_test_assert_expected_messages ();
  g_assert_true (memcmp (k, before, sizeof *k) == 0);

  /* Empty: an undo is refused and changes nothing. */
  kyokumen_init (k, 8);
  *before = *k;
  g_test_expect_message ("reversi", G_LOG_LEVEL_CRITICAL, "*history_length > 0*");
  kyokumen_undo_move (k, sashite_pass ());
  g_test_assert_expected_messages ();
  g_assert_true (memcmp (k, before, sizeof *k) == 0);

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
  g_test_add_func ("/engine/kyokumen/set-ups-4x4", test_setups_4);
  g_test_add_func ("/engine/kyokumen/set-ups-6x6", test_setups_6);
  g_test_add_func ("/engine/kyokumen/set-ups-8x8", test_setups_8);
  g_test_add_func ("/engine/kyokumen/set-ups-10x10", test_setups_10);
  g_test_add_func ("/engine/kyokumen/capacity-limits", test_capacity_limits);
  return g_test_run ();
}
