/* SPDX-License-Identifier: MIT */
/* go-life.c: Benson's algorithm on bit masks.
 *
 * A 5x5 board has at most 13 chains of a colour and 13 regions, so both
 * are kept in small arrays of masks and the loop simply repeats until
 * stable.
 */
#include "go-life.h"

#define MAX_SETS GO_MAX_POINTS

/* Split mask into its connected parts. */
static int
split (int size, uint32_t mask, uint32_t parts[MAX_SETS])
{
  int n = 0;
  while (mask) {
    uint32_t part = go_chain (size, mask, __builtin_ctz (mask));
    parts[n++] = part;
    mask &= ~part;
  }
  return n;
}

uint32_t
go_pass_alive (const GoPosition *pos, GoColor c)
{
  int size = pos->size;
  uint32_t own = pos->stones[c];
  uint32_t empty = go_position_empty_mask (pos);
  uint32_t chains[MAX_SETS], regions[MAX_SETS];
  int n_chains = split (size, own, chains);
  int n_regions = split (size, go_position_board_mask (pos) & ~own, regions);
  bool chain_in[MAX_SETS], region_in[MAX_SETS];
  uint32_t liberties[MAX_SETS];

  for (int i = 0; i < n_chains; i++) {
    chain_in[i] = true;
    liberties[i] = go_neighbours (size, chains[i]) & empty;
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
        bool touches = (go_neighbours (size, chains[i]) & regions[j]) != 0;
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
      uint32_t border = go_neighbours (size, regions[j]) & own;
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
