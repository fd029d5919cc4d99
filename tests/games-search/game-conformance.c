/* SPDX-License-Identifier: MIT */
/* game-conformance.c: the GameRules contract, checked on random games. */
#include "game-conformance.h"

#include <string.h>

/* Reports one failure with the position it happened in; returns FALSE so
 * a check can stop after the first failure of a position. */
static gboolean
fail (const GameRules *rules, const void *position, const char *what)
{
  g_autofree char *board = rules->position_to_text (rules, position);
  g_test_fail_printf ("%s: %s\n%s", rules->name, what, board);
  return FALSE;
}

static gboolean
check_value (const GameRules *rules, const void *position, int value, const char *which)
{
  if (value > -GAME_VALUE_MAX && value < GAME_VALUE_MAX)
    return TRUE;
  g_autofree char *what = g_strdup_printf ("%s %d is outside +-GAME_VALUE_MAX", which, value);
  return fail (rules, position, what);
}

static gboolean
check_moves (const GameRules *rules, const void *position, const int *moves, int count)
{
  if (count < 0 || count > GAME_MAX_MOVES)
    return fail (rules, position, "generate_moves returned an impossible count");
  for (int i = 0; i < count; i++) {
    for (int j = 0; j < i; j++)
      if (moves[i] == moves[j])
        return fail (rules, position, "generate_moves listed a move twice");
    char text[GAME_NOTATION_SIZE] = "";
    rules->move_to_text (rules, moves[i], text);
    if (text[0] == '\0' || memchr (text, '\0', GAME_NOTATION_SIZE) == NULL)
      return fail (rules, position, "move_to_text wrote no notation");
    int read = GAME_MOVE_NONE;
    g_autoptr (GError) error = NULL;
    g_autofree char *spaced = g_strdup_printf ("  %s ", text);
    if (!game_rules_read_move (rules, position, spaced, &read, &error) || read != moves[i]) {
      g_autofree char *what = g_strdup_printf ("the notation “%s” does not read back (%s)", text,
                                               error ? error->message : "another move");
      return fail (rules, position, what);
    }
  }
  int unchanged = 12345;
  g_autoptr (GError) error = NULL;
  if (game_rules_read_move (rules, position, "no-such-move", &unchanged, &error)
      || unchanged != 12345 || error == NULL || error->domain != GAME_ERROR
      || error->message[0] == '\0')
    return fail (rules, position, "a word that is not notation was not refused properly");
  return TRUE;
}

/* The moves of image, compared as sets with the images of moves. */
static gboolean
same_move_set (const GameRules *rules, int symmetry, const int *moves, int count,
               const int *image_moves, int image_count)
{
  if (count != image_count)
    return FALSE;
  for (int i = 0; i < count; i++) {
    int mapped = rules->symmetric_move (rules, symmetry, moves[i]);
    gboolean found = FALSE;
    for (int j = 0; j < image_count && !found; j++)
      found = image_moves[j] == mapped;
    if (!found)
      return FALSE;
  }
  return TRUE;
}

static gboolean
check_symmetries (const GameRules *rules, const void *position, const int *moves, int count)
{
  if (!rules->hash)
    return TRUE;
  g_autofree void *copy = g_memdup2 (position, rules->position_size);
  if (rules->hash (rules, copy, 0) != rules->hash (rules, position, 0))
    return fail (rules, position, "a copy of the position has another hash");
  if (rules->symmetry_count == 1)
    return TRUE;
  g_autofree void *image = g_malloc0 (rules->position_size);
  for (int s = 0; s < rules->symmetry_count; s++) {
    rules->transform (rules, position, s, image);
    g_autofree char *label = g_strdup_printf ("symmetry %d: ", s);
    if (rules->hash (rules, position, s) != rules->hash (rules, image, 0)) {
      g_autofree char *what = g_strconcat (label, "hash (P, s) != hash (transform (P, s), 0)", NULL);
      return fail (rules, position, what);
    }
    if (rules->side_to_move (rules, image) != rules->side_to_move (rules, position)) {
      g_autofree char *what = g_strconcat (label, "the image has another side to move", NULL);
      return fail (rules, position, what);
    }
    int image_moves[GAME_MAX_MOVES];
    int image_count = rules->generate_moves (rules, image, image_moves);
    if (!same_move_set (rules, s, moves, count, image_moves, image_count)) {
      g_autofree char *what = g_strconcat (label, "the image's moves are not the mapped moves", NULL);
      return fail (rules, position, what);
    }
    int value = count == 0 ? rules->final_value (rules, position) : rules->evaluate (rules, position);
    int image_value = count == 0 ? rules->final_value (rules, image) : rules->evaluate (rules, image);
    if (value != image_value) {
      g_autofree char *what = g_strconcat (label, "the image has another value", NULL);
      return fail (rules, position, what);
    }
  }
  if (rules->symmetric_move (rules, 0, count > 0 ? moves[0] : 0) != (count > 0 ? moves[0] : 0))
    return fail (rules, position, "symmetry 0 is not the identity");
  return TRUE;
}

/* Checks one position; returns FALSE after the first failure. */
static gboolean
check_position (const GameRules *rules, const void *position)
{
  g_autofree void *before = g_memdup2 (position, rules->position_size);
  int moves[GAME_MAX_MOVES];
  int count = rules->generate_moves (rules, position, moves);
  if (memcmp (before, position, rules->position_size) != 0)
    return fail (rules, position, "generate_moves changed the position");
  int side = rules->side_to_move (rules, position);
  if (side != 0 && side != 1)
    return fail (rules, position, "side_to_move is neither 0 nor 1");
  g_autofree char *text = rules->position_to_text (rules, position);
  if (!text || !*text)
    return fail (rules, position, "position_to_text returned nothing");

  if (count == 0) {
    if (!check_value (rules, position, rules->final_value (rules, position), "final_value"))
      return FALSE;
    int winner = game_rules_winner (rules, position);
    if (winner != 0 && winner != 1 && winner != GAME_DRAW)
      return fail (rules, position, "game_rules_winner is not a side or a draw");
    int ignored;
    g_autoptr (GError) error = NULL;
    if (game_rules_read_move (rules, position, "a1", &ignored, &error)
        || !g_error_matches (error, GAME_ERROR, GAME_ERROR_GAME_OVER))
      return fail (rules, position, "a move after the end was not refused as such");
  } else if (!check_value (rules, position, rules->evaluate (rules, position), "evaluate")) {
    return FALSE;
  }
  if (!check_moves (rules, position, moves, count))
    return FALSE;

  g_autofree void *child = g_malloc0 (rules->position_size);
  for (int i = 0; i < count; i++) {
    rules->make_move (rules, position, moves[i], child);
    if (memcmp (before, position, rules->position_size) != 0)
      return fail (rules, position, "make_move changed the parent");
  }
  return check_symmetries (rules, position, moves, count);
}

int
game_conformance_check (const GameRules *rules, int games, guint32 seed)
{
  g_autoptr (GError) error = NULL;
  if (!game_rules_check (rules, &error)) {
    g_test_fail_printf ("%s", error->message);
    return 0;
  }
  GRand *rand = g_rand_new_with_seed (seed);
  int checked = 0;
  for (int g = 0; g < games; g++) {
    g_autoptr (GamePath) path = game_path_new (rules);
    for (;;) {
      const void *position = game_path_current (path);
      checked++;
      if (!check_position (rules, position))
        break;
      int moves[GAME_MAX_MOVES];
      int count = rules->generate_moves (rules, position, moves);
      if (count == 0)
        break;
      int move = moves[g_rand_int_range (rand, 0, count)];
      if (!game_path_play (path, move, &error)) {
        g_test_fail_printf ("%s: a generated move was refused: %s", rules->name, error->message);
        break;
      }
    }
  }
  g_rand_free (rand);
  return checked;
}
