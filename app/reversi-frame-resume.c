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
#include "reversi-file-io.h"
#include "reversi-resume-dialog.h"

static void offer_next_orphan (ReversiFrame *self);

/* Continue the game in the dialog's file, which becomes this window's
 * own autosave. */
static void
resume (ReversiFrame *self, ReversiResumeDialog *dialog)
{
  g_autoptr (GError) error = NULL;
  const char *path = reversi_resume_dialog_get_path (dialog);
  /* Renaming claims the file: if another window took it first, the
   * rename fails (the file is gone) and the game is not resumed twice. */
  int claim_errno = g_rename (path, self->autosave_path) == 0 ? 0 : errno;
  if (claim_errno == ENOENT) {
    _reversi_frame_show_error (self, _("The game cannot be resumed"),
                               _("Another window has resumed this game already."));
    return;
  }
  ReversiGameSession *session = reversi_resume_dialog_get_session (dialog);
  if (session)
    _reversi_frame_replace_session (self, g_object_ref (session));
  else if (!reversi_frame_load_record (self, reversi_resume_dialog_get_record (dialog), &error)) {
    _reversi_frame_show_error (self, _("The game cannot be resumed"), error->message);
    return;
  }
  if (claim_errno != 0) {
    /* The folder cannot be written (read-only, full): the game goes on
     * here, its old file stays and will be offered again next time. */
    g_autofree char *name = g_filename_display_name (path);
    g_autofree char *text = g_strdup_printf (
        _("The unfinished game was resumed, but its file %1$s could not be moved to this "
          "window (%2$s): it stays where it is and will be offered again at the next start."),
        name, g_strerror (claim_errno));
    _reversi_frame_set_message (self, text, TRUE);
  } else {
    _reversi_frame_set_message (self, _("The unfinished game was resumed."), FALSE);
  }
  _reversi_frame_update_view (self);
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
    gsize length = 0;
    /* Read without blocking: a FIFO left in the folder must not hang the app. */
    g_autofree char *text = reversi_file_read_text (path, &length, &error);
    if (text && game_transcript_looks_like (text)) {
      ReversiGameSession *session = reversi_game_session_new_from_text (text, length, &error);
      if (session) {
        ReversiResumeDialog *dialog = reversi_resume_dialog_new_for_session (GTK_WINDOW (self),
                                                                             path, session);
        g_signal_connect_object (dialog, "response", G_CALLBACK (on_resume_response), self, 0);
        gtk_window_present (GTK_WINDOW (dialog));
        return;
      }
    }
    GameRecord *record = text && !error
        ? game_record_parse (text, length, reversi_check_player_config, &error) : NULL;
    if (record) {
      ReversiResumeDialog *dialog = reversi_resume_dialog_new (GTK_WINDOW (self), path, record);
      g_signal_connect_object (dialog, "response", G_CALLBACK (on_resume_response), self, 0);
      gtk_window_present (GTK_WINDOW (dialog));
      return;
    }
    /* Set a broken file aside so it is not offered at every start, and
     * say so where the user looks. */
    g_autofree char *aside = g_strconcat (path, ".broken", NULL);
    g_warning ("%s (moved to %s)", error->message, aside);
    g_autofree char *aside_name = g_filename_display_name (aside);
    g_autofree char *note = g_rename (path, aside) == 0
        ? g_strdup_printf (_("An unfinished game could not be read and was set aside as %1$s: %2$s"),
                           aside_name, error->message)
        : g_strdup_printf (_("An unfinished game could not be read: %s"), error->message);
    _reversi_frame_set_message (self, note, TRUE);
    _reversi_frame_update_view (self);
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
