/* SPDX-License-Identifier: MIT */
/* test-autosave.c: the names of the autosave files and which are orphans.
 *
 * Every game of a process has its own file (two games in one process
 * never share one, so a crash loses neither), named with the game's own
 * record extension; a file whose process is gone is an orphan, offered
 * at the next start, whatever version of the kit wrote it (the earlier
 * autosave-PID.reversi too); the files of a running process, files set
 * aside (.broken) and half-written ones are not.  An autosave broken in
 * any way (every game's, a few thousand mutations of a real one) is read
 * as broken, with a reason, and never stops the app.
 */
#include <fcntl.h>
#include <glib.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <utime.h>

#include "reversi-autosave.h"
#include "reversi-game-catalog.h"
#include "reversi-reversi-game.h"
#include "reversi-common-setup.h"

static char *state_home;

/* A file in the autosave folder, written mtime_ago seconds in the past. */
static char *
put_file (const char *name, int mtime_ago)
{
  g_autofree char *dir = reversi_autosave_directory ();
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  char *path = g_build_filename (dir, name, NULL);
  g_assert_true (g_file_set_contents (path, "Game: 1\n", -1, NULL));
  struct utimbuf times = { time (NULL) - mtime_ago, time (NULL) - mtime_ago };
  g_assert_cmpint (utime (path, &times), ==, 0);
  return path;
}

/* The orphans' names, "|"-separated, newest first. */
static char *
orphan_names (void)
{
  g_autoptr (GPtrArray) orphans = reversi_autosave_find_orphans ();
  GString *names = g_string_new (NULL);
  for (guint i = 0; i < orphans->len; i++) {
    g_autofree char *name = g_path_get_basename (orphans->pdata[i]);
    g_string_append_printf (names, "%s%s", i ? "|" : "", name);
  }
  return g_string_free (names, FALSE);
}

/* A process id that was used and is now free: a child that has ended. */
static long
dead_pid (void)
{
  pid_t pid = fork ();
  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    _exit (0);
  int status;
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  return (long) pid;
}

static void
empty_folder (void)
{
  g_autofree char *dir = reversi_autosave_directory ();
  GDir *d = g_dir_open (dir, 0, NULL);
  if (!d)
    return;
  const char *name;
  while ((name = g_dir_read_name (d))) {
    g_autofree char *path = g_build_filename (dir, name, NULL);
    g_unlink (path);
  }
  g_dir_close (d);
}

static void
test_names (void)
{
  long pid = 1234;
  g_assert_true (reversi_autosave_is_name ("autosave-1234-1.reversi", &pid));
  g_assert_cmpint (pid, ==, 1234);
  pid = 0;
  /* The earlier versions' one file a process. */
  g_assert_true (reversi_autosave_is_name ("autosave-77.reversi", &pid));
  g_assert_cmpint (pid, ==, 77);
  g_assert_true (reversi_autosave_is_name ("autosave-5-12.connect-four", &pid));
  g_assert_true (reversi_autosave_is_name ("autosave-5-2.tictactoe", &pid));
  const char *not_autosaves[] = {
    "autosave-5-1.reversi.broken", "autosave-5.reversi.broken", "autosave-5-1.kalah.a1B2c3",
    "autosave-5-1", "autosave-5-.reversi", "autosave--1.reversi", "autosave-x.reversi",
    "autosave-5-1.", "autosave-5 1.reversi", "game.reversi", "autosave-99999999999999.reversi",
  };
  for (guint i = 0; i < G_N_ELEMENTS (not_autosaves); i++)
    g_assert_false (reversi_autosave_is_name (not_autosaves[i], &pid));
}

/* Two games in one process: two numbers, two files, each with its own
 * game's extension; neither is an orphan while the process runs. */
static void
test_games_of_one_process (void)
{
  empty_folder ();
  guint first = reversi_autosave_new_number ();
  guint second = reversi_autosave_new_number ();
  g_assert_cmpuint (first, !=, second);
  g_autofree char *a = reversi_autosave_path (first, "reversi");
  g_autofree char *b = reversi_autosave_path (second, "reversi");
  g_autofree char *k = reversi_autosave_path (second, "kalah");
  g_assert_cmpstr (a, !=, b);
  g_autofree char *dir = reversi_autosave_directory ();
  g_autofree char *expected = g_strdup_printf ("%s/autosave-%ld-%u.reversi", dir, (long) getpid (), first);
  g_assert_cmpstr (a, ==, expected);
  g_assert_true (g_str_has_suffix (k, ".kalah"));
  g_autofree char *a_name = g_path_get_basename (a);
  g_autofree char *k_name = g_path_get_basename (k);
  long pid = 0;
  g_assert_true (reversi_autosave_is_name (a_name, &pid));
  g_assert_cmpint (pid, ==, getpid ());
  g_assert_true (reversi_autosave_is_name (k_name, &pid));
  g_free (put_file (a_name, 0));
  g_free (put_file (k_name, 0));
  g_autofree char *names = orphan_names ();
  g_assert_cmpstr (names, ==, "");
}

/* Every file of a process that has ended is offered, newest first,
 * whichever game and whichever version of the kit wrote it; files of a
 * running process are not, until it ends. */
static void
test_orphans (void)
{
  empty_folder ();
  long dead = dead_pid ();
  g_autofree char *n1 = g_strdup_printf ("autosave-%ld-1.reversi", dead);
  g_autofree char *n2 = g_strdup_printf ("autosave-%ld-2.reversi", dead);
  g_autofree char *n3 = g_strdup_printf ("autosave-%ld-3.kalah", dead);
  g_autofree char *old = g_strdup_printf ("autosave-%ld.reversi", dead);
  g_autofree char *aside = g_strdup_printf ("autosave-%ld-4.reversi.broken", dead);
  g_autofree char *partial = g_strdup_printf ("autosave-%ld-5.go.Xy12zQ", dead);
  g_free (put_file (n1, 40));
  g_free (put_file (n2, 10));
  g_free (put_file (n3, 20));
  g_free (put_file (old, 30));
  g_free (put_file (aside, 0));
  g_free (put_file (partial, 0));
  g_free (put_file ("notes.txt", 0));

  /* A running program of the kit (its name starts with "reversi"). */
  g_autofree char *sleeper = g_build_filename (state_home, "reversi-sleeper", NULL);
  g_autofree char *sleep_text = NULL;
  gsize sleep_length = 0;
  g_assert_true (g_file_get_contents ("/bin/sleep", &sleep_text, &sleep_length, NULL));
  g_assert_true (g_file_set_contents (sleeper, sleep_text, (gssize) sleep_length, NULL));
  g_assert_cmpint (g_chmod (sleeper, 0755), ==, 0);
  char *argv[] = { sleeper, "60", NULL };
  GPid live = 0;
  g_assert_true (g_spawn_async (NULL, argv, NULL, G_SPAWN_DO_NOT_REAP_CHILD, NULL, NULL, &live, NULL));
  /* Its name shows once it has started the program. */
  g_autofree char *comm_path = g_strdup_printf ("/proc/%ld/comm", (long) live);
  for (int i = 0; i < 500; i++) {
    g_autofree char *comm = NULL;
    if (g_file_get_contents (comm_path, &comm, NULL, NULL) && g_str_has_prefix (comm, "reversi"))
      break;
    g_usleep (10000);
  }
  g_autofree char *live1 = g_strdup_printf ("autosave-%ld-1.reversi", (long) live);
  g_autofree char *live2 = g_strdup_printf ("autosave-%ld-2.tictactoe", (long) live);
  g_free (put_file (live1, 0));
  g_free (put_file (live2, 0));
  g_autofree char *own = g_strdup_printf ("autosave-%ld-1.reversi", (long) getpid ());
  g_free (put_file (own, 0));

  g_autofree char *expected = g_strdup_printf ("%s|%s|%s|%s", n2, n3, old, n1);
  g_autofree char *names = orphan_names ();
  g_assert_cmpstr (names, ==, expected);

  /* The running program ends (killed): its two games are orphans too. */
  kill (live, SIGKILL);
  int status;
  g_assert_cmpint (waitpid (live, &status, 0), ==, live);
  g_autofree char *after = orphan_names ();
  g_autofree char *expected_after = g_strdup_printf ("%s|%s|%s|%s|%s|%s", live1, live2, n2, n3, old, n1);
  if (strcmp (live1, live2) > 0) {
    g_free (expected_after);
    expected_after = g_strdup_printf ("%s|%s|%s|%s|%s|%s", live2, live1, n2, n3, old, n1);
  }
  g_assert_cmpstr (after, ==, expected_after);
  g_unlink (sleeper);
}

/* The autosave of a game of that kind a few moves in, as the window writes it. */
static char *
autosave_text (const ReversiGameInfo *game)
{
  if (reversi_game_is_reversi (game))
    return g_strdup ("# Reversi game record (reversi-kit)\nSize: 8\nRule: normal\n"
                     "Black: human \"Hanako\"\nWhite: computer alphabeta:1:0:0 \"kit\"\n"
                     "Start: standard\nMoves: f5 d6 c3 d3 c4\nResult: unfinished\n");
  const GameRules *rules = game->rules ();
  ReversiCommonSetup setup;
  reversi_common_setup_init (&setup, game);
  setup.side[1].is_computer = TRUE;
  setup.side[1].computer = (ReversiCommonComputer) { REVERSI_COMMON_RANDOM, 1 };
  g_autoptr (ReversiGameSession) session = reversi_game_session_new (&setup);
  reversi_common_setup_clear (&setup);
  for (int n = 0; n < 5 && !reversi_game_session_is_over (session); n++) {
    int moves[GAME_MAX_MOVES];
    int count = rules->generate_moves (rules, reversi_game_session_get_position (session, n), moves);
    g_assert_true (reversi_game_session_play (session, moves[count / 2], NULL));
  }
  return reversi_game_session_to_text (session);
}

/* One damage of the kinds a crash, a disk or a hand leaves in a file. */
static void
damage (GString *text, GRand *rand)
{
  /* The backslash: a name ending in one once gave a GLib warning. */
  static const char bytes[] = { ' ', '\t', '"', '\\', '\n', ':', '-', '0', '9', '\xff', '\x80', '\0' };
  guint at = text->len ? (guint) g_rand_int_range (rand, 0, (gint32) text->len) : 0;
  switch (g_rand_int_range (rand, 0, 6)) {
  case 0:   /* cut short */
    g_string_truncate (text, at);
    break;
  case 1:   /* a byte changed */
    if (text->len)
      text->str[at] = bytes[g_rand_int_range (rand, 0, G_N_ELEMENTS (bytes))];
    break;
  case 2:   /* a byte added */
    g_string_insert_c (text, at, bytes[g_rand_int_range (rand, 0, G_N_ELEMENTS (bytes))]);
    break;
  case 3: { /* a blank doubled: "X: human  Hanako" once freed a name twice */
    const char *space = strchr (text->str + at, ' ');
    if (space)
      g_string_insert (text, space - text->str, g_rand_boolean (rand) ? " " : "\t");
    break;
  }
  case 4: { /* a line twice */
    const char *start = text->str + at;
    while (start > text->str && start[-1] != '\n')
      start--;
    const char *end = strchr (start, '\n');
    if (end) {
      g_autofree char *line = g_strndup (start, (gsize) (end - start + 1));
      g_string_insert (text, start - text->str, line);
    }
    break;
  }
  default:  /* a line gone */
    {
      char *start = text->str + at;
      while (start > text->str && start[-1] != '\n')
        start--;
      char *end = strchr (start, '\n');
      g_string_erase (text, start - text->str, end ? end - start + 1 : -1);
    }
  }
}

/* Every damaged autosave of every game is read as a game or refused with
 * a reason; none crashes (run under ASan in CI) or is half taken. */
static void
test_broken_autosaves (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (22);
  guint count;
  const ReversiGameInfo *const *games = reversi_game_catalog (&count);
  for (guint g = 0; g < count; g++) {
    g_autofree char *good = autosave_text (games[g]);
    GameRecord *record;
    ReversiGameSession *session;
    g_autoptr (GError) error = NULL;
    g_assert_true (reversi_autosave_parse (good, strlen (good), &record, &session, &error));
    g_assert_no_error (error);
    g_assert_true ((record != NULL) == reversi_game_is_reversi (games[g]));
    game_record_free (record);
    g_clear_object (&session);
    guint refused = 0;
    for (int i = 0; i < 1500; i++) {
      GString *text = g_string_new (good);
      for (int n = g_rand_int_range (rand, 1, 4); n > 0; n--)
        damage (text, rand);
      g_autoptr (GError) why = NULL;
      gboolean read = reversi_autosave_parse (text->str, text->len, &record, &session, &why);
      g_assert_true (read == (record != NULL || session != NULL));
      g_assert_true (!(record && session));
      if (read) {
        g_assert_no_error (why);
      } else {
        g_assert_nonnull (why);
        g_assert_true (g_utf8_validate (why->message, -1, NULL));
        refused++;
      }
      game_record_free (record);
      g_clear_object (&session);
      g_string_free (text, TRUE);
    }
    g_test_message ("%s: %u of 1500 damaged autosaves refused", games[g]->id, refused);
    g_assert_cmpuint (refused, >, 0);
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  state_home = g_dir_make_tmp ("test-autosave-XXXXXX", NULL);
  g_assert_nonnull (state_home);
  g_setenv ("XDG_STATE_HOME", state_home, TRUE);
  g_test_add_func ("/autosave/names", test_names);
  g_test_add_func ("/autosave/games-of-one-process", test_games_of_one_process);
  g_test_add_func ("/autosave/orphans", test_orphans);
  g_test_add_func ("/autosave/broken-autosaves", test_broken_autosaves);
  int status = g_test_run ();
  empty_folder ();
  g_autofree char *dir = reversi_autosave_directory ();
  g_rmdir (dir);
  g_rmdir (state_home);
  g_free (state_home);
  return status;
}
