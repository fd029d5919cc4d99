/* SPDX-License-Identifier: MIT */
/* gtp-server.c: GTP's framing and administrative commands, once. */
#include "gtp-server.h"

#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <string.h>
#include <unistd.h>

/* The protocol's own stream, once stdout has been handed to stderr. */
static FILE *protocol_output;

FILE *
gtp_server_protocol_output (void)
{
  if (protocol_output)
    return protocol_output;
  /* Whatever was printed so far goes where it was meant to. */
  fflush (stdout);
  int fd = fcntl (STDOUT_FILENO, F_DUPFD_CLOEXEC, 3);
  if (fd < 0 || !(protocol_output = fdopen (fd, "w"))) {
    if (fd >= 0)
      close (fd);
    return stdout;
  }
  /* From here on stdout is stderr: a printf in the player's code (a
   * student's debug line) can never land between two answers. */
  dup2 (STDERR_FILENO, STDOUT_FILENO);
  setvbuf (stdout, NULL, _IOLBF, 0);
  return protocol_output;
}

void
gtp_server_init (GtpServer *server, const char *program, const char *name, const char *version,
                 const GtpCommand *commands, gsize n_commands, gpointer engine, gboolean verbose)
{
  *server = (GtpServer) {
    .program = program,
    .name = name,
    .version = g_strdup (version),
    .commands = commands,
    .n_commands = n_commands,
    .engine = engine,
    .verbose = verbose,
  };
}

void
gtp_server_clear (GtpServer *server)
{
  g_clear_pointer (&server->version, g_free);
}

gboolean
gtp_fail (GString *answer, const char *text)
{
  g_string_assign (answer, text);
  return FALSE;
}

gboolean
gtp_parse_color (const char *text, gboolean *black)
{
  if (g_ascii_strcasecmp (text, "b") == 0 || g_ascii_strcasecmp (text, "black") == 0)
    *black = TRUE;
  else if (g_ascii_strcasecmp (text, "w") == 0 || g_ascii_strcasecmp (text, "white") == 0)
    *black = FALSE;
  else
    return FALSE;
  return TRUE;
}

gboolean
gtp_is_number (const char *text)
{
  char *end;
  g_ascii_strtod (text, &end);
  return end != text && *end == '\0';
}

/* The administrative commands every engine answers alike. */
static const char *const administrative[] = {
  "protocol_version", "name", "version", "known_command", "list_commands", "quit",
};

static const GtpCommand *
find_engine_command (const GtpServer *server, const char *name)
{
  for (gsize i = 0; i < server->n_commands; i++)
    if (strcmp (server->commands[i].name, name) == 0)
      return &server->commands[i];
  return NULL;
}

static gboolean
is_administrative (const char *name)
{
  for (gsize i = 0; i < G_N_ELEMENTS (administrative); i++)
    if (strcmp (administrative[i], name) == 0)
      return TRUE;
  return FALSE;
}

/* Run an administrative command; *quit is set by "quit". */
static gboolean
run_administrative (GtpServer *server, const char *name, char **args, int n_args,
                    GString *answer, gboolean *quit)
{
  if (strcmp (name, "protocol_version") == 0) {
    g_string_assign (answer, "2");
  } else if (strcmp (name, "name") == 0) {
    g_string_assign (answer, server->name);
  } else if (strcmp (name, "version") == 0) {
    g_string_assign (answer, server->version ? server->version : "");
  } else if (strcmp (name, "known_command") == 0) {
    if (n_args != 1)
      return gtp_fail (answer, "syntax error");
    gboolean known = is_administrative (args[0]) || find_engine_command (server, args[0]);
    g_string_assign (answer, known ? "true" : "false");
  } else if (strcmp (name, "list_commands") == 0) {
    g_string_truncate (answer, 0);
    for (gsize i = 0; i < G_N_ELEMENTS (administrative); i++)
      g_string_append_printf (answer, "%s%s", i ? "\n" : "", administrative[i]);
    for (gsize i = 0; i < server->n_commands; i++)
      g_string_append_printf (answer, "\n%s", server->commands[i].name);
  } else {
    g_string_truncate (answer, 0);
    *quit = TRUE;
  }
  return TRUE;
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
gtp_server_execute (GtpServer *server, const char *line, gssize length, GString *out)
{
  gboolean had_nul;
  g_autofree char *clean = clean_line (line, length < 0 ? strlen (line) : (gsize) length, &had_nul);
  g_auto (GStrv) words = g_strsplit (clean, " ", -1);
  g_autoptr (GPtrArray) args = g_ptr_array_new ();
  for (char **w = words; *w; w++)
    if (**w)
      g_ptr_array_add (args, *w);
  if (args->len == 0 && !had_nul)
    return TRUE;

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
  gboolean quit = FALSE;
  if (had_nul) {
    if (server->verbose)
      fprintf (stderr, _("%s: a command line holds a NUL byte; it is refused.\n"), server->program);
    g_string_assign (answer, "command contains a NUL byte");
  } else if (argc == 0) {
    g_string_assign (answer, "missing command");
  } else if (is_administrative (argv[0])) {
    ok = run_administrative (server, argv[0], argv + 1, argc - 1, answer, &quit);
  } else {
    const GtpCommand *command = find_engine_command (server, argv[0]);
    if (!command)
      g_string_assign (answer, "unknown command");
    else
      ok = command->handler (server->engine, argv + 1, argc - 1, answer);
  }
  g_string_append_printf (out, "%c%s%s%s\n\n", ok ? '=' : '?', id, answer->len ? " " : "",
                          answer->str);
  return !quit;
}

/* Read one line into line (without its '\n'), at most
 * GTP_SERVER_MAX_LINE bytes of it; *too_long when more were skipped.
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
    if (line->len < GTP_SERVER_MAX_LINE)
      g_string_append_c (line, (char) c);
    else
      *too_long = TRUE;
  }
  return any;
}

gboolean
gtp_server_run (GtpServer *server, FILE *in, FILE *out)
{
  if (out == stdout)
    out = gtp_server_protocol_output ();
  GString *line = g_string_new (NULL);
  GString *answer = g_string_new (NULL);
  gboolean go_on = TRUE, written = TRUE, too_long;
  while (go_on && written && read_line (in, line, &too_long)) {
    g_string_truncate (answer, 0);
    if (too_long) {
      /* Its id, if any, is at the start, which was kept. */
      gsize digits = strspn (line->str, "0123456789");
      g_string_printf (answer, "?%.*s command too long\n\n",
                       (int) (line->str[digits] == ' ' ? digits : 0), line->str);
    } else {
      go_on = gtp_server_execute (server, line->str, (gssize) line->len, answer);
    }
    written = fwrite (answer->str, 1, answer->len, out) == answer->len && fflush (out) == 0;
  }
  g_string_free (line, TRUE);
  g_string_free (answer, TRUE);
  return written;
}
