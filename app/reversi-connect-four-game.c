/* SPDX-License-Identifier: MIT */
/* reversi-connect-four-game.c: Connect Four in the app, its plug-in.
 *
 * Minimax and alpha-beta are the common searches; Connect Four is not
 * solved here, so there is no perfect play.  Its board is
 * reversi-connect-four-view.c.
 */
#include "connect-four.h"
#include "reversi-game-catalog.h"

#include <glib/gi18n-lib.h>

/* ---- what the window says -------------------------------------------- */

static char *
four_text (const ConnectFour *c)
{
  int cells[4];
  if (!connect_four_four (c, cells))
    return g_strdup ("");
  return reversi_game_cells_text (cells, 4, connect_four_cell_text);
}

static char *
describe_move (const GameRules *rules, const void *before, int move)
{
  ConnectFour after;
  rules->make_move (rules, before, move, &after);
  if (after.winner >= 0) {
    g_autofree char *cells = four_text (&after);
    /* TRANSLATORS: the side that made four ("Red") and the four's cells ("d1, d2, d3, d4"). */
    return g_strdup_printf (_("%1$s has four in a row: %2$s."), _(rules->side_names[after.winner]),
                            cells);
  }
  if (after.discs == CONNECT_FOUR_CELLS)
    return g_strdup (_("The board is full without four in a row: a draw."));
  return g_strdup ("");
}

static char *
result_text (const GameRules *rules, const void *finished)
{
  const ConnectFour *c = finished;
  if (c->winner < 0)
    return g_strdup_printf ("%s\n%s", _("Draw"), _("The board is full without four in a row."));
  g_autofree char *cells = four_text (c);
  /* TRANSLATORS: the winner of Connect Four ("Red wins"), then the four's cells and the discs played. */
  return g_strdup_printf (_("%1$s wins\nFour in a row: %2$s, with %3$d discs on the board."),
                          _(rules->side_names[c->winner]), cells, c->discs);
}

const ReversiGameInfo reversi_connect_four_games[] = { {
  .id = "connect-four",
  .side_labels = { N_("Red (moves first)"), N_("Yellow") },
  .move_example = N_("a column: a–g"),
  .choose = {
    [REVERSI_COMMON_RANDOM] = reversi_common_choose_random,
    [REVERSI_COMMON_MINIMAX] = reversi_common_choose_by_search,
    [REVERSI_COMMON_ALPHA_BETA] = reversi_common_choose_by_search,
  },
  .uses_depth = { [REVERSI_COMMON_MINIMAX] = TRUE, [REVERSI_COMMON_ALPHA_BETA] = TRUE },
  .default_computer = { REVERSI_COMMON_ALPHA_BETA, 6 },
  .describe_move = describe_move,
  .result_text = result_text,
}, { NULL } };
