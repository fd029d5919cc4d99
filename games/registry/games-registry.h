/* SPDX-License-Identifier: MIT */
/* games-registry.h: the one list of the kit's games.
 *
 * The list is made by meson from the game folders present under games/
 * (games/meson.build): each folder's registration file gives its
 * GameEntry array (game-entry.h), and the generated games-registry-table.c
 * strings the arrays together in folder order.  The app, games-play,
 * games-compare and the tests all read this list; the student handout,
 * which has games/tictactoe only, lists tic-tac-toe only.
 */
#pragma once

#include "game-entry.h"

G_BEGIN_DECLS

/** games_registry_list: every game of this build, in folder order (the
 * order of games/meson.build), then the order of each folder's entries;
 * *count receives how many. */
const GameEntry *const *games_registry_list (guint *count);

/** games_registry_find: the game whose id is id, or NULL. */
const GameEntry *games_registry_find (const char *id);

/** games_registry_folder: the folder under games/ that registered entry
 * ("go" for go-3x3). */
const char *games_registry_folder (const GameEntry *entry);

/** games_registry_record_extension: the extension, without the dot, of
 * the records of entry's games ("kalah", "go-game"), one for every board
 * size of a folder; app/data's MIME types register the same, from the
 * same list (games/meson.build). */
const char *games_registry_record_extension (const GameEntry *entry);

/** games_registry_ids: the ids of every game, joined by separator (for
 * help texts and messages).  Free with g_free(). */
char *games_registry_ids (const char *separator);

G_END_DECLS
