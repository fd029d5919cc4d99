/* SPDX-License-Identifier: MIT */
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

/* The template children that one side's settings have for every game
 * (ReversiSideSettings: Reversi's course players; ReversiCommonSideSettings:
 * a GameRules game's), held in each one's struct and bound by
 * reversi_side_choices_class_init under the same names in both templates. */
typedef struct {
  GtkDropDown *kind;
  GtkWidget *human_box;
  GtkEntry *name_entry;
  GtkWidget *computer_box;
  GtkDropDown *strategy;
  GtkSpinButton *depth;
  GtkSpinButton *time_limit;
  GtkLabel *computer_name;
} ReversiSideChoices;

/** reversi_side_choices_class_init: give widget_class its template
 * (resource), bind the ReversiSideChoices at offset in its instance and
 * the template's on_choice_changed, make it a group; answers the id of the
 * "changed" signal it adds. */
guint reversi_side_choices_class_init (GtkWidgetClass *widget_class, const char *resource,
                                       gssize offset, GCallback on_choice_changed);

/** reversi_side_choices_init: build widget's template, with the student
 * id as the name's placeholder; Enter in the depth, the time limit or
 * more (NULL: none) starts the game. */
void reversi_side_choices_init (GtkWidget *widget, ReversiSideChoices *choices,
                                GtkSpinButton *more);

/** reversi_side_choices_dispose: let go of the template of widget (of
 * type) and of every child, bound or not. */
void reversi_side_choices_dispose (GtkWidget *widget, GType type);

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
