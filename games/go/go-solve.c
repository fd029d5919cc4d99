/* SPDX-License-Identifier: MIT */
/* go-solve.c: solve Go on a board from 2x2 to 5x5 from the start.
 *
 *   go-solve --size 3            the result, each first move's value, the
 *                                nodes and time, and the principal game
 *   go-solve --size 4x3          a rectangle: 4 columns, 3 rows
 *   go-solve --size 3 --tree     ... and the searched trees (2x2 and 3x3),
 *                                as the paper's appendices print them
 *   go-solve --size 4 --moves "B2 C3"   solve the position after these moves
 *   go-solve --size 5 --time-limit 3600  give up after an hour, printing
 *                                what was proven and the nodes searched
 *   go-solve --size 5 --at-least-jigo --cpu-limit 2100   one question only,
 *                                a bound, within 35 minutes of CPU time
 *   go-solve --size 4 --check-proof   search fast with the table trusted
 *                                across paths, then check each answer's
 *                                proof graph (go-proof.h); the default on
 *                                5x5, where the history check alone does
 *                                not finish (--no-check-proof)
 *
 * Options switch the solver's techniques off one by one, to measure what
 * each is worth (docs/go.md).
 */
#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "go-game.h"
#include "go-move-order.h"
#include "go-notation.h"
#include "go-solver.h"
#include "go-symmetry.h"
#include "kit-i18n.h"
#include "memory-limit.h"

/* The longest principal game printed (a game always ends, by passes or a
 * repetition, long before this on these boards). */
#define MAX_PRINCIPAL_PLIES 400

static const char *
outcome_text (GoOutcome outcome)
{
  switch (outcome) {
  case GO_BLACK_WINS:
    return _("Black wins");
  case GO_WHITE_WINS:
    return _("White wins");
  case GO_JIGO:
    break;
  }
  return _("jigo");
}

static void
print_move (int width, int move)
{
  char gtp[GO_NOTATION_SIZE], paper[GO_NOTATION_SIZE];
  if (move == GO_PASS)
    printf ("%-11s", "pass");
  else
    printf ("%-3s %-7s", go_move_to_gtp (width, move, gtp), go_move_to_paper (width, move, paper));
}

static void
print_stats (const GoSolverStats *st)
{
  /* %llu rather than G_GUINT64_FORMAT, which xgettext cannot see through. */
  printf (_("visited %llu, expanded %llu, table hits %llu, %.3f s"),
          (unsigned long long) st->visited, (unsigned long long) st->expanded,
          (unsigned long long) st->table_hits, st->seconds);
}

/* With --threads: each search's tie order, and how many questions it
 * answered first. */
static void
print_race (const GoSolver *solver, const GoSolverStats *st, int threads)
{
  if (threads <= 1)
    return;
  g_autoptr (GString) orders = g_string_new (NULL);
  g_autoptr (GString) wins = g_string_new (NULL);
  for (int k = 0; k < threads; k++) {
    g_string_append_printf (orders, "%s%d", k ? ", " : "", go_solver_search_tie_order (solver, k));
    g_string_append_printf (wins, "%s%llu", k ? ", " : "", (unsigned long long) st->race_wins[k]);
  }
  printf (_("Race of %d searches (tie orders %s), questions each answered first: %s\n"), threads,
          orders->str, wins->str);
}

/* With --restart-after: how many searches began again. */
static void
print_restarts (const GoSolverStats *st, guint64 budget)
{
  if (budget == 0)
    return;
  printf (_("Searches begun again: %llu (the first after %llu positions, the budget doubled each time)\n"),
          (unsigned long long) st->restarts, (unsigned long long) budget);
}

/* With --check-proof: what checking the answers took. */
static void
print_proof_stats (const GoSolverStats *st)
{
  printf (_("Proofs checked: %llu positions in their graphs, %llu of them searched for the "
            "prover's move, %llu cycles against the prover mended by another move, %llu "
            "answers failed and searched again, %.3f s\n"),
          (unsigned long long) st->proof_positions, (unsigned long long) st->proof_searches,
          (unsigned long long) st->proof_repairs, (unsigned long long) st->proofs_failed,
          st->proof_seconds);
}

/* The searched tree of one question, one node a line, indented by depth:
 * the move, the prisoner difference (B1 / W1 / 0, as in the paper's
 * appendix 1), the answer, and how it was found. */
static void
print_tree (int width, const char *question, GArray *nodes)
{
  printf (g_dngettext (GETTEXT_PACKAGE,
                       "Searched tree of “%s” (%u node; Y yes, N no; T table, R repetition, E game end, P passing forever):\n",
                       "Searched tree of “%s” (%u nodes; Y yes, N no; T table, R repetition, E game end, P passing forever):\n",
                       nodes->len),
          question, nodes->len);
  for (guint i = 0; i < nodes->len; i++) {
    const GoTraceNode *node = &g_array_index (nodes, GoTraceNode, i);
    char gtp[GO_NOTATION_SIZE], paper[GO_NOTATION_SIZE], balance[16];
    if (node->prisoner_diff > 0)
      g_snprintf (balance, sizeof balance, "B%d", node->prisoner_diff);
    else if (node->prisoner_diff < 0)
      g_snprintf (balance, sizeof balance, "W%d", -node->prisoner_diff);
    else
      g_strlcpy (balance, "0", sizeof balance);
    printf ("%*s", 2 * node->depth, "");
    if (node->depth == 0)
      printf ("root");
    else if (node->move == GO_PASS)
      printf ("pass");
    else
      printf ("%s %s", go_move_to_gtp (width, node->move, gtp), go_move_to_paper (width, node->move, paper));
    printf (" %s %c", balance, node->answer == GO_ANSWER_YES ? 'Y' : node->answer == GO_ANSWER_NO ? 'N' : '?');
    if (node->how != 'S')
      printf (" %c", node->how);
    printf ("\n");
  }
}

static gboolean
play_moves (GoGame *game, const char *list, GError **error)
{
  g_auto (GStrv) words = g_strsplit_set (list, " ,\t", -1);
  const GoPosition *start = go_game_current (game);
  int width = start->width, height = start->height;
  for (int i = 0; words[i]; i++) {
    int move;
    if (words[i][0] == '\0')
      continue;
    if (!go_move_parse (width, height, words[i], &move, error) || !go_game_play (game, move, error))
      return FALSE;
  }
  return TRUE;
}

/* --size N, an N x N board, or WxH, W columns and H rows: each a whole
 * number from 2 to 5. */
static gboolean
parse_board (const char *text, int *width, int *height, GError **error)
{
  const KitOptionRange side = { "size", GO_MIN_SIZE, GO_MAX_SIZE, 1 };
  g_auto (GStrv) parts = g_strsplit_set (text, "xX", 3);
  gint64 w = 0, h = 0;
  if (!parts[0] || !kit_option_int_in_range (&side, parts[0], &w, NULL)
      || (parts[1] && (parts[2] || !kit_option_int_in_range (&side, parts[1], &h, NULL)))) {
    g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                 _("--size must be a whole number from %d to %d, or two such numbers like 4x5 "
                   "(columns x rows), not “%s”."),
                 GO_MIN_SIZE, GO_MAX_SIZE, text);
    return FALSE;
  }
  *width = (int) w;
  *height = parts[1] ? (int) h : (int) w;
  return TRUE;
}

int
main (int argc, char **argv)
{
  int width = 3, height = 3, table_bits = 20, tie_order = 0, threads = 1;
  g_autofree char *size = NULL;
  double time_limit = 0, cpu_limit = 0;
  gint64 restart_after = -1;
  gboolean tree = FALSE, no_table = FALSE, no_symmetry = FALSE, no_ordering = FALSE;
  gboolean no_deepening = FALSE, no_pass_forever = FALSE, no_cutoff = FALSE, root_only = FALSE;
  gboolean no_sure_territory = FALSE, at_least_jigo = FALSE, check_proof = FALSE;
  gboolean no_check_proof = FALSE;
  g_autofree char *moves = NULL;   /* freed on every return, the refusals too */

  kit_i18n_init ();
  GOptionEntry entries[] = {
    { "size", 's', 0, G_OPTION_ARG_STRING, &size, N_("Board size: N for N×N, or WxH for W columns and H rows, each 2 to 5 (default 3)"), "N|WxH" },
    { "moves", 'm', 0, G_OPTION_ARG_STRING, &moves, N_("Solve the position after these moves, e.g. \"B2 C3\""), "LIST" },
    { "tree", 't', 0, G_OPTION_ARG_NONE, &tree, N_("Print the searched trees (boards up to 3x3 only)"), NULL },
    { "at-least-jigo", 0, 0, G_OPTION_ARG_NONE, &at_least_jigo, N_("Ask only whether Black reaches at least jigo, and with which move: a bound where the whole result is out of reach"), NULL },
    { "check-proof", 0, 0, G_OPTION_ARG_NONE, &check_proof, N_("Search trusting the table across paths, then check each answer's proof graph against every repetition (an answer that fails is searched again with the history check); the default on 5x5"), NULL },
    { "no-check-proof", 0, 0, G_OPTION_ARG_NONE, &no_check_proof, N_("On 5x5 too, make each answer sound by the history check as it is searched"), NULL },
    { "root-only", 'r', 0, G_OPTION_ARG_NONE, &root_only, N_("Print the result only: no first-move values, no principal game"), NULL },
    { "table-bits", 'b', 0, G_OPTION_ARG_INT, &table_bits, N_("Transposition table of 2^BITS entries of 28 bytes, BITS 4 to 30 (default 20; 5x5 from the empty board is nearly twice as fast with 27, 3.8 GB, as with 25)"), "BITS" },
    { "time-limit", 0, 0, G_OPTION_ARG_DOUBLE, &time_limit, N_("Give up after SECONDS of each question (0: never, the default) and say how far the search got"), "SECONDS" },
    { "cpu-limit", 0, 0, G_OPTION_ARG_DOUBLE, &cpu_limit, N_("Give up once the process has used SECONDS of CPU time, 0 to 1000000 (0: never, the default), and say how far the search got"), "SECONDS" },
    { "no-table", 0, 0, G_OPTION_ARG_NONE, &no_table, N_("Search without the transposition table"), NULL },
    { "no-symmetry", 0, 0, G_OPTION_ARG_NONE, &no_symmetry, N_("The table does not find mirror images"), NULL },
    { "no-ordering", 0, 0, G_OPTION_ARG_NONE, &no_ordering, N_("Try moves in board order instead of the paper's"), NULL },
    { "no-deepening", 0, 0, G_OPTION_ARG_NONE, &no_deepening, N_("One depth-first search instead of iterative deepening"), NULL },
    { "no-pass-forever", 0, 0, G_OPTION_ARG_NONE, &no_pass_forever, N_("Do not settle positions won by passing forever"), NULL },
    { "no-sure-territory", 0, 0, G_OPTION_ARG_NONE, &no_sure_territory, N_("Passing forever counts no sure territory (regions of one or two points)"), NULL },
    { "no-enhanced-cutoff", 0, 0, G_OPTION_ARG_NONE, &no_cutoff, N_("Do not look children up before searching them"), NULL },
    { "threads", 'j', 0, G_OPTION_ARG_INT, &threads, N_("Race N searches on each question, 1 to 8 (default 1), each with a table of its own (N times the memory) and its own order of equally ranked moves; the first answer is taken: on 5x5 one order can cost several times another"), "N" },
    { "restart-after", 0, 0, G_OPTION_ARG_INT64, &restart_after, N_("Begin a question's search again after it has visited N positions without an answer, then after twice as many, and so on, its proofs kept but its best moves forgotten and equal moves in the next order; 0: never (default 8000000 on 5x5, 0 on smaller boards)"), "N" },
    { "tie-order", 0, 0, G_OPTION_ARG_INT, &tie_order, N_("Try the moves the ordering ranks equal in the board order of the board turned or mirrored by symmetry K, 0 to 7 on a square board, 0 to 3 on a rectangle (default 0): the same answers, at costs that can differ severalfold on 5x5"), "K" },
    { NULL }
  };
  g_autoptr (GError) error = NULL;
  const char *summary = _("Solve Go on a board from 2x2 to 5x5 exactly (komi 0, Japanese rules as Sei and Kawashima read them).");
  const KitOptionRange ranges[] = {
    { "table-bits", 4, 30, 1 },
    { "time-limit", 0, 1000000, 1 },
    { "cpu-limit", 0, 1000000, 1 },
    { "tie-order", 0, 7, 1 },
    { "threads", 1, GO_SOLVER_MAX_THREADS, 1 },
    { "restart-after", 0, G_GINT64_CONSTANT (1000000000000000), 1 },
    { NULL },
  };
  if (!kit_options_parse_ranges (entries, ranges, summary, NULL, &argc, &argv, &error)
      || !kit_options_no_arguments (argc, argv, &error)
      || (size && !parse_board (size, &width, &height, &error))) {
    fprintf (stderr, "go-solve: %s\n", error->message);
    return 2;
  }
  if (width != height && tie_order > 3) {
    fprintf (stderr, _("go-solve: --tie-order must be 0 to 3 on a rectangular board (it has four symmetries).\n"));
    return 2;
  }
  /* Each search of a race has its own table.  More than the machine has
   * would abort in the allocation or swap for hours. */
  guint64 table_bytes = no_table ? 0 : (guint64) threads * go_solver_table_bytes (table_bits);
  guint64 physical = memory_physical_bytes ();
  if (physical > 0 && table_bytes > physical) {
    fprintf (stderr, _("go-solve: the tables would take %.1f GB (%d × 2^%d entries of 28 bytes), more than this machine's %.1f GB: give a smaller --table-bits or fewer --threads.\n"),
             table_bytes / 1e9, threads, table_bits, physical / 1e9);
    return 2;
  }
  if (tree && threads > 1) {
    fprintf (stderr, _("go-solve: --tree prints one search's tree: give it without --threads.\n"));
    return 2;
  }
  if (tree && (width > 3 || height > 3)) {
    fprintf (stderr, _("go-solve: --tree is for boards up to 3x3 (the 4x4 tree has millions of nodes).\n"));
    return 2;
  }

  g_autoptr (GoGame) game = go_game_new (width, height);
  if (moves && !play_moves (game, moves, &error)) {
    fprintf (stderr, "go-solve: %s\n", error->message);
    return 2;
  }
  if (game->end != GO_END_NONE) {
    /* Nothing to search: the game's own result, by the count or by the
     * repetition, as the solver itself counts a game that ends. */
    g_autofree char *board = go_position_to_text (go_game_current (game));
    printf (_("Go %d×%d, komi 0, territory and prisoners (Japanese rules art. 8), the game is "
              "over after these moves:\n%s"),
            width, height, board);
    printf (_("Result: %s\n"), outcome_text (go_game_outcome (game)));
    return 0;
  }

  GoSolverOptions options;
  go_solver_options_default (&options);
  options.table_bits = no_table ? 0 : table_bits;
  options.symmetry = !no_symmetry;
  options.ordering = !no_ordering;
  options.deepening = !no_deepening;
  options.pass_forever = !no_pass_forever;
  options.sure_territory = !no_sure_territory;
  options.enhanced_cutoff = !no_cutoff;
  options.tie_order = tie_order;
  options.threads = threads;
  /* A 5x5 question's cost can turn on an early choice among equal moves
   * (docs/go.md, "5x5"); beginning again in another order bounds the
   * cost of an unlucky one.  Smaller boards' whole solves take about as
   * many positions as the first budget: nothing to bound there. */
  if (restart_after < 0)
    restart_after = width * height >= GO_MAX_POINTS ? 8000000 : 0;
  options.restart_budget = (guint64) restart_after;
  /* On 5x5 the history check refuses so many table entries that no
   * question from the empty board finishes (docs/go.md, "Checking the
   * proof"); the smaller boards are faster with it. */
  if (!check_proof && !no_check_proof)
    check_proof = width * height >= GO_MAX_POINTS;
  if (check_proof && no_check_proof) {
    fprintf (stderr, _("go-solve: --check-proof and --no-check-proof cannot be given together.\n"));
    return 2;
  }
  options.check_proof = check_proof;
  options.time_limit = time_limit;
  options.cpu_limit = cpu_limit;
  GoSolver *solver = go_solver_new (width, height, &options);

  /* Copies: the game's arrays move when moves are played below. */
  int n = (int) game->positions->len;
  g_autofree GoPosition *path = g_memdup2 (game->positions->data, n * sizeof (GoPosition));
  const GoPosition *root = &path[n - 1];

  g_autofree char *board = go_position_to_text (root);
  printf (_("Go %d×%d, komi 0, territory and prisoners (Japanese rules art. 8), %s to move:\n%s"),
          width, height, root->to_move == GO_BLACK ? _("Black") : _("White"), board);

  if (at_least_jigo) {
    /* One question: a bound on the value, proven or not within the limits. */
    int move;
    GoAnswer answer = go_solver_ask (solver, path, n, GO_JIGO, &move);
    GoSolverStats st;
    go_solver_get_stats (solver, &st);
    if (answer == GO_ANSWER_UNKNOWN)
      printf (_("Stopped by the time limit: "));
    else if (answer == GO_ANSWER_NO)
      printf (_("Proven: White wins.\n"));
    else if (root->to_move == GO_BLACK) {
      printf (_("Proven: Black reaches at least jigo with "));
      print_move (width, move);
      printf ("\n");
    } else
      printf (_("Proven: Black reaches at least jigo.\n"));
    print_stats (&st);
    printf (_(", deepest iteration begun %d\n"), st.deepest);
    if (check_proof)
      print_proof_stats (&st);
    print_race (solver, &st, threads);
    print_restarts (&st, options.restart_budget);
    printf (_("CPU time of the process: %.3f s\n"), (double) clock () / CLOCKS_PER_SEC);
    go_solver_free (solver);
    return answer == GO_ANSWER_UNKNOWN ? 1 : 0;
  }

  /* The result: two questions at most, the side to move's best hope
   * first, so that where it wins one question settles it. */
  g_autoptr (GArray) win_tree = g_array_new (FALSE, FALSE, sizeof (GoTraceNode));
  g_autoptr (GArray) jigo_tree = g_array_new (FALSE, FALSE, sizeof (GoTraceNode));
  GoSolverValue answers = { .win_tree = tree ? win_tree : NULL,
                            .jigo_tree = tree ? jigo_tree : NULL };
  go_solver_ask_value (solver, path, n, &answers);
  GoAnswer win = answers.win, jigo = answers.jigo;
  if (win == GO_ANSWER_UNKNOWN || jigo == GO_ANSWER_UNKNOWN) {
    /* How far it got: what the first question proved, and the work. */
    GoSolverStats st;
    go_solver_get_stats (solver, &st);
    if (win == GO_ANSWER_NO)
      printf (_("Proven: Black does not win.\n"));
    else if (jigo == GO_ANSWER_YES)
      printf (_("Proven: Black reaches at least jigo.\n"));
    printf (_("Stopped by the time limit: "));
    print_stats (&st);
    printf (_(", deepest iteration begun %d\n"), st.deepest);
    print_race (solver, &st, threads);
    print_restarts (&st, options.restart_budget);
    printf (_("CPU time of the process: %.3f s\n"), (double) clock () / CLOCKS_PER_SEC);
    fprintf (stderr, _("go-solve: stopped before the result was found.\n"));
    go_solver_free (solver);
    return 1;
  }
  GoOutcome value = answers.value;

  GoSolverStats st;
  go_solver_get_stats (solver, &st);
  printf (_("Result: %s\n"), outcome_text (value));
  if (value != (root->to_move == GO_BLACK ? GO_WHITE_WINS : GO_BLACK_WINS) && answers.move >= 0) {
    /* With the proof check, the first move of the proof that passed. */
    printf (_("A move that keeps it: "));
    print_move (width, answers.move);
    printf ("\n");
  }
  printf (_("Solving: "));
  print_stats (&st);
  printf (_(", children looked up %llu, deepest iteration %d, results stored %llu, "
            "kept out as path-dependent %llu, not reused where they could reach the path %llu\n"),
          (unsigned long long) st.probes, st.deepest, (unsigned long long) st.stored,
          (unsigned long long) st.not_stored, (unsigned long long) st.refused);
  if (check_proof)
    print_proof_stats (&st);
  print_race (solver, &st, threads);
  print_restarts (&st, options.restart_budget);
  fflush (stdout);
  guint64 total_visited = st.visited, total_expanded = st.expanded;
  double total_seconds = st.seconds;

  if (tree) {
    /* The trees of the questions asked, in the order asked. */
    for (int i = 0; i < 2; i++) {
      gboolean win_question = (i == 0) == (root->to_move == GO_BLACK);
      GArray *nodes = win_question ? win_tree : jigo_tree;
      if (nodes->len > 0)
        print_tree (width, win_question ? _("does Black win?") : _("does Black reach jigo or better?"),
                    nodes);
    }
  }

  if (!root_only) {
    /* Each first move up to the symmetries that leave the board as it is. */
    GoSymmetry sym;
    go_symmetry_init (&sym, width, height);
    int legal[GO_MAX_MOVES];
    int count = go_position_legal_moves (root, legal);
    go_order_moves (root, legal, count);
    gboolean seen[GO_MAX_MOVES + 1] = { FALSE };
    printf (_("First moves, one of each set of symmetric moves:\n"));
    for (int i = 0; i < count; i++) {
      int move = legal[i];
      if (seen[move])
        continue;
      for (int s = 0; s < sym.count; s++) {
        GoPosition image;
        go_symmetry_position (&sym, s, root, &image);
        if (go_position_same_situation (&image, root))
          seen[go_symmetry_point (&sym, s, move)] = TRUE;
      }
      go_game_play (game, move, NULL);
      go_solver_reset_stats (solver);
      GoOutcome move_value;
      gboolean known = go_solver_value (solver, (const GoPosition *) game->positions->data,
                                        (int) game->positions->len, &move_value);
      go_game_undo (game);
      go_solver_get_stats (solver, &st);
      printf ("  ");
      print_move (width, move);
      printf (" %-11s  ", known ? outcome_text (move_value) : "?");
      print_stats (&st);
      printf ("\n");
      /* On 5x5 a first move can take an hour: show each as it is known,
       * also where the output goes to a file. */
      fflush (stdout);
      total_visited += st.visited;
      total_expanded += st.expanded;
      total_seconds += st.seconds;
    }

    /* The principal game: both sides keep the value. */
    go_solver_reset_stats (solver);
    printf (_("Principal game:"));
    int plies = 0;
    while (game->end == GO_END_NONE && plies < MAX_PRINCIPAL_PLIES) {
      GoOutcome v;
      int move;
      if (!go_solver_best_move (solver, (const GoPosition *) game->positions->data,
                                (int) game->positions->len, &v, &move) || move < 0)
        break;
      char gtp[GO_NOTATION_SIZE], paper[GO_NOTATION_SIZE];
      if (move == GO_PASS)
        printf (" pass");
      else
        printf (" %s%s", go_move_to_gtp (width, move, gtp), go_move_to_paper (width, move, paper));
      go_game_play (game, move, NULL);
      plies++;
    }
    printf ("\n");
    g_autofree char *final_board = go_position_to_text (go_game_current (game));
    printf ("%s", final_board);
    if (game->end == GO_END_REPETITION)
      printf (_("Ended by repetition of the position after move %d: %s\n"), game->repeated,
              outcome_text (go_game_outcome (game)));
    else
      printf (_("Ended by two passes: %s\n"), outcome_text (go_game_outcome (game)));
    go_solver_get_stats (solver, &st);
    total_visited += st.visited;
    total_expanded += st.expanded;
    total_seconds += st.seconds;
    printf (_("All searches: visited %llu, expanded %llu, %.3f s\n"),
            (unsigned long long) total_visited, (unsigned long long) total_expanded, total_seconds);
  }

  /* The solver's times are wall-clock; the process's CPU time tells how
   * much of that the machine's other work took. */
  printf (_("CPU time of the process: %.3f s\n"), (double) clock () / CLOCKS_PER_SEC);
  go_solver_free (solver);
  return 0;
}
