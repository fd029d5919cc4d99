/* SPDX-License-Identifier: MIT */
/* reversi-worker-client.c: the search program, from the window's side. */
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

/* One start of the search program: its pipes and what it said.  It is
 * the client's program until the client drops it (client then NULL):
 * the reads still under way hold it and end without touching the client. */
typedef struct {
  ReversiWorkerClient *client;
  GSubprocess *process;
  GOutputStream *to_worker;
  GDataInputStream *from_worker;
  GCancellable *io;             /* ends the reads once it is dropped */
  GString *output;              /* the last of the program's stderr */
  gint64 memory_limit_mb;       /* the worker's own limit, 0: none */
  int memory_held_mb;           /* what a crashing worker held, 0: not said */
  gboolean stdout_done, stderr_done, exited;
} Program;

struct _ReversiWorkerClient {
  GObject parent_instance;
  gboolean kept;                /* keeps its program for the next search, when the request allows */
  GVariant *request;            /* the search's */
  int move_number;
  char *program_path;           /* the search program, or NULL: the window's own */
  Program *program;             /* the program it talks to, or NULL: none now */
  GTask *task;                  /* until the search ends */
  gint64 started;
  int depth_done;
  gboolean stop_sent;
  guint grace_id;
};

G_DEFINE_FINAL_TYPE (ReversiWorkerClient, reversi_worker_client, G_TYPE_OBJECT)

static void
program_clear (Program *p)
{
  g_clear_object (&p->process);
  g_clear_object (&p->to_worker);
  g_clear_object (&p->from_worker);
  g_clear_object (&p->io);
  g_string_free (p->output, TRUE);
}

static void
program_unref (Program *p)
{
  g_rc_box_release_full (p, (GDestroyNotify) program_clear);
}

/* The client lets its program go and ends it (after an answer it would
 * end by itself, unless it was kept). */
static void
drop_program (ReversiWorkerClient *self)
{
  Program *p = g_steal_pointer (&self->program);
  if (!p)
    return;
  p->client = NULL;
  g_cancellable_cancel (p->io);
  if (p->process)
    g_subprocess_force_exit (p->process);
  program_unref (p);
}

static void
reversi_worker_client_dispose (GObject *object)
{
  ReversiWorkerClient *self = REVERSI_WORKER_CLIENT (object);
  drop_program (self);
  g_clear_handle_id (&self->grace_id, g_source_remove);
  G_OBJECT_CLASS (reversi_worker_client_parent_class)->dispose (object);
}

static void
reversi_worker_client_finalize (GObject *object)
{
  ReversiWorkerClient *self = REVERSI_WORKER_CLIENT (object);
  g_clear_pointer (&self->request, g_variant_unref);
  g_free (self->program_path);
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
}

ReversiWorkerClient *
reversi_worker_client_new (GVariant *request, int move_number)
{
  ReversiWorkerClient *self = g_object_new (REVERSI_TYPE_WORKER_CLIENT, NULL);
  if (request)
    reversi_worker_client_set_request (self, request, move_number);
  return self;
}

ReversiWorkerClient *
reversi_worker_client_new_kept (void)
{
  ReversiWorkerClient *self = g_object_new (REVERSI_TYPE_WORKER_CLIENT, NULL);
  self->kept = TRUE;
  return self;
}

void
reversi_worker_client_set_request (ReversiWorkerClient *self, GVariant *request, int move_number)
{
  g_return_if_fail (self->task == NULL);
  g_variant_ref_sink (request);
  g_clear_pointer (&self->request, g_variant_unref);
  self->request = request;
  self->move_number = move_number;
}

const char *
reversi_worker_client_get_program_id (ReversiWorkerClient *self)
{
  return self->program ? g_subprocess_get_identifier (self->program->process) : NULL;
}

void
reversi_worker_client_set_program (ReversiWorkerClient *self, const char *program)
{
  g_return_if_fail (self->task == NULL);
  g_free (self->program_path);
  self->program_path = g_strdup (program);
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
 * too (after an answer it is ending by itself), unless the client keeps
 * it for the next search: after a result of a request that keeps it. */
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
  g_clear_handle_id (&self->grace_id, g_source_remove);
  if (error || !self->kept || !reversi_worker_request_keeps_worker (self->request))
    drop_program (self);
  /* Always from an idle: the caller of cancel may still hold the search. */
  g_idle_add_full (G_PRIORITY_DEFAULT, return_in_idle, task, g_object_unref);
}

/* "Your program printed: …": the last lines of its stderr, if any. */
static void
append_output (ReversiWorkerClient *self, GString *message)
{
  if (!self->program)
    return;
  g_autofree char *text = g_strstrip (g_strdup (self->program->output->str));
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

/* The program failed: the search ends so (if one runs), and the program
 * is ended whatever it was doing. */
static void
fail (ReversiWorkerClient *self, ReversiWorkerError code, GString *message)
{
  append_output (self, message);
  conclude (self, NULL, g_error_new_literal (REVERSI_WORKER_ERROR, code, message->str));
  drop_program (self);
  g_string_free (message, TRUE);
}

/* The client's program p has ended: without an answer, say how; between
 * two searches (a kept program), the next search starts another. */
static void
program_ended (ReversiWorkerClient *self, Program *p)
{
  if (!p->stdout_done || !p->stderr_done || !p->exited)
    return;
  if (!self->task) {
    drop_program (self);
    return;
  }
  GString *message = g_string_new (NULL);
  if (g_subprocess_get_if_signaled (p->process)) {
    int sig = g_subprocess_get_term_sig (p->process);
    g_autofree char *name = child_call_signal_name (sig);
    /* TRANSLATORS: the computer's search program ended on a signal: its name, the move number. */
    g_string_append_printf (message, _("Your search crashed (%1$s) at move %2$d."), name,
                            self->move_number);
    if (p->memory_held_mb > 0 && p->memory_limit_mb > 0) {
      g_string_append_c (message, ' ');
      /* TRANSLATORS: after "Your search crashed …": the memory its program held and may hold, in MB. */
      g_string_append_printf (message, _("It held %1$d MB of the %2$ld MB it may use: it most likely "
                                         "ran out of memory."),
                              p->memory_held_mb, (long) p->memory_limit_mb);
    }
    fail (self, REVERSI_WORKER_ERROR_CRASHED, message);
  } else {
    /* TRANSLATORS: the computer's search program exited: its exit status, the move number. */
    g_string_append_printf (message, _("Your search ended without answering (exit status %1$d) "
                                       "at move %2$d."),
                            g_subprocess_get_exit_status (p->process), self->move_number);
    fail (self, REVERSI_WORKER_ERROR_NO_ANSWER, message);
  }
}

/* ------------------------------------------------------------ reading */

static void read_next_line (Program *p);

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

/* A line of the client's program p. */
static void
take_line (ReversiWorkerClient *self, Program *p, const char *line)
{
  g_autofree char *keyword = NULL;
  g_autoptr (GVariant) value = NULL;
  if (!reversi_worker_parse_line (line, &keyword, &value)) {
    garbage (self, line);
    return;
  }
  if (g_str_equal (keyword, REVERSI_WORKER_LINE_HELLO) && value
      && g_variant_is_of_type (value, G_VARIANT_TYPE_VARDICT)) {
    g_variant_lookup (value, "memory-limit-mb", "x", &p->memory_limit_mb);
  } else if (g_str_equal (keyword, REVERSI_WORKER_LINE_MEMORY) && value
             && g_variant_is_of_type (value, G_VARIANT_TYPE_INT32)) {
    p->memory_held_mb = g_variant_get_int32 (value);
  } else if (g_str_equal (keyword, REVERSI_WORKER_LINE_DEPTH) && value
             && g_variant_is_of_type (value, G_VARIANT_TYPE_INT32)) {
    if (self->task)   /* none comes after the result; a kept program says nothing between searches */
      self->depth_done = g_variant_get_int32 (value);
  } else if (g_str_equal (keyword, REVERSI_WORKER_LINE_RESULT) && value
             && g_variant_is_of_type (value, G_VARIANT_TYPE_VARDICT)) {
    conclude (self, g_steal_pointer (&value), NULL);
    /* A kept program goes on: its end between searches is to be seen. */
    if (p->client)
      read_next_line (p);
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
  read_next_line (p);
}

/* Each read holds the program; what it read matters while the program
 * is still its client's. */
static void
on_line (GObject *source, GAsyncResult *result, gpointer user_data)
{
  Program *p = user_data;
  g_autoptr (GError) error = NULL;
  g_autofree char *line = g_data_input_stream_read_line_finish_utf8 (G_DATA_INPUT_STREAM (source),
                                                                     result, NULL, &error);
  ReversiWorkerClient *self = p->client;
  if (!self)
    ;
  else if (line)
    take_line (self, p, line);
  else if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA))
    garbage (self, "");   /* not text at all */
  else {
    p->stdout_done = TRUE;
    program_ended (self, p);
  }
  program_unref (p);
}

static void
read_next_line (Program *p)
{
  g_data_input_stream_read_line_async (p->from_worker, G_PRIORITY_DEFAULT, p->io, on_line,
                                       g_rc_box_acquire (p));
}

static void
on_output (GObject *source, GAsyncResult *result, gpointer user_data)
{
  Program *p = user_data;
  g_autoptr (GBytes) bytes = g_input_stream_read_bytes_finish (G_INPUT_STREAM (source), result,
                                                              NULL);
  if (!p->client) {
    ;
  } else if (bytes && g_bytes_get_size (bytes) > 0) {
    gsize size;
    const char *data = g_bytes_get_data (bytes, &size);
    g_string_append_len (p->output, data, size);
    if (p->output->len > OUTPUT_KEPT)
      g_string_erase (p->output, 0, p->output->len - OUTPUT_KEPT);
    g_input_stream_read_bytes_async (G_INPUT_STREAM (source), 4096, G_PRIORITY_DEFAULT, p->io,
                                     on_output, g_rc_box_acquire (p));
  } else {
    p->stderr_done = TRUE;
    program_ended (p->client, p);
  }
  program_unref (p);
}

static void
on_process_exit (GObject *source, GAsyncResult *result, gpointer user_data)
{
  Program *p = user_data;
  if (g_subprocess_wait_finish (G_SUBPROCESS (source), result, NULL) && p->client) {
    p->exited = TRUE;
    program_ended (p->client, p);
  }
  program_unref (p);
}

/* ------------------------------------------------------------ running */

/* Starts the search program as the client's; FALSE with the search
 * ended when it cannot be started. */
static gboolean
start_program (ReversiWorkerClient *self)
{
  g_autofree char *path = self->program_path ? g_strdup (self->program_path)
                                             : reversi_worker_client_program ();
  g_autoptr (GError) error = NULL;
  GSubprocess *process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDIN_PIPE
                                           | G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                           | G_SUBPROCESS_FLAGS_STDERR_PIPE,
                                           &error, path, NULL);
  if (!process) {
    GString *message = g_string_new (NULL);
    /* TRANSLATORS: the program the computer searches in: its file name, why it did not start. */
    g_string_append_printf (message, _("The search program %1$s could not be started: %2$s"),
                            path, error->message);
    fail (self, REVERSI_WORKER_ERROR_START, message);
    return FALSE;
  }
  Program *p = g_rc_box_new0 (Program);
  p->client = self;
  p->process = process;
  p->io = g_cancellable_new ();
  p->output = g_string_new (NULL);
  p->to_worker = g_object_ref (g_subprocess_get_stdin_pipe (process));
  p->from_worker = g_data_input_stream_new (g_subprocess_get_stdout_pipe (process));
  self->program = p;
  read_next_line (p);
  g_input_stream_read_bytes_async (g_subprocess_get_stderr_pipe (process), 4096,
                                   G_PRIORITY_DEFAULT, p->io, on_output, g_rc_box_acquire (p));
  g_subprocess_wait_async (process, p->io, on_process_exit, g_rc_box_acquire (p));
  return TRUE;
}

/* A line to the client's program; FALSE when it cannot take it (it has ended). */
static gboolean
write_to_program (ReversiWorkerClient *self, const char *line)
{
  return g_output_stream_write_all (self->program->to_worker, line, strlen (line), NULL, NULL,
                                    NULL);
}

void
reversi_worker_client_run_async (ReversiWorkerClient *self, GAsyncReadyCallback callback,
                                 gpointer user_data)
{
  g_return_if_fail (self->task == NULL && self->request != NULL);
  self->task = g_task_new (self, NULL, callback, user_data);
  g_task_set_source_tag (self->task, reversi_worker_client_run_async);
  self->started = g_get_monotonic_time ();
  self->depth_done = 0;
  self->stop_sent = FALSE;
  /* The request is a few hundred bytes: a waiting program's empty pipe
   * takes it at once.  A kept program that has ended since its last
   * answer (its end not read yet) is replaced. */
  g_autofree char *line = reversi_worker_line (REVERSI_WORKER_LINE_SEARCH, self->request);
  if (self->program) {
    /* What it printed before is not this search's. */
    g_string_truncate (self->program->output, 0);
    if (!write_to_program (self, line))
      drop_program (self);
  }
  if (!self->program && start_program (self))
    write_to_program (self, line);   /* a failure is its end, which is read and said */
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
  if (!self->task || self->stop_sent || !self->program)
    return;
  self->stop_sent = TRUE;
  write_to_program (self, REVERSI_WORKER_LINE_STOP "\n");
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
