/* SPDX-License-Identifier: MIT */
/* reversi-paste-dialog.c: the Paste a Position dialog; what the pasted
 * text may be is the game's to say (reversi-game-files.h). */
#include "reversi-paste-dialog.h"

struct _ReversiPasteDialog {
  GtkDialog parent_instance;
  GtkLabel *explanation_label;
  GtkEntry *entry;
  GtkLabel *error_label;

  /* The clipboard is read asynchronously; closing the dialog cancels it. */
  GCancellable *clipboard_read;
};

G_DEFINE_FINAL_TYPE (ReversiPasteDialog, reversi_paste_dialog, GTK_TYPE_DIALOG)

/* Start with the clipboard's text, unless the user has typed already. */
static void
on_clipboard_text (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, &error);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;   /* the dialog is gone */
  ReversiPasteDialog *self = REVERSI_PASTE_DIALOG (user_data);
  GtkEditable *entry = GTK_EDITABLE (self->entry);
  if (text && !*gtk_editable_get_text (entry)) {
    g_strstrip (text);
    gtk_editable_set_text (entry, text);
    gtk_editable_select_region (entry, 0, -1);
  }
}

static void
reversi_paste_dialog_dispose (GObject *object)
{
  ReversiPasteDialog *self = REVERSI_PASTE_DIALOG (object);
  if (self->clipboard_read)
    g_cancellable_cancel (self->clipboard_read);
  g_clear_object (&self->clipboard_read);
  gtk_widget_dispose_template (GTK_WIDGET (object), REVERSI_TYPE_PASTE_DIALOG);
  G_OBJECT_CLASS (reversi_paste_dialog_parent_class)->dispose (object);
}

static void
reversi_paste_dialog_class_init (ReversiPasteDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  G_OBJECT_CLASS (klass)->dispose = reversi_paste_dialog_dispose;
  gtk_widget_class_set_template_from_resource (
      widget_class, "/io/github/reversi_kit/Reversi/reversi-paste-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, ReversiPasteDialog, explanation_label);
  gtk_widget_class_bind_template_child (widget_class, ReversiPasteDialog, entry);
  gtk_widget_class_bind_template_child (widget_class, ReversiPasteDialog, error_label);
}

static void
reversi_paste_dialog_init (ReversiPasteDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->clipboard_read = g_cancellable_new ();
}

ReversiPasteDialog *
reversi_paste_dialog_new (GtkWindow *parent, const char *explanation)
{
  /* Buttons in the dialog, not in a header bar: it looks like the app's
   * other questions (GtkMessageDialog does the same). */
  ReversiPasteDialog *self = g_object_new (REVERSI_TYPE_PASTE_DIALOG, "use-header-bar", FALSE,
                                           "transient-for", parent, NULL);
  /* Enter answers yes; see the template for why this is set here. */
  gtk_dialog_set_default_response (GTK_DIALOG (self), GTK_RESPONSE_OK);
  gtk_label_set_text (self->explanation_label, explanation);
  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (GTK_WIDGET (parent)),
                                 self->clipboard_read, on_clipboard_text, self);
  /* No focus grab here: when the dialog maps, GtkDialog focuses its first
   * focusable widget, the entry.  (Grabbing it before the dialog is shown
   * would also make it a generic widget, not a dialog, to screen readers.) */
  return self;
}

const char *
reversi_paste_dialog_get_text (ReversiPasteDialog *self)
{
  return gtk_editable_get_text (GTK_EDITABLE (self->entry));
}

void
reversi_paste_dialog_show_error (ReversiPasteDialog *self, const char *message)
{
  gtk_label_set_text (self->error_label, message);
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), TRUE);
}
