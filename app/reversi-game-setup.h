/* SPDX-License-Identifier: MIT */
/* reversi-game-setup.h: who plays a new game, on what board, by what rule.
 *
 * The start-game dialog, the command line, the settings and game records
 * all describe a game's set-up; this is the one place that turns such a
 * description into players.
 */
#pragma once

#include <gio/gio.h>

#include "game-record.h"
#include "player-config.h"

G_BEGIN_DECLS

typedef struct {
  gboolean is_computer;
  PlayerConfig config;   /* used when is_computer */
  char *name;            /* human's name; empty means the student id */
  int time_limit;        /* computer: seconds per move, 0 for none */
} ReversiSideSetup;

typedef struct {
  int size;
  gboolean misere;
  ReversiSideSetup side[2];   /* [0] Black, [1] White */
  char *event;                /* what the game is part of; "" for none */
  char *date;                 /* when it began (game-record.h's Date), or NULL */
} ReversiGameSetup;

/** reversi_game_setup_init: human Black against a default computer White, 8x8. */
void reversi_game_setup_init (ReversiGameSetup *setup);

/** reversi_game_setup_clear: free the names, the event and the date. */
void reversi_game_setup_clear (ReversiGameSetup *setup);

/** reversi_game_setup_copy: a deep copy of from into to (to must be cleared or fresh). */
void reversi_game_setup_copy (ReversiGameSetup *to, const ReversiGameSetup *from);

/** reversi_game_setup_load: the set-up remembered in settings. */
void reversi_game_setup_load (ReversiGameSetup *setup, GSettings *settings);

/** reversi_game_setup_save: remember the set-up in settings. */
void reversi_game_setup_save (const ReversiGameSetup *setup, GSettings *settings);

/** reversi_side_keys_load: what every side's settings hold, under keys
 * named after prefix ("black", "first"): PREFIX-is-computer, -name (into
 * *name, replaced) and -time-limit.  Both set-ups, Reversi's and the
 * other games', keep their sides so. */
void reversi_side_keys_load (GSettings *settings, const char *prefix, gboolean *is_computer,
                             char **name, int *time_limit);

/** reversi_side_keys_save: the same keys written (a time limit clamped
 * to 0..600 seconds). */
void reversi_side_keys_save (GSettings *settings, const char *prefix, gboolean is_computer,
                             const char *name, int time_limit);

/** reversi_side_text_read_human: read text as who plays a side
 * (player-spec.h: "human", "human:NAME" or a computer).  A person's: 1,
 * *is_computer FALSE and the name in *name (replaced; NULL: the
 * default).  A computer's: -1 and nothing changed, for the caller to read
 * as its game's computer.  No player: 0 with the reason. */
int reversi_side_text_read_human (const char *text, gboolean *is_computer, char **name,
                                  GError **error);

/** reversi_side_setup_parse: read a command-line player: "human",
 * "human:NAME" or player-config text ("alphabeta:2:6:1").  On error the
 * side is unchanged. */
gboolean reversi_side_setup_parse (ReversiSideSetup *side, const char *text, GError **error);

/** reversi_side_setup_create_player: a new player for this side, or NULL
 * with an error when the computer's settings cannot be used. */
Player *reversi_side_setup_create_player (const ReversiSideSetup *side, GError **error);

/** reversi_game_setup_create_game: a new game from the standard start
 * with both players, or NULL with an error. */
Game *reversi_game_setup_create_game (const ReversiGameSetup *setup, GError **error);

/** reversi_game_setup_from_record: the set-up a game record describes;
 * FALSE with an error when a computer's settings cannot be used. */
gboolean reversi_game_setup_from_record (ReversiGameSetup *setup, const GameRecord *record,
                                         GError **error);

/** reversi_game_setup_to_record: describe the set-up's players in record
 * (their names taken from game, whose players they are). */
void reversi_game_setup_to_record (const ReversiGameSetup *setup, const Game *game,
                                   GameRecord *record);

/** reversi_check_player_config: a GameRecordCheckConfig that accepts the
 * player-config texts this build can make a player from. */
gboolean reversi_check_player_config (const char *config, GError **error);

G_END_DECLS
