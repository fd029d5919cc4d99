/* SPDX-License-Identifier: MIT */
/* reversi-common-setup.h: who plays a game of tic-tac-toe, Kalah or Go.
 *
 * The counterpart of reversi-game-setup.h for the games played through
 * GameRules: for each side a human (with a name) or a computer (a
 * strategy and depth, and a time limit per move).  The choices are
 * remembered per game, each under its own settings path
 * (/io/github/reversi_kit/Reversi/games/ID/); a choice never made falls
 * back to the game's default computer.
 */
#pragma once

#include <gio/gio.h>

#include "game-transcript.h"
#include "reversi-game-catalog.h"

G_BEGIN_DECLS

typedef struct {
  gboolean is_computer;
  ReversiCommonComputer computer;   /* used when is_computer */
  char *name;                      /* a human's name; empty: the student id */
  int time_limit;                  /* a computer's seconds per move; 0: none */
} ReversiCommonSide;

typedef struct {
  const ReversiGameInfo *game;
  ReversiCommonSide side[2];
} ReversiCommonSetup;

/** reversi_common_setup_init: a human moving first against the game's
 * default computer. */
void reversi_common_setup_init (ReversiCommonSetup *setup, const ReversiGameInfo *game);

/** reversi_common_setup_clear: free the names. */
void reversi_common_setup_clear (ReversiCommonSetup *setup);

/** reversi_common_setup_copy: a deep copy of from into to (cleared or fresh). */
void reversi_common_setup_copy (ReversiCommonSetup *to, const ReversiCommonSetup *from);

/** reversi_common_settings_new: the settings where game's choices are kept. */
GSettings *reversi_common_settings_new (const ReversiGameInfo *game);

/** reversi_common_setup_load: the set-up remembered for game. */
void reversi_common_setup_load (ReversiCommonSetup *setup, const ReversiGameInfo *game);

/** reversi_common_setup_save: remember the set-up for its game. */
void reversi_common_setup_save (const ReversiCommonSetup *setup);

/** reversi_common_side_parse: read a command-line player for game:
 * "human", "human:NAME" or computer text ("alphabeta:6", "perfect").  On
 * error the side is unchanged. */
gboolean reversi_common_side_parse (ReversiCommonSide *side, const ReversiGameInfo *game,
                                   const char *text, GError **error);

/** reversi_common_side_player_name: the name the side plays under: the
 * human's (or the student id), or the computer's ("Alpha-beta, depth 6").
 * Free with g_free(). */
char *reversi_common_side_player_name (const ReversiGameInfo *game, const ReversiCommonSide *side);

/** reversi_common_setup_to_transcript: describe the players in transcript. */
void reversi_common_setup_to_transcript (const ReversiCommonSetup *setup, GameTranscript *transcript);

/** reversi_common_setup_from_transcript: the set-up a transcript's players
 * describe (its computers' text already checked). */
void reversi_common_setup_from_transcript (ReversiCommonSetup *setup,
                                          const GameTranscript *transcript);

/** reversi_common_find_rules: a GameTranscriptFindRules for the games of
 * this build (not Reversi, which has its own record). */
const GameRules *reversi_common_find_rules (const char *name);

/** reversi_common_check_config: a GameTranscriptCheckConfig that accepts
 * the computers the game has. */
gboolean reversi_common_check_config (const GameRules *rules, const char *config, GError **error);

G_END_DECLS
