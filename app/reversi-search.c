/* reversi-search.c: running player_decide_move on a worker thread. */
#include "reversi-search.h"

#include <glib/gi18n-lib.h>

struct _ReversiSearch {
  GObject parent_instance;
  Kyokumen *kyokumen;        /* the search's own copy */
  gboolean misere;
  PlayerConfig config;
  SearchControl control;     /* stop_requested is set from the main thread */
  GCancellable *cancellable;
  gint64 started;            /* g_get_monotonic_time () at the start */
  int depth_target;          /* the configured depth; 0 for a perfect search */
  gint depth_done;           /* deepest search finished so far (atomic) */
};

G_DEFINE_FINAL_TYPE (ReversiSearch, reversi_search, G_TYPE_OBJECT)

typedef struct {
  Sashite move;
  SearchReport report;
} SearchOutcome;

static void
reversi_search_finalize (GObject *object)
{
  ReversiSearch *self = REVERSI_SEARCH (object);
  g_free (self->kyokumen);
  g_clear_object (&self->cancellable);
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
  self->cancellable = g_cancellable_new ();
}

ReversiSearch *
reversi_search_new (const Kyokumen *kyokumen, gboolean misere, const PlayerConfig *config)
{
  ReversiSearch *self = g_object_new (REVERSI_TYPE_SEARCH, NULL);
  self->kyokumen = g_memdup2 (kyokumen, sizeof *kyokumen);
  self->misere = misere;
  self->config = *config;
  gboolean perfect = kyokumen->empty_count <= config->perfect_empties;
  self->depth_target = perfect ? 0 : MAX (config->depth, 1);
  return self;
}

/* One search by the configured player with the given depth. */
static gboolean
search_at_depth (ReversiSearch *self, int depth, SearchOutcome *outcome, GError **error)
{
  PlayerConfig config = self->config;
  if (depth > 0)
    config.depth = depth;
  Player *player = player_config_create_player (&config, error);
  if (!player)
    return FALSE;
  gboolean ok = player_decide_move (player, self->kyokumen, self->misere, &self->control,
                                    &outcome->move, &outcome->report, error);
  player_free (player);
  outcome->report.move = outcome->move;
  return ok;
}

/* Runs on the worker thread: touches only the search object, which the
 * task keeps alive.
 *
 * The search deepens one ply at a time up to the configured depth, so the
 * window can say how deep the computer has read and, when it is stopped
 * (Stop, or the time limit), play the move of the deepest search it
 * finished rather than a half-searched one.  Each depth is a search of its
 * own, so the last one reports exactly what a single search to the
 * configured depth would (its move, value, nodes and line).  A perfect
 * search (few enough empties) reads to the end at once. */
static void
search_thread (GTask *task, gpointer source_object, gpointer task_data,
               GCancellable *cancellable)
{
  ReversiSearch *self = REVERSI_SEARCH (source_object);
  GError *error = NULL;
  SearchOutcome *finished = NULL;
  int first = self->depth_target > 0 ? 1 : 0;
  for (int depth = first; depth <= self->depth_target; depth++) {
    SearchOutcome *outcome = g_new0 (SearchOutcome, 1);
    if (!search_at_depth (self, depth, outcome, &error)) {
      g_free (outcome);
      g_free (finished);
      g_task_return_error (task, error);
      return;
    }
    gboolean stopped = outcome->report.stopped;
    if (stopped && finished) {
      /* Cut short: the deeper search's move is a guess, the last finished one is not. */
      g_free (outcome);
      finished->report.stopped = TRUE;
      break;
    }
    g_free (finished);
    finished = outcome;
    g_atomic_int_set (&self->depth_done, depth);
    if (stopped)
      break;
  }
  g_task_return_pointer (task, finished, g_free);
}

void
reversi_search_run_async (ReversiSearch *self, GAsyncReadyCallback callback,
                          gpointer user_data)
{
  GTask *task = g_task_new (self, self->cancellable, callback, user_data);
  g_task_set_source_tag (task, reversi_search_run_async);
  /* A cancelled search must still report (so the window's bookkeeping
   * ends), but only once the thread is done with the position. */
  g_task_set_return_on_cancel (task, FALSE);
  g_task_set_check_cancellable (task, TRUE);
  self->started = g_get_monotonic_time ();
  g_task_run_in_thread (task, search_thread);
  g_object_unref (task);
}

gboolean
reversi_search_finish (ReversiSearch *self, GAsyncResult *result, Sashite *move,
                       SearchReport *report, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  SearchOutcome *outcome = g_task_propagate_pointer (G_TASK (result), error);
  if (!outcome)
    return FALSE;
  *move = outcome->move;
  if (report)
    *report = outcome->report;
  g_free (outcome);
  return TRUE;
}

void
reversi_search_stop (ReversiSearch *self)
{
  g_atomic_int_set (&self->control.stop_requested, 1);
}

void
reversi_search_cancel (ReversiSearch *self)
{
  g_cancellable_cancel (self->cancellable);
  g_atomic_int_set (&self->control.stop_requested, 1);
}

double
reversi_search_get_seconds (ReversiSearch *self)
{
  return (double) (g_get_monotonic_time () - self->started) / G_USEC_PER_SEC;
}

int
reversi_search_get_depth_done (ReversiSearch *self)
{
  return g_atomic_int_get (&self->depth_done);
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
