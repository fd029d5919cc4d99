/* SPDX-License-Identifier: MIT */
/* test-go-game-rules.c: Go through the common game interface.
 *
 * The GameRules must agree with the rules (go-position, go-game), with
 * its own symmetries, and, through the common search played to the end,
 * with the solver: the common search handles repetition with
 * path_dependence only, so agreement checks the adapter's treatment of
 * the path too.
 */
#include <glib.h>
#include <string.h>

#include "game-search.h"
#include "go-game-rules.h"
#include "go-solver.h"

static void
play_text (GamePath *path, const char *moves)
{
  g_auto (GStrv) words = g_strsplit (moves, " ", -1);
  for (int i = 0; words[i]; i++) {
    g_autoptr (GError) error = NULL;
    g_assert_true (game_path_play_text (path, words[i], &error));
    g_assert_no_error (error);
  }
}

static void
test_check (void)
{
  for (int size = GO_MIN_SIZE; size <= GO_MAX_SIZE; size++) {
    const GameRules *rules = go_rules_for_size (size);
    g_autoptr (GError) error = NULL;
    g_assert_true (game_rules_check (rules, &error));
    g_assert_no_error (error);
    g_assert_cmpint (rules->symmetry_count, ==, 8);
  }
  g_assert_null (go_rules_for_size (GO_MAX_SIZE + 1));
  g_assert_null (go_rules_for_size (GO_MIN_SIZE - 1));
  g_assert_true (go_rules_5x5 () == go_rules_for_size (5));
  g_assert_true (go_rules_3x3 () == go_rules_for_size (3));
}

/* hash (P, s) == hash (transform (P, s), 0) and the moves map across, on
 * every position of a game with a capture and a ko. */
static void
test_symmetry (void)
{
  const GameRules *rules = go_rules_4x4 ();
  g_autoptr (GamePath) path = game_path_new (rules);
  const char *moves[] = { "B3", "C3", "A2", "B2", "B1", "C1", "D4", "D2", "C2", "pass", "A4", NULL };
  for (int i = 0; moves[i]; i++) {
    const void *position = game_path_current (path);
    int own[GAME_MAX_MOVES], images[GAME_MAX_MOVES];
    int n = rules->generate_moves (rules, position, own);
    for (int s = 0; s < 8; s++) {
      GoRulesPosition image;
      rules->transform (rules, position, s, &image);
      g_assert_cmpuint (rules->hash (rules, position, s), ==, rules->hash (rules, &image, 0));
      g_assert_cmpint (rules->generate_moves (rules, &image, images), ==, n);
      for (int m = 0; m < n; m++) {
        int mapped = rules->symmetric_move (rules, s, own[m]);
        gboolean found = FALSE;
        for (int j = 0; j < n; j++)
          found |= images[j] == mapped;
        g_assert_true (found);
      }
      g_assert_cmpint (rules->evaluate (rules, &image), ==, rules->evaluate (rules, position));
    }
    /* Prisoners are part of the key. */
    GoRulesPosition richer = *(const GoRulesPosition *) position;
    richer.go.prisoners[GO_BLACK]++;
    g_assert_cmpuint (rules->hash (rules, &richer, 0), !=, rules->hash (rules, position, 0));
    play_text (path, moves[i]);
  }
}

static void
test_repetition (void)
{
  const GameRules *rules = go_rules_2x2 ();
  g_autoptr (GamePath) path = game_path_new (rules);
  play_text (path, "A1 B2 B1 A2 A1 B1");
  const void *position = game_path_current (path);
  g_assert_false (game_rules_is_over (rules, position));
  g_assert_cmpint (rules->path_dependence (rules, position), ==, 0);
  play_text (path, "A1");
  position = game_path_current (path);
  /* The position after the first move again, six plies up: jigo. */
  g_assert_true (game_rules_is_over (rules, position));
  g_assert_cmpint (rules->path_dependence (rules, position), ==, 6);
  g_assert_cmpint (rules->final_value (rules, position), ==, 0);
  g_assert_cmpint (game_rules_winner (rules, position), ==, GAME_DRAW);
  g_autofree char *text = rules->position_to_text (rules, position);
  g_assert_nonnull (strstr (text, "repetition"));

  /* Black gains in the cycle: Black wins (and is to move). */
  g_autoptr (GamePath) gain = game_path_new (rules);
  play_text (gain, "A1 B1 A2 B2 A2 A1 A2 A1 B2 B1 pass B2");
  position = game_path_current (gain);
  g_assert_cmpint (rules->path_dependence (rules, position), ==, 6);
  g_assert_cmpint (rules->side_to_move (rules, position), ==, GAME_FIRST_SIDE);
  g_assert_cmpint (rules->final_value (rules, position), ==, GO_RULES_WIN);
  g_assert_cmpint (game_rules_winner (rules, position), ==, GAME_FIRST_SIDE);

  /* No move after the end, with the reason. */
  int move = -7;
  g_autoptr (GError) error = NULL;
  g_assert_false (rules->move_from_text (rules, position, "pass", &move, &error));
  g_assert_error (error, GAME_ERROR, GAME_ERROR_GAME_OVER);
  g_assert_cmpint (move, ==, -7);
}

static void
test_notation (void)
{
  const GameRules *rules = go_rules_3x3 ();
  g_autoptr (GamePath) path = game_path_new (rules);
  play_text (path, "(2,2)");
  const void *position = game_path_current (path);
  char text[GAME_NOTATION_SIZE];
  rules->move_to_text (rules, 4, text);
  g_assert_cmpstr (text, ==, "B2");
  rules->move_to_text (rules, GO_PASS, text);
  g_assert_cmpstr (text, ==, "pass");

  int move = -7;
  g_autoptr (GError) error = NULL;
  g_assert_false (rules->move_from_text (rules, position, "D1", &move, &error));
  g_assert_error (error, GAME_ERROR, GAME_ERROR_NOTATION);
  g_clear_error (&error);
  g_assert_false (rules->move_from_text (rules, position, "b2", &move, &error));
  g_assert_error (error, GAME_ERROR, GAME_ERROR_ILLEGAL_MOVE);
  g_assert_cmpint (move, ==, -7);
  g_assert_true (rules->move_from_text (rules, position, " c3 ", &move, NULL));
  g_assert_cmpint (move, ==, 8);
}

/* The common search to the end against the solver, on every 2x2
 * position a few plies from the start (the game so far as history).
 * (The common search takes 3x3 to the end only with far more than a
 * test's time: it has neither the solver's null windows nor its passing
 * rule; docs/go.md.) */
static void
check_position (GoSolver *solver, const GameRules *rules, GamePath *path, int plies)
{
  const void *position = game_path_current (path);
  if (game_rules_is_over (rules, position))
    return;
  GameSearchOptions options;
  game_search_options_init (&options, GAME_SEARCH_ORDERED, GAME_SEARCH_TO_END);
  GameSearchResult result;
  int value = game_search (rules, position, &options, &result);
  g_assert_false (result.stopped);

  GoPosition history[64];
  int n = (int) path->positions->len;
  g_assert_cmpint (n, <=, 64);
  for (int i = 0; i < n; i++)
    history[i] = ((const GoRulesPosition *) g_ptr_array_index (path->positions, i))->go;
  GoOutcome solved;
  g_assert_true (go_solver_value (solver, history, n, &solved));
  int black = value * (history[n - 1].to_move == GO_BLACK ? 1 : -1);
  g_assert_cmpint (black, ==, (int) solved * GO_RULES_WIN);

  if (plies == 0)
    return;
  int moves[GAME_MAX_MOVES];
  int count = rules->generate_moves (rules, position, moves);
  for (int i = 0; i < count; i++) {
    g_assert_true (game_path_play (path, moves[i], NULL));
    check_position (solver, rules, path, plies - 1);
    game_path_undo (path);
  }
}

static void
test_search_agrees_with_solver (void)
{
  const GameRules *rules = go_rules_2x2 ();
  GoSolver *solver = go_solver_new (2, 2, NULL);
  g_autoptr (GamePath) path = game_path_new (rules);
  check_position (solver, rules, path, 4);
  go_solver_free (solver);
}

/* A search cut off at a depth gives an estimate inside the results. */
static void
test_depth_limited (void)
{
  const GameRules *rules = go_rules_4x4 ();
  g_autoptr (GamePath) path = game_path_new (rules);
  for (int depth = 1; depth <= 4; depth++) {
    GameSearchOptions options;
    game_search_options_init (&options, GAME_SEARCH_ALPHA_BETA, depth);
    GameSearchResult result;
    int value = game_search (rules, game_path_current (path), &options, &result);
    g_assert_cmpint (value, >, -GO_RULES_WIN);
    g_assert_cmpint (value, <, GO_RULES_WIN);
    g_assert_true (game_rules_is_legal (rules, game_path_current (path), result.best_move));
    GameSearchOptions ordered;
    game_search_options_init (&ordered, GAME_SEARCH_ORDERED, depth);
    GameSearchResult ordered_result;
    g_assert_cmpint (game_search (rules, game_path_current (path), &ordered, &ordered_result), ==, value);
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/go/game-rules/check", test_check);
  g_test_add_func ("/go/game-rules/symmetry", test_symmetry);
  g_test_add_func ("/go/game-rules/repetition", test_repetition);
  g_test_add_func ("/go/game-rules/notation", test_notation);
  g_test_add_func ("/go/game-rules/search-agrees-with-solver", test_search_agrees_with_solver);
  g_test_add_func ("/go/game-rules/depth-limited", test_depth_limited);
  return g_test_run ();
}
