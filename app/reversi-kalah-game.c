/* SPDX-License-Identifier: MIT */
/* reversi-kalah-game.c: Kalah in the app (M. Hiroi's article).
 *
 * Hiroi's article counts how much minimax and alpha-beta evaluate on Kalah; the
 * app's computers are the common searches (games/search), which count
 * the same way, with the article's extra turn that costs no depth.  Kalah is
 * not solved here, so there is no perfect play.
 */
#include "reversi-game-catalog.h"

#include <glib/gi18n-lib.h>

#include "kalah-describe.h"

static char *
describe_move (const GameRules *rules, const void *before, int move)
{
  KalahMoveEffect effect;
  kalah_move_effect (before, move, &effect);
  return kalah_describe_move (&effect);
}

static char *
counts_text (const GameRules *rules, const void *position)
{
  const Kalah *k = position;
  /* TRANSLATORS: the stones in the first and the second player's stores. */
  return g_strdup_printf (_("Stores: first %1$d, second %2$d"), k->cell[KALAH_FIRST_STORE],
                          k->cell[KALAH_SECOND_STORE]);
}

static char *
result_text (const GameRules *rules, const void *finished)
{
  const Kalah *k = finished;
  int first = k->cell[KALAH_FIRST_STORE], second = k->cell[KALAH_SECOND_STORE];
  g_autofree char *winner = NULL;
  if (first > second)
    /* TRANSLATORS: the large line at the end of Kalah: the stores, the winner's first,
       then the margin. */
    winner = g_strdup_printf (_("First wins %1$d to %2$d, by %3$d"), first, second,
                              first - second);
  else if (second > first)
    winner = g_strdup_printf (_("Second wins %1$d to %2$d, by %3$d"), second, first,
                              second - first);
  else
    winner = g_strdup_printf (_("Draw %1$d–%2$d"), first, second);
  g_autofree char *unswept = kalah_unswept_text (k);
  return unswept ? g_strdup_printf ("%s\n%s", winner, unswept) : g_steal_pointer (&winner);
}

const ReversiGameInfo reversi_kalah_games[] = { {
  .id = "kalah",
  .side_labels = { N_("First player (moves first)"), N_("Second player") },
  .move_example = N_("a pit: 0–5 or 7–12"),
  .move_prompts = {
    N_("First to move: click one of your pits (0 to 5), or type its number, such as “2”, and "
       "press Enter."),
    N_("Second to move: click one of your pits (7 to 12), or type its number, such as “9”, and "
       "press Enter."),
  },
  .choose = {
    [REVERSI_COMMON_RANDOM] = reversi_common_choose_random,
    [REVERSI_COMMON_MINIMAX] = reversi_common_choose_by_search,
    [REVERSI_COMMON_ALPHA_BETA] = reversi_common_choose_by_search,
  },
  .uses_depth = { [REVERSI_COMMON_MINIMAX] = TRUE, [REVERSI_COMMON_ALPHA_BETA] = TRUE },
  .default_computer = { REVERSI_COMMON_ALPHA_BETA, 6 },
  .describe_move = describe_move,
  .counts_text = counts_text,
  .result_text = result_text,
}, { NULL } };
