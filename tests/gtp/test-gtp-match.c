/* SPDX-License-Identifier: MIT */
/* test-gtp-match.c: run reversi-match, then replay every recorded game.
 *
 *   test-gtp-match [--require PROGRAM] REVERSI-MATCH ARGUMENT...
 *
 * Runs REVERSI-MATCH ARGUMENT... --output FILE, reads FILE back and plays
 * every game's moves again with game_play from the standard start: each
 * move must be legal, the game must be over at the end, and the recorded
 * discs and winner must be those of the final position.  No game may be a
 * forfeit.  With --require, the test is skipped (exit status 77) when
 * PROGRAM is not installed, so CI without grhino still passes.
 */
#include <glib.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>

#include "game.h"
#include "match-results.h"

static int failures;

static void
fail (const char *format, ...) G_GNUC_PRINTF (1, 2);

static void
fail (const char *format, ...)
{
  va_list args;
  va_start (args, format);
  fputs ("FAIL: ", stdout);
  vprintf (format, args);
  fputc ('\n', stdout);
  va_end (args);
  failures++;
}

static void
check_game (const MatchGame *record)
{
  if (record->outcome == MATCH_BLACK_FORFEITS || record->outcome == MATCH_WHITE_FORFEITS) {
    fail ("game %d was forfeited: %s", record->index, record->note);
    return;
  }
  if (!g_str_has_prefix (record->moves, record->opening))
    fail ("game %d: the moves do not start with the opening %s", record->index, record->opening);

  Game *game = game_new (record->size, record->misere, NULL, NULL);
  g_auto (GStrv) moves = g_strsplit (record->moves, " ", -1);
  int played = 0;
  for (char **m = moves; *m; m++) {
    if (!**m)
      continue;
    g_autoptr (GError) error = NULL;
    Sashite move;
    if (!sashite_from_notation (*m, record->size, &move, &error) || !game_play (game, move, &error)) {
      fail ("game %d, move %d (%s): %s", record->index, played + 1, *m, error->message);
      game_free (game);
      return;
    }
    played++;
  }
  if (!game_is_over (game))
    fail ("game %d: the recorded game is not over after %d moves", record->index, played);

  GameResult result;
  game_result (game, &result);
  if (result.black_discs != record->black_discs || result.white_discs != record->white_discs)
    fail ("game %d: recorded %d-%d, the replayed board has %d-%d", record->index, record->black_discs,
          record->white_discs, result.black_discs, result.white_discs);
  if (result.winner != match_outcome_winner (record->outcome))
    fail ("game %d: the recorded winner is not the winner of the replayed board", record->index);
  printf ("game %d: %s vs %s, %d moves replayed, %d-%d\n", record->index, record->black, record->white,
          played, result.black_discs, result.white_discs);
  game_free (game);
}

int
main (int argc, char **argv)
{
  int first = 1;
  if (argc > 2 && strcmp (argv[1], "--require") == 0) {
    if (!g_file_test (argv[2], G_FILE_TEST_IS_EXECUTABLE)) {
      printf ("%s is not installed: skipped\n", argv[2]);
      return 77;
    }
    first = 3;
  }
  if (argc - first < 1) {
    fprintf (stderr, "usage: test-gtp-match [--require PROGRAM] REVERSI-MATCH ARGUMENT...\n");
    return 2;
  }

  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("test-gtp-match-XXXXXX", &error);
  g_assert_no_error (error);
  g_autofree char *output = g_build_filename (dir, "results.txt", NULL);

  GPtrArray *command = g_ptr_array_new ();
  for (int i = first; i < argc; i++)
    g_ptr_array_add (command, argv[i]);
  g_ptr_array_add (command, (gpointer) "--output");
  g_ptr_array_add (command, output);
  g_ptr_array_add (command, NULL);

  int status = 0;
  if (!g_spawn_sync (NULL, (char **) command->pdata, NULL, G_SPAWN_CHILD_INHERITS_STDIN, NULL, NULL, NULL,
                     NULL, &status, &error)) {
    fail ("cannot run %s: %s", argv[first], error->message);
    return 1;
  }
  if (!g_spawn_check_wait_status (status, &error))
    fail ("%s failed: %s", argv[first], error->message);

  GPtrArray *games = g_ptr_array_new_with_free_func ((GDestroyNotify) match_game_free);
  g_clear_error (&error);
  if (!match_results_read (output, games, &error))
    fail ("%s", error->message);
  else if (games->len == 0)
    fail ("the result file has no games");
  for (guint i = 0; i < games->len; i++)
    check_game (games->pdata[i]);

  g_remove (output);
  g_rmdir (dir);
  g_ptr_array_unref (games);
  g_ptr_array_unref (command);
  if (failures)
    printf ("%d check(s) failed\n", failures);
  return failures ? 1 : 0;
}
