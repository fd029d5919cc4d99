/* SPDX-License-Identifier: MIT */
/* go-game-rules.h: small-board Go through the kit's common game interface.
 *
 * go_rules_2x2 () to go_rules_5x5 () fill a GameRules
 * (games/search/game-rules.h) so that the common minimax and alpha-beta,
 * the cross-game table and the app can play Go.  Built only when the
 * common search is in the tree.
 *
 * Positions.  A GoRulesPosition is a GoPosition with a pointer to its
 * parent, so that make_move can see whether the new position repeats an
 * earlier one of the game (the search keeps every ancestor alive, and the
 * first position of a game has no parent).  A repetition ends the game:
 * generate_moves gives no move, final_value the repetition's result, and
 * path_dependence tells the search how far up the repeated position is,
 * so that the search keeps such results, and every result resting on
 * them, out of its table.
 *
 * Values.  The solver's: a win, jigo or a loss, worth GO_RULES_WIN, 0 and
 * -GO_RULES_WIN to the side to move, whatever the margin.  A search cut
 * off at its depth limit uses evaluate: the count of the board as it
 * stands (territory, art. 8, plus prisoners; what the game would be worth
 * if both sides passed now) from the side to move's view, always well
 * inside +-GO_RULES_WIN, so a proven result outranks any estimate.
 *
 * Notation: GTP's ("B2", "pass"; A1 the lower left corner); the paper's
 * "(2,2)" is read too.
 */
#pragma once

#include "game-rules.h"
#include "go-position.h"

G_BEGIN_DECLS

/* The value of a won game. */
#define GO_RULES_WIN 1000

typedef struct GoRulesPosition GoRulesPosition;

struct GoRulesPosition {
  GoPosition go;
  const GoRulesPosition *parent;   /* the position before, NULL at the start */
  int repeats;                     /* k > 0: the same situation as the position
                                      k plies up, which ended the game; 0 otherwise */
  int repeated_prisoner_diff;      /* that position's prisoner difference */
};

/** go_rules_2x2 ... go_rules_5x5: the game on each board. */
const GameRules *go_rules_2x2 (void);
const GameRules *go_rules_3x3 (void);
const GameRules *go_rules_4x4 (void);
const GameRules *go_rules_5x5 (void);

/** go_rules_for_size: the rules of a size x size board (2 to 5), NULL
 * for another size. */
const GameRules *go_rules_for_size (int size);

G_END_DECLS
