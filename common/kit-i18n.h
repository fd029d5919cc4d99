/* kit-i18n.h: what every command-line program of the kit does first:
 * set up gettext, and read its options with translated --help. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/** kit_i18n_init: set the locale from the environment and bind the kit's
 * text domain, to the build tree's translations when the program runs
 * from the build tree and to the installed ones otherwise. */
void kit_i18n_init (void);

/** kit_options_parse: read the command line with entries (their texts
 * marked with N_() in the kit's domain) and --help showing summary and
 * description (already translated; any of the three may be NULL).  On a bad
 * option FALSE with the error, and the program should exit with status
 * 2.  argc and argv are left with what the options did not take. */
gboolean kit_options_parse (const GOptionEntry *entries, const char *summary,
                            const char *description, int *argc, char ***argv, GError **error);

G_END_DECLS
