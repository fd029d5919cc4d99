/* SPDX-License-Identifier: MIT */
/* checks-common.c: results, running a student's negamax safely, and the
 * wording the checks share (see checks-common.h).
 */
#include "checks-common.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "checks-trace.h"

/* ----------------------------------------------------------------------
 * Results
 */

static void
problem_free (gpointer data)
{
  ExerciseProblem *problem = data;
  g_free (problem->text);
  g_free (problem);
}

ExerciseResult *
check_result_new (void)
{
  ExerciseResult *result = g_new0 (ExerciseResult, 1);
  result->problems = g_ptr_array_new_with_free_func (problem_free);
  result->info = g_string_new (NULL);
  result->next_step = g_string_new (NULL);
  return result;
}

void
exercise_result_free (ExerciseResult *result)
{
  if (!result)
    return;
  g_ptr_array_unref (result->problems);
  g_string_free (result->info, TRUE);
  g_string_free (result->next_step, TRUE);
  g_free (result);
}

gboolean
exercise_result_has_hint (const ExerciseResult *result, ExerciseHint hint)
{
  for (guint i = 0; i < result->problems->len; i++) {
    const ExerciseProblem *problem = g_ptr_array_index (result->problems, i);
    if (problem->hint == hint)
      return TRUE;
  }
  return FALSE;
}

/* Takes the text. */
void
add_problem (ExerciseResult *result, ExerciseHint hint, char *text)
{
  ExerciseProblem *problem = g_new0 (ExerciseProblem, 1);
  problem->hint = hint;
  problem->text = text;
  g_ptr_array_add (result->problems, problem);
}

gboolean
has_problems (const ExerciseResult *result)
{
  return result->problems->len > 0;
}

/* "(and 3 more positions like it)" after the examples of one kind. */
void
note_more (ExerciseResult *result, int more)
{
  if (more <= 0 || result->problems->len == 0)
    return;
  ExerciseProblem *last = g_ptr_array_index (result->problems, result->problems->len - 1);
  char *more_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                  "(%d more position went wrong the same way.)",
                                                  "(%d more positions went wrong the same way.)",
                                                  more),
                                     more);
  char *joined = g_strconcat (last->text, "\n", more_text, NULL);
  g_free (last->text);
  g_free (more_text);
  last->text = joined;
}

/* ----------------------------------------------------------------------
 * Naming a known mistake
 */

static gboolean
mistake_ruled_out (const MistakeEvidence *evidence, guint count, const char *name)
{
  for (guint i = 0; i < count; i++) {
    if (!evidence[i].right)
      continue;
    for (guint j = 0; j < evidence[i].mistakes->len; j++) {
      const MistakeValue *v = &g_array_index (evidence[i].mistakes, MistakeValue, j);
      if (strcmp (v->name, name) == 0 && v->value != evidence[i].got)
        return TRUE;
    }
  }
  return FALSE;
}

guint
mistakes_explaining (const MistakeEvidence *evidence, guint count, const MistakeEvidence *one,
                     gboolean (*known) (const char *name), const char **names, guint max)
{
  guint found = 0;
  for (guint j = 0; j < one->mistakes->len && found < max; j++) {
    const MistakeValue *v = &g_array_index (one->mistakes, MistakeValue, j);
    if (v->value == one->got && known (v->name) && !mistake_ruled_out (evidence, count, v->name))
      names[found++] = v->name;
  }
  return found;
}

/* ----------------------------------------------------------------------
 * Running a student's negamax safely
 */

static guint engine_complaints;

static void
count_complaint (const char *domain, GLogLevelFlags level, const char *message, gpointer user_data)
{
  engine_complaints++;
}

const Evaluator *
disc_count_evaluator (void)
{
  return evaluator_get (0);
}

void
run_negamax (const ExerciseFunctions *f, const Kyokumen *position, const Evaluator *evaluator,
             gboolean misere, int depth, int alpha, int beta, guint64 node_limit,
             gboolean judge_pruning, NegamaxRun *run)
{
  memset (run, 0, sizeof *run);
  Kyokumen *k = g_new (Kyokumen, 1);
  *k = *position;
  k->history_length = 0;
  Kyokumen *before = g_new (Kyokumen, 1);
  *before = *k;
  AlphaBeta *ab = g_new0 (AlphaBeta, 1);
  SearchControl control = { .node_limit = node_limit };

  /* One more position than the limit: a search the limit stops is not judged anyway. */
  SearchTrace *trace = search_trace_available () ? search_trace_start (node_limit + 1) : NULL;
  alpha_beta_init (ab, k, evaluator, misere, &control);
  engine_complaints = 0;
  guint handler = g_log_set_handler (G_LOG_DOMAIN,
                                     G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING | G_LOG_FLAG_FATAL,
                                     count_complaint, NULL);
  run->value = f->negamax (ab, depth, alpha, beta);
  if (trace)
    search_trace_stop (trace);
  g_log_remove_handler (G_LOG_DOMAIN, handler);

  run->misused = engine_complaints > 0;
  run->too_deep = ab->runaway || ab->stopped;
  run->changed = !kyokumen_equal_position (k, before);
  run->nodes = ab->nodes;
  run->evaluations = ab->evaluations;
  const Sashite *line = alpha_beta_root_line (ab, &run->line_length);
  run->first = run->line_length > 0 ? line[0] : sashite_pass ();

  if (trace) {
    run->traced = search_trace_root_searched (trace);
    run->direct_calls = search_trace_direct_calls (trace);
    Sashite moves[MAX_SASHITE];
    run->root_moves = kyokumen_generate_moves (before, moves);
    for (int i = 0; i < run->root_moves; i++)
      run->root_tried += search_trace_root_tried (trace, moves[i]);
    /* A search that broke the position or ran away has no cuts to judge. */
    if (judge_pruning && !run->changed && !run->misused && !run->too_deep)
      search_trace_judge_pruning (trace, before, depth, alpha, beta, &run->pruning);
    else
      run->pruning.verdict = PRUNING_NO_TRACE;
    search_trace_free (trace);
  } else {
    run->pruning.verdict = PRUNING_NO_TRACE;
  }
  g_free (ab);
  g_free (before);
  g_free (k);
}

/* A value known as the interval [low, high] (-/+G_MAXINT: unbounded). */
static char *
interval_text (int low, int high, int infinity)
{
  if (low == -G_MAXINT && high == G_MAXINT)
    return g_strdup ("?");
  if (low == -G_MAXINT)
    return g_strdup_printf ("≤ %d", high);
  if (high == G_MAXINT)
    return g_strdup_printf ("≥ %d", low);
  if (low != high)
    return g_strdup_printf ("%d..%d", low, high);
  return low >= infinity ? g_strdup ("∞") : low <= -infinity ? g_strdup ("-∞") : g_strdup_printf ("%d", low);
}

static char *
bound_text (int value, int infinity)
{
  return value >= infinity ? g_strdup ("∞") : value <= -infinity ? g_strdup ("-∞") : g_strdup_printf ("%d", value);
}

char *
parting_tree_text (const PruningReport *report, int infinity,
                   void (*move_text) (int move, char text[16], gconstpointer data), gconstpointer data)
{
  if (!report->children)
    return g_strdup ("");
  GString *out = g_string_new (_("The tree around that position (values from the view of the side to move "
                                 "there; “cut”: never searched):"));
  g_string_append_printf (out, "\n  %s", _("root"));
  char text[16];
  /* The path from the root, one move a line, each below its parent. */
  for (int i = 0; i < report->path_length; i++) {
    move_text (report->path[i], text, data);
    g_string_append_printf (out, "\n  %*s└ %s", 2 * i, "", text);
  }
  char *alpha = bound_text (report->alpha, infinity), *beta = bound_text (report->beta, infinity);
  g_string_append (out, "   ");
  g_string_append_printf (out, _("alpha = %s, beta = %s"), alpha, beta);
  g_free (alpha);
  g_free (beta);
  int indent = 2 * report->path_length;
  for (int i = 0; i < report->child_count; i++) {
    const PartingChild *c = &report->children[i];
    move_text (c->move, text, data);
    char *yours = c->searched ? interval_text (c->student_low, c->student_high, infinity) : g_strdup (_("cut"));
    char *list1 = c->list1_tried ? interval_text (c->list1_low, c->list1_high, infinity) : g_strdup (_("cut"));
    char *your_column = g_strdup_printf (_("your search: %s"), yours);
    g_string_append_printf (out, "\n  %*s%s %-5s %-20s ", indent, "",
                            i + 1 < report->child_count ? "├" : "└", text, your_column);
    g_string_append_printf (out, _("List 1: %s"), list1);
    if (c->list1_cut_after) {
      g_string_append (out, "  ");
      g_string_append (out, _("(m reached beta: List 1 stops after this move)"));
    }
    g_free (your_column);
    g_free (yours);
    g_free (list1);
  }
  return g_string_free (out, FALSE);
}

char *
pruning_causes_paragraph (guint causes, const PruningWording *wording, ExerciseHint *hint)
{
  GString *paragraph = g_string_new (NULL);
  *hint = wording->rule;
  for (int v = PRUNING_NO_CUT; v <= PRUNING_M_FROM_BEST; v++) {
    if (!(causes & (1u << v)))
      continue;
    ExerciseHint cause = wording->hint_of ((PruningVerdict) v);
    if (*hint == wording->rule) {
      *hint = cause;
      g_string_append_printf (paragraph, _("Hint: %s"), wording->text_of (cause));
    } else {
      /* Two rules fit every search: say both. */
      g_string_append_printf (paragraph, _("\nOr: %s"), wording->text_of (cause));
    }
  }
  if (*hint == wording->rule)
    g_string_append_printf (paragraph, _("Hint: %s"), wording->text_of (wording->rule));
  return g_string_free (paragraph, FALSE);
}

void
negamax_run_clear (NegamaxRun *run)
{
  pruning_report_clear (&run->pruning);
}

void
random_play (Kyokumen *k, int size, int plies, GRand *rand)
{
  kyokumen_init (k, size);
  Sashite moves[MAX_SASHITE];
  int n;
  for (int ply = 0; ply < plies && (n = kyokumen_generate_moves (k, moves)) > 0; ply++)
    kyokumen_make_move (k, moves[g_rand_int_range (rand, 0, n)]);
  k->history_length = 0;
}

/* A case's position; the caller frees it. */
Kyokumen *
case_position (const NegamaxCase *c)
{
  Kyokumen *k = g_new (Kyokumen, 1);
  kyokumen_from_board_string (k, c->board, NULL);
  return k;
}

gboolean
is_full_window (int alpha, int beta)
{
  return alpha <= -ALPHA_BETA_INFINITY && beta >= ALPHA_BETA_INFINITY;
}

/* "negamax at depth 3 on this 6x6 position" plus the window when it is not full. */
char *
describe_call (const Kyokumen *k, int depth, int alpha, int beta)
{
  if (is_full_window (alpha, beta))
    return g_strdup_printf (_("negamax at depth %1$d on this %2$dx%2$d position"), depth, k->size);
  return g_strdup_printf (_("negamax at depth %1$d with the window alpha = %2$d, beta = %3$d on this "
                            "%4$dx%4$d position"),
                          depth, alpha, beta, k->size);
}

/* The message of a wrong value: call, board, what came back, what was right, hint. */
char *
wrong_value_text (const Kyokumen *k, int depth, int alpha, int beta, int got,
                  const char *expected, const char *hint)
{
  char *call = describe_call (k, depth, alpha, beta);
  char *board = kyokumen_to_text (k);
  char *text = g_strdup_printf (_("%1$s returned %2$d; %3$s.\n%4$s%5$s"), call, got, expected, board, hint);
  g_free (call);
  g_free (board);
  return text;
}

/* What a window search must return, in words, and whether got is it. */
gboolean
window_result_ok (int value, int alpha, int beta, int got, char **expected)
{
  if (value <= alpha) {
    *expected = g_strdup_printf (_("the value is %d, at most alpha, so it must return a value at most alpha (%d)"),
                                 value, alpha);
    return got <= alpha;
  }
  if (value >= beta) {
    *expected = g_strdup_printf (_("the value is %d, at least beta, so it must return a value at least beta (%d)"),
                                 value, beta);
    return got >= beta;
  }
  *expected = g_strdup_printf (_("the right value is %d"), value);
  return got == value;
}

gboolean
forced_pass (const Kyokumen *k)
{
  Sashite moves[MAX_SASHITE];
  return kyokumen_generate_moves (k, moves) == 1 && moves[0].xy == 0;
}

gboolean
best_move_listed (char **best, int size, Sashite move)
{
  char text[SASHITE_NOTATION_SIZE];
  sashite_to_notation (move, size, text);
  for (char **b = best; b && *b; b++)
    if (strcmp (*b, text) == 0)
      return TRUE;
  return FALSE;
}

/* ----------------------------------------------------------------------
 * Exercise 17: perfect play on 4x4
 */

/* "Black wins by 10 discs" for a final score from Black's view. */
char *
describe_outcome (int black_score)
{
  if (black_score > 0)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Black wins by %d disc",
                                         "Black wins by %d discs", black_score), black_score);
  if (black_score < 0)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "White wins by %d disc",
                                         "White wins by %d discs", -black_score), -black_score);
  return g_strdup (_("a draw"));
}

/* The final score of a finished game from Black's view. */
int
black_final_score (const Kyokumen *k)
{
  int score = kyokumen_final_score (k);
  return k->color == BLACK ? score : -score;
}
