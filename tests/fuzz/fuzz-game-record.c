/* SPDX-License-Identifier: MIT */
/* fuzz-game-record.c: a game record file (docs/game-record.md), read
 * whole, NUL bytes and all.  An accepted record written out reads back as
 * the same text, now with its length checked; a refusal's message is
 * UTF-8 whatever the bytes were. */
#include <string.h>

#include "fuzz-support.h"
#include "game-record.h"
#include "player-config.h"

static gboolean
check_config (const char *text, GError **error)
{
  PlayerConfig config;
  player_config_init (&config);
  return player_config_parse (&config, text, error);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr (GError) error = NULL;
  GameRecord *record = game_record_parse ((const char *) data, size, check_config, &error);
  if (!record) {
    fuzz_check_refusal (error);
    return 0;
  }
  g_autofree char *written = game_record_format (record);
  FUZZ_CHECK (g_utf8_validate (written, -1, NULL));
  GameRecord *again = game_record_parse (written, strlen (written), check_config, &error);
  FUZZ_CHECK (again != NULL);
  FUZZ_CHECK (!again->length_unchecked);
  FUZZ_CHECK (again->game->move_count == record->game->move_count);
  FUZZ_CHECK (kyokumen_equal_position (&again->game->kyokumen, &record->game->kyokumen));
  for (int i = 0; i < 2; i++) {
    FUZZ_CHECK (again->player[i].is_computer == record->player[i].is_computer);
    FUZZ_CHECK (g_strcmp0 (again->player[i].config, record->player[i].config) == 0);
    /* A name that was not UTF-8 is written with U+FFFD; any other comes back. */
    if (g_utf8_validate (record->player[i].name, -1, NULL))
      FUZZ_CHECK (strcmp (again->player[i].name, record->player[i].name) == 0);
  }
  g_autofree char *rewritten = game_record_format (again);
  FUZZ_CHECK (strcmp (written, rewritten) == 0);
  game_record_free (again);
  game_record_free (record);
  return 0;
}
