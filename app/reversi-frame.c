/* reversi-frame.c: the main window: the game, its players and what is shown. */
#include "reversi-frame.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "alpha-beta.h"
#include "config.h"
#include "reversi-autosave.h"
#include "reversi-board-view.h"
#include "reversi-error.h"
#include "reversi-move-list.h"
#include "reversi-paste-dialog.h"
#include "reversi-relay-panel.h"
#include "reversi-resume-dialog.h"
#include "reversi-search.h"
#include "reversi-start-game-dialog.h"

/* When two computers play each other, a short pause between their moves
 * lets people follow the game. */
#define COMPUTER_PAUSE_MS 500

struct _ReversiFrame {
  GtkApplicationWindow parent_instance;

  /* Template children. */
  ReversiBoardView *board_view;
  GtkWidget *undo_button;
  GtkWidget *stop_button;
  GtkLabel *turn_label;
  GtkLabel *result_label;
  GtkLabel *players_label;
  GtkLabel *counts_label;
  GtkWidget *thinking_box;
  GtkSpinner *spinner;
  GtkLabel *search_label;
  ReversiRelayPanel *relay_panel;
  ReversiMoveList *move_list;

  GSettings *settings;
  ReversiGameSetup setup;     /* how the current game's players were made */
  Game *game;

  ReversiSearch *search;      /* the running search, or NULL */
  guint pause_id;             /* a computer move waiting for the pause to end */
  gboolean computer_failed;   /* the computer could not move: wait for the user */

  SearchReport report;        /* what the last computer move found */
  int report_move_count;      /* game->move_count just after that move; 0: none */

  char *message;              /* last error or note shown, or NULL */
  gboolean message_is_error;
  char *autosave_path;

  GPtrArray *orphans;         /* autosaves offered for resuming */
  guint orphan_index;
};

G_DEFINE_FINAL_TYPE (ReversiFrame, reversi_frame, GTK_TYPE_APPLICATION_WINDOW)

static void game_changed (ReversiFrame *self);
static void update_view (ReversiFrame *self);

/* ---------------------------------------------------------------- helpers */

static gboolean
is_over (ReversiFrame *self)
{
  return game_is_over (self->game);
}

static gboolean
human_to_move (ReversiFrame *self)
{
  return !is_over (self) && game_player_to_move (self->game)->is_human;
}

static gboolean
is_thinking (ReversiFrame *self)
{
  return self->search != NULL || self->pause_id != 0;
}

/* The colour that played move i of the record: colours alternate every
 * ply, passes included. */
static int
mover_of (const Game *game, int i)
{
  return i % 2 == 0 ? game->start.color : -game->start.color;
}

static char *
last_move_notation (ReversiFrame *self)
{
  if (self->game->move_count == 0)
    return g_strdup ("");
  char text[SASHITE_NOTATION_SIZE];
  return g_strdup (sashite_to_notation (self->game->sasiteretu[self->game->move_count - 1],
                                        self->game->start.size, text));
}

/* "White: c4" or "Black passes": what a person relays to the other program. */
static char *
relay_text (ReversiFrame *self)
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

static void
set_message (ReversiFrame *self, const char *text, gboolean is_error)
{
  g_free (self->message);
  self->message = text && *text ? g_strdup (text) : NULL;
  self->message_is_error = is_error;
  reversi_relay_panel_set_message (self->relay_panel, self->message, is_error);
}

/* The first position, going back, where a human was to move: undo goes
 * there.  -1 when there is none. */
static int
undo_target (ReversiFrame *self)
{
  for (int i = self->game->move_count - 1; i >= 0; i--) {
    Player *p = self->game->player[COLOR_INDEX (mover_of (self->game, i))];
    if (p && p->is_human)
      return i;
  }
  return -1;
}

static void
enable_action (ReversiFrame *self, const char *name, gboolean enabled)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), name);
  if (action)
    g_simple_action_set_enabled (G_SIMPLE_ACTION (action), enabled);
}

static void
show_error_dialog (ReversiFrame *self, const char *primary, const char *secondary)
{
  set_message (self, secondary, TRUE);
  GtkWidget *dialog = gtk_message_dialog_new (GTK_WINDOW (self), GTK_DIALOG_MODAL
                                              | GTK_DIALOG_DESTROY_WITH_PARENT,
                                              GTK_MESSAGE_ERROR, GTK_BUTTONS_CLOSE, "%s", primary);
  gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s", secondary);
  g_signal_connect (dialog, "response", G_CALLBACK (gtk_window_destroy), NULL);
  gtk_window_present (GTK_WINDOW (dialog));
  update_view (self);
}

/* ------------------------------------------------------- state for tests */

/* The contract with the app's tests: key=value lines describing what the
 * window shows, written atomically so a reader never sees half a file. */
static void
write_state_file (ReversiFrame *self)
{
  const char *path = g_getenv ("REVERSI_STATE_FILE");
  if (!path || !*path || !self->game)
    return;

  g_autofree char *board = kyokumen_to_board_string (&self->game->kyokumen);
  g_autofree char *moves = game_record_to_text (self->game);
  g_autofree char *result = NULL;
  if (is_over (self)) {
    GameResult r;
    game_result (self->game, &r);
    result = game_result_to_text (&r);
  }
  g_autofree char *relay = relay_text (self);
  g_autofree char *last = last_move_notation (self);

  GString *s = g_string_new (NULL);
  g_string_append_printf (s, "board=%s\n", board);
  g_string_append_printf (s, "moves=%s\n", moves);
  g_string_append_printf (s, "size=%d\n", self->game->kyokumen.size);
  g_string_append_printf (s, "to_move=%s\n", self->game->kyokumen.color == BLACK ? "black" : "white");
  g_string_append_printf (s, "human_to_move=%d\n", human_to_move (self) && !is_thinking (self));
  g_string_append_printf (s, "thinking=%d\n", is_thinking (self));
  g_string_append_printf (s, "over=%d\n", is_over (self));
  g_string_append_printf (s, "result=%s\n", result ? result : "");
  g_string_append_printf (s, "relay=%s\n", relay);
  g_string_append_printf (s, "last_move=%s\n", last);
  /* One line per key: a message never spans lines in the file. */
  g_autofree char *message = g_strdup (self->message ? self->message : "");
  g_strdelimit (message, "\r\n", ' ');
  g_string_append_printf (s, "message=%s\n", message);

  GError *error = NULL;
  if (!g_file_set_contents (path, s->str, (gssize) s->len, &error)) {
    g_warning ("Cannot write the state file: %s", error->message);
    g_error_free (error);
  }
  g_string_free (s, TRUE);
}

/* -------------------------------------------------------------- autosave */

static GameRecord *
current_record (ReversiFrame *self)
{
  GameRecord *record = game_record_new ();
  reversi_game_setup_to_record (&self->setup, self->game, record);
  return record;
}

static void
autosave (ReversiFrame *self)
{
  /* Nothing played, nothing to lose: an empty file would only be offered
   * for resuming later. */
  if (self->game->move_count == 0) {
    g_unlink (self->autosave_path);
    return;
  }
  g_autofree char *dir = reversi_autosave_directory ();
  if (g_mkdir_with_parents (dir, 0700) != 0) {
    g_warning ("Cannot make %s: %s", dir, g_strerror (errno));
    return;
  }
  GameRecord *record = current_record (self);
  GError *error = NULL;
  if (!game_record_save (record, self->autosave_path, &error)) {
    g_warning ("Cannot autosave the game: %s", error->message);
    g_error_free (error);
  }
  game_record_free (record);
}

/* ------------------------------------------------------------------- view */

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

static void
update_view (ReversiFrame *self)
{
  Game *game = self->game;
  const Kyokumen *k = &game->kyokumen;
  gboolean over = is_over (self);
  gboolean thinking = is_thinking (self);
  gboolean human = human_to_move (self) && !thinking;
  int to_move = k->color;

  const Sashite *last = game->move_count > 0 ? &game->sasiteretu[game->move_count - 1] : NULL;
  reversi_board_view_set_position (self->board_view, k, last);
  reversi_board_view_set_interactive (self->board_view, human);
  reversi_board_view_set_show_hints (self->board_view,
                                     g_settings_get_boolean (self->settings, "show-legal-moves"));
  reversi_move_list_set_game (self->move_list, game);

  g_autofree char *turn = NULL;
  if (over)
    turn = g_strdup (_("Game over"));
  else
    turn = g_strdup_printf (_("%s to move"), color_name (to_move));
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

  gtk_widget_set_visible (self->thinking_box, thinking);
  gtk_spinner_set_spinning (self->spinner, thinking);
  gtk_widget_set_visible (self->stop_button, self->search != NULL);

  if (self->report_move_count > 0 && self->report_move_count <= game->move_count) {
    g_autofree char *text = report_text (self);
    gtk_label_set_text (self->search_label, text);
    gtk_widget_set_visible (GTK_WIDGET (self->search_label), TRUE);
  } else {
    gtk_widget_set_visible (GTK_WIDGET (self->search_label), FALSE);
  }

  g_autofree char *relay = relay_text (self);
  reversi_relay_panel_set_relay_text (self->relay_panel, relay);

  gboolean must_pass = human && game_must_pass (game);
  g_autofree char *prompt = NULL;
  if (over)
    prompt = g_strdup (_("The game is over. Press Game to play again."));
  else if (must_pass)
    prompt = g_strdup_printf (_("%s has no legal move and must pass: press Pass or type “pass”."),
                              color_name (to_move));
  else if (human)
    prompt = g_strdup_printf (_("%s to move: click a square, or type the move (such as “c4”) and press Enter."),
                              color_name (to_move));
  else if (thinking)
    prompt = g_strdup_printf (_("The computer (%s) is thinking."), color_name (to_move));
  else if (self->computer_failed)
    prompt = g_strdup (_("The computer could not move. Undo, or start a new game."));
  reversi_relay_panel_set_prompt (self->relay_panel, prompt);
  reversi_relay_panel_set_accepting (self->relay_panel, human, must_pass);

  enable_action (self, "undo", undo_target (self) >= 0);
  enable_action (self, "stop", self->search != NULL);

  if (human)
    reversi_relay_panel_focus_entry (self->relay_panel);

  write_state_file (self);
}

/* --------------------------------------------------------------- searches */

static void
cancel_search (ReversiFrame *self)
{
  if (self->search) {
    reversi_search_cancel (self->search);
    g_clear_object (&self->search);
  }
  g_clear_handle_id (&self->pause_id, g_source_remove);
}

static void
on_search_done (GObject *source, GAsyncResult *result, gpointer user_data)
{
  ReversiFrame *self = REVERSI_FRAME (user_data);
  ReversiSearch *search = REVERSI_SEARCH (source);
  Sashite move;
  SearchReport report;
  GError *error = NULL;
  gboolean ok = reversi_search_finish (search, result, &move, &report, &error);

  g_application_release (g_application_get_default ());

  /* A search that was cancelled (new game, undo, window closed) has
   * nothing to say: the window may even be gone already. */
  if (search != self->search) {
    g_clear_error (&error);
    g_object_unref (self);
    return;
  }
  g_clear_object (&self->search);

  if (!ok) {
    self->computer_failed = TRUE;
    g_autofree char *text = g_strdup_printf (_("The computer could not choose a move: %s"),
                                             error->message);
    set_message (self, text, TRUE);
    g_error_free (error);
    update_view (self);
    g_object_unref (self);
    return;
  }

  GError *play_error = NULL;
  if (!game_play (self->game, move, &play_error)) {
    char notation[SASHITE_NOTATION_SIZE];
    self->computer_failed = TRUE;
    g_autofree char *text = g_strdup_printf (_("The computer chose %s, which cannot be played: %s"),
                                             sashite_to_notation (move, self->game->start.size, notation),
                                             play_error->message);
    set_message (self, text, TRUE);
    g_error_free (play_error);
    update_view (self);
  } else {
    self->report = report;
    self->report_move_count = self->game->move_count;
    set_message (self, NULL, FALSE);
    game_changed (self);
  }
  g_object_unref (self);
}

static void
start_search (ReversiFrame *self)
{
  int index = COLOR_INDEX (self->game->kyokumen.color);
  self->search = reversi_search_new (&self->game->kyokumen, self->game->misere,
                                     &self->setup.side[index].config);
  /* Keep the process until the worker is done, so quitting during a
   * search waits for it to unwind instead of exiting under it. */
  g_application_hold (g_application_get_default ());
  reversi_search_run_async (self->search, on_search_done, g_object_ref (self));
}

static gboolean
on_pause_over (gpointer user_data)
{
  ReversiFrame *self = REVERSI_FRAME (user_data);
  self->pause_id = 0;
  start_search (self);
  update_view (self);
  return G_SOURCE_REMOVE;
}

/* Let the computer move if it is its turn. */
static void
schedule_computer (ReversiFrame *self)
{
  if (is_over (self) || is_thinking (self) || self->computer_failed
      || game_player_to_move (self->game)->is_human)
    return;
  gboolean both_computers = !self->game->player[0]->is_human && !self->game->player[1]->is_human;
  if (both_computers && self->game->move_count > 0)
    self->pause_id = g_timeout_add (COMPUTER_PAUSE_MS, on_pause_over, self);
  else
    start_search (self);
}

/* Everything that follows a change of the game. */
static void
game_changed (ReversiFrame *self)
{
  autosave (self);
  schedule_computer (self);
  update_view (self);
}

/* Replace the game (taking game and setup), dropping any search. */
static void
replace_game (ReversiFrame *self, Game *game, const ReversiGameSetup *setup)
{
  cancel_search (self);
  game_free (self->game);
  self->game = game;
  reversi_game_setup_clear (&self->setup);
  reversi_game_setup_copy (&self->setup, setup);
  self->report_move_count = 0;
  self->computer_failed = FALSE;
  set_message (self, NULL, FALSE);
  reversi_relay_panel_clear_entry (self->relay_panel);
  game_changed (self);
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

static void
play_human_move (ReversiFrame *self, Sashite move)
{
  GError *error = NULL;
  if (!is_over (self) && (is_thinking (self) || !game_player_to_move (self->game)->is_human)) {
    g_autofree char *text = g_strdup_printf (_("It is not your turn: the computer (%s) is to move."),
                                             color_name (self->game->kyokumen.color));
    set_message (self, text, TRUE);
    reversi_relay_panel_select_entry (self->relay_panel);
    update_view (self);
    return;
  }
  if (!game_play (self->game, move, &error)) {
    set_message (self, error->message, TRUE);
    g_error_free (error);
    reversi_relay_panel_select_entry (self->relay_panel);
    update_view (self);
    return;
  }
  set_message (self, NULL, FALSE);
  reversi_relay_panel_clear_entry (self->relay_panel);
  game_changed (self);
}

static void
on_move_entered (ReversiRelayPanel *panel, const char *text, gpointer user_data)
{
  ReversiFrame *self = REVERSI_FRAME (user_data);
  Sashite move;
  GError *error = NULL;
  if (!sashite_from_notation (text, self->game->start.size, &move, &error)) {
    set_message (self, error->message, TRUE);
    g_error_free (error);
    reversi_relay_panel_select_entry (self->relay_panel);
    update_view (self);
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

/* ---------------------------------------------------------------- actions */

static void
on_dialog_start_game (ReversiStartGameDialog *dialog, gpointer user_data)
{
  ReversiFrame *self = REVERSI_FRAME (user_data);
  ReversiGameSetup setup;
  reversi_start_game_dialog_get_setup (dialog, &setup);
  GError *error = NULL;
  if (!reversi_frame_start_game (self, &setup, &error)) {
    show_error_dialog (self, _("The game cannot start"), error->message);
    g_error_free (error);
  }
  reversi_game_setup_clear (&setup);
}

static void
new_game_action (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  ReversiFrame *self = REVERSI_FRAME (user_data);
  ReversiStartGameDialog *dialog = reversi_start_game_dialog_new (GTK_WINDOW (self), self->settings);
  g_signal_connect_object (dialog, "start-game", G_CALLBACK (on_dialog_start_game), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
undo_action (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  ReversiFrame *self = REVERSI_FRAME (user_data);
  int target = undo_target (self);
  if (target < 0)
    return;
  cancel_search (self);
  while (self->game->move_count > target)
    game_undo (self->game);
  if (self->report_move_count > self->game->move_count)
    self->report_move_count = 0;
  self->computer_failed = FALSE;
  set_message (self, NULL, FALSE);
  game_changed (self);
}

static void
stop_action (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  ReversiFrame *self = REVERSI_FRAME (user_data);
  if (self->search)
    reversi_search_stop (self->search);
}

static void
on_open_response (GtkNativeDialog *chooser, int response, gpointer user_data)
{
  ReversiFrame *self = REVERSI_FRAME (user_data);
  if (response == GTK_RESPONSE_ACCEPT) {
    g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
    g_autofree char *path = file ? g_file_get_path (file) : NULL;
    GError *error = NULL;
    GameRecord *record = path ? game_record_load (path, reversi_check_player_config, &error) : NULL;
    if (!record || !reversi_frame_load_record (self, record, &error)) {
      show_error_dialog (self, _("The game cannot be opened"),
                         error ? error->message : _("Only local files can be opened."));
      g_clear_error (&error);
    } else {
      g_autofree char *name = g_filename_display_basename (path);
      g_autofree char *text = g_strdup_printf (_("Opened %s."), name);
      set_message (self, text, FALSE);
      update_view (self);
    }
    game_record_free (record);
  }
  g_object_unref (chooser);
}

static void
add_filters (GtkFileChooser *chooser)
{
  GtkFileFilter *records = gtk_file_filter_new ();
  gtk_file_filter_set_name (records, _("Reversi game records"));
  gtk_file_filter_add_pattern (records, "*.reversi");
  gtk_file_chooser_add_filter (chooser, records);
  g_object_unref (records);
  GtkFileFilter *all = gtk_file_filter_new ();
  gtk_file_filter_set_name (all, _("All files"));
  gtk_file_filter_add_pattern (all, "*");
  gtk_file_chooser_add_filter (chooser, all);
  g_object_unref (all);
}

static void
open_action (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  ReversiFrame *self = REVERSI_FRAME (user_data);
  GtkFileChooserNative *chooser = gtk_file_chooser_native_new (
      _("Open a Game"), GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), _("_Cancel"));
  add_filters (GTK_FILE_CHOOSER (chooser));
  g_signal_connect (chooser, "response", G_CALLBACK (on_open_response), self);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
on_save_response (GtkNativeDialog *chooser, int response, gpointer user_data)
{
  ReversiFrame *self = REVERSI_FRAME (user_data);
  if (response == GTK_RESPONSE_ACCEPT) {
    g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
    g_autofree char *path = file ? g_file_get_path (file) : NULL;
    GError *error = NULL;
    GameRecord *record = current_record (self);
    if (!path || !game_record_save (record, path, &error)) {
      show_error_dialog (self, _("The game cannot be saved"),
                         error ? error->message : _("Only local files can be written."));
      g_clear_error (&error);
    } else {
      g_autofree char *name = g_filename_display_basename (path);
      g_autofree char *text = g_strdup_printf (_("Saved as %s."), name);
      set_message (self, text, FALSE);
      update_view (self);
    }
    game_record_free (record);
  }
  g_object_unref (chooser);
}

static void
save_as_action (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  ReversiFrame *self = REVERSI_FRAME (user_data);
  GtkFileChooserNative *chooser = gtk_file_chooser_native_new (
      _("Save the Game"), GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  add_filters (GTK_FILE_CHOOSER (chooser));
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y-%m-%d-%H%M");
  g_autofree char *name = g_strdup_printf ("reversi-%s.reversi", stamp);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  g_signal_connect (chooser, "response", G_CALLBACK (on_save_response), self);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* A board string has only disc characters; a move list has digits. */
static gboolean
looks_like_board_string (const char *text)
{
  gboolean any = FALSE;
  for (const char *p = text; *p; p++) {
    if (g_ascii_isspace (*p))
      continue;
    if (!strchr ("XxOo*-.", *p))
      return FALSE;
    any = TRUE;
  }
  return any;
}

/* Set up the game from pasted text; on error nothing changes. */
static gboolean
paste_position (ReversiFrame *self, const char *text, GError **error)
{
  Game *trial = game_new (self->game->start.size, self->game->misere, NULL, NULL);
  gboolean ok = looks_like_board_string (text)
                    ? game_setup_from_board_string (trial, text, error)
                    : game_setup_from_moves (trial, self->game->start.size, text, error);
  if (ok) {
    cancel_search (self);
    GameRecord *record = game_record_new ();
    game_record_copy_game (record, trial);
    game_record_restore (record, self->game);
    game_record_free (record);
    self->setup.size = self->game->start.size;
    self->report_move_count = 0;
    self->computer_failed = FALSE;
    set_message (self, _("Position set up."), FALSE);
    game_changed (self);
  }
  game_free (trial);
  return ok;
}

static void
on_paste_response (GtkDialog *dialog, int response, gpointer user_data)
{
  ReversiFrame *self = REVERSI_FRAME (user_data);
  ReversiPasteDialog *paste = REVERSI_PASTE_DIALOG (dialog);
  g_autoptr (GError) error = NULL;
  if (response != GTK_RESPONSE_OK
      || paste_position (self, reversi_paste_dialog_get_text (paste), &error)) {
    gtk_window_destroy (GTK_WINDOW (dialog));
    return;
  }
  /* Keep the dialog so the text can be corrected. */
  reversi_paste_dialog_show_error (paste, error->message);
  set_message (self, error->message, TRUE);
  update_view (self);
}

static void
paste_action (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  ReversiFrame *self = REVERSI_FRAME (user_data);
  ReversiPasteDialog *dialog = reversi_paste_dialog_new (GTK_WINDOW (self),
                                                         self->game->start.size);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_paste_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static const GActionEntry frame_actions[] = {
  { "new-game", new_game_action, NULL, NULL, NULL, { 0 } },
  { "undo", undo_action, NULL, NULL, NULL, { 0 } },
  { "stop", stop_action, NULL, NULL, NULL, { 0 } },
  { "open", open_action, NULL, NULL, NULL, { 0 } },
  { "save-as", save_as_action, NULL, NULL, NULL, { 0 } },
  { "paste", paste_action, NULL, NULL, NULL, { 0 } },
};

/* ---------------------------------------------------------------- resume */

static void offer_next_orphan (ReversiFrame *self);

static void
on_resume_response (GtkDialog *dialog, int response, gpointer user_data)
{
  ReversiFrame *self = REVERSI_FRAME (user_data);
  ReversiResumeDialog *resume = REVERSI_RESUME_DIALOG (dialog);
  const char *path = reversi_resume_dialog_get_path (resume);

  if (response == GTK_RESPONSE_ACCEPT) {
    /* Renaming claims the file: if another window took it first, the
     * rename fails and the game is not resumed twice. */
    GError *error = NULL;
    if (g_rename (path, self->autosave_path) != 0) {
      g_autofree char *text = g_strdup_printf (_("The saved game was taken over by another window (%s)."),
                                               g_strerror (errno));
      show_error_dialog (self, _("The game cannot be resumed"), text);
    } else if (!reversi_frame_load_record (self, reversi_resume_dialog_get_record (resume), &error)) {
      show_error_dialog (self, _("The game cannot be resumed"), error->message);
      g_error_free (error);
    } else {
      set_message (self, _("The unfinished game was resumed."), FALSE);
      update_view (self);
    }
    gtk_window_destroy (GTK_WINDOW (dialog));
    return;
  }
  if (response == GTK_RESPONSE_REJECT) {
    g_unlink (path);
    self->orphan_index++;
    gtk_window_destroy (GTK_WINDOW (dialog));
    offer_next_orphan (self);
    return;
  }
  /* Closed without an answer: ask again next time. */
  gtk_window_destroy (GTK_WINDOW (dialog));
}

static void
offer_next_orphan (ReversiFrame *self)
{
  while (self->orphans && self->orphan_index < self->orphans->len) {
    const char *path = g_ptr_array_index (self->orphans, self->orphan_index);
    GError *error = NULL;
    GameRecord *record = game_record_load (path, reversi_check_player_config, &error);
    if (!record) {
      /* Set a broken file aside so it is not offered at every start. */
      g_autofree char *aside = g_strconcat (path, ".broken", NULL);
      g_warning ("%s (moved to %s)", error->message, aside);
      g_rename (path, aside);
      g_error_free (error);
      self->orphan_index++;
      continue;
    }
    ReversiResumeDialog *dialog = reversi_resume_dialog_new (GTK_WINDOW (self), path, record);
    g_signal_connect_object (dialog, "response", G_CALLBACK (on_resume_response), self, 0);
    gtk_window_present (GTK_WINDOW (dialog));
    return;
  }
}

void
reversi_frame_offer_resume (ReversiFrame *self)
{
  g_clear_pointer (&self->orphans, g_ptr_array_unref);
  self->orphans = reversi_autosave_find_orphans ();
  self->orphan_index = 0;
  offer_next_orphan (self);
}

/* ------------------------------------------------------------- lifecycle */

static void
on_show_hints_changed (GSettings *settings, const char *key, gpointer user_data)
{
  update_view (REVERSI_FRAME (user_data));
}

static gboolean
on_close_request (GtkWindow *window, gpointer user_data)
{
  ReversiFrame *self = REVERSI_FRAME (window);
  cancel_search (self);
  /* An unfinished game stays on disk, to be offered at the next start. */
  if (self->game && (is_over (self) || self->game->move_count == 0))
    g_unlink (self->autosave_path);
  return FALSE;
}

static void
reversi_frame_dispose (GObject *object)
{
  ReversiFrame *self = REVERSI_FRAME (object);
  cancel_search (self);
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
}

static void
reversi_frame_init (ReversiFrame *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->settings = g_settings_new (APPLICATION_ID);
  self->autosave_path = reversi_autosave_own_path ();

  g_action_map_add_action_entries (G_ACTION_MAP (self), frame_actions,
                                   G_N_ELEMENTS (frame_actions), self);
  GAction *hints = g_settings_create_action (self->settings, "show-legal-moves");
  g_action_map_add_action (G_ACTION_MAP (self), hints);
  g_object_unref (hints);
  g_signal_connect_object (self->settings, "changed::show-legal-moves",
                           G_CALLBACK (on_show_hints_changed), self, 0);

  g_signal_connect (self->relay_panel, "move-entered", G_CALLBACK (on_move_entered), self);
  g_signal_connect (self->board_view, "square-clicked", G_CALLBACK (on_square_clicked), self);
  g_signal_connect (self, "close-request", G_CALLBACK (on_close_request), NULL);

  /* Start with the game the settings remember; the application may
   * replace it straight away (command line, --open). */
  reversi_game_setup_init (&self->setup);
  ReversiGameSetup setup;
  reversi_game_setup_init (&setup);
  reversi_game_setup_load (&setup, self->settings);
  GError *error = NULL;
  self->game = reversi_game_setup_create_game (&setup, &error);
  if (!self->game) {
    /* Settings from another build (a strategy it lacks): fall back. */
    g_clear_error (&error);
    reversi_game_setup_clear (&setup);
    reversi_game_setup_init (&setup);
    self->game = reversi_game_setup_create_game (&setup, NULL);
  }
  reversi_game_setup_clear (&self->setup);
  reversi_game_setup_copy (&self->setup, &setup);
  reversi_game_setup_clear (&setup);
}

ReversiFrame *
reversi_frame_new (GtkApplication *app)
{
  return g_object_new (REVERSI_TYPE_FRAME, "application", app, NULL);
}
