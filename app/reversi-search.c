/* reversi-search.c: running player_decide_move on a worker thread. */
#include "reversi-search.h"

struct _ReversiSearch {
  GObject parent_instance;
  Kyokumen *kyokumen;        /* the search's own copy */
  gboolean misere;
  PlayerConfig config;
  SearchControl control;     /* stop_requested is set from the main thread */
  GCancellable *cancellable;
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
  return self;
}

/* Runs on the worker thread: touches only the search object, which the
 * task keeps alive. */
static void
search_thread (GTask *task, gpointer source_object, gpointer task_data,
               GCancellable *cancellable)
{
  ReversiSearch *self = REVERSI_SEARCH (source_object);
  GError *error = NULL;
  Player *player = player_config_create_player (&self->config, &error);
  if (!player) {
    g_task_return_error (task, error);
    return;
  }
  SearchOutcome *outcome = g_new0 (SearchOutcome, 1);
  gboolean ok = player_decide_move (player, self->kyokumen, self->misere, &self->control,
                                    &outcome->move, &outcome->report, &error);
  player_free (player);
  if (!ok) {
    g_free (outcome);
    g_task_return_error (task, error);
    return;
  }
  outcome->report.move = outcome->move;
  g_task_return_pointer (task, outcome, g_free);
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
