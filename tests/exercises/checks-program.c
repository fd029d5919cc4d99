/* SPDX-License-Identifier: MIT */
/* checks-program.c: the checks of exercise 22 (the student id and the
 * program's name) and assignment 12 (the whole program).
 *
 * a12 takes the program as a player, exactly as the app and the match
 * runner make it ("alphabeta:3:8:2"), and checks that its perfect search
 * gives the exact values and best moves of the data file under both
 * rules, that its search cuts, and that it plays complete legal games
 * and wins matches against a random mover and against itself with the
 * disc count evaluator.
 */
#include "checks-match.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "checks-trace.h"
#include "player-config.h"
#include "random-player.h"

/* ----------------------------------------------------------------------
 * Assignment 12: the whole program
 */

/* What the program must take against each opponent, in per cent of the
 * points.  Right programs took 96-100% against the random mover and
 * 84-96% against themselves with the disc count; one that plays its first
 * legal move until its perfect search starts took 67% against the random
 * mover. */
#define A12_NEED_AGAINST_RANDOM 90
#define A12_NEED_AGAINST_DISCS 60

/* The checks of the parts a12 puts together that fail, e.g. "ex16, ex19";
 * NULL when they all pass. */
static char *
failing_parts (const ExerciseFunctions *f, const ExerciseData *data)
{
  static const struct {
    const char *name;
    ExerciseCheckFunction run;
  } parts[] = { { "ex16", check_ex16 }, { "ex18", check_ex18 }, { "ex19", check_ex19 } };
  GString *failing = g_string_new (NULL);
  for (guint i = 0; i < G_N_ELEMENTS (parts); i++) {
    ExerciseResult *part = check_result_new ();
    parts[i].run (f, data, part);
    if (has_problems (part))
      g_string_append_printf (failing, "%s%s", failing->len ? ", " : "", parts[i].name);
    exercise_result_free (part);
  }
  if (failing->len == 0) {
    g_string_free (failing, TRUE);
    return NULL;
  }
  return g_string_free (failing, FALSE);
}

static char *
program_hint (const ExerciseFunctions *f, const ExerciseData *data)
{
  char *failing = failing_parts (f, data);
  char *command = failing ? g_strdelimit (g_strdup (failing), ",", ' ') : NULL;
  char *hint = failing
                   ? g_strdup_printf (_("Hint: the checks of %1$s fail too: fix those first "
                                        "(meson test -C build %2$s --print-errorlogs)."),
                                      failing, command)
                   : g_strdup (_("Hint: the checks of ex16, ex18 and ex19 pass on their own, so look at "
                                 "what else the program does: the code around the TODOs in "
                                 "skeleton/*.c (computer_decide_move, eval_position) must stay as it was."));
  g_free (command);
  g_free (failing);
  return hint;
}

/* The program's perfect search on the endgames of the data file (8 empty
 * squares or fewer, so "alphabeta:3:8:2" reads them to the end), under
 * both rules.  FALSE after reporting a problem. */
static gboolean
check_program_values (const ExerciseFunctions *f, const ExerciseData *data, Player *tested,
                      const char *config, ExerciseResult *result)
{
  Kyokumen *k = g_new (Kyokumen, 1);
  gboolean ok = TRUE;
  for (guint i = 0; i < data->cases->len && ok; i++) {
    const NegamaxCase *c = g_ptr_array_index (data->cases, i);
    if (!c->has_misere || !c->best || !c->misere_best)
      continue;
    kyokumen_from_board_string (k, c->board, NULL);
    if (k->empty_count > MATCH_PERFECT)
      continue;
    for (int misere = 0; misere <= 1 && ok; misere++) {
      SearchControl control = { .node_limit = MATCH_NODE_LIMIT };
      SearchReport report = { 0 };
      Sashite move;
      GError *error = NULL;
      int want = misere ? c->misere : c->value;
      char **best = misere ? c->misere_best : c->best;
      const char *rule = misere ? _("misère") : _("the normal rule");
      char *board = kyokumen_to_text (k);
      char *problem = NULL;
      ExerciseHint hint = HINT_PROGRAM_VALUE;
      char text[SASHITE_NOTATION_SIZE];
      /* Which finished games the search reaches tells whether it cuts (a
       * count of evaluations would also count looks to order the moves). */
      SearchTrace *trace = search_trace_available () ? search_trace_start (MATCH_NODE_LIMIT + 1) : NULL;
      gboolean decided = player_decide_move (tested, k, misere, &control, &move, &report, &error);
      if (trace)
        search_trace_stop (trace);
      guint64 reached = trace ? search_trace_finished_games (trace) : report.evaluations;
      search_trace_free (trace);
      if (!decided) {
        hint = HINT_ILLEGAL;
        problem = g_strdup_printf (_("Your program (%1$s) gave no move on this position under %2$s: %3$s\n%4$s"),
                                   config, rule, error->message, board);
        g_clear_error (&error);
      } else if (!kyokumen_is_legal (k, move)) {
        hint = HINT_ILLEGAL;
        problem = g_strdup_printf (_("Your program (%1$s) chose %2$s under %3$s, which is not a legal move on "
                                     "this position:\n%4$s"),
                                   config, sashite_to_notation (move, k->size, text), rule, board);
      } else if (!report.exact) {
        hint = HINT_PROGRAM_NOT_PERFECT;
        problem = g_strdup_printf (_("Your program (%1$s) did not search this position with %2$d empty squares "
                                     "to the end (the report is not exact), although its settings ask for "
                                     "perfect search from %3$d.\n%4$sHint: that is the switch of exercise 19: "
                                     "run its check (meson test -C build ex19 --print-errorlogs)."),
                                   config, k->empty_count, MATCH_PERFECT, board);
      } else if (report.value != want || !best_move_listed (best, k->size, move)) {
        char *part_hint = program_hint (f, data);
        char *best_text = g_strjoinv (" ", best);
        problem = g_strdup_printf (_("Your program (%1$s), reading this position to the end under %2$s, found "
                                     "the value %3$d and played %4$s; the exact value is %5$d and the best "
                                     "moves are: %6$s.\n%7$s%8$s"),
                                   config, rule, report.value, sashite_to_notation (move, k->size, text),
                                   want, best_text, board, part_hint);
        g_free (best_text);
        g_free (part_hint);
      } else if (!misere && reached >= c->full_evaluations) {
        hint = HINT_PROGRAM_NO_CUT;
        char *part_hint = program_hint (f, data);
        problem = g_strdup_printf (_("Your program (%1$s) found the right move on this position, but its "
                                     "search reached all %2$llu finished games of the tree, as plain "
                                     "minimax does: it never cuts.\n%3$s%4$s"),
                                   config, (unsigned long long) c->full_evaluations, board, part_hint);
        g_free (part_hint);
      }
      g_free (board);
      if (problem) {
        add_problem (result, hint, problem);
        ok = FALSE;
      }
    }
  }
  g_free (k);
  return ok;
}

void
check_a12 (const ExerciseFunctions *f, const ExerciseData *data, ExerciseResult *result)
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
  if (check_program_values (f, data, tested, tested_config, result)) {
    char *tested_label = g_strdup_printf (_("your program (%s)"), tested_config);
    char *disc_label = g_strdup_printf (_("the same program with the disc count evaluator (%s)"), disc_config);
    const char *hint = _("Hint: a12 needs the whole program: negamax (ex16), the switch to perfect "
                         "search (ex19) and your Eval8x8C (ex21).  Run their checks first.");
    Player *random = random_player_new (12);
    if (report_match (result, tested, random, tested_label, _("a random mover"), A12_NEED_AGAINST_RANDOM, hint))
      report_match (result, tested, disc, tested_label, disc_label, A12_NEED_AGAINST_DISCS, hint);
    player_free (random);
    g_free (tested_label);
    g_free (disc_label);
  }
  player_free (disc);
  player_free (tested);
  g_free (tested_config);
  g_free (disc_config);
}

/* ----------------------------------------------------------------------
 * Exercise 22: the student id and the program's name
 */

#define STUDENT_ID_PLACEHOLDER "student-id"
/* The name the skeleton's computer_player_set_name gives. */
#define NAME_PLACEHOLDER "computer"

/* The form of a student id: 1 to 24 ASCII letters, digits or _. */
static gboolean
id_plain (const char *id)
{
  gboolean plain = *id != '\0' && strlen (id) <= 24;
  for (const char *p = id; *p; p++)
    plain &= g_ascii_isalnum (*p) || *p == '_';
  return plain;
}

/* What is wrong with a name that is not the expected one, when the check
 * can tell: the right numbers in another order, or joined by something
 * other than '-'. */
static ExerciseHint
name_fault (const char *name, const char *id, const int parts[3])
{
  if (strcmp (name, NAME_PLACEHOLDER) == 0)
    return HINT_NAME_PLACEHOLDER;
  char *without_id = g_strdup_printf ("%d-%d-%d", parts[0], parts[1], parts[2]);
  gboolean no_id = strcmp (name, without_id) == 0;
  g_free (without_id);
  if (no_id)
    return HINT_NAME_NO_ID;
  if (!g_str_has_prefix (name, id))
    return HINT_NAME_FORMAT;
  /* The numbers after the id, and what stands before each of them. */
  int numbers[3];
  gboolean dashes = TRUE;
  const char *p = name + strlen (id);
  for (int i = 0; i < 3; i++) {
    const char *start = p;
    while (*p && !g_ascii_isdigit (*p))
      p++;
    if (p == start || !*p)
      return HINT_NAME_FORMAT;
    dashes &= p - start == 1 && *start == '-';
    numbers[i] = (int) g_ascii_strtoll (p, (char **) &p, 10);
  }
  if (*p)
    return HINT_NAME_FORMAT;
  gboolean same_order = numbers[0] == parts[0] && numbers[1] == parts[1] && numbers[2] == parts[2];
  if (same_order)
    return dashes ? HINT_NAME_FORMAT : HINT_NAME_SEPARATOR;
  for (int i = 0; i < 3; i++) {
    gboolean found = FALSE;
    for (int j = 0; j < 3; j++)
      found |= numbers[j] == parts[i];
    if (!found)
      return HINT_NAME_FORMAT;
  }
  return HINT_NAME_ORDER;
}

static const char *
name_hint (ExerciseHint fault)
{
  switch (fault) {
  case HINT_NAME_SEPARATOR:
    return _("Hint: the parts are right, but they must be joined by '-' (ID-depth-perfectEmpties-evalIndex).");
  case HINT_NAME_ORDER:
    return _("Hint: the numbers are right but in another order: search_depth, then perfect_empties, "
             "then eval_index.");
  case HINT_NAME_PLACEHOLDER:
    return _("Hint: that is the skeleton's placeholder name: the TODO of exercise 22 in "
             "computer_player_set_name is not done yet.  Build the name from STUDENT_ID and the "
             "player's search_depth, perfect_empties and eval_index.");
  case HINT_NAME_NO_ID:
    return _("Hint: the numbers are right, but your student id is missing in front of them: the "
             "name starts with STUDENT_ID and a '-'.");
  case HINT_NAME_CUT:
    return _("Hint: the name was cut short: the size given to g_snprintf (or the array the name "
             "is written into) is smaller than the whole name.  Names grow with two-digit settings "
             "and ids of up to 24 characters: write into player->name with its whole size, "
             "sizeof player->name.");
  case HINT_NAME_APPENDS:
    return _("Hint: named a second time, the player's name grew: write the whole name into "
             "player->name (g_snprintf), do not add to what is there.");
  default:
    return _("Hint: build the name in computer_player_set_name from STUDENT_ID and the player's "
             "search_depth, perfect_empties and eval_index.");
  }
}

void
check_ex22 (const ExerciseFunctions *f, const ExerciseData *data, ExerciseResult *result)
{
  const char *id = f->student_id ();
  if (!id || strcmp (id, STUDENT_ID_PLACEHOLDER) == 0) {
    add_problem (result, HINT_ID_PLACEHOLDER,
                 g_strdup_printf (_("The student id is still the placeholder \"%s\".\nHint: put your own "
                                    "student id in #define STUDENT_ID in skeleton/computer-player.c "
                                    "(exercise 22)."),
                                  STUDENT_ID_PLACEHOLDER));
  } else if (!id_plain (id)) {
    /* Typed with the Japanese input method on, the id is full-width
     * ("ｓ１２３４５"); its NFKC form is the half-width one.  It is refused,
     * not taken as that form: the name is built from STUDENT_ID as written
     * and goes into file names and GTP's "name" answer. */
    char *half = g_utf8_validate (id, -1, NULL) ? g_utf8_normalize (id, -1, G_NORMALIZE_NFKC) : NULL;
    if (half && id_plain (half))
      add_problem (result, HINT_ID_FULL_WIDTH,
                   g_strdup_printf (_("The student id \"%1$s\" is written in full-width (zenkaku) "
                                      "characters, as the Japanese input method types them.  The id is "
                                      "part of the program's name, which is used as a file name and in "
                                      "GTP: write it in half-width (半角) letters and digits, "
                                      "\"%2$s\"."),
                                    id, half));
    else
      add_problem (result, HINT_ID_FORM,
                   g_strdup_printf (_("The student id \"%s\" must be 1 to 24 half-width (半角) letters, "
                                      "digits or _ (no spaces, no '-', which separates the parts of the "
                                      "name)."),
                                    id));
    g_free (half);
  }

  /* Two-digit depths too, and the longest settings: with an id of 24
   * characters the name then has 33 bytes with its end. */
  static const int configs[][3] = { { 6, 14, 2 }, { 3, 10, 0 }, { 8, 18, 1 }, { 12, 20, 2 },
                                    { PLAYER_CONFIG_MAX_DEPTH, PLAYER_CONFIG_MAX_PERFECT, 1 } };
  for (guint i = 0; i < G_N_ELEMENTS (configs); i++) {
    /* The name field holds an older name, as after a change of settings. */
    ComputerPlayer player = { { NULL, FALSE }, configs[i][0], configs[i][1], configs[i][2], "old-name" };
    f->set_name (&player);
    char *first = g_strdup (player.name);
    f->set_name (&player);
    char *expected = g_strdup_printf ("%s-%d-%d-%d", id ? id : "", configs[i][0], configs[i][1], configs[i][2]);
    ExerciseHint fault = HINT_COUNT;
    /* The start of the right name and no more: cut by a buffer too small. */
    if (strlen (first) < strlen (expected) && *first && g_str_has_prefix (expected, first))
      fault = HINT_NAME_CUT;
    else if (strcmp (first, expected) != 0)
      fault = name_fault (first, id ? id : "", configs[i]);
    else if (strcmp (player.name, expected) != 0)
      fault = HINT_NAME_APPENDS;
    if (fault != HINT_COUNT) {
      add_problem (result, fault,
                   g_strdup_printf (_("A computer player with search depth %1$d, perfect search from %2$d empty "
                                      "squares and evaluator %3$d is named \"%4$s\"; it should be \"%5$s\" "
                                      "(ID-depth-perfectEmpties-evalIndex).\n%6$s"),
                                    configs[i][0], configs[i][1], configs[i][2],
                                    fault == HINT_NAME_APPENDS ? player.name : first, expected,
                                    name_hint (fault)));
    }
    g_free (first);
    g_free (expected);
    if (fault != HINT_COUNT)
      break;
  }
}
