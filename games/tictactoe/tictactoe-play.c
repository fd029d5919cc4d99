/* SPDX-License-Identifier: MIT */
/* tictactoe-play.c: play tic-tac-toe in a terminal.
 *
 *   tictactoe-play                         you (X) against alpha-beta (O)
 *   tictactoe-play --x minimax --o human   the computer starts
 *   tictactoe-play --x random --o alphabeta --seed 7
 *
 * A player is named in the kit's one syntax (docs/players.md): human
 * (moves read from standard input: a cell "b2", or "quit") or one of S.
 * Matoike's strategies: random, minimax, alphabeta (their searches read
 * to the end: a depth, if given, is end or 9 or more).
 * A move that is not a cell, or a cell that is taken, is refused with the
 * reason and asked for again.  The board and every move are printed; the
 * last line says who won.  Exit status 0 when the game was played to the
 * end, 1 when a human quit (or input ended), 2 for bad options, 3 when a
 * computer player's search (exercises t1, t2) broke the game.
 *
 * Those searches are the student's code in the handout: each runs in a
 * child process (child-call.h), so one that crashes, never returns
 * (ended after SEARCH_SECONDS), or allocates without end is a message
 * naming what happened and at which move, with the moves played so far,
 * not a dead or frozen terminal; what it prints goes to stderr, never
 * into the game's output.
 */
#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <string.h>

#include "child-call.h"
#include "kit-i18n.h"
#include "player-spec.h"
#include "search-tree.h"
#include "tictactoe-players.h"

/* A tic-tac-toe search reads 549,946 positions at most: a search still
 * running after this long never ends. */
#define SEARCH_SECONDS 10

typedef struct {
  gboolean human;
  TicTacToeStrategy strategy;
} Seat;

/* A player in the kit's one syntax (player-spec.h).  The warm-up
 * searches read to the end of the game, so a depth, if given, is `end`
 * or one that reaches it (the app writes "alphabeta:9"). */
static gboolean
parse_seat (const char *text, Seat *seat, GError **error)
{
  static const PlayerSpecWord words[] = {
    PLAYER_SPEC_HUMAN, PLAYER_SPEC_RANDOM, PLAYER_SPEC_MINIMAX, PLAYER_SPEC_ALPHA_BETA,
  };
  g_auto (PlayerSpec) spec = { 0 };
  if (!player_spec_parse (&spec, text, error))
    return FALSE;
  Seat read = { .human = spec.word == PLAYER_SPEC_HUMAN };
  int depth = PLAYER_SPEC_END;
  switch (spec.word) {
  case PLAYER_SPEC_HUMAN:
    break;
  case PLAYER_SPEC_RANDOM:
    read.strategy = TICTACTOE_RANDOM;
    break;
  case PLAYER_SPEC_MINIMAX:
  case PLAYER_SPEC_ALPHA_BETA:
    read.strategy = spec.word == PLAYER_SPEC_MINIMAX ? TICTACTOE_MINIMAX : TICTACTOE_ALPHA_BETA;
    if (!player_spec_read_depth (&spec, TICTACTOE_CELLS, 60, TRUE, &depth, error))
      return FALSE;
    break;
  default:
    player_spec_refuse_word (&spec, "tictactoe-play", words, G_N_ELEMENTS (words), error);
    return FALSE;
  }
  *seat = read;
  return TRUE;
}

static const char *
exercise_of (TicTacToeStrategy strategy)
{
  return strategy == TICTACTOE_MINIMAX ? "t1" : "t2";
}

/* The searches are the exercises t1 and t2 (the student's, in the
 * handout): a move that is not an empty cell, or a board not left as it
 * was, gets one clear message instead of a broken game. */
static gboolean
computer_move_ok (const TicTacToe *before, const TicTacToe *after, int cell,
                  TicTacToeStrategy strategy)
{
  const char *exercise = exercise_of (strategy);
  if (memcmp (before, after, sizeof *before) != 0) {
    fprintf (stderr, _("tictactoe-play: the search of exercise %s did not leave the board as it "
                       "found it: every tictactoe_play needs its tictactoe_undo.\n"),
             exercise);
    return FALSE;
  }
  if (cell < 0 || cell >= TICTACTOE_CELLS || before->cell[cell] != TICTACTOE_EMPTY) {
    fprintf (stderr, _("tictactoe-play: the search of exercise %1$s chose %2$d, which is not an "
                       "empty cell (0 to 8).\n"),
             exercise, cell);
    return FALSE;
  }
  return TRUE;
}

/* One search in the child process: the board as the search left it, and
 * its cell. */
typedef struct {
  TicTacToe board;
  TicTacToeStrategy strategy;
  const SearchTreeOptions *trace;   /* --trace for this search, or NULL */
  int cell;
} SearchCall;

static void
cell_text (int move, char text[16], gpointer data)
{
  tictactoe_cell_to_text (move, text);
}

/* The search's tree, written by the child itself (its memory is its
 * own): nothing to bring back but the move. */
static void
search_in_child (gpointer data, gpointer result)
{
  SearchCall *call = result;
  *call = *(const SearchCall *) data;
  if (!call->trace) {
    call->cell = tictactoe_choose_move (&call->board, call->strategy, NULL);
    return;
  }
  TicTacToe root = call->board;
  g_autoptr (SearchTree) tree = search_tree_new ((guint) call->trace->max_nodes);
  search_tree_set_active (tree);
  call->cell = tictactoe_choose_move (&call->board, call->strategy, NULL);
  search_tree_set_active (NULL);
  g_autofree char *board = tictactoe_to_text (&root);
  SearchTreeStyle style = { .move_text = cell_text, .side_names = { "X", "O" }, .title = board };
  g_autoptr (GError) error = NULL;
  if (!search_tree_write_file (tree, call->trace->file, call->trace->format, &style, &error))
    fprintf (stderr, "tictactoe-play: %s\n", error->message);
}

/* The computer's cell for t (left as it was), searched in a child process;
 * FALSE after saying on stderr how the search failed at move `move`. */
static gboolean
search_move (TicTacToe *t, TicTacToeStrategy strategy, const SearchTreeOptions *trace, int move, int *cell)
{
  const char *exercise = exercise_of (strategy);
  SearchCall call = { .board = *t, .strategy = strategy, .trace = trace }, answer;
  ChildCallOutcome outcome = child_call_run (search_in_child, &call, &answer, sizeof answer,
                                             SEARCH_SECONDS * 1000, "TICTACTOE_PLAY_MEMORY_MB");
  switch (outcome.status) {
  case CHILD_CALL_ANSWERED:
    *cell = answer.cell;
    return computer_move_ok (t, &answer.board, answer.cell, strategy);
  case CHILD_CALL_CRASHED: {
    g_autofree char *name = child_call_signal_name (outcome.signal);
    /* TRANSLATORS: the exercise (t1, t2), the signal's name, the move number. */
    fprintf (stderr, _("tictactoe-play: the search of exercise %1$s crashed (%2$s) at move %3$d.\n"),
             exercise, name, move);
    return FALSE;
  }
  case CHILD_CALL_TIMED_OUT:
    fprintf (stderr, _("tictactoe-play: the search of exercise %1$s did not answer within %2$d s "
                       "at move %3$d: it was ended.\n"),
             exercise, SEARCH_SECONDS, move);
    return FALSE;
  case CHILD_CALL_EXITED:
    fprintf (stderr, _("tictactoe-play: the search of exercise %1$s ended the program (exit status "
                       "%2$d) at move %3$d.\n"),
             exercise, outcome.exit_status, move);
    return FALSE;
  case CHILD_CALL_FAILED:
  default:
    fprintf (stderr, _("tictactoe-play: the search of exercise %1$s could not be started: %2$s\n"),
             exercise, g_strerror (outcome.exit_status));
    return FALSE;
  }
}

int
main (int argc, char **argv)
{
  kit_i18n_init ();
  g_autofree char *x_name = NULL, *o_name = NULL, *setup = NULL;
  int seed = 1;
  g_auto (SearchTreeOptions) trace = SEARCH_TREE_OPTIONS_INIT;
  GOptionEntry entries[] = {
    { "x", 'x', 0, G_OPTION_ARG_STRING, &x_name,
      N_("Player X, who moves first: human, random, minimax or alphabeta (default human)"), "PLAYER" },
    { "o", 'o', 0, G_OPTION_ARG_STRING, &o_name,
      N_("Player O: human, random, minimax or alphabeta (default alphabeta)"), "PLAYER" },
    { "seed", 's', 0, G_OPTION_ARG_INT, &seed, N_("Seed of the random player, 0 to 2147483647 (default 1)"), "N" },
    { "moves", 'm', 0, G_OPTION_ARG_STRING, &setup,
      N_("Play these moves first, such as \"b2 a1 c3\" (a position to start from, or to trace a search from)"),
      "MOVES" },
    SEARCH_TREE_OPTION_ENTRIES (&trace),
    { NULL },
  };
  g_autoptr (GError) error = NULL;
  Seat seats[2];
  const char *summary = _("Play tic-tac-toe in the terminal.");
  const KitOptionRange ranges[] = {
    { "seed", 0, G_MAXINT, 1 },
    SEARCH_TREE_OPTION_RANGE,
    { NULL },
  };
  if (!kit_options_parse_ranges (entries, ranges, summary, NULL, &argc, &argv, &error)
      || !kit_options_no_arguments (argc, argv, &error)
      || !parse_seat (x_name ? x_name : "human", &seats[0], &error)
      || !parse_seat (o_name ? o_name : "alphabeta", &seats[1], &error)
      || !search_tree_options_check (&trace, &error)) {
    fprintf (stderr, "tictactoe-play: %s\n", error->message);
    return 2;
  }
  player_spec_print_note ("tictactoe-play", x_name);
  player_spec_print_note ("tictactoe-play", o_name);

  GRand *rand = g_rand_new_with_seed ((guint32) seed);
  TicTacToe t;
  tictactoe_init (&t);
  int status = 0;
  gboolean trace_pending = trace.file != NULL;
  /* The moves in notation, NULL-terminated. */
  g_autoptr (GPtrArray) moves = g_ptr_array_new_null_terminated (TICTACTOE_CELLS, g_free, TRUE);
  /* --moves: the position the game starts from, each move checked by the
   * rules, so that a search can be traced from any position (sheet t2). */
  g_auto (GStrv) setup_moves = g_strsplit (setup ? setup : "", " ", -1);
  for (int i = 0, n = 0; setup_moves[i]; i++) {
    int cell;
    if (!setup_moves[i][0])
      continue;
    n++;
    if (!game_rules_read_move (tictactoe_rules (), &t, setup_moves[i], &cell, &error)) {
      fprintf (stderr, _("tictactoe-play: move %1$d of --moves: %2$s\n"), n, error->message);
      g_rand_free (rand);
      return 2;
    }
    char name[GAME_NOTATION_SIZE];
    tictactoe_cell_to_text (cell, name);
    g_ptr_array_insert (moves, moves->len, g_strdup (name));
    tictactoe_play (&t, cell);
  }
  while (!tictactoe_is_over (&t)) {
    g_autofree char *board = tictactoe_to_text (&t);
    printf ("%s", board);
    const Seat *seat = &seats[t.to_move];
    const char *mark = t.to_move == 0 ? "X" : "O";
    int cell;
    if (seat->human) {
      g_autofree char *prompt =
          g_strdup_printf (_("%s to move (a cell such as b2, or quit): "), mark);
      if (!game_rules_ask_move (tictactoe_rules (), &t, prompt, stdin, &cell)) {
        printf (_("Game abandoned.\n"));
        status = 1;
        break;
      }
    } else if (seat->strategy == TICTACTOE_RANDOM) {
      cell = tictactoe_choose_move (&t, seat->strategy, rand);
    } else if (!search_move (&t, seat->strategy, trace_pending ? &trace : NULL, moves->len + 1, &cell)) {
      /* The game as it stood, for the student to replay by hand. */
      g_autofree char *played = g_strjoinv (" ", (char **) moves->pdata);
      if (moves->len > 0)
        fprintf (stderr, _("tictactoe-play: the moves so far: %s\n"), played);
      else
        fprintf (stderr, _("tictactoe-play: no move was played yet.\n"));
      status = 3;
      break;
    }
    /* --trace is the first search's (t1 or t2), as in the other programs. */
    if (!seat->human && seat->strategy != TICTACTOE_RANDOM)
      trace_pending = FALSE;
    char name[GAME_NOTATION_SIZE];
    tictactoe_cell_to_text (cell, name);
    printf (_("%1$s plays %2$s\n"), mark, name);
    g_ptr_array_insert (moves, moves->len, g_strdup (name));
    tictactoe_play (&t, cell);
  }
  if (status == 0) {
    g_autofree char *board = tictactoe_to_text (&t);
    printf ("%s", board);
  }
  g_rand_free (rand);
  return status;
}
