/* SPDX-License-Identifier: MIT */
/* child-call.c: a call run in a child process (child-call.h). */
#include "child-call.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "memory-limit.h"

/* In the child: the call, its result written whole to fd, then the end. */
static void G_GNUC_NORETURN
run_child (int fd, ChildCallFunc func, gpointer data, gpointer result, gsize result_size,
           guint64 memory_bytes)
{
  dup2 (STDERR_FILENO, STDOUT_FILENO);
  memory_limit_apply (memory_bytes);
  func (data, result);
  fflush (stdout);
  const char *bytes = result;
  for (gsize done = 0; done < result_size;) {
    ssize_t n = write (fd, bytes + done, result_size - done);
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0)
      _exit (1);
    done += (gsize) n;
  }
  _exit (0);
}

ChildCallOutcome
child_call_run (ChildCallFunc func, gpointer data, gpointer result, gsize result_size,
                guint timeout_ms, const char *memory_env)
{
  ChildCallOutcome outcome = { CHILD_CALL_FAILED, 0, 0 };
  /* Chosen before the fork: the child only applies it. */
  guint64 memory_bytes = memory_limit_choose (memory_env);
  int fds[2];
  if (pipe (fds) != 0) {
    outcome.exit_status = errno;
    return outcome;
  }
  fflush (NULL);
  pid_t pid = fork ();
  if (pid < 0) {
    outcome.exit_status = errno;
    close (fds[0]);
    close (fds[1]);
    return outcome;
  }
  if (pid == 0) {
    close (fds[0]);
    run_child (fds[1], func, data, result, result_size, memory_bytes);
  }
  close (fds[1]);

  gsize got = 0;
  gint64 deadline = g_get_monotonic_time () + (gint64) timeout_ms * 1000;
  gboolean timed_out = FALSE;
  while (got < result_size) {
    gint64 left_ms = (deadline - g_get_monotonic_time ()) / 1000;
    if (left_ms <= 0) {
      timed_out = TRUE;
      break;
    }
    struct pollfd p = { .fd = fds[0], .events = POLLIN };
    int ready = poll (&p, 1, (int) MIN (left_ms, G_MAXINT));
    if (ready < 0 && errno == EINTR)
      continue;
    if (ready <= 0)
      continue;
    ssize_t n = read (fds[0], (char *) result + got, result_size - got);
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0)
      break;
    got += (gsize) n;
  }
  close (fds[0]);
  if (timed_out)
    kill (pid, SIGKILL);
  int status = 0;
  while (waitpid (pid, &status, 0) < 0 && errno == EINTR)
    ;
  if (timed_out)
    outcome.status = CHILD_CALL_TIMED_OUT;
  else if (got == result_size && WIFEXITED (status) && WEXITSTATUS (status) == 0)
    outcome.status = CHILD_CALL_ANSWERED;
  else if (WIFSIGNALED (status)) {
    outcome.status = CHILD_CALL_CRASHED;
    outcome.signal = WTERMSIG (status);
  } else {
    outcome.status = CHILD_CALL_EXITED;
    outcome.exit_status = WIFEXITED (status) ? WEXITSTATUS (status) : -1;
  }
  return outcome;
}

char *
child_call_signal_name (int sig)
{
  switch (sig) {
  case SIGSEGV:
    return g_strdup (_("segmentation fault"));
  case SIGABRT:
    return g_strdup (_("aborted"));
  case SIGBUS:
    return g_strdup (_("bus error"));
  case SIGFPE:
    /* TRANSLATORS: SIGFPE, which a division by zero raises. */
    return g_strdup (_("arithmetic error, such as a division by zero"));
  case SIGILL:
    return g_strdup (_("illegal instruction"));
  case SIGKILL:
    return g_strdup (_("killed"));
  default: {
    char *name = g_strdup (g_strsignal (sig));
    if (g_ascii_isupper (name[0]) && g_ascii_islower (name[1]))
      name[0] = g_ascii_tolower (name[0]);
    return name;
  }
  }
}
