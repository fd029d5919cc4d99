/* SPDX-License-Identifier: MIT */
/* go-proof.c: checking a solver's answer by its proof graph (go-proof.h).
 *
 * Why a graph that passes proves the answer.  Let the prover play, at a
 * position of the game, the node's move (mapped back from the node's
 * mirror image), until the first position where it wins by passing
 * forever, and then pass forever.  Follow any line of the real game:
 *
 *   - While it stays in the graph, the prover's lead at each position is
 *     at least its node's need: true at the root, and each move keeps it,
 *     since a child's need is at most its parent's need plus what the
 *     move changed (the change is the same at any lead).
 *   - A line that ends by two passes ends at a leaf counted at its need;
 *     a larger lead only helps.
 *   - A line that repeats a position (the game ends there) has gone round
 *     a closed walk of the graph from that position's node to itself (a
 *     mirror image is the same node), and the prisoner difference changed
 *     by the sum of the walk's edges.  A closed walk is made of cycles;
 *     each goes the prover's way (the cycle check), so the sum does, and
 *     so does the repetition's result.  A position of the game before the
 *     root is checked at the node's need, the worst lead a line can bring.
 *   - A line that reaches a position where the prover wins by passing
 *     forever: the prover passes from there on.  The margin never falls
 *     along such a game and no position of it repeats another of it
 *     (go-solver.c, pass_forever_margin).  A position P earlier on the
 *     line had a margin below the one that settles (this is the first
 *     such position), and the game before the root too (the history
 *     test): a repetition of P would have the same stones, so the
 *     prisoner difference has grown by the margin's rise, which goes the
 *     prover's way.  Graph leaves settled this way are settled at their
 *     need; at a larger lead the prover switches no later.
 *
 * Every line of the game ends (a repetition ends it at the latest), so
 * every line ends the prover's way.  The solver's table and search choose
 * the prover's moves and nothing else: a wrong guide makes the check
 * fail, never pass.
 */
#include "go-proof.h"

#include <limits.h>
#include <string.h>

#include "go-move-order.h"
#include "go-score.h"

/* move of a node that has none: an opponent's node, a leaf. */
#define NO_CHOICE 0xFF
/* checked of a node not checked yet. */
#define NOT_CHECKED INT8_MIN
/* The most rounds of mending cycles against the prover in one check
 * (each round mends every cycle the graph has then). */
#define MAX_REPAIR_ROUNDS 100
/* The lowest need followed: below it, cycles that lose the prover's lead
 * round after round (the cycle check would refuse them anyway). */
#define NEED_FLOOR (-100)
#define NEED_CEILING 100
/* The largest graph whose edges, rebuilt in part after mending, are
 * checked against a full rebuild (where assertions are on). */
#define EDGES_CHECKED_UP_TO 100000

typedef struct {
  uint64_t key;       /* go_solver_canonical's key */
  int8_t need;        /* the prover's least lead (prisoner difference, prover's side) */
  int8_t checked;     /* the need its moves were last checked at */
  uint8_t move;       /* the prover's move in the key's orientation, or NO_CHOICE */
  uint8_t leaf;       /* won by passing forever at its need */
  uint32_t banned;    /* the prover's moves (bit GO_PASS: the pass) that led
                         round a cycle against it: never chosen again here */
} ProofNode;

/* 16 bytes: a 5x5 proof graph can have hundreds of millions of nodes. */
G_STATIC_ASSERT (sizeof (ProofNode) == 16);

typedef struct {
  GoSolver *solver;
  GoProofGuide guide;        /* or NULL: the solver's table and search */
  gpointer guide_data;
  int width, height;
  GoOutcome threshold;
  GoColor prover;
  int sign;                  /* +1: Black proves, -1: White */
  gboolean strict;           /* the prover must gain (win), not only hold (jigo) */
  int history_margin;        /* the prover's largest passing margin before the root */
  GArray *history;           /* HistoryPosition */

  ProofNode *nodes;
  guint32 count, capacity;
  guint32 *slots;            /* open addressing: node index + 1, 0 empty */
  guint64 slot_mask;
  GArray *todo;              /* guint32 node indices to check */
  guint32 built;             /* the nodes the graph's edges were last built for */
  GArray *rebuild;           /* guint32: of those, the nodes whose edges changed since */
  GoProofStats *stats;
} Proof;

typedef struct {
  uint64_t key;
  int prisoner_diff;
} HistoryPosition;

static gboolean
fail (Proof *p, GoProofFailure why)
{
  if (p->stats->failure == GO_PROOF_HOLDS)
    p->stats->failure = why;
  return FALSE;
}

const char *
go_proof_failure_name (GoProofFailure failure)
{
  switch (failure) {
  case GO_PROOF_HOLDS:
    return "the proof holds";
  case GO_PROOF_STOPPED:
    return "a limit stopped the check";
  case GO_PROOF_NO_MOVE:
    return "the prover has no move that holds";
  case GO_PROOF_COUNT:
    return "the opponent ends the game with a count against the prover";
  case GO_PROOF_HISTORY:
    return "a line repeats a position of the game before the root";
  case GO_PROOF_CYCLE:
    return "a cycle of the graph goes against the prover";
  case GO_PROOF_TOO_LARGE:
    break;
  }
  return "leads or positions out of the check's range";
}

/* ---- the graph's nodes --------------------------------------------- */

static guint64
slot_of (const Proof *p, uint64_t key)
{
  return ((key * UINT64_C (0x9E3779B97F4A7C15)) >> 17) & p->slot_mask;
}

static gint64
node_find (const Proof *p, uint64_t key)
{
  for (guint64 i = slot_of (p, key);; i = (i + 1) & p->slot_mask) {
    guint32 v = p->slots[i];
    if (v == 0)
      return -1;
    if (p->nodes[v - 1].key == key)
      return v - 1;
  }
}

static void
slots_grow (Proof *p)
{
  guint64 size = (p->slot_mask + 1) * 2;
  g_free (p->slots);
  p->slots = g_new0 (guint32, size);
  p->slot_mask = size - 1;
  for (guint32 v = 0; v < p->count; v++) {
    guint64 i = slot_of (p, p->nodes[v].key);
    while (p->slots[i] != 0)
      i = (i + 1) & p->slot_mask;
    p->slots[i] = v + 1;
  }
}

/* The prover's lead at pos. */
static int
lead_of (const Proof *p, const GoPosition *pos)
{
  return p->sign * go_position_prisoner_diff (pos);
}

/* Require the position pos (any orientation) to hold at its lead: a new
 * node, or a lower need for a known one; either is (re)checked. */
static gboolean
require (Proof *p, const GoPosition *pos)
{
  GoPosition canonical;
  uint64_t key = go_solver_canonical (p->solver, pos, &canonical);
  int lead = MIN (lead_of (p, pos), NEED_CEILING);
  if (lead < NEED_FLOOR)
    return fail (p, GO_PROOF_TOO_LARGE);
  gint64 found = node_find (p, key);
  guint32 v;
  if (found >= 0) {
    v = (guint32) found;
    if (p->nodes[v].need <= lead)
      return TRUE;
    p->nodes[v].need = (int8_t) lead;
  } else {
    if (p->count == G_MAXUINT32 - 1)
      return fail (p, GO_PROOF_TOO_LARGE);
    if ((guint64) (p->count + 1) * 2 > p->slot_mask + 1)
      slots_grow (p);
    if (p->count == p->capacity) {
      p->capacity = p->capacity ? MIN ((guint64) p->capacity * 2, G_MAXUINT32 - 1) : 1024;
      p->nodes = g_renew (ProofNode, p->nodes, p->capacity);
    }
    v = p->count++;
    p->nodes[v] = (ProofNode) { key, (int8_t) lead, NOT_CHECKED, NO_CHOICE, FALSE, 0 };
    guint64 i = slot_of (p, key);
    while (p->slots[i] != 0)
      i = (i + 1) & p->slot_mask;
    p->slots[i] = v + 1;
  }
  g_array_append_val (p->todo, v);
  return TRUE;
}

/* The node's position, in its key's orientation, at the lead it needs. */
static void
node_position (const Proof *p, const ProofNode *node, GoPosition *pos)
{
  go_position_unpack_situation (p->width, p->height, node->key, pos);
  int pd = p->sign * node->need;
  pos->prisoners[GO_BLACK] = MAX (pd, 0);
  pos->prisoners[GO_WHITE] = MAX (-pd, 0);
}

/* ---- what holds without the graph ---------------------------------- */

static gboolean
outcome_holds (const Proof *p, GoOutcome outcome)
{
  return p->prover == GO_BLACK ? (int) outcome >= (int) p->threshold
                               : (int) outcome < (int) p->threshold;
}

/* The prover wins (or holds, when not strict) by passing forever from
 * pos, against every position before it on any line (go-proof.c's top). */
static gboolean
passing_settles (const Proof *p, const GoPosition *pos)
{
  int margin = go_solver_pass_forever_margin (p->solver, pos, p->prover);
  if (margin == INT_MIN)
    return FALSE;
  if (p->strict)
    return margin > 0 && margin > p->history_margin;
  return margin >= 0 && margin >= p->history_margin;
}

static gboolean
answer_favours (const Proof *p, GoAnswer answer)
{
  return answer == (p->prover == GO_BLACK ? GO_ANSWER_YES : GO_ANSWER_NO);
}

/* Holds at once, without a node: the end of the game counted, passing
 * forever, or a node of the graph already needing no more. */
static gboolean
settled_now (const Proof *p, const GoPosition *child)
{
  if (child->finished)
    return outcome_holds (p, go_outcome_of_score (go_score (child, NULL)));
  if (passing_settles (p, child))
    return TRUE;
  GoPosition canonical;
  gint64 v = node_find (p, go_solver_canonical (p->solver, child, &canonical));
  return v >= 0 && p->nodes[v].need <= lead_of (p, child);
}

/* ---- checking a node ---------------------------------------------- */

/* The prover's move at pos (the node's orientation): the first of its
 * moves whose position holds at once, or that the table says holds, or
 * the move the solver's search of pos finds, in that order of cost; the
 * moves tried in the order: the node's move before, the table's, the
 * paper's priority.  -1 when none does, -2 when a limit stopped it. */
static int
choose_move (Proof *p, const GoPosition *pos, int before, uint32_t banned)
{
  int moves[GO_MAX_MOVES], legal[GO_MAX_MOVES];
  int count = go_position_legal_moves (pos, legal), n = 0;
  for (int i = 0; i < count; i++)
    if (!(banned & (UINT32_C (1) << legal[i])))
      moves[n++] = legal[i];
  go_order_moves (pos, moves, n);
  int table_move = -1;
  if (!p->guide)
    go_solver_table_answer (p->solver, pos, p->threshold, &table_move);
  int firsts[2] = { table_move, before };
  for (int f = 0; f < 2; f++) {
    for (int i = 1; i < n; i++) {
      if (moves[i] == firsts[f]) {
        memmove (moves + 1, moves, i * sizeof *moves);
        moves[0] = firsts[f];
        break;
      }
    }
  }
  GoPosition children[GO_MAX_MOVES];
  /* Most nodes keep the move they had or take the table's: try those
   * alone before every move is played and looked at. */
  for (int i = 0; i < MIN (n, 2); i++) {
    if (moves[i] != before && moves[i] != table_move)
      break;
    go_position_play (pos, moves[i], &children[i], NULL);
    if (settled_now (p, &children[i])
        || (!p->guide && !children[i].finished
            && answer_favours (p, go_solver_table_answer (p->solver, &children[i], p->threshold,
                                                          NULL))))
      return moves[i];
  }
  for (int i = 0; i < n; i++) {
    go_position_play (pos, moves[i], &children[i], NULL);
    if (settled_now (p, &children[i]))
      return moves[i];
  }
  /* A game over was counted above: no guide has a say in it. */
  for (int i = 0; i < n && !p->guide; i++)
    if (!children[i].finished
        && answer_favours (p, go_solver_table_answer (p->solver, &children[i], p->threshold, NULL)))
      return moves[i];
  if (!p->guide) {
    /* The table has lost this part of the proof: search the node itself,
     * which finds its move as the first search did (searching the moves
     * one by one would prove each losing move lost first). */
    int found;
    p->stats->searches++;
    GoAnswer answer = go_solver_ask_trusting (p->solver, pos, p->threshold, &found);
    if (answer == GO_ANSWER_UNKNOWN)
      return -2;
    if (!answer_favours (p, answer))
      return -1;
    for (int i = 0; i < n; i++)
      if (moves[i] == found && !children[i].finished)
        return found;
    /* Its move is banned here (a cycle went through it): try the others. */
  }
  for (int i = 0; i < n; i++) {
    if (children[i].finished)
      continue;
    p->stats->searches++;
    GoAnswer answer = p->guide ? p->guide (&children[i], p->threshold, p->guide_data)
                               : go_solver_ask_trusting (p->solver, &children[i], p->threshold,
                                                         NULL);
    if (answer == GO_ANSWER_UNKNOWN)
      return -2;
    if (answer_favours (p, answer))
      return moves[i];
  }
  return -1;
}

static gboolean
check_node (Proof *p, guint32 v)
{
  ProofNode node = p->nodes[v];
  GoPosition pos;
  node_position (p, &node, &pos);

  /* A line that comes back to a position of the game before the root
   * ends there; the node's need is the worst lead it can come with. */
  for (guint i = 0; i < p->history->len; i++) {
    const HistoryPosition *h = &g_array_index (p->history, HistoryPosition, i);
    if (h->key == node.key
        && !outcome_holds (p, go_repetition_outcome (h->prisoner_diff,
                                                     go_position_prisoner_diff (&pos))))
      return fail (p, GO_PROOF_HISTORY);
  }

  if (passing_settles (p, &pos)) {
    if (!node.leaf)
      p->stats->leaves++;
    p->nodes[v].leaf = TRUE;
    p->nodes[v].move = NO_CHOICE;
    return TRUE;
  }
  /* A leaf at a larger need may not be one at this one. */
  if (node.leaf)
    p->stats->leaves--;
  p->nodes[v].leaf = FALSE;

  if (pos.to_move == p->prover) {
    int before = node.move == NO_CHOICE ? -1 : node.move;
    int move = choose_move (p, &pos, before, node.banned);
    if (move == -2)
      return fail (p, GO_PROOF_STOPPED);
    if (move < 0)
      return fail (p, GO_PROOF_NO_MOVE);
    p->nodes[v].move = (uint8_t) move;
    GoPosition child;
    go_position_play (&pos, move, &child, NULL);
    if (child.finished)
      return outcome_holds (p, go_outcome_of_score (go_score (&child, NULL)))
             || fail (p, GO_PROOF_COUNT);
    return require (p, &child);
  }

  GoMoveWalk walk;
  int move;
  GoPosition child;
  go_move_walk_start (&pos, &walk);
  while (go_move_walk_next (&pos, &walk, &move, &child, NULL)) {
    if (child.finished) {
      if (!outcome_holds (p, go_outcome_of_score (go_score (&child, NULL))))
        return fail (p, GO_PROOF_COUNT);
    } else if (!require (p, &child)) {
      return FALSE;
    }
  }
  return TRUE;
}

/* ---- the cycles ------------------------------------------------------ */

/* The graph's edges, each with the change of the prover's lead along it
 * (the same at any lead): compressed rows, node v's edges at
 * first[v] .. first[v + 1] - 1. */
typedef struct {
  guint64 *first;
  guint32 *to;
  int8_t *gain;
} Edges;

/* A node's edges follow from its position, whether it is a leaf, and
 * (the prover's) its move; nodes are never removed and keep their
 * indices.  So after the first build (old NULL), only the nodes added
 * since and those in p->rebuild are worked out again; the others' edges
 * are copied from old.  A round of mending changes a few thousand nodes
 * of tens of millions. */
static void
edges_build (Proof *p, Edges *e, const Edges *old)
{
  guint8 *redo = NULL;
  if (old) {
    redo = g_new0 (guint8, p->built);
    for (guint i = 0; i < p->rebuild->len; i++)
      redo[g_array_index (p->rebuild, guint32, i)] = 1;
  }
  GArray *to = g_array_sized_new (FALSE, FALSE, sizeof (guint32),
                                  old ? (guint) old->first[p->built] : 0);
  GArray *gain = g_array_sized_new (FALSE, FALSE, sizeof (int8_t),
                                    old ? (guint) old->first[p->built] : 0);
  e->first = g_new (guint64, (gsize) p->count + 1);
  for (guint32 v = 0; v < p->count; v++) {
    e->first[v] = to->len;
    if (old && v < p->built && !redo[v]) {
      guint64 from = old->first[v], n = old->first[v + 1] - from;
      g_array_append_vals (to, old->to + from, (guint) n);
      g_array_append_vals (gain, old->gain + from, (guint) n);
      continue;
    }
    const ProofNode *node = &p->nodes[v];
    if (node->leaf)
      continue;
    GoPosition pos;
    node_position (p, node, &pos);
    int moves[GO_MAX_MOVES];
    int n;
    if (pos.to_move == p->prover) {
      moves[0] = node->move;
      n = 1;
    } else {
      n = go_position_legal_moves (&pos, moves);
    }
    for (int i = 0; i < n; i++) {
      GoPosition child, canonical;
      go_position_play (&pos, moves[i], &child, NULL);
      if (child.finished)
        continue;
      gint64 w = node_find (p, go_solver_canonical (p->solver, &child, &canonical));
      g_assert (w >= 0);
      guint32 target = (guint32) w;
      int8_t change = (int8_t) (lead_of (p, &child) - lead_of (p, &pos));
      g_array_append_val (to, target);
      g_array_append_val (gain, change);
    }
  }
  e->first[p->count] = to->len;
  e->to = (guint32 *) g_array_free (to, FALSE);
  e->gain = (int8_t *) g_array_free (gain, FALSE);
  g_free (redo);
  p->built = p->count;
  g_array_set_size (p->rebuild, 0);
}

static void
edges_free (Edges *e)
{
  g_free (e->first);
  g_free (e->to);
  g_free (e->gain);
}

/* The invariant of the copies: the edges built from the last ones are
 * the edges built afresh.  Asserted on the tests' small graphs. */
static void
edges_assert_as_built_afresh (Proof *p, const Edges *e)
{
#ifndef G_DISABLE_ASSERT
  if (p->count > EDGES_CHECKED_UP_TO)
    return;
  Edges fresh;
  edges_build (p, &fresh, NULL);
  for (guint32 v = 0; v <= p->count; v++)
    g_assert_cmpuint (fresh.first[v], ==, e->first[v]);
  for (guint64 k = 0; k < e->first[p->count]; k++) {
    g_assert_cmpuint (fresh.to[k], ==, e->to[k]);
    g_assert_cmpint (fresh.gain[k], ==, e->gain[k]);
  }
  edges_free (&fresh);
#endif
}

/* Whether some cycle inside one strongly connected part (its nodes in
 * part[0..m-1], marked 2 in in_part) goes against the prover:
 * a gain of at most 0 when strict, below 0 otherwise.  Bellman-Ford from
 * every node at once finds a cycle of negative weight; strict turns each
 * gain g into (m + 1) g - 1, which makes exactly the cycles of gain at
 * most 0 negative (a simple cycle has at most m edges). */
static gboolean
part_has_bad_cycle (const Proof *p, const Edges *e, const guint32 *part, guint32 m,
                    const guint8 *in_part, guint32 *local, GArray *cycle)
{
  gint64 *dist = g_new0 (gint64, m);
  guint32 *before = g_new (guint32, m);   /* the last relaxation's predecessor */
  for (guint32 i = 0; i < m; i++) {
    local[part[i]] = i;
    before[i] = i;
  }
  guint32 last = 0;
  gboolean changed = TRUE;
  for (guint32 round = 0; changed && round <= m; round++) {
    changed = FALSE;
    for (guint32 i = 0; i < m; i++) {
      guint32 v = part[i];
      for (guint64 k = e->first[v]; k < e->first[v + 1]; k++) {
        guint32 w = e->to[k];
        if (in_part[w] != 2)
          continue;
        gint64 weight = p->strict ? (gint64) (m + 1) * e->gain[k] - 1 : e->gain[k];
        if (dist[i] + weight < dist[local[w]]) {
          dist[local[w]] = dist[i] + weight;
          before[local[w]] = i;
          last = local[w];
          changed = TRUE;
        }
      }
    }
  }
  if (changed) {
    /* Still relaxing after m rounds: m steps back from the last node
     * relaxed lands on a negative cycle; walk it once round. */
    for (guint32 i = 0; i < m; i++)
      last = before[last];
    guint32 x = last;
    do {
      g_array_append_val (cycle, part[x]);
      x = before[x];
    } while (x != last);
  }
  g_free (dist);
  g_free (before);
  return changed;
}

/* Tarjan's strongly connected parts, without recursion (a proof's lines
 * run hundreds of plies deep), each part checked as it is completed; a
 * cycle against the prover found in a part is appended to cycles, then
 * G_MAXUINT32, and the search goes on to the other parts. */
static gboolean
cycles_go_provers_way (Proof *p, const Edges *e, GArray *cycles)
{
  guint32 n = p->count;
  guint32 *index = g_new (guint32, n), *low = g_new (guint32, n);
  /* on_stack: 1 on Tarjan's stack, 2 in the part being checked. */
  guint8 *on_stack = g_new0 (guint8, n);
  GArray *stack = g_array_new (FALSE, FALSE, sizeof (guint32));
  typedef struct {
    guint32 v;
    guint64 next;
  } Frame;
  GArray *calls = g_array_new (FALSE, FALSE, sizeof (Frame));
  for (guint32 v = 0; v < n; v++)
    index[v] = G_MAXUINT32;
  guint32 counter = 0;
  gboolean good = TRUE;

  /* From the root (node 0) only: a node left behind when a lower need
   * changed its parent's move is on no line of the strategy. */
  {
    guint32 root = 0;
    Frame f = { root, e->first[root] };
    index[root] = low[root] = counter++;
    g_array_append_val (stack, root);
    on_stack[root] = TRUE;
    g_array_append_val (calls, f);
    while (calls->len > 0) {
      Frame *top = &g_array_index (calls, Frame, calls->len - 1);
      guint32 v = top->v;
      if (top->next < e->first[v + 1]) {
        guint32 w = e->to[top->next++];
        if (index[w] == G_MAXUINT32) {
          index[w] = low[w] = counter++;
          g_array_append_val (stack, w);
          on_stack[w] = TRUE;
          Frame g = { w, e->first[w] };
          g_array_append_val (calls, g);
        } else if (on_stack[w]) {
          low[v] = MIN (low[v], index[w]);
        }
        continue;
      }
      /* v is done: close its part if it is the part's first node. */
      g_array_set_size (calls, calls->len - 1);
      if (calls->len > 0) {
        guint32 parent = g_array_index (calls, Frame, calls->len - 1).v;
        low[parent] = MIN (low[parent], low[v]);
      }
      if (low[v] != index[v])
        continue;
      guint32 start = stack->len;
      do
        start--;
      while (g_array_index (stack, guint32, start) != v);
      guint32 *part = &g_array_index (stack, guint32, start);
      guint32 m = stack->len - start;
      gboolean cyclic = m > 1;
      for (guint64 k = e->first[v]; k < e->first[v + 1] && !cyclic; k++)
        cyclic = e->to[k] == v;
      if (cyclic) {
        /* The part's low links are not read again: they serve as its
         * local numbering. */
        for (guint32 i = 0; i < m; i++)
          on_stack[part[i]] = 2;
        p->stats->cycle_positions += m;
        if (part_has_bad_cycle (p, e, part, m, on_stack, low, cycles)) {
          guint32 end = G_MAXUINT32;
          g_array_append_val (cycles, end);
          good = fail (p, GO_PROOF_CYCLE);
        }
      }
      for (guint32 i = 0; i < m; i++)
        on_stack[part[i]] = 0;
      g_array_set_size (stack, start);
    }
  }
  g_free (index);
  g_free (low);
  g_free (on_stack);
  g_array_unref (stack);
  g_array_unref (calls);
  return good;
}

/* ---- the check --------------------------------------------------------- */

/* The prover's move at the root, in the root's own orientation.  Node 0
 * is the root, but its move is in its key's orientation: the root's move
 * is the one whose position has the same key as the node's move's (a
 * mirror image of it, or the same). */
static int
root_move_of (const Proof *p, const GoPosition *root)
{
  const ProofNode *node = &p->nodes[0];
  if (root->to_move != p->prover)
    return -1;
  GoPosition oriented, child, canonical;
  node_position (p, node, &oriented);
  g_assert (node->leaf || node->move != NO_CHOICE);
  int move = node->leaf ? go_solver_pass_forever_move (p->solver, &oriented) : node->move;
  go_position_play (&oriented, move, &child, NULL);
  uint64_t want = go_solver_canonical (p->solver, &child, &canonical);
  int legal[GO_MAX_MOVES];
  int count = go_position_legal_moves (root, legal);
  go_order_moves (root, legal, count);
  for (int i = 0; i < count; i++) {
    go_position_play (root, legal[i], &child, NULL);
    if (go_solver_canonical (p->solver, &child, &canonical) == want)
      return legal[i];
  }
  g_assert_not_reached ();
  return -1;
}

gboolean
go_proof_check (GoSolver *solver, GoProofGuide guide, gpointer guide_data, const GoPosition *path,
                int n, GoOutcome threshold, gboolean yes, GoProofStats *stats)
{
  g_return_val_if_fail (n >= 1, FALSE);
  memset (stats, 0, sizeof *stats);
  const GoPosition *root = &path[n - 1];
  Proof p = { 0 };
  p.solver = solver;
  p.guide = guide;
  p.guide_data = guide_data;
  p.width = root->width;
  p.height = root->height;
  p.threshold = threshold;
  p.prover = yes ? GO_BLACK : GO_WHITE;
  p.sign = yes ? 1 : -1;
  p.strict = yes == (threshold == GO_BLACK_WINS);
  p.stats = stats;
  p.history_margin = INT_MIN;
  p.history = g_array_new (FALSE, FALSE, sizeof (HistoryPosition));
  for (int i = 0; i < n - 1; i++) {
    GoPosition canonical;
    HistoryPosition h = { go_solver_canonical (solver, &path[i], &canonical),
                          go_position_prisoner_diff (&path[i]) };
    g_array_append_val (p.history, h);
    p.history_margin = MAX (p.history_margin,
                            go_solver_pass_forever_margin (solver, &path[i], p.prover));
  }
  p.slots = g_new0 (guint32, 1024);
  p.slot_mask = 1023;
  p.todo = g_array_new (FALSE, FALSE, sizeof (guint32));
  p.rebuild = g_array_new (FALSE, FALSE, sizeof (guint32));
  Edges e = { NULL };

  gboolean good = !root->finished && require (&p, root);
  GArray *cycle = g_array_new (FALSE, FALSE, sizeof (guint32));
  int rounds = 0;
  guint64 popped = 0;
  while (good) {
    while (good && p.todo->len > 0) {
      if ((++popped & 0xFFFF) == 0 && go_solver_stop_requested (solver)) {
        stats->failure = GO_PROOF_STOPPED;   /* another search of a race answered */
        good = FALSE;
        break;
      }
      guint32 v = g_array_index (p.todo, guint32, p.todo->len - 1);
      g_array_set_size (p.todo, p.todo->len - 1);
      if (p.nodes[v].checked == p.nodes[v].need)
        continue;
      p.nodes[v].checked = p.nodes[v].need;
      ProofNode before = p.nodes[v];
      good = check_node (&p, v);
      if (v < p.built && (p.nodes[v].leaf != before.leaf || p.nodes[v].move != before.move))
        g_array_append_val (p.rebuild, v);
    }
    if (!good)
      break;
    Edges old = e;
    guint32 redone = old.first ? p.rebuild->len + (p.count - p.built) : p.count;
    gint64 started = g_get_monotonic_time ();
    edges_build (&p, &e, old.first ? &old : NULL);
    if (old.first) {
      edges_free (&old);
      edges_assert_as_built_afresh (&p, &e);
    }
    gint64 built = g_get_monotonic_time ();
    g_array_set_size (cycle, 0);
    gboolean cycles_hold = cycles_go_provers_way (&p, &e, cycle);
    g_debug ("go-proof: round %d: edges of %u positions (%u worked out, the rest copied) "
             "in %.1f s, cycles in %.1f s", rounds, p.count, redone,
             (built - started) / 1e6, (g_get_monotonic_time () - built) / 1e6);
    if (cycles_hold || cycle->len == 0 || ++rounds > MAX_REPAIR_ROUNDS) {
      good = cycles_hold;
      break;
    }
    /* Cycles against the prover: the guide chose moves that let the
     * opponent repeat.  In each, another move at one of its nodes of the
     * prover breaks it, if the guide backs one; the graph is then
     * extended and checked again. */
    good = TRUE;
    gboolean mended = FALSE;
    for (guint i = 0; i < cycle->len && good; i++) {
      guint32 x = g_array_index (cycle, guint32, i);
      if (x == G_MAXUINT32) {
        /* The end of a cycle: mended, or the check fails. */
        good = mended;
        mended = FALSE;
        continue;
      }
      ProofNode *node = &p.nodes[x];
      if (mended || node->leaf || node->move == NO_CHOICE)
        continue;
      uint32_t banned = node->banned | UINT32_C (1) << node->move;
      GoPosition pos;
      node_position (&p, node, &pos);
      int move = choose_move (&p, &pos, -1, banned);
      if (move == -2) {
        stats->failure = GO_PROOF_STOPPED;
        good = FALSE;
      } else if (move >= 0) {
        p.nodes[x].banned = banned;
        p.nodes[x].checked = NOT_CHECKED;
        g_array_append_val (p.todo, x);
        stats->repairs++;
        mended = TRUE;
      }
    }
    if (good)
      stats->failure = GO_PROOF_HOLDS;
  }
  if (e.first)
    edges_free (&e);
  stats->positions = p.count;
  stats->root_move = good ? root_move_of (&p, root) : -1;
  g_array_unref (cycle);
  g_free (p.nodes);
  g_free (p.slots);
  g_array_unref (p.todo);
  g_array_unref (p.rebuild);
  g_array_unref (p.history);
  return good;
}
