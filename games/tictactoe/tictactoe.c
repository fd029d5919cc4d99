/* SPDX-License-Identifier: MIT */
/* tictactoe.c: the rules, notation and GameRules of tic-tac-toe. */
#include "tictactoe.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "board-symmetry.h"
#include "search-tree.h"

const int tictactoe_lines[8][3] = {
  { 0, 1, 2 }, { 3, 4, 5 }, { 6, 7, 8 },   /* rows */
  { 0, 3, 6 }, { 1, 4, 7 }, { 2, 5, 8 },   /* columns */
  { 0, 4, 8 }, { 2, 4, 6 },                /* diagonals */
};

void
tictactoe_init (TicTacToe *t)
{
  memset (t, 0, sizeof *t);
}

int
tictactoe_line_owner (const TicTacToe *t)
{
  for (int i = 0; i < 8; i++) {
    int a = t->cell[tictactoe_lines[i][0]];
    /* Matoike's code compares against 0, which its auto() constants never
     * equal, so three empty cells counted as a line there. */
    if (a != TICTACTOE_EMPTY && a == t->cell[tictactoe_lines[i][1]]
        && a == t->cell[tictactoe_lines[i][2]])
      return a;
  }
  return TICTACTOE_EMPTY;
}

gboolean
tictactoe_is_over (const TicTacToe *t)
{
  return t->marks == TICTACTOE_CELLS || tictactoe_line_owner (t) != TICTACTOE_EMPTY;
}

int
tictactoe_generate_moves (const TicTacToe *t, int moves[TICTACTOE_CELLS])
{
  if (tictactoe_is_over (t))
    return 0;
  int count = 0;
  for (int cell = 0; cell < TICTACTOE_CELLS; cell++)
    if (t->cell[cell] == TICTACTOE_EMPTY)
      moves[count++] = cell;
  return count;
}

/* Where tictactoe_play counts, per thread (see tictactoe_count_moves). */
static _Thread_local TicTacToeCounts *counting;

void
tictactoe_count_moves (TicTacToeCounts *counts)
{
  counting = counts;
}

/* The trace of a Matoike search (tictactoe_trace_begin): the tree, and
 * the marks on the board at its root (a position's ply is the marks
 * since). */
static _Thread_local SearchTree *watched;
static _Thread_local int watched_root_marks;

/* The position t, reached by the search: a node with its empty cells, or
 * a finished game with its value. */
static void
trace_position (const TicTacToe *t)
{
  int ply = t->marks - watched_root_marks;
  int moves[TICTACTOE_CELLS];
  int count = tictactoe_is_over (t) ? 0 : tictactoe_generate_moves (t, moves);
  search_tree_enter (watched, ply, t->to_move, moves, count);
  if (count == 0)
    search_tree_evaluation (watched, ply, t->to_move, tictactoe_final_value (t));
}

void
tictactoe_trace_begin (SearchTree *tree, const TicTacToe *root, const char *method)
{
  search_tree_begin (tree, method, SEARCH_TREE_VIEW_SIDE_TO_MOVE);
  watched = tree;
  watched_root_marks = root->marks;
  trace_position (root);
}

void
tictactoe_trace_end (void)
{
  watched = NULL;
}

/* Kept out of line: without a trace the play stays one test more. */
static G_GNUC_NO_INLINE void
trace_play (const TicTacToe *t, int cell)
{
  int ply = t->marks - 1 - watched_root_marks;
  if (ply < 0)
    return;   /* above the root: not the search's */
  search_tree_move (watched, ply, cell);
  trace_position (t);
}

void
tictactoe_play (TicTacToe *t, int cell)
{
  t->cell[cell] = TICTACTOE_MARK_OF_SIDE (t->to_move);
  t->marks++;
  t->to_move = 1 - t->to_move;
  if (counting) {
    counting->nodes++;
    counting->evaluations += tictactoe_is_over (t);
  }
  if (G_UNLIKELY (watched))
    trace_play (t, cell);
}

void
tictactoe_undo (TicTacToe *t, int cell)
{
  t->cell[cell] = TICTACTOE_EMPTY;
  t->marks--;
  t->to_move = 1 - t->to_move;
}

int
tictactoe_final_value (const TicTacToe *t)
{
  int owner = tictactoe_line_owner (t);
  if (owner == TICTACTOE_EMPTY)
    return 0;
  int value = TICTACTOE_WIN_BASE - t->marks;
  return owner == TICTACTOE_MARK_OF_SIDE (t->to_move) ? value : -value;
}

int
tictactoe_evaluate (const TicTacToe *t)
{
  int own = TICTACTOE_MARK_OF_SIDE (t->to_move);
  int other = TICTACTOE_MARK_OF_SIDE (1 - t->to_move);
  int score = 0;
  for (int i = 0; i < 8; i++) {
    gboolean has_own = FALSE, has_other = FALSE;
    for (int j = 0; j < 3; j++) {
      int mark = t->cell[tictactoe_lines[i][j]];
      has_own |= mark == own;
      has_other |= mark == other;
    }
    score += !has_other;
    score -= !has_own;
  }
  return score;
}

void
tictactoe_cell_to_text (int cell, char *text)
{
  text[0] = (char) ('a' + cell % 3);
  text[1] = (char) ('1' + cell / 3);
  text[2] = '\0';
}

gboolean
tictactoe_cell_from_text (const char *text, int *cell, GError **error)
{
  g_autofree char *word = g_strstrip (g_strdup (text));
  if (strlen (word) != 2 || !g_ascii_isalpha (word[0]) || !g_ascii_isdigit (word[1])) {
    g_set_error (error, GAME_ERROR, GAME_ERROR_NOTATION,
                 _("“%s” is not a cell: write a column a–c and a row 1–3, as in b2."), word);
    return FALSE;
  }
  int col = g_ascii_tolower (word[0]) - 'a';
  int row = word[1] - '1';
  if (col < 0 || col > 2) {
    g_set_error (error, GAME_ERROR, GAME_ERROR_NOTATION,
                 _("“%s” is off the board: the columns are a to c."), word);
    return FALSE;
  }
  if (row < 0 || row > 2) {
    g_set_error (error, GAME_ERROR, GAME_ERROR_NOTATION,
                 _("“%s” is off the board: the rows are 1 to 3."), word);
    return FALSE;
  }
  *cell = row * 3 + col;
  return TRUE;
}

static char
mark_char (int mark)
{
  return mark == TICTACTOE_X ? 'X' : mark == TICTACTOE_O ? 'O' : '.';
}

char *
tictactoe_to_text (const TicTacToe *t)
{
  GString *s = g_string_new ("   a b c\n");
  for (int row = 0; row < 3; row++) {
    g_string_append_printf (s, " %d", row + 1);
    for (int col = 0; col < 3; col++)
      g_string_append_printf (s, " %c", mark_char (t->cell[row * 3 + col]));
    g_string_append_c (s, '\n');
  }
  int owner = tictactoe_line_owner (t);
  if (owner != TICTACTOE_EMPTY)
    g_string_append_printf (s, _("%c has won.\n"), mark_char (owner));
  else if (t->marks == TICTACTOE_CELLS)
    g_string_append (s, _("Draw.\n"));
  else
    g_string_append_printf (s, _("%c to move.\n"), mark_char (TICTACTOE_MARK_OF_SIDE (t->to_move)));
  return g_string_free (s, FALSE);
}

/* TRUE when mark fills one of the lines. */
static gboolean
has_line (const TicTacToe *t, int mark)
{
  for (int i = 0; i < 8; i++)
    if (t->cell[tictactoe_lines[i][0]] == mark && t->cell[tictactoe_lines[i][1]] == mark
        && t->cell[tictactoe_lines[i][2]] == mark)
      return TRUE;
  return FALSE;
}

gboolean
tictactoe_from_text (const char *text, TicTacToe *t, GError **error)
{
  TicTacToe read;
  tictactoe_init (&read);
  int count = 0, x = 0, o = 0, position = 0;
  for (const char *p = text; *p; p = g_utf8_next_char (p)) {
    position++;
    if (g_ascii_isspace (*p))
      continue;
    int mark;
    switch (*p) {
    case 'X': case 'x': mark = TICTACTOE_X; x++; break;
    case 'O': case 'o': mark = TICTACTOE_O; o++; break;
    case '.': case '-': mark = TICTACTOE_EMPTY; break;
    default: {
      int bytes = (int) (g_utf8_next_char (p) - p);
      g_set_error (error, GAME_ERROR, GAME_ERROR_POSITION,
                   _("Character %d of the position, “%.*s”, is not X, O or . (empty)."),
                   position, bytes, p);
      return FALSE;
    }
    }
    if (count == TICTACTOE_CELLS) {
      g_set_error (error, GAME_ERROR, GAME_ERROR_POSITION,
                   _("The position has more than 9 cells."));
      return FALSE;
    }
    read.cell[count++] = mark;
  }
  if (count != TICTACTOE_CELLS) {
    g_set_error (error, GAME_ERROR, GAME_ERROR_POSITION,
                 _("The position has %d cells; it needs 9 (X, O or .), row by row."), count);
    return FALSE;
  }
  if (x != o && x != o + 1) {
    g_set_error (error, GAME_ERROR, GAME_ERROR_POSITION,
                 _("The position has %d X and %d O: X moves first, so X has as many marks as O or one more."),
                 x, o);
    return FALSE;
  }
  read.marks = x + o;
  read.to_move = x == o ? 0 : 1;
  gboolean x_line = has_line (&read, TICTACTOE_X), o_line = has_line (&read, TICTACTOE_O);
  if ((x_line && o_line) || (x_line && x == o) || (o_line && x != o)) {
    g_set_error (error, GAME_ERROR, GAME_ERROR_POSITION,
                 _("No game reaches this position: the game ends with the first line."));
    return FALSE;
  }
  *t = read;
  return TRUE;
}

guint64
tictactoe_key (const TicTacToe *t, int symmetry)
{
  static const guint64 powers[TICTACTOE_CELLS] = { 1, 3, 9, 27, 81, 243, 729, 2187, 6561 };
  guint64 key = 0;
  for (int cell = 0; cell < TICTACTOE_CELLS; cell++) {
    if (t->cell[cell] == TICTACTOE_EMPTY)
      continue;
    int col, row;
    board_symmetry_map (3, symmetry, cell % 3, cell / 3, &col, &row);
    key += (guint64) t->cell[cell] * powers[row * 3 + col];
  }
  return key;
}

/* ---- GameRules ------------------------------------------------------- */

static void
rules_init (const GameRules *rules, void *position)
{
  tictactoe_init (position);
}

static int
rules_generate_moves (const GameRules *rules, const void *position, int moves[GAME_MAX_MOVES])
{
  return tictactoe_generate_moves (position, moves);
}

static void
rules_make_move (const GameRules *rules, const void *parent, int move, void *child)
{
  memcpy (child, parent, sizeof (TicTacToe));
  tictactoe_play (child, move);
}

static int
rules_side_to_move (const GameRules *rules, const void *position)
{
  return ((const TicTacToe *) position)->to_move;
}

static int
rules_final_value (const GameRules *rules, const void *position)
{
  return tictactoe_final_value (position);
}

static int
rules_evaluate (const GameRules *rules, const void *position)
{
  return tictactoe_evaluate (position);
}

static void
rules_move_to_text (const GameRules *rules, int move, char text[GAME_NOTATION_SIZE])
{
  tictactoe_cell_to_text (move, text);
}

static gboolean
rules_move_from_text (const GameRules *rules, const void *position, const char *text, int *move,
                      GError **error)
{
  const TicTacToe *t = position;
  int cell;
  if (!tictactoe_cell_from_text (text, &cell, error))
    return FALSE;
  if (t->cell[cell] != TICTACTOE_EMPTY) {
    char name[GAME_NOTATION_SIZE];
    tictactoe_cell_to_text (cell, name);
    g_set_error (error, GAME_ERROR, GAME_ERROR_ILLEGAL_MOVE,
                 _("%1$s is taken: %2$c is there."), name, mark_char (t->cell[cell]));
    return FALSE;
  }
  *move = cell;
  return TRUE;
}

static char *
rules_position_to_text (const GameRules *rules, const void *position)
{
  return tictactoe_to_text (position);
}

static guint64
rules_hash (const GameRules *rules, const void *position, int symmetry)
{
  return tictactoe_key (position, symmetry);
}

static void
rules_transform (const GameRules *rules, const void *position, int symmetry, void *out)
{
  const TicTacToe *t = position;
  TicTacToe *image = out;
  *image = *t;
  for (int cell = 0; cell < TICTACTOE_CELLS; cell++) {
    int col, row;
    board_symmetry_map (3, symmetry, cell % 3, cell / 3, &col, &row);
    image->cell[row * 3 + col] = t->cell[cell];
  }
}

static int
rules_symmetric_move (const GameRules *rules, int symmetry, int move)
{
  int col, row;
  board_symmetry_map (3, symmetry, move % 3, move / 3, &col, &row);
  return row * 3 + col;
}

/* The centre lies on 4 lines, a corner on 3, an edge on 2. */
static int
rules_move_order (const GameRules *rules, const void *position, int move)
{
  static const int lines_through[TICTACTOE_CELLS] = { 3, 2, 3, 2, 4, 2, 3, 2, 3 };
  return lines_through[move];
}

static gboolean
rules_position_from_text (const GameRules *rules, const char *text, void *position,
                          GError **error)
{
  return tictactoe_from_text (text, position, error);
}

static const GameRules rules = {
  .name = "tictactoe",
  .side_names = { N_("X"), N_("O") },
  .position_size = sizeof (TicTacToe),
  .symmetry_count = BOARD_SYMMETRY_COUNT,
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
tictactoe_rules (void)
{
  return &rules;
}
