/* reversi-rules-search.c: running a GameRules computer on a worker thread. */
#include "reversi-rules-search.h"

struct _ReversiRulesSearch {
  GObject parent_instance;
  const ReversiGameInfo *game;
  GamePath *path;               /* the search's own copy of the game */
  ReversiRulesComputer computer;
  gint stop_requested;          /* set from the main thread */
  gint depth_done;              /* written by the worker */
  GCancellable *cancellable;
  gint64 started;
};

G_DEFINE_FINAL_TYPE (ReversiRulesSearch, reversi_rules_search, G_TYPE_OBJECT)

static void
reversi_rules_search_finalize (GObject *object)
{
  ReversiRulesSearch *self = REVERSI_RULES_SEARCH (object);
  game_path_free (self->path);
  g_clear_object (&self->cancellable);
  G_OBJECT_CLASS (reversi_rules_search_parent_class)->finalize (object);
}

static void
reversi_rules_search_class_init (ReversiRulesSearchClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = reversi_rules_search_finalize;
}

static void
reversi_rules_search_init (ReversiRulesSearch *self)
{
  self->cancellable = g_cancellable_new ();
}

ReversiRulesSearch *
reversi_rules_search_new (const ReversiGameInfo *game, const GamePath *path,
                          const ReversiRulesComputer *computer)
{
  ReversiRulesSearch *self = g_object_new (REVERSI_TYPE_RULES_SEARCH, NULL);
  self->game = game;
  self->computer = *computer;
  /* Replayed rather than copied block by block: each position's parent
   * pointer must lead into this copy. */
  self->path = game_path_new_from (path->rules, g_ptr_array_index (path->positions, 0));
  for (int i = 0; i < game_path_length (path); i++) {
    gboolean played = game_path_play (self->path, g_array_index (path->moves, int, i), NULL);
    g_warn_if_fail (played);
  }
  return self;
}

/* Runs on the worker thread: touches only the search object, which the
 * task keeps alive. */
static void
search_thread (GTask *task, gpointer source_object, gpointer task_data, GCancellable *cancellable)
{
  ReversiRulesSearch *self = REVERSI_RULES_SEARCH (source_object);
  ReversiRulesChoose choose = self->game->choose[self->computer.strategy];
  ReversiRulesControl control = { &self->stop_requested, &self->depth_done };
  ReversiRulesReport *report = g_new0 (ReversiRulesReport, 1);
  GError *error = NULL;
  if (!choose (self->path->rules, self->path, &self->computer, &control, report, &error)) {
    g_free (report);
    g_task_return_error (task, error);
    return;
  }
  g_task_return_pointer (task, report, g_free);
}

void
reversi_rules_search_run_async (ReversiRulesSearch *self, GAsyncReadyCallback callback,
                                gpointer user_data)
{
  GTask *task = g_task_new (self, self->cancellable, callback, user_data);
  g_task_set_source_tag (task, reversi_rules_search_run_async);
  /* A cancelled search still reports, once the worker is done with it. */
  g_task_set_return_on_cancel (task, FALSE);
  g_task_set_check_cancellable (task, TRUE);
  self->started = g_get_monotonic_time ();
  g_task_run_in_thread (task, search_thread);
  g_object_unref (task);
}

gboolean
reversi_rules_search_finish (ReversiRulesSearch *self, GAsyncResult *result,
                             ReversiRulesReport *report, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  ReversiRulesReport *found = g_task_propagate_pointer (G_TASK (result), error);
  if (!found)
    return FALSE;
  *report = *found;
  g_free (found);
  return TRUE;
}

void
reversi_rules_search_stop (ReversiRulesSearch *self)
{
  g_atomic_int_set (&self->stop_requested, 1);
}

void
reversi_rules_search_cancel (ReversiRulesSearch *self)
{
  g_cancellable_cancel (self->cancellable);
  g_atomic_int_set (&self->stop_requested, 1);
}

double
reversi_rules_search_get_seconds (ReversiRulesSearch *self)
{
  return (double) (g_get_monotonic_time () - self->started) / G_USEC_PER_SEC;
}

int
reversi_rules_search_get_depth_done (ReversiRulesSearch *self)
{
  return g_atomic_int_get (&self->depth_done);
}

int
reversi_rules_search_get_depth_target (ReversiRulesSearch *self)
{
  return self->game->uses_depth[self->computer.strategy] ? self->computer.depth : 0;
}
