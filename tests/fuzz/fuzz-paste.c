/* SPDX-License-Identifier: MIT */
/* fuzz-paste.c: the text of the app's Paste a Position dialog, read as
 * the window reads it (app/reversi-frame-files.c, paste_position): GGF
 * when it looks like GGF, else a board string when it has only a board
 * string's characters, else a move list on the current board.  The
 * dialog's entry holds UTF-8 text without NUL bytes.  The first byte
 * picks the board size and the rule.  What is accepted is a consistent
 * game that reads back from its own board string and moves; a refusal
 * says why, in UTF-8, and leaves the game at its start. */
#include <string.h>

#include "fuzz-support.h"
#include "game.h"
#include "ggf.h"

static void
check_unchanged (const Game *game, int size)
{
  Kyokumen start;
  kyokumen_init (&start, size);
  FUZZ_CHECK (game->move_count == 0);
  FUZZ_CHECK (kyokumen_equal_position (&game->start, &start));
  FUZZ_CHECK (kyokumen_equal_position (&game->kyokumen, &start));
}

/* The game's start as a board string and its moves read back as the same game. */
static void
check_reads_back (const Game *game)
{
  const Kyokumen *k = &game->kyokumen;
  FUZZ_CHECK (k->ishisuu[0] + k->ishisuu[1] + k->empty_count == k->size * k->size);
  g_autofree char *board = kyokumen_to_board_string (&game->start);
  FUZZ_CHECK (kyokumen_looks_like_board_string (board));
  Game *again = game_new (game->start.size, game->misere, NULL, NULL);
  FUZZ_CHECK (game_setup_from_board_string (again, board, NULL));
  for (int i = 0; i < game->move_count; i++)
    FUZZ_CHECK (game_play (again, game->sasiteretu[i], NULL));
  FUZZ_CHECK (kyokumen_equal_position (&again->kyokumen, k));
  game_free (again);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  if (size < 1)
    return 0;
  int board = fuzz_board_size (data[0]);
  gboolean misere = (data[0] & 4) != 0;
  g_autofree char *text = fuzz_text (data + 1, size - 1);
  if (!g_utf8_validate (text, -1, NULL))
    return 0;
  g_autoptr (GError) error = NULL;

  if (ggf_looks_like (text)) {
    GgfGame *ggf = ggf_parse (text, &error);
    if (!ggf) {
      fuzz_check_refusal (error);
      return 0;
    }
    check_reads_back (ggf->game);
    ggf_game_free (ggf);
    return 0;
  }

  Game *trial = game_new (board, misere, NULL, NULL);
  gboolean ok = kyokumen_looks_like_board_string (text)
                    ? game_setup_from_board_string (trial, text, &error)
                    : game_setup_from_moves (trial, board, text, &error);
  if (ok) {
    FUZZ_CHECK (trial->misere == misere);
    check_reads_back (trial);
  } else {
    fuzz_check_refusal (error);
    check_unchanged (trial, board);
  }
  game_free (trial);
  return 0;
}
