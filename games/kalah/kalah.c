/* SPDX-License-Identifier: MIT */
/* kalah.c: the rules, notation and GameRules of Kalah as M. Hiroi's article plays it. */
#include "kalah.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "game-hash.h"

void
kalah_init_variant (Kalah *k, int stones_per_pit, KalahCapture capture)
{
  memset (k, 0, sizeof *k);
  for (int side = 0; side < 2; side++)
    for (int i = 0; i < KALAH_PITS; i++)
      k->cell[kalah_first_pit (side) + i] = stones_per_pit;
  k->stones = 2 * KALAH_PITS * stones_per_pit;
  k->capture = capture;
}

void
kalah_init (Kalah *k)
{
  kalah_init_variant (k, KALAH_STONES / (2 * KALAH_PITS), KALAH_CAPTURE_STANDARD);
}

int
kalah_pit_side (int cell)
{
  if (cell >= 0 && cell < KALAH_FIRST_STORE)
    return 0;
  if (cell > KALAH_FIRST_STORE && cell < KALAH_SECOND_STORE)
    return 1;
  return -1;
}

int
kalah_sow (Kalah *k, int side, int pit)
{
  int skip = kalah_store (1 - side);
  int stones = k->cell[pit];
  k->cell[pit] = 0;
  /* Whole laps of the 13 cells a stone can fall in first (the solver sows
   * millions of times; a lap's last stone falls back in the pit itself). */
  int laps = stones / (KALAH_CELLS - 1), rest = stones % (KALAH_CELLS - 1);
  if (laps > 0)
    for (int c = 0; c < KALAH_CELLS; c++)
      k->cell[c] += c == skip ? 0 : laps;
  int cell = pit;
  while (rest > 0) {
    cell = cell + 1 == KALAH_CELLS ? 0 : cell + 1;
    if (cell == skip)
      continue;
    k->cell[cell]++;
    rest--;
  }
  return cell;
}

gboolean
kalah_capture (Kalah *k, int side, int last)
{
  /* "Empty before the stone fell" is a count of one now: the article's test,
   * which also covers a pit that was emptied by this very move and got
   * its stone back after a full lap. */
  if (kalah_pit_side (last) != side || k->cell[last] != 1
      || (k->cell[12 - last] == 0 && k->capture != KALAH_CAPTURE_EMPTY))
    return FALSE;
  k->cell[kalah_store (side)] += k->cell[12 - last] + 1;
  k->cell[last] = 0;
  k->cell[12 - last] = 0;
  return TRUE;
}

KalahMoveResult
kalah_move_stones (Kalah *k, int side, int pit)
{
  int last = kalah_sow (k, side, pit);
  if (last == kalah_store (side))
    return KALAH_EXTRA_TURN;
  kalah_capture (k, side, last);
  return KALAH_NORMAL;
}

int
kalah_pit_stones (const Kalah *k, int side)
{
  int stones = 0;
  for (int i = 0; i < KALAH_PITS; i++)
    stones += k->cell[kalah_first_pit (side) + i];
  return stones;
}

/* Move every stone of side's pits into side's store. */
static void
sweep (Kalah *k, int side)
{
  for (int i = 0; i < KALAH_PITS; i++) {
    k->cell[kalah_store (side)] += k->cell[kalah_first_pit (side) + i];
    k->cell[kalah_first_pit (side) + i] = 0;
  }
}

gboolean
kalah_sweep_if_out (Kalah *k)
{
  if (kalah_pit_stones (k, 0) == 0) {
    sweep (k, 1);
    return TRUE;
  }
  if (kalah_pit_stones (k, 1) == 0) {
    sweep (k, 0);
    return TRUE;
  }
  return FALSE;
}

gboolean
kalah_check_game_over (Kalah *k)
{
  if (kalah_sweep_if_out (k))
    return TRUE;
  int half = k->stones / 2;
  return k->cell[KALAH_FIRST_STORE] > half || k->cell[KALAH_SECOND_STORE] > half;
}

int
kalah_value (const Kalah *k)
{
  int first = k->cell[KALAH_FIRST_STORE], second = k->cell[KALAH_SECOND_STORE];
  int half = k->stones / 2;
  if (first > half)
    return KALAH_DECIDED;
  if (second > half)
    return -KALAH_DECIDED;
  return first - second;
}

char *
kalah_to_text (const Kalah *k)
{
  GString *s = g_string_new ("    ");
  for (int cell = 12; cell >= 7; cell--)
    g_string_append_printf (s, " %2d", cell);
  g_string_append_printf (s, "   %s\n    ", _("(pit numbers)"));
  for (int cell = 12; cell >= 7; cell--)
    g_string_append_printf (s, " %2d", k->cell[cell]);
  g_string_append_printf (s, "\n %2d %*s %2d\n    ", k->cell[KALAH_SECOND_STORE], 18, "",
                          k->cell[KALAH_FIRST_STORE]);
  for (int cell = 0; cell < 6; cell++)
    g_string_append_printf (s, " %2d", k->cell[cell]);
  g_string_append (s, "\n    ");
  for (int cell = 0; cell < 6; cell++)
    g_string_append_printf (s, " %2d", cell);
  g_string_append_printf (s, "   %s\n", _("(pit numbers)"));
  int first = k->cell[KALAH_FIRST_STORE], second = k->cell[KALAH_SECOND_STORE];
  if (!k->over)
    g_string_append (s, k->to_move == 0 ? _("First player to move.\n")
                                        : _("Second player to move.\n"));
  else if (first > second)
    g_string_append_printf (s, _("The first player wins, %1$d to %2$d.\n"), first, second);
  else if (second > first)
    g_string_append_printf (s, _("The second player wins, %1$d to %2$d.\n"), second, first);
  else
    g_string_append_printf (s, _("Draw, %1$d to %2$d.\n"), first, second);
  return g_string_free (s, FALSE);
}

gboolean
kalah_from_text (const char *text, Kalah *k, GError **error)
{
  g_auto (GStrv) words = g_strsplit_set (text, " \t\n", -1);
  int numbers[KALAH_CELLS + 1], count = 0;
  for (int i = 0; words[i]; i++) {
    if (words[i][0] == '\0')
      continue;
    char *end;
    long n = strtol (words[i], &end, 10);
    if (*end != '\0' || n < 0 || n > KALAH_STONES) {
      g_set_error (error, GAME_ERROR, GAME_ERROR_POSITION,
                   _("“%s” is not a number of stones (0 to 72)."), words[i]);
      return FALSE;
    }
    if (count == KALAH_CELLS + 1) {
      g_set_error (error, GAME_ERROR, GAME_ERROR_POSITION,
                   _("The position has more than 15 numbers: 14 cells and the side to move."));
      return FALSE;
    }
    numbers[count++] = (int) n;
  }
  if (count != KALAH_CELLS + 1) {
    g_set_error (error, GAME_ERROR, GAME_ERROR_POSITION,
                 _("The position has %d numbers; it needs 15: the 14 cells (pits 0–5, store 6, "
                   "pits 7–12, store 13) and the side to move (0 or 1)."),
                 count);
    return FALSE;
  }
  int total = 0;
  for (int i = 0; i < KALAH_CELLS; i++)
    total += numbers[i];
  if (total != KALAH_STONES) {
    g_set_error (error, GAME_ERROR, GAME_ERROR_POSITION,
                 _("The cells hold %d stones; Kalah has 72."), total);
    return FALSE;
  }
  if (numbers[KALAH_CELLS] > 1) {
    g_set_error (error, GAME_ERROR, GAME_ERROR_POSITION,
                 _("The side to move is %d; it must be 0 (first) or 1 (second)."),
                 numbers[KALAH_CELLS]);
    return FALSE;
  }
  Kalah read;
  kalah_init (&read);
  memcpy (read.cell, numbers, sizeof read.cell);
  read.to_move = numbers[KALAH_CELLS];
  read.over = kalah_check_game_over (&read);
  *k = read;
  return TRUE;
}

/* ---- GameRules ------------------------------------------------------- */

static void
rules_init (const GameRules *rules, void *position)
{
  kalah_init (position);
}

static int
rules_generate_moves (const GameRules *rules, const void *position, int moves[GAME_MAX_MOVES])
{
  const Kalah *k = position;
  if (k->over)
    return 0;
  int count = 0;
  for (int i = 0; i < KALAH_PITS; i++) {
    int pit = kalah_first_pit (k->to_move) + i;
    if (k->cell[pit] > 0)
      moves[count++] = pit;
  }
  return count;
}

static void
rules_make_move (const GameRules *rules, const void *parent, int move, void *child)
{
  Kalah *k = child;
  memcpy (k, parent, sizeof *k);
  if (kalah_move_stones (k, k->to_move, move) == KALAH_NORMAL)
    k->to_move = 1 - k->to_move;
  k->over = kalah_check_game_over (k);
}

static int
rules_side_to_move (const GameRules *rules, const void *position)
{
  return ((const Kalah *) position)->to_move;
}

/* The article scores finished and unfinished positions alike. */
static int
rules_value (const GameRules *rules, const void *position)
{
  const Kalah *k = position;
  int value = kalah_value (k);
  return k->to_move == 0 ? value : -value;
}

static void
rules_move_to_text (const GameRules *rules, int move, char text[GAME_NOTATION_SIZE])
{
  g_snprintf (text, GAME_NOTATION_SIZE, "%d", move);
}

static gboolean
rules_move_from_text (const GameRules *rules, const void *position, const char *text, int *move,
                      GError **error)
{
  const Kalah *k = position;
  g_autofree char *word = g_strstrip (g_strdup (text));
  char *end;
  long pit = strtol (word, &end, 10);
  if (word[0] == '\0' || *end != '\0' || kalah_pit_side ((int) CLAMP (pit, -1, 99)) < 0) {
    g_set_error (error, GAME_ERROR, GAME_ERROR_NOTATION,
                 _("“%s” is not a pit: the first player's pits are 0 to 5, the second "
                   "player's 7 to 12."),
                 word);
    return FALSE;
  }
  if (kalah_pit_side ((int) pit) != k->to_move) {
    g_set_error (error, GAME_ERROR, GAME_ERROR_ILLEGAL_MOVE,
                 k->to_move == 0 ? _("Pit %ld is the second player's: the first player plays "
                                     "from pits 0 to 5.")
                                 : _("Pit %ld is the first player's: the second player plays "
                                     "from pits 7 to 12."),
                 pit);
    return FALSE;
  }
  if (k->cell[pit] == 0) {
    g_set_error (error, GAME_ERROR, GAME_ERROR_ILLEGAL_MOVE,
                 _("Pit %ld is empty: choose a pit with stones."), pit);
    return FALSE;
  }
  *move = (int) pit;
  return TRUE;
}

static char *
rules_position_to_text (const GameRules *rules, const void *position)
{
  return kalah_to_text (position);
}

#define KALAH_HASH_GAME 2

static guint64
rules_hash (const GameRules *rules, const void *position, int symmetry)
{
  const Kalah *k = position;
  guint64 key = game_hash_piece (KALAH_HASH_GAME, KALAH_CELLS, (guint) k->to_move);
  for (int cell = 0; cell < KALAH_CELLS; cell++)
    key += game_hash_piece (KALAH_HASH_GAME, (guint) cell, (guint) k->cell[cell]);
  return key;
}

/* An extra turn first, then a capture, then the natural order: found by
 * playing the move on a copy (14 cells: cheap). */
static int
rules_move_order (const GameRules *rules, const void *position, int move)
{
  Kalah k = *(const Kalah *) position;
  int side = k.to_move;
  int last = kalah_sow (&k, side, move);
  if (last == kalah_store (side))
    return 2;
  return kalah_capture (&k, side, last) ? 1 : 0;
}

static gboolean
rules_position_from_text (const GameRules *rules, const char *text, void *position,
                          GError **error)
{
  return kalah_from_text (text, position, error);
}

static const GameRules rules = {
  .name = "kalah",
  .side_names = { N_("First"), N_("Second") },
  .position_size = sizeof (Kalah),
  .symmetry_count = 1,
  .init = rules_init,
  .generate_moves = rules_generate_moves,
  .make_move = rules_make_move,
  .side_to_move = rules_side_to_move,
  .final_value = rules_value,
  .evaluate = rules_value,
  .move_to_text = rules_move_to_text,
  .move_from_text = rules_move_from_text,
  .position_to_text = rules_position_to_text,
  .hash = rules_hash,
  .move_order = rules_move_order,
  .position_from_text = rules_position_from_text,
};

const GameRules *
kalah_rules (void)
{
  return &rules;
}
