/* SPDX-License-Identifier: MIT */
/* kalah-solve.c: solve Kalah from the start for any number of stones a pit.
 *
 *   kalah-solve --stones 4                  Kalah(6,4), the article's capture rule
 *   kalah-solve --stones 4 --empty-capture  ... the last stone captures itself too
 *   kalah-solve --stones 6 --time-limit 600 as far as ten minutes of CPU go
 *   kalah-solve --stones 3 --moves "2 5 9"  the position after these pits
 *   kalah-solve --stones 6 --first-guess -24 --database 24 --table-bits 28 --time-limit 3300
 *                                           a lower bound on Kalah(6,6) in an hour (-20)
 *
 * Prints the value (the first player's final store minus the second's,
 * the game played to the end and the last pits swept: kalah-solver.h says
 * how the article's "store over half" end is used), the best first turn,
 * the nodes and the CPU time.  Exits 0 when solved, 1 when the time limit
 * stopped it first (the bounds proven so far are printed), 2 on a bad
 * command line.
 */
#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <stdlib.h>

#include "kalah-solver.h"
#include "kit-i18n.h"

/* Play the pits of list (the article's numbers, separated by spaces or
 * commas) from k, the rules of the solver: no end at a store over half. */
static gboolean
play_moves (Kalah *k, const char *list, GError **error)
{
  g_auto (GStrv) words = g_strsplit_set (list, " ,\t", -1);
  for (int i = 0; words[i]; i++) {
    if (words[i][0] == '\0')
      continue;
    char *end;
    long pit = strtol (words[i], &end, 10);
    if (*end != '\0' || kalah_pit_side ((int) CLAMP (pit, -1, 99)) != k->to_move
        || k->cell[pit] == 0) {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   k->to_move == 0
                       ? _("“%s” is not a move of the first player here: a pit from 0 to 5 "
                           "with stones.")
                       : _("“%s” is not a move of the second player here: a pit from 7 to 12 "
                           "with stones."),
                   words[i]);
      return FALSE;
    }
    if (k->over) {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("The game is over before “%s”."), words[i]);
      return FALSE;
    }
    if (kalah_move_stones (k, k->to_move, (int) pit) == KALAH_NORMAL)
      k->to_move = 1 - k->to_move;
    k->over = kalah_sweep_if_out (k);
  }
  if (k->over) {
    g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                 _("The game is over after these moves: there is nothing to solve."));
    return FALSE;
  }
  return TRUE;
}

/* --passes: each MTD(f) pass as it ends, so that a long run shows how far
 * it is (the window and result are the side to move's gain from the
 * root, as the search sees them). */
static void
print_pass (const KalahSolverPass *p, void *data)
{
  int *count = data;
  const char *result = p->value >= p->beta ? _("at least") : _("at most");
  ++*count;
  if (p->depth)
    printf (_("  pass %d: depth %d, is it at least %d? %s %d; %llu nodes, %.2f s\n"), *count,
            p->depth, p->beta, result, p->value, (unsigned long long) p->nodes, p->cpu_seconds);
  else
    printf (_("  pass %d: exact, is it at least %d? %s %d; %llu nodes, %.2f s\n"), *count,
            p->beta, result, p->value, (unsigned long long) p->nodes, p->cpu_seconds);
  fflush (stdout);
}

int
main (int argc, char **argv)
{
  int stones = KALAH_STONES / (2 * KALAH_PITS);
  gboolean empty_capture = FALSE, show_passes = FALSE;
  int first_guess = 0;
  g_autofree char *moves = NULL;
  KalahSolverOptions options;
  kalah_solver_options_default (&options);

  kit_i18n_init ();
  GOptionEntry entries[] = {
    { "stones", 's', 0, G_OPTION_ARG_INT, &stones,
      N_("Stones in each pit at the start, 2 to 6 (default 6, the article's game)"), "N" },
    { "empty-capture", 'e', 0, G_OPTION_ARG_NONE, &empty_capture,
      N_("The last stone in an empty pit of the mover's own is captured even when the opposite "
         "pit is empty (default: it stays, the article's rule)"),
      NULL },
    { "moves", 'm', 0, G_OPTION_ARG_STRING, &moves,
      N_("Solve the position after these pits are played, e.g. \"2 5 9\""), "LIST" },
    { "database", 'd', 0, G_OPTION_ARG_INT, &options.database_stones,
      N_("Endgame database of every position with at most N stones in the pits, solved before "
         "the search, 0 to 30 (default 12; one byte a position: 2.7 MB for 12, 1.3 GB for 24, "
         "11 GB for 30)"),
      "N" },
    { "table-bits", 'b', 0, G_OPTION_ARG_INT, &options.table_bits,
      N_("Transposition table of 2^BITS entries of 16 bytes, BITS 10 to 30 (default 22)"), "BITS" },
    { "deepening", 'D', 0, G_OPTION_ARG_INT, &options.deepening,
      N_("Search to depth 2, 4, ... DEPTH first, to order the moves of the exact search, "
         "0 to 60 (default 0: none)"),
      "DEPTH" },
    { "first-guess", 'g', 0, G_OPTION_ARG_INT, &first_guess,
      N_("The first player's margin the first MTD(f) pass asks about, -72 to 72 (default 0): "
         "with a time limit, a guess well below the value proves a lower bound sooner, one well "
         "above an upper bound"),
      "N" },
    { "passes", 'p', 0, G_OPTION_ARG_NONE, &show_passes,
      N_("Print each MTD(f) pass: its depth, window, result, nodes and CPU time"), NULL },
    { "time-limit", 't', 0, G_OPTION_ARG_DOUBLE, &options.time_limit,
      N_("Stop after this many seconds of CPU and print the bounds proven so far, 0 to 86400 "
         "(default 0: no limit)"),
      "SECONDS" },
    { NULL },
  };
  const KitOptionRange ranges[] = {
    { "stones", KALAH_MIN_STONES_PER_PIT, KALAH_MAX_STONES_PER_PIT, 1 },
    { "database", 0, KALAH_SOLVER_MAX_DATABASE_STONES, 1 },
    { "table-bits", 10, 30, 1 },
    { "deepening", 0, 60, 1 },
    { "first-guess", -72, 72, 1 },
    { "time-limit", 0, 86400, 1 },
    { NULL },
  };
  g_autoptr (GError) error = NULL;
  const char *summary = _("Solve Kalah with six pits a side from the start: the first player's "
                          "final margin under perfect play, the game played to the end.");
  if (!kit_options_parse_ranges (entries, ranges, summary, NULL, &argc, &argv, &error)
      || !kit_options_no_arguments (argc, argv, &error)) {
    fprintf (stderr, "kalah-solve: %s\n", error->message);
    return 2;
  }

  Kalah start;
  kalah_init_variant (&start, stones,
                      empty_capture ? KALAH_CAPTURE_EMPTY : KALAH_CAPTURE_STANDARD);
  if (moves) {
    if (!play_moves (&start, moves, &error)) {
      fprintf (stderr, "kalah-solve: %s\n", error->message);
      return 2;
    }
  }

  printf (empty_capture
              ? _("Kalah(6,%1$d), %2$d stones, empty capture (the last stone in an empty pit "
                  "of one's own is captured even when the opposite pit is empty)\n")
              : _("Kalah(6,%1$d), %2$d stones, the article's capture rule (no capture when the "
                  "opposite pit is empty)\n"),
          stones, start.stones);
  if (moves) {
    g_autofree char *board = kalah_to_text (&start);
    printf ("%s", board);
  }

  /* The solver takes the side to move's view. */
  options.first_guess = start.to_move == 0 ? first_guess : -first_guess;
  int passes_printed = 0;
  if (show_passes) {
    options.pass_done = print_pass;
    options.pass_data = &passes_printed;
  }
  KalahSolverResult r;
  fflush (stdout);
  kalah_solve (&start, &options, &r);
  if (start.to_move == 1) {
    /* The solver answers for the side to move; the first player's view here. */
    int lower = -r.upper;
    r.value = -r.value;
    r.upper = -r.lower;
    r.lower = lower;
  }

  if (r.solved) {
    printf (_("value: %d\n"), r.value);
    if (r.value > 0)
      printf (_("The first player wins by %d.\n"), r.value);
    else if (r.value < 0)
      printf (_("The second player wins by %d.\n"), -r.value);
    else
      printf (_("A draw.\n"));
    GString *turn = g_string_new (NULL);
    for (int i = 0; i < r.turn_length; i++)
      g_string_append_printf (turn, i ? " %d" : "%d", r.turn[i]);
    printf (_("best move: %d (the whole turn: %s)\n"), r.turn[0], turn->str);
    g_string_free (turn, TRUE);
  } else {
    printf (_("Not solved in %.0f s of CPU: the first player's margin is from %d to %d.\n"),
            options.time_limit, r.lower, r.upper);
  }
  /* %llu rather than G_GUINT64_FORMAT, which xgettext cannot see through. */
  printf (_("nodes: %llu searched, %llu database positions solved (%d stones or fewer in "
            "the pits; %.0f MB)\n"),
          (unsigned long long) r.nodes, (unsigned long long) r.database_positions,
          options.database_stones, r.database_bytes / 1e6);
  printf (_("MTD(f) passes: %d\n"), r.passes);
  printf (_("database fill: %.2f s of CPU\n"), r.database_seconds);
  printf (_("CPU time: %.2f s\n"), r.cpu_seconds);
  return r.solved ? 0 : 1;
}
