/* SPDX-License-Identifier: MIT */
/* bench-enhanced-moves.c: how long the enhanced player's moves take.
 *
 *   bench-enhanced-moves [PLAYER [GAMES [SIZE [misere]]]]
 *
 * Plays GAMES games (default 4) of PLAYER (default "enhanced", the
 * default setting) against itself on every board size (or on SIZE
 * alone; 0: every size), under the misere rule if asked, each game after
 * a different number of random first moves (0, 2, 4, ...; seeded), and
 * prints per size the slowest move in CPU time and in wall-clock time,
 * the mean, and the move count.  A benchmark, not a test: nothing is
 * compared with a limit.
 */
#include <glib.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "game.h"
#include "player-config.h"

static double
thread_cpu_seconds (void)
{
  struct timespec t;
  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &t);
  return (double) t.tv_sec + (double) t.tv_nsec / 1e9;
}

int
main (int argc, char **argv)
{
  const char *spec = argc > 1 ? argv[1] : "enhanced";
  int games = argc > 2 ? atoi (argv[2]) : 4;
  int only_size = argc > 3 ? atoi (argv[3]) : 0;
  gboolean misere = argc > 4 && g_strcmp0 (argv[4], "misere") == 0;
  PlayerConfig config;
  player_config_init (&config);
  g_autoptr (GError) error = NULL;
  if (!player_config_from_text (&config, spec, &error) || games < 1) {
    fprintf (stderr, "bench-enhanced-moves: %s\n", error ? error->message : "GAMES must be at least 1");
    return 2;
  }
  g_autofree char *text = player_config_to_text (&config);
  printf ("player %s, %d games per size%s, random first moves 0, 2, 4, ...\n", text, games,
          misere ? ", misere" : "");
  const int sizes[] = { 4, 6, 8, 10 };
  GRand *rand = g_rand_new_with_seed (15);
  for (guint z = 0; z < G_N_ELEMENTS (sizes); z++) {
    int size = sizes[z], moves = 0;
    if (only_size && size != only_size)
      continue;
    double slowest_cpu = 0, slowest_wall = 0, total_cpu = 0, slowest_exact = 0;
    char slowest_at[64] = "";
    for (int g = 0; g < games; g++) {
      Game *game = game_new (size, misere, player_config_create_player (&config, NULL),
                             player_config_create_player (&config, NULL));
      for (int ply = 0; !game_is_over (game); ply++) {
        Sashite move;
        if (ply < 2 * g) {
          Sashite legal[MAX_SASHITE];
          int count = kyokumen_generate_moves (&game->kyokumen, legal);
          move = legal[g_rand_int_range (rand, 0, count)];
        } else {
          SearchReport report;
          double cpu = thread_cpu_seconds ();
          gint64 wall = g_get_monotonic_time ();
          if (!player_decide_move (game_player_to_move (game), &game->kyokumen, misere, NULL,
                                   &move, &report, &error)) {
            fprintf (stderr, "bench-enhanced-moves: %s\n", error->message);
            return 1;
          }
          cpu = thread_cpu_seconds () - cpu;
          double seconds = (double) (g_get_monotonic_time () - wall) / 1e6;
          total_cpu += cpu;
          moves++;
          if (report.exact)
            slowest_exact = MAX (slowest_exact, cpu);
          if (cpu > slowest_cpu) {
            slowest_cpu = cpu;
            slowest_wall = seconds;
            g_snprintf (slowest_at, sizeof slowest_at, "game %d, %d empties, %s", g + 1,
                        game->kyokumen.empty_count, report.exact ? "exact" : "midgame");
          }
        }
        if (!game_play (game, move, &error)) {
          fprintf (stderr, "bench-enhanced-moves: %s\n", error->message);
          return 1;
        }
      }
      game_free (game);
    }
    printf ("%2dx%-2d  %4d moves  slowest %.3f s cpu (%.3f s wall; %s)  slowest exact %.3f s  mean %.4f s  total %.2f s cpu\n",
            size, size, moves, slowest_cpu, slowest_wall, slowest_at, slowest_exact,
            moves ? total_cpu / moves : 0, total_cpu);
    fflush (stdout);
  }
  g_rand_free (rand);
  return 0;
}
