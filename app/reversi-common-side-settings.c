/* SPDX-License-Identifier: MIT */
/* reversi-common-side-settings.c: one side's players of a GameRules game. */
#include "reversi-common-side-settings.h"

#include <glib/gi18n-lib.h>

#include "reversi-side-settings.h"

/* Rows of the kind drop-down, in the order of the template's list. */
enum { KIND_HUMAN, KIND_COMPUTER };

struct _ReversiCommonSideSettings {
  GtkWidget parent_instance;

  /* Template children. */
  ReversiSideChoices choices;
  GtkWidget *depth_label;

  const ReversiGameInfo *game;
  /* strategies[i] is the strategy of row i of the strategy drop-down:
   * the ones the game has. */
  ReversiCommonStrategy strategies[REVERSI_COMMON_STRATEGY_COUNT];
  int n_strategies;
  gboolean filling;   /* the choices are being set: say nothing */
};

G_DEFINE_FINAL_TYPE (ReversiCommonSideSettings, reversi_common_side_settings, GTK_TYPE_WIDGET)

enum { SIGNAL_CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

void
reversi_common_side_settings_get_side (ReversiCommonSideSettings *self, ReversiCommonSide *side)
{
  side->is_computer = gtk_drop_down_get_selected (self->choices.kind) == KIND_COMPUTER;
  guint row = gtk_drop_down_get_selected (self->choices.strategy);
  if (row < (guint) self->n_strategies)
    side->computer.strategy = self->strategies[row];
  side->computer.depth = gtk_spin_button_get_value_as_int (self->choices.depth);
  side->time_limit = gtk_spin_button_get_value_as_int (self->choices.time_limit);
  g_free (side->name);
  side->name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->choices.name_entry))));
}

/* Show the human's or the computer's part, the depth only for the
 * strategies that stop at one, and the name the computer plays under. */
static void
on_choice_changed (ReversiCommonSideSettings *self)
{
  if (!self->game || self->filling)
    return;
  ReversiCommonSide side = { 0 };
  reversi_common_side_settings_get_side (self, &side);
  gtk_widget_set_visible (self->choices.human_box, !side.is_computer);
  gtk_widget_set_visible (self->choices.computer_box, side.is_computer);
  gboolean depth = self->game->uses_depth[side.computer.strategy];
  gtk_widget_set_visible (self->depth_label, depth);
  gtk_widget_set_visible (GTK_WIDGET (self->choices.depth), depth);
  g_autofree char *name = reversi_game_computer_name (self->game, &side.computer);
  g_autofree char *text = g_strdup_printf (_("Name: %s"), name);
  gtk_label_set_text (self->choices.computer_name, text);
  g_free (side.name);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

void
reversi_common_side_settings_set_side (ReversiCommonSideSettings *self, const ReversiGameInfo *game,
                                      int side_index, const ReversiCommonSide *side)
{
  self->filling = TRUE;
  self->game = game;
  self->n_strategies = 0;
  GtkStringList *names = gtk_string_list_new (NULL);
  for (int s = 0; s < REVERSI_COMMON_STRATEGY_COUNT; s++)
    if (reversi_game_has_strategy (game, (ReversiCommonStrategy) s)) {
      self->strategies[self->n_strategies++] = (ReversiCommonStrategy) s;
      gtk_string_list_append (names, reversi_game_strategy_label (game, (ReversiCommonStrategy) s));
    }
  gtk_drop_down_set_model (self->choices.strategy, G_LIST_MODEL (names));
  g_object_unref (names);
  for (int s = 0; s < self->n_strategies; s++)
    if (self->strategies[s] == side->computer.strategy)
      gtk_drop_down_set_selected (self->choices.strategy, (guint) s);
  gtk_drop_down_set_selected (self->choices.kind, side->is_computer ? KIND_COMPUTER : KIND_HUMAN);
  gtk_spin_button_set_value (self->choices.depth, side->computer.depth);
  gtk_spin_button_set_value (self->choices.time_limit, side->time_limit);
  gtk_editable_set_text (GTK_EDITABLE (self->choices.name_entry), side->name ? side->name : "");

  const char *side_name = reversi_game_side_name (game, side_index);
  /* TRANSLATORS: the accessible names of a side's choices; %s is the side ("X", "First"). */
  g_autofree char *kind_name = g_strdup_printf (_("%s is played by"), side_name);
  g_autofree char *strategy_name = g_strdup_printf (_("Strategy of %s"), side_name);
  reversi_drop_down_set_accessible_name (self->choices.kind, kind_name);
  reversi_drop_down_set_accessible_name (self->choices.strategy, strategy_name);
  self->filling = FALSE;
  on_choice_changed (self);
}

static void
reversi_common_side_settings_dispose (GObject *object)
{
  reversi_side_choices_dispose (GTK_WIDGET (object), REVERSI_TYPE_COMMON_SIDE_SETTINGS);
  G_OBJECT_CLASS (reversi_common_side_settings_parent_class)->dispose (object);
}

static void
reversi_common_side_settings_class_init (ReversiCommonSideSettingsClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  G_OBJECT_CLASS (klass)->dispose = reversi_common_side_settings_dispose;
  signals[SIGNAL_CHANGED] = reversi_side_choices_class_init (
      widget_class, "/io/github/reversi_kit/Reversi/reversi-common-side-settings.ui",
      G_STRUCT_OFFSET (ReversiCommonSideSettings, choices), G_CALLBACK (on_choice_changed));
  gtk_widget_class_bind_template_child (widget_class, ReversiCommonSideSettings, depth_label);
}

static void
reversi_common_side_settings_init (ReversiCommonSideSettings *self)
{
  reversi_side_choices_init (GTK_WIDGET (self), &self->choices, NULL);
  /* Named again for a side once its game is shown. */
  reversi_drop_down_set_accessible_name (self->choices.kind, _("Played by"));
  reversi_drop_down_set_accessible_name (self->choices.strategy, _("Strategy of the computer"));
}
