/* SPDX-License-Identifier: MIT */
/* game-search.c: minimax, the course's alpha-beta negamax, and alpha-beta
 * with move ordering and a transposition table, over any GameRules.
 *
 * The searches use copy-make: the position of ply p lives in frame p and
 * its children are written into frame p + 1, so every ancestor of the
 * position being searched is still there (a game may point back to it).
 * Frames are allocated when a ply is first reached and kept for the rest
 * of the search.
 */
#include "game-search.h"

#include <string.h>

#include "search-tree.h"

/* ---- the transposition table ---------------------------------------- */

typedef enum {
  BOUND_EXACT,
  BOUND_LOWER,   /* the value is at least the stored one (a beta cut) */
  BOUND_UPPER,   /* the value is at most the stored one (all moves failed low) */
} Bound;

typedef struct {
  guint64 key;
  int value;
  int depth;        /* remaining depth searched; G_MAXINT: to the end */
  int best_move;    /* in the frame of the canonical image; GAME_MOVE_NONE */
  guint8 bound;
  guint8 used;
} TableEntry;

struct GameTable {
  TableEntry *entries;
  guint64 mask;
};

GameTable *
game_table_new (int bits)
{
  bits = CLAMP (bits, 4, 28);
  GameTable *table = g_new0 (GameTable, 1);
  table->entries = g_new0 (TableEntry, (gsize) 1 << bits);
  table->mask = ((guint64) 1 << bits) - 1;
  return table;
}

void
game_table_clear (GameTable *table)
{
  memset (table->entries, 0, (gsize) (table->mask + 1) * sizeof (TableEntry));
}

void
game_table_free (GameTable *table)
{
  if (!table)
    return;
  g_free (table->entries);
  g_free (table);
}

/* ---- the search state ------------------------------------------------ */

typedef struct {
  void *position;             /* ply 0: the caller's root, not owned */
  int *line;                  /* best line from this ply */
  int line_length;
  int line_capacity;
} Frame;

typedef struct {
  const GameRules *rules;
  const GameSearchOptions *options;
  GPtrArray *frames;          /* Frame *, index = ply */
  GameTable *table;
  GameSearchCounts counts;
  gboolean stopped;
  gboolean runaway;
  SearchTree *trace;         /* the thread's active trace, or NULL */
} Search;

static void
frame_free (gpointer data)
{
  Frame *frame = data;
  g_free (frame->line);
  g_free (frame);
}

static Frame *
frame_at (Search *s, int ply)
{
  while ((int) s->frames->len <= ply) {
    Frame *frame = g_new0 (Frame, 1);
    frame->position = g_malloc0 (s->rules->position_size);
    frame->line_capacity = 16;
    frame->line = g_new (int, frame->line_capacity);
    g_ptr_array_add (s->frames, frame);
  }
  return g_ptr_array_index (s->frames, ply);
}

/* Starts every node: counts it and watches for a stop.  Returns FALSE
 * when the search must unwind. */
static gboolean
enter_node (Search *s, int ply)
{
  s->counts.nodes++;
  frame_at (s, ply)->line_length = 0;
  if (ply >= GAME_SEARCH_MAX_PLY) {
    s->runaway = TRUE;
    s->stopped = TRUE;
  }
  const GameSearchOptions *o = s->options;
  if (o->stop_requested && g_atomic_int_get (o->stop_requested))
    s->stopped = TRUE;
  if (o->node_limit > 0 && s->counts.nodes > o->node_limit)
    s->stopped = TRUE;
  /* Counted, so traced too (not where the search ran away). */
  if (G_UNLIKELY (s->trace) && s->stopped && !s->runaway)
    search_tree_stopped (s->trace, ply, s->rules->side_to_move (s->rules, frame_at (s, ply)->position));
  return !s->stopped;
}

/* The line of ply is move followed by the line of ply + 1. */
static void
record_line (Search *s, int ply, int move)
{
  if (s->stopped)
    return;
  Frame *frame = frame_at (s, ply);
  Frame *child = frame_at (s, ply + 1);
  int length = MIN (child->line_length + 1, GAME_SEARCH_MAX_LINE);
  if (length > frame->line_capacity) {
    frame->line_capacity = MAX (length, 2 * frame->line_capacity);
    frame->line = g_renew (int, frame->line, frame->line_capacity);
  }
  frame->line[0] = move;
  memcpy (frame->line + 1, child->line, (gsize) (length - 1) * sizeof (int));
  frame->line_length = length;
}

/* The trace hooks: a node's moves (and its window, where the search has
 * one), an evaluation.  Without a trace each costs one branch; the
 * recording is out of line, so the search's own code stays as tight. */
static G_GNUC_NO_INLINE void
record_node (Search *s, int ply, const void *position, const int *moves, int count)
{
  search_tree_enter (s->trace, ply, s->rules->side_to_move (s->rules, position), moves, count);
}

static G_GNUC_NO_INLINE void
record_evaluation (Search *s, int ply, const void *position, int value)
{
  search_tree_evaluation (s->trace, ply, s->rules->side_to_move (s->rules, position), value);
}

static inline void
trace_node (Search *s, int ply, const void *position, const int *moves, int count)
{
  if (G_UNLIKELY (s->trace))
    record_node (s, ply, position, moves, count);
}

/* The search's infinities are the trace's (drawn as ∞). */
static int
trace_bound (int value)
{
  return value >= GAME_SEARCH_INFINITY    ? SEARCH_TREE_INFINITY
         : value <= -GAME_SEARCH_INFINITY ? -SEARCH_TREE_INFINITY
                                          : value;
}

static inline void
trace_window (Search *s, int ply, int alpha, int beta)
{
  if (G_UNLIKELY (s->trace))
    search_tree_window (s->trace, ply, trace_bound (alpha), trace_bound (beta));
}

static inline int
trace_value (Search *s, int ply, const void *position, int value)
{
  if (G_UNLIKELY (s->trace))
    record_evaluation (s, ply, position, value);
  return value;
}

static int
final_value (Search *s, int ply, const void *position)
{
  s->counts.evaluations++;
  return trace_value (s, ply, position, s->rules->final_value (s->rules, position));
}

static int
evaluate (Search *s, int ply, const void *position)
{
  s->counts.evaluations++;
  return trace_value (s, ply, position, s->rules->evaluate (s->rules, position));
}

/* Makes move i of the position at ply into the frame of ply + 1 and says
 * whether the side to move stays the same (an extra turn). */
static void *
make_child (Search *s, int ply, int move, gboolean *same_side)
{
  const GameRules *rules = s->rules;
  const void *parent = frame_at (s, ply)->position;
  void *child = frame_at (s, ply + 1)->position;
  rules->make_move (rules, parent, move, child);
  if (G_UNLIKELY (s->trace))
    search_tree_move (s->trace, ply, move);
  *same_side = rules->side_to_move (rules, child) == rules->side_to_move (rules, parent);
  return child;
}

/* ---- minimax --------------------------------------------------------- */

/* A side to move's value turned into the first player's view. */
static int
first_view (int side, int value)
{
  return side == GAME_FIRST_SIDE ? value : -value;
}

/* The value of the position at ply from the first player's view: the
 * first player takes the largest child, the second the smallest.  This is
 * minimax as it is first taught, the two sides kept apart. */
static int
minimax (Search *s, int ply, int depth)
{
  const GameRules *rules = s->rules;
  const void *position = frame_at (s, ply)->position;
  if (!enter_node (s, ply))
    return 0;

  int side = rules->side_to_move (rules, position);
  int moves[GAME_MAX_MOVES];
  int count = rules->generate_moves (rules, position, moves);
  trace_node (s, ply, position, moves, count);
  if (count == 0)
    return first_view (side, final_value (s, ply, position));
  if (depth == 0)
    return first_view (side, evaluate (s, ply, position));

  gboolean maximise = side == GAME_FIRST_SIDE;
  int best = maximise ? -GAME_SEARCH_INFINITY : GAME_SEARCH_INFINITY;
  for (int i = 0; i < count; i++) {
    gboolean same_side;
    make_child (s, ply, moves[i], &same_side);
    int value = minimax (s, ply + 1, same_side ? depth : depth - 1);
    if (s->stopped)
      return 0;
    /* Strictly better only: the first of equal moves is kept. */
    if (maximise ? value > best : value < best) {
      best = value;
      record_line (s, ply, moves[i]);
    }
  }
  return best;
}

/* ---- the course's negamax alpha-beta ---------------------------------- */

/* The course's List 1: generate the moves; a finished game is scored, a
 * position at depth 0 evaluated; otherwise each move is searched with the
 * window (m, beta) seen from the other side, and a value reaching beta
 * cuts the node.  An extra turn is searched from the same side's view. */
static int
alpha_beta (Search *s, int ply, int depth, int alpha, int beta)
{
  const GameRules *rules = s->rules;
  const void *position = frame_at (s, ply)->position;
  if (!enter_node (s, ply))
    return 0;

  int moves[GAME_MAX_MOVES];
  int count = rules->generate_moves (rules, position, moves);
  trace_node (s, ply, position, moves, count);
  trace_window (s, ply, alpha, beta);
  if (count == 0)
    return final_value (s, ply, position);
  if (depth == 0)
    return evaluate (s, ply, position);

  int m = alpha;
  for (int i = 0; i < count; i++) {
    gboolean same_side;
    make_child (s, ply, moves[i], &same_side);
    int value = same_side ? alpha_beta (s, ply + 1, depth, m, beta)
                          : -alpha_beta (s, ply + 1, depth - 1, -beta, -m);
    if (s->stopped)
      return 0;
    if (value > m || i == 0)
      record_line (s, ply, moves[i]);
    if (value > m) {
      m = value;
      if (m >= beta)
        return m;   /* beta cut */
    }
  }
  return m;
}

/* ---- alpha-beta with ordering and a table ----------------------------- */

/* Depth as the table stores it: a search to the end is exact at any depth. */
static int
table_depth (int depth)
{
  return depth >= GAME_SEARCH_TO_END / 2 ? G_MAXINT : depth;
}

/* The key of position and the symmetry that gives it: the smallest hash
 * over the symmetries, so a position and its mirror images share it. */
static guint64
canonical_key (Search *s, const void *position, int *symmetry)
{
  const GameRules *rules = s->rules;
  int count = s->options->use_symmetry ? rules->symmetry_count : 1;
  guint64 best = rules->hash (rules, position, 0);
  *symmetry = 0;
  for (int sym = 1; sym < count; sym++) {
    guint64 key = rules->hash (rules, position, sym);
    if (key < best) {
      best = key;
      *symmetry = sym;
    }
  }
  return best;
}

/* A move of the position in the frame of its canonical image, and back:
 * the stored move is found among the position's own moves by mapping
 * each of them forward (no inverse symmetry needed). */
static int
to_canonical (Search *s, int symmetry, int move)
{
  if (symmetry == 0 || move == GAME_MOVE_NONE)
    return move;
  return s->rules->symmetric_move (s->rules, symmetry, move);
}

static int
find_table_move (Search *s, int symmetry, int stored, const int *moves, int count)
{
  if (stored == GAME_MOVE_NONE)
    return -1;
  for (int i = 0; i < count; i++)
    if (to_canonical (s, symmetry, moves[i]) == stored)
      return i;
  return -1;
}

/* Puts the table's move first, then the rest by the game's move_order,
 * highest first; equal priorities keep the natural order (a stable
 * insertion sort: there are few moves). */
static void
order_moves (Search *s, const void *position, int *moves, int count, int first)
{
  const GameRules *rules = s->rules;
  int priority[GAME_MAX_MOVES];
  for (int i = 0; i < count; i++)
    priority[i] = rules->move_order ? rules->move_order (rules, position, moves[i]) : 0;
  if (first >= 0)
    priority[first] = G_MAXINT;
  for (int i = 1; i < count; i++) {
    int move = moves[i], p = priority[i], j = i;
    while (j > 0 && priority[j - 1] < p) {
      moves[j] = moves[j - 1];
      priority[j] = priority[j - 1];
      j--;
    }
    moves[j] = move;
    priority[j] = p;
  }
}

/* Like alpha_beta, with the moves ordered and the table consulted and
 * filled.  *reach receives how many plies above this node the result
 * depends on (a repetition in a path-dependent game); only results that
 * reach no higher than the node itself are stored. */
static int
ordered (Search *s, int ply, int depth, int alpha, int beta, int *reach)
{
  const GameRules *rules = s->rules;
  const void *position = frame_at (s, ply)->position;
  *reach = 0;
  if (!enter_node (s, ply))
    return 0;

  int moves[GAME_MAX_MOVES];
  int count = rules->generate_moves (rules, position, moves);
  trace_node (s, ply, position, moves, count);
  trace_window (s, ply, alpha, beta);
  if (rules->path_dependence)
    *reach = rules->path_dependence (rules, position);
  if (count == 0)
    return final_value (s, ply, position);
  if (depth == 0)
    return evaluate (s, ply, position);

  TableEntry *entry = NULL;
  int symmetry = 0;
  guint64 key = 0;
  int first = -1;
  if (s->table) {
    key = canonical_key (s, position, &symmetry);
    entry = &s->table->entries[key & s->table->mask];
    s->counts.table_probes++;
    if (entry->used && entry->key == key) {
      s->counts.table_hits++;
      /* The root is always searched, so that it has a best line. */
      if (ply > 0 && entry->depth >= table_depth (depth)
          && (entry->bound == BOUND_EXACT
              || (entry->bound == BOUND_LOWER && entry->value >= beta)
              || (entry->bound == BOUND_UPPER && entry->value <= alpha))) {
        s->counts.table_cutoffs++;
        if (G_UNLIKELY (s->trace))
          search_tree_table_value (s->trace, ply, entry->value);
        return entry->value;
      }
      first = find_table_move (s, symmetry, entry->best_move, moves, count);
    }
  }
  order_moves (s, position, moves, count, first);

  int m = alpha, best_move = GAME_MOVE_NONE;
  for (int i = 0; i < count; i++) {
    gboolean same_side;
    int child_reach;
    make_child (s, ply, moves[i], &same_side);
    int value = same_side ? ordered (s, ply + 1, depth, m, beta, &child_reach)
                          : -ordered (s, ply + 1, depth - 1, -beta, -m, &child_reach);
    if (s->stopped)
      return 0;
    *reach = MAX (*reach, child_reach - 1);
    if (value > m || i == 0)
      record_line (s, ply, moves[i]);
    if (value > m) {
      m = value;
      best_move = moves[i];
      if (m >= beta)
        break;   /* beta cut */
    }
  }

  if (s->table && *reach == 0) {
    entry->used = TRUE;
    entry->key = key;
    entry->value = m;
    entry->depth = table_depth (depth);
    entry->best_move = to_canonical (s, symmetry, best_move);
    entry->bound = m >= beta ? BOUND_LOWER : m <= alpha ? BOUND_UPPER : BOUND_EXACT;
  }
  return m;
}

/* ---- running a search ------------------------------------------------ */

void
game_search_options_init (GameSearchOptions *options, GameSearchMethod method, int depth)
{
  *options = (GameSearchOptions) {
    .method = method,
    .depth = depth,
    .alpha = -GAME_SEARCH_INFINITY,
    .beta = GAME_SEARCH_INFINITY,
    .use_symmetry = TRUE,
    .iterative_deepening = FALSE,
    .table_bits = 20,
  };
}

/* One search to depth; the counts add up in s. */
static int
search_once (Search *s, int depth)
{
  const GameSearchOptions *o = s->options;
  switch (o->method) {
  case GAME_SEARCH_MINIMAX: {
    const void *root = frame_at (s, 0)->position;
    int side = s->rules->side_to_move (s->rules, root);
    return first_view (side, minimax (s, 0, depth));
  }
  case GAME_SEARCH_ALPHA_BETA:
    return alpha_beta (s, 0, depth, o->alpha, o->beta);
  case GAME_SEARCH_ORDERED:
  default: {
    int reach;
    return ordered (s, 0, depth, o->alpha, o->beta, &reach);
  }
  }
}

static void
copy_line (Search *s, GameSearchResult *result)
{
  Frame *root = frame_at (s, 0);
  result->line_length = MIN (root->line_length, GAME_SEARCH_MAX_LINE);
  memcpy (result->line, root->line, (gsize) result->line_length * sizeof (int));
  result->best_move = result->line_length > 0 ? result->line[0] : GAME_MOVE_NONE;
}

int
game_search (const GameRules *rules, const void *root, const GameSearchOptions *options,
             GameSearchResult *result)
{
  Search s = {
    .rules = rules,
    .options = options,
    .frames = g_ptr_array_new_with_free_func (frame_free),
    .trace = search_tree_active (),
  };
  if (s.trace)
    search_tree_begin (s.trace, game_search_method_name (options->method),
                        options->method == GAME_SEARCH_MINIMAX ? SEARCH_TREE_VIEW_FIRST_SIDE
                                                               : SEARCH_TREE_VIEW_SIDE_TO_MOVE);
  /* The root frame holds the caller's position, which is not ours to free. */
  Frame *root_frame = g_new0 (Frame, 1);
  root_frame->position = (void *) root;
  root_frame->line_capacity = 16;
  root_frame->line = g_new (int, root_frame->line_capacity);
  g_ptr_array_add (s.frames, root_frame);

  GameTable *own_table = NULL;
  if (options->method == GAME_SEARCH_ORDERED && rules->hash) {
    s.table = options->table;
    if (!s.table)
      s.table = own_table = game_table_new (options->table_bits);
  }

  memset (result, 0, sizeof *result);
  result->best_move = GAME_MOVE_NONE;

  gboolean deepen = options->method == GAME_SEARCH_ORDERED && options->iterative_deepening
                    && options->depth < GAME_SEARCH_TO_END / 2;
  int first_depth = deepen ? MIN (1, options->depth) : options->depth;
  for (int depth = first_depth; depth <= options->depth; depth++) {
    int value = search_once (&s, depth);
    if (s.stopped)
      break;
    result->value = value;
    result->depth_completed = depth;
    copy_line (&s, result);
  }

  result->counts = s.counts;
  result->stopped = s.stopped;
  if (s.trace)
    search_tree_set_line (s.trace, result->line, result->line_length);
  result->runaway = s.runaway;

  /* Every frame but the root owns its position block. */
  for (guint ply = 1; ply < s.frames->len; ply++)
    g_free (((Frame *) g_ptr_array_index (s.frames, ply))->position);
  g_ptr_array_unref (s.frames);
  game_table_free (own_table);
  return result->value;
}

const char *
game_search_method_name (GameSearchMethod method)
{
  switch (method) {
  case GAME_SEARCH_MINIMAX: return "minimax";
  case GAME_SEARCH_ALPHA_BETA: return "alpha-beta";
  case GAME_SEARCH_ORDERED: return "ordered";
  default: return "?";
  }
}

gboolean
game_search_method_from_name (const char *name, GameSearchMethod *method)
{
  if (g_strcmp0 (name, "minimax") == 0)
    *method = GAME_SEARCH_MINIMAX;
  else if (g_strcmp0 (name, "alpha-beta") == 0 || g_strcmp0 (name, "alphabeta") == 0)
    *method = GAME_SEARCH_ALPHA_BETA;
  else if (g_strcmp0 (name, "ordered") == 0)
    *method = GAME_SEARCH_ORDERED;
  else
    return FALSE;
  return TRUE;
}
