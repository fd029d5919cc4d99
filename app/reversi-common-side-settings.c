/* reversi-common-side-settings.c: one side's players of a GameRules game. */
#include "reversi-common-side-settings.h"

#include <glib/gi18n-lib.h>

#include "computer-player.h"
#include "reversi-side-settings.h"

/* Rows of the kind drop-down, in the order of the template's list. */
enum { KIND_HUMAN, KIND_COMPUTER };

struct _ReversiCommonSideSettings {
  GtkWidget parent_instance;

  /* Template children. */
  GtkDropDown *kind;
  GtkWidget *human_box;
  GtkEntry *name_entry;
  GtkWidget *computer_box;
  GtkDropDown *strategy;
  GtkWidget *depth_label;
  GtkSpinButton *depth;
  GtkSpinButton *time_limit;
  GtkLabel *computer_name;

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
  side->is_computer = gtk_drop_down_get_selected (self->kind) == KIND_COMPUTER;
  guint row = gtk_drop_down_get_selected (self->strategy);
  if (row < (guint) self->n_strategies)
    side->computer.strategy = self->strategies[row];
  side->computer.depth = gtk_spin_button_get_value_as_int (self->depth);
  side->time_limit = gtk_spin_button_get_value_as_int (self->time_limit);
  g_free (side->name);
  side->name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->name_entry))));
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
  gtk_widget_set_visible (self->human_box, !side.is_computer);
  gtk_widget_set_visible (self->computer_box, side.is_computer);
  gboolean depth = self->game->uses_depth[side.computer.strategy];
  gtk_widget_set_visible (self->depth_label, depth);
  gtk_widget_set_visible (GTK_WIDGET (self->depth), depth);
  g_autofree char *name = reversi_game_computer_name (self->game, &side.computer);
  g_autofree char *text = g_strdup_printf (_("Name: %s"), name);
  gtk_label_set_text (self->computer_name, text);
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
  gtk_drop_down_set_model (self->strategy, G_LIST_MODEL (names));
  g_object_unref (names);
  for (int s = 0; s < self->n_strategies; s++)
    if (self->strategies[s] == side->computer.strategy)
      gtk_drop_down_set_selected (self->strategy, (guint) s);
  gtk_drop_down_set_selected (self->kind, side->is_computer ? KIND_COMPUTER : KIND_HUMAN);
  gtk_spin_button_set_value (self->depth, side->computer.depth);
  gtk_spin_button_set_value (self->time_limit, side->time_limit);
  gtk_editable_set_text (GTK_EDITABLE (self->name_entry), side->name ? side->name : "");

  const char *side_name = reversi_game_side_name (game, side_index);
  /* TRANSLATORS: the accessible names of a side's choices; %s is the side ("X", "First"). */
  g_autofree char *kind_name = g_strdup_printf (_("%s is played by"), side_name);
  g_autofree char *strategy_name = g_strdup_printf (_("Strategy of %s"), side_name);
  reversi_drop_down_set_accessible_name (self->kind, kind_name);
  reversi_drop_down_set_accessible_name (self->strategy, strategy_name);
  self->filling = FALSE;
  on_choice_changed (self);
}

static void
reversi_common_side_settings_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), REVERSI_TYPE_COMMON_SIDE_SETTINGS);
  /* Not every child of the template is bound, so all are let go here. */
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))))
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (reversi_common_side_settings_parent_class)->dispose (object);
}

static void
reversi_common_side_settings_class_init (ReversiCommonSideSettingsClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  G_OBJECT_CLASS (klass)->dispose = reversi_common_side_settings_dispose;

  /**
   * ReversiCommonSideSettings::changed:
   *
   * A choice was changed.
   */
  signals[SIGNAL_CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (
      widget_class, "/io/github/reversi_kit/Reversi/reversi-common-side-settings.ui");
  gtk_widget_class_bind_template_child (widget_class, ReversiCommonSideSettings, kind);
  gtk_widget_class_bind_template_child (widget_class, ReversiCommonSideSettings, human_box);
  gtk_widget_class_bind_template_child (widget_class, ReversiCommonSideSettings, name_entry);
  gtk_widget_class_bind_template_child (widget_class, ReversiCommonSideSettings, computer_box);
  gtk_widget_class_bind_template_child (widget_class, ReversiCommonSideSettings, strategy);
  gtk_widget_class_bind_template_child (widget_class, ReversiCommonSideSettings, depth_label);
  gtk_widget_class_bind_template_child (widget_class, ReversiCommonSideSettings, depth);
  gtk_widget_class_bind_template_child (widget_class, ReversiCommonSideSettings, time_limit);
  gtk_widget_class_bind_template_child (widget_class, ReversiCommonSideSettings, computer_name);
  gtk_widget_class_bind_template_callback (widget_class, on_choice_changed);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
reversi_common_side_settings_init (ReversiCommonSideSettings *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_entry_set_placeholder_text (self->name_entry, computer_player_student_id ());
  /* Named again for a side once its game is shown. */
  reversi_drop_down_set_accessible_name (self->kind, _("Played by"));
  reversi_drop_down_set_accessible_name (self->strategy, _("Strategy of the computer"));
  GtkSpinButton *numbers[] = { self->depth, self->time_limit };
  for (guint i = 0; i < G_N_ELEMENTS (numbers); i++)
    gtk_text_set_activates_default (GTK_TEXT (gtk_editable_get_delegate (GTK_EDITABLE (numbers[i]))),
                                    TRUE);
}
