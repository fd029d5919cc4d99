/* SPDX-License-Identifier: MIT */
/* game-format.h: numbers for the games' tables. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define GAME_COUNT_TEXT_SIZE 32

/** game_format_count: n with a comma every three digits ("549,946")
 * written into text; returns text. */
char *game_format_count (guint64 n, char text[GAME_COUNT_TEXT_SIZE]);

/** game_format_pad: text followed by spaces up to `columns` terminal
 * columns (a wide character, as in Japanese, takes two), so translated
 * labels line up; text longer than that is returned whole.  Free with
 * g_free(). */
char *game_format_pad (const char *text, int columns);

/** game_format_pad_left: the same with the spaces in front (numbers and
 * column headings aligned to the right). */
char *game_format_pad_left (const char *text, int columns);

G_END_DECLS
