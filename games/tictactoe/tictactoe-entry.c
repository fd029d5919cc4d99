/* SPDX-License-Identifier: MIT */
/* tictactoe-entry.c: tic-tac-toe in the kit's list of games (game-entry.h). */
#include <glib/gi18n-lib.h>

#include "game-entry.h"
#include "tictactoe.h"

static const GameComparePosition compare[] = {
  { "", "end" },
  { "b2 a1", "end" },
  { 0 },
};

const GameEntry tictactoe_entries[] = {
  { tictactoe_rules, N_("Tic-tac-toe"), compare },
  { 0 },
};
