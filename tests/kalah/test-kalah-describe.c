/* SPDX-License-Identifier: MIT */
/* test-kalah-describe.c: what a Kalah move did (kalah-describe.h).
 *
 *   - a plain sowing, an extra turn, a capture that ends the game with a
 *     sweep, an end by a store passing 36 (no sweep), each with its cells
 *     and its sentence;
 *   - on random games, every effect agrees with the rules' own make_move:
 *     the stones dropped add up to the stones taken, none fall in the
 *     opponent's store, and the stores grow by exactly the drops, the
 *     capture and the sweep.
 */
#include <glib.h>
#include <string.h>

#include "kalah-describe.h"

static Kalah
position (const char *text)
{
  Kalah k;
  g_autoptr (GError) error = NULL;
  if (!kalah_from_text (text, &k, &error))
    g_error ("%s: %s", text, error->message);
  return k;
}

static void
assert_text (const KalahMoveEffect *e, const char *expected)
{
  g_autofree char *text = kalah_describe_move (e);
  g_assert_cmpstr (text, ==, expected);
}

static void
test_plain_and_extra_turn (void)
{
  Kalah start;
  kalah_init (&start);
  KalahMoveEffect e;
  kalah_move_effect (&start, 2, &e);
  g_assert_cmpint (e.side, ==, 0);
  g_assert_cmpint (e.stones, ==, 6);
  g_assert_cmpint (e.last, ==, 8);
  for (int c = 0; c < KALAH_CELLS; c++)
    g_assert_cmpint (e.drops[c], ==, c >= 3 && c <= 8 ? 1 : 0);
  g_assert_false (e.extra_turn);
  g_assert_cmpint (e.captured, ==, 0);
  g_assert_false (e.ended);
  assert_text (&e, "Sowed 6 stones from pit 2.");

  kalah_move_effect (&start, 0, &e);
  g_assert_cmpint (e.last, ==, KALAH_FIRST_STORE);
  g_assert_true (e.extra_turn);
  assert_text (&e, "Sowed 6 stones from pit 0; the last fell in the store: another turn.");
}

static void
test_capture_and_sweep (void)
{
  /* One stone in pit 0 falls in empty pit 1, opposite pit 11's five; then
   * the second player's pits are empty and pit 5's two stones are swept. */
  Kalah k = position ("1 0 0 0 0 2 30 0 0 0 0 5 0 34 0");
  KalahMoveEffect e;
  kalah_move_effect (&k, 0, &e);
  g_assert_cmpint (e.last, ==, 1);
  g_assert_cmpint (e.captured, ==, 6);
  g_assert_cmpint (e.captured_from, ==, 11);
  g_assert_true (e.ended);
  g_assert_true (e.pits_ran_out);
  g_assert_cmpint (e.swept[0], ==, 2);
  g_assert_cmpint (e.swept[1], ==, 0);
  assert_text (&e, "Sowed 1 stone from pit 0; the last fell in empty pit 1: it and the 5 "
                   "stones opposite in pit 11 go to the store. The game is over: one side's "
                   "pits are empty, and the 2 stones left on the other side go to their "
                   "owner's store.");
}

static void
test_end_by_store (void)
{
  /* The 37th stone in the first store ends the game; the pits keep 7. */
  Kalah k = position ("0 0 0 2 0 1 36 5 0 0 0 0 0 28 0");
  KalahMoveEffect e;
  kalah_move_effect (&k, 5, &e);
  g_assert_true (e.extra_turn);
  g_assert_true (e.ended);
  g_assert_false (e.pits_ran_out);
  g_assert_cmpint (e.swept[0] + e.swept[1], ==, 0);
  assert_text (&e, "Sowed 1 stone from pit 5; the last fell in the store: another turn. "
                   "The game is over: a store holds more than 36 stones.");
  Kalah after;
  kalah_rules ()->make_move (kalah_rules (), &k, 5, &after);
  g_autofree char *left = kalah_unswept_text (&after);
  g_assert_cmpstr (left, ==, "7 stones stay in the pits: a store holding more than 36 ends the "
                             "game without a sweep.");
  Kalah drawn = position ("0 0 0 0 0 0 36 0 0 0 0 0 0 36 0");
  g_assert_null (kalah_unswept_text (&drawn));
}

static void
test_agrees_with_rules (void)
{
  const GameRules *rules = kalah_rules ();
  GRand *rand = g_rand_new_with_seed (11);
  int moves_checked = 0, laps = 0, captures = 0, extra = 0;
  for (int game = 0; game < 300; game++) {
    Kalah k;
    kalah_init (&k);
    int moves[GAME_MAX_MOVES], count;
    while ((count = rules->generate_moves (rules, &k, moves)) > 0) {
      int pit = moves[g_rand_int_range (rand, 0, count)];
      KalahMoveEffect e;
      kalah_move_effect (&k, pit, &e);
      Kalah child;
      rules->make_move (rules, &k, pit, &child);
      int dropped = 0;
      for (int c = 0; c < KALAH_CELLS; c++)
        dropped += e.drops[c];
      g_assert_cmpint (dropped, ==, k.cell[pit]);
      g_assert_cmpint (e.drops[kalah_store (1 - e.side)], ==, 0);
      laps += e.drops[pit] > 0;
      captures += e.captured > 0;
      extra += e.extra_turn;
      for (int s = 0; s < 2; s++) {
        int store = kalah_store (s);
        int gained = e.drops[store] + e.swept[s] + (s == e.side ? e.captured : 0);
        g_assert_cmpint (child.cell[store], ==, k.cell[store] + gained);
      }
      g_assert_cmpint (e.ended, ==, child.over);
      if (!child.over)
        g_assert_cmpint (e.extra_turn, ==, child.to_move == k.to_move);
      g_autofree char *text = kalah_describe_move (&e);
      g_assert_true (g_str_has_prefix (text, "Sowed "));
      k = child;
      moves_checked++;
    }
  }
  g_rand_free (rand);
  g_test_message ("%d moves: %d laps, %d captures, %d extra turns", moves_checked, laps, captures,
                  extra);
  g_assert_cmpint (captures, >, 0);
  g_assert_cmpint (extra, >, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/kalah-describe/plain-and-extra-turn", test_plain_and_extra_turn);
  g_test_add_func ("/kalah-describe/capture-and-sweep", test_capture_and_sweep);
  g_test_add_func ("/kalah-describe/end-by-store", test_end_by_store);
  g_test_add_func ("/kalah-describe/agrees-with-rules", test_agrees_with_rules);
  return g_test_run ();
}
