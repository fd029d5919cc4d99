/* SPDX-License-Identifier: MIT */
/* kalah.h: Kalah (M. Hiroi's article), with the rules exactly as the article plays them.
 *
 * 14 cells, numbered as in the article:
 *
 *          12 11 10  9  8  7          the second player's pits
 *     13                       6      stores: the second's left, the first's right
 *           0  1  2  3  4  5          the first player's pits
 *
 * Six stones in each pit at the start, 72 in all, the stores empty; the
 * first player moves first.  Sowing runs counter-clockwise (0, 1, ... 13,
 * 0, ...).
 *
 *   - A move takes every stone of one of the mover's non-empty pits and
 *     drops one in each following cell, skipping the opponent's store.
 *   - When the last stone lands in the mover's own store, the same side
 *     moves again (an extra turn).
 *   - When the last stone lands in an empty pit of the mover's own side
 *     and the opposite pit (12 - pit) holds stones, both go to the
 *     mover's store (a capture).
 *   - The game ends when a side has no stones in its pits: the other
 *     side's pit stones go to that other side's store (the sweep); or
 *     when a store holds more than 36 stones (half of 72): then the pits
 *     are not swept.  The side with more stones in its store wins.
 *
 * The article checks for the end after every move and at the start of every
 * search node, and the check itself sweeps the pits.  The functions below
 * keep the article's shape (kalah_move_stones, kalah_check_game_over) for the
 * article-form players of kalah-article.h; kalah_rules() settles each position
 * in make_move, so a GameRules position is never left unswept.
 *
 * Values (kalah_value): a store with more than 36 is +99 for the first
 * player or -99 for the second; otherwise the first player's store minus
 * the second's.  The GameRules version gives it from the side to move's
 * view, for finished and unfinished positions alike, as the article does.
 *
 * Variants (kalah_init_variant; the solver, kalah-solver.h): any number of
 * stones a pit (stones holds the total: KALAH_STONES in the article's game,
 * and "more than half" is of that total), and the empty-capture rule, in
 * which the last stone falling in an empty pit of the mover's own side is
 * captured even when the opposite pit is empty (KALAH_CAPTURE_EMPTY; the
 * article's rule, KALAH_CAPTURE_STANDARD, leaves it in the pit).  Every
 * other function reads the variant from the position, so kalah_init and
 * kalah_from_text give the article's game as before.
 *
 * Notation: a move is its pit number as the article numbers it, 0 to 5 for
 * the first player, 7 to 12 for the second.
 *
 * Position text (kalah_from_text): the 14 cell counts in cell order, then
 * the side to move (0 first, 1 second), all separated by spaces:
 * "6 6 6 6 6 6 0 6 6 6 6 6 6 0 0" is the start.  The counts must add up
 * to 72.
 */
#pragma once

#include <glib.h>

#include "game-rules.h"

G_BEGIN_DECLS

#define KALAH_CELLS 14
#define KALAH_PITS 6
#define KALAH_FIRST_STORE 6
#define KALAH_SECOND_STORE 13
#define KALAH_STONES 72
#define KALAH_HALF (KALAH_STONES / 2)
#define KALAH_DECIDED 99           /* a store with more than 36 decides the game */
#define KALAH_MIN_STONES_PER_PIT 2  /* the variants kalah_init_variant sets up */
#define KALAH_MAX_STONES_PER_PIT 6

/* What the last stone does in an empty pit of the mover's own side. */
typedef enum {
  KALAH_CAPTURE_STANDARD,  /* the article's: captures only with the opposite pit's stones */
  KALAH_CAPTURE_EMPTY,     /* captured itself even when the opposite pit is empty */
} KalahCapture;

/* What a move did (the article's move_stone result). */
typedef enum {
  KALAH_NORMAL,        /* the turn passes */
  KALAH_EXTRA_TURN,    /* the last stone fell in the mover's store */
} KalahMoveResult;

typedef struct {
  int cell[KALAH_CELLS];   /* stones in each pit and store */
  int to_move;             /* 0 first, 1 second (GameRules; the article-form
                              players pass the side explicitly) */
  gboolean over;           /* GameRules: the game has ended */
  int stones;              /* in the whole game: KALAH_STONES for the article's */
  KalahCapture capture;
} Kalah;

/** kalah_init: the start: 6 stones in each pit, the first player to move. */
void kalah_init (Kalah *k);

/** kalah_init_variant: the start with stones_per_pit stones in each pit
 * (KALAH_MIN_STONES_PER_PIT to KALAH_MAX_STONES_PER_PIT) and the given
 * capture rule; kalah_init is (6, KALAH_CAPTURE_STANDARD). */
void kalah_init_variant (Kalah *k, int stones_per_pit, KalahCapture capture);

/** kalah_store: the store cell of side 0 or 1 (6 or 13). */
static inline int
kalah_store (int side)
{
  return side == 0 ? KALAH_FIRST_STORE : KALAH_SECOND_STORE;
}

/** kalah_first_pit: the first pit of side 0 or 1 (0 or 7). */
static inline int
kalah_first_pit (int side)
{
  return side == 0 ? 0 : KALAH_FIRST_STORE + 1;
}

/** kalah_pit_side: the side a pit belongs to, or -1 for a store or a
 * number that is not a cell. */
int kalah_pit_side (int cell);

/** kalah_sow: the article's distribute: empty pit and sow its stones for
 * side, skipping the opponent's store.  Returns the cell of the last stone. */
int kalah_sow (Kalah *k, int side, int pit);

/** kalah_capture: the article's check_capture: if the last stone (at `last`)
 * fell in an empty pit of side's own and the opposite pit holds stones
 * (or, under KALAH_CAPTURE_EMPTY, even if it does not), move both to
 * side's store and return TRUE. */
gboolean kalah_capture (Kalah *k, int side, int last);

/** kalah_move_stones: the article's move_stone: sow pit for side, capture if
 * the rule allows.  Does not check for the end or change to_move. */
KalahMoveResult kalah_move_stones (Kalah *k, int side, int pit);

/** kalah_pit_stones: the stones in side's pits. */
int kalah_pit_stones (const Kalah *k, int side);

/** kalah_sweep_if_out: when a side's pits are empty, sweep the other
 * side's pits into that side's store and return TRUE (the end that every
 * variant shares; kalah_check_game_over adds the article's store over
 * half). */
gboolean kalah_sweep_if_out (Kalah *k);

/** kalah_check_game_over: the article's check_gameover: TRUE when the game
 * is over, after sweeping the pits if a side's pits are empty. */
gboolean kalah_check_game_over (Kalah *k);

/** kalah_value: the article's value_func, first player's view (the
 * decided value when a store holds more than half of k->stones). */
int kalah_value (const Kalah *k);

/** kalah_to_text: the board drawn as the article prints it, with the pit
 * numbers and whose turn it is (or the result); free with g_free(). */
char *kalah_to_text (const Kalah *k);

/** kalah_from_text: see "Position text" above.  A position whose game is
 * over is settled (swept) as the end check does. */
gboolean kalah_from_text (const char *text, Kalah *k, GError **error);

/** kalah_rules: Kalah as GameRules (no symmetries; a hashed key). */
const GameRules *kalah_rules (void);

G_END_DECLS
