/* SPDX-License-Identifier: MIT */
/* player-config.c: describing and making computer players. */
#include "player-config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "computer-player.h"
#include "evaluator.h"
#include "player-spec.h"
#include "random-player.h"
#ifdef HAVE_MINIMAX
#include "minimax-player.h"
#endif
#ifdef HAVE_ENHANCED
#include "enhanced-player.h"
#endif

typedef struct {
  const char *id;
  const char *label;
} StrategyInfo;

static const StrategyInfo strategies[STRATEGY_COUNT] = {
  [STRATEGY_ALPHA_BETA] = { "alphabeta", N_("Alpha-beta (the course's negamax)") },
  [STRATEGY_RANDOM] = { "random", N_("Random moves (baseline)") },
  [STRATEGY_MINIMAX] = { "minimax", N_("Minimax without pruning") },
  [STRATEGY_ENHANCED] = { "enhanced", N_("Enhanced search (ordering, table, endgame solver)") },
};

void
player_config_init (PlayerConfig *config)
{
  config->strategy = STRATEGY_ALPHA_BETA;
  config->depth = PLAYER_CONFIG_DEFAULT_DEPTH;
  config->perfect_empties = PLAYER_CONFIG_DEFAULT_PERFECT;
  config->eval_index = PLAYER_CONFIG_DEFAULT_EVAL;
  config->seed = 1;
}

const char *
strategy_id (Strategy strategy)
{
  g_return_val_if_fail (strategy < STRATEGY_COUNT, "?");
  return strategies[strategy].id;
}

const char *
strategy_label (Strategy strategy)
{
  g_return_val_if_fail (strategy < STRATEGY_COUNT, "?");
  return _(strategies[strategy].label);
}

gboolean
strategy_from_id (const char *id, Strategy *strategy)
{
  for (int i = 0; i < STRATEGY_COUNT; i++) {
    if (g_ascii_strcasecmp (id, strategies[i].id) == 0) {
      *strategy = (Strategy) i;
      return TRUE;
    }
  }
  return FALSE;
}

gboolean
strategy_is_available (Strategy strategy)
{
#ifndef HAVE_MINIMAX
  if (strategy == STRATEGY_MINIMAX)
    return FALSE;
#endif
#ifndef HAVE_ENHANCED
  if (strategy == STRATEGY_ENHANCED)
    return FALSE;
#endif
  return strategy < STRATEGY_COUNT;
}

char *
strategy_list_text (void)
{
  GString *list = g_string_new (NULL);
  for (int i = 0; i < STRATEGY_COUNT; i++)
    if (strategy_is_available ((Strategy) i))
      g_string_append_printf (list, "\n  %-10s %s", strategy_id ((Strategy) i),
                              strategy_label ((Strategy) i));
  return g_string_free (list, FALSE);
}

G_DEFINE_QUARK (player-config-error-quark, player_config_error)

/* The strategies' words in the one player syntax (player-spec.h). */
static const PlayerSpecWord strategy_words[STRATEGY_COUNT] = {
  [STRATEGY_ALPHA_BETA] = PLAYER_SPEC_ALPHA_BETA,
  [STRATEGY_RANDOM] = PLAYER_SPEC_RANDOM,
  [STRATEGY_MINIMAX] = PLAYER_SPEC_MINIMAX,
  [STRATEGY_ENHANCED] = PLAYER_SPEC_ENHANCED,
};

/* The spec's errors, under this module's domain (every refusal of the
 * form is a SYNTAX error, whatever the field). */
static void
refuse_form (GError *spec_error, GError **error)
{
  g_set_error_literal (error, PLAYER_CONFIG_ERROR, PLAYER_CONFIG_ERROR_SYNTAX, spec_error->message);
  g_error_free (spec_error);
}

gboolean
player_config_parse (PlayerConfig *config, const char *text, GError **error)
{
  PlayerConfig result = *config;
  g_auto (PlayerSpec) spec = { 0 };
  GError *spec_error = NULL;
  if (!player_spec_parse (&spec, text, &spec_error)) {
    refuse_form (spec_error, error);
    return FALSE;
  }
  int found = -1;
  for (int i = 0; i < STRATEGY_COUNT; i++)
    if (strategy_words[i] == spec.word)
      found = i;
  /* A strategy this build leaves out still reads: player_config_check
   * says it is not available. */
  if (found < 0) {
    PlayerSpecWord words[STRATEGY_COUNT];
    int count = 0;
    for (int i = 0; i < STRATEGY_COUNT; i++)
      if (strategy_is_available ((Strategy) i))
        words[count++] = strategy_words[i];
    player_spec_refuse_word (&spec, _("Reversi"), words, count, &spec_error);
    refuse_form (spec_error, error);
    return FALSE;
  }
  result.strategy = (Strategy) found;
  if (result.strategy == STRATEGY_ENHANCED) {
    result.depth = PLAYER_CONFIG_ENHANCED_DEPTH;
    result.perfect_empties = PLAYER_CONFIG_ENHANCED_PERFECT;
    result.eval_index = PLAYER_CONFIG_ENHANCED_EVAL;
  }
  /* Only the form here: the ranges are player_config_check's. */
  if (!player_spec_read_number (&spec, PLAYER_SPEC_DEPTH, 0, 1000, FALSE, &result.depth, &spec_error)
      || !player_spec_read_number (&spec, PLAYER_SPEC_PERFECT_EMPTIES, 0, 1000, FALSE,
                                   &result.perfect_empties, &spec_error)
      || !player_spec_read_number (&spec, PLAYER_SPEC_EVAL_INDEX, 0, 1000, FALSE,
                                   &result.eval_index, &spec_error)) {
    refuse_form (spec_error, error);
    return FALSE;
  }
  *config = result;
  return TRUE;
}

char *
player_config_to_text (const PlayerConfig *config)
{
  /* random uses none of the numbers: its text says so. */
  if (config->strategy == STRATEGY_RANDOM)
    return g_strdup (strategy_id (config->strategy));
  return g_strdup_printf ("%s:%d:%d:%d", strategy_id (config->strategy), config->depth,
                          config->perfect_empties, config->eval_index);
}

gboolean
player_config_check (const PlayerConfig *config, GError **error)
{
  if (!strategy_is_available (config->strategy)) {
    g_set_error (error, PLAYER_CONFIG_ERROR, PLAYER_CONFIG_ERROR_NOT_AVAILABLE,
                 _("This build of the kit has no “%s” player."), strategy_id (config->strategy));
    return FALSE;
  }
  if (config->depth < 1 || config->depth > PLAYER_CONFIG_MAX_DEPTH) {
    g_set_error (error, PLAYER_CONFIG_ERROR, PLAYER_CONFIG_ERROR_OUT_OF_RANGE,
                 _("The search depth must be between 1 and 60, not %d."), config->depth);
    return FALSE;
  }
  if (config->perfect_empties < 0 || config->perfect_empties > PLAYER_CONFIG_MAX_PERFECT) {
    g_set_error (error, PLAYER_CONFIG_ERROR, PLAYER_CONFIG_ERROR_OUT_OF_RANGE,
                 _("The perfect-search empties must be between 0 and 100, not %d."),
                 config->perfect_empties);
    return FALSE;
  }
  if (config->eval_index == PLAYER_CONFIG_EVAL_TRAINED && strategy_is_available (STRATEGY_ENHANCED)) {
    if (config->strategy != STRATEGY_ENHANCED) {
      g_set_error (error, PLAYER_CONFIG_ERROR, PLAYER_CONFIG_ERROR_OUT_OF_RANGE,
                   _("The trained evaluator (3) is for the enhanced strategy only."));
      return FALSE;
    }
  } else if (!evaluator_get (config->eval_index)) {
    g_set_error (error, PLAYER_CONFIG_ERROR, PLAYER_CONFIG_ERROR_OUT_OF_RANGE,
                 _("There is no evaluator %d: the evaluators are 0 (disc count), 1 (Eval8x8B) and 2 (Eval8x8C)."),
                 config->eval_index);
    return FALSE;
  }
  return TRUE;
}

gboolean
player_config_from_text (PlayerConfig *config, const char *text, GError **error)
{
  PlayerConfig parsed = *config;
  if (!player_config_parse (&parsed, text, error) || !player_config_check (&parsed, error))
    return FALSE;
  *config = parsed;
  return TRUE;
}

Player *
player_config_create_player (const PlayerConfig *config, GError **error)
{
  if (!player_config_check (config, error))
    return NULL;

  switch (config->strategy) {
  case STRATEGY_RANDOM:
    return random_player_new (config->seed);
#ifdef HAVE_MINIMAX
  case STRATEGY_MINIMAX:
    return minimax_player_new (config->depth, config->perfect_empties, config->eval_index);
#endif
#ifdef HAVE_ENHANCED
  case STRATEGY_ENHANCED: {
    gboolean trained = config->eval_index == PLAYER_CONFIG_EVAL_TRAINED;
    /* The trained setting's fallback (10x10, misere): Eval8x8C, which
     * with the mobility term beat GRhino level 3 (docs/benchmarks.md). */
    const Evaluator *evaluator = evaluator_get (trained ? 2 : config->eval_index);
    EnhancedOptions options;
    enhanced_options_init (&options, evaluator->evaluate, config->eval_index);
    options.depth = config->depth;
    options.perfect_empties = config->perfect_empties;
    options.mobility_weight = ENHANCED_PLAYER_MOBILITY_WEIGHT;
    options.trained = trained;
    /* ProbCut: 68% in self-play against the full-width search at a
     * quarter of a second a move, 84% at 0.9 s (docs/benchmarks.md). */
    options.probcut = trained;
    /* The budget keeps a move under a second; a player that deepens
     * until stopped spends the time it is given instead. */
    options.node_budget = player_config_until_stopped (config) ? 0 : ENHANCED_PLAYER_NODE_BUDGET;
    return enhanced_player_new (&options);
  }
#endif
  case STRATEGY_ALPHA_BETA:
  default:
    return computer_player_new (config->depth, config->perfect_empties, config->eval_index);
  }
}

gboolean
player_config_deepens_itself (const PlayerConfig *config)
{
  return config->strategy == STRATEGY_ENHANCED && strategy_is_available (STRATEGY_ENHANCED);
}

gboolean
player_config_until_stopped (const PlayerConfig *config)
{
  return player_config_deepens_itself (config) && config->depth >= PLAYER_CONFIG_MAX_DEPTH;
}

/* One search by player, or by a player of config made for it. */
static gboolean
decide_once (const PlayerConfig *config, Player *player, const Kyokumen *kyokumen,
             gboolean misere, SearchControl *control, Sashite *move, SearchReport *report,
             GError **error)
{
  Player *made = NULL;
  if (!player && !(player = made = player_config_create_player (config, error)))
    return FALSE;
  memset (report, 0, sizeof *report);
  gboolean ok = player_decide_move (player, kyokumen, misere, control, move, report, error);
  player_free (made);
  report->move = *move;
  return ok;
}

/* The endgame of a player that deepens until stopped: the default
 * enhanced player's move first (a few tenths of a second), then the
 * solve, whose move is played only when it finished in time. */
static gboolean
decide_endgame_in_time (const PlayerConfig *config, Player *player, const Kyokumen *kyokumen,
                        gboolean misere, SearchControl *control, Sashite *move,
                        SearchReport *report, GError **error)
{
  PlayerConfig midgame = *config;
  midgame.depth = PLAYER_CONFIG_ENHANCED_DEPTH;
  midgame.perfect_empties = 0;
  Sashite guess;
  SearchReport guessed;
  if (!decide_once (&midgame, NULL, kyokumen, misere, control, &guess, &guessed, error))
    return FALSE;
  if (!guessed.stopped
      && !decide_once (config, player, kyokumen, misere, control, move, report, error))
    return FALSE;
  if (guessed.stopped || report->stopped) {
    *move = guess;
    *report = guessed;
    report->stopped = TRUE;
  }
  return TRUE;
}

gboolean
player_config_decide_deepening (const PlayerConfig *config, Player *player,
                                const Kyokumen *kyokumen, gboolean misere,
                                SearchControl *control, Sashite *move, SearchReport *report,
                                GError **error)
{
  gboolean perfect = kyokumen->empty_count <= config->perfect_empties;
  if (player_config_deepens_itself (config)) {
    if (perfect && player_config_until_stopped (config)
        && kyokumen->empty_count > PLAYER_CONFIG_ENHANCED_PERFECT)
      return decide_endgame_in_time (config, player, kyokumen, misere, control, move, report,
                                     error);
    return decide_once (config, player, kyokumen, misere, control, move, report, error);
  }
  /* One search per depth: the course's search (the student's own) need
   * not deepen, nor say how deep it went. */
  int target = perfect ? 0 : MAX (config->depth, 1);
  gboolean have_finished = FALSE;
  for (int depth = target > 0 ? 1 : 0; depth <= target; depth++) {
    Sashite found;
    SearchReport at_depth;
    PlayerConfig at = *config;
    if (depth > 0)
      at.depth = depth;
    if (!decide_once (&at, NULL, kyokumen, misere, control, &found, &at_depth, error))
      return FALSE;
    if (at_depth.stopped && have_finished) {
      /* Cut short: the deeper search's move is a guess, the last finished one is not. */
      report->stopped = TRUE;
      break;
    }
    *report = at_depth;
    *move = found;
    have_finished = TRUE;
    if (depth > 0 && !at_depth.stopped)
      search_control_finished_depth (control, depth);
    if (at_depth.stopped)
      break;
  }
  return TRUE;
}
