/* SPDX-License-Identifier: MIT */
/* reversi-frame-search.c: when the computer thinks, and what it found.
 *
 * A computer's move is searched in the search program, a process of its
 * own (reversi-search-worker), one ReversiSearch whatever the game
 * (reversi-search.h; the request says what to search).  The window keeps
 * at most one search, holds the application
 * while it runs (quitting ends the program rather than leaving it), and
 * forgets it when the game changes under it (new game, undo, paste, a
 * file opened, the window closed).  What becomes of the program, a crash,
 * a hang past Stop, a move that cannot be played, is a message; the game
 * stays as it was and the computer waits until the user tries again.
 */
#include "reversi-frame-private.h"

#include <glib/gi18n-lib.h>

#include "search-tree.h"

/* How often the thinking line is brought up to date. */
#define PROGRESS_INTERVAL_MS 200

/* The window's search program for the game (self->kept_worker), made on
 * the first search. */
static ReversiWorkerClient *
kept_worker (ReversiFrame *self)
{
  if (!self->kept_worker)
    self->kept_worker = reversi_worker_client_new_kept ();
  return self->kept_worker;
}

gboolean
_reversi_frame_is_searching (ReversiFrame *self)
{
  return self->search != NULL;
}

void
_reversi_frame_cancel_search (ReversiFrame *self)
{
  if (self->search) {
    reversi_search_cancel (self->search);
    g_clear_object (&self->search);
  }
  /* A new game, a move taken back, a position pasted or opened: the
   * next search starts with a program and tables of its own. */
  g_clear_object (&self->kept_worker);
  g_clear_handle_id (&self->pause_id, g_source_remove);
  g_clear_handle_id (&self->progress_id, g_source_remove);
}

void
_reversi_frame_stop_search (ReversiFrame *self)
{
  if (self->search)
    reversi_search_stop (self->search);
}

/* "Thinking… 2.4 s, depth 3 of 6 done". */
static void
update_progress (ReversiFrame *self)
{
  if (!_reversi_frame_is_searching (self)) {
    gtk_label_set_text (self->thinking_label, _("Thinking…"));
    return;
  }
  int side = reversi_game_session_side_to_move (self->session, reversi_game_session_get_length (self->session));
  g_autofree char *text = reversi_search_progress_text (reversi_search_get_seconds (self->search),
                                                        reversi_search_get_depth_done (self->search),
                                                        reversi_search_get_depth_target (self->search),
                                                        reversi_game_session_time_limit (self->session, side));
  gtk_label_set_text (self->thinking_label, text);
}

/* The progress line kept up to date, and the time limit kept. */
static gboolean
on_progress_tick (gpointer user_data)
{
  ReversiFrame *self = REVERSI_FRAME (user_data);
  update_progress (self);
  _reversi_frame_write_state_file (self);
  int limit = reversi_game_session_time_limit (self->session, reversi_game_session_side_to_move (self->session, reversi_game_session_get_length (self->session)));
  if (_reversi_frame_is_searching (self) && limit > 0
      && reversi_search_get_seconds (self->search) >= limit)
    _reversi_frame_stop_search (self);
  return G_SOURCE_CONTINUE;
}

gboolean
_reversi_frame_search_ended (GObject *search, ReversiSearch **slot)
{
  g_application_release (g_application_get_default ());
  if (search != G_OBJECT (*slot))
    return FALSE;
  g_clear_object (slot);
  return TRUE;
}

/* A computer's search has ended: TRUE when it is still the window's. */
static gboolean
search_ended (ReversiFrame *self, GObject *search)
{
  if (!_reversi_frame_search_ended (search, &self->search))
    return FALSE;
  g_clear_handle_id (&self->progress_id, g_source_remove);
  return TRUE;
}

/* The computer could not move: say why and wait for the user (try again,
 * undo or a new game), rather than asking again and failing again. */
static void
computer_failed (ReversiFrame *self, const char *text)
{
  self->computer_failed = TRUE;
  _reversi_frame_set_message (self, text, TRUE);
  _reversi_frame_update_view (self);
}

/* The search's move: played, or why not. */
static void
computer_moved (ReversiFrame *self, gboolean found, const GError *error, const char *notation,
                gboolean played, const GError *play_error)
{
  if (!found && error->domain == REVERSI_WORKER_ERROR) {
    /* What became of the search program: the message names it whole. */
    computer_failed (self, error->message);
  } else if (!found) {
    g_autofree char *text = g_strdup_printf (_("The computer could not choose a move: %s"),
                                             error->message);
    computer_failed (self, text);
  } else if (!played) {
    g_autofree char *text = g_strdup_printf (_("The computer chose %s, which cannot be played: %s"),
                                             notation, play_error->message);
    computer_failed (self, text);
  } else {
    self->report_move_count = reversi_game_session_get_length (self->session);
    _reversi_frame_set_message (self, NULL, FALSE);
    _reversi_frame_game_changed (self);
  }
}

static void
on_search_done (GObject *source, GAsyncResult *result, gpointer user_data)
{
  ReversiFrame *self = REVERSI_FRAME (user_data);
  ReversiSearchReport report;
  g_autoptr (GError) error = NULL;
  g_autoptr (GError) play_error = NULL;
  gboolean found = reversi_search_finish (REVERSI_SEARCH (source), result, &report, &error);
  if (search_ended (self, source)) {
    g_autofree char *notation = found ? reversi_game_session_notation (self->session, report.move) : NULL;
    gboolean played = found && reversi_game_session_play (self->session, report.move, &play_error);
    if (played)
      self->report = report;
    computer_moved (self, found, error, notation, played, play_error);
  }
  g_object_unref (self);
}

static void
start_search (ReversiFrame *self)
{
  int side = reversi_game_session_side_to_move (self->session, reversi_game_session_get_length (self->session));
  /* Keep the process until the worker is done. */
  g_application_hold (g_application_get_default ());
  self->search = reversi_search_new_in (kept_worker (self),
                                       reversi_game_session_search_request (self->session, side));
  reversi_search_run_async (self->search, on_search_done, g_object_ref (self));
  self->progress_id = g_timeout_add (PROGRESS_INTERVAL_MS, on_progress_tick, self);
  update_progress (self);
}

void
_reversi_frame_retry_computer (ReversiFrame *self)
{
  if (!self->computer_failed)
    return;
  self->computer_failed = FALSE;
  _reversi_frame_set_message (self, NULL, FALSE);
  _reversi_frame_schedule_computer (self);
  _reversi_frame_update_view (self);
}

static gboolean
on_pause_over (gpointer user_data)
{
  ReversiFrame *self = REVERSI_FRAME (user_data);
  self->pause_id = 0;
  start_search (self);
  _reversi_frame_update_view (self);
  return G_SOURCE_REMOVE;
}

void
_reversi_frame_schedule_computer (ReversiFrame *self)
{
  int length = reversi_game_session_get_length (self->session);
  if (reversi_game_session_is_over (self->session) || _reversi_frame_is_thinking (self) || self->computer_failed
      || reversi_game_session_is_human (self->session, reversi_game_session_side_to_move (self->session, length)))
    return;
  /* Against a human the computer answers at once; between two computers
   * the pause lets people follow. */
  gboolean both_computers = !reversi_game_session_is_human (self->session, 0)
                            && !reversi_game_session_is_human (self->session, 1);
  guint pause = both_computers && length > 0 ? reversi_search_pause_ms (self->settings) : 0;
  if (pause > 0)
    self->pause_id = g_timeout_add (pause, on_pause_over, self);
  else
    start_search (self);
}

/* ------------------------------------------------------------ the report */

/* A move of a record as the window shows it: "pass" in the reader's
 * language (the move list's word), any other notation as it is. */
static const char *
shown_notation (const char *notation)
{
  return g_str_equal (notation, "pass") ? _("pass") : notation;
}

/* The line the search expects (moves, `length` of them), on a line of
 * its own after the report s; nothing when it is the move alone. */
static void
append_expected_line (ReversiFrame *self, GString *s, const int *moves, int length)
{
  if (length <= 1)
    return;
  GString *line = g_string_new (NULL);
  for (int i = 0; i < length; i++) {
    g_autofree char *step = reversi_game_session_notation (self->session, moves[i]);
    g_string_append_printf (line, "%s%s", i > 0 ? " " : "", shown_notation (step));
  }
  g_string_append_c (s, '\n');
  g_string_append_printf (s, _("Expected line: %s"), line->str);
  g_string_free (line, TRUE);
}

/* "15 nodes, 10 evaluations in 0.01 s", each count in its plural form. */
static void
append_counts (GString *s, guint64 nodes, guint64 evaluations, double seconds)
{
  g_autofree char *counts = search_tree_counts_text (nodes, evaluations);
  /* TRANSLATORS: a search's counts ("15 nodes, 10 evaluations"), then its time in seconds. */
  g_string_append_printf (s, _("%1$s in %2$.2f s"), counts, seconds);
}

/* What the last computer move rests on, in a GameRules game: its value,
 * the nodes and evaluations it needed, and the line it expects. */
static char *
common_report_text (ReversiFrame *self)
{
  const ReversiCommonReport *r = &self->report.common;
  int mover = reversi_game_session_side_to_move (self->session, self->report_move_count - 1);
  const char *side = _reversi_frame_side_name (self, mover);
  g_autofree char *notation = reversi_game_session_notation (self->session, r->move);
  const char *move = shown_notation (notation);
  GString *s = g_string_new (NULL);
  if (r->random) {
    /* TRANSLATORS: after a computer move chosen at random: the side and the move. */
    g_string_append_printf (s, _("%1$s %2$s: chosen at random, without a search."), side, move);
    return g_string_free (s, FALSE);
  }
  if (r->stopped && r->nodes == 0) {
    /* TRANSLATORS: a search stopped before it finished anything: the side and the move. */
    g_string_append_printf (s, _("%1$s %2$s: stopped before any search finished: the first legal "
                                 "move."),
                            side, move);
    return g_string_free (s, FALSE);
  }
  if (r->to_end) {
    const char *outcome = r->value > 0 ? _("a win") : r->value < 0 ? _("a loss") : _("a draw");
    /* TRANSLATORS: after a computer move read to the end of the game: the side, the move,
       the value, and what the value means for the mover ("a win"). */
    g_string_append_printf (s, _("%1$s %2$s: value %3$+d, read to the end: %4$s with best play"),
                            side, move, r->value, outcome);
  } else {
    /* TRANSLATORS: after a computer move: the side, the move, the evaluation value, the depth. */
    g_string_append_printf (s, _("%1$s %2$s: value %3$+d at depth %4$d"), side, move, r->value,
                            r->depth);
  }
  g_string_append_c (s, '\n');
  if (r->solver_counts)
    /* TRANSLATORS: Go's solver: positions visited, positions expanded, seconds. */
    g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE, "%1$'llu position visited, %2$'llu expanded in %3$.2f s",
                                            "%1$'llu positions visited, %2$'llu expanded in %3$.2f s",
                                            r->nodes <= G_MAXULONG ? (gulong) r->nodes : G_MAXULONG),
                            (unsigned long long) r->nodes, (unsigned long long) r->evaluations, r->seconds);
  else
    append_counts (s, r->nodes, r->evaluations, r->seconds);
  if (r->stopped) {
    g_string_append_c (s, ' ');
    g_string_append (s, _("(stopped early: the best move found so far)"));
  }
  append_expected_line (self, s, r->line, r->line_length);
  return g_string_free (s, FALSE);
}

/* What the last computer move found, in Reversi. */
static char *
reversi_report_text (ReversiFrame *self)
{
  const SearchReport *r = &self->report.course;
  int mover = reversi_game_session_side_to_move (self->session, self->report_move_count - 1) == 0 ? BLACK : WHITE;
  g_autofree char *notation = reversi_game_session_notation (self->session, r->move.xy);
  const char *move = shown_notation (notation);
  GString *s = g_string_new (NULL);
  if (r->exact)
    /* TRANSLATORS: after a computer move found by perfect search: colour, move, final disc difference, depth. */
    g_string_append_printf (s, _("%s %s: value %+d discs (perfect search, %d plies)"),
                            color_name (mover), move, r->value / FINAL_DISC_VALUE, r->depth);
  else
    /* TRANSLATORS: after a computer move: colour, move, evaluation value, search depth. */
    g_string_append_printf (s, _("%s %s: value %+d at depth %d"), color_name (mover), move,
                            r->value, r->depth);
  g_string_append_c (s, '\n');
  append_counts (s, r->nodes, r->evaluations, r->seconds);
  /* Below a millisecond the rate says more about the clock than the search. */
  if (r->seconds >= 0.001) {
    g_string_append_c (s, ' ');
    /* TRANSLATORS: positions searched per second, after the search time. */
    g_string_append_printf (s, _("(%.0f nodes/s)"), (double) r->nodes / r->seconds);
  }
  if (r->stopped) {
    g_string_append_c (s, ' ');
    g_string_append (s, _("(stopped early: the best move found so far)"));
  }
  int line[SEARCH_REPORT_MAX_LINE];
  for (int i = 0; i < r->best_line_length; i++)
    line[i] = r->best_line[i].xy;
  append_expected_line (self, s, line, r->best_line_length);
  return g_string_free (s, FALSE);
}

char *
_reversi_frame_report_text (ReversiFrame *self)
{
  return self->report.is_course ? reversi_report_text (self) : common_report_text (self);
}
