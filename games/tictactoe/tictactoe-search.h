/* SPDX-License-Identifier: MIT */
/* tictactoe-search.h: Matoike's minimax and alpha-beta for tic-tac-toe,
 * the warm-up exercises t1 and t2 (exercises/t1.en.md, exercises/t2.en.md).
 *
 * This is an exercise header: solutions/tictactoe-search.c (the
 * reference) and skeleton/tictactoe-search.c (the student's) implement
 * it, and each program that plays with these searches is built once per
 * variant (tictactoe-play, tictactoe-play-skeleton).  The rules it uses
 * (tictactoe.h) are the kit's own and never the student's.
 *
 * The functions follow Matoike's Python, on one board (a TicTacToe)
 * changed in place with tictactoe_play and tictactoe_undo:
 *
 *   - the root (Matoike's bestMove / bestMoveAB) tries every empty cell
 *     for the machine, the side to move, and keeps a cell with the highest
 *     value;
 *   - below the root the machine maximises and its opponent minimises;
 *   - a finished game is worth 10 - depth to the machine when it won,
 *     depth - 10 when it lost and 0 for a draw, where depth counts the
 *     moves made after the machine's move at the root: a win is worth
 *     more the sooner it comes, a loss less the later;
 *   - alpha-beta passes (alpha, beta) down, raises alpha at the machine's
 *     nodes, lowers beta at the opponent's and stops a node's loop once
 *     beta <= alpha.  Matoike's code gives each root move the full window
 *     (-TICTACTOE_INFINITY, TICTACTOE_INFINITY); carrying the best value
 *     so far into the next root move's alpha, as the course's negamax
 *     does, is right too and cuts more.
 *
 * Values are always from the machine's point of view.  `machine` is the
 * machine's mark (TICTACTOE_X or TICTACTOE_O).  Every function leaves the
 * board as it found it.
 */
#pragma once

#include <glib.h>

#include "tictactoe.h"

G_BEGIN_DECLS

/* Larger than any value (Matoike's INFINITY). */
#define TICTACTOE_INFINITY 10000

/* ---- Exercise t1: minimax ------------------------------------------ */

/** tictactoe_end_value: the value for the machine of board, a finished game
 * (a line, or a full board), reached `depth` moves after the machine's
 * root move: 10 - depth when the machine has the line, depth - 10 when
 * its opponent has it, 0 for a draw.  Matoike's evaluate(). */
int tictactoe_end_value (const TicTacToe *board, int machine, int depth);

/** tictactoe_minimax: the value for the machine of board, `depth` moves after
 * the machine's root move, searched to the end of the game; maximizing
 * is TRUE when the machine is to move.  Matoike's minimax(). */
int tictactoe_minimax (TicTacToe *board, int machine, int depth, gboolean maximizing);

/** tictactoe_minimax_move: the cell the side to move of board (not finished)
 * plays by minimax, and its value in *value.  Matoike's bestMove(). */
int tictactoe_minimax_move (TicTacToe *board, int *value);

/* ---- Exercise t2: alpha-beta --------------------------------------- */

/** tictactoe_alpha_beta: tictactoe_minimax with the window (alpha, beta):
 * the exact value when it lies inside the window, a value <= alpha when
 * the value is <= alpha, a value >= beta when it is >= beta.  Matoike's
 * minimaxab(). */
int tictactoe_alpha_beta (TicTacToe *board, int machine, int depth, gboolean maximizing, int alpha,
                          int beta);

/** tictactoe_alpha_beta_move: the same choice as tictactoe_minimax_move
 * (a best cell and its value), searched with tictactoe_alpha_beta.  The
 * Matoike's bestMoveAB(). */
int tictactoe_alpha_beta_move (TicTacToe *board, int *value);

G_END_DECLS
