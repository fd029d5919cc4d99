/* tictactoe-players.c: the seed's random, minimax and alpha-beta players. */
#include "tictactoe-players.h"

/* The value of a finished game for the machine, as the seed scores it;
 * the caller has checked that the game is over. */
static int
seed_value (const TicTacToe *t, int machine, int depth)
{
  int owner = tictactoe_line_owner (t);
  if (owner == machine)
    return 10 - depth;
  if (owner != TICTACTOE_EMPTY)
    return depth - 10;
  return 0;
}

int
tictactoe_minimax (TicTacToe *t, int machine, int depth, gboolean maximizing,
                   TicTacToeCounts *counts)
{
  counts->nodes++;
  if (tictactoe_is_over (t)) {
    counts->evaluations++;
    return seed_value (t, machine, depth);
  }
  int best = maximizing ? -TICTACTOE_INFINITY : TICTACTOE_INFINITY;
  for (int cell = 0; cell < TICTACTOE_CELLS; cell++) {
    if (t->cell[cell] != TICTACTOE_EMPTY)
      continue;
    tictactoe_play (t, cell);
    int value = tictactoe_minimax (t, machine, depth + 1, !maximizing, counts);
    tictactoe_undo (t, cell);
    best = maximizing ? MAX (best, value) : MIN (best, value);
  }
  return best;
}

int
tictactoe_alpha_beta (TicTacToe *t, int machine, int depth, gboolean maximizing, int alpha,
                      int beta, TicTacToeCounts *counts)
{
  counts->nodes++;
  if (tictactoe_is_over (t)) {
    counts->evaluations++;
    return seed_value (t, machine, depth);
  }
  int best = maximizing ? -TICTACTOE_INFINITY : TICTACTOE_INFINITY;
  for (int cell = 0; cell < TICTACTOE_CELLS; cell++) {
    if (t->cell[cell] != TICTACTOE_EMPTY)
      continue;
    tictactoe_play (t, cell);
    int value = tictactoe_alpha_beta (t, machine, depth + 1, !maximizing, alpha, beta, counts);
    tictactoe_undo (t, cell);
    if (maximizing) {
      best = MAX (best, value);
      alpha = MAX (alpha, best);
    } else {
      best = MIN (best, value);
      beta = MIN (beta, best);
    }
    if (beta <= alpha)
      break;
  }
  return best;
}

int
tictactoe_best_move (TicTacToe *t, TicTacToeStrategy strategy, TicTacToeRootWindow window,
                     int *value, TicTacToeCounts *counts)
{
  TicTacToeCounts local = { 0 };
  if (!counts)
    counts = &local;
  int machine = TICTACTOE_MARK_OF_SIDE (t->to_move);
  int moves[TICTACTOE_CELLS];
  int count = tictactoe_generate_moves (t, moves);
  counts->nodes++;   /* the root: its moves were generated */

  int best_value = -TICTACTOE_INFINITY, best_move = count > 0 ? moves[0] : -1;
  int alpha = -TICTACTOE_INFINITY;
  for (int i = 0; i < count; i++) {
    tictactoe_play (t, moves[i]);
    int v = strategy == TICTACTOE_MINIMAX
                ? tictactoe_minimax (t, machine, 0, FALSE, counts)
                : tictactoe_alpha_beta (t, machine, 0, FALSE, alpha, TICTACTOE_INFINITY, counts);
    tictactoe_undo (t, moves[i]);
    if (best_value < v) {
      best_value = v;
      best_move = moves[i];
    }
    if (window == TICTACTOE_ROOT_CARRY_WINDOW)
      alpha = MAX (alpha, best_value);
  }
  if (value)
    *value = best_value;
  return best_move;
}

int
tictactoe_choose_move (TicTacToe *t, TicTacToeStrategy strategy, GRand *rand)
{
  int moves[TICTACTOE_CELLS];
  int count = tictactoe_generate_moves (t, moves);
  if (count == 0)
    return -1;
  if (strategy == TICTACTOE_RANDOM)
    return moves[g_rand_int_range (rand, 0, count)];
  return tictactoe_best_move (t, strategy, TICTACTOE_ROOT_FULL_WINDOW, NULL, NULL);
}

gboolean
tictactoe_strategy_from_name (const char *name, TicTacToeStrategy *strategy)
{
  if (g_strcmp0 (name, "random") == 0)
    *strategy = TICTACTOE_RANDOM;
  else if (g_strcmp0 (name, "minimax") == 0)
    *strategy = TICTACTOE_MINIMAX;
  else if (g_strcmp0 (name, "alphabeta") == 0 || g_strcmp0 (name, "alpha-beta") == 0)
    *strategy = TICTACTOE_ALPHA_BETA;
  else
    return FALSE;
  return TRUE;
}
