/* SPDX-License-Identifier: MIT */
/* game-file.h: Reversi games in the files other Othello programs write,
 * told apart by their content.
 *
 * One dispatcher for every game file the app and the tools open: the
 * kind of file is read from what it holds, never from its name or its
 * first two bytes ("(;" starts both GGF and SGF):
 *
 * - GGF (ggf.h): "(;GM[Othello]...;)", GGS's archive lines "1 (;...".
 * - SGF FF[4] (Smart Game Format): "(;FF[4]GM[2]...)"; GM names the game.
 *   GM[2] is Othello, as Edax and Quarry write it: SZ the size, AB/AW the
 *   set-up (Edax writes the four start discs so), PL the side to move,
 *   moves "d3" (or Go's two letters "dc"), a pass "PA", "" or "tt", RE
 *   "W+32".  Other GM numbers are other games (1 Go, 3 chess, ...): the
 *   reason names the game.
 * - WTHOR (.wtb), the French federation's database that Edax, NBoard and
 *   Zebra read: a 16-byte header (the date it was written, the number of
 *   games as 32 bits little-endian, a 16-bit count used by the .jou and
 *   .trn files, the year of the games, the board size (0 or 8: 8x8), the
 *   type, the depth of the theoretical score, a spare byte), then one
 *   68-byte record per game: the tournament, Black's and White's numbers
 *   (16 bits each, names in the .trn and .jou files), Black's discs at
 *   the end, the theoretical score, and 60 moves, each 10 x row + column
 *   (11 is a1, 88 is h8; 0 after the last).  Passes are not written.
 * - Anything else is one of the kit's own text formats (its game record,
 *   a game transcript): the caller reads it.
 *
 * The games read are GgfGame (ggf.h): a Game with its names, place,
 * date and result as the file has them.
 */
#pragma once

#include <glib.h>

#include "ggf.h"

G_BEGIN_DECLS

typedef enum {
  GAME_FILE_KIT,     /* none of the formats below: the kit's own text */
  GAME_FILE_GGF,
  GAME_FILE_SGF,
  GAME_FILE_WTHOR,
} GameFileFormat;

/* SGF's number for Othello (GM) and Go. */
#define GAME_FILE_SGF_GO 1
#define GAME_FILE_SGF_OTHELLO 2

/** game_file_detect: which format data (length bytes) is in.  For SGF,
 * *sgf_game (may be NULL) is its GM (1 when missing, as SGF says). */
GameFileFormat game_file_detect (const char *data, gsize length, int *sgf_game);

/** game_file_format_name: "GGF", "SGF", "WTHOR" (not translated: names). */
const char *game_file_format_name (GameFileFormat format);

/** game_file_read_games: every Reversi game of data in GGF, SGF (GM[2])
 * or WTHOR, as GgfGame.  A file of another game, or in the kit's own
 * text, is refused with a message that says what it is and why the kit
 * cannot use it here.  Free with g_ptr_array_unref. */
GPtrArray *game_file_read_games (const char *data, gsize length, GError **error);

/** game_file_wthor_names: put names in place of the numbers of games
 * read from a WTHOR database (game_file_read_games): the players' from
 * a .jou file's data, or the tournaments' from a .trn file's (told
 * apart by their records' size: 20 and 26 bytes, each a name in
 * ISO-8859-1 ended by a zero byte, after the same 16-byte header as the
 * .wtb's with the number of names at byte 8).  A number past the list
 * stays a number.  FALSE with the reason, and games unchanged, when data
 * is neither file. */
gboolean game_file_wthor_names (GPtrArray *games, const char *data, gsize length,
                                GError **error);

/** game_file_wthor_names_beside: the names of games read from the WTHOR
 * database at wtb_path, from the WTHOR.JOU and WTHOR.TRN files of its
 * folder (any letter case; the federation publishes them so, one pair
 * for all its yearly .wtb files), those present.  FALSE with the reason
 * when one is there but cannot be used: the games keep the numbers it
 * would have named. */
gboolean game_file_wthor_names_beside (GPtrArray *games, const char *wtb_path, GError **error);

/** game_file_describe_game: one line on a game of a file, to choose it
 * among the file's games: the players, the place (a GGF's PC, a WTHOR
 * tournament), the day and the result, those the file gives, in the
 * user's language ("Lévy – Tamaru, Paris, 2026, Black won by 12").
 * Free with g_free. */
char *game_file_describe_game (const GgfGame *ggf);

/** game_file_sgf_game_name: the name of SGF's game number gm ("Go",
 * "Chess"...), NULL for a number this table does not know. */
const char *game_file_sgf_game_name (int gm);

/** game_file_sgf_no_such_game: the reason a game that SGF has no number
 * for (Kalah, tic-tac-toe, Connect Four) cannot be written as SGF, in
 * the user's language: game_name is the game's name as the user sees
 * it.  Free with g_free. */
char *game_file_sgf_no_such_game (const char *game_name);

/** game_file_format_sgf: one Othello game as SGF FF[4] GM[2], as Edax
 * writes it (set-up with AB/AW and PL, moves "d3", passes "PA", RE
 * "B+10").  Free with g_free. */
char *game_file_format_sgf (const Game *game, const char *black_name, const char *white_name,
                            const char *date);

G_END_DECLS
