/* exercise-checks.h: the checks of the exercises (16 to 22 and a12).
 *
 * Each check runs a student's code on positions whose right answers were
 * worked out elsewhere (the data file written by the generator, the
 * course's own numbers, or matches against players of known strength) and
 * says in words what is wrong: the position, the depth, what came back,
 * what was expected, and the likely mistake.
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

G_BEGIN_DECLS

/* The likely mistake a problem points at; the mutant test asserts it. */
typedef enum {
  HINT_STUB,                  /* the TODO is untouched */
  HINT_TOO_DEEP,              /* searches far more than the depth allows */
  HINT_NO_UNDO,               /* the position is not put back */
  HINT_NEGATE,                /* the child's value is not negated */
  HINT_DEPTH1,                /* depth 1 is wrong in some other way */
  HINT_BOUND,                 /* a cut-off returns a value on the wrong side of the window */
  HINT_WINDOW,                /* the child's window is not (-beta, -m) */
  HINT_TERMINAL,              /* searches to the end of the game go wrong */
  HINT_NO_CUT,                /* alpha-beta never cuts */
  HINT_FEWER_CUTS,            /* it cuts less than List 1 */
  HINT_BEST_LINE_MISSING,     /* the best move is not recorded */
  HINT_BEST_LINE_WRONG,       /* the recorded move is not a best move */
  HINT_PERFECT_RESULT,        /* exercise 17: the 4x4 result is wrong */
  HINT_MISERE_SIGN,           /* exercise 18: misere value not negated */
  HINT_NORMAL_SIGN,           /* exercise 18: the normal value is negated too */
  HINT_MISERE_EMPTIES,        /* exercise 18: misere value loses the empties */
  HINT_TERMINAL_VALUE,        /* exercise 18: wrong in another way */
  HINT_SWITCH_MISSING,        /* exercise 19: never switches to perfect search */
  HINT_SWITCH_OFF_BY_ONE,     /* exercise 19: switches one empty too late or too early */
  HINT_SWITCH_TOO_EARLY,      /* exercise 19: switches with more empties than the threshold */
  HINT_SWITCH_DEPTH,          /* exercise 19: perfect search is not 2 x empties deep */
  HINT_SWITCH_FLAG,           /* exercise 19: *perfect not set */
  HINT_NORMAL_DEPTH,          /* exercise 19: the normal depth changed */
  HINT_WEIGHT,                /* exercise 20: a kind of square has the wrong weight */
  HINT_WEIGHTS_ZERO,          /* exercises 20, 21: every weight is 0 */
  HINT_WEIGHTS_TOO_LARGE,     /* exercise 21: the weights can outweigh a won game */
  HINT_NEEDS_EX16,            /* exercise 21: negamax does not work yet */
  HINT_WEAK,                  /* exercise 21, a12: lost a match */
  HINT_ILLEGAL,               /* a12: an illegal move, or no move */
  HINT_UNFINISHED,            /* a12: a game that does not end */
  HINT_ID_PLACEHOLDER,        /* exercise 22: the id is still the placeholder */
  HINT_ID_FORM,               /* exercise 22: the id has characters it cannot have */
  HINT_NAME_FORMAT,           /* exercise 22: the name is not ID-depth-perfect-eval */
} ExerciseHint;

typedef struct {
  ExerciseHint hint;
  char *text;          /* the whole message, translated */
} ExerciseProblem;

typedef struct {
  GPtrArray *problems; /* of ExerciseProblem; empty when the check passed */
  GString *info;       /* what a passing check found (may be empty) */
} ExerciseResult;

typedef struct {
  int (*negamax) (AlphaBeta *ab, int depth, int alpha, int beta);
  int (*eval_terminal_position) (AlphaBeta *ab);
  int (*plan_search) (const ComputerPlayer *player, const Kyokumen *kyokumen, gboolean *perfect);
  int (*eval_8x8b_weight) (SquareKind kind);
  int (*eval_8x8c_weight) (int size, int col, int row);
  void (*set_name) (ComputerPlayer *player);
  const char *(*student_id) (void);
  /* a12: the whole program's player for a configuration text such as
   * "alphabeta:3:8:2"; NULL with an error when it cannot be made. */
  Player *(*new_player) (const char *config, GError **error);
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

/** exercise_check: run the check of one exercise ("ex16", ..., "a12").
 * NULL for an unknown name.  Free with exercise_result_free. */
ExerciseResult *exercise_check (const char *exercise, const ExerciseFunctions *functions,
                                const ExerciseData *data);

/** exercise_result_has_hint: TRUE when one of the problems points at hint. */
gboolean exercise_result_has_hint (const ExerciseResult *result, ExerciseHint hint);

/** exercise_result_free: free a result (NULL is allowed). */
void exercise_result_free (ExerciseResult *result);

G_END_DECLS
