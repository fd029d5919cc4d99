/* SPDX-License-Identifier: MIT */
/* fuzz-game-notation.c: a move typed for any game of the registry
 * (game_rules_read_move: what the app's move entry, games-play and the
 * records read) and a game's one-line position text
 * (position_from_text).  The first byte picks the game, the second how
 * many moves to play from the start and the next ones which: the text is
 * read in the position reached.  A move read is legal there, and its
 * notation reads back as the same move; every legal move's notation reads
 * back as itself; a refusal says why (in UTF-8 when the text was) and
 * changes nothing. */
#include <string.h>

#include "fuzz-support.h"
#include "games-registry.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  if (size < 2)
    return 0;
  guint count = 0;
  const GameEntry *const *games = games_registry_list (&count);
  FUZZ_CHECK (count > 0);
  const GameRules *rules = games[data[0] % count]->rules ();
  gboolean position_text = (data[0] / count) % 2 == 1;
  int plies = data[1] % 16;
  size_t used = 2;

  g_autoptr (GamePath) path = game_path_new (rules);
  for (int i = 0; i < plies && used < size; i++) {
    int moves[GAME_MAX_MOVES];
    int n = rules->generate_moves (rules, game_path_current (path), moves);
    if (n == 0)
      break;
    FUZZ_CHECK (game_path_play (path, moves[data[used++] % n], NULL));
  }
  const void *position = game_path_current (path);
  g_autofree char *text = fuzz_text (data + used, size - used);
  gboolean utf8 = g_utf8_validate (text, -1, NULL);
  g_autoptr (GError) error = NULL;

  if (position_text) {
    if (!rules->position_from_text)
      return 0;
    /* Read into a copy of the current position: a refusal leaves it as it was. */
    g_autofree void *copy = g_memdup2 (position, rules->position_size);
    if (rules->position_from_text (rules, text, copy, &error)) {
      int moves[GAME_MAX_MOVES];
      int n = rules->generate_moves (rules, copy, moves);
      FUZZ_CHECK (n >= 0 && n <= GAME_MAX_MOVES);
      g_autofree char *drawn = rules->position_to_text (rules, copy);
      FUZZ_CHECK (drawn != NULL && g_utf8_validate (drawn, -1, NULL));
    } else {
      FUZZ_CHECK (memcmp (copy, position, rules->position_size) == 0);
      if (utf8)
        fuzz_check_refusal (error);
    }
    return 0;
  }

  int move = GAME_MOVE_NONE;
  if (game_rules_read_move (rules, position, text, &move, &error)) {
    FUZZ_CHECK (game_rules_is_legal (rules, position, move));
    char written[GAME_NOTATION_SIZE];
    rules->move_to_text (rules, move, written);
    int again = GAME_MOVE_NONE;
    FUZZ_CHECK (game_rules_read_move (rules, position, written, &again, NULL));
    FUZZ_CHECK (again == move);
  } else {
    FUZZ_CHECK (move == GAME_MOVE_NONE);
    if (utf8)
      fuzz_check_refusal (error);
  }

  int moves[GAME_MAX_MOVES];
  int n = rules->generate_moves (rules, position, moves);
  for (int i = 0; i < n; i++) {
    char written[GAME_NOTATION_SIZE];
    rules->move_to_text (rules, moves[i], written);
    int again = GAME_MOVE_NONE;
    FUZZ_CHECK (game_rules_read_move (rules, position, written, &again, NULL));
    FUZZ_CHECK (again == moves[i]);
  }
  return 0;
}
