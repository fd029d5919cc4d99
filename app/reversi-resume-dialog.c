/* SPDX-License-Identifier: MIT */
/* reversi-resume-dialog.c: the Resume the Unfinished Game dialog. */
#include "reversi-resume-dialog.h"

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

struct _ReversiResumeDialog {
  GtkDialog parent_instance;
  GtkLabel *detail_label;

  char *path;
  GameRecord *record;            /* a Reversi game, or NULL */
  ReversiGameSession *session;   /* a game of another kind, or NULL */
};

G_DEFINE_FINAL_TYPE (ReversiResumeDialog, reversi_resume_dialog, GTK_TYPE_DIALOG)

static void
reversi_resume_dialog_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), REVERSI_TYPE_RESUME_DIALOG);
  G_OBJECT_CLASS (reversi_resume_dialog_parent_class)->dispose (object);
}

static void
reversi_resume_dialog_finalize (GObject *object)
{
  ReversiResumeDialog *self = REVERSI_RESUME_DIALOG (object);
  g_free (self->path);
  game_record_free (self->record);
  g_clear_object (&self->session);
  G_OBJECT_CLASS (reversi_resume_dialog_parent_class)->finalize (object);
}

static void
reversi_resume_dialog_class_init (ReversiResumeDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->dispose = reversi_resume_dialog_dispose;
  object_class->finalize = reversi_resume_dialog_finalize;
  gtk_widget_class_set_template_from_resource (
      widget_class, "/io/github/reversi_kit/Reversi/reversi-resume-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, ReversiResumeDialog, detail_label);
}

static void
reversi_resume_dialog_init (ReversiResumeDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* When the file was last written, in the user's locale; NULL if unknown. */
static char *
saved_at (const char *path)
{
  GStatBuf st;
  if (g_stat (path, &st) != 0)
    return NULL;
  g_autoptr (GDateTime) time = g_date_time_new_from_unix_local ((gint64) st.st_mtime);
  return g_date_time_format (time, "%x %X");
}

ReversiResumeDialog *
reversi_resume_dialog_new (GtkWindow *parent, const char *path, GameRecord *record)
{
  /* Buttons in the dialog, not in a header bar, as in GtkMessageDialog. */
  ReversiResumeDialog *self = g_object_new (REVERSI_TYPE_RESUME_DIALOG, "use-header-bar", FALSE,
                                            "transient-for", parent, NULL);
  /* Enter answers yes; see the template for why this is set here. */
  gtk_dialog_set_default_response (GTK_DIALOG (self), GTK_RESPONSE_ACCEPT);
  self->path = g_strdup (path);
  self->record = record;
  g_autofree char *when = saved_at (path);
  g_autofree char *detail = g_strdup_printf (
      /* TRANSLATORS: when, Black's name, White's name, the board size twice, the moves played. */
      _("A game that was not finished was saved at %1$s: Black %2$s against White %3$s, %4$d×%5$d board, %6$d moves played."),
      when ? when : "?", record->player[0].name, record->player[1].name,
      record->game->start.size, record->game->start.size, record->game->move_count);
  gtk_label_set_text (self->detail_label, detail);
  return self;
}

ReversiResumeDialog *
reversi_resume_dialog_new_for_session (GtkWindow *parent, const char *path,
                                       ReversiGameSession *session)
{
  ReversiResumeDialog *self = g_object_new (REVERSI_TYPE_RESUME_DIALOG, "use-header-bar", FALSE,
                                            "transient-for", parent, NULL);
  gtk_dialog_set_default_response (GTK_DIALOG (self), GTK_RESPONSE_ACCEPT);
  self->path = g_strdup (path);
  self->session = session;
  const ReversiGameInfo *game = reversi_game_session_get_game (session);
  g_autofree char *when = saved_at (path);
  g_autofree char *first = reversi_game_session_player_name (session, 0);
  g_autofree char *second = reversi_game_session_player_name (session, 1);
  g_autofree char *detail = g_strdup_printf (
      /* TRANSLATORS: the game ("Kalah"), when, the first side and its player, the second
         side and its player, the moves played. */
      _("A game of %1$s that was not finished was saved at %2$s: %3$s %4$s against %5$s %6$s, "
        "%7$d moves played."),
      _(game->label), when ? when : "?", reversi_game_side_name (game, 0), first,
      reversi_game_side_name (game, 1), second, reversi_game_session_get_length (session));
  gtk_label_set_text (self->detail_label, detail);
  return self;
}

ReversiGameSession *
reversi_resume_dialog_get_session (ReversiResumeDialog *self)
{
  return self->session;
}

const char *
reversi_resume_dialog_get_path (ReversiResumeDialog *self)
{
  return self->path;
}

const GameRecord *
reversi_resume_dialog_get_record (ReversiResumeDialog *self)
{
  return self->record;
}

void
reversi_resume_dialog_set_more (ReversiResumeDialog *self, guint more)
{
  if (more == 0)
    return;
  g_autofree char *sentence = g_strdup_printf (
      g_dngettext (GETTEXT_PACKAGE, "After this one, %u more unfinished game will be offered.",
                   "After this one, %u more unfinished games will be offered.", more),
      more);
  g_autofree char *detail = g_strconcat (gtk_label_get_text (self->detail_label), " ", sentence, NULL);
  gtk_label_set_text (self->detail_label, detail);
}
