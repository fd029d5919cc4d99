/* SPDX-License-Identifier: MIT */
/* record-test-support.h: what the game-record tests share: records made
 * from random games, the round trip every written record must survive,
 * and reading what a refusal says.
 */
#pragma once

#include <glib.h>

#include "game-record.h"
#include "test-support.h"

/* The lines of a formatted record (game_record_format). */
#define LENGTH_LINE 7
#define MOVES_LINE 8
#define RESULT_LINE 9

/* The line a message names, or -1 when it names none.  game-record.h:
 * a refused record's message starts with the line number, written as
 * the kit's "Line %d: %s" in the language in use ("Line 7: …",
 * "7行目：…"). */
int message_line (const char *text);

/* Play uniformly random legal moves (passes included) until `plies`
 * moves are played or the game is over. */
void play_random (Game *game, int plies, GRand *rand);

/* The passes among the game's moves. */
int count_passes (const Game *game);

/* A finished game on a board of `size` from the standard start with at
 * least one pass in it (found by trying seeds in order, so it is the
 * same game every run); NULL if none was found. */
Game *finished_game_with_pass (int size, gboolean misere, int first_seed);

/* The lines of text joined with "\n" (with a final newline). */
char *join_lines (const char *const *lines, int count);

/* text with every "\n" written as "\r\n", as a Windows editor saves it. */
char *to_crlf (const char *text);

/* The value of field `name` in formatted text ("Moves" gives the moves),
 * or NULL. */
char *field_value (const char *text, const char *name);

/* The Result line's value worked out with RefBoard alone. */
char *expected_result (const Kyokumen *k, gboolean misere);

/* Parse text that must be refused; check the error and return it. */
GError *parse_refused (const char *text, gsize length, GameRecordCheckConfig check);

typedef struct {
  gboolean is_computer;
  const char *config;
  const char *name;
} PlayerSpec;

/* Who plays in the round-trip tests (see record-test-support.c). */
extern const PlayerSpec player_specs[5][2];

/* Give the record the players of spec (Black, White). */
void set_players (GameRecord *record, const PlayerSpec spec[2]);

/* The record holds exactly the players of spec. */
void assert_players (const GameRecord *record, const PlayerSpec spec[2]);

/* Two games hold the same record: rule, start, moves and position. */
void assert_same_game (const Game *a, const Game *b);

/* Format a record of `game`, read it back (LF and CRLF), and check that
 * everything came back, that the text is what the format documents and
 * that writing the read record gives the same text. */
void check_round_trip (const Game *game, const PlayerSpec spec[2]);

/* Configs this test calls valid: a known strategy, then :numbers;
 * check_calls counts the calls. */
extern int check_calls;
gboolean check_config (const char *config, GError **error);

/* A record the reader must refuse: the valid record base_lines with one
 * line replaced. */
typedef struct {
  const char *what;
  int line;                /* base line replaced (1-based) */
  const char *replacement; /* may hold several lines; NULL drops the line */
  int error_line;          /* the line the message must name; 0: none */
  const char *mention;     /* text the message must contain, or NULL */
} BadRecord;

extern const char *const base_lines[];
extern const gsize base_line_count;
extern const BadRecord bad_records[];
extern const gsize bad_record_count;

/* The text of a bad record (free with g_free). */
char *bad_text (const BadRecord *bad);

/* The refusal's message names the line and what the case says it must. */
void check_bad_message (const BadRecord *bad, const char *message, gboolean show);

/* A finished 8x8 game of random moves, a draw or not as asked (found by
 * trying seeds in order from first_seed); NULL if none was found. */
Game *finished_game (gboolean misere, gboolean want_draw, int first_seed);
