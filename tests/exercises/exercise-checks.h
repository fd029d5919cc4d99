/* SPDX-License-Identifier: MIT */
/* exercise-checks.h: the checks of the exercises (the warm-ups t1 and
 * t2, 16 to 22 and a12).
 *
 * Each check runs a student's code on positions whose right answers were
 * worked out elsewhere (the data file written by the generator, the
 * course's own numbers, or matches against players of known strength) and
 * says in words what is wrong: the position, the depth, what came back,
 * what was expected, and the mistake when the check is sure of it (else
 * the rule to compare with).
 *
 * The code under check is reached through ExerciseFunctions, so the same
 * checks run on the linked variant (check-exercise) and on deliberately
 * wrong versions (the mutant test proves the checks catch each mistake).
 */
#pragma once

#include <glib.h>

#include "alpha-beta.h"
#include "computer-player.h"
#include "evaluator.h"
#include "player.h"
#include "tictactoe-search.h"

G_BEGIN_DECLS

/* The mistake a problem points at; the mutant test asserts it.  A check
 * names a cause only when it has established it (a value that exactly
 * one known mistake produces, a search that searches exactly what List 1
 * with one known change searches); otherwise it uses a hint that states
 * the rule and asserts no cause (the *_RULE and HINT_WRONG_VALUE kinds). */
typedef enum {
  /* Exercise 16: the search runs at all */
  HINT_STUB,                  /* the TODO is untouched */
  HINT_TOO_DEEP,              /* searches far more than the depth allows */
  HINT_NO_UNDO,               /* the position is not put back */
  HINT_GENERATE_DIRECT,       /* kyokumen_generate_moves instead of alpha_beta_generate_moves */
  /* Exercise 16: the values */
  HINT_NEGATE,                /* the child's value is not negated */
  HINT_SKIPS_MOVES,           /* the loop does not try every move */
  HINT_KEEPS_WRONG_VALUE,     /* m is not the largest value (the smallest, the last) */
  HINT_WINDOW_RULE,           /* a window search returned a value on the wrong side (no cause known) */
  HINT_CUT_RETURNS_ALPHA,     /* a cut-off returns alpha */
  HINT_WINDOW_KEPT,           /* the child gets (alpha, beta) */
  HINT_WINDOW_NOT_SWAPPED,    /* the child gets (-m, -beta) */
  HINT_DEPTH_OFF_BY_ONE,      /* the search is one ply too shallow or too deep */
  HINT_HORIZON,               /* depth == 0 is tested before the end of the game */
  HINT_PASS_ENDS_GAME,        /* a pass is scored as the end of the game */
  HINT_PASS_SKIPPED,          /* a pass is never played */
  HINT_TERMINAL_BY_EVAL,      /* a finished game is scored by eval_position */
  HINT_HORIZON_AS_END,        /* a position at depth 0 is scored by eval_terminal_position */
  HINT_TERMINAL_MISSING,      /* no test for the end of the game */
  HINT_CUT_AT_ALPHA,          /* stops as soon as a move raises m (the cut compares with alpha) */
  HINT_WRONG_VALUE,           /* a wrong value no known mistake explains */
  /* Exercise 16: the cuts, judged in the student's own move order */
  HINT_NO_CUT,                /* alpha-beta never cuts */
  HINT_STRICT_CUT,            /* cuts only when m > beta */
  HINT_BETA_FROM_ALPHA,       /* the child's beta is -alpha, not -m */
  HINT_M_FROM_INFINITY,       /* m starts at minus infinity, not at alpha */
  HINT_PRUNING_RULE,          /* cuts elsewhere than List 1 (no cause known) */
  /* Exercise 16: the best line */
  HINT_BEST_LINE_MISSING,     /* the best move is not recorded */
  HINT_BEST_LINE_WRONG,       /* the recorded move is not a best move */
  /* Exercise 17 */
  HINT_PERFECT_RESULT,        /* the 4x4 result is wrong */
  /* Exercise 18 */
  HINT_MISERE_SIGN,           /* misere value not negated */
  HINT_NORMAL_SIGN,           /* the normal value is negated too */
  HINT_MISERE_EMPTIES,        /* misere value loses the empties */
  HINT_TERMINAL_VALUE,        /* eval_terminal_position wrong in another way */
  HINT_MISERE_IN_EVAL,        /* eval_position changes under misere */
  HINT_MISERE_TWICE,          /* the misere search gives the normal values: negated twice */
  HINT_MISERE_SEARCH,         /* the misere search is wrong in another way */
  HINT_TERMINAL_CHANGES_POSITION, /* eval_terminal_position leaves the position changed */
  HINT_MISERE_BREAKS_POSITION, /* only the misere search leaves the position changed */
  HINT_NEEDS_EX16,            /* negamax does not work yet */
  /* Exercise 19 */
  HINT_SWITCH_MISSING,        /* never switches to perfect search */
  HINT_SWITCH_OFF_BY_ONE,     /* switches one empty too late or too early */
  HINT_SWITCH_TOO_EARLY,      /* switches with more empties than the threshold */
  HINT_SWITCH_THRESHOLD,      /* whether it switches does not depend on the threshold */
  HINT_SWITCH_DEPTH,          /* perfect search is not 2 x empties deep */
  HINT_SWITCH_FLAG,           /* *perfect not set */
  HINT_NORMAL_DEPTH,          /* the normal depth changed */
  HINT_EMPTIES_COUNT,         /* the empty squares counted some other way than empty_count */
  /* Exercise 20 */
  HINT_WEIGHT,                /* a kind of square has the wrong weight */
  HINT_WEIGHTS_ZERO,          /* every weight is 0 (also exercise 21) */
  HINT_EVAL_ONE_SIDE,         /* the evaluation sums one side's discs only */
  HINT_EVAL_VIEW,             /* the evaluation is from Black's (or White's) view, not the mover's */
  HINT_EVAL_SUM,              /* the evaluation is not the sum of the weights in another way */
  /* Exercise 21 */
  HINT_WEIGHTS_TOO_LARGE,     /* the weights can outweigh a won game */
  HINT_SYMMETRY,              /* a square and its mirror image weigh differently */
  HINT_TABLE_EVERY_SIZE,      /* the 8x8 table is read for other board sizes */
  HINT_EVAL_NOT_NEGATED,      /* the value for one side is not minus the other's */
  HINT_WEAK,                  /* lost a match (also a12) */
  /* Assignment 12 */
  HINT_ILLEGAL,               /* an illegal move, or no move */
  HINT_UNFINISHED,            /* a game that does not end */
  HINT_PROGRAM_NOT_PERFECT,   /* no perfect search where the settings ask for one */
  HINT_PROGRAM_VALUE,         /* a wrong value or move in a perfect search */
  HINT_PROGRAM_NO_CUT,        /* the program's search never cuts */
  /* Exercise 22 */
  HINT_ID_PLACEHOLDER,        /* the id is still the placeholder */
  HINT_ID_FORM,               /* the id has characters it cannot have */
  HINT_NAME_FORMAT,           /* the name is not ID-depth-perfect-eval */
  HINT_NAME_ORDER,            /* the right parts in another order */
  HINT_NAME_SEPARATOR,        /* the right parts joined by something else than '-' */
  HINT_NAME_APPENDS,          /* the name is added to what was there */
  HINT_NAME_CUT,              /* the name is cut short (a buffer smaller than the name) */
  HINT_NAME_PLACEHOLDER,      /* the name is still the skeleton's "computer" */
  HINT_NAME_NO_ID,            /* the numbers without the id in front */
  HINT_ID_FULL_WIDTH,         /* the id has full-width (zenkaku) letters or digits */
  /* The warm-ups t1 (minimax) and t2 (alpha-beta) on tic-tac-toe */
  HINT_T1_STUB,               /* a TODO of t1 is untouched */
  HINT_T2_STUB,               /* a TODO of t2 is untouched */
  HINT_NEEDS_T1,              /* t2 needs t1's tictactoe_end_value */
  HINT_TTT_NO_UNDO,           /* the board is not put back (an undo missing or of another cell) */
  HINT_TTT_TAKEN_CELL,        /* a taken cell is played */
  HINT_TTT_RUNAWAY,           /* far more moves than the game tree has */
  HINT_TTT_PLAY_DIRECT,       /* moves not made with tictactoe_play */
  HINT_TTT_PLAYS_ON,          /* the game goes on after a line */
  HINT_TTT_END_VALUE,         /* tictactoe_end_value wrong in another way */
  HINT_TTT_FLAT_WIN,          /* a win is worth 10 whatever the depth */
  HINT_TTT_LOSS_POSITIVE,     /* a loss is worth 10 - depth too */
  HINT_TTT_SIGNS_SWAPPED,     /* the machine's win and loss swapped */
  HINT_TTT_NO_DEPTH,          /* the child gets depth, not depth + 1 */
  HINT_TTT_MINMAX_SWAPPED,    /* the machine minimises, its opponent maximises */
  HINT_TTT_SAME_TURN,         /* the child gets maximizing, not !maximizing */
  HINT_TTT_WRONG_VALUE,       /* a wrong value no known mistake explains */
  HINT_TTT_SKIPS_CELLS,       /* minimax does not try every empty cell */
  HINT_TTT_RESEARCHED,        /* minimax goes into some position twice */
  HINT_TTT_ROOT_MAXIMIZING,   /* the root asks for the child's value with maximizing TRUE */
  HINT_TTT_ROOT_DEPTH,        /* the root asks with depth 1 */
  HINT_TTT_ROOT_KEEPS_LAST,   /* the root keeps the last cell's value */
  HINT_TTT_BEST_MOVE,         /* the root's cell is not a best one */
  HINT_TTT_BOUNDS_SWAPPED,    /* t2: the machine lowers beta, the opponent raises alpha */
  HINT_TTT_WINDOW_SWAPPED,    /* t2: the child gets (beta, alpha) */
  HINT_TTT_CUT_INVERTED,      /* t2: the loop stops when beta >= alpha */
  HINT_TTT_WINDOW_RULE,       /* t2: a window search returned a value on the wrong side */
  HINT_TTT_NO_CUT,            /* t2: never cuts */
  HINT_TTT_STRICT_CUT,        /* t2: cuts only when beta < alpha */
  HINT_TTT_WINDOW_NOT_NARROWED, /* t2: the children get the window the node was given */
  HINT_TTT_ALPHA_FROM_BEST,   /* t2: alpha (beta) becomes the best value, not the better of the two */
  HINT_TTT_PRUNING_RULE,      /* t2: cuts elsewhere than Matoike's (no cause known) */
  HINT_TTT_NEVER_REPLACED,    /* +-TICTACTOE_INFINITY: a start value never replaced by a child's */
  HINT_TTT_NOT_BEST_CHILD,    /* one child's value, but not the best one for the side to move */
  HINT_TTT_DEPTH_NOT_DEEPER,  /* worth more than a line made by the next move: depth not + 1 */
  HINT_TTT_ROOT_NEVER_REPLACED, /* the root's best_eval stayed at minus infinity */
  HINT_TTT_ROOT_MACHINE,      /* the root passes the opponent's mark as machine */
  HINT_COUNT
} ExerciseHint;

typedef struct {
  ExerciseHint hint;
  char *text;          /* the whole message, translated */
} ExerciseProblem;

typedef struct {
  GPtrArray *problems; /* of ExerciseProblem; empty when the check passed */
  GString *info;       /* what the check found, printed before its verdict (may be empty) */
  GString *next_step;  /* where to look next, printed after the verdict and its problems (may be empty) */
} ExerciseResult;

typedef struct {
  int (*negamax) (AlphaBeta *ab, int depth, int alpha, int beta);
  int (*eval_terminal_position) (AlphaBeta *ab);
  int (*eval_position) (AlphaBeta *ab);
  int (*plan_search) (const ComputerPlayer *player, const Kyokumen *kyokumen, gboolean *perfect);
  int (*eval_8x8b_weight) (SquareKind kind);
  int (*eval_8x8b) (const Kyokumen *kyokumen);
  int (*eval_8x8c_weight) (int size, int col, int row);
  int (*eval_8x8c) (const Kyokumen *kyokumen);
  void (*set_name) (ComputerPlayer *player);
  const char *(*student_id) (void);
  /* a12: the whole program's player for a configuration text such as
   * "alphabeta:3:8:2"; NULL with an error when it cannot be made. */
  Player *(*new_player) (const char *config, GError **error);
  /* t1 and t2 (tictactoe-search.h). */
  int (*tictactoe_end_value) (const TicTacToe *t, int machine, int depth);
  int (*tictactoe_minimax) (TicTacToe *t, int machine, int depth, gboolean maximizing);
  int (*tictactoe_minimax_move) (TicTacToe *t, int *value);
  int (*tictactoe_alpha_beta) (TicTacToe *t, int machine, int depth, gboolean maximizing, int alpha,
                               int beta);
  int (*tictactoe_alpha_beta_move) (TicTacToe *t, int *value);
} ExerciseFunctions;

typedef struct ExerciseData ExerciseData;

/** exercise_data_load: read the generator's data file; NULL with an
 * error when it is missing or damaged. */
ExerciseData *exercise_data_load (const char *path, GError **error);

/** exercise_data_free: free what exercise_data_load made. */
void exercise_data_free (ExerciseData *data);

/** exercise_functions_init_linked: the functions of the variant this
 * program is linked with (the student's code in the handout). */
void exercise_functions_init_linked (ExerciseFunctions *functions);

/** exercise_names: the exercises that have a check, NULL-terminated. */
const char *const *exercise_names (void);

/** exercise_check: run the check of one exercise ("t1", "ex16", ..., "a12").
 * NULL for an unknown name.  Free with exercise_result_free. */
ExerciseResult *exercise_check (const char *exercise, const ExerciseFunctions *functions,
                                const ExerciseData *data);

/** exercise_result_has_hint: TRUE when one of the problems points at hint. */
gboolean exercise_result_has_hint (const ExerciseResult *result, ExerciseHint hint);

/** exercise_result_free: free a result (NULL is allowed). */
void exercise_result_free (ExerciseResult *result);

G_END_DECLS
