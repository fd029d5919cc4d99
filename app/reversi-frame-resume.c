/* reversi-frame-resume.c: offering games that were left unfinished.
 *
 * Every window autosaves its game after each move (reversi-autosave.h).
 * A file whose process has ended is a game nobody finished: at start the
 * window offers such files one by one, newest first.
 */
#include "reversi-frame-private.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "reversi-autosave.h"
#include "reversi-resume-dialog.h"

static void offer_next_orphan (ReversiFrame *self);

/* Continue the game in the dialog's file, which becomes this window's
 * own autosave. */
static void
resume (ReversiFrame *self, ReversiResumeDialog *dialog)
{
  g_autoptr (GError) error = NULL;
  /* Renaming claims the file: if another window took it first, the
   * rename fails and the game is not resumed twice. */
  if (g_rename (reversi_resume_dialog_get_path (dialog), self->autosave_path) != 0) {
    g_autofree char *text = g_strdup_printf (_("The saved game was taken over by another window (%s)."),
                                             g_strerror (errno));
    _reversi_frame_show_error (self, _("The game cannot be resumed"), text);
  } else if (!reversi_frame_load_record (self, reversi_resume_dialog_get_record (dialog), &error)) {
    _reversi_frame_show_error (self, _("The game cannot be resumed"), error->message);
  } else {
    _reversi_frame_set_message (self, _("The unfinished game was resumed."), FALSE);
    _reversi_frame_update_view (self);
  }
}

static void
on_resume_response (GtkDialog *dialog, int response, gpointer user_data)
{
  ReversiFrame *self = REVERSI_FRAME (user_data);
  ReversiResumeDialog *resume_dialog = REVERSI_RESUME_DIALOG (dialog);

  if (response == GTK_RESPONSE_ACCEPT) {
    resume (self, resume_dialog);
    gtk_window_destroy (GTK_WINDOW (dialog));
  } else if (response == GTK_RESPONSE_REJECT) {
    g_unlink (reversi_resume_dialog_get_path (resume_dialog));
    self->orphan_index++;
    gtk_window_destroy (GTK_WINDOW (dialog));
    offer_next_orphan (self);
  } else {
    /* Closed without an answer: ask again next time. */
    gtk_window_destroy (GTK_WINDOW (dialog));
  }
}

static void
offer_next_orphan (ReversiFrame *self)
{
  for (; self->orphans && self->orphan_index < self->orphans->len; self->orphan_index++) {
    const char *path = g_ptr_array_index (self->orphans, self->orphan_index);
    g_autoptr (GError) error = NULL;
    GameRecord *record = game_record_load (path, reversi_check_player_config, &error);
    if (record) {
      ReversiResumeDialog *dialog = reversi_resume_dialog_new (GTK_WINDOW (self), path, record);
      g_signal_connect_object (dialog, "response", G_CALLBACK (on_resume_response), self, 0);
      gtk_window_present (GTK_WINDOW (dialog));
      return;
    }
    /* Set a broken file aside so it is not offered at every start. */
    g_autofree char *aside = g_strconcat (path, ".broken", NULL);
    g_warning ("%s (moved to %s)", error->message, aside);
    g_rename (path, aside);
  }
}

void
reversi_frame_offer_resume (ReversiFrame *self)
{
  g_clear_pointer (&self->orphans, g_ptr_array_unref);
  self->orphans = reversi_autosave_find_orphans ();
  self->orphan_index = 0;
  offer_next_orphan (self);
}
