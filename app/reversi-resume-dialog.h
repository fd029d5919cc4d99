/* SPDX-License-Identifier: MIT */
/* reversi-resume-dialog.h: offering to resume a game that was not finished.
 *
 * The dialog describes one autosave left by a process that ended (when it
 * was saved, who played, the board, the moves) and answers with GtkDialog's
 * "response": GTK_RESPONSE_ACCEPT to resume it, GTK_RESPONSE_REJECT to
 * discard it; any other response (the dialog closed) leaves the file to be
 * offered again at the next start.
 */
#pragma once

#include <gtk/gtk.h>

#include "game-record.h"
#include "reversi-game-session.h"

G_BEGIN_DECLS

#define REVERSI_TYPE_RESUME_DIALOG (reversi_resume_dialog_get_type ())
G_DECLARE_FINAL_TYPE (ReversiResumeDialog, reversi_resume_dialog, REVERSI, RESUME_DIALOG,
                      GtkDialog)

/** reversi_resume_dialog_new: a modal dialog over parent offering the game
 * saved in path; takes record, the file's contents. */
ReversiResumeDialog *reversi_resume_dialog_new (GtkWindow *parent, const char *path,
                                                GameRecord *record);

/** reversi_resume_dialog_get_path: the autosave file offered. */
const char *reversi_resume_dialog_get_path (ReversiResumeDialog *self);

/** reversi_resume_dialog_get_record: the game in it (owned by the dialog). */
const GameRecord *reversi_resume_dialog_get_record (ReversiResumeDialog *self);

/** reversi_resume_dialog_new_for_session: the same for a game of
 * tic-tac-toe, Kalah or Go (session is taken). */
ReversiResumeDialog *reversi_resume_dialog_new_for_session (GtkWindow *parent, const char *path,
                                                            ReversiGameSession *session);

/** reversi_resume_dialog_get_session: that game (owned by the dialog), or
 * NULL for a Reversi game. */
ReversiGameSession *reversi_resume_dialog_get_session (ReversiResumeDialog *self);

/** reversi_resume_dialog_set_more: say that more games will be offered
 * after this one (several windows were open when the process ended). */
void reversi_resume_dialog_set_more (ReversiResumeDialog *self, guint more);

G_END_DECLS
