/* SPDX-License-Identifier: MIT */
/* stability.c: the edge tables of stability.h.
 *
 * On an edge a disc can only be turned over along the edge, and any empty
 * square of it may be filled by either side (the move can be legal through
 * the other lines).  A disc is stable when no sequence of such fillings
 * turns it over: the table is filled by reading every sequence, with each
 * edge position settled once.
 */
#include "stability.h"

#include <glib.h>
#include <string.h>

uint8_t stability_edge[BITBOARD_MAX_SIZE + 1][256][256];
uint64_t stability_unpack_file[256];

/* The discs of o that p playing x turns over on an edge of n squares. */
static int
edge_flips (int p, int o, int x, int n)
{
  int flips = 0;
  for (int step = -1; step <= 1; step += 2) {
    int run = 0, i = x + step;
    while (i >= 0 && i < n && (o >> i & 1)) {
      run |= 1 << i;
      i += step;
    }
    if (i >= 0 && i < n && (p >> i & 1))
      flips |= run;
  }
  return flips;
}

/* The stable discs (of either colour) of the edge (p, o) of n squares. */
static int
find_edge_stable (int p, int o, int n, guint8 *known)
{
  uint8_t (*table)[256] = stability_edge[n];
  if (known[p * 256 + o])
    return table[p][o];
  int stable = p | o;
  for (int x = 0; x < n && stable; x++) {
    if ((p | o) >> x & 1)
      continue;
    int f = edge_flips (p, o, x, n);
    stable &= ~f & find_edge_stable (p | f | 1 << x, o & ~f, n, known);
    f = edge_flips (o, p, x, n);
    stable &= ~f & find_edge_stable (p & ~f, o | f | 1 << x, n, known);
  }
  known[p * 256 + o] = 1;
  table[p][o] = (uint8_t) stable;
  return stable;
}

void
stability_init (void)
{
  static gsize done = 0;
  if (g_once_init_enter (&done)) {
    guint8 *known = g_new (guint8, 256 * 256);
    for (int n = 4; n <= BITBOARD_MAX_SIZE; n += 2) {
      memset (known, 0, 256 * 256);
      for (int p = 0; p < 1 << n; p++)
        for (int o = 0; o < 1 << n; o++)
          if (!(p & o))
            find_edge_stable (p, o, n, known);
    }
    g_free (known);
    for (int bits = 0; bits < 256; bits++)
      for (int row = 0; row < 8; row++)
        if (bits >> row & 1)
          stability_unpack_file[bits] |= (uint64_t) 1 << (row * 8);
    g_once_init_leave (&done, 1);
  }
}
