/* reversi-rules-frame-state-file.c: what the window shows, written for
 * the GUI tests (only when REVERSI_STATE_FILE names the file; the keys
 * are the contract with tests/app), as reversi-frame-state-file.c does
 * for Reversi. */
#include "reversi-rules-frame-private.h"

/* The state file is written again once a change has been laid out. */
#define SETTLE_MS 150

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
  g_string_append_printf (s, "game=%s\n", _reversi_rules_frame_game (self)->id);
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
  g_string_append_printf (s, "to_move=%d\n", _reversi_rules_frame_side_to_move (self));
  g_string_append_printf (s, "human_to_move=%d\n", _reversi_rules_frame_human_may_move (self));
  g_string_append_printf (s, "thinking=%d\n", _reversi_rules_frame_is_thinking (self));
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

void
_reversi_rules_frame_write_state_file (ReversiRulesFrame *self)
{
  if (!g_getenv ("REVERSI_STATE_FILE"))
    return;
  write_state (self);
  if (!self->state_settle_id)
    self->state_settle_id = g_timeout_add (SETTLE_MS, on_state_settled, self);
}

