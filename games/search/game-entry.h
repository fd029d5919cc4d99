/* SPDX-License-Identifier: MIT */
/* game-entry.h: what a game folder registers with the kit.
 *
 * Each folder under games/ names its games in one small registration
 * file (games/kalah/kalah-entry.c, ...): a NULL-terminated array
 * FOLDER_entries[] (the folder's name with '-' as '_': connect_four_entries)
 * of GameEntry, one per game or board size.  meson collects the folders
 * present into one table (games/registry/games-registry.h), which the
 * app, games-play, games-compare and the tests read: a game is listed
 * nowhere else.
 *
 * The entry holds no id of its own: a game's id ("kalah", "go-3x3") is
 * its rules' name, so the registry, settings and files can never disagree
 * on it.  This header needs only the GameRules interface, so it lives with
 * it (the student handout has no searches).
 */
#pragma once

#include "game-rules.h"

G_BEGIN_DECLS

/* A position the cross-game table (games-compare) searches. */
typedef struct {
  const char *moves;    /* from the start, in the game's notation; "" is the start */
  const char *depths;   /* the depths searched, "4 6 8", or "end" (to the end) */
} GameComparePosition;

typedef struct {
  /* The rules; rules ()->name is the game's id. */
  const GameRules *(*rules) (void);
  /* The game's name for people, marked with N_(): show it through _(). */
  const char *label;
  /* Positions for games-compare, ended by one whose moves are NULL; NULL
   * when the game has none. */
  const GameComparePosition *compare;
} GameEntry;

/** game_entry_id: the game's id, its rules' name ("go-3x3"). */
static inline const char *
game_entry_id (const GameEntry *entry)
{
  return entry->rules ()->name;
}

G_END_DECLS
