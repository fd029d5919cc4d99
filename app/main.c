/* SPDX-License-Identifier: MIT */
/* main.c: the Reversi window program. */
#include <glib/gi18n-lib.h>
#include <gtk/gtk.h>

#include "config.h"
#include "kit-i18n.h"
#include "reversi-application.h"

/* Whether dir's compiled schemas hold the app's schema (a folder can hold
 * other programs' schemas and not this one's: /usr's, for a build whose
 * prefix is /usr before the package is installed). */
static gboolean
dir_has_schema (const char *dir)
{
  GSettingsSchemaSource *source = g_settings_schema_source_new_from_directory (dir, NULL, FALSE, NULL);
  if (!source)
    return FALSE;
  GSettingsSchema *schema = g_settings_schema_source_lookup (source, APPLICATION_ID, FALSE);
  if (schema)
    g_settings_schema_unref (schema);
  g_settings_schema_source_unref (source);
  return schema != NULL;
}

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
  for (guint i = 0; i < dirs->len && !found; i++)
    found = dir_has_schema (g_ptr_array_index (dirs, i));
  g_ptr_array_unref (dirs);
  return found;
}

/* Put dir first in GSETTINGS_SCHEMA_DIR when its compiled schemas hold the app's. */
static gboolean
add_schema_dir (const char *dir)
{
  if (!dir_has_schema (dir))
    return FALSE;
  const char *old = g_getenv ("GSETTINGS_SCHEMA_DIR");
  g_autofree char *value = old && *old ? g_strconcat (dir, G_SEARCHPATH_SEPARATOR_S, old, NULL)
                                       : g_strdup (dir);
  g_setenv ("GSETTINGS_SCHEMA_DIR", value, TRUE);
  return TRUE;
}

/* The schema where GSettings looks; else where meson installs it (a
 * prefix such as /usr/local or ~/.local whose share/ is not in
 * XDG_DATA_DIRS); else, run from the build tree, the one compiled there. */
static gboolean
find_schema (void)
{
  return installed_schema_exists () || add_schema_dir (REVERSI_INSTALLED_SCHEMA_DIR)
         || add_schema_dir (REVERSI_BUILD_SCHEMA_DIR);
}

int
main (int argc, char *argv[])
{
  kit_i18n_init ();
  if (!find_schema ()) {
    g_printerr (_("reversi: the settings schema %1$s was found neither in the folders GSettings "
                  "reads (XDG_DATA_DIRS, GSETTINGS_SCHEMA_DIR) nor in %2$s, where this program "
                  "installs it: run “meson install” again, or run the program from its build "
                  "directory.\n"),
                APPLICATION_ID, REVERSI_INSTALLED_SCHEMA_DIR);
    return 1;
  }
  g_set_application_name (_("Reversi Search Kit"));
  ReversiApplication *app = reversi_application_new ();
  int status = g_application_run (G_APPLICATION (app), argc, argv);
  g_object_unref (app);
  return status;
}
