/* SPDX-License-Identifier: MIT */
/* search-report.h: what every Reversi search of the kit shares.
 *
 * The course's alpha-beta, the lab's plain minimax and the enhanced
 * search all need the same plumbing: a way for another thread to stop
 * them (SearchControl), the counts of their work (SearchStats), a best
 * line built up from the leaves (search_line_join), and a report of the
 * move they chose (SearchReport).  It lives here once, so the searches
 * themselves hold only what makes them different.
 */
#pragma once

#include <glib.h>

#include "sashite.h"

G_BEGIN_DECLS

/* The value of one disc of final score in a finished game.  Every
 * evaluator stays well below it in absolute value, so a sure result
 * outweighs any guess, and an exact report's value divided by it is the
 * final score (see SearchReport.exact). */
#define FINAL_DISC_VALUE 1000

/* The longest best line a report keeps. */
#define SEARCH_REPORT_MAX_LINE 64

/* What a search that deepens itself says, on its own thread, each time
 * it has searched one more depth to the end (search_control_finished_depth). */
typedef void (*SearchDepthFunc) (int depth, gpointer data);

/* How the thread that started a search asks it to stop.  The search
 * looks at it at every node and, once it says stop, unwinds and returns
 * the best move found so far.  A search that deepens one ply at a time
 * also says each depth it finished, so a window can show how deep it
 * has read. */
typedef struct {
  gint stop_requested;   /* set with g_atomic_int_set (&c->stop_requested, 1) */
  guint64 node_limit;    /* 0: no limit; else stop after this many nodes */
  SearchDepthFunc depth_finished;   /* NULL: nobody asks */
  gpointer depth_data;              /* passed to depth_finished */
} SearchControl;

/* The work of one search, counted the same way by every search of the
 * kit so that their numbers compare (Hiroi's Kalah table of evaluations). */
typedef struct {
  guint64 nodes;         /* positions whose moves were generated */
  guint64 evaluations;   /* evaluator calls plus finished-game scorings */
} SearchStats;

/* What one computer move found, for the window and the command-line tools. */
typedef struct {
  Sashite move;
  int value;              /* from the mover's view, in evaluation units */
  gboolean exact;         /* perfect search: value is FINAL_DISC_VALUE x final score */
  int depth;              /* search depth used */
  Sashite best_line[SEARCH_REPORT_MAX_LINE];
  int best_line_length;
  guint64 nodes;          /* positions visited */
  guint64 evaluations;    /* evaluation function calls (terminal included) */
  /* The exact solver's: positions its move order's small searches looked
   * at below the moves, not in nodes (Edax counts its like ones among its
   * nodes, so a comparison adds them); 0 for every other search. */
  guint64 order_nodes;
  double seconds;         /* wall-clock time of the search */
  gboolean stopped;       /* stopped early: the move is the best found so far */
} SearchReport;

/** search_control_says_stop: TRUE once control (may be NULL) asks the
 * search to stop, or the search has visited more than its node limit. */
gboolean search_control_says_stop (const SearchControl *control, guint64 nodes);

/** search_control_finished_depth: a search that deepens itself has
 * searched depth plies to the end: calls control's depth_finished, if
 * any (control may be NULL).  Only the searching thread calls it. */
void search_control_finished_depth (const SearchControl *control, int depth);

/** search_line_join: the best line of a node is its best move followed
 * by the best line of the child that move leads to.  Writes move and
 * then child_line (child_length moves) into line, which has room for
 * max_length moves, and returns the new length. */
int search_line_join (Sashite *line, int max_length, Sashite move, const Sashite *child_line,
                      int child_length);

/** search_report_set_line: copy line (length moves) into the report's
 * best line.  report->move must be set: a line that does not start with
 * it (a search stopped before its first move was searched) is replaced
 * by the move alone, so the report never shows a line the move does not
 * begin. */
void search_report_set_line (SearchReport *report, const Sashite *line, int length);

/** search_report_line_to_text: the best line in notation ("c4 c3 pass d3").
 * Free with g_free(). */
char *search_report_line_to_text (const SearchReport *report, int size);

/** search_stats_rate: nodes per second (0 when no time was measured). */
double search_stats_rate (guint64 nodes, double seconds);

/** search_seconds_since: wall-clock seconds since started, a value of
 * g_get_monotonic_time (). */
double search_seconds_since (gint64 started);

G_END_DECLS
