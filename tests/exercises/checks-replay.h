/* SPDX-License-Identifier: MIT */
/* checks-replay.h: the tree a student's search went through, and List
 * 1's alpha-beta replayed over it in the student's own move order.
 *
 * Cuts depend on the order the moves are tried in, and a student may try
 * them in any order.  So a search's cuts are judged against List 1 run
 * in the student's own order: the check records which positions the
 * search went into, each with its children in the order the search
 * entered them (a SearchRecord), then replays List 1's rules over that
 * record.  If the replay searches exactly the recorded positions, the
 * search cut exactly as List 1 does, whatever its order and whether it
 * is fail-hard or fail-soft.  If not, the replay runs again with one
 * known change to the rules at a time; a change that reproduces the
 * record names the cause.
 *
 * This file knows no game: a ReplayGame says how to list, make and take
 * back moves and what a leaf is worth.  checks-trace.c records Reversi
 * searches (exercise 16, assignment 12), checks-tictactoe.c the
 * warm-ups' minimax and alpha-beta (t1, t2), whose max/min form visits
 * exactly the positions the negamax form does.
 */
#pragma once

#include "checks-common.h"

G_BEGIN_DECLS

/* More moves than any position of the kit's games has (MAX_SASHITE). */
#define REPLAY_MAX_MOVES 128

typedef struct RecordNode RecordNode;

struct RecordNode {
  int move;               /* the move from the parent (-1 at the root) */
  int ply;                /* moves from the root */
  RecordNode *parent;
  GPtrArray *children;    /* in the order the search entered them */
  gboolean searched;      /* the search went into it */
  int legal;              /* how many moves it has (0: a finished game) */
  guint stamp;            /* the replay that last visited it */
  /* For a recorder that sees moves rather than searches: */
  guint64 last_entry;     /* when the search last went into it */
  guint64 search_entry;   /* when it went into it and on to a child */
  int searches;           /* times the search went on from it to a child */
  gboolean entry_counted; /* the current visit is counted in searches */
  int tree_node;          /* its (last) node in a SearchTree it was made from, or -1 */
};

typedef struct {
  RecordNode *root;
  GPtrArray *nodes;       /* every node, for freeing */
} SearchRecord;

SearchRecord *search_record_new (void);
void search_record_free (SearchRecord *record);

/** record_node_child: the child of node by move, or NULL. */
RecordNode *record_node_child (const RecordNode *node, int move);

/** search_record_enter: the child of parent by move, added (as the last
 * child) when the search enters it for the first time. */
RecordNode *search_record_enter (SearchRecord *record, RecordNode *parent, int move);

/** search_record_searched: how many of the record's positions were searched. */
guint64 search_record_searched (const SearchRecord *record);

/** search_record_finished_games: the searched positions with no move. */
guint64 search_record_finished_games (const SearchRecord *record);

/* How to replay a game: positions are position_size bytes of plain data. */
typedef struct {
  gsize position_size;
  /* The moves of position in the order the game generates them; 0 when
   * the game is over. */
  int (*moves) (const void *position, int moves[REPLAY_MAX_MOVES]);
  void (*play) (void *position, int move);
  void (*undo) (void *position, int move);
  /* A finished game's value, side to move's view, `ply` moves below the
   * replay's root. */
  int (*final_value) (const void *position, int ply, const void *context);
  /* A position at the horizon (depth 0), side to move's view; NULL for
   * searches that always go to the end of the game. */
  int (*horizon_value) (const void *position);
  const void *context;
  int infinity;           /* larger than any value */
} ReplayGame;

/* List 1's rules, or List 1 with one known change. */
typedef struct {
  gboolean no_cut;           /* never stops early */
  gboolean strict_cut;       /* stops only when m > beta */
  gboolean beta_from_alpha;  /* the child's beta is -alpha, not -m */
  gboolean m_from_infinity;  /* m starts at minus infinity, not at alpha */
  gboolean m_from_best;      /* after each move m is the best value so far, even
                              * below alpha (Matoike's alpha = best instead of
                              * alpha = MAX (alpha, best)) */
  gboolean fail_soft;        /* return the best value found, not m (Matoike's
                              * form; the same positions as List 1 unless the
                              * cut is strict) */
  gboolean root_window_kept; /* at the root only, every child gets the root's
                              * own window (-beta, -alpha): Matoike's
                              * bestMoveAB, right too */
  gboolean cut_on_rise;      /* stops as soon as a move raises m, whatever
                              * beta (the cut test compares m with alpha) */
  gboolean first_only;       /* stops after the first move, whatever m (a
                              * cut test that is always true) */
} ReplayRules;

/** search_record_replay: replay `rules` over the record from the
 * position root (searched to `depth`, window (alpha, beta), negamax
 * values); TRUE when they search exactly the recorded positions.  A
 * position List 1 reaches must have been searched, except a finished
 * game or one at the horizon when the record holds no such position at
 * all (a search that tells them apart without going into them).  When
 * report is not NULL, the first place where the rules and the record
 * part is described in it (where, alpha, beta, m, went_on, after, move,
 * and the tree around it: path, children).
 * *visited gets the positions the rules search. */
gboolean search_record_replay (const SearchRecord *record, const ReplayGame *game, const void *root,
                               int depth, int alpha, int beta, ReplayRules rules,
                               PruningReport *report, guint64 *visited);

/** replay_list1_value: List 1's value of root (searched to `depth` with
 * the window (alpha, beta)), in the game's own move order: a reference
 * value for positions the data file does not give. */
int replay_list1_value (const ReplayGame *game, const void *root, int depth, int alpha, int beta);

G_END_DECLS
