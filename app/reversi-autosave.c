/* SPDX-License-Identifier: MIT */
/* reversi-autosave.c: naming, finding and reading autosave files. */
#include "reversi-autosave.h"

#include <errno.h>
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <unistd.h>

#include "reversi-game-setup.h"

#define AUTOSAVE_PREFIX "autosave-"

char *
reversi_autosave_directory (void)
{
  const char *state = g_getenv ("XDG_STATE_HOME");
  if (state && *state)
    return g_build_filename (state, "reversi-kit", NULL);
  return g_build_filename (g_get_user_data_dir (), "reversi-kit", NULL);
}

guint
reversi_autosave_new_number (void)
{
  static gint last = 0;
  return (guint) g_atomic_int_add (&last, 1) + 1;
}

char *
reversi_autosave_path (guint number, const char *extension)
{
  g_autofree char *dir = reversi_autosave_directory ();
  g_autofree char *name = g_strdup_printf (AUTOSAVE_PREFIX "%ld-%u.%s", (long) getpid (), number,
                                           extension);
  return g_build_filename (dir, name, NULL);
}

/* Leading decimal digits of text as a number; *end after them.  FALSE
 * when there are none or too many. */
static gboolean
parse_digits (const char *text, const char **end, long *value)
{
  const char *p = text;
  long v = 0;
  for (; g_ascii_isdigit (*p); p++) {
    if (p - text >= 12)
      return FALSE;
    v = v * 10 + (*p - '0');
  }
  *end = p;
  *value = v;
  return p > text;
}

gboolean
reversi_autosave_is_name (const char *name, long *pid)
{
  if (!g_str_has_prefix (name, AUTOSAVE_PREFIX))
    return FALSE;
  const char *p = name + strlen (AUTOSAVE_PREFIX);
  long number = 0;
  if (!parse_digits (p, &p, pid))
    return FALSE;
  /* The game's number; the earlier versions' files have none. */
  if (*p == '-' && !parse_digits (p + 1, &p, &number))
    return FALSE;
  if (*p != '.' || p[1] == '\0')
    return FALSE;
  /* One extension, letters, digits and dashes ("connect-four"): a second
   * dot is a file set aside or one being written. */
  for (p++; *p; p++)
    if (!g_ascii_isalnum (*p) && *p != '-' && *p != '_')
      return FALSE;
  return TRUE;
}

/* Whether the process that wrote an autosave may still be running.  A pid
 * the system has since given to another program counts as gone. */
static gboolean
process_is_running (long pid)
{
  if (pid <= 0)
    return FALSE;
  if (kill ((pid_t) pid, 0) != 0 && errno == ESRCH)
    return FALSE;
  g_autofree char *comm_path = g_strdup_printf ("/proc/%ld/comm", pid);
  g_autofree char *comm = NULL;
  if (g_file_get_contents (comm_path, &comm, NULL, NULL))
    return g_str_has_prefix (comm, "reversi");
  return TRUE;
}

typedef struct {
  char *path;
  gint64 mtime;
} Orphan;

static int
newest_first (gconstpointer a, gconstpointer b)
{
  const Orphan *x = a, *y = b;
  return x->mtime < y->mtime ? 1 : x->mtime > y->mtime ? -1 : g_strcmp0 (x->path, y->path);
}

GPtrArray *
reversi_autosave_find_orphans (void)
{
  GPtrArray *result = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *dir_path = reversi_autosave_directory ();
  GDir *dir = g_dir_open (dir_path, 0, NULL);
  if (!dir)
    return result;

  GArray *orphans = g_array_new (FALSE, FALSE, sizeof (Orphan));
  const char *name;
  while ((name = g_dir_read_name (dir))) {
    long pid = 0;
    if (!reversi_autosave_is_name (name, &pid) || pid == (long) getpid ()
        || process_is_running (pid))
      continue;
    Orphan o = { g_build_filename (dir_path, name, NULL), 0 };
    GStatBuf st;
    /* To the nanosecond: two windows' moves may come within a second. */
    if (g_stat (o.path, &st) == 0)
      o.mtime = (gint64) st.st_mtim.tv_sec * G_GINT64_CONSTANT (1000000000) + st.st_mtim.tv_nsec;
    g_array_append_val (orphans, o);
  }
  g_dir_close (dir);

  g_array_sort (orphans, newest_first);
  for (guint i = 0; i < orphans->len; i++)
    g_ptr_array_add (result, g_array_index (orphans, Orphan, i).path);
  g_array_free (orphans, TRUE);
  return result;
}

gboolean
reversi_autosave_parse (const char *text, gsize length, GameRecord **record,
                        ReversiGameSession **session, GError **error)
{
  *record = NULL;
  *session = NULL;
  if (game_transcript_looks_like (text))
    *session = reversi_game_session_new_from_text (text, length, error);
  else
    *record = game_record_parse (text, length, reversi_check_player_config, error);
  return *record || *session;
}
