/* SPDX-License-Identifier: MIT */
/* checks-terminal.c: the check of exercise 18 (the value of a finished
 * game, and the misere rule).
 *
 * 1. eval_terminal_position on finished games of every size, with and
 *    without empty squares, under both rules, against the engine's final
 *    score (which the engine tests check against an independent board),
 *    and the position left as it was given (a misere score read by
 *    flipping the side to move breaks the search that goes on from it).
 * 2. eval_position must not change under misere: the rule is only about
 *    who wins a finished game.
 * 3. Misere searches with the student's negamax, to the end of the game,
 *    against the data file (the generator's own minimax), and perfect
 *    play on 4x4: a search that negates again somewhere else, or undoes
 *    the rule, shows here; one that breaks the position only in misere
 *    is told so before any value is compared.
 */
#include "checks-common.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* Finished positions of random games, with and without empty squares. */
static GPtrArray *
finished_positions (void)
{
  GPtrArray *positions = g_ptr_array_new_with_free_func (g_free);
  GRand *rand = g_rand_new_with_seed (1818);
  static const int sizes[] = { 4, 4, 4, 6, 6, 10, 6, 8 };
  gboolean with_empties = FALSE, without_empties = FALSE;
  for (int attempt = 0; attempt < 400 && positions->len < G_N_ELEMENTS (sizes); attempt++) {
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
call_with_rule (int (*function) (AlphaBeta *), Kyokumen *k, gboolean misere)
{
  AlphaBeta *ab = g_new0 (AlphaBeta, 1);
  alpha_beta_init (ab, k, disc_count_evaluator (), misere, NULL);
  int value = function (ab);
  g_free (ab);
  return value;
}

/* What changed in a position: the side to move, or the board. */
static char *
describe_change (const Kyokumen *before, const Kyokumen *after)
{
  if (after->color != before->color && memcmp (after->ban, before->ban, sizeof after->ban) == 0)
    return g_strdup_printf (_("The side to move was %1$s when it was called, and is %2$s when it returned."),
                            color_name (before->color), color_name (after->color));
  char *board = kyokumen_to_text (after);
  char *text = g_strdup_printf (_("When it returned the position was:\n%s"), board);
  g_free (board);
  return text;
}

/* eval_terminal_position changed the finished game it was given. */
static void
report_changed_position (ExerciseResult *result, const Kyokumen *before, const Kyokumen *after,
                         gboolean misere, int got, int expected)
{
  char *board = kyokumen_to_text (before);
  char *change = describe_change (before, after);
  char *value = got == expected ? g_strdup_printf (_("It returned %d, which is the right value."), got)
                                : g_strdup_printf (_("It returned %1$d; the right value is %2$d."), got, expected);
  add_problem (result, HINT_TERMINAL_CHANGES_POSITION,
               g_strdup_printf (misere ? _("eval_terminal_position changed the position it was given, this "
                                           "finished %1$dx%1$d game in misère (fewest discs wins):\n%2$s%3$s\n%4$s\n%5$s")
                                       : _("eval_terminal_position changed the position it was given, this "
                                           "finished %1$dx%1$d game (normal rule):\n%2$s%3$s\n%4$s\n%5$s"),
                                before->size, board, value, change,
                                _("Hint: eval_terminal_position changes the position it is given, and the "
                                  "search goes on from that position, so every value after it is wrong.  "
                                  "Read the score without changing the position (score is already from the "
                                  "side to move's view: to change its sign, negate score), or put the "
                                  "position back as it was before returning.")));
  g_free (value);
  g_free (change);
  g_free (board);
}

/* 1. The value of finished games, and the position left as it was. */
static void
check_terminal_values (const ExerciseFunctions *f, ExerciseResult *result)
{
  GPtrArray *positions = finished_positions ();
  gboolean reported[2] = { FALSE, FALSE }, changed = FALSE;
  for (guint i = 0; i < positions->len && !changed; i++) {
    Kyokumen *k = g_ptr_array_index (positions, i);
    for (int misere = 0; misere <= 1 && !changed; misere++) {
      int normal = kyokumen_final_score (k) * FINAL_DISC_VALUE;
      int expected = misere ? -normal : normal;
      Kyokumen *before = g_memdup2 (k, sizeof *k);
      int got = call_with_rule (f->eval_terminal_position, k, misere);
      /* The search goes on from the position it gave: a change (the side
       * to move flipped to read the score, say) breaks every value after
       * it, even when this value is right. */
      changed = !kyokumen_equal_position (k, before);
      if (changed)
        report_changed_position (result, before, k, misere, got, expected);
      g_free (before);
      if (changed || got == expected || reported[misere])
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
        why = _("Hint: negate the final score as it is, do not count the discs again: "
                "kyokumen_final_score already counts the empty squares for the side with more "
                "discs (the winner under the normal rule, the loser under misère).");
      } else {
        hint = HINT_TERMINAL_VALUE;
        why = _("Hint: the misère value is the normal value negated, nothing else.");
      }
      char *board = kyokumen_to_text (k);
      add_problem (result, hint,
                   g_strdup_printf (misere
                                        ? _("eval_terminal_position of this finished %1$dx%1$d game in misère "
                                            "(fewest discs wins) returned %2$d; the right value is %3$d.\n%4$s%5$s")
                                        : _("eval_terminal_position of this finished %1$dx%1$d game (normal rule) "
                                            "returned %2$d; the right value is %3$d.\n%4$s%5$s"),
                                    k->size, got, expected, board, why));
      g_free (board);
    }
  }
  g_ptr_array_unref (positions);
}

/* 2. eval_position is the evaluator's value under both rules. */
static void
check_eval_position (const ExerciseFunctions *f, ExerciseResult *result)
{
  GRand *rand = g_rand_new_with_seed (1819);
  Kyokumen *k = g_new (Kyokumen, 1);
  static const int shapes[][2] = { { 6, 12 }, { 8, 20 }, { 8, 30 }, { 4, 4 } };
  for (guint i = 0; i < G_N_ELEMENTS (shapes) && !has_problems (result); i++) {
    random_play (k, shapes[i][0], shapes[i][1], rand);
    int expected = kyokumen_disc_difference (k);
    if (kyokumen_is_game_over (k) || expected == 0)
      continue;
    int got = call_with_rule (f->eval_position, k, TRUE);
    if (got == expected)
      continue;
    char *board = kyokumen_to_text (k);
    add_problem (result, HINT_MISERE_IN_EVAL,
                 g_strdup_printf (_("eval_position of this unfinished game in misère returned %1$d; the "
                                    "evaluator (disc count) says %2$d.\n%3$s"
                                    "Hint: the misère rule changes only the value of a finished game, in "
                                    "eval_terminal_position.  eval_position stays as it was, whatever the "
                                    "rule."),
                                  got, expected, board));
    g_free (board);
  }
  g_free (k);
  g_rand_free (rand);
}

/* 3. Misere searches to the end of the game with the student's negamax. */
static void
check_misere_searches (const ExerciseFunctions *f, const ExerciseData *data, ExerciseResult *result)
{
  if (!negamax_works (f, data, result, _("Misère searches are checked with your negamax")))
    return;
  for (guint i = 0; i < data->cases->len && !has_problems (result); i++) {
    const NegamaxCase *c = g_ptr_array_index (data->cases, i);
    if (!c->has_misere)
      continue;
    Kyokumen *k = case_position (c);
    NegamaxRun run;
    run_negamax (f, k, disc_count_evaluator (), TRUE, c->depth, c->alpha, c->beta,
                 20 * c->full_evaluations + 2000, FALSE, &run);
    char *call = describe_call (k, c->depth, c->alpha, c->beta);
    char *board = kyokumen_to_text (k);
    if (run.changed || run.misused) {
      /* Shown: negamax keeps the position under the normal rule (ex16
       * passed) and eval_terminal_position kept every finished game of
       * stage 1, so no value of a broken search can be trusted, and the
       * cause runs only under misere. */
      add_problem (result, HINT_MISERE_BREAKS_POSITION,
                   g_strdup_printf (_("In misère, %1$s did not leave the position as it found it (under the "
                                      "normal rule your negamax does).\n%2$s"
                                      "Hint: something that runs only in misère changes the position, or "
                                      "undoes a move that was not made.  eval_terminal_position left the "
                                      "finished games checked above as they were, so look at everything "
                                      "else that looks at ab->misere: the misère rule is one sign in "
                                      "eval_terminal_position, with no change to the position."),
                                    call, board));
    } else if (run.value != c->misere) {
      gboolean normal = run.value == c->value && c->value != c->misere;
      add_problem (result, normal ? HINT_MISERE_TWICE : HINT_MISERE_SEARCH,
                   g_strdup_printf (_("In misère, %1$s returned %2$d; the right value is %3$d.\n%4$s%5$s"), call,
                                    run.value, c->misere, board,
                                    normal ? _("Hint: that is the value under the normal rule, although "
                                               "eval_terminal_position is right: the misère negation is "
                                               "undone somewhere else (applied twice?).  Apply it once, "
                                               "in eval_terminal_position only.")
                                           : _("Hint: eval_terminal_position is right, so look at what else "
                                               "looks at ab->misere: the misère rule belongs in "
                                               "eval_terminal_position only.")));
    } else if (c->misere_best && !best_move_listed (c->misere_best, k->size, run.first)
               && !(run.line_length == 0 && forced_pass (k))) {
      char text[SASHITE_NOTATION_SIZE];
      char *best = g_strjoinv (" ", c->misere_best);
      add_problem (result, HINT_MISERE_SEARCH,
                   g_strdup_printf (_("In misère, %1$s recorded %2$s as the best move; the best moves are: %3$s.\n%4$s"),
                                    call, sashite_to_notation (run.first, k->size, text), best, board));
      g_free (best);
    }
    g_free (board);
    g_free (call);
    negamax_run_clear (&run);
    g_free (k);
  }
  if (has_problems (result))
    return;

  /* Perfect misere play on 4x4, the result the exercise asks for. */
  Kyokumen *k = g_new (Kyokumen, 1);
  kyokumen_init (k, 4);
  NegamaxRun run;
  run_negamax (f, k, disc_count_evaluator (), TRUE, 20, -ALPHA_BETA_INFINITY, ALPHA_BETA_INFINITY,
               20000000, FALSE, &run);
  char *right = describe_outcome (data->perfect4_misere / FINAL_DISC_VALUE);
  if (run.value != data->perfect4_misere) {
    add_problem (result, HINT_MISERE_SEARCH,
                 g_strdup_printf (_("Perfect misère play on 4x4 (negamax at depth 20 from the start, Black "
                                    "to move) returned %1$d; the right value is %2$d (%3$s under the misère "
                                    "rule)."),
                                  run.value, data->perfect4_misere, right));
  } else {
    g_string_append_printf (result->info, _("Perfect misère play on 4x4: the value is %d.\n"), run.value);
  }
  g_free (right);
  negamax_run_clear (&run);
  g_free (k);
}

void
check_ex18 (const ExerciseFunctions *f, const ExerciseData *data, ExerciseResult *result)
{
  check_terminal_values (f, result);
  check_eval_position (f, result);
  if (!has_problems (result))
    check_misere_searches (f, data, result);
}
