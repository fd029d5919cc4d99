/* game-format.h: numbers for the games' tables. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define GAME_COUNT_TEXT_SIZE 32

/** game_format_count: n with a comma every three digits ("549,946")
 * written into text; returns text. */
char *game_format_count (guint64 n, char text[GAME_COUNT_TEXT_SIZE]);

G_END_DECLS
