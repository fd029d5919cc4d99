/* SPDX-License-Identifier: MIT */
/* game-rules.c: helpers over any GameRules, and GamePath. */
#include "game-rules.h"

#include <glib/gi18n-lib.h>
#include <string.h>

G_DEFINE_QUARK (game-error-quark, game_error)

gboolean
game_rules_is_over (const GameRules *rules, const void *position)
{
  int moves[GAME_MAX_MOVES];
  return rules->generate_moves (rules, position, moves) == 0;
}

gboolean
game_rules_is_legal (const GameRules *rules, const void *position, int move)
{
  int moves[GAME_MAX_MOVES];
  int count = rules->generate_moves (rules, position, moves);
  for (int i = 0; i < count; i++)
    if (moves[i] == move)
      return TRUE;
  return FALSE;
}

int
game_rules_winner (const GameRules *rules, const void *position)
{
  int value = rules->final_value (rules, position);
  int side = rules->side_to_move (rules, position);
  if (value > 0)
    return side;
  if (value < 0)
    return 1 - side;
  return GAME_DRAW;
}

gboolean
game_rules_read_move (const GameRules *rules, const void *position, const char *text, int *move,
                      GError **error)
{
  if (game_rules_is_over (rules, position)) {
    g_set_error (error, GAME_ERROR, GAME_ERROR_GAME_OVER,
                 _("The game is over: no more moves can be played."));
    return FALSE;
  }
  int read;
  if (!rules->move_from_text (rules, position, text, &read, error))
    return FALSE;
  /* The game's reader checks legality itself and says why a move is
   * refused; this second look keeps a mistake there from reaching the
   * position. */
  if (!game_rules_is_legal (rules, position, read)) {
    char notation[GAME_NOTATION_SIZE];
    rules->move_to_text (rules, read, notation);
    g_set_error (error, GAME_ERROR, GAME_ERROR_ILLEGAL_MOVE,
                 _("%s is not a legal move here."), notation);
    return FALSE;
  }
  *move = read;
  return TRUE;
}

gboolean
game_rules_ask_move (const GameRules *rules, const void *position, const char *prompt, FILE *in,
                     int *move)
{
  char line[256];
  for (;;) {
    fputs (prompt, stdout);
    fflush (stdout);
    if (!fgets (line, sizeof line, in))
      return FALSE;
    g_strstrip (line);
    if (g_ascii_strcasecmp (line, "quit") == 0)
      return FALSE;
    g_autoptr (GError) error = NULL;
    if (game_rules_read_move (rules, position, line, move, &error))
      return TRUE;
    printf ("%s\n", error->message);
  }
}

/* A missing required member is a bug in the game: say which one. */
static gboolean
require (gboolean present, const GameRules *rules, const char *member, GError **error)
{
  if (!present)
    g_set_error (error, GAME_ERROR, GAME_ERROR_POSITION,
                 "game rules “%s”: %s is missing", rules->name ? rules->name : "?", member);
  return present;
}

gboolean
game_rules_check (const GameRules *rules, GError **error)
{
  return require (rules->name != NULL, rules, "name", error)
         && require (rules->side_names[0] && rules->side_names[1], rules, "side_names", error)
         && require (rules->position_size > 0, rules, "position_size", error)
         && require (rules->symmetry_count >= 1 && rules->symmetry_count <= GAME_MAX_SYMMETRIES,
                     rules, "symmetry_count (1..8)", error)
         && require (rules->init != NULL, rules, "init", error)
         && require (rules->generate_moves != NULL, rules, "generate_moves", error)
         && require (rules->make_move != NULL, rules, "make_move", error)
         && require (rules->side_to_move != NULL, rules, "side_to_move", error)
         && require (rules->final_value != NULL, rules, "final_value", error)
         && require (rules->evaluate != NULL, rules, "evaluate", error)
         && require (rules->move_to_text != NULL, rules, "move_to_text", error)
         && require (rules->move_from_text != NULL, rules, "move_from_text", error)
         && require (rules->position_to_text != NULL, rules, "position_to_text", error)
         && require (rules->symmetry_count == 1 || rules->transform != NULL, rules,
                     "transform (needed with symmetries)", error)
         && require (rules->symmetry_count == 1 || rules->symmetric_move != NULL, rules,
                     "symmetric_move (needed with symmetries)", error)
         && require (rules->symmetry_count == 1 || rules->hash != NULL, rules,
                     "hash (needed with symmetries)", error);
}

/* ---- GamePath -------------------------------------------------------- */

GamePath *
game_path_new_from (const GameRules *rules, const void *position)
{
  GamePath *path = g_new0 (GamePath, 1);
  path->rules = rules;
  path->positions = g_ptr_array_new_with_free_func (g_free);
  path->moves = g_array_new (FALSE, FALSE, sizeof (int));
  g_ptr_array_add (path->positions, g_memdup2 (position, rules->position_size));
  return path;
}

GamePath *
game_path_new (const GameRules *rules)
{
  void *start = g_malloc0 (rules->position_size);
  rules->init (rules, start);
  GamePath *path = game_path_new_from (rules, start);
  g_free (start);
  return path;
}

void
game_path_free (GamePath *path)
{
  if (!path)
    return;
  g_ptr_array_unref (path->positions);
  g_array_unref (path->moves);
  g_free (path);
}

const void *
game_path_current (const GamePath *path)
{
  return g_ptr_array_index (path->positions, path->positions->len - 1);
}

int
game_path_length (const GamePath *path)
{
  return (int) path->moves->len;
}

gboolean
game_path_play (GamePath *path, int move, GError **error)
{
  const GameRules *rules = path->rules;
  const void *current = game_path_current (path);
  if (game_rules_is_over (rules, current)) {
    g_set_error (error, GAME_ERROR, GAME_ERROR_GAME_OVER,
                 _("The game is over: no more moves can be played."));
    return FALSE;
  }
  if (!game_rules_is_legal (rules, current, move)) {
    char notation[GAME_NOTATION_SIZE];
    rules->move_to_text (rules, move, notation);
    g_set_error (error, GAME_ERROR, GAME_ERROR_ILLEGAL_MOVE,
                 _("%s is not a legal move here."), notation);
    return FALSE;
  }
  void *child = g_malloc0 (rules->position_size);
  rules->make_move (rules, current, move, child);
  g_ptr_array_add (path->positions, child);
  g_array_append_val (path->moves, move);
  return TRUE;
}

gboolean
game_path_play_text (GamePath *path, const char *text, GError **error)
{
  int move;
  if (!game_rules_read_move (path->rules, game_path_current (path), text, &move, error))
    return FALSE;
  return game_path_play (path, move, error);
}

gboolean
game_path_undo (GamePath *path)
{
  if (path->moves->len == 0)
    return FALSE;
  g_ptr_array_remove_index (path->positions, path->positions->len - 1);
  g_array_set_size (path->moves, path->moves->len - 1);
  return TRUE;
}
