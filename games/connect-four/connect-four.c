/* SPDX-License-Identifier: MIT */
/* connect-four.c: Connect Four's rules on the GameRules interface. */
#include "connect-four.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "game-entry.h"
#include "game-hash.h"

#define CONNECT_FOUR_HASH_GAME 5

/* The four directions a line of four can run: along a row, up a column,
 * up to the right, up to the left (as column and row steps). */
static const int directions[4][2] = { { 1, 0 }, { 0, 1 }, { 1, 1 }, { -1, 1 } };

static gboolean
on_board (int column, int row)
{
  return column >= 0 && column < CONNECT_FOUR_COLUMNS && row >= 0 && row < CONNECT_FOUR_ROWS;
}

static int
disc_at (const ConnectFour *c, int column, int row)
{
  return c->cell[row * CONNECT_FOUR_COLUMNS + column];
}

/* Discs of the colour at (column, row) in a line through it along d. */
static int
run_through (const ConnectFour *c, int column, int row, int d)
{
  int disc = disc_at (c, column, row), run = 1;
  for (int sign = -1; sign <= 1; sign += 2)
    for (int k = 1;; k++) {
      int x = column + sign * k * directions[d][0], y = row + sign * k * directions[d][1];
      if (!on_board (x, y) || disc_at (c, x, y) != disc)
        break;
      run++;
    }
  return run;
}

static void
connect_four_init (ConnectFour *c)
{
  memset (c, 0, sizeof *c);
  c->winner = -1;
}

/* Drop the side to move's disc into column (not full, game not over). */
static void
connect_four_drop (ConnectFour *c, int column)
{
  int row = c->height[column]++;
  c->cell[row * CONNECT_FOUR_COLUMNS + column] = (guint8) (c->to_move + 1);
  c->discs++;
  for (int d = 0; d < 4; d++)
    if (run_through (c, column, row, d) >= 4)
      c->winner = c->to_move;
  c->to_move = (gint8) (1 - c->to_move);
}

gboolean
connect_four_four (const ConnectFour *c, int cells[4])
{
  for (int cell = 0; cell < CONNECT_FOUR_CELLS; cell++) {
    int column = cell % CONNECT_FOUR_COLUMNS, row = cell / CONNECT_FOUR_COLUMNS;
    int disc = c->cell[cell];
    for (int d = 0; disc != CONNECT_FOUR_EMPTY && d < 4; d++) {
      int k = 1;
      while (k < 4 && on_board (column + k * directions[d][0], row + k * directions[d][1])
             && disc_at (c, column + k * directions[d][0], row + k * directions[d][1]) == disc)
        k++;
      if (k == 4) {
        for (int i = 0; i < 4; i++)
          cells[i] = cell + i * (directions[d][1] * CONNECT_FOUR_COLUMNS + directions[d][0]);
        return TRUE;
      }
    }
  }
  return FALSE;
}

static char
disc_char (int disc)
{
  return disc == CONNECT_FOUR_RED ? 'R' : disc == CONNECT_FOUR_YELLOW ? 'Y' : '.';
}

gboolean
connect_four_from_text (const char *text, ConnectFour *c, GError **error)
{
  /* Read top row first, then turn the rows over: row 0 is the bottom. */
  guint8 top_down[CONNECT_FOUR_CELLS];
  int count = 0, red = 0, yellow = 0;
  for (const char *p = text; *p; p = g_utf8_next_char (p)) {
    if (g_ascii_isspace (*p) || *p == '/')
      continue;
    int disc;
    switch (g_ascii_toupper (*p)) {
    case 'R': disc = CONNECT_FOUR_RED; red++; break;
    case 'Y': disc = CONNECT_FOUR_YELLOW; yellow++; break;
    case '.': disc = CONNECT_FOUR_EMPTY; break;
    default: {
      int bytes = (int) (g_utf8_next_char (p) - p);
      g_set_error (error, GAME_ERROR, GAME_ERROR_POSITION,
                   _("“%.*s” in the position is not R, Y or . (empty)."), bytes, p);
      return FALSE;
    }
    }
    if (count < CONNECT_FOUR_CELLS)
      top_down[count] = (guint8) disc;
    count++;
  }
  if (count != CONNECT_FOUR_CELLS) {
    g_set_error (error, GAME_ERROR, GAME_ERROR_POSITION,
                 _("The position has %d cells; it needs 42 (R, Y or .), 6 rows of 7 from the top."),
                 count);
    return FALSE;
  }
  ConnectFour read;
  connect_four_init (&read);
  for (int cell = 0; cell < CONNECT_FOUR_CELLS; cell++) {
    int column = cell % CONNECT_FOUR_COLUMNS, row = CONNECT_FOUR_ROWS - 1 - cell / CONNECT_FOUR_COLUMNS;
    read.cell[row * CONNECT_FOUR_COLUMNS + column] = top_down[cell];
  }
  for (int column = 0; column < CONNECT_FOUR_COLUMNS; column++) {
    while (read.height[column] < CONNECT_FOUR_ROWS && disc_at (&read, column, read.height[column]))
      read.height[column]++;
    for (int row = read.height[column]; row < CONNECT_FOUR_ROWS; row++)
      if (disc_at (&read, column, row) != CONNECT_FOUR_EMPTY) {
        g_set_error (error, GAME_ERROR, GAME_ERROR_POSITION,
                     _("Column %c has a disc above an empty cell: discs fall to the bottom."),
                     'a' + column);
        return FALSE;
      }
  }
  if (red != yellow && red != yellow + 1) {
    g_set_error (error, GAME_ERROR, GAME_ERROR_POSITION,
                 _("The position has %1$d red and %2$d yellow discs: red moves first, so red "
                   "has as many discs as yellow or one more."),
                 red, yellow);
    return FALSE;
  }
  read.discs = (gint8) (red + yellow);
  read.to_move = red == yellow ? 0 : 1;
  int cells[4];
  if (connect_four_four (&read, cells)) {
    /* Only the side that moved last can have four, and only one line of
     * play can have made it; a second colour's four cannot have come after. */
    int owner = read.cell[cells[0]] - 1;
    ConnectFour other = read;
    for (int i = 0; i < CONNECT_FOUR_CELLS; i++)
      if (other.cell[i] == owner + 1)
        other.cell[i] = CONNECT_FOUR_EMPTY;
    if (owner != 1 - read.to_move || connect_four_four (&other, cells)) {
      g_set_error (error, GAME_ERROR, GAME_ERROR_POSITION,
                   _("No game reaches this position: the game ends with the first four in a row."));
      return FALSE;
    }
    read.winner = (gint8) owner;
  }
  *c = read;
  return TRUE;
}

/* ---- GameRules ------------------------------------------------------- */

static void
rules_init (const GameRules *rules, void *position)
{
  connect_four_init (position);
}

static int
rules_generate_moves (const GameRules *rules, const void *position, int moves[GAME_MAX_MOVES])
{
  const ConnectFour *c = position;
  int count = 0;
  if (c->winner >= 0)
    return 0;
  for (int column = 0; column < CONNECT_FOUR_COLUMNS; column++)
    if (c->height[column] < CONNECT_FOUR_ROWS)
      moves[count++] = column;
  return count;
}

static void
rules_make_move (const GameRules *rules, const void *parent, int move, void *child)
{
  memcpy (child, parent, sizeof (ConnectFour));
  connect_four_drop (child, move);
}

static int
rules_side_to_move (const GameRules *rules, const void *position)
{
  return ((const ConnectFour *) position)->to_move;
}

static int
rules_final_value (const GameRules *rules, const void *position)
{
  const ConnectFour *c = position;
  if (c->winner < 0)
    return 0;
  int value = CONNECT_FOUR_WIN_BASE - c->discs;
  return c->winner == c->to_move ? value : -value;
}

static int
rules_evaluate (const GameRules *rules, const void *position)
{
  static const int weight[4] = { 0, 1, 3, 9 };
  const ConnectFour *c = position;
  int mine = c->to_move + 1, value = 0;
  for (int cell = 0; cell < CONNECT_FOUR_CELLS; cell++) {
    int column = cell % CONNECT_FOUR_COLUMNS, row = cell / CONNECT_FOUR_COLUMNS;
    for (int d = 0; d < 4; d++) {
      if (!on_board (column + 3 * directions[d][0], row + 3 * directions[d][1]))
        continue;
      int own = 0, theirs = 0;
      for (int k = 0; k < 4; k++) {
        int disc = disc_at (c, column + k * directions[d][0], row + k * directions[d][1]);
        own += disc == mine;
        theirs += disc != CONNECT_FOUR_EMPTY && disc != mine;
      }
      if (theirs == 0)
        value += weight[MIN (own, 3)];
      else if (own == 0)
        value -= weight[MIN (theirs, 3)];
    }
  }
  return value;
}

static void
rules_move_to_text (const GameRules *rules, int move, char text[GAME_NOTATION_SIZE])
{
  g_snprintf (text, GAME_NOTATION_SIZE, "%c", 'a' + move);
}

static gboolean
rules_move_from_text (const GameRules *rules, const void *position, const char *text, int *move,
                      GError **error)
{
  const ConnectFour *c = position;
  g_autofree char *word = g_strstrip (g_strdup (text));
  int column = strlen (word) == 1 ? g_ascii_tolower (word[0]) - 'a' : -1;
  if (column < 0 || column >= CONNECT_FOUR_COLUMNS) {
    g_set_error (error, GAME_ERROR, GAME_ERROR_NOTATION,
                 _("“%s” is not a column: write a letter a–g."), word);
    return FALSE;
  }
  if (c->height[column] == CONNECT_FOUR_ROWS) {
    g_set_error (error, GAME_ERROR, GAME_ERROR_ILLEGAL_MOVE, _("Column %c is full."), 'a' + column);
    return FALSE;
  }
  *move = column;
  return TRUE;
}

static char *
rules_position_to_text (const GameRules *rules, const void *position)
{
  const ConnectFour *c = position;
  GString *s = g_string_new ("   a b c d e f g\n");
  for (int row = CONNECT_FOUR_ROWS - 1; row >= 0; row--) {
    g_string_append_printf (s, " %d", row + 1);
    for (int column = 0; column < CONNECT_FOUR_COLUMNS; column++)
      g_string_append_printf (s, " %c", disc_char (disc_at (c, column, row)));
    g_string_append_c (s, '\n');
  }
  if (c->winner >= 0)
    /* TRANSLATORS: the side ("Red") that won. */
    g_string_append_printf (s, _("%s has four in a row.\n"), _(rules->side_names[c->winner]));
  else if (c->discs == CONNECT_FOUR_CELLS)
    g_string_append (s, _("Draw.\n"));
  else
    /* TRANSLATORS: the side ("Red") whose turn it is. */
    g_string_append_printf (s, _("%s to move.\n"), _(rules->side_names[c->to_move]));
  return g_string_free (s, FALSE);
}

/* Symmetry 1 is the mirror image, left to right: the only one gravity allows. */
static int
rules_symmetric_move (const GameRules *rules, int symmetry, int move)
{
  return symmetry ? CONNECT_FOUR_COLUMNS - 1 - move : move;
}

static guint64
rules_hash (const GameRules *rules, const void *position, int symmetry)
{
  const ConnectFour *c = position;
  guint64 key = game_hash_piece (CONNECT_FOUR_HASH_GAME, CONNECT_FOUR_CELLS, (guint) c->to_move);
  for (int cell = 0; cell < CONNECT_FOUR_CELLS; cell++)
    if (c->cell[cell] != CONNECT_FOUR_EMPTY) {
      int column = rules_symmetric_move (rules, symmetry, cell % CONNECT_FOUR_COLUMNS);
      int image = cell - cell % CONNECT_FOUR_COLUMNS + column;
      key += game_hash_piece (CONNECT_FOUR_HASH_GAME, (guint) image, c->cell[cell]);
    }
  return key;
}

static void
rules_transform (const GameRules *rules, const void *position, int symmetry, void *out)
{
  const ConnectFour *c = position;
  ConnectFour *image = out;
  *image = *c;
  for (int cell = 0; cell < CONNECT_FOUR_CELLS; cell++) {
    int column = rules_symmetric_move (rules, symmetry, cell % CONNECT_FOUR_COLUMNS);
    image->cell[cell - cell % CONNECT_FOUR_COLUMNS + column] = c->cell[cell];
  }
  for (int column = 0; column < CONNECT_FOUR_COLUMNS; column++)
    image->height[rules_symmetric_move (rules, symmetry, column)] = c->height[column];
}

/* The middle columns first: they lie on the most lines of four. */
static int
rules_move_order (const GameRules *rules, const void *position, int move)
{
  return 3 - ABS (move - 3);
}

static gboolean
rules_position_from_text (const GameRules *rules, const char *text, void *position,
                          GError **error)
{
  return connect_four_from_text (text, position, error);
}

static const GameRules rules = {
  .name = "connect-four",
  .side_names = { N_("Red"), N_("Yellow") },
  .position_size = sizeof (ConnectFour),
  .symmetry_count = 2,
  .init = rules_init,
  .generate_moves = rules_generate_moves,
  .make_move = rules_make_move,
  .side_to_move = rules_side_to_move,
  .final_value = rules_final_value,
  .evaluate = rules_evaluate,
  .move_to_text = rules_move_to_text,
  .move_from_text = rules_move_from_text,
  .position_to_text = rules_position_to_text,
  .hash = rules_hash,
  .transform = rules_transform,
  .symmetric_move = rules_symmetric_move,
  .move_order = rules_move_order,
  .position_from_text = rules_position_from_text,
};

const GameRules *
connect_four_rules (void)
{
  return &rules;
}

/* Connect Four in the kit's list of games (game-entry.h): the list
 * finds connect_four_entries by the folder's name, so the rules file
 * holds them and no registration file is needed.  Minimax needs 7 to the
 * depth positions, so games-compare's table stops at 6. */
static const GameComparePosition compare[] = {
  { "", "2 4 6" },
  { 0 },
};

const GameEntry connect_four_entries[] = {
  { connect_four_rules, N_("Connect Four"), compare },
  { 0 },
};

void
connect_four_cell_text (int cell, char text[GAME_NOTATION_SIZE])
{
  g_snprintf (text, GAME_NOTATION_SIZE, "%c%d", 'a' + cell % CONNECT_FOUR_COLUMNS,
              cell / CONNECT_FOUR_COLUMNS + 1);
}
