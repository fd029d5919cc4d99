/* reversi-solve.c: exact solving benchmarks of the enhanced search.
 *
 *   reversi-solve                     FFO #40-#59 (the file's best moves and scores checked)
 *   reversi-solve --range 40-44       a range of FFO positions
 *   reversi-solve --ffo tests/search/endgame-10x10-18.txt --range 1-16
 *                                     10x10 positions in the same format
 *   reversi-solve --start 6           the 6x6 board from the start
 *   reversi-solve --start 6 --moves "c2 b4"   ... after these moves
 *   reversi-solve --board "X...O... X"
 *
 * Per position it prints the best move, the exact score, the principal
 * line, the time, the nodes and the nodes per second.  For FFO positions
 * the score must equal the file's and the move must be one of the file's
 * best moves (the file lists every optimal move); the exit status is 1 if
 * any is wrong.  Built only when the enhanced search (enhanced/) is there.
 */
#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "config.h"
#include "endgame.h"
#include "endgame-wide.h"
#include "enhanced-search.h"
#include "evaluator.h"
#include "game.h"
#include "kit-i18n.h"
#include "kyokumen.h"
#include "text-file.h"

/* An FFO file has a line of about 100 bytes a position: 16 MB is far more
 * than any position file, and far less than /dev/zero. */
#define FFO_FILE_MAX_BYTES (16u << 20)

typedef struct {
  int id;
  char board[110];   /* board string: 64 (or 100 for 10x10) squares, a space, side to move */
  char best_moves[256];
  int score;
} FfoPosition;

/* One line of the FFO file: id board side empties best_moves score.  The
 * same format holds 10x10 positions (tests/search/endgame-10x10-18.txt). */
static gboolean
parse_ffo_line (const char *line, FfoPosition *pos)
{
  char board[101], side[2], moves[256];
  int empties;
  if (sscanf (line, "%d %100s %1s %d %255s %d", &pos->id, board, side, &empties, moves, &pos->score) != 6
      || (strlen (board) != 64 && strlen (board) != 100))
    return FALSE;
  g_snprintf (pos->board, sizeof pos->board, "%s %s", board, side);
  g_strlcpy (pos->best_moves, moves, sizeof pos->best_moves);
  return TRUE;
}

/* TRUE when move (notation) is in the comma-separated list. */
static gboolean
is_listed (const char *list, const char *move)
{
  g_auto (GStrv) items = g_strsplit (list, ",", -1);
  for (int i = 0; items[i]; i++)
    if (g_ascii_strcasecmp (items[i], move) == 0)
      return TRUE;
  return FALSE;
}

typedef struct {
  double seconds;
  double cpu_seconds;
  guint64 nodes;
} Totals;

/* Processor time of this process: on a shared machine it shows what the
 * wall-clock time would be without the other jobs. */
static double
cpu_seconds (void)
{
  struct timespec t;
  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &t);
  return (double) t.tv_sec + (double) t.tv_nsec / 1e9;
}

/* Solve one position and print what was found. */
static void
solve_and_print (EnhancedSearch *search, const Kyokumen *k, const char *label, SearchReport *r,
                 Totals *totals)
{
  double cpu = cpu_seconds ();
  enhanced_search_solve (search, k, FALSE, NULL, r);
  cpu = cpu_seconds () - cpu;
  char move[SASHITE_NOTATION_SIZE];
  sashite_to_notation (r->move, k->size, move);
  g_autofree char *line = search_report_line_to_text (r, k->size);
  /* %llu, not G_GUINT64_FORMAT: xgettext cannot see through the macro,
   * and the translation would never be found. */
  printf (_("%s  %s to move, %d empties: best %s, score %+d  %.3f s (cpu %.3f s)  %llu"
            " nodes  %.1f M nodes/s\n    line %s\n"),
          label, color_name (k->color), k->empty_count, move, r->value / FINAL_DISC_VALUE,
          r->seconds, cpu, (unsigned long long) r->nodes, search_stats_rate (r->nodes, r->seconds) / 1e6, line);
  totals->seconds += r->seconds;
  totals->cpu_seconds += cpu;
  totals->nodes += r->nodes;
  fflush (stdout);
}

/* --range A-B or --range A: FFO ids, each a whole number (4294967337 is
 * not 41), the first not after the second. */
static gboolean
parse_range (const char *text, int *first, int *last, GError **error)
{
  const KitOptionRange id = { "range", 1, G_MAXINT, 1 };
  g_auto (GStrv) parts = g_strsplit (text, "-", 2);
  gint64 a, b;
  if (!parts[0] || !kit_option_int_in_range (&id, parts[0], &a, NULL)
      || !kit_option_int_in_range (&id, parts[1] ? parts[1] : parts[0], &b, NULL)
      || a > b) {
    g_autofree char *shown = g_utf8_make_valid (text, -1);
    g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                 _("--range must be a number from 1 to %d, or two such numbers like 40-44, not “%s”."),
                 G_MAXINT, shown);
    return FALSE;
  }
  *first = (int) a;
  *last = (int) b;
  return TRUE;
}

int
main (int argc, char **argv)
{
  kit_i18n_init ();

  /* Freed on every way out, the refusals' included. */
  g_autofree char *file = NULL;
  g_autofree char *range = NULL;
  g_autofree char *board = NULL;
  g_autofree char *moves = NULL;
  int start_size = 0, table_bits = 22;
  GOptionEntry entries[] = {
    { "ffo", 'f', 0, G_OPTION_ARG_FILENAME, &file,
      N_("FFO position file (default: tests/search/ffo-endgame-40-59.txt of the source tree)"), "FILE" },
    { "range", 'r', 0, G_OPTION_ARG_STRING, &range, N_("FFO positions to solve, e.g. 40-44 or 41, numbers from 1 (default 40-59)"), "A-B" },
    { "start", 's', 0, G_OPTION_ARG_INT, &start_size, N_("Solve the N×N board from the start (4, 6 or 8) instead"), "N" },
    { "board", 'b', 0, G_OPTION_ARG_STRING, &board, N_("Solve this board string instead"), "BOARD" },
    { "moves", 'm', 0, G_OPTION_ARG_STRING, &moves,
      N_("With --start: solve the position after these moves, e.g. \"c2 b4\""), "LIST" },
    { "table-bits", 't', 0, G_OPTION_ARG_INT, &table_bits,
      N_("Transposition table of 2^BITS entries of 24 bytes, BITS 10 to 28 (default 22)"), "BITS" },
    { NULL },
  };
  const KitOptionRange ranges[] = {
    { "start", 4, 8, 2 },
    { "table-bits", 10, 28, 1 },
    { NULL },
  };
  g_autoptr (GError) error = NULL;
  int first = 40, last = 59;
  if (!kit_options_parse_ranges (entries, ranges,
                                 _("Solve Reversi positions exactly with the enhanced search and check FFO results."),
                                 NULL, &argc, &argv, &error)
      || !kit_options_no_arguments (argc, argv, &error)
      || (range && !parse_range (range, &first, &last, &error))) {
    fprintf (stderr, "reversi-solve: %s\n", error->message);
    return 2;
  }
  if (moves && !start_size) {
    fprintf (stderr, _("reversi-solve: --moves needs --start (the board size).\n"));
    return 2;
  }

  EnhancedOptions options;
  enhanced_options_init (&options, evaluator_get (0)->evaluate, 0);
  options.endgame_table_bits = table_bits;
  EnhancedSearch *search = enhanced_search_new (&options);
  Totals totals = { 0 };
  SearchReport r;
  int status = 0;

  if (start_size || board) {
    Kyokumen k;
    if (board) {
      if (!kyokumen_from_board_string (&k, board, &error)) {
        fprintf (stderr, "reversi-solve: %s\n", error->message);
        enhanced_search_free (search);
        return 2;
      }
    } else if (moves) {
      Game *game = game_new (start_size, FALSE, NULL, NULL);
      gboolean ok = game_setup_from_moves (game, start_size, moves, &error);
      k = game->kyokumen;
      k.history_length = 0;
      game_free (game);
      if (!ok) {
        fprintf (stderr, "reversi-solve: %s\n", error->message);
        enhanced_search_free (search);
        return 2;
      }
    } else {
      kyokumen_init (&k, start_size);
    }
    g_autofree char *label = board ? g_strdup (_("board")) : g_strdup_printf (_("%d×%d start"), k.size, k.size);
    g_autofree char *text = kyokumen_to_text (&k);
    fputs (text, stdout);
    solve_and_print (search, &k, label, &r, &totals);
    int score = r.value / FINAL_DISC_VALUE;
    if (score != 0)
      printf (_("Perfect play: %s wins by %d discs.\n"), color_name (score > 0 ? k.color : -k.color), ABS (score));
    else
      printf (_("Perfect play: a draw.\n"));
  } else {
    g_autofree char *path = file ? g_strdup (file)
                                 : g_build_filename (SOURCE_ROOT, "tests", "search", "ffo-endgame-40-59.txt", NULL);
    g_autofree char *contents = text_file_read (path, FFO_FILE_MAX_BYTES, NULL, &error);
    if (!contents) {
      fprintf (stderr, "reversi-solve: %s\n", error->message);
      enhanced_search_free (search);
      return 2;
    }
    g_auto (GStrv) lines = g_strsplit (contents, "\n", -1);
    int solved = 0, wrong = 0;
    gboolean solved_small = FALSE, solved_10x10 = FALSE;   /* which solver ran */
    for (int i = 0; lines[i]; i++) {
      if (lines[i][0] == '#' || lines[i][0] == '\0')
        continue;
      FfoPosition pos;
      if (!parse_ffo_line (lines[i], &pos)) {
        fprintf (stderr, _("reversi-solve: %s line %d is not an FFO position line.\n"), path, i + 1);
        status = 2;
        continue;
      }
      if (pos.id < first || pos.id > last)
        continue;
      Kyokumen k;
      if (!kyokumen_from_board_string (&k, pos.board, &error)) {
        fprintf (stderr, "reversi-solve: #%d: %s\n", pos.id, error->message);
        g_clear_error (&error);
        status = 2;
        continue;
      }
      g_autofree char *label = g_strdup_printf ("#%d", pos.id);
      solve_and_print (search, &k, label, &r, &totals);
      if (k.size == 10)
        solved_10x10 = TRUE;
      else
        solved_small = TRUE;
      char move[SASHITE_NOTATION_SIZE];
      sashite_to_notation (r.move, k.size, move);
      gboolean ok = r.value / FINAL_DISC_VALUE == pos.score && is_listed (pos.best_moves, move);
      const char *verdict = ok ? _("right") : _("WRONG");
      g_autofree char *expected = g_strdup_printf (_("    expected %s %+d: %s\n"), pos.best_moves,
                                                   pos.score, verdict);
      fputs (expected, stdout);
      solved++;
      if (!ok)
        wrong++;
    }
    printf (_("Solved %d positions, %d wrong: %.2f s (cpu %.2f s), %llu nodes, %.1f M nodes/s\n"),
            solved, wrong, totals.seconds, totals.cpu_seconds, (unsigned long long) totals.nodes,
            search_stats_rate (totals.nodes, totals.seconds) / 1e6);
    /* Which copy of the solver ran (REVERSI_ENDGAME_CODE=generic, or
     * REVERSI_WIDE_CODE for 10x10, forces the one for any processor):
     * benchmarks should say. */
    if (solved_small)
      printf (_("Solver code: %s\n"), endgame_code_name ());
    if (solved_10x10)
      printf (_("10×10 solver code: %s\n"), wide_code_name ());
    if (wrong > 0 && status == 0)
      status = 1;
    if (solved == 0) {
      fprintf (stderr, _("reversi-solve: no FFO position in the range %d-%d.\n"), first, last);
      status = 2;
    }
  }

  enhanced_search_free (search);
  return status;
}
