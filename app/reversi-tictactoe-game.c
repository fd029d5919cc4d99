/* SPDX-License-Identifier: MIT */
/* reversi-tictactoe-game.c: tic-tac-toe in the app (S. Matoike's text).
 *
 * Matoike's program is this game in a window against a random, a minimax
 * and an alpha-beta machine.  Here its minimax and alpha-beta are the
 * warm-up exercises t1 and t2 (tictactoe-search.h): the reference in the
 * full tree's app, the student's own in reversi-skeleton and in the
 * handout, so students play, and watch, the search they wrote.  Those
 * searches read to the end of the game and count nothing themselves: the
 * rules count their moves (tictactoe_count_moves).  Perfect play is the
 * common ordered search with its table and the board's symmetries.
 */
#include "reversi-tictactoe-game.h"

#include "reversi-game-catalog.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "reversi-error.h"
#include "search-tree.h"
#include "tictactoe-players.h"
#include "tictactoe-replay.h"

int
reversi_tictactoe_winning_line (const TicTacToe *t)
{
  for (int line = 0; line < 8; line++) {
    int mark = t->cell[tictactoe_lines[line][0]];
    if (mark != TICTACTOE_EMPTY && t->cell[tictactoe_lines[line][1]] == mark
        && t->cell[tictactoe_lines[line][2]] == mark)
      return line;
  }
  return -1;
}

/* Matoike's search (t1 for minimax, t2 for alpha-beta) on board. */
static int
warmup_search (ReversiCommonStrategy strategy, TicTacToe *board, int *value)
{
  return strategy == REVERSI_COMMON_MINIMAX ? tictactoe_minimax_move (board, value)
                                           : tictactoe_alpha_beta_move (board, value);
}

/* The exercise's search ran on a copy of `before`: it must have left the
 * board as it found it and chosen an empty cell.  A broken search gets one
 * clear message, as tictactoe-play gives it. */
static gboolean
check_warmup_move (ReversiCommonStrategy strategy, const TicTacToe *before, const TicTacToe *after,
                 int cell, GError **error)
{
  const char *exercise = strategy == REVERSI_COMMON_MINIMAX ? "t1" : "t2";
  if (memcmp (before, after, sizeof *before) != 0) {
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_SEARCH,
                 _("The search of exercise %s did not leave the board as it found it: every "
                   "tictactoe_play needs its tictactoe_undo."),
                 exercise);
    return FALSE;
  }
  if (cell < 0 || cell >= TICTACTOE_CELLS || before->cell[cell] != TICTACTOE_EMPTY) {
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_SEARCH,
                 _("The search of exercise %1$s chose %2$d, which is not an empty cell (0 to 8)."),
                 exercise, cell);
    return FALSE;
  }
  return TRUE;
}

/* The line Matoike's search expects: each side in turn plays what the
 * same search chooses for it, to the end.  Not counted: the report's
 * counts are the first search's. */
static gboolean
warmup_line (ReversiCommonStrategy strategy, const TicTacToe *root, int first,
           ReversiCommonReport *report, GError **error)
{
  TicTacToe board = *root;
  int cell = first;
  report->line_length = 0;
  for (;;) {
    report->line[report->line_length++] = cell;
    tictactoe_play (&board, cell);
    if (tictactoe_is_over (&board))
      return TRUE;
    TicTacToe before = board;
    int value;
    cell = warmup_search (strategy, &board, &value);
    if (!check_warmup_move (strategy, &before, &board, cell, error))
      return FALSE;
  }
}

static gboolean
choose_by_warmup_search (const GameRules *rules, const GamePath *path,
                       const ReversiCommonComputer *computer, ReversiCommonControl *control,
                       ReversiCommonReport *report, GError **error)
{
  const TicTacToe *root = game_path_current (path);
  TicTacToe board = *root;
  TicTacToeCounts counts = { 0 };
  memset (report, 0, sizeof *report);
  gint64 started = g_get_monotonic_time ();
  tictactoe_count_moves (&counts);
  int value;
  /* Recorded when the search program asks for the tree: this search's,
   * not the line's below. */
  int cell = tictactoe_search_move (&board, computer->strategy == REVERSI_COMMON_MINIMAX ? TICTACTOE_MINIMAX
                                                                                        : TICTACTOE_ALPHA_BETA,
                                    &value);
  tictactoe_count_moves (NULL);
  report->seconds = (double) (g_get_monotonic_time () - started) / G_USEC_PER_SEC;
  if (!check_warmup_move (computer->strategy, root, &board, cell, error))
    return FALSE;
  report->move = cell;
  report->value = value;
  report->to_end = TRUE;
  /* The rules count the positions the search played into; the root is
   * the caller's to count, as the course counts it. */
  report->nodes = counts.nodes + 1;
  report->evaluations = counts.evaluations;
  return warmup_line (computer->strategy, root, cell, report, error);
}

/* The reference t1 or t2 where the reference's modules are not built
 * (the student handout): Matoike's search as List 1 replayed with his
 * values (tictactoe-replay.h): his root function gives each cell the
 * full window (root_window_kept), and his minimax never cuts.  Its tree
 * is recorded by the rules' tictactoe_play, as the student's t1 and t2
 * are, so that the two compare position for position. */
static gboolean
choose_by_list1_replay (const GameRules *rules, const GamePath *path,
                        const ReversiCommonComputer *computer, ReversiCommonControl *control,
                        ReversiCommonReport *report, GError **error)
{
  const TicTacToe *root = game_path_current (path);
  TicTacToe board = *root;
  gboolean minimax = computer->strategy == REVERSI_COMMON_MINIMAX;
  /* Matoike's depth counts from the machine's root move: its children are
   * at depth 0. */
  const TicTacToeReplayContext context = { TICTACTOE_MARK_OF_SIDE (root->to_move), -1 };
  ReplayGame game;
  tictactoe_replay_game (&game, &context);
  ReplaySearch search = { .depth = TICTACTOE_CELLS + 1, .alpha = -TICTACTOE_INFINITY,
                          .beta = TICTACTOE_INFINITY, .stop_requested = control->stop_requested,
                          .rules = { .no_cut = minimax, .root_window_kept = TRUE } };
  memset (report, 0, sizeof *report);
  gint64 started = g_get_monotonic_time ();
  /* The rules record the positions played into, as for the student's
   * search; the replay's own hooks are off meanwhile. */
  SearchTree *tree = search_tree_active ();
  search_tree_set_active (NULL);
  if (tree)
    tictactoe_trace_begin (tree, &board, minimax ? "minimax (t1), List 1 replayed" : "alpha-beta (t2), List 1 replayed");
  replay_list1_search (&game, &board, &search);
  if (tree)
    tictactoe_trace_end ();
  search_tree_set_active (tree);
  report->seconds = (double) (g_get_monotonic_time () - started) / G_USEC_PER_SEC;
  if (search.line_length == 0 && !search.stopped) {
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_GAME_OVER,
                 _("The game is over: there is no move to choose."));
    return FALSE;
  }
  int moves[TICTACTOE_CELLS];
  report->move = search.line_length > 0 ? search.line[0] : (tictactoe_generate_moves (root, moves), moves[0]);
  report->value = search.value;
  report->to_end = TRUE;
  report->stopped = search.stopped;
  report->nodes = search.nodes;
  report->evaluations = search.evaluations;
  report->line_length = MIN (search.line_length, REVERSI_COMMON_MAX_LINE);
  memcpy (report->line, search.line, (gsize) report->line_length * sizeof (int));
  return TRUE;
}

/* ---- what the window says -------------------------------------------- */

static char *
line_cells_text (int line)
{
  return reversi_game_cells_text (tictactoe_lines[line], 3, tictactoe_cell_to_text);
}

static char *
describe_move (const GameRules *rules, const void *before, int move)
{
  TicTacToe after;
  rules->make_move (rules, before, move, &after);
  int line = reversi_tictactoe_winning_line (&after);
  if (line >= 0) {
    g_autofree char *cells = line_cells_text (line);
    /* TRANSLATORS: the mark that made a line ("X") and the line's cells ("a1, b2, c3"). */
    return g_strdup_printf (_("%1$s has three in a row: %2$s."),
                            _(rules->side_names[TICTACTOE_SIDE_OF_MARK (after.cell[move])]), cells);
  }
  if (tictactoe_is_over (&after))
    return g_strdup (_("The board is full without a line: a draw."));
  return g_strdup ("");
}

static char *
result_text (const GameRules *rules, const void *finished)
{
  const TicTacToe *t = finished;
  int line = reversi_tictactoe_winning_line (t);
  if (line < 0)
    return g_strdup_printf ("%s\n%s", _("Draw"), _("The board is full without a line."));
  g_autofree char *cells = line_cells_text (line);
  int side = TICTACTOE_SIDE_OF_MARK (t->cell[tictactoe_lines[line][0]]);
  /* TRANSLATORS: the winner of tic-tac-toe ("X wins"), then the winning line and the marks played. */
  return g_strdup_printf (_("%1$s wins\nThree in a row: %2$s, with the %3$d marks on the board."),
                          _(rules->side_names[side]), cells, t->marks);
}

const ReversiGameInfo reversi_tictactoe_games[] = { {
  .id = "tictactoe",
  .side_labels = { N_("X (moves first)"), N_("O") },
  .move_example = N_("b2"),
  .choose = {
    [REVERSI_COMMON_RANDOM] = reversi_common_choose_random,
    [REVERSI_COMMON_MINIMAX] = choose_by_warmup_search,
    [REVERSI_COMMON_ALPHA_BETA] = choose_by_warmup_search,
#ifdef HAVE_GAME_SEARCH
    [REVERSI_COMMON_PERFECT] = reversi_common_choose_to_end,
#endif
  },
  .list1_replay = {
    [REVERSI_COMMON_MINIMAX] = choose_by_list1_replay,
    [REVERSI_COMMON_ALPHA_BETA] = choose_by_list1_replay,
  },
  .strategy_labels = {
    [REVERSI_COMMON_MINIMAX] = N_("Minimax (exercise t1)"),
    [REVERSI_COMMON_ALPHA_BETA] = N_("Alpha-beta (exercise t2)"),
    [REVERSI_COMMON_PERFECT] = N_("Perfect play (ordered alpha-beta with a table)"),
  },
  .default_computer = { REVERSI_COMMON_ALPHA_BETA, 9 },
  .describe_move = describe_move,
  .result_text = result_text,
}, { NULL } };
