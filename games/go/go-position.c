/* SPDX-License-Identifier: MIT */
/* go-position.c: stones, captures, suicide, ko and passes.
 *
 * Everything is done on bit masks: a board has at most 25 points, so the
 * neighbours of a whole set of points are four shifts, and a chain is
 * found by growing one point into its neighbours until it stops growing.
 */
#include "go-position.h"

#include <string.h>

void
go_position_init (GoPosition *pos, int width, int height)
{
  g_return_if_fail (width >= GO_MIN_SIZE && width <= GO_MAX_SIZE);
  g_return_if_fail (height >= GO_MIN_SIZE && height <= GO_MAX_SIZE);
  memset (pos, 0, sizeof *pos);
  pos->width = width;
  pos->height = height;
  pos->to_move = GO_BLACK;
  pos->ko_point = GO_NO_POINT;
}

int
go_position_color_at (const GoPosition *pos, int p)
{
  uint32_t bit = UINT32_C (1) << p;
  if (pos->stones[GO_BLACK] & bit)
    return GO_BLACK;
  if (pos->stones[GO_WHITE] & bit)
    return GO_WHITE;
  return -1;
}

/* Five rows each: bits 0, w, 2w, 3w and 4w, and those shifted by w - 1. */
const uint32_t go_first_column[GO_MAX_SIZE + 1] = { 0, 0, 0x155, 0x1249, 0x11111, 0x108421 };
const uint32_t go_last_column[GO_MAX_SIZE + 1] = { 0, 0, 0x2AA, 0x4924, 0x88888, 0x1084210 };

uint32_t
go_chain (int width, int height, uint32_t mask, int p)
{
  uint32_t chain = (UINT32_C (1) << p) & mask;
  if (chain == 0)
    return 0;
  for (;;) {
    uint32_t grown = (chain | go_neighbours (width, height, chain)) & mask;
    if (grown == chain)
      return chain;
    chain = grown;
  }
}

/* The liberties of chain: empty points next to it. */
static uint32_t
liberties (const GoPosition *pos, uint32_t chain)
{
  return go_neighbours (pos->width, pos->height, chain) & go_position_empty_mask (pos);
}

GoMoveCheck
go_position_check_move (const GoPosition *pos, int move)
{
  GoPosition scratch;
  if (pos->finished)
    return GO_MOVE_GAME_OVER;
  if (move == GO_PASS)
    return GO_MOVE_LEGAL;
  if (move < 0 || move >= go_position_point_count (pos))
    return GO_MOVE_OFF_BOARD;
  if (go_position_color_at (pos, move) >= 0)
    return GO_MOVE_OCCUPIED;
  if (move == pos->ko_point)
    return GO_MOVE_KO;
  if (!go_position_play (pos, move, &scratch, NULL))
    return GO_MOVE_SUICIDE;
  return GO_MOVE_LEGAL;
}

static void
play_pass (GoPosition *pos)
{
  if (pos->pass_ends) {
    pos->finished = true;
    return;
  }
  /* A pass under a ko ban lifts the ban and does not count towards the
   * two passes that end the game (the paper's figure 1): after both
   * sides pass, the recapture becomes legal. */
  pos->pass_ends = (pos->ko_point == GO_NO_POINT);
  pos->ko_point = GO_NO_POINT;
  pos->to_move = GO_OTHER (pos->to_move);
}

bool
go_position_play (const GoPosition *pos, int move, GoPosition *child, uint32_t *captured_out)
{
  if (pos->finished)
    return false;
  if (move == GO_PASS) {
    GoPosition next = *pos;
    play_pass (&next);
    *child = next;
    if (captured_out)
      *captured_out = 0;
    return true;
  }
  if (move < 0 || move >= go_position_point_count (pos) || move == pos->ko_point)
    return false;

  uint32_t stone = UINT32_C (1) << move;
  if ((pos->stones[GO_BLACK] | pos->stones[GO_WHITE]) & stone)
    return false;

  GoPosition next = *pos;
  GoColor me = pos->to_move;
  GoColor them = GO_OTHER (me);
  next.stones[me] |= stone;

  /* Opposing chains next to the new stone that have lost their last
   * liberty are taken off. */
  uint32_t captured = 0;
  uint32_t adjacent = go_neighbours (pos->width, pos->height, stone) & next.stones[them];
  while (adjacent) {
    int q = __builtin_ctz (adjacent);
    uint32_t chain = go_chain (pos->width, pos->height, next.stones[them], q);
    adjacent &= ~chain;
    if (liberties (&next, chain) == 0)
      captured |= chain;
  }
  next.stones[them] &= ~captured;

  uint32_t own_chain = go_chain (pos->width, pos->height, next.stones[me], move);
  uint32_t own_liberties = liberties (&next, own_chain);
  if (own_liberties == 0)
    return false;   /* suicide */

  int taken = __builtin_popcount (captured);
  next.prisoners[me] += taken;

  /* Simple ko: a lone stone that took exactly one stone and whose only
   * liberty is the point it took. */
  next.ko_point = GO_NO_POINT;
  if (taken == 1 && own_chain == stone && own_liberties == captured)
    next.ko_point = __builtin_ctz (captured);

  next.pass_ends = false;
  next.to_move = them;
  *child = next;
  if (captured_out)
    *captured_out = captured;
  return true;
}

void
go_move_walk_start (const GoPosition *pos, GoMoveWalk *walk)
{
  walk->untried = pos->finished ? 0 : go_position_empty_mask (pos);
  walk->pass_left = !pos->finished;
}

bool
go_move_walk_next (const GoPosition *pos, GoMoveWalk *walk, int *move, GoPosition *child,
                   uint32_t *captured)
{
  while (walk->untried) {
    int p = __builtin_ctz (walk->untried);
    walk->untried &= walk->untried - 1;
    if (go_position_play (pos, p, child, captured)) {
      *move = p;
      return true;
    }
  }
  if (walk->pass_left) {
    walk->pass_left = false;
    go_position_play (pos, GO_PASS, child, captured);
    *move = GO_PASS;
    return true;
  }
  return false;
}

int
go_position_legal_moves (const GoPosition *pos, int moves[GO_MAX_MOVES])
{
  GoMoveWalk walk;
  GoPosition child;
  int n = 0;
  go_move_walk_start (pos, &walk);
  while (go_move_walk_next (pos, &walk, &moves[n], &child, NULL))
    n++;
  return n;
}

bool
go_position_same_situation (const GoPosition *a, const GoPosition *b)
{
  return a->width == b->width && a->height == b->height
         && go_position_situation_key (a) == go_position_situation_key (b);
}

uint64_t
go_position_situation_key (const GoPosition *pos)
{
  return go_position_pack_situation (go_position_point_count (pos), pos->stones[GO_BLACK],
                                     pos->stones[GO_WHITE], pos->ko_point, pos->to_move,
                                     pos->pass_ends);
}

void
go_position_unpack_situation (int width, int height, uint64_t packed, GoPosition *pos)
{
  int bits = GO_KEY_STONE_BITS (width * height);
  uint64_t stones = (UINT64_C (1) << bits) - 1;
  go_position_init (pos, width, height);
  pos->stones[GO_BLACK] = (uint32_t) (packed & stones);
  pos->stones[GO_WHITE] = (uint32_t) ((packed >> bits) & stones);
  pos->ko_point = (int) ((packed >> 2 * bits) & 31) - 1;
  pos->to_move = (GoColor) ((packed >> (2 * bits + 5)) & 1);
  pos->pass_ends = (packed >> (2 * bits + 6)) & 1;
}
