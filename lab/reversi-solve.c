/* SPDX-License-Identifier: MIT */
/* reversi-solve.c: exact solving benchmarks of the enhanced search.
 *
 *   reversi-solve                     FFO #40-#59 (the file's best moves and scores checked)
 *   reversi-solve --range 40-44       a range of FFO positions
 *   reversi-solve --ffo tests/search/endgame-10x10-18.txt --range 1-16
 *                                     10x10 positions in the same format
 *   reversi-solve --start 6           the 6x6 board from the start
 *   reversi-solve --start 6 --moves "c2 b4"   ... after these moves
 *   reversi-solve --start 6 --misere  ... under the misere rule (fewest discs wins)
 *   reversi-solve --start 6 --parallel ... from the parallel start
 *   reversi-solve --board "X...O... X"
 *   reversi-solve --range 50-52 --threads 2   with two threads (the nodes: both threads')
 *
 * Per position it prints the best move, the exact score, the principal
 * line, the time, the nodes and the nodes per second; for one position
 * (--start, --board) also the final discs of the best line and the exact
 * value of every move (moves that lead to the same position turned or
 * mirrored are solved once).  For FFO positions
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
#include "bitboard.h"
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
  guint64 order_nodes;
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

/* Solve one position (under the misere rule when misere) and print what
 * was found. */
static void
solve_and_print (EnhancedSearch *search, const Kyokumen *k, gboolean misere, const char *label,
                 SearchReport *r, Totals *totals)
{
  /* The solver's table is made apart from the solve, whose times are
   * then its search's alone, as Edax's are (it makes its table when it
   * starts). */
  double cpu = cpu_seconds ();
  if (enhanced_search_prepare (search, k->size))
    printf (_("The solver's table took %.2f s of CPU to make: not in the times below.\n"),
            cpu_seconds () - cpu);
  cpu = cpu_seconds ();
  enhanced_search_solve (search, k, misere, NULL, r);
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
  /* Edax's node count includes the positions its move order weighs and
   * searches; these are the solver's like positions, so that a comparison
   * with it can add them (docs/benchmarks.md). */
  if (r->order_nodes > 0)
    printf (_("    move order: %llu positions weighed or searched; with the nodes %llu\n"),
            (unsigned long long) r->order_nodes, (unsigned long long) (r->nodes + r->order_nodes));
  totals->nodes += r->nodes;
  totals->order_nodes += r->order_nodes;
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

/* The parallel start: the four centre discs with each colour in a column,
 * White on c3 and c4, Black on d3 and d4 on 6x6 (the standard start
 * with c4 and d4 swapped), Black to move.  Every other parallel placing
 * is this one turned or mirrored. */
static void
init_parallel_start (Kyokumen *k, int size)
{
  kyokumen_init (k, size);
  int low = size / 2 - 1, high = size / 2;
  kyokumen_set_disc (k, kyokumen_xy (k, low, high), WHITE);
  kyokumen_set_disc (k, kyokumen_xy (k, high, high), BLACK);
}

/* start, then the moves of list ("c2 b4", spaces or commas between
 * them; a forced pass may be left out), into *k.  FALSE with the
 * message of the first move that is wrong. */
static gboolean
position_after_moves (const Kyokumen *start, const char *list, Kyokumen *k, GError **error)
{
  Game *game = game_new (start->size, FALSE, NULL, NULL);
  g_autofree char *board = kyokumen_to_board_string (start);
  gboolean ok = game_setup_from_board_string (game, board, error);
  g_auto (GStrv) moves = g_strsplit_set (list, " ,;\t", -1);
  for (int i = 0, number = 1; ok && moves[i]; i++) {
    if (moves[i][0] == '\0')
      continue;
    if (g_ascii_strcasecmp (moves[i], "pass") != 0 && game_must_pass (game))
      game_play (game, sashite_pass (), NULL);
    g_autoptr (GError) local = NULL;
    if (!game_play_notation (game, moves[i], &local)) {
      g_autofree char *shown = g_utf8_make_valid (moves[i], -1);
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE, _("Move %d (“%s”): %s"),
                   number, shown, local->message);
      ok = FALSE;
    }
    number++;
  }
  *k = game->kyokumen;
  k->history_length = 0;
  game_free (game);
  return ok;
}

/* The final discs of the best line r found from k: "Black 6, White 10". */
static void
print_final_discs (const Kyokumen *k, const SearchReport *r)
{
  Kyokumen end = *k;
  for (int i = 0; i < r->best_line_length && !kyokumen_is_game_over (&end); i++)
    if (sashite_is_pass (r->best_line[i]) || kyokumen_is_legal (&end, r->best_line[i]))
      kyokumen_make_move (&end, r->best_line[i]);
  if (!kyokumen_is_game_over (&end))
    return;   /* the line was cut short (it is at most SEARCH_REPORT_MAX_LINE long) */
  int empties = end.empty_count;
  if (empties == 0)
    printf (_("    end of the line: Black %d, White %d\n"), end.ishisuu[COLOR_INDEX (BLACK)],
            end.ishisuu[COLOR_INDEX (WHITE)]);
  else
    printf (_("    end of the line: Black %d, White %d, %d empty\n"),
            end.ishisuu[COLOR_INDEX (BLACK)], end.ishisuu[COLOR_INDEX (WHITE)], empties);
}

/* The least of the eight turned and mirrored forms of k (side to move
 * included): two moves whose positions have the same form are worth the
 * same. */
static void
canonical_form (const Kyokumen *k, int index, uint64_t form[3])
{
  uint64_t p, o;
  if (!bitboard_from_kyokumen (k, &p, &o)) {
    /* 10x10: not looked for, every move is solved. */
    form[0] = form[1] = G_MAXUINT64;
    form[2] = (uint64_t) index + 2;
    return;
  }
  form[0] = G_MAXUINT64;
  for (int t = 0; t < 8; t++) {
    uint64_t tp = bitboard_transform (p, t, k->size), to = bitboard_transform (o, t, k->size);
    if (tp < form[0] || (tp == form[0] && to < form[1])) {
      form[0] = tp;
      form[1] = to;
    }
  }
  form[2] = (uint64_t) (k->color + 1);
}

/* The exact value of every move of k, from its side to move's view under
 * the rule of misere.  A move whose position is another's turned or
 * mirrored is not solved again (on the standard start all four first
 * moves are one). */
static void
print_move_values (EnhancedSearch *search, const Kyokumen *k, gboolean misere, Totals *totals)
{
  Sashite moves[MAX_SASHITE];
  int count = kyokumen_generate_moves (k, moves);
  if (count == 0)
    return;
  uint64_t form[MAX_SASHITE][3];
  int value[MAX_SASHITE];
  printf (_("Value of each move (discs, %s's view):\n"), color_name (k->color));
  for (int i = 0; i < count; i++) {
    Kyokumen child = *k;
    kyokumen_make_move (&child, moves[i]);
    canonical_form (&child, i, form[i]);
    char move[SASHITE_NOTATION_SIZE], twin[SASHITE_NOTATION_SIZE];
    sashite_to_notation (moves[i], k->size, move);
    int same = 0;
    while (same < i && memcmp (form[same], form[i], sizeof form[i]) != 0)
      same++;
    if (same < i) {
      value[i] = value[same];
      sashite_to_notation (moves[same], k->size, twin);
      printf (_("  %-4s %+3d  (the position after %s turned or mirrored)\n"), move, value[i], twin);
      continue;
    }
    SearchReport r;
    double cpu = cpu_seconds ();
    enhanced_search_solve (search, &child, misere, NULL, &r);
    cpu = cpu_seconds () - cpu;
    /* The child's value is from its side to move's view. */
    value[i] = (child.color == k->color ? 1 : -1) * r.value / FINAL_DISC_VALUE;
    printf (_("  %-4s %+3d  %.3f s (cpu %.3f s)  %llu nodes\n"), move, value[i], r.seconds, cpu,
            (unsigned long long) r.nodes);
    totals->seconds += r.seconds;
    totals->cpu_seconds += cpu;
    totals->nodes += r.nodes;
    fflush (stdout);
  }
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
  int start_size = 0, table_bits = 22, threads = 1;
  gboolean misere = FALSE, parallel = FALSE, best_only = FALSE, no_selective = FALSE;
  GOptionEntry entries[] = {
    { "ffo", 'f', 0, G_OPTION_ARG_FILENAME, &file,
      N_("FFO position file (default: tests/search/ffo-endgame-40-59.txt of the source tree)"), "FILE" },
    { "range", 'r', 0, G_OPTION_ARG_STRING, &range, N_("FFO positions to solve, e.g. 40-44 or 41, numbers from 1 (default 40-59)"), "A-B" },
    { "start", 's', 0, G_OPTION_ARG_INT, &start_size, N_("Solve the N×N board from the start (4, 6 or 8) instead"), "N" },
    { "board", 'b', 0, G_OPTION_ARG_STRING, &board, N_("Solve this board string instead"), "BOARD" },
    { "moves", 'm', 0, G_OPTION_ARG_STRING, &moves,
      N_("With --start: solve the position after these moves, e.g. \"c2 b4\" (from the parallel"
         " start with --parallel)"), "LIST" },
    { "misere", 0, 0, G_OPTION_ARG_NONE, &misere,
      N_("With --start or --board: solve under the misere rule (fewest discs wins)"), NULL },
    { "parallel", 0, 0, G_OPTION_ARG_NONE, &parallel,
      N_("With --start: from the parallel start (White on c3 and c4, Black on d3 and d4 on 6×6)"),
      NULL },
    { "best-only", 0, 0, G_OPTION_ARG_NONE, &best_only,
      N_("With --start or --board: only the best move, not the value of every move"), NULL },
    { "no-selective", 0, 0, G_OPTION_ARG_NONE, &no_selective,
      N_("Solve without the selective pass that first fills the table with likely moves (slower from"
         " 20 empties; the node counts of benchmarks before 2026-11-28)"),
      NULL },
    { "table-bits", 't', 0, G_OPTION_ARG_INT, &table_bits,
      N_("Transposition table of 2^BITS entries of 24 bytes, BITS 10 to 28 (default 22)"), "BITS" },
    { "threads", 'j', 0, G_OPTION_ARG_INT, &threads,
      N_("Search with N threads, 1 to 64 (default 1); the nodes printed are those of all threads"),
      "N" },
    { NULL },
  };
  const KitOptionRange ranges[] = {
    { "start", 4, 8, 2 },
    { "table-bits", 10, 28, 1 },
    { "threads", 1, ENDGAME_MAX_THREADS, 1 },
    { NULL },
  };
  g_autoptr (GError) error = NULL;
  int first = 40, last = 59;
  if (!kit_options_parse_ranges (entries, ranges,
                                 _("Solve Reversi positions exactly with the enhanced search and check FFO results."),
                                 _("With --start or --board it prints the best line, its final discs and the exact"
                                   " value of every move (a move whose position is another's turned or"
                                   " mirrored is solved once)."), &argc, &argv, &error)
      || !kit_options_no_arguments (argc, argv, &error)
      || (range && !parse_range (range, &first, &last, &error))) {
    fprintf (stderr, "reversi-solve: %s\n", error->message);
    return 2;
  }
  if (moves && !start_size) {
    fprintf (stderr, _("reversi-solve: --moves needs --start (the board size).\n"));
    return 2;
  }
  if (parallel && !start_size) {
    fprintf (stderr, _("reversi-solve: --parallel needs --start (the board size).\n"));
    return 2;
  }
  if (start_size && board) {
    fprintf (stderr, _("reversi-solve: --start and --board each give the position: give one.\n"));
    return 2;
  }
  if (misere && !start_size && !board) {
    fprintf (stderr, _("reversi-solve: --misere needs --start or --board (FFO files are scored under"
                       " the normal rule).\n"));
    return 2;
  }
  if (best_only && !start_size && !board) {
    fprintf (stderr, _("reversi-solve: --best-only needs --start or --board (FFO positions are solved"
                       " for the best move only).\n"));
    return 2;
  }
  if ((start_size || board) && (file || range)) {
    fprintf (stderr, _("reversi-solve: --ffo and --range solve FFO positions: not with --start or"
                       " --board.\n"));
    return 2;
  }

  EnhancedOptions options;
  enhanced_options_init (&options, evaluator_get (0)->evaluate, 0);
  options.endgame_table_bits = table_bits;
  options.endgame_threads = threads;
  options.endgame_no_selective = no_selective;
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
    } else {
      Kyokumen start;
      if (parallel)
        init_parallel_start (&start, start_size);
      else
        kyokumen_init (&start, start_size);
      k = start;
      if (moves && !position_after_moves (&start, moves, &k, &error)) {
        fprintf (stderr, "reversi-solve: %s\n", error->message);
        enhanced_search_free (search);
        return 2;
      }
    }
    g_autofree char *label = board ? g_strdup (_("board"))
                             : parallel ? g_strdup_printf (_("%d×%d parallel start"), k.size, k.size)
                                        : g_strdup_printf (_("%d×%d start"), k.size, k.size);
    g_autofree char *text = kyokumen_to_text (&k);
    fputs (text, stdout);
    if (misere)
      printf (_("Misere rule: the fewest discs wins; a score is the side to move's margin of victory"
              " (negative: of defeat).\n"));
    solve_and_print (search, &k, misere, label, &r, &totals);
    print_final_discs (&k, &r);
    int score = r.value / FINAL_DISC_VALUE;
    if (score != 0)
      printf (_("Perfect play: %s wins by %d discs.\n"), color_name (score > 0 ? k.color : -k.color), ABS (score));
    else
      printf (_("Perfect play: a draw.\n"));
    if (!best_only) {
      print_move_values (search, &k, misere, &totals);
      printf (_("In all: %.2f s (cpu %.2f s), %llu nodes\n"), totals.seconds, totals.cpu_seconds,
              (unsigned long long) totals.nodes);
    }
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
      solve_and_print (search, &k, FALSE, label, &r, &totals);
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
    if (totals.order_nodes > 0)
      printf (_("Move order: %llu positions weighed or searched; with the nodes %llu, %.1f M a second\n"),
              (unsigned long long) totals.order_nodes, (unsigned long long) (totals.nodes + totals.order_nodes),
              search_stats_rate (totals.nodes + totals.order_nodes, totals.seconds) / 1e6);
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

  /* Their nodes are summed: say so, so that a figure is not read as one
   * thread's. */
  if (threads > 1)
    printf (_("Threads: %d (the nodes are those of all of them)\n"), threads);
  enhanced_search_free (search);
  return status;
}
