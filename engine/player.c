/* SPDX-License-Identifier: MIT */
/* player.c: the player interface and the human player. */
#include "player.h"

#include <glib/gi18n-lib.h>

#include "reversi-error.h"

const char *
player_name (const Player *player)
{
  return player->functions->name (player);
}

gboolean
player_decide_move (Player *player, const Kyokumen *kyokumen, gboolean misere,
                    SearchControl *control, Sashite *move, SearchReport *report, GError **error)
{
  return player->functions->decide_move (player, kyokumen, misere, control, move, report, error);
}

void
player_free (Player *player)
{
  if (player)
    player->functions->free (player);
}

gboolean
player_legal_moves (const Kyokumen *kyokumen, Sashite legal[MAX_SASHITE], int *count,
                    GError **error)
{
  *count = kyokumen_generate_moves (kyokumen, legal);
  if (*count == 0) {
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_GAME_OVER,
                 _("The game is over: there is no move to choose."));
    return FALSE;
  }
  return TRUE;
}

typedef struct {
  Player base;
  char *name;
  gboolean has_move;
  Sashite move;
} HumanPlayer;

static const char *
human_name (const Player *self)
{
  return ((const HumanPlayer *) self)->name;
}

static gboolean
human_decide_move (Player *self, const Kyokumen *kyokumen, gboolean misere,
                   SearchControl *control, Sashite *move, SearchReport *report, GError **error)
{
  HumanPlayer *human = (HumanPlayer *) self;
  (void) misere;
  (void) control;

  if (!human->has_move) {
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_ILLEGAL_MOVE,
                 _("%s has not chosen a move yet."), human->name);
    return FALSE;
  }
  if (!kyokumen_is_legal (kyokumen, human->move)) {
    char text[SASHITE_NOTATION_SIZE];
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_ILLEGAL_MOVE,
                 _("%s is not a legal move here."),
                 sashite_to_notation (human->move, kyokumen->size, text));
    return FALSE;
  }
  human->has_move = FALSE;
  *move = human->move;
  if (report) {
    *report = (SearchReport) { 0 };
    report->move = *move;
  }
  return TRUE;
}

static void
human_free (Player *self)
{
  HumanPlayer *human = (HumanPlayer *) self;
  g_free (human->name);
  g_free (human);
}

static const PlayerFunctions human_functions = {
  human_name,
  human_decide_move,
  human_free,
};

Player *
human_player_new (const char *name)
{
  HumanPlayer *human = g_new0 (HumanPlayer, 1);
  human->base.functions = &human_functions;
  human->base.is_human = TRUE;
  human->name = g_strdup (name);
  return &human->base;
}

void
human_player_set_move (Player *player, Sashite move)
{
  g_return_if_fail (player->is_human);
  HumanPlayer *human = (HumanPlayer *) player;
  human->move = move;
  human->has_move = TRUE;
}
