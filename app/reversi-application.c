/* SPDX-License-Identifier: MIT */
/* reversi-application.c: options, application actions and the main window. */
#include "reversi-application.h"
#include "reversi-reversi-game.h"

#include <glib-unix.h>
#include <glib/gi18n-lib.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>

#include "config.h"
#include "kit-i18n.h"
#include "player-spec.h"
#include "reversi-accessible-names.h"
#include "reversi-autosave.h"
#include "reversi-frame.h"
#include "reversi-game-setup.h"

struct _ReversiApplication {
  AdwApplication parent_instance;

  char *game_option_help;       /* --game's description */

  /* The command line, checked before any window shows. */
  int size;                     /* 0: not given */
  gboolean misere;
  gboolean no_resume;
  int time_limit;               /* -1: not given */
  gboolean side_given[2];
  ReversiSideSetup side[2];
  char *open_path;              /* --open FILE */
  const ReversiGameInfo *game;  /* --game ID; NULL: not given */
  gboolean common_side_given[2];
  ReversiCommonSide common_side[2];   /* --first, --second */
  gboolean options_read;        /* GApplication took the command line */
};

G_DEFINE_FINAL_TYPE (ReversiApplication, reversi_application, ADW_TYPE_APPLICATION)

static const GOptionEntry option_entries[] = {
  /* --size and --time-limit are read as text and checked against their
   * ranges here, so that "--size abc" gets the kit's message too. */
  { "size", 0, 0, G_OPTION_ARG_STRING, NULL, N_("Board size of the new game: 4, 6, 8 or 10"), "N" },
  { "black", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("Black player: human[:NAME] or STRATEGY[:DEPTH[:PERFECT_EMPTIES[:EVALUATOR]]] such as “alphabeta:6:14:1” (starts a new game at once)"),
    "SPEC" },
  { "white", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("White player: as --black"),
    "SPEC" },
  { "misere", 0, 0, G_OPTION_ARG_NONE, NULL, N_("Misère rule: the fewest discs wins"), NULL },
  { "time-limit", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("Seconds a computer given with --black or --white may think per move, 0 to 600 (0: no limit)"), "S" },
  /* The description lists the catalog's games: see reversi_application_init. */
  { "game", 0, 0, G_OPTION_ARG_STRING, NULL, NULL, "ID" },
  { "first", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("With --game other than reversi: the first player, human[:NAME] or STRATEGY[:DEPTH] such as “alphabeta:6”, “minimax:4”, “random” or “perfect”"),
    "SPEC" },
  { "second", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("With --game other than reversi: the second player, as --first"), "SPEC" },
  { "no-resume", 0, 0, G_OPTION_ARG_NONE, NULL,
    N_("Do not offer to resume games left unfinished"), NULL },
  { "open", 0, 0, G_OPTION_ARG_FILENAME, NULL,
    N_("Continue the game saved in FILE; if it cannot be used, exit with the reason (for scripts)"),
    "FILE" },
  { NULL },
};

static const KitOptionRange size_range = { "size", 4, 10, 2 };
static const KitOptionRange time_limit_range = { "time-limit", 0, 600, 1 };

/* The option of range into *value when it was given; FALSE after the
 * message when its value is not in the range. */
static gboolean
read_number (GVariantDict *options, const KitOptionRange *range, int *value)
{
  const char *text = NULL;
  if (!g_variant_dict_lookup (options, range->long_name, "&s", &text))
    return TRUE;
  gint64 number;
  g_autoptr (GError) error = NULL;
  if (!kit_option_int_in_range (range, text, &number, &error)) {
    g_printerr ("reversi: %s\n", error->message);
    return FALSE;
  }
  *value = (int) number;
  return TRUE;
}

/* GApplication refuses an unknown option or a missing value itself, with
 * a bare message and status 1: the message gets the program's name here,
 * and reversi_application_local_command_line makes the status 2, as
 * every program of the kit does for a bad command line. */
static void
print_command_line_error (const char *text)
{
  fprintf (stderr, "reversi: %s", text);
}

static gboolean
reversi_application_local_command_line (GApplication *application, char ***arguments,
                                        int *exit_status)
{
  ReversiApplication *self = REVERSI_APPLICATION (application);
  g_set_printerr_handler (print_command_line_error);
  gboolean handled = G_APPLICATION_CLASS (reversi_application_parent_class)
                         ->local_command_line (application, arguments, exit_status);
  g_set_printerr_handler (NULL);
  if (handled && *exit_status == 1 && !self->options_read)
    *exit_status = 2;
  return handled;
}

static int
reversi_application_handle_local_options (GApplication *application, GVariantDict *options)
{
  /* Bad options end the program with status 2, as every program of the
   * kit does; a file given with --open that cannot be used, with 1. */
  ReversiApplication *self = REVERSI_APPLICATION (application);
  GError *error = NULL;
  self->options_read = TRUE;
  g_set_printerr_handler (NULL);

  if (!read_number (options, &size_range, &self->size)
      || !read_number (options, &time_limit_range, &self->time_limit))
    return 2;
  self->misere = g_variant_dict_contains (options, "misere");
  self->no_resume = g_variant_dict_contains (options, "no-resume");

  const char *keys[2] = { "black", "white" };
  for (int i = 0; i < 2; i++) {
    const char *spec = NULL;
    if (!g_variant_dict_lookup (options, keys[i], "&s", &spec))
      continue;
    if (!reversi_side_setup_parse (&self->side[i], spec, &error)) {
      g_printerr ("reversi: --%s %s: %s\n", keys[i], spec, error->message);
      g_error_free (error);
      return 2;
    }
    player_spec_print_note ("reversi", spec);
    self->side_given[i] = TRUE;
  }

  const char *game_id = NULL;
  if (g_variant_dict_lookup (options, "game", "&s", &game_id)) {
    self->game = reversi_game_find (game_id);
    if (!self->game) {
      g_printerr (_("reversi: --game %s: not a game of this build.\n"), game_id);
      return 2;
    }
  }
  const char *common_keys[2] = { "first", "second" };
  for (int i = 0; i < 2; i++) {
    const char *spec = NULL;
    if (!g_variant_dict_lookup (options, common_keys[i], "&s", &spec))
      continue;
    if (!self->game || self->game->course_setup) {
      g_printerr (_("reversi: --%s is for a game chosen with --game other than reversi "
                    "(Reversi has --black and --white).\n"),
                  common_keys[i]);
      return 2;
    }
    if (!reversi_common_side_parse (&self->common_side[i], self->game, spec, &error)) {
      g_printerr ("reversi: --%s %s: %s\n", common_keys[i], spec, error->message);
      g_error_free (error);
      return 2;
    }
    player_spec_print_note ("reversi", spec);
    self->common_side_given[i] = TRUE;
  }

  /* --open is for scripts and tests: a file that cannot be used ends the
   * program with the reason and a failure status, as a bad --black does. */
  const char *path = NULL;
  if (g_variant_dict_lookup (options, "open", "^&ay", &path)) {
    if (!reversi_check_game_file (path, &error)) {
      g_printerr ("reversi: --open: %s\n", error->message);
      g_error_free (error);
      return 1;
    }
    self->open_path = g_strdup (path);
  }
  return -1;
}

/* Start a game other than Reversi in frame, with the players the
 * settings remember for it and the command line's. */
static void
start_common_game (ReversiApplication *self, ReversiFrame *frame, const ReversiGameInfo *game)
{
  ReversiCommonSetup setup = { 0 };
  reversi_common_setup_load (&setup, game);
  for (int i = 0; i < 2; i++) {
    if (!self->common_side_given[i])
      continue;
    ReversiCommonSide *side = &setup.side[i];
    side->is_computer = self->common_side[i].is_computer;
    side->computer = self->common_side[i].computer;
    if (self->time_limit >= 0)
      side->time_limit = self->time_limit;
    if (!side->is_computer) {
      g_free (side->name);
      side->name = g_strdup (self->common_side[i].name ? self->common_side[i].name : "");
    }
  }
  reversi_frame_start_common_game (frame, &setup);
  reversi_common_setup_clear (&setup);
}

/* The game of a new window: the command line's, else the one last chosen. */
static const ReversiGameInfo *
window_game (ReversiApplication *self)
{
  if (self->game)
    return self->game;
  g_autoptr (GSettings) settings = g_settings_new (APPLICATION_ID);
  g_autofree char *id = g_settings_get_string (settings, "game");
  const ReversiGameInfo *game = reversi_game_find (id);
  return game ? game : reversi_game_reversi ();
}

/* A window with the game the command line and the settings ask for. */
static ReversiFrame *
new_window (ReversiApplication *self)
{
  ReversiFrame *frame = reversi_frame_new (GTK_APPLICATION (self));
  g_autoptr (GSettings) settings = g_settings_new (APPLICATION_ID);
  ReversiGameSetup setup;
  reversi_game_setup_init (&setup);
  reversi_game_setup_load (&setup, settings);
  if (self->size)
    setup.size = self->size;
  if (self->misere)
    setup.misere = TRUE;
  for (int i = 0; i < 2; i++) {
    if (!self->side_given[i])
      continue;
    ReversiSideSetup *side = &setup.side[i];
    side->is_computer = self->side[i].is_computer;
    side->config = self->side[i].config;
    if (self->time_limit >= 0)
      side->time_limit = self->time_limit;
    if (!side->is_computer) {
      g_free (side->name);
      side->name = g_strdup (self->side[i].name ? self->side[i].name : "");
    }
  }
  GError *error = NULL;
  if (!reversi_frame_start_game (frame, &setup, &error)) {
    /* Only remembered settings can get here (the command line was
     * checked): fall back to the defaults. */
    g_warning ("%s", error->message);
    g_clear_error (&error);
    reversi_game_setup_clear (&setup);
    reversi_game_setup_init (&setup);
    reversi_frame_start_game (frame, &setup, NULL);
  }
  reversi_game_setup_clear (&setup);
  return frame;
}

static void
reversi_application_activate (GApplication *application)
{
  ReversiApplication *self = REVERSI_APPLICATION (application);
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));
  if (window) {
    gtk_window_present (window);
    return;
  }
  /* The game the command line or the settings ask for; the course's own
   * options (--black, --size) ask for the game set up the course's way,
   * the one new_window starts. */
  const ReversiGameInfo *game = window_game (self);
  gboolean course_asked = self->side_given[0] || self->side_given[1] || self->size != 0;
  ReversiFrame *frame = new_window (self);
  if (!game->course_setup && !course_asked && !self->open_path)
    start_common_game (self, frame, game);
  if (self->open_path) {
    /* Checked at start-up; the file may have changed since. */
    g_autoptr (GError) error = NULL;
    if (!reversi_frame_open_file (frame, self->open_path, &error))
      reversi_frame_show_open_error (frame, error->message);
  }
  gtk_window_present (GTK_WINDOW (frame));

  /* A game asked for on the command line is what the user wants now. */
  if (!self->no_resume && !self->open_path && !self->side_given[0] && !self->side_given[1]
      && !self->game)
    reversi_frame_offer_resume (frame);
}

/* `reversi FILE…`, and a game record opened from the file manager: a
 * window for each file.  A file that cannot be used is said so in its
 * window, which keeps a game to play. */
static void
reversi_application_open (GApplication *application, GFile **files, int n_files,
                          const char *hint)
{
  ReversiApplication *self = REVERSI_APPLICATION (application);
  for (int i = 0; i < n_files; i++) {
    ReversiFrame *frame = new_window (self);
    gtk_window_present (GTK_WINDOW (frame));
    g_autofree char *path = g_file_get_path (files[i]);
    g_autoptr (GError) error = NULL;
    if (!path) {
      g_autofree char *uri = g_file_get_uri (files[i]);
      g_autofree char *text = g_strdup_printf (_("%s is not a local file: only local files can be opened."), uri);
      reversi_frame_show_open_error (frame, text);
    } else if (!reversi_frame_open_file (frame, path, &error)) {
      g_printerr ("reversi: %s\n", error->message);
      reversi_frame_show_open_error (frame, error->message);
    }
  }
}

static void
about_action (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  GtkApplication *app = GTK_APPLICATION (user_data);
  const char *developers[] = { _("The Reversi Search Kit authors"), NULL };
  /* GNOME's About window (libadwaita 1.2): the name, version, what the
   * kit is for, who made it and the licence, over the window asking. */
  GtkWidget *about = g_object_new (ADW_TYPE_ABOUT_WINDOW,
                                   "transient-for", gtk_application_get_active_window (app),
                                   "modal", TRUE,
                                   "application-name", _("Reversi Search Kit"),
                                   "application-icon", APPLICATION_ID,
                                   "version", PACKAGE_VERSION,
                                   "developer-name", _("The Reversi Search Kit authors"),
                                   /* TRANSLATORS: the About window's copyright line. */
                                   "copyright", _("© 2026 The Reversi Search Kit authors"),
                                   "comments", _("A classroom kit for game-tree search: play Reversi and the "
                                                 "kit's other games against the computer player you wrote, "
                                                 "and relay games against other programs by hand."),
                                   "license-type", GTK_LICENSE_MIT_X11,
                                   "developers", developers,
                                   NULL);
  gtk_window_present (GTK_WINDOW (about));
}

void
reversi_show_message (GtkWindow *parent, const char *heading, const char *body)
{
  GtkWidget *dialog = adw_message_dialog_new (parent, heading, body);
  /* TRANSLATORS: the button that closes a message. */
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "close");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "close");
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The user guide, in the help viewer (yelp).  Run from the build tree the
 * guide is not installed yet: the source's pages are shown instead.  A
 * page of it (NULL: the first) is "help:ID/page" installed in the
 * system's folders, "ghelp:FOLDER?page" elsewhere. */
static char *
help_uri (const char *page_id)
{
  g_autofree char *help_page = page_id ? g_strconcat ("/", page_id, NULL) : g_strdup ("");
  g_autofree char *ghelp_page = page_id ? g_strconcat ("?", page_id, NULL) : g_strdup ("");
  for (const char *const *dir = g_get_system_data_dirs (); *dir; dir++) {
    g_autofree char *page = g_build_filename (*dir, "help", "C", APPLICATION_ID, "index.page", NULL);
    if (g_file_test (page, G_FILE_TEST_IS_REGULAR))
      return g_strconcat ("help:" APPLICATION_ID, help_page, NULL);
  }
  g_autofree char *installed = g_build_filename (REVERSI_INSTALLED_HELP_DIR, "C", APPLICATION_ID, NULL);
  if (g_file_test (installed, G_FILE_TEST_IS_DIR))
    return g_strconcat ("ghelp:", installed, ghelp_page, NULL);
  /* The build tree: the pages meson made for the user's language, else
   * the English pages of the source. */
  for (const char *const *lang = g_get_language_names (); *lang; lang++) {
    g_autofree char *dir = g_build_filename (REVERSI_BUILD_HELP_DIR, *lang, NULL);
    g_autofree char *page = g_build_filename (dir, "index.page", NULL);
    if (g_file_test (page, G_FILE_TEST_IS_REGULAR))
      return g_strconcat ("ghelp:", dir, ghelp_page, NULL);
  }
  return g_strconcat ("ghelp:", SOURCE_ROOT, "/help/C", ghelp_page, NULL);
}

static void
on_help_shown (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (GError) error = NULL;
  if (gtk_show_uri_full_finish (GTK_WINDOW (source), result, &error))
    return;
  g_autofree char *body = g_strdup_printf (
      _("It is shown by the help viewer Yelp: install it (the package “yelp”) and press F1 "
        "again. (%s)"),
      error->message);
  reversi_show_message (GTK_WINDOW (source), _("The user guide cannot be shown"), body);
}

void
reversi_show_help (GtkWindow *parent, const char *page)
{
  g_autofree char *uri = help_uri (page);
  gtk_show_uri_full (parent, uri, GDK_CURRENT_TIME, NULL, on_help_shown, NULL);
}

static void
help_action (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  reversi_show_help (gtk_application_get_active_window (GTK_APPLICATION (user_data)), NULL);
}

static void
quit_action (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  /* Close each window as the user would, so autosaves are kept or
   * removed the same way. */
  GList *windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (user_data)));
  for (GList *l = windows; l; l = l->next)
    gtk_window_close (GTK_WINDOW (l->data));
  g_list_free (windows);
}

/* A terminal's Ctrl+C or a session's SIGTERM ends the program like Quit,
 * so autosaves are kept or removed as after a normal close. */
static gboolean
on_quit_signal (gpointer user_data)
{
  quit_action (NULL, NULL, user_data);
  return G_SOURCE_CONTINUE;
}

static const GActionEntry app_actions[] = {
  { "about", about_action, NULL, NULL, NULL, { 0 } },
  { "help", help_action, NULL, NULL, NULL, { 0 } },
  { "quit", quit_action, NULL, NULL, NULL, { 0 } },
};

static void
reversi_application_startup (GApplication *application)
{
  G_APPLICATION_CLASS (reversi_application_parent_class)->startup (application);
  reversi_accessible_names_init ();
  GtkApplication *app = GTK_APPLICATION (application);
  g_action_map_add_action_entries (G_ACTION_MAP (app), app_actions, G_N_ELEMENTS (app_actions), app);

  struct {
    const char *action;
    const char *accels[2];
  } accels[] = {
    { "win.new-game", { "<Control>n", NULL } },
    { "win.undo", { "<Control>z", NULL } },
    { "win.stop", { "Escape", NULL } },
    { "win.open", { "<Control>o", NULL } },
    { "win.save", { "<Control>s", NULL } },
    { "win.save-as", { "<Control><Shift>s", NULL } },
    { "win.copy-record", { "<Control><Shift>c", NULL } },
    { "win.paste", { "<Control><Shift>v", NULL } },
    { "win.review-first", { "<Alt>Home", NULL } },
    { "win.review-back", { "<Alt>Left", NULL } },
    { "win.review-forward", { "<Alt>Right", NULL } },
    { "win.review-last", { "<Alt>End", NULL } },
    { "win.show-hint", { "<Control>h", NULL } },
    { "win.show-search-tree", { "<Control>t", NULL } },
    { "app.help", { "F1", NULL } },
    { "win.show-help-overlay", { "<Control>question", NULL } },
    { "window.close", { "<Control>w", NULL } },
    { "app.quit", { "<Control>q", NULL } },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (app, accels[i].action, accels[i].accels);

  /* From the build tree the icon is not installed yet: use the source's. */
  g_autofree char *icons = g_build_filename (SOURCE_ROOT, "app", "data", "icons", NULL);
  if (g_file_test (icons, G_FILE_TEST_IS_DIR))
    gtk_icon_theme_add_search_path (gtk_icon_theme_get_for_display (gdk_display_get_default ()), icons);
  gtk_window_set_default_icon_name (APPLICATION_ID);

  g_unix_signal_add (SIGTERM, on_quit_signal, app);
  g_unix_signal_add (SIGINT, on_quit_signal, app);

  /* AdwApplication loads the style sheets itself from the resource base
   * path: style.css, and style-dark.css / style-hc.css when the system
   * asks for the dark style or high contrast (the board's colours). */
}

static void
reversi_application_finalize (GObject *object)
{
  ReversiApplication *self = REVERSI_APPLICATION (object);
  for (int i = 0; i < 2; i++) {
    g_free (self->side[i].name);
    g_free (self->common_side[i].name);
  }
  g_free (self->open_path);
  g_free (self->game_option_help);
  G_OBJECT_CLASS (reversi_application_parent_class)->finalize (object);
}

static void
reversi_application_class_init (ReversiApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);
  app_class->handle_local_options = reversi_application_handle_local_options;
  app_class->local_command_line = reversi_application_local_command_line;
  app_class->activate = reversi_application_activate;
  app_class->open = reversi_application_open;
  app_class->startup = reversi_application_startup;
  G_OBJECT_CLASS (klass)->finalize = reversi_application_finalize;
}

static void
reversi_application_init (ReversiApplication *self)
{
  self->time_limit = -1;
  for (int i = 0; i < 2; i++) {
    player_config_init (&self->side[i].config);
    self->side[i].name = g_strdup ("");
  }
  /* The entries' descriptions are translated when --help prints them;
   * --game's names the games of this build, from the one list. */
  guint count;
  const ReversiGameInfo *const *games = reversi_game_catalog (&count);
  g_autoptr (GString) ids = g_string_new (NULL);
  for (guint i = 0; i < count; i++)
    g_string_append_printf (ids, "%s%s", i ? ", " : "", games[i]->id);
  /* TRANSLATORS: %s is the list of the games' ids ("reversi, tictactoe, kalah, go-3x3"). */
  self->game_option_help = g_strdup_printf (_("The game of the new window: %s"), ids->str);
  GOptionEntry entries[G_N_ELEMENTS (option_entries)];
  memcpy (entries, option_entries, sizeof entries);
  for (guint i = 0; entries[i].long_name; i++)
    if (strcmp (entries[i].long_name, "game") == 0)
      entries[i].description = self->game_option_help;
  g_application_add_main_option_entries (G_APPLICATION (self), entries);
  /* TRANSLATORS: the files the command line may name, after the options. */
  g_application_set_option_context_parameter_string (G_APPLICATION (self), _("[FILE…]"));
  g_application_set_option_context_summary (G_APPLICATION (self),
                                            _("Play Reversi and the kit's other board games against its computer players, or relay a game with another program."));
}

ReversiApplication *
reversi_application_new (void)
{
  return g_object_new (REVERSI_TYPE_APPLICATION,
                       "application-id", APPLICATION_ID,
                       "flags", G_APPLICATION_NON_UNIQUE | G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", "/io/github/reversi_kit/Reversi",
                       NULL);
}
