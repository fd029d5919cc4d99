/* SPDX-License-Identifier: MIT */
/* mutants.h: wrong and right versions of the exercise code, and what the
 * checks must say about each.
 *
 * The table is written by make-mutants.py from the *.mutant and *.c
 * files of this folder (see its docstring for the format); test-mutants.c
 * runs the named check on the reference with that one function swapped
 * and asserts the expected hint, or that the check passes.
 *
 * Instructor material: the mutants are nearly the answers, so this folder
 * is not in the student handout.
 */
#pragma once

#include "exercise-checks.h"

G_BEGIN_DECLS

typedef struct {
  const char *name;         /* the file, without its extension */
  const char *exercise;     /* the check to run */
  ExerciseHint expected;    /* HINT_COUNT: the check must pass */
  int (*negamax) (AlphaBeta *, int, int, int);
  int (*terminal) (AlphaBeta *);
  int (*eval_position) (AlphaBeta *);
  int (*plan) (const ComputerPlayer *, const Kyokumen *, gboolean *);
  int (*weight_b) (SquareKind);
  int (*eval_b) (const Kyokumen *);
  int (*weight_c) (int, int, int);
  int (*eval_c) (const Kyokumen *);
  void (*set_name) (ComputerPlayer *);
  const char *(*student_id) (void);
  Player *(*new_player) (const char *, GError **);
  int (*ttt_end_value) (const TicTacToe *, int, int);
  int (*ttt_minimax) (TicTacToe *, int, int, gboolean);
  int (*ttt_minimax_move) (TicTacToe *, int *);
  int (*ttt_alpha_beta) (TicTacToe *, int, int, gboolean, int, int);
  int (*ttt_alpha_beta_move) (TicTacToe *, int *);
  /* Not NULL: the first problem draws the tree around the node where the
   * search first parted from List 1, reached by these moves ("a1 d1"; ""
   * for any). */
  const char *parting;
} Mutant;

extern const Mutant mutant_table[];
extern const guint mutant_table_length;

/* program-player.c: the whole program put together from the functions
 * under test, as computer-player.c puts it together from the linked ones,
 * for a12 (set program_functions first). */
extern const ExerciseFunctions *program_functions;
Player *program_player_new (const char *config, GError **error);

/* Whole-program players with one fault (program-player.c). */
Player *mutant_player_first_move (const char *config, GError **error);
Player *mutant_player_always_pass (const char *config, GError **error);
Player *mutant_player_refuses (const char *config, GError **error);

/* Evaluators summing the weight functions under test (program-player.c). */
int program_eval_8x8b (const Kyokumen *kyokumen);
int program_eval_8x8c (const Kyokumen *kyokumen);

G_END_DECLS
