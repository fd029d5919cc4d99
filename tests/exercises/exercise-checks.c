/* SPDX-License-Identifier: MIT */
/* exercise-checks.c: the table of the exercise checks (see
 * exercise-checks.h); each check lives in the file of its group (see
 * checks-common.h).
 *
 * The exercises themselves, their sheets and which check judges each are
 * listed once, in exercises/exercises.list: meson makes one test per
 * check from it, the handout and hand-in scripts read it, and the test
 * exercise-list (check-exercise --verify-list) holds this table to it.
 */
#include "checks-common.h"

#include <string.h>

#include "player-config.h"

static const struct {
  const char *name;
  ExerciseCheckFunction run;
} checks[] = {
  { "t1", check_t1 },
  { "t2", check_t2 },
  { "ex16", check_ex16 },
  { "ex17", check_ex17 },
  { "ex18", check_ex18 },
  { "ex19", check_ex19 },
  { "ex20", check_ex20 },
  { "ex21", check_ex21 },
  { "ex22", check_ex22 },
  { "a12", check_a12 },
};

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
  functions->eval_position = eval_position;
  functions->plan_search = computer_player_plan_search;
  functions->eval_8x8b_weight = eval_8x8b_weight;
  functions->eval_8x8b = eval_8x8b;
  functions->eval_8x8c_weight = eval_8x8c_weight;
  functions->eval_8x8c = eval_8x8c;
  functions->set_name = computer_player_set_name;
  functions->student_id = computer_player_student_id;
  functions->new_player = linked_new_player;
  functions->tictactoe_end_value = tictactoe_end_value;
  functions->tictactoe_minimax = tictactoe_minimax;
  functions->tictactoe_minimax_move = tictactoe_minimax_move;
  functions->tictactoe_alpha_beta = tictactoe_alpha_beta;
  functions->tictactoe_alpha_beta_move = tictactoe_alpha_beta_move;
}

const char *const *
exercise_names (void)
{
  static const char *names[G_N_ELEMENTS (checks) + 1];
  for (guint i = 0; i < G_N_ELEMENTS (checks); i++)
    names[i] = checks[i].name;
  return names;
}

ExerciseResult *
exercise_check (const char *exercise, const ExerciseFunctions *functions, const ExerciseData *data)
{
  for (guint i = 0; i < G_N_ELEMENTS (checks); i++) {
    if (strcmp (checks[i].name, exercise) == 0) {
      ExerciseResult *result = check_result_new ();
      checks[i].run (functions, data, result);
      return result;
    }
  }
  return NULL;
}
