/* SPDX-License-Identifier: MIT */
/* program-player.c: the whole program made of the functions under test.
 *
 * check a12 takes the program as a player made from a configuration text
 * ("alphabeta:3:8:2").  The linked program uses the linked functions; to
 * check a12 on a mutant, the same player is put together here from the
 * functions of an ExerciseFunctions, the way computer-player.c puts the
 * linked ones together: plan the search, search a copy with negamax and
 * the evaluator of the configuration, play the first move of the best
 * line.  Also here: players with one fault of a whole program.
 */
#include "mutants.h"

#include <string.h>

#include "player-config.h"
#include "reversi-error.h"

const ExerciseFunctions *program_functions;

/* The evaluators of the program, from the weight and evaluation
 * functions under test. */
int
program_eval_8x8b (const Kyokumen *k)
{
  int value = 0;
  for (int row = 0; row < k->size; row++)
    for (int col = 0; col < k->size; col++) {
      int disc = k->ban[kyokumen_xy (k, col, row)];
      if (disc == BLACK || disc == WHITE)
        value += program_functions->eval_8x8b_weight (square_kind (k->size, col, row)) * disc * k->color;
    }
  return value;
}

int
program_eval_8x8c (const Kyokumen *k)
{
  int value = 0;
  for (int row = 0; row < k->size; row++)
    for (int col = 0; col < k->size; col++) {
      int disc = k->ban[kyokumen_xy (k, col, row)];
      if (disc == BLACK || disc == WHITE)
        value += program_functions->eval_8x8c_weight (k->size, col, row) * disc * k->color;
    }
  return value;
}

static int
evaluate_b (const Kyokumen *k)
{
  return program_functions->eval_8x8b (k);
}

static int
evaluate_c (const Kyokumen *k)
{
  return program_functions->eval_8x8c (k);
}

static const Evaluator program_evaluators[] = {
  { "disc count", eval_disc_count },
  { "Eval8x8B", evaluate_b },
  { "Eval8x8C", evaluate_c },
};

typedef struct {
  ComputerPlayer computer;
} ProgramPlayer;

static const char *
program_name (const Player *self)
{
  return ((const ProgramPlayer *) self)->computer.name;
}

static gboolean
program_decide (Player *self, const Kyokumen *kyokumen, gboolean misere, SearchControl *control,
                Sashite *move, SearchReport *report, GError **error)
{
  const ComputerPlayer *player = &((ProgramPlayer *) self)->computer;
  const ExerciseFunctions *f = program_functions;
  Sashite legal[MAX_SASHITE];
  if (kyokumen_generate_moves (kyokumen, legal) == 0) {
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_GAME_OVER, "the game is over");
    return FALSE;
  }
  Kyokumen *work = g_new (Kyokumen, 1);
  *work = *kyokumen;
  work->history_length = 0;
  gboolean perfect = FALSE;
  int depth = MAX (0, f->plan_search (player, work, &perfect));
  AlphaBeta *ab = g_new (AlphaBeta, 1);
  alpha_beta_init (ab, work, &program_evaluators[player->eval_index], misere, control);
  int value = f->negamax (ab, depth, -ALPHA_BETA_INFINITY, ALPHA_BETA_INFINITY);
  int length;
  const Sashite *line = alpha_beta_root_line (ab, &length);
  gboolean ok = !ab->runaway && (length == 0 || kyokumen_is_legal (kyokumen, line[0]));
  if (!ok)
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_SEARCH, "the search went wrong");
  *move = length > 0 ? line[0] : legal[0];
  if (report) {
    *report = (SearchReport) { 0 };
    report->move = *move;
    report->value = value;
    report->exact = perfect && !ab->stopped;
    report->depth = depth;
    report->nodes = ab->nodes;
    report->evaluations = ab->evaluations;
    report->stopped = ab->stopped;
  }
  g_free (ab);
  g_free (work);
  return ok;
}

static void
program_free (Player *self)
{
  g_free (self);
}

static const PlayerFunctions program_player_functions = { program_name, program_decide, program_free };

Player *
program_player_new (const char *config_text, GError **error)
{
  PlayerConfig config;
  player_config_init (&config);
  if (!player_config_parse (&config, config_text, error))
    return NULL;
  ProgramPlayer *player = g_new0 (ProgramPlayer, 1);
  player->computer.base.functions = &program_player_functions;
  player->computer.search_depth = config.depth;
  player->computer.perfect_empties = config.perfect_empties;
  player->computer.eval_index = CLAMP (config.eval_index, 0, 2);
  program_functions->set_name (&player->computer);
  return &player->computer.base;
}

/* ----------------------------------------------------------------------
 * Players with one fault of a whole program.  The program's player for
 * evaluator 2 is faulty; every other configuration (the opponents) is
 * the real one.
 */

typedef enum { FAULT_FIRST_MOVE, FAULT_PASS, FAULT_REFUSE } Fault;

typedef struct {
  ProgramPlayer program;  /* first: the real program, for what is not faulty */
  Fault fault;
} FaultyPlayer;

/* FAULT_FIRST_MOVE plays the first legal move until its perfect search
 * starts (so it is right at the end, and weak); FAULT_PASS passes where
 * it has moves; FAULT_REFUSE gives no move at all. */
static gboolean
faulty_decide (Player *self, const Kyokumen *kyokumen, gboolean misere, SearchControl *control,
               Sashite *move, SearchReport *report, GError **error)
{
  FaultyPlayer *player = (FaultyPlayer *) self;
  Sashite moves[MAX_SASHITE];
  kyokumen_generate_moves (kyokumen, moves);
  switch (player->fault) {
  case FAULT_FIRST_MOVE:
    if (kyokumen->empty_count <= player->program.computer.perfect_empties)
      return program_decide (self, kyokumen, misere, control, move, report, error);
    *move = moves[0];
    if (report)
      *report = (SearchReport) { .move = *move };
    return TRUE;
  case FAULT_PASS:
    *move = sashite_pass ();
    if (report)
      *report = (SearchReport) { .move = *move, .exact = TRUE };
    return TRUE;
  default:
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_SEARCH, "the search gave up");
    return FALSE;
  }
}

static const PlayerFunctions faulty_functions = { program_name, faulty_decide, program_free };

static Player *
real_or_faulty (const char *config_text, GError **error, Fault fault)
{
  Player *real = program_player_new (config_text, error);
  if (!real || !g_str_has_suffix (config_text, ":2"))
    return real;
  FaultyPlayer *player = g_renew (FaultyPlayer, (ProgramPlayer *) real, 1);
  player->program.computer.base.functions = &faulty_functions;
  player->fault = fault;
  return &player->program.computer.base;
}

Player *
mutant_player_first_move (const char *config, GError **error)
{
  return real_or_faulty (config, error, FAULT_FIRST_MOVE);
}

Player *
mutant_player_always_pass (const char *config, GError **error)
{
  return real_or_faulty (config, error, FAULT_PASS);
}

Player *
mutant_player_refuses (const char *config, GError **error)
{
  return real_or_faulty (config, error, FAULT_REFUSE);
}
