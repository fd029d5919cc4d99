/* SPDX-License-Identifier: MIT */
/* reversi-relay-panel.c: the large last-move text and the move entry. */
#include "reversi-relay-panel.h"

#include <glib/gi18n-lib.h>

struct _ReversiRelayPanel {
  GtkWidget parent_instance;
  GtkLabel *relay_label;
  GtkLabel *prompt_label;
  GtkEntry *entry;
  GtkButton *play_button;
  GtkButton *pass_button;
  GtkLabel *message_label;
  gboolean pass_offered;   /* a pass is always a move (Go) */
};

G_DEFINE_FINAL_TYPE (ReversiRelayPanel, reversi_relay_panel, GTK_TYPE_WIDGET)

enum { SIGNAL_MOVE_ENTERED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
emit_move (ReversiRelayPanel *self, const char *text)
{
  g_signal_emit (self, signals[SIGNAL_MOVE_ENTERED], 0, text);
}

static void
on_entry_activate (GtkEntry *entry, gpointer user_data)
{
  ReversiRelayPanel *self = REVERSI_RELAY_PANEL (user_data);
  g_autofree char *text = g_strdup (gtk_editable_get_text (GTK_EDITABLE (entry)));
  emit_move (self, text);
}

static void
on_play_clicked (GtkButton *button, gpointer user_data)
{
  on_entry_activate (REVERSI_RELAY_PANEL (user_data)->entry, user_data);
}

static void
on_pass_clicked (GtkButton *button, gpointer user_data)
{
  emit_move (REVERSI_RELAY_PANEL (user_data), "pass");
}

static void
reversi_relay_panel_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), REVERSI_TYPE_RELAY_PANEL);
  /* The template's top box is not a bound child, so it is let go here. */
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))))
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (reversi_relay_panel_parent_class)->dispose (object);
}

static void
reversi_relay_panel_class_init (ReversiRelayPanelClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  G_OBJECT_CLASS (klass)->dispose = reversi_relay_panel_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/reversi_kit/Reversi/reversi-relay-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, ReversiRelayPanel, relay_label);
  gtk_widget_class_bind_template_child (widget_class, ReversiRelayPanel, prompt_label);
  gtk_widget_class_bind_template_child (widget_class, ReversiRelayPanel, entry);
  gtk_widget_class_bind_template_child (widget_class, ReversiRelayPanel, play_button);
  gtk_widget_class_bind_template_child (widget_class, ReversiRelayPanel, pass_button);
  gtk_widget_class_bind_template_child (widget_class, ReversiRelayPanel, message_label);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);

  /**
   * ReversiRelayPanel::move-entered:
   * @text: what was typed, or "pass" from the Pass button
   *
   * The person entered a move; the window plays it or refuses it.
   */
  signals[SIGNAL_MOVE_ENTERED] =
      g_signal_new ("move-entered", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                    NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
reversi_relay_panel_init (ReversiRelayPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect (self->entry, "activate", G_CALLBACK (on_entry_activate), self);
  g_signal_connect (self->play_button, "clicked", G_CALLBACK (on_play_clicked), self);
  g_signal_connect (self->pass_button, "clicked", G_CALLBACK (on_pass_clicked), self);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  C_("accessible name", "Move"), -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->relay_label),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  C_("accessible name", "Last move"), -1);
}

GtkWidget *
reversi_relay_panel_new (void)
{
  return g_object_new (REVERSI_TYPE_RELAY_PANEL, NULL);
}

void
reversi_relay_panel_set_relay_text (ReversiRelayPanel *self, const char *text)
{
  /* A space keeps the line's height, so the panel does not jump. */
  gtk_label_set_text (self->relay_label, text && *text ? text : " ");
}

void
reversi_relay_panel_set_prompt (ReversiRelayPanel *self, const char *text)
{
  gtk_label_set_text (self->prompt_label, text ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->prompt_label), text && *text);
}

void
reversi_relay_panel_set_accepting (ReversiRelayPanel *self, gboolean accepting,
                                   gboolean must_pass)
{
  /* The entry stays sensitive so typing is never lost to a dead widget;
   * a move typed at the wrong time gets a message instead. */
  gtk_widget_set_sensitive (GTK_WIDGET (self->play_button), accepting);
  /* With a pass the only move, Pass is the only button. */
  gtk_widget_set_visible (GTK_WIDGET (self->play_button), !(accepting && must_pass));
  gtk_widget_set_visible (GTK_WIDGET (self->pass_button),
                          accepting && (must_pass || self->pass_offered));
  /* Pass is the suggested action only when it is the only move. */
  if (must_pass)
    gtk_widget_add_css_class (GTK_WIDGET (self->pass_button), "suggested-action");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->pass_button), "suggested-action");
}

void
reversi_relay_panel_set_pass_offered (ReversiRelayPanel *self, gboolean offered)
{
  self->pass_offered = offered;
}

void
reversi_relay_panel_set_placeholder (ReversiRelayPanel *self, const char *text)
{
  gtk_entry_set_placeholder_text (self->entry, text);
}

void
reversi_relay_panel_set_message (ReversiRelayPanel *self, const char *text, gboolean is_error)
{
  gboolean show = text && *text;
  gtk_label_set_text (self->message_label, show ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->message_label), show);
  if (is_error)
    gtk_widget_add_css_class (GTK_WIDGET (self->message_label), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->message_label), "error");
}

void
reversi_relay_panel_clear_entry (ReversiRelayPanel *self)
{
  gtk_editable_set_text (GTK_EDITABLE (self->entry), "");
}

void
reversi_relay_panel_select_entry (ReversiRelayPanel *self)
{
  gtk_editable_select_region (GTK_EDITABLE (self->entry), 0, -1);
}

void
reversi_relay_panel_focus_entry (ReversiRelayPanel *self)
{
  gtk_widget_grab_focus (GTK_WIDGET (self->entry));
}

GtkEditable *
reversi_relay_panel_get_entry (ReversiRelayPanel *self)
{
  return GTK_EDITABLE (self->entry);
}

GtkWidget *
reversi_relay_panel_get_message_label (ReversiRelayPanel *self)
{
  return GTK_WIDGET (self->message_label);
}
