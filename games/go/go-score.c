/* SPDX-License-Identifier: MIT */
/* go-score.c: article 8 on bit masks. */
#include "go-score.h"

#include <string.h>

int
go_score (const GoPosition *pos, GoScore *detail)
{
  GoScore s;
  memset (&s, 0, sizeof s);
  int width = pos->width, height = pos->height;
  uint32_t empty = go_position_empty_mask (pos);

  /* Sort the empty regions into eyes and dame. */
  uint32_t left = empty;
  while (left) {
    uint32_t region = go_chain (width, height, empty, __builtin_ctz (left));
    left &= ~region;
    uint32_t border = go_neighbours (width, height, region);
    bool black = (border & pos->stones[GO_BLACK]) != 0;
    bool white = (border & pos->stones[GO_WHITE]) != 0;
    if (black && !white)
      s.eyes[GO_BLACK] |= region;
    else if (white && !black)
      s.eyes[GO_WHITE] |= region;
    else
      s.dame |= region;
  }

  /* Chains touching dame are in seki. */
  for (int c = GO_BLACK; c <= GO_WHITE; c++) {
    uint32_t stones = pos->stones[c];
    while (stones) {
      uint32_t chain = go_chain (width, height, pos->stones[c], __builtin_ctz (stones));
      stones &= ~chain;
      uint32_t touched = go_neighbours (width, height, chain) & s.dame;
      if (touched) {
        s.seki |= chain;
        s.seki_dame |= touched;
      }
    }
  }

  /* Eyes bordered by a seki chain are not territory. */
  for (int c = GO_BLACK; c <= GO_WHITE; c++) {
    uint32_t eyes = s.eyes[c];
    while (eyes) {
      uint32_t region = go_chain (width, height, s.eyes[c], __builtin_ctz (eyes));
      eyes &= ~region;
      if ((go_neighbours (width, height, region) & s.seki) == 0)
        s.territory[c] |= region;
    }
    s.score[c] = __builtin_popcount (s.territory[c]) + pos->prisoners[c];
  }

  if (detail)
    *detail = s;
  return s.score[GO_BLACK] - s.score[GO_WHITE];
}

int
go_territory_diff (const GoPosition *pos)
{
  GoScore s;
  go_score (pos, &s);
  return __builtin_popcount (s.territory[GO_BLACK]) - __builtin_popcount (s.territory[GO_WHITE]);
}
