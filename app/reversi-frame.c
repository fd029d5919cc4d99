/* reversi-frame.c: the main window: its lifecycle, what it shows, and the
 * moves a human makes by click or typed notation.  The other concerns of
 * the window are in the files reversi-frame-private.h lists. */
#include "reversi-frame-private.h"

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "config.h"
#include "reversi-autosave.h"

G_DEFINE_FINAL_TYPE (ReversiFrame, reversi_frame, GTK_TYPE_APPLICATION_WINDOW)

/* ---------------------------------------------------------------- helpers */

gboolean
_reversi_frame_is_over (ReversiFrame *self)
{
  return game_is_over (self->game);
}

gboolean
_reversi_frame_is_thinking (ReversiFrame *self)
{
  return self->search != NULL || self->pause_id != 0;
}

gboolean
_reversi_frame_human_may_move (ReversiFrame *self)
{
  return !_reversi_frame_is_over (self) && game_player_to_move (self->game)->is_human
         && !_reversi_frame_is_thinking (self);
}

/* The colour that played move i of the record: colours alternate every
 * ply, passes included. */
static int
mover_of (const Game *game, int i)
{
  return i % 2 == 0 ? game->start.color : -game->start.color;
}

int
_reversi_frame_undo_target (ReversiFrame *self)
{
  for (int i = self->game->move_count - 1; i >= 0; i--) {
    Player *p = self->game->player[COLOR_INDEX (mover_of (self->game, i))];
    if (p && p->is_human)
      return i;
  }
  return -1;
}

char *
_reversi_frame_last_move_notation (ReversiFrame *self)
{
  if (self->game->move_count == 0)
    return g_strdup ("");
  char text[SASHITE_NOTATION_SIZE];
  return g_strdup (sashite_to_notation (self->game->sasiteretu[self->game->move_count - 1],
                                        self->game->start.size, text));
}

char *
_reversi_frame_relay_text (ReversiFrame *self)
{
  const Game *game = self->game;
  if (game->move_count == 0)
    return g_strdup ("");
  Sashite move = game->sasiteretu[game->move_count - 1];
  int mover = mover_of (game, game->move_count - 1);
  if (sashite_is_pass (move))
    /* TRANSLATORS: the relay text when a side passes; %s is "Black" or "White". */
    return g_strdup_printf (_("%s passes"), color_name (mover));
  char text[SASHITE_NOTATION_SIZE];
  /* TRANSLATORS: the relay text of a move: colour and square, "White: c4". */
  return g_strdup_printf (_("%s: %s"), color_name (mover),
                          sashite_to_notation (move, game->start.size, text));
}

void
_reversi_frame_set_message (ReversiFrame *self, const char *text, gboolean is_error)
{
  g_free (self->message);
  self->message = text && *text ? g_strdup (text) : NULL;
  self->message_is_error = is_error;
  reversi_relay_panel_set_message (self->relay_panel, self->message, is_error);
}

void
_reversi_frame_show_error (ReversiFrame *self, const char *primary, const char *secondary)
{
  _reversi_frame_set_message (self, secondary, TRUE);
  GtkWidget *dialog = gtk_message_dialog_new (GTK_WINDOW (self), GTK_DIALOG_MODAL
                                              | GTK_DIALOG_DESTROY_WITH_PARENT,
                                              GTK_MESSAGE_ERROR, GTK_BUTTONS_CLOSE, "%s", primary);
  gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s", secondary);
  g_signal_connect (dialog, "response", G_CALLBACK (gtk_window_destroy), NULL);
  gtk_window_present (GTK_WINDOW (dialog));
  _reversi_frame_update_view (self);
}

/* ------------------------------------------------------------------- view */

/* What the last computer move found, for the search label. */
static char *
report_text (ReversiFrame *self)
{
  const SearchReport *r = &self->report;
  int mover = mover_of (self->game, self->report_move_count - 1);
  char move[SASHITE_NOTATION_SIZE];
  sashite_to_notation (r->move, self->game->start.size, move);
  GString *s = g_string_new (NULL);
  if (r->exact)
    /* TRANSLATORS: after a computer move found by perfect search: colour, move, final disc difference, depth. */
    g_string_append_printf (s, _("%s %s: value %+d discs (perfect search, %d plies)"),
                            color_name (mover), move, r->value / FINAL_DISC_VALUE, r->depth);
  else
    /* TRANSLATORS: after a computer move: colour, move, evaluation value, search depth. */
    g_string_append_printf (s, _("%s %s: value %+d at depth %d"), color_name (mover), move,
                            r->value, r->depth);
  g_string_append_c (s, '\n');
  g_autofree char *nodes = g_strdup_printf ("%" G_GUINT64_FORMAT, r->nodes);
  g_autofree char *evaluations = g_strdup_printf ("%" G_GUINT64_FORMAT, r->evaluations);
  /* Below a millisecond the rate says more about the clock than the search. */
  g_autofree char *rate = r->seconds >= 0.001
                              ? g_strdup_printf ("%.0f", (double) r->nodes / r->seconds)
                              : g_strdup ("-");
  /* TRANSLATORS: positions searched, evaluations made (numbers), the search time in seconds
   * and the positions searched per second. */
  g_string_append_printf (s, _("%s nodes, %s evaluations in %.2f s (%s nodes/s)"), nodes,
                          evaluations, r->seconds, rate);
  if (r->stopped) {
    g_string_append_c (s, ' ');
    g_string_append (s, _("(stopped early: the best move found so far)"));
  }
  if (r->best_line_length > 1) {
    g_autofree char *line = search_report_line_to_text (r, self->game->start.size);
    g_string_append_c (s, '\n');
    g_string_append_printf (s, _("Expected line: %s"), line);
  }
  return g_string_free (s, FALSE);
}

/* The side panel's labels: whose turn, the result, the players, the discs. */
static void
update_labels (ReversiFrame *self)
{
  const Game *game = self->game;
  const Kyokumen *k = &game->kyokumen;
  gboolean over = _reversi_frame_is_over (self);

  g_autofree char *turn = over ? g_strdup (_("Game over"))
                               : g_strdup_printf (_("%s to move"), color_name (k->color));
  gtk_label_set_text (self->turn_label, turn);

  if (over) {
    GameResult r;
    game_result (game, &r);
    g_autofree char *result = game_result_to_text (&r);
    gtk_label_set_text (self->result_label, result);
  }
  gtk_widget_set_visible (GTK_WIDGET (self->result_label), over);

  g_autofree char *players = g_strdup_printf (_("Black: %s\nWhite: %s"),
                                              player_name (game->player[0]),
                                              player_name (game->player[1]));
  g_autofree char *players_rule = game->misere
      ? g_strconcat (players, "\n", _("Misère: the fewest discs wins."), NULL)
      : g_strdup (players);
  gtk_label_set_text (self->players_label, players_rule);
  g_autofree char *counts = g_strdup_printf (_("Discs: Black %d, White %d"), k->ishisuu[0],
                                             k->ishisuu[1]);
  gtk_label_set_text (self->counts_label, counts);
}

/* The search label: what the last computer move found, while it is still
 * the game's history (undo can take it back). */
static void
update_search_report (ReversiFrame *self)
{
  gboolean show = self->report_move_count > 0
                  && self->report_move_count <= self->game->move_count;
  if (show) {
    g_autofree char *text = report_text (self);
    gtk_label_set_text (self->search_label, text);
  }
  gtk_widget_set_visible (GTK_WIDGET (self->search_label), show);
}

/* The relay panel: the last move in large text, and what the window waits for. */
static void
update_relay_panel (ReversiFrame *self)
{
  Game *game = self->game;
  int to_move = game->kyokumen.color;
  gboolean human = _reversi_frame_human_may_move (self);
  gboolean must_pass = human && game_must_pass (game);

  g_autofree char *relay = _reversi_frame_relay_text (self);
  reversi_relay_panel_set_relay_text (self->relay_panel, relay);

  g_autofree char *prompt = NULL;
  if (_reversi_frame_is_over (self))
    prompt = g_strdup (_("The game is over. Press Game to play again."));
  else if (must_pass)
    prompt = g_strdup_printf (_("%s has no legal move and must pass: press Pass or type “pass”."),
                              color_name (to_move));
  else if (human)
    prompt = g_strdup_printf (_("%s to move: click a square, or type the move (such as “c4”) and press Enter."),
                              color_name (to_move));
  else if (_reversi_frame_is_thinking (self))
    prompt = g_strdup_printf (_("The computer (%s) is thinking."), color_name (to_move));
  else if (self->computer_failed)
    prompt = g_strdup (_("The computer could not move. Undo, or start a new game."));
  reversi_relay_panel_set_prompt (self->relay_panel, prompt);
  reversi_relay_panel_set_accepting (self->relay_panel, human, must_pass);
}

void
_reversi_frame_update_view (ReversiFrame *self)
{
  Game *game = self->game;
  gboolean thinking = _reversi_frame_is_thinking (self);
  gboolean human = _reversi_frame_human_may_move (self);

  const Sashite *last = game->move_count > 0 ? &game->sasiteretu[game->move_count - 1] : NULL;
  reversi_board_view_set_position (self->board_view, &game->kyokumen, last);
  reversi_board_view_set_interactive (self->board_view, human);
  reversi_board_view_set_show_hints (self->board_view,
                                     g_settings_get_boolean (self->settings, "show-legal-moves"));
  reversi_move_list_set_game (self->move_list, game);

  update_labels (self);
  gtk_widget_set_visible (self->thinking_box, thinking);
  gtk_spinner_set_spinning (self->spinner, thinking);
  gtk_widget_set_visible (self->stop_button, self->search != NULL);
  update_search_report (self);
  update_relay_panel (self);
  _reversi_frame_actions_update (self);

  if (human)
    reversi_relay_panel_focus_entry (self->relay_panel);

  _reversi_frame_write_state_file (self);
}

/* ------------------------------------------------------------ the game */

void
_reversi_frame_game_changed (ReversiFrame *self)
{
  _reversi_frame_autosave (self);
  _reversi_frame_schedule_computer (self);
  _reversi_frame_update_view (self);
}

/* Replace the game (taking game, copying setup), dropping any search. */
static void
replace_game (ReversiFrame *self, Game *game, const ReversiGameSetup *setup)
{
  _reversi_frame_cancel_search (self);
  game_free (self->game);
  self->game = game;
  reversi_game_setup_clear (&self->setup);
  reversi_game_setup_copy (&self->setup, setup);
  self->report_move_count = 0;
  self->computer_failed = FALSE;
  _reversi_frame_set_message (self, NULL, FALSE);
  reversi_relay_panel_clear_entry (self->relay_panel);
  _reversi_frame_game_changed (self);
}

gboolean
reversi_frame_start_game (ReversiFrame *self, const ReversiGameSetup *setup, GError **error)
{
  Game *game = reversi_game_setup_create_game (setup, error);
  if (!game)
    return FALSE;
  replace_game (self, game, setup);
  return TRUE;
}

gboolean
reversi_frame_load_record (ReversiFrame *self, const GameRecord *record, GError **error)
{
  ReversiGameSetup setup;
  reversi_game_setup_init (&setup);
  if (!reversi_game_setup_from_record (&setup, record, error)) {
    reversi_game_setup_clear (&setup);
    return FALSE;
  }
  Game *game = reversi_game_setup_create_game (&setup, error);
  if (!game) {
    reversi_game_setup_clear (&setup);
    return FALSE;
  }
  game_record_restore (record, game);
  replace_game (self, game, &setup);
  reversi_game_setup_clear (&setup);
  return TRUE;
}

/* ------------------------------------------------------------ human moves */

/* A refused move: say why, and select the typed text so the next try
 * replaces it. */
static void
refuse_move (ReversiFrame *self, const char *reason)
{
  _reversi_frame_set_message (self, reason, TRUE);
  reversi_relay_panel_select_entry (self->relay_panel);
  _reversi_frame_update_view (self);
}

static void
play_human_move (ReversiFrame *self, Sashite move)
{
  if (!_reversi_frame_is_over (self) && !_reversi_frame_human_may_move (self)) {
    g_autofree char *text = g_strdup_printf (_("It is not your turn: the computer (%s) is to move."),
                                             color_name (self->game->kyokumen.color));
    refuse_move (self, text);
    return;
  }
  g_autoptr (GError) error = NULL;
  if (!game_play (self->game, move, &error)) {
    refuse_move (self, error->message);
    return;
  }
  _reversi_frame_set_message (self, NULL, FALSE);
  reversi_relay_panel_clear_entry (self->relay_panel);
  _reversi_frame_game_changed (self);
}

static void
on_move_entered (ReversiRelayPanel *panel, const char *text, gpointer user_data)
{
  ReversiFrame *self = REVERSI_FRAME (user_data);
  Sashite move;
  g_autoptr (GError) error = NULL;
  if (!sashite_from_notation (text, self->game->start.size, &move, &error)) {
    refuse_move (self, error->message);
    return;
  }
  play_human_move (self, move);
}

static void
on_square_clicked (ReversiBoardView *view, int col, int row, gpointer user_data)
{
  ReversiFrame *self = REVERSI_FRAME (user_data);
  play_human_move (self, sashite_from_square (self->game->start.size, col, row));
}

/* ------------------------------------------------------------- lifecycle */

static void
on_show_hints_changed (GSettings *settings, const char *key, gpointer user_data)
{
  _reversi_frame_update_view (REVERSI_FRAME (user_data));
}

static gboolean
on_close_request (GtkWindow *window, gpointer user_data)
{
  ReversiFrame *self = REVERSI_FRAME (window);
  _reversi_frame_cancel_search (self);
  /* An unfinished game stays on disk, to be offered at the next start. */
  if (self->game && (_reversi_frame_is_over (self) || self->game->move_count == 0))
    g_unlink (self->autosave_path);
  return FALSE;
}

static void
reversi_frame_dispose (GObject *object)
{
  ReversiFrame *self = REVERSI_FRAME (object);
  _reversi_frame_cancel_search (self);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->orphans, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (object), REVERSI_TYPE_FRAME);
  G_OBJECT_CLASS (reversi_frame_parent_class)->dispose (object);
}

static void
reversi_frame_finalize (GObject *object)
{
  ReversiFrame *self = REVERSI_FRAME (object);
  game_free (self->game);
  reversi_game_setup_clear (&self->setup);
  g_free (self->message);
  g_free (self->autosave_path);
  G_OBJECT_CLASS (reversi_frame_parent_class)->finalize (object);
}

static void
reversi_frame_class_init (ReversiFrameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->dispose = reversi_frame_dispose;
  object_class->finalize = reversi_frame_finalize;

  g_type_ensure (REVERSI_TYPE_BOARD_VIEW);
  g_type_ensure (REVERSI_TYPE_RELAY_PANEL);
  g_type_ensure (REVERSI_TYPE_MOVE_LIST);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/reversi_kit/Reversi/reversi-frame.ui");
  gtk_widget_class_bind_template_child (widget_class, ReversiFrame, board_view);
  gtk_widget_class_bind_template_child (widget_class, ReversiFrame, undo_button);
  gtk_widget_class_bind_template_child (widget_class, ReversiFrame, stop_button);
  gtk_widget_class_bind_template_child (widget_class, ReversiFrame, turn_label);
  gtk_widget_class_bind_template_child (widget_class, ReversiFrame, result_label);
  gtk_widget_class_bind_template_child (widget_class, ReversiFrame, players_label);
  gtk_widget_class_bind_template_child (widget_class, ReversiFrame, counts_label);
  gtk_widget_class_bind_template_child (widget_class, ReversiFrame, thinking_box);
  gtk_widget_class_bind_template_child (widget_class, ReversiFrame, spinner);
  gtk_widget_class_bind_template_child (widget_class, ReversiFrame, search_label);
  gtk_widget_class_bind_template_child (widget_class, ReversiFrame, relay_panel);
  gtk_widget_class_bind_template_child (widget_class, ReversiFrame, move_list);
  gtk_widget_class_bind_template_callback (widget_class, on_move_entered);
  gtk_widget_class_bind_template_callback (widget_class, on_square_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_close_request);

  _reversi_frame_class_actions_init (klass);
}

/* The game the settings remember, or the defaults when a remembered
 * player cannot be made (settings from another build, with a strategy
 * this one lacks). */
static void
start_remembered_game (ReversiFrame *self)
{
  ReversiGameSetup setup;
  reversi_game_setup_init (&setup);
  reversi_game_setup_load (&setup, self->settings);
  self->game = reversi_game_setup_create_game (&setup, NULL);
  if (!self->game) {
    reversi_game_setup_clear (&setup);
    reversi_game_setup_init (&setup);
    self->game = reversi_game_setup_create_game (&setup, NULL);
  }
  reversi_game_setup_copy (&self->setup, &setup);
  reversi_game_setup_clear (&setup);
}

static void
reversi_frame_init (ReversiFrame *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->settings = g_settings_new (APPLICATION_ID);
  self->autosave_path = reversi_autosave_own_path ();
  _reversi_frame_actions_init (self);
  g_signal_connect_object (self->settings, "changed::show-legal-moves",
                           G_CALLBACK (on_show_hints_changed), self, 0);

  /* The application may replace this game straight away (command line,
   * --open); until then the window has a game to show. */
  start_remembered_game (self);
}

ReversiFrame *
reversi_frame_new (GtkApplication *app)
{
  return g_object_new (REVERSI_TYPE_FRAME, "application", app, NULL);
}
