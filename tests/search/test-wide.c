/* SPDX-License-Identifier: MIT */
/* test-wide.c: the 128-bit boards and the exact solver on them
 * (enhanced/bitboard-wide.h, enhanced/endgame-wide.h).
 *
 * Moves and flips agree with Kyokumen's on every size; perft agrees with
 * kyokumen_perft and with the 64-bit perft, in the copy for this
 * processor and the generic one (perft.c); the solver's score agrees
 * with an alpha-beta negamax over Kyokumen written here, with the 64-bit
 * solver on 8x8 and with the enhanced search's Kyokumen exact search on
 * 10x10, including passes, wiped-out sides and the misere rule; its best
 * move and line are legal and keep the score; the discs it counts as
 * stable are never turned; a stop request or a node limit stops it; the
 * copies of the search for each processor level agree; bad input is
 * refused.
 *
 * Built twice: as test-wide, for any x86-64, and as test-wide-v3 with
 * -march=x86-64-v3, where bitboard-wide.h finds moves with AVX2 and
 * flips with BMI2 (skipped on a processor without them).
 */
#include <glib.h>
#include <string.h>

#include "bitboard.h"
#include "bitboard-wide.h"
#include "endgame.h"
#include "endgame-wide.h"
#include "enhanced-search.h"
#include "evaluator.h"
#include "kyokumen.h"
#include "perft.h"

/* From the start of `size`, random legal moves until `empties` squares are
 * left.  FALSE when the game ends before. */
static gboolean
random_position (Kyokumen *k, int size, int empties, GRand *rand)
{
  kyokumen_init (k, size);
  while (k->empty_count > empties) {
    Sashite moves[MAX_SASHITE];
    int count = kyokumen_generate_moves (k, moves);
    if (count == 0)
      return FALSE;
    kyokumen_make_move (k, moves[g_rand_int_range (rand, 0, count)]);
  }
  k->history_length = 0;
  return TRUE;
}

/* The test's exact value: negamax with alpha-beta over Kyokumen, in
 * discs, from the side to move's view (empties to the winner; negated
 * under misere).  Written apart from every solver of the kit. */
static int
kyokumen_exact (Kyokumen *k, gboolean misere, int alpha, int beta)
{
  Sashite moves[MAX_SASHITE];
  int count = kyokumen_generate_moves (k, moves);
  if (count == 0)
    return misere ? -kyokumen_final_score (k) : kyokumen_final_score (k);
  int best = -1000;
  for (int i = 0; i < count && best < beta; i++) {
    kyokumen_make_move (k, moves[i]);
    int v = -kyokumen_exact (k, misere, -beta, -MAX (alpha, best));
    kyokumen_undo_move (k, moves[i]);
    best = MAX (best, v);
  }
  return best;
}

static int
reference_score (const Kyokumen *k, gboolean misere)
{
  Kyokumen *copy = g_new (Kyokumen, 1);
  *copy = *k;
  copy->history_length = 0;
  int score = kyokumen_exact (copy, misere, -1000, 1000);
  g_free (copy);
  return score;
}

/* ---- boards ------------------------------------------------------------ */

static void
test_layout (void)
{
  WideBits mask = wide_mask (10);
  g_assert_cmpint (wide_count (mask), ==, 100);
  g_assert_cmpint (wide_first (mask), ==, 0);
  g_assert_cmpint (wide_last (mask), ==, 99);
  g_assert_cmpint (wide_count (WIDE_FILE_A), ==, 10);
  g_assert_cmpint (wide_count (WIDE_FILE_J), ==, 10);
  for (int row = 0; row < 10; row++) {
    g_assert_true (WIDE_FILE_A & WIDE_BIT (row * 10));
    g_assert_true (WIDE_FILE_J & WIDE_BIT (row * 10 + 9));
  }
  g_assert_true ((WIDE_FILE_J & ~mask) == 0);
  for (int size = 4; size <= 10; size += 2)
    g_assert_cmpint (wide_count (wide_mask (size)), ==, size * size);
  /* Sizes the boards cannot hold give an empty mask. */
  g_assert_true (wide_mask (12) == 0);
  g_assert_true (wide_mask (5) == 0);
  g_assert_true (wide_mask (0) == 0);
  g_assert_false (wide_is_valid_size (11));
  /* The wide square of a move and back, and a pass. */
  g_assert_cmpint (wide_sashite_to_square (sashite_from_square (10, 9, 9), 10), ==, 99);
  g_assert_cmpint (wide_sashite_to_square (sashite_pass (), 10), ==, WIDE_NO_SQUARE);
  g_assert_true (sashite_is_pass (wide_square_to_sashite (WIDE_NO_SQUARE, 10)));
  g_assert_true (sashite_is_pass (wide_square_to_sashite (8, 8)));   /* column i is off 8x8 */
}

/* Moves and flips against Kyokumen on positions of every size. */
static void
test_moves_and_flips (void)
{
  GRand *rand = g_rand_new_with_seed (101);
  int checked = 0;
  for (int size = 4; size <= 10; size += 2) {
    WideBits mask = wide_mask (size);
    for (int trial = 0; trial < 30; trial++) {
      Kyokumen k;
      random_position (&k, size, g_rand_int_range (rand, 0, size * size - 4), rand);
      WideBits p, o;
      g_assert_true (wide_from_kyokumen (&k, &p, &o));
      g_assert_true ((p & o) == 0 && ((p | o) & ~mask) == 0);
      g_assert_cmpint (wide_count (p), ==, k.ishisuu[COLOR_INDEX (k.color)]);
      g_assert_cmpint (wide_count (o), ==, k.ishisuu[COLOR_INDEX (-k.color)]);
      WideBits moves = wide_moves (p, o, ~(p | o) & mask);
      g_assert_cmpint (wide_count (moves), ==, kyokumen_mobility (&k, k.color));
      for (int row = 0; row < size; row++) {
        for (int col = 0; col < size; col++) {
          int sq = row * WIDE_ROW + col;
          Sashite s = sashite_from_square (size, col, row);
          g_assert_cmpint (wide_sashite_to_square (s, size), ==, sq);
          g_assert_true (wide_square_to_sashite (sq, size).xy == s.xy);
          gboolean legal = k.ban[s.xy] == EMPTY && kyokumen_count_flips (&k, s.xy, k.color) > 0;
          g_assert_cmpint (legal, ==, (moves & WIDE_BIT (sq)) != 0);
          if (k.ban[s.xy] != EMPTY)
            continue;
          WideBits flips = wide_flips (sq, p, o);
          g_assert_cmpint (wide_count (flips), ==, kyokumen_count_flips (&k, s.xy, k.color));
          g_assert_cmpint (wide_count_flips (sq, p, o), ==, wide_count (flips));
          if (!legal)
            continue;
          Kyokumen after = k;
          kyokumen_make_move (&after, s);
          WideBits ap, ao;
          wide_from_kyokumen (&after, &ap, &ao);
          g_assert_true (ao == (p | flips | WIDE_BIT (sq)));
          g_assert_true (ap == (o ^ flips));
          checked++;
        }
      }
    }
  }
  g_assert_cmpint (checked, >, 500);
  g_rand_free (rand);
}

static void
test_perft (void)
{
  /* From the 10x10 start, and against the 64-bit perft on 8x8. */
  Kyokumen k;
  kyokumen_init (&k, 10);
  WideBits p, o;
  g_assert_true (wide_from_kyokumen (&k, &p, &o));
  for (int depth = 1; depth <= 6; depth++) {
    Kyokumen copy = k;
    g_assert_cmpuint (wide_perft (p, o, wide_mask (10), depth), ==, kyokumen_perft (&copy, depth, FALSE));
  }
  g_assert_cmpuint (enhanced_perft (&k, 6), ==, 8200);
  kyokumen_init (&k, 8);
  g_assert_true (wide_from_kyokumen (&k, &p, &o));
  g_assert_cmpuint (wide_perft (p, o, wide_mask (8), 8), ==, 390216);

  /* From odd positions: late in the game, with passes and endings before
   * the depth. */
  GRand *rand = g_rand_new_with_seed (202);
  for (int trial = 0; trial < 24; trial++) {
    int size = trial % 3 == 0 ? 8 : 10;
    random_position (&k, size, g_rand_int_range (rand, 2, size * size - 8), rand);
    g_assert_true (wide_from_kyokumen (&k, &p, &o));
    int depth = k.empty_count < 20 ? 5 : 3;
    Kyokumen copy = k;
    guint64 count = wide_perft (p, o, wide_mask (size), depth);
    g_assert_cmpuint (count, ==, kyokumen_perft (&copy, depth, TRUE));
    /* wide_perft ran the copy for this processor; the generic one too. */
    g_assert_cmpuint (count, ==, wide_perft_generic (p, o, wide_mask (size), depth));
    if (size == 8) {
      uint64_t p64, o64;
      g_assert_true (bitboard_from_kyokumen (&k, &p64, &o64));
      g_assert_cmpuint (count, ==, bitboard_perft (p64, o64, bitboard_mask (8), depth));
      g_assert_cmpuint (count, ==, bitboard_perft_generic (p64, o64, bitboard_mask (8), depth));
    }
  }
  g_rand_free (rand);
}

/* ---- solving ----------------------------------------------------------- */

/* Solve k with solver and check the result against reference (discs):
 * the score, and that the best move and the line are legal and the best
 * move keeps the score (its child solved by the reference). */
static void
check_solve (WideSolver *solver, const Kyokumen *k, gboolean misere, int reference)
{
  WideBits p, o;
  g_assert_true (wide_from_kyokumen (k, &p, &o));
  WideResult r;
  g_assert_true (wide_solve (solver, p, o, misere, NULL, &r));
  g_assert_false (r.stopped);
  g_assert_cmpint (r.score, ==, reference);
  Sashite legal[MAX_SASHITE];
  if (kyokumen_generate_moves (k, legal) == 0) {
    g_assert_cmpint (r.line_length, ==, 0);
    return;
  }
  Sashite best = wide_square_to_sashite (r.best_square, k->size);
  g_assert_true (kyokumen_is_legal (k, best));
  Kyokumen child = *k;
  kyokumen_make_move (&child, best);
  g_assert_cmpint (-reference_score (&child, misere), ==, reference);
  g_assert_cmpint (r.line_length, >, 0);
  g_assert_cmpint (r.line[0], ==, r.best_square);
  Kyokumen line = *k;
  for (int i = 0; i < r.line_length; i++) {
    Sashite m = wide_square_to_sashite (r.line[i], k->size);
    g_assert_true (kyokumen_is_legal (&line, m));
    kyokumen_make_move (&line, m);
  }
  /* The line is played out to the end of the game, and it ends with the score. */
  g_assert_true (kyokumen_is_game_over (&line));
  int final = kyokumen_final_score (&line);
  if (line.color != k->color)
    final = -final;
  g_assert_cmpint (misere ? -final : final, ==, reference);
}

static void
test_solve_10x10 (void)
{
  GRand *rand = g_rand_new_with_seed (303);
  WideSolver *solver = wide_solver_new (10, 14);
  g_assert_nonnull (solver);
  g_assert_cmpint (wide_solver_size (solver), ==, 10);
  int solved = 0, with_pass = 0, misere_count = 0;
  while (solved < 60) {
    Kyokumen k;
    int empties = 2 + solved % 9;   /* 2 to 10 */
    if (!random_position (&k, 10, empties, rand))
      continue;
    gboolean misere = solved % 3 == 2;
    Kyokumen copy = k;
    int reference = reference_score (&copy, misere);
    check_solve (solver, &k, misere, reference);
    if (kyokumen_mobility (&k, k.color) == 0)
      with_pass++;
    misere_count += misere;
    solved++;
  }
  /* Positions where the side to move passes, taken from many more games:
   * the solver must play the pass and go on. */
  for (int trial = 0; trial < 2000 && with_pass < 8; trial++) {
    Kyokumen k;
    if (!random_position (&k, 10, 4 + trial % 7, rand) || kyokumen_is_game_over (&k)
        || kyokumen_mobility (&k, k.color) > 0)
      continue;
    gboolean misere = trial % 2;
    check_solve (solver, &k, misere, reference_score (&k, misere));
    with_pass++;
  }
  g_assert_cmpint (with_pass, >=, 8);
  g_assert_cmpint (misere_count, >=, 10);
  wide_solver_free (solver);
  g_rand_free (rand);
}

/* A side without discs: the game is over (nobody can turn anything), the
 * winner takes the empties. */
static void
test_wiped_out (void)
{
  Kyokumen k;
  kyokumen_init_empty (&k, 10, BLACK);
  kyokumen_set_disc (&k, kyokumen_xy (&k, 4, 4), WHITE);
  kyokumen_set_disc (&k, kyokumen_xy (&k, 5, 4), WHITE);
  WideSolver *solver = wide_solver_new (10, 10);
  for (int misere = 0; misere < 2; misere++) {
    WideBits p, o;
    g_assert_true (wide_from_kyokumen (&k, &p, &o));
    g_assert_true (p == 0);
    WideResult r;
    g_assert_true (wide_solve (solver, p, o, misere, NULL, &r));
    g_assert_cmpint (r.score, ==, misere ? 100 : -100);
    g_assert_cmpint (r.best_square, ==, WIDE_NO_SQUARE);
    g_assert_cmpint (r.line_length, ==, 0);
    g_assert_cmpint (r.score, ==, reference_score (&k, misere));
  }
  /* One move from a wipe-out: Black takes White's last disc. */
  kyokumen_init_empty (&k, 10, BLACK);
  kyokumen_set_disc (&k, kyokumen_xy (&k, 0, 0), BLACK);
  kyokumen_set_disc (&k, kyokumen_xy (&k, 1, 0), WHITE);
  g_assert_cmpint (kyokumen_mobility (&k, BLACK), ==, 1);
  WideBits p, o;
  g_assert_true (wide_from_kyokumen (&k, &p, &o));
  WideResult r;
  g_assert_true (wide_solve (solver, p, o, FALSE, NULL, &r));
  g_assert_cmpint (r.score, ==, 100);
  g_assert_cmpint (r.best_square, ==, 2);
  wide_solver_free (solver);
}

/* On 8x8 the 64-bit solver is the reference: deeper positions than a
 * plain negamax can read in a test. */
static void
test_solve_against_64bit (void)
{
  GRand *rand = g_rand_new_with_seed (404);
  WideSolver *wide = wide_solver_new (8, 16);
  EndgameSolver *narrow = endgame_solver_new (8, 16);
  for (int trial = 0; trial < 12; trial++) {
    Kyokumen k;
    if (!random_position (&k, 8, 10 + trial % 5, rand))
      continue;
    gboolean misere = trial % 4 == 3;
    WideBits p, o;
    uint64_t p64, o64;
    g_assert_true (wide_from_kyokumen (&k, &p, &o));
    g_assert_true (bitboard_from_kyokumen (&k, &p64, &o64));
    WideResult r;
    EndgameResult e;
    g_assert_true (wide_solve (wide, p, o, misere, NULL, &r));
    endgame_solve (narrow, p64, o64, misere, NULL, &e);
    g_assert_cmpint (r.score, ==, e.score);
    /* Both best moves keep the score: their children score the same. */
    if (r.best_square != WIDE_NO_SQUARE) {
      Sashite m = wide_square_to_sashite (r.best_square, 8);
      g_assert_true (kyokumen_is_legal (&k, m));
      Kyokumen child = k;
      kyokumen_make_move (&child, m);
      child.history_length = 0;
      uint64_t cp, co;
      bitboard_from_kyokumen (&child, &cp, &co);
      EndgameResult ce;
      endgame_solve (narrow, cp, co, misere, NULL, &ce);
      g_assert_cmpint (-ce.score, ==, r.score);
    }
  }
  endgame_solver_free (narrow);
  wide_solver_free (wide);
  g_rand_free (rand);
}

/* The enhanced search on 10x10 uses the wide solver; its value-preserving
 * mode (fixed_depth) still reads to the end on Kyokumen.  Both agree. */
static void
test_enhanced_search (void)
{
  GRand *rand = g_rand_new_with_seed (505);
  int compared = 0;
  for (int trial = 0; trial < 12; trial++) {
    Kyokumen k;
    if (!random_position (&k, 10, 4 + trial % 5, rand))
      continue;
    gboolean misere = trial % 3 == 1;
    SearchReport reports[2];
    for (int fixed = 0; fixed < 2; fixed++) {
      EnhancedOptions options;
      enhanced_options_init (&options, evaluator_get (1)->evaluate, 1);
      options.fixed_depth = fixed;
      options.table_bits = 10;
      options.endgame_table_bits = 10;
      EnhancedSearch *search = enhanced_search_new (&options);
      enhanced_search_solve (search, &k, misere, NULL, &reports[fixed]);
      enhanced_search_free (search);
      g_assert_true (reports[fixed].exact);
    }
    g_assert_cmpint (reports[0].value, ==, reports[1].value);
    g_assert_cmpint (reports[0].value, ==, reference_score (&k, misere) * FINAL_DISC_VALUE);
    if (!kyokumen_is_game_over (&k)) {
      g_assert_true (kyokumen_is_legal (&k, reports[0].move));
      Kyokumen child = k;
      kyokumen_make_move (&child, reports[0].move);
      g_assert_cmpint (-reference_score (&child, misere) * FINAL_DISC_VALUE, ==, reports[0].value);
    }
    compared++;
  }
  g_assert_cmpint (compared, >=, 10);
  g_rand_free (rand);
}

/* Stable discs stay: from positions near the end, random games to the
 * end never turn a disc the solver counts as stable.  A full board is
 * all stable. */
static void
test_stability (void)
{
  GRand *rand = g_rand_new_with_seed (707);
  int stable_seen = 0;
  for (int trial = 0; trial < 60; trial++) {
    int size = trial % 4 == 0 ? 8 : 10;
    Kyokumen k;
    if (!random_position (&k, size, 4 + trial % 12, rand))
      continue;
    WideSolver *solver = wide_solver_new (size, 4);
    WideBits p, o;
    wide_from_kyokumen (&k, &p, &o);
    WideBits stable[2] = { wide_solver_stable_discs (solver, o, p), wide_solver_stable_discs (solver, p, o) };
    g_assert_true ((stable[0] & ~p) == 0 && (stable[1] & ~o) == 0);
    stable_seen += wide_count (stable[0] | stable[1]);
    for (int game = 0; game < 20; game++) {
      Kyokumen play = k;
      Sashite moves[MAX_SASHITE];
      int count;
      while ((count = kyokumen_generate_moves (&play, moves)) > 0) {
        kyokumen_make_move (&play, moves[g_rand_int_range (rand, 0, count)]);
        play.history_length = 0;
        WideBits now_p, now_o;
        wide_from_kyokumen (&play, &now_p, &now_o);
        /* p's discs are the side to move's of k: which side that is now
         * depends on who moves in play. */
        WideBits first = play.color == k.color ? now_p : now_o;
        WideBits second = play.color == k.color ? now_o : now_p;
        g_assert_true ((stable[0] & ~first) == 0);
        g_assert_true ((stable[1] & ~second) == 0);
      }
      if (game == 0) {
        /* At the end of a game, a full board is all stable. */
        WideBits end_p, end_o;
        wide_from_kyokumen (&play, &end_p, &end_o);
        if (((end_p | end_o) ^ wide_mask (size)) == 0) {
          g_assert_true (wide_solver_stable_discs (solver, end_o, end_p) == end_p);
          g_assert_true (wide_solver_stable_discs (solver, end_p, end_o) == end_o);
        }
      }
    }
    wide_solver_free (solver);
  }
  g_assert_cmpint (stable_seen, >, 100);
  g_rand_free (rand);
}

/* A disc whose four lines are full is stable whatever surrounds it; with
 * one square of one of its lines empty (and no disc of its own colour
 * next to it) it is not.  The lines through e5 on 10x10: row 5, column
 * e, the diagonal a1-j10 and the diagonal a9-i1. */
static void
test_stability_full_lines (void)
{
  WideSolver *solver = wide_solver_new (10, 4);
  const int row = 4, col = 4;
  WideBits lines = 0;
  for (int r = 0; r < 10; r++)
    for (int c = 0; c < 10; c++)
      if (r == row || c == col || r - c == row - col || r + c == row + col)
        lines |= WIDE_BIT (r * WIDE_ROW + c);
  WideBits e5 = WIDE_BIT (row * WIDE_ROW + col);
  WideBits others = lines & ~e5;
  g_assert_cmpint (wide_count (lines), ==, 10 + 9 + 9 + 8);
  g_assert_true (wide_solver_stable_discs (solver, others, e5) == e5);
  /* a9 (row 9, column a) empty: the a9-i1 diagonal is open. */
  WideBits a9 = WIDE_BIT (8 * WIDE_ROW + 0);
  g_assert_true ((lines & a9) != 0);
  g_assert_true (wide_solver_stable_discs (solver, others & ~a9, e5) == 0);
  /* The squares off its lines are empty all along: what counts is that
   * its own lines are full, whichever side fills them. */
  g_assert_true ((wide_solver_stable_discs (solver, others & ~a9, e5 | a9) & e5) == e5);
  wide_solver_free (solver);
}

/* A node limit or a stop request stops the solver: result marked
 * stopped, and a best move (when there is one) that is legal. */
static void
test_stop (void)
{
  GRand *rand = g_rand_new_with_seed (606);
  Kyokumen k;
  while (!random_position (&k, 10, 20, rand) || kyokumen_mobility (&k, k.color) < 2)
    ;
  WideBits p, o;
  g_assert_true (wide_from_kyokumen (&k, &p, &o));
  WideSolver *solver = wide_solver_new (10, 12);
  for (int how = 0; how < 2; how++) {
    SearchControl control = { 0 };
    if (how == 0)
      control.node_limit = 20000;
    else
      g_atomic_int_set (&control.stop_requested, 1);
    WideResult r;
    g_assert_true (wide_solve (solver, p, o, FALSE, &control, &r));
    g_assert_true (r.stopped);
    g_assert_cmpint (r.line_length, ==, 0);
    /* The limit is looked at above the last few empties, which then
     * finish their small search first. */
    if (how == 0)
      g_assert_cmpuint (r.nodes, <=, 2 * 20000);
    if (r.best_square != WIDE_NO_SQUARE)
      g_assert_true (kyokumen_is_legal (&k, wide_square_to_sashite (r.best_square, 10)));
  }
  /* Through the enhanced search: a legal move, not marked exact. */
  EnhancedOptions options;
  enhanced_options_init (&options, evaluator_get (1)->evaluate, 1);
  options.endgame_table_bits = 12;
  EnhancedSearch *search = enhanced_search_new (&options);
  SearchControl control = { .node_limit = 5000 };
  SearchReport report;
  enhanced_search_solve (search, &k, FALSE, &control, &report);
  g_assert_true (report.stopped);
  g_assert_false (report.exact);
  g_assert_true (kyokumen_is_legal (&k, report.move));
  enhanced_search_free (search);
  wide_solver_free (solver);
  g_rand_free (rand);
}

/* The copies of the search for each processor level (enhanced/meson.build)
 * that this processor runs: each scores small positions as the reference
 * does, and on deeper ones all give the same score, best move and node
 * count (the same search, compiled for other instructions).  An unknown
 * level is refused and changes nothing. */
static void
test_codes (void)
{
  static const char *const codes[] = { "generic", "x86-64-v2", "x86-64-v3" };
  WideSolver *solver = wide_solver_new (10, 14);
  const char *best = wide_solver_code (solver);
  g_assert_false (wide_solver_use_code (solver, "x86-64-v9"));
  g_assert_cmpstr (wide_solver_code (solver), ==, best);
  g_assert_true (wide_solver_use_code (solver, "generic"));
  int runs = 0;
  for (gsize c = 0; c < G_N_ELEMENTS (codes); c++) {
    if (!wide_solver_use_code (solver, codes[c]))
      continue;
    g_assert_cmpstr (wide_solver_code (solver), ==, codes[c]);
    runs++;
    GRand *rand = g_rand_new_with_seed (707);
    for (int i = 0; i < 12; i++) {
      Kyokumen k;
      if (!random_position (&k, 10, 3 + i % 6, rand))
        continue;
      check_solve (solver, &k, i % 4 == 3, reference_score (&k, i % 4 == 3));
    }
    g_rand_free (rand);
  }
  g_assert_cmpint (runs, >=, 1);
  /* 16 empties, each copy from an empty table: the same search. */
  GRand *rand = g_rand_new_with_seed (708);
  for (int i = 0; i < 3; i++) {
    Kyokumen k;
    while (!random_position (&k, 10, 16, rand))
      ;
    WideBits p, o;
    g_assert_true (wide_from_kyokumen (&k, &p, &o));
    WideResult first = { 0 };
    for (gsize c = 0; c < G_N_ELEMENTS (codes); c++) {
      WideSolver *fresh = wide_solver_new (10, 14);
      if (wide_solver_use_code (fresh, codes[c])) {
        WideResult r;
        g_assert_true (wide_solve (fresh, p, o, FALSE, NULL, &r));
        if (c == 0)
          first = r;
        g_assert_cmpint (r.score, ==, first.score);
        g_assert_cmpint (r.best_square, ==, first.best_square);
        g_assert_cmpuint (r.nodes, ==, first.nodes);
        /* The move order's positions are counted alike in every copy. */
        g_assert_cmpuint (r.order_nodes, ==, first.order_nodes);
      }
      wide_solver_free (fresh);
    }
    /* 16 empties: the order weighs the moves below the root at least. */
    g_assert_cmpuint (first.order_nodes, >, 0);
  }
  g_rand_free (rand);
  wide_solver_free (solver);
}

/* Sizes the solver cannot hold, and boards that are not positions of its
 * size, are refused without searching. */
static void
test_bad_input (void)
{
  g_assert_null (wide_solver_new (12, 10));
  g_assert_null (wide_solver_new (7, 10));
  g_assert_null (wide_solver_new (2, 10));
  WideSolver *solver = wide_solver_new (8, 10);
  WideResult r;
  /* A disc off the 8x8 board (column i). */
  g_assert_false (wide_solve (solver, WIDE_BIT (8), WIDE_BIT (0), FALSE, NULL, &r));
  g_assert_cmpuint (r.nodes, ==, 0);
  g_assert_cmpint (r.best_square, ==, WIDE_NO_SQUARE);
  /* Bits above the 100 squares. */
  g_assert_false (wide_solve (solver, WIDE_BIT (120), WIDE_BIT (0), FALSE, NULL, &r));
  /* Two discs on one square. */
  g_assert_false (wide_solve (solver, WIDE_BIT (27) | WIDE_BIT (28), WIDE_BIT (28), FALSE, NULL, &r));
  wide_solver_free (solver);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
#ifdef TEST_NEEDS_X86_64_V3
  __builtin_cpu_init ();
  if (!__builtin_cpu_supports ("x86-64-v3")) {
    g_print ("This processor lacks x86-64-v3: skipped.\n");
    return 77;   /* meson's exit code for a skipped test */
  }
#endif
  g_test_add_func ("/wide/layout", test_layout);
  g_test_add_func ("/wide/moves-and-flips", test_moves_and_flips);
  g_test_add_func ("/wide/perft", test_perft);
  g_test_add_func ("/wide/solve-10x10", test_solve_10x10);
  g_test_add_func ("/wide/wiped-out", test_wiped_out);
  g_test_add_func ("/wide/solve-against-64bit", test_solve_against_64bit);
  g_test_add_func ("/wide/enhanced-search", test_enhanced_search);
  g_test_add_func ("/wide/stability", test_stability);
  g_test_add_func ("/wide/stability-full-lines", test_stability_full_lines);
  g_test_add_func ("/wide/stop", test_stop);
  g_test_add_func ("/wide/codes", test_codes);
  g_test_add_func ("/wide/bad-input", test_bad_input);
  return g_test_run ();
}
