/* SPDX-License-Identifier: MIT */
/* tictactoe-players.c: Matoike's random, minimax and alpha-beta players
 * by name; the searches are the exercise modules' (tictactoe-search.h). */
#include "tictactoe-players.h"

#include "search-tree.h"

int
tictactoe_search_move (TicTacToe *t, TicTacToeStrategy strategy, int *value)
{
  /* The searches are the student's (t1, t2): traced from the rules'
   * tictactoe_play, the only call of the kit they make. */
  SearchTree *tree = search_tree_active ();
  if (tree)
    tictactoe_trace_begin (tree, t, strategy == TICTACTOE_MINIMAX ? "minimax (t1)" : "alpha-beta (t2)");
  int cell = strategy == TICTACTOE_MINIMAX ? tictactoe_minimax_move (t, value)
                                           : tictactoe_alpha_beta_move (t, value);
  if (tree)
    tictactoe_trace_end ();
  return cell;
}

int
tictactoe_choose_move (TicTacToe *t, TicTacToeStrategy strategy, GRand *rand)
{
  int moves[TICTACTOE_CELLS];
  int count = tictactoe_generate_moves (t, moves);
  if (count == 0)
    return -1;
  int value;
  if (strategy == TICTACTOE_RANDOM)
    return moves[g_rand_int_range (rand, 0, count)];
  return tictactoe_search_move (t, strategy, &value);
}
