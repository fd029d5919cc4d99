/* connect-four-entry.c: Connect Four in the kit's list of games (game-entry.h). */
#include <glib/gi18n-lib.h>

#include "connect-four.h"
#include "game-entry.h"

/* Minimax needs 7 to the depth positions, so the table stops at 6. */
static const GameComparePosition compare[] = {
  { "", "2 4 6" },
  { 0 },
};

const GameEntry connect_four_entries[] = {
  { connect_four_rules, N_("Connect Four"), compare },
  { 0 },
};
