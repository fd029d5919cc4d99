/* SPDX-License-Identifier: MIT */
/* reversi-common-setup.c: the players of a GameRules game, remembered per game. */
#include "reversi-common-setup.h"

#include "computer-player.h"
#include "config.h"
#include "reversi-game-setup.h"

static const char *const side_prefix[2] = { "first", "second" };

void
reversi_common_setup_init (ReversiCommonSetup *setup, const ReversiGameInfo *game)
{
  setup->game = game;
  for (int i = 0; i < 2; i++) {
    ReversiCommonSide *side = &setup->side[i];
    side->is_computer = i == 1;
    side->computer = game->default_computer;
    side->name = g_strdup ("");
    side->time_limit = 0;
  }
}

void
reversi_common_setup_clear (ReversiCommonSetup *setup)
{
  for (int i = 0; i < 2; i++)
    g_clear_pointer (&setup->side[i].name, g_free);
}

void
reversi_common_setup_copy (ReversiCommonSetup *to, const ReversiCommonSetup *from)
{
  *to = *from;
  for (int i = 0; i < 2; i++)
    to->side[i].name = g_strdup (from->side[i].name ? from->side[i].name : "");
}

GSettings *
reversi_common_settings_new (const ReversiGameInfo *game)
{
  g_autofree char *path = g_strdup_printf ("/io/github/reversi_kit/Reversi/games/%s/", game->id);
  return g_settings_new_with_path (APPLICATION_ID ".Players", path);
}

void
reversi_common_setup_load (ReversiCommonSetup *setup, const ReversiGameInfo *game)
{
  g_autoptr (GSettings) settings = reversi_common_settings_new (game);
  reversi_common_setup_clear (setup);
  reversi_common_setup_init (setup, game);
  for (int i = 0; i < 2; i++) {
    ReversiCommonSide *side = &setup->side[i];
    g_autofree char *strategy_key = g_strdup_printf ("%s-computer", side_prefix[i]);
    reversi_side_keys_load (settings, side_prefix[i], &side->is_computer, &side->name,
                            &side->time_limit);
    /* Empty, or a computer another build had: the game's default. */
    g_autofree char *computer = g_settings_get_string (settings, strategy_key);
    if (*computer)
      reversi_game_read_computer (game, computer, &side->computer, NULL);
  }
}

void
reversi_common_setup_save (const ReversiCommonSetup *setup)
{
  g_autoptr (GSettings) settings = reversi_common_settings_new (setup->game);
  g_settings_delay (settings);
  for (int i = 0; i < 2; i++) {
    const ReversiCommonSide *side = &setup->side[i];
    g_autofree char *strategy_key = g_strdup_printf ("%s-computer", side_prefix[i]);
    g_autofree char *computer = reversi_common_computer_to_text (&side->computer);
    reversi_side_keys_save (settings, side_prefix[i], side->is_computer, side->name,
                            side->time_limit);
    g_settings_set_string (settings, strategy_key, computer);
  }
  g_settings_apply (settings);
}

gboolean
reversi_common_side_parse (ReversiCommonSide *side, const ReversiGameInfo *game, const char *text,
                          GError **error)
{
  int human = reversi_side_text_read_human (text, &side->is_computer, &side->name, error);
  if (human >= 0)
    return human > 0;
  ReversiCommonComputer computer;
  if (!reversi_game_read_computer (game, text, &computer, error))
    return FALSE;
  side->is_computer = TRUE;
  side->computer = computer;
  return TRUE;
}

char *
reversi_common_side_player_name (const ReversiGameInfo *game, const ReversiCommonSide *side)
{
  if (side->is_computer)
    return reversi_game_computer_name (game, &side->computer);
  return g_strdup (side->name && *side->name ? side->name : computer_player_student_id ());
}

void
reversi_common_setup_to_transcript (const ReversiCommonSetup *setup, GameTranscript *transcript)
{
  for (int i = 0; i < 2; i++) {
    const ReversiCommonSide *side = &setup->side[i];
    g_autofree char *computer = reversi_common_computer_to_text (&side->computer);
    g_autofree char *name = reversi_common_side_player_name (setup->game, side);
    game_transcript_set_player (transcript, i, side->is_computer, computer, name);
  }
}

void
reversi_common_setup_from_transcript (ReversiCommonSetup *setup, const GameTranscript *transcript)
{
  const ReversiGameInfo *game = reversi_game_find (transcript->path->rules->name);
  reversi_common_setup_clear (setup);
  reversi_common_setup_init (setup, game);
  for (int i = 0; i < 2; i++) {
    const GameTranscriptPlayer *p = &transcript->player[i];
    ReversiCommonSide *side = &setup->side[i];
    side->is_computer = p->is_computer;
    if (p->is_computer)
      reversi_game_read_computer (game, p->config, &side->computer, NULL);
    g_free (side->name);
    side->name = g_strdup (p->is_computer ? "" : p->name);
  }
}

const GameRules *
reversi_common_find_rules (const char *name)
{
  const ReversiGameInfo *game = reversi_game_find (name);
  return game && game->rules ? game->rules () : NULL;
}

gboolean
reversi_common_check_config (const GameRules *rules, const char *config, GError **error)
{
  ReversiCommonComputer computer;
  return reversi_game_read_computer (reversi_game_find (rules->name), config, &computer, error);
}
