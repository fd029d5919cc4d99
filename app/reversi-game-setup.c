/* SPDX-License-Identifier: MIT */
/* reversi-game-setup.c: turning a game's description into players. */
#include "reversi-game-setup.h"

#include "computer-player.h"
#include "player-spec.h"
#include "reversi-error.h"

static const char *const side_prefix[2] = { "black", "white" };

void
reversi_game_setup_init (ReversiGameSetup *setup)
{
  setup->size = 8;
  setup->misere = FALSE;
  for (int i = 0; i < 2; i++) {
    setup->side[i].is_computer = i == 1;
    player_config_init (&setup->side[i].config);
    setup->side[i].name = g_strdup ("");
    setup->side[i].time_limit = 0;
  }
  setup->event = g_strdup ("");
  setup->date = NULL;
}

void
reversi_game_setup_clear (ReversiGameSetup *setup)
{
  for (int i = 0; i < 2; i++)
    g_clear_pointer (&setup->side[i].name, g_free);
  g_clear_pointer (&setup->event, g_free);
  g_clear_pointer (&setup->date, g_free);
}

void
reversi_game_setup_copy (ReversiGameSetup *to, const ReversiGameSetup *from)
{
  *to = *from;
  for (int i = 0; i < 2; i++)
    to->side[i].name = g_strdup (from->side[i].name ? from->side[i].name : "");
  to->event = g_strdup (from->event ? from->event : "");
  to->date = g_strdup (from->date);
}

void
reversi_side_keys_load (GSettings *settings, const char *prefix, gboolean *is_computer,
                        char **name, int *time_limit)
{
  g_autofree char *computer_key = g_strdup_printf ("%s-is-computer", prefix);
  g_autofree char *name_key = g_strdup_printf ("%s-name", prefix);
  g_autofree char *time_key = g_strdup_printf ("%s-time-limit", prefix);
  *is_computer = g_settings_get_boolean (settings, computer_key);
  g_free (*name);
  *name = g_settings_get_string (settings, name_key);
  *time_limit = g_settings_get_int (settings, time_key);
}

void
reversi_side_keys_save (GSettings *settings, const char *prefix, gboolean is_computer,
                        const char *name, int time_limit)
{
  g_autofree char *computer_key = g_strdup_printf ("%s-is-computer", prefix);
  g_autofree char *name_key = g_strdup_printf ("%s-name", prefix);
  g_autofree char *time_key = g_strdup_printf ("%s-time-limit", prefix);
  g_settings_set_boolean (settings, computer_key, is_computer);
  g_settings_set_string (settings, name_key, name ? name : "");
  g_settings_set_int (settings, time_key, CLAMP (time_limit, 0, 600));
}

static int
get_side_int (GSettings *settings, int side, const char *key)
{
  g_autofree char *name = g_strdup_printf ("%s-%s", side_prefix[side], key);
  return g_settings_get_int (settings, name);
}

void
reversi_game_setup_load (ReversiGameSetup *setup, GSettings *settings)
{
  reversi_game_setup_clear (setup);
  reversi_game_setup_init (setup);
  setup->size = g_settings_get_int (settings, "board-size");
  if (!kyokumen_is_valid_size (setup->size))
    setup->size = 8;
  setup->misere = g_settings_get_boolean (settings, "misere");
  g_free (setup->event);
  setup->event = g_settings_get_string (settings, "event");
  for (int i = 0; i < 2; i++) {
    ReversiSideSetup *side = &setup->side[i];
    g_autofree char *strategy_key = g_strdup_printf ("%s-strategy", side_prefix[i]);
    g_autofree char *strategy = g_settings_get_string (settings, strategy_key);
    reversi_side_keys_load (settings, side_prefix[i], &side->is_computer, &side->name,
                            &side->time_limit);
    Strategy s;
    /* A strategy remembered from a build that had it falls back to the default. */
    if (strategy_from_id (strategy, &s) && strategy_is_available (s))
      side->config.strategy = s;
    side->config.depth = get_side_int (settings, i, "depth");
    side->config.perfect_empties = get_side_int (settings, i, "perfect-empties");
    side->config.eval_index = get_side_int (settings, i, "evaluator");
  }
}

void
reversi_game_setup_save (const ReversiGameSetup *setup, GSettings *settings)
{
  g_settings_delay (settings);
  g_settings_set_int (settings, "board-size", setup->size);
  g_settings_set_boolean (settings, "misere", setup->misere);
  g_settings_set_string (settings, "event", setup->event ? setup->event : "");
  for (int i = 0; i < 2; i++) {
    const ReversiSideSetup *side = &setup->side[i];
    g_autofree char *strategy_key = g_strdup_printf ("%s-strategy", side_prefix[i]);
    g_autofree char *depth_key = g_strdup_printf ("%s-depth", side_prefix[i]);
    g_autofree char *perfect_key = g_strdup_printf ("%s-perfect-empties", side_prefix[i]);
    g_autofree char *eval_key = g_strdup_printf ("%s-evaluator", side_prefix[i]);
    reversi_side_keys_save (settings, side_prefix[i], side->is_computer, side->name,
                            side->time_limit);
    g_settings_set_string (settings, strategy_key, strategy_id (side->config.strategy));
    g_settings_set_int (settings, depth_key, CLAMP (side->config.depth, 1, 60));
    g_settings_set_int (settings, perfect_key, CLAMP (side->config.perfect_empties, 0, 100));
    g_settings_set_int (settings, eval_key, CLAMP (side->config.eval_index, 0, PLAYER_CONFIG_EVAL_TRAINED));
  }
  g_settings_apply (settings);
}

int
reversi_side_text_read_human (const char *text, gboolean *is_computer, char **name,
                              GError **error)
{
  g_auto (PlayerSpec) spec = { 0 };
  if (!player_spec_parse (&spec, text, error))
    return 0;
  if (spec.word != PLAYER_SPEC_HUMAN)
    return -1;
  *is_computer = FALSE;
  g_free (*name);
  *name = g_strdup (spec.name);
  return 1;
}

gboolean
reversi_side_setup_parse (ReversiSideSetup *side, const char *text, GError **error)
{
  int human = reversi_side_text_read_human (text, &side->is_computer, &side->name, error);
  if (human >= 0)
    return human > 0;
  PlayerConfig config;
  player_config_init (&config);
  if (!player_config_from_text (&config, text, error))
    return FALSE;
  side->is_computer = TRUE;
  side->config = config;
  return TRUE;
}

Player *
reversi_side_setup_create_player (const ReversiSideSetup *side, GError **error)
{
  if (side->is_computer)
    return player_config_create_player (&side->config, error);
  const char *name = side->name && *side->name ? side->name : computer_player_student_id ();
  return human_player_new (name);
}

Game *
reversi_game_setup_create_game (const ReversiGameSetup *setup, GError **error)
{
  Player *black = reversi_side_setup_create_player (&setup->side[0], error);
  if (!black)
    return NULL;
  Player *white = reversi_side_setup_create_player (&setup->side[1], error);
  if (!white) {
    player_free (black);
    return NULL;
  }
  return game_new (setup->size, setup->misere, black, white);
}

gboolean
reversi_game_setup_from_record (ReversiGameSetup *setup, const GameRecord *record,
                                GError **error)
{
  ReversiGameSetup result;
  reversi_game_setup_init (&result);
  result.size = record->game->start.size;
  result.misere = record->game->misere;
  for (int i = 0; i < 2; i++) {
    const GameRecordPlayer *p = &record->player[i];
    ReversiSideSetup *side = &result.side[i];
    side->is_computer = p->is_computer;
    if (p->is_computer && !player_config_parse (&side->config, p->config, error)) {
      reversi_game_setup_clear (&result);
      return FALSE;
    }
    g_free (side->name);
    side->name = g_strdup (p->is_computer ? "" : p->name);
  }
  g_free (result.event);
  result.event = g_strdup (record->event ? record->event : "");
  result.date = g_strdup (record->date);
  reversi_game_setup_clear (setup);
  *setup = result;
  return TRUE;
}

void
reversi_game_setup_to_record (const ReversiGameSetup *setup, const Game *game,
                              GameRecord *record)
{
  for (int i = 0; i < 2; i++) {
    const ReversiSideSetup *side = &setup->side[i];
    g_autofree char *config = side->is_computer ? player_config_to_text (&side->config) : NULL;
    const char *name = game->player[i] ? player_name (game->player[i]) : "";
    game_record_set_player (record, i == 0 ? BLACK : WHITE, side->is_computer, config, name);
  }
  game_record_set_event (record, setup->event);
  /* A date that is not valid cannot come from a record or from the kit;
   * if it ever did, the record is better without it than refused. */
  if (!game_record_set_date (record, setup->date))
    game_record_set_date (record, NULL);
  game_record_copy_game (record, game);
}

gboolean
reversi_check_player_config (const char *config, GError **error)
{
  PlayerConfig parsed;
  player_config_init (&parsed);
  return player_config_from_text (&parsed, config, error);
}
