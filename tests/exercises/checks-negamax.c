/* SPDX-License-Identifier: MIT */
/* checks-negamax.c: the check of exercise 16 (negamax).
 *
 * ex16 compares the student's negamax with the data file, written by a
 * separate program with its own plain minimax (not in the handout, since
 * it would give exercise 16 away).  It runs all its cases first and then
 * reports the first kind of trouble it sees, in the order a student meets
 * them: a search that does not end or breaks the position, the untouched
 * stub, wrong values (from depth 1 to the end of the game), cuts that are
 * not List 1's, and the best move.  At most two example positions are
 * shown, so the message points at one fix at a time.
 *
 * A hint names a cause only when the check has established it:
 *   - the data file says what a search with each known mistake returns on
 *     each position; a wrong value that exactly one mistake explains (and
 *     that the positions the search got right do not rule out) names it;
 *   - at depth 1 the children's values are plain disc counts, so a value
 *     that is one child's but not the largest, or a root move never tried
 *     (the trace shows which), is a fact the check can state;
 *   - the cuts are judged against List 1 in the student's own move order
 *     (checks-trace.h), and a known mistake is named only when replaying
 *     it reproduces exactly what the search did (a search 3 plies deep
 *     that stops as soon as m rises, or after every first move, is told
 *     to compare m with beta).
 * Anything else gets a hint that states the rule and names no cause.
 *
 * Assignment 13 invites searches of other shapes (a principal variation
 * search, aspiration windows, a transposition table, iterative
 * deepening).  Every known mistake of the cuts searches more positions
 * than List 1 in the same order, so a search that searches no more (or
 * searches some positions twice) passes the cuts; it is then held to
 * exact values everywhere: on the check's positions and on each of their
 * children (valued by the checks' own List 1, search-replay.h), with the
 * whole window and narrow ones around the value.
 *
 * Exercise 18 is checked in checks-terminal.c.
 */
#include "checks-common.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "checks-trace.h"
#include "reversi-replay.h"
#include "search-tree.h"

/* The categories of cases, in the order a student meets their troubles. */
static const char *const value_categories[] = {
  "depth1", "window1", "deep", "windowdeep", "endgame", "pass", "horizon",
};

/* The names of the data file's mistake values and the hint each proves. */
static const struct {
  const char *name;
  ExerciseHint hint;
} known_mistakes[] = {
  { "no_negate", HINT_NEGATE },
  { "window_kept", HINT_WINDOW_KEPT },
  { "window_not_swapped", HINT_WINDOW_NOT_SWAPPED },
  { "cut_alpha", HINT_CUT_RETURNS_ALPHA },
  { "horizon_first", HINT_HORIZON },
  { "pass_ends", HINT_PASS_ENDS_GAME },
  { "pass_skipped", HINT_PASS_SKIPPED },
  { "terminal_by_eval", HINT_TERMINAL_BY_EVAL },
  { "horizon_as_end", HINT_HORIZON_AS_END },
  { "terminal_missing", HINT_TERMINAL_MISSING },
  { "shallower", HINT_DEPTH_OFF_BY_ONE },
  { "deeper", HINT_DEPTH_OFF_BY_ONE },
};

static const char *
hint_text (ExerciseHint hint)
{
  switch (hint) {
  case HINT_STUB:
    return _("negamax still returns the evaluation of the position it is given without "
             "trying any move: the TODO of exercise 16 is not done yet.");
  case HINT_TOO_DEEP:
    return _("It searched far more positions than this depth has (or went deeper than any "
             "game lasts): does each move search depth - 1 below it?");
  case HINT_NO_UNDO:
    return _("The position was not put back as it was: every kyokumen_make_move needs its "
             "kyokumen_undo_move, also before returning at a cut-off.");
  case HINT_GENERATE_DIRECT:
    return _("negamax takes its moves from kyokumen_generate_moves, so the search counts no "
             "positions and cannot be stopped: use alpha_beta_generate_moves (ab, moves), "
             "which does both.");
  case HINT_NEGATE:
    return _("This is the value a search returns that does not negate the child's value.  The "
             "child's value is from the opponent's view: value = -negamax (ab, depth - 1, -beta, -m).");
  case HINT_WINDOW_RULE:
    return _("A search with the window (alpha, beta) must return the exact value when it lies "
             "between alpha and beta, a value of at least beta when the value is at least beta "
             "(at a cut-off, m), and a value of at most alpha when no move does better than alpha "
             "(m stays alpha).");
  case HINT_CUT_RETURNS_ALPHA:
    return _("This is the value a search returns that gives back alpha at a cut-off.  When "
             "m >= beta, undo the move and return m (which is at least beta).");
  case HINT_WINDOW_KEPT:
    return _("This is the value a search returns that hands the child its own window "
             "(alpha, beta).  Seen from the child the window is negated and swapped: "
             "value = -negamax (ab, depth - 1, -beta, -m).");
  case HINT_WINDOW_NOT_SWAPPED:
    return _("This is the value a search returns that hands the child (-m, -beta): negated "
             "but not swapped.  The child's alpha is -beta and its beta is -m.");
  case HINT_HORIZON:
    return _("This is the value a search returns that tests depth == 0 before the end of the "
             "game: a game that ends exactly at the horizon is then scored by eval_position as "
             "if it went on.  Test for the end of the game (no moves) first, as List 1 does, "
             "then depth == 0.");
  case HINT_PASS_ENDS_GAME:
    return _("This is the value a search returns that treats a pass as the end of the game.  A "
             "pass (one move with xy == 0) is a move like any other: make it, search, undo it.  "
             "The game is over only when alpha_beta_generate_moves returns 0.");
  case HINT_PASS_SKIPPED:
    return _("This is the value a search returns that never plays a pass.  When the side to "
             "move must pass, alpha_beta_generate_moves returns one move with xy == 0: make it, "
             "search and undo it like any other move.");
  case HINT_TERMINAL_BY_EVAL:
    return _("This is the value a search returns that scores a finished game with "
             "eval_position.  When alpha_beta_generate_moves returns 0 the game is over: "
             "return eval_terminal_position (ab), worth FINAL_DISC_VALUE per disc.");
  case HINT_HORIZON_AS_END:
    return _("This is the value a search returns that scores a position at depth 0 with "
             "eval_terminal_position, as if the game had ended there.  At depth == 0 the game "
             "goes on: return eval_position (ab); eval_terminal_position is only for a finished "
             "game (no moves).");
  case HINT_TERMINAL_MISSING:
    return _("This is the value a search returns that never tests for the end of the game: "
             "with no moves the loop tries nothing and m stays alpha.  When "
             "alpha_beta_generate_moves returns 0, return eval_terminal_position (ab).");
  case HINT_WRONG_VALUE:
    return _("No mistake this check knows gives this value, so it cannot name the cause.  Go "
             "through your code beside List 1, line by line: the minus sign before the call, "
             "the window (-beta, -m), when m changes, when the loop stops and what is "
             "returned.  Work the position out by hand at a small depth.");
  case HINT_NO_CUT:
    return _("No cut happens: the search tries every move even after m has reached beta.  "
             "When m >= beta, undo the move and return m.");
  case HINT_STRICT_CUT:
    return _("The search cuts only when m > beta, so it goes on when m equals beta.  List 1 "
             "cuts when m >= beta: a value equal to beta is already enough.");
  case HINT_BETA_FROM_ALPHA:
    return _("The search gives the child -alpha as its beta instead of -m, the best value so "
             "far, so the window does not narrow as m grows: "
             "value = -negamax (ab, depth - 1, -beta, -m).");
  case HINT_M_FROM_INFINITY:
    return _("m starts at minus infinity instead of at alpha, so the children get a wider "
             "window than needed and cut less.  Start with m = alpha (List 1: m = a).");
  case HINT_CUT_AT_ALPHA:
    return _("The loop may stop early only when m >= beta (a cut-off): check the test of the "
             "cut, which must compare m with beta, not with alpha (if (m >= beta)).");
  case HINT_PRUNING_RULE:
    return _("Compare the loop with List 1: m starts at alpha, the child's window is "
             "(-beta, -m), m takes a value only when it is larger, and the loop stops (after "
             "the undo) as soon as m >= beta.  Any move order is fine.");
  case HINT_BEST_LINE_MISSING:
    return _("The best move is not recorded: call alpha_beta_record_best_line (ab, moves[i]) "
             "when a move is better than m (or is the first move), while the move is still "
             "made, before kyokumen_undo_move.");
  case HINT_BEST_LINE_WRONG:
    return _("The move recorded as best is not a best move: record a move only when its "
             "value is larger than m (or it is the first move), before m is updated.");
  default:
    return "";
  }
}

char *
search_hint_paragraph (ExerciseHint hint)
{
  return g_strdup_printf (_("Hint: %s"), hint_text (hint));
}

/* ----------------------------------------------------------------------
 * Exercise 16: the runs
 */

typedef struct {
  const NegamaxCase *c;
  const ExerciseFunctions *f;
  NegamaxRun run;
  gboolean right;         /* the value is what the window asks for */
} CaseRun;

static gboolean
judged_category (const char *category)
{
  return strcmp (category, "depth1") != 0 && strcmp (category, "window1") != 0;
}

static GArray *
run_cases (const ExerciseFunctions *f, const ExerciseData *data)
{
  GArray *runs = g_array_new (FALSE, TRUE, sizeof (CaseRun));
  for (guint i = 0; i < data->cases->len; i++) {
    CaseRun r = { 0 };
    r.c = g_ptr_array_index (data->cases, i);
    r.f = f;
    Kyokumen *k = case_position (r.c);
    run_negamax (f, k, disc_count_evaluator (), FALSE, r.c->depth, r.c->alpha, r.c->beta,
                 20 * r.c->full_evaluations + 2000, judged_category (r.c->category), &r.run);
    char *expected = NULL;
    r.right = window_result_ok (r.c->value, r.c->alpha, r.c->beta, r.run.value, &expected);
    g_free (expected);
    g_free (k);
    g_array_append_val (runs, r);
  }
  return runs;
}

static void
runs_free (GArray *runs)
{
  for (guint i = 0; i < runs->len; i++)
    negamax_run_clear (&g_array_index (runs, CaseRun, i).run);
  g_array_unref (runs);
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
is_known_mistake (const char *name)
{
  return mistake_hint (name) != HINT_COUNT;
}

/* What every run says about the known mistakes. */
static MistakeEvidence *
runs_evidence (GArray *runs)
{
  MistakeEvidence *evidence = g_new (MistakeEvidence, runs->len);
  for (guint i = 0; i < runs->len; i++) {
    const CaseRun *r = &g_array_index (runs, CaseRun, i);
    evidence[i] = (MistakeEvidence) { r->c->mistakes, r->run.value, r->right };
  }
  return evidence;
}

/* The hint paragraph of one established mistake. */
static char *
mistake_paragraph (const char *name)
{
  if (strcmp (name, "shallower") == 0)
    return g_strdup (_("Hint: This is the value of a search one ply shallower than asked.  The "
                       "children are searched with depth - 1, and the search stops at depth == 0."));
  if (strcmp (name, "deeper") == 0)
    return g_strdup (_("Hint: This is the value of a search one ply deeper than asked.  The "
                       "children are searched with depth - 1, and the search stops at depth == 0."));
  return search_hint_paragraph (mistake_hint (name));
}

/* At depth 1 with a full window the value is the largest of the
 * children's values, each the negated disc count: facts the check can
 * state about a wrong value there. */
static ExerciseHint
depth1_fact (const CaseRun *r, const Kyokumen *k, char **paragraph)
{
  if (r->run.traced && r->run.root_tried < r->run.root_moves) {
    *paragraph = g_strdup_printf (_("Hint: The search tried only %1$d of the %2$d moves of this "
                                    "position.  The loop must go over every move "
                                    "alpha_beta_generate_moves returns (i from 0 to n - 1)."),
                                  r->run.root_tried, r->run.root_moves);
    return HINT_SKIPS_MOVES;
  }
  if (r->run.value <= -ALPHA_BETA_INFINITY) {
    *paragraph = g_strdup (_("Hint: It returned alpha (minus infinity), so m never took a child's "
                             "value.  m must take a child's value when it is larger than m: "
                             "if (value > m) m = value."));
    return HINT_KEEPS_WRONG_VALUE;
  }
  Kyokumen *child = g_new (Kyokumen, 1);
  Sashite moves[MAX_SASHITE];
  int n = kyokumen_generate_moves (k, moves);
  Sashite one = sashite_pass ();
  gboolean is_child_value = FALSE;
  for (int i = 0; i < n && !is_child_value; i++) {
    *child = *k;
    kyokumen_make_move (child, moves[i]);
    if (-kyokumen_disc_difference (child) == r->run.value) {
      is_child_value = TRUE;
      one = moves[i];
    }
  }
  g_free (child);
  if (!is_child_value)
    return HINT_COUNT;
  char text[SASHITE_NOTATION_SIZE];
  *paragraph = g_strdup_printf (_("Hint: %1$d is the value of the move %2$s, but another move is "
                                  "better.  m must end as the largest of the children's values: "
                                  "it takes a value only when that value is larger than m."),
                                r->run.value, sashite_to_notation (one, k->size, text));
  return HINT_KEEPS_WRONG_VALUE;
}

/* The categories whose trees reach the end of the game. */
static gboolean
end_of_game_category (const char *category)
{
  return strcmp (category, "endgame") == 0 || strcmp (category, "pass") == 0
         || strcmp (category, "horizon") == 0;
}

/* Whether every case whose tree stays clear of the end of the game came
 * out right. */
static gboolean
clear_of_the_end_right (GArray *runs)
{
  for (guint i = 0; i < runs->len; i++) {
    const CaseRun *r = &g_array_index (runs, CaseRun, i);
    if (!end_of_game_category (r->c->category) && !r->right)
      return FALSE;
  }
  return TRUE;
}

/* Whether f->negamax, searching k again with a trace, searched exactly
 * what List 1 searches when it stops as soon as a move raises m (a cut
 * test against alpha): a fact about its cuts, not a guess.  The search is
 * at least 3 plies deep and has the whole window, so that some positions
 * have a first move that does not raise m: a loop that skips moves then
 * searches otherwise. */
static EarlyStop
search_early_stop (const ExerciseFunctions *f, const Kyokumen *k, int depth)
{
  const int alpha = -ALPHA_BETA_INFINITY, beta = ALPHA_BETA_INFINITY;
  depth = MAX (depth, 3);
  if (!search_trace_available ())
    return EARLY_STOP_NONE;
  Kyokumen *work = g_new (Kyokumen, 1);
  *work = *k;
  work->history_length = 0;
  AlphaBeta *ab = g_new0 (AlphaBeta, 1);
  SearchControl control = { .node_limit = 2000000 };
  SearchTrace *trace = search_trace_start (control.node_limit + 1);
  alpha_beta_init (ab, work, disc_count_evaluator (), FALSE, &control);
  f->negamax (ab, depth, alpha, beta);
  search_trace_stop (trace);
  EarlyStop stop = !ab->stopped && !ab->runaway && kyokumen_equal_position (work, k)
                       ? search_trace_early_stop (trace, k, depth, alpha, beta)
                       : EARLY_STOP_NONE;
  search_trace_free (trace);
  g_free (ab);
  g_free (work);
  return stop;
}

/* What the check can say about a wrong value: the hint and its paragraph. */
static ExerciseHint
diagnose (GArray *runs, const CaseRun *r, const Kyokumen *k, char **paragraph)
{
  const char *matches[G_N_ELEMENTS (known_mistakes)];
  MistakeEvidence *evidence = runs_evidence (runs);
  MistakeEvidence this_case = { r->c->mistakes, r->run.value, r->right };
  guint count = mistakes_explaining (evidence, runs->len, &this_case, is_known_mistake, matches,
                                     G_N_ELEMENTS (matches));
  g_free (evidence);
  if (count == 1) {
    *paragraph = mistake_paragraph (matches[0]);
    return mistake_hint (matches[0]);
  }
  if (count > 1) {
    GString *text = g_string_new (_("Hint: A search with any one of these mistakes returns this "
                                    "value; the other positions do not tell which:"));
    for (guint i = 0; i < count; i++) {
      char *one = mistake_paragraph (matches[i]);
      /* Drop the "Hint: " of each part. */
      const char *colon = strchr (one, ':');
      g_string_append_printf (text, "\n  - %s", colon ? colon + 2 : one);
      g_free (one);
    }
    *paragraph = g_string_free (text, FALSE);
    return mistake_hint (matches[0]);
  }
  EarlyStop stop = search_early_stop (r->f, k, r->c->depth);
  if (stop != EARLY_STOP_NONE) {
    const char *fact = stop == EARLY_STOP_ON_RISE
                           ? _("Your search stops as soon as a move raises m, although m is still below "
                               "beta: searched again from this position, it went into exactly the "
                               "positions List 1 goes into when it stops that way.")
                           : _("Your search stops after the first move of every position it searches, "
                               "although m is still below beta: searched again from this position, it "
                               "went into exactly the positions List 1 goes into when it stops that way.");
    char *both = g_strconcat (fact, "  ", hint_text (HINT_CUT_AT_ALPHA), NULL);
    *paragraph = g_strdup_printf (_("Hint: %s"), both);
    g_free (both);
    return HINT_CUT_AT_ALPHA;
  }
  if (strcmp (r->c->category, "depth1") == 0) {
    ExerciseHint fact = depth1_fact (r, k, paragraph);
    if (fact != HINT_COUNT)
      return fact;
  }
  ExerciseHint hint = is_full_window (r->c->alpha, r->c->beta) ? HINT_WRONG_VALUE : HINT_WINDOW_RULE;
  *paragraph = search_hint_paragraph (hint);
  if (end_of_game_category (r->c->category) && clear_of_the_end_right (runs)) {
    /* What the earlier positions prove narrows it down. */
    char *more = g_strconcat (*paragraph, "\n",
                              _("Your negamax is right on every position whose search stays clear of "
                                "the end of the game, so look at what it does when the game ends "
                                "or a side must pass: the order of the tests, eval_terminal_position, "
                                "playing the pass."),
                              NULL);
    g_free (*paragraph);
    *paragraph = more;
  }
  return hint;
}

/* A move in notation, for parting_tree_text (data: a position of the board). */
static void
reversi_move_text (int move, char text[16], gconstpointer data)
{
  const Kyokumen *k = data;
  Sashite s = { move };
  char notation[SASHITE_NOTATION_SIZE];
  g_strlcpy (text, sashite_to_notation (s, k->size, notation), 16);
}

/* Report the wrong values of one category; TRUE if there were any. */
static gboolean
report_wrong_values (ExerciseResult *result, GArray *runs, const char *category)
{
  int shown = 0, more = 0;
  for (guint i = 0; i < runs->len; i++) {
    const CaseRun *r = &g_array_index (runs, CaseRun, i);
    if (strcmp (r->c->category, category) != 0 || r->right)
      continue;
    if (shown == MAX_EXAMPLES) {
      more++;
      continue;
    }
    char *expected = NULL;
    window_result_ok (r->c->value, r->c->alpha, r->c->beta, r->run.value, &expected);
    Kyokumen *k = case_position (r->c);
    char *paragraph = NULL;
    ExerciseHint hint = diagnose (runs, r, k, &paragraph);
    if (r->run.pruning.children) {
      /* A wrong value often comes from a wrong cut: show the first one. */
      char *tree = parting_tree_text (&r->run.pruning, ALPHA_BETA_INFINITY, reversi_move_text,
                                      r->run.pruning.where);
      char *with_tree = g_strdup_printf (_("Your search also first parted from List 1 (trying the moves in "
                                           "your order) at the last position of the tree below: it went "
                                           "into a move List 1 cuts there, or cut one List 1 goes into.\n"
                                           "%1$s\n%2$s"),
                                         tree, paragraph);
      g_free (paragraph);
      g_free (tree);
      paragraph = with_tree;
    }
    add_problem (result, hint,
                 wrong_value_text (k, r->c->depth, r->c->alpha, r->c->beta, r->run.value, expected,
                                   paragraph));
    g_free (paragraph);
    g_free (expected);
    g_free (k);
    shown++;
  }
  note_more (result, more);
  return shown > 0;
}

/* ----------------------------------------------------------------------
 * Exercise 16: the stages of the check
 */

/* 1. A search that breaks the position, does not end, or goes around
 * alpha_beta_generate_moves. */
static void
report_broken (ExerciseResult *result, GArray *runs)
{
  for (guint i = 0; i < runs->len && !has_problems (result); i++) {
    const CaseRun *r = &g_array_index (runs, CaseRun, i);
    ExerciseHint hint;
    if (r->run.changed || r->run.misused)
      hint = HINT_NO_UNDO;
    else if (r->run.too_deep)
      hint = HINT_TOO_DEEP;
    else if (r->run.nodes == 0 && r->run.direct_calls > 0)
      hint = HINT_GENERATE_DIRECT;
    else
      continue;
    Kyokumen *k = case_position (r->c);
    char *call = describe_call (k, r->c->depth, r->c->alpha, r->c->beta);
    char *board = kyokumen_to_text (k);
    char *paragraph = search_hint_paragraph (hint);
    char *text;
    if (hint == HINT_TOO_DEEP)
      text = g_strdup_printf (_("%s was stopped after %llu positions; plain minimax needs only %llu.\n%s%s"),
                              call, (unsigned long long) r->run.nodes,
                              (unsigned long long) r->c->full_evaluations, board, paragraph);
    else if (hint == HINT_NO_UNDO)
      text = g_strdup_printf (_("%s did not leave the position as it found it.\n%s%s"), call, board, paragraph);
    else
      text = g_strdup_printf (_("%s counted no positions (ab->nodes is 0).\n%s%s"), call, board, paragraph);
    add_problem (result, hint, text);
    g_free (paragraph);
    g_free (board);
    g_free (call);
    g_free (k);
  }
}

/* 2. The untouched stub: one node and the root's own evaluation, at
 * every depth (a search that stops one ply early does that at depth 1
 * only). */
static void
report_stub (ExerciseResult *result, GArray *runs)
{
  gboolean all_stub = TRUE;
  const CaseRun *example = NULL;
  for (guint i = 0; i < runs->len; i++) {
    const CaseRun *r = &g_array_index (runs, CaseRun, i);
    Kyokumen *k = case_position (r->c);
    if (r->run.nodes != 1 || r->run.value != kyokumen_disc_difference (k))
      all_stub = FALSE;
    else if (!example && r->run.value != r->c->value && strcmp (r->c->category, "depth1") == 0)
      example = r;
    g_free (k);
  }
  if (!all_stub || !example)
    return;
  Kyokumen *k = case_position (example->c);
  char *expected = g_strdup_printf (_("the right value is %d"), example->c->value);
  char *paragraph = search_hint_paragraph (HINT_STUB);
  add_problem (result, HINT_STUB,
               wrong_value_text (k, example->c->depth, example->c->alpha, example->c->beta,
                                 example->run.value, expected, paragraph));
  g_free (paragraph);
  g_free (expected);
  g_free (k);
}

static ExerciseHint
pruning_hint (PruningVerdict verdict)
{
  switch (verdict) {
  case PRUNING_NO_CUT:          return HINT_NO_CUT;
  case PRUNING_STRICT_CUT:      return HINT_STRICT_CUT;
  case PRUNING_BETA_FROM_ALPHA: return HINT_BETA_FROM_ALPHA;
  case PRUNING_M_FROM_INFINITY: return HINT_M_FROM_INFINITY;
  default:                      return HINT_PRUNING_RULE;
  }
}

/* Where a search first parted from List 1, in words. */
static char *
describe_parting (const PruningReport *p)
{
  char after[SASHITE_NOTATION_SIZE], move[SASHITE_NOTATION_SIZE];
  const Kyokumen *where = p->where;
  Sashite after_move = { p->after }, the_move = { p->move };
  sashite_to_notation (after_move, where->size, after);
  sashite_to_notation (the_move, where->size, move);
  if (p->went_on)
    return g_strdup_printf (_("On the position below, reached during the search with the window "
                              "alpha = %d, beta = %d: after %s, m = %d had reached beta, where List 1 "
                              "stops, but your search went on to try %s."),
                            p->alpha, p->beta, after, p->m, move);
  return g_strdup_printf (_("On the position below, reached during the search with the window "
                            "alpha = %d, beta = %d: m = %d was still below beta, so List 1 goes on "
                            "to try %s, which your search never searched."),
                          p->alpha, p->beta, p->m, move);
}

/* Where a search first parted from List 1, in words and as the tree
 * around that node (ends with a newline), or "" when it did not part. */
static char *
parting_paragraph (const PruningReport *p)
{
  if (!p->where)
    return g_strdup ("");
  char *words = describe_parting (p);
  char *tree = parting_tree_text (p, ALPHA_BETA_INFINITY, reversi_move_text, p->where);
  char *paragraph = g_strconcat (words, "\n", tree, *tree ? "\n" : "", NULL);
  g_free (tree);
  g_free (words);
  return paragraph;
}

/* 4. Right values everywhere: now the cuts, in the student's order.  A
 * known mistake is named only when it reproduces every search the check
 * could compare (some give List 1's cuts on some windows). */
static void
report_pruning (ExerciseResult *result, GArray *runs)
{
  const guint mistakes = (1u << PRUNING_NO_CUT) | (1u << PRUNING_STRICT_CUT)
                         | (1u << PRUNING_BETA_FROM_ALPHA) | (1u << PRUNING_M_FROM_INFINITY);
  guint fit_everywhere = ~0u;
  gboolean researched = FALSE;
  guint64 searched = 0, other_searched = 0, other_list1 = 0;
  guint other = 0;
  const CaseRun *first_bad = NULL;
  for (guint i = 0; i < runs->len; i++) {
    const CaseRun *r = &g_array_index (runs, CaseRun, i);
    const PruningReport *p = &r->run.pruning;
    if (!judged_category (r->c->category))
      continue;
    if (!search_trace_available ()) {
      /* Without a trace only a search that never cuts can be told. */
      if (!first_bad && is_full_window (r->c->alpha, r->c->beta)
          && r->run.evaluations >= r->c->full_evaluations)
        first_bad = r;
      continue;
    }
    if (p->verdict == PRUNING_NO_TRACE)
      continue;
    if (p->verdict == PRUNING_RESEARCHED) {
      researched = TRUE;
      continue;
    }
    fit_everywhere &= p->fits;
    searched += p->searched;
    if (p->fits & (1u << PRUNING_AS_LIST1))
      continue;
    /* Every known mistake of the cuts searches more than List 1 in the
     * same order; a search that searches no more, with every value right,
     * is a sound search of another shape (a null window, a table...). */
    if (p->searched <= p->list1) {
      other++;
      other_searched += p->searched;
      other_list1 += p->list1;
    } else if (!first_bad) {
      first_bad = r;
    }
  }

  if (!first_bad) {
    if (other > 0)
      g_string_append_printf (result->info,
                              _("Cuts: on %1$u of the searches your search is not List 1's shape, but it "
                                "searched fewer positions than List 1 would in your move order (%2$llu "
                                "against %3$llu) and its values are right, also one move below and with "
                                "narrow windows: a search of another shape (a null window, a table...) "
                                "is fine.\n"),
                              other, (unsigned long long) other_searched, (unsigned long long) other_list1);
    else if (searched > 0)
      g_string_append_printf (result->info,
                              _("Cuts: exactly those of List 1 in your move order (%llu positions searched).\n"),
                              (unsigned long long) searched);
    if (researched)
      g_string_append (result->info,
                       _("Some searches visit positions more than once (ordering by a shallower "
                         "search?), so their cuts were not compared with List 1.\n"));
    return;
  }

  const CaseRun *r = first_bad;
  const PruningReport *p = &r->run.pruning;
  guint causes = search_trace_available () ? fit_everywhere & mistakes : 1u << PRUNING_NO_CUT;
  static const PruningWording wording = { pruning_hint, hint_text, HINT_PRUNING_RULE };
  ExerciseHint hint;
  char *paragraph = pruning_causes_paragraph (causes, &wording, &hint);
  /* Whatever the cause, the student is shown where the search first
   * parted from List 1: the position there, and the tree around it. */
  Kyokumen *k = case_position (r->c);
  char *call = describe_call (k, r->c->depth, r->c->alpha, r->c->beta);
  char *board = kyokumen_to_text (p->where ? (const Kyokumen *) p->where : k);
  char *parting = parting_paragraph (p);
  char *counts = search_trace_available ()
                     ? g_strdup_printf (_("it searched %1$llu positions, and List 1 trying the moves in "
                                          "the same order as your search searches %2$llu"),
                                        (unsigned long long) p->searched, (unsigned long long) p->list1)
                     : g_strdup_printf (_("it evaluated %llu positions, as many as plain minimax"),
                                        (unsigned long long) r->run.evaluations);
  add_problem (result, hint,
               g_strdup_printf (_("%1$s found the right value, but its cuts are not List 1's: %2$s.\n%3$s%4$s%5$s"),
                                call, counts, parting, board, paragraph));
  g_free (counts);
  g_free (parting);
  g_free (board);
  g_free (call);
  g_free (k);
  g_free (paragraph);
}

/* Whether a search's cuts were not List 1's, but sound: it searched some
 * position twice, or fewer positions than List 1 in its order. */
static gboolean
other_shape (const CaseRun *r)
{
  const PruningReport *p = &r->run.pruning;
  return p->verdict == PRUNING_RESEARCHED
         || (p->verdict != PRUNING_NO_TRACE && !(p->fits & (1u << PRUNING_AS_LIST1))
             && p->searched <= p->list1);
}

/* f->negamax on k with narrow windows around its value v: a problem
 * for the first answer on the wrong side. */
static void
probe_narrow_windows (const ExerciseFunctions *f, ExerciseResult *result, const Kyokumen *k, int depth,
                      int v, guint64 node_limit)
{
  const int windows[][2] = { { v - 1, v + 1 }, { v - 1, v }, { v, v + 1 },
                             { -ALPHA_BETA_INFINITY, ALPHA_BETA_INFINITY } };
  for (guint w = 0; w < G_N_ELEMENTS (windows) && !has_problems (result); w++) {
    NegamaxRun run;
    run_negamax (f, k, disc_count_evaluator (), FALSE, depth, windows[w][0], windows[w][1], node_limit,
                 FALSE, &run);
    char *expected = NULL;
    if (!window_result_ok (v, windows[w][0], windows[w][1], run.value, &expected)) {
      const char *paragraph = _("Hint: Your search does not search as List 1 does (a null window, a table, "
                                "a search repeated...), which is fine only while every value stays exact, "
                                "so the check also asks it for the positions one move below its positions, "
                                "and with narrow windows.  Here it gave a wrong value: whatever it takes "
                                "over without searching (a value from a table, the answer of a null window) "
                                "may be used only for what it proves.  A value found with the window "
                                "(alpha, beta) is exact only when it lies between them; otherwise it is "
                                "only a bound (at least beta, or at most alpha).");
      add_problem (result, HINT_WINDOW_RULE,
                   wrong_value_text (k, depth, windows[w][0], windows[w][1], run.value, expected, paragraph));
    }
    g_free (expected);
    negamax_run_clear (&run);
  }
}

/* 4b. A search of another shape is held to exact values everywhere: each
 * judged position and each of its children (valued by the check's own
 * List 1), with narrow windows around the value, where a bound that a
 * null window or a table trusts too far shows. */
static void
report_narrow_windows (const ExerciseFunctions *f, ExerciseResult *result, GArray *runs)
{
  gboolean any = FALSE;
  for (guint i = 0; i < runs->len && !any; i++) {
    const CaseRun *r = &g_array_index (runs, CaseRun, i);
    any = judged_category (r->c->category) && other_shape (r);
  }
  for (guint i = 0; any && i < runs->len && !has_problems (result); i++) {
    const CaseRun *r = &g_array_index (runs, CaseRun, i);
    if (!judged_category (r->c->category))
      continue;
    guint64 limit = 20 * r->c->full_evaluations + 2000;
    Kyokumen *k = case_position (r->c);
    probe_narrow_windows (f, result, k, r->c->depth, r->c->value, limit);
    Sashite moves[MAX_SASHITE];
    int n = r->c->depth >= 2 ? kyokumen_generate_moves (k, moves) : 0;
    Kyokumen *child = g_new (Kyokumen, 1);
    for (int m = 0; m < n && !has_problems (result) && search_trace_available (); m++) {
      *child = *k;
      kyokumen_make_move (child, moves[m]);
      child->history_length = 0;
      probe_narrow_windows (f, result, child, r->c->depth - 1, search_list1_value (child, r->c->depth - 1),
                            limit);
    }
    g_free (child);
    g_free (k);
  }
}

/* 5. The best move, which the computer player plays. */
static void
report_best_move (ExerciseResult *result, GArray *runs)
{
  for (guint i = 0; i < runs->len && !has_problems (result); i++) {
    const CaseRun *r = &g_array_index (runs, CaseRun, i);
    if (!r->c->best)
      continue;
    Kyokumen *k = case_position (r->c);
    if (forced_pass (k)) {
      g_free (k);
      continue;   /* a forced pass needs no choosing */
    }
    char *best = g_strjoinv (" ", r->c->best);
    char *call = describe_call (k, r->c->depth, r->c->alpha, r->c->beta);
    char *board = kyokumen_to_text (k);
    if (r->run.line_length == 0) {
      char *paragraph = search_hint_paragraph (HINT_BEST_LINE_MISSING);
      add_problem (result, HINT_BEST_LINE_MISSING,
                   g_strdup_printf (_("%s found the right value but recorded no best move "
                                      "(alpha_beta_root_line is empty); a best move is: %s.\n%s%s"),
                                    call, best, board, paragraph));
      g_free (paragraph);
    } else if (!best_move_listed (r->c->best, k->size, r->run.first)) {
      char text[SASHITE_NOTATION_SIZE];
      char *paragraph = search_hint_paragraph (HINT_BEST_LINE_WRONG);
      add_problem (result, HINT_BEST_LINE_WRONG,
                   g_strdup_printf (_("%s recorded %s as the best move, which is not one; "
                                      "the best moves are: %s.\n%s%s"),
                                    call, sashite_to_notation (r->run.first, k->size, text), best,
                                    board, paragraph));
      g_free (paragraph);
    }
    g_free (board);
    g_free (call);
    g_free (best);
    g_free (k);
  }
}

void
ex16_app_counts (const ExerciseFunctions *f, guint64 *nodes, guint64 *evaluations)
{
  Kyokumen *k = g_new (Kyokumen, 1);
  kyokumen_init (k, EX16_APP_SIZE);
  NegamaxRun run;
  run_negamax (f, k, disc_count_evaluator (), FALSE, EX16_APP_DEPTH, -ALPHA_BETA_INFINITY,
               ALPHA_BETA_INFINITY, 1000000, FALSE, &run);
  *nodes = run.nodes;
  *evaluations = run.evaluations;
  negamax_run_clear (&run);
  g_free (k);
}

/* The tree of the student's negamax that the app draws, with the counts
 * its pane will show: the start of the 4x4 board, searched to depth 3
 * by the disc count, as every search of the tree window's skeleton
 * build is (tests/exercises/test-app-tree-counts.c holds the two to the
 * same numbers). */
static void
report_app_tree (const ExerciseFunctions *f, ExerciseResult *result)
{
  guint64 nodes, evaluations;
  ex16_app_counts (f, &nodes, &evaluations);
  Kyokumen *k = g_new (Kyokumen, 1);
  kyokumen_init (k, EX16_APP_SIZE);
  ReplaySearch list1 = { .depth = EX16_APP_DEPTH, .alpha = -ALPHA_BETA_INFINITY, .beta = ALPHA_BETA_INFINITY };
  ReplayGame game = *reversi_replay_game (FALSE);
  game.infinity = ALPHA_BETA_INFINITY;
  replay_list1_search (&game, k, &list1);
  g_free (k);
  g_autofree char *mine = search_tree_counts_text (nodes, evaluations);
  g_autofree char *theirs = search_tree_counts_text (list1.nodes, list1.evaluations);
  g_string_append_printf (result->next_step,
                          /* TRANSLATORS: the ex16 check's pointer to the app's Show Search Tree: the board size, the depth, the counts ("32 nodes, 23 evaluations") of the student's negamax and of List 1. */
                          _("See your search's tree in the app: %5$s --size %1$d --black alphabeta:%2$d "
                            "--white human, then Show Search Tree (Ctrl+T) on the position Black searched (the "
                            "start), depth %2$d, side by side.  There your negamax makes %3$s, by the disc "
                            "count as in this check, and List 1 beside it %4$s.\n"),
                          EX16_APP_SIZE, EX16_APP_DEPTH, mine, theirs, EXERCISE_APP_PATH);
}

void
check_ex16 (const ExerciseFunctions *f, const ExerciseData *data, ExerciseResult *result)
{
  GArray *runs = run_cases (f, data);
  report_broken (result, runs);
  if (!has_problems (result))
    report_stub (result, runs);
  for (guint i = 0; i < G_N_ELEMENTS (value_categories) && !has_problems (result); i++)
    report_wrong_values (result, runs, value_categories[i]);
  if (!has_problems (result))
    report_pruning (result, runs);
  if (!has_problems (result))
    report_narrow_windows (f, result, runs);
  if (!has_problems (result))
    report_best_move (result, runs);
  runs_free (runs);
  /* Whatever the verdict, where to see the search drawn, unless it breaks
   * the position or runs away (then the app only says so). */
  ExerciseHint first = has_problems (result)
                          ? ((const ExerciseProblem *) g_ptr_array_index (result->problems, 0))->hint
                          : HINT_STUB;
  if (first != HINT_TOO_DEEP && first != HINT_NO_UNDO)
    report_app_tree (f, result);
}

gboolean
negamax_works (const ExerciseFunctions *f, const ExerciseData *data, ExerciseResult *result,
               const char *what)
{
  ExerciseResult *ex16 = check_result_new ();
  check_ex16 (f, data, ex16);
  gboolean works = !has_problems (ex16);
  /* A search whose values are all right and only cuts elsewhere than
   * List 1 works: say so, not that it does not. */
  gboolean values_right = FALSE;
  if (!works) {
    ExerciseHint first = ((const ExerciseProblem *) g_ptr_array_index (ex16->problems, 0))->hint;
    values_right = first >= HINT_NO_CUT && first <= HINT_PRUNING_RULE;
  }
  exercise_result_free (ex16);
  if (!works)
    add_problem (result, HINT_NEEDS_EX16,
                 values_right
                     ? g_strdup_printf (_("%s, which finds the right values but does not pass exercise 16 "
                                          "yet: it searches more positions than List 1.\nHint: finish "
                                          "exercise 16 first (meson test -C build ex16 --print-errorlogs)."),
                                        what)
                     : g_strdup_printf (_("%s, which does not work yet.\nHint: finish exercise 16 first "
                                          "(meson test -C build ex16 --print-errorlogs)."),
                                        what));
  return works;
}
