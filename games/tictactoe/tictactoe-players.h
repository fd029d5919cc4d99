/* tictactoe-players.h: the seed's computer players (seed 002).
 *
 * The seed's machine has three strategies: a random empty cell, minimax,
 * and minimax with alpha-beta pruning.  Both searches are written here
 * the way the seed writes them, on one TicTacToe changed in place with
 * tictactoe_play / tictactoe_undo:
 *
 *   - the root (the seed's bestMove) tries every empty cell in order
 *     a1, b1, c1, a2, ... c3 for the machine and keeps the first cell with
 *     the highest value (a strict comparison);
 *   - below the root, the max/min form: the machine maximises, the
 *     opponent minimises, and a finished game is worth 10 - depth to the
 *     machine when it won, depth - 10 when it lost and 0 for a draw, depth
 *     counting the moves after the machine's root move;
 *   - alpha-beta passes (alpha, beta) down, raises alpha at a max node,
 *     lowers beta at a min node and stops a node's loop once beta <= alpha.
 *     The seed gives every root move the full window (-inf, +inf)
 *     (TICTACTOE_ROOT_FULL_WINDOW); the course's negamax instead carries
 *     the best value so far into the next root move's window
 *     (TICTACTOE_ROOT_CARRY_WINDOW), which prunes more.
 *
 * Counting follows the kit's rule: a node is a position whose moves were
 * generated (the root and every position a search entered, finished or
 * not), an evaluation is the scoring of a finished game.
 */
#pragma once

#include <glib.h>

#include "tictactoe.h"

G_BEGIN_DECLS

/* Larger than any value (the seed's INFINITY). */
#define TICTACTOE_INFINITY 10000

typedef enum {
  TICTACTOE_RANDOM,
  TICTACTOE_MINIMAX,
  TICTACTOE_ALPHA_BETA,
} TicTacToeStrategy;

typedef enum {
  TICTACTOE_ROOT_FULL_WINDOW,    /* the seed's bestMoveAB */
  TICTACTOE_ROOT_CARRY_WINDOW,   /* the course's negamax at the root */
} TicTacToeRootWindow;

typedef struct {
  guint64 nodes;
  guint64 evaluations;
} TicTacToeCounts;

/** tictactoe_minimax: the seed's minimax.  t has just had a move made
 * (the machine's mark is `machine`); depth is the moves made after the
 * root move; maximizing says whether the machine is to move.  t is left
 * as it was. */
int tictactoe_minimax (TicTacToe *t, int machine, int depth, gboolean maximizing,
                       TicTacToeCounts *counts);

/** tictactoe_alpha_beta: the seed's minimaxab, the same with the window
 * (alpha, beta). */
int tictactoe_alpha_beta (TicTacToe *t, int machine, int depth, gboolean maximizing, int alpha,
                          int beta, TicTacToeCounts *counts);

/** tictactoe_best_move: the cell the machine (the side to move of t,
 * which must not be finished) chooses with minimax or alpha-beta, and its
 * value in *value.  counts (may be NULL) is added to, the root included. */
int tictactoe_best_move (TicTacToe *t, TicTacToeStrategy strategy, TicTacToeRootWindow window,
                         int *value, TicTacToeCounts *counts);

/** tictactoe_choose_move: a move for the side to move of t by strategy;
 * rand is used by TICTACTOE_RANDOM only (may be NULL otherwise). */
int tictactoe_choose_move (TicTacToe *t, TicTacToeStrategy strategy, GRand *rand);

/** tictactoe_strategy_from_name: "random", "minimax", "alphabeta" (also
 * "alpha-beta"); FALSE for another name. */
gboolean tictactoe_strategy_from_name (const char *name, TicTacToeStrategy *strategy);

G_END_DECLS
