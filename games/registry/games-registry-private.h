/* SPDX-License-Identifier: MIT */
/* games-registry-private.h: the generated table of folders
 * (games-registry-table.c), read by games-registry.c only. */
#pragma once

#include "game-entry.h"

typedef struct {
  const char *folder;          /* "connect-four" */
  const GameEntry *entries;    /* its FOLDER_entries[], ended by rules == NULL */
  const char *extension;       /* its records' extension without the dot: the
                                * folder's name unless its meson.build names
                                * another (game_record_extension) */
} GamesRegistryFolder;

/* Ended by folder == NULL. */
extern const GamesRegistryFolder games_registry_folders[];
