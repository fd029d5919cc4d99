/* SPDX-License-Identifier: MIT */
/* fuzz-game-transcript.c: the record of a game played through GameRules
 * (tic-tac-toe, Kalah, Go, Connect Four...: game-transcript.h), read whole,
 * NUL bytes and all, for any game of the registry.  An accepted record
 * is one the app would open (game_transcript_looks_like says so); written
 * out, it reads back as the same game, players and text.  A refusal's
 * message is UTF-8 whatever the bytes were. */
#include <string.h>

#include "fuzz-support.h"
#include "game-transcript.h"
#include "games-registry.h"
#include "player-spec.h"

static const GameRules *
find_rules (const char *name)
{
  const GameEntry *entry = games_registry_find (name);
  return entry ? entry->rules () : NULL;
}

/* The settings are checked as the kit's one text of a player. */
static gboolean
check_config (const GameRules *rules, const char *config, GError **error)
{
  PlayerSpec spec;
  gboolean ok = player_spec_parse (&spec, config, error);
  if (ok)
    player_spec_clear (&spec);
  return ok;
}

static void
check_same (const GameTranscript *a, const GameTranscript *b)
{
  FUZZ_CHECK (a->path->rules == b->path->rules);
  FUZZ_CHECK (game_path_length (a->path) == game_path_length (b->path));
  for (int i = 0; i < game_path_length (a->path); i++)
    FUZZ_CHECK (g_array_index (a->path->moves, int, i) == g_array_index (b->path->moves, int, i));
  for (int i = 0; i < 2; i++) {
    FUZZ_CHECK (a->player[i].is_computer == b->player[i].is_computer);
    FUZZ_CHECK (g_strcmp0 (a->player[i].config, b->player[i].config) == 0);
    FUZZ_CHECK (strcmp (a->player[i].name, b->player[i].name) == 0);
  }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GameTranscript) t =
      game_transcript_parse ((const char *) data, size, find_rules, check_config, &error);
  if (!t) {
    fuzz_check_refusal (error);
    return 0;
  }
  /* What reads is UTF-8 without NUL bytes, and the app takes it for a
   * transcript (not for a Reversi record it would then refuse). */
  g_autofree char *text = fuzz_text (data, size);
  FUZZ_CHECK (strlen (text) == size);
  FUZZ_CHECK (game_transcript_looks_like (text));
  for (int i = 0; i < 2; i++)
    FUZZ_CHECK (g_utf8_validate (t->player[i].name, -1, NULL));

  g_autofree char *written = game_transcript_format (t);
  FUZZ_CHECK (g_utf8_validate (written, -1, NULL));
  FUZZ_CHECK (game_transcript_looks_like (written));
  g_autoptr (GameTranscript) again =
      game_transcript_parse (written, strlen (written), find_rules, check_config, &error);
  FUZZ_CHECK (again != NULL);
  check_same (t, again);
  g_autofree char *rewritten = game_transcript_format (again);
  FUZZ_CHECK (strcmp (written, rewritten) == 0);
  return 0;
}
