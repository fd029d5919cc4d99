/* SPDX-License-Identifier: MIT */
/* tictactoe-players.h: the computer players of S. Matoike's tic-tac-toe.
 *
 * The article's machine has three strategies: a random empty cell,
 * minimax, and minimax with alpha-beta pruning.  The two searches are the
 * warm-up exercises t1 and t2 (tictactoe-search.h): this file only plays
 * the move of the one chosen (programs read its name with the kit's one
 * player syntax, player-spec.h), so a program that uses it links one variant
 * of the exercise modules (the reference or the student's).
 */
#pragma once

#include <glib.h>

#include "tictactoe-search.h"

G_BEGIN_DECLS

typedef enum {
  TICTACTOE_RANDOM,
  TICTACTOE_MINIMAX,
  TICTACTOE_ALPHA_BETA,
} TicTacToeStrategy;

/** tictactoe_choose_move: a move for the side to move of t by strategy;
 * rand is used by TICTACTOE_RANDOM only (may be NULL otherwise).  -1 when
 * the game is over. */
int tictactoe_choose_move (TicTacToe *t, TicTacToeStrategy strategy, GRand *rand);

/** tictactoe_search_move: the cell the minimax (t1) or alpha-beta (t2)
 * search chooses for the side to move of t (not finished), its value in
 * *value; the search's tree is recorded into the trace of the thread
 * when one is set (search_tree_set_active). */
int tictactoe_search_move (TicTacToe *t, TicTacToeStrategy strategy, int *value);

G_END_DECLS
