/* SPDX-License-Identifier: MIT */
/* go-life.c: Benson's algorithm on bit masks.
 *
 * A 5x5 board (the largest, 25 points) has at most 13 chains of a
 * colour and 13 regions, so both are kept in small arrays of masks and
 * the loop simply repeats until stable.
 */
#include "go-life.h"

#define MAX_SETS GO_MAX_POINTS

/* Split mask into its connected parts. */
static int
split (int width, int height, uint32_t mask, uint32_t parts[MAX_SETS])
{
  int n = 0;
  while (mask) {
    uint32_t part = go_chain (width, height, mask, __builtin_ctz (mask));
    parts[n++] = part;
    mask &= ~part;
  }
  return n;
}

uint32_t
go_pass_alive (const GoPosition *pos, GoColor c)
{
  int width = pos->width, height = pos->height;
  uint32_t own = pos->stones[c];
  uint32_t empty = go_position_empty_mask (pos);
  uint32_t chains[MAX_SETS], regions[MAX_SETS];
  int n_regions = split (width, height, go_position_board_mask (pos) & ~own, regions);
  if (n_regions < 2)
    return 0;   /* no chain can have two vital regions */
  int n_chains = split (width, height, own, chains);
  bool chain_in[MAX_SETS], region_in[MAX_SETS];
  uint32_t liberties[MAX_SETS], around[MAX_SETS];

  for (int i = 0; i < n_chains; i++) {
    chain_in[i] = true;
    around[i] = go_neighbours (width, height, chains[i]);
    liberties[i] = around[i] & empty;
  }
  for (int j = 0; j < n_regions; j++)
    region_in[j] = true;

  bool changed = true;
  while (changed) {
    changed = false;
    for (int i = 0; i < n_chains; i++) {
      if (!chain_in[i])
        continue;
      int vital = 0;
      for (int j = 0; j < n_regions; j++) {
        uint32_t region_empty = regions[j] & empty;
        bool touches = (around[i] & regions[j]) != 0;
        if (region_in[j] && touches && (region_empty & ~liberties[i]) == 0)
          vital++;
      }
      if (vital < 2) {
        chain_in[i] = false;
        changed = true;
      }
    }
    for (int j = 0; j < n_regions; j++) {
      if (!region_in[j])
        continue;
      uint32_t border = go_neighbours (width, height, regions[j]) & own;
      for (int i = 0; i < n_chains; i++) {
        if (!chain_in[i] && (chains[i] & border)) {
          region_in[j] = false;
          changed = true;
          break;
        }
      }
    }
  }

  uint32_t alive = 0;
  for (int i = 0; i < n_chains; i++)
    if (chain_in[i])
      alive |= chains[i];
  return alive;
}

/* The largest set of chains of `own` and regions (masks of points) in
 * which every region kept is bordered by kept chains only, and every
 * chain kept has all its liberties in kept regions and touches at least
 * two of them.  Returns the points of the regions kept. */
static uint32_t
sure_fixpoint (int width, int height, uint32_t own, uint32_t empty, const uint32_t *regions,
               int n_regions, uint32_t *chains_out)
{
  uint32_t chains[MAX_SETS];
  int n_chains = split (width, height, own, chains);
  bool region_in[MAX_SETS];
  for (int j = 0; j < n_regions; j++)
    region_in[j] = true;
  uint32_t kept = 0, area = 0;
  bool changed = true;
  while (changed) {
    changed = false;
    kept = 0;
    area = 0;
    for (int j = 0; j < n_regions; j++)
      if (region_in[j])
        area |= regions[j];
    for (int i = 0; i < n_chains; i++) {
      uint32_t around = go_neighbours (width, height, chains[i]);
      if ((around & empty & ~area) != 0)
        continue;
      int touched = 0;
      for (int j = 0; j < n_regions; j++)
        if (region_in[j] && (around & regions[j]))
          touched++;
      if (touched >= 2)
        kept |= chains[i];
    }
    for (int j = 0; j < n_regions; j++) {
      if (region_in[j] && (go_neighbours (width, height, regions[j]) & ~regions[j] & ~kept)) {
        region_in[j] = false;
        changed = true;
      }
    }
  }
  if (chains_out)
    *chains_out = kept;
  return area;
}

/* The points of `set` with at least one (*one) and at least two (*two)
 * neighbours in `set`, counted direction by direction. */
static void
neighbour_counts (int width, int height, uint32_t set, uint32_t *one, uint32_t *two)
{
  uint32_t board = (UINT32_C (1) << (width * height)) - 1;
  uint32_t dirs[4] = {
    (set >> 1) & ~go_last_column[width],   /* the point to the right is in set */
    (set << 1) & ~go_first_column[width],  /* to the left */
    set >> width,                 /* above */
    (set << width) & board,       /* below */
  };
  uint32_t ones = 0, twos = 0;
  for (int d = 0; d < 4; d++) {
    twos |= ones & dirs[d];
    ones |= dirs[d];
  }
  *one = ones & set;
  *two = twos & set;
}

uint32_t
go_sure_territory_candidates (const GoPosition *pos, GoColor c)
{
  uint32_t other = go_position_board_mask (pos) & ~pos->stones[c];
  uint32_t one, two;
  neighbour_counts (pos->width, pos->height, other, &one, &two);
  return other & ~two;
}

uint32_t
go_sure_territory (const GoPosition *pos, GoColor c, uint32_t *chains_out)
{
  int width = pos->width, height = pos->height;
  uint32_t own = pos->stones[c];
  uint32_t theirs = pos->stones[GO_OTHER (c)];
  uint32_t empty = go_position_empty_mask (pos);
  uint32_t other = go_position_board_mask (pos) & ~own;
  if (chains_out)
    *chains_out = 0;

  /* The candidates: connected sets of points that are not c's, of one or
   * two points, bordered by c alone, and empty; or, with c to move, one
   * empty point and one stone of the opponent that c takes by playing on
   * the empty point (not under a ko ban).  Their points have at most one
   * neighbour that is not c's, which finds them without a flood fill. */
  uint32_t one, two;
  neighbour_counts (width, height, other, &one, &two);
  if ((other & ~two) == 0)
    return 0;
  uint32_t alone = other & ~one, paired = one & ~two;
  uint32_t regions[MAX_SETS + 1] = { 0 }, invaded[MAX_SETS];
  int n_regions = 0, n_invaded = 0;
  for (uint32_t left = alone & empty; left; left &= left - 1)
    regions[n_regions++] = left & -left;
  for (uint32_t left = paired; left; left &= left - 1) {
    uint32_t p = left & -left;
    uint32_t q = go_neighbours (width, height, p) & other;
    if ((q & paired) == 0 || q < p)
      continue;  /* q has other neighbours, or the pair was seen from q */
    uint32_t region = p | q;
    if ((region & theirs) == 0)
      regions[n_regions++] = region;
    else if ((region & theirs) != region && pos->to_move == c
             && (pos->ko_point == GO_NO_POINT || !((region & empty) >> pos->ko_point & 1)))
      invaded[n_invaded++] = region;
  }
  if (n_regions + (n_invaded > 0) < 2)
    return 0;   /* a kept chain touches two kept regions */

  /* c takes one invader a move: count at most one of them, the one that
   * keeps the most. */
  uint32_t best_chains = 0;
  uint32_t best = sure_fixpoint (width, height, own, empty, regions, n_regions, &best_chains);
  for (int k = 0; k < n_invaded; k++) {
    uint32_t chains;
    regions[n_regions] = invaded[k];
    uint32_t area = sure_fixpoint (width, height, own, empty, regions, n_regions + 1, &chains);
    if (__builtin_popcount (area) > __builtin_popcount (best)) {
      best = area;
      best_chains = chains;
    }
  }
  if (chains_out)
    *chains_out = best_chains;
  return best;
}
