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
 * size, with an `a` for an anti game (the kit's misère rule).  RE is the
 * result from Black's view, the final disc difference with the empty
 * squares given to the side with more discs.  Tags the kit does not use
 * (TI, the clocks; RB, RW, the ratings) are skipped when reading.
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
} GgfGame;

/** ggf_parse: read the first game of GGF text.  On error returns NULL
 * and the message says what is wrong (the tag, the move number), and
 * whether the text was cut short. */
GgfGame *ggf_parse (const char *text, GError **error);

/** ggf_game_free: free a game read by ggf_parse (NULL is allowed). */
void ggf_game_free (GgfGame *ggf);

/** ggf_format: one game as GGF text: the start, every move (passes as
 * "PA"), the names and, for a finished game, its result.  place and date
 * may be NULL.  Free with g_free. */
char *ggf_format (const Game *game, const char *black_name, const char *white_name,
                  const char *place, const char *date);

/** ggf_date_to_iso: a GGF date (DT) as a game record's Date (ISO 8601,
 * see game-record.h): "2003.11.25_01:45:07.MET" gives
 * "2003-11-25T01:45:07" (a zone's name gives no offset, so none is
 * kept).  NULL when the date cannot be read.  Free with g_free. */
char *ggf_date_to_iso (const char *date);

/** ggf_date_from_iso: a game record's Date written as GGF writes DT
 * ("2026-11-23T14:05:00+09:00" gives "2026.11.23_14:05:00"); NULL when
 * date is NULL or not valid.  Free with g_free. */
char *ggf_date_from_iso (const char *date);

/** ggf_looks_like: whether text (after any spaces) starts a GGF game. */
gboolean ggf_looks_like (const char *text);

G_END_DECLS
