/* SPDX-License-Identifier: MIT */
/* kyokumen.c: the position, move generation, make and undo. */
#include "kyokumen.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "reversi-error.h"

gboolean
kyokumen_is_valid_size (int size)
{
  return size == 4 || size == 6 || size == 8 || size == 10;
}

void
kyokumen_init_empty (Kyokumen *k, int size, int color)
{
  g_return_if_fail (kyokumen_is_valid_size (size));

  memset (k, 0, sizeof *k);
  k->size = size;
  k->width = size + 2;
  k->color = color;
  for (int xy = 0; xy < KYOKUMEN_MAX_CELLS; xy++)
    k->ban[xy] = OUTSIDE;
  for (int row = 0; row < size; row++)
    for (int col = 0; col < size; col++)
      k->ban[kyokumen_xy (k, col, row)] = EMPTY;
  k->empty_count = size * size;

  int w = k->width;
  int steps[8] = { -w - 1, -w, -w + 1, -1, 1, w - 1, w, w + 1 };
  memcpy (k->directions, steps, sizeof steps);
}

void
kyokumen_set_disc (Kyokumen *k, int xy, int disc)
{
  g_return_if_fail (kyokumen_is_square (k, xy));
  g_return_if_fail (disc == BLACK || disc == WHITE || disc == EMPTY);

  int old = k->ban[xy];
  if (old == EMPTY)
    k->empty_count--;
  else
    k->ishisuu[COLOR_INDEX (old)]--;
  k->ban[xy] = disc;
  if (disc == EMPTY)
    k->empty_count++;
  else
    k->ishisuu[COLOR_INDEX (disc)]++;
  k->history_length = 0;
}

void
kyokumen_init (Kyokumen *k, int size)
{
  kyokumen_init_empty (k, size, BLACK);
  /* The four centre squares, same colours on a diagonal: White on d4 and
   * e5, Black on e4 and d5 (on 8x8), as in the standard start. */
  int low = size / 2 - 1, high = size / 2;
  kyokumen_set_disc (k, kyokumen_xy (k, low, low), WHITE);
  kyokumen_set_disc (k, kyokumen_xy (k, high, high), WHITE);
  kyokumen_set_disc (k, kyokumen_xy (k, high, low), BLACK);
  kyokumen_set_disc (k, kyokumen_xy (k, low, high), BLACK);
}

gboolean
kyokumen_is_square (const Kyokumen *k, int xy)
{
  return xy > 0 && xy < k->width * k->width && k->ban[xy] != OUTSIDE;
}

int
kyokumen_count_flips (const Kyokumen *k, int xy, int color)
{
  if (!kyokumen_is_square (k, xy) || k->ban[xy] != EMPTY)
    return 0;

  int total = 0;
  for (int d = 0; d < 8; d++) {
    int step = k->directions[d];
    int p = xy + step, run = 0;
    while (k->ban[p] == -color) {
      p += step;
      run++;
    }
    if (run > 0 && k->ban[p] == color)
      total += run;
  }
  return total;
}

/* TRUE as soon as one direction flips something: cheaper than counting. */
static gboolean
can_play (const Kyokumen *k, int xy, int color)
{
  for (int d = 0; d < 8; d++) {
    int step = k->directions[d];
    int p = xy + step;
    if (k->ban[p] != -color)
      continue;
    do
      p += step;
    while (k->ban[p] == -color);
    if (k->ban[p] == color)
      return TRUE;
  }
  return FALSE;
}

/* Squares where `color` can play, in ban[] order; returns the count. */
static int
collect_placements (const Kyokumen *k, int color, Sashite moves[MAX_SASHITE])
{
  int n = 0;
  int last = k->width * k->width - k->width - 1;
  for (int xy = k->width + 1; xy < last; xy++) {
    if (k->ban[xy] == EMPTY && can_play (k, xy, color))
      moves[n++].xy = xy;
  }
  return n;
}

int
kyokumen_mobility (const Kyokumen *k, int color)
{
  Sashite moves[MAX_SASHITE];
  return collect_placements (k, color, moves);
}

int
kyokumen_generate_moves (const Kyokumen *k, Sashite moves[MAX_SASHITE])
{
  int n = collect_placements (k, k->color, moves);
  if (n > 0)
    return n;
  if (k->empty_count > 0 && kyokumen_mobility (k, -k->color) > 0) {
    moves[0] = sashite_pass ();
    return 1;
  }
  return 0;
}

gboolean
kyokumen_is_legal (const Kyokumen *k, Sashite move)
{
  if (sashite_is_pass (move))
    return kyokumen_mobility (k, k->color) == 0 && kyokumen_mobility (k, -k->color) > 0;
  return kyokumen_is_square (k, move.xy) && k->ban[move.xy] == EMPTY
         && can_play (k, move.xy, k->color);
}

gboolean
kyokumen_is_game_over (const Kyokumen *k)
{
  Sashite moves[MAX_SASHITE];
  return kyokumen_generate_moves (k, moves) == 0;
}

void
kyokumen_make_move (Kyokumen *k, Sashite move)
{
  g_return_if_fail (k->history_length < KYOKUMEN_MAX_HISTORY);

  KyokumenUndo *undo = &k->history[k->history_length];
  undo->xy = move.xy;
  undo->flip_count = 0;
  undo->flip_start = k->history_length == 0
                         ? 0
                         : k->history[k->history_length - 1].flip_start
                               + k->history[k->history_length - 1].flip_count;
  k->history_length++;

  if (!sashite_is_pass (move)) {
    int color = k->color;
    int *flipped = &k->flipped[undo->flip_start];
    for (int d = 0; d < 8; d++) {
      int step = k->directions[d];
      int p = move.xy + step;
      while (k->ban[p] == -color)
        p += step;
      if (k->ban[p] != color)
        continue;
      for (int q = move.xy + step; q != p; q += step) {
        k->ban[q] = color;
        flipped[undo->flip_count++] = q;
      }
    }
    k->ban[move.xy] = color;
    k->ishisuu[COLOR_INDEX (color)] += undo->flip_count + 1;
    k->ishisuu[COLOR_INDEX (-color)] -= undo->flip_count;
    k->empty_count--;
  }
  k->color = -k->color;
  k->tesuu++;
}

void
kyokumen_undo_move (Kyokumen *k, Sashite move)
{
  g_return_if_fail (k->history_length > 0);
  KyokumenUndo *undo = &k->history[k->history_length - 1];
  g_return_if_fail (undo->xy == move.xy);

  k->history_length--;
  k->tesuu--;
  k->color = -k->color;
  if (!sashite_is_pass (move)) {
    int color = k->color;
    const int *flipped = &k->flipped[undo->flip_start];
    for (int i = 0; i < undo->flip_count; i++)
      k->ban[flipped[i]] = -color;
    k->ban[move.xy] = EMPTY;
    k->ishisuu[COLOR_INDEX (color)] -= undo->flip_count + 1;
    k->ishisuu[COLOR_INDEX (-color)] += undo->flip_count;
    k->empty_count++;
  }
}

guint64
kyokumen_perft (Kyokumen *k, int depth, gboolean play_leaves)
{
  if (depth == 0)
    return 1;
  Sashite moves[MAX_SASHITE];
  int count = kyokumen_generate_moves (k, moves);
  if (count == 0)
    return 1;
  if (depth == 1 && !play_leaves)
    return (guint64) count;
  guint64 total = 0;
  for (int i = 0; i < count; i++) {
    kyokumen_make_move (k, moves[i]);
    total += kyokumen_perft (k, depth - 1, play_leaves);
    kyokumen_undo_move (k, moves[i]);
  }
  return total;
}

int
kyokumen_final_score (const Kyokumen *k)
{
  int difference = kyokumen_disc_difference (k);
  if (difference > 0)
    return difference + k->empty_count;
  if (difference < 0)
    return difference - k->empty_count;
  return 0;
}

gboolean
kyokumen_equal_position (const Kyokumen *a, const Kyokumen *b)
{
  return a->size == b->size && a->color == b->color && a->tesuu == b->tesuu
         && a->ishisuu[0] == b->ishisuu[0] && a->ishisuu[1] == b->ishisuu[1]
         && a->empty_count == b->empty_count
         && memcmp (a->ban, b->ban, sizeof a->ban) == 0;
}

static char
disc_char (int disc)
{
  return disc == BLACK ? 'X' : disc == WHITE ? 'O' : '-';
}

char *
kyokumen_to_board_string (const Kyokumen *k)
{
  GString *s = g_string_new (NULL);
  for (int row = 0; row < k->size; row++)
    for (int col = 0; col < k->size; col++)
      g_string_append_c (s, disc_char (k->ban[kyokumen_xy (k, col, row)]));
  g_string_append_c (s, ' ');
  g_string_append_c (s, disc_char (k->color));
  return g_string_free (s, FALSE);
}

gboolean
kyokumen_looks_like_board_string (const char *text)
{
  gboolean any = FALSE;
  for (const char *p = text; *p; p++) {
    if (g_ascii_isspace (*p))
      continue;
    if (!strchr ("XxOo*-.", *p))
      return FALSE;
    any = TRUE;
  }
  return any;
}

gboolean
kyokumen_from_board_string (Kyokumen *k, const char *text, GError **error)
{
  int discs[KYOKUMEN_MAX_SIZE * KYOKUMEN_MAX_SIZE + 1];
  int count = 0, position = 0;

  if (!g_utf8_validate (text, -1, NULL)) {
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_ENCODING,
                 _("The board string is not valid text (UTF-8)."));
    return FALSE;
  }
  int side = 0;

  /* Positions are counted in characters, not bytes, so the message points
   * at the right place even after a wide character typed by mistake. */
  for (const char *p = text; *p; p = g_utf8_next_char (p)) {
    position++;
    if (g_ascii_isspace (*p))
      continue;
    int value;
    switch (*p) {
    case 'X': case 'x': case '*': value = BLACK; break;
    case 'O': case 'o': value = WHITE; break;
    case '-': case '.': value = EMPTY; break;
    default: {
      int bytes = (int) (g_utf8_next_char (p) - p);
      g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_BOARD_STRING,
                   _("Character %d of the board string, “%.*s”, is not X (black), O (white) or - (empty)."),
                   position, bytes, p);
      return FALSE;
    }
    }
    if (count == KYOKUMEN_MAX_SIZE * KYOKUMEN_MAX_SIZE + 1) {
      g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_BOARD_STRING,
                   _("The board string is too long: character %d is past the largest board (10×10) and the side to move."),
                   position);
      return FALSE;
    }
    discs[count++] = value;
  }

  /* n*n squares and then the side to move. */
  int size = 0;
  for (int n = KYOKUMEN_MIN_SIZE; n <= KYOKUMEN_MAX_SIZE; n += 2)
    if (count == n * n + 1)
      size = n;
  if (size == 0) {
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_BOARD_STRING,
                 _("The board string has %d characters; it needs 16, 36, 64 or 100 squares (X, O or -) followed by the side to move (X or O)."),
                 count);
    return FALSE;
  }
  side = discs[count - 1];
  if (side == EMPTY) {
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_BOARD_STRING,
                 _("The last character of the board string gives the side to move and must be X or O, not -."));
    return FALSE;
  }

  Kyokumen *result = g_new (Kyokumen, 1);
  kyokumen_init_empty (result, size, side);
  for (int i = 0; i < size * size; i++)
    if (discs[i] != EMPTY)
      kyokumen_set_disc (result, kyokumen_xy (result, i % size, i / size), discs[i]);
  *k = *result;
  g_free (result);
  return TRUE;
}

char *
kyokumen_to_text (const Kyokumen *k)
{
  GString *s = g_string_new ("   ");
  for (int col = 0; col < k->size; col++)
    g_string_append_printf (s, " %c", 'a' + col);
  g_string_append_c (s, '\n');
  for (int row = 0; row < k->size; row++) {
    g_string_append_printf (s, "%2d ", row + 1);
    for (int col = 0; col < k->size; col++) {
      int disc = k->ban[kyokumen_xy (k, col, row)];
      g_string_append_printf (s, " %c", disc == BLACK ? 'X' : disc == WHITE ? 'O' : '.');
    }
    g_string_append_c (s, '\n');
  }
  g_string_append_printf (s, _("%s to move; X (black) %d, O (white) %d"), color_name (k->color),
                          k->ishisuu[0], k->ishisuu[1]);
  g_string_append_c (s, '\n');
  return g_string_free (s, FALSE);
}

const char *
color_name (int color)
{
  return color == BLACK ? _("Black") : _("White");
}
