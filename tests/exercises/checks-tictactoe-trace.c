/* SPDX-License-Identifier: MIT */
/* checks-tictactoe-trace.c: watching a student's tic-tac-toe search
 * (see checks-tictactoe-trace.h).
 */
#include "checks-tictactoe-trace.h"

#include <setjmp.h>
#include <string.h>

/* Matoike's depth is counted from the machine's root move; replays never reach
 * a horizon, since the searches go to the end of the game. */
#define NO_HORIZON 64

typedef struct {
  SearchRecord *record;
  RecordNode *cursor;       /* the position the board is in */
  TicTacToeRun *run;
  guint64 limit;            /* moves allowed before the search is stopped */
  guint64 entries;          /* moves made so far: the clock of last_entry */
  sigjmp_buf escape;
} Recorder;

static Recorder *recording;

#ifdef HAVE_TICTACTOE_WRAP
/* The check programs are linked with --wrap=tictactoe_play and
 * --wrap=tictactoe_undo: every call from another file lands here. */
void __real_tictactoe_play (TicTacToe *t, int cell);
void __real_tictactoe_undo (TicTacToe *t, int cell);
void __wrap_tictactoe_play (TicTacToe *t, int cell);
void __wrap_tictactoe_undo (TicTacToe *t, int cell);

void
__wrap_tictactoe_play (TicTacToe *t, int cell)
{
  Recorder *r = recording;
  if (!r) {
    __real_tictactoe_play (t, cell);
    return;
  }
  TicTacToeRun *run = r->run;
  if (cell < 0 || cell >= TICTACTOE_CELLS) {
    run->taken = TRUE;   /* not a cell at all: stop before it writes anywhere */
    siglongjmp (r->escape, 1);
  }
  run->taken |= t->cell[cell] != TICTACTOE_EMPTY;
  run->plays_on |= tictactoe_is_over (t);
  if (++run->plays > r->limit) {
    run->runaway = TRUE;
    siglongjmp (r->escape, 1);
  }
  /* The position the board is in goes on to a child: it is searched (a
   * visit that goes no further is a look, such as trying a cell to see
   * whether it wins). */
  if (!r->cursor->entry_counted) {
    r->cursor->entry_counted = TRUE;
    r->cursor->searches++;
    r->cursor->search_entry = r->cursor->last_entry;
  }
  RecordNode *child = search_record_enter (r->record, r->cursor, cell);
  child->last_entry = ++r->entries;
  child->entry_counted = FALSE;
  __real_tictactoe_play (t, cell);
  int moves[TICTACTOE_CELLS];
  child->legal = tictactoe_generate_moves (t, moves);
  r->cursor = child;
}

void
__wrap_tictactoe_undo (TicTacToe *t, int cell)
{
  __real_tictactoe_undo (t, cell);
  Recorder *r = recording;
  if (!r)
    return;
  if (r->cursor->parent && r->cursor->move == cell)
    r->cursor = r->cursor->parent;
  else
    r->run->bad_undo = TRUE;
}
#endif

gboolean
tictactoe_trace_available (void)
{
#ifdef HAVE_TICTACTOE_WRAP
  return TRUE;
#else
  return FALSE;
#endif
}

/* When a child was searched, for the order of the children: the visit
 * that went on from it (the last visit of a finished game); children that
 * were only looked at come after the searched ones. */
static guint64
search_time (const RecordNode *node)
{
  if (!node->searched)
    return G_MAXUINT64 / 2 + node->last_entry;
  return node->legal == 0 ? node->last_entry : node->search_entry;
}

static gint
by_search_time (gconstpointer a, gconstpointer b)
{
  guint64 x = search_time (*(RecordNode *const *) a), y = search_time (*(RecordNode *const *) b);
  return x < y ? -1 : x > y;
}

/* What the moves say about the search: a position is searched when the
 * search went on from it to a child, or when it is a finished game it
 * went into; it was searched twice when the search went on from it in two
 * visits.  A visit that goes no further is a look (trying a cell to see
 * whether it wins, say), and the children are in the order they were
 * searched in. */
static void
finish_record (SearchRecord *record, TicTacToeRun *run)
{
  for (guint i = 0; i < record->nodes->len; i++) {
    RecordNode *node = g_ptr_array_index (record->nodes, i);
    node->searched = !node->parent || node->searches > 0 || node->legal == 0;
    run->researched |= node->searches > 1;
  }
  for (guint i = 0; i < record->nodes->len; i++) {
    RecordNode *node = g_ptr_array_index (record->nodes, i);
    g_ptr_array_sort (node->children, by_search_time);
  }
}

void
tictactoe_run (const ExerciseFunctions *f, const TicTacToeCase *c, gboolean alpha_beta,
               TicTacToeRun *run)
{
  memset (run, 0, sizeof *run);
  TicTacToe *t = g_new (TicTacToe, 1);
  *t = c->position;
  Recorder *r = g_new0 (Recorder, 1);
  r->run = run;
  r->record = search_record_new ();
  r->cursor = r->record->root;
  r->record->root->searched = TRUE;
  int moves[TICTACTOE_CELLS];
  r->record->root->legal = tictactoe_generate_moves (t, moves);
  r->limit = 20 * c->nodes + 1000;
  /* Without the trace the rules count the moves (tictactoe_count_moves). */
  TicTacToeCounts counts = { 0 };
  tictactoe_count_moves (&counts);
  gboolean maximizing = TICTACTOE_MARK_OF_SIDE (t->to_move) == c->machine;

  recording = tictactoe_trace_available () ? r : NULL;
  if (sigsetjmp (r->escape, 0) == 0) {
    if (c->kind == TTT_ROOT)
      run->move = alpha_beta ? f->tictactoe_alpha_beta_move (t, &run->value)
                             : f->tictactoe_minimax_move (t, &run->value);
    else if (alpha_beta)
      run->value = f->tictactoe_alpha_beta (t, c->machine, c->depth, maximizing, c->alpha, c->beta);
    else
      run->value = f->tictactoe_minimax (t, c->machine, c->depth, maximizing);
  }
  recording = NULL;
  tictactoe_count_moves (NULL);

  if (!tictactoe_trace_available ())
    run->plays = counts.nodes;
  run->changed = memcmp (t, &c->position, sizeof *t) != 0;
  run->record = tictactoe_trace_available () ? r->record : NULL;
  if (run->record)
    finish_record (run->record, run);
  else
    search_record_free (r->record);
  g_free (r);
  g_free (t);
}

void
tictactoe_run_clear (TicTacToeRun *run)
{
  search_record_free (run->record);
  run->record = NULL;
}

gboolean
tictactoe_run_replay (const TicTacToeRun *run, const TicTacToeCase *c, ReplayRules rules,
                      PruningReport *report, guint64 *visited)
{
  /* The root functions start before the machine's move: its children are
   * at depth 0. */
  const TicTacToeReplayContext context = { c->machine, c->kind == TTT_ROOT ? -1 : c->depth };
  ReplayGame game;
  tictactoe_replay_game (&game, &context);
  /* The window from the machine's view, seen from the side to move. */
  int alpha = c->kind == TTT_WINDOW ? c->alpha : -TICTACTOE_INFINITY;
  int beta = c->kind == TTT_WINDOW ? c->beta : TICTACTOE_INFINITY;
  if (TICTACTOE_MARK_OF_SIDE (c->position.to_move) != c->machine) {
    int swap = alpha;
    alpha = -beta;
    beta = -swap;
  }
  return search_record_replay (run->record, &game, &c->position, NO_HORIZON, alpha, beta, rules,
                               report, visited);
}

/* The rules that may fit t2's search: Matoike's (List 1) and each with
 * one known mistake. */
static const struct {
  ReplayRules rules;
  PruningVerdict verdict;
} t2_rules[] = {
  { { .no_cut = FALSE }, PRUNING_AS_LIST1 },
  { { .no_cut = TRUE }, PRUNING_NO_CUT },
  { { .strict_cut = TRUE }, PRUNING_STRICT_CUT },
  { { .beta_from_alpha = TRUE }, PRUNING_BETA_FROM_ALPHA },
  { { .m_from_best = TRUE }, PRUNING_M_FROM_BEST },
};

guint
tictactoe_run_fits (const TicTacToeRun *run, const TicTacToeCase *c, gboolean *root_full,
                    gboolean *root_carried, guint64 *visited)
{
  guint fits = 0;
  for (guint i = 0; i < G_N_ELEMENTS (t2_rules); i++) {
    /* Each rule fail-hard and fail-soft (the same positions, but with a
     * strict cut), and for the root functions with either root window. */
    for (int variant = 0; variant < 4; variant++) {
      gboolean full = variant & 1, soft = variant >> 1;
      if (full && c->kind != TTT_ROOT)
        continue;
      ReplayRules rules = t2_rules[i].rules;
      rules.root_window_kept = full;
      rules.fail_soft = soft;
      guint64 seen = 0;
      if (!tictactoe_run_replay (run, c, rules, NULL, &seen))
        continue;
      fits |= 1u << t2_rules[i].verdict;
      if (t2_rules[i].verdict == PRUNING_AS_LIST1) {
        *visited = seen;
        *(full ? root_full : root_carried) = TRUE;
      }
    }
  }
  return fits;
}

/* The board of a recorded node: the case's position and the moves to it. */
static void
node_board (const RecordNode *node, const TicTacToe *root, TicTacToe *board)
{
  if (!node->parent) {
    *board = *root;
    return;
  }
  node_board (node->parent, root, board);
  tictactoe_play (board, node->move);
}

gboolean
tictactoe_run_skipped (const TicTacToeRun *run, const TicTacToeCase *c, TicTacToe *where,
                       int *tried, int *cells)
{
  for (guint i = 0; run->record && i < run->record->nodes->len; i++) {
    const RecordNode *node = g_ptr_array_index (run->record->nodes, i);
    if (!node->searched || node->legal == 0)
      continue;
    int entered = 0;
    for (guint k = 0; k < node->children->len; k++)
      entered += ((const RecordNode *) g_ptr_array_index (node->children, k))->searched;
    if (entered < node->legal) {
      node_board (node, &c->position, where);
      *tried = entered;
      *cells = node->legal;
      return TRUE;
    }
  }
  return FALSE;
}
