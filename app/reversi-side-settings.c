/* SPDX-License-Identifier: MIT */
/* reversi-side-settings.c: the choices for one colour in the start-game dialog. */
#include "reversi-side-settings.h"

#include <glib/gi18n-lib.h>

#include "computer-player.h"
#include "evaluator.h"

/* The time limit the strongest setting takes when none is chosen. */
#define REVERSI_SIDE_STRONG_SECONDS 5

/* Rows of the kind drop-down, in the order of the template's list. */
enum { KIND_HUMAN, KIND_COMPUTER };

struct _ReversiSideSettings {
  GtkWidget parent_instance;

  /* Template children. */
  ReversiSideChoices choices;
  GtkSpinButton *perfect;
  GtkDropDown *evaluator;
  GtkWidget *strong_button;

  int side;   /* 0 Black, 1 White */
  /* strategies[i] is the Strategy of row i of the strategy drop-down:
   * only the ones this build has are listed. */
  Strategy strategies[STRATEGY_COUNT];
  int n_strategies;
  int n_evaluators;          /* rows of the evaluator drop-down */
  Strategy shown_strategy;   /* whose defaults the numbers were last set to */
  gboolean loading;          /* set_setup is filling in a whole setup */
};

G_DEFINE_FINAL_TYPE (ReversiSideSettings, reversi_side_settings, GTK_TYPE_WIDGET)

enum { PROP_0, PROP_SIDE, N_PROPS };
static GParamSpec *properties[N_PROPS];

enum { SIGNAL_CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

void
reversi_side_settings_get_setup (ReversiSideSettings *self, ReversiSideSetup *side)
{
  side->is_computer = gtk_drop_down_get_selected (self->choices.kind) == KIND_COMPUTER;
  player_config_init (&side->config);
  guint strategy_row = gtk_drop_down_get_selected (self->choices.strategy);
  if (strategy_row < (guint) self->n_strategies)
    side->config.strategy = self->strategies[strategy_row];
  side->config.depth = gtk_spin_button_get_value_as_int (self->choices.depth);
  side->config.perfect_empties = gtk_spin_button_get_value_as_int (self->perfect);
  side->config.eval_index = (int) gtk_drop_down_get_selected (self->evaluator);
  side->time_limit = gtk_spin_button_get_value_as_int (self->choices.time_limit);
  g_free (side->name);
  side->name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->choices.name_entry))));
}

/* Show the human's or the computer's part, and the name the computer
 * will play under (exercise 22), or why it cannot play. */
static void
on_choice_changed (ReversiSideSettings *self)
{
  ReversiSideSetup side = { 0 };
  reversi_side_settings_get_setup (self, &side);
  gtk_widget_set_visible (self->choices.human_box, !side.is_computer);
  gtk_widget_set_visible (self->choices.computer_box, side.is_computer);

  g_autoptr (GError) error = NULL;
  Player *player = player_config_create_player (&side.config, &error);
  if (player) {
    g_autofree char *text = g_strdup_printf (_("Name: %s"), player_name (player));
    gtk_label_set_text (self->choices.computer_name, text);
    player_free (player);
  } else {
    gtk_label_set_text (self->choices.computer_name, error->message);
  }
  g_free (side.name);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

void
reversi_side_settings_set_setup (ReversiSideSettings *self, const ReversiSideSetup *side)
{
  self->loading = TRUE;
  gtk_drop_down_set_selected (self->choices.kind, side->is_computer ? KIND_COMPUTER : KIND_HUMAN);
  for (int s = 0; s < self->n_strategies; s++)
    if (self->strategies[s] == side->config.strategy)
      gtk_drop_down_set_selected (self->choices.strategy, (guint) s);
  gtk_spin_button_set_value (self->choices.depth, side->config.depth);
  gtk_spin_button_set_value (self->perfect, side->config.perfect_empties);
  gtk_drop_down_set_selected (self->evaluator,
                              (guint) CLAMP (side->config.eval_index, 0, self->n_evaluators - 1));
  gtk_spin_button_set_value (self->choices.time_limit, side->time_limit);
  gtk_editable_set_text (GTK_EDITABLE (self->choices.name_entry), side->name ? side->name : "");
  self->shown_strategy = side->config.strategy;
  self->loading = FALSE;
  /* A choice that was already showing changes nothing and says nothing. */
  on_choice_changed (self);
}

/* The strongest setting: the enhanced player deepening until its time
 * is up (player_config_until_stopped), so it needs a time limit: the
 * one chosen, else REVERSI_SIDE_STRONG_SECONDS. */
static void
on_strong_clicked (ReversiSideSettings *self)
{
  ReversiSideSetup side = { 0 };
  reversi_side_settings_get_setup (self, &side);
  side.is_computer = TRUE;
  player_config_init (&side.config);
  if (!player_config_parse (&side.config, strategy_id (STRATEGY_ENHANCED), NULL))
    return;
  side.config.depth = PLAYER_CONFIG_MAX_DEPTH;
  side.config.perfect_empties = PLAYER_CONFIG_STRONG_PERFECT;
  if (side.time_limit <= 0)
    side.time_limit = REVERSI_SIDE_STRONG_SECONDS;
  reversi_side_settings_set_setup (self, &side);
  g_free (side.name);
}

void
reversi_drop_down_set_accessible_name (GtkDropDown *drop_down, const char *name)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (drop_down), GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  -1);
  /* The name is the whole name: GTK would add the mnemonic label's text
   * ("Game Game"). */
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (drop_down), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  /* GTK 4.8's drop-down shows a screen reader its inner toggle button,
   * which has no name of its own. */
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (drop_down)); child;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_TOGGLE_BUTTON (child))
      gtk_accessible_update_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                      -1);
}

static void
set_side (ReversiSideSettings *self, int side)
{
  self->side = side;
  reversi_drop_down_set_accessible_name (self->choices.kind, side == 0 ? _("Black is played by")
                                                              : _("White is played by"));
  reversi_drop_down_set_accessible_name (self->choices.strategy, side == 0 ? _("Strategy of Black")
                                                                  : _("Strategy of White"));
  reversi_drop_down_set_accessible_name (self->evaluator, side == 0 ? _("Evaluator of Black")
                                                                   : _("Evaluator of White"));
}

static void
reversi_side_settings_get_property (GObject *object, guint prop_id, GValue *value,
                                    GParamSpec *pspec)
{
  ReversiSideSettings *self = REVERSI_SIDE_SETTINGS (object);
  switch (prop_id) {
  case PROP_SIDE:
    g_value_set_int (value, self->side);
    break;
  default:
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
  }
}

static void
reversi_side_settings_set_property (GObject *object, guint prop_id, const GValue *value,
                                    GParamSpec *pspec)
{
  ReversiSideSettings *self = REVERSI_SIDE_SETTINGS (object);
  switch (prop_id) {
  case PROP_SIDE:
    set_side (self, g_value_get_int (value));
    break;
  default:
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
  }
}

static void
reversi_side_settings_dispose (GObject *object)
{
  reversi_side_choices_dispose (GTK_WIDGET (object), REVERSI_TYPE_SIDE_SETTINGS);
  G_OBJECT_CLASS (reversi_side_settings_parent_class)->dispose (object);
}

static void
reversi_side_settings_class_init (ReversiSideSettingsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->get_property = reversi_side_settings_get_property;
  object_class->set_property = reversi_side_settings_set_property;
  object_class->dispose = reversi_side_settings_dispose;

  /**
   * ReversiSideSettings:side:
   *
   * The colour these settings are for: 0 Black, 1 White.
   */
  properties[PROP_SIDE] = g_param_spec_int ("side", NULL, NULL, 0, 1, 0,
                                            G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_CHANGED] = reversi_side_choices_class_init (
      widget_class, "/io/github/reversi_kit/Reversi/reversi-side-settings.ui",
      G_STRUCT_OFFSET (ReversiSideSettings, choices), G_CALLBACK (on_choice_changed));
  gtk_widget_class_bind_template_child (widget_class, ReversiSideSettings, perfect);
  gtk_widget_class_bind_template_child (widget_class, ReversiSideSettings, evaluator);
  gtk_widget_class_bind_template_child (widget_class, ReversiSideSettings, strong_button);
  gtk_widget_class_bind_template_callback (widget_class, on_strong_clicked);
}

/* A strategy chosen by hand brings its own depth, perfect-search empties
 * and evaluator when they differ from the last one's: the enhanced
 * player's defaults (depth 10, the trained evaluation) would be far too
 * slow or not allowed for the course's search, and the course's depth 4
 * far too weak for the enhanced player. */
static void
on_strategy_changed (ReversiSideSettings *self)
{
  guint row = gtk_drop_down_get_selected (self->choices.strategy);
  if (self->loading || row >= (guint) self->n_strategies)
    return;
  Strategy chosen = self->strategies[row];
  PlayerConfig before, after;
  player_config_init (&before);
  player_config_init (&after);
  if (!player_config_parse (&before, strategy_id (self->shown_strategy), NULL)
      || !player_config_parse (&after, strategy_id (chosen), NULL))
    return;
  self->shown_strategy = chosen;
  if (before.depth == after.depth && before.perfect_empties == after.perfect_empties
      && before.eval_index == after.eval_index)
    return;
  gtk_spin_button_set_value (self->choices.depth, after.depth);
  gtk_spin_button_set_value (self->perfect, after.perfect_empties);
  gtk_drop_down_set_selected (self->evaluator,
                              (guint) CLAMP (after.eval_index, 0, self->n_evaluators - 1));
}

/* The strategies and evaluators come from the engine's lists, so one
 * added there shows up here without touching the dialog. */
static void
fill_choices (ReversiSideSettings *self)
{
  GtkStringList *strategy_names = gtk_string_list_new (NULL);
  for (int s = 0; s < STRATEGY_COUNT; s++)
    if (strategy_is_available ((Strategy) s)) {
      self->strategies[self->n_strategies++] = (Strategy) s;
      gtk_string_list_append (strategy_names, strategy_label ((Strategy) s));
    }
  gtk_drop_down_set_model (self->choices.strategy, G_LIST_MODEL (strategy_names));
  g_object_unref (strategy_names);

  /* The engine names its evaluators for code; these say what each is. */
  static const char *const evaluator_labels[] = {
    N_("0: disc count"), N_("1: Eval8x8B (square weights)"), N_("2: Eval8x8C (your weights)"),
  };
  G_STATIC_ASSERT (G_N_ELEMENTS (evaluator_labels) == EVALUATOR_COUNT);
  GtkStringList *evaluators = gtk_string_list_new (NULL);
  for (int e = 0; e < EVALUATOR_COUNT; e++)
    gtk_string_list_append (evaluators, _(evaluator_labels[e]));
  self->n_evaluators = EVALUATOR_COUNT;
  /* The enhanced player's own evaluation, row PLAYER_CONFIG_EVAL_TRAINED. */
  G_STATIC_ASSERT (PLAYER_CONFIG_EVAL_TRAINED == EVALUATOR_COUNT);
  if (strategy_is_available (STRATEGY_ENHANCED)) {
    gtk_string_list_append (evaluators, _("3: trained (enhanced search only)"));
    self->n_evaluators++;
  }
  gtk_drop_down_set_model (self->evaluator, G_LIST_MODEL (evaluators));
  g_object_unref (evaluators);
}

static void
reversi_side_settings_init (ReversiSideSettings *self)
{
  reversi_side_choices_init (GTK_WIDGET (self), &self->choices, self->perfect);
  fill_choices (self);
  self->shown_strategy = self->strategies[gtk_drop_down_get_selected (self->choices.strategy)
                                          % (guint) self->n_strategies];
  g_signal_connect_swapped (self->choices.strategy, "notify::selected",
                            G_CALLBACK (on_strategy_changed), self);
  gtk_widget_set_visible (self->strong_button, strategy_is_available (STRATEGY_ENHANCED));
  set_side (self, 0);
}

guint
reversi_side_choices_class_init (GtkWidgetClass *widget_class, const char *resource, gssize offset,
                                 GCallback choice_changed)
{
  /**
   * ReversiSideSettings::changed:
   * ReversiCommonSideSettings::changed:
   *
   * A choice was changed.
   */
  guint changed = g_signal_new ("changed", G_TYPE_FROM_CLASS (widget_class), G_SIGNAL_RUN_LAST, 0,
                                NULL, NULL, NULL, G_TYPE_NONE, 0);
  gtk_widget_class_set_template_from_resource (widget_class, resource);
  static const struct {
    const char *name;
    gssize offset;
  } children[] = {
    { "kind", G_STRUCT_OFFSET (ReversiSideChoices, kind) },
    { "human_box", G_STRUCT_OFFSET (ReversiSideChoices, human_box) },
    { "name_entry", G_STRUCT_OFFSET (ReversiSideChoices, name_entry) },
    { "computer_box", G_STRUCT_OFFSET (ReversiSideChoices, computer_box) },
    { "strategy", G_STRUCT_OFFSET (ReversiSideChoices, strategy) },
    { "depth", G_STRUCT_OFFSET (ReversiSideChoices, depth) },
    { "time_limit", G_STRUCT_OFFSET (ReversiSideChoices, time_limit) },
    { "computer_name", G_STRUCT_OFFSET (ReversiSideChoices, computer_name) },
  };
  for (guint i = 0; i < G_N_ELEMENTS (children); i++)
    gtk_widget_class_bind_template_child_full (widget_class, children[i].name, FALSE,
                                               offset + children[i].offset);
  gtk_widget_class_bind_template_callback_full (widget_class, "on_choice_changed",
                                                choice_changed);
  /* A group, as the GtkBox the dialog had in its place (the children are
   * laid out by the template's GtkBoxLayout, without a box of their own). */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
  return changed;
}

void
reversi_side_choices_init (GtkWidget *widget, ReversiSideChoices *choices, GtkSpinButton *more)
{
  gtk_widget_init_template (widget);
  gtk_entry_set_placeholder_text (choices->name_entry, computer_player_student_id ());
  /* Enter in a number starts the game, as in the name entry.  (GTK 4.8's
   * GtkSpinButton has no activates-default of its own: its text has.) */
  GtkSpinButton *numbers[] = { choices->depth, choices->time_limit, more };
  for (guint i = 0; i < G_N_ELEMENTS (numbers); i++)
    if (numbers[i])
      gtk_text_set_activates_default (
          GTK_TEXT (gtk_editable_get_delegate (GTK_EDITABLE (numbers[i]))), TRUE);
}

void
reversi_side_choices_dispose (GtkWidget *widget, GType type)
{
  gtk_widget_dispose_template (widget, type);
  /* Not every child of the template is bound, so all are let go here. */
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (widget)))
    gtk_widget_unparent (child);
}
