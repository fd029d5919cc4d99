/* checks-trace.c: watching a student's search, and judging its cuts
 * (see checks-trace.h for the idea).
 */
#include "checks-trace.h"

#include <string.h>

typedef struct TraceNode TraceNode;

struct TraceNode {
  int xy;                 /* the move from the parent (0: a pass) */
  int ply;                /* moves from the root */
  TraceNode *parent;
  GPtrArray *children;    /* in the order the search entered them */
  gboolean searched;      /* the search generated its moves */
  int legal;              /* how many moves it has */
  guint stamp;            /* the replay that last visited it */
};

struct SearchTrace {
  AlphaBeta *ab;
  TraceNode *root;
  GPtrArray *nodes;       /* every node, for freeing */
  guint64 last_nodes;     /* ab->nodes at the last recorded generation */
  TraceNode *last;        /* the node of the last recorded generation */
  gboolean researched;    /* a node was searched again after the search left it */
  gboolean horizon_seen;  /* the search generates moves at the horizon too */
  gboolean ends_seen;     /* ... and at finished games above it */
  guint64 direct;         /* generations not through alpha_beta_generate_moves */
};

static SearchTrace *active;

static TraceNode *
node_new (SearchTrace *trace, TraceNode *parent, int xy)
{
  TraceNode *node = g_new0 (TraceNode, 1);
  node->xy = xy;
  node->parent = parent;
  node->ply = parent ? parent->ply + 1 : 0;
  node->children = g_ptr_array_new ();
  g_ptr_array_add (trace->nodes, node);
  if (parent)
    g_ptr_array_add (parent->children, node);
  return node;
}

static TraceNode *
child_for (const TraceNode *node, int xy)
{
  for (guint i = 0; node && i < node->children->len; i++) {
    TraceNode *child = g_ptr_array_index (node->children, i);
    if (child->xy == xy)
      return child;
  }
  return NULL;
}

/* A generation of the moves of k, which the search reached from the root
 * by the moves of its undo history. */
static void
record_generation (SearchTrace *trace, const Kyokumen *k, int legal)
{
  /* alpha_beta_generate_moves counts the node before generating; a call
   * that counted nothing came from somewhere else.  (Without the search's
   * AlphaBeta, every generation is taken.) */
  if (trace->ab) {
    if (trace->ab->nodes == trace->last_nodes) {
      trace->direct++;
      return;
    }
    trace->last_nodes = trace->ab->nodes;
  }
  TraceNode *node = trace->root;
  for (int i = 0; i < k->history_length; i++) {
    TraceNode *child = child_for (node, k->history[i].xy);
    node = child ? child : node_new (trace, node, k->history[i].xy);
  }
  if (node->searched && trace->last != node)
    trace->researched = TRUE;
  node->searched = TRUE;
  node->legal = legal;
  trace->last = node;
}

#ifdef HAVE_GENERATE_WRAP
/* The check programs are linked with -Wl,--wrap=kyokumen_generate_moves:
 * every call of the engine's move generator from another file lands here. */
int __real_kyokumen_generate_moves (const Kyokumen *k, Sashite moves[MAX_SASHITE]);
int __wrap_kyokumen_generate_moves (const Kyokumen *k, Sashite moves[MAX_SASHITE]);

int
__wrap_kyokumen_generate_moves (const Kyokumen *k, Sashite moves[MAX_SASHITE])
{
  int legal = __real_kyokumen_generate_moves (k, moves);
  if (active)
    record_generation (active, k, legal);
  return legal;
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
search_trace_start (AlphaBeta *ab)
{
  SearchTrace *trace = g_new0 (SearchTrace, 1);
  trace->ab = ab;
  trace->nodes = g_ptr_array_new ();
  trace->root = node_new (trace, NULL, -1);
  trace->last_nodes = ab ? ab->nodes : 0;
  active = trace;
  return trace;
}

void
search_trace_stop (SearchTrace *trace)
{
  if (active == trace)
    active = NULL;
}

void
search_trace_free (SearchTrace *trace)
{
  if (!trace)
    return;
  search_trace_stop (trace);
  for (guint i = 0; i < trace->nodes->len; i++) {
    TraceNode *node = g_ptr_array_index (trace->nodes, i);
    g_ptr_array_unref (node->children);
    g_free (node);
  }
  g_ptr_array_unref (trace->nodes);
  g_free (trace);
}

guint64
search_trace_direct_calls (const SearchTrace *trace)
{
  return trace->direct;
}

guint64
search_trace_finished_games (const SearchTrace *trace)
{
  guint64 count = 0;
  for (guint i = 0; i < trace->nodes->len; i++) {
    const TraceNode *node = g_ptr_array_index (trace->nodes, i);
    count += node->searched && node->legal == 0;
  }
  return count;
}

gboolean
search_trace_root_tried (const SearchTrace *trace, Sashite move)
{
  const TraceNode *child = child_for (trace->root, move.xy);
  return child && child->searched;
}

gboolean
search_trace_root_searched (const SearchTrace *trace)
{
  return trace->root->searched;
}

/* ----------------------------------------------------------------------
 * The replay: List 1's rules over the recorded tree, in the student's order
 */

typedef struct {
  gboolean no_cut;           /* never stops early */
  gboolean strict_cut;       /* stops only when m > beta */
  gboolean beta_from_alpha;  /* the child's beta is -alpha, not -m */
  gboolean m_from_infinity;  /* m starts at minus infinity, not at alpha */
} Rules;

typedef struct {
  const SearchTrace *trace;
  Kyokumen *k;               /* the position, moved along */
  Rules rules;
  guint stamp;
  guint64 visited;           /* positions these rules search */
  gboolean parted;           /* the record and these rules part somewhere */
  PruningReport *report;     /* where to describe the first parting; may be NULL */
} Replay;

/* The first place where the record and the rules part. */
static void
note_parting (Replay *replay, gboolean went_on, int alpha, int beta, int m, Sashite after, Sashite move)
{
  if (replay->parted)
    return;
  replay->parted = TRUE;
  PruningReport *report = replay->report;
  if (!report)
    return;
  report->where = g_new (Kyokumen, 1);
  *report->where = *replay->k;
  report->where->history_length = 0;
  report->went_on = went_on;
  report->alpha = alpha;
  report->beta = beta;
  report->m = m;
  report->after = after;
  report->move = move;
}

/* The moves of the current position in the student's order: those the
 * record shows first, in its order, then the rest as generated. */
static int
moves_in_student_order (const TraceNode *node, const Kyokumen *k, Sashite ordered[MAX_SASHITE])
{
  Sashite generated[MAX_SASHITE];
  int n = kyokumen_generate_moves (k, generated);
  gboolean taken[MAX_SASHITE] = { FALSE };
  int count = 0;
  for (guint c = 0; node && c < node->children->len; c++) {
    const TraceNode *child = g_ptr_array_index (node->children, c);
    for (int i = 0; i < n; i++) {
      if (!taken[i] && generated[i].xy == child->xy) {
        taken[i] = TRUE;
        ordered[count++] = generated[i];
        break;
      }
    }
  }
  for (int i = 0; i < n; i++)
    if (!taken[i])
      ordered[count++] = generated[i];
  return count;
}

/* How many of node's recorded children were searched. */
static int
searched_children (const TraceNode *node)
{
  int count = 0;
  for (guint c = 0; node && c < node->children->len; c++)
    count += ((const TraceNode *) g_ptr_array_index (node->children, c))->searched;
  return count;
}

/* The value of the current position under the replay's rules, with the
 * window (alpha, beta); node is its record (NULL: never searched). */
static int
replay_value (Replay *replay, TraceNode *node, int depth, int alpha, int beta)
{
  Kyokumen *k = replay->k;
  Sashite moves[MAX_SASHITE];
  int n = moves_in_student_order (node, k, moves);
  replay->visited++;
  if (node)
    node->stamp = replay->stamp;
  if (n == 0)
    return kyokumen_final_score (k) * FINAL_DISC_VALUE;
  if (depth == 0)
    return kyokumen_disc_difference (k);

  int m = replay->rules.m_from_infinity ? -ALPHA_BETA_INFINITY : alpha;
  int tried = 0;
  gboolean cut = FALSE;
  Sashite last = sashite_pass ();
  for (int i = 0; i < n && !cut; i++) {
    TraceNode *child = child_for (node, moves[i].xy);
    gboolean child_searched = child && child->searched;
    kyokumen_make_move (k, moves[i]);
    /* A position that List 1 expands must have been searched; a leaf only
     * when this search is one that generates moves at such leaves. */
    Sashite probe[MAX_SASHITE];
    gboolean required = depth == 1 ? replay->trace->horizon_seen
                        : kyokumen_generate_moves (k, probe) == 0 ? replay->trace->ends_seen
                        : TRUE;
    if (!child_searched && required)
      note_parting (replay, FALSE, alpha, beta, m, last, moves[i]);
    kyokumen_undo_move (k, moves[i]);
    if (replay->parted && !replay->report)
      return m;   /* these rules do not fit; nothing more to learn */

    int child_beta = replay->rules.beta_from_alpha ? -alpha : -m;
    kyokumen_make_move (k, moves[i]);
    int value = -replay_value (replay, child, depth - 1, -beta, child_beta);
    kyokumen_undo_move (k, moves[i]);
    tried++;
    last = moves[i];
    if (value > m) {
      m = value;
      if (!replay->rules.no_cut && (replay->rules.strict_cut ? m > beta : m >= beta))
        cut = TRUE;
    }
  }
  /* Searched beyond the point where these rules stop? */
  if (cut && searched_children (node) > tried) {
    Sashite next = moves[tried];
    note_parting (replay, TRUE, alpha, beta, m, last, next);
  }
  return m;
}

/* Whether the search generates moves at the positions it does not
 * expand, as List 1 does: at the horizon, and at finished games above
 * it.  A search that tells them apart some other way (by
 * kyokumen_is_game_over, say) leaves them out of the record, and then
 * they are not required. */
static void
mark_leaves_seen (SearchTrace *trace, int depth)
{
  trace->horizon_seen = trace->ends_seen = FALSE;
  for (guint i = 0; i < trace->nodes->len; i++) {
    const TraceNode *node = g_ptr_array_index (trace->nodes, i);
    if (!node->searched)
      continue;
    trace->horizon_seen |= node->ply == depth;
    trace->ends_seen |= node->ply < depth && node->legal == 0;
  }
}

/* Whether every searched position was visited by the replay. */
static gboolean
record_within_replay (const SearchTrace *trace, guint stamp)
{
  for (guint i = 0; i < trace->nodes->len; i++) {
    const TraceNode *node = g_ptr_array_index (trace->nodes, i);
    if (node->searched && node->stamp != stamp)
      return FALSE;
  }
  return TRUE;
}

static gboolean
replay_matches (const SearchTrace *trace, const Kyokumen *root, int depth, int alpha, int beta,
                Rules rules, PruningReport *report, guint64 *visited)
{
  static guint stamp;
  Replay replay = { trace, g_new (Kyokumen, 1), rules, ++stamp, 0, FALSE, report };
  *replay.k = *root;
  replay.k->history_length = 0;
  replay_value (&replay, trace->root, depth, alpha, beta);
  g_free (replay.k);
  *visited = replay.visited;
  return !replay.parted && record_within_replay (trace, replay.stamp);
}

void
search_trace_judge_pruning (const SearchTrace *trace, const Kyokumen *root, int depth, int alpha,
                            int beta, PruningReport *report)
{
  memset (report, 0, sizeof *report);
  for (guint i = 0; i < trace->nodes->len; i++)
    report->searched += ((const TraceNode *) g_ptr_array_index (trace->nodes, i))->searched;
  if (!trace->root->searched) {
    report->verdict = PRUNING_NO_TRACE;
    return;
  }
  if (trace->researched) {
    report->verdict = PRUNING_RESEARCHED;
    return;
  }
  mark_leaves_seen ((SearchTrace *) trace, depth);

  const Rules list1 = { FALSE, FALSE, FALSE, FALSE };
  if (replay_matches (trace, root, depth, alpha, beta, list1, report, &report->list1))
    report->fits |= 1u << PRUNING_AS_LIST1;
  /* Some rules search the same positions as List 1 on some windows (with
   * a full window, a beta taken from alpha never narrows: no cut): every
   * rule that fits is noted, and the caller weighs all its searches. */
  static const struct {
    Rules rules;
    PruningVerdict verdict;
  } mistakes[] = {
    { { TRUE, FALSE, FALSE, FALSE }, PRUNING_NO_CUT },
    { { FALSE, TRUE, FALSE, FALSE }, PRUNING_STRICT_CUT },
    { { FALSE, FALSE, TRUE, FALSE }, PRUNING_BETA_FROM_ALPHA },
    { { FALSE, FALSE, FALSE, TRUE }, PRUNING_M_FROM_INFINITY },
  };
  for (guint i = 0; i < G_N_ELEMENTS (mistakes); i++) {
    guint64 visited;
    if (replay_matches (trace, root, depth, alpha, beta, mistakes[i].rules, NULL, &visited))
      report->fits |= 1u << mistakes[i].verdict;
  }
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
