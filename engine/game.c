/* SPDX-License-Identifier: MIT */
/* game.c: a game: players, record, undo, result, set-up. */
#include "game.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "reversi-error.h"

Game *
game_new (int size, gboolean misere, Player *black, Player *white)
{
  Game *game = g_new0 (Game, 1);
  game->player[0] = black;
  game->player[1] = white;
  game->misere = misere;
  kyokumen_init (&game->start, size);
  game->kyokumen = game->start;
  return game;
}

void
game_free (Game *game)
{
  if (!game)
    return;
  player_free (game->player[0]);
  player_free (game->player[1]);
  g_free (game);
}

void
game_set_player (Game *game, int color, Player *player)
{
  int index = COLOR_INDEX (color);
  player_free (game->player[index]);
  game->player[index] = player;
}

Player *
game_player_to_move (Game *game)
{
  return game->player[COLOR_INDEX (game->kyokumen.color)];
}

gboolean
game_play (Game *game, Sashite move, GError **error)
{
  Kyokumen *k = &game->kyokumen;
  char text[SASHITE_NOTATION_SIZE];

  if (kyokumen_is_game_over (k)) {
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_GAME_OVER,
                 _("The game is over: no more moves can be played."));
    return FALSE;
  }
  if (!kyokumen_is_legal (k, move)) {
    sashite_to_notation (move, k->size, text);
    if (sashite_is_pass (move))
      g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_ILLEGAL_MOVE,
                   _("%s cannot pass: there is a legal move."), color_name (k->color));
    else if (!kyokumen_is_square (k, move.xy))
      g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_ILLEGAL_MOVE,
                   _("%s is not a square of this board."), text);
    else if (k->ban[move.xy] != EMPTY)
      g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_ILLEGAL_MOVE,
                   _("%s is not empty."), text);
    else if (kyokumen_mobility (k, k->color) == 0)
      g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_ILLEGAL_MOVE,
                   _("%s has no legal move and must pass."), color_name (k->color));
    else
      g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_ILLEGAL_MOVE,
                   _("%s at %s would not turn over any disc, so it is not a legal move."),
                   color_name (k->color), text);
    return FALSE;
  }
  if (game->move_count >= KYOKUMEN_MAX_HISTORY || k->history_length >= KYOKUMEN_MAX_HISTORY) {
    /* Cannot happen in a real game (see KYOKUMEN_MAX_HISTORY). */
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_RECORD_FULL,
                 _("The move record is full."));
    return FALSE;
  }
  kyokumen_make_move (k, move);
  game->sasiteretu[game->move_count++] = move;
  return TRUE;
}

gboolean
game_play_notation (Game *game, const char *text, GError **error)
{
  Sashite move;
  if (!sashite_from_notation (text, game->kyokumen.size, &move, error))
    return FALSE;
  return game_play (game, move, error);
}

gboolean
game_undo (Game *game)
{
  if (game->move_count == 0)
    return FALSE;
  game->move_count--;
  kyokumen_undo_move (&game->kyokumen, game->sasiteretu[game->move_count]);
  return TRUE;
}

gboolean
game_is_over (const Game *game)
{
  return kyokumen_is_game_over (&game->kyokumen);
}

gboolean
game_must_pass (const Game *game)
{
  Sashite moves[MAX_SASHITE];
  int n = kyokumen_generate_moves (&game->kyokumen, moves);
  return n == 1 && sashite_is_pass (moves[0]);
}

void
game_result_of_position (const Kyokumen *k, gboolean misere, GameResult *result)
{
  result->black_discs = k->ishisuu[0];
  result->white_discs = k->ishisuu[1];
  result->empties = k->empty_count;
  result->misere = misere;
  int black_minus_white = k->ishisuu[0] - k->ishisuu[1];
  if (misere)
    black_minus_white = -black_minus_white;
  result->winner = black_minus_white > 0 ? BLACK : black_minus_white < 0 ? WHITE : EMPTY;
}

void
game_result (const Game *game, GameResult *result)
{
  game_result_of_position (&game->kyokumen, game->misere, result);
}

/* The final count, kyokumen_final_score's: the empty squares go to the
 * side with more discs, so that the count and the searches' values agree
 * (a 4x4 game ending 11-3 with 2 empties is worth 10, not 8). */
static void
final_count (const GameResult *result, int *black, int *white)
{
  *black = result->black_discs;
  *white = result->white_discs;
  if (*black > *white)
    *black += result->empties;
  else if (*white > *black)
    *white += result->empties;
}

char *
game_result_to_text (const GameResult *result)
{
  int black, white;
  final_count (result, &black, &white);
  GString *s = g_string_new (NULL);
  if (result->winner == EMPTY)
    g_string_append_printf (s, _("Draw %d-%d"), black, white);
  else if (result->winner == BLACK)
    g_string_append_printf (s, result->misere ? _("Black wins %d-%d (misère: fewest discs wins)")
                                              : _("Black wins %d-%d"),
                            black, white);
  else
    g_string_append_printf (s, result->misere ? _("White wins %d-%d (misère: fewest discs wins)")
                                              : _("White wins %d-%d"),
                            white, black);
  if (result->winner != EMPTY && result->empties > 0) {
    gboolean black_first = result->winner == BLACK;
    int first = black_first ? result->black_discs : result->white_discs;
    int second = black_first ? result->white_discs : result->black_discs;
    /* Under misère the side with more discs is the loser. */
    if (result->misere)
      g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE,
                                              /* TRANSLATORS: follows "White wins 3-13 (misère...)". */
                                              ": %1$d-%2$d on the board, the %3$d empty square goes to the side with more discs",
                                              ": %1$d-%2$d on the board, the %3$d empty squares go to the side with more discs",
                                              result->empties),
                              first, second, result->empties);
    else
      g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE,
                                              /* TRANSLATORS: follows "White wins 13-3". */
                                              ": %1$d-%2$d on the board, the %3$d empty square goes to the winner",
                                              ": %1$d-%2$d on the board, the %3$d empty squares go to the winner",
                                              result->empties),
                              first, second, result->empties);
  }
  return g_string_free (s, FALSE);
}

char *
game_result_margin_text (const GameResult *result, int moves, int passes)
{
  int black, white;
  final_count (result, &black, &white);
  int margin = ABS (black - white);
  int placed = moves - passes;
  GString *s = g_string_new (NULL);
  if (result->winner != EMPTY) {
    g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE, "by %d disc", "by %d discs", margin), margin);
    g_string_append (s, _(", "));
  }
  g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE, "in %d move", "in %d moves", placed), placed);
  if (passes > 0) {
    g_string_append_c (s, ' ');
    g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE, "(and %d pass)", "(and %d passes)", passes),
                            passes);
  }
  g_string_append (s, _("."));
  return g_string_free (s, FALSE);
}

char *
game_summary_text (const Game *game)
{
  GameResult r;
  game_result (game, &r);
  int passes = 0;
  for (int i = 0; i < game->move_count; i++)
    passes += sashite_is_pass (game->sasiteretu[i]);
  g_autofree char *result = game_result_to_text (&r);
  g_autofree char *margin = game_result_margin_text (&r, game->move_count, passes);
  return g_strconcat (result, "\n", margin, NULL);
}

/* Start over from `start`, keeping players and rule. */
static void
game_restart (Game *game, const Kyokumen *start)
{
  game->start = *start;
  game->start.history_length = 0;
  game->kyokumen = game->start;
  game->move_count = 0;
}

gboolean
game_setup_from_moves (Game *game, int size, const char *text, GError **error)
{
  if (!kyokumen_is_valid_size (size)) {
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_BOARD_SIZE,
                 _("%d is not a board size of the kit (4, 6, 8 or 10)."), size);
    return FALSE;
  }

  Game *trial = g_new0 (Game, 1);
  kyokumen_init (&trial->start, size);
  trial->kyokumen = trial->start;

  if (!g_utf8_validate (text, -1, NULL)) {
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_ENCODING,
                 _("The move list is not valid text (UTF-8)."));
    g_free (trial);
    return FALSE;
  }

  /* What an input method types ("ｆ５、ｄ６", "パス") reads as its ASCII form. */
  g_autofree char *normalized = sashite_normalize_text (text);
  const char *p = normalized;
  int number = 0;
  gboolean ok = TRUE;
  while (ok) {
    while (*p && (g_ascii_isspace (*p) || *p == ',' || *p == ';'))
      p++;
    if (*p == '\0')
      break;

    /* One token: "pass", or a letter followed by its digits. */
    char token[16];
    size_t length;
    if (g_ascii_strncasecmp (p, "pass", 4) == 0)
      length = 4;
    else if (g_ascii_strncasecmp (p, "ps", 2) == 0)
      length = 2;
    else {
      /* A whole character (not one byte of it), then the digits. */
      length = (size_t) (g_utf8_next_char (p) - p);
      while (g_ascii_isdigit (p[length]))
        length++;
    }
    length = MIN (length, sizeof token - 1);
    memcpy (token, p, length);
    token[length] = '\0';
    p += length;
    number++;

    Sashite move;
    GError *local = NULL;
    if (g_ascii_strcasecmp (token, "ps") == 0)
      move = sashite_pass ();
    else if (!sashite_from_notation (token, size, &move, &local)) {
      g_set_error (error, REVERSI_ERROR, local->code, _("Move %d (“%s”): %s"),
                   number, token, local->message);
      g_clear_error (&local);
      ok = FALSE;
      break;
    }

    /* A forced pass may be left out of the list: put it in. */
    if (!sashite_is_pass (move) && game_must_pass (trial))
      game_play (trial, sashite_pass (), NULL);

    if (!game_play (trial, move, &local)) {
      g_set_error (error, REVERSI_ERROR, local->code, _("Move %d (“%s”): %s"),
                   number, token, local->message);
      g_clear_error (&local);
      ok = FALSE;
    }
  }

  if (ok) {
    game_restart (game, &trial->start);
    for (int i = 0; i < trial->move_count; i++)
      game_play (game, trial->sasiteretu[i], NULL);
  }
  g_free (trial);
  return ok;
}

gboolean
game_setup_from_board_string (Game *game, const char *text, GError **error)
{
  Kyokumen *position = g_new (Kyokumen, 1);
  gboolean ok = kyokumen_from_board_string (position, text, error);
  if (ok)
    game_restart (game, position);
  g_free (position);
  return ok;
}

char *
game_record_to_text (const Game *game)
{
  GString *s = g_string_new (NULL);
  for (int i = 0; i < game->move_count; i++) {
    char text[SASHITE_NOTATION_SIZE];
    if (i > 0)
      g_string_append_c (s, ' ');
    g_string_append (s, sashite_to_notation (game->sasiteretu[i], game->start.size, text));
  }
  return g_string_free (s, FALSE);
}
