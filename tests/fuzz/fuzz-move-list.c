/* SPDX-License-Identifier: MIT */
/* fuzz-move-list.c: a game set up from a move list ("f5 d6 c3", "f5d6c3",
 * forced passes written or not).  The first byte picks the board size.  A
 * list that is accepted, written out again, sets up the same game. */
#include <string.h>

#include "fuzz-support.h"
#include "game.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  if (size < 1)
    return 0;
  int board = fuzz_board_size (data[0]);
  g_autofree char *text = fuzz_text (data + 1, size - 1);
  Game *game = game_new (board, FALSE, NULL, NULL);
  g_autoptr (GError) error = NULL;
  if (game_setup_from_moves (game, board, text, &error)) {
    const Kyokumen *k = &game->kyokumen;
    FUZZ_CHECK (game->move_count >= 0 && game->move_count <= KYOKUMEN_MAX_HISTORY);
    FUZZ_CHECK (k->ishisuu[0] + k->ishisuu[1] + k->empty_count == board * board);
    g_autofree char *written = game_record_to_text (game);
    Game *again = game_new (board, FALSE, NULL, NULL);
    FUZZ_CHECK (game_setup_from_moves (again, board, written, NULL));
    FUZZ_CHECK (again->move_count == game->move_count);
    FUZZ_CHECK (kyokumen_equal_position (&again->kyokumen, &game->kyokumen));
    g_autofree char *rewritten = game_record_to_text (again);
    FUZZ_CHECK (strcmp (written, rewritten) == 0);
    game_free (again);
  } else {
    if (g_utf8_validate (text, -1, NULL))
      fuzz_check_refusal (error);
    /* A refused list changes nothing. */
    Kyokumen start;
    kyokumen_init (&start, board);
    FUZZ_CHECK (game->move_count == 0 && kyokumen_equal_position (&game->kyokumen, &start));
  }
  game_free (game);
  return 0;
}
