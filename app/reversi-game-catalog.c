/* SPDX-License-Identifier: MIT */
/* reversi-game-catalog.c: the list of games and what they share. */
#include "reversi-game-catalog.h"

#include <glib/gi18n-lib.h>

#include "games-registry.h"
#include "reversi-error.h"

/* The counts of a game that has none. */
static char *
no_counts (const GameRules *rules, const void *position)
{
  return g_strdup ("");
}

/* Each plug-in's games, an entry listed_first first, each GameRules game
 * with the registry's label, rules and side names: the registry is the
 * one place that names a game. */
static GPtrArray *
build_catalog (void)
{
  GPtrArray *games = g_ptr_array_new ();
  for (int p = 0; reversi_game_plugins[p]; p++)
    for (const ReversiGameInfo *plugin = reversi_game_plugins[p]; plugin->id; plugin++) {
      ReversiGameInfo *game = g_memdup2 (plugin, sizeof *plugin);
      if (!plugin->play) {
        const GameEntry *entry = games_registry_find (plugin->id);
        if (!entry) {
          g_critical ("The app's plug-in for “%s” has no game of that id in games/registry.",
                      plugin->id);
          g_free (game);
          continue;
        }
        game->label = entry->label;
        game->rules = entry->rules;
        for (int side = 0; side < 2; side++)
          game->side_names[side] = entry->rules ()->side_names[side];
        if (!game->counts_text)
          game->counts_text = no_counts;
      }
      if (game->listed_first)
        g_ptr_array_insert (games, 0, game);
      else
        g_ptr_array_add (games, game);
    }
  return games;
}

const ReversiGameInfo *const *
reversi_game_catalog (guint *count)
{
  static GPtrArray *games;
  if (g_once_init_enter (&games))
    g_once_init_leave (&games, build_catalog ());
  *count = games->len;
  return (const ReversiGameInfo *const *) games->pdata;
}

const ReversiGameInfo *
reversi_game_find (const char *id)
{
  guint count;
  const ReversiGameInfo *const *games = reversi_game_catalog (&count);
  for (guint i = 0; i < count; i++)
    if (g_strcmp0 (games[i]->id, id) == 0)
      return games[i];
  return NULL;
}

const ReversiGameInfo *
reversi_game_find_sgf (int gm)
{
  guint count;
  const ReversiGameInfo *const *games = reversi_game_catalog (&count);
  for (guint i = 0; i < count; i++)
    if (games[i]->sgf_game == gm && games[i]->file_read)
      return games[i];
  return NULL;
}

gboolean
reversi_game_has_strategy (const ReversiGameInfo *game, ReversiCommonStrategy strategy)
{
  return game->choose[strategy] != NULL;
}

const char *
reversi_game_strategy_label (const ReversiGameInfo *game, ReversiCommonStrategy strategy)
{
  if (game->strategy_labels[strategy])
    return _(game->strategy_labels[strategy]);
  return reversi_common_strategy_label (strategy);
}

char *
reversi_game_computer_name (const ReversiGameInfo *game, const ReversiCommonComputer *computer)
{
  const char *label = reversi_game_strategy_label (game, computer->strategy);
  if (game->uses_depth[computer->strategy])
    /* TRANSLATORS: a computer's name: its strategy ("Alpha-beta") and search depth. */
    return g_strdup_printf (_("%1$s, depth %2$d"), label, computer->depth);
  return g_strdup (label);
}

gboolean
reversi_game_read_computer (const ReversiGameInfo *game, const char *text,
                            ReversiCommonComputer *computer, GError **error)
{
  ReversiCommonComputer read = game->default_computer;
  if (!reversi_common_computer_parse (&read, text, error))
    return FALSE;
  if (!reversi_game_has_strategy (game, read.strategy)) {
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_NOTATION,
                 /* TRANSLATORS: a strategy ("perfect") that a game ("Kalah") does not have. */
                 _("%1$s has no strategy “%2$s” here."), _(game->label),
                 reversi_common_strategy_id (read.strategy));
    return FALSE;
  }
  *computer = read;
  return TRUE;
}

const char *
reversi_game_side_name (const ReversiGameInfo *game, int side)
{
  return _(game->side_names[side]);
}

char *
reversi_game_cells_text (const int *cells, int count,
                         void (*cell_text) (int cell, char text[GAME_NOTATION_SIZE]))
{
  GString *s = g_string_new (NULL);
  for (int i = 0; i < count; i++) {
    char name[GAME_NOTATION_SIZE];
    cell_text (cells[i], name);
    if (i > 0)
      g_string_append (s, _(", "));
    g_string_append (s, name);
  }
  return g_string_free (s, FALSE);
}
