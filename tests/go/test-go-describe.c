/* SPDX-License-Identifier: MIT */
/* test-go-describe.c: Go moves and counts in words (go-describe.h).
 *
 *   - a capture names the stones taken, on each board size;
 *   - a ko ban names the side and the point (found on random 3x3 games,
 *     where it is checked against the position after the move);
 *   - the three kinds of pass, the count with territory, prisoners, seki
 *     and dame, and the end by repetition.
 */
#include <glib.h>
#include <string.h>

#include "go-describe.h"
#include "go-notation.h"
#include "go-score.h"

/* The position after moves (GTP names, which must be legal). */
static GoPosition
after (int size, const char *moves)
{
  GoPosition pos;
  go_position_init (&pos, size, size);
  g_auto (GStrv) words = g_strsplit (moves, " ", -1);
  for (int i = 0; words[i]; i++) {
    int move;
    g_assert_true (go_move_parse (size, size, words[i], &move, NULL));
    g_assert_true (go_position_play (&pos, move, &pos, NULL));
  }
  return pos;
}

static char *
describe (const GoPosition *pos, const char *move_text)
{
  int move;
  g_assert_true (go_move_parse (pos->width, pos->height, move_text, &move, NULL));
  GoMoveEffect e;
  go_move_effect (pos, move, &e);
  return go_describe_move (&e);
}

static void
test_capture (void)
{
  /* White's A1 has its last liberty at B1. */
  GoPosition pos = after (3, "A2 A1");
  g_autofree char *text = describe (&pos, "B1");
  g_assert_cmpstr (text, ==, "Captured 1 stone: A1.");
  /* On 4x4 the names count from the same corner: two stones on the edge. */
  GoPosition wide = after (4, "A2 A1 B2 B1 C2 pass");
  g_autofree char *two = describe (&wide, "C1");
  g_assert_cmpstr (two, ==, "Captured 2 stones: A1, B1.");
  GoPosition quiet = after (3, "B2");
  g_autofree char *none = describe (&quiet, "A1");
  g_assert_cmpstr (none, ==, "");
}

static void
test_ko (void)
{
  GRand *rand = g_rand_new_with_seed (5);
  int found = 0;
  for (int game = 0; game < 2000 && found < 20; game++) {
    GoPosition pos;
    go_position_init (&pos, 3, 3);
    int moves[GO_MAX_MOVES], count;
    while ((count = go_position_legal_moves (&pos, moves)) > 0) {
      int move = moves[g_rand_int_range (rand, 0, count)];
      GoMoveEffect e;
      go_move_effect (&pos, move, &e);
      GoPosition next;
      go_position_play (&pos, move, &next, NULL);
      g_assert_cmpint (e.ko_point, ==, next.ko_point);
      if (e.ko_point != GO_NO_POINT) {
        char name[GO_NOTATION_SIZE];
        g_autofree char *text = go_describe_move (&e);
        g_autofree char *expected = g_strdup_printf (
            "Captured 1 stone: %s. %s may not take back at %s with the next move (ko).",
            go_move_to_gtp (3, e.ko_point, name), pos.to_move == GO_BLACK ? "White" : "Black", name);
        g_assert_cmpstr (text, ==, expected);
        found++;
      }
      pos = next;
    }
  }
  g_rand_free (rand);
  g_assert_cmpint (found, >, 0);
}

static void
test_passes (void)
{
  GoPosition start;
  go_position_init (&start, 2, 2);
  g_autofree char *first = describe (&start, "pass");
  g_assert_cmpstr (first, ==, "Passed: if the next move is a pass too, the game ends.");
  GoPosition one = after (2, "pass");
  g_autofree char *second = describe (&one, "pass");
  g_assert_cmpstr (second, ==, "Passed: two passes in a row end the game.");
  /* A position with a ko ban: the pass lifts it and does not count. */
  GoPosition banned = start;
  banned.ko_point = 0;
  g_autofree char *lifted = describe (&banned, "pass");
  g_assert_true (g_str_has_prefix (lifted, "Passed under the ko ban"));
}

static void
test_score (void)
{
  GoPosition corner = after (2, "A1 pass pass");
  g_autofree char *text = go_describe_score (&corner);
  g_assert_cmpstr (text, ==, "Black: territory 3 + prisoners 0 = 3. White: territory 0 + "
                             "prisoners 0 = 0. Black is ahead by 3 points.");
  GoPosition empty;
  go_position_init (&empty, 3, 3);
  g_autofree char *even = go_describe_score (&empty);
  g_assert_cmpstr (even, ==, "Black: territory 0 + prisoners 0 = 0. White: territory 0 + "
                             "prisoners 0 = 0. 9 points are dame (no one's). The count is even: jigo.");
  /* Seki: on 3x3, Black's A1-B1 and White's A3-B3... are set up by hand:
   * X X .      row 3
   * O O O      row 2
   * . X X      row 1   White's row touches dame C3 and A1 with Black. */
  GoPosition seki;
  go_position_init (&seki, 3, 3);
  seki.stones[GO_BLACK] = (1u << 1) | (1u << 2) | (1u << 6) | (1u << 7);
  seki.stones[GO_WHITE] = (1u << 3) | (1u << 4) | (1u << 5);
  g_autofree char *shared = go_describe_score (&seki);
  g_test_message ("%s", shared);
  /* Every chain touches A1 or C3: the stones are named, and the dame
   * that put them in seki. */
  g_assert_nonnull (strstr (shared, "7 stones are in seki: B1, C1, A2, B2, C2, A3, B3. They "
                                    "touch the dame A1, C3, which neither side filled"));
  g_assert_nonnull (strstr (shared, "2 points are dame"));
}

/* Which stones the count treats as seki, and why (the dame they touch),
 * for the board to mark them: every stone left on the board is alive, so
 * a chain next to a point no one filled is in seki even if it could have
 * been captured.
 *   . O X .    row 4
 *   O O X X    row 3
 *   X X O O    row 2
 *   . X O .    row 1 */
static void
test_seki_marks (void)
{
  GoPosition pos;
  go_position_init (&pos, 4, 4);
  const char *black[] = { "B1", "A2", "B2", "C4", "C3", "D3", NULL };
  const char *white[] = { "C1", "C2", "D2", "B4", "A3", "B3", NULL };
  for (int c = 0; c < 2; c++)
    for (const char **w = c == 0 ? black : white; *w; w++) {
      int p;
      g_assert_true (go_move_parse (4, 4, *w, &p, NULL));
      pos.stones[c] |= UINT32_C (1) << p;
    }
  GoScore score;
  go_score (&pos, &score);
  int a1, d1, a4, d4;
  g_assert_true (go_move_parse (4, 4, "A1", &a1, NULL));
  g_assert_true (go_move_parse (4, 4, "D1", &d1, NULL));
  g_assert_true (go_move_parse (4, 4, "A4", &a4, NULL));
  g_assert_true (go_move_parse (4, 4, "D4", &d4, NULL));
  /* A1 touches Black (A2, B1) only: Black's eye; D1 touches White only;
   * A4 touches White only; D4 touches Black only.  No dame, no seki. */
  g_assert_cmpuint (score.dame, ==, 0);
  g_assert_cmpuint (score.seki, ==, 0);
  g_assert_cmpuint (score.seki_dame, ==, 0);
  /* Take White's B4 away: A4 now touches White's A3 and, through B4,
   * Black's C4, so the region A4-B4 is dame, and the chains next to it
   * (White's A3-B3, Black's C4-C3-D3) are in seki; the others are not. */
  int b4;
  g_assert_true (go_move_parse (4, 4, "B4", &b4, NULL));
  pos.stones[GO_WHITE] &= ~(UINT32_C (1) << b4);
  go_score (&pos, &score);
  g_assert_cmpuint (score.seki_dame, ==, (UINT32_C (1) << a4) | (UINT32_C (1) << b4));
  uint32_t expected = 0;
  const char *in_seki[] = { "A3", "B3", "C4", "C3", "D3", NULL };
  for (const char **w = in_seki; *w; w++) {
    int p;
    g_assert_true (go_move_parse (4, 4, *w, &p, NULL));
    expected |= UINT32_C (1) << p;
  }
  g_assert_cmpuint (score.seki, ==, expected);
  g_autofree char *text = go_describe_score (&pos);
  g_test_message ("%s", text);
  g_assert_nonnull (strstr (text, "5 stones are in seki: A3, B3, C3, D3, C4. They touch the dame "
                                  "A4, B4,"));
}

static void
test_repetition (void)
{
  g_autofree char *jigo = go_describe_repetition (4, 1, 1);
  g_assert_cmpstr (jigo, ==, "The position of 4 moves before came back, which ends the game. "
                             "Neither side gained prisoners on the way round: jigo.");
  g_autofree char *white = go_describe_repetition (6, 1, 0);
  g_assert_true (g_str_has_suffix (white, "White wins."));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/go-describe/capture", test_capture);
  g_test_add_func ("/go-describe/ko", test_ko);
  g_test_add_func ("/go-describe/passes", test_passes);
  g_test_add_func ("/go-describe/score", test_score);
  g_test_add_func ("/go-describe/seki-marks", test_seki_marks);
  g_test_add_func ("/go-describe/repetition", test_repetition);
  return g_test_run ();
}
