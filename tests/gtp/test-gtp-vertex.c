/* SPDX-License-Identifier: MIT */
/* test-gtp-vertex.c: GTP vertices and the kit's notation. */
#include <glib.h>
#include <string.h>

#include "gtp-vertex.h"

/* Every square of every size reads back as itself, and the vertex is the
 * kit's notation in capitals (row 1 at the top in both, columns A-J as
 * the Othello programs write them). */
static void
test_round_trip (void)
{
  for (int size = 4; size <= 10; size += 2) {
    for (int row = 0; row < size; row++) {
      for (int col = 0; col < size; col++) {
        Sashite s = sashite_from_square (size, col, row);
        char vertex[GTP_VERTEX_SIZE], notation[SASHITE_NOTATION_SIZE];
        gtp_vertex_to_text (s, size, vertex);
        sashite_to_notation (s, size, notation);
        Sashite back;
        g_autoptr (GError) error = NULL;
        g_assert_true (gtp_vertex_parse (vertex, size, &back, &error));
        g_assert_no_error (error);
        g_assert_cmpint (back.xy, ==, s.xy);
        g_autofree char *lower = g_ascii_strdown (vertex, -1);
        g_assert_true (gtp_vertex_parse (lower, size, &back, NULL));
        g_assert_cmpint (back.xy, ==, s.xy);
        g_autofree char *upper = g_ascii_strup (notation, -1);
        g_assert_cmpstr (vertex, ==, upper);
        g_assert_false (gtp_vertex_is_old_letter (vertex, size));
      }
    }
  }
}

static void
test_ten_by_ten (void)
{
  char vertex[GTP_VERTEX_SIZE];
  GString *letters = g_string_new (NULL);
  for (int col = 0; col < 10; col++)
    g_string_append_c (letters, gtp_column_letter (col));
  /* Quarry's Othello letters, not Go's (which skip I). */
  g_assert_cmpstr (letters->str, ==, "ABCDEFGHIJ");
  g_string_free (letters, TRUE);

  Sashite s;
  g_assert_true (sashite_from_notation ("i5", 10, &s, NULL));
  g_assert_cmpstr (gtp_vertex_to_text (s, 10, vertex), ==, "I5");
  g_assert_true (gtp_vertex_parse ("I5", 10, &s, NULL));
  g_assert_cmpint (s.xy, ==, sashite_from_square (10, 8, 4).xy);
  g_assert_true (sashite_from_notation ("j10", 10, &s, NULL));
  g_assert_cmpstr (gtp_vertex_to_text (s, 10, vertex), ==, "J10");
  g_assert_true (gtp_vertex_parse ("j10", 10, &s, NULL));
  g_assert_cmpint (s.xy, ==, sashite_from_square (10, 9, 9).xy);
}

/* The kit's GTP once wrote the tenth column as K: still read, as the
 * tenth column, and said to be old; nowhere else is K a column. */
static void
test_old_letters (void)
{
  Sashite s;
  g_assert_true (gtp_vertex_is_old_letter ("K10", 10));
  g_assert_true (gtp_vertex_is_old_letter (" k5 ", 10));
  g_assert_true (gtp_vertex_parse ("k10", 10, &s, NULL));
  g_assert_cmpint (s.xy, ==, sashite_from_square (10, 9, 9).xy);
  g_assert_true (gtp_vertex_parse ("K1", 10, &s, NULL));
  g_assert_cmpint (s.xy, ==, sashite_from_square (10, 9, 0).xy);
  g_assert_false (gtp_vertex_is_old_letter ("K11", 10));
  g_assert_false (gtp_vertex_is_old_letter ("K5", 8));
  g_assert_false (gtp_vertex_is_old_letter ("J5", 10));
  g_assert_false (gtp_vertex_parse ("K5", 8, &s, NULL));
  g_assert_false (gtp_vertex_parse ("K11", 10, &s, NULL));
}

static void
test_refused (void)
{
  const char *bad[] = { "", "L1", "K0", "A0", "A11", "A05", "5A", "A", "AA1", "A1x", "pas", "Z9", NULL };
  for (int i = 0; bad[i]; i++) {
    Sashite s = { 12345 };
    g_autoptr (GError) error = NULL;
    g_assert_false (gtp_vertex_parse (bad[i], 10, &s, &error));
    g_assert_nonnull (error);
    g_assert_cmpint (s.xy, ==, 12345);
  }
  /* On the board of one size, off the board of a smaller one. */
  g_assert_true (gtp_vertex_parse ("E5", 6, &(Sashite) { 0 }, NULL));
  g_assert_false (gtp_vertex_parse ("E5", 4, &(Sashite) { 0 }, NULL));
  g_assert_false (gtp_vertex_parse ("I1", 8, &(Sashite) { 0 }, NULL));
  g_assert_true (gtp_vertex_parse ("I1", 10, &(Sashite) { 0 }, NULL));
}

static void
test_pass (void)
{
  char vertex[GTP_VERTEX_SIZE];
  g_assert_cmpstr (gtp_vertex_to_text (sashite_pass (), 8, vertex), ==, "pass");
  Sashite s = { 99 };
  g_assert_true (gtp_vertex_parse ("PASS", 8, &s, NULL));
  g_assert_true (sashite_is_pass (s));
  g_assert_true (gtp_vertex_parse (" pass ", 8, &s, NULL));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/gtp/vertex/round-trip", test_round_trip);
  g_test_add_func ("/gtp/vertex/ten-by-ten", test_ten_by_ten);
  g_test_add_func ("/gtp/vertex/old-letters", test_old_letters);
  g_test_add_func ("/gtp/vertex/refused", test_refused);
  g_test_add_func ("/gtp/vertex/pass", test_pass);
  return g_test_run ();
}
