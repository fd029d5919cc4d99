/* kit-i18n.c: gettext set-up shared by the app and the command-line tools. */
#include "kit-i18n.h"

#include <glib/gi18n-lib.h>
#include <locale.h>

#include "config.h"

void
kit_i18n_init (void)
{
  setlocale (LC_ALL, "");

  /* Programs run straight from the build directory (as the README's
   * commands do) find the catalogues meson compiled there. */
  const char *override = g_getenv ("REVERSI_LOCALEDIR");
  const char *localedir = LOCALEDIR;
  g_autofree char *built = g_build_filename (BUILD_LOCALEDIR, "ja", "LC_MESSAGES",
                                             GETTEXT_PACKAGE ".mo", NULL);
  if (override && *override)
    localedir = override;
  else if (g_file_test (built, G_FILE_TEST_EXISTS))
    localedir = BUILD_LOCALEDIR;

  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}

gboolean
kit_options_parse (const GOptionEntry *entries, const char *summary, const char *description,
                   int *argc, char ***argv, GError **error)
{
  g_autoptr (GOptionContext) context = g_option_context_new (NULL);
  if (summary)
    g_option_context_set_summary (context, summary);
  if (description)
    g_option_context_set_description (context, description);
  if (entries)
    g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  return g_option_context_parse (context, argc, argv, error);
}
