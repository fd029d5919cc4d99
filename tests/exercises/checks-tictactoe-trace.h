/* SPDX-License-Identifier: MIT */
/* checks-tictactoe-trace.h: running a student's tic-tac-toe search (the
 * warm-ups t1 and t2) safely, watching it, and replaying Matoike's
 * alpha-beta over what it did.
 *
 * The student's search moves on one board with tictactoe_play and
 * tictactoe_undo.  The check programs are linked with
 * -Wl,--wrap=tictactoe_play,--wrap=tictactoe_undo (see meson.build), so
 * every move the search makes passes through this file, which records
 * the tree the search went through, each position's cells in the order
 * the search tried them (a SearchRecord, games/search/search-replay.h), and notices a
 * move on a taken cell, a move after the game ended, an undo of another
 * cell than the last one played, and a search that runs away (it is
 * stopped after a limit of moves and the board put back).
 *
 * Matoike's max/min form visits exactly the positions the negamax form
 * visits (alpha raised at the machine's nodes is m; beta lowered at the
 * opponent's is the opponent's m), so List 1's replay in the student's
 * order judges Matoike's alpha-beta too; with no cut at all it is plain
 * minimax, which goes into every position of the game tree.
 */
#pragma once

#include "checks-common.h"
#include "tictactoe-replay.h"

G_BEGIN_DECLS

typedef struct {
  int value;
  int move;                 /* what the root functions chose */
  gboolean changed;         /* the board was not left as it was */
  gboolean bad_undo;        /* an undo of another cell than the last one played */
  gboolean taken;           /* a taken cell was played */
  gboolean plays_on;        /* a move was made on a finished game */
  gboolean runaway;         /* stopped after far more moves than the game tree has */
  gboolean researched;      /* some position was gone into twice */
  guint64 plays;            /* moves made */
  SearchRecord *record;     /* what the search went into; NULL without the trace */
} TicTacToeRun;

/** tictactoe_trace_available: FALSE when the check programs were linked
 * without the wrapped tictactoe_play and tictactoe_undo. */
gboolean tictactoe_trace_available (void);

/** tictactoe_run: the case's function (minimax or, with alpha_beta, the
 * alpha-beta one; the root's for TTT_ROOT cases) on a copy of its
 * position, watched. */
void tictactoe_run (const ExerciseFunctions *f, const TicTacToeCase *c, gboolean alpha_beta,
                    TicTacToeRun *run);

/** tictactoe_run_clear: free what tictactoe_run allocated. */
void tictactoe_run_clear (TicTacToeRun *run);

/** tictactoe_run_replay: replay `rules` over the run's record (see
 * search_record_replay); TRUE when they go into exactly the positions the
 * search went into.  *visited gets the positions the rules go into. */
gboolean tictactoe_run_replay (const TicTacToeRun *run, const TicTacToeCase *c, ReplayRules rules,
                               PruningReport *report, guint64 *visited);

/** tictactoe_run_fits: which rules reproduce the run of t2's alpha-beta:
 * a bit (1 << verdict) for List 1 (PRUNING_AS_LIST1, Matoike's rules)
 * and each known mistake (no cut, strict cut, the window never narrowed,
 * alpha = best), fail-hard or fail-soft, at the root with the full window
 * or the carried one.  When List 1 fits, *root_full or *root_carried is
 * set to the root window that fits, and *visited to the positions it
 * goes into. */
guint tictactoe_run_fits (const TicTacToeRun *run, const TicTacToeCase *c, gboolean *root_full,
                          gboolean *root_carried, guint64 *visited);

/** tictactoe_run_skipped: a position where the search went into fewer of
 * its cells than it has (FALSE if none): its board in *where. */
gboolean tictactoe_run_skipped (const TicTacToeRun *run, const TicTacToeCase *c, TicTacToe *where,
                                int *tried, int *cells);

G_END_DECLS
