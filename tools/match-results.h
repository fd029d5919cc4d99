/* SPDX-License-Identifier: MIT */
/* match-results.h: the games of a match, their result-file lines, and the
 * summary printed from them.
 *
 * One game is one line of tab-separated fields (docs/match.md):
 *
 *   game INDEX SIZE RULE BLACK WHITE OUTCOME BLACK_DISCS WHITE_DISCS
 *        BLACK_SECONDS WHITE_SECONDS OPENING MOVES NOTE MATCH
 *
 * MATCH (from version 3) is the match's fingerprint: with the game's
 * number and what was played it is the game's identity, so that a game
 * read twice (the same file given twice, a file two runners wrote at
 * once) is counted once.
 *
 * Lines are independent, so result files of the parts of a match (or of
 * several matches) are merged simply by reading them all; the summary is
 * computed from the games alone and does not depend on the order they
 * were read in.
 *
 * Every game the writer accepts reads back exactly: a field that would
 * hold a tab, a line break or a backslash is written with escapes (	,
 * 
, 
, \), an empty field as "-" and a field that is "-" as "\-".
 * Files of version 1 (no escapes; the header says which) and version 2
 * (no MATCH field) are still read.
 */
#pragma once

#include <glib.h>
#include <stdio.h>

G_BEGIN_DECLS

/* The format version this build writes, named in the header line. */
#define MATCH_RESULTS_VERSION 3

/* Larger than the result file of any class tournament (a game line is a
 * few hundred bytes), so a wrong file given by mistake is refused. */
#define MATCH_RESULTS_MAX_BYTES (256u * 1024 * 1024)

typedef enum {
  MATCH_BLACK_WINS,
  MATCH_WHITE_WINS,
  MATCH_DRAW,
  MATCH_BLACK_FORFEITS,  /* Black's program failed, resigned or played illegally */
  MATCH_WHITE_FORFEITS,
} MatchOutcome;

typedef struct {
  int index;              /* the game's number in the whole schedule, from 1 */
  int size;
  gboolean misere;
  char *black;            /* player specs as given to the runner (UTF-8, like every string here) */
  char *white;
  MatchOutcome outcome;
  int black_discs;        /* on the board at the end */
  int white_discs;
  double black_seconds;   /* thinking time of each side, kept to the ms, 0 to 10^9 */
  double white_seconds;
  char *opening;          /* the moves the game was started with ("" for none) */
  char *moves;            /* the whole record, opening included, passes written */
  char *note;             /* why a game was forfeited ("" otherwise) */
  char *match;            /* the match's fingerprint ("" in files before version 3) */
} MatchGame;

/** match_game_free: free a game and its strings. */
void match_game_free (MatchGame *game);

/** match_outcome_winner: BLACK, WHITE or EMPTY (draw) for an outcome. */
int match_outcome_winner (MatchOutcome outcome);

/** match_outcome_to_text: a sentence for people ("Black wins 36-28"). Free with g_free(). */
char *match_game_result_text (const MatchGame *game);

/** match_game_to_line: the result-file line, with its newline (bytes of
 * a string that are not UTF-8 are written as U+FFFD).  Free with g_free(). */
char *match_game_to_line (const MatchGame *game);

/** match_game_from_line: read a result-file line of the current version
 * (its line break, or CR LF, may be left on); NULL with an error naming
 * what is wrong.  match_game_to_line of the game gives the line back. */
MatchGame *match_game_from_line (const char *line, GError **error);

/** match_games_equal: TRUE when two games hold the same values (seconds
 * to the millisecond, as the file keeps them). */
gboolean match_games_equal (const MatchGame *a, const MatchGame *b);

/** match_game_identity: what tells the game apart from every other:
 * its match's fingerprint, its number in the match, its board, rule,
 * players and opening.  Two games with the same identity are the same
 * game recorded twice.  Free with g_free(). */
char *match_game_identity (const MatchGame *game);

/** match_fingerprint: the fingerprint of a match (a short hex string)
 * from what decides its schedule: the players in order, the board size,
 * the rule and the openings (their text).  Not the number of games per
 * pair, so that a match given more games later is still the same match.
 * Free with g_free(). */
char *match_fingerprint (GPtrArray *players, int size, gboolean misere, GPtrArray *openings);

/** match_results_header: the comment line a result file starts with. */
const char *match_results_header (void);

/** match_results_parse: append the games of result-file text (length
 * bytes; name is the file's name for messages) to games (a GPtrArray of
 * MatchGame owned by the array).  Comment and empty lines are skipped; a
 * header comment sets the version of the lines after it.  A bad line is
 * an error naming the file and line number, and then nothing is appended.
 *
 * A runner stopped while writing leaves a last line without its line
 * break.  With whole_lines_only such a line is left out and *whole_length
 * (may be NULL) is where it starts, so the caller can cut it off and play
 * that game again; otherwise it is read like the others.  *version (may
 * be NULL) is the format version in force at the end of the text.  A
 * game that names no player (an empty BLACK or WHITE) is a bad line: its
 * points would belong to nobody. */
gboolean match_results_parse (const char *text, gsize length, const char *name,
                              gboolean whole_lines_only, GPtrArray *games, gsize *whole_length,
                              int *version, GError **error);

/** match_results_read: match_results_parse of a file (at most
 * MATCH_RESULTS_MAX_BYTES of it). */
gboolean match_results_read (const char *path, GPtrArray *games, GError **error);

/** match_results_print_summary: print to out the summary of games:
 * each player's wins, draws and losses as Black, as White and in total,
 * with disc totals, forfeits, and with more than two players a table of
 * the score of every pair and the ranking.  The games are sorted by index
 * first, so the summary of merged parts equals that of the whole match. */
void match_results_print_summary (GPtrArray *games, FILE *out);

G_END_DECLS
