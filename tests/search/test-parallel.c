/* SPDX-License-Identifier: MIT */
/* test-parallel.c: the exact solvers with several threads
 * (endgame_solver_set_threads, wide_solver_set_threads).
 *
 * Two threads find the same exact score as one on every position (FFO
 * positions of 8x8 and the 10x10 set, played on to 18 and 16 empties, a
 * few under the misere rule), and their best move keeps it (the position
 * after it, solved by one thread, is worth minus the score) with a line
 * that starts with it; a solver that solves again with its table full
 * still agrees.  The stop request from another thread and the node
 * limit (over the nodes of both threads) stop a two-thread solve, which
 * then returns with every thread ended, and the same solver then solves
 * right.  Nothing here is timed.
 *
 * Usage: test-parallel FFO-FILE 10X10-FILE (tests/search/ffo-endgame-40-59.txt,
 * tests/search/endgame-10x10-18.txt).
 */
#include <glib.h>
#include <stdio.h>
#include <string.h>

#include "bitboard.h"
#include "bitboard-wide.h"
#include "endgame.h"
#include "endgame-wide.h"
#include "kyokumen.h"

static char *ffo_path, *wide_path;

/* Position `id` of an FFO-format file, played on with the first legal
 * move (a pass when there is none) until at most `empties` are left.
 * FALSE when the file has no such position. */
static gboolean
load_position (const char *path, int id, int empties, Kyokumen *k)
{
  g_autofree char *contents = NULL;
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_auto (GStrv) lines = g_strsplit (contents, "\n", -1);
  for (int i = 0; lines[i]; i++) {
    int n;
    char board[101], side[2];
    if (lines[i][0] == '#' || sscanf (lines[i], "%d %100s %1s", &n, board, side) != 3 || n != id)
      continue;
    g_autofree char *text = g_strdup_printf ("%s %s", board, side);
    g_autoptr (GError) error = NULL;
    g_assert_true (kyokumen_from_board_string (k, text, &error));
    while (k->empty_count > empties && !kyokumen_is_game_over (k)) {
      Sashite moves[MAX_SASHITE];
      if (kyokumen_generate_moves (k, moves) > 0)
        kyokumen_make_move (k, moves[0]);
      else
        kyokumen_make_move (k, sashite_pass ());
    }
    k->history_length = 0;
    return TRUE;
  }
  return FALSE;
}

/* One solve of k on 8x8 (or smaller) or on 10x10, whichever solver is
 * given; the best move as a Kyokumen move. */
typedef struct {
  EndgameSolver *small;
  WideSolver *wide;
} Solvers;

static Solvers
solvers_new (int size, int threads)
{
  Solvers s = { NULL, NULL };
  if (size <= BITBOARD_MAX_SIZE) {
    s.small = endgame_solver_new (size, 20);
    endgame_solver_set_threads (s.small, threads);
  } else {
    s.wide = wide_solver_new (size, 20);
    wide_solver_set_threads (s.wide, threads);
  }
  return s;
}

static void
solvers_free (Solvers *s)
{
  endgame_solver_free (s->small);
  wide_solver_free (s->wide);
}

typedef struct {
  int score;
  Sashite best;
  Sashite first_of_line;
  guint64 nodes;
  gboolean stopped;
} Solved;

/* What a result of either solver says, with its squares as Kyokumen moves. */
static Solved
solved_from (int score, int best, int line_length, int first, guint64 nodes, gboolean stopped,
             Sashite (*to_sashite) (int sq, int size), int size)
{
  return (Solved) { score, to_sashite (best, size),
                    line_length > 0 ? to_sashite (first, size) : sashite_pass (), nodes, stopped };
}

static Solved
solve (Solvers *s, const Kyokumen *k, gboolean misere, SearchControl *control)
{
  if (s->small) {
    uint64_t p, o;
    EndgameResult r;
    g_assert_true (bitboard_from_kyokumen (k, &p, &o) && endgame_solve (s->small, p, o, misere, control, &r));
    return solved_from (r.score, r.best_square, r.line_length, r.line[0], r.nodes, r.stopped,
                        bitboard_square_to_sashite, k->size);
  }
  WideBits p, o;
  WideResult r;
  g_assert_true (wide_from_kyokumen (k, &p, &o) && wide_solve (s->wide, p, o, misere, control, &r));
  return solved_from (r.score, r.best_square, r.line_length, r.line[0], r.nodes, r.stopped,
                      wide_square_to_sashite, k->size);
}

/* Two threads against one on k: the same score, and a best move that
 * keeps it. */
static void
check_position (const Kyokumen *k, gboolean misere, Solvers *one, Solvers *two)
{
  Solved a = solve (one, k, misere, NULL);
  Solved b = solve (two, k, misere, NULL);
  g_assert_false (a.stopped);
  g_assert_false (b.stopped);
  g_assert_cmpint (b.score, ==, a.score);
  g_assert_cmpuint (b.nodes, >, 0);

  Sashite moves[MAX_SASHITE];
  if (kyokumen_generate_moves (k, moves) == 0)
    return;   /* a pass: no move to check */
  g_assert_true (kyokumen_is_legal (k, b.best));
  g_assert_cmpint (b.first_of_line.xy, ==, b.best.xy);
  Kyokumen child = *k;
  kyokumen_make_move (&child, b.best);
  int after = kyokumen_is_game_over (&child) ? kyokumen_final_score (&child) * (misere ? -1 : 1)
                                             : solve (one, &child, misere, NULL).score;
  /* The child is scored from its side to move's view: the opponent's. */
  g_assert_cmpint (-after, ==, b.score);
}

/* Positions first..last of an FFO-format file played on to `empties`,
 * each solved twice by the two-thread solver (the second time with its
 * table full of the first), and every third one again played on to
 * misere_empties (if not 0) under the misere rule. */
static void
check_file (const char *path, int size, int first, int last, int empties, int misere_empties)
{
  Solvers one = solvers_new (size, 1), two = solvers_new (size, 2);
  for (int id = first; id <= last; id++) {
    Kyokumen k;
    g_assert_true (load_position (path, id, empties, &k));
    g_assert_cmpint (k.size, ==, size);
    check_position (&k, FALSE, &one, &two);
    check_position (&k, FALSE, &one, &two);
    if (misere_empties > 0 && id % 3 == 0) {
      g_assert_true (load_position (path, id, misere_empties, &k));
      check_position (&k, TRUE, &one, &two);
    }
  }
  solvers_free (&one);
  solvers_free (&two);
}

/* FFO #40-#49 at 18 empties, some at 15 under the misere rule. */
static void
test_same_values_8x8 (void)
{
  check_file (ffo_path, 8, 40, 49, 18, 15);
}

/* The one search body on 10x10: the set's positions at 16 empties. */
static void
test_same_values_10x10 (void)
{
  check_file (wide_path, 10, 1, 8, 16, 0);
}

typedef struct {
  Solvers *solvers;
  Kyokumen k;
  SearchControl control;
  Solved result;
} Job;

static gpointer
job_run (gpointer data)
{
  Job *job = data;
  job->result = solve (job->solvers, &job->k, FALSE, &job->control);
  return NULL;
}

/* After a stopped solve the same two-thread solver still solves right:
 * nothing the stopped threads left in the table is wrong. */
static void
check_solves_after_stop (Solvers *two)
{
  Solvers one = solvers_new (8, 1);
  Kyokumen k;
  g_assert_true (load_position (ffo_path, 44, 18, &k));
  check_position (&k, FALSE, &one, two);
  solvers_free (&one);
}

/* FFO #50 (26 empties: tens of seconds) stopped from another thread while
 * both threads search. */
static void
test_stop_request (void)
{
  Solvers two = solvers_new (8, 2);
  Job job = { .solvers = &two };
  g_assert_true (load_position (ffo_path, 50, 26, &job.k));
  GThread *thread = g_thread_new ("solve", job_run, &job);
  /* Not a timing: long enough for both threads to be at work, and far
   * shorter than the solve. */
  g_usleep (G_USEC_PER_SEC / 5);
  g_atomic_int_set (&job.control.stop_requested, 1);
  g_thread_join (thread);
  g_assert_true (job.result.stopped);
  g_assert_cmpuint (job.result.nodes, >, 0);
  check_solves_after_stop (&two);
  solvers_free (&two);
}

/* The node limit counts the nodes of both threads. */
static void
test_node_limit (void)
{
  Solvers two = solvers_new (8, 2);
  Kyokumen k;
  g_assert_true (load_position (ffo_path, 50, 26, &k));
  SearchControl control = { .node_limit = 2000000 };
  Solved r = solve (&two, &k, FALSE, &control);
  g_assert_true (r.stopped);
  g_assert_cmpuint (r.nodes, >, control.node_limit);
  check_solves_after_stop (&two);
  solvers_free (&two);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  if (argc != 3) {
    g_printerr ("usage: test-parallel FFO-FILE 10X10-FILE\n");
    return 2;
  }
  ffo_path = argv[1];
  wide_path = argv[2];
  static const struct {
    const char *path;
    GTestFunc run;
  } tests[] = {
    { "/parallel/same-values-8x8", test_same_values_8x8 },
    { "/parallel/same-values-10x10", test_same_values_10x10 },
    { "/parallel/stop-request", test_stop_request },
    { "/parallel/node-limit", test_node_limit },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (tests); i++)
    g_test_add_func (tests[i].path, tests[i].run);
  return g_test_run ();
}
