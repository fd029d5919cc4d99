/* main.c: the Reversi window program. */
#include <glib/gi18n-lib.h>
#include <gtk/gtk.h>

#include "config.h"
#include "kit-i18n.h"
#include "reversi-application.h"

/* Whether the settings schema is installed where GSettings looks by
 * default, checked without loading the default schema source (which would
 * then be fixed for the rest of the run). */
static gboolean
installed_schema_exists (void)
{
  GPtrArray *dirs = g_ptr_array_new_with_free_func (g_free);
  const char *env = g_getenv ("GSETTINGS_SCHEMA_DIR");
  if (env) {
    g_auto (GStrv) parts = g_strsplit (env, G_SEARCHPATH_SEPARATOR_S, -1);
    for (int i = 0; parts[i]; i++)
      g_ptr_array_add (dirs, g_strdup (parts[i]));
  }
  g_ptr_array_add (dirs, g_build_filename (g_get_user_data_dir (), "glib-2.0", "schemas", NULL));
  for (const char *const *d = g_get_system_data_dirs (); *d; d++)
    g_ptr_array_add (dirs, g_build_filename (*d, "glib-2.0", "schemas", NULL));

  gboolean found = FALSE;
  for (guint i = 0; i < dirs->len && !found; i++) {
    GSettingsSchemaSource *source =
        g_settings_schema_source_new_from_directory (g_ptr_array_index (dirs, i), NULL, FALSE, NULL);
    if (!source)
      continue;
    GSettingsSchema *schema = g_settings_schema_source_lookup (source, APPLICATION_ID, FALSE);
    if (schema) {
      found = TRUE;
      g_settings_schema_unref (schema);
    }
    g_settings_schema_source_unref (source);
  }
  g_ptr_array_unref (dirs);
  return found;
}

/* Run from the build tree, the program uses the schema meson compiled there. */
static gboolean
use_build_schema (void)
{
  if (installed_schema_exists ())
    return TRUE;
  g_autofree char *compiled = g_build_filename (REVERSI_BUILD_SCHEMA_DIR, "gschemas.compiled", NULL);
  if (!g_file_test (compiled, G_FILE_TEST_EXISTS))
    return FALSE;
  const char *old = g_getenv ("GSETTINGS_SCHEMA_DIR");
  g_autofree char *value = old && *old
                               ? g_strconcat (REVERSI_BUILD_SCHEMA_DIR, G_SEARCHPATH_SEPARATOR_S, old, NULL)
                               : g_strdup (REVERSI_BUILD_SCHEMA_DIR);
  g_setenv ("GSETTINGS_SCHEMA_DIR", value, TRUE);
  return TRUE;
}

int
main (int argc, char *argv[])
{
  kit_i18n_init ();
  if (!use_build_schema ()) {
    g_printerr (_("reversi: the settings schema %s is not installed; install the program "
                  "(meson install) or run it from its build directory.\n"),
                APPLICATION_ID);
    return 1;
  }
  g_set_application_name (_("Reversi"));
  ReversiApplication *app = reversi_application_new ();
  int status = g_application_run (G_APPLICATION (app), argc, argv);
  g_object_unref (app);
  return status;
}
