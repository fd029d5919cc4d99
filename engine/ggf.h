/* SPDX-License-Identifier: MIT */
/* ggf.h: games in GGF, the Generic Game Format of the Othello servers.
 *
 * GGF is how GGS (the Generic Game Server) keeps Othello games, and what
 * Edax, NBoard and other Othello programs read and write.  One game is
 *
 *     (;GM[Othello]PC[place]DT[date]PB[Black's name]PW[White's name]
 *       RE[+10.000]TY[8]BO[8 ---...--- *]B[d3]W[c5]B[PA]...;)
 *
 * a list of TAG[value] pairs between "(;" and ";)".  BO is the start: the
 * size, the squares row by row (`*` black, `O` white, `-` empty; spaces
 * between them are allowed) and `*` or `O` for the side to move.  B and W
 * are the moves, in any letter case, "PA" for a pass, possibly followed by
 * "/evaluation/time", which is ignored.  TY is the game type: the board
 * size, then letters for the variant (GGS writes "8", "8a", "8kr20",
 * "10s"): `a` an anti game (the kit's misère rule), `k` a komi game, `r`
 * (with a number of discs) a random start, `s` a synchro game.  A komi
 * game has its komi KM (from Black's view) and the two komi bids KB, KW.
 * RE is the result from Black's view: the final disc difference with the
 * empty squares given to the side with more discs, minus the komi, with
 * ":r", ":t" or ":s" after it when the game ended by resignation, time or
 * agreement.  DT is the date, as GGS writes it
 * (2003.12.15_12:33:18.MST: the server's local time and its zone) or,
 * in older archives, seconds since 1970.  Tags the kit does not use (TI,
 * the clocks; RB, RW, the ratings; KB, KW) are skipped when reading.
 *
 * A file may hold several games, and GGS's archives write each as a line
 * with a count in front: "1 (;GM[Othello]...;)" (a synchro game gives
 * "2 (;...;)(;...;)").  ggf_parse_all reads them all.
 *
 * Reading replays every move; a forced pass left out is put in, as Edax
 * writes none.  The kit's board sizes are 4, 6, 8 and 10.
 */
#pragma once

#include <glib.h>

#include "game.h"

G_BEGIN_DECLS

typedef struct {
  Game *game;          /* start, moves and rule; its players are NULL */
  char *black_name;    /* PB, "" when missing */
  char *white_name;    /* PW, "" when missing */
  char *place;         /* PC, "" when missing */
  char *date;          /* DT as written, "" when missing */
  char *result;        /* RE as written, "" when missing */
  gboolean has_komi;   /* a komi game (TY with k, or KM given) */
  double komi;         /* KM, from Black's view; 0 when none */
  /* A WTHOR game's numbers of its tournament and players in the
   * database's .trn and .jou files (game_file_wthor_names); 0 elsewhere. */
  guint wthor_tournament, wthor_black, wthor_white;
} GgfGame;

/** ggf_parse: read the first game of GGF text (the rest of the text is
 * not looked at).  On error returns NULL and the message says what is
 * wrong (the tag, the move number), and whether the text was cut short. */
GgfGame *ggf_parse (const char *text, GError **error);

/** ggf_parse_all: every game of GGF text, in order: games one after the
 * other, or GGS archive lines ("1 (;...;)").  On error returns NULL and
 * the message names the game ("Game 3: ...") when there are several.
 * Free with g_ptr_array_unref. */
GPtrArray *ggf_parse_all (const char *text, GError **error);

/** ggf_game_result: the result RE as a number from Black's view, and
 * how the game ended (*flag: 0 played out, or 'r' resigned, 't' time,
 * 's' agreed).  FALSE when RE is missing ("" or "?") or not a number. */
gboolean ggf_game_result (const GgfGame *ggf, double *value, char *flag);

/** ggf_game_check_result: whether a played-out game's RE is what its
 * board gives: the final disc difference (empties to the winner), minus
 * the komi, from Black's view (misère: turned round).  A game without RE,
 * or one that ended by resignation, time or agreement, has nothing to
 * check and passes; otherwise the message gives both numbers. */
gboolean ggf_game_check_result (const GgfGame *ggf, GError **error);

/** ggf_game_play_move: play a move of a game record on game: mover 'B'
 * or 'W', value the move as GGF writes it ("d3", "D3", "PA", possibly
 * followed by "/evaluation/time"), number the move's number for the
 * message.  A forced pass left out is put in first.  The SGF reader
 * plays its moves through this too. */
gboolean ggf_game_play_move (Game *game, char mover, const char *value, int number,
                             GError **error);

/** ggf_game_free: free a game read by ggf_parse (NULL is allowed). */
void ggf_game_free (GgfGame *ggf);

/** ggf_format: one game as GGF text, as GGS writes it: the start, every
 * move (passes as "PA"), the names, the type (size, then "a" for
 * misère) and, for a finished game, its result.  place and date (DT as
 * ggf_date_from_iso gives it) may be NULL; no date writes no DT.  Free
 * with g_free. */
char *ggf_format (const Game *game, const char *black_name, const char *white_name,
                  const char *place, const char *date);

/** ggf_date_to_iso: a GGF date (DT) as a game record's Date (ISO 8601,
 * see game-record.h).  Every form GGF files hold: GGS's
 * "2003.12.15_12:33:18.MST" gives "2003-12-15T12:33:18-07:00" (a zone
 * the kit knows gives its offset; another zone, or none, gives the time
 * without an offset), seconds since 1970 ("947375357") the moment in
 * UTC, NBoard's "2014-02-21 20:52:27 GMT", a day alone ("2003.12.15") and
 * ISO 8601 itself.  NULL when the date cannot be read.  Free with
 * g_free. */
char *ggf_date_to_iso (const char *date);

/** ggf_date_from_iso: a game record's Date written as GGS writes DT, with
 * its zone: the moment in UTC ("2026-11-23T14:05:00+09:00" gives
 * "2026.11.23_05:05:00.UTC").  NULL (no DT is written) when date is NULL,
 * not valid, or not a moment with an offset (a day alone, a local time
 * of no known zone): GGS never writes a DT without its zone.  Free with
 * g_free. */
char *ggf_date_from_iso (const char *date);

/** ggf_looks_like: whether text (after any spaces) starts a GGF game, or
 * a GGS archive line ("1 (;"). */
gboolean ggf_looks_like (const char *text);

G_END_DECLS
