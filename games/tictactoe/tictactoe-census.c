/* SPDX-License-Identifier: MIT */
/* tictactoe-census.c: games and positions of tic-tac-toe, counted by
 * playing out every game. */
#include "tictactoe-census.h"

#include <string.h>

#include "board-symmetry.h"
#include "tictactoe.h"

#define KEYS 19683   /* 3^9: every way of filling the cells */

typedef struct {
  TicTacToeCensus *census;
  gboolean seen[KEYS];
  gboolean seen_canonical[KEYS];
} Walk;

static void
visit (Walk *w, TicTacToe *t)
{
  w->census->game_tree_nodes++;
  guint64 key = tictactoe_key (t, 0);
  gboolean over = tictactoe_is_over (t);
  if (!w->seen[key]) {
    w->seen[key] = TRUE;
    w->census->positions++;
    w->census->terminal_positions += over;
    guint64 canonical = key;
    for (int s = 1; s < BOARD_SYMMETRY_COUNT; s++)
      canonical = MIN (canonical, tictactoe_key (t, s));
    if (!w->seen_canonical[canonical]) {
      w->seen_canonical[canonical] = TRUE;
      w->census->positions_up_to_symmetry++;
      w->census->terminal_up_to_symmetry += over;
    }
  }
  if (over) {
    w->census->games++;
    int owner = tictactoe_line_owner (t);
    if (owner == TICTACTOE_X)
      w->census->first_player_wins++;
    else if (owner == TICTACTOE_O)
      w->census->second_player_wins++;
    else
      w->census->draws++;
    return;
  }
  int moves[TICTACTOE_CELLS];
  int count = tictactoe_generate_moves (t, moves);
  for (int i = 0; i < count; i++) {
    tictactoe_play (t, moves[i]);
    visit (w, t);
    tictactoe_undo (t, moves[i]);
  }
}

void
tictactoe_census (TicTacToeCensus *census)
{
  memset (census, 0, sizeof *census);
  Walk *w = g_new0 (Walk, 1);
  w->census = census;
  TicTacToe t;
  tictactoe_init (&t);
  visit (w, &t);
  g_free (w);
}
