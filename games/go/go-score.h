/* SPDX-License-Identifier: MIT */
/* go-score.h: counting a finished game under Japanese rules, article 8.
 *
 * Every stone still on the board at the end is alive: the paper settles
 * life and death by playing on while legal moves exist, so no stone is
 * removed as dead when counting.  Then, as article 8 reads:
 *   - an empty region (a connected set of empty points) bordered by
 *     stones of one colour only is an eye of that colour;
 *   - every other empty point is dame (a region touching both colours,
 *     or, on an empty board, touching none);
 *   - a chain with a liberty among the dame is in seki;
 *   - an eye is territory of its colour unless a chain in seki borders it.
 * Score = territory + prisoners for each side, komi 0; the difference
 * decides: Black ahead wins, equal is jigo.
 */
#pragma once

#include "go-position.h"

G_BEGIN_DECLS

typedef struct {
  uint32_t territory[2];   /* points counted for Black, for White */
  uint32_t eyes[2];        /* eyes of each colour (territory or not) */
  uint32_t dame;           /* empty points that are nobody's */
  uint32_t seki;           /* stones of chains in seki, both colours */
  uint32_t seki_dame;      /* the dame next to them: why they are in seki */
  int score[2];            /* territory + prisoners of Black, of White */
} GoScore;

/** go_score: count pos as it stands.  Returns Black's score minus White's
 * and fills detail when it is not NULL. */
int go_score (const GoPosition *pos, GoScore *detail);

/** go_territory_diff: Black's territory minus White's (prisoners left out). */
int go_territory_diff (const GoPosition *pos);

G_END_DECLS
