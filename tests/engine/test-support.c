/* SPDX-License-Identifier: MIT */
/* test-support.c: an independent Reversi board for checking the engine.
 *
 * Nothing here calls the engine's move generator, flipping or scoring:
 * the point is a second implementation written straight from the rules,
 * so that a bug in engine/ shows up as a disagreement.  Only
 * random_position drives the engine itself.
 */
#include "test-support.h"

#include <string.h>

static const int ref_dcol[8] = { -1, 0, 1, -1, 1, -1, 0, 1 };
static const int ref_drow[8] = { -1, -1, -1, 0, 0, 1, 1, 1 };

void
ref_board_start (RefBoard *b, int size)
{
  memset (b, 0, sizeof *b);
  b->size = size;
  b->to_move = REF_BLACK;
  int m = size / 2;
  b->cell[m - 1][m - 1] = REF_WHITE;
  b->cell[m][m] = REF_WHITE;
  b->cell[m - 1][m] = REF_BLACK;
  b->cell[m][m - 1] = REF_BLACK;
}

/* ban[] is the board with a one-cell border all round, row by row. */
static int
ban_index (int size, int col, int row)
{
  return (row + 1) * (size + 2) + (col + 1);
}

void
ref_board_from_kyokumen (RefBoard *b, const Kyokumen *k)
{
  memset (b, 0, sizeof *b);
  b->size = k->size;
  b->to_move = k->color;
  for (int row = 0; row < k->size; row++)
    for (int col = 0; col < k->size; col++)
      b->cell[row][col] = k->ban[ban_index (k->size, col, row)];
}

gboolean
ref_board_same_as_kyokumen (const RefBoard *b, const Kyokumen *k)
{
  if (b->size != k->size || b->to_move != k->color)
    return FALSE;
  for (int row = 0; row < b->size; row++)
    for (int col = 0; col < b->size; col++)
      if (b->cell[row][col] != k->ban[ban_index (b->size, col, row)])
        return FALSE;
  return TRUE;
}

static gboolean
on_board (const RefBoard *b, int col, int row)
{
  return col >= 0 && row >= 0 && col < b->size && row < b->size;
}

/* Discs of the opponent that `color` at (col, row) would bracket in
 * direction d: the run length, or 0 if the run is not closed by `color`. */
static int
bracket (const RefBoard *b, int col, int row, int d, int color)
{
  int run = 0;
  int c = col + ref_dcol[d], r = row + ref_drow[d];
  while (on_board (b, c, r) && b->cell[r][c] == -color) {
    run++;
    c += ref_dcol[d];
    r += ref_drow[d];
  }
  if (run > 0 && on_board (b, c, r) && b->cell[r][c] == color)
    return run;
  return 0;
}

static gboolean
ref_can_play (const RefBoard *b, int col, int row, int color)
{
  if (b->cell[row][col] != 0)
    return FALSE;
  for (int d = 0; d < 8; d++)
    if (bracket (b, col, row, d, color) > 0)
      return TRUE;
  return FALSE;
}

int
ref_board_placements (const RefBoard *b, int color, int squares[REF_MAX_SIZE * REF_MAX_SIZE])
{
  int n = 0;
  for (int row = 0; row < b->size; row++)
    for (int col = 0; col < b->size; col++)
      if (ref_can_play (b, col, row, color))
        squares[n++] = row * b->size + col;
  return n;
}

int
ref_board_generate (const RefBoard *b, int moves[REF_MAX_SIZE * REF_MAX_SIZE])
{
  int n = ref_board_placements (b, b->to_move, moves);
  if (n > 0)
    return n;
  int other[REF_MAX_SIZE * REF_MAX_SIZE];
  if (ref_board_placements (b, -b->to_move, other) > 0) {
    moves[0] = REF_PASS;
    return 1;
  }
  return 0;
}

void
ref_board_play (RefBoard *b, int move)
{
  if (move != REF_PASS) {
    int col = move % b->size, row = move / b->size;
    int color = b->to_move;
    for (int d = 0; d < 8; d++) {
      int run = bracket (b, col, row, d, color);
      for (int i = 1; i <= run; i++)
        b->cell[row + i * ref_drow[d]][col + i * ref_dcol[d]] = color;
    }
    b->cell[row][col] = color;
  }
  b->to_move = -b->to_move;
}

int
ref_board_count (const RefBoard *b, int color)
{
  int n = 0;
  for (int row = 0; row < b->size; row++)
    for (int col = 0; col < b->size; col++)
      if (b->cell[row][col] == color)
        n++;
  return n;
}

int
ref_board_final_score (const RefBoard *b)
{
  int lead = ref_board_count (b, b->to_move) - ref_board_count (b, -b->to_move);
  int empties = ref_board_count (b, 0);
  if (lead > 0)
    return lead + empties;
  if (lead < 0)
    return lead - empties;
  return 0;
}

guint64
ref_board_perft (const RefBoard *b, int depth)
{
  int moves[REF_MAX_SIZE * REF_MAX_SIZE];
  int n = ref_board_generate (b, moves);
  if (n == 0 || depth == 0)
    return 1;
  guint64 total = 0;
  for (int i = 0; i < n; i++) {
    RefBoard child = *b;
    ref_board_play (&child, moves[i]);
    total += ref_board_perft (&child, depth - 1);
  }
  return total;
}

int
ref_board_move_to_xy (int size, int move)
{
  if (move == REF_PASS)
    return 0;
  return ban_index (size, move % size, move / size);
}

gboolean
random_position (Kyokumen *k, int size, int empties, GRand *rand)
{
  for (int attempt = 0; attempt < 1000; attempt++) {
    kyokumen_init (k, size);
    Sashite moves[MAX_SASHITE];
    int n;
    while (k->empty_count > empties && (n = kyokumen_generate_moves (k, moves)) > 0)
      kyokumen_make_move (k, moves[g_rand_int_range (rand, 0, n)]);
    if (k->empty_count == empties && !kyokumen_is_game_over (k)) {
      /* The searches under test start from a fresh history. */
      k->history_length = 0;
      return TRUE;
    }
  }
  return FALSE;
}

gboolean
kyokumen_fields_equal (const Kyokumen *a, const Kyokumen *b)
{
  return a->size == b->size && a->width == b->width && a->color == b->color
         && a->tesuu == b->tesuu && a->ishisuu[0] == b->ishisuu[0]
         && a->ishisuu[1] == b->ishisuu[1] && a->empty_count == b->empty_count
         && a->history_length == b->history_length
         && memcmp (a->ban, b->ban, sizeof a->ban) == 0
         && memcmp (a->directions, b->directions, sizeof a->directions) == 0;
}

/* TRUE when `number` appears in text as a whole number. */
gboolean
mentions_number (const char *text, int number)
{
  g_autofree char *digits = g_strdup_printf ("%d", number);
  size_t n = strlen (digits);
  for (const char *p = strstr (text, digits); p; p = strstr (p + 1, digits))
    if ((p == text || !g_ascii_isdigit (p[-1])) && !g_ascii_isdigit (p[n]))
      return TRUE;
  return FALSE;
}
