/* SPDX-License-Identifier: MIT */
/* checks-common.h: what the exercise checks share (not a public API).
 *
 * The checks are split by exercise group, one file each:
 *
 *   checks-negamax.c    ex16 (negamax), with checks-trace.c (its cuts)
 *   checks-tictactoe.c  t1 and t2 (Matoike's minimax and alpha-beta)
 *   (games/search/search-replay.c: a search's record and List 1 replayed
 *    over it, the cuts of ex16, a12, t1 and t2, with games/reversi's and
 *    games/tictactoe's games for it)
 *   checks-terminal.c   ex18 (the terminal value, misere)
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
#include "search-replay.h"
#include "tictactoe-search.h"

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

/* What a search with one known mistake returns on a case (the data
 * file's NAME=VALUE fields; see the generator). */
typedef struct {
  char *name;             /* "no_negate", "window_kept", ... */
  int value;
} MistakeValue;

typedef struct {
  char *category;         /* depth1, window1, deep, windowdeep, endgame, pass, horizon */
  char *board;            /* kyokumen_from_board_string text */
  int depth, alpha, beta;
  int value;
  guint64 full_evaluations;
  char **best;            /* notation of the best root moves; NULL if not given */
  GArray *mistakes;       /* of MistakeValue */
  gboolean has_misere;    /* misere and misere_best are given */
  int misere;
  char **misere_best;
} NegamaxCase;

/* A case of the tic-tac-toe warm-ups t1 and t2 (the data file's "ttt"
 * lines; see the generator make-tictactoe-data.c). */
typedef enum {
  TTT_END,                /* tictactoe_end_value of a finished game */
  TTT_SEARCH,             /* tictactoe_minimax and tictactoe_alpha_beta, full window */
  TTT_WINDOW,             /* tictactoe_alpha_beta with the window (alpha, beta) */
  TTT_ROOT,               /* tictactoe_minimax_move and tictactoe_alpha_beta_move */
} TicTacToeCaseKind;

typedef struct {
  TicTacToeCaseKind kind;
  TicTacToe position;
  int machine;            /* TICTACTOE_X or TICTACTOE_O */
  int depth, alpha, beta;
  int value;              /* Matoike's value for the machine */
  guint64 nodes;          /* positions plain minimax goes into, the one given included */
  char **best;            /* root: the cells that reach value ("b2"); NULL otherwise */
  GArray *mistakes;       /* of MistakeValue */
} TicTacToeCase;

struct ExerciseData {
  GPtrArray *cases;       /* of NegamaxCase */
  gboolean has_perfect4_normal, has_perfect4_misere;
  int perfect4_normal, perfect4_misere;
  GPtrArray *tictactoe_cases;   /* of TicTacToeCase, from tictactoe-data.txt */
};

/* ---- Naming a known mistake ---------------------------------------- */

/* What one case says about the known mistakes: the value each mistake
 * gives there (the data file's NAME=VALUE), what the student's code
 * returned, and whether that was right. */
typedef struct {
  const GArray *mistakes;   /* of MistakeValue */
  int got;
  gboolean right;
} MistakeEvidence;

/** mistakes_explaining: the known mistakes (those `known` accepts) that
 * give exactly one->got on their case and that no right case rules out
 * (a right case rules a mistake out when the mistake gives another value
 * there).  Fills names (up to max), returns how many. */
guint mistakes_explaining (const MistakeEvidence *evidence, guint count, const MistakeEvidence *one,
                           gboolean (*known) (const char *name), const char **names, guint max);

/** random_play: the start of a size x size board and up to `plies`
 * random moves (fewer if the game ends); history cleared. */
void random_play (Kyokumen *k, int size, int plies, GRand *rand);

/** case_position: a case's position; the caller frees it with g_free. */
Kyokumen *case_position (const NegamaxCase *c);

/* ---- Running a student's negamax ----------------------------------- */

/** parting_tree_text: the tree around the node where a search first
 * parted from List 1 (report->children set), drawn in a few lines: the
 * moves from the root, then each child with its value in the student's
 * search and in List 1's, and which of the two cut it.  move_text names a
 * move in the game's notation. */
char *parting_tree_text (const PruningReport *report, int infinity,
                         void (*move_text) (int move, char text[16], gconstpointer data), gconstpointer data);


typedef struct {
  int value;
  gboolean too_deep;      /* went past the node limit or the deepest game */
  gboolean changed;       /* the position was not put back */
  gboolean misused;       /* the engine complained (an undo of the wrong move) */
  guint64 nodes, evaluations;
  int line_length;
  Sashite first;
  /* What the trace saw (see checks-trace.h); all 0 without a trace. */
  gboolean traced;
  guint64 direct_calls;   /* move generations not through alpha_beta_generate_moves */
  int root_moves;         /* the root's legal moves */
  int root_tried;         /* how many of them the search went into */
  PruningReport pruning;  /* when judged; free with negamax_run_clear */
} NegamaxRun;

const Evaluator *disc_count_evaluator (void);

/** run_negamax: f->negamax on a copy of position, with the engine's
 * complaints counted instead of printed, the search stopped after
 * node_limit positions, and what it searched recorded.  When
 * judge_pruning is set its cuts are judged against List 1 in its own
 * move order (run->pruning). */
void run_negamax (const ExerciseFunctions *f, const Kyokumen *position, const Evaluator *evaluator,
                  gboolean misere, int depth, int alpha, int beta, guint64 node_limit,
                  gboolean judge_pruning, NegamaxRun *run);

/* How a check words the causes of cuts that are not List 1's. */
typedef struct {
  ExerciseHint (*hint_of) (PruningVerdict verdict);
  const char *(*text_of) (ExerciseHint hint);   /* the hint's text, without "Hint: " */
  ExerciseHint rule;                            /* no cause known: the rule to compare with */
} PruningWording;

/** pruning_causes_paragraph: "Hint: ..." naming each known mistake in
 * causes (a bit per verdict, PRUNING_NO_CUT to PRUNING_M_FROM_BEST; a
 * second one as "Or: ..."), or the rule when there is none.  *hint gets
 * the first cause's hint, or wording->rule. */
char *pruning_causes_paragraph (guint causes, const PruningWording *wording, ExerciseHint *hint);

/* The position and depth the ex16 check names for the app's Show Search
 * Tree: the start of the 4x4 board, depth 3. */
#define EX16_APP_SIZE 4
#define EX16_APP_DEPTH 3
/* The app the check names: the one of the check's own variant (meson
 * passes the full tree's "build/app/reversi-skeleton"). */
#ifndef EXERCISE_APP_PATH
#define EXERCISE_APP_PATH "build/app/reversi"
#endif

/** ex16_app_counts: the nodes (alpha_beta_generate_moves) and
 * evaluations of f->negamax on that position and depth with the full
 * window and the disc count: what the app's pane shows for it. */
void ex16_app_counts (const ExerciseFunctions *f, guint64 *nodes, guint64 *evaluations);

/** negamax_run_clear: free what run_negamax allocated in run. */
void negamax_run_clear (NegamaxRun *run);

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

/** forced_pass: TRUE when the side to move's only move is a pass (a
 * search need not record it as its best line). */
gboolean forced_pass (const Kyokumen *k);

/** best_move_listed: TRUE when move is one of best (notation, NULL-terminated). */
gboolean best_move_listed (char **best, int size, Sashite move);

/** describe_outcome: "Black wins by 10 discs" for a final score from Black's view. */
char *describe_outcome (int black_score);

/** black_final_score: the final score of a finished game from Black's view. */
int black_final_score (const Kyokumen *k);

/** negamax_works: TRUE when the ex16 check passes on f; otherwise adds a
 * HINT_NEEDS_EX16 problem saying that `what` (e.g. "Eval8x8C is checked
 * by matches played with your negamax") needs it. */
gboolean negamax_works (const ExerciseFunctions *f, const ExerciseData *data, ExerciseResult *result,
                        const char *what);

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
void check_t1 (const ExerciseFunctions *f, const ExerciseData *data, ExerciseResult *result);
void check_t2 (const ExerciseFunctions *f, const ExerciseData *data, ExerciseResult *result);

G_END_DECLS
