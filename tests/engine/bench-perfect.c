/* SPDX-License-Identifier: MIT */
/* bench-perfect.c: how long perfect play on 4x4 takes.
 *
 * For the normal and the misere rule: the time of the root search
 * (negamax to the end with the disc-count evaluator) and of a whole game
 * between two perfect computer players (computer_player_new (20, 16, 0)),
 * with the result and the nodes searched.  Each takes milliseconds, so
 * each is repeated for half a second and the time averaged.
 */
#include <glib.h>
#include <stdio.h>

#include "alpha-beta.h"
#include "computer-player.h"
#include "evaluator.h"
#include "game.h"
#include "kit-i18n.h"

int
main (int argc, char *argv[])
{
  kit_i18n_init ();
  gboolean ok = TRUE;
  for (int misere = 0; misere <= 1; misere++) {
    Kyokumen *k = g_new (Kyokumen, 1);
    AlphaBeta *ab = g_new (AlphaBeta, 1);
    int value, runs = 0;
    /* Milliseconds each: repeated for half a second and averaged. */
    gint64 start = g_get_monotonic_time (), elapsed;
    do {
      kyokumen_init (k, 4);
      alpha_beta_init (ab, k, evaluator_get (0), misere, NULL);
      value = negamax (ab, 20, -ALPHA_BETA_INFINITY, ALPHA_BETA_INFINITY);
      runs++;
      elapsed = g_get_monotonic_time () - start;
    } while (elapsed < G_USEC_PER_SEC / 2);
    double root_seconds = (double) elapsed / G_USEC_PER_SEC / runs;

    Game *game = NULL;
    guint64 game_nodes = 0;
    int games = 0;
    start = g_get_monotonic_time ();
    do {
      game_free (game);
      game = game_new (4, misere, computer_player_new (20, 16, 0), computer_player_new (20, 16, 0));
      game_nodes = 0;
      while (!game_is_over (game)) {
        Sashite move;
        SearchReport report;
        GError *error = NULL;
        if (!player_decide_move (game_player_to_move (game), &game->kyokumen, misere, NULL, &move,
                                 &report, &error)
            || !game_play (game, move, &error)) {
          fprintf (stderr, "%s\n", error->message);
          g_clear_error (&error);
          ok = FALSE;
          break;
        }
        game_nodes += report.nodes;
      }
      games++;
      elapsed = g_get_monotonic_time () - start;
    } while (ok && elapsed < G_USEC_PER_SEC / 2);
    double game_seconds = (double) elapsed / G_USEC_PER_SEC / games;

    GameResult result;
    game_result (game, &result);
    char *text = game_result_to_text (&result);
    char *moves = game_record_to_text (game);
    printf ("4x4 %s\n", misere ? "misere" : "normal");
    printf ("  root value   %d (%+d discs for Black)\n", value, value / FINAL_DISC_VALUE);
    printf ("  root search  %" G_GUINT64_FORMAT " nodes, %.6f s (average of %d)\n", ab->nodes,
            root_seconds, runs);
    printf ("  whole game   %" G_GUINT64_FORMAT " nodes, %.6f s (average of %d)\n", game_nodes,
            game_seconds, games);
    printf ("  result       %s: %s\n", text, moves);
    g_free (moves);
    g_free (text);
    game_free (game);
    g_free (ab);
    g_free (k);
  }
  return ok ? 0 : 1;
}
