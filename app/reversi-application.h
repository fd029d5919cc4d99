/* SPDX-License-Identifier: MIT */
/* reversi-application.h: the application: command line, actions, windows.
 *
 * Each run is its own instance (G_APPLICATION_NON_UNIQUE), so two windows
 * can play each other side by side, each with its own autosave.
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define REVERSI_TYPE_APPLICATION (reversi_application_get_type ())
G_DECLARE_FINAL_TYPE (ReversiApplication, reversi_application, REVERSI, APPLICATION,
                      AdwApplication)

/** reversi_application_new: the application, not yet running. */
ReversiApplication *reversi_application_new (void);

/** reversi_show_message: a modal message over parent with heading and
 * body (an AdwMessageDialog with one Close button), the app's one way of
 * telling the user something that needs an answer before playing on. */
void reversi_show_message (GtkWindow *parent, const char *heading, const char *body);

/** reversi_show_help: the user guide's page (its Mallard id, such as
 * "search-tree"; NULL: the first page) in the help viewer, over parent;
 * a message when it cannot be shown. */
void reversi_show_help (GtkWindow *parent, const char *page);

G_END_DECLS
