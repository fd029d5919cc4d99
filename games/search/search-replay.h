/* SPDX-License-Identifier: MIT */
/* search-replay.h: the tree a student's search went through, and List
 * 1's alpha-beta replayed over it in the student's own move order; and
 * List 1 itself on any game, as the reference beside a student's search.
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
 * back moves and what a leaf is worth (Reversi's is in games/reversi,
 * reversi-replay.h; Matoike's tic-tac-toe in games/tictactoe,
 * tictactoe-replay.h).  The exercise checks record Reversi searches
 * (exercise 16, assignment 12, tests/exercises/checks-trace.c) and the
 * warm-ups' minimax and alpha-beta (t1, t2), whose max/min form visits
 * exactly the positions the negamax form does, and judge them with it.
 *
 * It is the one List 1 the student handout holds (the handout leaves out
 * solutions/ and the common search, game-search.c): so it is below the
 * app too, where the handout's search program answers the Show Search
 * Tree window's reference request with replay_list1_search, which
 * records its tree through the same hooks as every other search
 * (common/search-tree.h).  It gives away nothing the checks did not
 * already hold.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The verdict on the cuts of one search. */
typedef enum {
  PRUNING_AS_LIST1,       /* exactly the positions List 1 searches in this order */
  PRUNING_NO_CUT,         /* as List 1 without cut-offs */
  PRUNING_STRICT_CUT,     /* as List 1 cutting only when m > beta */
  PRUNING_BETA_FROM_ALPHA,/* as List 1 giving the child -alpha, not -m, as its beta */
  PRUNING_M_FROM_INFINITY,/* as List 1 with m starting at minus infinity, not alpha */
  PRUNING_M_FROM_BEST,    /* as List 1 with m the best value so far, even below alpha (t2) */
  PRUNING_DIFFERENT,      /* none of these: see the divergence */
  PRUNING_RESEARCHED,     /* some position was searched twice: not comparable */
  PRUNING_NO_TRACE,       /* nothing was recorded */
} PruningVerdict;

/* A child of the node where a search first parted from List 1.  Values
 * are the parent's side to move's, as intervals: [low, high] with
 * -/+G_MAXINT where unbounded (a cut child's value is a bound). */
typedef struct {
  int move;
  gboolean searched;       /* the student's search went into it */
  int student_node;        /* its node in the student's SearchTree, or -1 */
  int student_low, student_high;
  gboolean list1_tried;    /* List 1 went into it */
  gboolean list1_cut_after;/* List 1 stopped after it: m reached beta */
  int list1_low, list1_high;
} PartingChild;

typedef struct {
  PruningVerdict verdict;  /* the first of these that fits */
  guint fits;              /* every verdict that fits, a bit (1 << verdict) each */
  guint64 searched;       /* positions the student searched */
  guint64 list1;          /* positions List 1 searches in the student's order */
  /* For PRUNING_DIFFERENT: the first node where the student and List 1
   * part, its position and what happened there. */
  void *where;            /* the game's position (a Kyokumen, a TicTacToe);
                           * may be set whatever the verdict: g_free it */
  int alpha, beta, m;     /* List 1's window and best value at that node */
  gboolean went_on;       /* TRUE: the student tried `move` where List 1 cut;
                           * FALSE: the student stopped before `move`, which List 1 tries */
  int after, move;        /* the move tried last (-1: none), and the move in
                           * question, in the game's numbering (Sashite.xy) */
  /* The tree around that node, for the message (the checks'
   * parting_tree_text): the moves from the root to it, and its children
   * in the student's order. */
  int *path;
  int path_length;
  PartingChild *children;
  int child_count;
} PruningReport;

/** pruning_report_clear: free what a replay put in report. */
void pruning_report_clear (PruningReport *report);

/* More moves than any position of the kit's games has (MAX_SASHITE). */
#define REPLAY_MAX_MOVES 128
/* The longest best line replay_list1_search gives (deeper than any game
 * of the kit lasts). */
#define REPLAY_MAX_PLY 128

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
  /* The side to move, 0 or 1, as the search tree numbers it (first side
   * 0); NULL: the tree is not told. */
  int (*side) (const void *position);
  const char *method;     /* the tree's name of the search (search_tree_begin) */
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

/* One search by List 1 for replay_list1_search: what it is asked, and
 * what it found. */
typedef struct {
  int depth, alpha, beta;
  const gint *stop_requested;   /* set (atomic) to stop the search; may be NULL */
  ReplayRules rules;            /* { 0 }: List 1; Matoike's root (root_window_kept),
                                 * minimax (no_cut) */
  /* Found: */
  int value;
  int line[REPLAY_MAX_PLY];     /* the best line, as List 1 keeps it */
  int line_length;
  guint64 nodes, evaluations;   /* positions entered, leaves valued */
  gboolean stopped;             /* stopped on request: the value is no answer */
} ReplaySearch;

/** replay_list1_search: List 1 (or List 1 with search->rules' change:
 * Matoike's t2 keeps the root's window, his t1 never cuts) on root in the
 * game's own move order, as
 * the course's negamax searches it (moves generated at every position,
 * then a finished game or the horizon valued), recorded into the thread's
 * search tree when one is active (search_tree_set_active), through the
 * same hooks as the other searches: the reference a student's tree is
 * compared with (search_tree_parting).  Its best line is List 1's: the
 * first move, then each move that raised m. */
void replay_list1_search (const ReplayGame *game, const void *root, ReplaySearch *search);

G_END_DECLS
