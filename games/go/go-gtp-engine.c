/* SPDX-License-Identifier: MIT */
/* go-gtp-engine.c: the GTP commands of the Go engine.
 *
 * Each command is a handler that fills the answer text and returns TRUE,
 * or fills the error text and returns FALSE leaving the game unchanged.
 * What a person would want to know about a refusal goes to stderr with
 * --verbose, translated; the GTP answer itself stays standard.
 */
#include "go-gtp-engine.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "config.h"
#include "go-move-order.h"
#include "go-notation.h"
#include "go-score.h"
#include "go-solver.h"

struct GoGtpEngine {
  GtpServer server;   /* the protocol; the commands below are Go's */
  GoGame *game;
  GoSolver *solvers[GO_MAX_SIZE + 1];   /* made when a size is first used; GTP 2's
                                           boardsize is square, so are the boards here */
  double time_limit;
  double komi;        /* from the controller's komi: final_score subtracts it */
  gboolean verbose;
};

static gboolean
done (GString *answer)
{
  g_string_truncate (answer, 0);
  return TRUE;
}

static void
explain (const GoGtpEngine *engine, const char *command, const char *why)
{
  if (engine->verbose)
    fprintf (stderr, "go-gtp: %s: %s\n", command, why);
}

static const GoPosition *
current (const GoGtpEngine *engine)
{
  return go_game_current (engine->game);
}

static GoSolver *
solver_for (GoGtpEngine *engine, int size)
{
  if (engine->solvers[size] == NULL) {
    GoSolverOptions options;
    go_solver_options_default (&options);
    options.time_limit = engine->time_limit;
    engine->solvers[size] = go_solver_new (size, size, &options);
  }
  return engine->solvers[size];
}

static gboolean
parse_color (const char *text, GoColor *color)
{
  gboolean black;
  if (!gtp_parse_color (text, &black))
    return FALSE;
  *color = black ? GO_BLACK : GO_WHITE;
  return TRUE;
}

/* A move for the side not to move: the side to move is taken to have
 * passed (controllers that leave passes out do this).  Only when that pass
 * is legal and does not end the game; returns TRUE when one was played,
 * so the caller can take it back if the command fails. */
static gboolean
pass_for_other_side (GoGtpEngine *engine, GoColor color)
{
  const GoPosition *pos = current (engine);
  if (pos->to_move == color || engine->game->end != GO_END_NONE || pos->pass_ends)
    return FALSE;
  return go_game_play (engine->game, GO_PASS, NULL);
}

static gboolean
cmd_boardsize (gpointer engine_data, char **args, int n_args, GString *answer)
{
  GoGtpEngine *engine = engine_data;
  char *end = NULL;
  if (n_args != 1)
    return gtp_fail (answer, "syntax error");
  long size = strtol (args[0], &end, 10);
  if (end == args[0] || *end != '\0')
    return gtp_fail (answer, "boardsize not an integer");
  if (size < GO_MIN_SIZE || size > GO_MAX_SIZE) {
    explain (engine, "boardsize", _("this engine plays boards from 2x2 to 5x5"));
    return gtp_fail (answer, "unacceptable size");
  }
  go_game_free (engine->game);
  engine->game = go_game_new ((int) size, (int) size);
  return done (answer);
}

static gboolean
cmd_clear_board (gpointer engine_data, char **args, int n_args, GString *answer)
{
  GoGtpEngine *engine = engine_data;
  int size = current (engine)->width;
  go_game_free (engine->game);
  engine->game = go_game_new (size, size);
  return done (answer);
}

static gboolean
cmd_komi (gpointer engine_data, char **args, int n_args, GString *answer)
{
  GoGtpEngine *engine = engine_data;
  char *end = NULL;
  if (n_args != 1)
    return gtp_fail (answer, "syntax error");
  double komi = g_ascii_strtod (args[0], &end);
  if (end == args[0] || *end != '\0' || !isfinite (komi))
    return gtp_fail (answer, "komi not a float");
  /* The score honours it; the solver's search does not (its values are
   * the paper's, komi 0), which a person is told. */
  engine->komi = komi;
  if (komi != 0)
    explain (engine, "komi", _("final_score subtracts the komi; the solver still plays for komi 0"));
  return done (answer);
}

/* A whole number and nothing else. */
static gboolean
is_number (const char *text)
{
  char *end = NULL;
  if (!g_ascii_isdigit (text[0]))
    return FALSE;
  g_ascii_strtoull (text, &end, 10);
  return *end == '\0';
}

static gboolean
cmd_time_settings (gpointer engine_data, char **args, int n_args, GString *answer)
{
  if (n_args != 3 || !is_number (args[0]) || !is_number (args[1]) || !is_number (args[2]))
    return gtp_fail (answer, "syntax error");
  /* The solver has its own limit (--time); the clock is not used. */
  return done (answer);
}

static gboolean
cmd_time_left (gpointer engine_data, char **args, int n_args, GString *answer)
{
  GoColor color;
  if (n_args != 3 || !parse_color (args[0], &color) || !is_number (args[1]) || !is_number (args[2]))
    return gtp_fail (answer, "syntax error");
  return done (answer);
}

static gboolean
cmd_play (gpointer engine_data, char **args, int n_args, GString *answer)
{
  GoGtpEngine *engine = engine_data;
  GoColor color;
  int move;
  g_autoptr (GError) error = NULL;
  if (n_args != 2)
    return gtp_fail (answer, "syntax error");
  if (!parse_color (args[0], &color))
    return gtp_fail (answer, "invalid color");
  if (!go_move_parse (current (engine)->width, current (engine)->height, args[1], &move, &error)) {
    explain (engine, "play", error->message);
    return gtp_fail (answer, "invalid vertex");
  }
  gboolean passed = pass_for_other_side (engine, color);
  if (current (engine)->to_move != color) {
    explain (engine, "play", _("it is the other colour's turn"));
    return gtp_fail (answer, "illegal move");
  }
  if (!go_game_play (engine->game, move, &error)) {
    explain (engine, "play", error->message);
    if (passed)
      go_game_undo (engine->game);
    return gtp_fail (answer, "illegal move");
  }
  return done (answer);
}

/* The move of the fallback: the best count of the board after it, for the
 * side to move, the paper's ordering deciding between equals. */
static int
fallback_move (const GoPosition *pos)
{
  int moves[GO_MAX_MOVES];
  int n = go_position_legal_moves (pos, moves);
  go_order_moves (pos, moves, n);
  int sign = pos->to_move == GO_BLACK ? 1 : -1;
  int best = moves[0], best_count = G_MININT;
  for (int i = 0; i < n; i++) {
    GoPosition after;
    go_position_play (pos, moves[i], &after, NULL);
    int count = sign * go_score (&after, NULL);
    if (count > best_count) {
      best_count = count;
      best = moves[i];
    }
  }
  return best;
}

static gboolean
cmd_genmove (gpointer engine_data, char **args, int n_args, GString *answer)
{
  GoGtpEngine *engine = engine_data;
  GoColor color;
  if (n_args != 1)
    return gtp_fail (answer, "syntax error");
  if (!parse_color (args[0], &color))
    return gtp_fail (answer, "invalid color");
  if (engine->game->end != GO_END_NONE) {
    /* After the end a controller may still ask: nothing is played. */
    g_string_assign (answer, "pass");
    return TRUE;
  }
  gboolean passed = pass_for_other_side (engine, color);
  if (current (engine)->to_move != color) {
    explain (engine, "genmove", _("it is the other colour's turn"));
    return gtp_fail (answer, "not this color's turn");
  }

  const GoPosition *path = (const GoPosition *) engine->game->positions->data;
  int n = (int) engine->game->positions->len;
  GoSolver *solver = solver_for (engine, path[n - 1].width);
  GoOutcome value;
  int move = -1;
  go_solver_reset_stats (solver);
  gboolean solved = go_solver_best_move (solver, path, n, &value, &move) && move >= 0;
  if (!solved)
    move = fallback_move (&path[n - 1]);
  if (engine->verbose) {
    GoSolverStats st;
    go_solver_get_stats (solver, &st);
    char text[GO_NOTATION_SIZE];
    go_move_to_gtp (path[n - 1].width, move, text);
    if (solved)
      fprintf (stderr, _("go-gtp: %s, value %s, %llu nodes, %.3f s\n"), text, go_outcome_name (value),
               (unsigned long long) st.visited, st.seconds);
    else
      fprintf (stderr, _("go-gtp: %s, not solved within the time limit: best count after the move\n"),
               text);
  }

  g_autoptr (GError) error = NULL;
  if (!go_game_play (engine->game, move, &error)) {
    explain (engine, "genmove", error->message);
    if (passed)
      go_game_undo (engine->game);
    return gtp_fail (answer, "no legal move");
  }
  char vertex[GO_NOTATION_SIZE];
  g_string_assign (answer, go_move_to_gtp (current (engine)->width, move, vertex));
  return TRUE;
}

static gboolean
cmd_undo (gpointer engine_data, char **args, int n_args, GString *answer)
{
  GoGtpEngine *engine = engine_data;
  if (!go_game_undo (engine->game))
    return gtp_fail (answer, "cannot undo");
  return done (answer);
}

static gboolean
cmd_showboard (gpointer engine_data, char **args, int n_args, GString *answer)
{
  GoGtpEngine *engine = engine_data;
  g_autofree char *board = go_position_to_text (current (engine));
  g_string_assign (answer, "\n");
  g_string_append (answer, board);
  if (engine->game->end == GO_END_REPETITION)
    g_string_append_printf (answer, "repetition of the position after move %d: %s\n",
                            engine->game->repeated, go_outcome_name (go_game_outcome (engine->game)));
  /* The answer ends where the empty line of the protocol begins. */
  g_string_truncate (answer, answer->len - 1);
  return TRUE;
}

static gboolean
cmd_final_score (gpointer engine_data, char **args, int n_args, GString *answer)
{
  GoGtpEngine *engine = engine_data;
  if (engine->game->end == GO_END_REPETITION) {
    GoOutcome outcome = go_game_outcome (engine->game);
    g_string_assign (answer, outcome == GO_JIGO ? "0" : outcome == GO_BLACK_WINS ? "B+R" : "W+R");
    return TRUE;
  }
  /* Japanese counting (go-score.h) less the komi: B+8.5 where GNU Go
   * says B+8.5 for komi 6.5. */
  double score = go_score (current (engine), NULL) - engine->komi;
  if (score == 0) {
    g_string_assign (answer, "0");
  } else {
    char number[G_ASCII_DTOSTR_BUF_SIZE];
    g_string_printf (answer, "%c+%s", score > 0 ? 'B' : 'W',
                     g_ascii_formatd (number, sizeof number, "%g", fabs (score)));
  }
  return TRUE;
}

/* final_status_list alive|dead|seki: the stones of each status, a chain
 * a line.  The kit counts every stone left on the board as alive (the
 * paper settles life and death by playing on: go-score.h), so "dead" is
 * always empty, and the chains next to shared liberties are in seki, as
 * the count finds them; GoGui asks this to mark the board. */
static gboolean
cmd_final_status_list (gpointer engine_data, char **args, int n_args, GString *answer)
{
  GoGtpEngine *engine = engine_data;
  if (n_args != 1)
    return gtp_fail (answer, "syntax error");
  const GoPosition *pos = current (engine);
  GoScore detail;
  go_score (pos, &detail);
  uint32_t stones = pos->stones[GO_BLACK] | pos->stones[GO_WHITE], wanted;
  if (g_ascii_strcasecmp (args[0], "alive") == 0)
    wanted = stones & ~detail.seki;
  else if (g_ascii_strcasecmp (args[0], "seki") == 0)
    wanted = stones & detail.seki;
  else if (g_ascii_strcasecmp (args[0], "dead") == 0)
    wanted = 0;
  else
    return gtp_fail (answer, "invalid status");
  g_string_truncate (answer, 0);
  while (wanted) {
    int p = __builtin_ctz (wanted);
    int color = go_position_color_at (pos, p);
    uint32_t chain = go_chain (pos->width, pos->height, pos->stones[color], p);
    for (uint32_t left = chain; left; left &= left - 1) {
      char buf[GO_NOTATION_SIZE];
      if (left != chain)
        g_string_append_c (answer, ' ');
      g_string_append (answer, go_move_to_gtp (pos->width, __builtin_ctz (left), buf));
    }
    g_string_append_c (answer, '\n');
    wanted &= ~chain;
  }
  if (answer->len)
    g_string_truncate (answer, answer->len - 1);
  return TRUE;
}

/* Go's commands; the administrative ones are the server's. */
static const GtpCommand commands[] = {
  { "boardsize", cmd_boardsize },
  { "clear_board", cmd_clear_board },
  { "komi", cmd_komi },
  { "play", cmd_play },
  { "genmove", cmd_genmove },
  { "undo", cmd_undo },
  { "showboard", cmd_showboard },
  { "final_score", cmd_final_score },
  { "final_status_list", cmd_final_status_list },
  { "time_settings", cmd_time_settings },
  { "time_left", cmd_time_left },
};

GoGtpEngine *
go_gtp_engine_new (int size, double time_limit, gboolean verbose)
{
  g_return_val_if_fail (size >= GO_MIN_SIZE && size <= GO_MAX_SIZE, NULL);
  GoGtpEngine *engine = g_new0 (GoGtpEngine, 1);
  engine->game = go_game_new (size, size);
  engine->time_limit = time_limit;
  engine->verbose = verbose;
  g_autofree char *version = g_strdup_printf ("%s (small-board solver, komi 0)", PACKAGE_VERSION);
  gtp_server_init (&engine->server, "go-gtp", "Go kit", version, commands, G_N_ELEMENTS (commands),
                   engine, verbose);
  return engine;
}

void
go_gtp_engine_free (GoGtpEngine *engine)
{
  if (engine == NULL)
    return;
  gtp_server_clear (&engine->server);
  go_game_free (engine->game);
  for (int size = 0; size <= GO_MAX_SIZE; size++)
    go_solver_free (engine->solvers[size]);
  g_free (engine);
}

const GoGame *
go_gtp_engine_get_game (const GoGtpEngine *engine)
{
  return engine->game;
}

gboolean
go_gtp_engine_execute (GoGtpEngine *engine, const char *line, GString *out)
{
  return gtp_server_execute (&engine->server, line, -1, out);
}

gboolean
go_gtp_engine_run (GoGtpEngine *engine, FILE *in, FILE *out)
{
  return gtp_server_run (&engine->server, in, out);
}
