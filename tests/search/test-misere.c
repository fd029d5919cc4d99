/* SPDX-License-Identifier: MIT */
/* test-misere.c: the exact solver under the misere rule (fewest discs
 * wins) and from the parallel start, checked against a solver written
 * here from the rules alone.
 *
 * The solver below shares nothing with the kit: its own board (a plain
 * array), its own move generation and flips, its own end-of-game score,
 * and a plain alpha-beta with no table and no ordering.  It is slow, so
 * it reads only 4x4 from the start and 6x6 positions with 10 to 14
 * empties.  Against it:
 *   - the solver of enhanced/ (endgame_solve) on the same positions,
 *     under both rules, and its best line played out here to the score;
 *   - reversi-solve (the program, given as the first argument): the
 *     value it prints for every first move on 4x4, standard and parallel
 *     start, both rules, and the final discs of its line;
 *   - the known result: 4x4 misere is a Black win, 6 discs to 10.
 */
#include <glib.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "endgame.h"

/* ---- the independent solver ------------------------------------------ */

enum { NONE = 0, DARK = 1, LIGHT = 2 };   /* Black, White */

typedef struct {
  int size;
  int cell[8][8];   /* [row][col] */
} Board;

static int
other (int color)
{
  return color == DARK ? LIGHT : DARK;
}

/* Discs color would turn by playing (row, col); turns them when play. */
static int
turn (Board *b, int row, int col, int color, gboolean play)
{
  if (b->cell[row][col] != NONE)
    return 0;
  int total = 0;
  for (int dr = -1; dr <= 1; dr++) {
    for (int dc = -1; dc <= 1; dc++) {
      if (dr == 0 && dc == 0)
        continue;
      int r = row + dr, c = col + dc, run = 0;
      while (r >= 0 && r < b->size && c >= 0 && c < b->size && b->cell[r][c] == other (color)) {
        r += dr;
        c += dc;
        run++;
      }
      if (run == 0 || r < 0 || r >= b->size || c < 0 || c >= b->size || b->cell[r][c] != color)
        continue;
      total += run;
      if (play)
        for (int i = 1; i <= run; i++)
          b->cell[row + i * dr][col + i * dc] = color;
    }
  }
  if (play && total)
    b->cell[row][col] = color;
  return total;
}

static gboolean
can_move (Board *b, int color)
{
  for (int r = 0; r < b->size; r++)
    for (int c = 0; c < b->size; c++)
      if (turn (b, r, c, color, FALSE))
        return TRUE;
  return FALSE;
}

/* The score of a finished game for color: disc difference, the empty
 * squares to the winner (FFO's convention), negated under misere. */
static int
end_score (const Board *b, int color, gboolean misere)
{
  int own = 0, opp = 0, empty = 0;
  for (int r = 0; r < b->size; r++)
    for (int c = 0; c < b->size; c++)
      if (b->cell[r][c] == color)
        own++;
      else if (b->cell[r][c] == NONE)
        empty++;
      else
        opp++;
  int score = own > opp ? own - opp + empty : own < opp ? own - opp - empty : 0;
  return misere ? -score : score;
}

static guint64 plain_nodes;

/* The exact score for color to move, by alpha-beta in board order. */
static int
plain_solve (const Board *b, int color, gboolean misere, int alpha, int beta, gboolean passed)
{
  plain_nodes++;
  int best = -1000;
  for (int r = 0; r < b->size; r++) {
    for (int c = 0; c < b->size; c++) {
      Board child = *b;
      if (!turn (&child, r, c, color, TRUE))
        continue;
      int v = -plain_solve (&child, other (color), misere, -beta, -alpha, FALSE);
      if (v > best) {
        best = v;
        if (v > alpha)
          alpha = v;
        if (alpha >= beta)
          return best;
      }
    }
  }
  if (best > -1000)
    return best;
  if (passed)
    return end_score (b, color, misere);
  return -plain_solve (b, other (color), misere, -beta, -alpha, TRUE);
}

static int
plain_value (const Board *b, int color, gboolean misere)
{
  return plain_solve (b, color, misere, -1000, 1000, FALSE);
}

/* The standard start (White on the diagonal from the upper left of the
 * centre) or the parallel one (White in the left column of the centre),
 * as reversi-solve --start N [--parallel] sets them up. */
static void
board_start (Board *b, int size, gboolean parallel)
{
  memset (b, 0, sizeof *b);
  b->size = size;
  int low = size / 2 - 1, high = size / 2;
  b->cell[low][low] = LIGHT;
  b->cell[low][high] = DARK;
  b->cell[high][low] = parallel ? LIGHT : DARK;
  b->cell[high][high] = parallel ? DARK : LIGHT;
}

/* The kit's solver's bitboards: square (col, row) is bit row * 8 + col. */
static void
to_bits (const Board *b, int color, uint64_t *p, uint64_t *o)
{
  *p = *o = 0;
  for (int r = 0; r < b->size; r++)
    for (int c = 0; c < b->size; c++)
      if (b->cell[r][c] == color)
        *p |= (uint64_t) 1 << (r * 8 + c);
      else if (b->cell[r][c] != NONE)
        *o |= (uint64_t) 1 << (r * 8 + c);
}

/* The kit's solver on b, color to move: checks its score against the
 * plain solver's and plays its line out here, which must end in that
 * score.  Returns the score. */
static int
check_position (EndgameSolver *solver, const Board *b, int color, gboolean misere)
{
  uint64_t p, o;
  to_bits (b, color, &p, &o);
  EndgameResult r;
  g_assert_true (endgame_solve (solver, p, o, misere, NULL, &r));
  g_assert_false (r.stopped);
  int expected = plain_value (b, color, misere);
  g_assert_cmpint (r.score, ==, expected);

  Board end = *b;
  int mover = color;
  for (int i = 0; i < r.line_length; i++) {
    int sq = r.line[i];
    if (sq != 64)
      g_assert_cmpint (turn (&end, sq / 8, sq % 8, mover, TRUE), >, 0);
    else
      g_assert_false (can_move (&end, mover));
    mover = other (mover);
  }
  g_assert_false (can_move (&end, DARK));
  g_assert_false (can_move (&end, LIGHT));
  g_assert_cmpint (end_score (&end, color, misere), ==, expected);
  return r.score;
}

/* ---- 4x4 from the start ------------------------------------------------ */

static void
test_4x4_start (void)
{
  EndgameSolver *solver = endgame_solver_new (4, 14);
  for (int parallel = 0; parallel < 2; parallel++) {
    for (int misere = 0; misere < 2; misere++) {
      Board b;
      board_start (&b, 4, parallel);
      int score = check_position (solver, &b, DARK, misere);
      if (!parallel && misere) {
        /* The known result: Black wins with 6 discs to White's 10 (the
         * board full, so the margin is the whole difference). */
        g_assert_cmpint (score, ==, 10 - 6);
      }
      if (!parallel && !misere)
        g_assert_cmpint (score, ==, -10);   /* White 11-3, 2 empties: 13-3 */
      /* Every first move, the opponent to move after it. */
      for (int r = 0; r < 4; r++) {
        for (int c = 0; c < 4; c++) {
          Board child = b;
          if (turn (&child, r, c, DARK, TRUE))
            check_position (solver, &child, LIGHT, misere);
        }
      }
    }
  }
  endgame_solver_free (solver);
}

/* ---- 6x6 positions with 10 to 14 empties ------------------------------ */

/* Random play from the 6x6 start (standard or parallel) until empties
 * squares are left: FALSE if the game ended before. */
static gboolean
random_position (Board *b, int *color, int empties, gboolean parallel, GRand *rand)
{
  board_start (b, 6, parallel);
  *color = DARK;
  for (int left = 32; left > empties;) {
    int moves[36], count = 0;
    for (int sq = 0; sq < 36; sq++)
      if (turn (b, sq / 6, sq % 6, *color, FALSE))
        moves[count++] = sq;
    if (count == 0) {
      if (!can_move (b, other (*color)))
        return FALSE;
      *color = other (*color);
      continue;
    }
    int sq = moves[g_rand_int_range (rand, 0, count)];
    turn (b, sq / 6, sq % 6, *color, TRUE);
    *color = other (*color);
    left--;
  }
  return can_move (b, *color) || can_move (b, other (*color));
}

static void
test_6x6_positions (void)
{
  GRand *rand = g_rand_new_with_seed (2026);
  EndgameSolver *solver = endgame_solver_new (6, 18);
  int checked = 0;
  const int empties[] = { 10, 11, 12, 12, 13, 14 };
  for (guint i = 0; i < G_N_ELEMENTS (empties); i++) {
    Board b;
    int color;
    while (!random_position (&b, &color, empties[i], i % 2, rand))
      ;
    plain_nodes = 0;
    /* Misere each time; the normal rule on the smaller ones as a control
     * (the table is cleared at each change of rule). */
    check_position (solver, &b, color, TRUE);
    if (empties[i] <= 12)
      check_position (solver, &b, color, FALSE);
    g_test_message ("%d empties: %" G_GUINT64_FORMAT " plain nodes", empties[i], plain_nodes);
    checked++;
  }
  g_assert_cmpint (checked, ==, G_N_ELEMENTS (empties));
  endgame_solver_free (solver);
  g_rand_free (rand);
}

/* ---- the program ----------------------------------------------------- */

static const char *solve_program;

/* reversi-solve --start 4 with extra options: every first move's printed
 * value is the plain solver's, and the best line ends as it says. */
static void
check_program (gboolean parallel, gboolean misere)
{
  if (!solve_program) {
    g_test_skip ("reversi-solve not given");
    return;
  }
  const char *argv[8] = { solve_program, "--start", "4", "--table-bits", "14" };
  int argc = 5;
  if (parallel)
    argv[argc++] = "--parallel";
  if (misere)
    argv[argc++] = "--misere";
  g_autofree char *out = NULL, *err = NULL;
  int status;
  g_autoptr (GError) error = NULL;
  const char *env[] = { "LANGUAGE=C", "LC_ALL=C.UTF-8", NULL };
  g_assert_true (g_spawn_sync (NULL, (char **) argv, (char **) env, G_SPAWN_DEFAULT, NULL, NULL,
                               &out, &err, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));

  Board b;
  board_start (&b, 4, parallel);
  int moves = 0;
  for (int r = 0; r < 4; r++) {
    for (int c = 0; c < 4; c++) {
      Board child = b;
      if (!turn (&child, r, c, DARK, TRUE))
        continue;
      int value = -plain_value (&child, LIGHT, misere);
      g_autofree char *line = g_strdup_printf ("\n  %c%d   %+3d  ", 'a' + c, r + 1, value);
      if (!strstr (out, line))
        g_error ("reversi-solve output lacks “%s”:\n%s", line + 1, out);
      moves++;
    }
  }
  g_assert_cmpint (moves, ==, 4);
  int value = plain_value (&b, DARK, misere);
  if (value > 0)
    g_assert_nonnull (strstr (out, "Perfect play: Black wins by"));
  else if (value < 0)
    g_assert_nonnull (strstr (out, "Perfect play: White wins by"));
  else
    g_assert_nonnull (strstr (out, "Perfect play: a draw."));
  if (!parallel && misere)
    g_assert_nonnull (strstr (out, "end of the line: Black 6, White 10\n"));
}

static void
test_program_standard (void)
{
  check_program (FALSE, FALSE);
  check_program (FALSE, TRUE);
}

static void
test_program_parallel (void)
{
  check_program (TRUE, FALSE);
  check_program (TRUE, TRUE);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  if (argc > 1)
    solve_program = argv[1];
  g_test_add_func ("/misere/4x4-start", test_4x4_start);
  g_test_add_func ("/misere/6x6-positions", test_6x6_positions);
  g_test_add_func ("/misere/program-standard", test_program_standard);
  g_test_add_func ("/misere/program-parallel", test_program_parallel);
  return g_test_run ();
}
