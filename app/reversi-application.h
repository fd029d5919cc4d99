/* reversi-application.h: the application: command line, actions, windows.
 *
 * Each run is its own instance (G_APPLICATION_NON_UNIQUE), so two windows
 * can play each other side by side, each with its own autosave.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define REVERSI_TYPE_APPLICATION (reversi_application_get_type ())
G_DECLARE_FINAL_TYPE (ReversiApplication, reversi_application, REVERSI, APPLICATION,
                      GtkApplication)

/** reversi_application_new: the application, not yet running. */
ReversiApplication *reversi_application_new (void);

/** reversi_application_close_later: close window as the user would, once
 * the signal being handled (a dialog's) is over: a window whose game
 * opened in a window of another kind (Reversi, or another game). */
void reversi_application_close_later (GtkWindow *window);

G_END_DECLS
