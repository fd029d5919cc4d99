/* reversi-application.c: options, application actions and the main window. */
#include "reversi-application.h"

#include <glib-unix.h>
#include <glib/gi18n-lib.h>
#include <signal.h>

#include "config.h"
#include "reversi-frame.h"
#include "reversi-game-setup.h"

struct _ReversiApplication {
  GtkApplication parent_instance;

  /* The command line, checked before any window shows. */
  int size;                     /* 0: not given */
  gboolean misere;
  gboolean no_resume;
  gboolean side_given[2];
  ReversiSideSetup side[2];
  GameRecord *open_record;      /* --open, already loaded and checked */
};

G_DEFINE_FINAL_TYPE (ReversiApplication, reversi_application, GTK_TYPE_APPLICATION)

static const GOptionEntry option_entries[] = {
  { "size", 0, 0, G_OPTION_ARG_INT, NULL, N_("Board size of the new game: 4, 6, 8 or 10"), "N" },
  { "black", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("Black player: “human” or computer settings such as “alphabeta:2:6:1” (starts a new game at once)"),
    "SPEC" },
  { "white", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("White player: “human” or computer settings such as “alphabeta:2:6:1” (starts a new game at once)"),
    "SPEC" },
  { "misere", 0, 0, G_OPTION_ARG_NONE, NULL, N_("Misère rule: the fewest discs wins"), NULL },
  { "no-resume", 0, 0, G_OPTION_ARG_NONE, NULL,
    N_("Do not offer to resume games left unfinished"), NULL },
  { "open", 0, 0, G_OPTION_ARG_FILENAME, NULL, N_("Continue the game saved in FILE"), "FILE" },
  { NULL },
};

static int
reversi_application_handle_local_options (GApplication *application, GVariantDict *options)
{
  ReversiApplication *self = REVERSI_APPLICATION (application);
  GError *error = NULL;

  if (g_variant_dict_lookup (options, "size", "i", &self->size)
      && !kyokumen_is_valid_size (self->size)) {
    g_printerr (_("reversi: --size %d: the board size must be 4, 6, 8 or 10.\n"), self->size);
    return 1;
  }
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
      return 1;
    }
    self->side_given[i] = TRUE;
  }

  const char *path = NULL;
  if (g_variant_dict_lookup (options, "open", "^&ay", &path)) {
    self->open_record = game_record_load (path, reversi_check_player_config, &error);
    if (!self->open_record) {
      g_printerr ("reversi: --open: %s\n", error->message);
      g_error_free (error);
      return 1;
    }
  }
  return -1;
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

  ReversiFrame *frame = reversi_frame_new (GTK_APPLICATION (self));
  GError *error = NULL;
  gboolean opened = FALSE;
  if (self->open_record) {
    opened = reversi_frame_load_record (frame, self->open_record, &error);
    if (!opened) {
      g_printerr ("reversi: --open: %s\n", error->message);
      g_clear_error (&error);
    }
  }
  if (!opened) {
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
      if (!side->is_computer) {
        g_free (side->name);
        side->name = g_strdup (self->side[i].name ? self->side[i].name : "");
      }
    }
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
  }
  gtk_window_present (GTK_WINDOW (frame));

  /* A game asked for on the command line is what the user wants now. */
  if (!self->no_resume && !self->open_record && !self->side_given[0] && !self->side_given[1])
    reversi_frame_offer_resume (frame);
}

static void
about_action (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  GtkApplication *app = GTK_APPLICATION (user_data);
  const char *authors[] = { _("The reversi-kit authors"), NULL };
  gtk_show_about_dialog (gtk_application_get_active_window (app),
                         "program-name", _("Reversi"),
                         "version", PACKAGE_VERSION,
                         "comments", _("Reversi for the classroom: play the computer player you wrote, "
                                       "and relay games against other programs by hand."),
                         "license-type", GTK_LICENSE_MIT_X11,
                         "authors", authors,
                         "logo-icon-name", APPLICATION_ID,
                         NULL);
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
  { "quit", quit_action, NULL, NULL, NULL, { 0 } },
};

static void
reversi_application_startup (GApplication *application)
{
  G_APPLICATION_CLASS (reversi_application_parent_class)->startup (application);
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
    { "win.save-as", { "<Control>s", NULL } },
    { "win.paste", { "<Control><Shift>v", NULL } },
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

  GtkCssProvider *css = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (css, "/io/github/reversi_kit/Reversi/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  g_object_unref (css);
}

static void
reversi_application_finalize (GObject *object)
{
  ReversiApplication *self = REVERSI_APPLICATION (object);
  for (int i = 0; i < 2; i++)
    g_free (self->side[i].name);
  game_record_free (self->open_record);
  G_OBJECT_CLASS (reversi_application_parent_class)->finalize (object);
}

static void
reversi_application_class_init (ReversiApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);
  app_class->handle_local_options = reversi_application_handle_local_options;
  app_class->activate = reversi_application_activate;
  app_class->startup = reversi_application_startup;
  G_OBJECT_CLASS (klass)->finalize = reversi_application_finalize;
}

static void
reversi_application_init (ReversiApplication *self)
{
  for (int i = 0; i < 2; i++) {
    player_config_init (&self->side[i].config);
    self->side[i].name = g_strdup ("");
  }
  /* The entries' descriptions are translated when --help prints them. */
  g_application_add_main_option_entries (G_APPLICATION (self), option_entries);
  g_application_set_option_context_summary (G_APPLICATION (self),
                                            _("Play Reversi against the kit's computer players, or relay a game with another program."));
}

ReversiApplication *
reversi_application_new (void)
{
  return g_object_new (REVERSI_TYPE_APPLICATION,
                       "application-id", APPLICATION_ID,
                       "flags", G_APPLICATION_NON_UNIQUE,
                       "resource-base-path", "/io/github/reversi_kit/Reversi",
                       NULL);
}
