/* SPDX-License-Identifier: MIT */
/* reversi-relay-panel.h: the hand relay.
 *
 * When the kit plays another program through a person, the person reads
 * the computer's move off the screen and types the other program's reply.
 * The panel shows the last move in text large enough to read across a
 * desk ("White: c4"), takes typed moves ("c4", "pass") and says why a
 * move was refused.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define REVERSI_TYPE_RELAY_PANEL (reversi_relay_panel_get_type ())
G_DECLARE_FINAL_TYPE (ReversiRelayPanel, reversi_relay_panel, REVERSI, RELAY_PANEL, GtkWidget)

/** reversi_relay_panel_new: an empty panel. */
GtkWidget *reversi_relay_panel_new (void);

/** reversi_relay_panel_set_relay_text: the large text ("White: c4"). */
void reversi_relay_panel_set_relay_text (ReversiRelayPanel *self, const char *text);

/** reversi_relay_panel_set_prompt: what the panel is waiting for; NULL hides it. */
void reversi_relay_panel_set_prompt (ReversiRelayPanel *self, const char *text);

/** reversi_relay_panel_set_accepting: whether a human may enter a move now,
 * and whether their only move is a pass (which shows the Pass button). */
void reversi_relay_panel_set_accepting (ReversiRelayPanel *self, gboolean accepting,
                                        gboolean must_pass);

/** reversi_relay_panel_set_pass_offered: whether Pass is shown on every
 * turn of a human (Go), not only when a pass is the only move. */
void reversi_relay_panel_set_pass_offered (ReversiRelayPanel *self, gboolean offered);

/** reversi_relay_panel_set_placeholder: the example in the empty entry. */
void reversi_relay_panel_set_placeholder (ReversiRelayPanel *self, const char *text);

/** reversi_relay_panel_set_message: an error (is_error) or a note; NULL clears it. */
void reversi_relay_panel_set_message (ReversiRelayPanel *self, const char *text,
                                      gboolean is_error);

/** reversi_relay_panel_clear_entry: empty the move entry (after a move was played). */
void reversi_relay_panel_clear_entry (ReversiRelayPanel *self);

/** reversi_relay_panel_select_entry: select the typed text so the next
 * try replaces it (after a move was refused). */
void reversi_relay_panel_select_entry (ReversiRelayPanel *self);

/** reversi_relay_panel_focus_entry: give the move entry the keyboard focus. */
void reversi_relay_panel_focus_entry (ReversiRelayPanel *self);

/* The move entry itself: the GUI tests' state file follows its text. */
GtkEditable *reversi_relay_panel_get_entry (ReversiRelayPanel *self);

/** reversi_relay_panel_get_message_label: the label of the message, for
 * the GUI tests' state file (where it is on the screen). */
GtkWidget *reversi_relay_panel_get_message_label (ReversiRelayPanel *self);

G_END_DECLS
