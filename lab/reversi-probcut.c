/* SPDX-License-Identifier: MIT */
/* reversi-probcut.c: how far a shallow search's value lies from a deeper
 * one's, the spread ProbCut (enhanced/midgame.c) relies on.
 *
 *   reversi-probcut --games 40 --max-depth 10 --seed 7
 *
 * Each game starts on the 8x8 board and is played by a 2-ply search of
 * the trained evaluation, one move in four a random legal one (one
 * random generator seeded with --seed), so that the positions vary as
 * real games do.  On every third ply (shifted from game to game) of a
 * position with 16 to 48 empties, the position is searched from a clear
 * table to every depth from 1 to --max-depth, without ProbCut, and each
 * pair of depths (shallow, deep) adds v_deep - v_shallow to its tally.
 * The program prints, for each pair, the mean and the standard deviation
 * of that difference in 1/100 disc, and the number of positions: the
 * table `probcut_spread` of midgame.c was made this way.
 */
#include <glib/gi18n-lib.h>
#include <math.h>
#include <stdio.h>

#include "bitboard.h"
#include "kit-i18n.h"
#include "midgame.h"

#define MAX_DEPTH 12

typedef struct {
  double sum, sum_of_squares;
  int count;
} Tally;

/* One move of the game's player: random one time in four, else the 2-ply
 * search's.  moves must not be 0. */
static int
pick_move (MidgameSearch *player, const EvalModel *model, uint64_t p, uint64_t o,
           uint64_t moves, GRand *rand)
{
  if (g_rand_int_range (rand, 0, 4) == 0) {
    int n = g_rand_int_range (rand, 0, bitboard_count (moves));
    while (n-- > 0)
      moves &= moves - 1;
    return bitboard_first (moves);
  }
  MidgameResult r;
  midgame_search_run (player, model, p, o, 2, 0, NULL, &r);
  return r.best_square;
}

int
main (int argc, char **argv)
{
  kit_i18n_init ();

  int games = 40, max_depth = 10, seed = 7;
  GOptionEntry entries[] = {
    { "games", 'n', 0, G_OPTION_ARG_INT, &games, N_("Games to take positions from, 1 to 10000 (default 40)"), "N" },
    { "max-depth", 'd', 0, G_OPTION_ARG_INT, &max_depth, N_("Deepest search, 2 to 12 plies (default 10)"), "PLIES" },
    { "seed", 0, 0, G_OPTION_ARG_INT, &seed, N_("Seed of the random moves, 0 to 2147483647 (default 7)"), "N" },
    { NULL },
  };
  const KitOptionRange ranges[] = {
    { "games", 1, 10000, 1 },
    { "max-depth", 2, MAX_DEPTH, 1 },
    { "seed", 0, G_MAXINT, 1 },
    { NULL },
  };
  g_autoptr (GError) error = NULL;
  if (!kit_options_parse_ranges (entries, ranges,
                                 _("Print how far shallow searches' values lie from deeper ones' (ProbCut's spread)."),
                                 NULL, &argc, &argv, &error)
      || !kit_options_no_arguments (argc, argv, &error)) {
    fprintf (stderr, "reversi-probcut: %s\n", error->message);
    return 2;
  }

  const EvalModel *model = eval_trained_model_for_size (8);
  uint64_t mask = bitboard_mask (8);
  MidgameSearch *player = midgame_search_new (16), *measure = midgame_search_new (20);
  GRand *rand = g_rand_new_with_seed ((guint32) seed);
  static Tally tally[MAX_DEPTH + 1][MAX_DEPTH + 1];

  for (int game = 0; game < games; game++) {
    uint64_t p = 0x0000000810000000ULL, o = 0x0000001008000000ULL;
    for (int ply = 0;; ply++) {
      uint64_t empty = mask & ~(p | o);
      uint64_t moves = bitboard_moves (p, o, empty);
      if (moves == 0) {
        if (bitboard_moves (o, p, empty) == 0)
          break;
        uint64_t t = p;
        p = o;
        o = t;
        continue;
      }
      int empties = bitboard_count (empty);
      if (empties >= 16 && empties <= 48 && ply % 3 == game % 3) {
        int value[MAX_DEPTH + 1];
        for (int depth = 1; depth <= max_depth; depth++) {
          MidgameResult r;
          midgame_search_clear (measure);
          midgame_search_run (measure, model, p, o, depth, 0, NULL, &r);
          value[depth] = r.value;
        }
        for (int deep = 2; deep <= max_depth; deep++) {
          for (int shallow = 1; shallow < deep; shallow++) {
            double x = value[deep] - value[shallow];
            tally[deep][shallow].sum += x;
            tally[deep][shallow].sum_of_squares += x * x;
            tally[deep][shallow].count++;
          }
        }
      }
      int sq = pick_move (player, model, p, o, moves, rand);
      uint64_t flips = bitboard_flips (sq, p, o);
      uint64_t np = p | flips | (uint64_t) 1 << sq, no = o & ~flips;
      p = no;
      o = np;
    }
  }

  /* TRANSLATORS: the header of reversi-probcut's table, five columns
   * separated by tabs: the deeper search's depth, the shallower one's,
   * the mean and the standard deviation of their difference, and the
   * number of positions. */
  printf (_("deep\tshallow\tmean\tsigma\tpositions\n"));
  for (int deep = 2; deep <= max_depth; deep++) {
    for (int shallow = 1; shallow < deep; shallow++) {
      const Tally *t = &tally[deep][shallow];
      if (t->count == 0)
        continue;
      double mean = t->sum / t->count;
      double variance = t->sum_of_squares / t->count - mean * mean;
      printf ("%d\t%d\t%.0f\t%.0f\t%d\n", deep, shallow, mean, sqrt (MAX (variance, 0.0)),
              t->count);
    }
  }
  g_rand_free (rand);
  midgame_search_free (player);
  midgame_search_free (measure);
  return 0;
}
