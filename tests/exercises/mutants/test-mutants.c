/* SPDX-License-Identifier: MIT */
/* test-mutants.c: the exercise checks judge like a good teacher.
 *
 * For each row of the mutant table (make-mutants.py, from this folder)
 * the named check runs on the reference with one function swapped for the
 * mutant's or variant's, and must
 *   - for a mutant: fail, and name the expected mistake in its first
 *     problem (the one a student reads first);
 *   - for a variant (a right answer written differently): pass.
 * The reference itself must pass every check, and the matches of ex21 and
 * a12 must give the same verdicts whichever right negamax plays them (the
 * verdicts are stable, not luck).
 *
 * Instructor material: the mutants are nearly the answers, so this folder
 * is not in the student handout.
 */
#include <string.h>

#include "exercise-checks.h"
#include "mutants.h"

static ExerciseData *data;

/* Whole-program faults (a12), besides the table's functions. */
static const Mutant program_faults[] = {
  { "a12-first-move", "a12", HINT_WEAK, .new_player = mutant_player_first_move },
  { "a12-always-pass", "a12", HINT_ILLEGAL, .new_player = mutant_player_always_pass },
  { "a12-refuses", "a12", HINT_ILLEGAL, .new_player = mutant_player_refuses },
};

/* The reference's own ex21 and a12, for the stability pairings. */
static const Mutant reference_rows[] = {
  { "reference", "ex21", HINT_COUNT, .negamax = NULL },
  { "reference", "a12", HINT_COUNT, .negamax = NULL },
};

/* The functions of the reference with the mutant's swapped in.  The
 * evaluators follow swapped weights, and a12's program is made of the
 * functions under test. */
static void
apply (const Mutant *m, ExerciseFunctions *f)
{
  exercise_functions_init_linked (f);
  f->new_player = program_player_new;
#define SWAP(field, slot) if (m->slot) f->field = m->slot
  SWAP (negamax, negamax);
  SWAP (eval_terminal_position, terminal);
  SWAP (eval_position, eval_position);
  SWAP (plan_search, plan);
  SWAP (eval_8x8b_weight, weight_b);
  SWAP (eval_8x8c_weight, weight_c);
  SWAP (set_name, set_name);
  SWAP (student_id, student_id);
  SWAP (new_player, new_player);
  SWAP (tictactoe_end_value, ttt_end_value);
  SWAP (tictactoe_minimax, ttt_minimax);
  SWAP (tictactoe_minimax_move, ttt_minimax_move);
  SWAP (tictactoe_alpha_beta, ttt_alpha_beta);
  SWAP (tictactoe_alpha_beta_move, ttt_alpha_beta_move);
#undef SWAP
  f->eval_8x8b = m->eval_b ? m->eval_b : m->weight_b ? program_eval_8x8b : f->eval_8x8b;
  f->eval_8x8c = m->eval_c ? m->eval_c : m->weight_c ? program_eval_8x8c : f->eval_8x8c;
}

static ExerciseResult *
run_check (const char *exercise, ExerciseFunctions *f, const char *label)
{
  program_functions = f;
  ExerciseResult *result = exercise_check (exercise, f, data);
  g_assert_nonnull (result);
  for (guint i = 0; i < result->problems->len; i++) {
    const ExerciseProblem *problem = g_ptr_array_index (result->problems, i);
    g_test_message ("%s (%s), hint %d:\n%s", label, exercise, problem->hint, problem->text);
  }
  if (result->info->len)
    g_test_message ("%s (%s): %s", label, exercise, result->info->str);
  return result;
}

/* The first problem draws the tree around the first node where the
 * search parted from List 1 (parting_tree_text): its heading, the path
 * from the root a move a line, each one step further in, and the node's
 * children, at least one searched by one search and cut by the other. */
static void
assert_parting_drawn (const Mutant *m, const char *text)
{
  const char *tree = strstr (text, "The tree around that position");
  if (!tree) {
    g_test_fail_printf ("%s: %s draws no tree around the node where the search parted from List 1", m->name,
                        m->exercise);
    return;
  }
  g_auto (GStrv) moves = g_strsplit (m->parting, " ", -1);
  const char *at = strstr (tree, "\n  root\n");
  g_assert_nonnull (at);
  for (int i = 0; moves[i] && *moves[i]; i++) {
    g_autofree char *line = g_strdup_printf ("\n  %*s└ %s", 2 * i, "", moves[i]);
    const char *found = strstr (at, line);
    if (!found || found != strchr (at + 1, '\n')) {
      g_test_fail_printf ("%s: the tree's path should go on with %s:\n%s", m->name, moves[i], tree);
      return;
    }
    at = found;
  }
  gboolean differs = FALSE;
  g_auto (GStrv) lines = g_strsplit (tree, "\n", -1);
  for (int i = 0; lines[i]; i++)
    if (strstr (lines[i], "your search: "))
      differs |= (strstr (lines[i], "your search: cut") != NULL) != (strstr (lines[i], "List 1: cut") != NULL);
  if (!differs)
    g_test_fail_printf ("%s: no child in the tree is searched by one search and cut by the other:\n%s", m->name,
                        tree);
}

static void
test_row (gconstpointer user_data)
{
  const Mutant *m = user_data;
  ExerciseFunctions f;
  apply (m, &f);
  ExerciseResult *result = run_check (m->exercise, &f, m->name);
  if (m->expected == HINT_COUNT) {
    if (result->problems->len > 0)
      g_test_fail_printf ("%s: a right answer, refused by %s", m->name, m->exercise);
  } else if (result->problems->len == 0) {
    g_test_fail_printf ("%s: a mistake, passed by %s", m->name, m->exercise);
  } else {
    const ExerciseProblem *first = g_ptr_array_index (result->problems, 0);
    if (first->hint != m->expected)
      g_test_fail_printf ("%s: %s should first point at hint %d, but points at hint %d", m->name,
                          m->exercise, m->expected, first->hint);
    /* Every search problem shows the position it went wrong on. */
    if (strcmp (m->exercise, "ex16") == 0 && m->expected != HINT_STUB)
      g_assert_nonnull (strstr (first->text, "    a b c d"));
    if (m->parting)
      assert_parting_drawn (m, first->text);
  }
  exercise_result_free (result);
}

static void
test_reference_passes (gconstpointer user_data)
{
  const char *exercise = user_data;
  ExerciseFunctions f;
  exercise_functions_init_linked (&f);
  ExerciseResult *result = run_check (exercise, &f, "reference");
  g_assert_cmpuint (result->problems->len, ==, 0);
  exercise_result_free (result);
}

/* TRUE when every row of the mutant called name expects a pass: a right
 * answer, not a mistake that only some checks see. */
static gboolean
always_right (const char *name)
{
  for (guint i = 0; i < mutant_table_length; i++)
    if (strcmp (mutant_table[i].name, name) == 0 && mutant_table[i].expected != HINT_COUNT)
      return FALSE;
  return TRUE;
}

/* The same passing answer of ex21 or a12, with every right negamax of
 * the table playing the matches: the verdict must not change. */
typedef struct {
  const Mutant *answer;
  const Mutant *negamax;
  char *path;
} Pairing;

static void
test_stable (gconstpointer user_data)
{
  const Pairing *p = user_data;
  ExerciseFunctions f;
  apply (p->answer, &f);
  f.negamax = p->negamax->negamax;
  char *label = g_strdup_printf ("%s with %s", p->answer->name, p->negamax->name);
  ExerciseResult *result = run_check (p->answer->exercise, &f, label);
  if (result->problems->len > 0)
    g_test_fail_printf ("%s: a right answer, refused by %s", label, p->answer->exercise);
  g_free (label);
  exercise_result_free (result);
}

/* --part K/N: this run takes every Nth case of the whole list, starting
 * with the Kth, so that N runs side by side share the cost evenly (the
 * stability pairings, most of it, are spread over all the parts). */
static guint part_index = 0, part_count = 1, cases_seen = 0;

static void
add_case (const char *path, gconstpointer row, GTestDataFunc run)
{
  if (cases_seen++ % part_count == part_index)
    g_test_add_data_func (path, row, run);
}

static gboolean
read_part (const char *text)
{
  guint64 k, n;
  char *slash = strchr (text, '/');
  if (!slash || !g_ascii_string_to_unsigned (slash + 1, 10, 1, 64, &n, NULL))
    return FALSE;
  g_autofree char *first = g_strndup (text, slash - text);
  if (!g_ascii_string_to_unsigned (first, 10, 1, n, &k, NULL))
    return FALSE;
  part_index = (guint) k - 1;
  part_count = (guint) n;
  return TRUE;
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  /* Some mutants undo the wrong move on purpose; the engine's complaints
   * are what the checks count, not a reason to stop. */
  g_log_set_always_fatal (G_LOG_FATAL_MASK);
  if (argc == 4 && strcmp (argv[1], "--part") == 0) {
    if (!read_part (argv[2])) {
      g_printerr ("test-mutants: --part takes K/N with 1 <= K <= N <= 64, not %s\n", argv[2]);
      return 2;
    }
    argv += 2;
    argc -= 2;
  }
  if (argc != 2) {
    g_printerr ("usage: test-mutants [--part K/N] DATA_FILE\n");
    return 2;
  }
  GError *error = NULL;
  data = exercise_data_load (argv[1], &error);
  g_assert_no_error (error);

  for (const char *const *name = exercise_names (); *name; name++) {
    char *path = g_strdup_printf ("/exercises/reference-passes/%s", *name);
    add_case (path, *name, test_reference_passes);
    g_free (path);
  }
  guint mutants = 0, variants = 0;
  for (guint i = 0; i < mutant_table_length; i++) {
    const Mutant *m = &mutant_table[i];
    char *path = g_strdup_printf ("/exercises/%s/%s/%s", m->expected == HINT_COUNT ? "variant" : "mutant",
                                  m->exercise, m->name);
    add_case (path, m, test_row);
    g_free (path);
    if (m->expected == HINT_COUNT)
      variants++;
    else
      mutants++;
  }
  for (guint i = 0; i < G_N_ELEMENTS (program_faults); i++) {
    char *path = g_strdup_printf ("/exercises/mutant/a12/%s", program_faults[i].name);
    add_case (path, &program_faults[i], test_row);
    g_free (path);
    mutants++;
  }

  /* Stability: every passing ex21/a12 answer with every right negamax. */
  GPtrArray *pairings = g_ptr_array_new ();
  for (guint i = 0; i < mutant_table_length + G_N_ELEMENTS (reference_rows); i++) {
    const Mutant *answer = i < mutant_table_length ? &mutant_table[i] : &reference_rows[i - mutant_table_length];
    /* a12 with every right negamax: its own rows; here only the reference. */
    gboolean wanted = strcmp (answer->exercise, "ex21") == 0
                      || (strcmp (answer->exercise, "a12") == 0 && strcmp (answer->name, "reference") == 0);
    if (answer->expected != HINT_COUNT || answer->negamax || !wanted)
      continue;
    for (guint j = 0; j < mutant_table_length; j++) {
      const Mutant *search = &mutant_table[j];
      if (!search->negamax || strcmp (search->exercise, "ex16") != 0 || !always_right (search->name))
        continue;
      Pairing *p = g_new (Pairing, 1);
      p->answer = answer;
      p->negamax = search;
      p->path = g_strdup_printf ("/exercises/stable/%s/%s/%s", answer->exercise, answer->name, search->name);
      add_case (p->path, p, test_stable);
      g_ptr_array_add (pairings, p);
    }
  }
  g_test_message ("%u mutants (each must be refused with its hint), %u rows of right answers "
                  "(each must pass), %u stability pairings; this is part %u of %u", mutants, variants,
                  pairings->len, part_index + 1, part_count);
  int status = g_test_run ();
  for (guint i = 0; i < pairings->len; i++) {
    Pairing *p = g_ptr_array_index (pairings, i);
    g_free (p->path);
    g_free (p);
  }
  g_ptr_array_unref (pairings);
  exercise_data_free (data);
  return status;
}
