/* reversi-rules-strategy.h: how a computer chooses a move in the games the
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
  REVERSI_RULES_RANDOM,
  REVERSI_RULES_MINIMAX,
  REVERSI_RULES_ALPHA_BETA,
  REVERSI_RULES_PERFECT,
  REVERSI_RULES_STRATEGY_COUNT,
} ReversiRulesStrategy;

/* What a computer of these games does. */
typedef struct {
  ReversiRulesStrategy strategy;
  int depth;   /* plies, for the searches that stop at a depth */
} ReversiRulesComputer;

#define REVERSI_RULES_MIN_DEPTH 1
#define REVERSI_RULES_MAX_DEPTH 30

/* The longest expected line a report keeps. */
#define REVERSI_RULES_MAX_LINE 48

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
  int line[REVERSI_RULES_MAX_LINE];
  int line_length;
  double seconds;
  gboolean stopped;              /* stopped early: the best move found so far */
  gboolean random;               /* chosen at random: no search behind it */
} ReversiRulesReport;

/* The worker's side of stopping and progress. */
typedef struct {
  const gint *stop_requested;    /* set from the main thread */
  gint *depth_done;              /* written with g_atomic_int_set: the deepest
                                    search finished so far */
} ReversiRulesControl;

/** ReversiRulesChoose: choose a move of the side to move at the end of
 * path (a game that is not over) as computer would, filling report.  FALSE
 * with an error when no move can be chosen (a broken exercise search). */
typedef gboolean (*ReversiRulesChoose) (const GameRules *rules, const GamePath *path,
                                        const ReversiRulesComputer *computer,
                                        ReversiRulesControl *control, ReversiRulesReport *report,
                                        GError **error);

/** reversi_rules_strategy_id: "random", "minimax", "alphabeta", "perfect". */
const char *reversi_rules_strategy_id (ReversiRulesStrategy strategy);

/** reversi_rules_strategy_label: the strategy for people, translated. */
const char *reversi_rules_strategy_label (ReversiRulesStrategy strategy);

/** reversi_rules_computer_to_text: "alphabeta:6", "random", "perfect". */
char *reversi_rules_computer_to_text (const ReversiRulesComputer *computer);

/** reversi_rules_computer_parse: read computer text (as written above;
 * a search without a depth keeps *computer's depth; old spellings such as
 * "alpha-beta:6" read silently: see player_spec_print_note).  Only the syntax and
 * the range are checked here; whether the game has the strategy is the
 * catalog's question. */
gboolean reversi_rules_computer_parse (ReversiRulesComputer *computer, const char *text,
                                       GError **error);

/** reversi_rules_choose_random: any legal move. */
gboolean reversi_rules_choose_random (const GameRules *rules, const GamePath *path,
                                      const ReversiRulesComputer *computer,
                                      ReversiRulesControl *control, ReversiRulesReport *report,
                                      GError **error);

/** reversi_rules_report_first_move: a report for a search stopped before
 * it found anything: the first legal move, said to be such. */
void reversi_rules_report_first_move (const GameRules *rules, const GamePath *path,
                                      ReversiRulesReport *report);

#ifdef HAVE_GAME_SEARCH
/** reversi_rules_choose_by_search: the common minimax or alpha-beta
 * (games/search) to computer's depth, one depth after another, so that
 * stopping plays the move of the deepest search finished. */
gboolean reversi_rules_choose_by_search (const GameRules *rules, const GamePath *path,
                                         const ReversiRulesComputer *computer,
                                         ReversiRulesControl *control, ReversiRulesReport *report,
                                         GError **error);

/** reversi_rules_choose_to_end: the common ordered alpha-beta with its
 * table and the board's symmetries, to the end of the game. */
gboolean reversi_rules_choose_to_end (const GameRules *rules, const GamePath *path,
                                      const ReversiRulesComputer *computer,
                                      ReversiRulesControl *control, ReversiRulesReport *report,
                                      GError **error);

/** reversi_rules_report_take_result: a report's move, value, counts and
 * line from a common search's result. */
void reversi_rules_report_take_result (ReversiRulesReport *report, const GameSearchResult *result);
#endif

G_END_DECLS
