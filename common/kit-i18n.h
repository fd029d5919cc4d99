/* kit-i18n.h: set up gettext for the kit's programs. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/** kit_i18n_init: set the locale from the environment and bind the kit's
 * text domain, to the build tree's translations when the program runs
 * from the build tree and to the installed ones otherwise. */
void kit_i18n_init (void);

G_END_DECLS
