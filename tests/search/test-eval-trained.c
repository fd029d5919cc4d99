/* SPDX-License-Identifier: MIT */
/* test-eval-trained.c: the trained evaluation, the bitboard midgame
 * search and the enhanced player's trained setting.
 *
 * The evaluation is the same under the board's eight symmetries, negated
 * when the colours swap, and bounded; the midgame search finds the value
 * of a plain negamax of the same depth (same rules: a pass uses no
 * depth) and, read to the end, the exact score of the endgame solver;
 * "enhanced" with no numbers is the trained setting, the course's
 * evaluators stay available, and the trained player plays legal moves on
 * every size under both rules.
 */
#include <glib.h>
#include <string.h>

#include "bitboard.h"
#include "endgame.h"
#include "eval-trained.h"
#include "game.h"
#include "midgame.h"
#include "player-config.h"

/* A position after random moves from the start of a size x size board,
 * with at least min_empties empties, or FALSE if the game ended. */
static gboolean
random_position (int size, int plies, GRand *rand, uint64_t *p, uint64_t *o)
{
  int half = size / 2;
  uint64_t mask = bitboard_mask (size);
  *o = (uint64_t) 1 << ((half - 1) * 8 + half - 1) | (uint64_t) 1 << (half * 8 + half);
  *p = (uint64_t) 1 << ((half - 1) * 8 + half) | (uint64_t) 1 << (half * 8 + half - 1);
  for (int i = 0; i < plies; i++) {
    uint64_t empty = mask & ~(*p | *o);
    uint64_t moves = bitboard_moves (*p, *o, empty);
    if (moves == 0) {
      if (bitboard_moves (*o, *p, empty) == 0)
        return FALSE;
    } else {
      int n = g_rand_int_range (rand, 0, bitboard_count (moves));
      while (n-- > 0)
        moves &= moves - 1;
      int sq = bitboard_first (moves);
      uint64_t flips = bitboard_flips (sq, *p, *o);
      *p |= flips | (uint64_t) 1 << sq;
      *o &= ~flips;
    }
    uint64_t t = *p;
    *p = *o;
    *o = t;
  }
  return bitboard_moves (*p, *o, mask & ~(*p | *o)) != 0;
}

static void
test_symmetries (void)
{
  GRand *rand = g_rand_new_with_seed (15);
  for (int size = 4; size <= 8; size += 2) {
    const EvalModel *model = eval_trained_model_for_size (size);
    g_assert_nonnull (model);
    g_assert_cmpint (eval_trained_model_size (model), ==, size);
    int nonzero = 0, tried = 0;
    while (tried < 300) {
      uint64_t p, o;
      if (!random_position (size, g_rand_int_range (rand, 0, size * size - 4), rand, &p, &o))
        continue;
      tried++;
      int value = eval_trained_value (model, p, o);
      /* Finite: within the range of a final score. */
      g_assert_cmpint (ABS (value), <=, size * size * EVAL_UNITS_PER_DISC);
      g_assert_cmpint (eval_trained_value (model, o, p), ==, -value);
      for (int t = 1; t < 8; t++)
        g_assert_cmpint (eval_trained_value (model, bitboard_transform (p, t, size),
                                             bitboard_transform (o, t, size)), ==, value);
      nonzero += value != 0;
    }
    /* Weights were written: the evaluation is not zero everywhere. */
    g_assert_cmpint (nonzero, >, tried / 2);
  }
  g_assert_null (eval_trained_model_for_size (10));
  g_rand_free (rand);
}

/* The pattern tables themselves: an edge reads the same from either end,
 * a corner's 3x3 the same either way round its diagonal, and swapping
 * the colours negates an entry. */
static void
test_pattern_tables (void)
{
  for (int size = 4; size <= 8; size += 2) {
    const EvalModel *model = eval_trained_model_for_size (size);
    const EvalWeights *weights = size == 4 ? &eval_weights_4 : size == 6 ? &eval_weights_6 : &eval_weights_8;
    for (int kind = 0; kind < EVAL_PATTERN_KINDS; kind++) {
      int squares = kind == EVAL_PATTERN_EDGE ? size : 9;
      int entries = eval_trained_pattern_entries (size, (EvalPatternKind) kind);
      for (int index = 0; index < entries; index++) {
        int digits[9], rest = index;
        for (int i = 0; i < squares; i++, rest /= 3)
          digits[i] = rest % 3;
        int swapped = 0, mirrored = 0;
        for (int i = squares - 1; i >= 0; i--) {
          swapped = swapped * 3 + (3 - digits[i]) % 3;
          int from = kind == EVAL_PATTERN_EDGE ? squares - 1 - i : (i % 3) * 3 + i / 3;
          mirrored = mirrored * 3 + digits[from];
        }
        for (int stage = 0; stage < weights->stage_count; stage++) {
          int entry = eval_trained_model_entry (model, stage, (EvalPatternKind) kind, index);
          g_assert_cmpint (eval_trained_model_entry (model, stage, (EvalPatternKind) kind, mirrored), ==, entry);
          g_assert_cmpint (eval_trained_model_entry (model, stage, (EvalPatternKind) kind, swapped), ==, -entry);
        }
      }
    }
  }
}

/* A plain negamax with the midgame search's rules: a pass uses no depth,
 * a finished game scores its final score. */
static int
negamax (const EvalModel *w, uint64_t p, uint64_t o, int depth)
{
  uint64_t mask = bitboard_mask (eval_trained_model_size (w)), empty = mask & ~(p | o);
  uint64_t moves = bitboard_moves (p, o, empty);
  if (moves == 0) {
    if (bitboard_moves (o, p, empty) == 0)
      return eval_trained_final_score (p, o, mask) * EVAL_UNITS_PER_DISC;
    return -negamax (w, o, p, depth);
  }
  if (depth == 0)
    return eval_trained_value (w, p, o);
  int best = G_MININT;
  for (; moves; moves &= moves - 1) {
    int sq = bitboard_first (moves);
    uint64_t flips = bitboard_flips (sq, p, o);
    int v = -negamax (w, o & ~flips, p | flips | (uint64_t) 1 << sq, depth - 1);
    best = MAX (best, v);
  }
  return best;
}

static void
test_midgame_values (void)
{
  MidgameSearch *search = midgame_search_new (12);
  GRand *rand = g_rand_new_with_seed (16);
  for (int size = 4; size <= 8; size += 2) {
    const EvalModel *w = eval_trained_model_for_size (size);
    for (int i = 0; i < 12; i++) {
      uint64_t p, o;
      if (!random_position (size, g_rand_int_range (rand, 2, size * size - 8), rand, &p, &o))
        continue;
      for (int depth = 1; depth <= 4; depth++) {
        midgame_search_clear (search);
        MidgameResult r;
        midgame_search_run (search, w, p, o, depth, 0, NULL, &r);
        g_assert_cmpint (r.value, ==, negamax (w, p, o, depth));
        g_assert_false (r.stopped);
        /* The move is legal and begins the line. */
        g_assert_true (bitboard_moves (p, o, bitboard_mask (size) & ~(p | o)) >> r.best_square & 1);
        g_assert_cmpint (r.line_length, >=, 1);
        g_assert_cmpint (r.line[0], ==, r.best_square);
      }
    }
  }
  g_rand_free (rand);
  midgame_search_free (search);
}

/* Read to the end, the search's value is the exact score; with ProbCut
 * too, which never cuts where the search reads to the end. */
static void
test_midgame_exact (gconstpointer probcut)
{
  MidgameSearch *search = midgame_search_new (16);
  midgame_search_set_probcut (search, GPOINTER_TO_INT (probcut));
  GRand *rand = g_rand_new_with_seed (17);
  for (int size = 4; size <= 8; size += 2) {
    const EvalModel *w = eval_trained_model_for_size (size);
    EndgameSolver *solver = endgame_solver_new (size, 16);
    for (int i = 0; i < 10; i++) {
      uint64_t p, o;
      int empties = MIN (size * size - 4, 9);
      if (!random_position (size, size * size - 4 - empties, rand, &p, &o))
        continue;
      MidgameResult r;
      midgame_search_run (search, w, p, o, 60, 0, NULL, &r);
      EndgameResult exact;
      endgame_solve (solver, p, o, FALSE, NULL, &exact);
      g_assert_cmpint (r.value, ==, exact.score * EVAL_UNITS_PER_DISC);
    }
    endgame_solver_free (solver);
  }
  g_rand_free (rand);
  midgame_search_free (search);
}

/* ProbCut: the same iterations take far fewer nodes, every move is
 * legal, and the values stay near the full-width search's. */
static void
test_midgame_probcut (void)
{
  MidgameSearch *full = midgame_search_new (16), *selective = midgame_search_new (16);
  midgame_search_set_probcut (selective, TRUE);
  const EvalModel *w = eval_trained_model_for_size (8);
  GRand *rand = g_rand_new_with_seed (18);
  guint64 full_nodes = 0, selective_nodes = 0;
  int positions = 0, far_apart = 0;
  while (positions < 16) {
    uint64_t p, o;
    if (!random_position (8, g_rand_int_range (rand, 16, 36), rand, &p, &o))
      continue;
    positions++;
    MidgameResult a, b;
    midgame_search_clear (full);
    midgame_search_clear (selective);
    midgame_search_run (full, w, p, o, 8, 0, NULL, &a);
    midgame_search_run (selective, w, p, o, 8, 0, NULL, &b);
    g_assert_cmpint (b.depth, ==, 8);
    g_assert_true (bitboard_moves (p, o, ~(p | o)) >> b.best_square & 1);
    full_nodes += a.nodes;
    selective_nodes += b.nodes;
    if (ABS (a.value - b.value) > 4 * EVAL_UNITS_PER_DISC)
      far_apart++;
  }
  g_test_message ("depth 8, 16 positions: %" G_GUINT64_FORMAT " nodes full width, %"
                  G_GUINT64_FORMAT " with ProbCut; %d values more than 4 discs apart",
                  full_nodes, selective_nodes, far_apart);
  g_assert_cmpuint (selective_nodes, <, full_nodes / 2);
  g_assert_cmpint (far_apart, <=, 2);
  g_rand_free (rand);
  midgame_search_free (full);
  midgame_search_free (selective);
}

/* A node limit stops the search with a legal move; so does a budget. */
static void
test_midgame_stop (void)
{
  MidgameSearch *search = midgame_search_new (12);
  uint64_t p = 0x0000000810000000ULL, o = 0x0000001008000000ULL;   /* the 8x8 start */
  SearchControl control = { .node_limit = 500 };
  MidgameResult r;
  midgame_search_run (search, eval_trained_model_for_size (8), p, o, 20, 0, &control, &r);
  g_assert_true (r.stopped);
  g_assert_cmpint (r.depth, <, 20);
  g_assert_true (bitboard_moves (p, o, ~(p | o)) >> r.best_square & 1);

  /* A node budget bounds the work without calling it a stop, and gives
   * the same answer each time. */
  MidgameResult again;
  for (int run = 0; run < 2; run++) {
    midgame_search_clear (search);
    midgame_search_run (search, eval_trained_model_for_size (8), p, o, 20, 2000, NULL,
                        run ? &again : &r);
  }
  g_assert_false (r.stopped);
  g_assert_cmpuint (r.nodes, <=, 2001);
  g_assert_cmpint (r.depth, >=, 1);
  g_assert_cmpint (r.depth, <, 20);
  g_assert_true (bitboard_moves (p, o, ~(p | o)) >> r.best_square & 1);
  g_assert_cmpint (again.best_square, ==, r.best_square);
  g_assert_cmpint (again.value, ==, r.value);
  g_assert_cmpuint (again.nodes, ==, r.nodes);
  midgame_search_free (search);
}

static void
test_config (void)
{
  PlayerConfig config;
  player_config_init (&config);
  g_assert_true (player_config_parse (&config, "enhanced", NULL));
  g_assert_cmpint (config.depth, ==, PLAYER_CONFIG_ENHANCED_DEPTH);
  g_assert_cmpint (config.perfect_empties, ==, PLAYER_CONFIG_ENHANCED_PERFECT);
  g_assert_cmpint (config.eval_index, ==, PLAYER_CONFIG_EVAL_TRAINED);
  g_assert_true (player_config_check (&config, NULL));

  /* The course's evaluators as before. */
  g_assert_true (player_config_from_text (&config, "enhanced:8:18:2", NULL));
  g_assert_cmpint (config.depth, ==, 8);
  g_assert_cmpint (config.perfect_empties, ==, 18);
  g_assert_cmpint (config.eval_index, ==, 2);

  /* The trained evaluator belongs to the enhanced search alone. */
  const char *refused[] = { "alphabeta:4:10:3", "minimax:2:4:3", "enhanced:4:10:4" };
  for (guint i = 0; i < G_N_ELEMENTS (refused); i++) {
    g_autoptr (GError) error = NULL;
    PlayerConfig before = config;
    g_assert_false (player_config_from_text (&config, refused[i], &error));
    g_assert_error (error, PLAYER_CONFIG_ERROR, PLAYER_CONFIG_ERROR_OUT_OF_RANGE);
    g_assert_true (memcmp (&config, &before, sizeof config) == 0);
  }
}

/* Whole games of the trained player, small settings, every size, both rules. */
static void
test_trained_games (void)
{
  const int sizes[] = { 4, 6, 8, 10 };
  for (guint z = 0; z < G_N_ELEMENTS (sizes); z++) {
    for (int misere = 0; misere < 2; misere++) {
      PlayerConfig config;
      player_config_init (&config);
      g_assert_true (player_config_from_text (&config, "enhanced:3:6:3", NULL));
      Game *game = game_new (sizes[z], misere, player_config_create_player (&config, NULL),
                             player_config_create_player (&config, NULL));
      while (!game_is_over (game)) {
        Sashite move;
        SearchReport report;
        g_autoptr (GError) error = NULL;
        g_assert_true (player_decide_move (game_player_to_move (game), &game->kyokumen, misere,
                                           NULL, &move, &report, &error));
        g_assert_no_error (error);
        g_assert_true (game_play (game, move, &error));
      }
      game_free (game);
    }
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/eval-trained/symmetries", test_symmetries);
  g_test_add_func ("/eval-trained/pattern-tables", test_pattern_tables);
  g_test_add_func ("/eval-trained/midgame-values", test_midgame_values);
  g_test_add_data_func ("/eval-trained/midgame-exact", GINT_TO_POINTER (FALSE), test_midgame_exact);
  g_test_add_data_func ("/eval-trained/midgame-exact-probcut", GINT_TO_POINTER (TRUE),
                        test_midgame_exact);
  g_test_add_func ("/eval-trained/midgame-probcut", test_midgame_probcut);
  g_test_add_func ("/eval-trained/midgame-stop", test_midgame_stop);
  g_test_add_func ("/eval-trained/config", test_config);
  g_test_add_func ("/eval-trained/games", test_trained_games);
  return g_test_run ();
}
