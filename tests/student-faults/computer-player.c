/* SPDX-License-Identifier: MIT */
/* computer-player.c: a student's computer player that goes wrong on purpose.
 *
 * The reference player (solutions/computer-player.c, compiled in here
 * under another name) with a fault put in front of its search, chosen at
 * each search as student-fault.h says (an illegal answer: the first disc
 * on the board, a taken square).
 *
 * The tests (tests/student-faults, tests/app) run it in the search
 * program, reversi-search-worker-faults: whatever it does, the window
 * must stay up and say what happened.
 */
#define computer_player_new reference_computer_player_new
#include "../../solutions/computer-player.c"
#undef computer_player_new

/* The header's declaration was renamed with the reference's: this is the
 * one the player layer calls. */
Player *computer_player_new (int search_depth, int perfect_empties, int eval_index);

#include "student-fault.h"

/* The reference player's functions, which the faulty ones call when
 * they play normally. */
static const PlayerFunctions *reference_functions;

static gboolean
faulty_decide_move (Player *self, const Kyokumen *kyokumen, gboolean misere,
                    SearchControl *control, Sashite *move, SearchReport *report, GError **error)
{
  g_autofree char *fault = student_fault_current ();
  student_fault_misbehave (fault);
  if (g_str_equal (fault, "illegal")) {
    /* A square already taken: the first disc on the board. */
    for (int xy = 0; xy < KYOKUMEN_MAX_CELLS; xy++)
      if (kyokumen->ban[xy] == BLACK || kyokumen->ban[xy] == WHITE) {
        move->xy = xy;
        if (report)
          *report = (SearchReport) { .move = *move, .depth = 1, .nodes = 1 };
        return TRUE;
      }
  }
  return reference_functions->decide_move (self, kyokumen, misere, control, move, report, error);
}

static PlayerFunctions faulty_functions;

Player *
computer_player_new (int search_depth, int perfect_empties, int eval_index)
{
  Player *player = reference_computer_player_new (search_depth, perfect_empties, eval_index);
  reference_functions = player->functions;
  faulty_functions = *player->functions;
  faulty_functions.decide_move = faulty_decide_move;
  player->functions = &faulty_functions;
  return player;
}
