/* SPDX-License-Identifier: MIT */
/* game-record.h: a game saved as a text file that people can read and write.
 *
 * A record holds what is needed to take a game up again: the board size,
 * the rule, who plays each colour, the starting position and the moves.
 * The file format (documented in docs/game-record.md) is
 *
 *     # Reversi game record (reversi-kit)
 *     Size: 8
 *     Rule: normal
 *     Black: human "Taro"
 *     White: computer alphabeta:6:14:1 "kit-6-14-1"
 *     Start: standard
 *     Length: 5
 *     Moves: f5 d6 c3 d3 c4
 *     Result: unfinished
 *
 * Loading checks every line and replays every move; an error says what
 * is wrong (naming the line when one line is at fault), and nothing is
 * returned.  Length, written before the moves, is how many moves the
 * Moves line holds: a file cut short between two moves would otherwise
 * read as a valid shorter game.
 *
 * The engine cannot make computer players (that is the exercise modules'
 * job), so a computer is kept as its player-config text; loading can be
 * given a function that checks that text.
 */
#pragma once

#include <glib.h>

#include "game.h"

G_BEGIN_DECLS

typedef struct {
  gboolean is_computer;
  char *config;   /* computer: player-config text such as "alphabeta:6:14:1"; else NULL */
  char *name;     /* the name shown; may be empty, never NULL */
} GameRecordPlayer;

typedef struct {
  GameRecordPlayer player[2];   /* [0] Black, [1] White */
  Game *game;                   /* start, moves and rule; its players are NULL */
  /* TRUE when the text read had no Length line: a record written before
   * the kit wrote one, or by hand.  Its moves could not be counted
   * against Length, so a file cut between two moves would look like a
   * shorter game; a program can tell the user so.  Records the kit
   * writes always have a Length line. */
  gboolean length_unchecked;
  /* When the game was played, ISO 8601: "2026-11-23T14:05:00+09:00" (as
   * the kit writes it) or a day alone, "2026-11-23"; NULL when unknown. */
  char *date;
  /* What the game was part of ("Lecture 7 tournament"); NULL for none. */
  char *event;
} GameRecord;

/** GameRecordCheckConfig: checks a computer's player-config text; on
 * FALSE the error says what is wrong with it. */
typedef gboolean (*GameRecordCheckConfig) (const char *config, GError **error);

/** game_record_new: an empty record: 8x8 from the standard start, two
 * unnamed humans, no moves. */
GameRecord *game_record_new (void);

/** game_record_free: free the record (NULL is allowed). */
void game_record_free (GameRecord *record);

/** game_record_set_player: describe who plays `color`.  config is the
 * computer's player-config text (ignored for a human). */
void game_record_set_player (GameRecord *record, int color, gboolean is_computer,
                             const char *config, const char *name);

/** game_record_copy_game: take size, rule, start and moves from `game`. */
void game_record_copy_game (GameRecord *record, const Game *game);

/** game_record_restore: put the record's rule, start and moves into
 * `game`, keeping the game's players. */
void game_record_restore (const GameRecord *record, Game *game);

/** game_record_date_now: the present moment as a record's Date (local
 * time with its offset).  Free with g_free. */
char *game_record_date_now (void);

/** game_record_date_is_valid: whether date is a Date the record accepts:
 * a real day as YYYY-MM-DD, or YYYY-MM-DDTHH:MM:SS with an optional
 * offset (+09:00) or Z. */
gboolean game_record_date_is_valid (const char *date);

/** game_record_set_date: set the Date (NULL for unknown); FALSE, and the
 * record unchanged, when date is not valid. */
gboolean game_record_set_date (GameRecord *record, const char *date);

/** game_record_set_event: set the Event; NULL or "" for none. */
void game_record_set_event (GameRecord *record, const char *event);

/** game_record_format: the record as file text.  Control characters in
 * a name are written as escapes (\n, \r, \t, \u{XXXX}) and bytes that
 * are not UTF-8 as U+FFFD, so any UTF-8 name reads back exactly.  Free
 * with g_free(). */
char *game_record_format (const GameRecord *record);

/** game_record_parse: read file text (UTF-8; a byte-order mark at the
 * start is skipped).  check_config may be NULL.  On error returns NULL;
 * when one line is at fault (a bad field, value, move, byte or control
 * character) the message starts with its number as "Line %d: %s".
 * Only errors about the file as a whole carry no line number: the text is
 * longer than 1 MB, or a needed field (Size, Black, White, Moves) is
 * missing.  A Length that does not match the Moves line (a file cut
 * short) is refused; a record without Length is read and marked
 * length_unchecked. */
GameRecord *game_record_parse (const char *text, gsize length,
                               GameRecordCheckConfig check_config, GError **error);

/** game_record_save: write the record to path atomically (a reader never
 * sees half a file, and a failed write leaves the old file). */
gboolean game_record_save (const GameRecord *record, const char *path, GError **error);

/** game_record_load: read and check a record file; NULL with an error
 * naming the file when it cannot be read or used.  At most 1 MB and a
 * byte are read, so a device or pipe given by mistake cannot hang it.  A refused record's
 * message is the file's name, ": " and game_record_parse's message. */
GameRecord *game_record_load (const char *path, GameRecordCheckConfig check_config,
                              GError **error);

G_END_DECLS
