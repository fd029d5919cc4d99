/* SPDX-License-Identifier: MIT */
/* reversi-entry.c: Reversi through the engine, as GameRules, in the kit's
 * list of games (game-entry.h).  The app plays Reversi with the course's
 * own players, not through this entry. */
#include <glib/gi18n-lib.h>

#include "game-entry.h"
#include "reversi-rules.h"

static const GameComparePosition compare_4x4[] = {
  { "", "end" },
  { 0 },
};

static const GameComparePosition compare_6x6[] = {
  { "", "4 6" },
  { "c2 b2 b3", "4 6 8" },
  { 0 },
};

const GameEntry reversi_entries[] = {
  { reversi_rules_4x4, N_("Reversi 4×4"), compare_4x4 },
  { reversi_rules_6x6, N_("Reversi 6×6"), compare_6x6 },
  { reversi_rules_8x8, N_("Reversi 8×8"), NULL },
  { 0 },
};
