/* SPDX-License-Identifier: MIT */
/* fuzz-ggf.c: a game in GGF, the Othello servers' format (ggf.h), as the
 * app reads a file or a pasted text (up to its first NUL byte).  An
 * accepted game is one the app takes for GGF (ggf_looks_like); written
 * out, it reads back as the same start, moves, rule and names, and
 * written again gives the same text.  A refusal's message is UTF-8
 * whatever the bytes were; the date, when one is given, converts or is
 * refused without harm. */
#include <string.h>

#include "fuzz-support.h"
#include "game-record.h"
#include "ggf.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autofree char *text = fuzz_text (data, size);
  g_autoptr (GError) error = NULL;
  GgfGame *ggf = ggf_parse (text, &error);
  if (!ggf) {
    fuzz_check_refusal (error);
    return 0;
  }
  FUZZ_CHECK (ggf_looks_like (text));
  const Game *game = ggf->game;
  const Kyokumen *k = &game->kyokumen;
  FUZZ_CHECK (kyokumen_is_valid_size (k->size));
  FUZZ_CHECK (k->ishisuu[0] + k->ishisuu[1] + k->empty_count == k->size * k->size);

  g_autofree char *iso = ggf_date_to_iso (ggf->date);
  FUZZ_CHECK (iso == NULL || game_record_date_is_valid (iso));

  g_autofree char *written = ggf_format (game, ggf->black_name, ggf->white_name, ggf->place,
                                         ggf->date);
  FUZZ_CHECK (g_utf8_validate (written, -1, NULL));
  GgfGame *again = ggf_parse (written, &error);
  FUZZ_CHECK (again != NULL);
  FUZZ_CHECK (again->game->misere == game->misere);
  FUZZ_CHECK (kyokumen_equal_position (&again->game->start, &game->start));
  FUZZ_CHECK (kyokumen_equal_position (&again->game->kyokumen, &game->kyokumen));
  FUZZ_CHECK (again->game->move_count == game->move_count);
  for (int i = 0; i < game->move_count; i++)
    FUZZ_CHECK (again->game->sasiteretu[i].xy == game->sasiteretu[i].xy);
  FUZZ_CHECK (strcmp (again->black_name, ggf->black_name) == 0);
  FUZZ_CHECK (strcmp (again->white_name, ggf->white_name) == 0);
  FUZZ_CHECK (strcmp (again->place, ggf->place) == 0);
  FUZZ_CHECK (strcmp (again->date, ggf->date) == 0);
  g_autofree char *rewritten = ggf_format (again->game, again->black_name, again->white_name,
                                           again->place, again->date);
  FUZZ_CHECK (strcmp (written, rewritten) == 0);
  ggf_game_free (again);
  ggf_game_free (ggf);
  return 0;
}
