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
#include "gtp-vertex.h"

struct GtpEngine {
  Game *game;
  Player *player;
  PlayerConfig config;
  int size;
  gboolean misere;
  gboolean verbose;
};

/* A command handler: args are the words after the command name.  It fills
 * answer and returns TRUE for success, or fills it with the error text and
 * returns FALSE; on failure the game must be as it was. */
typedef gboolean (*GtpHandler) (GtpEngine *engine, char **args, int n_args, GString *answer);

typedef struct {
  const char *name;
  GtpHandler handler;
} GtpCommand;

static const GtpCommand *find_command (const char *name);

static void
explain (GtpEngine *engine, const char *what, const GError *error)
{
  if (engine->verbose && error)
    fprintf (stderr, "reversi-gtp: %s: %s\n", what, error->message);
}

static gboolean
fail (GString *answer, const char *text)
{
  g_string_assign (answer, text);
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
  if (g_ascii_strcasecmp (text, "b") == 0 || g_ascii_strcasecmp (text, "black") == 0)
    *color = BLACK;
  else if (g_ascii_strcasecmp (text, "w") == 0 || g_ascii_strcasecmp (text, "white") == 0)
    *color = WHITE;
  else
    return FALSE;
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

static gboolean
parse_number (const char *text)
{
  char *end;
  g_ascii_strtod (text, &end);
  return end != text && *end == '\0';
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
cmd_protocol_version (GtpEngine *engine, char **args, int n_args, GString *answer)
{
  g_string_assign (answer, "2");
  return TRUE;
}

static gboolean
cmd_name (GtpEngine *engine, char **args, int n_args, GString *answer)
{
  g_string_assign (answer, "Reversi kit");
  return TRUE;
}

static gboolean
cmd_version (GtpEngine *engine, char **args, int n_args, GString *answer)
{
  g_autofree char *spec = player_config_to_text (&engine->config);
  g_string_printf (answer, "%s (%s)", PACKAGE_VERSION, spec);
  return TRUE;
}

static gboolean
cmd_known_command (GtpEngine *engine, char **args, int n_args, GString *answer)
{
  if (n_args != 1)
    return fail (answer, "syntax error");
  g_string_assign (answer, find_command (args[0]) ? "true" : "false");
  return TRUE;
}

static gboolean cmd_list_commands (GtpEngine *engine, char **args, int n_args, GString *answer);

static gboolean
cmd_quit (GtpEngine *engine, char **args, int n_args, GString *answer)
{
  g_string_truncate (answer, 0);
  return TRUE;
}

static gboolean
cmd_boardsize (GtpEngine *engine, char **args, int n_args, GString *answer)
{
  int size;
  if (n_args != 1 || !parse_int (args[0], &size))
    return fail (answer, "boardsize not an integer");
  if (!kyokumen_is_valid_size (size))
    return fail (answer, "unacceptable size");
  new_game (engine, size);
  g_string_truncate (answer, 0);
  return TRUE;
}

static gboolean
cmd_clear_board (GtpEngine *engine, char **args, int n_args, GString *answer)
{
  new_game (engine, engine->size);
  g_string_truncate (answer, 0);
  return TRUE;
}

static gboolean
cmd_komi (GtpEngine *engine, char **args, int n_args, GString *answer)
{
  /* Reversi has no komi; controllers send it anyway. */
  if (n_args != 1 || !parse_number (args[0]))
    return fail (answer, "komi not a float");
  g_string_truncate (answer, 0);
  return TRUE;
}

static gboolean
cmd_play (GtpEngine *engine, char **args, int n_args, GString *answer)
{
  int color;
  Sashite move;
  g_autoptr (GError) error = NULL;

  if (n_args != 2)
    return fail (answer, "syntax error");
  if (!parse_color (args[0], &color))
    return fail (answer, "invalid color");
  if (!gtp_vertex_parse (args[1], engine->size, &move, &error)) {
    explain (engine, "play", error);
    return fail (answer, "invalid vertex");
  }

  gboolean passed = insert_forced_pass (engine, color);
  if (engine->game->kyokumen.color != color) {
    if (engine->verbose)
      fprintf (stderr, _("reversi-gtp: play: it is %s's turn.\n"),
               color_name (engine->game->kyokumen.color));
    if (passed)
      game_undo (engine->game);
    return fail (answer, "illegal move");
  }
  if (!game_play (engine->game, move, &error)) {
    explain (engine, "play", error);
    if (passed)
      game_undo (engine->game);
    return fail (answer, "illegal move");
  }
  g_string_truncate (answer, 0);
  return TRUE;
}

static gboolean
cmd_genmove (GtpEngine *engine, char **args, int n_args, GString *answer)
{
  int color;
  g_autoptr (GError) error = NULL;

  if (n_args != 1)
    return fail (answer, "syntax error");
  if (!parse_color (args[0], &color))
    return fail (answer, "invalid color");

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
    return fail (answer, "not this color's turn");
  }

  Sashite move;
  SearchReport report;
  memset (&report, 0, sizeof report);
  if (game_must_pass (engine->game)) {
    move = sashite_pass ();
  } else if (!player_decide_move (engine->player, &engine->game->kyokumen, engine->misere, NULL,
                                  &move, &report, &error)) {
    explain (engine, "genmove", error);
    if (passed)
      game_undo (engine->game);
    return fail (answer, "the player could not choose a move");
  }

  char text[SASHITE_NOTATION_SIZE];
  sashite_to_notation (move, engine->size, text);
  if (!game_play (engine->game, move, &error)) {
    /* An unfinished exercise module can pick an illegal move: refuse it
     * rather than corrupt the game. */
    explain (engine, "genmove", error);
    if (passed)
      game_undo (engine->game);
    return fail (answer, "the player chose an illegal move");
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

static gboolean
cmd_undo (GtpEngine *engine, char **args, int n_args, GString *answer)
{
  if (!game_undo (engine->game))
    return fail (answer, "cannot undo");
  g_string_truncate (answer, 0);
  return TRUE;
}

static gboolean
cmd_showboard (GtpEngine *engine, char **args, int n_args, GString *answer)
{
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
cmd_final_score (GtpEngine *engine, char **args, int n_args, GString *answer)
{
  if (!game_is_over (engine->game))
    return fail (answer, "cannot score");
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
cmd_list_games (GtpEngine *engine, char **args, int n_args, GString *answer)
{
  g_string_assign (answer, "Othello");
  return TRUE;
}

static gboolean
cmd_set_game (GtpEngine *engine, char **args, int n_args, GString *answer)
{
  if (n_args != 1)
    return fail (answer, "syntax error");
  if (g_ascii_strcasecmp (args[0], "Othello") != 0 && g_ascii_strcasecmp (args[0], "Reversi") != 0)
    return fail (answer, "unsupported game");
  g_string_truncate (answer, 0);
  return TRUE;
}

static gboolean
cmd_time_settings (GtpEngine *engine, char **args, int n_args, GString *answer)
{
  int value;
  if (n_args != 3)
    return fail (answer, "syntax error");
  for (int i = 0; i < 3; i++)
    if (!parse_int (args[i], &value))
      return fail (answer, "syntax error");
  /* The kit's players search to a fixed depth: the clock is not used. */
  g_string_truncate (answer, 0);
  return TRUE;
}

static gboolean
cmd_time_left (GtpEngine *engine, char **args, int n_args, GString *answer)
{
  int color, value;
  if (n_args != 3 || !parse_color (args[0], &color) || !parse_int (args[1], &value)
      || !parse_int (args[2], &value))
    return fail (answer, "syntax error");
  g_string_truncate (answer, 0);
  return TRUE;
}

static const GtpCommand commands[] = {
  { "protocol_version", cmd_protocol_version },
  { "name", cmd_name },
  { "version", cmd_version },
  { "known_command", cmd_known_command },
  { "list_commands", cmd_list_commands },
  { "quit", cmd_quit },
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
};

static const GtpCommand *
find_command (const char *name)
{
  for (gsize i = 0; i < G_N_ELEMENTS (commands); i++)
    if (strcmp (commands[i].name, name) == 0)
      return &commands[i];
  return NULL;
}

static gboolean
cmd_list_commands (GtpEngine *engine, char **args, int n_args, GString *answer)
{
  g_string_truncate (answer, 0);
  for (gsize i = 0; i < G_N_ELEMENTS (commands); i++)
    g_string_append_printf (answer, "%s%s", i ? "\n" : "", commands[i].name);
  return TRUE;
}

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
  new_game (engine, size);
  return engine;
}

void
gtp_engine_free (GtpEngine *engine)
{
  if (!engine)
    return;
  game_free (engine->game);
  player_free (engine->player);
  g_free (engine);
}

const Game *
gtp_engine_get_game (const GtpEngine *engine)
{
  return engine->game;
}

/* GTP's preprocessing: control characters other than tab go, tabs become
 * spaces, and everything from "#" on is a comment.  *had_nul tells of a
 * NUL byte before the comment (GTP would drop it with the other control
 * characters, but it means a broken controller: it gets an error). */
static char *
clean_line (const char *line, gsize length, gboolean *had_nul)
{
  GString *clean = g_string_new (NULL);
  *had_nul = FALSE;
  for (gsize i = 0; i < length && line[i] != '#'; i++) {
    unsigned char c = (unsigned char) line[i];
    if (c == '\0')
      *had_nul = TRUE;
    else if (c == '\t')
      g_string_append_c (clean, ' ');
    else if (c >= 32 && c != 127)
      g_string_append_c (clean, (char) c);
  }
  return g_string_free (clean, FALSE);
}

gboolean
gtp_engine_execute (GtpEngine *engine, const char *line, gssize length, GString *out)
{
  gboolean had_nul;
  g_autofree char *clean = clean_line (line, length < 0 ? strlen (line) : (gsize) length, &had_nul);
  g_auto (GStrv) words = g_strsplit (clean, " ", -1);
  GPtrArray *args = g_ptr_array_new ();
  for (char **w = words; *w; w++)
    if (**w)
      g_ptr_array_add (args, *w);
  if (args->len == 0 && !had_nul) {
    g_ptr_array_free (args, TRUE);
    return TRUE;
  }

  char **argv = (char **) args->pdata;
  int argc = (int) args->len;
  const char *id = "";
  if (argc > 0 && strspn (argv[0], "0123456789") == strlen (argv[0])) {
    id = argv[0];
    argv++;
    argc--;
  }

  g_autoptr (GString) answer = g_string_new (NULL);
  gboolean ok = FALSE;
  gboolean go_on = TRUE;
  if (had_nul) {
    if (engine->verbose)
      fprintf (stderr, _("reversi-gtp: a command line holds a NUL byte; it is refused.\n"));
    g_string_assign (answer, "command contains a NUL byte");
  } else if (argc == 0) {
    g_string_assign (answer, "missing command");
  } else {
    const GtpCommand *command = find_command (argv[0]);
    if (!command) {
      g_string_assign (answer, "unknown command");
    } else {
      ok = command->handler (engine, argv + 1, argc - 1, answer);
      go_on = !(ok && command->handler == cmd_quit);
    }
  }
  g_string_append_printf (out, "%c%s%s%s\n\n", ok ? '=' : '?', id, answer->len ? " " : "",
                          answer->str);
  g_ptr_array_free (args, TRUE);
  return go_on;
}

/* Read one line into line (without its '\n'), at most
 * GTP_ENGINE_MAX_LINE bytes of it; *too_long when more were skipped.
 * FALSE at the end of the input with nothing read. */
static gboolean
read_line (FILE *in, GString *line, gboolean *too_long)
{
  g_string_truncate (line, 0);
  *too_long = FALSE;
  int c;
  gboolean any = FALSE;
  while ((c = getc (in)) != EOF) {
    any = TRUE;
    if (c == '\n')
      return TRUE;
    if (line->len < GTP_ENGINE_MAX_LINE)
      g_string_append_c (line, (char) c);
    else
      *too_long = TRUE;
  }
  return any;
}

gboolean
gtp_engine_run (GtpEngine *engine, FILE *in, FILE *out)
{
  GString *line = g_string_new (NULL);
  GString *answer = g_string_new (NULL);
  gboolean go_on = TRUE, written = TRUE, too_long;
  while (go_on && written && read_line (in, line, &too_long)) {
    g_string_truncate (answer, 0);
    if (too_long) {
      /* Its id, if any, is at the start, which was kept. */
      gsize digits = strspn (line->str, "0123456789");
      g_string_printf (answer, "?%.*s command too long\n\n", (int) (line->str[digits] == ' ' ? digits : 0),
                       line->str);
    } else {
      go_on = gtp_engine_execute (engine, line->str, (gssize) line->len, answer);
    }
    written = fwrite (answer->str, 1, answer->len, out) == answer->len && fflush (out) == 0;
  }
  g_string_free (line, TRUE);
  g_string_free (answer, TRUE);
  return written;
}
