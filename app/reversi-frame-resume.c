/* SPDX-License-Identifier: MIT */
/* reversi-frame-resume.c: offering games that were left unfinished.
 *
 * Every window autosaves its game after each move, each game in its own
 * file (reversi-autosave.h).  A file whose process has ended is a game
 * nobody finished: at start the first window reads them all, sets the
 * unreadable ones aside and names them in one note, then offers the others
 * one by one, newest first.  The first game resumed continues in this
 * window, each further one in a new window, so no game of a process that
 * had several windows is lost.
 */
#include "reversi-frame-private.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "reversi-autosave.h"
#include "reversi-file-io.h"
#include "reversi-resume-dialog.h"

/* An autosave that could be read, waiting to be offered. */
typedef struct {
  char *path;
  GameRecord *record;            /* a Reversi game, or NULL */
  ReversiGameSession *session;   /* a game of another kind, or NULL */
} Orphan;

static void
orphan_free (gpointer data)
{
  Orphan *orphan = data;
  g_free (orphan->path);
  game_record_free (orphan->record);
  g_clear_object (&orphan->session);
  g_free (orphan);
}

static void offer_next_orphan (ReversiFrame *self);

/* The window a resumed game goes to: this one for the first, a new one
 * for each further game (this one plays the first already). */
static ReversiFrame *
window_for_resumed_game (ReversiFrame *self)
{
  if (!self->resumed)
    return self;
  ReversiFrame *frame = reversi_frame_new (gtk_window_get_application (GTK_WINDOW (self)));
  gtk_window_present (GTK_WINDOW (frame));
  return frame;
}

/* Continue the game in the dialog's file, which becomes the window's own
 * autosave. */
static void
resume (ReversiFrame *self, ReversiResumeDialog *dialog)
{
  g_autoptr (GError) error = NULL;
  const char *path = reversi_resume_dialog_get_path (dialog);
  ReversiGameSession *session = reversi_resume_dialog_get_session (dialog);
  const ReversiGameInfo *game = session ? reversi_game_session_get_game (session)
                                        : reversi_game_reversi ();
  ReversiFrame *frame = window_for_resumed_game (self);
  /* Renaming claims the file: if another window took it first, the
   * rename fails (the file is gone) and the game is not resumed twice. */
  int claim_errno = _reversi_frame_claim_autosave (frame, path, game);
  const char *failure = NULL;
  if (claim_errno == ENOENT)
    failure = _("Another window has resumed this game already.");
  else if (session)
    _reversi_frame_replace_session (frame, g_object_ref (session));
  else if (!reversi_frame_load_record (frame, reversi_resume_dialog_get_record (dialog), &error)) {
    failure = error->message;
    /* The file goes back to where it was, to be offered again: as the
     * window's own autosave it would go with the window's empty game. */
    if (claim_errno == 0 && frame->autosave_path && g_rename (frame->autosave_path, path) == 0)
      g_clear_pointer (&frame->autosave_path, g_free);
  }
  if (failure) {
    if (frame != self)
      gtk_window_destroy (GTK_WINDOW (frame));
    _reversi_frame_show_error (self, _("The game cannot be resumed"), failure);
    return;
  }
  self->resumed = TRUE;
  if (claim_errno != 0) {
    /* The folder cannot be written (read-only, full): the game goes on
     * here, its old file stays and will be offered again next time. */
    g_autofree char *name = g_filename_display_name (path);
    g_autofree char *text = g_strdup_printf (
        _("The unfinished game was resumed, but its file %1$s could not be moved to this "
          "window (%2$s): it stays where it is and will be offered again at the next start."),
        name, g_strerror (claim_errno));
    _reversi_frame_set_message (frame, text, TRUE);
  } else {
    _reversi_frame_set_message (frame, _("The unfinished game was resumed."), FALSE);
  }
  _reversi_frame_update_view (frame);
}

static void
on_resume_response (GtkDialog *dialog, int response, gpointer user_data)
{
  ReversiFrame *self = REVERSI_FRAME (user_data);
  ReversiResumeDialog *resume_dialog = REVERSI_RESUME_DIALOG (dialog);

  if (response == GTK_RESPONSE_ACCEPT) {
    resume (self, resume_dialog);
    gtk_window_destroy (GTK_WINDOW (dialog));
    offer_next_orphan (self);
  } else if (response == GTK_RESPONSE_REJECT) {
    g_unlink (reversi_resume_dialog_get_path (resume_dialog));
    gtk_window_destroy (GTK_WINDOW (dialog));
    offer_next_orphan (self);
  } else {
    /* Closed without an answer: this and the games not yet offered are
     * asked about again next time. */
    gtk_window_destroy (GTK_WINDOW (dialog));
    g_clear_pointer (&self->orphans, g_ptr_array_unref);
  }
}

static void
offer_next_orphan (ReversiFrame *self)
{
  if (!self->orphans || self->orphans->len == 0)
    return;
  Orphan *orphan = g_ptr_array_index (self->orphans, 0);
  /* The dialog takes the game. */
  ReversiResumeDialog *dialog = orphan->session
      ? reversi_resume_dialog_new_for_session (GTK_WINDOW (self), orphan->path,
                                               g_steal_pointer (&orphan->session))
      : reversi_resume_dialog_new (GTK_WINDOW (self), orphan->path,
                                   g_steal_pointer (&orphan->record));
  g_ptr_array_remove_index (self->orphans, 0);
  reversi_resume_dialog_set_more (dialog, self->orphans->len);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_resume_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The game in an autosave, or NULL with the reason.  A FIFO left in the
 * folder must not hang the app: the file is read without blocking. */
static Orphan *
read_orphan (const char *path, GError **error)
{
  gsize length = 0;
  g_autofree char *text = reversi_file_read_text (path, &length, error);
  if (!text)
    return NULL;
  GameRecord *record;
  ReversiGameSession *session;
  if (!reversi_autosave_parse (text, length, &record, &session, error))
    return NULL;
  Orphan *orphan = g_new0 (Orphan, 1);
  orphan->path = g_strdup (path);
  orphan->record = record;
  orphan->session = session;
  return orphan;
}

/* Set a file that cannot be read aside, so that it is not offered at
 * every start but kept for the user (it may hold a game worth the
 * trouble); a line for the note that names it. */
static char *
set_aside (const char *path, const char *reason)
{
  g_autofree char *aside = g_strconcat (path, ".broken", NULL);
  if (g_rename (path, aside) != 0) {
    int saved = errno;
    g_warning ("%s (cannot move it to %s: %s)", reason, aside, g_strerror (saved));
    g_autofree char *name = g_filename_display_basename (path);
    /* TRANSLATORS: a file's name, why it could not be renamed, why it could not be read. */
    return g_strdup_printf (_("%1$s (left in place: %2$s): %3$s"), name, g_strerror (saved),
                            reason);
  }
  g_warning ("%s (moved to %s)", reason, aside);
  g_autofree char *name = g_filename_display_basename (aside);
  /* TRANSLATORS: a file's name, why it could not be read. */
  return g_strdup_printf (_("%1$s: %2$s"), name, reason);
}

void
reversi_frame_offer_resume (ReversiFrame *self)
{
  g_clear_pointer (&self->orphans, g_ptr_array_unref);
  self->orphans = g_ptr_array_new_with_free_func (orphan_free);
  g_autoptr (GPtrArray) paths = reversi_autosave_find_orphans ();
  g_autoptr (GPtrArray) broken = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < paths->len; i++) {
    const char *path = g_ptr_array_index (paths, i);
    g_autoptr (GError) error = NULL;
    Orphan *orphan = read_orphan (path, &error);
    if (orphan)
      g_ptr_array_add (self->orphans, orphan);
    else
      g_ptr_array_add (broken, set_aside (path, error->message));
  }
  if (broken->len > 0) {
    /* One note for them all, naming each file and where it is. */
    g_ptr_array_add (broken, NULL);
    g_autofree char *list = g_strjoinv ("\n", (char **) broken->pdata);
    g_autofree char *dir = reversi_autosave_directory ();
    g_autofree char *dir_name = g_filename_display_name (dir);
    g_autofree char *note = g_strdup_printf (
        /* TRANSLATORS: %1$s the folder; %2$s the files, a line each, with why each could not
           be read. */
        g_dngettext (GETTEXT_PACKAGE,
                     "An unfinished game could not be read; its file is kept in %1$s:\n%2$s",
                     "Some unfinished games could not be read; their files are kept in %1$s:\n%2$s",
                     broken->len - 1),
        dir_name, list);
    _reversi_frame_set_message (self, note, TRUE);
    _reversi_frame_update_view (self);
  }
  offer_next_orphan (self);
}
