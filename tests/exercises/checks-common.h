/* checks-common.h: what the exercise checks share (not a public API).
 *
 * The checks are split by exercise group, one file each:
 *
 *   checks-negamax.c    ex16 (negamax) and ex18 (the terminal value, misere)
 *   checks-perfect.c    ex17 (perfect 4x4) and ex19 (the switch to perfect search)
 *   checks-evaluator.c  ex20 (Eval8x8B) and ex21 (Eval8x8C)
 *   checks-program.c    ex22 (the name) and a12 (the whole program)
 *   checks-match.c      the matches that ex21 and a12 play
 *
 * This file and checks-common.c hold the results, the data file, running
 * a student's negamax safely and the wording shared by the messages.
 */
#pragma once

#include "exercise-checks.h"

G_BEGIN_DECLS

/* At most this many example positions per kind of problem. */
#define MAX_EXAMPLES 2

/* ---- Results ------------------------------------------------------- */

ExerciseResult *check_result_new (void);

/** add_problem: add one problem; takes the text. */
void add_problem (ExerciseResult *result, ExerciseHint hint, char *text);

gboolean has_problems (const ExerciseResult *result);

/** note_more: "(3 more positions went wrong the same way.)" after the last problem. */
void note_more (ExerciseResult *result, int more);

/* ---- The data file ------------------------------------------------- */

typedef struct {
  char *category;
  char *board;            /* kyokumen_from_board_string text */
  int depth, alpha, beta;
  int value;
  guint64 full_evaluations;
  guint64 list1_evaluations;
  gboolean has_no_negate;
  int no_negate;
  char **best;            /* notation of the best root moves; NULL if not given */
} NegamaxCase;

struct ExerciseData {
  GPtrArray *cases;       /* of NegamaxCase */
  gboolean has_perfect4_normal, has_perfect4_misere;
  int perfect4_normal, perfect4_misere;
};

/** case_position: a case's position; the caller frees it with g_free. */
Kyokumen *case_position (const NegamaxCase *c);

/* ---- Running a student's negamax ----------------------------------- */

typedef struct {
  int value;
  gboolean too_deep;      /* went past the node limit or the deepest game */
  gboolean changed;       /* the position was not put back */
  gboolean misused;       /* the engine complained (an undo of the wrong move) */
  guint64 nodes, evaluations;
  int line_length;
  Sashite first;
} NegamaxRun;

const Evaluator *disc_count_evaluator (void);

/** run_negamax: f->negamax on a copy of position, with the engine's
 * complaints counted instead of printed and the search stopped after
 * node_limit positions. */
void run_negamax (const ExerciseFunctions *f, const Kyokumen *position, const Evaluator *evaluator,
                  gboolean misere, int depth, int alpha, int beta, guint64 node_limit,
                  NegamaxRun *run);

/* ---- Wording ------------------------------------------------------- */

gboolean is_full_window (int alpha, int beta);

/** describe_call: "negamax at depth 3 on this 6x6 position", with the window when it is not full. */
char *describe_call (const Kyokumen *k, int depth, int alpha, int beta);

/** wrong_value_text: the call, what came back, what was right, the board, the hint. */
char *wrong_value_text (const Kyokumen *k, int depth, int alpha, int beta, int got,
                        const char *expected, const char *hint);

/** window_result_ok: whether got is what a window search must return,
 * and that rule in words (*expected, freed by the caller). */
gboolean window_result_ok (int value, int alpha, int beta, int got, char **expected);

gboolean best_move_listed (const NegamaxCase *c, int size, Sashite move);

/** describe_outcome: "Black wins by 10 discs" for a final score from Black's view. */
char *describe_outcome (int black_score);

/** black_final_score: the final score of a finished game from Black's view. */
int black_final_score (const Kyokumen *k);

/** search_hint_paragraph: "Hint: ..." for a hint of the search (ex16, ex17). */
char *search_hint_paragraph (ExerciseHint hint);

/* ---- The checks, one per exercise ---------------------------------- */

typedef void (*ExerciseCheckFunction) (const ExerciseFunctions *f, const ExerciseData *data,
                                       ExerciseResult *result);

void check_ex16 (const ExerciseFunctions *f, const ExerciseData *data, ExerciseResult *result);
void check_ex17 (const ExerciseFunctions *f, const ExerciseData *data, ExerciseResult *result);
void check_ex18 (const ExerciseFunctions *f, const ExerciseData *data, ExerciseResult *result);
void check_ex19 (const ExerciseFunctions *f, const ExerciseData *data, ExerciseResult *result);
void check_ex20 (const ExerciseFunctions *f, const ExerciseData *data, ExerciseResult *result);
void check_ex21 (const ExerciseFunctions *f, const ExerciseData *data, ExerciseResult *result);
void check_ex22 (const ExerciseFunctions *f, const ExerciseData *data, ExerciseResult *result);
void check_a12 (const ExerciseFunctions *f, const ExerciseData *data, ExerciseResult *result);

G_END_DECLS
