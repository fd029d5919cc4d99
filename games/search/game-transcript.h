/* SPDX-License-Identifier: MIT */
/* game-transcript.h: a game of any GameRules saved as text people can read.
 *
 * The Reversi window keeps Reversi games in the engine's game record
 * (docs/game-record.md); the other games of the kit (tic-tac-toe, Kalah,
 * Go) are kept in this format, which any front end can write and read:
 *
 *     # Game record (reversi-kit)
 *     Game: kalah
 *     First: human "Hanako"
 *     Second: computer alphabeta:6 "alpha-beta, depth 6"
 *     Length: 3
 *     Moves: 2 9 12
 *     Result: unfinished
 *
 * - Game is the rules' name (GameRules.name: tictactoe, kalah, go-3x3...).
 * - The two players are written under the game's own side names (First
 *   and Second in Kalah, X and O, Black and White); First and Second are
 *   read for any game.  A player is `human "NAME"` or `computer SETTINGS
 *   "NAME"`: the settings are the front end's own text (this file only
 *   keeps them; a caller may check them while reading), the name is in
 *   double quotes with C escapes (\", \\, \n, \t, \ooo).
 * - Moves are in the game's notation, from the game's start; Length, which
 *   comes first, says how many there are, so a file cut between two moves
 *   is refused instead of read as a shorter game.
 * - Result is unfinished, "first wins", "second wins" or "draw"; when it
 *   is given it must be what the moves lead to.
 *
 * Field names are not case-sensitive; empty lines and lines starting with
 * '#' are comments.  Reading replays every move: an error names the line
 * ("Line 6: move 2, “13”: ...") and nothing is returned.
 */
#pragma once

#include <glib.h>

#include "game-rules.h"

G_BEGIN_DECLS

/* The first line the kit writes. */
#define GAME_TRANSCRIPT_HEADER "# Game record (reversi-kit)"

/* The largest text read: a game is a few hundred bytes. */
#define GAME_TRANSCRIPT_MAX_BYTES (1024 * 1024)

#define GAME_TRANSCRIPT_ERROR (game_transcript_error_quark ())

typedef enum {
  GAME_TRANSCRIPT_ERROR_SYNTAX,    /* a line, field or value that cannot be read */
  GAME_TRANSCRIPT_ERROR_GAME,      /* a game this program does not play */
  GAME_TRANSCRIPT_ERROR_MOVES,     /* a move that cannot be played, a cut list */
  GAME_TRANSCRIPT_ERROR_PLAYER,    /* a computer's settings were refused */
} GameTranscriptError;

GQuark game_transcript_error_quark (void);

typedef struct {
  gboolean is_computer;
  char *config;   /* computer: the front end's settings text; else NULL */
  char *name;     /* never NULL, may be empty */
} GameTranscriptPlayer;

typedef struct {
  GameTranscriptPlayer player[2];   /* [0] the first side, [1] the second */
  GamePath *path;                   /* the game: its rules, positions and moves */
} GameTranscript;

/** GameTranscriptFindRules: the rules called name, or NULL when the
 * program does not play that game. */
typedef const GameRules *(*GameTranscriptFindRules) (const char *name);

/** GameTranscriptCheckConfig: whether a computer's settings text can make
 * a player of that game; on FALSE the error says why. */
typedef gboolean (*GameTranscriptCheckConfig) (const GameRules *rules, const char *config,
                                               GError **error);

/** game_transcript_new: a game of rules at its start, two unnamed humans. */
GameTranscript *game_transcript_new (const GameRules *rules);

/** game_transcript_free: release it (NULL is allowed). */
void game_transcript_free (GameTranscript *transcript);

/** game_transcript_set_player: who plays side 0 or 1; config is ignored
 * for a human. */
void game_transcript_set_player (GameTranscript *transcript, int side, gboolean is_computer,
                                 const char *config, const char *name);

/** game_transcript_set_moves: replace the game with the moves of path
 * (which must be a game of the same rules from its start). */
void game_transcript_set_moves (GameTranscript *transcript, const GamePath *path);

/** game_transcript_format: the file text.  Free with g_free(). */
char *game_transcript_format (const GameTranscript *transcript);

/** game_transcript_looks_like: whether text is in this format (it has a
 * Game field), as opposed to the engine's Reversi record or GGF. */
gboolean game_transcript_looks_like (const char *text);

/** game_transcript_parse: read file text (UTF-8, at most
 * GAME_TRANSCRIPT_MAX_BYTES; a byte-order mark is skipped).  check_config
 * may be NULL.  NULL with a GAME_TRANSCRIPT_ERROR when the text cannot be
 * used. */
GameTranscript *game_transcript_parse (const char *text, gsize length,
                                       GameTranscriptFindRules find_rules,
                                       GameTranscriptCheckConfig check_config, GError **error);

/** game_transcript_result_word: the Result field of a path's game:
 * "unfinished", "first wins", "second wins" or "draw". */
const char *game_transcript_result_word (const GamePath *path);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GameTranscript, game_transcript_free)

G_END_DECLS
