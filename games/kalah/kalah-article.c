/* SPDX-License-Identifier: MIT */
/* kalah-article.c: the article's move_first / move_second and play(). */
#include "kalah-article.h"

/* The article's value_func, counted. */
static int
evaluate (KalahArticleSearch *s, const Kalah *board)
{
  s->evaluations++;
  return kalah_value (board);
}

/* line = pit followed by rest. */
static void
set_line (KalahArticleLine *line, int pit, const KalahArticleLine *rest)
{
  line->moves[0] = pit;
  int length = MIN (rest->length, KALAH_ARTICLE_MAX_LINE - 1);
  for (int i = 0; i < length; i++)
    line->moves[i + 1] = rest->moves[i];
  line->length = length + 1;
}

/* Searches the position after `pit` of side (already played on b, with
 * result `result`) as the article does; rest receives the extra-turn moves.
 * `value` is the node's value so far, the limit of the opponent's search. */
static int
search_child (KalahArticleSearch *s, int side, int depth, Kalah *b, KalahMoveResult result,
              int limit, int value, KalahArticleLine *rest)
{
  KalahArticleLine ignored;
  rest->length = 0;
  if (s->rule == KALAH_RULE_FULL) {
    if (result == KALAH_EXTRA_TURN)
      return side == 0 ? kalah_article_move_first (s, depth, b, limit, rest)
                       : kalah_article_move_second (s, depth, b, limit, rest);
    return side == 0 ? kalah_article_move_second (s, depth - 1, b, value, &ignored)
                     : kalah_article_move_first (s, depth - 1, b, value, &ignored);
  }
  /* The simplified rule: the extra move is chosen one ply deep (its value
   * is not used), played, and then the opponent is searched. */
  if (result == KALAH_EXTRA_TURN) {
    if (side == 0)
      kalah_article_move_first (s, 1, b, KALAH_ARTICLE_MAX_VALUE, rest);
    else
      kalah_article_move_second (s, 1, b, KALAH_ARTICLE_MIN_VALUE, rest);
    for (int i = 0; i < rest->length; i++)
      kalah_move_stones (b, side, rest->moves[i]);
  }
  return side == 0 ? kalah_article_move_second (s, depth - 1, b, value, &ignored)
                   : kalah_article_move_first (s, depth - 1, b, value, &ignored);
}

/* move_first (side 0, maximising) and move_second (side 1, minimising)
 * differ only in those two things. */
static int
move_side (KalahArticleSearch *s, int side, int depth, Kalah *board, int limit, KalahArticleLine *line)
{
  s->nodes++;
  line->length = 0;
  if (kalah_check_game_over (board) || depth == 0)
    return evaluate (s, board);

  int value = side == 0 ? KALAH_ARTICLE_MIN_VALUE : KALAH_ARTICLE_MAX_VALUE;
  for (int i = 0; i < KALAH_PITS; i++) {
    int pit = kalah_first_pit (side) + i;
    if (board->cell[pit] == 0)
      continue;
    Kalah b = *board;
    KalahMoveResult result = kalah_move_stones (&b, side, pit);
    KalahArticleLine rest;
    int v = search_child (s, side, depth, &b, result, limit, value, &rest);
    if (side == 0 ? value < v : value > v) {
      value = v;
      set_line (line, pit, &rest);
    }
    if (s->alpha_beta && (side == 0 ? value >= limit : value <= limit))
      break;
  }
  return value;
}

int
kalah_article_move_first (KalahArticleSearch *s, int depth, Kalah *board, int limit,
                          KalahArticleLine *line)
{
  return move_side (s, 0, depth, board, limit, line);
}

int
kalah_article_move_second (KalahArticleSearch *s, int depth, Kalah *board, int limit,
                           KalahArticleLine *line)
{
  return move_side (s, 1, depth, board, limit, line);
}

void
kalah_article_play (KalahRule rule, gboolean alpha_beta, int first_depth, int second_depth,
                    KalahArticleGame *game)
{
  KalahArticleSearch s = { .rule = rule, .alpha_beta = alpha_beta };
  Kalah board;
  kalah_init (&board);
  game->moves = g_array_new (FALSE, FALSE, sizeof (int));
  game->turns = 0;
  int side = 0;
  /* A game ends long before this; the bound only guards against a
   * search that returns no move. */
  for (int turn = 0; turn < 1000; turn++) {
    KalahArticleLine line;
    if (side == 0)
      kalah_article_move_first (&s, first_depth, &board, KALAH_ARTICLE_MAX_VALUE, &line);
    else
      kalah_article_move_second (&s, second_depth, &board, KALAH_ARTICLE_MIN_VALUE, &line);
    game->turns++;
    for (int i = 0; i < line.length; i++) {
      kalah_move_stones (&board, side, line.moves[i]);
      g_array_append_val (game->moves, line.moves[i]);
    }
    if (kalah_check_game_over (&board))
      break;
    side = 1 - side;
  }
  board.over = TRUE;
  board.to_move = side;
  game->final = board;
  game->first_store = board.cell[KALAH_FIRST_STORE];
  game->second_store = board.cell[KALAH_SECOND_STORE];
  game->evaluations = s.evaluations;
  game->nodes = s.nodes;
}
