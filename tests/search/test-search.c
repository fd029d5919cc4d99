/* SPDX-License-Identifier: MIT */
/* test-search.c: the search lab's players and searches.
 *
 * Every strategy returns legal moves on every board size; minimax, the
 * course's alpha-beta (reference build only) and the enhanced search (with
 * fixed_depth, its value-preserving mode) find the same value at the same
 * depth; the exact solvers agree with a plain negamax on small endgames
 * of every size; the bitboard generator agrees with Kyokumen's (also as
 * test-search-v3, built for x86-64-v3, where bitboard.h uses AVX2).
 */
#include <glib.h>
#include <string.h>

#include "alpha-beta.h"
#include "evaluator.h"
#include "game.h"
#include "kyokumen.h"
#include "minimax-player.h"
#include "player-config.h"

#ifdef HAVE_ENHANCED
#include "bitboard.h"
#include "endgame.h"
#include "enhanced-search.h"
#endif

static const int sizes[] = { 4, 6, 8, 10 };

/* A position reached by random legal moves: from the start of `size`,
 * play until `empties` squares are left (or `plies` plies, whichever
 * comes first).  FALSE if the game ended before. */
static gboolean
random_position (Kyokumen *k, int size, int plies, int empties, GRand *rand)
{
  kyokumen_init (k, size);
  for (int i = 0; i < plies && k->empty_count > empties; i++) {
    Sashite moves[MAX_SASHITE];
    int count = kyokumen_generate_moves (k, moves);
    if (count == 0)
      return FALSE;
    kyokumen_make_move (k, moves[g_rand_int_range (rand, 0, count)]);
  }
  k->history_length = 0;
  return !kyokumen_is_game_over (k);
}

/* The test's own negamax, written apart from the lab's minimax so that
 * each checks the other in every build (with or without solutions/ and
 * enhanced/).  Same conventions as the course: a pass is a ply, a
 * finished game is FINAL_DISC_VALUE per disc, negated for misere. */
static int
test_negamax (Kyokumen *k, const Evaluator *evaluator, gboolean misere, int depth)
{
  Sashite moves[MAX_SASHITE];
  int count = kyokumen_generate_moves (k, moves);
  if (count == 0)
    return (misere ? -1 : 1) * kyokumen_final_score (k) * FINAL_DISC_VALUE;
  if (depth == 0)
    return evaluator->evaluate (k);
  int best = -ALPHA_BETA_INFINITY;
  for (int i = 0; i < count; i++) {
    kyokumen_make_move (k, moves[i]);
    best = MAX (best, -test_negamax (k, evaluator, misere, depth - 1));
    kyokumen_undo_move (k, moves[i]);
  }
  return best;
}

/* Plain negamax to the end of the game: the reference exact value. */
static int
plain_solve (Kyokumen *k, gboolean misere)
{
  int value = minimax_value (k, evaluator_get (0), misere, 2 * k->empty_count, NULL, NULL, NULL,
                             0, NULL, NULL);
  g_assert_cmpint (value, ==, test_negamax (k, evaluator_get (2), misere, 2 * k->empty_count));
  return value;
}

#ifdef HAVE_SOLUTIONS
static int
course_negamax (Kyokumen *k, const Evaluator *evaluator, gboolean misere, int depth)
{
  AlphaBeta *ab = g_new (AlphaBeta, 1);
  alpha_beta_init (ab, k, evaluator, misere, NULL);
  int value = negamax (ab, depth, -ALPHA_BETA_INFINITY, ALPHA_BETA_INFINITY);
  g_free (ab);
  return value;
}
#endif

/* ---- configurations -------------------------------------------------- */

static void
test_config_parse (void)
{
  const char *ids[] = { "alphabeta", "random", "minimax", "enhanced" };
  for (int s = 0; s < STRATEGY_COUNT; s++) {
    g_assert_cmpstr (strategy_id ((Strategy) s), ==, ids[s]);
    PlayerConfig config;
    player_config_init (&config);
    g_autofree char *text = g_strdup_printf ("%s:3:8:2", ids[s]);
    g_autoptr (GError) error = NULL;
    g_assert_true (player_config_parse (&config, text, &error));
    g_assert_no_error (error);
    g_assert_cmpint (config.strategy, ==, s);
    gboolean uses_numbers = s != STRATEGY_RANDOM;
    g_assert_cmpint (config.depth, ==, uses_numbers ? 3 : PLAYER_CONFIG_DEFAULT_DEPTH);
    g_assert_cmpint (config.perfect_empties, ==, uses_numbers ? 8 : PLAYER_CONFIG_DEFAULT_PERFECT);
    g_assert_cmpint (config.eval_index, ==, uses_numbers ? 2 : PLAYER_CONFIG_DEFAULT_EVAL);
    /* random uses none of the numbers and writes none; the old text
     * with them still reads (with a note for the programs' users). */
    g_autofree char *back = player_config_to_text (&config);
    g_assert_cmpstr (back, ==, uses_numbers ? text : "random");

    Player *player = player_config_create_player (&config, &error);
    if (strategy_is_available ((Strategy) s)) {
      g_assert_no_error (error);
      g_assert_nonnull (player);
      player_free (player);
    } else {
      g_assert_null (player);
      g_assert_error (error, PLAYER_CONFIG_ERROR, PLAYER_CONFIG_ERROR_NOT_AVAILABLE);
    }
  }
  g_assert_true (strategy_is_available (STRATEGY_MINIMAX));   /* this test needs it */
#ifdef HAVE_ENHANCED
  g_assert_true (strategy_is_available (STRATEGY_ENHANCED));
#else
  g_assert_false (strategy_is_available (STRATEGY_ENHANCED));
#endif

  /* Bad input: a clear error and the configuration unchanged. */
  PlayerConfig config, before;
  player_config_init (&config);
  before = config;
  const char *bad[] = { "", "nosuch", "minimax:x", "random:1:2:3:4", "enhanced:-3" };
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++) {
    g_autoptr (GError) error = NULL;
    g_assert_false (player_config_parse (&config, bad[i], &error));
    g_assert_error (error, PLAYER_CONFIG_ERROR, PLAYER_CONFIG_ERROR_SYNTAX);
    g_assert_true (memcmp (&config, &before, sizeof config) == 0);
  }

  /* Well formed but out of range: parse takes it, the check and
   * player_config_from_text refuse it, and nothing changes. */
  const char *out_of_range[] = { "alphabeta:0", "alphabeta:61", "minimax:4:101", "alphabeta:4:10:3" };
  for (guint i = 0; i < G_N_ELEMENTS (out_of_range); i++) {
    g_autoptr (GError) error = NULL;
    PlayerConfig parsed = config;
    g_assert_true (player_config_parse (&parsed, out_of_range[i], NULL));
    g_assert_false (player_config_check (&parsed, &error));
    g_assert_error (error, PLAYER_CONFIG_ERROR, PLAYER_CONFIG_ERROR_OUT_OF_RANGE);
    g_clear_error (&error);
    g_assert_null (player_config_create_player (&parsed, &error));
    g_assert_error (error, PLAYER_CONFIG_ERROR, PLAYER_CONFIG_ERROR_OUT_OF_RANGE);
    g_clear_error (&error);
    g_assert_false (player_config_from_text (&config, out_of_range[i], &error));
    g_assert_error (error, PLAYER_CONFIG_ERROR, PLAYER_CONFIG_ERROR_OUT_OF_RANGE);
    g_assert_true (memcmp (&config, &before, sizeof config) == 0);
  }
  g_autoptr (GError) error = NULL;
  g_assert_true (player_config_from_text (&config, "minimax:3", &error));
  g_assert_no_error (error);
  g_assert_cmpint (config.strategy, ==, STRATEGY_MINIMAX);
  g_assert_cmpint (config.depth, ==, 3);
  g_assert_cmpint (config.perfect_empties, ==, before.perfect_empties);

  /* The list for --help names exactly the strategies of this build. */
  g_autofree char *list = strategy_list_text ();
  for (int s = 0; s < STRATEGY_COUNT; s++)
    g_assert_true ((strstr (list, strategy_id ((Strategy) s)) != NULL)
                   == strategy_is_available ((Strategy) s));
}

/* ---- legal moves ------------------------------------------------------ */

/* Whole games, every move checked by game_play (which refuses illegal
 * moves), with each strategy playing both sides. */
static void
test_legal_moves (void)
{
  const char *specs[] = { "random", "minimax:2:6:1", "alphabeta:2:6:2", "enhanced:3:8:1" };
  for (guint s = 0; s < G_N_ELEMENTS (specs); s++) {
    for (guint z = 0; z < G_N_ELEMENTS (sizes); z++) {
      int size = sizes[z];
      PlayerConfig config;
      player_config_init (&config);
      g_assert_true (player_config_parse (&config, specs[s], NULL));
      if (!strategy_is_available (config.strategy))
        continue;
      if (size == 10 && config.strategy == STRATEGY_MINIMAX)
        config.perfect_empties = 5;   /* plain minimax: keep the last moves small */
      for (int misere = 0; misere < 2; misere++) {
        Game *game = game_new (size, misere, player_config_create_player (&config, NULL),
                               player_config_create_player (&config, NULL));
        int moves = 0;
        while (!game_is_over (game)) {
          Sashite move;
          SearchReport report;
          g_autoptr (GError) error = NULL;
          gboolean ok = player_decide_move (game_player_to_move (game), &game->kyokumen, misere,
                                            NULL, &move, &report, &error);
          g_assert_no_error (error);
          g_assert_true (ok);
          g_assert_true (kyokumen_is_legal (&game->kyokumen, move));
          g_assert_cmpint (report.move.xy, ==, move.xy);
          g_assert_true (game_play (game, move, &error));
          moves++;
        }
        g_assert_cmpint (moves, >=, size * size - 4 - 20);
        game_free (game);
      }
    }
  }
}

/* ---- fixed-depth values ---------------------------------------------- */

static void
test_fixed_depth_values (void)
{
  GRand *rand = g_rand_new_with_seed (4021);
  int compared = 0;
  for (guint z = 0; z < G_N_ELEMENTS (sizes); z++) {
    int size = sizes[z];
    int max_depth = size <= 6 ? 5 : size == 8 ? 4 : 3;
    for (int trial = 0; trial < 6; trial++) {
      Kyokumen k;
      int plies = g_rand_int_range (rand, 0, size * size - 8);
      if (!random_position (&k, size, plies, 1, rand))
        continue;
      for (int depth = 1; depth <= max_depth; depth++) {
        int eval_index = (trial + depth) % EVALUATOR_COUNT;
        const Evaluator *evaluator = evaluator_get (eval_index);
        gboolean misere = trial % 3 == 2;
        Kyokumen before = k;
        int mm = minimax_value (&k, evaluator, misere, depth, NULL, NULL, NULL, 0, NULL, NULL);
        g_assert_true (kyokumen_equal_position (&k, &before));
        g_assert_cmpint (test_negamax (&k, evaluator, misere, depth), ==, mm);
#ifdef HAVE_SOLUTIONS
        g_assert_cmpint (course_negamax (&k, evaluator, misere, depth), ==, mm);
#endif
#ifdef HAVE_ENHANCED
        EnhancedOptions options;
        enhanced_options_init (&options, evaluator->evaluate, eval_index);
        options.depth = depth;
        options.perfect_empties = 0;
        options.fixed_depth = TRUE;
        options.table_bits = 12;   /* small: collisions of the index must be harmless */
        EnhancedSearch *search = enhanced_search_new (&options);
        SearchReport report;
        g_assert_true (enhanced_search_run (search, &k, misere, NULL, &report));
        g_assert_cmpint (report.value, ==, mm);
        g_assert_cmpint (report.depth, ==, depth);
        g_assert_true (kyokumen_is_legal (&k, report.move));
        g_assert_cmpuint (report.nodes, >, 0);
        g_assert_cmpuint (report.evaluations, >, 0);
        g_assert_false (report.stopped);
        /* The reported move is worth the value: the opponent's minimax
         * one ply less deep from there is its negation. */
        Kyokumen child = k;
        kyokumen_make_move (&child, report.move);
        int child_value = minimax_value (&child, evaluator, misere, depth - 1, NULL, NULL, NULL, 0,
                                         NULL, NULL);
        g_assert_cmpint (-child_value, ==, mm);
        enhanced_search_free (search);
#endif
        compared++;
      }
    }
  }
  g_assert_cmpint (compared, >, 40);
  g_rand_free (rand);
}

/* ---- exact solving ---------------------------------------------------- */

static void
test_exact_values (void)
{
  GRand *rand = g_rand_new_with_seed (77);
  int compared = 0;
  for (guint z = 0; z < G_N_ELEMENTS (sizes); z++) {
    int size = sizes[z];
    for (int trial = 0; trial < 12; trial++) {
      int empties = size == 4 ? 4 + trial % 9 : 3 + trial % 6;
      gboolean misere = trial % 4 == 3;
      Kyokumen k;
      if (!random_position (&k, size, 200, empties, rand))
        continue;
      int reference = plain_solve (&k, misere);
      g_assert_cmpint (ABS (reference) % FINAL_DISC_VALUE, ==, 0);
#ifdef HAVE_SOLUTIONS
      g_assert_cmpint (course_negamax (&k, evaluator_get (1), misere, 2 * k.empty_count), ==, reference);
#endif
#ifdef HAVE_ENHANCED
      for (int fixed = 0; fixed < 2; fixed++) {
        EnhancedOptions options;
        enhanced_options_init (&options, evaluator_get (1)->evaluate, 1);
        options.fixed_depth = fixed;
        options.table_bits = 10;
        options.endgame_table_bits = 10;
        EnhancedSearch *search = enhanced_search_new (&options);
        SearchReport report;
        enhanced_search_solve (search, &k, misere, NULL, &report);
        g_assert_cmpint (report.value, ==, reference);
        g_assert_true (report.exact);
        g_assert_true (kyokumen_is_legal (&k, report.move));
        /* The best move keeps the value, and the best line is playable. */
        Kyokumen child = k;
        kyokumen_make_move (&child, report.move);
        g_assert_cmpint (-plain_solve (&child, misere), ==, reference);
        Kyokumen line = k;
        for (int i = 0; i < report.best_line_length; i++) {
          g_assert_true (kyokumen_is_legal (&line, report.best_line[i]));
          kyokumen_make_move (&line, report.best_line[i]);
        }
        enhanced_search_free (search);
      }
#endif
      compared++;
    }
  }
  g_assert_cmpint (compared, >, 30);
  g_rand_free (rand);
}

#ifdef HAVE_ENHANCED
/* The whole 4x4 game, with and without the symmetric table. */
static void
test_solve_4x4 (void)
{
  Kyokumen k;
  kyokumen_init (&k, 4);
  uint64_t p, o;
  g_assert_true (bitboard_from_kyokumen (&k, &p, &o));
  int scores[2];
  for (int symmetric = 0; symmetric < 2; symmetric++) {
    EndgameSolver *solver = endgame_solver_new (4, 12);
    endgame_solver_set_symmetry (solver, symmetric ? 16 : 0);
    EndgameResult r;
    endgame_solve (solver, p, o, FALSE, NULL, &r);
    scores[symmetric] = r.score;
    g_assert_false (r.stopped);
    g_assert_cmpint (r.line_length, >, 0);
    endgame_solver_free (solver);
  }
  g_assert_cmpint (scores[0], ==, scores[1]);
  Kyokumen copy = k;
  g_assert_cmpint (plain_solve (&copy, FALSE), ==, scores[0] * FINAL_DISC_VALUE);
}

/* Moves, flips and symmetries of the bitboards against Kyokumen. */
/* The copies of the 8x8 solver's search for each processor level
 * (enhanced/meson.build) that this processor runs: from an empty table
 * each gives the same score, best move and node count (the same search,
 * compiled for other instructions), and the score plain negamax gives.
 * An unknown level is refused and changes nothing; a new solver runs the
 * copy endgame_code_name reports. */
/* The small searches that order the moves keep what they find in a table
 * of their own, kept from one solve to the next.  It may only save work,
 * never change a value: solved again with the main table emptied (a
 * misere solve in between empties it, twice) but the order table full of
 * the first solve's entries, a position takes the same nodes, for far
 * fewer positions looked at by the order. */
static void
test_endgame_order_table (void)
{
  GRand *rand = g_rand_new_with_seed (4407);
  for (int i = 0; i < 3; i++) {
    Kyokumen k;
    while (!random_position (&k, 8, 200, 20, rand))
      ;
    uint64_t p, o;
    g_assert_true (bitboard_from_kyokumen (&k, &p, &o));
    EndgameSolver *solver = endgame_solver_new (8, 16);
    EndgameResult first, misere, again;
    g_assert_true (endgame_solve (solver, p, o, FALSE, NULL, &first));
    g_assert_true (endgame_solve (solver, p, o, TRUE, NULL, &misere));
    g_assert_true (endgame_solve (solver, p, o, FALSE, NULL, &again));
    g_assert_cmpint (again.score, ==, first.score);
    g_assert_cmpint (again.best_square, ==, first.best_square);
    g_assert_cmpuint (again.nodes, ==, first.nodes);
    g_assert_cmpuint (first.order_nodes, >, 0);
    g_assert_cmpuint (again.order_nodes, <, first.order_nodes);
    endgame_solver_free (solver);

    /* A fresh solver searches alike. */
    EndgameSolver *fresh = endgame_solver_new (8, 16);
    EndgameResult r;
    g_assert_true (endgame_solve (fresh, p, o, FALSE, NULL, &r));
    g_assert_cmpuint (r.nodes, ==, first.nodes);
    g_assert_cmpuint (r.order_nodes, ==, first.order_nodes);
    endgame_solver_free (fresh);
  }
  g_rand_free (rand);
}

/* The selective pass before the exact search (endgame_solver_set_selective)
 * may only change the work, never a score: whatever its margin, even one
 * that cuts nearly every node it probes on the wrong side (-20 discs) and
 * fills the table with wrong bounds, with one thread or two, the score is
 * the one a solver without the pass finds, the best move is worth it, and
 * a pass that cuts makes the nodes differ.  Under misere there is no pass
 * (no trained evaluation). */
static void
test_endgame_selective (void)
{
  static const int margins[] = { -2000, 0, 300, 1000 };
  GRand *rand = g_rand_new_with_seed (2811);
  for (int i = 0; i < 4; i++) {
    Kyokumen k;
    while (!random_position (&k, 8, 200, 16 + i % 3, rand))
      ;
    uint64_t p, o;
    g_assert_true (bitboard_from_kyokumen (&k, &p, &o));
    EndgameSolver *exact = endgame_solver_new (8, 16);
    endgame_solver_set_selective (exact, 0, 0);
    EndgameResult plain;
    g_assert_true (endgame_solve (exact, p, o, FALSE, NULL, &plain));

    for (gsize m = 0; m < G_N_ELEMENTS (margins); m++) {
      for (int threads = 1; threads <= 2; threads++) {
        EndgameSolver *solver = endgame_solver_new (8, 16);
        endgame_solver_set_selective (solver, 14, margins[m]);
        endgame_solver_set_threads (solver, threads);
        EndgameResult r;
        g_assert_true (endgame_solve (solver, p, o, FALSE, NULL, &r));
        g_assert_cmpint (r.score, ==, plain.score);
        if (margins[m] < 0 && threads == 1)
          g_assert_cmpuint (r.nodes, !=, plain.nodes);
        if (r.best_square != BITBOARD_NO_SQUARE) {
          uint64_t flips = bitboard_flips (r.best_square, p, o);
          g_assert_cmpuint (flips, !=, 0);
          EndgameResult child;
          g_assert_true (endgame_solve (exact, o ^ flips, p | flips | (UINT64_C (1) << r.best_square),
                                        FALSE, NULL, &child));
          g_assert_cmpint (-child.score, ==, r.score);
        }
        /* Every move again with the pass, the table full of entries of
         * the exact search that just ran: a pass must not narrow them. */
        if (i < 2 && threads == 1) {
          for (uint64_t moves = bitboard_moves (p, o, ~(p | o)); moves; moves &= moves - 1) {
            int sq = __builtin_ctzll (moves);
            uint64_t flips = bitboard_flips (sq, p, o);
            uint64_t np = o ^ flips, no = p | flips | (UINT64_C (1) << sq);
            EndgameResult again, child;
            g_assert_true (endgame_solve (solver, np, no, FALSE, NULL, &again));
            g_assert_true (endgame_solve (exact, np, no, FALSE, NULL, &child));
            g_assert_cmpint (again.score, ==, child.score);
          }
        }
        endgame_solver_free (solver);
        /* Under misere the pass is not made: the nodes are those of a
         * solver without it. */
        if (i == 0 && threads == 1) {
          EndgameSolver *with_pass = endgame_solver_new (8, 16);
          EndgameSolver *without = endgame_solver_new (8, 16);
          endgame_solver_set_selective (with_pass, 14, margins[m]);
          endgame_solver_set_selective (without, 0, 0);
          EndgameResult a, b;
          g_assert_true (endgame_solve (with_pass, p, o, TRUE, NULL, &a));
          g_assert_true (endgame_solve (without, p, o, TRUE, NULL, &b));
          g_assert_cmpint (a.score, ==, b.score);
          g_assert_cmpuint (a.nodes, ==, b.nodes);
          endgame_solver_free (with_pass);
          endgame_solver_free (without);
        }
      }
    }
    endgame_solver_free (exact);
  }
  g_rand_free (rand);
}

static void
test_endgame_codes (void)
{
  static const char *const codes[] = { "generic", "x86-64-v2", "x86-64-v3" };
  EndgameSolver *solver = endgame_solver_new (8, 12);
  const char *chosen = endgame_solver_code (solver);
  g_assert_cmpstr (chosen, ==, endgame_code_name ());
  g_assert_false (endgame_solver_use_code (solver, "x86-64-v9"));
  g_assert_cmpstr (endgame_solver_code (solver), ==, chosen);
  g_assert_true (endgame_solver_use_code (solver, "generic"));
  g_assert_cmpstr (endgame_solver_code (solver), ==, "generic");
  g_assert_cmpint (endgame_solver_size (solver), ==, 8);
  endgame_solver_free (solver);

  GRand *rand = g_rand_new_with_seed (809);
  for (int i = 0; i < 4; i++) {
    Kyokumen k;
    int empties = i < 2 ? 7 : 16;
    while (!random_position (&k, 8, 200, empties, rand))
      ;
    uint64_t p, o;
    g_assert_true (bitboard_from_kyokumen (&k, &p, &o));
    EndgameResult first = { 0 };
    int runs = 0;
    for (gsize c = 0; c < G_N_ELEMENTS (codes); c++) {
      EndgameSolver *fresh = endgame_solver_new (8, 14);
      if (endgame_solver_use_code (fresh, codes[c])) {
        EndgameResult r;
        g_assert_true (endgame_solve (fresh, p, o, FALSE, NULL, &r));
        if (runs++ == 0)
          first = r;
        g_assert_cmpint (r.score, ==, first.score);
        g_assert_cmpint (r.best_square, ==, first.best_square);
        g_assert_cmpuint (r.nodes, ==, first.nodes);
        /* The move order's positions are counted alike in every copy. */
        g_assert_cmpuint (r.order_nodes, ==, first.order_nodes);
      }
      endgame_solver_free (fresh);
    }
    g_assert_cmpint (runs, >=, 1);
    /* From 14 empties the order looks two plies below each move (and
     * weighs each move it does not take from the table): positions it
     * counts. */
    if (empties >= 14)
      g_assert_cmpuint (first.order_nodes, >, first.nodes / 100);
    if (empties < 8) {
      Kyokumen copy = k;
      g_assert_cmpint (plain_solve (&copy, FALSE), ==, first.score * FINAL_DISC_VALUE);
    }
  }
  g_rand_free (rand);
}

/* Sizes the solver does not hold, and boards that are not positions of
 * its size, are refused without searching. */
static void
test_endgame_bad_input (void)
{
  g_assert_null (endgame_solver_new (10, 10));
  g_assert_null (endgame_solver_new (7, 10));
  EndgameSolver *solver = endgame_solver_new (6, 10);
  EndgameResult r;
  /* A disc off the 6x6 board (column 7 of the 8-wide bitboard). */
  g_assert_false (endgame_solve (solver, (uint64_t) 1 << 7, 1, FALSE, NULL, &r));
  g_assert_cmpint (r.best_square, ==, BITBOARD_NO_SQUARE);
  g_assert_cmpuint (r.nodes, ==, 0);
  /* Overlapping discs. */
  g_assert_false (endgame_solve (solver, 3, 2, FALSE, NULL, &r));
  g_assert_cmpuint (r.nodes, ==, 0);
  endgame_solver_free (solver);
}

static void
test_bitboard (void)
{
  GRand *rand = g_rand_new_with_seed (9);
  for (int size = 4; size <= 8; size += 2) {
    uint64_t mask = bitboard_mask (size);
    for (int trial = 0; trial < 40; trial++) {
      Kyokumen k;
      random_position (&k, size, g_rand_int_range (rand, 0, size * size), 0, rand);
      uint64_t p, o;
      g_assert_true (bitboard_from_kyokumen (&k, &p, &o));
      uint64_t moves = bitboard_moves (p, o, ~(p | o) & mask);
      for (int row = 0; row < size; row++) {
        for (int col = 0; col < size; col++) {
          int sq = row * 8 + col;
          Sashite s = sashite_from_square (size, col, row);
          gboolean legal = !sashite_is_pass (s) && k.ban[s.xy] == EMPTY
                           && kyokumen_count_flips (&k, s.xy, k.color) > 0;
          g_assert_cmpint (legal, ==, (int) (moves >> sq & 1));
          if (k.ban[s.xy] != EMPTY)
            continue;
          /* On an empty square that is no move, nothing turns. */
          uint64_t flips = bitboard_flips (sq, p, o);
          g_assert_cmpint (bitboard_count (flips), ==, kyokumen_count_flips (&k, s.xy, k.color));
          if (!legal)
            continue;
          Kyokumen after = k;
          kyokumen_make_move (&after, s);
          uint64_t ap, ao;
          bitboard_from_kyokumen (&after, &ap, &ao);
          g_assert_true (ao == (p | flips | (uint64_t) 1 << sq));
          g_assert_true (ap == (o ^ flips));
          g_assert_cmpint (bitboard_sashite_to_square (s, size), ==, sq);
        }
      }
      for (int t = 0; t < 8; t++) {
        uint64_t tp = bitboard_transform (p, t, size);
        g_assert_true ((tp & ~mask) == 0);
        g_assert_cmpint (bitboard_count (tp), ==, bitboard_count (p));
        g_assert_true (bitboard_untransform (tp, t, size) == p);
      }
    }
  }
  g_rand_free (rand);
}

static void
test_perft (void)
{
  const int depths[] = { 9, 7, 6, 4 };
  for (guint z = 0; z < G_N_ELEMENTS (sizes); z++) {
    Kyokumen k;
    kyokumen_init (&k, sizes[z]);
    for (int d = 1; d <= depths[z]; d++) {
      Kyokumen copy = k;
      g_assert_cmpuint (enhanced_perft (&k, d), ==, kyokumen_perft (&copy, d, FALSE));
    }
  }
  /* The published 8x8 counts. */
  Kyokumen k;
  kyokumen_init (&k, 8);
  g_assert_cmpuint (enhanced_perft (&k, 8), ==, 390216);
  g_assert_cmpuint (enhanced_perft (&k, 9), ==, 3005288);
}

/* A stop request or a node limit gives a legal move, marked stopped. */
static void
test_control (void)
{
  GRand *rand = g_rand_new_with_seed (5);
  for (int exact = 0; exact < 2; exact++) {
    for (guint z = 0; z < G_N_ELEMENTS (sizes); z++) {
      /* 4x4 is read to the end within the limit: nothing to stop. */
      if (sizes[z] == 4)
        continue;
      Kyokumen k;
      g_assert_true (random_position (&k, sizes[z], 200, exact ? 14 : sizes[z] * sizes[z] - 12, rand));
      PlayerConfig config;
      player_config_init (&config);
      config.strategy = STRATEGY_ENHANCED;
      config.depth = 12;
      config.perfect_empties = exact ? 30 : 0;
      Player *player = player_config_create_player (&config, NULL);
      for (int how = 0; how < 2; how++) {
        SearchControl control = { 0 };
        if (how == 0)
          control.node_limit = 500;
        else
          g_atomic_int_set (&control.stop_requested, 1);
        Sashite move;
        SearchReport report;
        g_assert_true (player_decide_move (player, &k, FALSE, &control, &move, &report, NULL));
        g_assert_true (kyokumen_is_legal (&k, move));
        g_assert_true (report.stopped);
        g_assert_false (report.exact);
        if (how == 0)
          g_assert_cmpuint (report.nodes, <=, 500 + 4096 + 200);
      }
      player_free (player);
    }
  }
  g_rand_free (rand);
}
#endif

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
#ifdef TEST_NEEDS_X86_64_V3
  /* test-search-v3: built with -march=x86-64-v3 (see meson.build). */
  __builtin_cpu_init ();
  if (!__builtin_cpu_supports ("x86-64-v3")) {
    g_print ("This processor lacks x86-64-v3: skipped.\n");
    return 77;   /* meson's exit code for a skipped test */
  }
#endif
  g_test_add_func ("/search/config", test_config_parse);
  g_test_add_func ("/search/legal-moves", test_legal_moves);
  g_test_add_func ("/search/fixed-depth-values", test_fixed_depth_values);
  g_test_add_func ("/search/exact-values", test_exact_values);
#ifdef HAVE_ENHANCED
  g_test_add_func ("/search/solve-4x4", test_solve_4x4);
  g_test_add_func ("/search/endgame-codes", test_endgame_codes);
  g_test_add_func ("/search/endgame-order-table", test_endgame_order_table);
  g_test_add_func ("/search/endgame-selective", test_endgame_selective);
  g_test_add_func ("/search/endgame-bad-input", test_endgame_bad_input);
  g_test_add_func ("/search/bitboard", test_bitboard);
  g_test_add_func ("/search/perft", test_perft);
  g_test_add_func ("/search/control", test_control);
#endif
  return g_test_run ();
}
