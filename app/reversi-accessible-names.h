/* SPDX-License-Identifier: MIT */
/* reversi-accessible-names.h: accessible names without mnemonics. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/** reversi_accessible_strip_mnemonic: text as a screen reader should say
 * it: "_Play" -> "Play", "対局(_G)" -> "対局", "__" -> "_".  Free with g_free. */
char *reversi_accessible_strip_mnemonic (const char *text);

/** reversi_accessible_names_init: from now on, every button, check box
 * and label with use-underline is named by its text without the mnemonic. */
void reversi_accessible_names_init (void);

G_END_DECLS
