/* SPDX-License-Identifier: MIT */
/* reversi-worker-protocol.c: the lines between the window and its search program. */
#include "reversi-worker-protocol.h"

#include <glib/gi18n-lib.h>
#include <string.h>

char *
reversi_worker_line (const char *keyword, GVariant *value)
{
  if (!value)
    return g_strconcat (keyword, "\n", NULL);
  g_variant_ref_sink (value);
  /* Typed, so that a guint64 or a double reads back as what it was. */
  g_autofree char *text = g_variant_print (value, TRUE);
  g_variant_unref (value);
  return g_strconcat (keyword, " ", text, "\n", NULL);
}

gboolean
reversi_worker_parse_line (const char *line, char **keyword, GVariant **value)
{
  const char *space = strchr (line, ' ');
  gsize length = space ? (gsize) (space - line) : strlen (line);
  if (length == 0)
    return FALSE;
  for (gsize i = 0; i < length; i++)
    if (!g_ascii_islower (line[i]) && line[i] != '-')
      return FALSE;
  *value = NULL;
  if (space) {
    *value = g_variant_parse (NULL, space + 1, NULL, NULL, NULL);
    if (!*value)
      return FALSE;
  }
  *keyword = g_strndup (line, length);
  return TRUE;
}

GVariant *
reversi_worker_reversi_request (const Kyokumen *kyokumen, gboolean misere,
                                const PlayerConfig *config)
{
  g_autofree char *board = kyokumen_to_board_string (kyokumen);
  GVariantDict dict;
  g_variant_dict_init (&dict, NULL);
  g_variant_dict_insert (&dict, "game", "s", "reversi");
  g_variant_dict_insert (&dict, "board", "s", board);
  g_variant_dict_insert (&dict, "tesuu", "i", kyokumen->tesuu);
  g_variant_dict_insert (&dict, "misere", "b", misere);
  g_variant_dict_insert (&dict, "strategy", "i", (gint32) config->strategy);
  g_variant_dict_insert (&dict, "depth", "i", config->depth);
  g_variant_dict_insert (&dict, "perfect-empties", "i", config->perfect_empties);
  g_variant_dict_insert (&dict, "eval-index", "i", config->eval_index);
  g_variant_dict_insert (&dict, "seed", "u", config->seed);
  return g_variant_dict_end (&dict);
}

GVariant *
reversi_worker_common_request (const ReversiGameInfo *game, const GamePath *path,
                              const ReversiCommonComputer *computer)
{
  GVariantDict dict;
  g_variant_dict_init (&dict, NULL);
  g_variant_dict_insert (&dict, "game", "s", game->id);
  /* The start as the block it is: a set-up start has no text form in
   * every game, and the worker is built from the same sources. */
  const void *start = g_ptr_array_index (path->positions, 0);
  g_variant_dict_insert_value (&dict, "start",
                               g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, start,
                                                          path->rules->position_size, 1));
  g_variant_dict_insert_value (&dict, "moves",
                               g_variant_new_fixed_array (G_VARIANT_TYPE_INT32, path->moves->data,
                                                          path->moves->len, sizeof (gint32)));
  g_variant_dict_insert (&dict, "strategy", "i", (gint32) computer->strategy);
  g_variant_dict_insert (&dict, "depth", "i", computer->depth);
  return g_variant_dict_end (&dict);
}

const char *
reversi_worker_request_game (GVariant *request)
{
  const char *game = NULL;
  if (!g_variant_is_of_type (request, G_VARIANT_TYPE_VARDICT)
      || !g_variant_lookup (request, "game", "&s", &game))
    return NULL;
  return game;
}

/* A request that is not what this program reads: a program of another
 * build, most likely. */
static gboolean
bad_request (GError **error, const char *what)
{
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "bad search request: %s", what);
  return FALSE;
}

gboolean
reversi_worker_read_reversi_request (GVariant *request, Kyokumen *kyokumen, gboolean *misere,
                                     PlayerConfig *config, GError **error)
{
  const char *board;
  gint32 tesuu, strategy;
  if (!g_variant_lookup (request, "board", "&s", &board)
      || !g_variant_lookup (request, "tesuu", "i", &tesuu)
      || !g_variant_lookup (request, "misere", "b", misere)
      || !g_variant_lookup (request, "strategy", "i", &strategy)
      || !g_variant_lookup (request, "depth", "i", &config->depth)
      || !g_variant_lookup (request, "perfect-empties", "i", &config->perfect_empties)
      || !g_variant_lookup (request, "eval-index", "i", &config->eval_index)
      || !g_variant_lookup (request, "seed", "u", &config->seed))
    return bad_request (error, "a field is missing");
  if (strategy < 0 || strategy >= STRATEGY_COUNT)
    return bad_request (error, "strategy");
  config->strategy = strategy;
  if (!player_config_check (config, error) || !kyokumen_from_board_string (kyokumen, board, error))
    return FALSE;
  kyokumen->tesuu = tesuu;
  return TRUE;
}

gboolean
reversi_worker_read_common_request (GVariant *request, const ReversiGameInfo **game,
                                   GamePath **path, ReversiCommonComputer *computer,
                                   GError **error)
{
  const char *id = reversi_worker_request_game (request);
  *game = id ? reversi_game_find (id) : NULL;
  if (!*game || !(*game)->rules)
    return bad_request (error, "no such game");
  g_autoptr (GVariant) start = g_variant_lookup_value (request, "start", G_VARIANT_TYPE_BYTESTRING);
  g_autoptr (GVariant) moves = g_variant_lookup_value (request, "moves", G_VARIANT_TYPE ("ai"));
  gint32 strategy;
  if (!moves || !g_variant_lookup (request, "strategy", "i", &strategy)
      || !g_variant_lookup (request, "depth", "i", &computer->depth))
    return bad_request (error, "a field is missing");
  /* A tree is searched by the common search, whatever the game's
   * computer has, unless the game's own search is asked for. */
  guint tree_nodes;
  gboolean tree = reversi_worker_request_tree_nodes (request, &tree_nodes)
                  && !reversi_worker_request_is_own_search (request);
  if (strategy < 0 || strategy >= REVERSI_COMMON_STRATEGY_COUNT
      || (!(*game)->choose[strategy] && !tree))
    return bad_request (error, "strategy");
  computer->strategy = strategy;
  const GameRules *rules = (*game)->rules ();
  if (start) {
    gsize size;
    const void *block = g_variant_get_fixed_array (start, &size, 1);
    if (size != rules->position_size)
      return bad_request (error, "start position");
    *path = game_path_new_from (rules, block);
  } else {
    *path = game_path_new (rules);
  }
  gsize count;
  const gint32 *played = g_variant_get_fixed_array (moves, &count, sizeof (gint32));
  for (gsize i = 0; i < count; i++)
    if (!game_path_play (*path, played[i], error)) {
      g_clear_pointer (path, game_path_free);
      return FALSE;
    }
  return TRUE;
}

GVariant *
reversi_worker_search_report_to_variant (const SearchReport *r)
{
  GVariantDict dict;
  g_variant_dict_init (&dict, NULL);
  g_variant_dict_insert (&dict, "move", "i", r->move.xy);
  g_variant_dict_insert (&dict, "value", "i", r->value);
  g_variant_dict_insert (&dict, "exact", "b", r->exact);
  g_variant_dict_insert (&dict, "depth", "i", r->depth);
  gint32 line[SEARCH_REPORT_MAX_LINE];
  int length = CLAMP (r->best_line_length, 0, SEARCH_REPORT_MAX_LINE);
  for (int i = 0; i < length; i++)
    line[i] = r->best_line[i].xy;
  g_variant_dict_insert_value (&dict, "line",
                               g_variant_new_fixed_array (G_VARIANT_TYPE_INT32, line, length,
                                                          sizeof (gint32)));
  g_variant_dict_insert (&dict, "nodes", "t", r->nodes);
  g_variant_dict_insert (&dict, "evaluations", "t", r->evaluations);
  g_variant_dict_insert (&dict, "seconds", "d", r->seconds);
  g_variant_dict_insert (&dict, "stopped", "b", r->stopped);
  return g_variant_dict_end (&dict);
}

/* The expected line of a report, at most max moves. */
static gboolean
read_line_field (GVariant *value, gint32 *line, int max, int *length)
{
  g_autoptr (GVariant) array = g_variant_lookup_value (value, "line", G_VARIANT_TYPE ("ai"));
  if (!array)
    return FALSE;
  gsize count;
  const gint32 *moves = g_variant_get_fixed_array (array, &count, sizeof (gint32));
  if (count > (gsize) max)
    return FALSE;
  if (count > 0)   /* an empty array's data is NULL, which memcpy may not take */
    memcpy (line, moves, count * sizeof (gint32));
  *length = (int) count;
  return TRUE;
}

gboolean
reversi_worker_search_report_from_variant (GVariant *value, SearchReport *r)
{
  memset (r, 0, sizeof *r);
  if (!g_variant_is_of_type (value, G_VARIANT_TYPE_VARDICT))
    return FALSE;
  gint32 line[SEARCH_REPORT_MAX_LINE];
  if (!g_variant_lookup (value, "move", "i", &r->move.xy)
      || !g_variant_lookup (value, "value", "i", &r->value)
      || !g_variant_lookup (value, "exact", "b", &r->exact)
      || !g_variant_lookup (value, "depth", "i", &r->depth)
      || !g_variant_lookup (value, "nodes", "t", &r->nodes)
      || !g_variant_lookup (value, "evaluations", "t", &r->evaluations)
      || !g_variant_lookup (value, "seconds", "d", &r->seconds)
      || !g_variant_lookup (value, "stopped", "b", &r->stopped)
      || !read_line_field (value, line, SEARCH_REPORT_MAX_LINE, &r->best_line_length))
    return FALSE;
  for (int i = 0; i < r->best_line_length; i++)
    r->best_line[i].xy = line[i];
  return TRUE;
}

GVariant *
reversi_worker_common_report_to_variant (const ReversiCommonReport *r)
{
  GVariantDict dict;
  g_variant_dict_init (&dict, NULL);
  g_variant_dict_insert (&dict, "move", "i", r->move);
  g_variant_dict_insert (&dict, "value", "i", r->value);
  g_variant_dict_insert (&dict, "to-end", "b", r->to_end);
  g_variant_dict_insert (&dict, "depth", "i", r->depth);
  g_variant_dict_insert (&dict, "nodes", "t", r->nodes);
  g_variant_dict_insert (&dict, "evaluations", "t", r->evaluations);
  g_variant_dict_insert (&dict, "solver-counts", "b", r->solver_counts);
  int length = CLAMP (r->line_length, 0, REVERSI_COMMON_MAX_LINE);
  g_variant_dict_insert_value (&dict, "line",
                               g_variant_new_fixed_array (G_VARIANT_TYPE_INT32, r->line, length,
                                                          sizeof (gint32)));
  g_variant_dict_insert (&dict, "seconds", "d", r->seconds);
  g_variant_dict_insert (&dict, "stopped", "b", r->stopped);
  g_variant_dict_insert (&dict, "random", "b", r->random);
  return g_variant_dict_end (&dict);
}

gboolean
reversi_worker_common_report_from_variant (GVariant *value, ReversiCommonReport *r)
{
  memset (r, 0, sizeof *r);
  if (!g_variant_is_of_type (value, G_VARIANT_TYPE_VARDICT))
    return FALSE;
  return g_variant_lookup (value, "move", "i", &r->move)
         && g_variant_lookup (value, "value", "i", &r->value)
         && g_variant_lookup (value, "to-end", "b", &r->to_end)
         && g_variant_lookup (value, "depth", "i", &r->depth)
         && g_variant_lookup (value, "nodes", "t", &r->nodes)
         && g_variant_lookup (value, "evaluations", "t", &r->evaluations)
         && g_variant_lookup (value, "solver-counts", "b", &r->solver_counts)
         && read_line_field (value, r->line, REVERSI_COMMON_MAX_LINE, &r->line_length)
         && g_variant_lookup (value, "seconds", "d", &r->seconds)
         && g_variant_lookup (value, "stopped", "b", &r->stopped)
         && g_variant_lookup (value, "random", "b", &r->random);
}

/* A copy of the dictionary dict with key set to value (sunk). */
static GVariant *
dict_with (GVariant *dict, const char *key, GVariant *value)
{
  GVariantDict edit;
  g_variant_dict_init (&edit, dict);
  g_variant_dict_insert_value (&edit, key, value);
  return g_variant_dict_end (&edit);
}

GVariant *
reversi_worker_request_with_tree (GVariant *request, guint max_nodes)
{
  g_variant_ref_sink (request);
  GVariant *with = dict_with (request, "tree-max-nodes",
                              g_variant_new_uint32 (CLAMP (max_nodes, 1, SEARCH_TREE_LIMIT_MAX_NODES)));
  g_variant_unref (request);
  return with;
}

/* request (sunk) with the flag key set, and whether a request has it. */
static GVariant *
request_with_flag (GVariant *request, const char *key)
{
  g_variant_ref_sink (request);
  GVariant *with = dict_with (request, key, g_variant_new_boolean (TRUE));
  g_variant_unref (request);
  return with;
}

static gboolean
request_has_flag (GVariant *request, const char *key)
{
  gboolean set = FALSE;
  return g_variant_lookup (request, key, "b", &set) && set;
}

GVariant *
reversi_worker_request_of_own_search (GVariant *request)
{
  return request_with_flag (request, "tree-own-search");
}

gboolean
reversi_worker_request_is_own_search (GVariant *request)
{
  return request_has_flag (request, "tree-own-search");
}

GVariant *
reversi_worker_request_of_list1_replay (GVariant *request)
{
  return request_with_flag (request, "tree-list1-replay");
}

gboolean
reversi_worker_request_is_list1_replay (GVariant *request)
{
  return request_has_flag (request, "tree-list1-replay");
}

gboolean
reversi_worker_request_tree_nodes (GVariant *request, guint *max_nodes)
{
  guint32 nodes;
  if (!g_variant_lookup (request, "tree-max-nodes", "u", &nodes))
    return FALSE;
  *max_nodes = CLAMP (nodes, 1, SEARCH_TREE_LIMIT_MAX_NODES);
  return TRUE;
}

GVariant *
reversi_worker_result_with_tree (GVariant *result, const SearchTree *tree)
{
  g_autoptr (GBytes) bytes = search_tree_serialize (tree);
  gsize size;
  const guint8 *data = g_bytes_get_data (bytes, &size);
  g_autofree char *text = g_base64_encode (data, size);
  g_variant_ref_sink (result);
  GVariant *with = dict_with (result, "tree", g_variant_new_string (text));
  g_variant_unref (result);
  return with;
}

GVariant *
reversi_worker_common_request_take_back (GVariant *request, int *move)
{
  g_variant_ref_sink (request);
  g_autoptr (GVariant) moves = g_variant_lookup_value (request, "moves", G_VARIANT_TYPE ("ai"));
  gsize count = 0;
  const gint32 *played = moves ? g_variant_get_fixed_array (moves, &count, sizeof (gint32)) : NULL;
  GVariant *before = NULL;
  if (count > 0) {
    *move = played[count - 1];
    before = dict_with (request, "moves",
                        g_variant_new_fixed_array (G_VARIANT_TYPE_INT32, played, count - 1,
                                                   sizeof (gint32)));
  }
  g_variant_unref (request);
  return before;
}

SearchTree *
reversi_worker_result_tree (GVariant *result, GError **error)
{
  const char *text = NULL;
  if (!g_variant_is_of_type (result, G_VARIANT_TYPE_VARDICT)
      || !g_variant_lookup (result, "tree", "&s", &text)) {
    /* TRANSLATORS: the search program answered, but without the tree the window asked for. */
    g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                         _("The search program sent no search tree back."));
    return NULL;
  }
  gsize size;
  g_autofree guint8 *data = g_base64_decode (text, &size);
  return search_tree_deserialize (data, size, error);
}

gboolean
reversi_worker_request_keeps_worker (GVariant *request)
{
  gint32 strategy;
  guint tree_nodes;
  if (g_strcmp0 (reversi_worker_request_game (request), "reversi") != 0
      || !g_variant_lookup (request, "strategy", "i", &strategy) || strategy < 0
      || strategy >= STRATEGY_COUNT || reversi_worker_request_tree_nodes (request, &tree_nodes))
    return FALSE;
  PlayerConfig config;
  player_config_init (&config);
  config.strategy = strategy;
  return player_config_deepens_itself (&config);
}
