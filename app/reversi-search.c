/* reversi-search.c: a Reversi computer's move, searched in the search program.
 *
 * The search itself (deepening one ply at a time, so that Stop plays the
 * move of the deepest search finished) runs in reversi-search-worker
 * (reversi-search-worker.c); this is the window's side of it: the
 * request, and the answer checked against the position, for an answer
 * that cannot be played is the searched code's fault like any other.
 */
#include "reversi-search.h"

#include <glib/gi18n-lib.h>

#include "reversi-worker-client.h"
#include "reversi-worker-protocol.h"

struct _ReversiSearch {
  GObject parent_instance;
  Kyokumen *kyokumen;        /* a copy, to check the answer against */
  ReversiWorkerClient *client;
  int depth_target;          /* the configured depth; 0 for a perfect search */
};

G_DEFINE_FINAL_TYPE (ReversiSearch, reversi_search, G_TYPE_OBJECT)

static void
reversi_search_finalize (GObject *object)
{
  ReversiSearch *self = REVERSI_SEARCH (object);
  g_free (self->kyokumen);
  g_clear_object (&self->client);
  G_OBJECT_CLASS (reversi_search_parent_class)->finalize (object);
}

static void
reversi_search_class_init (ReversiSearchClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = reversi_search_finalize;
}

static void
reversi_search_init (ReversiSearch *self)
{
}

ReversiSearch *
reversi_search_new (const Kyokumen *kyokumen, gboolean misere, const PlayerConfig *config)
{
  ReversiSearch *self = g_object_new (REVERSI_TYPE_SEARCH, NULL);
  self->kyokumen = g_memdup2 (kyokumen, sizeof *kyokumen);
  self->client = reversi_worker_client_new (reversi_worker_reversi_request (kyokumen, misere,
                                                                            config),
                                            kyokumen->tesuu + 1);
  gboolean perfect = kyokumen->empty_count <= config->perfect_empties;
  self->depth_target = perfect ? 0 : MAX (config->depth, 1);
  return self;
}

static void
on_answer (GObject *source, GAsyncResult *result, gpointer user_data)
{
  GTask *task = user_data;
  ReversiSearch *self = g_task_get_source_object (task);
  GError *error = NULL;
  g_autoptr (GVariant) answer = reversi_worker_client_finish (self->client, result, &error);
  SearchReport *report = g_new0 (SearchReport, 1);
  if (answer && !reversi_worker_search_report_from_variant (answer, report)) {
    g_autofree char *text = g_variant_print (answer, FALSE);
    /* TRANSLATORS: the search program's answer lacks what the window needs: the move number. */
    g_set_error (&error, REVERSI_WORKER_ERROR, REVERSI_WORKER_ERROR_GARBAGE,
                 _("Your search program's answer at move %d is not a search report."),
                 self->kyokumen->tesuu + 1);
  } else if (answer && !kyokumen_is_legal (self->kyokumen, report->move)) {
    char notation[SASHITE_NOTATION_SIZE];
    if (sashite_is_pass (report->move) || kyokumen_is_square (self->kyokumen, report->move.xy))
      sashite_to_notation (report->move, self->kyokumen->size, notation);
    else
      g_snprintf (notation, sizeof notation, "%d", report->move.xy);
    reversi_worker_client_illegal (self->client, notation, &error);
  }
  reversi_worker_client_return (task, report, error);
}

void
reversi_search_run_async (ReversiSearch *self, GAsyncReadyCallback callback,
                          gpointer user_data)
{
  GTask *task = g_task_new (self, NULL, callback, user_data);
  g_task_set_source_tag (task, reversi_search_run_async);
  reversi_worker_client_run_async (self->client, on_answer, task);
}

gboolean
reversi_search_finish (ReversiSearch *self, GAsyncResult *result, Sashite *move,
                       SearchReport *report, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  SearchReport *found = g_task_propagate_pointer (G_TASK (result), error);
  if (!found)
    return FALSE;
  *move = found->move;
  if (report)
    *report = *found;
  g_free (found);
  return TRUE;
}

void
reversi_search_stop (ReversiSearch *self)
{
  reversi_worker_client_stop (self->client);
}

void
reversi_search_cancel (ReversiSearch *self)
{
  reversi_worker_client_cancel (self->client);
}

double
reversi_search_get_seconds (ReversiSearch *self)
{
  return reversi_worker_client_get_seconds (self->client);
}

int
reversi_search_get_depth_done (ReversiSearch *self)
{
  return reversi_worker_client_get_depth_done (self->client);
}

int
reversi_search_get_depth_target (ReversiSearch *self)
{
  return self->depth_target;
}

char *
reversi_search_progress_text (double seconds, int done, int target, int limit)
{
  g_autofree char *text = NULL;
  if (target == 0)
    /* TRANSLATORS: while the computer reads to the end; %.1f is the time so far in seconds. */
    text = g_strdup_printf (_("Thinking… %.1f s, reading to the end of the game"), seconds);
  else if (done == 0)
    text = g_strdup_printf (_("Thinking… %.1f s"), seconds);
  else
    /* TRANSLATORS: while the computer thinks: seconds so far, depth searched, depth it goes to. */
    text = g_strdup_printf (_("Thinking… %1$.1f s, depth %2$d of %3$d done"), seconds, done, target);
  if (limit > 0)
    return g_strdup_printf (_("%1$s (time limit %2$d s)"), text, limit);
  return g_steal_pointer (&text);
}

guint
reversi_search_pause_ms (GSettings *settings)
{
  g_autofree char *pace = g_settings_get_string (settings, "computer-pace");
  if (g_strcmp0 (pace, "fast") == 0)
    return 0;
  if (g_strcmp0 (pace, "slow") == 0)
    return 2000;
  return 500;
}
