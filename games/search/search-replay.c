/* SPDX-License-Identifier: MIT */
/* search-replay.c: a search's record, and List 1 replayed over it (see
 * search-replay.h for the idea).
 */
#include "search-replay.h"

#include <string.h>

#include "search-tree.h"

void
pruning_report_clear (PruningReport *report)
{
  g_clear_pointer (&report->where, g_free);
  g_clear_pointer (&report->path, g_free);
  g_clear_pointer (&report->children, g_free);
  report->path_length = report->child_count = 0;
}

SearchRecord *
search_record_new (void)
{
  SearchRecord *record = g_new0 (SearchRecord, 1);
  record->nodes = g_ptr_array_new ();
  record->root = g_new0 (RecordNode, 1);
  record->root->move = -1;
  record->root->tree_node = -1;
  record->root->children = g_ptr_array_new ();
  g_ptr_array_add (record->nodes, record->root);
  return record;
}

void
search_record_free (SearchRecord *record)
{
  if (!record)
    return;
  for (guint i = 0; i < record->nodes->len; i++) {
    RecordNode *node = g_ptr_array_index (record->nodes, i);
    g_ptr_array_unref (node->children);
    g_free (node);
  }
  g_ptr_array_unref (record->nodes);
  g_free (record);
}

RecordNode *
record_node_child (const RecordNode *node, int move)
{
  for (guint i = 0; node && i < node->children->len; i++) {
    RecordNode *child = g_ptr_array_index (node->children, i);
    if (child->move == move)
      return child;
  }
  return NULL;
}

RecordNode *
search_record_enter (SearchRecord *record, RecordNode *parent, int move)
{
  RecordNode *child = record_node_child (parent, move);
  if (child)
    return child;
  child = g_new0 (RecordNode, 1);
  child->move = move;
  child->parent = parent;
  child->ply = parent->ply + 1;
  child->tree_node = -1;
  child->children = g_ptr_array_new ();
  g_ptr_array_add (record->nodes, child);
  g_ptr_array_add (parent->children, child);
  return child;
}

guint64
search_record_searched (const SearchRecord *record)
{
  guint64 count = 0;
  for (guint i = 0; i < record->nodes->len; i++)
    count += ((const RecordNode *) g_ptr_array_index (record->nodes, i))->searched;
  return count;
}

guint64
search_record_finished_games (const SearchRecord *record)
{
  guint64 count = 0;
  for (guint i = 0; i < record->nodes->len; i++) {
    const RecordNode *node = g_ptr_array_index (record->nodes, i);
    count += node->searched && node->legal == 0;
  }
  return count;
}

/* ----------------------------------------------------------------------
 * The replay: List 1's rules over the record, in the student's order
 */

typedef int ReplayLine[REPLAY_MAX_PLY];

typedef struct {
  const SearchRecord *record;
  const ReplayGame *game;
  void *position;            /* moved along */
  ReplayRules rules;
  guint stamp;
  gboolean horizon_seen;     /* the search went into positions at the horizon */
  gboolean ends_seen;        /* ... and into finished games above it */
  guint64 visited;           /* positions these rules search */
  gboolean parted;           /* the record and these rules part somewhere */
  PruningReport *report;     /* where to describe the first parting; may be NULL */
  const RecordNode *parting; /* the node of the first parting (once parted) */
  gboolean values_only;      /* no record to follow: List 1's value is wanted */
  /* replay_list1_search only: */
  ReplaySearch *search;      /* what it is asked and found; NULL otherwise */
  SearchTree *trace;         /* the thread's tree, or NULL */
  ReplayLine *lines;         /* the best line below each ply, as List 1 keeps it */
  int *line_lengths;
} Replay;

/* The first place where the record and the rules part. */
static void
note_parting (Replay *replay, const RecordNode *node, gboolean went_on, int alpha, int beta, int m,
              int after, int move)
{
  if (replay->parted)
    return;
  replay->parted = TRUE;
  replay->parting = node;
  PruningReport *report = replay->report;
  if (!report)
    return;
  int length = node ? node->ply : 0;
  report->path = g_new (int, MAX (length, 1));
  report->path_length = length;
  for (const RecordNode *n = node; n && n->parent; n = n->parent)
    report->path[n->ply - 1] = n->move;
  report->where = g_memdup2 (replay->position, replay->game->position_size);
  report->went_on = went_on;
  report->alpha = alpha;
  report->beta = beta;
  report->m = m;
  report->after = after;
  report->move = move;
}

/* The children of the parting node for the tree around it: what List 1
 * made of each (it tried the first `tried`; a value it found is a bound
 * where it fell outside (m, beta), as List 1 returns no more), and
 * whether the student went into it. */
static void
note_children (PruningReport *report, const RecordNode *node, const int *moves, int n, int tried,
               gboolean cut, const int *before, const int *values, int beta)
{
  report->children = g_new0 (PartingChild, MAX (n, 1));
  report->child_count = n;
  for (int i = 0; i < n; i++) {
    PartingChild *c = &report->children[i];
    const RecordNode *child = record_node_child (node, moves[i]);
    c->move = moves[i];
    c->searched = child && child->searched;
    c->student_node = child ? child->tree_node : -1;
    c->student_low = -G_MAXINT;
    c->student_high = G_MAXINT;
    c->list1_tried = i < tried;
    c->list1_cut_after = cut && i == tried - 1;
    c->list1_low = -G_MAXINT;
    c->list1_high = G_MAXINT;
    if (i < tried) {
      c->list1_low = values[i] <= before[i] ? -G_MAXINT : values[i];
      c->list1_high = values[i] >= beta ? G_MAXINT : values[i];
      if (values[i] <= before[i])
        c->list1_high = values[i];
      if (values[i] >= beta)
        c->list1_low = values[i];
    }
  }
}

/* The moves of the current position in the student's order: those the
 * record shows first, in its order, then the rest as generated. */
static int
moves_in_student_order (const Replay *replay, const RecordNode *node, int ordered[REPLAY_MAX_MOVES])
{
  int generated[REPLAY_MAX_MOVES];
  int n = replay->game->moves (replay->position, generated);
  gboolean taken[REPLAY_MAX_MOVES] = { FALSE };
  int count = 0;
  for (guint c = 0; node && c < node->children->len; c++) {
    const RecordNode *child = g_ptr_array_index (node->children, c);
    for (int i = 0; i < n; i++) {
      if (!taken[i] && generated[i] == child->move) {
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
searched_children (const RecordNode *node)
{
  int count = 0;
  for (guint c = 0; node && c < node->children->len; c++)
    count += ((const RecordNode *) g_ptr_array_index (node->children, c))->searched;
  return count;
}

/* List 1's best line at ply: move, then the line below it (the course's
 * alpha_beta_record_best_line, on the replay's own moves). */
static void
keep_line (Replay *replay, int ply, int move)
{
  int below = MIN (replay->line_lengths[ply + 1], REPLAY_MAX_PLY - 1);
  replay->lines[ply][0] = move;
  memcpy (&replay->lines[ply][1], replay->lines[ply + 1], (gsize) below * sizeof (int));
  replay->line_lengths[ply] = below + 1;
}

/* The value of the current position under the replay's rules, with the
 * window (alpha, beta); node is its record (NULL: never searched). */
static int
replay_value (Replay *replay, RecordNode *node, int ply, int depth, int alpha, int beta)
{
  const ReplayGame *game = replay->game;
  void *position = replay->position;
  int moves[REPLAY_MAX_MOVES];
  ReplaySearch *search = replay->search;
  if (search && ((search->stop_requested && g_atomic_int_get (search->stop_requested))
                 || ply >= REPLAY_MAX_PLY - 1)) {
    /* Counted and kept as the node it stopped at, as the other searches do. */
    search->stopped = TRUE;
    search->nodes++;
    if (replay->trace)
      search_tree_stopped (replay->trace, ply, game->side ? game->side (position) : 0);
    return 0;
  }
  int n = moves_in_student_order (replay, node, moves);
  replay->visited++;
  if (node)
    node->stamp = replay->stamp;
  if (search) {
    search->nodes++;
    replay->line_lengths[ply] = 0;
    if (replay->trace)
      search_tree_enter (replay->trace, ply, game->side ? game->side (position) : 0, moves, n);
  }
  if (n == 0 || depth == 0) {
    int value = n == 0 ? game->final_value (position, ply, game->context) : game->horizon_value (position);
    if (search) {
      search->evaluations++;
      if (replay->trace)
        search_tree_evaluation (replay->trace, ply, game->side ? game->side (position) : 0, value);
    }
    return value;
  }

  int m = replay->rules.m_from_infinity ? -game->infinity : alpha;
  int best = -game->infinity;
  int before[REPLAY_MAX_MOVES], values[REPLAY_MAX_MOVES];   /* m before each move, its value */
  int tried = 0;
  gboolean cut = FALSE;
  int last = -1;
  for (int i = 0; i < n && !cut; i++) {
    RecordNode *child = record_node_child (node, moves[i]);
    gboolean child_searched = child && child->searched;
    /* A position that List 1 expands must have been searched; a leaf only
     * when this search is one that goes into such leaves. */
    if (!replay->values_only) {
      /* A look into the child (a game whose rules record the positions
       * played into would record it): only against a record. */
      int probe[REPLAY_MAX_MOVES];
      game->play (position, moves[i]);
      gboolean required = depth == 1 ? replay->horizon_seen
                          : game->moves (position, probe) == 0 ? replay->ends_seen
                          : TRUE;
      game->undo (position, moves[i]);
      if (!child_searched && required)
        note_parting (replay, node, FALSE, alpha, beta, m, last, moves[i]);
    }
    if (replay->parted && !replay->report && !replay->values_only)
      return m;   /* these rules do not fit; nothing more to learn */

    gboolean window_kept = replay->rules.beta_from_alpha
                           || (replay->rules.root_window_kept && ply == 0);
    int child_beta = window_kept ? -alpha : -m;
    game->play (position, moves[i]);
    if (replay->trace)
      search_tree_move (replay->trace, ply, moves[i]);
    before[i] = m;
    int value = -replay_value (replay, child, ply + 1, depth - 1, -beta, child_beta);
    values[i] = value;
    game->undo (position, moves[i]);
    if (search && search->stopped)
      return m;   /* the values below a stop are no answer */
    if (search && (value > m || i == 0))
      keep_line (replay, ply, moves[i]);
    tried++;
    last = moves[i];
    best = MAX (best, value);
    if (value > m || replay->rules.m_from_best) {
      m = replay->rules.m_from_best ? best : value;
      if (replay->rules.cut_on_rise
          || (!replay->rules.no_cut && (replay->rules.strict_cut ? m > beta : m >= beta)))
        cut = TRUE;
    }
    if (replay->rules.first_only)
      cut = TRUE;
  }
  /* Searched beyond the point where these rules stop? */
  if (cut && searched_children (node) > tried)
    note_parting (replay, node, TRUE, alpha, beta, m, last, moves[tried]);
  if (replay->report && replay->parted && replay->parting == node && !replay->report->children)
    note_children (replay->report, node, moves, n, tried, cut, before, values, beta);
  return replay->rules.fail_soft ? best : m;
}

/* Whether every searched position was visited by the replay. */
static gboolean
record_within_replay (const SearchRecord *record, guint stamp)
{
  for (guint i = 0; i < record->nodes->len; i++) {
    const RecordNode *node = g_ptr_array_index (record->nodes, i);
    if (node->searched && node->stamp != stamp)
      return FALSE;
  }
  return TRUE;
}

static guint stamp;

int
replay_list1_value (const ReplayGame *game, const void *root, int depth, int alpha, int beta)
{
  SearchRecord *record = search_record_new ();
  Replay replay = { .record = record, .game = game, .stamp = ++stamp, .values_only = TRUE };
  replay.position = g_memdup2 (root, game->position_size);
  int value = replay_value (&replay, NULL, 0, depth, alpha, beta);
  g_free (replay.position);
  search_record_free (record);
  return value;
}

void
replay_list1_search (const ReplayGame *game, const void *root, ReplaySearch *search)
{
  SearchRecord *record = search_record_new ();
  Replay replay = { .record = record, .game = game, .stamp = ++stamp, .values_only = TRUE,
                    .rules = search->rules, .search = search, .trace = search_tree_active () };
  search->nodes = search->evaluations = 0;
  search->stopped = FALSE;
  search->line_length = 0;
  replay.lines = g_new (ReplayLine, REPLAY_MAX_PLY);
  replay.line_lengths = g_new0 (int, REPLAY_MAX_PLY);
  if (replay.trace) {
    search_tree_begin (replay.trace, game->method ? game->method : "List 1 alpha-beta",
                       SEARCH_TREE_VIEW_SIDE_TO_MOVE);
    /* Its windows are derived as List 1 passes them down, from the root's. */
    search_tree_set_root_window (replay.trace, search->alpha <= -game->infinity ? -SEARCH_TREE_INFINITY : search->alpha,
                                 search->beta >= game->infinity ? SEARCH_TREE_INFINITY : search->beta);
  }
  replay.position = g_memdup2 (root, game->position_size);
  search->value = replay_value (&replay, NULL, 0, search->depth, search->alpha, search->beta);
  if (!search->stopped) {
    search->line_length = replay.line_lengths[0];
    memcpy (search->line, replay.lines[0], (gsize) search->line_length * sizeof (int));
  }
  g_free (replay.position);
  g_free (replay.lines);
  g_free (replay.line_lengths);
  search_record_free (record);
}

gboolean
search_record_replay (const SearchRecord *record, const ReplayGame *game, const void *root,
                      int depth, int alpha, int beta, ReplayRules rules, PruningReport *report,
                      guint64 *visited)
{
  Replay replay = { .record = record, .game = game, .rules = rules, .stamp = ++stamp, .report = report };
  replay.position = g_memdup2 (root, game->position_size);
  /* Whether the search goes into the positions it does not expand, as
   * List 1 does: at the horizon, and finished games above it.  A search
   * that tells them apart some other way leaves them out of the record,
   * and then they are not required. */
  for (guint i = 0; i < record->nodes->len; i++) {
    const RecordNode *node = g_ptr_array_index (record->nodes, i);
    if (!node->searched)
      continue;
    replay.horizon_seen |= node->ply == depth;
    replay.ends_seen |= node->ply < depth && node->legal == 0;
  }
  replay_value (&replay, record->root, 0, depth, alpha, beta);
  g_free (replay.position);
  *visited = replay.visited;
  return !replay.parted && record_within_replay (record, replay.stamp);
}
