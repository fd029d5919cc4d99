/* checks-program.c: the checks of exercise 22 (the student id and the
 * program's name) and assignment 12 (the whole program plays well).
 */
#include "checks-match.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "lab-players.h"

/* ----------------------------------------------------------------------
 * Assignment 12: the whole program
 */

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

