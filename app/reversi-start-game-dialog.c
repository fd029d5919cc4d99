/* SPDX-License-Identifier: MIT */
/* reversi-start-game-dialog.c: the New Game dialog. */
#include "reversi-start-game-dialog.h"

#include <glib/gi18n-lib.h>

#include "reversi-common-side-settings.h"
#include "reversi-side-settings.h"

/* The rows of the board size drop-down. */
static const int board_sizes[] = { 4, 6, 8, 10 };

struct _ReversiStartGameDialog {
  GtkWindow parent_instance;

  /* Template children. */
  GtkDropDown *game_dropdown;
  GtkStack *game_stack;
  GtkFrame *first_frame;
  GtkFrame *second_frame;
  ReversiCommonSideSettings *first_settings;
  ReversiCommonSideSettings *second_settings;
  GtkDropDown *size_dropdown;
  GtkCheckButton *misere_check;
  GtkEntry *event_entry;
  ReversiSideSettings *black_settings;
  ReversiSideSettings *white_settings;
  GtkLabel *rule_label;
  GtkLabel *error_label;
  GtkWidget *start_button;

  GSettings *settings;

  /* The games of the drop-down, and the players chosen for each GameRules
   * game so far (switching games keeps what was chosen). */
  const ReversiGameInfo *const *games;
  guint n_games;
  ReversiCommonSetup *common_setups;   /* one per game; unused for a course_setup game */
  guint shown_game;
};

G_DEFINE_FINAL_TYPE (ReversiStartGameDialog, reversi_start_game_dialog, GTK_TYPE_WINDOW)

enum { SIGNAL_START_GAME, N_SIGNALS };
static guint signals[N_SIGNALS];

void
reversi_start_game_dialog_get_setup (ReversiStartGameDialog *self, ReversiGameSetup *setup)
{
  reversi_game_setup_init (setup);
  guint size_row = gtk_drop_down_get_selected (self->size_dropdown);
  setup->size = board_sizes[MIN (size_row, G_N_ELEMENTS (board_sizes) - 1)];
  setup->misere = gtk_check_button_get_active (self->misere_check);
  g_free (setup->event);
  setup->event = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->event_entry))));
  reversi_side_settings_get_setup (self->black_settings, &setup->side[0]);
  reversi_side_settings_get_setup (self->white_settings, &setup->side[1]);
}

static void
show_setup (ReversiStartGameDialog *self, const ReversiGameSetup *setup)
{
  for (guint i = 0; i < G_N_ELEMENTS (board_sizes); i++)
    if (board_sizes[i] == setup->size)
      gtk_drop_down_set_selected (self->size_dropdown, i);
  gtk_check_button_set_active (self->misere_check, setup->misere);
  gtk_editable_set_text (GTK_EDITABLE (self->event_entry), setup->event ? setup->event : "");
  reversi_side_settings_set_setup (self->black_settings, &setup->side[0]);
  reversi_side_settings_set_setup (self->white_settings, &setup->side[1]);
}

const ReversiGameInfo *
reversi_start_game_dialog_get_game (ReversiStartGameDialog *self)
{
  return self->games[MIN (self->shown_game, self->n_games - 1)];
}

void
reversi_start_game_dialog_get_common_setup (ReversiStartGameDialog *self, ReversiCommonSetup *setup)
{
  const ReversiGameInfo *game = reversi_start_game_dialog_get_game (self);
  g_return_if_fail (!game->course_setup);
  reversi_common_setup_init (setup, game);
  reversi_common_side_settings_get_side (self->first_settings, &setup->side[0]);
  reversi_common_side_settings_get_side (self->second_settings, &setup->side[1]);
}

/* Keep the sides shown for their game before another is shown. */
static void
keep_common_sides (ReversiStartGameDialog *self)
{
  ReversiCommonSetup *kept = &self->common_setups[self->shown_game];
  if (!kept->game || kept->game->course_setup)
    return;
  reversi_common_side_settings_get_side (self->first_settings, &kept->side[0]);
  reversi_common_side_settings_get_side (self->second_settings, &kept->side[1]);
}

/* The other settings follow the game. */
static void
show_game (ReversiStartGameDialog *self, guint index)
{
  self->shown_game = index;
  const ReversiGameInfo *game = self->games[index];
  if (game->course_setup) {
    gtk_stack_set_visible_child_name (self->game_stack, "course");
    return;
  }
  const ReversiCommonSetup *setup = &self->common_setups[index];
  gtk_label_set_text (self->rule_label, game->rule_note ? _(game->rule_note) : "");
  gtk_widget_set_visible (GTK_WIDGET (self->rule_label), game->rule_note != NULL);
  gtk_frame_set_label (self->first_frame, _(game->side_labels[0]));
  gtk_frame_set_label (self->second_frame, _(game->side_labels[1]));
  reversi_common_side_settings_set_side (self->first_settings, game, 0, &setup->side[0]);
  reversi_common_side_settings_set_side (self->second_settings, game, 1, &setup->side[1]);
  gtk_stack_set_visible_child_name (self->game_stack, "rules");
}

static void fit_choices (ReversiStartGameDialog *self);

static void
on_game_changed (ReversiStartGameDialog *self)
{
  guint index = gtk_drop_down_get_selected (self->game_dropdown);
  if (index >= self->n_games || !self->common_setups || index == self->shown_game)
    return;
  keep_common_sides (self);
  show_game (self, index);
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), FALSE);
  if (gtk_widget_get_realized (GTK_WIDGET (self)))
    fit_choices (self);
}

void
reversi_start_game_dialog_show_common_setup (ReversiStartGameDialog *self,
                                            const ReversiCommonSetup *setup)
{
  for (guint i = 0; i < self->n_games; i++)
    if (self->games[i] == setup->game) {
      reversi_common_setup_clear (&self->common_setups[i]);
      reversi_common_setup_copy (&self->common_setups[i], setup);
      show_game (self, i);
      gtk_drop_down_set_selected (self->game_dropdown, i);
    }
}

/* An error shown for earlier choices no longer applies. */
static void
on_side_changed (ReversiStartGameDialog *self)
{
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), FALSE);
}

static void
on_start_clicked (ReversiStartGameDialog *self)
{
  const ReversiGameInfo *game = reversi_start_game_dialog_get_game (self);
  g_settings_set_string (self->settings, "game", game->id);
  if (!game->course_setup) {
    /* Every choice the dialog offers makes a game. */
    ReversiCommonSetup common_setup;
    reversi_start_game_dialog_get_common_setup (self, &common_setup);
    reversi_common_setup_save (&common_setup);
    reversi_common_setup_clear (&common_setup);
    g_signal_emit (self, signals[SIGNAL_START_GAME], 0);
    gtk_window_destroy (GTK_WINDOW (self));
    return;
  }
  ReversiGameSetup setup;
  reversi_start_game_dialog_get_setup (self, &setup);
  /* Refuse choices that cannot make a game here, where they can be
   * corrected, rather than after the dialog is gone. */
  g_autoptr (GError) error = NULL;
  Game *trial = reversi_game_setup_create_game (&setup, &error);
  if (!trial) {
    gtk_label_set_text (self->error_label, error->message);
    gtk_widget_set_visible (GTK_WIDGET (self->error_label), TRUE);
    reversi_game_setup_clear (&setup);
    return;
  }
  game_free (trial);
  reversi_game_setup_save (&setup, self->settings);
  reversi_game_setup_clear (&setup);
  g_signal_emit (self, signals[SIGNAL_START_GAME], 0);
  gtk_window_destroy (GTK_WINDOW (self));
}

/* Room the dialog leaves on the screen for its header bar and a panel. */
#define SCREEN_MARGIN 120

/* The choices scroll rather than push the dialog off a small screen.
 * Measured again whenever another game is shown, whose choices may need
 * more room than the first game's (the window grows to its new minimum). */
static void
fit_choices (ReversiStartGameDialog *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GdkDisplay *display = gtk_widget_get_display (widget);
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (widget));
  GdkMonitor *monitor = surface ? gdk_display_get_monitor_at_surface (display, surface) : NULL;
  if (!monitor)
    return;
  GdkRectangle area;
  gdk_monitor_get_geometry (monitor, &area);
  /* The window's child is the template's scroller (not a bound child: the
   * window itself lets go of its child).  Its height is what the choices
   * need at their natural width, up to what the screen has room for:
   * measured here because a scroller left to propagate its child's height
   * asks for the height of the narrowest layout, with its wrapped labels. */
  GtkScrolledWindow *scroller = GTK_SCROLLED_WINDOW (gtk_window_get_child (GTK_WINDOW (self)));
  GtkWidget *choices = gtk_scrolled_window_get_child (scroller);
  int width, height;
  gtk_widget_measure (choices, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &width, NULL, NULL);
  width = MAX (width, gtk_scrolled_window_get_min_content_width (scroller));
  gtk_widget_measure (choices, GTK_ORIENTATION_VERTICAL, width, NULL, &height, NULL, NULL);
  gtk_scrolled_window_set_min_content_width (scroller, MIN (width, area.width - 40));
  gtk_scrolled_window_set_min_content_height (scroller, MIN (height, area.height - SCREEN_MARGIN));
}

static void
on_realize (GtkWidget *widget)
{
  fit_choices (REVERSI_START_GAME_DIALOG (widget));
}

/* Enter starts the game: the focus starts on Start, and Enter in a text
 * or number field activates it as the default widget. */
static void
on_map (GtkWidget *widget)
{
  gtk_widget_grab_focus (REVERSI_START_GAME_DIALOG (widget)->start_button);
}

static void
reversi_start_game_dialog_dispose (GObject *object)
{
  ReversiStartGameDialog *self = REVERSI_START_GAME_DIALOG (object);
  g_clear_object (&self->settings);
  if (self->common_setups) {
    for (guint i = 0; i < self->n_games; i++)
      reversi_common_setup_clear (&self->common_setups[i]);
    g_clear_pointer (&self->common_setups, g_free);
  }
  gtk_widget_dispose_template (GTK_WIDGET (object), REVERSI_TYPE_START_GAME_DIALOG);
  G_OBJECT_CLASS (reversi_start_game_dialog_parent_class)->dispose (object);
}

static void
reversi_start_game_dialog_class_init (ReversiStartGameDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  G_OBJECT_CLASS (klass)->dispose = reversi_start_game_dialog_dispose;

  g_type_ensure (REVERSI_TYPE_SIDE_SETTINGS);
  g_type_ensure (REVERSI_TYPE_COMMON_SIDE_SETTINGS);
  gtk_widget_class_set_template_from_resource (
      widget_class, "/io/github/reversi_kit/Reversi/reversi-start-game-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, ReversiStartGameDialog, game_dropdown);
  gtk_widget_class_bind_template_child (widget_class, ReversiStartGameDialog, game_stack);
  gtk_widget_class_bind_template_child (widget_class, ReversiStartGameDialog, first_frame);
  gtk_widget_class_bind_template_child (widget_class, ReversiStartGameDialog, second_frame);
  gtk_widget_class_bind_template_child (widget_class, ReversiStartGameDialog, first_settings);
  gtk_widget_class_bind_template_child (widget_class, ReversiStartGameDialog, second_settings);
  gtk_widget_class_bind_template_child (widget_class, ReversiStartGameDialog, size_dropdown);
  gtk_widget_class_bind_template_child (widget_class, ReversiStartGameDialog, misere_check);
  gtk_widget_class_bind_template_child (widget_class, ReversiStartGameDialog, event_entry);
  gtk_widget_class_bind_template_child (widget_class, ReversiStartGameDialog, black_settings);
  gtk_widget_class_bind_template_child (widget_class, ReversiStartGameDialog, white_settings);
  gtk_widget_class_bind_template_child (widget_class, ReversiStartGameDialog, rule_label);
  gtk_widget_class_bind_template_child (widget_class, ReversiStartGameDialog, error_label);
  gtk_widget_class_bind_template_child (widget_class, ReversiStartGameDialog, start_button);
  gtk_widget_class_bind_template_callback (widget_class, on_side_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_game_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_start_clicked);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);

  /**
   * ReversiStartGameDialog::start-game:
   *
   * Start was pressed; the choices are saved and valid.
   */
  signals[SIGNAL_START_GAME] =
      g_signal_new ("start-game", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                    NULL, G_TYPE_NONE, 0);
}

static void
reversi_start_game_dialog_init (ReversiStartGameDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect (self, "realize", G_CALLBACK (on_realize), NULL);
  g_signal_connect_after (self, "map", G_CALLBACK (on_map), NULL);

  const char *sizes[] = { "4 × 4", "6 × 6", "8 × 8", "10 × 10", NULL };
  GtkStringList *size_list = gtk_string_list_new (sizes);
  gtk_drop_down_set_model (self->size_dropdown, G_LIST_MODEL (size_list));
  g_object_unref (size_list);
  reversi_drop_down_set_accessible_name (self->size_dropdown, _("Board size"));

  self->games = reversi_game_catalog (&self->n_games);
  GtkStringList *game_names = gtk_string_list_new (NULL);
  for (guint i = 0; i < self->n_games; i++)
    gtk_string_list_append (game_names, _(self->games[i]->label));
  gtk_drop_down_set_model (self->game_dropdown, G_LIST_MODEL (game_names));
  g_object_unref (game_names);
  reversi_drop_down_set_accessible_name (self->game_dropdown, _("Game"));
}

ReversiStartGameDialog *
reversi_start_game_dialog_new (GtkWindow *parent, GSettings *settings)
{
  ReversiStartGameDialog *self = g_object_new (REVERSI_TYPE_START_GAME_DIALOG,
                                               "transient-for", parent, NULL);
  self->settings = g_object_ref (settings);
  ReversiGameSetup setup;
  reversi_game_setup_init (&setup);
  reversi_game_setup_load (&setup, settings);
  show_setup (self, &setup);
  reversi_game_setup_clear (&setup);

  self->common_setups = g_new0 (ReversiCommonSetup, self->n_games);
  for (guint i = 0; i < self->n_games; i++)
    if (!self->games[i]->course_setup)
      reversi_common_setup_load (&self->common_setups[i], self->games[i]);
  g_autofree char *id = g_settings_get_string (settings, "game");
  guint chosen = 0;
  for (guint i = 0; i < self->n_games; i++)
    if (g_str_equal (self->games[i]->id, id))
      chosen = i;
  show_game (self, chosen);
  gtk_drop_down_set_selected (self->game_dropdown, chosen);
  return self;
}
