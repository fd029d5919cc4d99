/* SPDX-License-Identifier: MIT */
/* checks-trace.c: watching a student's search, and judging its cuts
 * (see checks-trace.h for the idea).
 */
#include "checks-trace.h"

#include <string.h>

#include "reversi-replay.h"
#include "search-tree.h"

struct SearchTrace {
  SearchTree *tree;       /* what the search did, from the kit's hooks */
  SearchRecord *record;   /* the same as positions and their children, for the replay */
  gboolean researched;    /* a node was searched again after the search left it */
  guint64 generations;    /* every call of the engine's move generator while recording */
};

static SearchTrace *active;

#ifdef HAVE_GENERATE_WRAP
/* The check programs are linked with -Wl,--wrap=kyokumen_generate_moves:
 * every call of the engine's move generator from another file lands
 * here.  The tree comes from the kit's hooks (search-tree.h); this only
 * counts, so that the calls that did not come through
 * alpha_beta_generate_moves show. */
int __real_kyokumen_generate_moves (const Kyokumen *k, Sashite moves[MAX_SASHITE]);
int __wrap_kyokumen_generate_moves (const Kyokumen *k, Sashite moves[MAX_SASHITE]);

int
__wrap_kyokumen_generate_moves (const Kyokumen *k, Sashite moves[MAX_SASHITE])
{
  if (active)
    active->generations++;
  return __real_kyokumen_generate_moves (k, moves);
}
#endif

gboolean
search_trace_available (void)
{
#ifdef HAVE_GENERATE_WRAP
  return TRUE;
#else
  return FALSE;
#endif
}

SearchTrace *
search_trace_start (guint64 max_nodes)
{
  SearchTrace *trace = g_new0 (SearchTrace, 1);
  trace->tree = search_tree_new ((guint) CLAMP (max_nodes, 1, SEARCH_TREE_LIMIT_MAX_NODES));
  active = trace;
  search_tree_set_active (trace->tree);
  return trace;
}

/* The record node of tree node i, made (with its parents) when first
 * needed: a position the search only evaluated (a look to order the
 * moves) is no search, and must not fix the order of its parent's
 * children before the search goes into them. */
static RecordNode *
record_node_of (SearchTrace *trace, RecordNode **nodes, guint i)
{
  if (nodes[i])
    return nodes[i];
  const SearchTreeNode *n = search_tree_node (trace->tree, i);
  nodes[i] = n->parent < 0 ? trace->record->root
                           : search_record_enter (trace->record, record_node_of (trace, nodes, (guint) n->parent),
                                                  n->move);
  return nodes[i];
}

/* The tree as the replay reads it: one record node per position, its
 * children in the order the search went into them.  A position the
 * tree holds twice (a new visit after its subtree was searched) is a
 * search repeated; generating the moves twice in a row is not. */
static void
record_from_tree (SearchTrace *trace)
{
  trace->record = search_record_new ();
  guint count = search_tree_node_count (trace->tree);
  RecordNode **nodes = g_new0 (RecordNode *, MAX (count, 1));
  for (guint i = 0; i < count; i++) {
    const SearchTreeNode *n = search_tree_node (trace->tree, i);
    if (n->entries == 0)
      continue;
    RecordNode *node = record_node_of (trace, nodes, i);
    if (node->searched) {
      const SearchTreeNode *last = search_tree_node (trace->tree, (guint) node->tree_node);
      if (node->tree_node != (int) i - 1 || last->first_child >= 0)
        trace->researched = TRUE;
    }
    node->searched = TRUE;
    node->legal = n->moves_count;
    node->tree_node = (int) i;
  }
  g_free (nodes);
}

void
search_trace_stop (SearchTrace *trace)
{
  if (active != trace)
    return;
  active = NULL;
  search_tree_set_active (NULL);
  record_from_tree (trace);
}

void
search_trace_free (SearchTrace *trace)
{
  if (!trace)
    return;
  search_trace_stop (trace);
  search_record_free (trace->record);
  search_tree_free (trace->tree);
  g_free (trace);
}

guint64
search_trace_direct_calls (const SearchTrace *trace)
{
  guint64 searched;
  search_tree_counts (trace->tree, &searched, NULL, NULL);
  return trace->generations > searched ? trace->generations - searched : 0;
}

guint64
search_trace_finished_games (const SearchTrace *trace)
{
  return search_record_finished_games (trace->record);
}

gboolean
search_trace_root_tried (const SearchTrace *trace, Sashite move)
{
  const RecordNode *child = record_node_child (trace->record->root, move.xy);
  return child && child->searched;
}

gboolean
search_trace_root_searched (const SearchTrace *trace)
{
  return trace->record->root->searched;
}

/* Reversi for the replay (games/reversi, reversi-replay.h): List 1's
 * values, the disc count at the horizon; with the course's infinity, the
 * window the checks search with. */
static ReplayGame
checks_reversi_replay (void)
{
  ReplayGame game = *reversi_replay_game (FALSE);
  game.infinity = ALPHA_BETA_INFINITY;
  return game;
}

/* The student's values of the children of the parting node, which the
 * trace derives (the bounds of the children it cut). */
static void
search_trace_student_values (const SearchTrace *trace, PruningReport *report)
{
  if (!report->children)
    return;
  g_autofree SearchTreeDerived *derived = search_tree_derive (trace->tree);
  for (int i = 0; i < report->child_count; i++) {
    PartingChild *c = &report->children[i];
    if (c->student_node < 0 || !c->searched)
      continue;
    /* Each node's value is its side to move's; the parent's is the other
     * side's (a pass is a move in the kit's Reversi). */
    const SearchTreeDerived *d = &derived[c->student_node];
    c->student_low = d->high == SEARCH_TREE_INFINITY ? -G_MAXINT : -d->high;
    c->student_high = d->low == -SEARCH_TREE_INFINITY ? G_MAXINT : -d->low;
  }
}

void
search_trace_judge_pruning (const SearchTrace *trace, const Kyokumen *root, int depth, int alpha,
                            int beta, PruningReport *report)
{
  memset (report, 0, sizeof *report);
  report->searched = search_record_searched (trace->record);
  if (!trace->record->root->searched) {
    report->verdict = PRUNING_NO_TRACE;
    return;
  }
  gboolean truncated;
  search_tree_counts (trace->tree, NULL, NULL, &truncated);
  if (truncated) {
    report->verdict = PRUNING_NO_TRACE;
    return;
  }
  if (trace->researched) {
    report->verdict = PRUNING_RESEARCHED;
    return;
  }
  Kyokumen *start = g_new (Kyokumen, 1);
  *start = *root;
  start->history_length = 0;

  const ReplayGame reversi_replay = checks_reversi_replay ();
  const ReplayRules list1 = { FALSE };
  if (search_record_replay (trace->record, &reversi_replay, start, depth, alpha, beta, list1, report,
                            &report->list1))
    report->fits |= 1u << PRUNING_AS_LIST1;
  search_trace_student_values (trace, report);
  /* Some rules search the same positions as List 1 on some windows (with
   * a full window, a beta taken from alpha never narrows: no cut): every
   * rule that fits is noted, and the caller weighs all its searches. */
  static const struct {
    ReplayRules rules;
    PruningVerdict verdict;
  } mistakes[] = {
    { { .no_cut = TRUE }, PRUNING_NO_CUT },
    { { .strict_cut = TRUE }, PRUNING_STRICT_CUT },
    { { .beta_from_alpha = TRUE }, PRUNING_BETA_FROM_ALPHA },
    { { .m_from_infinity = TRUE }, PRUNING_M_FROM_INFINITY },
  };
  for (guint i = 0; i < G_N_ELEMENTS (mistakes); i++) {
    guint64 visited;
    if (search_record_replay (trace->record, &reversi_replay, start, depth, alpha, beta,
                              mistakes[i].rules, NULL, &visited))
      report->fits |= 1u << mistakes[i].verdict;
  }
  g_free (start);
  for (int v = PRUNING_AS_LIST1; v < PRUNING_DIFFERENT; v++) {
    if (report->fits & (1u << v)) {
      report->verdict = (PruningVerdict) v;
      return;
    }
  }
  /* No known mistake explains it: describe the first parting, which the
   * List 1 replay noted (or, if it parted only by searching positions List
   * 1 never reaches, say so without a place). */
  report->verdict = PRUNING_DIFFERENT;
}

EarlyStop
search_trace_early_stop (const SearchTrace *trace, const Kyokumen *root, int depth, int alpha, int beta)
{
  if (!trace->record->root->searched || trace->researched)
    return EARLY_STOP_NONE;
  Kyokumen *start = g_new (Kyokumen, 1);
  *start = *root;
  start->history_length = 0;
  /* Where List 1 itself fits (one move everywhere, say) nothing is shown. */
  const ReplayGame reversi_replay = checks_reversi_replay ();
  const ReplayRules list1 = { FALSE }, on_rise = { .cut_on_rise = TRUE }, first = { .first_only = TRUE };
  guint64 visited;
  EarlyStop stop = EARLY_STOP_NONE;
  if (!search_record_replay (trace->record, &reversi_replay, start, depth, alpha, beta, list1, NULL, &visited)) {
    /* Both fit when every first move raised m: the first is then the fact. */
    if (search_record_replay (trace->record, &reversi_replay, start, depth, alpha, beta, first, NULL, &visited))
      stop = EARLY_STOP_FIRST_MOVE;
    else if (search_record_replay (trace->record, &reversi_replay, start, depth, alpha, beta, on_rise, NULL,
                                   &visited))
      stop = EARLY_STOP_ON_RISE;
  }
  g_free (start);
  return stop;
}

int
search_list1_value (const Kyokumen *k, int depth)
{
  Kyokumen *start = g_new (Kyokumen, 1);
  *start = *k;
  start->history_length = 0;
  const ReplayGame reversi_replay = checks_reversi_replay ();
  int value = replay_list1_value (&reversi_replay, start, depth, -ALPHA_BETA_INFINITY, ALPHA_BETA_INFINITY);
  g_free (start);
  return value;
}
