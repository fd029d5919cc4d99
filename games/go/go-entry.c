/* SPDX-License-Identifier: MIT */
/* go-entry.c: Go on small boards in the kit's list of games (game-entry.h). */
#include <glib/gi18n-lib.h>

#include "game-entry.h"
#include "go-game-rules.h"

static const GameComparePosition compare_3x3[] = {
  { "", "2 4 6" },
  { 0 },
};

const GameEntry go_entries[] = {
  { go_rules_2x2, N_("Go 2×2"), NULL },
  { go_rules_3x3, N_("Go 3×3"), compare_3x3 },
  { go_rules_4x4, N_("Go 4×4"), NULL },
  { go_rules_5x5, N_("Go 5×5"), NULL },
  { 0 },
};
