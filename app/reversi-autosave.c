/* reversi-autosave.c: naming and finding autosave files. */
#include "reversi-autosave.h"

#include <errno.h>
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <unistd.h>

#define AUTOSAVE_PREFIX "autosave-"
#define AUTOSAVE_SUFFIX ".reversi"

char *
reversi_autosave_directory (void)
{
  const char *state = g_getenv ("XDG_STATE_HOME");
  if (state && *state)
    return g_build_filename (state, "reversi-kit", NULL);
  return g_build_filename (g_get_user_data_dir (), "reversi-kit", NULL);
}

char *
reversi_autosave_own_path (void)
{
  g_autofree char *dir = reversi_autosave_directory ();
  g_autofree char *name = g_strdup_printf (AUTOSAVE_PREFIX "%ld" AUTOSAVE_SUFFIX, (long) getpid ());
  return g_build_filename (dir, name, NULL);
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
    if (!g_str_has_prefix (name, AUTOSAVE_PREFIX) || !g_str_has_suffix (name, AUTOSAVE_SUFFIX))
      continue;
    char *end = NULL;
    long pid = strtol (name + strlen (AUTOSAVE_PREFIX), &end, 10);
    if (!end || strcmp (end, AUTOSAVE_SUFFIX) != 0 || pid == (long) getpid ()
        || process_is_running (pid))
      continue;
    Orphan o = { g_build_filename (dir_path, name, NULL), 0 };
    GStatBuf st;
    if (g_stat (o.path, &st) == 0)
      o.mtime = (gint64) st.st_mtime;
    g_array_append_val (orphans, o);
  }
  g_dir_close (dir);

  g_array_sort (orphans, newest_first);
  for (guint i = 0; i < orphans->len; i++)
    g_ptr_array_add (result, g_array_index (orphans, Orphan, i).path);
  g_array_free (orphans, TRUE);
  return result;
}
