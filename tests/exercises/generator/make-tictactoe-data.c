/* SPDX-License-Identifier: MIT */
/* make-tictactoe-data.c: the expected values of the warm-up checks t1, t2.
 *
 *   make-tictactoe-data > tests/exercises/data/tictactoe-data.txt
 *   make-tictactoe-data --check tests/exercises/data/tictactoe-data.txt
 *
 * The checks of t1 (Matoike's minimax) and t2 (its alpha-beta) compare
 * a student's functions with values that must not come from code the
 * handout carries.  This program computes them with its own search in
 * Matoike's form over the kit's tic-tac-toe rules, and writes them to a data
 * file that the handout carries instead of this program (which would
 * give t1 and t2 away).  A test in the full tree runs it with --check, so
 * the data file never drifts from the code.
 *
 * Besides each right value it writes what a search with one known
 * mistake returns on the same case (Matoike's code with that one
 * mistake, cells tried a1 to c3).  A check that sees a student's function
 * return exactly that value knows the cause and can say so.  The cases
 * are chosen so that every mistake shows on some of them.
 *
 * Instructor material: not in the student handout.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "generator-main.h"
#include "tictactoe.h"

/* Matoike's INFINITY, written out again on purpose: this file shares
 * nothing with the searches it checks. */
#define BIG 10000

/* The mistakes whose values the data file carries; the names are what
 * the checks read (tests/exercises/checks-tictactoe.c maps them to hints). */
typedef enum {
  RIGHT,
  FLAT_WIN,          /* a win is worth 10 and a loss -10, whatever the depth */
  LOSS_POSITIVE,     /* a loss is worth 10 - depth too */
  SIGNS_SWAPPED,     /* the machine's win is worth depth - 10, its loss 10 - depth */
  NO_DEPTH,          /* the child is searched with depth, not depth + 1 */
  MINMAX_SWAPPED,    /* the machine minimises and its opponent maximises */
  SAME_TURN,         /* the child gets maximizing, not !maximizing */
  PLAYS_ON,          /* a line does not end the game: only a full board does */
  BOUNDS_SWAPPED,    /* t2: the machine lowers beta, the opponent raises alpha */
  WINDOW_SWAPPED,    /* t2: the child gets (beta, alpha) */
  CUT_INVERTED,      /* t2: the loop stops when beta >= alpha */
  ROOT_MAXIMIZING,   /* the root asks for the child's value with maximizing TRUE */
  ROOT_DEPTH,        /* the root asks with depth 1, not 0 */
  ROOT_KEEPS_LAST,   /* the root keeps the last cell's value, not the best */
  MISTAKE_COUNT
} Mistake;

static const char *const mistake_names[MISTAKE_COUNT] = {
  "right", "flat_win", "loss_positive", "signs_swapped", "no_depth", "minmax_swapped",
  "same_turn", "plays_on", "bounds_swapped", "window_swapped", "cut_inverted",
  "root_maximizing", "root_depth", "root_keeps_last",
};

/* Which mistakes a kind of case shows: the first three are end_value's,
 * the t2 ones need the window, the root ones the root. */
static gboolean
end_mistake (Mistake m)
{
  return m == FLAT_WIN || m == LOSS_POSITIVE || m == SIGNS_SWAPPED;
}

static gboolean
window_mistake (Mistake m)
{
  return m == BOUNDS_SWAPPED || m == WINDOW_SWAPPED || m == CUT_INVERTED;
}

static gboolean
root_mistake (Mistake m)
{
  return m == ROOT_MAXIMIZING || m == ROOT_DEPTH || m == ROOT_KEEPS_LAST;
}

static int
end_value (const TicTacToe *t, int machine, int depth, Mistake m)
{
  int owner = tictactoe_line_owner (t);
  int win = m == FLAT_WIN ? 10 : 10 - depth;
  if (owner == machine)
    return m == SIGNS_SWAPPED ? -win : win;
  if (owner != TICTACTOE_EMPTY)
    return m == LOSS_POSITIVE || m == SIGNS_SWAPPED ? win : -win;
  return 0;
}

static gboolean
finished (const TicTacToe *t, Mistake m)
{
  return m == PLAYS_ON ? t->marks == TICTACTOE_CELLS : tictactoe_is_over (t);
}

/* Matoike's minimaxab (prune) or minimax, with one mistake; counts the
 * positions it goes into. */
static int
search (TicTacToe *t, int machine, int depth, gboolean maximizing, int alpha, int beta,
        gboolean prune, Mistake m, guint64 *nodes)
{
  (*nodes)++;
  if (finished (t, m))
    return end_value (t, machine, depth, m);
  int best = maximizing ? -BIG : BIG;
  for (int cell = 0; cell < TICTACTOE_CELLS; cell++) {
    if (t->cell[cell] != TICTACTOE_EMPTY)
      continue;
    tictactoe_play (t, cell);
    int child_depth = m == NO_DEPTH ? depth : depth + 1;
    gboolean child_max = m == SAME_TURN ? maximizing : !maximizing;
    int v = m == WINDOW_SWAPPED
                ? search (t, machine, child_depth, child_max, beta, alpha, prune, m, nodes)
                : search (t, machine, child_depth, child_max, alpha, beta, prune, m, nodes);
    tictactoe_undo (t, cell);
    gboolean takes_max = maximizing != (m == MINMAX_SWAPPED);
    best = takes_max ? MAX (best, v) : MIN (best, v);
    if (!prune)
      continue;
    if (maximizing != (m == BOUNDS_SWAPPED))
      alpha = MAX (alpha, best);
    else
      beta = MIN (beta, best);
    if (m == CUT_INVERTED ? beta >= alpha : beta <= alpha)
      break;
  }
  return best;
}

static int
value_of (TicTacToe *t, int machine, int depth, int alpha, int beta, gboolean prune, Mistake m)
{
  guint64 ignored = 0;
  return search (t, machine, depth, TICTACTOE_MARK_OF_SIDE (t->to_move) == machine, alpha, beta,
                 prune, m, &ignored);
}

/* Matoike's bestMove (prune: bestMoveAB, a full window per root move)
 * with one mistake; *best gets the cells that reach the value. */
static int
root_value (TicTacToe *t, gboolean prune, Mistake m, GString *best)
{
  int machine = TICTACTOE_MARK_OF_SIDE (t->to_move);
  int value = -BIG, last = 0;
  int values[TICTACTOE_CELLS];
  for (int cell = 0; cell < TICTACTOE_CELLS; cell++) {
    if (t->cell[cell] != TICTACTOE_EMPTY)
      continue;
    tictactoe_play (t, cell);
    guint64 ignored = 0;
    values[cell] = search (t, machine, m == ROOT_DEPTH ? 1 : 0, m == ROOT_MAXIMIZING, -BIG, BIG,
                           prune, m, &ignored);
    tictactoe_undo (t, cell);
    value = MAX (value, values[cell]);
    last = values[cell];
  }
  if (best)
    for (int cell = 0; cell < TICTACTOE_CELLS; cell++)
      if (t->cell[cell] == TICTACTOE_EMPTY && values[cell] == value) {
        char text[4];
        tictactoe_cell_to_text (cell, text);
        g_string_append_printf (best, "%s%s", best->len ? "," : "", text);
      }
  return m == ROOT_KEEPS_LAST ? last : value;
}

/* ----------------------------------------------------------------------
 * The cases
 */

typedef enum { END, SEARCH, WINDOW, ROOT } Kind;

static const char *const kind_names[] = { "end", "search", "window", "root" };

static void
board_text (const TicTacToe *t, char text[TICTACTOE_CELLS + 1])
{
  for (int cell = 0; cell < TICTACTOE_CELLS; cell++)
    text[cell] = t->cell[cell] == TICTACTOE_X ? 'x' : t->cell[cell] == TICTACTOE_O ? 'o' : '.';
  text[TICTACTOE_CELLS] = '\0';
}

/* What mistake m returns on the case, and whether it is shown at all. */
static gboolean
mistake_value (Kind kind, TicTacToe *t, int machine, int depth, int alpha, int beta, Mistake m,
               int *value)
{
  switch (kind) {
  case END:
    if (!end_mistake (m))
      return FALSE;
    *value = end_value (t, machine, depth, m);
    return TRUE;
  case ROOT:
    /* The root with one mistake of its own or below it, in either search. */
    *value = root_value (t, window_mistake (m), m, NULL);
    return TRUE;
  case SEARCH:
  case WINDOW:
  default:
    if (root_mistake (m) || (kind == WINDOW && !window_mistake (m)))
      return FALSE;
    *value = value_of (t, machine, depth, alpha, beta, window_mistake (m) || kind == WINDOW, m);
    return TRUE;
  }
}

/* One line: ttt KIND BOARD MACHINE DEPTH ALPHA BETA VALUE NODES BEST [NAME=VALUE...]. */
static guint
write_case (GString *out, Kind kind, TicTacToe *t, int machine, int depth, int alpha, int beta)
{
  char board[TICTACTOE_CELLS + 1];
  board_text (t, board);
  if (kind == ROOT)
    g_assert_cmpint (machine, ==, TICTACTOE_MARK_OF_SIDE (t->to_move));
  GString *best = g_string_new (NULL);
  guint64 nodes = 0;
  int value;
  if (kind == ROOT) {
    value = root_value (t, FALSE, RIGHT, best);
    nodes = 1;
    for (int cell = 0; cell < TICTACTOE_CELLS; cell++) {
      if (t->cell[cell] != TICTACTOE_EMPTY)
        continue;
      tictactoe_play (t, cell);
      search (t, machine, 0, FALSE, -BIG, BIG, FALSE, RIGHT, &nodes);
      tictactoe_undo (t, cell);
    }
  } else if (kind == END) {
    value = end_value (t, machine, depth, RIGHT);
    nodes = 1;
  } else {
    value = search (t, machine, depth, TICTACTOE_MARK_OF_SIDE (t->to_move) == machine, -BIG, BIG,
                    FALSE, RIGHT, &nodes);
  }
  g_string_append_printf (out, "ttt %s %s %c %d %d %d %d %" G_GUINT64_FORMAT " %s", kind_names[kind],
                          board, machine == TICTACTOE_X ? 'x' : 'o', depth, alpha, beta, value,
                          nodes, best->len ? best->str : "-");
  g_string_free (best, TRUE);

  /* What each mistake returns, when it is not what the right code returns. */
  guint shown = 0;
  int right;
  if (!mistake_value (kind, t, machine, depth, alpha, beta, RIGHT, &right))
    right = value;
  for (int m = RIGHT + 1; m < MISTAKE_COUNT; m++) {
    int v;
    if (mistake_value (kind, t, machine, depth, alpha, beta, (Mistake) m, &v) && v != right) {
      g_string_append_printf (out, " %s=%d", mistake_names[m], v);
      shown |= 1u << m;
    }
  }
  g_string_append_c (out, '\n');
  return shown;
}

/* Every position a game reaches, each once, in the order of a walk from
 * the empty board, cells tried a1 to c3. */
static void
collect (TicTacToe *t, gboolean *seen, GArray *positions)
{
  guint64 key = tictactoe_key (t, 0);
  if (seen[key])
    return;
  seen[key] = TRUE;
  g_array_append_val (positions, *t);
  int moves[TICTACTOE_CELLS];
  int n = tictactoe_generate_moves (t, moves);
  for (int i = 0; i < n; i++) {
    tictactoe_play (t, moves[i]);
    collect (t, seen, positions);
    tictactoe_undo (t, moves[i]);
  }
}

/* A position with `marks` marks, finished or not as asked, and a line
 * (or none) as asked: `owner` TICTACTOE_X, _O, _EMPTY (a draw or
 * unfinished) or -1 (any). */
static gboolean
pick (GArray *positions, GRand *rand, int marks, gboolean over, int owner, TicTacToe *out)
{
  for (int tries = 0; tries < 100000; tries++) {
    const TicTacToe *t = &g_array_index (positions, TicTacToe, g_rand_int_range (rand, 0, (int) positions->len));
    if (t->marks != marks || tictactoe_is_over (t) != over)
      continue;
    if (owner >= 0 && tictactoe_line_owner (t) != owner)
      continue;
    *out = *t;
    return TRUE;
  }
  fprintf (stderr, "make-tictactoe-data: no position with %d marks\n", marks);
  exit (2);
}

#define BIT(m) (1u << (m))

/* Unfinished positions of `marks` marks until every mistake of `wanted`
 * shows in one of them and there are at least `count`; a position is
 * kept only when it shows a mistake the ones before do not, or more are
 * needed.  The machine is the side to move or the other, in turn, and
 * depth cycles through 0, 1, 2. */
static void
write_covering (GString *out, GArray *positions, GRand *rand, Kind kind, const int *marks,
                int mark_count, guint wanted, int count)
{
  guint covered = 0;
  int found = 0;
  for (int tries = 0; (found < count || (covered & wanted) != wanted) && tries < 20000; tries++) {
    TicTacToe t;
    pick (positions, rand, marks[tries % mark_count], FALSE, -1, &t);
    int machine = kind == ROOT || tries % 2 == 0 ? TICTACTOE_MARK_OF_SIDE (t.to_move)
                                                 : TICTACTOE_MARK_OF_SIDE (1 - t.to_move);
    int depth = kind == ROOT ? 0 : tries % 3;
    GString *line = g_string_new (NULL);
    guint shown = write_case (line, kind, &t, machine, depth, -BIG, BIG);
    if ((shown & wanted & ~covered) || found < count) {
      g_string_append (out, line->str);
      covered |= shown;
      found++;
    }
    g_string_free (line, TRUE);
  }
  if ((covered & wanted) != wanted) {
    fprintf (stderr, "make-tictactoe-data: no %s cases show every mistake (%x of %x)\n",
             kind_names[kind], covered, wanted);
    exit (2);
  }
}

static char *
make_data (void)
{
  GString *out = g_string_new (
    "# Expected values of the warm-up checks t1 and t2 (tic-tac-toe, Matoike's text).\n"
    "# Written by tests/exercises/generator/make-tictactoe-data.c: do not edit.\n"
    "#\n"
    "# ttt KIND BOARD MACHINE DEPTH ALPHA BETA VALUE NODES BEST [NAME=VALUE...]\n"
    "#   KIND: end (tictactoe_end_value of a finished game), search (tictactoe_minimax\n"
    "#         and tictactoe_alpha_beta, full window), window (tictactoe_alpha_beta\n"
    "#         with the window ALPHA BETA), root (tictactoe_minimax_move and\n"
    "#         tictactoe_alpha_beta_move: the machine is the side to move)\n"
    "#   BOARD: the cells row by row (x, o, .); the side to move follows\n"
    "#   VALUE: Matoike's value for MACHINE, DEPTH moves after its root move\n"
    "#          (10 - depth for a win, depth - 10 for a loss, 0 for a draw)\n"
    "#   NODES: the positions plain minimax goes into, the one given included\n"
    "#   BEST: root: the cells that reach VALUE (- otherwise)\n"
    "#   NAME=VALUE: what Matoike's code with one known mistake returns, when\n"
    "#          it is not what the right code returns: flat_win loss_positive\n"
    "#          signs_swapped no_depth minmax_swapped same_turn plays_on\n"
    "#          bounds_swapped window_swapped cut_inverted root_maximizing\n"
    "#          root_depth root_keeps_last\n");

  GArray *positions = g_array_new (FALSE, FALSE, sizeof (TicTacToe));
  gboolean *seen = g_new0 (gboolean, 19683);
  TicTacToe t;
  tictactoe_init (&t);
  collect (&t, seen, positions);
  g_free (seen);
  GRand *rand = g_rand_new_with_seed (20250002);

  /* Finished games: wins for either side at every length, the win on the
   * last cell, draws; the machine either side, at several depths. */
  static const struct {
    int marks, owner, machine, depth;
  } ends[] = {
    { 5, TICTACTOE_X, TICTACTOE_X, 0 }, { 5, TICTACTOE_X, TICTACTOE_O, 3 },
    { 6, TICTACTOE_O, TICTACTOE_O, 2 }, { 6, TICTACTOE_O, TICTACTOE_X, 1 },
    { 7, TICTACTOE_X, TICTACTOE_X, 4 }, { 8, TICTACTOE_O, TICTACTOE_X, 5 },
    { 9, TICTACTOE_X, TICTACTOE_X, 6 }, { 9, TICTACTOE_X, TICTACTOE_O, 2 },
    { 9, TICTACTOE_EMPTY, TICTACTOE_X, 4 }, { 9, TICTACTOE_EMPTY, TICTACTOE_O, 0 },
  };
  for (guint i = 0; i < G_N_ELEMENTS (ends); i++) {
    pick (positions, rand, ends[i].marks, TRUE, ends[i].owner, &t);
    write_case (out, END, &t, ends[i].machine, ends[i].depth, -BIG, BIG);
  }

  /* Searches from one move before the end back to the middle game, and
   * on finished games (which only score), showing every mistake of the
   * search itself. */
  const guint search_mistakes = BIT (FLAT_WIN) | BIT (LOSS_POSITIVE) | BIT (SIGNS_SWAPPED)
                                | BIT (NO_DEPTH) | BIT (MINMAX_SWAPPED) | BIT (SAME_TURN)
                                | BIT (PLAYS_ON) | BIT (BOUNDS_SWAPPED) | BIT (WINDOW_SWAPPED)
                                | BIT (CUT_INVERTED);
  static const int late[] = { 8, 7, 6 };
  write_covering (out, positions, rand, SEARCH, late, G_N_ELEMENTS (late), search_mistakes, 6);
  static const int middle[] = { 5, 4, 3 };
  write_covering (out, positions, rand, SEARCH, middle, G_N_ELEMENTS (middle), search_mistakes, 6);
  pick (positions, rand, 7, TRUE, TICTACTOE_X, &t);
  write_case (out, SEARCH, &t, TICTACTOE_O, 3, -BIG, BIG);
  pick (positions, rand, 9, TRUE, TICTACTOE_EMPTY, &t);
  write_case (out, SEARCH, &t, TICTACTOE_X, 1, -BIG, BIG);

  /* Windows the value falls below, above and inside. */
  static const int windowed[] = { 6, 5, 4, 3 };
  for (guint i = 0; i < G_N_ELEMENTS (windowed); i++) {
    pick (positions, rand, windowed[i], FALSE, -1, &t);
    int machine = TICTACTOE_MARK_OF_SIDE (i % 2 ? t.to_move : 1 - t.to_move);
    int v = value_of (&t, machine, 0, -BIG, BIG, FALSE, RIGHT);
    write_case (out, WINDOW, &t, machine, 0, v + 1, v + 4);
    write_case (out, WINDOW, &t, machine, 0, v - 4, v - 1);
    write_case (out, WINDOW, &t, machine, 0, v - 2, v + 2);
  }

  /* The root: a quick win against a slow one, a forced block, and
   * positions from two marks on, showing every mistake of the root. */
  g_assert_true (tictactoe_from_text ("xo. xo. ...", &t, NULL));
  write_case (out, ROOT, &t, TICTACTOE_X, 0, -BIG, BIG);
  g_assert_true (tictactoe_from_text ("xox x.. ..o", &t, NULL));
  write_case (out, ROOT, &t, TICTACTOE_O, 0, -BIG, BIG);
  static const int root_marks[] = { 6, 5, 4, 3, 2 };
  write_covering (out, positions, rand, ROOT, root_marks, G_N_ELEMENTS (root_marks),
                  search_mistakes | BIT (ROOT_MAXIMIZING) | BIT (ROOT_DEPTH) | BIT (ROOT_KEEPS_LAST), 5);

  g_rand_free (rand);
  g_array_unref (positions);
  return g_string_free (out, FALSE);
}

int
main (int argc, char **argv)
{
  return generator_main (argc, argv, "make-tictactoe-data", make_data);
}
