/* SPDX-License-Identifier: MIT */
/* fuzz-player-config.c: a player configuration in text form
 * ("alphabeta:6:14:1").  What reads, written out, reads back the same;
 * what also passes the range checks makes a player. */
#include <string.h>

#include "fuzz-support.h"
#include "player-config.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autofree char *text = fuzz_text (data, size);
  PlayerConfig config;
  player_config_init (&config);
  g_autoptr (GError) error = NULL;
  if (!player_config_parse (&config, text, &error)) {
    if (g_utf8_validate (text, -1, NULL))
      fuzz_check_refusal (error);
    return 0;
  }
  g_autofree char *written = player_config_to_text (&config);
  PlayerConfig again;
  player_config_init (&again);
  FUZZ_CHECK (player_config_parse (&again, written, NULL));
  g_autofree char *rewritten = player_config_to_text (&again);
  FUZZ_CHECK (strcmp (written, rewritten) == 0);

  PlayerConfig checked;
  player_config_init (&checked);
  gboolean usable = player_config_check (&config, &error);
  FUZZ_CHECK (usable == player_config_from_text (&checked, text, NULL));
  if (!usable) {
    fuzz_check_refusal (error);
    return 0;
  }
  Player *player = player_config_create_player (&config, &error);
  FUZZ_CHECK (player != NULL);
  player_free (player);
  return 0;
}
