/* SPDX-License-Identifier: MIT */
/* reversi-play.c: play one game, computer against computer, in the terminal.
 *
 *   reversi-play --size 8 --depth 6 --perfect 14
 *   reversi-play --black-eval 1 --white-eval 0 --misere --size 6
 *   reversi-play --black enhanced:8:16:2 --white alphabeta:4:10:1
 *   reversi-play --size 4 --depth 3 --trace tree.dot    the first search's tree
 *
 * --black / --white take a player configuration (player-config.h); the
 * fields they leave out come from --depth, --perfect and --eval when
 * those are given, else from the strategy's own defaults (an enhanced
 * player's are not the course player's).
 *
 * Each move is printed in notation with what the search found, then the
 * result.  --trace FILE writes the tree the first computer search
 * explored (docs/search-tree.md), recorded by the kit's functions the
 * search calls, so it is the tree of the variant's own negamax.  The exit status is 0 when the game was played to its end.
 */
#include <errno.h>
#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <stdlib.h>

#include "evaluator.h"
#include "game.h"
#include "kit-i18n.h"
#include "player-config.h"
#include "player-spec.h"
#include "search-tree.h"

typedef struct {
  int size;
  int depth[2], perfect[2], eval[2];
  gboolean misere;
  gboolean quiet;
  gboolean show_board;
  char *moves;
  char *board;
  char *spec[2];    /* --black / --white player configurations, or NULL */
  int seed;
  PlayerConfig config[2];
  SearchTreeOptions trace;
} PlayOptions;

/* The engine's complaints during a search (an undo of a move that was
 * not the last one made, ...): counted, so that a broken search gives one
 * clear message instead of a screenful of assertion lines. */
static void
count_complaint (const char *domain, GLogLevelFlags level, const char *message, gpointer count)
{
  (*(guint *) count)++;
}

/* -1 in a per-colour option means "use the option for both sides". */
static int
pick (int per_colour, int both)
{
  return per_colour >= 0 ? per_colour : both;
}

static gboolean
parse_options (int *argc, char ***argv, PlayOptions *o, GError **error)
{
  /* -1: not given on the command line. */
  int depth = -1, perfect = -1, eval = -1;
  o->size = 8;
  o->seed = 1;
  o->trace = (SearchTreeOptions) SEARCH_TREE_OPTIONS_INIT;
  for (int i = 0; i < 2; i++)
    o->depth[i] = o->perfect[i] = o->eval[i] = -1;

  GOptionEntry entries[] = {
    { "size", 's', 0, G_OPTION_ARG_INT, &o->size, N_("Board size: 4, 6, 8 or 10 (default 8)"), "N" },
    { "depth", 'd', 0, G_OPTION_ARG_INT, &depth, N_("Search depth of both computers, 1 to 60 (default 4, enhanced 10)"), "PLIES" },
    { "perfect", 'p', 0, G_OPTION_ARG_INT, &perfect,
      N_("Empty squares at which both computers switch to perfect search, 0 to 100 (default 10, enhanced 18)"), "EMPTIES" },
    { "eval", 'e', 0, G_OPTION_ARG_INT, &eval,
      N_("Evaluator of both computers: 0 disc count, 1 Eval8x8B, 2 Eval8x8C, 3 trained (enhanced only) (default 1, enhanced 3)"), "INDEX" },
    { "black-depth", 0, 0, G_OPTION_ARG_INT, &o->depth[0], N_("Search depth of Black, 1 to 60"), "PLIES" },
    { "white-depth", 0, 0, G_OPTION_ARG_INT, &o->depth[1], N_("Search depth of White, 1 to 60"), "PLIES" },
    { "black-perfect", 0, 0, G_OPTION_ARG_INT, &o->perfect[0], N_("Perfect-search empties of Black, 0 to 100"), "EMPTIES" },
    { "white-perfect", 0, 0, G_OPTION_ARG_INT, &o->perfect[1], N_("Perfect-search empties of White, 0 to 100"), "EMPTIES" },
    { "black-eval", 0, 0, G_OPTION_ARG_INT, &o->eval[0], N_("Evaluator of Black, 0 to 3 as --eval"), "INDEX" },
    { "white-eval", 0, 0, G_OPTION_ARG_INT, &o->eval[1], N_("Evaluator of White, 0 to 3 as --eval"), "INDEX" },
    { "black", 0, 0, G_OPTION_ARG_STRING, &o->spec[0],
      N_("Black player: STRATEGY[:DEPTH[:PERFECT_EMPTIES[:EVALUATOR]]], strategy alphabeta, random, minimax or enhanced"),
      "SPEC" },
    { "white", 0, 0, G_OPTION_ARG_STRING, &o->spec[1],
      N_("White player: as --black"), "SPEC" },
    { "seed", 0, 0, G_OPTION_ARG_INT, &o->seed, N_("Seed of random players, 0 to 2147483647 (default 1)"), "N" },
    { "misere", 'm', 0, G_OPTION_ARG_NONE, &o->misere, N_("Misère rule: fewest discs wins"), NULL },
    { "moves", 0, 0, G_OPTION_ARG_STRING, &o->moves,
      N_("Start after these moves, e.g. \"f5 d6 c3\" or \"f5d6c3\""), "LIST" },
    { "board", 0, 0, G_OPTION_ARG_STRING, &o->board,
      N_("Start from this board string: n×n of X, O or - (row 1 first), then X or O to move"), "BOARD" },
    { "show-board", 'b', 0, G_OPTION_ARG_NONE, &o->show_board, N_("Print the board after every move"), NULL },
    { "quiet", 'q', 0, G_OPTION_ARG_NONE, &o->quiet, N_("Print only the moves and the result"), NULL },
    SEARCH_TREE_OPTION_ENTRIES (&o->trace),
    { NULL },
  };

  /* -1, the "not given" of the per-colour variables, is outside every
   * range: a value given on the command line is always a real one. */
  const KitOptionRange ranges[] = {
    { "size", 4, 10, 2 },
    { "depth", 1, PLAYER_CONFIG_MAX_DEPTH, 1 },
    { "black-depth", 1, PLAYER_CONFIG_MAX_DEPTH, 1 },
    { "white-depth", 1, PLAYER_CONFIG_MAX_DEPTH, 1 },
    { "perfect", 0, PLAYER_CONFIG_MAX_PERFECT, 1 },
    { "black-perfect", 0, PLAYER_CONFIG_MAX_PERFECT, 1 },
    { "white-perfect", 0, PLAYER_CONFIG_MAX_PERFECT, 1 },
    { "eval", 0, PLAYER_CONFIG_EVAL_TRAINED, 1 },
    { "black-eval", 0, PLAYER_CONFIG_EVAL_TRAINED, 1 },
    { "white-eval", 0, PLAYER_CONFIG_EVAL_TRAINED, 1 },
    { "seed", 0, G_MAXINT, 1 },
    SEARCH_TREE_OPTION_RANGE,
    { NULL },
  };
  const char *summary = _("Play one game of Reversi, computer against computer, and print the moves and the result.");
  if (!kit_options_parse_ranges (entries, ranges, summary, NULL, argc, argv, error)
      || !kit_options_no_arguments (*argc, *argv, error)
      || !search_tree_options_check (&o->trace, error))
    return FALSE;

  for (int i = 0; i < 2; i++) {
    o->depth[i] = pick (o->depth[i], depth);
    o->perfect[i] = pick (o->perfect[i], perfect);
    o->eval[i] = pick (o->eval[i], eval);
    PlayerConfig *config = &o->config[i];
    player_config_init (config);
    /* Different seeds, so two random players do not mirror each other. */
    config->seed = (guint32) o->seed + (guint32) i;
    /* The configuration's own fields first (an enhanced player's missing
     * fields take its defaults there), then the options for the fields it
     * left out: STRATEGY:DEPTH:PERFECT:EVAL has them in that order. */
    int fields_given = 0;
    if (o->spec[i]) {
      if (!player_config_parse (config, o->spec[i], error))
        return FALSE;
      player_spec_print_note ("reversi-play", o->spec[i]);
      fields_given = 1;
      for (const char *c = o->spec[i]; *c; c++)
        fields_given += *c == ':';
    }
    if (fields_given < 2 && o->depth[i] >= 0)
      config->depth = o->depth[i];
    if (fields_given < 3 && o->perfect[i] >= 0)
      config->perfect_empties = o->perfect[i];
    if (fields_given < 4 && o->eval[i] >= 0)
      config->eval_index = o->eval[i];
    if (!player_config_check (config, error))
      return FALSE;
  }
  if (o->moves && o->board) {
    g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                 _("Give --moves or --board, not both."));
    return FALSE;
  }
  return TRUE;
}

static void
print_move (const Game *game, int number, int color, const SearchReport *r, gboolean quiet)
{
  int size = game->kyokumen.size;
  char text[SASHITE_NOTATION_SIZE];
  sashite_to_notation (r->move, size, text);
  if (quiet) {
    printf ("%d. %s %s\n", number, color_name (color), text);
    return;
  }
  g_autofree char *line = search_report_line_to_text (r, size);
  double rate = r->seconds > 0 ? (double) r->nodes / r->seconds : 0;
  if (r->exact)
    printf (_("%d. %s %s  exact %+d  depth %d  line %s  nodes %llu  %.3f s  %.0f nodes/s\n"),
            number, color_name (color), text, r->value / FINAL_DISC_VALUE, r->depth, line,
            (unsigned long long) r->nodes, r->seconds, rate);
  else
    printf (_("%d. %s %s  value %+d  depth %d  line %s  nodes %llu  %.3f s  %.0f nodes/s\n"),
            number, color_name (color), text, r->value, r->depth, line, (unsigned long long) r->nodes,
            r->seconds, rate);
}

static void
clear_options (PlayOptions *o)
{
  g_free (o->moves);
  g_free (o->board);
  g_free (o->spec[0]);
  g_free (o->spec[1]);
  search_tree_options_clear (&o->trace);
}

static void
trace_move_text (int move, char text[16], gpointer size)
{
  G_STATIC_ASSERT (SASHITE_NOTATION_SIZE <= 16);
  sashite_to_notation ((Sashite) { move }, GPOINTER_TO_INT (size), text);
}

/* Writes the tree of the search that chose report's move from kyokumen. */
static gboolean
write_trace (const PlayOptions *o, SearchTree *tree, const Kyokumen *kyokumen,
             const SearchReport *report, GError **error)
{
  int line[SEARCH_REPORT_MAX_LINE];
  for (int i = 0; i < report->best_line_length; i++)
    line[i] = report->best_line[i].xy;
  search_tree_set_line (tree, line, report->best_line_length);
  g_autofree char *board = kyokumen_to_board_string (kyokumen);
  g_autofree char *title = g_strdup_printf (_("Reversi %d×%d, %s to move: %s"), kyokumen->size,
                                            kyokumen->size, color_name (kyokumen->color), board);
  SearchTreeStyle style = {
    .move_text = trace_move_text,
    .data = GINT_TO_POINTER (kyokumen->size),
    .side_names = { color_name (BLACK), color_name (WHITE) },
    .title = title,
  };
  if (search_tree_is_empty (tree))
    fprintf (stderr, _("reversi-play: this player's search records no tree (only alphabeta and minimax do); "
                       "%s is written empty.\n"),
             o->trace.file);
  return search_tree_write_file (tree, o->trace.file, o->trace.format, &style, error);
}

/* One game with the options; the exit status. */
static int
play (PlayOptions *o)
{
  g_autoptr (GError) error = NULL;

  Player *players[2];
  for (int i = 0; i < 2; i++) {
    players[i] = player_config_create_player (&o->config[i], &error);
    if (!players[i]) {
      fprintf (stderr, "reversi-play: %s: %s\n", i == 0 ? "--black" : "--white", error->message);
      player_free (players[0]);
      return 2;
    }
  }
  Game *game = game_new (o->size, o->misere, players[0], players[1]);
  if ((o->moves && !game_setup_from_moves (game, o->size, o->moves, &error))
      || (o->board && !game_setup_from_board_string (game, o->board, &error))) {
    fprintf (stderr, "reversi-play: %s\n", error->message);
    game_free (game);
    return 2;
  }

  printf (_("Black: %s\nWhite: %s\nBoard: %d×%d%s\n"), player_name (game->player[0]),
          player_name (game->player[1]), game->kyokumen.size, game->kyokumen.size,
          o->misere ? _(", misère (fewest discs wins)") : "");
  if (o->show_board || o->board) {
    g_autofree char *board = kyokumen_to_text (&game->kyokumen);
    fputs (board, stdout);
  }

  int status = 0;
  fflush (stdout);
  /* Only the first search is traced: one tree per file. */
  g_autoptr (SearchTree) tree = o->trace.file ? search_tree_new ((guint) o->trace.max_nodes) : NULL;
  while (!game_is_over (game)) {
    int color = game->kyokumen.color;
    SearchReport report;
    Sashite move;
    guint complaints = 0;
    guint handler = g_log_set_handler (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING,
                                       count_complaint, &complaints);
    g_autofree Kyokumen *searched = tree ? g_memdup2 (&game->kyokumen, sizeof game->kyokumen) : NULL;
    search_tree_set_active (tree);
    gboolean decided = player_decide_move (game_player_to_move (game), &game->kyokumen, game->misere,
                                           NULL, &move, &report, &error);
    search_tree_set_active (NULL);
    g_log_remove_handler (G_LOG_DOMAIN, handler);
    if (tree && decided) {
      if (!write_trace (o, tree, searched, &report, &error)) {
        fprintf (stderr, "reversi-play: %s\n", error->message);
        status = 2;
        break;
      }
      g_clear_pointer (&tree, search_tree_free);
    }
    if (!decided || !game_play (game, move, &error)) {
      fprintf (stderr, _("reversi-play: %s could not move: %s\n"), color_name (color), error->message);
      if (complaints > 0)
        fprintf (stderr, g_dngettext (GETTEXT_PACKAGE,
                                      "reversi-play: (the engine refused %u kyokumen_undo_move of a move "
                                      "that was not the last one made)\n",
                                      "reversi-play: (the engine refused %u kyokumen_undo_move calls of "
                                      "moves that were not the last one made)\n",
                                      complaints),
                 complaints);
      status = 1;
      break;
    }
    print_move (game, game->move_count, color, &report, o->quiet);
    if (o->show_board) {
      g_autofree char *board = kyokumen_to_text (&game->kyokumen);
      fputs (board, stdout);
    }
    fflush (stdout);
  }

  g_autofree char *record = game_record_to_text (game);
  g_print (_("Moves: %s\n"), record);
  if (status == 0) {
    /* The two lines of exercise 17's answer, the second under the first. */
    g_autofree char *summary = game_summary_text (game);
    g_auto (GStrv) lines = g_strsplit (summary, "\n", 2);
    g_print (_("Result: %s\n"), lines[0]);
    if (lines[1])
      g_print ("        %s\n", lines[1]);
  }
  else
    g_print (_("No result: the game was stopped after %d moves.\n"), game->move_count);

  game_free (game);
  /* Output that could not be written (a full disk, a closed pipe) is a
   * failure the user must see. */
  if (fflush (stdout) != 0 || ferror (stdout)) {
    fprintf (stderr, _("reversi-play: cannot write the standard output: %s\n"), g_strerror (errno));
    status = 1;
  }
  return status;
}

int
main (int argc, char **argv)
{
  kit_i18n_init ();

  PlayOptions o = { 0 };
  g_autoptr (GError) error = NULL;
  int status;
  if (!parse_options (&argc, &argv, &o, &error)) {
    fprintf (stderr, "reversi-play: %s\n", error->message);
    fprintf (stderr, _("Try “reversi-play --help”.\n"));
    status = 2;
  } else {
    status = play (&o);
  }
  clear_options (&o);
  return status;
}
