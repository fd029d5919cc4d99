/* mutant-others.c: exercises 18 to 22 and a12, each with one mistake.
 *
 * Instructor material: not in the student handout.
 */
#include "mutants.h"

#include <string.h>

#include "player-config.h"
#include "reversi-error.h"

/* Exercise 18.  The kit's eval_terminal_position also counts the
 * evaluation; the checks look only at the value. */

int
mutant_terminal_misere_ignored (AlphaBeta *ab)
{
  return kyokumen_final_score (ab->kyokumen) * FINAL_DISC_VALUE;
}

int
mutant_terminal_always_negated (AlphaBeta *ab)
{
  return -kyokumen_final_score (ab->kyokumen) * FINAL_DISC_VALUE;
}

int
mutant_terminal_misere_disc_difference (AlphaBeta *ab)
{
  int score = kyokumen_final_score (ab->kyokumen);
  if (ab->misere)
    score = -kyokumen_disc_difference (ab->kyokumen);
  return score * FINAL_DISC_VALUE;
}

/* Exercise 19. */

int
mutant_plan_stub (const ComputerPlayer *player, const Kyokumen *kyokumen, gboolean *perfect)
{
  *perfect = FALSE;
  return player->search_depth;
}

int
mutant_plan_strictly_less (const ComputerPlayer *player, const Kyokumen *kyokumen, gboolean *perfect)
{
  *perfect = FALSE;
  if (kyokumen->empty_count < player->perfect_empties) {
    *perfect = TRUE;
    return 2 * kyokumen->empty_count;
  }
  return player->search_depth;
}

int
mutant_plan_one_too_early (const ComputerPlayer *player, const Kyokumen *kyokumen, gboolean *perfect)
{
  *perfect = FALSE;
  if (kyokumen->empty_count <= player->perfect_empties + 1) {
    *perfect = TRUE;
    return 2 * kyokumen->empty_count;
  }
  return player->search_depth;
}

int
mutant_plan_depth_empties (const ComputerPlayer *player, const Kyokumen *kyokumen, gboolean *perfect)
{
  *perfect = FALSE;
  if (kyokumen->empty_count <= player->perfect_empties) {
    *perfect = TRUE;
    return kyokumen->empty_count;
  }
  return player->search_depth;
}

int
mutant_plan_no_flag (const ComputerPlayer *player, const Kyokumen *kyokumen, gboolean *perfect)
{
  *perfect = FALSE;
  if (kyokumen->empty_count <= player->perfect_empties)
    return 2 * kyokumen->empty_count;
  return player->search_depth;
}

/* Exercise 20. */

int
mutant_weight_stub (SquareKind kind)
{
  return 0;
}

int
mutant_weight_x_positive (SquareKind kind)
{
  switch (kind) {
  case SQUARE_CORNER: return 35;
  case SQUARE_C: return -3;
  case SQUARE_A: return 3;
  case SQUARE_B: return 3;
  case SQUARE_X: return 10;
  default: return 0;
  }
}

int
mutant_weight_corner_30 (SquareKind kind)
{
  switch (kind) {
  case SQUARE_CORNER: return 30;
  case SQUARE_C: return -3;
  case SQUARE_A: return 3;
  case SQUARE_B: return 3;
  case SQUARE_X: return -10;
  default: return 0;
  }
}

/* Exercise 21. */

int
mutant_8x8c_stub (int size, int col, int row)
{
  return 0;
}

/* A sensible table with every sign turned round: it wants X squares. */
int
mutant_8x8c_inverted (int size, int col, int row)
{
  switch (square_kind (size, col, row)) {
  case SQUARE_CORNER: return -40;
  case SQUARE_C: return 10;
  case SQUARE_A: return -6;
  case SQUARE_B: return -3;
  case SQUARE_X: return 20;
  default: return 0;
  }
}

int
mutant_8x8c_huge (int size, int col, int row)
{
  return square_kind (size, col, row) == SQUARE_CORNER ? 500 : 1;
}

/* Exercise 22. */

const char *
mutant_id_placeholder (void)
{
  return "student-id";
}

const char *
mutant_id_with_dash (void)
{
  return "s-1234";
}

const char *
mutant_id_good (void)
{
  return "s1234567";
}

void
mutant_name_stub (ComputerPlayer *player)
{
  g_strlcpy (player->name, "computer", sizeof player->name);
}

void
mutant_name_swapped (ComputerPlayer *player)
{
  g_snprintf (player->name, sizeof player->name, "s1234567-%d-%d-%d", player->search_depth,
              player->eval_index, player->perfect_empties);
}

void
mutant_name_without_id (ComputerPlayer *player)
{
  g_snprintf (player->name, sizeof player->name, "%d-%d-%d", player->search_depth,
              player->perfect_empties, player->eval_index);
}

/* a12.  The program's player for evaluator 2 is faulty; every other
 * configuration (the opponents) is the real one. */

typedef Player *(*MakeFaulty) (void);

static Player *
real_or_faulty (const char *config_text, GError **error, MakeFaulty make)
{
  if (g_str_has_suffix (config_text, ":2"))
    return make ();
  PlayerConfig config;
  player_config_init (&config);
  if (!player_config_parse (&config, config_text, error))
    return NULL;
  return player_config_create_player (&config, error);
}

typedef struct {
  Player base;
  int fault;
} FaultyPlayer;

enum { FAULT_FIRST_MOVE, FAULT_PASS, FAULT_REFUSE };

static const char *
faulty_name (const Player *self)
{
  return "faulty";
}

static gboolean
faulty_decide (Player *self, const Kyokumen *kyokumen, gboolean misere, SearchControl *control,
               Sashite *move, SearchReport *report, GError **error)
{
  Sashite moves[MAX_SASHITE];
  kyokumen_generate_moves (kyokumen, moves);
  switch (((FaultyPlayer *) self)->fault) {
  case FAULT_FIRST_MOVE:
    *move = moves[0];
    return TRUE;
  case FAULT_PASS:
    *move = sashite_pass ();
    return TRUE;
  default:
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_SEARCH, "the search gave up");
    return FALSE;
  }
}

static void
faulty_free (Player *self)
{
  g_free (self);
}

static const PlayerFunctions faulty_functions = { faulty_name, faulty_decide, faulty_free };

static Player *
faulty_new (int fault)
{
  FaultyPlayer *player = g_new0 (FaultyPlayer, 1);
  player->base.functions = &faulty_functions;
  player->fault = fault;
  return &player->base;
}

static Player *
first_move_new (void)
{
  return faulty_new (FAULT_FIRST_MOVE);
}

static Player *
always_pass_new (void)
{
  return faulty_new (FAULT_PASS);
}

static Player *
refuses_new (void)
{
  return faulty_new (FAULT_REFUSE);
}

Player *
mutant_player_first_move (const char *config, GError **error)
{
  return real_or_faulty (config, error, first_move_new);
}

Player *
mutant_player_always_pass (const char *config, GError **error)
{
  return real_or_faulty (config, error, always_pass_new);
}

Player *
mutant_player_refuses (const char *config, GError **error)
{
  return real_or_faulty (config, error, refuses_new);
}

/* The computer player's search with the same-depth negamax, as a
 * student's whole program would run it. */
static gboolean
same_depth_decide (Player *self, const Kyokumen *kyokumen, gboolean misere, SearchControl *control,
                   Sashite *move, SearchReport *report, GError **error)
{
  Kyokumen *work = g_new (Kyokumen, 1);
  *work = *kyokumen;
  work->history_length = 0;
  AlphaBeta *ab = g_new0 (AlphaBeta, 1);
  alpha_beta_init (ab, work, evaluator_get (2), misere, control);
  mutant_negamax_same_depth (ab, 3, -ALPHA_BETA_INFINITY, ALPHA_BETA_INFINITY);
  int length;
  const Sashite *line = alpha_beta_root_line (ab, &length);
  Sashite moves[MAX_SASHITE];
  kyokumen_generate_moves (kyokumen, moves);
  *move = length > 0 ? line[0] : moves[0];
  if (report)
    report->stopped = ab->stopped;
  g_free (ab);
  g_free (work);
  return TRUE;
}

static const PlayerFunctions same_depth_functions = { faulty_name, same_depth_decide, faulty_free };

static Player *
same_depth_new (void)
{
  FaultyPlayer *player = g_new0 (FaultyPlayer, 1);
  player->base.functions = &same_depth_functions;
  return &player->base;
}

Player *
mutant_player_same_depth (const char *config, GError **error)
{
  return real_or_faulty (config, error, same_depth_new);
}
