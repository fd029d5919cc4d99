/* exercise-checks.c: the checks of the exercises (see exercise-checks.h).
 *
 * Where the right answers come from:
 *   ex16, ex17  the data file, written by a separate program with its own
 *               plain minimax (tests/exercises/generator, not in the
 *               handout, since it would give exercise 16 away)
 *   ex18        the engine's final score of finished positions, which the
 *               engine tests check against an independent board
 *   ex19, ex20, ex22  the rules of the exercise sheets
 *   ex21, a12   matches against a random mover and the disc count
 *
 * Each check runs all its cases first and then reports the first kind of
 * trouble it sees, in the order a student meets them (a search that does
 * not end before wrong values, wrong values before missing cuts), with at
 * most two example positions, so the message points at one fix at a time.
 */
#include "exercise-checks.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "player-config.h"

#define MAX_EXAMPLES 2

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

static ExerciseResult *
result_new (void)
{
  ExerciseResult *result = g_new0 (ExerciseResult, 1);
  result->problems = g_ptr_array_new_with_free_func (problem_free);
  result->info = g_string_new (NULL);
  return result;
}

void
exercise_result_free (ExerciseResult *result)
{
  if (!result)
    return;
  g_ptr_array_unref (result->problems);
  g_string_free (result->info, TRUE);
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
static void
add_problem (ExerciseResult *result, ExerciseHint hint, char *text)
{
  ExerciseProblem *problem = g_new0 (ExerciseProblem, 1);
  problem->hint = hint;
  problem->text = text;
  g_ptr_array_add (result->problems, problem);
}

static gboolean
has_problems (const ExerciseResult *result)
{
  return result->problems->len > 0;
}

/* "(and 3 more positions like it)" after the examples of one kind. */
static void
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
 * The data file
 */

typedef struct {
  char *category;
  char *board;            /* kyokumen_from_board_string text */
  int depth, alpha, beta;
  int value;
  guint64 full_evaluations;
  guint64 list1_evaluations;
  gboolean has_no_negate;
  int no_negate;
  char **best;            /* notation of the best root moves; NULL if not given */
} NegamaxCase;

struct ExerciseData {
  GPtrArray *cases;
  gboolean has_perfect4_normal, has_perfect4_misere;
  int perfect4_normal, perfect4_misere;
};

static void
case_free (gpointer data)
{
  NegamaxCase *c = data;
  g_free (c->category);
  g_free (c->board);
  g_strfreev (c->best);
  g_free (c);
}

void
exercise_data_free (ExerciseData *data)
{
  if (!data)
    return;
  g_ptr_array_unref (data->cases);
  g_free (data);
}

static gboolean
parse_int (const char *text, int *out)
{
  char *end;
  long v = strtol (text, &end, 10);
  if (*text == '\0' || *end != '\0' || v < -ALPHA_BETA_INFINITY || v > ALPHA_BETA_INFINITY)
    return FALSE;
  *out = (int) v;
  return TRUE;
}

static gboolean
parse_case (char **t, NegamaxCase *c)
{
  /* case CATEGORY SQUARES SIDE DEPTH ALPHA BETA VALUE FULL LIST1 NO_NEGATE BEST */
  if (g_strv_length (t) != 12)
    return FALSE;
  c->category = g_strdup (t[1]);
  c->board = g_strdup_printf ("%s %s", t[2], t[3]);
  if (!parse_int (t[4], &c->depth) || !parse_int (t[5], &c->alpha) || !parse_int (t[6], &c->beta)
      || !parse_int (t[7], &c->value))
    return FALSE;
  c->full_evaluations = g_ascii_strtoull (t[8], NULL, 10);
  c->list1_evaluations = g_ascii_strtoull (t[9], NULL, 10);
  c->has_no_negate = strcmp (t[10], "-") != 0;
  if (c->has_no_negate && !parse_int (t[10], &c->no_negate))
    return FALSE;
  if (strcmp (t[11], "-") != 0)
    c->best = g_strsplit (t[11], ",", -1);
  Kyokumen *k = g_new (Kyokumen, 1);
  gboolean ok = kyokumen_from_board_string (k, c->board, NULL);
  g_free (k);
  return ok && c->full_evaluations > 0;
}

ExerciseData *
exercise_data_load (const char *path, GError **error)
{
  char *text = NULL;
  if (!g_file_get_contents (path, &text, NULL, error))
    return NULL;
  ExerciseData *data = g_new0 (ExerciseData, 1);
  data->cases = g_ptr_array_new_with_free_func (case_free);
  char **lines = g_strsplit (text, "\n", -1);
  gboolean ok = TRUE;
  int number = 0;
  for (char **line = lines; *line && ok; line++) {
    number++;
    char *stripped = g_strstrip (*line);
    if (*stripped == '\0' || *stripped == '#')
      continue;
    char **t = g_strsplit_set (stripped, " \t", -1);
    if (strcmp (t[0], "case") == 0) {
      NegamaxCase *c = g_new0 (NegamaxCase, 1);
      ok = parse_case (t, c);
      g_ptr_array_add (data->cases, c);
    } else if (strcmp (t[0], "perfect4") == 0 && g_strv_length (t) == 3) {
      if (strcmp (t[1], "normal") == 0)
        ok = data->has_perfect4_normal = parse_int (t[2], &data->perfect4_normal);
      else if (strcmp (t[1], "misere") == 0)
        ok = data->has_perfect4_misere = parse_int (t[2], &data->perfect4_misere);
      else
        ok = FALSE;
    } else {
      ok = FALSE;
    }
    g_strfreev (t);
  }
  g_strfreev (lines);
  g_free (text);
  if (!ok || data->cases->len == 0 || !data->has_perfect4_normal) {
    g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                 _("%s is damaged (line %d): regenerate it with make-exercise-data."), path, number);
    exercise_data_free (data);
    return NULL;
  }
  return data;
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

typedef struct {
  int value;
  gboolean too_deep;      /* went past the node limit or the deepest game */
  gboolean changed;       /* the position was not put back */
  gboolean misused;       /* the engine complained (an undo of the wrong move) */
  guint64 nodes, evaluations;
  int line_length;
  Sashite first;
} NegamaxRun;

static const Evaluator *
disc_count_evaluator (void)
{
  return evaluator_get (0);
}

static void
run_negamax (const ExerciseFunctions *f, const Kyokumen *position, const Evaluator *evaluator,
             gboolean misere, int depth, int alpha, int beta, guint64 node_limit, NegamaxRun *run)
{
  Kyokumen *k = g_new (Kyokumen, 1);
  *k = *position;
  k->history_length = 0;
  Kyokumen *before = g_new (Kyokumen, 1);
  *before = *k;
  AlphaBeta *ab = g_new0 (AlphaBeta, 1);
  SearchControl control = { 0, node_limit };

  alpha_beta_init (ab, k, evaluator, misere, &control);
  engine_complaints = 0;
  guint handler = g_log_set_handler (G_LOG_DOMAIN,
                                     G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING | G_LOG_FLAG_FATAL,
                                     count_complaint, NULL);
  run->value = f->negamax (ab, depth, alpha, beta);
  g_log_remove_handler (G_LOG_DOMAIN, handler);

  run->misused = engine_complaints > 0;
  run->too_deep = ab->runaway || ab->stopped;
  run->changed = !kyokumen_equal_position (k, before);
  run->nodes = ab->nodes;
  run->evaluations = ab->evaluations;
  const Sashite *line = alpha_beta_root_line (ab, &run->line_length);
  run->first = run->line_length > 0 ? line[0] : sashite_pass ();
  g_free (ab);
  g_free (before);
  g_free (k);
}

/* A case's position; the caller frees it. */
static Kyokumen *
case_position (const NegamaxCase *c)
{
  Kyokumen *k = g_new (Kyokumen, 1);
  kyokumen_from_board_string (k, c->board, NULL);
  return k;
}

static gboolean
is_full_window (int alpha, int beta)
{
  return alpha <= -ALPHA_BETA_INFINITY && beta >= ALPHA_BETA_INFINITY;
}

/* "negamax at depth 3 on this 6x6 position" plus the window when it is not full. */
static char *
describe_call (const Kyokumen *k, int depth, int alpha, int beta)
{
  if (is_full_window (alpha, beta))
    return g_strdup_printf (_("negamax at depth %d on this %dx%d position"), depth, k->size, k->size);
  return g_strdup_printf (_("negamax at depth %d with the window alpha = %d, beta = %d on this %dx%d position"),
                          depth, alpha, beta, k->size, k->size);
}

/* The message of a wrong value: call, board, what came back, what was right, hint. */
static char *
wrong_value_text (const Kyokumen *k, int depth, int alpha, int beta, int got,
                  const char *expected, const char *hint)
{
  char *call = describe_call (k, depth, alpha, beta);
  char *board = kyokumen_to_text (k);
  char *text = g_strdup_printf (_("%s returned %d; %s.\n%s%s"), call, got, expected, board, hint);
  g_free (call);
  g_free (board);
  return text;
}

/* What a window search must return, in words, and whether got is it. */
static gboolean
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

static gboolean
best_move_listed (const NegamaxCase *c, int size, Sashite move)
{
  char text[SASHITE_NOTATION_SIZE];
  sashite_to_notation (move, size, text);
  for (char **b = c->best; b && *b; b++)
    if (strcmp (*b, text) == 0)
      return TRUE;
  return FALSE;
}

/* ----------------------------------------------------------------------
 * Exercise 16: negamax
 */

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
  case HINT_NEGATE:
    return _("Did you negate the child's value?  The child's value is from the opponent's "
             "view: value = -negamax (ab, depth - 1, -beta, -m).");
  case HINT_DEPTH1:
    return _("At depth 1 the value is the largest of the children's values, each negated: "
             "check that the loop tries every move, that m starts at alpha, and that m "
             "takes a value only when it is larger.");
  case HINT_BOUND:
    return _("Check the cut-off: when m >= beta, undo the move and return m (a value at "
             "least beta); when no move beats alpha, return alpha.");
  case HINT_WINDOW:
    return _("Check the window given to the child: from the child's side it is swapped and "
             "negated, -negamax (ab, depth - 1, -beta, -m).");
  case HINT_TERMINAL:
    return _("Searching to the end of the game goes wrong: a position where neither side "
             "can move is scored with eval_terminal_position, and a pass is a move like any "
             "other (make it, search, undo it).");
  case HINT_NO_CUT:
    return _("No cut happens: when m >= beta, stop trying moves (undo the move and return m).");
  case HINT_FEWER_CUTS:
    return _("Cuts happen, but fewer than in List 1: give the child -m (the best value so "
             "far), not -alpha, as its beta.");
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

/* The hint as its own paragraph. */
static char *
hint_paragraph (ExerciseHint hint)
{
  return g_strdup_printf (_("Hint: %s"), hint_text (hint));
}

typedef struct {
  const NegamaxCase *c;
  NegamaxRun run;
} CaseRun;

/* Report the runs of one category whose value is wrong; TRUE if any was. */
static gboolean
report_wrong_values (ExerciseResult *result, GArray *runs, const char *category,
                     gboolean use_windows)
{
  int shown = 0, more = 0;
  for (guint i = 0; i < runs->len; i++) {
    const CaseRun *r = &g_array_index (runs, CaseRun, i);
    if (strcmp (r->c->category, category) != 0)
      continue;
    char *expected = NULL;
    gboolean ok;
    if (use_windows) {
      ok = window_result_ok (r->c->value, r->c->alpha, r->c->beta, r->run.value, &expected);
    } else {
      expected = g_strdup_printf (_("the right value is %d"), r->c->value);
      ok = r->run.value == r->c->value;
    }
    if (!ok) {
      if (shown < MAX_EXAMPLES) {
        ExerciseHint hint;
        if (strcmp (category, "depth1") == 0)
          hint = r->c->has_no_negate && r->run.value == r->c->no_negate ? HINT_NEGATE : HINT_DEPTH1;
        else if (strcmp (category, "window1") == 0)
          hint = HINT_BOUND;
        else if (strcmp (category, "endgame") == 0)
          hint = HINT_TERMINAL;
        else
          hint = HINT_WINDOW;
        Kyokumen *k = case_position (r->c);
        char *paragraph = hint_paragraph (hint);
        add_problem (result, hint,
                     wrong_value_text (k, r->c->depth, r->c->alpha, r->c->beta, r->run.value,
                                       expected, paragraph));
        g_free (paragraph);
        g_free (k);
        shown++;
      } else {
        more++;
      }
    }
    g_free (expected);
  }
  note_more (result, more);
  return shown > 0;
}

static void
check_ex16 (const ExerciseFunctions *f, const ExerciseData *data, ExerciseResult *result)
{
  GArray *runs = g_array_new (FALSE, TRUE, sizeof (CaseRun));
  for (guint i = 0; i < data->cases->len; i++) {
    CaseRun r = { g_ptr_array_index (data->cases, i), { 0 } };
    Kyokumen *k = case_position (r.c);
    run_negamax (f, k, disc_count_evaluator (), FALSE, r.c->depth, r.c->alpha, r.c->beta,
                 20 * r.c->full_evaluations + 2000, &r.run);
    g_free (k);
    g_array_append_val (runs, r);
  }

  /* 1. A search that breaks the position or does not end. */
  for (guint i = 0; i < runs->len && !has_problems (result); i++) {
    const CaseRun *r = &g_array_index (runs, CaseRun, i);
    ExerciseHint hint;
    if (r->run.changed || r->run.misused)
      hint = HINT_NO_UNDO;
    else if (r->run.too_deep)
      hint = HINT_TOO_DEEP;
    else
      continue;
    Kyokumen *k = case_position (r->c);
    char *call = describe_call (k, r->c->depth, r->c->alpha, r->c->beta);
    char *board = kyokumen_to_text (k);
    char *paragraph = hint_paragraph (hint);
    add_problem (result, hint,
                 hint == HINT_TOO_DEEP
                     ? g_strdup_printf (_("%s was stopped after %llu positions; "
                                          "plain minimax needs only %llu.\n%s%s"),
                                        call, (unsigned long long) r->run.nodes,
                                        (unsigned long long) r->c->full_evaluations, board, paragraph)
                     : g_strdup_printf (_("%s did not leave the position as it found it.\n%s%s"),
                                        call, board, paragraph));
    g_free (paragraph);
    g_free (board);
    g_free (call);
    g_free (k);
  }

  /* 2. The untouched stub: one node, the root's own evaluation. */
  if (!has_problems (result)) {
    gboolean all_stub = TRUE;
    const CaseRun *example = NULL;
    for (guint i = 0; i < runs->len; i++) {
      const CaseRun *r = &g_array_index (runs, CaseRun, i);
      if (strcmp (r->c->category, "depth1") != 0)
        continue;
      Kyokumen *k = case_position (r->c);
      if (r->run.nodes != 1 || r->run.value != kyokumen_disc_difference (k))
        all_stub = FALSE;
      else if (!example && r->run.value != r->c->value)
        example = r;
      g_free (k);
    }
    if (all_stub && example) {
      Kyokumen *k = case_position (example->c);
      char *expected = g_strdup_printf (_("the right value is %d"), example->c->value);
      char *paragraph = hint_paragraph (HINT_STUB);
      add_problem (result, HINT_STUB,
                   wrong_value_text (k, example->c->depth, example->c->alpha, example->c->beta,
                                     example->run.value, expected, paragraph));
      g_free (paragraph);
      g_free (expected);
      g_free (k);
    }
  }

  /* 3-6. Wrong values, from the simplest searches to the longest. */
  if (!has_problems (result))
    report_wrong_values (result, runs, "depth1", FALSE);
  if (!has_problems (result))
    report_wrong_values (result, runs, "window1", TRUE);
  if (!has_problems (result))
    report_wrong_values (result, runs, "deep", FALSE);
  if (!has_problems (result))
    report_wrong_values (result, runs, "windowdeep", TRUE);
  if (!has_problems (result))
    report_wrong_values (result, runs, "endgame", FALSE);

  /* 7. Right values: now the cuts.  List 1 in generate_moves order makes
   * exactly list1_evaluations; other correct ways of writing it stay close. */
  if (!has_problems (result)) {
    const CaseRun *no_cut = NULL, *few_cuts = NULL;
    gboolean some_cut = FALSE, window_cut = FALSE;
    for (guint i = 0; i < runs->len; i++) {
      const CaseRun *r = &g_array_index (runs, CaseRun, i);
      /* A cut in a narrow window shows the cut-off itself is there. */
      if (strcmp (r->c->category, "windowdeep") == 0
          && r->run.evaluations < r->c->full_evaluations)
        window_cut = TRUE;
      if (strcmp (r->c->category, "deep") != 0 || r->c->list1_evaluations * 2 > r->c->full_evaluations)
        continue;
      if (r->run.evaluations >= r->c->full_evaluations) {
        if (!no_cut)
          no_cut = r;
      } else {
        some_cut = TRUE;
        if (r->run.evaluations * 2 > r->c->list1_evaluations * 3 && !few_cuts)
          few_cuts = r;
      }
    }
    /* With a full window at the root, cuts come only from the window
     * narrowing as m grows: no cut there but cuts in narrow windows
     * means the child's beta is not -m. */
    const CaseRun *r = !some_cut && no_cut ? no_cut : few_cuts;
    if (r) {
      ExerciseHint hint = r == no_cut && !window_cut ? HINT_NO_CUT : HINT_FEWER_CUTS;
      Kyokumen *k = case_position (r->c);
      char *call = describe_call (k, r->c->depth, r->c->alpha, r->c->beta);
      char *board = kyokumen_to_text (k);
      char *paragraph = hint_paragraph (hint);
      add_problem (result, hint,
                   g_strdup_printf (_("%s found the right value but evaluated %llu"
                                      " positions: plain minimax evaluates %llu"
                                      " and alpha-beta as in List 1 only %llu.\n%s%s"),
                                    call, (unsigned long long) r->run.evaluations,
                                    (unsigned long long) r->c->full_evaluations,
                                    (unsigned long long) r->c->list1_evaluations, board, paragraph));
      g_free (paragraph);
      g_free (board);
      g_free (call);
      g_free (k);
    }
  }

  /* 8. The best move, which the computer player plays. */
  if (!has_problems (result)) {
    int shown = 0;
    for (guint i = 0; i < runs->len && shown < 1; i++) {
      const CaseRun *r = &g_array_index (runs, CaseRun, i);
      if (!r->c->best)
        continue;
      Kyokumen *k = case_position (r->c);
      char *best = g_strjoinv (" ", r->c->best);
      char *call = describe_call (k, r->c->depth, r->c->alpha, r->c->beta);
      char *board = kyokumen_to_text (k);
      if (r->run.line_length == 0) {
        char *paragraph = hint_paragraph (HINT_BEST_LINE_MISSING);
        add_problem (result, HINT_BEST_LINE_MISSING,
                     g_strdup_printf (_("%s found the right value but recorded no best move "
                                        "(alpha_beta_root_line is empty); a best move is: %s.\n%s%s"),
                                      call, best, board, paragraph));
        g_free (paragraph);
        shown++;
      } else if (!best_move_listed (r->c, k->size, r->run.first)) {
        char text[SASHITE_NOTATION_SIZE];
        char *paragraph = hint_paragraph (HINT_BEST_LINE_WRONG);
        add_problem (result, HINT_BEST_LINE_WRONG,
                     g_strdup_printf (_("%s recorded %s as the best move, which is not one; "
                                        "the best moves are: %s.\n%s%s"),
                                      call, sashite_to_notation (r->run.first, k->size, text), best,
                                      board, paragraph));
        g_free (paragraph);
        shown++;
      }
      g_free (board);
      g_free (call);
      g_free (best);
      g_free (k);
    }
  }
  g_array_unref (runs);
}

/* ----------------------------------------------------------------------
 * Exercise 17: perfect play on 4x4
 */

/* "Black wins by 10 discs" for a final score from Black's view. */
static char *
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
static int
black_final_score (const Kyokumen *k)
{
  int score = kyokumen_final_score (k);
  return k->color == BLACK ? score : -score;
}

static void
check_ex17 (const ExerciseFunctions *f, const ExerciseData *data, ExerciseResult *result)
{
  const int depth = 20;
  const guint64 limit = 20000000;
  Kyokumen *k = g_new (Kyokumen, 1);
  kyokumen_init (k, 4);
  NegamaxRun run;
  run_negamax (f, k, disc_count_evaluator (), FALSE, depth, -ALPHA_BETA_INFINITY,
               ALPHA_BETA_INFINITY, limit, &run);
  char *right = describe_outcome (data->perfect4_normal / FINAL_DISC_VALUE);

  if (run.changed || run.misused || run.too_deep || run.value != data->perfect4_normal) {
    char *found = run.value % FINAL_DISC_VALUE == 0 && !run.too_deep
                      ? describe_outcome (run.value / FINAL_DISC_VALUE)
                      : g_strdup (_("not the value of a finished game"));
    add_problem (result, HINT_PERFECT_RESULT,
                 g_strdup_printf (_("Perfect play on 4x4 (negamax at depth %d from the start, Black to move) "
                                    "returned %d (%s); the right value is %d (%s).\n"
                                    "Hint: exercise 17 is the result of perfect play: it comes out right "
                                    "once negamax (exercise 16) is right.  Run the ex16 check first."),
                                  depth, run.value, found, data->perfect4_normal, right));
    g_free (found);
    g_free (right);
    g_free (k);
    return;
  }

  /* Play the game out as the program would: each side plays its best move. */
  int moves_played = 0;
  while (!kyokumen_is_game_over (k)) {
    run_negamax (f, k, disc_count_evaluator (), FALSE, depth, -ALPHA_BETA_INFINITY,
                 ALPHA_BETA_INFINITY, limit, &run);
    if (run.line_length == 0 || !kyokumen_is_legal (k, run.first)) {
      char *board = kyokumen_to_text (k);
      char *paragraph = hint_paragraph (HINT_BEST_LINE_MISSING);
      add_problem (result, HINT_BEST_LINE_MISSING,
                   g_strdup_printf (_("Playing perfect 4x4 out, negamax at depth %d found no legal best "
                                      "move on this position:\n%s%s"), depth, board, paragraph));
      g_free (paragraph);
      g_free (board);
      break;
    }
    kyokumen_make_move (k, run.first);
    moves_played++;
  }
  if (!has_problems (result)) {
    int score = black_final_score (k);
    char *got = describe_outcome (score);
    if (score * FINAL_DISC_VALUE != data->perfect4_normal) {
      char *board = kyokumen_to_text (k);
      char *paragraph = hint_paragraph (HINT_BEST_LINE_WRONG);
      add_problem (result, HINT_BEST_LINE_WRONG,
                   g_strdup_printf (_("Played out with the recorded best moves, perfect 4x4 ended: %s, "
                                      "but perfect play gives: %s.\n%s%s"),
                                    got, right, board, paragraph));
      g_free (paragraph);
      g_free (board);
    } else {
      g_string_append_printf (result->info,
                              _("Perfect play on 4x4: %s, Black %d and White %d discs, %d empty, after %d moves.\n"),
                              got, k->ishisuu[0], k->ishisuu[1], k->empty_count, moves_played);
    }
    g_free (got);
  }
  g_free (right);
  g_free (k);
}

/* ----------------------------------------------------------------------
 * Exercise 18: the terminal evaluation and misere
 */

/* Finished positions of random games, with and without empty squares. */
static GPtrArray *
finished_positions (void)
{
  GPtrArray *positions = g_ptr_array_new_with_free_func (g_free);
  GRand *rand = g_rand_new_with_seed (1818);
  static const int sizes[] = { 4, 4, 4, 6, 6, 6, 6, 8 };
  gboolean with_empties = FALSE, without_empties = FALSE;
  for (int attempt = 0; attempt < 200 && positions->len < G_N_ELEMENTS (sizes); attempt++) {
    Kyokumen *k = g_new (Kyokumen, 1);
    kyokumen_init (k, sizes[positions->len]);
    Sashite moves[MAX_SASHITE];
    int n;
    while ((n = kyokumen_generate_moves (k, moves)) > 0)
      kyokumen_make_move (k, moves[g_rand_int_range (rand, 0, n)]);
    k->history_length = 0;
    /* A draw says nothing about the sign; the last two places want
     * games that ended with and without empty squares. */
    gboolean keep = kyokumen_final_score (k) != 0;
    if (positions->len >= G_N_ELEMENTS (sizes) - 2) {
      keep = keep && ((k->empty_count > 0 && !with_empties) || (k->empty_count == 0 && !without_empties));
    }
    if (keep) {
      with_empties |= k->empty_count > 0;
      without_empties |= k->empty_count == 0;
      g_ptr_array_add (positions, k);
    } else {
      g_free (k);
    }
  }
  g_rand_free (rand);
  return positions;
}

static int
call_terminal (const ExerciseFunctions *f, Kyokumen *k, gboolean misere)
{
  AlphaBeta *ab = g_new0 (AlphaBeta, 1);
  alpha_beta_init (ab, k, disc_count_evaluator (), misere, NULL);
  int value = f->eval_terminal_position (ab);
  g_free (ab);
  return value;
}

static void
check_ex18 (const ExerciseFunctions *f, ExerciseResult *result)
{
  GPtrArray *positions = finished_positions ();
  gboolean reported[2] = { FALSE, FALSE };
  for (guint i = 0; i < positions->len; i++) {
    Kyokumen *k = g_ptr_array_index (positions, i);
    for (int misere = 0; misere <= 1; misere++) {
      int normal = kyokumen_final_score (k) * FINAL_DISC_VALUE;
      int expected = misere ? -normal : normal;
      int got = call_terminal (f, k, misere);
      if (got == expected || reported[misere])
        continue;
      reported[misere] = TRUE;
      ExerciseHint hint;
      const char *why;
      if (!misere) {
        hint = got == -normal ? HINT_NORMAL_SIGN : HINT_TERMINAL_VALUE;
        why = hint == HINT_NORMAL_SIGN
                  ? _("Hint: negate the score only when ab->misere is set; a normal game keeps it.")
                  : _("Hint: the normal value is FINAL_DISC_VALUE x kyokumen_final_score: leave that part as it was.");
      } else if (got == normal) {
        hint = HINT_MISERE_SIGN;
        why = _("Hint: in misère the side with fewer discs wins, so when ab->misere is set the "
                "score is negated.");
      } else if (got == -kyokumen_disc_difference (k) * FINAL_DISC_VALUE) {
        hint = HINT_MISERE_EMPTIES;
        why = _("Hint: negate the final score as it is (the empty squares go to the winner): "
                "do not count the discs again.");
      } else {
        hint = HINT_TERMINAL_VALUE;
        why = _("Hint: the misère value is the normal value negated, nothing else.");
      }
      char *board = kyokumen_to_text (k);
      add_problem (result, hint,
                   g_strdup_printf (misere
                                        ? _("eval_terminal_position of this finished %dx%d game in misère "
                                            "(fewest discs wins) returned %d; the right value is %d.\n%s%s")
                                        : _("eval_terminal_position of this finished %dx%d game (normal rule) "
                                            "returned %d; the right value is %d.\n%s%s"),
                                    k->size, k->size, got, expected, board, why));
      g_free (board);
    }
  }
  g_ptr_array_unref (positions);
}

/* ----------------------------------------------------------------------
 * Exercise 19: the switch to perfect search
 */

/* An 8x8 position of a random game with this many empty squares. */
static Kyokumen *
position_with_empties (int empties, GRand *rand)
{
  Kyokumen *k = g_new (Kyokumen, 1);
  for (;;) {
    kyokumen_init (k, 8);
    Sashite moves[MAX_SASHITE];
    int n;
    while (k->empty_count > empties && (n = kyokumen_generate_moves (k, moves)) > 0)
      kyokumen_make_move (k, moves[g_rand_int_range (rand, 0, n)]);
    if (k->empty_count == empties && !kyokumen_is_game_over (k))
      break;
  }
  k->history_length = 0;
  return k;
}

static void
check_ex19 (const ExerciseFunctions *f, ExerciseResult *result)
{
  static const struct {
    int depth, threshold, empties;
  } cases[] = {
    { 4, 12, 10 }, { 4, 12, 12 }, { 4, 12, 13 }, { 4, 12, 11 }, { 6, 14, 14 },
    { 6, 14, 15 }, { 3, 0, 9 }, { 5, 20, 20 }, { 5, 20, 21 }, { 4, 12, 20 },
  };
  GRand *rand = g_rand_new_with_seed (1919);
  gboolean seen[HINT_NAME_FORMAT + 1] = { FALSE };
  gboolean switched_below = FALSE;

  /* Whether the switch works at all below the threshold decides which
   * hint an equal count gets. */
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++) {
    if (cases[i].empties >= cases[i].threshold)
      continue;
    Kyokumen *k = position_with_empties (cases[i].empties, rand);
    ComputerPlayer player = { { NULL, FALSE }, cases[i].depth, cases[i].threshold, 1, "" };
    gboolean perfect = FALSE;
    f->plan_search (&player, k, &perfect);
    switched_below |= perfect;
    g_free (k);
  }

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++) {
    Kyokumen *k = position_with_empties (cases[i].empties, rand);
    ComputerPlayer player = { { NULL, FALSE }, cases[i].depth, cases[i].threshold, 1, "" };
    gboolean perfect = FALSE;
    int depth = f->plan_search (&player, k, &perfect);
    gboolean want_perfect = cases[i].empties <= cases[i].threshold;
    int want_depth = want_perfect ? 2 * cases[i].empties : cases[i].depth;
    int e = cases[i].empties, t = cases[i].threshold;

    ExerciseHint hint;
    char *text;
    if (want_perfect && !perfect && depth != want_depth) {
      hint = e == t && switched_below ? HINT_SWITCH_OFF_BY_ONE : HINT_SWITCH_MISSING;
      text = g_strdup_printf (_("With %d empty squares and the threshold %d (search depth %d) the player "
                                "did not switch to perfect search: it planned %d plies, not a perfect "
                                "search of 2 x %d = %d plies."),
                              e, t, cases[i].depth, depth, e, want_depth);
    } else if (!want_perfect && (perfect || depth != want_depth)) {
      hint = perfect ? (e == t + 1 ? HINT_SWITCH_OFF_BY_ONE : HINT_SWITCH_TOO_EARLY) : HINT_NORMAL_DEPTH;
      text = perfect
                 ? g_strdup_printf (_("With %d empty squares and the threshold %d the player switched to "
                                      "perfect search; it should switch only from %d empty squares down."),
                                    e, t, t)
                 : g_strdup_printf (_("With %d empty squares and the threshold %d the player should search "
                                      "its normal depth %d, but planned %d plies."),
                                    e, t, cases[i].depth, depth);
    } else if (want_perfect && depth != want_depth) {
      hint = HINT_SWITCH_DEPTH;
      text = g_strdup_printf (_("With %d empty squares and the threshold %d the player switched to perfect "
                                "search but plans %d plies; perfect search needs 2 x empty squares = %d, so "
                                "that passes can never stop it before the end of the game."),
                              e, t, depth, want_depth);
    } else if (want_perfect && !perfect) {
      hint = HINT_SWITCH_FLAG;
      text = g_strdup_printf (_("With %d empty squares and the threshold %d the player plans %d plies but "
                                "does not say it is a perfect search: set *perfect = TRUE."),
                              e, t, depth);
    } else {
      g_free (k);
      continue;
    }
    g_free (k);
    if (seen[hint]) {
      g_free (text);
      continue;
    }
    seen[hint] = TRUE;
    const char *why = "";
    switch (hint) {
    case HINT_SWITCH_MISSING:
      why = _("Hint: in computer_player_plan_search, when kyokumen->empty_count <= "
              "player->perfect_empties, set *perfect = TRUE and search 2 x empty_count plies "
              "(the TODO of exercise 19).");
      break;
    case HINT_SWITCH_OFF_BY_ONE:
      why = _("Hint: the threshold itself counts: compare with <=.");
      break;
    default:
      break;
    }
    char *joined = *why ? g_strconcat (text, "\n", why, NULL) : g_strdup (text);
    g_free (text);
    add_problem (result, hint, joined);
  }
  g_rand_free (rand);
}

/* ----------------------------------------------------------------------
 * Exercise 20: Eval8x8B's weights
 */

static const char *
kind_name (SquareKind kind)
{
  switch (kind) {
  case SQUARE_CORNER:  return _("corners (like a1)");
  case SQUARE_C:       return _("C squares (next to a corner on an edge, like b1)");
  case SQUARE_A:       return _("A squares (two from a corner on an edge, like c1)");
  case SQUARE_B:       return _("B squares (further along an edge, like d1)");
  case SQUARE_X:       return _("X squares (diagonally next to a corner, like b2)");
  case SQUARE_INNER_C: return _("the squares one row in next to a C square (like c2)");
  case SQUARE_INNER:   return _("the other squares one row in from an edge (like d2)");
  default:             return _("the centre squares (like d4)");
  }
}

static void
check_ex20 (const ExerciseFunctions *f, ExerciseResult *result)
{
  /* The course's figure 5: corner 35, C -3, A 3, B 3, X -10, others 0. */
  static const int course[SQUARE_KIND_COUNT] = { 35, -3, 3, 3, -10, 0, 0, 0 };
  int got[SQUARE_KIND_COUNT];
  gboolean all_zero = TRUE, all_right = TRUE;
  for (int kind = 0; kind < SQUARE_KIND_COUNT; kind++) {
    got[kind] = f->eval_8x8b_weight ((SquareKind) kind);
    all_zero &= got[kind] == 0;
    all_right &= got[kind] == course[kind];
  }
  if (all_right)
    return;
  if (all_zero) {
    add_problem (result, HINT_WEIGHTS_ZERO,
                 g_strdup (_("eval_8x8b_weight gives every kind of square the weight 0, so Eval8x8B "
                             "sees nothing.\nHint: return the course's weights: corner 35, C -3, A 3, "
                             "B 3, X -10, every other square 0 (the TODO of exercise 20).")));
    return;
  }
  for (int kind = 0; kind < SQUARE_KIND_COUNT; kind++) {
    if (got[kind] == course[kind])
      continue;
    add_problem (result, HINT_WEIGHT,
                 g_strdup_printf (_("eval_8x8b_weight gives the weight %d to %s; the course's weight is %d."),
                                  got[kind], kind_name ((SquareKind) kind), course[kind]));
  }
}

/* ----------------------------------------------------------------------
 * Matches: exercises 21 and a12
 */

#define MATCH_OPENINGS 10
#define MATCH_OPENING_PLIES 4
#define MATCH_DEPTH 3
#define MATCH_PERFECT 8
#define MATCH_NODE_LIMIT 3000000

/* The random mover: a uniformly random legal move. */
typedef struct {
  Player base;
  GRand *rand;
} RandomPlayer;

static const char *
random_name (const Player *self)
{
  return _("random mover");
}

static gboolean
random_decide (Player *self, const Kyokumen *kyokumen, gboolean misere, SearchControl *control,
               Sashite *move, SearchReport *report, GError **error)
{
  RandomPlayer *player = (RandomPlayer *) self;
  Sashite moves[MAX_SASHITE];
  int n = kyokumen_generate_moves (kyokumen, moves);
  if (n == 0)
    return FALSE;
  *move = moves[g_rand_int_range (player->rand, 0, n)];
  return TRUE;
}

static void
random_free (Player *self)
{
  g_rand_free (((RandomPlayer *) self)->rand);
  g_free (self);
}

static const PlayerFunctions random_functions = { random_name, random_decide, random_free };

static Player *
random_player_new (guint32 seed)
{
  RandomPlayer *player = g_new0 (RandomPlayer, 1);
  player->base.functions = &random_functions;
  player->rand = g_rand_new_with_seed (seed);
  return &player->base;
}

/* A searcher with a given negamax and evaluator, without the computer
 * player around it: exercise 21 compares evaluators, nothing else. */
typedef struct {
  Player base;
  const ExerciseFunctions *f;
  const Evaluator *evaluator;
  int depth;
} SearchPlayer;

static const char *
search_name (const Player *self)
{
  return ((const SearchPlayer *) self)->evaluator->name;
}

static gboolean
search_decide (Player *self, const Kyokumen *kyokumen, gboolean misere, SearchControl *control,
               Sashite *move, SearchReport *report, GError **error)
{
  SearchPlayer *player = (SearchPlayer *) self;
  Kyokumen *k = g_new (Kyokumen, 1);
  *k = *kyokumen;
  k->history_length = 0;
  AlphaBeta *ab = g_new0 (AlphaBeta, 1);
  alpha_beta_init (ab, k, player->evaluator, misere, control);
  player->f->negamax (ab, player->depth, -ALPHA_BETA_INFINITY, ALPHA_BETA_INFINITY);
  int length;
  const Sashite *line = alpha_beta_root_line (ab, &length);
  Sashite moves[MAX_SASHITE];
  kyokumen_generate_moves (kyokumen, moves);
  *move = length > 0 ? line[0] : moves[0];
  if (report)
    report->stopped = ab->stopped;
  g_free (ab);
  g_free (k);
  return TRUE;
}

static void
search_free (Player *self)
{
  g_free (self);
}

static const PlayerFunctions search_functions = { search_name, search_decide, search_free };

static Player *
search_player_new (const ExerciseFunctions *f, const Evaluator *evaluator, int depth)
{
  SearchPlayer *player = g_new0 (SearchPlayer, 1);
  player->base.functions = &search_functions;
  player->f = f;
  player->evaluator = evaluator;
  player->depth = depth;
  return &player->base;
}

/* The weights under check, for the evaluator below (an Evaluator has no
 * user data; the checks run one at a time). */
static int (*weights_under_check) (int size, int col, int row);

static int
weights_evaluate (const Kyokumen *k)
{
  int value = 0;
  for (int row = 0; row < k->size; row++)
    for (int col = 0; col < k->size; col++) {
      int disc = k->ban[kyokumen_xy (k, col, row)];
      if (disc == BLACK || disc == WHITE)
        value += weights_under_check (k->size, col, row) * disc * k->color;
    }
  return value;
}

static const Evaluator student_evaluator = { "Eval8x8C", weights_evaluate };

/* The opening of game pair i: a few random moves from the start. */
static void
opening (Kyokumen *k, int i)
{
  GRand *rand = g_rand_new_with_seed (2100 + (guint32) i);
  kyokumen_init (k, 8);
  Sashite moves[MAX_SASHITE];
  for (int ply = 0; ply < MATCH_OPENING_PLIES; ply++) {
    int n = kyokumen_generate_moves (k, moves);
    kyokumen_make_move (k, moves[g_rand_int_range (rand, 0, n)]);
  }
  k->history_length = 0;
  g_rand_free (rand);
}

typedef struct {
  int wins, draws, losses;
  char *failure;          /* the first illegal move or refusal, with the board */
  ExerciseHint failure_hint;
} MatchScore;

/* One game; the result from `player`'s side via score.  FALSE when the
 * player under test broke the rules (score->failure says how). */
static gboolean
play_game (Player *black, Player *white, Player *tested, const Kyokumen *start, MatchScore *score)
{
  Kyokumen *k = g_new (Kyokumen, 1);
  *k = *start;
  int plies = 0;
  gboolean ok = TRUE;
  while (!kyokumen_is_game_over (k)) {
    Player *mover = k->color == BLACK ? black : white;
    Sashite move = sashite_pass ();
    GError *error = NULL;
    if (plies++ > KYOKUMEN_MAX_HISTORY - 10) {
      char *board = kyokumen_to_text (k);
      score->failure = g_strdup_printf (_("A game did not end after %d plies.\n%s"), plies, board);
      score->failure_hint = HINT_UNFINISHED;
      g_free (board);
      ok = FALSE;
      break;
    }
    /* A search that ignores its depth would read to the end of the game
     * from the opening and never come back: the node limit stops it. */
    SearchControl control = { 0, MATCH_NODE_LIMIT };
    SearchReport report = { 0 };
    if (!player_decide_move (mover, k, FALSE, &control, &move, &report, &error)) {
      if (mover == tested) {
        char *board = kyokumen_to_text (k);
        score->failure = g_strdup_printf (_("The program gave no move on this position (%s).\n%s"),
                                          error ? error->message : _("no reason given"), board);
        score->failure_hint = HINT_ILLEGAL;
        g_free (board);
        ok = FALSE;
      }
      g_clear_error (&error);
      if (!ok)
        break;
      Sashite moves[MAX_SASHITE];
      kyokumen_generate_moves (k, moves);
      move = moves[0];
    }
    if (report.stopped && mover == tested) {
      char *board = kyokumen_to_text (k);
      score->failure = g_strdup_printf (_("The program's search on this position was stopped after %d "
                                          "positions, far more than its depth needs: does negamax search "
                                          "depth - 1 below each move?\n%s"),
                                        MATCH_NODE_LIMIT, board);
      score->failure_hint = HINT_TOO_DEEP;
      g_free (board);
      ok = FALSE;
      break;
    }
    if (!kyokumen_is_legal (k, move)) {
      if (mover == tested) {
        char text[SASHITE_NOTATION_SIZE];
        char *board = kyokumen_to_text (k);
        score->failure = g_strdup_printf (_("The program chose %s, which is not a legal move on this position:\n%s"),
                                          sashite_to_notation (move, k->size, text), board);
        score->failure_hint = HINT_ILLEGAL;
        g_free (board);
        ok = FALSE;
        break;
      }
      Sashite moves[MAX_SASHITE];
      kyokumen_generate_moves (k, moves);
      move = moves[0];
    }
    kyokumen_make_move (k, move);
  }
  if (ok) {
    int black_score = black_final_score (k);
    int tested_score = tested == black ? black_score : -black_score;
    if (tested_score > 0)
      score->wins++;
    else if (tested_score < 0)
      score->losses++;
    else
      score->draws++;
  }
  g_free (k);
  return ok;
}

/* Both colours from each opening. */
static gboolean
play_match (Player *tested, Player *opponent, MatchScore *score)
{
  Kyokumen *start = g_new (Kyokumen, 1);
  gboolean ok = TRUE;
  for (int i = 0; i < MATCH_OPENINGS && ok; i++) {
    opening (start, i);
    ok = play_game (tested, opponent, tested, start, score)
         && play_game (opponent, tested, tested, start, score);
  }
  g_free (start);
  return ok;
}

/* What a match must bring: against a random mover at least three
 * quarters of the points, against a searching opponent more than half
 * (a draw is half a point). */
typedef enum { NEED_THREE_QUARTERS, NEED_MORE_THAN_HALF } MatchNeed;

static gboolean
match_won (const MatchScore *score, MatchNeed need)
{
  int half_points = 2 * score->wins + score->draws;
  int games = score->wins + score->draws + score->losses;
  if (need == NEED_THREE_QUARTERS)
    return 4 * half_points >= 3 * 2 * games;
  return half_points > games;
}

static char *
describe_score (const MatchScore *score)
{
  return g_strdup_printf (_("won %d, drew %d and lost %d of %d games (%d openings, each played with both colours)"),
                          score->wins, score->draws, score->losses,
                          score->wins + score->draws + score->losses, MATCH_OPENINGS);
}

static char *
weights_table (int (*weights) (int, int, int))
{
  GString *s = g_string_new ("    ");
  for (int col = 0; col < 8; col++)
    g_string_append_printf (s, "%5c", 'a' + col);
  g_string_append_c (s, '\n');
  for (int row = 0; row < 8; row++) {
    g_string_append_printf (s, "%3d ", row + 1);
    for (int col = 0; col < 8; col++)
      g_string_append_printf (s, "%5d", weights (8, col, row));
    g_string_append_c (s, '\n');
  }
  return g_string_free (s, FALSE);
}

/* Run one match and report it; TRUE when won. */
static gboolean
report_match (ExerciseResult *result, Player *tested, Player *opponent, const char *tested_label,
              const char *opponent_label, MatchNeed need, const char *hint)
{
  MatchScore score = { 0 };
  if (!play_match (tested, opponent, &score)) {
    add_problem (result, score.failure_hint,
                 g_strdup_printf (_("In a game of %s against %s: %s"), tested_label, opponent_label,
                                  score.failure));
    g_free (score.failure);
    return FALSE;
  }
  char *described = describe_score (&score);
  gboolean won = match_won (&score, need);
  if (won) {
    g_string_append_printf (result->info, _("Match of %s against %s: %s.\n"), tested_label, opponent_label,
                            described);
  } else {
    add_problem (result, HINT_WEAK,
                 g_strdup_printf (need == NEED_THREE_QUARTERS
                                      ? _("Match of %s against %s: %s.  It must win at least three quarters "
                                          "of the points (a draw counts half).\n%s")
                                      : _("Match of %s against %s: %s.  It must win more than half the points "
                                          "(a draw counts half).\n%s"),
                                  tested_label, opponent_label, described, hint));
  }
  g_free (described);
  return won;
}

static void
check_ex21 (const ExerciseFunctions *f, const ExerciseData *data, ExerciseResult *result)
{
  gboolean all_zero = TRUE;
  int total = 0;
  for (int row = 0; row < 8; row++)
    for (int col = 0; col < 8; col++) {
      int w = f->eval_8x8c_weight (8, col, row);
      all_zero &= w == 0;
      total += ABS (w);
    }
  if (all_zero) {
    add_problem (result, HINT_WEIGHTS_ZERO,
                 g_strdup (_("eval_8x8c_weight gives every square of the 8x8 board the weight 0, so "
                             "Eval8x8C sees nothing.\nHint: give each square your own weight (start from "
                             "Eval8x8B's and improve them): the TODO of exercise 21.")));
    return;
  }
  char *table = weights_table (f->eval_8x8c_weight);
  if (total >= FINAL_DISC_VALUE) {
    add_problem (result, HINT_WEIGHTS_TOO_LARGE,
                 g_strdup_printf (_("Your weights add up to %d over the board (in absolute value); keep the "
                                    "total below %d (FINAL_DISC_VALUE, one disc of a finished game), or a "
                                    "guess can outweigh a sure win.\n%s"),
                                  total, FINAL_DISC_VALUE, table));
    g_free (table);
    return;
  }

  /* The matches are played with the student's negamax: it has to work. */
  ExerciseResult *ex16 = result_new ();
  check_ex16 (f, data, ex16);
  gboolean negamax_works = !has_problems (ex16);
  exercise_result_free (ex16);
  if (!negamax_works) {
    add_problem (result, HINT_NEEDS_EX16,
                 g_strdup (_("Eval8x8C is checked by matches played with your negamax, which does not "
                             "work yet.\nHint: finish exercise 16 first (meson test -C build ex16 "
                             "--print-errorlogs).")));
    g_free (table);
    return;
  }

  weights_under_check = f->eval_8x8c_weight;
  char *hint = g_strdup_printf (_("Hint: weigh the corners high and the squares that give a corner away "
                                  "(X, C) low.  Your weights on 8x8:\n%s"), table);
  char *tested_label = g_strdup_printf (_("Eval8x8C (depth %d)"), MATCH_DEPTH);
  Player *tested = search_player_new (f, &student_evaluator, MATCH_DEPTH);
  Player *disc = search_player_new (f, disc_count_evaluator (), MATCH_DEPTH);
  Player *random = random_player_new (21);
  char *disc_label = g_strdup_printf (_("the disc count evaluator (depth %d)"), MATCH_DEPTH);
  report_match (result, tested, random, tested_label, _("a random mover"), NEED_THREE_QUARTERS, hint);
  report_match (result, tested, disc, tested_label, disc_label, NEED_MORE_THAN_HALF, hint);
  player_free (random);
  player_free (disc);
  player_free (tested);
  g_free (disc_label);
  g_free (tested_label);
  g_free (hint);
  g_free (table);
}

static void
check_a12 (const ExerciseFunctions *f, ExerciseResult *result)
{
  char *tested_config = g_strdup_printf ("alphabeta:%d:%d:2", MATCH_DEPTH, MATCH_PERFECT);
  char *disc_config = g_strdup_printf ("alphabeta:%d:%d:0", MATCH_DEPTH, MATCH_PERFECT);
  GError *error = NULL;
  Player *tested = f->new_player (tested_config, &error);
  Player *disc = tested ? f->new_player (disc_config, &error) : NULL;
  if (!tested || !disc) {
    add_problem (result, HINT_ILLEGAL,
                 g_strdup_printf (_("The program's computer player \"%s\" cannot be made: %s"),
                                  tested_config, error->message));
    g_clear_error (&error);
    player_free (tested);
    g_free (tested_config);
    g_free (disc_config);
    return;
  }
  char *tested_label = g_strdup_printf (_("your program (%s)"), tested_config);
  char *disc_label = g_strdup_printf (_("the same program with the disc count evaluator (%s)"), disc_config);
  const char *hint = _("Hint: a12 needs the whole program: negamax (ex16), the switch to perfect "
                       "search (ex19) and your Eval8x8C (ex21).  Run their checks first.");
  Player *random = random_player_new (12);
  if (report_match (result, tested, random, tested_label, _("a random mover"), NEED_THREE_QUARTERS, hint))
    report_match (result, tested, disc, tested_label, disc_label, NEED_MORE_THAN_HALF, hint);
  player_free (random);
  player_free (disc);
  player_free (tested);
  g_free (tested_label);
  g_free (disc_label);
  g_free (tested_config);
  g_free (disc_config);
}

/* ----------------------------------------------------------------------
 * Exercise 22: the student id and the program's name
 */

#define STUDENT_ID_PLACEHOLDER "student-id"

static void
check_ex22 (const ExerciseFunctions *f, ExerciseResult *result)
{
  const char *id = f->student_id ();
  if (!id || strcmp (id, STUDENT_ID_PLACEHOLDER) == 0) {
    add_problem (result, HINT_ID_PLACEHOLDER,
                 g_strdup_printf (_("The student id is still the placeholder \"%s\".\nHint: put your own "
                                    "student id in #define STUDENT_ID in skeleton/computer-player.c "
                                    "(exercise 22)."),
                                  STUDENT_ID_PLACEHOLDER));
  } else {
    gboolean plain = *id != '\0' && strlen (id) <= 24;
    for (const char *p = id; *p; p++)
      plain &= g_ascii_isalnum (*p) || *p == '_';
    if (!plain)
      add_problem (result, HINT_ID_FORM,
                   g_strdup_printf (_("The student id \"%s\" must be 1 to 24 letters, digits or _ "
                                      "(no spaces, no '-', which separates the parts of the name)."),
                                    id));
  }

  static const int configs[][3] = { { 6, 14, 2 }, { 3, 10, 0 }, { 8, 18, 1 } };
  for (guint i = 0; i < G_N_ELEMENTS (configs); i++) {
    ComputerPlayer player = { { NULL, FALSE }, configs[i][0], configs[i][1], configs[i][2], "" };
    f->set_name (&player);
    char *expected = g_strdup_printf ("%s-%d-%d-%d", id ? id : "", configs[i][0], configs[i][1], configs[i][2]);
    if (strcmp (player.name, expected) != 0) {
      add_problem (result, HINT_NAME_FORMAT,
                   g_strdup_printf (_("A computer player with search depth %d, perfect search from %d empty "
                                      "squares and evaluator %d is named \"%s\"; it should be \"%s\" "
                                      "(ID-depth-perfectEmpties-evalIndex).\nHint: build the name in "
                                      "computer_player_set_name from STUDENT_ID and the player's "
                                      "search_depth, perfect_empties and eval_index."),
                                    configs[i][0], configs[i][1], configs[i][2], player.name, expected));
      g_free (expected);
      break;
    }
    g_free (expected);
  }
}

/* ----------------------------------------------------------------------
 * The table of checks
 */

static Player *
linked_new_player (const char *config_text, GError **error)
{
  PlayerConfig config;
  player_config_init (&config);
  if (!player_config_parse (&config, config_text, error))
    return NULL;
  return player_config_create_player (&config, error);
}

void
exercise_functions_init_linked (ExerciseFunctions *functions)
{
  functions->negamax = negamax;
  functions->eval_terminal_position = eval_terminal_position;
  functions->plan_search = computer_player_plan_search;
  functions->eval_8x8b_weight = eval_8x8b_weight;
  functions->eval_8x8c_weight = eval_8x8c_weight;
  functions->set_name = computer_player_set_name;
  functions->student_id = computer_player_student_id;
  functions->new_player = linked_new_player;
}

static const char *const names[] = { "ex16", "ex17", "ex18", "ex19", "ex20", "ex21", "ex22", "a12", NULL };

const char *const *
exercise_names (void)
{
  return names;
}

ExerciseResult *
exercise_check (const char *exercise, const ExerciseFunctions *functions, const ExerciseData *data)
{
  ExerciseResult *result = result_new ();
  if (strcmp (exercise, "ex16") == 0)
    check_ex16 (functions, data, result);
  else if (strcmp (exercise, "ex17") == 0)
    check_ex17 (functions, data, result);
  else if (strcmp (exercise, "ex18") == 0)
    check_ex18 (functions, result);
  else if (strcmp (exercise, "ex19") == 0)
    check_ex19 (functions, result);
  else if (strcmp (exercise, "ex20") == 0)
    check_ex20 (functions, result);
  else if (strcmp (exercise, "ex21") == 0)
    check_ex21 (functions, data, result);
  else if (strcmp (exercise, "ex22") == 0)
    check_ex22 (functions, result);
  else if (strcmp (exercise, "a12") == 0)
    check_a12 (functions, result);
  else {
    exercise_result_free (result);
    return NULL;
  }
  return result;
}
