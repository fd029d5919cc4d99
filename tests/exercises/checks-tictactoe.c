/* SPDX-License-Identifier: MIT */
/* checks-tictactoe.c: the checks of the warm-ups t1 (Matoike's minimax
 * on tic-tac-toe) and t2 (its alpha-beta).
 *
 * Both compare the student's functions with the data file written by a
 * separate program (generator/make-tictactoe-data.c, not in the handout)
 * and judge what the search went into by watching its moves
 * (checks-tictactoe-trace.h), in the student's own order of cells:
 *
 *   t1  tictactoe_end_value on finished games; tictactoe_minimax on
 *       positions from one move before the end back to the middle game
 *       and on finished ones, the machine to move or not, at several
 *       depths; that it goes into exactly the positions of the game tree
 *       (plain minimax's count, whatever the order); tictactoe_minimax_move:
 *       the value and a best cell; the board left as it was.
 *   t2  tictactoe_alpha_beta: the same values as minimax with the full
 *       window, the right side of narrow windows; its cuts, which must be
 *       Matoike's alpha-beta replayed in the student's own order (so any
 *       order of cells, fail-hard or fail-soft, passes), and so fewer
 *       positions than minimax; tictactoe_alpha_beta_move, whose root may
 *       give every cell the full window (Matoike's code) or carry the best value
 *       so far (the course's negamax): the check says which it saw.
 *
 * Each check reports one kind of trouble at a time, in the order a
 * student meets them, with at most two example positions, and names a
 * mistake only when it has established it: a value that exactly one
 * known mistake gives (and the right answers do not rule out), a fact
 * the record shows (a move after a line, a cell never tried), or a replay
 * with one known change that reproduces the search.
 */
#include "checks-common.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "checks-tictactoe-trace.h"

/* The data file's mistakes and the hint each proves; `root` marks the
 * mistakes of the root function itself (by the time the roots are
 * judged, the end values and the searches have passed, so only those can
 * be named there). */
static const struct {
  const char *name;
  ExerciseHint hint;
  gboolean t2_only;
  gboolean root;
} known_mistakes[] = {
  { "flat_win", HINT_TTT_FLAT_WIN, FALSE, FALSE },
  { "loss_positive", HINT_TTT_LOSS_POSITIVE, FALSE, FALSE },
  { "signs_swapped", HINT_TTT_SIGNS_SWAPPED, FALSE, FALSE },
  { "no_depth", HINT_TTT_NO_DEPTH, FALSE, FALSE },
  { "minmax_swapped", HINT_TTT_MINMAX_SWAPPED, FALSE, FALSE },
  { "same_turn", HINT_TTT_SAME_TURN, FALSE, FALSE },
  { "plays_on", HINT_TTT_PLAYS_ON, FALSE, FALSE },
  { "root_maximizing", HINT_TTT_ROOT_MAXIMIZING, FALSE, TRUE },
  { "root_depth", HINT_TTT_ROOT_DEPTH, FALSE, TRUE },
  { "root_keeps_last", HINT_TTT_ROOT_KEEPS_LAST, FALSE, TRUE },
  { "bounds_swapped", HINT_TTT_BOUNDS_SWAPPED, TRUE, FALSE },
  { "window_swapped", HINT_TTT_WINDOW_SWAPPED, TRUE, FALSE },
  { "cut_inverted", HINT_TTT_CUT_INVERTED, TRUE, FALSE },
};

static const char *
hint_text (ExerciseHint hint)
{
  switch (hint) {
  case HINT_T1_STUB:
    return _("This function still has the placeholder lines under its TODO comment: the TODO of "
             "t1 is not done yet (exercises/t1.en.md).");
  case HINT_T2_STUB:
    return _("This function still has the placeholder lines under its TODO comment: the TODO of "
             "t2 is not done yet (exercises/t2.en.md).");
  case HINT_TTT_NO_UNDO:
    return _("The board was not put back as it was: every tictactoe_play needs its tictactoe_undo "
             "of the same cell, in reverse order, also before leaving the loop early (Matoike's "
             "board.undo(n)).");
  case HINT_TTT_TAKEN_CELL:
    return _("A cell that is taken was played.  Only empty cells can be played: "
             "board->cell[n] == TICTACTOE_EMPTY (Matoike's can_put).");
  case HINT_TTT_RUNAWAY:
    return _("The search made far more moves than the whole game tree below this position has, "
             "and was stopped.  Does it stop at a finished game (tictactoe_is_over), and try "
             "each empty cell once?");
  case HINT_TTT_PLAY_DIRECT:
    return _("The search made no move with tictactoe_play.  Writing into board->cell does not pass "
             "the turn or count the marks, which tictactoe_is_over reads: make every move with "
             "tictactoe_play and take it back with tictactoe_undo.");
  case HINT_TTT_PLAYS_ON:
    return _("The search went on after a side had completed a line.  The game ends at the first "
             "line, not only on a full board: test tictactoe_is_over (board) first and return "
             "tictactoe_end_value there.");
  case HINT_TTT_END_VALUE:
    return _("tictactoe_end_value: the machine's line is worth 10 - depth, the opponent's line "
             "depth - 10, and a full board without a line 0 (tictactoe_line_owner says whose "
             "line it is).");
  case HINT_TTT_FLAT_WIN:
    return _("This is the value of a search that scores every win 10 and every loss -10.  "
             "Matoike's code scores 10 - depth and depth - 10, so that a quicker win is worth more: with "
             "10 for every win the machine may put off a win it could take now.");
  case HINT_TTT_LOSS_POSITIVE:
    return _("This is the value of a search that scores the opponent's line as 10 - depth, like "
             "a win.  A loss is worth depth - 10: negative, and less bad the later it comes.");
  case HINT_TTT_SIGNS_SWAPPED:
    return _("This is the value of a search that scores the machine's line as a loss and the "
             "opponent's as a win.  `machine` is the mark of the side the values are for: its "
             "line is worth 10 - depth.");
  case HINT_TTT_NO_DEPTH:
    return _("This is the value of a search that does not count the depth: every child must "
             "be searched with depth + 1, so that a win further down is worth less.");
  case HINT_TTT_MINMAX_SWAPPED:
    return _("This is the value of a search where the machine takes the smallest value and its "
             "opponent the largest.  The machine (maximizing TRUE) keeps the largest value of "
             "its children, the opponent the smallest.");
  case HINT_TTT_SAME_TURN:
    return _("This is the value of a search that does not pass the turn: the child is searched "
             "with !maximizing, since after a move the other side is to move.");
  case HINT_TTT_WRONG_VALUE:
    return _("No mistake this check knows gives this value, so it cannot name the cause.  Go "
             "through your code beside Matoike's, line by line: the test for the end of the "
             "game first, every empty cell, depth + 1 and !maximizing for the child, the larger "
             "value for the machine and the smaller for its opponent, what is returned.  Work "
             "the position out by hand.");
  case HINT_TTT_SKIPS_CELLS:
    return _("Minimax tries every empty cell of every position it goes into, even after it has "
             "found a win: loop over all 9 cells (or all of tictactoe_generate_moves) and leave "
             "none out.");
  case HINT_TTT_RESEARCHED:
    return _("The search went into some positions more than once: each empty cell is played "
             "once per position, and its value used from that one search.");
  case HINT_TTT_ROOT_MAXIMIZING:
    return _("This is the value of a root that asks for each cell's value with maximizing TRUE.  "
             "After the machine's move the opponent is to move: call the search with FALSE.");
  case HINT_TTT_ROOT_DEPTH:
    return _("This is the value of a root that asks for each cell's value with depth 1.  The "
             "depth counts the moves after the machine's root move, so the root passes 0.");
  case HINT_TTT_ROOT_KEEPS_LAST:
    return _("This is the value of the last cell the root tried, not of the best: keep a cell and "
             "its value only when the value is larger than the best so far.");
  case HINT_TTT_BEST_MOVE:
    return _("The value is right but the cell is not one that reaches it: change the best cell "
             "only together with the best value, when a cell's value is larger.");
  case HINT_TTT_BOUNDS_SWAPPED:
    return _("This is the value of a search that lowers beta at the machine's positions and "
             "raises alpha at the opponent's.  The machine (maximizing) raises alpha to its best "
             "value so far; the opponent lowers beta.");
  case HINT_TTT_WINDOW_SWAPPED:
    return _("This is the value of a search that hands the child (beta, alpha).  In Matoike's "
             "form the window is not turned round: the child gets (alpha, beta) as they are now.");
  case HINT_TTT_CUT_INVERTED:
    return _("This is the value of a search that stops the loop when beta >= alpha, that is "
             "almost always.  Stop when beta <= alpha: the window has closed.");
  case HINT_TTT_WINDOW_RULE:
    return _("With the window (alpha, beta) the search must return the exact value when it lies "
             "between alpha and beta, a value of at least beta when the value is at least beta, "
             "and a value of at most alpha when it is at most alpha.");
  case HINT_TTT_NO_CUT:
    return _("No cut happens: the loop goes on after beta <= alpha.  Once the window has closed "
             "the other side will not let the game come here: break.");
  case HINT_TTT_STRICT_CUT:
    return _("The search stops only when beta < alpha, so it goes on when they are equal.  "
             "Matoike's code stops when beta <= alpha: a value equal to the bound is already enough.");
  case HINT_TTT_WINDOW_NOT_NARROWED:
    return _("The children get the window this position was given, not alpha and beta as they "
             "have been raised and lowered so far, so the window does not narrow: update alpha "
             "(the machine) or beta (the opponent) in place and pass them on.");
  case HINT_TTT_ALPHA_FROM_BEST:
    return _("alpha (or beta) is replaced by the best value so far, even when the window it was "
             "given is narrower: alpha = MAX (alpha, best) at the machine's positions, "
             "beta = MIN (beta, best) at the opponent's.");
  case HINT_TTT_NEVER_REPLACED:
    return _("No game is worth plus or minus TICTACTOE_INFINITY: that is the value a position "
             "starts from, so somewhere in the search a position returned its start value, never "
             "replaced by a child's.  Start from minus infinity when maximizing and plus infinity "
             "otherwise, and after each child keep the larger of the two values when maximizing, "
             "the smaller otherwise.");
  case HINT_TTT_NOT_BEST_CHILD:
    return _("The value kept must be the largest of the children's values when maximizing "
             "(the machine to move) and the smallest otherwise: after each child keep the better "
             "of the two, MAX (value, best_val) or MIN (value, best_val), not simply the "
             "child's value.");
  case HINT_TTT_DEPTH_NOT_DEEPER:
    return _("The end values are right (tictactoe_end_value passes), so a finished game below was "
             "scored with a depth smaller than the moves made to reach it.  depth counts the moves "
             "down from the root: each child is searched with depth + 1.");
  case HINT_TTT_ROOT_NEVER_REPLACED:
    return _("The root returned its start value, minus infinity: it never took a cell's value.  "
             "Take a cell and its value when the value is larger than the best so far: "
             "if (best_eval < eval).");
  case HINT_TTT_ROOT_MACHINE:
    return _("This is the value of a root that passes the opponent's mark as machine: the mark "
             "of the side to move after the root move.  The values are for the machine, the side "
             "to move at the root: pass the mark the skeleton sets in machine before any move.");
  case HINT_TTT_PRUNING_RULE:
    return _("Compare the loop with Matoike's: after each child the machine raises alpha to its "
             "best value and the opponent lowers beta, the next child gets (alpha, beta) as they "
             "are now, and the loop stops (after the undo) as soon as beta <= alpha.  Any order "
             "of cells is fine.");
  default:
    return "";
  }
}

static char *
hint_paragraph (ExerciseHint hint)
{
  return g_strdup_printf (_("Hint: %s"), hint_text (hint));
}

static ExerciseHint
mistake_hint (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (known_mistakes); i++)
    if (strcmp (known_mistakes[i].name, name) == 0)
      return known_mistakes[i].hint;
  return HINT_COUNT;
}

static gboolean
known_in_t1 (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (known_mistakes); i++)
    if (strcmp (known_mistakes[i].name, name) == 0)
      return !known_mistakes[i].t2_only;
  return FALSE;
}

static gboolean
known_in_t2 (const char *name)
{
  return mistake_hint (name) != HINT_COUNT;
}

static gboolean
known_at_root (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (known_mistakes); i++)
    if (strcmp (known_mistakes[i].name, name) == 0)
      return known_mistakes[i].root;
  return FALSE;
}

/* ----------------------------------------------------------------------
 * The runs
 */

typedef struct {
  const TicTacToeCase *c;
  TicTacToeRun run;
  gboolean right;           /* the value is what the case asks for */
  gboolean best_ok;         /* root: the cell is a best one */
} CaseRun;

static char
mark_letter (int mark)
{
  return mark == TICTACTOE_X ? 'X' : 'O';
}

/* Whether got is right for the case, and the rule in words. */
static gboolean
value_ok (const TicTacToeCase *c, int got, char **expected)
{
  if (c->kind == TTT_WINDOW)
    return window_result_ok (c->value, c->alpha, c->beta, got, expected);
  *expected = g_strdup_printf (_("the right value is %d"), c->value);
  return got == c->value;
}

static gboolean
cell_listed (char **best, int cell)
{
  char text[GAME_NOTATION_SIZE] = "";
  if (cell >= 0 && cell < TICTACTOE_CELLS)
    tictactoe_cell_to_text (cell, text);
  for (char **b = best; b && *b; b++)
    if (strcmp (*b, text) == 0)
      return TRUE;
  return FALSE;
}

/* The runs of the cases of one kind (TTT_SEARCH and TTT_WINDOW for
 * kind TTT_SEARCH when alpha_beta is set). */
static GArray *
run_cases (const ExerciseFunctions *f, const ExerciseData *data, TicTacToeCaseKind kind,
           gboolean alpha_beta)
{
  GArray *runs = g_array_new (FALSE, TRUE, sizeof (CaseRun));
  for (guint i = 0; i < data->tictactoe_cases->len; i++) {
    const TicTacToeCase *c = g_ptr_array_index (data->tictactoe_cases, i);
    if (c->kind != kind && !(alpha_beta && kind == TTT_SEARCH && c->kind == TTT_WINDOW))
      continue;
    CaseRun r = { .c = c };
    if (kind == TTT_END) {
      TicTacToe t = c->position;
      r.run.value = f->tictactoe_end_value (&t, c->machine, c->depth);
      r.run.changed = memcmp (&t, &c->position, sizeof t) != 0;
    } else {
      tictactoe_run (f, c, alpha_beta, &r.run);
    }
    char *expected = NULL;
    r.right = value_ok (c, r.run.value, &expected);
    g_free (expected);
    r.best_ok = kind != TTT_ROOT || cell_listed (c->best, r.run.move);
    g_array_append_val (runs, r);
  }
  return runs;
}

static void
runs_free (GArray *runs)
{
  for (guint i = 0; runs && i < runs->len; i++)
    tictactoe_run_clear (&g_array_index (runs, CaseRun, i).run);
  if (runs)
    g_array_unref (runs);
}

/* The positions a run went into. */
static guint64
run_positions (const TicTacToeRun *run)
{
  return run->record ? search_record_searched (run->record) : run->plays + 1;
}

/* ----------------------------------------------------------------------
 * Wording
 */

/* "tictactoe_minimax (board, X, 2, TRUE) on this position" and the like. */
static char *
describe_ttt_call (const TicTacToeCase *c, gboolean alpha_beta)
{
  gboolean maximizing = TICTACTOE_MARK_OF_SIDE (c->position.to_move) == c->machine;
  const char *max_text = maximizing ? "TRUE" : "FALSE";
  switch (c->kind) {
  case TTT_END:
    return g_strdup_printf (_("tictactoe_end_value (board, %1$c, %2$d) on this finished game"),
                            mark_letter (c->machine), c->depth);
  case TTT_ROOT:
    return g_strdup_printf (_("%s on this position"),
                            alpha_beta ? "tictactoe_alpha_beta_move" : "tictactoe_minimax_move");
  case TTT_WINDOW:
    return g_strdup_printf (_("tictactoe_alpha_beta (board, %1$c, %2$d, %3$s, %4$d, %5$d) on this "
                              "position"),
                            mark_letter (c->machine), c->depth, max_text, c->alpha, c->beta);
  case TTT_SEARCH:
  default:
    if (alpha_beta)
      return g_strdup_printf (_("tictactoe_alpha_beta (board, %1$c, %2$d, %3$s, -TICTACTOE_INFINITY, "
                                "TICTACTOE_INFINITY) on this position"),
                              mark_letter (c->machine), c->depth, max_text);
    return g_strdup_printf (_("tictactoe_minimax (board, %1$c, %2$d, %3$s) on this position"),
                            mark_letter (c->machine), c->depth, max_text);
  }
}

/* The board and whose values these are. */
static char *
describe_board (const TicTacToe *t, int machine)
{
  char *board = tictactoe_to_text (t);
  char *text = g_strdup_printf (_("%1$s(values for the machine, %2$c)\n"), board, mark_letter (machine));
  g_free (board);
  return text;
}

static void
add_case_problem (ExerciseResult *result, ExerciseHint hint, const CaseRun *r, gboolean alpha_beta,
                  const char *what, const char *paragraph)
{
  char *call = describe_ttt_call (r->c, alpha_beta);
  char *board = describe_board (&r->c->position, r->c->machine);
  add_problem (result, hint, g_strdup_printf ("%s %s\n%s%s", call, what, board, paragraph));
  g_free (board);
  g_free (call);
}

/* ----------------------------------------------------------------------
 * The stages of both checks
 */

/* A search that broke the board, ran away, or played a taken cell. */
static gboolean
report_broken (ExerciseResult *result, GArray *runs, gboolean alpha_beta)
{
  for (guint i = 0; i < runs->len; i++) {
    const CaseRun *r = &g_array_index (runs, CaseRun, i);
    ExerciseHint hint;
    const char *what;
    if (r->run.runaway) {
      hint = HINT_TTT_RUNAWAY;
      what = _("was stopped.");
    } else if (r->run.taken) {
      hint = HINT_TTT_TAKEN_CELL;
      what = _("played a cell that is taken.");
    } else if (r->run.changed || r->run.bad_undo) {
      hint = HINT_TTT_NO_UNDO;
      what = _("did not leave the board as it found it.");
    } else {
      continue;
    }
    char *paragraph = hint_paragraph (hint);
    add_case_problem (result, hint, r, alpha_beta, what, paragraph);
    g_free (paragraph);
    return TRUE;
  }
  return FALSE;
}

/* The untouched placeholder of a function: no move and 0 on every case
 * (a right function returns something else on some of them). */
static gboolean
report_stub (ExerciseResult *result, GArray *runs, ExerciseHint hint, gboolean alpha_beta)
{
  const CaseRun *example = NULL;
  for (guint i = 0; i < runs->len; i++) {
    const CaseRun *r = &g_array_index (runs, CaseRun, i);
    if (r->run.plays > 0 || r->run.value != 0)
      return FALSE;
    if (!example && !r->right)
      example = r;
  }
  if (!example)
    return FALSE;
  char *what = example->c->kind == TTT_END
                   ? g_strdup_printf (_("returned 0, the placeholder's value; the right value is %d."),
                                      example->c->value)
                   : g_strdup_printf (_("returned 0 without trying any cell; the right value is %d."),
                                      example->c->value);
  char *paragraph = hint_paragraph (hint);
  add_case_problem (result, hint, example, alpha_beta, what, paragraph);
  g_free (paragraph);
  g_free (what);
  return TRUE;
}

/* A position where minimax left cells out, in words; NULL if none. */
static char *
skipped_fact (const CaseRun *r)
{
  TicTacToe where;
  int tried, cells;
  if (!tictactoe_run_skipped (&r->run, r->c, &where, &tried, &cells))
    return NULL;
  char *board = tictactoe_to_text (&where);
  char *text = g_strdup_printf (_("On this position it tried only %1$d of its %2$d empty cells:\n%3$s"),
                                tried, cells, board);
  g_free (board);
  return text;
}

/* Matoike's minimax, here with the student's own tictactoe_end_value
 * (right by the time a search is judged), to state facts about a wrong
 * value: the children's exact values, and what a search whose child gets
 * depth + step returns (step -1: the depth counted down). */
static int
matoike_minimax (const ExerciseFunctions *f, TicTacToe *t, int machine, int depth,
                 gboolean maximizing, int step)
{
  if (tictactoe_is_over (t))
    return f->tictactoe_end_value (t, machine, depth);
  int best = maximizing ? -TICTACTOE_INFINITY : TICTACTOE_INFINITY;
  for (int cell = 0; cell < TICTACTOE_CELLS; cell++) {
    if (t->cell[cell] != TICTACTOE_EMPTY)
      continue;
    tictactoe_play (t, cell);
    int value = matoike_minimax (f, t, machine, depth + step, !maximizing, step);
    tictactoe_undo (t, cell);
    best = maximizing ? MAX (best, value) : MIN (best, value);
  }
  return best;
}

/* Whether the case's search is at a position the machine is to move. */
static gboolean
case_maximizing (const TicTacToeCase *c)
{
  return TICTACTOE_MARK_OF_SIDE (c->position.to_move) == c->machine;
}

/* A full-window value that is one child's exact value but not the best
 * for the side to move: that fact in words; NULL otherwise. */
static char *
not_best_child_fact (const ExerciseFunctions *f, const CaseRun *r)
{
  const TicTacToeCase *c = r->c;
  gboolean maximizing = case_maximizing (c);
  TicTacToe t = c->position;
  int values[TICTACTOE_CELLS], taken = -1, best = -1;
  for (int cell = 0; cell < TICTACTOE_CELLS; cell++) {
    if (t.cell[cell] != TICTACTOE_EMPTY)
      continue;
    tictactoe_play (&t, cell);
    values[cell] = matoike_minimax (f, &t, c->machine, c->depth + 1, !maximizing, 1);
    tictactoe_undo (&t, cell);
    if (values[cell] == r->run.value && taken < 0)
      taken = cell;
    if (best < 0 || (maximizing ? values[cell] > values[best] : values[cell] < values[best]))
      best = cell;
  }
  if (taken < 0 || best < 0 || values[best] == r->run.value)
    return NULL;
  char taken_text[GAME_NOTATION_SIZE], best_text[GAME_NOTATION_SIZE];
  tictactoe_cell_to_text (taken, taken_text);
  tictactoe_cell_to_text (best, best_text);
  return g_strdup_printf (maximizing
                              ? _("%1$d is the value of the cell %2$s, but the cell %3$s is worth %4$d, "
                                  "more for the machine, which is to move here.\n")
                              : _("%1$d is the value of the cell %2$s, but the cell %3$s is worth %4$d, "
                                  "less for the machine: its opponent, to move here, takes it.\n"),
                          r->run.value, taken_text, best_text, values[best]);
}

/* What the student's own search (right by now) gives at the root when
 * the opponent's mark is passed as machine; a root that gives this on
 * every case has shown that mistake. */
static int
root_with_opponent_machine (const ExerciseFunctions *f, const TicTacToeCase *c, gboolean alpha_beta)
{
  TicTacToe t = c->position;
  int opponent = TICTACTOE_MARK_OF_SIDE (!t.to_move);
  int best = -TICTACTOE_INFINITY;
  for (int cell = 0; cell < TICTACTOE_CELLS; cell++) {
    if (t.cell[cell] != TICTACTOE_EMPTY)
      continue;
    tictactoe_play (&t, cell);
    int value = alpha_beta ? f->tictactoe_alpha_beta (&t, opponent, 0, FALSE, -TICTACTOE_INFINITY,
                                                      TICTACTOE_INFINITY)
                           : f->tictactoe_minimax (&t, opponent, 0, FALSE);
    tictactoe_undo (&t, cell);
    best = MAX (best, value);
  }
  return best;
}

/* The facts the check can state about a wrong value that no data file
 * mistake explains: the hint (HINT_COUNT if none) and its paragraph. */
static ExerciseHint
value_fact (const ExerciseFunctions *f, const CaseRun *r, char **paragraph)
{
  const TicTacToeCase *c = r->c;
  int value = r->run.value;
  if (c->kind == TTT_END || tictactoe_is_over (&c->position))
    return HINT_COUNT;
  if (c->kind == TTT_ROOT) {
    if (value != -TICTACTOE_INFINITY)
      return HINT_COUNT;
    *paragraph = hint_paragraph (HINT_TTT_ROOT_NEVER_REPLACED);
    return HINT_TTT_ROOT_NEVER_REPLACED;
  }
  if (ABS (value) == TICTACTOE_INFINITY) {
    *paragraph = hint_paragraph (HINT_TTT_NEVER_REPLACED);
    return HINT_TTT_NEVER_REPLACED;
  }
  TicTacToe t = c->position;
  if (c->kind == TTT_SEARCH && value == matoike_minimax (f, &t, c->machine, c->depth,
                                                         case_maximizing (c), -1)) {
    char *hint = hint_paragraph (HINT_TTT_DEPTH_NOT_DEEPER);
    *paragraph = g_strconcat (_("This is the value of a search that gives the child depth - 1.\n"),
                              hint, NULL);
    g_free (hint);
    return HINT_TTT_DEPTH_NOT_DEEPER;
  }
  /* No game that goes on from here ends sooner than one move down. */
  int most = 10 - (c->depth + 1);
  if (ABS (value) > most) {
    char *fact = g_strdup_printf (_("No game from this position is worth %1$d: a line made by the next "
                                    "move is worth %2$d (10 - (depth + 1)) for the machine or %3$d "
                                    "against it, and a later line less.\n"),
                                  value, most, -most);
    char *hint = hint_paragraph (HINT_TTT_DEPTH_NOT_DEEPER);
    *paragraph = g_strconcat (fact, hint, NULL);
    g_free (hint);
    g_free (fact);
    return HINT_TTT_DEPTH_NOT_DEEPER;
  }
  char *fact = c->kind == TTT_SEARCH ? not_best_child_fact (f, r) : NULL;
  if (fact) {
    char *hint = hint_paragraph (HINT_TTT_NOT_BEST_CHILD);
    *paragraph = g_strconcat (fact, hint, NULL);
    g_free (hint);
    g_free (fact);
    return HINT_TTT_NOT_BEST_CHILD;
  }
  return HINT_COUNT;
}

/* What the check can say about a wrong value: the hint and its paragraph. */
static ExerciseHint
diagnose (const ExerciseFunctions *f, GArray *runs, const CaseRun *r, gboolean alpha_beta,
          gboolean (*known) (const char *), ExerciseHint fallback, char **paragraph)
{
  /* Facts the record shows come first. */
  if (r->run.plays_on) {
    *paragraph = hint_paragraph (HINT_TTT_PLAYS_ON);
    return HINT_TTT_PLAYS_ON;
  }
  char *skipped = alpha_beta ? NULL : skipped_fact (r);
  if (skipped) {
    char *hint = hint_paragraph (HINT_TTT_SKIPS_CELLS);
    *paragraph = g_strconcat (skipped, hint, NULL);
    g_free (hint);
    g_free (skipped);
    return HINT_TTT_SKIPS_CELLS;
  }
  if (r->c->kind != TTT_END && r->run.plays == 0 && !tictactoe_is_over (&r->c->position)) {
    *paragraph = hint_paragraph (HINT_TTT_PLAY_DIRECT);
    return HINT_TTT_PLAY_DIRECT;
  }
  /* At the root, the end values and the search have passed: only the
   * root's own mistakes are left, and passing the opponent as machine is
   * told by running the student's own search with it. */
  if (r->c->kind == TTT_ROOT) {
    known = known_at_root;
    gboolean opponent_everywhere = TRUE;
    for (guint i = 0; i < runs->len && opponent_everywhere; i++) {
      const CaseRun *e = &g_array_index (runs, CaseRun, i);
      opponent_everywhere = e->run.value == root_with_opponent_machine (f, e->c, alpha_beta);
    }
    if (opponent_everywhere) {
      *paragraph = hint_paragraph (HINT_TTT_ROOT_MACHINE);
      return HINT_TTT_ROOT_MACHINE;
    }
  }
  MistakeEvidence *evidence = g_new (MistakeEvidence, runs->len);
  for (guint i = 0; i < runs->len; i++) {
    const CaseRun *e = &g_array_index (runs, CaseRun, i);
    evidence[i] = (MistakeEvidence) { e->c->mistakes, e->run.value, e->right };
  }
  MistakeEvidence one = { r->c->mistakes, r->run.value, r->right };
  const char *matches[G_N_ELEMENTS (known_mistakes)];
  guint count = mistakes_explaining (evidence, runs->len, &one, known, matches, G_N_ELEMENTS (matches));
  g_free (evidence);
  if (count == 1) {
    *paragraph = hint_paragraph (mistake_hint (matches[0]));
    return mistake_hint (matches[0]);
  }
  if (count > 1) {
    GString *text = g_string_new (_("Hint: A search with any one of these mistakes returns this "
                                    "value; the other positions do not tell which:"));
    for (guint i = 0; i < count; i++)
      g_string_append_printf (text, "\n  - %s", hint_text (mistake_hint (matches[i])));
    *paragraph = g_string_free (text, FALSE);
    return mistake_hint (matches[0]);
  }
  ExerciseHint fact = value_fact (f, r, paragraph);
  if (fact != HINT_COUNT)
    return fact;
  *paragraph = hint_paragraph (fallback);
  return fallback;
}

/* Report the wrong values among runs (at most two examples); TRUE if any. */
static gboolean
report_wrong_values (const ExerciseFunctions *f, ExerciseResult *result, GArray *runs,
                     gboolean alpha_beta, gboolean (*known) (const char *))
{
  int shown = 0, more = 0;
  for (guint i = 0; i < runs->len; i++) {
    const CaseRun *r = &g_array_index (runs, CaseRun, i);
    if (r->right)
      continue;
    if (shown == MAX_EXAMPLES) {
      more++;
      continue;
    }
    char *expected = NULL;
    value_ok (r->c, r->run.value, &expected);
    ExerciseHint fallback = r->c->kind == TTT_END ? HINT_TTT_END_VALUE
                            : r->c->kind == TTT_WINDOW ? HINT_TTT_WINDOW_RULE
                            : HINT_TTT_WRONG_VALUE;
    char *paragraph = NULL;
    ExerciseHint hint = diagnose (f, runs, r, alpha_beta, known, fallback, &paragraph);
    char *what = g_strdup_printf (_("returned %1$d; %2$s."), r->run.value, expected);
    add_case_problem (result, hint, r, alpha_beta, what, paragraph);
    g_free (what);
    g_free (paragraph);
    g_free (expected);
    shown++;
  }
  note_more (result, more);
  return shown > 0;
}

/* The root's cell, once its values are right. */
static gboolean
report_best_cells (ExerciseResult *result, GArray *runs, gboolean alpha_beta)
{
  for (guint i = 0; i < runs->len; i++) {
    const CaseRun *r = &g_array_index (runs, CaseRun, i);
    if (r->best_ok)
      continue;
    char cell[GAME_NOTATION_SIZE] = "?";
    if (r->run.move >= 0 && r->run.move < TICTACTOE_CELLS)
      tictactoe_cell_to_text (r->run.move, cell);
    char *best = g_strjoinv (" ", r->c->best);
    char *what = g_strdup_printf (_("returned the cell %1$s (%2$d) with the right value %3$d, but "
                                    "the cells that reach it are: %4$s."),
                                  cell, r->run.move, r->run.value, best);
    char *paragraph = hint_paragraph (HINT_TTT_BEST_MOVE);
    add_case_problem (result, HINT_TTT_BEST_MOVE, r, alpha_beta, what, paragraph);
    g_free (paragraph);
    g_free (what);
    g_free (best);
    return TRUE;
  }
  return FALSE;
}

/* ----------------------------------------------------------------------
 * t1: minimax goes into exactly the game tree
 */

static gboolean
report_minimax_nodes (ExerciseResult *result, GArray *runs, guint64 *searched)
{
  const ReplayRules minimax = { .no_cut = TRUE };
  for (guint i = 0; i < runs->len; i++) {
    const CaseRun *r = &g_array_index (runs, CaseRun, i);
    guint64 visited = 0;
    if (!r->run.record) {
      /* Without the trace, the moves the rules counted. */
      if (r->run.plays + 1 == r->c->nodes) {
        *searched += r->c->nodes;
        continue;
      }
    } else if (!r->run.researched && tictactoe_run_replay (&r->run, r->c, minimax, NULL, &visited)) {
      *searched += visited;
      continue;
    }
    ExerciseHint hint = HINT_TTT_SKIPS_CELLS;
    char *what = g_strdup_printf (_("found the right value, but went into %1$llu positions where "
                                    "minimax goes into %2$llu (the whole game tree below it, in "
                                    "any order)."),
                                  (unsigned long long) run_positions (&r->run),
                                  (unsigned long long) r->c->nodes);
    /* A search that parts from plain minimax's tree skipped a cell, went
     * into a position twice, or went on after a line. */
    char *fact = NULL;
    if (r->run.researched)
      hint = HINT_TTT_RESEARCHED;
    else if (!(fact = skipped_fact (r)) && r->run.plays_on)
      hint = HINT_TTT_PLAYS_ON;
    if (!fact)
      fact = g_strdup ("");
    char *paragraph = hint_paragraph (hint);
    char *text = g_strconcat (fact, paragraph, NULL);
    add_case_problem (result, hint, r, FALSE, what, text);
    g_free (text);
    g_free (paragraph);
    g_free (fact);
    g_free (what);
    return TRUE;
  }
  return FALSE;
}

void
check_t1 (const ExerciseFunctions *f, const ExerciseData *data, ExerciseResult *result)
{
  GArray *ends = run_cases (f, data, TTT_END, FALSE);
  GArray *searches = run_cases (f, data, TTT_SEARCH, FALSE);
  GArray *roots = run_cases (f, data, TTT_ROOT, FALSE);

  /* The board broken, then each function still its placeholder, in the
   * order they are written: the end value, the search, the root. */
  gboolean stop = report_broken (result, searches, FALSE) || report_broken (result, roots, FALSE);
  if (!stop) {
    report_stub (result, ends, HINT_T1_STUB, FALSE);
    report_stub (result, searches, HINT_T1_STUB, FALSE);
    report_stub (result, roots, HINT_T1_STUB, FALSE);
    stop = has_problems (result);
  }
  /* Then the values, the tree, the root's values and its cell. */
  if (!stop)
    stop = report_wrong_values (f, result, ends, FALSE, known_in_t1);
  if (!stop)
    stop = report_wrong_values (f, result, searches, FALSE, known_in_t1);
  guint64 searched = 0;
  if (!stop)
    stop = report_minimax_nodes (result, searches, &searched);
  if (!stop)
    stop = report_wrong_values (f, result, roots, FALSE, known_in_t1);
  if (!stop)
    stop = report_minimax_nodes (result, roots, &searched);
  if (!stop)
    stop = report_best_cells (result, roots, FALSE);
  if (!stop)
    g_string_append_printf (result->info,
                            _("Minimax went into exactly the positions of the game tree (%llu in all "
                              "the cases), in your order of cells.\n"),
                            (unsigned long long) searched);
  runs_free (ends);
  runs_free (searches);
  runs_free (roots);
}

/* ----------------------------------------------------------------------
 * t2: Matoike's cuts in the student's order
 */

static ExerciseHint
t2_pruning_hint (PruningVerdict verdict)
{
  switch (verdict) {
  case PRUNING_NO_CUT:          return HINT_TTT_NO_CUT;
  case PRUNING_STRICT_CUT:      return HINT_TTT_STRICT_CUT;
  case PRUNING_BETA_FROM_ALPHA: return HINT_TTT_WINDOW_NOT_NARROWED;
  case PRUNING_M_FROM_BEST:     return HINT_TTT_ALPHA_FROM_BEST;
  default:                      return HINT_TTT_PRUNING_RULE;
  }
}

/* Where a search first parted from Matoike's alpha-beta, in words. */
static char *
describe_parting (const PruningReport *p, int machine)
{
  const TicTacToe *where = p->where;
  char after[GAME_NOTATION_SIZE] = "", move[GAME_NOTATION_SIZE];
  if (p->after >= 0)
    tictactoe_cell_to_text (p->after, after);
  tictactoe_cell_to_text (p->move, move);
  /* The replay's window is the side to move's; Matoike's is the machine's. */
  gboolean machine_to_move = TICTACTOE_MARK_OF_SIDE (where->to_move) == machine;
  int alpha = machine_to_move ? p->alpha : -p->beta, beta = machine_to_move ? p->beta : -p->alpha;
  char *board = tictactoe_to_text (where);
  char *text;
  if (p->went_on)
    text = g_strdup_printf (_("On this position, reached with the window alpha = %1$d, beta = %2$d: "
                              "after %3$s the window had closed (beta <= alpha), where Matoike's code "
                              "stops, but your search went on to try %4$s.\n%5$s"),
                            alpha, beta, after, move, board);
  else
    text = g_strdup_printf (_("On this position, reached with the window alpha = %1$d, beta = %2$d: "
                              "the window was still open, so Matoike's code goes on to try %3$s, which "
                              "your search never tried.\n%4$s"),
                            alpha, beta, move, board);
  g_free (board);
  return text;
}

static gboolean
report_cuts (ExerciseResult *result, GArray *runs, guint64 *searched, guint64 *minimax,
             gboolean *root_full, gboolean *root_carried, gboolean *researched)
{
  const guint mistakes = (1u << PRUNING_NO_CUT) | (1u << PRUNING_STRICT_CUT)
                         | (1u << PRUNING_BETA_FROM_ALPHA) | (1u << PRUNING_M_FROM_BEST);
  guint fit_everywhere = ~0u;
  const CaseRun *first_bad = NULL;
  for (guint i = 0; i < runs->len; i++) {
    const CaseRun *r = &g_array_index (runs, CaseRun, i);
    if (!r->run.record) {
      /* Without the trace only a search that never cuts can be told. */
      if (!first_bad && r->run.plays + 1 >= r->c->nodes && r->c->nodes > 20)
        first_bad = r;
      continue;
    }
    if (r->run.researched) {
      *researched = TRUE;
      continue;
    }
    guint64 visited = 0;
    gboolean full = FALSE, carried = FALSE;
    guint fits = tictactoe_run_fits (&r->run, r->c, &full, &carried, &visited);
    /* The root window that fits every root search (some fit both). */
    if (r->c->kind == TTT_ROOT && (fits & (1u << PRUNING_AS_LIST1))) {
      *root_full &= full;
      *root_carried &= carried;
    }
    fit_everywhere &= fits;
    if (fits & (1u << PRUNING_AS_LIST1)) {
      *searched += visited;
      *minimax += r->c->nodes;
    } else if (!first_bad) {
      first_bad = r;
    }
  }
  if (!first_bad)
    return FALSE;

  /* Where the first search that does not fit parts from Matoike's rules
   * (at the root: Matoike's full window per cell). */
  const CaseRun *r = first_bad;
  PruningReport report = { 0 };
  if (r->run.record) {
    ReplayRules matoike = { .root_window_kept = r->c->kind == TTT_ROOT };
    guint64 ignored;
    tictactoe_run_replay (&r->run, r->c, matoike, &report, &ignored);
  }
  guint causes = first_bad->run.record ? fit_everywhere & mistakes : 1u << PRUNING_NO_CUT;
  static const PruningWording wording = { t2_pruning_hint, hint_text, HINT_TTT_PRUNING_RULE };
  ExerciseHint hint;
  char *paragraph = pruning_causes_paragraph (causes, &wording, &hint);
  char *parting = hint == HINT_TTT_PRUNING_RULE && report.where
                      ? describe_parting (&report, r->c->machine) : g_strdup ("");
  char *what = g_strdup_printf (_("found the right value, but its cuts are not Matoike's: it went "
                                  "into %1$llu positions (minimax: %2$llu)."),
                                (unsigned long long) run_positions (&r->run),
                                (unsigned long long) r->c->nodes);
  char *text = g_strconcat (parting, paragraph, NULL);
  add_case_problem (result, hint, r, TRUE, what, text);
  g_free (text);
  g_free (what);
  g_free (parting);
  g_free (paragraph);
  pruning_report_clear (&report);   /* where, and the path and children drawn */
  return TRUE;
}

/* t2 searches with tictactoe_end_value: it must be right first. */
static gboolean
end_value_works (const ExerciseFunctions *f, const ExerciseData *data, ExerciseResult *result)
{
  GArray *ends = run_cases (f, data, TTT_END, FALSE);
  gboolean works = TRUE;
  for (guint i = 0; i < ends->len; i++)
    works &= g_array_index (ends, CaseRun, i).right;
  runs_free (ends);
  if (!works)
    add_problem (result, HINT_NEEDS_T1,
                 g_strdup (_("t2 scores finished games with tictactoe_end_value, which is not right "
                             "yet.\nHint: finish exercise t1 first (meson test -C build t1 "
                             "--print-errorlogs).")));
  return works;
}

void
check_t2 (const ExerciseFunctions *f, const ExerciseData *data, ExerciseResult *result)
{
  GArray *searches = run_cases (f, data, TTT_SEARCH, TRUE);
  GArray *roots = run_cases (f, data, TTT_ROOT, TRUE);

  gboolean stop = report_broken (result, searches, TRUE) || report_broken (result, roots, TRUE);
  if (!stop) {
    report_stub (result, searches, HINT_T2_STUB, TRUE);
    report_stub (result, roots, HINT_T2_STUB, TRUE);
    stop = has_problems (result);
  }
  if (!stop)
    stop = !end_value_works (f, data, result);
  if (!stop)
    stop = report_wrong_values (f, result, searches, TRUE, known_in_t2);
  if (!stop)
    stop = report_wrong_values (f, result, roots, TRUE, known_in_t2);
  guint64 searched = 0, minimax = 0;
  gboolean root_full = TRUE, root_carried = TRUE, researched = FALSE;
  if (!stop)
    stop = report_cuts (result, searches, &searched, &minimax, &root_full, &root_carried, &researched)
           || report_cuts (result, roots, &searched, &minimax, &root_full, &root_carried, &researched);
  if (!stop)
    stop = report_best_cells (result, roots, TRUE);
  if (!stop) {
    if (searched > 0)
      g_string_append_printf (result->info,
                              _("Cuts: exactly Matoike's alpha-beta in your order of cells: %1$llu "
                                "positions where minimax goes into %2$llu.\n"),
                              (unsigned long long) searched, (unsigned long long) minimax);
    if (root_full && !root_carried)
      g_string_append (result->info, _("At the root every cell gets the full window, as in "
                                       "Matoike's bestMoveAB.\n"));
    else if (root_carried && !root_full)
      g_string_append (result->info, _("At the root the best value so far is carried into the next "
                                       "cell's window, as the course's negamax does (Matoike's code gives "
                                       "every cell the full window; both are right).\n"));
    if (researched)
      g_string_append (result->info, _("Some searches go into positions more than once (ordering "
                                       "the cells by a search?), so their cuts were not compared "
                                       "with Matoike's.\n"));
  }
  runs_free (searches);
  runs_free (roots);
}
