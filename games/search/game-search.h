/* SPDX-License-Identifier: MIT */
/* game-search.h: minimax and alpha-beta over any GameRules.
 *
 * Three searches, the same on every game of the kit, so that the numbers
 * they print compare across games:
 *
 *   GAME_SEARCH_MINIMAX     plain minimax in its max/min form: the first
 *                           player takes the largest value, the second the
 *                           smallest; every node is searched.
 *   GAME_SEARCH_ALPHA_BETA  the course's negamax alpha-beta (its List 1,
 *                           solutions/alpha-beta.c for Reversi): moves in
 *                           the game's natural order, a cut when m >= beta.
 *   GAME_SEARCH_ORDERED     the same negamax, with the moves ordered (the
 *                           table's best move first, then the game's
 *                           move_order) and a transposition table whose
 *                           key can take the board's symmetries into
 *                           account; optionally iterative deepening.
 *
 * Counting, exactly as the Reversi search lab counts (lab/reversi-count.c):
 * a node is a position whose moves were generated (every position the
 * search enters, the root included, since each starts by generating its
 * moves); an evaluation is a call of evaluate or of final_value.  The
 * ordered search also counts table probes, hits and the hits that ended a
 * node without searching it.
 *
 * Depth.  A move after which the same side moves again (Kalah's extra
 * turn) does not use up depth: the child is searched with the same depth
 * and, in negamax, without negating (the value is already from the same
 * side's view), as Hiroi's Kalah players do.  Every other move costs
 * one ply.  depth GAME_SEARCH_TO_END searches every line to its end.
 *
 * The value returned is from the root's side to move's view.  The best
 * line starts with the best move; in the ordered search it stops where a
 * table hit answered for the rest.
 */
#pragma once

#include <glib.h>

#include "game-rules.h"

G_BEGIN_DECLS

/* Beyond every value a game returns (see GAME_VALUE_MAX). */
#define GAME_SEARCH_INFINITY 1000000000

/* Search depth meaning "to the end of the game". */
#define GAME_SEARCH_TO_END (G_MAXINT / 2)

/* The longest best line a result keeps. */
#define GAME_SEARCH_MAX_LINE 512

/* Deeper than this many plies the search stops as a runaway (a game that
 * never ends: a bug in its rules). */
#define GAME_SEARCH_MAX_PLY 100000

typedef enum {
  GAME_SEARCH_MINIMAX,
  GAME_SEARCH_ALPHA_BETA,
  GAME_SEARCH_ORDERED,
} GameSearchMethod;

/* The work a search did. */
typedef struct {
  guint64 nodes;           /* positions whose moves were generated */
  guint64 evaluations;     /* evaluate + final_value calls */
  guint64 table_probes;    /* ordered: table look-ups */
  guint64 table_hits;      /* ordered: look-ups that found the position */
  guint64 table_cutoffs;   /* ordered: hits that answered without a search */
} GameSearchCounts;

/* A transposition table (the ordered search's): one entry per slot,
 * 2^bits slots, the newest result replacing the old. */
typedef struct GameTable GameTable;

/** game_table_new: a table of 2^bits entries (bits 4..28). */
GameTable *game_table_new (int bits);

/** game_table_clear: forget every entry. */
void game_table_clear (GameTable *table);

/** game_table_free: release the table (NULL is allowed). */
void game_table_free (GameTable *table);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GameTable, game_table_free)

typedef struct {
  GameSearchMethod method;
  int depth;                    /* plies, or GAME_SEARCH_TO_END */
  int alpha, beta;              /* the root window (alpha-beta, ordered) */

  /* Ordered search only. */
  gboolean use_symmetry;        /* key each position by its canonical image */
  gboolean iterative_deepening; /* search depth 1, 2, ... depth (a finite depth) */
  int table_bits;               /* size of a fresh table: 2^bits entries */
  GameTable *table;             /* NULL: a fresh table for this search */

  /* Stopping: the search looks at both at every node. */
  const gint *stop_requested;   /* non-zero (set with g_atomic_int_set): stop */
  guint64 node_limit;           /* 0: none; else stop after this many nodes */
} GameSearchOptions;

typedef struct {
  int value;                          /* root side to move's view */
  int best_move;                      /* line[0], or GAME_MOVE_NONE */
  int line[GAME_SEARCH_MAX_LINE];
  int line_length;
  GameSearchCounts counts;            /* over every iteration */
  int depth_completed;                /* the deepest iteration finished */
  gboolean stopped;                   /* asked to stop: value and line are
                                         the last finished iteration's, or
                                         meaningless without one */
  gboolean runaway;                   /* deeper than GAME_SEARCH_MAX_PLY */
} GameSearchResult;

/** game_search_options_init: method at depth, full window, symmetry on,
 * no iterative deepening, a fresh table of 2^20 entries, no stop. */
void game_search_options_init (GameSearchOptions *options, GameSearchMethod method, int depth);

/** game_search: search root (which must stay alive and unchanged during
 * the search; it is not copied, so its parent pointers stay valid) and
 * fill result.  Returns result->value.  A finished root gives its final
 * value, one node, one evaluation and no best move. */
int game_search (const GameRules *rules, const void *root, const GameSearchOptions *options,
                 GameSearchResult *result);

/** game_search_method_name: "minimax", "alpha-beta" or "ordered". */
const char *game_search_method_name (GameSearchMethod method);

/** game_search_method_from_name: the method named (as above, and
 * "alphabeta"); FALSE for an unknown name. */
gboolean game_search_method_from_name (const char *name, GameSearchMethod *method);

G_END_DECLS
