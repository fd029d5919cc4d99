/* checks-negamax.c: the checks of exercise 16 (negamax) and exercise 18
 * (the terminal value and misere).
 *
 * ex16 compares the student's negamax with the data file, written by a
 * separate program with its own plain minimax (not in the handout, since
 * it would give exercise 16 away).  It runs all its cases first and then
 * reports the first kind of trouble it sees, in the order a student meets
 * them (a search that does not end before wrong values, wrong values
 * before missing cuts), with at most two example positions, so the
 * message points at one fix at a time.
 *
 * ex18 compares eval_terminal_position with the engine's final score of
 * finished positions, which the engine tests check against an
 * independent board.
 */
#include "checks-common.h"

#include <glib/gi18n-lib.h>
#include <string.h>

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
char *
search_hint_paragraph (ExerciseHint hint)
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
        char *paragraph = search_hint_paragraph (hint);
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

void
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
    char *paragraph = search_hint_paragraph (hint);
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
      char *paragraph = search_hint_paragraph (HINT_STUB);
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
      char *paragraph = search_hint_paragraph (hint);
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
        char *paragraph = search_hint_paragraph (HINT_BEST_LINE_MISSING);
        add_problem (result, HINT_BEST_LINE_MISSING,
                     g_strdup_printf (_("%s found the right value but recorded no best move "
                                        "(alpha_beta_root_line is empty); a best move is: %s.\n%s%s"),
                                      call, best, board, paragraph));
        g_free (paragraph);
        shown++;
      } else if (!best_move_listed (r->c, k->size, r->run.first)) {
        char text[SASHITE_NOTATION_SIZE];
        char *paragraph = search_hint_paragraph (HINT_BEST_LINE_WRONG);
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

void
check_ex18 (const ExerciseFunctions *f, const ExerciseData *data, ExerciseResult *result)
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
