/* SPDX-License-Identifier: MIT */
/* tictactoe-search.c: a student's tic-tac-toe warm-ups (t1, t2) that go
 * wrong on purpose.
 *
 * The reference searches (solutions/tictactoe-search.c, compiled in here
 * under other names) with a fault put in front of the two root searches
 * the programs call, tictactoe_minimax_move and tictactoe_alpha_beta_move,
 * chosen at each search as student-fault.h says.  An illegal answer is a
 * taken cell (the first one), or 9, off the board, when none is taken.
 *
 * The search program reversi-search-worker-faults (the app's tic-tac-toe
 * computer) and tictactoe-play-faults (the terminal game) link it: the
 * window, and the terminal, must say what happened.
 */
#define tictactoe_minimax_move reference_tictactoe_minimax_move
#define tictactoe_alpha_beta_move reference_tictactoe_alpha_beta_move
#include "../../solutions/tictactoe-search.c"
#undef tictactoe_minimax_move
#undef tictactoe_alpha_beta_move

#include "student-fault.h"

/* The header's declarations were renamed with the reference's: these are
 * the ones the programs call. */
int tictactoe_minimax_move (TicTacToe *board, int *value);
int tictactoe_alpha_beta_move (TicTacToe *board, int *value);

/* The fault asked for, done; TRUE with *cell when the answer is made up. */
static gboolean
faulty_answer (const TicTacToe *board, int *cell, int *value)
{
  g_autofree char *fault = student_fault_current ();
  student_fault_misbehave (fault);
  if (!g_str_equal (fault, "illegal"))
    return FALSE;
  *cell = TICTACTOE_CELLS;
  for (int i = 0; i < TICTACTOE_CELLS; i++)
    if (board->cell[i] != TICTACTOE_EMPTY) {
      *cell = i;
      break;
    }
  *value = 0;
  return TRUE;
}

int
tictactoe_minimax_move (TicTacToe *board, int *value)
{
  int cell;
  if (faulty_answer (board, &cell, value))
    return cell;
  return reference_tictactoe_minimax_move (board, value);
}

int
tictactoe_alpha_beta_move (TicTacToe *board, int *value)
{
  int cell;
  if (faulty_answer (board, &cell, value))
    return cell;
  return reference_tictactoe_alpha_beta_move (board, value);
}
