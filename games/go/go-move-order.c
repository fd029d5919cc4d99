/* SPDX-License-Identifier: MIT */
/* go-move-order.c: priorities for the paper's move ordering.
 *
 * The weights only rank moves; their sizes make each rule outrank the
 * ones after it: capture, then eye filling, self-atari and empty
 * triangles (which push a move down), then the centre, then contact with
 * the opponent, which only breaks ties between points equally near the
 * centre.  The pass sits between eye filling and the other moves: before
 * filling an eye, a side passes.  These sizes were measured on the 4x4
 * solve (docs/go.md): a contact bonus larger than a step towards the
 * centre, or a pass tried after eye filling, makes the proof several
 * times larger.
 */
#include "go-move-order.h"

enum {
  PRIORITY_PASS_ENDS_GAME = 100000,
  PRIORITY_CAPTURE = 5000,
  PRIORITY_PER_CAPTURED = 100,
  PRIORITY_SELF_ATARI = -1500,
  PRIORITY_EYE_FILL = -3000,
  PRIORITY_EYE_FILL_PER_OWN_DIAGONAL = -200,
  PRIORITY_EMPTY_TRIANGLE = -1000,
  PRIORITY_CONTACT = 50,
  PRIORITY_PER_CENTRE_STEP = 100,
  PRIORITY_PASS = -2500,
  PRIORITY_PASS_UNDER_KO = -100000,
};

/* How many steps point (col, row) is from the edges: 0 on the first line. */
static int
centre_steps (int width, int height, int col, int row)
{
  int from_side = MIN (col, width - 1 - col);
  int from_bottom = MIN (row, height - 1 - row);
  return from_side + from_bottom;
}

static bool
own_point (const GoPosition *pos, uint32_t own, int col, int row)
{
  if (col < 0 || row < 0 || col >= pos->width || row >= pos->height)
    return false;
  return (own >> (row * pos->width + col)) & 1;
}

int
go_move_priority (const GoPosition *pos, int move)
{
  GoPosition after;
  uint32_t captured = 0;
  if (!go_position_play (pos, move, &after, &captured))
    return PRIORITY_PASS_UNDER_KO;   /* not legal: last */
  return go_move_priority_after (pos, move, &after, captured);
}

int
go_move_priority_after (const GoPosition *pos, int move, const GoPosition *after, uint32_t captured)
{
  if (move == GO_PASS) {
    if (pos->ko_point != GO_NO_POINT)
      return PRIORITY_PASS_UNDER_KO;
    return pos->pass_ends ? PRIORITY_PASS_ENDS_GAME : PRIORITY_PASS;
  }

  int width = pos->width, height = pos->height;
  int col = move % width, row = move / width;
  uint32_t own = pos->stones[pos->to_move];
  uint32_t theirs = pos->stones[GO_OTHER (pos->to_move)];
  uint32_t stone = UINT32_C (1) << move;
  uint32_t around = go_neighbours (width, height, stone);
  int priority = 0;

  if (captured) {
    priority += PRIORITY_CAPTURE + PRIORITY_PER_CAPTURED * __builtin_popcount (captured);
  } else {
    uint32_t chain = go_chain (width, height, after->stones[pos->to_move], move);
    uint32_t liberties = go_neighbours (width, height, chain) & go_position_empty_mask (after);
    if (__builtin_popcount (liberties) == 1)
      priority += PRIORITY_SELF_ATARI;
  }

  if ((around & ~own) == 0) {
    int own_diagonals = 0;
    for (int dc = -1; dc <= 1; dc += 2)
      for (int dr = -1; dr <= 1; dr += 2)
        own_diagonals += own_point (pos, own, col + dc, row + dr);
    priority += PRIORITY_EYE_FILL + PRIORITY_EYE_FILL_PER_OWN_DIAGONAL * own_diagonals;
  }

  /* Empty triangle: the three other points of a 2x2 square are ours. */
  for (int dc = -1; dc <= 1; dc += 2)
    for (int dr = -1; dr <= 1; dr += 2)
      if (own_point (pos, own, col + dc, row) && own_point (pos, own, col, row + dr)
          && own_point (pos, own, col + dc, row + dr))
        priority += PRIORITY_EMPTY_TRIANGLE;

  if (around & theirs)
    priority += PRIORITY_CONTACT;
  priority += PRIORITY_PER_CENTRE_STEP * centre_steps (width, height, col, row);
  return priority;
}

void
go_sort_by_priority (int *items, int *priority, int n)
{
  /* Insertion sort: stable, and n is at most 26. */
  for (int i = 1; i < n; i++) {
    int item = items[i], key = priority[i], j = i - 1;
    while (j >= 0 && priority[j] < key) {
      items[j + 1] = items[j];
      priority[j + 1] = priority[j];
      j--;
    }
    items[j + 1] = item;
    priority[j + 1] = key;
  }
}

void
go_order_moves (const GoPosition *pos, int *moves, int n)
{
  int priority[GO_MAX_MOVES];
  for (int i = 0; i < n; i++)
    priority[i] = go_move_priority (pos, moves[i]);
  go_sort_by_priority (moves, priority, n);
}
