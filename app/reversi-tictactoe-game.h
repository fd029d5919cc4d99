/* SPDX-License-Identifier: MIT */
/* reversi-tictactoe-game.h: what tic-tac-toe's plug-in
 * (reversi-tictactoe-game.c) and its board (reversi-tictactoe-view.c) both
 * need: the winning line.  GLib only. */
#pragma once

#include "tictactoe.h"

G_BEGIN_DECLS

/** reversi_tictactoe_winning_line: the index in tictactoe_lines of the
 * line one mark completes, or -1. */
int reversi_tictactoe_winning_line (const TicTacToe *t);

G_END_DECLS
