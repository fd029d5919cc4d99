/* test-mutants.c: the exercise checks catch the mistakes students make.
 *
 * Each mutant is the exercise code with one plausible mistake (see
 * mutants.h).  Its test runs the same check function the student's
 * check-exercise runs, on the reference with that one part swapped for
 * the mutant, and asserts that the check fails and names the mistake.
 * The reference itself must pass every check.
 *
 * Instructor material: the mutants are nearly the answers, so this folder
 * is not in the student handout.
 */
#include <string.h>

#include "exercise-checks.h"
#include "mutants.h"

static ExerciseData *data;

typedef struct {
  const char *exercise;
  const char *name;
  ExerciseHint hint;
  int (*negamax) (AlphaBeta *, int, int, int);
  int (*terminal) (AlphaBeta *);
  int (*plan) (const ComputerPlayer *, const Kyokumen *, gboolean *);
  int (*weight_b) (SquareKind);
  int (*weight_c) (int, int, int);
  void (*set_name) (ComputerPlayer *);
  const char *(*student_id) (void);
  Player *(*new_player) (const char *, GError **);
} Mutant;

static const Mutant mutants[] = {
  { "ex16", "stub", HINT_STUB, .negamax = mutant_negamax_stub },
  { "ex16", "no-negate", HINT_NEGATE, .negamax = mutant_negamax_no_negate },
  { "ex16", "window-kept", HINT_WINDOW, .negamax = mutant_negamax_window_kept },
  { "ex16", "window-not-swapped", HINT_WINDOW, .negamax = mutant_negamax_window_not_swapped },
  { "ex16", "wider-window", HINT_FEWER_CUTS, .negamax = mutant_negamax_wider_window },
  { "ex16", "no-cut", HINT_NO_CUT, .negamax = mutant_negamax_no_cut },
  { "ex16", "cut-returns-alpha", HINT_BOUND, .negamax = mutant_negamax_cut_returns_alpha },
  { "ex16", "no-record", HINT_BEST_LINE_MISSING, .negamax = mutant_negamax_no_record },
  { "ex16", "record-every-move", HINT_BEST_LINE_WRONG, .negamax = mutant_negamax_record_every_move },
  { "ex16", "record-after-undo", HINT_BEST_LINE_MISSING, .negamax = mutant_negamax_record_after_undo },
  { "ex16", "same-depth", HINT_TOO_DEEP, .negamax = mutant_negamax_same_depth },
  { "ex16", "no-undo-at-cut", HINT_NO_UNDO, .negamax = mutant_negamax_no_undo_at_cut },
  { "ex17", "stub", HINT_PERFECT_RESULT, .negamax = mutant_negamax_stub },
  { "ex17", "no-negate", HINT_PERFECT_RESULT, .negamax = mutant_negamax_no_negate },
  { "ex17", "no-record", HINT_BEST_LINE_MISSING, .negamax = mutant_negamax_no_record },
  { "ex18", "misere-ignored", HINT_MISERE_SIGN, .terminal = mutant_terminal_misere_ignored },
  { "ex18", "always-negated", HINT_NORMAL_SIGN, .terminal = mutant_terminal_always_negated },
  { "ex18", "misere-disc-difference", HINT_MISERE_EMPTIES, .terminal = mutant_terminal_misere_disc_difference },
  { "ex19", "stub", HINT_SWITCH_MISSING, .plan = mutant_plan_stub },
  { "ex19", "strictly-less", HINT_SWITCH_OFF_BY_ONE, .plan = mutant_plan_strictly_less },
  { "ex19", "one-too-early", HINT_SWITCH_OFF_BY_ONE, .plan = mutant_plan_one_too_early },
  { "ex19", "depth-empties", HINT_SWITCH_DEPTH, .plan = mutant_plan_depth_empties },
  { "ex19", "no-flag", HINT_SWITCH_FLAG, .plan = mutant_plan_no_flag },
  { "ex20", "stub", HINT_WEIGHTS_ZERO, .weight_b = mutant_weight_stub },
  { "ex20", "x-positive", HINT_WEIGHT, .weight_b = mutant_weight_x_positive },
  { "ex20", "corner-30", HINT_WEIGHT, .weight_b = mutant_weight_corner_30 },
  { "ex21", "stub", HINT_WEIGHTS_ZERO, .weight_c = mutant_8x8c_stub },
  { "ex21", "inverted", HINT_WEAK, .weight_c = mutant_8x8c_inverted },
  { "ex21", "huge", HINT_WEIGHTS_TOO_LARGE, .weight_c = mutant_8x8c_huge },
  { "ex21", "negamax-no-negate", HINT_NEEDS_EX16, .negamax = mutant_negamax_no_negate },
  { "ex22", "id-placeholder", HINT_ID_PLACEHOLDER, .student_id = mutant_id_placeholder },
  { "ex22", "id-with-dash", HINT_ID_FORM, .student_id = mutant_id_with_dash },
  { "ex22", "name-stub", HINT_NAME_FORMAT, .student_id = mutant_id_good, .set_name = mutant_name_stub },
  { "ex22", "name-swapped", HINT_NAME_FORMAT, .student_id = mutant_id_good, .set_name = mutant_name_swapped },
  { "ex22", "name-without-id", HINT_NAME_FORMAT, .student_id = mutant_id_good, .set_name = mutant_name_without_id },
  { "a12", "first-move", HINT_WEAK, .new_player = mutant_player_first_move },
  { "a12", "same-depth", HINT_TOO_DEEP, .new_player = mutant_player_same_depth },
  { "a12", "always-pass", HINT_ILLEGAL, .new_player = mutant_player_always_pass },
  { "a12", "refuses", HINT_ILLEGAL, .new_player = mutant_player_refuses },
};

static void
apply (const Mutant *m, ExerciseFunctions *f)
{
  exercise_functions_init_linked (f);
  if (m->negamax)
    f->negamax = m->negamax;
  if (m->terminal)
    f->eval_terminal_position = m->terminal;
  if (m->plan)
    f->plan_search = m->plan;
  if (m->weight_b)
    f->eval_8x8b_weight = m->weight_b;
  if (m->weight_c)
    f->eval_8x8c_weight = m->weight_c;
  if (m->set_name)
    f->set_name = m->set_name;
  if (m->student_id)
    f->student_id = m->student_id;
  if (m->new_player)
    f->new_player = m->new_player;
}

static void
test_mutant (gconstpointer user_data)
{
  const Mutant *m = user_data;
  ExerciseFunctions f;
  apply (m, &f);
  ExerciseResult *result = exercise_check (m->exercise, &f, data);
  g_assert_nonnull (result);
  for (guint i = 0; i < result->problems->len; i++) {
    const ExerciseProblem *problem = g_ptr_array_index (result->problems, i);
    g_test_message ("%s/%s, hint %d:\n%s", m->exercise, m->name, problem->hint, problem->text);
  }
  g_assert_cmpuint (result->problems->len, >, 0);
  if (!exercise_result_has_hint (result, m->hint))
    g_test_fail_printf ("%s/%s: expected hint %d, got hint %d", m->exercise, m->name, m->hint,
                        ((const ExerciseProblem *) g_ptr_array_index (result->problems, 0))->hint);
  /* Every search problem shows the position it went wrong on. */
  if (strcmp (m->exercise, "ex16") == 0) {
    const ExerciseProblem *problem = g_ptr_array_index (result->problems, 0);
    g_assert_nonnull (strstr (problem->text, "depth"));
    g_assert_nonnull (strstr (problem->text, "    a b c d"));
  }
  exercise_result_free (result);
}

static void
test_reference_passes (gconstpointer user_data)
{
  const char *exercise = user_data;
  ExerciseFunctions f;
  exercise_functions_init_linked (&f);
  ExerciseResult *result = exercise_check (exercise, &f, data);
  g_assert_nonnull (result);
  for (guint i = 0; i < result->problems->len; i++) {
    const ExerciseProblem *problem = g_ptr_array_index (result->problems, i);
    g_test_message ("%s:\n%s", exercise, problem->text);
  }
  g_assert_cmpuint (result->problems->len, ==, 0);
  exercise_result_free (result);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  /* Some mutants undo the wrong move on purpose; the engine's complaints
   * are what the checks count, not a reason to stop. */
  g_log_set_always_fatal (G_LOG_FATAL_MASK);
  if (argc != 2) {
    g_printerr ("usage: test-mutants DATA_FILE\n");
    return 2;
  }
  GError *error = NULL;
  data = exercise_data_load (argv[1], &error);
  g_assert_no_error (error);

  for (const char *const *name = exercise_names (); *name; name++) {
    char *path = g_strdup_printf ("/exercises/reference-passes/%s", *name);
    g_test_add_data_func (path, *name, test_reference_passes);
    g_free (path);
  }
  for (guint i = 0; i < G_N_ELEMENTS (mutants); i++) {
    char *path = g_strdup_printf ("/exercises/mutant/%s/%s", mutants[i].exercise, mutants[i].name);
    g_test_add_data_func (path, &mutants[i], test_mutant);
    g_free (path);
  }
  int status = g_test_run ();
  exercise_data_free (data);
  return status;
}
