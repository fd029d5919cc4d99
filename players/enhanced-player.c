/* SPDX-License-Identifier: MIT */
/* enhanced-player.c: the enhanced search as a Player. */
#include "enhanced-player.h"

#include <glib/gi18n-lib.h>

#include "reversi-error.h"

typedef struct {
  Player base;
  EnhancedSearch *search;
  char name[64];
} EnhancedPlayer;

static const char *
enhanced_name (const Player *self)
{
  return ((const EnhancedPlayer *) self)->name;
}

static gboolean
enhanced_decide_move (Player *self, const Kyokumen *kyokumen, gboolean misere,
                      SearchControl *control, Sashite *move, SearchReport *report, GError **error)
{
  EnhancedPlayer *player = (EnhancedPlayer *) self;
  Sashite legal[MAX_SASHITE];
  int legal_count;
  if (!player_legal_moves (kyokumen, legal, &legal_count, error))
    return FALSE;

  SearchReport found;
  enhanced_search_run (player->search, kyokumen, misere, control, &found);
  if (!kyokumen_is_legal (kyokumen, found.move)) {
    char text[SASHITE_NOTATION_SIZE];
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_SEARCH,
                 _("The search chose %s, which is not a legal move here."),
                 sashite_to_notation (found.move, kyokumen->size, text));
    return FALSE;
  }
  *move = found.move;
  if (report)
    *report = found;
  return TRUE;
}

static void
enhanced_free (Player *self)
{
  EnhancedPlayer *player = (EnhancedPlayer *) self;
  enhanced_search_free (player->search);
  g_free (player);
}

static const PlayerFunctions enhanced_functions = {
  enhanced_name,
  enhanced_decide_move,
  enhanced_free,
};

Player *
enhanced_player_new (const EnhancedOptions *options)
{
  EnhancedPlayer *player = g_new0 (EnhancedPlayer, 1);
  player->base.functions = &enhanced_functions;
  player->search = enhanced_search_new (options);
  g_snprintf (player->name, sizeof player->name, "enhanced-%d-%d-%d", options->depth,
              options->perfect_empties, options->eval_index);
  return &player->base;
}
