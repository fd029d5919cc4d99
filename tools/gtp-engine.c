/* SPDX-License-Identifier: MIT */
/* gtp-engine.c: the kit as a GTP engine.
 *
 * The answers are GTP protocol text read by programs (controllers such as
 * Quarry or the kit's own match runner), so they are plain ASCII and not
 * translated; the standard error texts ("illegal move", "unacceptable
 * size", ...) are the ones controllers know.  What a person needs to know
 * about a refused command goes to stderr with --verbose, translated.
 */
#include "gtp-engine.h"

#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "config.h"
#include "gtp-server.h"
#include "gtp-vertex.h"

struct GtpEngine {
  GtpServer server;   /* the protocol; the commands below are Reversi's */
  Game *game;
  Player *player;
  PlayerConfig config;
  int size;
  gboolean misere;
  gboolean verbose;
  gboolean told_old_letters;   /* the note on an old 10x10 letter was written */
  /* The clock (time_settings, time_left, or --move-time from the start);
   * no time_settings: no clock.  The byo-yomi period is a double for
   * --move-time, which may be a fraction of a second. */
  gboolean clock;
  int main_time, byo_yomi_stones;
  double byo_yomi_time;
  gboolean told_left[2];        /* time_left given for Black, White */
  int seconds_left[2], stones_left[2];
};

static void
explain (GtpEngine *engine, const char *what, const GError *error)
{
  if (engine->verbose && error)
    fprintf (stderr, "reversi-gtp: %s: %s\n", what, error->message);
}

/* A failure's answer: what failed (NULL: the reason says it all) and the
 * reason, on one line (an answer ends at an empty line, so the reason's
 * line breaks go). */
static gboolean
fail_with_reason (GString *answer, const char *what, const GError *error)
{
  g_string_assign (answer, what ? what : "");
  if (error) {
    if (what)
      g_string_append (answer, ": ");
    for (const char *p = error->message; *p; p++)
      g_string_append_c (answer, *p == '\n' || *p == '\r' ? ' ' : *p);
  }
  return FALSE;
}

static void
new_game (GtpEngine *engine, int size)
{
  game_free (engine->game);
  engine->game = game_new (size, engine->misere, NULL, NULL);
  engine->size = size;
}

static gboolean
parse_color (const char *text, int *color)
{
  gboolean black;
  if (!gtp_parse_color (text, &black))
    return FALSE;
  *color = black ? BLACK : WHITE;
  return TRUE;
}

/* A non-negative whole number and nothing else. */
static gboolean
parse_int (const char *text, int *value)
{
  char *end;
  if (!g_ascii_isdigit (text[0]))
    return FALSE;
  long n = strtol (text, &end, 10);
  if (*end != '\0' || n > 1000000)
    return FALSE;
  *value = (int) n;
  return TRUE;
}

/* GTP controllers written for Othello (gtp-rhino's own convention) leave
 * out passes: a move of the colour not to move is taken as coming after a
 * forced pass of the side to move.  Returns TRUE when a pass was inserted,
 * so the caller can take it back if the command then fails. */
static gboolean
insert_forced_pass (GtpEngine *engine, int color)
{
  if (engine->game->kyokumen.color == color || !game_must_pass (engine->game))
    return FALSE;
  return game_play (engine->game, sashite_pass (), NULL);
}

static gboolean
cmd_boardsize (gpointer engine_data, char **args, int n_args, GString *answer)
{
  GtpEngine *engine = engine_data;
  int size;
  if (n_args != 1 || !parse_int (args[0], &size))
    return gtp_fail (answer, "boardsize not an integer");
  if (!kyokumen_is_valid_size (size))
    return gtp_fail (answer, "unacceptable size");
  new_game (engine, size);
  g_string_truncate (answer, 0);
  return TRUE;
}

static gboolean
cmd_clear_board (gpointer engine_data, char **args, int n_args, GString *answer)
{
  GtpEngine *engine = engine_data;
  new_game (engine, engine->size);
  g_string_truncate (answer, 0);
  return TRUE;
}

static gboolean
cmd_komi (gpointer engine_data, char **args, int n_args, GString *answer)
{
  /* Reversi has no komi; controllers send it anyway. */
  if (n_args != 1 || !gtp_is_number (args[0]))
    return gtp_fail (answer, "komi not a float");
  g_string_truncate (answer, 0);
  return TRUE;
}

static gboolean
cmd_play (gpointer engine_data, char **args, int n_args, GString *answer)
{
  GtpEngine *engine = engine_data;
  int color;
  Sashite move;
  g_autoptr (GError) error = NULL;

  if (n_args != 2)
    return gtp_fail (answer, "syntax error");
  if (!parse_color (args[0], &color))
    return gtp_fail (answer, "invalid color");
  if (!gtp_vertex_parse (args[1], engine->size, &move, &error)) {
    explain (engine, "play", error);
    return gtp_fail (answer, "invalid vertex");
  }
  if (gtp_vertex_is_old_letter (args[1], engine->size) && !engine->told_old_letters) {
    /* Said once, whatever --verbose: a controller that still writes the
     * Go letters gets every J wrong, and only a person can see why. */
    engine->told_old_letters = TRUE;
    fprintf (stderr,
             _("reversi-gtp: %s is read as the tenth column, as the kit's GTP once wrote it "
               "(A–H J K); the columns are A–J now, and J is the tenth, not the ninth.\n"),
             args[1]);
  }

  gboolean passed = insert_forced_pass (engine, color);
  if (engine->game->kyokumen.color != color) {
    if (engine->verbose)
      fprintf (stderr, _("reversi-gtp: play: it is %s's turn.\n"),
               color_name (engine->game->kyokumen.color));
    if (passed)
      game_undo (engine->game);
    return gtp_fail (answer, "illegal move");
  }
  if (!game_play (engine->game, move, &error)) {
    explain (engine, "play", error);
    if (passed)
      game_undo (engine->game);
    return gtp_fail (answer, "illegal move");
  }
  g_string_truncate (answer, 0);
  return TRUE;
}

static gboolean
cmd_time_settings (gpointer engine_data, char **args, int n_args, GString *answer)
{
  GtpEngine *engine = engine_data;
  int value[3];
  if (n_args != 3)
    return gtp_fail (answer, "syntax error");
  for (int i = 0; i < 3; i++)
    if (!parse_int (args[i], &value[i]))
      return gtp_fail (answer, "syntax error");
  /* GTP: byo-yomi time with no stones means no time limit. */
  engine->clock = !(value[1] > 0 && value[2] == 0);
  engine->main_time = value[0];
  engine->byo_yomi_time = value[1];
  engine->byo_yomi_stones = value[2];
  engine->told_left[0] = engine->told_left[1] = FALSE;
  g_string_truncate (answer, 0);
  return TRUE;
}

static gboolean
cmd_time_left (gpointer engine_data, char **args, int n_args, GString *answer)
{
  GtpEngine *engine = engine_data;
  int color, seconds, stones;
  if (n_args != 3 || !parse_color (args[0], &color) || !parse_int (args[1], &seconds)
      || !parse_int (args[2], &stones))
    return gtp_fail (answer, "syntax error");
  int c = COLOR_INDEX (color);
  engine->told_left[c] = TRUE;
  engine->seconds_left[c] = seconds;
  engine->stones_left[c] = stones;
  g_string_truncate (answer, 0);
  return TRUE;
}

/* The seconds color may spend on this move, or 0 for no limit: of the
 * time left, an equal share for each move still to come (the mover's
 * half of the empty squares) in main time, or of the byo-yomi period for
 * each stone still to play in it; a little is kept back for the answer
 * to travel. */
static double
move_budget (const GtpEngine *engine, int color)
{
  if (!engine->clock)
    return 0;
  int c = COLOR_INDEX (color);
  double left = engine->told_left[c] ? (double) engine->seconds_left[c]
                : engine->main_time > 0 ? engine->main_time : engine->byo_yomi_time;
  int stones = engine->told_left[c] ? engine->stones_left[c]
               : engine->main_time > 0 ? 0 : engine->byo_yomi_stones;
  if (stones == 0 && left <= 0 && engine->byo_yomi_stones > 0) {
    /* Main time used up: the byo-yomi period begins. */
    left = engine->byo_yomi_time;
    stones = engine->byo_yomi_stones;
  }
  int moves = stones > 0 ? stones : MAX (1, (engine->game->kyokumen.empty_count + 1) / 2);
  return MAX (0.01, left / moves * 0.8 - 0.05);
}

typedef struct {
  SearchControl *control;
  gint64 deadline;       /* monotonic microseconds */
  GMutex lock;
  GCond done_cond;
  gboolean done;
} Clock;

/* The app's time limit, kept the same way: at the deadline the search is
 * told to stop, and the deepest search that finished gives the move. */
static gpointer
clock_thread (gpointer data)
{
  Clock *clock = data;
  g_mutex_lock (&clock->lock);
  while (!clock->done)
    if (!g_cond_wait_until (&clock->done_cond, &clock->lock, clock->deadline)) {
      g_atomic_int_set (&clock->control->stop_requested, 1);
      break;
    }
  g_mutex_unlock (&clock->lock);
  return NULL;
}

static gboolean
cmd_genmove (gpointer engine_data, char **args, int n_args, GString *answer)
{
  GtpEngine *engine = engine_data;
  int color;
  g_autoptr (GError) error = NULL;

  if (n_args != 1)
    return gtp_fail (answer, "syntax error");
  if (!parse_color (args[0], &color))
    return gtp_fail (answer, "invalid color");

  /* After the end a controller may still ask; there is nothing to play. */
  if (game_is_over (engine->game)) {
    g_string_assign (answer, "pass");
    return TRUE;
  }
  gboolean passed = insert_forced_pass (engine, color);
  if (engine->game->kyokumen.color != color) {
    if (engine->verbose)
      fprintf (stderr, _("reversi-gtp: genmove: it is %s's turn.\n"),
               color_name (engine->game->kyokumen.color));
    return gtp_fail (answer, "not this color's turn");
  }

  Sashite move;
  SearchReport report;
  memset (&report, 0, sizeof report);
  /* The player is asked for a forced pass too, as the match runner asked
   * its players when it ran them in its own process: a player that uses
   * chance draws a number there, and its later moves depend on it. */
  gboolean decided;
  double budget = move_budget (engine, color);
  if (budget > 0) {
    SearchControl control = { 0 };
    Clock clock;
    memset (&clock, 0, sizeof clock);
    clock.control = &control;
    clock.deadline = g_get_monotonic_time () + (gint64) (budget * G_USEC_PER_SEC);
    g_mutex_init (&clock.lock);
    g_cond_init (&clock.done_cond);
    GThread *thread = g_thread_new ("gtp-clock", clock_thread, &clock);
    decided = player_config_decide_deepening (&engine->config, engine->player,
                                              &engine->game->kyokumen, engine->misere, &control,
                                              &move, &report, &error);
    g_mutex_lock (&clock.lock);
    clock.done = TRUE;
    g_cond_signal (&clock.done_cond);
    g_mutex_unlock (&clock.lock);
    g_thread_join (thread);
    g_mutex_clear (&clock.lock);
    g_cond_clear (&clock.done_cond);
  } else {
    decided = player_decide_move (engine->player, &engine->game->kyokumen, engine->misere, NULL,
                                  &move, &report, &error);
  }
  if (!decided) {
    /* The player's own reason ("The search chose e3, which is not a legal
     * move here."): a controller shows it, and the match runner records
     * it as the forfeit's note. */
    explain (engine, "genmove", error);
    if (passed)
      game_undo (engine->game);
    return fail_with_reason (answer, error ? NULL : "the player could not choose a move", error);
  }

  char text[SASHITE_NOTATION_SIZE];
  sashite_to_notation (move, engine->size, text);
  if (!game_play (engine->game, move, &error)) {
    /* An unfinished exercise module can pick an illegal move: refuse it
     * rather than corrupt the game, and say which move and why. */
    explain (engine, "genmove", error);
    if (passed)
      game_undo (engine->game);
    char vertex[GTP_VERTEX_SIZE];
    gtp_vertex_to_text (move, engine->size, vertex);
    g_autofree char *what = g_strdup_printf ("the player chose %s, which is not a legal move here",
                                             sashite_is_pass (move) ? "pass" : vertex);
    return fail_with_reason (answer, what, error);
  }
  if (engine->verbose && !sashite_is_pass (move)) {
    g_autofree char *line = search_report_line_to_text (&report, engine->size);
    /* %llu rather than G_GUINT64_FORMAT, which xgettext cannot see through. */
    fprintf (stderr, _("reversi-gtp: %s %s  value %+d%s  depth %d  line %s  nodes %llu  %.3f s\n"),
             color_name (color), text, report.exact ? report.value / FINAL_DISC_VALUE : report.value,
             report.exact ? _(" (exact)") : "", report.depth, line, (unsigned long long) report.nodes,
             report.seconds);
  }

  char vertex[GTP_VERTEX_SIZE];
  gtp_vertex_to_text (move, engine->size, vertex);
  g_string_assign (answer, sashite_is_pass (move) ? "pass" : vertex);
  return TRUE;
}

/* The kit's extension kit_seed N: the player made afresh with
 * random-number seed N, as the match runner does before each game so
 * that a player that uses chance plays each game of a match the same way
 * in every run and in every part of the match. */
static gboolean
cmd_kit_seed (gpointer engine_data, char **args, int n_args, GString *answer)
{
  GtpEngine *engine = engine_data;
  char *end;
  if (n_args != 1 || !g_ascii_isdigit (args[0][0]))
    return gtp_fail (answer, "syntax error");
  guint64 seed = g_ascii_strtoull (args[0], &end, 10);
  if (*end != '\0' || seed > G_MAXUINT32)
    return gtp_fail (answer, "syntax error");
  PlayerConfig config = engine->config;
  config.seed = (guint32) seed;
  g_autoptr (GError) error = NULL;
  Player *fresh = player_config_create_player (&config, &error);
  if (!fresh)
    return fail_with_reason (answer, "cannot make the player", error);
  player_free (engine->player);
  engine->player = fresh;
  engine->config = config;
  g_string_truncate (answer, 0);
  return TRUE;
}

static gboolean
cmd_undo (gpointer engine_data, char **args, int n_args, GString *answer)
{
  GtpEngine *engine = engine_data;
  if (!game_undo (engine->game))
    return gtp_fail (answer, "cannot undo");
  g_string_truncate (answer, 0);
  return TRUE;
}

static gboolean
cmd_showboard (gpointer engine_data, char **args, int n_args, GString *answer)
{
  GtpEngine *engine = engine_data;
  const Kyokumen *k = &engine->game->kyokumen;
  int size = k->size;

  g_string_truncate (answer, 0);
  if (game_is_over (engine->game)) {
    GameResult result;
    game_result (engine->game, &result);
    const char *who = result.winner == BLACK ? "Black wins" : result.winner == WHITE ? "White wins" : "Draw";
    g_string_append_printf (answer, "Game over: %s%s\n", who, engine->misere ? " (misere)" : "");
  } else {
    g_string_append_printf (answer, "Next move: %s%s\n", k->color == BLACK ? "Black" : "White",
                            game_must_pass (engine->game) ? " (must pass)" : "");
  }
  g_string_append (answer, "   ");
  for (int col = 0; col < size; col++)
    g_string_append_printf (answer, " %c", gtp_column_letter (col));
  g_string_append_c (answer, '\n');
  for (int row = 0; row < size; row++) {
    g_string_append_printf (answer, "%3d", row + 1);
    for (int col = 0; col < size; col++) {
      int disc = k->ban[kyokumen_xy (k, col, row)];
      g_string_append_printf (answer, " %c", disc == BLACK ? 'X' : disc == WHITE ? 'O' : '.');
    }
    g_string_append_c (answer, '\n');
  }
  g_string_append_printf (answer, "Black (X) %d, White (O) %d, moves %d", k->ishisuu[0], k->ishisuu[1],
                          engine->game->move_count);
  return TRUE;
}

static gboolean
cmd_final_score (gpointer engine_data, char **args, int n_args, GString *answer)
{
  GtpEngine *engine = engine_data;
  if (!game_is_over (engine->game))
    return gtp_fail (answer, "cannot score");
  const Kyokumen *k = &engine->game->kyokumen;
  /* Empties go to the winner, as in the kit's values and FFO; misere
   * turns the winner round. */
  int black_score = k->ishisuu[0] - k->ishisuu[1];
  if (black_score > 0)
    black_score += k->empty_count;
  else if (black_score < 0)
    black_score -= k->empty_count;
  if (engine->misere)
    black_score = -black_score;
  if (black_score == 0)
    g_string_assign (answer, "0");
  else
    g_string_printf (answer, "%c+%d", black_score > 0 ? 'B' : 'W', abs (black_score));
  return TRUE;
}

static gboolean
cmd_list_games (gpointer engine_data, char **args, int n_args, GString *answer)
{
  g_string_assign (answer, "Othello");
  return TRUE;
}

static gboolean
cmd_set_game (gpointer engine_data, char **args, int n_args, GString *answer)
{
  if (n_args != 1)
    return gtp_fail (answer, "syntax error");
  if (g_ascii_strcasecmp (args[0], "Othello") != 0 && g_ascii_strcasecmp (args[0], "Reversi") != 0)
    return gtp_fail (answer, "unsupported game");
  g_string_truncate (answer, 0);
  return TRUE;
}

/* Reversi's commands; the administrative ones are the server's. */
static const GtpCommand commands[] = {
  { "boardsize", cmd_boardsize },
  { "clear_board", cmd_clear_board },
  { "komi", cmd_komi },
  { "play", cmd_play },
  { "genmove", cmd_genmove },
  { "undo", cmd_undo },
  { "showboard", cmd_showboard },
  { "final_score", cmd_final_score },
  { "list_games", cmd_list_games },
  { "set_game", cmd_set_game },
  { "time_settings", cmd_time_settings },
  { "time_left", cmd_time_left },
  { "kit_seed", cmd_kit_seed },
};

GtpEngine *
gtp_engine_new (const PlayerConfig *config, int size, gboolean misere, gboolean verbose,
                GError **error)
{
  if (!kyokumen_is_valid_size (size)) {
    g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                 _("--size must be 4, 6, 8 or 10, not %d."), size);
    return NULL;
  }
  Player *player = player_config_create_player (config, error);
  if (!player)
    return NULL;
  GtpEngine *engine = g_new0 (GtpEngine, 1);
  engine->player = player;
  engine->config = *config;
  engine->misere = misere;
  engine->verbose = verbose;
  g_autofree char *spec = player_config_to_text (config);
  g_autofree char *version = g_strdup_printf ("%s (%s)", PACKAGE_VERSION, spec);
  gtp_server_init (&engine->server, "reversi-gtp", "Reversi kit", version, commands,
                   G_N_ELEMENTS (commands), engine, verbose);
  new_game (engine, size);
  return engine;
}

void
gtp_engine_set_move_time (GtpEngine *engine, double seconds)
{
  /* time_settings 0 SECONDS 1, to the fraction of a second: the same
   * clock, so the same share of it is kept back for the answer. */
  engine->clock = TRUE;
  engine->main_time = 0;
  engine->byo_yomi_time = seconds;
  engine->byo_yomi_stones = 1;
  engine->told_left[0] = engine->told_left[1] = FALSE;
}

void
gtp_engine_free (GtpEngine *engine)
{
  if (!engine)
    return;
  gtp_server_clear (&engine->server);
  game_free (engine->game);
  player_free (engine->player);
  g_free (engine);
}

const Game *
gtp_engine_get_game (const GtpEngine *engine)
{
  return engine->game;
}

gboolean
gtp_engine_execute (GtpEngine *engine, const char *line, gssize length, GString *out)
{
  return gtp_server_execute (&engine->server, line, length, out);
}

gboolean
gtp_engine_run (GtpEngine *engine, FILE *in, FILE *out)
{
  return gtp_server_run (&engine->server, in, out);
}
