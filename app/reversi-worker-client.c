/* SPDX-License-Identifier: MIT */
/* reversi-worker-client.c: one search in the search program, from the window's side. */
#include "reversi-worker-client.h"

#include <signal.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "child-call.h"
#include "reversi-worker-protocol.h"

/* How much of what the program printed is kept: its last words. */
#define OUTPUT_KEPT 4096
/* How much of it a message shows. */
#define OUTPUT_SHOWN 400

G_DEFINE_QUARK (reversi-worker-error-quark, reversi_worker_error)

struct _ReversiWorkerClient {
  GObject parent_instance;
  GVariant *request;
  int move_number;
  char *program;                /* the search program, or NULL: the window's own */
  GSubprocess *process;
  GOutputStream *to_worker;
  GDataInputStream *from_worker;
  GString *output;              /* the last of the program's stderr */
  GCancellable *io;             /* ends the reads once the search has ended */
  GTask *task;                  /* until the search ends */
  gint64 started;
  int depth_done;
  gint64 memory_limit_mb;       /* the worker's own limit, 0: none */
  int memory_held_mb;           /* what a crashing worker held, 0: not said */
  gboolean stop_sent;
  guint grace_id;
  gboolean stdout_done, stderr_done, exited;
};

G_DEFINE_FINAL_TYPE (ReversiWorkerClient, reversi_worker_client, G_TYPE_OBJECT)

static void
reversi_worker_client_dispose (GObject *object)
{
  ReversiWorkerClient *self = REVERSI_WORKER_CLIENT (object);
  g_cancellable_cancel (self->io);
  if (self->process)
    g_subprocess_force_exit (self->process);
  g_clear_handle_id (&self->grace_id, g_source_remove);
  g_clear_object (&self->process);
  g_clear_object (&self->to_worker);
  g_clear_object (&self->from_worker);
  G_OBJECT_CLASS (reversi_worker_client_parent_class)->dispose (object);
}

static void
reversi_worker_client_finalize (GObject *object)
{
  ReversiWorkerClient *self = REVERSI_WORKER_CLIENT (object);
  g_clear_pointer (&self->request, g_variant_unref);
  g_free (self->program);
  g_string_free (self->output, TRUE);
  g_clear_object (&self->io);
  G_OBJECT_CLASS (reversi_worker_client_parent_class)->finalize (object);
}

static void
reversi_worker_client_class_init (ReversiWorkerClientClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = reversi_worker_client_dispose;
  G_OBJECT_CLASS (klass)->finalize = reversi_worker_client_finalize;
  /* "stop" written to a program that has just died must be an error to
   * ignore, not the window's end. */
  signal (SIGPIPE, SIG_IGN);
}

static void
reversi_worker_client_init (ReversiWorkerClient *self)
{
  self->output = g_string_new (NULL);
  self->io = g_cancellable_new ();
}

ReversiWorkerClient *
reversi_worker_client_new (GVariant *request, int move_number)
{
  ReversiWorkerClient *self = g_object_new (REVERSI_TYPE_WORKER_CLIENT, NULL);
  self->request = g_variant_ref_sink (request);
  self->move_number = move_number;
  return self;
}

void
reversi_worker_client_set_program (ReversiWorkerClient *self, const char *program)
{
  g_return_if_fail (self->task == NULL);
  g_free (self->program);
  self->program = g_strdup (program);
}

char *
reversi_worker_client_program (void)
{
  const char *named = g_getenv ("REVERSI_SEARCH_WORKER");
  if (named && *named)
    return g_strdup (named);
  /* Beside the app: build/app/reversi-skeleton searches in
   * build/app/reversi-search-worker-skeleton. */
  g_autofree char *exe = g_file_read_link ("/proc/self/exe", NULL);
  if (exe) {
    g_autofree char *base = g_path_get_basename (exe);
    g_autofree char *dir = g_path_get_dirname (exe);
    if (g_str_has_prefix (base, "reversi")) {
      g_autofree char *name = g_strconcat ("reversi-search-worker", base + strlen ("reversi"),
                                           NULL);
      char *beside = g_build_filename (dir, name, NULL);
      if (g_file_test (beside, G_FILE_TEST_IS_EXECUTABLE))
        return beside;
      g_free (beside);
    }
  }
  char *installed = g_build_filename (REVERSI_LIBEXECDIR, "reversi-search-worker", NULL);
  if (g_file_test (installed, G_FILE_TEST_IS_EXECUTABLE))
    return installed;
  g_free (installed);
  /* A test program of the build links the reference, as the plain name does. */
  return g_build_filename (REVERSI_BUILD_APP_DIR, "reversi-search-worker", NULL);
}

/* ------------------------------------------------------------ ending */

static gboolean
return_in_idle (gpointer data)
{
  GTask *task = data;
  GError *error = g_object_steal_data (G_OBJECT (task), "error");
  if (error)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, g_object_steal_data (G_OBJECT (task), "result"),
                           (GDestroyNotify) g_variant_unref);
  return G_SOURCE_REMOVE;
}

/* The search ends, once: result or error (taken).  The program is ended
 * too (after an answer it is ending by itself). */
static void
conclude (ReversiWorkerClient *self, GVariant *result, GError *error)
{
  if (!self->task) {
    g_clear_error (&error);
    g_clear_pointer (&result, g_variant_unref);
    return;
  }
  GTask *task = g_steal_pointer (&self->task);
  if (error)
    g_object_set_data (G_OBJECT (task), "error", error);
  else
    g_object_set_data (G_OBJECT (task), "result", result);
  g_cancellable_cancel (self->io);
  g_clear_handle_id (&self->grace_id, g_source_remove);
  if (self->process)
    g_subprocess_force_exit (self->process);
  /* Always from an idle: the caller of cancel may still hold the search. */
  g_idle_add_full (G_PRIORITY_DEFAULT, return_in_idle, task, g_object_unref);
}

/* "Your program printed: …": the last lines of its stderr, if any. */
static void
append_output (ReversiWorkerClient *self, GString *message)
{
  g_autofree char *text = g_strstrip (g_strdup (self->output->str));
  if (!*text)
    return;
  const char *shown = text;
  if (strlen (text) > OUTPUT_SHOWN) {
    shown = text + strlen (text) - OUTPUT_SHOWN;
    while (*shown && (*shown & 0xC0) == 0x80)
      shown++;   /* not inside a character */
  }
  g_autofree char *valid = g_utf8_make_valid (shown, -1);
  g_string_append_c (message, '\n');
  /* TRANSLATORS: after a message on a computer's search that failed: the last of what its program printed. */
  g_string_append_printf (message, _("Your program printed: %s%s"), shown == text ? "" : "…",
                          valid);
}

static void
fail (ReversiWorkerClient *self, ReversiWorkerError code, GString *message)
{
  append_output (self, message);
  conclude (self, NULL, g_error_new_literal (REVERSI_WORKER_ERROR, code, message->str));
  g_string_free (message, TRUE);
}

/* The program has ended without an answer: say how. */
static void
program_ended (ReversiWorkerClient *self)
{
  if (!self->task || !self->stdout_done || !self->stderr_done || !self->exited)
    return;
  GString *message = g_string_new (NULL);
  if (g_subprocess_get_if_signaled (self->process)) {
    int sig = g_subprocess_get_term_sig (self->process);
    g_autofree char *name = child_call_signal_name (sig);
    /* TRANSLATORS: the computer's search program ended on a signal: its name, the move number. */
    g_string_append_printf (message, _("Your search crashed (%1$s) at move %2$d."), name,
                            self->move_number);
    if (self->memory_held_mb > 0 && self->memory_limit_mb > 0) {
      g_string_append_c (message, ' ');
      /* TRANSLATORS: after "Your search crashed …": the memory its program held and may hold, in MB. */
      g_string_append_printf (message, _("It held %1$d MB of the %2$ld MB it may use: it most likely "
                                         "ran out of memory."),
                              self->memory_held_mb, (long) self->memory_limit_mb);
    }
    fail (self, REVERSI_WORKER_ERROR_CRASHED, message);
  } else {
    /* TRANSLATORS: the computer's search program exited: its exit status, the move number. */
    g_string_append_printf (message, _("Your search ended without answering (exit status %1$d) "
                                       "at move %2$d."),
                            g_subprocess_get_exit_status (self->process), self->move_number);
    fail (self, REVERSI_WORKER_ERROR_NO_ANSWER, message);
  }
}

/* ------------------------------------------------------------ reading */

static void read_next_line (ReversiWorkerClient *self);

static void
garbage (ReversiWorkerClient *self, const char *line)
{
  g_autofree char *valid = g_utf8_make_valid (line, MIN (strlen (line), 120));
  GString *message = g_string_new (NULL);
  /* TRANSLATORS: the computer's search program wrote a line it should not: the move number, the line. */
  g_string_append_printf (message, _("Your search program answered at move %1$d with “%2$s”, "
                                     "which is not the kit's protocol; it was ended."),
                          self->move_number, valid);
  fail (self, REVERSI_WORKER_ERROR_GARBAGE, message);
}

static void
take_line (ReversiWorkerClient *self, const char *line)
{
  g_autofree char *keyword = NULL;
  g_autoptr (GVariant) value = NULL;
  if (!reversi_worker_parse_line (line, &keyword, &value)) {
    garbage (self, line);
    return;
  }
  if (g_str_equal (keyword, REVERSI_WORKER_LINE_HELLO) && value
      && g_variant_is_of_type (value, G_VARIANT_TYPE_VARDICT)) {
    g_variant_lookup (value, "memory-limit-mb", "x", &self->memory_limit_mb);
  } else if (g_str_equal (keyword, REVERSI_WORKER_LINE_MEMORY) && value
             && g_variant_is_of_type (value, G_VARIANT_TYPE_INT32)) {
    self->memory_held_mb = g_variant_get_int32 (value);
  } else if (g_str_equal (keyword, REVERSI_WORKER_LINE_DEPTH) && value
             && g_variant_is_of_type (value, G_VARIANT_TYPE_INT32)) {
    self->depth_done = g_variant_get_int32 (value);
  } else if (g_str_equal (keyword, REVERSI_WORKER_LINE_RESULT) && value
             && g_variant_is_of_type (value, G_VARIANT_TYPE_VARDICT)) {
    conclude (self, g_steal_pointer (&value), NULL);
    return;
  } else if (g_str_equal (keyword, REVERSI_WORKER_LINE_ERROR) && value
             && g_variant_is_of_type (value, G_VARIANT_TYPE_STRING)) {
    /* The search could not choose: an ordinary error, said as before. */
    conclude (self, NULL, g_error_new_literal (G_IO_ERROR, G_IO_ERROR_FAILED,
                                               g_variant_get_string (value, NULL)));
    return;
  } else {
    garbage (self, line);
    return;
  }
  read_next_line (self);
}

static void
on_line (GObject *source, GAsyncResult *result, gpointer user_data)
{
  ReversiWorkerClient *self = user_data;
  g_autoptr (GError) error = NULL;
  g_autofree char *line = g_data_input_stream_read_line_finish_utf8 (G_DATA_INPUT_STREAM (source),
                                                                     result, NULL, &error);
  if (line)
    take_line (self, line);
  else if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA))
    garbage (self, "");   /* not text at all */
  else {
    self->stdout_done = TRUE;
    program_ended (self);
  }
  g_object_unref (self);
}

static void
read_next_line (ReversiWorkerClient *self)
{
  g_data_input_stream_read_line_async (self->from_worker, G_PRIORITY_DEFAULT, self->io, on_line,
                                       g_object_ref (self));
}

static void
on_output (GObject *source, GAsyncResult *result, gpointer user_data)
{
  ReversiWorkerClient *self = user_data;
  g_autoptr (GBytes) bytes = g_input_stream_read_bytes_finish (G_INPUT_STREAM (source), result,
                                                              NULL);
  if (bytes && g_bytes_get_size (bytes) > 0) {
    gsize size;
    const char *data = g_bytes_get_data (bytes, &size);
    g_string_append_len (self->output, data, size);
    if (self->output->len > OUTPUT_KEPT)
      g_string_erase (self->output, 0, self->output->len - OUTPUT_KEPT);
    g_input_stream_read_bytes_async (G_INPUT_STREAM (source), 4096, G_PRIORITY_DEFAULT, self->io,
                                     on_output, g_object_ref (self));
  } else {
    self->stderr_done = TRUE;
    program_ended (self);
  }
  g_object_unref (self);
}

static void
on_process_exit (GObject *source, GAsyncResult *result, gpointer user_data)
{
  ReversiWorkerClient *self = user_data;
  if (g_subprocess_wait_finish (G_SUBPROCESS (source), result, NULL)) {
    self->exited = TRUE;
    program_ended (self);
  }
  g_object_unref (self);
}

/* ------------------------------------------------------------ running */

void
reversi_worker_client_run_async (ReversiWorkerClient *self, GAsyncReadyCallback callback,
                                 gpointer user_data)
{
  g_return_if_fail (self->task == NULL && self->process == NULL);
  self->task = g_task_new (self, NULL, callback, user_data);
  g_task_set_source_tag (self->task, reversi_worker_client_run_async);
  self->started = g_get_monotonic_time ();
  g_autofree char *program = self->program ? g_strdup (self->program) : reversi_worker_client_program ();
  g_autoptr (GError) error = NULL;
  self->process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                    | G_SUBPROCESS_FLAGS_STDERR_PIPE,
                                    &error, program, NULL);
  if (!self->process) {
    GString *message = g_string_new (NULL);
    /* TRANSLATORS: the program the computer searches in: its file name, why it did not start. */
    g_string_append_printf (message, _("The search program %1$s could not be started: %2$s"),
                            program, error->message);
    fail (self, REVERSI_WORKER_ERROR_START, message);
    return;
  }
  self->to_worker = g_object_ref (g_subprocess_get_stdin_pipe (self->process));
  self->from_worker = g_data_input_stream_new (g_subprocess_get_stdout_pipe (self->process));
  /* The request is a few hundred bytes: an empty pipe takes it at once. */
  g_autofree char *line = reversi_worker_line (REVERSI_WORKER_LINE_SEARCH, self->request);
  g_output_stream_write_all (self->to_worker, line, strlen (line), NULL, NULL, NULL);
  read_next_line (self);
  g_input_stream_read_bytes_async (g_subprocess_get_stderr_pipe (self->process), 4096,
                                   G_PRIORITY_DEFAULT, self->io, on_output, g_object_ref (self));
  g_subprocess_wait_async (self->process, self->io, on_process_exit, g_object_ref (self));
}

GVariant *
reversi_worker_client_finish (ReversiWorkerClient *self, GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

/* The grace period after Stop, in milliseconds. */
static guint
grace_ms (void)
{
  const char *grace = g_getenv ("REVERSI_SEARCH_STOP_GRACE_MS");
  guint64 ms = grace ? g_ascii_strtoull (grace, NULL, 10) : 0;
  return ms > 0 && ms < G_MAXUINT ? (guint) ms : REVERSI_WORKER_STOP_GRACE_MS;
}

static gboolean
on_grace_over (gpointer user_data)
{
  ReversiWorkerClient *self = user_data;
  self->grace_id = 0;
  GString *message = g_string_new (NULL);
  /* TRANSLATORS: the seconds a search is given after Stop, the move number. */
  g_string_append_printf (message, _("Your search did not stop within %1$g s after Stop at move "
                                     "%2$d; its program was ended."),
                          grace_ms () / 1000.0, self->move_number);
  fail (self, REVERSI_WORKER_ERROR_STOP_TIMEOUT, message);
  return G_SOURCE_REMOVE;
}

void
reversi_worker_client_stop (ReversiWorkerClient *self)
{
  if (!self->task || self->stop_sent || !self->to_worker)
    return;
  self->stop_sent = TRUE;
  const char *line = REVERSI_WORKER_LINE_STOP "\n";
  g_output_stream_write_all (self->to_worker, line, strlen (line), NULL, NULL, NULL);
  self->grace_id = g_timeout_add (grace_ms (), on_grace_over, self);
}

void
reversi_worker_client_cancel (ReversiWorkerClient *self)
{
  conclude (self, NULL, g_error_new_literal (G_IO_ERROR, G_IO_ERROR_CANCELLED, "cancelled"));
}

double
reversi_worker_client_get_seconds (ReversiWorkerClient *self)
{
  return (double) (g_get_monotonic_time () - self->started) / G_USEC_PER_SEC;
}

int
reversi_worker_client_get_depth_done (ReversiWorkerClient *self)
{
  return self->depth_done;
}

void
reversi_worker_client_illegal (ReversiWorkerClient *self, const char *notation, GError **error)
{
  /* TRANSLATORS: the computer's search answered a move that is not legal: the move, the move number. */
  g_set_error (error, REVERSI_WORKER_ERROR, REVERSI_WORKER_ERROR_ILLEGAL,
               _("Your search answered %1$s at move %2$d, which is not a legal move here."),
               notation, self->move_number);
}

void
reversi_worker_client_return (GTask *task, gpointer report, GError *error)
{
  if (error) {
    g_free (report);
    g_task_return_error (task, error);
  } else {
    g_task_return_pointer (task, report, g_free);
  }
  g_object_unref (task);
}
