/* kalah-seed.h: the seed's Kalah players and game, in their own form.
 *
 * Seed 000 writes its players as two functions, move_first (the first
 * player, who maximises kalah_value) and move_second (who minimises it),
 * each calling the other.  This module follows them line for line, so
 * that the kit's tables count exactly what the seed's listings count:
 *
 *   - a node starts with the end check (which may sweep the pits); a
 *     finished game or depth 0 is evaluated (counted);
 *   - the pits are tried in order (0..5 or 7..12), empty ones skipped;
 *     each is played on a copy of the board;
 *   - full rule: an extra turn searches the same side again with the same
 *     depth (and the same limit); otherwise the other side is searched one
 *     ply shallower, with this node's value so far as its limit;
 *   - simplified rule (the seed's 簡易版, move_first1 / move_second1): an
 *     extra turn is chosen by a one-ply search of the same side (limit
 *     +-100), played on the copy, and then the other side is searched;
 *   - a strictly better value replaces the best (the first of equals
 *     stays); alpha-beta stops the loop when value >= limit (first) or
 *     value <= limit (second).  Minimax is the same without the stop.
 *
 * A search returns the value and the line the seed's play() carries out:
 * the chosen pit followed by the moves of the extra turns it earns.
 */
#pragma once

#include <glib.h>

#include "kalah.h"

G_BEGIN_DECLS

#define KALAH_SEED_MAX_VALUE 100    /* the seed's MAX_VALUE */
#define KALAH_SEED_MIN_VALUE (-100) /* the seed's MIN_VALUE */

/* Longer than any chain of extra turns (each puts a stone in the store). */
#define KALAH_SEED_MAX_LINE 80

typedef enum {
  KALAH_RULE_FULL,     /* move_first / move_second */
  KALAH_RULE_SIMPLE,   /* move_first1 / move_second1 (簡易版) */
} KalahRule;

typedef struct {
  KalahRule rule;
  gboolean alpha_beta;     /* kalah1.py's players; FALSE: kalah.py's minimax */
  guint64 evaluations;     /* the seed's count: value_func calls */
  guint64 nodes;           /* positions the search entered */
} KalahSeedSearch;

typedef struct {
  int moves[KALAH_SEED_MAX_LINE];
  int length;
} KalahSeedLine;

/** kalah_seed_move_first: the seed's move_first (or move_first1) on
 * board, which the end check may sweep, as the seed's does.  limit is
 * used by alpha-beta only (the root passes KALAH_SEED_MAX_VALUE). */
int kalah_seed_move_first (KalahSeedSearch *s, int depth, Kalah *board, int limit,
                           KalahSeedLine *line);

/** kalah_seed_move_second: the seed's move_second (or move_second1); the
 * root passes KALAH_SEED_MIN_VALUE. */
int kalah_seed_move_second (KalahSeedSearch *s, int depth, Kalah *board, int limit,
                            KalahSeedLine *line);

/* One game of the seed's play(). */
typedef struct {
  int first_store, second_store;   /* at the end */
  guint64 evaluations;             /* over the whole game, both players */
  guint64 nodes;
  int turns;                       /* searches made (one per turn) */
  GArray *moves;                   /* int: every pit played, extra turns included */
  Kalah final;                     /* the final board */
} KalahSeedGame;

/** kalah_seed_play: the seed's play (first_depth, second_depth): the first
 * player searches with move_first, the second with move_second, each
 * playing the whole line found; the end is checked after each turn.
 * Free game->moves with g_array_unref. */
void kalah_seed_play (KalahRule rule, gboolean alpha_beta, int first_depth, int second_depth,
                      KalahSeedGame *game);

G_END_DECLS
