/* SPDX-License-Identifier: MIT */
/* kalah-entry.c: Kalah in the kit's list of games (game-entry.h). */
#include <glib/gi18n-lib.h>

#include "game-entry.h"
#include "kalah.h"

static const GameComparePosition compare[] = {
  { "", "2 3 4 5 6 7 8" },
  { 0 },
};

const GameEntry kalah_entries[] = {
  { kalah_rules, N_("Kalah"), compare },
  { 0 },
};
