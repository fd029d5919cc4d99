/* reversi-rules-frame.c: the window of a game played through GameRules. */
#include "reversi-rules-frame.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "config.h"
#include "reversi-application.h"
#include "reversi-autosave.h"
#include "reversi-file-chooser.h"
#include "reversi-file-io.h"
#include "reversi-frame.h"
#include "reversi-relay-panel.h"
#include "reversi-rules-search.h"
#include "reversi-rules-view.h"
#include "reversi-search.h"
#include "reversi-start-game-dialog.h"

/* How often the thinking line is brought up to date. */
#define PROGRESS_INTERVAL_MS 200

/* The state file is written again once a change has been laid out. */
#define SETTLE_MS 150

struct _ReversiRulesFrame {
  GtkApplicationWindow parent_instance;

  /* Template children. */
  GtkBox *board_box;
  GtkWidget *stop_button;
  GtkLabel *autosave_label;
  GtkLabel *turn_label;
  GtkLabel *result_label;
  GtkLabel *players_label;
  GtkLabel *counts_label;
  GtkLabel *effect_label;
  GtkWidget *thinking_box;
  GtkSpinner *spinner;
  GtkLabel *thinking_label;
  GtkLabel *search_label;
  ReversiRelayPanel *relay_panel;
  GtkLabel *moves_heading;
  GtkLabel *moves_label;

  GSettings *settings;
  ReversiGameSession *session;
  ReversiRulesView *view;        /* the game's board, in board_box */

  ReversiRulesSearch *search;    /* the running search, or NULL */
  guint pause_id;                /* a computer move waiting for the pause to end */
  guint progress_id;             /* the thinking line's timer */
  gboolean computer_failed;      /* the computer could not move: wait for the user */

  ReversiRulesReport report;     /* what the last computer move found */
  int report_length;             /* the game's length just after that move; 0: none */

  char *message;                 /* the last error or note shown, or NULL */
  gboolean message_is_error;
  guint state_settle_id;

  char *autosave_path;           /* this process's autosave file */
  char *autosave_error;          /* why the autosave fails, while it does */
  gboolean autosave_handed_over; /* another window of this process took the file */
  char *file_path;               /* the game's own file (Save writes there), or NULL */
};

G_DEFINE_FINAL_TYPE (ReversiRulesFrame, reversi_rules_frame, GTK_TYPE_APPLICATION_WINDOW)

static void update_view (ReversiRulesFrame *self);
static void game_changed (ReversiRulesFrame *self);

/* ------------------------------------------------------------ the state */

static const ReversiGameInfo *
game_info (ReversiRulesFrame *self)
{
  return reversi_game_session_get_game (self->session);
}

static int
side_to_move (ReversiRulesFrame *self)
{
  return reversi_game_session_side_to_move (self->session,
                                            reversi_game_session_get_length (self->session));
}

static gboolean
is_thinking (ReversiRulesFrame *self)
{
  return self->search != NULL || self->pause_id != 0;
}

static gboolean
human_may_move (ReversiRulesFrame *self)
{
  return !reversi_game_session_is_over (self->session) && !is_thinking (self)
         && reversi_game_session_is_human (self->session, side_to_move (self));
}

static void
set_message (ReversiRulesFrame *self, const char *text, gboolean is_error)
{
  g_free (self->message);
  self->message = text && *text ? g_strdup (text) : NULL;
  self->message_is_error = is_error;
  reversi_relay_panel_set_message (self->relay_panel, self->message, is_error);
}

/* ------------------------------------------------------------ what it says */

/* "kit (X) vs Alpha-beta (exercise t2) (O)": the title and the moves'
 * heading, so two windows of a relay can be told apart at a glance. */
static char *
sides_text (ReversiRulesFrame *self)
{
  const ReversiGameInfo *game = game_info (self);
  g_autofree char *first = reversi_game_session_player_name (self->session, 0);
  g_autofree char *second = reversi_game_session_player_name (self->session, 1);
  /* TRANSLATORS: the two players: the first's name and side ("X", "Black"), then the second's. */
  return g_strdup_printf (_("%1$s (%2$s) vs %3$s (%4$s)"), first,
                          reversi_game_side_name (game, 0), second,
                          reversi_game_side_name (game, 1));
}

/* The moves, numbered, one a line with the side that played it ("3. X:
 * a1"): in Kalah a side may move twice running. */
static char *
moves_text (ReversiRulesFrame *self)
{
  GString *s = g_string_new (NULL);
  int length = reversi_game_session_get_length (self->session);
  for (int i = 1; i <= length; i++) {
    g_autofree char *move = reversi_game_session_relay_text (self->session, i);
    g_string_append_printf (s, "%s%d. %s", i > 1 ? "\n" : "", i, move);
  }
  return g_string_free (s, FALSE);
}

/* The expected line in the game's notation. */
static char *
line_text (ReversiRulesFrame *self, const ReversiRulesReport *r)
{
  GString *s = g_string_new (NULL);
  for (int i = 0; i < r->line_length; i++) {
    g_autofree char *notation = reversi_game_session_notation (self->session, r->line[i]);
    g_string_append_printf (s, "%s%s", i > 0 ? " " : "", notation);
  }
  return g_string_free (s, FALSE);
}

/* What the last computer move rests on: its value, the nodes and
 * evaluations it needed, and the line it expects. */
static char *
report_text (ReversiRulesFrame *self)
{
  const ReversiRulesReport *r = &self->report;
  int mover = reversi_game_session_side_to_move (self->session, self->report_length - 1);
  const char *side = reversi_game_side_name (game_info (self), mover);
  g_autofree char *move = reversi_game_session_notation (self->session, r->move);
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
  g_autofree char *nodes = g_strdup_printf ("%" G_GUINT64_FORMAT, r->nodes);
  g_autofree char *evaluations = g_strdup_printf ("%" G_GUINT64_FORMAT, r->evaluations);
  if (r->solver_counts)
    /* TRANSLATORS: Go's solver: positions visited, positions expanded, seconds. */
    g_string_append_printf (s, _("%1$s positions visited, %2$s expanded in %3$.2f s"), nodes,
                            evaluations, r->seconds);
  else
    g_string_append_printf (s, _("%1$s nodes, %2$s evaluations in %3$.2f s"), nodes, evaluations,
                            r->seconds);
  if (r->stopped) {
    g_string_append_c (s, ' ');
    g_string_append (s, _("(stopped early: the best move found so far)"));
  }
  if (r->line_length > 1) {
    g_autofree char *line = line_text (self, r);
    g_string_append_c (s, '\n');
    g_string_append_printf (s, _("Expected line: %s"), line);
  }
  return g_string_free (s, FALSE);
}

static void
update_labels (ReversiRulesFrame *self)
{
  const ReversiGameInfo *game = game_info (self);
  ReversiGameSession *session = self->session;
  int length = reversi_game_session_get_length (session);
  gboolean over = reversi_game_session_is_over (session);

  g_autofree char *sides = sides_text (self);
  /* TRANSLATORS: the window title: the players, then the game ("Tic-tac-toe"). */
  g_autofree char *title = g_strdup_printf (_("%1$s — %2$s"), sides, _(game->label));
  gtk_window_set_title (GTK_WINDOW (self), title);
  g_autofree char *heading = g_strdup_printf (_("Moves: %s"), sides);
  gtk_label_set_text (self->moves_heading, heading);
  g_autofree char *moves = moves_text (self);
  gtk_label_set_text (self->moves_label, moves);

  g_autofree char *turn = over ? g_strdup (_("Game over"))
                               : g_strdup_printf (_("%s to move"),
                                                  reversi_game_side_name (game, side_to_move (self)));
  gtk_label_set_text (self->turn_label, turn);

  if (over) {
    /* The first line (who won) large, the details under it. */
    g_autofree char *result = reversi_game_session_result_text (session);
    g_auto (GStrv) lines = g_strsplit (result, "\n", 2);
    g_autofree char *markup = g_markup_printf_escaped (
        "<span size='x-large' weight='bold'>%s</span>%s%s", lines[0], lines[1] ? "\n" : "",
        lines[1] ? lines[1] : "");
    gtk_label_set_markup (self->result_label, markup);
  }
  gtk_widget_set_visible (GTK_WIDGET (self->result_label), over);

  g_autofree char *first = reversi_game_session_player_name (session, 0);
  g_autofree char *second = reversi_game_session_player_name (session, 1);
  g_autofree char *players = g_strdup_printf ("%s: %s\n%s: %s", reversi_game_side_name (game, 0),
                                              first, reversi_game_side_name (game, 1), second);
  gtk_label_set_text (self->players_label, players);

  g_autofree char *counts = reversi_game_session_counts_text (session, length);
  gtk_label_set_text (self->counts_label, counts);
  gtk_widget_set_visible (GTK_WIDGET (self->counts_label), *counts != '\0');

  g_autofree char *effect = length > 0 ? reversi_game_session_describe_move (session, length - 1)
                                       : g_strdup ("");
  gtk_label_set_text (self->effect_label, effect);
  gtk_widget_set_visible (GTK_WIDGET (self->effect_label), *effect != '\0');

  gboolean show_report = self->report_length > 0 && self->report_length <= length;
  if (show_report) {
    g_autofree char *text = report_text (self);
    gtk_label_set_text (self->search_label, text);
  }
  gtk_widget_set_visible (GTK_WIDGET (self->search_label), show_report);
}

static void
update_relay_panel (ReversiRulesFrame *self)
{
  const ReversiGameInfo *game = game_info (self);
  int length = reversi_game_session_get_length (self->session);
  gboolean human = human_may_move (self);
  const char *side = reversi_game_side_name (game, side_to_move (self));

  g_autofree char *relay = reversi_game_session_relay_text (self->session, length);
  reversi_relay_panel_set_relay_text (self->relay_panel, relay);

  g_autofree char *prompt = NULL;
  if (reversi_game_session_is_over (self->session))
    prompt = g_strdup (_("The game is over. Press Game to play again."));
  else if (human)
    /* TRANSLATORS: the side to move ("X"), and an example of a move in the game's notation. */
    prompt = g_strdup_printf (_("%1$s to move: click the board, or type the move (such as "
                                "“%2$s”) and press Enter."),
                              side, _(game->move_example));
  else if (is_thinking (self))
    prompt = g_strdup_printf (_("The computer (%s) is thinking."), side);
  else if (self->computer_failed)
    prompt = g_strdup (_("The computer could not move. Undo, or start a new game."));
  reversi_relay_panel_set_prompt (self->relay_panel, prompt);
  reversi_relay_panel_set_accepting (self->relay_panel, human, FALSE);
}

/* "Thinking… 2.4 s, depth 3 of 6 done". */
static void
update_progress (ReversiRulesFrame *self)
{
  if (!self->search) {
    gtk_label_set_text (self->thinking_label, _("Thinking…"));
    return;
  }
  int limit = reversi_game_session_get_setup (self->session)->side[side_to_move (self)].time_limit;
  g_autofree char *text = reversi_search_progress_text (
      reversi_rules_search_get_seconds (self->search),
      reversi_rules_search_get_depth_done (self->search),
      reversi_rules_search_get_depth_target (self->search), limit);
  gtk_label_set_text (self->thinking_label, text);
}

/* ------------------------------------------------------------ state file */

static void
write_state (ReversiRulesFrame *self)
{
  const char *path = g_getenv ("REVERSI_STATE_FILE");
  if (!path || !*path || !self->session)
    return;
  ReversiGameSession *session = self->session;
  const GameRules *rules = reversi_game_session_get_rules (session);
  int length = reversi_game_session_get_length (session);
  gboolean over = reversi_game_session_is_over (session);

  GString *s = g_string_new (NULL);
  g_string_append_printf (s, "game=%s\n", game_info (self)->id);
  g_string_append (s, "moves=");
  for (int i = 0; i < length; i++) {
    g_autofree char *notation =
        reversi_game_session_notation (session, reversi_game_session_get_move (session, i));
    g_string_append_printf (s, "%s%s", i > 0 ? " " : "", notation);
  }
  g_string_append_c (s, '\n');
  g_autofree char *position = rules->position_to_text (rules, reversi_game_session_get_position (session, length));
  g_strdelimit (position, "\n", '|');
  g_string_append_printf (s, "position=%s\n", position);
  g_string_append_printf (s, "to_move=%d\n", side_to_move (self));
  g_string_append_printf (s, "human_to_move=%d\n", human_may_move (self));
  g_string_append_printf (s, "thinking=%d\n", is_thinking (self));
  g_string_append_printf (s, "thinking_text=%s\n",
                          self->search ? gtk_label_get_text (self->thinking_label) : "");
  g_string_append_printf (s, "over=%d\n", over);
  g_string_append_printf (s, "result=%s\n",
                          over ? game_transcript_result_word (reversi_game_session_get_path (session)) : "");
  g_autofree char *result_text = over ? reversi_game_session_result_text (session) : g_strdup ("");
  g_strdelimit (result_text, "\n", ' ');
  g_string_append_printf (s, "result_text=%s\n", result_text);
  g_string_append_printf (s, "title=%s\n", gtk_window_get_title (GTK_WINDOW (self)));
  g_autofree char *relay = reversi_game_session_relay_text (session, length);
  g_string_append_printf (s, "relay=%s\n", relay);
  g_autofree char *message = g_strdup (self->message ? self->message : "");
  g_strdelimit (message, "\r\n", ' ');
  g_string_append_printf (s, "message=%s\n", message);
  g_autofree char *effect = g_strdup (gtk_label_get_text (self->effect_label));
  g_strdelimit (effect, "\r\n", ' ');
  g_string_append_printf (s, "effect=%s\n", effect);
  g_autofree char *report = g_strdup (gtk_widget_get_visible (GTK_WIDGET (self->search_label))
                                          ? gtk_label_get_text (self->search_label) : "");
  g_strdelimit (report, "\r\n", '|');
  g_string_append_printf (s, "report=%s\n", report);
  g_string_append_printf (s, "file=%s\n", self->file_path ? self->file_path : "");
  g_autofree char *autosave_error = g_strdup (self->autosave_error ? self->autosave_error : "");
  g_strdelimit (autosave_error, "\r\n", ' ');
  g_string_append_printf (s, "autosave_error=%s\n", autosave_error);
  /* Each cell's move and where it is in the window, for clicks. */
  g_string_append (s, "cells=");
  for (int cell = 0; cell < reversi_rules_view_get_cell_count (self->view); cell++) {
    graphene_rect_t r;
    reversi_rules_view_get_cell_bounds (self->view, cell, &r);
    graphene_point_t centre;
    if (!gtk_widget_compute_point (GTK_WIDGET (self->view), GTK_WIDGET (self),
                                   &GRAPHENE_POINT_INIT (r.origin.x + r.size.width / 2,
                                                         r.origin.y + r.size.height / 2),
                                   &centre))
      continue;
    g_string_append_printf (s, "%s%d@%d,%d", cell > 0 ? " " : "",
                            reversi_rules_view_get_cell_move (self->view, cell), (int) centre.x,
                            (int) centre.y);
  }
  g_string_append_c (s, '\n');

  g_autoptr (GError) error = NULL;
  if (!g_file_set_contents (path, s->str, (gssize) s->len, &error))
    g_warning ("Cannot write the state file: %s", error->message);
  g_string_free (s, TRUE);
}

static gboolean
on_state_settled (gpointer user_data)
{
  ReversiRulesFrame *self = REVERSI_RULES_FRAME (user_data);
  self->state_settle_id = 0;
  write_state (self);
  return G_SOURCE_REMOVE;
}

static void
write_state_file (ReversiRulesFrame *self)
{
  if (!g_getenv ("REVERSI_STATE_FILE"))
    return;
  write_state (self);
  if (!self->state_settle_id)
    self->state_settle_id = g_timeout_add (SETTLE_MS, on_state_settled, self);
}

/* ------------------------------------------------------------ the view */

static void
update_actions (ReversiRulesFrame *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gtk_widget_action_set_enabled (widget, "win.undo",
                                 reversi_game_session_undo_target (self->session) >= 0);
  gtk_widget_action_set_enabled (widget, "win.stop", self->search != NULL);
}

static void
update_view (ReversiRulesFrame *self)
{
  ReversiGameSession *session = self->session;
  int length = reversi_game_session_get_length (session);
  gboolean human = human_may_move (self);
  gboolean thinking = is_thinking (self);

  const void *before = length > 0 ? reversi_game_session_get_position (session, length - 1) : NULL;
  int last = length > 0 ? reversi_game_session_get_move (session, length - 1) : -1;
  reversi_rules_view_set_position (self->view, reversi_game_session_get_rules (session),
                                   reversi_game_session_get_position (session, length), before,
                                   last);
  reversi_rules_view_set_interactive (self->view, human);

  update_labels (self);
  gtk_widget_set_visible (self->thinking_box, thinking);
  gtk_spinner_set_spinning (self->spinner, thinking);
  gtk_widget_set_visible (self->stop_button, self->search != NULL);
  update_relay_panel (self);
  update_actions (self);
  /* The move entry has the focus on a human's turn, unless the person
   * is playing on the board with the keyboard. */
  if (human && !reversi_rules_view_has_keyboard_focus (self->view))
    reversi_relay_panel_focus_entry (self->relay_panel);
  write_state_file (self);
}

/* ------------------------------------------------------------ the computer */

static void
cancel_search (ReversiRulesFrame *self)
{
  if (self->search) {
    reversi_rules_search_cancel (self->search);
    g_clear_object (&self->search);
  }
  g_clear_handle_id (&self->pause_id, g_source_remove);
  g_clear_handle_id (&self->progress_id, g_source_remove);
}

static gboolean
on_progress_tick (gpointer user_data)
{
  ReversiRulesFrame *self = REVERSI_RULES_FRAME (user_data);
  if (!self->search)
    return G_SOURCE_CONTINUE;
  int limit = reversi_game_session_get_setup (self->session)->side[side_to_move (self)].time_limit;
  if (limit > 0 && reversi_rules_search_get_seconds (self->search) >= limit)
    reversi_rules_search_stop (self->search);
  update_progress (self);
  write_state_file (self);
  return G_SOURCE_CONTINUE;
}

static void
on_search_done (GObject *source, GAsyncResult *result, gpointer user_data)
{
  ReversiRulesFrame *self = REVERSI_RULES_FRAME (user_data);
  ReversiRulesSearch *search = REVERSI_RULES_SEARCH (source);
  ReversiRulesReport report;
  g_autoptr (GError) error = NULL;
  gboolean found = reversi_rules_search_finish (search, result, &report, &error);
  /* A search the window has dropped (new game, undo, closed) says nothing. */
  if (search != self->search) {
    g_object_unref (self);
    return;
  }
  g_clear_object (&self->search);
  g_clear_handle_id (&self->progress_id, g_source_remove);
  if (!found) {
    self->computer_failed = TRUE;
    set_message (self, error->message, TRUE);
    update_view (self);
  } else {
    g_autoptr (GError) play_error = NULL;
    if (!reversi_game_session_play (self->session, report.move, &play_error)) {
      self->computer_failed = TRUE;
      set_message (self, play_error->message, TRUE);
      update_view (self);
    } else {
      self->report = report;
      self->report_length = reversi_game_session_get_length (self->session);
      game_changed (self);
    }
  }
  g_object_unref (self);
}

static gboolean
on_pause_over (gpointer user_data)
{
  ReversiRulesFrame *self = REVERSI_RULES_FRAME (user_data);
  self->pause_id = 0;
  const ReversiRulesSetup *setup = reversi_game_session_get_setup (self->session);
  self->search = reversi_rules_search_new (game_info (self),
                                           reversi_game_session_get_path (self->session),
                                           &setup->side[side_to_move (self)].computer);
  reversi_rules_search_run_async (self->search, on_search_done, g_object_ref (self));
  self->progress_id = g_timeout_add (PROGRESS_INTERVAL_MS, on_progress_tick, self);
  update_progress (self);
  update_view (self);
  return G_SOURCE_REMOVE;
}

/* Let the computer move when it is its turn. */
static void
schedule_computer (ReversiRulesFrame *self)
{
  if (reversi_game_session_is_over (self->session) || is_thinking (self) || self->computer_failed
      || reversi_game_session_is_human (self->session, side_to_move (self)))
    return;
  /* Against a human the computer answers at once; between two computers
   * the pause lets people follow. */
  gboolean both = !reversi_game_session_is_human (self->session, 0)
                  && !reversi_game_session_is_human (self->session, 1);
  guint pause = both ? reversi_search_pause_ms (self->settings) : 0;
  self->pause_id = g_timeout_add (pause, on_pause_over, self);
}

static void autosave (ReversiRulesFrame *self);

static void
game_changed (ReversiRulesFrame *self)
{
  autosave (self);
  schedule_computer (self);
  update_view (self);
}

/* ------------------------------------------------------------ human moves */

static void
refuse_move (ReversiRulesFrame *self, const char *reason)
{
  set_message (self, reason, TRUE);
  reversi_relay_panel_select_entry (self->relay_panel);
  update_view (self);
}

static void
play_human_move (ReversiRulesFrame *self, int move)
{
  if (reversi_game_session_is_over (self->session)) {
    refuse_move (self, _("The game is over. Press Game to play again."));
    return;
  }
  if (!human_may_move (self)) {
    g_autofree char *text = g_strdup_printf (
        _("It is not your turn: the computer (%s) is to move."),
        reversi_game_side_name (game_info (self), side_to_move (self)));
    refuse_move (self, text);
    return;
  }
  g_autoptr (GError) error = NULL;
  if (!reversi_game_session_play (self->session, move, &error)) {
    refuse_move (self, error->message);
    return;
  }
  set_message (self, NULL, FALSE);
  reversi_relay_panel_clear_entry (self->relay_panel);
  game_changed (self);
}

static void
on_move_entered (ReversiRelayPanel *panel, const char *text, gpointer user_data)
{
  ReversiRulesFrame *self = REVERSI_RULES_FRAME (user_data);
  if (reversi_game_session_is_over (self->session)) {
    refuse_move (self, _("The game is over. Press Game to play again."));
    return;
  }
  int move;
  g_autoptr (GError) error = NULL;
  if (!reversi_game_session_read_move (self->session, text, &move, &error)) {
    refuse_move (self, error->message);
    return;
  }
  play_human_move (self, move);
}

static void
on_move_chosen (ReversiRulesView *view, int move, gpointer user_data)
{
  play_human_move (REVERSI_RULES_FRAME (user_data), move);
}

/* ------------------------------------------------------------ games */

/* The board view for the session's game: kept while the game stays. */
static void
make_view (ReversiRulesFrame *self)
{
  GType type = game_info (self)->view_type ();
  if (self->view && G_OBJECT_TYPE (self->view) == type)
    return;
  if (self->view)
    gtk_box_remove (self->board_box, GTK_WIDGET (self->view));
  self->view = g_object_new (type, NULL);
  g_signal_connect (self->view, "move-chosen", G_CALLBACK (on_move_chosen), self);
  gtk_box_append (self->board_box, GTK_WIDGET (self->view));
}

/* Take session (a new game, or one read from a file) and play on. */
static void
replace_session (ReversiRulesFrame *self, ReversiGameSession *session)
{
  cancel_search (self);
  g_clear_object (&self->session);
  self->session = session;
  /* A new game has no file yet: Save must not write over the old one's. */
  g_clear_pointer (&self->file_path, g_free);
  self->report_length = 0;
  self->computer_failed = FALSE;
  const ReversiGameInfo *game = game_info (self);
  make_view (self);
  reversi_relay_panel_set_pass_offered (self->relay_panel, game->pass_offered);
  reversi_relay_panel_set_placeholder (self->relay_panel, _(game->move_example));
  set_message (self, NULL, FALSE);
  reversi_relay_panel_clear_entry (self->relay_panel);
  game_changed (self);
}

void
reversi_rules_frame_start_game (ReversiRulesFrame *self, const ReversiRulesSetup *setup)
{
  replace_session (self, reversi_game_session_new (setup));
}

/* ------------------------------------------------------------ files */

/* The game goes to this process's autosave after every change, as a
 * Reversi game does, so a window that crashes leaves it to be resumed. */
static void
autosave (ReversiRulesFrame *self)
{
  if (self->autosave_handed_over)
    return;
  g_autoptr (GError) error = NULL;
  if (reversi_game_session_get_length (self->session) == 0) {
    /* Nothing played, nothing to lose. */
    g_unlink (self->autosave_path);
  } else {
    g_autofree char *dir = reversi_autosave_directory ();
    g_autofree char *text = reversi_game_session_to_text (self->session);
    if (g_mkdir_with_parents (dir, 0700) != 0) {
      int saved = errno;
      g_autofree char *name = g_filename_display_name (dir);
      g_set_error (&error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   _("the folder %1$s cannot be made (%2$s)"), name, g_strerror (saved));
    } else {
      reversi_file_write_text (self->autosave_path, text, &error);
    }
  }
  g_clear_pointer (&self->autosave_error, g_free);
  if (error) {
    g_warning ("Cannot autosave the game: %s", error->message);
    self->autosave_error = g_strdup_printf (
        _("The game is not being autosaved: %s. If this window closes or crashes, the game is "
          "lost: save it with Save As (Ctrl+Shift+S), or make the folder writable."),
        error->message);
  }
  gtk_label_set_text (self->autosave_label, self->autosave_error ? self->autosave_error : "");
  gtk_widget_set_visible (GTK_WIDGET (self->autosave_label), self->autosave_error != NULL);
}

static void
note_file (ReversiRulesFrame *self, const char *format, const char *path)
{
  g_autofree char *name = g_filename_display_basename (path);
  g_autofree char *text = g_strdup_printf (format, name);
  set_message (self, text, FALSE);
  update_view (self);
}

static void
set_game_file (ReversiRulesFrame *self, const char *path)
{
  char *copy = g_strdup (path);   /* path may be self->file_path itself */
  g_free (self->file_path);
  self->file_path = copy;
  reversi_file_chooser_remember_folder (self->settings, path);
}

static void
show_error (ReversiRulesFrame *self, const char *primary, const char *secondary)
{
  set_message (self, secondary, TRUE);
  update_view (self);
  GtkWidget *dialog = gtk_message_dialog_new (GTK_WINDOW (self),
                                              GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                              GTK_MESSAGE_ERROR, GTK_BUTTONS_CLOSE, "%s", primary);
  gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s", secondary);
  g_signal_connect (dialog, "response", G_CALLBACK (gtk_window_destroy), NULL);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
save_to (ReversiRulesFrame *self, const char *path)
{
  g_autofree char *text = reversi_game_session_to_text (self->session);
  g_autoptr (GError) error = NULL;
  if (!reversi_file_write_text (path, text, &error)) {
    show_error (self, _("The game cannot be saved"), error->message);
    return;
  }
  set_game_file (self, path);
  note_file (self, _("Saved as %s."), path);
}

static void replace_session (ReversiRulesFrame *self, ReversiGameSession *session);

gboolean
reversi_rules_frame_open_file (ReversiRulesFrame *self, const char *path, GError **error)
{
  gsize length = 0;
  g_autofree char *text = reversi_file_read_text (path, &length, error);
  if (!text)
    return FALSE;
  if (!game_transcript_looks_like (text)) {
    /* A Reversi record or GGF game: Reversi's own window opens it. */
    GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
    ReversiFrame *frame = reversi_frame_new (app);
    if (!reversi_frame_open_file (frame, path, error)) {
      gtk_window_destroy (GTK_WINDOW (frame));
      return FALSE;
    }
    gtk_window_present (GTK_WINDOW (frame));
    reversi_rules_frame_hand_over (self);
    return TRUE;
  }
  GError *local = NULL;
  ReversiGameSession *session = reversi_game_session_new_from_text (text, length, &local);
  if (!session) {
    g_autofree char *name = g_filename_display_name (path);
    g_set_error (error, local->domain, local->code, "%s: %s", name, local->message);
    g_error_free (local);
    return FALSE;
  }
  replace_session (self, session);
  reversi_rules_frame_set_file (self, path);
  return TRUE;
}

static void
on_open_response (GtkNativeDialog *chooser, int response, gpointer user_data)
{
  ReversiRulesFrame *self = REVERSI_RULES_FRAME (user_data);
  g_autofree char *path = reversi_file_chooser_get_path (chooser, response);
  if (response == GTK_RESPONSE_ACCEPT) {
    g_autoptr (GError) error = NULL;
    if (!path)
      show_error (self, _("The game cannot be opened"), _("Only local files can be opened."));
    else if (!reversi_rules_frame_open_file (self, path, &error))
      show_error (self, _("The game cannot be opened"), error->message);
  }
  g_object_unref (chooser);
}

static void
on_save_response (GtkNativeDialog *chooser, int response, gpointer user_data)
{
  ReversiRulesFrame *self = REVERSI_RULES_FRAME (user_data);
  g_autofree char *path = reversi_file_chooser_get_path (chooser, response);
  if (response == GTK_RESPONSE_ACCEPT) {
    if (!path)
      show_error (self, _("The game cannot be saved"), _("Only local files can be written."));
    else
      save_to (self, path);
  }
  g_object_unref (chooser);
}

static void
open_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  ReversiRulesFrame *self = REVERSI_RULES_FRAME (widget);
  GtkFileChooserNative *chooser = reversi_file_chooser_new (
      GTK_WINDOW (self), self->settings, _("Open a Game"), GTK_FILE_CHOOSER_ACTION_OPEN,
      _("_Open"));
  g_signal_connect (chooser, "response", G_CALLBACK (on_open_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
save_as_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  ReversiRulesFrame *self = REVERSI_RULES_FRAME (widget);
  GtkFileChooserNative *chooser = reversi_file_chooser_new (
      GTK_WINDOW (self), self->settings, _("Save the Game"), GTK_FILE_CHOOSER_ACTION_SAVE,
      _("_Save"));
  g_signal_connect (chooser, "response", G_CALLBACK (on_save_response), self);
  g_autofree char *file_name = NULL;
  if (self->file_path) {
    file_name = g_path_get_basename (self->file_path);
  } else {
    /* A name that sorts by date and says the game. */
    g_autoptr (GDateTime) now = g_date_time_new_now_local ();
    g_autofree char *stamp = g_date_time_format (now, "%Y-%m-%d-%H%M");
    file_name = g_strdup_printf ("%s-%s.reversi", game_info (self)->id, stamp);
  }
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), file_name);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
save_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  ReversiRulesFrame *self = REVERSI_RULES_FRAME (widget);
  if (self->file_path)
    save_to (self, self->file_path);
  else
    save_as_action (widget, name, parameter);
}

void
reversi_rules_frame_set_file (ReversiRulesFrame *self, const char *path)
{
  set_game_file (self, path);
  note_file (self, _("Opened %s."), path);
}

void
reversi_rules_frame_hand_over (ReversiRulesFrame *self)
{
  cancel_search (self);
  self->autosave_handed_over = TRUE;
  reversi_application_close_later (GTK_WINDOW (self));
}

/* ------------------------------------------------------------ actions */

static void
undo_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  ReversiRulesFrame *self = REVERSI_RULES_FRAME (widget);
  int target = reversi_game_session_undo_target (self->session);
  if (target < 0)
    return;
  cancel_search (self);
  reversi_game_session_truncate (self->session, target);
  if (self->report_length > target)
    self->report_length = 0;
  self->computer_failed = FALSE;
  set_message (self, NULL, FALSE);
  game_changed (self);
}

static void
stop_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  ReversiRulesFrame *self = REVERSI_RULES_FRAME (widget);
  if (self->search)
    reversi_rules_search_stop (self->search);
}

static void
on_start_game (ReversiStartGameDialog *dialog, gpointer user_data)
{
  ReversiRulesFrame *self = REVERSI_RULES_FRAME (user_data);
  const ReversiGameInfo *game = reversi_start_game_dialog_get_game (dialog);
  if (reversi_game_is_reversi (game)) {
    /* Reversi has its own window, which starts as the dialog left the settings. */
    GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
    ReversiFrame *frame = reversi_frame_new (app);
    gtk_window_present (GTK_WINDOW (frame));
    reversi_rules_frame_hand_over (self);
    return;
  }
  ReversiRulesSetup setup;
  reversi_start_game_dialog_get_rules_setup (dialog, &setup);
  reversi_rules_frame_start_game (self, &setup);
  reversi_rules_setup_clear (&setup);
}

static void
new_game_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  ReversiRulesFrame *self = REVERSI_RULES_FRAME (widget);
  ReversiStartGameDialog *dialog = reversi_start_game_dialog_new (GTK_WINDOW (self), self->settings);
  reversi_start_game_dialog_show_rules_setup (dialog, reversi_game_session_get_setup (self->session));
  g_signal_connect_object (dialog, "start-game", G_CALLBACK (on_start_game), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static gboolean
on_close_request (GtkWindow *window)
{
  ReversiRulesFrame *self = REVERSI_RULES_FRAME (window);
  cancel_search (self);
  /* An unfinished game stays on disk, to be offered at the next start. */
  if (!self->autosave_handed_over
      && (reversi_game_session_is_over (self->session)
          || reversi_game_session_get_length (self->session) == 0))
    g_unlink (self->autosave_path);
  return FALSE;
}

/* ------------------------------------------------------------ life cycle */

static void
reversi_rules_frame_dispose (GObject *object)
{
  ReversiRulesFrame *self = REVERSI_RULES_FRAME (object);
  cancel_search (self);
  g_clear_handle_id (&self->state_settle_id, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (object), REVERSI_TYPE_RULES_FRAME);
  g_clear_object (&self->session);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (reversi_rules_frame_parent_class)->dispose (object);
}

static void
reversi_rules_frame_finalize (GObject *object)
{
  ReversiRulesFrame *self = REVERSI_RULES_FRAME (object);
  g_free (self->message);
  g_free (self->autosave_path);
  g_free (self->autosave_error);
  g_free (self->file_path);
  G_OBJECT_CLASS (reversi_rules_frame_parent_class)->finalize (object);
}

static void
reversi_rules_frame_class_init (ReversiRulesFrameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->dispose = reversi_rules_frame_dispose;
  object_class->finalize = reversi_rules_frame_finalize;

  g_type_ensure (REVERSI_TYPE_RELAY_PANEL);
  gtk_widget_class_set_template_from_resource (
      widget_class, "/io/github/reversi_kit/Reversi/reversi-rules-frame.ui");
  gtk_widget_class_bind_template_child (widget_class, ReversiRulesFrame, board_box);
  gtk_widget_class_bind_template_child (widget_class, ReversiRulesFrame, stop_button);
  gtk_widget_class_bind_template_child (widget_class, ReversiRulesFrame, autosave_label);
  gtk_widget_class_bind_template_child (widget_class, ReversiRulesFrame, turn_label);
  gtk_widget_class_bind_template_child (widget_class, ReversiRulesFrame, result_label);
  gtk_widget_class_bind_template_child (widget_class, ReversiRulesFrame, players_label);
  gtk_widget_class_bind_template_child (widget_class, ReversiRulesFrame, counts_label);
  gtk_widget_class_bind_template_child (widget_class, ReversiRulesFrame, effect_label);
  gtk_widget_class_bind_template_child (widget_class, ReversiRulesFrame, thinking_box);
  gtk_widget_class_bind_template_child (widget_class, ReversiRulesFrame, spinner);
  gtk_widget_class_bind_template_child (widget_class, ReversiRulesFrame, thinking_label);
  gtk_widget_class_bind_template_child (widget_class, ReversiRulesFrame, search_label);
  gtk_widget_class_bind_template_child (widget_class, ReversiRulesFrame, relay_panel);
  gtk_widget_class_bind_template_child (widget_class, ReversiRulesFrame, moves_heading);
  gtk_widget_class_bind_template_child (widget_class, ReversiRulesFrame, moves_label);
  gtk_widget_class_bind_template_callback (widget_class, on_move_entered);
  gtk_widget_class_bind_template_callback (widget_class, on_close_request);

  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.stop", NULL, stop_action);
  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, save_as_action);
}

static void
reversi_rules_frame_init (ReversiRulesFrame *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->settings = g_settings_new (APPLICATION_ID);
  self->autosave_path = reversi_autosave_own_path ();
}

ReversiRulesFrame *
reversi_rules_frame_new_for_session (GtkApplication *app, ReversiGameSession *session)
{
  ReversiRulesFrame *self = g_object_new (REVERSI_TYPE_RULES_FRAME, "application", app, NULL);
  replace_session (self, session);
  return self;
}

ReversiRulesFrame *
reversi_rules_frame_new (GtkApplication *app, const ReversiRulesSetup *setup)
{
  ReversiRulesFrame *self = g_object_new (REVERSI_TYPE_RULES_FRAME, "application", app, NULL);
  reversi_rules_frame_start_game (self, setup);
  return self;
}
