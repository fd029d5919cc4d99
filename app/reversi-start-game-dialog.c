/* reversi-start-game-dialog.c: the New Game dialog. */
#include "reversi-start-game-dialog.h"

#include <glib/gi18n-lib.h>

#include "computer-player.h"
#include "evaluator.h"

static const int board_sizes[] = { 4, 6, 8, 10 };

/* The widgets of one colour, built in code because both colours are alike. */
typedef struct {
  GtkDropDown *kind;          /* 0 human, 1 computer */
  GtkWidget *human_box;
  GtkEntry *name_entry;
  GtkWidget *computer_grid;
  GtkDropDown *strategy;
  GtkSpinButton *depth;
  GtkSpinButton *perfect;
  GtkDropDown *evaluator;
  GtkLabel *computer_name;
} SideWidgets;

struct _ReversiStartGameDialog {
  GtkWindow parent_instance;
  GtkButton *cancel_button;
  GtkButton *start_button;
  GtkDropDown *size_dropdown;
  GtkCheckButton *misere_check;
  GtkBox *black_box;
  GtkBox *white_box;
  GtkLabel *error_label;

  GSettings *settings;
  SideWidgets side[2];
  /* strategies[i] is the Strategy of row i of the strategy drop-downs:
   * only the available ones are listed. */
  Strategy strategies[STRATEGY_COUNT];
  int n_strategies;
};

G_DEFINE_FINAL_TYPE (ReversiStartGameDialog, reversi_start_game_dialog, GTK_TYPE_WINDOW)

enum { SIGNAL_START_GAME, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
read_side (ReversiStartGameDialog *self, int i, ReversiSideSetup *side)
{
  SideWidgets *w = &self->side[i];
  side->is_computer = gtk_drop_down_get_selected (w->kind) == 1;
  player_config_init (&side->config);
  guint strategy_row = gtk_drop_down_get_selected (w->strategy);
  if (strategy_row < (guint) self->n_strategies)
    side->config.strategy = self->strategies[strategy_row];
  side->config.depth = gtk_spin_button_get_value_as_int (w->depth);
  side->config.perfect_empties = gtk_spin_button_get_value_as_int (w->perfect);
  side->config.eval_index = (int) gtk_drop_down_get_selected (w->evaluator);
  g_free (side->name);
  side->name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (w->name_entry))));
}

void
reversi_start_game_dialog_get_setup (ReversiStartGameDialog *self, ReversiGameSetup *setup)
{
  reversi_game_setup_init (setup);
  guint size_row = gtk_drop_down_get_selected (self->size_dropdown);
  setup->size = board_sizes[MIN (size_row, G_N_ELEMENTS (board_sizes) - 1)];
  setup->misere = gtk_check_button_get_active (self->misere_check);
  for (int i = 0; i < 2; i++)
    read_side (self, i, &setup->side[i]);
}

/* Keep the visible part and the computer's name (exercise 22) in step
 * with the choices. */
static void
update_side (ReversiStartGameDialog *self, int i)
{
  SideWidgets *w = &self->side[i];
  ReversiSideSetup side = { 0 };
  read_side (self, i, &side);
  gtk_widget_set_visible (w->human_box, !side.is_computer);
  gtk_widget_set_visible (w->computer_grid, side.is_computer);

  g_autoptr (GError) error = NULL;
  Player *player = player_config_create_player (&side.config, &error);
  if (player) {
    g_autofree char *text = g_strdup_printf (_("Name: %s"), player_name (player));
    gtk_label_set_text (w->computer_name, text);
    player_free (player);
  } else {
    gtk_label_set_text (w->computer_name, error->message);
  }
  g_free (side.name);
}

static void
on_side_changed (GObject *object, GParamSpec *pspec, gpointer user_data)
{
  ReversiStartGameDialog *self = REVERSI_START_GAME_DIALOG (user_data);
  for (int i = 0; i < 2; i++)
    update_side (self, i);
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), FALSE);
}

static GtkWidget *
grid_label (GtkGrid *grid, const char *text, GtkWidget *mnemonic_widget, int row)
{
  GtkWidget *label = gtk_label_new_with_mnemonic (text);
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), mnemonic_widget);
  gtk_grid_attach (grid, label, 0, row, 1, 1);
  gtk_grid_attach (grid, mnemonic_widget, 1, row, 1, 1);
  return label;
}

static void
build_side (ReversiStartGameDialog *self, int i, GtkBox *box)
{
  SideWidgets *w = &self->side[i];
  const char *kinds[] = { _("Human"), _("Computer"), NULL };
  w->kind = GTK_DROP_DOWN (gtk_drop_down_new_from_strings (kinds));
  gtk_accessible_update_property (GTK_ACCESSIBLE (w->kind), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  i == 0 ? _("Black is played by") : _("White is played by"), -1);
  gtk_box_append (box, GTK_WIDGET (w->kind));

  /* The human's name. */
  w->human_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  w->name_entry = GTK_ENTRY (gtk_entry_new ());
  gtk_entry_set_placeholder_text (w->name_entry, computer_player_student_id ());
  GtkWidget *name_label = gtk_label_new_with_mnemonic (_("_Name"));
  gtk_label_set_xalign (GTK_LABEL (name_label), 0.0);
  gtk_label_set_mnemonic_widget (GTK_LABEL (name_label), GTK_WIDGET (w->name_entry));
  gtk_box_append (GTK_BOX (w->human_box), name_label);
  gtk_box_append (GTK_BOX (w->human_box), GTK_WIDGET (w->name_entry));
  gtk_box_append (box, w->human_box);

  /* The computer's settings. */
  GtkGrid *grid = GTK_GRID (gtk_grid_new ());
  w->computer_grid = GTK_WIDGET (grid);
  gtk_grid_set_row_spacing (grid, 6);
  gtk_grid_set_column_spacing (grid, 8);

  GtkStringList *strategy_names = gtk_string_list_new (NULL);
  for (int s = 0; s < self->n_strategies; s++)
    gtk_string_list_append (strategy_names, strategy_label (self->strategies[s]));
  w->strategy = GTK_DROP_DOWN (gtk_drop_down_new (G_LIST_MODEL (strategy_names), NULL));
  grid_label (grid, _("S_trategy"), GTK_WIDGET (w->strategy), 0);

  w->depth = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (1, 60, 1));
  grid_label (grid, _("Search _depth"), GTK_WIDGET (w->depth), 1);

  w->perfect = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (0, 100, 1));
  gtk_widget_set_tooltip_text (GTK_WIDGET (w->perfect),
                               _("From this many empty squares on, the computer reads to the end of the game."));
  grid_label (grid, _("_Perfect search from (empties)"), GTK_WIDGET (w->perfect), 2);

  GtkStringList *evaluators = gtk_string_list_new (NULL);
  const char *evaluator_labels[EVALUATOR_COUNT] = {
    N_("0: disc count"), N_("1: Eval8x8B (square weights)"), N_("2: Eval8x8C (your weights)"),
  };
  for (int e = 0; e < EVALUATOR_COUNT; e++)
    gtk_string_list_append (evaluators, _(evaluator_labels[e]));
  w->evaluator = GTK_DROP_DOWN (gtk_drop_down_new (G_LIST_MODEL (evaluators), NULL));
  grid_label (grid, _("_Evaluator"), GTK_WIDGET (w->evaluator), 3);

  w->computer_name = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (w->computer_name, 0.0);
  gtk_label_set_wrap (w->computer_name, TRUE);
  gtk_label_set_selectable (w->computer_name, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (w->computer_name), "dim-label");
  gtk_grid_attach (grid, GTK_WIDGET (w->computer_name), 0, 4, 2, 1);
  gtk_box_append (box, GTK_WIDGET (grid));

  g_signal_connect_object (w->kind, "notify::selected", G_CALLBACK (on_side_changed), self, 0);
  g_signal_connect_object (w->strategy, "notify::selected", G_CALLBACK (on_side_changed), self, 0);
  g_signal_connect_object (w->evaluator, "notify::selected", G_CALLBACK (on_side_changed), self, 0);
  g_signal_connect_object (w->depth, "notify::value", G_CALLBACK (on_side_changed), self, 0);
  g_signal_connect_object (w->perfect, "notify::value", G_CALLBACK (on_side_changed), self, 0);
}

static void
show_setup (ReversiStartGameDialog *self, const ReversiGameSetup *setup)
{
  for (guint i = 0; i < G_N_ELEMENTS (board_sizes); i++)
    if (board_sizes[i] == setup->size)
      gtk_drop_down_set_selected (self->size_dropdown, i);
  gtk_check_button_set_active (self->misere_check, setup->misere);
  for (int i = 0; i < 2; i++) {
    SideWidgets *w = &self->side[i];
    const ReversiSideSetup *side = &setup->side[i];
    gtk_drop_down_set_selected (w->kind, side->is_computer ? 1 : 0);
    for (int s = 0; s < self->n_strategies; s++)
      if (self->strategies[s] == side->config.strategy)
        gtk_drop_down_set_selected (w->strategy, (guint) s);
    gtk_spin_button_set_value (w->depth, side->config.depth);
    gtk_spin_button_set_value (w->perfect, side->config.perfect_empties);
    gtk_drop_down_set_selected (w->evaluator, (guint) CLAMP (side->config.eval_index, 0, EVALUATOR_COUNT - 1));
    gtk_editable_set_text (GTK_EDITABLE (w->name_entry), side->name ? side->name : "");
  }
  on_side_changed (NULL, NULL, self);
}

static void
on_start_clicked (GtkButton *button, gpointer user_data)
{
  ReversiStartGameDialog *self = REVERSI_START_GAME_DIALOG (user_data);
  ReversiGameSetup setup;
  reversi_start_game_dialog_get_setup (self, &setup);
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

static void
on_cancel_clicked (GtkButton *button, gpointer user_data)
{
  gtk_window_destroy (GTK_WINDOW (user_data));
}

static void
reversi_start_game_dialog_dispose (GObject *object)
{
  ReversiStartGameDialog *self = REVERSI_START_GAME_DIALOG (object);
  g_clear_object (&self->settings);
  gtk_widget_dispose_template (GTK_WIDGET (object), REVERSI_TYPE_START_GAME_DIALOG);
  G_OBJECT_CLASS (reversi_start_game_dialog_parent_class)->dispose (object);
}

static void
reversi_start_game_dialog_class_init (ReversiStartGameDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  G_OBJECT_CLASS (klass)->dispose = reversi_start_game_dialog_dispose;
  gtk_widget_class_set_template_from_resource (
      widget_class, "/io/github/reversi_kit/Reversi/reversi-start-game-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, ReversiStartGameDialog, cancel_button);
  gtk_widget_class_bind_template_child (widget_class, ReversiStartGameDialog, start_button);
  gtk_widget_class_bind_template_child (widget_class, ReversiStartGameDialog, size_dropdown);
  gtk_widget_class_bind_template_child (widget_class, ReversiStartGameDialog, misere_check);
  gtk_widget_class_bind_template_child (widget_class, ReversiStartGameDialog, black_box);
  gtk_widget_class_bind_template_child (widget_class, ReversiStartGameDialog, white_box);
  gtk_widget_class_bind_template_child (widget_class, ReversiStartGameDialog, error_label);
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

  /* Loop over the enum so a strategy added to player-config.h shows up
   * here without touching the dialog. */
  for (int s = 0; s < STRATEGY_COUNT; s++)
    if (strategy_is_available ((Strategy) s))
      self->strategies[self->n_strategies++] = (Strategy) s;

  const char *sizes[] = { "4 × 4", "6 × 6", "8 × 8", "10 × 10", NULL };
  GtkStringList *size_list = gtk_string_list_new (sizes);
  gtk_drop_down_set_model (self->size_dropdown, G_LIST_MODEL (size_list));
  g_object_unref (size_list);

  build_side (self, 0, self->black_box);
  build_side (self, 1, self->white_box);
  g_signal_connect (self->start_button, "clicked", G_CALLBACK (on_start_clicked), self);
  g_signal_connect (self->cancel_button, "clicked", G_CALLBACK (on_cancel_clicked), self);
  gtk_window_set_default_widget (GTK_WINDOW (self), GTK_WIDGET (self->start_button));
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
  return self;
}
