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

G_END_DECLS
