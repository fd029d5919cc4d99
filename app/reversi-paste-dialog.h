/* SPDX-License-Identifier: MIT */
/* reversi-paste-dialog.h: asking for a position to set up.
 *
 * The dialog takes a move list ("f5 d6 c3") or a board string; it starts
 * with the clipboard's text when there is some.  It answers with GtkDialog's
 * "response": GTK_RESPONSE_OK for Set Up.  The window reads the text, and
 * when it cannot be used, shows why with reversi_paste_dialog_show_error and
 * keeps the dialog open so the text can be corrected.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define REVERSI_TYPE_PASTE_DIALOG (reversi_paste_dialog_get_type ())
G_DECLARE_FINAL_TYPE (ReversiPasteDialog, reversi_paste_dialog, REVERSI, PASTE_DIALOG, GtkDialog)

/** reversi_paste_dialog_new: a modal dialog over parent that says
 * explanation: what the text may be (the game's plug-in words it). */
ReversiPasteDialog *reversi_paste_dialog_new (GtkWindow *parent, const char *explanation);

/** reversi_paste_dialog_get_text: what is in the entry now. */
const char *reversi_paste_dialog_get_text (ReversiPasteDialog *self);

/** reversi_paste_dialog_show_error: why the text cannot be used, under the entry. */
void reversi_paste_dialog_show_error (ReversiPasteDialog *self, const char *message);

G_END_DECLS
