/* SPDX-License-Identifier: MIT */
/* reversi-common-strategy.c: the strategies' names, and the choosing that
 * every game shares: a random move, and the common searches. */
#include "reversi-common-strategy.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#ifdef HAVE_GAME_SEARCH
#include "game-search.h"
#endif

#include "player-spec.h"

static const char *const strategy_ids[REVERSI_COMMON_STRATEGY_COUNT] = {
  "random", "minimax", "alphabeta", "perfect",
};

static const char *const strategy_labels[REVERSI_COMMON_STRATEGY_COUNT] = {
  N_("Random"), N_("Minimax"), N_("Alpha-beta"), N_("Perfect play"),
};

const char *
reversi_common_strategy_id (ReversiCommonStrategy strategy)
{
  return strategy_ids[strategy];
}

const char *
reversi_common_strategy_label (ReversiCommonStrategy strategy)
{
  return _(strategy_labels[strategy]);
}

static gboolean
uses_depth (ReversiCommonStrategy strategy)
{
  return strategy == REVERSI_COMMON_MINIMAX || strategy == REVERSI_COMMON_ALPHA_BETA;
}

char *
reversi_common_computer_to_text (const ReversiCommonComputer *computer)
{
  if (uses_depth (computer->strategy))
    return g_strdup_printf ("%s:%d", strategy_ids[computer->strategy], computer->depth);
  return g_strdup (strategy_ids[computer->strategy]);
}

/* The strategies' words in the kit's one player syntax (player-spec.h). */
static const PlayerSpecWord strategy_words[REVERSI_COMMON_STRATEGY_COUNT] = {
  [REVERSI_COMMON_RANDOM] = PLAYER_SPEC_RANDOM,
  [REVERSI_COMMON_MINIMAX] = PLAYER_SPEC_MINIMAX,
  [REVERSI_COMMON_ALPHA_BETA] = PLAYER_SPEC_ALPHA_BETA,
  [REVERSI_COMMON_PERFECT] = PLAYER_SPEC_PERFECT,
};

gboolean
reversi_common_computer_parse (ReversiCommonComputer *computer, const char *text, GError **error)
{
  g_auto (PlayerSpec) spec = { 0 };
  if (!player_spec_parse (&spec, text, error))
    return FALSE;
  /* The games' programs call the search to the end "ordered:end"
   * (games-play): here that is perfect play. */
  if (spec.word == PLAYER_SPEC_ORDERED && spec.field_count == 1
      && g_ascii_strcasecmp (spec.fields[0], "end") == 0) {
    computer->strategy = REVERSI_COMMON_PERFECT;
    return TRUE;
  }
  int found = -1;
  for (int s = 0; s < REVERSI_COMMON_STRATEGY_COUNT; s++)
    if (strategy_words[s] == spec.word)
      found = s;
  if (found < 0) {
    player_spec_refuse_word (&spec, _("This game"), strategy_words, REVERSI_COMMON_STRATEGY_COUNT,
                             error);
    return FALSE;
  }
  int depth = computer->depth;
  if (uses_depth (found) ? !player_spec_read_depth (&spec, REVERSI_COMMON_MIN_DEPTH,
                                                    REVERSI_COMMON_MAX_DEPTH, FALSE, &depth, error)
                        : !player_spec_check_fields (&spec, 0, error))
    return FALSE;
  computer->strategy = (ReversiCommonStrategy) found;
  computer->depth = CLAMP (depth, REVERSI_COMMON_MIN_DEPTH, REVERSI_COMMON_MAX_DEPTH);
  return TRUE;
}

gboolean
reversi_common_choose_random (const GameRules *rules, const GamePath *path,
                             const ReversiCommonComputer *computer, ReversiCommonControl *control,
                             ReversiCommonReport *report, GError **error)
{
  int moves[GAME_MAX_MOVES];
  int count = rules->generate_moves (rules, game_path_current (path), moves);
  g_return_val_if_fail (count > 0, FALSE);
  memset (report, 0, sizeof *report);
  report->move = moves[g_random_int_range (0, count)];
  report->random = TRUE;
  return TRUE;
}

/* When a search was stopped before it finished anything, the game still
 * needs a move. */
void
reversi_common_report_first_move (const GameRules *rules, const GamePath *path,
                                 ReversiCommonReport *report)
{
  int moves[GAME_MAX_MOVES];
  rules->generate_moves (rules, game_path_current (path), moves);
  memset (report, 0, sizeof *report);
  report->move = moves[0];
  report->stopped = TRUE;
}

#ifdef HAVE_GAME_SEARCH

void
reversi_common_report_take_result (ReversiCommonReport *report, const GameSearchResult *r)
{
  report->move = r->best_move;
  report->value = r->value;
  report->nodes = r->counts.nodes;
  report->evaluations = r->counts.evaluations;
  report->line_length = MIN (r->line_length, REVERSI_COMMON_MAX_LINE);
  memcpy (report->line, r->line, sizeof (int) * (gsize) report->line_length);
}

gboolean
reversi_common_choose_by_search (const GameRules *rules, const GamePath *path,
                                const ReversiCommonComputer *computer, ReversiCommonControl *control,
                                ReversiCommonReport *report, GError **error)
{
  GameSearchMethod method = computer->strategy == REVERSI_COMMON_MINIMAX ? GAME_SEARCH_MINIMAX
                                                                        : GAME_SEARCH_ALPHA_BETA;
  gint64 started = g_get_monotonic_time ();
  gboolean finished_any = FALSE;
  /* A result holds a line of GAME_SEARCH_MAX_LINE moves: too big for a
   * worker thread's stack to have two. */
  g_autofree GameSearchResult *result = g_new0 (GameSearchResult, 1);
  memset (report, 0, sizeof *report);
  /* Each depth is a search of its own, as the Reversi window's: the last
   * one finished reports exactly what one search to that depth does. */
  for (int depth = 1; depth <= computer->depth; depth++) {
    GameSearchOptions options;
    game_search_options_init (&options, method, depth);
    options.stop_requested = control->stop_requested;
    game_search (rules, game_path_current (path), &options, result);
    if (result->stopped) {
      report->stopped = TRUE;
      break;
    }
    reversi_common_report_take_result (report, result);
    report->depth = depth;
    finished_any = TRUE;
    g_atomic_int_set (control->depth_done, depth);
  }
  if (!finished_any)
    reversi_common_report_first_move (rules, path, report);
  report->seconds = (double) (g_get_monotonic_time () - started) / G_USEC_PER_SEC;
  return TRUE;
}

gboolean
reversi_common_choose_to_end (const GameRules *rules, const GamePath *path,
                             const ReversiCommonComputer *computer, ReversiCommonControl *control,
                             ReversiCommonReport *report, GError **error)
{
  gint64 started = g_get_monotonic_time ();
  g_autofree GameSearchResult *result = g_new0 (GameSearchResult, 1);
  GameSearchOptions options;
  game_search_options_init (&options, GAME_SEARCH_ORDERED, GAME_SEARCH_TO_END);
  options.use_symmetry = rules->symmetry_count > 1;
  options.table_bits = 18;
  options.stop_requested = control->stop_requested;
  game_search (rules, game_path_current (path), &options, result);
  if (result->stopped) {
    reversi_common_report_first_move (rules, path, report);
  } else {
    memset (report, 0, sizeof *report);
    reversi_common_report_take_result (report, result);
    report->to_end = TRUE;
  }
  report->seconds = (double) (g_get_monotonic_time () - started) / G_USEC_PER_SEC;
  return TRUE;
}

#endif
