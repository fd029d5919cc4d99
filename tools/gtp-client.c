/* SPDX-License-Identifier: MIT */
/* gtp-client.c: talk GTP version 2 to another program over pipes. */
#include "gtp-client.h"
#include "memory-limit.h"

#include <errno.h>
#include <fcntl.h>
#include <gio/gio.h>
#include <glib-unix.h>
#include <glib/gi18n-lib.h>
#include <signal.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <unistd.h>

G_DEFINE_QUARK (gtp-client-error-quark, gtp_client_error)

/* How long a program that closed its output gets to exit, so that the
 * message can say how it ended. */
#define GTP_CLIENT_EXIT_SECONDS 1.0

/* How long a program gets to answer "quit" and exit before it is killed. */
#define GTP_CLIENT_QUIT_SECONDS 2.0

/* Commands are written in pieces no larger than this: a pipe that polls
 * writable always takes that much without blocking. */
#define GTP_CLIENT_WRITE_CHUNK 512

/* The process groups of the running programs, for a signal handler to
 * kill.  A slot is one int written and read whole, so the handler never
 * sees half a value; 0 is a free slot.  A program that finds no free
 * slot still dies with the caller through PR_SET_PDEATHSIG. */
#define GTP_CLIENT_MAX_GROUPS 1024
static volatile sig_atomic_t program_groups[GTP_CLIENT_MAX_GROUPS];

/* The most program groups the watchdog keeps: far more than a round
 * robin has players. */
#define GTP_CLIENT_MAX_GROUPS_WATCHED 4096

/* The watchdog: a small process forked once, in a process group of its
 * own and deaf to the usual signals, that holds one end of a socket pair.
 * The caller tells it each program group it starts (the number) and ends
 * (the number negated); when the caller dies, however, the socket closes
 * and the watchdog kills every group still listed.  PR_SET_PDEATHSIG
 * kills only the program itself; the watchdog also ends what the program
 * started (a shell script's engine), even after a SIGKILL of the caller. */
static int watchdog_socket = -1;

/* Close every descriptor from `first` to `last`. */
static void
close_between (int first, int last)
{
  if (first > last)
    return;
  if (syscall (SYS_close_range, (unsigned) first, (unsigned) last, 0) == 0)
    return;
  for (int fd = first; fd <= MIN (last, 65535); fd++)
    close (fd);
}

/* Whether a program group's number may still be killed from a place
 * that knows only the number (the watchdog, a signal handler).  Linux
 * gives no new process a number that a live process still uses as its
 * group, so when no process has the number the group holds only what
 * the program started, or nothing.  When one has it, it is the program
 * itself, not yet reaped, in the runner's session, or a new process that
 * got the number after the program was reaped: the runner's engines can
 * end and be reaped long before the match ends, and on a busy machine
 * numbers come round again within minutes (pid_max is 32768 by default),
 * so a group number kept blindly once killed a test of another suite
 * that had started its own session under that number.  Only
 * async-signal-safe calls. */
static int
group_number_is_ours (int group)
{
  pid_t session = getsid (group);
  return session < 0 || session == getsid (0);
}

/* The watchdog, in the forked child: only async-signal-safe calls. */
static G_GNUC_NORETURN void
watchdog_main (int own_end, int callers_end)
{
  static int groups[GTP_CLIENT_MAX_GROUPS_WATCHED];
  int count = 0;
  static const int ignored[] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE };
  for (gsize i = 0; i < G_N_ELEMENTS (ignored); i++)
    signal (ignored[i], SIG_IGN);
  setpgid (0, 0);
  /* Hold nothing of the caller's open: the caller's end of the socket
   * pair above all, or the socket would never close; and a pipe to GNU
   * parallel or a terminal must close when the caller ends. */
  close (callers_end);
  int from_runner = fcntl (own_end, F_DUPFD, 3);
  int null = open ("/dev/null", O_RDWR);
  for (int fd = 0; fd < 3; fd++)
    dup2 (null, fd);
  close_between (3, from_runner - 1);
  close_between (from_runner + 1, G_MAXINT);
  for (;;) {
    int value;
    ssize_t n = read (from_runner, &value, sizeof value);
    if (n < 0 && errno == EINTR)
      continue;
    if (n != sizeof value)
      break;
    if (value > 0 && count < GTP_CLIENT_MAX_GROUPS_WATCHED) {
      groups[count++] = value;
    } else if (value < 0) {
      for (int i = 0; i < count; i++)
        if (groups[i] == -value)
          groups[i--] = groups[--count];
    }
  }
  for (int i = 0; i < count; i++)
    if (group_number_is_ours (groups[i]))
      kill (-groups[i], SIGKILL);
  _exit (0);
}

/* Start the watchdog the first time a program is started. */
static void
ensure_watchdog (void)
{
  if (watchdog_socket >= 0)
    return;
  /* A socket pair rather than a pipe: send() can refuse to raise
   * SIGPIPE when the watchdog is gone, whoever links this code. */
  int fds[2];
  if (socketpair (AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, fds) != 0)
    return;
  pid_t pid = fork ();
  if (pid == 0)
    watchdog_main (fds[0], fds[1]);
  close (fds[0]);
  if (pid < 0) {
    close (fds[1]);
    return;
  }
  /* Never wait on the watchdog: a number it misses only costs a kill of
   * a group that has already ended. */
  g_unix_set_fd_nonblocking (fds[1], TRUE, NULL);
  watchdog_socket = fds[1];
}

static void
tell_watchdog (int value)
{
  if (watchdog_socket >= 0 && send (watchdog_socket, &value, sizeof value, MSG_NOSIGNAL) < 0
      && errno != EAGAIN) {
    close (watchdog_socket);
    watchdog_socket = -1;
  }
}

struct GtpClient {
  GSubprocess *process;
  GPollableOutputStream *to_program;
  GPollableInputStream *from_program;
  GMainContext *context;   /* private: waiting never runs the caller's sources */
  GString *pending;        /* bytes read but not yet part of an answer */
  gsize scanned;           /* bytes of pending already searched for an answer's end */
  char *program;           /* what messages call it: the player's spec or the command line */
  int group;               /* the program's process group, 0 once ended */
  int slot;                /* its place in program_groups, -1 for none */
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
on_pollable (GObject *stream, gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Wait until source (a pollable stream's source, taken over) is ready or
 * the deadline passes; TRUE when it is ready. */
static gboolean
wait_for (GtpClient *client, GSource *source, gint64 deadline)
{
  gint64 now = g_get_monotonic_time ();
  gboolean ready = FALSE, expired = now >= deadline;
  g_source_set_callback (source, G_SOURCE_FUNC (on_pollable), &ready, NULL);
  g_source_attach (source, client->context);
  GSource *timer = g_timeout_source_new ((guint) MAX (0, (deadline - now + 999) / 1000));
  g_source_set_callback (timer, on_ready, &expired, NULL);
  g_source_attach (timer, client->context);
  while (!ready && !expired)
    g_main_context_iteration (client->context, TRUE);
  g_source_destroy (source);
  g_source_unref (source);
  g_source_destroy (timer);
  g_source_unref (timer);
  return ready;
}

static gboolean
die (GtpClient *client, GError **error, GtpClientError code, const char *message)
{
  client->alive = FALSE;
  g_set_error (error, GTP_CLIENT_ERROR, code, "%s", message);
  return FALSE;
}

static gboolean
die_timeout (GtpClient *client, GError **error)
{
  g_autofree char *m = g_strdup_printf (_("%s did not answer within %g seconds."), client->program,
                                        client->timeout);
  return die (client, error, GTP_CLIENT_ERROR_TIMEOUT, m);
}

/* Write all of data before the deadline.  A program that stops reading
 * fills the pipe; the deadline then ends the wait. */
static gboolean
write_all (GtpClient *client, const char *command, const char *data, gsize length, gint64 deadline,
           GError **error)
{
  while (length > 0) {
    g_autoptr (GError) local = NULL;
    gssize n = g_pollable_output_stream_write_nonblocking (
        client->to_program, data, MIN (length, GTP_CLIENT_WRITE_CHUNK), NULL, &local);
    if (n > 0) {
      data += n;
      length -= (gsize) n;
    } else if (g_error_matches (local, G_IO_ERROR, G_IO_ERROR_WOULD_BLOCK)) {
      if (g_get_monotonic_time () >= deadline
          || !wait_for (client, g_pollable_output_stream_create_source (client->to_program, NULL),
                        deadline))
        return die_timeout (client, error);
    } else {
      g_autofree char *m = g_strdup_printf (_("Cannot send “%s” to %s: %s"), command, client->program,
                                            local ? local->message : "");
      return die (client, error, GTP_CLIENT_ERROR_DIED, m);
    }
  }
  return TRUE;
}

/* A wait for the program's exit: done once the wait has finished,
 * exited when the program did exit (not cancelled). */
typedef struct {
  gboolean done, exited;
} ExitWait;

static void
on_exited (GObject *source, GAsyncResult *result, gpointer data)
{
  ExitWait *wait = data;
  wait->exited = g_subprocess_wait_finish (G_SUBPROCESS (source), result, NULL);
  wait->done = TRUE;
}

/* Wait for the program to exit, at most `seconds` (forever when < 0);
 * TRUE when it did. */
static gboolean
wait_exit (GtpClient *client, double seconds)
{
  ExitWait wait = { FALSE, FALSE };
  gboolean expired = FALSE;
  GCancellable *cancellable = g_cancellable_new ();
  g_main_context_push_thread_default (client->context);
  g_subprocess_wait_async (client->process, cancellable, on_exited, &wait);
  GSource *timer = NULL;
  if (seconds >= 0) {
    timer = g_timeout_source_new ((guint) (seconds * 1000));
    g_source_set_callback (timer, on_ready, &expired, NULL);
    g_source_attach (timer, client->context);
  }
  while (!wait.done && !expired)
    g_main_context_iteration (client->context, TRUE);
  /* The wait refers to `wait`: it must finish before this returns. */
  g_cancellable_cancel (cancellable);
  while (!wait.done)
    g_main_context_iteration (client->context, TRUE);
  if (timer) {
    g_source_destroy (timer);
    g_source_unref (timer);
  }
  g_main_context_pop_thread_default (client->context);
  g_object_unref (cancellable);
  return wait.exited;
}

/* " (it crashed: Segmentation fault)" or " (exit status 3)" for a
 * program that closed its output, when it has exited by then: a crash
 * must read as a crash, not as silence.  Empty when it has not. */
static char *
how_it_ended (GtpClient *client)
{
  if (!wait_exit (client, GTP_CLIENT_EXIT_SECONDS))
    return g_strdup ("");
  if (g_subprocess_get_if_signaled (client->process)) {
    int signal_number = g_subprocess_get_term_sig (client->process);
    return g_strdup_printf (_(" (it crashed: signal %d, %s)"), signal_number, g_strsignal (signal_number));
  }
  return g_strdup_printf (_(" (exit status %d)"), g_subprocess_get_exit_status (client->process));
}

/* Read until pending holds one whole answer (up to the empty line that
 * ends it); return it without the empty line.  The deadline holds for the
 * whole answer, however fast the program writes, and only the bytes not
 * searched yet are searched again. */
static char *
read_answer (GtpClient *client, gint64 deadline, gsize *length, GError **error)
{
  for (;;) {
    /* Empty lines before an answer are not part of it. */
    if (client->scanned == 0) {
      gsize skip = 0;
      while (skip < client->pending->len && client->pending->str[skip] == '\n')
        skip++;
      g_string_erase (client->pending, 0, (gssize) skip);
    }
    gsize from = client->scanned > 0 ? client->scanned - 1 : 0;
    const char *end = from < client->pending->len
                          ? memmem (client->pending->str + from, client->pending->len - from, "\n\n", 2)
                          : NULL;
    if (end) {
      *length = (gsize) (end - client->pending->str);
      char *answer = g_strndup (client->pending->str, *length);
      g_string_erase (client->pending, 0, (gssize) *length + 2);
      client->scanned = 0;
      return answer;
    }
    client->scanned = client->pending->len;
    if (client->pending->len > GTP_CLIENT_MAX_ANSWER_BYTES) {
      g_autofree char *m = g_strdup_printf (
          _("%s wrote more than %d KB without ending its answer."), client->program,
          GTP_CLIENT_MAX_ANSWER_BYTES / 1024);
      die (client, error, GTP_CLIENT_ERROR_PROTOCOL, m);
      return NULL;
    }
    if (g_get_monotonic_time () >= deadline) {
      die_timeout (client, error);
      return NULL;
    }

    char buffer[65536];
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
      g_autofree char *how = how_it_ended (client);
      g_autofree char *m = g_strdup_printf (_("%s ended without answering%s."), client->program, how);
      die (client, error, GTP_CLIENT_ERROR_DIED, m);
      return NULL;
    }
    if (!g_error_matches (read_error, G_IO_ERROR, G_IO_ERROR_WOULD_BLOCK)) {
      g_autofree char *m = g_strdup_printf (_("Cannot read from %s: %s"), client->program,
                                            read_error->message);
      die (client, error, GTP_CLIENT_ERROR_DIED, m);
      return NULL;
    }
    if (!wait_for (client, g_pollable_input_stream_create_source (client->from_program, NULL),
                   deadline)) {
      die_timeout (client, error);
      return NULL;
    }
  }
}

/* In the child, between fork and exec: only async-signal-safe calls.  A
 * group of its own, so that it and whatever it starts are ended together
 * and a Ctrl+C meant for the runner is the runner's to handle; and death
 * with the runner, however the runner ends. */
typedef struct {
  pid_t runner;
  guint64 memory_limit;   /* bytes, 0: none (memory-limit.h) */
} ChildSetup;

static void
child_setup (gpointer data)
{
  const ChildSetup *setup = data;
  setpgid (0, 0);
  prctl (PR_SET_PDEATHSIG, SIGKILL);
  /* The runner may have died before prctl: then nobody would kill us. */
  if (getppid () != setup->runner)
    _exit (127);
  /* A program that allocates without end (a student's leak) fails an
   * allocation and ends, which is a forfeit naming its signal, instead of
   * taking the machine's memory until its time runs out. */
  memory_limit_apply (setup->memory_limit);
}

static int
register_group (int group)
{
  for (int i = 0; i < GTP_CLIENT_MAX_GROUPS; i++) {
    if (program_groups[i] == 0) {
      program_groups[i] = group;
      return i;
    }
  }
  return -1;
}

/* Whether the client's group number still names its group: no process
 * has the number (the group holds only what the program started), or the
 * process that has it is the program itself, not yet reaped (GLib reaps
 * it as soon as it exits, and then gives no identifier). */
static gboolean
client_group_is_ours (GtpClient *client)
{
  return getsid (client->group) < 0 || g_subprocess_get_identifier (client->process) != NULL;
}

void
gtp_client_end_all_programs (void)
{
  for (int i = 0; i < GTP_CLIENT_MAX_GROUPS; i++) {
    int group = program_groups[i];
    if (group > 0 && group_number_is_ours (group))
      kill (-group, SIGKILL);
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
  ensure_watchdog ();
  g_autoptr (GError) spawn_error = NULL;
  GSubprocessLauncher *launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDIN_PIPE
                                                             | G_SUBPROCESS_FLAGS_STDOUT_PIPE);
  /* Read before the fork: the child may only make async-signal-safe calls. */
  ChildSetup setup = { getpid (), memory_limit_choose ("REVERSI_MATCH_ENGINE_MEMORY_MB") };
  g_subprocess_launcher_set_child_setup (launcher, child_setup, &setup, NULL);
  GSubprocess *process = g_subprocess_launcher_spawnv (launcher, (const char *const *) argv, &spawn_error);
  g_object_unref (launcher);
  if (!process) {
    g_set_error (error, GTP_CLIENT_ERROR, GTP_CLIENT_ERROR_START, _("Cannot start “%s”: %s"),
                 command_line, spawn_error->message);
    return NULL;
  }
  GtpClient *client = g_new0 (GtpClient, 1);
  client->process = process;
  client->group = (int) g_ascii_strtoll (g_subprocess_get_identifier (process), NULL, 10);
  /* Also from this side, so the group exists before anything is sent to
   * it; fails harmlessly once the child has done it itself. */
  setpgid (client->group, client->group);
  client->slot = register_group (client->group);
  tell_watchdog (client->group);
  client->to_program = G_POLLABLE_OUTPUT_STREAM (g_subprocess_get_stdin_pipe (process));
  client->from_program = G_POLLABLE_INPUT_STREAM (g_subprocess_get_stdout_pipe (process));
  client->context = g_main_context_new ();
  client->pending = g_string_new (NULL);
  /* The whole command line, not argv[0]: "python3" would not say which
   * program failed. */
  client->program = gtp_client_quote (command_line);
  client->timeout = timeout_seconds > 0 ? timeout_seconds : 60;
  client->alive = TRUE;
  return client;
}

/* Long enough for the kit engine's reasons, short enough for a note. */
#define GTP_CLIENT_QUOTE_CHARACTERS 160

char *
gtp_client_quote (const char *text)
{
  g_autofree char *valid = g_utf8_make_valid (text, -1);
  GString *quoted = g_string_new (NULL);
  int characters = 0;
  for (const char *p = valid; *p; p = g_utf8_next_char (p)) {
    if (characters == GTP_CLIENT_QUOTE_CHARACTERS) {
      g_string_append (quoted, "…");
      break;
    }
    gunichar c = g_utf8_get_char (p);
    if (g_unichar_iscntrl (c))
      g_string_append_c (quoted, ' ');
    else
      g_string_append_unichar (quoted, c);
    characters++;
  }
  return g_string_free (quoted, FALSE);
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

  gint64 deadline = g_get_monotonic_time () + (gint64) (client->timeout * G_USEC_PER_SEC);
  g_autofree char *line = g_strconcat (command, "\n", NULL);
  if (!write_all (client, command, line, strlen (line), deadline, error))
    return FALSE;

  gsize length = 0;
  g_autofree char *text = read_answer (client, deadline, &length, error);
  if (!text)
    return FALSE;

  /* "=[id] text" or "?[id] text"; we send no ids, but skip any.  A NUL
   * byte would cut the text short unseen, so it is not GTP either. */
  char status = text[0];
  const char *p = text + 1;
  p += strspn (p, "0123456789");
  if ((status != '=' && status != '?') || (*p != '\0' && *p != ' ' && *p != '\n')
      || memchr (text, '\0', length)) {
    g_autofree char *shown = gtp_client_quote (text);
    g_autofree char *m = g_strdup_printf (_("%s answered “%s” to “%s”, which is not a GTP answer."),
                                          client->program, shown, command);
    return die (client, error, GTP_CLIENT_ERROR_PROTOCOL, m);
  }
  g_autofree char *body = g_strstrip (g_strdup (p));
  if (status == '?') {
    g_autofree char *shown = gtp_client_quote (body);
    g_set_error (error, GTP_CLIENT_ERROR, GTP_CLIENT_ERROR_REFUSED, "%s", shown);
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

void
gtp_client_set_name (GtpClient *client, const char *name)
{
  g_free (client->program);
  client->program = g_strdup (name);
}

void
gtp_client_free (GtpClient *client)
{
  if (!client)
    return;
  gboolean was_alive = client->alive;
  if (client->alive) {
    double timeout = client->timeout;
    client->timeout = GTP_CLIENT_QUIT_SECONDS;
    gtp_client_command (client, "quit", NULL, NULL);
    client->timeout = timeout;
  }
  g_output_stream_close (G_OUTPUT_STREAM (client->to_program), NULL, NULL);

  /* A program that still worked gets a moment to exit by itself; one
   * that failed is ended at once.  Its whole group goes: what it started
   * must not outlive the match. */
  if (was_alive)
    wait_exit (client, GTP_CLIENT_QUIT_SECONDS);
  if (client->group > 0 && client_group_is_ours (client))
    kill (-client->group, SIGKILL);
  wait_exit (client, -1);
  if (client->slot >= 0)
    program_groups[client->slot] = 0;
  tell_watchdog (-client->group);

  g_object_unref (client->process);
  g_main_context_unref (client->context);
  g_string_free (client->pending, TRUE);
  g_free (client->program);
  g_free (client);
}
