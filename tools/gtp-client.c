/* gtp-client.c: talk GTP version 2 to another program over pipes. */
#include "gtp-client.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <string.h>

G_DEFINE_QUARK (gtp-client-error-quark, gtp_client_error)

/* How long a program gets to answer "quit" and exit before it is killed. */
#define GTP_CLIENT_QUIT_SECONDS 2.0

struct GtpClient {
  GSubprocess *process;
  GOutputStream *to_program;
  GPollableInputStream *from_program;
  GMainContext *context;   /* private: waiting never runs the caller's sources */
  GString *pending;        /* bytes read but not yet part of an answer */
  char *program;           /* argv[0], for messages */
  double timeout;
  gboolean alive;
};

static gboolean
on_ready (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

static gboolean
on_readable (GObject *stream, gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Wait until the program's output is readable or the deadline passes. */
static gboolean
wait_readable (GtpClient *client, gint64 deadline)
{
  gint64 now = g_get_monotonic_time ();
  if (now >= deadline)
    return FALSE;
  gboolean readable = FALSE, expired = FALSE;
  GSource *input = g_pollable_input_stream_create_source (client->from_program, NULL);
  g_source_set_callback (input, G_SOURCE_FUNC (on_readable), &readable, NULL);
  g_source_attach (input, client->context);
  GSource *timer = g_timeout_source_new ((guint) ((deadline - now + 999) / 1000));
  g_source_set_callback (timer, on_ready, &expired, NULL);
  g_source_attach (timer, client->context);
  while (!readable && !expired)
    g_main_context_iteration (client->context, TRUE);
  g_source_destroy (input);
  g_source_unref (input);
  g_source_destroy (timer);
  g_source_unref (timer);
  return readable;
}

static gboolean
die (GtpClient *client, GError **error, GtpClientError code, const char *message)
{
  client->alive = FALSE;
  g_set_error (error, GTP_CLIENT_ERROR, code, "%s", message);
  return FALSE;
}

/* Read until pending holds one whole answer (up to the empty line that
 * ends it); return it without the empty line. */
static char *
read_answer (GtpClient *client, GError **error)
{
  gint64 deadline = g_get_monotonic_time () + (gint64) (client->timeout * G_USEC_PER_SEC);
  for (;;) {
    /* Empty lines before an answer are not part of it. */
    gsize skip = 0;
    while (skip < client->pending->len && client->pending->str[skip] == '\n')
      skip++;
    g_string_erase (client->pending, 0, (gssize) skip);
    const char *end = strstr (client->pending->str, "\n\n");
    if (end) {
      gsize length = (gsize) (end - client->pending->str);
      char *answer = g_strndup (client->pending->str, length);
      g_string_erase (client->pending, 0, (gssize) length + 2);
      return answer;
    }

    char buffer[4096];
    g_autoptr (GError) read_error = NULL;
    gssize n = g_pollable_input_stream_read_nonblocking (client->from_program, buffer, sizeof buffer,
                                                         NULL, &read_error);
    if (n > 0) {
      for (gssize i = 0; i < n; i++)
        if (buffer[i] != '\r')
          g_string_append_c (client->pending, buffer[i]);
      continue;
    }
    if (n == 0) {
      g_autofree char *m = g_strdup_printf (_("%s ended without answering."), client->program);
      die (client, error, GTP_CLIENT_ERROR_DIED, m);
      return NULL;
    }
    if (!g_error_matches (read_error, G_IO_ERROR, G_IO_ERROR_WOULD_BLOCK)) {
      g_autofree char *m = g_strdup_printf (_("Cannot read from %s: %s"), client->program,
                                            read_error->message);
      die (client, error, GTP_CLIENT_ERROR_DIED, m);
      return NULL;
    }
    if (!wait_readable (client, deadline)) {
      g_autofree char *m = g_strdup_printf (_("%s did not answer within %g seconds."), client->program,
                                            client->timeout);
      die (client, error, GTP_CLIENT_ERROR_TIMEOUT, m);
      return NULL;
    }
  }
}

GtpClient *
gtp_client_new (const char *command_line, double timeout_seconds, GError **error)
{
  g_auto (GStrv) argv = NULL;
  g_autoptr (GError) parse_error = NULL;
  if (!g_shell_parse_argv (command_line, NULL, &argv, &parse_error)) {
    g_set_error (error, GTP_CLIENT_ERROR, GTP_CLIENT_ERROR_START,
                 _("Cannot read the command line “%s”: %s"), command_line, parse_error->message);
    return NULL;
  }
  g_autoptr (GError) spawn_error = NULL;
  GSubprocess *process = g_subprocess_newv ((const char *const *) argv,
                                            G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE,
                                            &spawn_error);
  if (!process) {
    g_set_error (error, GTP_CLIENT_ERROR, GTP_CLIENT_ERROR_START, _("Cannot start “%s”: %s"),
                 command_line, spawn_error->message);
    return NULL;
  }
  GtpClient *client = g_new0 (GtpClient, 1);
  client->process = process;
  client->to_program = g_subprocess_get_stdin_pipe (process);
  client->from_program = G_POLLABLE_INPUT_STREAM (g_subprocess_get_stdout_pipe (process));
  client->context = g_main_context_new ();
  client->pending = g_string_new (NULL);
  client->program = g_path_get_basename (argv[0]);
  client->timeout = timeout_seconds > 0 ? timeout_seconds : 60;
  client->alive = TRUE;
  return client;
}

gboolean
gtp_client_command (GtpClient *client, const char *command, char **answer, GError **error)
{
  if (answer)
    *answer = NULL;
  if (!client->alive) {
    g_set_error (error, GTP_CLIENT_ERROR, GTP_CLIENT_ERROR_DIED, _("%s is no longer running."),
                 client->program);
    return FALSE;
  }

  g_autofree char *line = g_strconcat (command, "\n", NULL);
  g_autoptr (GError) write_error = NULL;
  if (!g_output_stream_write_all (client->to_program, line, strlen (line), NULL, NULL, &write_error)
      || !g_output_stream_flush (client->to_program, NULL, &write_error)) {
    g_autofree char *m = g_strdup_printf (_("Cannot send “%s” to %s: %s"), command, client->program,
                                          write_error->message);
    return die (client, error, GTP_CLIENT_ERROR_DIED, m);
  }

  g_autofree char *text = read_answer (client, error);
  if (!text)
    return FALSE;

  /* "=[id] text" or "?[id] text"; we send no ids, but skip any. */
  char status = text[0];
  const char *p = text + 1;
  p += strspn (p, "0123456789");
  if ((status != '=' && status != '?') || (*p != '\0' && *p != ' ' && *p != '\n')) {
    g_autofree char *m = g_strdup_printf (_("%s answered “%s” to “%s”, which is not a GTP answer."),
                                          client->program, text, command);
    return die (client, error, GTP_CLIENT_ERROR_PROTOCOL, m);
  }
  g_autofree char *body = g_strstrip (g_strdup (p));
  if (status == '?') {
    g_set_error (error, GTP_CLIENT_ERROR, GTP_CLIENT_ERROR_REFUSED, "%s", body);
    return FALSE;
  }
  if (answer)
    *answer = g_steal_pointer (&body);
  return TRUE;
}

gboolean
gtp_client_is_alive (const GtpClient *client)
{
  return client->alive;
}

static void
on_exited (GObject *source, GAsyncResult *result, gpointer data)
{
  g_subprocess_wait_finish (G_SUBPROCESS (source), result, NULL);
  *(gboolean *) data = TRUE;
}

void
gtp_client_free (GtpClient *client)
{
  if (!client)
    return;
  if (client->alive) {
    double timeout = client->timeout;
    client->timeout = GTP_CLIENT_QUIT_SECONDS;
    gtp_client_command (client, "quit", NULL, NULL);
    client->timeout = timeout;
  }
  g_output_stream_close (client->to_program, NULL, NULL);

  /* Give it a moment to exit by itself, then end it. */
  gboolean exited = FALSE, expired = FALSE;
  g_main_context_push_thread_default (client->context);
  g_subprocess_wait_async (client->process, NULL, on_exited, &exited);
  GSource *timer = g_timeout_source_new ((guint) (GTP_CLIENT_QUIT_SECONDS * 1000));
  g_source_set_callback (timer, on_ready, &expired, NULL);
  g_source_attach (timer, client->context);
  while (!exited && !expired)
    g_main_context_iteration (client->context, TRUE);
  g_source_destroy (timer);
  g_source_unref (timer);
  if (!exited) {
    g_subprocess_force_exit (client->process);
    while (!exited)
      g_main_context_iteration (client->context, TRUE);
  }
  g_main_context_pop_thread_default (client->context);

  g_object_unref (client->process);
  g_main_context_unref (client->context);
  g_string_free (client->pending, TRUE);
  g_free (client->program);
  g_free (client);
}
