/* SPDX-License-Identifier: MIT */
/* bench-app-moves.c: the app's computer move against the command line's.
 *
 *   bench-app-moves [PLAYER [GAMES [SIZE [misere]]]]
 *
 * Plays the games bench-enhanced-moves plays (tests/search: PLAYER,
 * default "enhanced", against itself, GAMES games, default 4, each after
 * 0, 2, 4, ... random first moves from the same seed; SIZE default 8)
 * and searches every position the player chooses in, four ways, one
 * after the other (the order turns with each move, so no way always
 * runs on a warm cache):
 *
 *   command line  the side's own player, kept for the whole game, as
 *                 bench-enhanced-moves and reversi-play ask it (CPU of
 *                 this thread);
 *   app search    what the app's search program does with the window's
 *                 request: the request written and read back
 *                 (reversi-worker-protocol.h), then
 *                 player_config_decide_deepening with a player made for
 *                 the move (CPU of this thread);
 *   app program   the search program itself (reversi_worker_client_program:
 *                 $REVERSI_SEARCH_WORKER, else the build's), started per
 *                 move as the window started it until 2026-11-27, sent
 *                 the request and read to its result (CPU of the child,
 *                 start-up included);
 *   app worker    the window's way now: the app's search code
 *                 (reversi_search_new_in) on one kept client per game
 *                 (reversi_worker_client_new_kept), whose program stays
 *                 from move to move with a player per side and its
 *                 tables (CPU of the program while it searched the move).
 *
 * The game goes on with the command line's move, so the positions are
 * bench-enhanced-moves'.  Prints the mean and median CPU per move of
 * each way and the app's over the command line's, and on how many moves
 * the kept program's search counted the command line's nodes exactly
 * (both keep one player per side for the game, so their tables are the
 * same).  A benchmark, not a test: nothing is compared with a limit.
 */
#include <glib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "game.h"
#include "player-config.h"
#include "reversi-search.h"
#include "reversi-worker-client.h"
#include "reversi-worker-protocol.h"

enum { WAY_COMMAND_LINE, WAY_APP_SEARCH, WAY_APP_PROGRAM, WAY_APP_WORKER, WAY_COUNT };

static const char *const way_names[WAY_COUNT] = { "command line", "app search", "app program",
                                                  "app worker" };

/* The window's "depth N", as the search program passes it on. */
static void
note_depth (int depth, gpointer data)
{
  g_atomic_int_set ((gint *) data, depth);
}

static double
thread_cpu_seconds (void)
{
  struct timespec t;
  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &t);
  return (double) t.tv_sec + (double) t.tv_nsec / 1e9;
}

/* The search program's way: the request in, the worker's search, the
 * report out, in this process. */
static gboolean
app_search (GVariant *request, Sashite *move, GError **error)
{
  Kyokumen kyokumen;
  gboolean misere;
  PlayerConfig config;
  player_config_init (&config);
  if (!reversi_worker_read_reversi_request (request, &kyokumen, &misere, &config, error))
    return FALSE;
  gint depth_done = 0;
  SearchControl control = { .depth_finished = note_depth, .depth_data = &depth_done };
  SearchReport report;
  if (!player_config_decide_deepening (&config, NULL, &kyokumen, misere, &control, move, &report,
                                       error))
    return FALSE;
  g_autoptr (GVariant) answer = g_variant_ref_sink (reversi_worker_search_report_to_variant (&report));
  return reversi_worker_search_report_from_variant (answer, &report);
}

/* Whether the program's output holds its whole result line (the hello
 * line comes first). */
static gboolean
has_result (GString *output)
{
  const char *result = strstr (output->str, "\n" REVERSI_WORKER_LINE_RESULT " ");
  return result && strchr (result + 1, '\n');
}

/* The search program started for one request; its CPU time in *cpu. */
static gboolean
app_program (const char *program, GVariant *request, double *cpu, GError **error)
{
  const char *argv[] = { program, NULL };
  GPid pid;
  int to_child, from_child;
  if (!g_spawn_async_with_pipes (NULL, (char **) argv, NULL, G_SPAWN_DO_NOT_REAP_CHILD, NULL,
                                 NULL, &pid, &to_child, &from_child, NULL, error))
    return FALSE;
  g_autofree char *line = reversi_worker_line (REVERSI_WORKER_LINE_SEARCH, request);
  gboolean written = write (to_child, line, strlen (line)) == (ssize_t) strlen (line);
  /* Read to its result (a program that may stay does not end by itself),
   * then close its stdin: it ends. */
  g_autoptr (GString) output = g_string_new (NULL);
  char buffer[4096];
  ssize_t n;
  while (!has_result (output) && (n = read (from_child, buffer, sizeof buffer)) > 0)
    g_string_append_len (output, buffer, n);
  close (to_child);
  close (from_child);
  int status;
  struct rusage usage;
  if (wait4 (pid, &status, 0, &usage) != pid || !written || !WIFEXITED (status)
      || WEXITSTATUS (status) != 0 || !has_result (output)) {
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "%s did not answer: %s", program,
                 output->str);
    return FALSE;
  }
  *cpu = (double) usage.ru_utime.tv_sec + (double) usage.ru_utime.tv_usec / 1e6
         + (double) usage.ru_stime.tv_sec + (double) usage.ru_stime.tv_usec / 1e6;
  return TRUE;
}

/* The CPU seconds the program whose id (reversi_worker_client_get_program_id)
 * is id has used; 0 when there is none. */
static double
program_cpu_seconds (const char *id)
{
  clockid_t clock;
  struct timespec t;
  if (!id || clock_getcpuclockid ((pid_t) atoi (id), &clock) != 0 || clock_gettime (clock, &t) != 0)
    return 0;
  return (double) t.tv_sec + (double) t.tv_nsec / 1e9;
}

typedef struct {
  gboolean done, found;
  ReversiSearchReport report;
  GError *error;
} SearchWait;

static void
on_search_done (GObject *source, GAsyncResult *result, gpointer user_data)
{
  SearchWait *wait = user_data;
  wait->found = reversi_search_finish (REVERSI_SEARCH (source), result, &wait->report, &wait->error);
  wait->done = TRUE;
}

/* The window's way: the app's search code on the game's kept client; the
 * CPU its program spent on the move (all of it when the program started
 * for the move) and the nodes it counted. */
static gboolean
app_worker (ReversiWorkerClient *worker, GVariant *request, double *cpu, guint64 *nodes,
            GError **error)
{
  g_autofree char *before_id = g_strdup (reversi_worker_client_get_program_id (worker));
  double before = program_cpu_seconds (before_id);
  g_autoptr (ReversiSearch) search = reversi_search_new_in (worker, g_variant_ref (request));
  SearchWait wait = { 0 };
  reversi_search_run_async (search, on_search_done, &wait);
  while (!wait.done)
    g_main_context_iteration (NULL, TRUE);
  if (!wait.found) {
    g_propagate_error (error, wait.error);
    return FALSE;
  }
  const char *id = reversi_worker_client_get_program_id (worker);
  if (!id) {
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "the search program did not stay");
    return FALSE;
  }
  *cpu = program_cpu_seconds (id) - (g_strcmp0 (id, before_id) == 0 ? before : 0);
  *nodes = wait.report.course.nodes;
  return TRUE;
}

/* The CPU seconds of one way on the position of game, and the nodes of
 * its search where it says them (0 where not). */
static gboolean
time_way (int way, Game *game, const PlayerConfig *config, const char *program,
          ReversiWorkerClient *worker, Sashite *move, double *cpu, guint64 *nodes, GError **error)
{
  SearchReport report;
  *nodes = 0;
  if (way == WAY_APP_PROGRAM || way == WAY_APP_WORKER) {
    g_autoptr (GVariant) request = g_variant_ref_sink (
        reversi_worker_reversi_request (&game->kyokumen, game->misere, config));
    return way == WAY_APP_PROGRAM ? app_program (program, request, cpu, error)
                                  : app_worker (worker, request, cpu, nodes, error);
  }
  double start = thread_cpu_seconds ();
  gboolean ok;
  if (way == WAY_COMMAND_LINE) {
    ok = player_decide_move (game_player_to_move (game), &game->kyokumen, game->misere, NULL, move,
                             &report, error);
    *nodes = report.nodes;
  } else {
    g_autoptr (GVariant) request = g_variant_ref_sink (
        reversi_worker_reversi_request (&game->kyokumen, game->misere, config));
    Sashite found;
    ok = app_search (request, &found, error);
  }
  *cpu = thread_cpu_seconds () - start;
  return ok;
}

static int
compare_doubles (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return x < y ? -1 : x > y;
}

static double
median (GArray *times)
{
  g_array_sort (times, compare_doubles);
  guint n = times->len;
  if (n == 0)
    return 0;
  double *t = (double *) times->data;
  return n % 2 ? t[n / 2] : (t[n / 2 - 1] + t[n / 2]) / 2;
}

int
main (int argc, char **argv)
{
  const char *spec = argc > 1 ? argv[1] : "enhanced";
  int games = argc > 2 ? atoi (argv[2]) : 4;
  int size = argc > 3 ? atoi (argv[3]) : 8;
  gboolean misere = argc > 4 && g_strcmp0 (argv[4], "misere") == 0;
  PlayerConfig config;
  player_config_init (&config);
  g_autoptr (GError) error = NULL;
  if (!player_config_from_text (&config, spec, &error) || games < 1
      || (size != 4 && size != 6 && size != 8 && size != 10)) {
    fprintf (stderr, "bench-app-moves: %s\n",
             error ? error->message : "GAMES must be at least 1 and SIZE 4, 6, 8 or 10");
    return 2;
  }
  g_autofree char *program = reversi_worker_client_program ();
  g_autofree char *text = player_config_to_text (&config);
  printf ("player %s, %dx%d, %d games%s, random first moves 0, 2, 4, ...; program %s\n", text,
          size, size, games, misere ? ", misere" : "", program);

  GArray *times[WAY_COUNT];
  double totals[WAY_COUNT] = { 0 };
  for (int w = 0; w < WAY_COUNT; w++)
    times[w] = g_array_new (FALSE, FALSE, sizeof (double));
  /* The random seed and the openings of bench-enhanced-moves. */
  GRand *rand = g_rand_new_with_seed (15);
  int searched = 0, same_nodes = 0;
  for (int g = 0; g < games; g++) {
    Game *game = game_new (size, misere, player_config_create_player (&config, NULL),
                           player_config_create_player (&config, NULL));
    /* One program for the game, as a window keeps one for its game. */
    g_autoptr (ReversiWorkerClient) worker = reversi_worker_client_new_kept ();
    for (int ply = 0; !game_is_over (game); ply++) {
      Sashite move;
      if (ply < 2 * g) {
        Sashite legal[MAX_SASHITE];
        int count = kyokumen_generate_moves (&game->kyokumen, legal);
        move = legal[g_rand_int_range (rand, 0, count)];
      } else {
        guint64 nodes[WAY_COUNT];
        for (int i = 0; i < WAY_COUNT; i++) {
          int way = (i + searched) % WAY_COUNT;
          double cpu = 0;
          if (!time_way (way, game, &config, program, worker, &move, &cpu, &nodes[way], &error)) {
            fprintf (stderr, "bench-app-moves: %s: %s\n", way_names[way], error->message);
            return 1;
          }
          g_array_append_val (times[way], cpu);
          totals[way] += cpu;
        }
        same_nodes += nodes[WAY_APP_WORKER] == nodes[WAY_COMMAND_LINE];
        searched++;
      }
      if (!game_play (game, move, &error)) {
        fprintf (stderr, "bench-app-moves: %s\n", error->message);
        return 1;
      }
    }
    game_free (game);
  }
  g_rand_free (rand);

  double cli_mean = totals[WAY_COMMAND_LINE] / MAX (searched, 1);
  double cli_median = median (times[WAY_COMMAND_LINE]);
  printf ("%d moves, CPU seconds per move:\n", searched);
  for (int w = 0; w < WAY_COUNT; w++) {
    double mean = totals[w] / MAX (searched, 1), middle = median (times[w]);
    printf ("  %-12s  mean %.4f  median %.4f  total %7.2f", way_names[w], mean, middle, totals[w]);
    if (w != WAY_COMMAND_LINE)
      printf ("  (x%.2f mean, x%.2f median of the command line's)", cli_mean > 0 ? mean / cli_mean : 0,
              cli_median > 0 ? middle / cli_median : 0);
    printf ("\n");
    g_array_free (times[w], TRUE);
  }
  printf ("app worker's nodes equal to the command line's on %d of %d moves\n", same_nodes,
          searched);
  return 0;
}
