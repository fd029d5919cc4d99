/* reversi-rules-search.c: a GameRules computer's move, chosen in the search program.
 *
 * The counterpart of reversi-search.c: the game's strategy runs in
 * reversi-search-worker, which replays the game from the request; the
 * answer is checked against this side's own copy of the position.
 */
#include "reversi-rules-search.h"

#include "reversi-worker-client.h"
#include "reversi-worker-protocol.h"

#include <glib/gi18n-lib.h>

struct _ReversiRulesSearch {
  GObject parent_instance;
  const ReversiGameInfo *game;
  GamePath *path;               /* a copy of the game, to check the answer against */
  ReversiRulesComputer computer;
  ReversiWorkerClient *client;
};

G_DEFINE_FINAL_TYPE (ReversiRulesSearch, reversi_rules_search, G_TYPE_OBJECT)

static void
reversi_rules_search_finalize (GObject *object)
{
  ReversiRulesSearch *self = REVERSI_RULES_SEARCH (object);
  game_path_free (self->path);
  g_clear_object (&self->client);
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
  self->client = reversi_worker_client_new (reversi_worker_rules_request (game, path, computer),
                                            game_path_length (path) + 1);
  return self;
}

static void
on_answer (GObject *source, GAsyncResult *result, gpointer user_data)
{
  GTask *task = user_data;
  ReversiRulesSearch *self = g_task_get_source_object (task);
  GError *error = NULL;
  g_autoptr (GVariant) answer = reversi_worker_client_finish (self->client, result, &error);
  ReversiRulesReport *report = g_new0 (ReversiRulesReport, 1);
  const GameRules *rules = self->path->rules;
  if (answer && !reversi_worker_rules_report_from_variant (answer, report)) {
    /* TRANSLATORS: the search program's answer lacks what the window needs: the move number. */
    g_set_error (&error, REVERSI_WORKER_ERROR, REVERSI_WORKER_ERROR_GARBAGE,
                 _("Your search program's answer at move %d is not a search report."),
                 game_path_length (self->path) + 1);
  } else if (answer && !game_rules_is_legal (rules, game_path_current (self->path), report->move)) {
    char notation[GAME_NOTATION_SIZE];
    if (report->move >= 0 && report->move < GAME_MAX_MOVES)
      rules->move_to_text (rules, report->move, notation);
    else
      g_snprintf (notation, sizeof notation, "%d", report->move);
    reversi_worker_client_illegal (self->client, notation, &error);
  }
  reversi_worker_client_return (task, report, error);
}

void
reversi_rules_search_run_async (ReversiRulesSearch *self, GAsyncReadyCallback callback,
                                gpointer user_data)
{
  GTask *task = g_task_new (self, NULL, callback, user_data);
  g_task_set_source_tag (task, reversi_rules_search_run_async);
  reversi_worker_client_run_async (self->client, on_answer, task);
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
  reversi_worker_client_stop (self->client);
}

void
reversi_rules_search_cancel (ReversiRulesSearch *self)
{
  reversi_worker_client_cancel (self->client);
}

double
reversi_rules_search_get_seconds (ReversiRulesSearch *self)
{
  return reversi_worker_client_get_seconds (self->client);
}

int
reversi_rules_search_get_depth_done (ReversiRulesSearch *self)
{
  return reversi_worker_client_get_depth_done (self->client);
}

int
reversi_rules_search_get_depth_target (ReversiRulesSearch *self)
{
  return self->game->uses_depth[self->computer.strategy] ? self->computer.depth : 0;
}
