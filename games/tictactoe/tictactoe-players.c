/* tictactoe-players.c: Matoike's random, minimax and alpha-beta players
 * by name; the searches are the exercise modules' (tictactoe-search.h). */
#include "tictactoe-players.h"

int
tictactoe_choose_move (TicTacToe *t, TicTacToeStrategy strategy, GRand *rand)
{
  int moves[TICTACTOE_CELLS];
  int count = tictactoe_generate_moves (t, moves);
  if (count == 0)
    return -1;
  int value;
  switch (strategy) {
  case TICTACTOE_RANDOM:
    return moves[g_rand_int_range (rand, 0, count)];
  case TICTACTOE_MINIMAX:
    return tictactoe_minimax_move (t, &value);
  case TICTACTOE_ALPHA_BETA:
  default:
    return tictactoe_alpha_beta_move (t, &value);
  }
}
