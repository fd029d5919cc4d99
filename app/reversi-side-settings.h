/* reversi-side-settings.h: who plays one colour, in the start-game dialog.
 *
 * Human or computer; a human's name; a computer's strategy, search depth,
 * perfect-search empties and evaluator, with the name the computer will
 * play under (exercise 22).  The dialog has one for Black and one for
 * White; "side" says which (0 Black, 1 White, as ReversiGameSetup.side).
 */
#pragma once

#include <gtk/gtk.h>

#include "reversi-game-setup.h"

G_BEGIN_DECLS

#define REVERSI_TYPE_SIDE_SETTINGS (reversi_side_settings_get_type ())
G_DECLARE_FINAL_TYPE (ReversiSideSettings, reversi_side_settings, REVERSI, SIDE_SETTINGS,
                      GtkWidget)

/** reversi_side_settings_set_setup: show side's choices. */
void reversi_side_settings_set_setup (ReversiSideSettings *self, const ReversiSideSetup *side);

/** reversi_side_settings_get_setup: the choices shown, into side (whose
 * name is replaced). */
void reversi_side_settings_get_setup (ReversiSideSettings *self, ReversiSideSetup *side);

/** reversi_drop_down_set_accessible_name: the name a screen reader says
 * for a drop-down (and for the button inside it, which it also shows). */
void reversi_drop_down_set_accessible_name (GtkDropDown *drop_down, const char *name);

G_END_DECLS
