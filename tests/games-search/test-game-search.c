/* SPDX-License-Identifier: MIT */
/* test-game-search.c: the common search (games/search) on every game.
 *
 *   - figure 3 of Hiroi's article as a game: minimax evaluates its 8 leaves,
 *     alpha-beta 5, both find 3 by A, C, H;
 *   - a small game with an extra turn: the extra turn costs no depth and
 *     is searched from the same side's view;
 *   - a game whose results depend on the path (a repetition ends it):
 *     the ordered search keeps such results out of its table and agrees
 *     with minimax; without path_dependence it would not;
 *   - minimax, alpha-beta and the ordered search (with and without
 *     symmetry, deepening, a kept table) agree on positions of
 *     tic-tac-toe, Kalah and Reversi, and alpha-beta never does more work;
 *   - on Reversi the common alpha-beta counts exactly what the course's
 *     negamax counts, and the common minimax what the lab's minimax counts
 *     (full tree only: those live in solutions/ and lab/);
 *   - every game keeps the GameRules contract (game-conformance.h);
 *   - stopping, GamePath, game_rules_check, game_format_count.
 */
#include <glib.h>
#include <string.h>

#include "game-conformance.h"
#include "game-format.h"
#include "game-search.h"
#include "game.h"
#include "tree-game.h"
#include "kalah.h"
#include "reversi-rules.h"
#include "tictactoe.h"

#ifdef HAVE_SOLUTIONS
#include "alpha-beta.h"
#include "minimax-player.h"
#endif

static GameSearchResult
search (const GameRules *rules, const void *root, GameSearchMethod method, int depth)
{
  GameSearchOptions options;
  game_search_options_init (&options, method, depth);
  GameSearchResult result;
  game_search (rules, root, &options, &result);
  return result;
}

static void
test_article_figure (void)
{
  tree_game_use (tree_game_figure3);
  TreePosition root = { 0 };
  GameSearchResult mm = search (&tree_rules, &root, GAME_SEARCH_MINIMAX, GAME_SEARCH_TO_END);
  GameSearchResult ab = search (&tree_rules, &root, GAME_SEARCH_ALPHA_BETA, GAME_SEARCH_TO_END);
  GameSearchResult ord = search (&tree_rules, &root, GAME_SEARCH_ORDERED, GAME_SEARCH_TO_END);

  /* The figure's numbers: 8 evaluations for minimax, 5 with alpha-beta
   * (J and F are cut off), the value 3 by A, C, H. */
  g_assert_cmpint (mm.value, ==, 3);
  g_assert_cmpuint (mm.counts.evaluations, ==, 8);
  g_assert_cmpuint (mm.counts.nodes, ==, 15);
  g_assert_cmpint (ab.value, ==, 3);
  g_assert_cmpuint (ab.counts.evaluations, ==, 5);
  g_assert_cmpuint (ab.counts.nodes, ==, 11);   /* R A C G H D I B E K L */
  int line[] = { 1, 3, 8 };
  g_assert_cmpint (mm.line_length, ==, 3);
  g_assert_cmpint (ab.line_length, ==, 3);
  for (int i = 0; i < 3; i++) {
    g_assert_cmpint (mm.line[i], ==, line[i]);
    g_assert_cmpint (ab.line[i], ==, line[i]);
  }
  /* Without a hash there is no table and no move_order: the ordered
   * search is the plain alpha-beta. */
  g_assert_cmpint (ord.value, ==, 3);
  g_assert_cmpuint (ord.counts.evaluations, ==, 5);
  g_assert_cmpuint (ord.counts.table_probes, ==, 0);

  /* A narrow window around the value still finds it; one that excludes
   * it fails high or low, as the course's fail-hard negamax does. */
  GameSearchOptions options;
  game_search_options_init (&options, GAME_SEARCH_ALPHA_BETA, GAME_SEARCH_TO_END);
  options.alpha = 3;
  options.beta = 4;
  GameSearchResult r;
  g_assert_cmpint (game_search (&tree_rules, &root, &options, &r), ==, 3);
  options.alpha = 4;
  options.beta = 10;
  g_assert_cmpint (game_search (&tree_rules, &root, &options, &r), ==, 4);
  options.alpha = -10;
  options.beta = 2;
  g_assert_cmpint (game_search (&tree_rules, &root, &options, &r), >=, 2);
}

/* The root (0, first player) may take an extra turn (1, still the first
 * player) or pass the turn (2).  Node 1 leads to finished games worth 2
 * and 5; node 2 (second player) to games worth 7 and 4; node 1's
 * evaluation is 9 and node 2's 6. */
static const TreeNode extra_turn[] = {
  { 0, { 1, 2, -1 }, 0 },
  { 0, { 3, 4, -1 }, 9 },
  { 1, { 5, 6, -1 }, 6 },
  { 1, { -1 }, 2 }, { 1, { -1 }, 5 },
  { 0, { -1 }, 7 }, { 0, { -1 }, 4 },
};

static void
test_extra_turn (void)
{
  tree_game_use (extra_turn);
  TreePosition root = { 0 };
  GameSearchMethod methods[] = { GAME_SEARCH_MINIMAX, GAME_SEARCH_ALPHA_BETA, GAME_SEARCH_ORDERED };
  for (guint m = 0; m < G_N_ELEMENTS (methods); m++) {
    /* Depth 1: the extra turn keeps the depth, so node 1's games are
     * seen (5), while node 2 is evaluated (6): 6 by the second move.  A
     * search that spent depth on the extra turn would evaluate node 1
     * and take its 9. */
    GameSearchResult r = search (&tree_rules, &root, methods[m], 1);
    g_assert_cmpint (r.value, ==, 6);
    g_assert_cmpint (r.best_move, ==, 2);
    /* To the end: max (max (2, 5), min (7, 4)) = 5 by the extra turn and
     * then the 5.  Negating at the extra turn would give -2 or worse. */
    r = search (&tree_rules, &root, methods[m], GAME_SEARCH_TO_END);
    g_assert_cmpint (r.value, ==, 5);
    g_assert_cmpint (r.line_length, ==, 2);
    g_assert_cmpint (r.line[0], ==, 1);
    g_assert_cmpint (r.line[1], ==, 4);
  }
  /* From the second player's view at node 2: min (7, 4) = 4 for the
   * first player, -4 for the side to move. */
  TreePosition second = { 2 };
  g_assert_cmpint (search (&tree_rules, &second, GAME_SEARCH_MINIMAX, 5).value, ==, -4);
  g_assert_cmpint (search (&tree_rules, &second, GAME_SEARCH_ALPHA_BETA, 5).value, ==, -4);
}

/* ---- a game decided by repetition ------------------------------------ */

/* A token walks a small graph (0 -> 1 or 0, 1 -> 2 or 0, 2 -> 0 or 1);
 * the sides move it in turn.  A position (node and side to move) that
 * repeats one on the path ends the game: the first player wins if the
 * cycle passed through node 2, else loses.  The result depends on the
 * path, not on the position alone.  (Found by trying small graphs: on
 * this one a table that stores every result goes wrong from every start.) */
typedef struct CyclePosition CyclePosition;
struct CyclePosition {
  int node;
  int side;
  const CyclePosition *parent;
};

static const int cycle_edges[3][2] = { { 1, 0 }, { 2, 0 }, { 0, 1 } };
static gboolean cycle_report_path = TRUE;

/* Plies up to the ancestor this position repeats, or 0. */
static int
cycle_repeat (const CyclePosition *p)
{
  int plies = 0;
  for (const CyclePosition *a = p->parent; a; a = a->parent) {
    plies++;
    if (a->node == p->node && a->side == p->side)
      return plies;
  }
  return 0;
}

static void
cycle_init (const GameRules *rules, void *position)
{
  *(CyclePosition *) position = (CyclePosition) { 0, 0, NULL };
}

static int
cycle_generate_moves (const GameRules *rules, const void *position, int moves[GAME_MAX_MOVES])
{
  const CyclePosition *p = position;
  if (cycle_repeat (p))
    return 0;
  moves[0] = cycle_edges[p->node][0];
  moves[1] = cycle_edges[p->node][1];
  return 2;
}

static void
cycle_make_move (const GameRules *rules, const void *parent, int move, void *child)
{
  const CyclePosition *p = parent;
  *(CyclePosition *) child = (CyclePosition) { move, 1 - p->side, p };
}

static int
cycle_side (const GameRules *rules, const void *position)
{
  return ((const CyclePosition *) position)->side;
}

static int
cycle_final_value (const GameRules *rules, const void *position)
{
  const CyclePosition *p = position;
  int plies = cycle_repeat (p);
  gboolean through_2 = FALSE;
  const CyclePosition *a = p;
  for (int i = 0; i < plies; i++, a = a->parent)
    through_2 |= a->node == 2;
  int first_view = through_2 ? 1 : -1;
  return p->side == 0 ? first_view : -first_view;
}

static int
cycle_evaluate (const GameRules *rules, const void *position)
{
  return 0;
}

static int
cycle_path_dependence (const GameRules *rules, const void *position)
{
  return cycle_report_path ? cycle_repeat (position) : 0;
}

static guint64
cycle_hash (const GameRules *rules, const void *position, int symmetry)
{
  const CyclePosition *p = position;
  return (guint64) (p->node * 2 + p->side + 1) * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);
}

static const GameRules cycle_rules = {
  .name = "cycle",
  .side_names = { "first", "second" },
  .position_size = sizeof (CyclePosition),
  .symmetry_count = 1,
  .init = cycle_init,
  .generate_moves = cycle_generate_moves,
  .make_move = cycle_make_move,
  .side_to_move = cycle_side,
  .final_value = cycle_final_value,
  .evaluate = cycle_evaluate,
  .move_to_text = tree_move_to_text,
  .move_from_text = tree_move_from_text,
  .position_to_text = tree_to_text,
  .hash = cycle_hash,
  .path_dependence = cycle_path_dependence,
};

static void
test_path_dependence (void)
{
  int wrong_without = 0;
  for (int node = 0; node < 3; node++)
    for (int side = 0; side < 2; side++) {
      CyclePosition root = { node, side, NULL };
      int expected = search (&cycle_rules, &root, GAME_SEARCH_MINIMAX, GAME_SEARCH_TO_END).value;
      g_assert_cmpint (search (&cycle_rules, &root, GAME_SEARCH_ALPHA_BETA, GAME_SEARCH_TO_END).value,
                       ==, expected);
      cycle_report_path = TRUE;
      GameSearchResult ord = search (&cycle_rules, &root, GAME_SEARCH_ORDERED, GAME_SEARCH_TO_END);
      g_assert_cmpint (ord.value, ==, expected);
      cycle_report_path = FALSE;
      GameSearchResult blind = search (&cycle_rules, &root, GAME_SEARCH_ORDERED, GAME_SEARCH_TO_END);
      wrong_without += blind.value != expected;
      cycle_report_path = TRUE;
    }
  /* The test game is one where storing path-dependent results goes wrong:
   * otherwise the check above proves nothing. */
  g_assert_cmpint (wrong_without, >, 0);
}

/* ---- the real games -------------------------------------------------- */

typedef struct {
  int positions;
  guint64 minimax_evaluations, alpha_beta_evaluations, ordered_evaluations;
} Totals;

/* All searches on one position at one depth must give one value, and a
 * best move that is legal; alpha-beta never evaluates more than minimax. */
static void
check_searches_agree (const GameRules *rules, const void *position, int depth, Totals *totals)
{
  GameSearchResult mm = search (rules, position, GAME_SEARCH_MINIMAX, depth);
  GameSearchResult ab = search (rules, position, GAME_SEARCH_ALPHA_BETA, depth);
  GameSearchOptions options;
  GameSearchResult variants[4];
  for (int v = 0; v < 4; v++) {
    game_search_options_init (&options, GAME_SEARCH_ORDERED, depth);
    options.use_symmetry = v & 1;
    options.iterative_deepening = (v & 2) != 0;
    game_search (rules, position, &options, &variants[v]);
  }
  g_autofree char *board = rules->position_to_text (rules, position);
  if (ab.value != mm.value)
    g_test_fail_printf ("%s depth %d: alpha-beta %d, minimax %d\n%s", rules->name, depth, ab.value,
                        mm.value, board);
  for (int v = 0; v < 4; v++)
    if (variants[v].value != mm.value)
      g_test_fail_printf ("%s depth %d: ordered (symmetry %d, deepening %d) %d, minimax %d\n%s",
                          rules->name, depth, v & 1, (v & 2) != 0, variants[v].value, mm.value,
                          board);
  g_assert_cmpuint (ab.counts.evaluations, <=, mm.counts.evaluations);
  g_assert_cmpuint (ab.counts.nodes, <=, mm.counts.nodes);

  if (!game_rules_is_over (rules, position)) {
    g_assert_true (game_rules_is_legal (rules, position, mm.best_move));
    g_assert_true (game_rules_is_legal (rules, position, ab.best_move));
    g_assert_true (game_rules_is_legal (rules, position, variants[1].best_move));
    /* The best move is worth the value: its child, searched with the
     * depth it gets, gives the value back (negated if the turn passed). */
    g_autofree void *child = g_malloc0 (rules->position_size);
    rules->make_move (rules, position, mm.best_move, child);
    gboolean same = rules->side_to_move (rules, child) == rules->side_to_move (rules, position);
    int child_depth = same || depth == GAME_SEARCH_TO_END ? depth : depth - 1;
    int child_value = search (rules, child, GAME_SEARCH_MINIMAX, child_depth).value;
    g_assert_cmpint (same ? child_value : -child_value, ==, mm.value);
  }
  totals->positions++;
  totals->minimax_evaluations += mm.counts.evaluations;
  totals->alpha_beta_evaluations += ab.counts.evaluations;
  totals->ordered_evaluations += variants[1].counts.evaluations;
}

/* Positions reached by seeded random play from the start: `plies` moves
 * at most (fewer if the game ends). */
static GamePath *
random_path (const GameRules *rules, GRand *rand, int plies)
{
  GamePath *path = game_path_new (rules);
  for (int i = 0; i < plies; i++) {
    int moves[GAME_MAX_MOVES];
    int count = rules->generate_moves (rules, game_path_current (path), moves);
    if (count == 0)
      break;
    g_assert_true (game_path_play (path, moves[g_rand_int_range (rand, 0, count)], NULL));
  }
  return path;
}

static void
test_tictactoe_searches (void)
{
  const GameRules *rules = tictactoe_rules ();
  GRand *rand = g_rand_new_with_seed (11);
  Totals totals = { 0 };
  for (int i = 0; i < 60; i++) {
    g_autoptr (GamePath) path = random_path (rules, rand, g_rand_int_range (rand, 0, 9));
    check_searches_agree (rules, game_path_current (path), GAME_SEARCH_TO_END, &totals);
    for (int depth = 1; depth <= 3; depth++)
      check_searches_agree (rules, game_path_current (path), depth, &totals);
  }
  g_rand_free (rand);
  g_assert_cmpint (totals.positions, ==, 240);
  g_assert_cmpuint (totals.alpha_beta_evaluations, <, totals.minimax_evaluations);
  g_assert_cmpuint (totals.ordered_evaluations, <, totals.alpha_beta_evaluations);
}

static void
test_kalah_searches (void)
{
  const GameRules *rules = kalah_rules ();
  GRand *rand = g_rand_new_with_seed (12);
  Totals totals = { 0 };
  for (int i = 0; i < 40; i++) {
    g_autoptr (GamePath) path = random_path (rules, rand, g_rand_int_range (rand, 0, 60));
    for (int depth = 1; depth <= 5; depth++)
      check_searches_agree (rules, game_path_current (path), depth, &totals);
  }
  g_rand_free (rand);
  g_assert_cmpuint (totals.alpha_beta_evaluations, <, totals.minimax_evaluations);
  g_assert_cmpuint (totals.ordered_evaluations, <, totals.alpha_beta_evaluations);
}

static void
test_reversi_searches (void)
{
  Totals totals = { 0 };
  GRand *rand = g_rand_new_with_seed (13);
  const GameRules *small = reversi_rules (4);
  for (int i = 0; i < 30; i++) {
    g_autoptr (GamePath) path = random_path (small, rand, g_rand_int_range (rand, 0, 12));
    check_searches_agree (small, game_path_current (path), GAME_SEARCH_TO_END, &totals);
  }
  const GameRules *six = reversi_rules (6);
  for (int i = 0; i < 20; i++) {
    g_autoptr (GamePath) path = random_path (six, rand, g_rand_int_range (rand, 0, 32));
    for (int depth = 1; depth <= 4; depth++)
      check_searches_agree (six, game_path_current (path), depth, &totals);
  }
  g_rand_free (rand);
  g_assert_cmpuint (totals.alpha_beta_evaluations, <, totals.minimax_evaluations);
  g_assert_cmpuint (totals.ordered_evaluations, <, totals.alpha_beta_evaluations);
}

/* Reversi by every rule the app offers: each size by the usual rule and
 * by misère.  A finished misère game is won by the side the engine's
 * misère result names (the fewest discs), and is worth the opposite of
 * the usual game; positions and moves are the usual game's. */
static void
test_reversi_rules_for (void)
{
  static const int sizes[] = { 4, 6, 8, 10 };
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    for (int misere = 0; misere <= 1; misere++) {
      const GameRules *rules = reversi_rules_for (sizes[i], misere);
      g_autoptr (GError) error = NULL;
      g_assert_nonnull (rules);
      g_assert_true (game_rules_check (rules, &error));
      g_autofree char *name = g_strdup_printf ("reversi-%dx%d%s", sizes[i], sizes[i],
                                               misere ? "-misere" : "");
      g_assert_cmpstr (rules->name, ==, name);
      g_assert_cmpint (reversi_rules_size (rules), ==, sizes[i]);
      g_assert_cmpint (reversi_rules_is_misere (rules), ==, misere);
      g_assert_true (reversi_rules_for (sizes[i], misere) == rules);
    }
  g_assert_true (reversi_rules_for (8, FALSE) == reversi_rules (8));
  g_assert_null (reversi_rules_for (5, TRUE));
  g_assert_null (reversi_rules_for (12, FALSE));

  const GameRules *usual = reversi_rules_for (6, FALSE), *misere = reversi_rules_for (6, TRUE);
  GRand *rand = g_rand_new_with_seed (17);
  int wins[2] = { 0, 0 };
  for (int game = 0; game < 40; game++) {
    g_autoptr (GamePath) path = random_path (misere, rand, 200);
    const Kyokumen *end = game_path_current (path);
    g_assert_true (game_rules_is_over (misere, end));
    g_assert_cmpint (misere->final_value (misere, end), ==, -usual->final_value (usual, end));
    GameResult result;
    game_result_of_position (end, TRUE, &result);
    int winner = game_rules_winner (misere, end);
    g_assert_cmpint (winner, ==, result.winner == BLACK ? 0 : result.winner == WHITE ? 1 : GAME_DRAW);
    if (winner != GAME_DRAW)
      wins[winner]++;
  }
  g_rand_free (rand);
  /* Random games end both ways: the test saw both signs. */
  g_assert_cmpint (wins[0], >, 0);
  g_assert_cmpint (wins[1], >, 0);
  g_assert_cmpint (game_conformance_check (reversi_rules_for (4, TRUE), 10, 3), >, 50);
}

/* A table kept across searches (as a player keeps it from move to move)
 * gives the same values, and fewer evaluations the second time. */
static void
test_kept_table (void)
{
  const GameRules *rules = kalah_rules ();
  g_autoptr (GameTable) table = game_table_new (16);
  Kalah start;
  kalah_init (&start);
  GameSearchOptions options;
  game_search_options_init (&options, GAME_SEARCH_ORDERED, 6);
  options.table = table;
  GameSearchResult first, second;
  game_search (rules, &start, &options, &first);
  game_search (rules, &start, &options, &second);
  g_assert_cmpint (first.value, ==, search (rules, &start, GAME_SEARCH_MINIMAX, 6).value);
  g_assert_cmpint (second.value, ==, first.value);
  g_assert_cmpuint (second.counts.evaluations, <, first.counts.evaluations);
  g_assert_cmpuint (second.counts.table_hits, >, 0);
  game_table_clear (table);
  GameSearchResult third;
  game_search (rules, &start, &options, &third);
  g_assert_cmpuint (third.counts.evaluations, ==, first.counts.evaluations);
}

#ifdef HAVE_SOLUTIONS
/* The common search on Reversi against the course's own code: the
 * negamax of solutions/ (List 1) and the lab's minimax.  Same positions,
 * same evaluator (disc count), so the counts must be equal, not close. */
static void
test_reversi_counts_match_course (void)
{
  const Evaluator *disc_count = evaluator_get (0);
  GRand *rand = g_rand_new_with_seed (14);
  Kyokumen *k = g_new (Kyokumen, 1);
  AlphaBeta *ab = g_new (AlphaBeta, 1);
  int searches = 0;
  for (int size = 4; size <= 8; size += 2) {
    GameRules *rules = reversi_rules_new (size, disc_count->evaluate);
    for (int i = 0; i < 6; i++) {
      g_autoptr (GamePath) path = random_path (rules, rand, g_rand_int_range (rand, 0, size * size - 6));
      for (int depth = 1; depth <= (size == 8 ? 4 : 5); depth++) {
        memcpy (k, game_path_current (path), sizeof *k);
        k->history_length = 0;
        alpha_beta_init (ab, k, disc_count, FALSE, NULL);
        int course = negamax (ab, depth, -ALPHA_BETA_INFINITY, ALPHA_BETA_INFINITY);
        GameSearchResult common = search (rules, game_path_current (path), GAME_SEARCH_ALPHA_BETA, depth);
        g_assert_cmpint (common.value, ==, course);
        g_assert_cmpuint (common.counts.nodes, ==, ab->nodes);
        g_assert_cmpuint (common.counts.evaluations, ==, ab->evaluations);

        SearchStats stats = { 0 };
        int lab = minimax_value (k, disc_count, FALSE, depth, NULL, &stats, NULL, 0, NULL, NULL);
        GameSearchResult mm = search (rules, game_path_current (path), GAME_SEARCH_MINIMAX, depth);
        g_assert_cmpint (mm.value, ==, lab);
        g_assert_cmpuint (mm.counts.nodes, ==, stats.nodes);
        g_assert_cmpuint (mm.counts.evaluations, ==, stats.evaluations);
        searches++;
      }
    }
    reversi_rules_free (rules);
  }
  g_free (ab);
  g_free (k);
  g_rand_free (rand);
  g_assert_cmpint (searches, ==, 6 * (5 + 5 + 4));
}
#endif

static void
test_conformance (void)
{
  g_assert_cmpint (game_conformance_check (tictactoe_rules (), 30, 1), >, 100);
  g_assert_cmpint (game_conformance_check (kalah_rules (), 10, 2), >, 100);
  g_assert_cmpint (game_conformance_check (reversi_rules (4), 10, 3), >, 50);
  g_assert_cmpint (game_conformance_check (reversi_rules (6), 4, 4), >, 50);
}

/* ---- stopping, paths, checks ----------------------------------------- */

static void
test_stop (void)
{
  const GameRules *rules = kalah_rules ();
  Kalah start;
  kalah_init (&start);
  GameSearchOptions options;
  game_search_options_init (&options, GAME_SEARCH_ALPHA_BETA, 8);
  options.node_limit = 1000;
  GameSearchResult r;
  game_search (rules, &start, &options, &r);
  g_assert_true (r.stopped);
  g_assert_cmpuint (r.counts.nodes, ==, 1001);

  /* Deepening keeps the last finished depth when stopped. */
  game_search_options_init (&options, GAME_SEARCH_ORDERED, 20);
  options.iterative_deepening = TRUE;
  options.node_limit = 5000;
  game_search (rules, &start, &options, &r);
  g_assert_true (r.stopped);
  g_assert_cmpint (r.depth_completed, >=, 3);
  g_assert_cmpint (r.depth_completed, <, 20);
  g_assert_cmpint (r.value, ==, search (rules, &start, GAME_SEARCH_MINIMAX, r.depth_completed).value);
  g_assert_true (game_rules_is_legal (rules, &start, r.best_move));

  gint stop = 1;
  game_search_options_init (&options, GAME_SEARCH_MINIMAX, 8);
  options.stop_requested = &stop;
  game_search (rules, &start, &options, &r);
  g_assert_true (r.stopped);
  g_assert_cmpuint (r.counts.nodes, ==, 1);
}

static void
test_finished_root (void)
{
  TicTacToe t;
  g_assert_true (tictactoe_from_text ("xxx oo. ...", &t, NULL));
  GameSearchMethod methods[] = { GAME_SEARCH_MINIMAX, GAME_SEARCH_ALPHA_BETA, GAME_SEARCH_ORDERED };
  for (guint m = 0; m < G_N_ELEMENTS (methods); m++) {
    GameSearchResult r = search (tictactoe_rules (), &t, methods[m], GAME_SEARCH_TO_END);
    g_assert_cmpint (r.value, ==, -(TICTACTOE_WIN_BASE - 5));
    g_assert_cmpint (r.best_move, ==, GAME_MOVE_NONE);
    g_assert_cmpint (r.line_length, ==, 0);
    g_assert_cmpuint (r.counts.nodes, ==, 1);
    g_assert_cmpuint (r.counts.evaluations, ==, 1);
  }
}

static void
test_game_path (void)
{
  const GameRules *rules = tictactoe_rules ();
  g_autoptr (GamePath) path = game_path_new (rules);
  g_autoptr (GError) error = NULL;
  g_assert_true (game_path_play_text (path, "b2", &error));
  g_assert_true (game_path_play_text (path, " A1 ", &error));
  g_assert_cmpint (game_path_length (path), ==, 2);

  g_assert_false (game_path_play_text (path, "b2", &error));
  g_assert_error (error, GAME_ERROR, GAME_ERROR_ILLEGAL_MOVE);
  g_assert_nonnull (strstr (error->message, "b2"));
  g_clear_error (&error);
  g_assert_false (game_path_play (path, 4, &error));   /* b2 as a number */
  g_assert_error (error, GAME_ERROR, GAME_ERROR_ILLEGAL_MOVE);
  g_clear_error (&error);
  g_assert_cmpint (game_path_length (path), ==, 2);

  const TicTacToe *t = game_path_current (path);
  g_assert_cmpint (t->cell[4], ==, TICTACTOE_X);
  g_assert_cmpint (t->cell[0], ==, TICTACTOE_O);
  g_assert_true (game_path_undo (path));
  g_assert_true (game_path_undo (path));
  g_assert_false (game_path_undo (path));
  t = game_path_current (path);
  g_assert_cmpint (t->marks, ==, 0);

  /* The positions of a path stay where they are: a child's parent
   * pointer (kept by the cycle game) still reaches its parent. */
  g_autoptr (GamePath) cycle = game_path_new (&cycle_rules);
  for (int i = 0; i < 3; i++) {
    int moves[GAME_MAX_MOVES] = { 0 };
    g_assert_cmpint (cycle_rules.generate_moves (&cycle_rules, game_path_current (cycle), moves), ==, 2);
    g_assert_true (game_path_play (cycle, moves[0], NULL));
  }
  const CyclePosition *last = game_path_current (cycle);
  g_assert_true (last->parent == g_ptr_array_index (cycle->positions, 2));
  g_assert_true (last->parent->parent == g_ptr_array_index (cycle->positions, 1));
}

static void
test_rules_check (void)
{
  g_autoptr (GError) error = NULL;
  g_assert_true (game_rules_check (tictactoe_rules (), &error));
  g_assert_true (game_rules_check (kalah_rules (), &error));
  g_assert_true (game_rules_check (reversi_rules (8), &error));
  g_assert_null (reversi_rules (5));

  GameRules broken = *tictactoe_rules ();
  broken.make_move = NULL;
  g_assert_false (game_rules_check (&broken, &error));
  g_assert_nonnull (strstr (error->message, "make_move"));
  g_clear_error (&error);
  broken = *tictactoe_rules ();
  broken.transform = NULL;
  g_assert_false (game_rules_check (&broken, &error));
  g_assert_nonnull (strstr (error->message, "transform"));
}

static void
test_format_count (void)
{
  char text[GAME_COUNT_TEXT_SIZE];
  g_assert_cmpstr (game_format_count (0, text), ==, "0");
  g_assert_cmpstr (game_format_count (999, text), ==, "999");
  g_assert_cmpstr (game_format_count (1000, text), ==, "1,000");
  g_assert_cmpstr (game_format_count (549946, text), ==, "549,946");
  g_assert_cmpstr (game_format_count (G_MAXUINT64, text), ==, "18,446,744,073,709,551,615");

  /* Padding counts terminal columns: a Japanese character takes two. */
  g_autofree char *plain = game_format_pad ("depth", 8);
  g_autofree char *wide = game_format_pad ("探索深さ", 10);
  g_autofree char *right = game_format_pad_left ("end", 5);
  g_autofree char *long_text = game_format_pad ("alpha-beta", 4);
  g_assert_cmpstr (plain, ==, "depth   ");
  g_assert_cmpstr (wide, ==, "探索深さ  ");
  g_assert_cmpstr (right, ==, "  end");
  g_assert_cmpstr (long_text, ==, "alpha-beta");
}

static void
test_method_names (void)
{
  GameSearchMethod m;
  g_assert_true (game_search_method_from_name ("alphabeta", &m));
  g_assert_cmpint (m, ==, GAME_SEARCH_ALPHA_BETA);
  for (int i = GAME_SEARCH_MINIMAX; i <= GAME_SEARCH_ORDERED; i++) {
    g_assert_true (game_search_method_from_name (game_search_method_name (i), &m));
    g_assert_cmpint (m, ==, i);
  }
  g_assert_false (game_search_method_from_name ("negascout", &m));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/game-search/article-figure", test_article_figure);
  g_test_add_func ("/game-search/extra-turn", test_extra_turn);
  g_test_add_func ("/game-search/path-dependence", test_path_dependence);
  g_test_add_func ("/game-search/tictactoe", test_tictactoe_searches);
  g_test_add_func ("/game-search/kalah", test_kalah_searches);
  g_test_add_func ("/game-search/reversi", test_reversi_searches);
  g_test_add_func ("/game-search/reversi-rules-for", test_reversi_rules_for);
  g_test_add_func ("/game-search/kept-table", test_kept_table);
#ifdef HAVE_SOLUTIONS
  g_test_add_func ("/game-search/reversi-counts-match-course", test_reversi_counts_match_course);
#endif
  g_test_add_func ("/game-search/conformance", test_conformance);
  g_test_add_func ("/game-search/stop", test_stop);
  g_test_add_func ("/game-search/finished-root", test_finished_root);
  g_test_add_func ("/game-search/game-path", test_game_path);
  g_test_add_func ("/game-search/rules-check", test_rules_check);
  g_test_add_func ("/game-search/format-count", test_format_count);
  g_test_add_func ("/game-search/method-names", test_method_names);
  return g_test_run ();
}
