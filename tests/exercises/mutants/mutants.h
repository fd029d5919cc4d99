/* mutants.h: wrong versions of the exercise code, one mistake each.
 *
 * The mutant test (test-mutants.c) runs the exercise checks on each and
 * asserts that the check rejects it and names the mistake.  Instructor
 * material: not in the student handout.
 */
#pragma once

#include "alpha-beta.h"
#include "computer-player.h"
#include "evaluator.h"
#include "player.h"

G_BEGIN_DECLS

/* Exercise 16, one file each (mutant-negamax-*.c). */
int mutant_negamax_no_negate (AlphaBeta *ab, int depth, int alpha, int beta);
int mutant_negamax_window_kept (AlphaBeta *ab, int depth, int alpha, int beta);
int mutant_negamax_window_not_swapped (AlphaBeta *ab, int depth, int alpha, int beta);
int mutant_negamax_wider_window (AlphaBeta *ab, int depth, int alpha, int beta);
int mutant_negamax_no_cut (AlphaBeta *ab, int depth, int alpha, int beta);
int mutant_negamax_cut_returns_alpha (AlphaBeta *ab, int depth, int alpha, int beta);
int mutant_negamax_no_record (AlphaBeta *ab, int depth, int alpha, int beta);
int mutant_negamax_record_every_move (AlphaBeta *ab, int depth, int alpha, int beta);
int mutant_negamax_record_after_undo (AlphaBeta *ab, int depth, int alpha, int beta);
int mutant_negamax_same_depth (AlphaBeta *ab, int depth, int alpha, int beta);
int mutant_negamax_no_undo_at_cut (AlphaBeta *ab, int depth, int alpha, int beta);
/* The skeleton's stub, as the handout has it. */
int mutant_negamax_stub (AlphaBeta *ab, int depth, int alpha, int beta);

/* Exercise 18 (mutant-others.c). */
int mutant_terminal_misere_ignored (AlphaBeta *ab);
int mutant_terminal_always_negated (AlphaBeta *ab);
int mutant_terminal_misere_disc_difference (AlphaBeta *ab);

/* Exercise 19. */
int mutant_plan_stub (const ComputerPlayer *player, const Kyokumen *kyokumen, gboolean *perfect);
int mutant_plan_strictly_less (const ComputerPlayer *player, const Kyokumen *kyokumen, gboolean *perfect);
int mutant_plan_one_too_early (const ComputerPlayer *player, const Kyokumen *kyokumen, gboolean *perfect);
int mutant_plan_depth_empties (const ComputerPlayer *player, const Kyokumen *kyokumen, gboolean *perfect);
int mutant_plan_no_flag (const ComputerPlayer *player, const Kyokumen *kyokumen, gboolean *perfect);

/* Exercise 20. */
int mutant_weight_stub (SquareKind kind);
int mutant_weight_x_positive (SquareKind kind);
int mutant_weight_corner_30 (SquareKind kind);

/* Exercise 21. */
int mutant_8x8c_stub (int size, int col, int row);
int mutant_8x8c_inverted (int size, int col, int row);
int mutant_8x8c_huge (int size, int col, int row);

/* Exercise 22. */
const char *mutant_id_placeholder (void);
const char *mutant_id_with_dash (void);
const char *mutant_id_good (void);
void mutant_name_stub (ComputerPlayer *player);
void mutant_name_swapped (ComputerPlayer *player);
void mutant_name_without_id (ComputerPlayer *player);

/* a12: whole-program players with one fault (the opponents stay real). */
Player *mutant_player_first_move (const char *config, GError **error);
Player *mutant_player_always_pass (const char *config, GError **error);
Player *mutant_player_refuses (const char *config, GError **error);
/* The whole program with the same-depth negamax (a search without end). */
Player *mutant_player_same_depth (const char *config, GError **error);

G_END_DECLS
