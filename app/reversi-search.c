/* SPDX-License-Identifier: MIT */
/* reversi-search.c: a computer's move, searched in the search program.
 *
 * The search itself (deepening one ply at a time, so that Stop plays the
 * move of the deepest search finished) runs in reversi-search-worker
 * (reversi-search-worker.c); this is the window's side of it: the
 * request, and the answer checked against the position, for an answer
 * that cannot be played is the searched code's fault like any other.
 * The position is the request read back as the program reads it, so the
 * two sides check the same position whatever the game.
 */
#include "reversi-search.h"

#include <glib/gi18n-lib.h>

#include "reversi-worker-client.h"
#include "reversi-worker-protocol.h"

struct _ReversiSearch {
  GObject parent_instance;
  ReversiWorkerClient *client;   /* its own, or the caller's kept one */
  GVariant *request;
  GError *bad_request;       /* the request could not be read back: the search fails so */
  int move_number;           /* the move it chooses, for the messages */
  int depth_target;          /* the depth it goes to; 0: to the end */
  /* The position to check the answer against: a Reversi position, or a
   * GameRules game's (then path is set). */
  Kyokumen kyokumen;
  GamePath *path;
};

G_DEFINE_FINAL_TYPE (ReversiSearch, reversi_search, G_TYPE_OBJECT)

static void
reversi_search_finalize (GObject *object)
{
  ReversiSearch *self = REVERSI_SEARCH (object);
  g_clear_pointer (&self->path, game_path_free);
  g_clear_error (&self->bad_request);
  g_clear_object (&self->client);
  g_clear_pointer (&self->request, g_variant_unref);
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

/* Read the request back, as the search program will. */
static gboolean
read_request (ReversiSearch *self, GVariant *request, GError **error)
{
  if (g_strcmp0 (reversi_worker_request_game (request), "reversi") == 0) {
    gboolean misere;
    PlayerConfig config;
    if (!reversi_worker_read_reversi_request (request, &self->kyokumen, &misere, &config, error))
      return FALSE;
    self->move_number = self->kyokumen.tesuu + 1;
    gboolean perfect = self->kyokumen.empty_count <= config.perfect_empties;
    self->depth_target = perfect ? 0 : MAX (config.depth, 1);
    return TRUE;
  }
  const ReversiGameInfo *game;
  ReversiCommonComputer computer;
  if (!reversi_worker_read_common_request (request, &game, &self->path, &computer, error))
    return FALSE;
  self->move_number = game_path_length (self->path) + 1;
  self->depth_target = game->uses_depth[computer.strategy] ? computer.depth : 0;
  return TRUE;
}

ReversiSearch *
reversi_search_new_in (ReversiWorkerClient *worker, GVariant *request)
{
  ReversiSearch *self = g_object_new (REVERSI_TYPE_SEARCH, NULL);
  self->request = g_variant_ref_sink (request);
  /* The window made the request: one it cannot read is its own bug. */
  if (!read_request (self, request, &self->bad_request))
    g_critical ("%s", self->bad_request->message);
  self->client = worker ? g_object_ref (worker) : reversi_worker_client_new (NULL, 0);
  return self;
}

ReversiSearch *
reversi_search_new (GVariant *request)
{
  return reversi_search_new_in (NULL, request);
}

/* Whether report's move can be played; else the error for it. */
static gboolean
check_move (ReversiSearch *self, const ReversiSearchReport *report, GError **error)
{
  char notation[MAX (SASHITE_NOTATION_SIZE, GAME_NOTATION_SIZE)];
  if (!self->path) {
    Sashite move = report->course.move;
    if (kyokumen_is_legal (&self->kyokumen, move))
      return TRUE;
    if (sashite_is_pass (move) || kyokumen_is_square (&self->kyokumen, move.xy))
      sashite_to_notation (move, self->kyokumen.size, notation);
    else
      g_snprintf (notation, sizeof notation, "%d", move.xy);
  } else {
    const GameRules *rules = self->path->rules;
    if (game_rules_is_legal (rules, game_path_current (self->path), report->move))
      return TRUE;
    if (report->move >= 0 && report->move < GAME_MAX_MOVES)
      rules->move_to_text (rules, report->move, notation);
    else
      g_snprintf (notation, sizeof notation, "%d", report->move);
  }
  reversi_worker_client_illegal (self->client, notation, error);
  return FALSE;
}

/* The worker's answer as a report of the search asked for. */
static gboolean
read_report (ReversiSearch *self, GVariant *answer, ReversiSearchReport *report)
{
  report->is_course = self->path == NULL;
  if (report->is_course) {
    if (!reversi_worker_search_report_from_variant (answer, &report->course))
      return FALSE;
    report->move = report->course.move.xy;
    return TRUE;
  }
  if (!reversi_worker_common_report_from_variant (answer, &report->common))
    return FALSE;
  report->move = report->common.move;
  return TRUE;
}

static void
on_answer (GObject *source, GAsyncResult *result, gpointer user_data)
{
  GTask *task = user_data;
  ReversiSearch *self = g_task_get_source_object (task);
  GError *error = NULL;
  g_autoptr (GVariant) answer = reversi_worker_client_finish (self->client, result, &error);
  ReversiSearchReport *report = g_new0 (ReversiSearchReport, 1);
  if (answer && !read_report (self, answer, report))
    /* TRANSLATORS: the search program's answer lacks what the window needs: the move number. */
    g_set_error (&error, REVERSI_WORKER_ERROR, REVERSI_WORKER_ERROR_GARBAGE,
                 _("Your search program's answer at move %d is not a search report."),
                 self->move_number);
  else if (answer)
    check_move (self, report, &error);
  reversi_worker_client_return (task, report, error);
}

void
reversi_search_run_async (ReversiSearch *self, GAsyncReadyCallback callback,
                          gpointer user_data)
{
  GTask *task = g_task_new (self, NULL, callback, user_data);
  g_task_set_source_tag (task, reversi_search_run_async);
  if (self->bad_request) {
    g_task_return_error (task, g_error_copy (self->bad_request));
    g_object_unref (task);
    return;
  }
  reversi_worker_client_set_request (self->client, g_variant_ref (self->request),
                                     self->move_number);
  reversi_worker_client_run_async (self->client, on_answer, task);
}

gboolean
reversi_search_finish (ReversiSearch *self, GAsyncResult *result, ReversiSearchReport *report,
                       GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  ReversiSearchReport *found = g_task_propagate_pointer (G_TASK (result), error);
  if (!found)
    return FALSE;
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
