/* SPDX-License-Identifier: MIT */
/* reversi-common-strategy.h: how a computer chooses a move in the games the
 * app plays through GameRules (tic-tac-toe, Kalah, Go).
 *
 * A computer is a strategy and, for the searches that stop at a depth, a
 * depth, written in the kit's one player syntax (common/player-spec.h):
 * "random", "minimax:4", "alphabeta:6", "perfect" ("ordered:end" reads as
 * "perfect").  What each strategy runs is the game's choice
 * (reversi-game-catalog.h): the common searches of games/search for Kalah
 * and Go, the warm-up searches of exercises t1 and t2 for tic-tac-toe's
 * minimax and alpha-beta, Go's solver for Go's perfect play.  Whatever runs fills one report, so the
 * window shows every game's search the same way: its value, the nodes
 * and evaluations it needed and the line it expects.
 *
 * The choosing functions run on a thread of the search program
 * (reversi-search-worker.c): they touch only what they are given.
 */
#pragma once

#include <glib.h>

#include "game-rules.h"
#ifdef HAVE_GAME_SEARCH
#include "game-search.h"
#endif

G_BEGIN_DECLS

typedef enum {
  REVERSI_COMMON_RANDOM,
  REVERSI_COMMON_MINIMAX,
  REVERSI_COMMON_ALPHA_BETA,
  REVERSI_COMMON_PERFECT,
  REVERSI_COMMON_STRATEGY_COUNT,
} ReversiCommonStrategy;

/* What a computer of these games does. */
typedef struct {
  ReversiCommonStrategy strategy;
  int depth;   /* plies, for the searches that stop at a depth */
} ReversiCommonComputer;

#define REVERSI_COMMON_MIN_DEPTH 1
#define REVERSI_COMMON_MAX_DEPTH 30

/* The longest expected line a report keeps. */
#define REVERSI_COMMON_MAX_LINE 48

/* What a computer's move is based on. */
typedef struct {
  int move;
  int value;                     /* the mover's view */
  gboolean to_end;               /* the value is the end of the game with best play:
                                    its sign says who wins */
  int depth;                     /* plies searched (not used when to_end) */
  guint64 nodes;                 /* positions whose moves were generated (or, for
                                    the solver, positions visited) */
  guint64 evaluations;           /* evaluations (or, for the solver, positions
                                    expanded) */
  gboolean solver_counts;        /* the counts are the solver's */
  int line[REVERSI_COMMON_MAX_LINE];
  int line_length;
  double seconds;
  gboolean stopped;              /* stopped early: the best move found so far */
  gboolean random;               /* chosen at random: no search behind it */
} ReversiCommonReport;

/* The worker's side of stopping and progress. */
typedef struct {
  const gint *stop_requested;    /* set from the main thread */
  gint *depth_done;              /* written with g_atomic_int_set: the deepest
                                    search finished so far */
} ReversiCommonControl;

/** ReversiCommonChoose: choose a move of the side to move at the end of
 * path (a game that is not over) as computer would, filling report.  FALSE
 * with an error when no move can be chosen (a broken exercise search). */
typedef gboolean (*ReversiCommonChoose) (const GameRules *rules, const GamePath *path,
                                        const ReversiCommonComputer *computer,
                                        ReversiCommonControl *control, ReversiCommonReport *report,
                                        GError **error);

/** reversi_common_strategy_id: "random", "minimax", "alphabeta", "perfect". */
const char *reversi_common_strategy_id (ReversiCommonStrategy strategy);

/** reversi_common_strategy_label: the strategy for people, translated. */
const char *reversi_common_strategy_label (ReversiCommonStrategy strategy);

/** reversi_common_computer_to_text: "alphabeta:6", "random", "perfect". */
char *reversi_common_computer_to_text (const ReversiCommonComputer *computer);

/** reversi_common_computer_parse: read computer text (as written above;
 * a search without a depth keeps *computer's depth; old spellings such as
 * "alpha-beta:6" read silently: see player_spec_print_note).  Only the syntax and
 * the range are checked here; whether the game has the strategy is the
 * catalog's question. */
gboolean reversi_common_computer_parse (ReversiCommonComputer *computer, const char *text,
                                       GError **error);

/** reversi_common_choose_random: any legal move. */
gboolean reversi_common_choose_random (const GameRules *rules, const GamePath *path,
                                      const ReversiCommonComputer *computer,
                                      ReversiCommonControl *control, ReversiCommonReport *report,
                                      GError **error);

/** reversi_common_report_first_move: a report for a search stopped before
 * it found anything: the first legal move, said to be such. */
void reversi_common_report_first_move (const GameRules *rules, const GamePath *path,
                                      ReversiCommonReport *report);

#ifdef HAVE_GAME_SEARCH
/** reversi_common_choose_by_search: the common minimax or alpha-beta
 * (games/search) to computer's depth, one depth after another, so that
 * stopping plays the move of the deepest search finished. */
gboolean reversi_common_choose_by_search (const GameRules *rules, const GamePath *path,
                                         const ReversiCommonComputer *computer,
                                         ReversiCommonControl *control, ReversiCommonReport *report,
                                         GError **error);

/** reversi_common_choose_to_end: the common ordered alpha-beta with its
 * table and the board's symmetries, to the end of the game. */
gboolean reversi_common_choose_to_end (const GameRules *rules, const GamePath *path,
                                      const ReversiCommonComputer *computer,
                                      ReversiCommonControl *control, ReversiCommonReport *report,
                                      GError **error);

/** reversi_common_report_take_result: a report's move, value, counts and
 * line from a common search's result. */
void reversi_common_report_take_result (ReversiCommonReport *report, const GameSearchResult *result);
#endif

G_END_DECLS
