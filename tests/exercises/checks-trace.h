/* SPDX-License-Identifier: MIT */
/* checks-trace.h: watching a student's search, and judging its cuts.
 *
 * Alpha-beta cuts depend on the order in which the moves are tried, and
 * a student may try them in any order (reversed, or best-looking first,
 * as assignment 13 suggests).  So the cuts are not judged by a count
 * made in one fixed order but against List 1 run in the student's own
 * order:
 *
 * 1. While the student's negamax runs, every position it searches is
 *    recorded, by the kit's own trace (common/search-tree.h, the tree
 *    `--trace` draws): a position is searched when the search asks for
 *    its moves with alpha_beta_generate_moves, which tells the trace,
 *    and each position is known by the moves that lead to it from the
 *    root (the Kyokumen's undo history), so the record is a tree with
 *    each node's children in the order the student entered them.  Calls
 *    of the move generator that do not come through
 *    alpha_beta_generate_moves (a student who counts replies to order the
 *    moves, say) are not searches: the check programs are linked with
 *    -Wl,--wrap=kyokumen_generate_moves (see meson.build), which counts
 *    every call, so that such calls show.
 *
 * 2. The recorded tree is then replayed with List 1's rules, trying the
 *    children of every node in the order the student did (the replay,
 *    which knows no game, is in games/search/search-replay.h).  If List 1 in
 *    that order searches exactly the recorded positions, the student cut
 *    exactly as List 1 does.  If not, the replay is run again with one
 *    known mistake at a time (no cut at all, a cut only when m > beta, the
 *    child's beta taken from alpha, m starting at minus infinity); the one
 *    that reproduces the record is the cause.  Either way the check
 *    shows where the search first parted from List 1, as the tree around
 *    that node (parting_tree_text): the children with their values in
 *    the student's search (derived by the trace) and in List 1's, and
 *    which of the two cut each.
 *
 * A search that visits a position twice (iterative deepening, ordering by
 * a shallower search) cannot be compared this way; the check then says so
 * and judges only the values.  Nor can one that searches fewer positions
 * than List 1 (a null window, a table): ex16 accepts it when its values
 * are exact everywhere (checks-negamax.c).
 */
#pragma once

#include "checks-common.h"

G_BEGIN_DECLS

typedef struct SearchTrace SearchTrace;

/** search_trace_available: FALSE when the check programs were linked
 * without the wrapped move generator (a linker without --wrap). */
gboolean search_trace_available (void);

/** search_trace_start: record the searches this thread starts from now
 * on (call it before alpha_beta_init, which picks the trace up; its
 * Kyokumen's undo history must be empty), keeping at most max_nodes
 * positions: a search cut off there is not judged. */
SearchTrace *search_trace_start (guint64 max_nodes);

/** search_trace_stop: stop recording (the trace stays readable). */
void search_trace_stop (SearchTrace *trace);

void search_trace_free (SearchTrace *trace);

/** search_trace_direct_calls: move generations that did not come through
 * alpha_beta_generate_moves. */
guint64 search_trace_direct_calls (const SearchTrace *trace);

/** search_trace_finished_games: the different finished games (positions
 * with no move) the search generated moves for. */
guint64 search_trace_finished_games (const SearchTrace *trace);

/** search_trace_root_searched: TRUE when the search generated the root's moves. */
gboolean search_trace_root_searched (const SearchTrace *trace);

/** search_trace_root_tried: TRUE when the search went into the root move `move`. */
gboolean search_trace_root_tried (const SearchTrace *trace, Sashite move);

/** search_trace_judge_pruning: compare the recorded search (from the
 * root position `root`, searched to `depth` in the window (alpha, beta))
 * with List 1 in the student's order; see the top of this file. */
void search_trace_judge_pruning (const SearchTrace *trace, const Kyokumen *root, int depth,
                                 int alpha, int beta, PruningReport *report);

/** search_list1_value: List 1's value of k at `depth` with the whole
 * window, disc count at the horizon (the checks' own search). */
int search_list1_value (const Kyokumen *k, int depth);

/* A search that stops before m reaches beta, in one of two known ways. */
typedef enum {
  EARLY_STOP_NONE,
  EARLY_STOP_ON_RISE,     /* as soon as a move raises m (if (m >= alpha) after m = value) */
  EARLY_STOP_FIRST_MOVE,  /* after the first move, whatever m (a cut test always true) */
} EarlyStop;

/** search_trace_early_stop: the way of stopping early with which List 1
 * searches exactly what the recorded search did (and List 1 itself does
 * not), or EARLY_STOP_NONE. */
EarlyStop search_trace_early_stop (const SearchTrace *trace, const Kyokumen *root, int depth, int alpha,
                                   int beta);

G_END_DECLS
