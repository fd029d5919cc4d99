/* SPDX-License-Identifier: MIT */
/* random-player.c: a legal move chosen at random. */
#include "random-player.h"

typedef struct {
  Player base;
  GRand *rand;
} RandomPlayer;

static const char *
random_name (const Player *self)
{
  (void) self;
  return "random";
}

static gboolean
random_decide_move (Player *self, const Kyokumen *kyokumen, gboolean misere,
                    SearchControl *control, Sashite *move, SearchReport *report, GError **error)
{
  RandomPlayer *player = (RandomPlayer *) self;
  Sashite legal[MAX_SASHITE];
  int legal_count;
  (void) misere;
  (void) control;
  if (!player_legal_moves (kyokumen, legal, &legal_count, error))
    return FALSE;

  *move = legal[g_rand_int_range (player->rand, 0, legal_count)];
  if (report) {
    *report = (SearchReport) { .move = *move, .nodes = 1 };
    search_report_set_line (report, NULL, 0);
  }
  return TRUE;
}

static void
random_free (Player *self)
{
  RandomPlayer *player = (RandomPlayer *) self;
  g_rand_free (player->rand);
  g_free (player);
}

static const PlayerFunctions random_functions = {
  random_name,
  random_decide_move,
  random_free,
};

Player *
random_player_new (guint32 seed)
{
  RandomPlayer *player = g_new0 (RandomPlayer, 1);
  player->base.functions = &random_functions;
  player->rand = g_rand_new_with_seed (seed);
  return &player->base;
}
