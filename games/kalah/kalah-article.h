/* SPDX-License-Identifier: MIT */
/* kalah-article.h: the article's Kalah players and game, in their own form.
 *
 * M. Hiroi's article (docs/sources.md) writes its players as two
 * functions, move_first (the first player, who maximises kalah_value)
 * and move_second (who minimises it), each calling the other.  This module follows them line for line, so
 * that the kit's tables count exactly what the article's listings count:
 *
 *   - a node starts with the end check (which may sweep the pits); a
 *     finished game or depth 0 is evaluated (counted);
 *   - the pits are tried in order (0..5 or 7..12), empty ones skipped;
 *     each is played on a copy of the board;
 *   - full rule: an extra turn searches the same side again with the same
 *     depth (and the same limit); otherwise the other side is searched one
 *     ply shallower, with this node's value so far as its limit;
 *   - simplified rule (the article's 簡易版, move_first1 / move_second1): an
 *     extra turn is chosen by a one-ply search of the same side (limit
 *     +-100), played on the copy, and then the other side is searched;
 *   - a strictly better value replaces the best (the first of equals
 *     stays); alpha-beta stops the loop when value >= limit (first) or
 *     value <= limit (second).  Minimax is the same without the stop.
 *
 * A search returns the value and the line the article's play() carries out:
 * the chosen pit followed by the moves of the extra turns it earns.
 */
#pragma once

#include <glib.h>

#include "kalah.h"

G_BEGIN_DECLS

#define KALAH_ARTICLE_MAX_VALUE 100    /* the article's MAX_VALUE */
#define KALAH_ARTICLE_MIN_VALUE (-100) /* the article's MIN_VALUE */

/* Longer than any chain of extra turns (each puts a stone in the store). */
#define KALAH_ARTICLE_MAX_LINE 80

typedef enum {
  KALAH_RULE_FULL,     /* move_first / move_second */
  KALAH_RULE_SIMPLE,   /* move_first1 / move_second1 (簡易版) */
} KalahRule;

typedef struct {
  KalahRule rule;
  gboolean alpha_beta;     /* kalah1.py's players; FALSE: kalah.py's minimax */
  guint64 evaluations;     /* the article's count: value_func calls */
  guint64 nodes;           /* positions the search entered */
} KalahArticleSearch;

typedef struct {
  int moves[KALAH_ARTICLE_MAX_LINE];
  int length;
} KalahArticleLine;

/** kalah_article_move_first: the article's move_first (or move_first1) on
 * board, which the end check may sweep, as the article's does.  limit is
 * used by alpha-beta only (the root passes KALAH_ARTICLE_MAX_VALUE). */
int kalah_article_move_first (KalahArticleSearch *s, int depth, Kalah *board, int limit,
                              KalahArticleLine *line);

/** kalah_article_move_second: the article's move_second (or move_second1); the
 * root passes KALAH_ARTICLE_MIN_VALUE. */
int kalah_article_move_second (KalahArticleSearch *s, int depth, Kalah *board, int limit,
                               KalahArticleLine *line);

/* One game of the article's play(). */
typedef struct {
  int first_store, second_store;   /* at the end */
  guint64 evaluations;             /* over the whole game, both players */
  guint64 nodes;
  int turns;                       /* searches made (one per turn) */
  GArray *moves;                   /* int: every pit played, extra turns included */
  Kalah final;                     /* the final board */
} KalahArticleGame;

/** kalah_article_play: the article's play (first_depth, second_depth): the first
 * player searches with move_first, the second with move_second, each
 * playing the whole line found; the end is checked after each turn.
 * Free game->moves with g_array_unref. */
void kalah_article_play (KalahRule rule, gboolean alpha_beta, int first_depth, int second_depth,
                         KalahArticleGame *game);

G_END_DECLS
