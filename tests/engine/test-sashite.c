/* SPDX-License-Identifier: MIT */
/* test-sashite.c: move notation, both ways, and the inputs it must refuse. */
#include <glib.h>
#include <string.h>

#include "kit-i18n.h"
#include "kyokumen.h"
#include "reversi-error.h"
#include "sashite.h"

/* Every square of every size: to notation and back, and the text is the
 * column letter and row number the square should have. */
static void
test_round_trip (void)
{
  for (int size = KYOKUMEN_MIN_SIZE; size <= KYOKUMEN_MAX_SIZE; size += 2) {
    Kyokumen k;
    kyokumen_init (&k, size);
    int seen = 0;
    for (int row = 0; row < size; row++) {
      for (int col = 0; col < size; col++) {
        Sashite s = sashite_from_square (size, col, row);
        g_assert_cmpint (s.xy, ==, kyokumen_xy (&k, col, row));
        g_assert_true (kyokumen_is_square (&k, s.xy));

        int back_col, back_row;
        sashite_to_square (s, size, &back_col, &back_row);
        g_assert_cmpint (back_col, ==, col);
        g_assert_cmpint (back_row, ==, row);

        char buf[SASHITE_NOTATION_SIZE];
        char *expected = g_strdup_printf ("%c%d", 'a' + col, row + 1);
        g_assert_cmpstr (sashite_to_notation (s, size, buf), ==, expected);

        GError *error = NULL;
        Sashite parsed = { -1 };
        g_assert_true (sashite_from_notation (expected, size, &parsed, &error));
        g_assert_no_error (error);
        g_assert_cmpint (parsed.xy, ==, s.xy);

        /* Upper case and surrounding spaces mean the same square. */
        char *upper = g_ascii_strup (expected, -1);
        char *padded = g_strdup_printf ("  %s\t ", upper);
        parsed.xy = -1;
        g_assert_true (sashite_from_notation (upper, size, &parsed, &error));
        g_assert_no_error (error);
        g_assert_cmpint (parsed.xy, ==, s.xy);
        parsed.xy = -1;
        g_assert_true (sashite_from_notation (padded, size, &parsed, &error));
        g_assert_no_error (error);
        g_assert_cmpint (parsed.xy, ==, s.xy);
        g_free (padded);
        g_free (upper);
        g_free (expected);
        seen++;
      }
    }
    g_assert_cmpint (seen, ==, size * size);
  }
}

static void
test_examples (void)
{
  GError *error = NULL;
  Sashite s = { -1 };
  Kyokumen k;
  kyokumen_init (&k, 8);

  g_assert_true (sashite_from_notation ("C4", 8, &s, &error));
  g_assert_no_error (error);
  g_assert_cmpint (s.xy, ==, kyokumen_xy (&k, 2, 3));

  s.xy = -1;
  g_assert_true (sashite_from_notation (" c4 ", 8, &s, &error));
  g_assert_no_error (error);
  g_assert_cmpint (s.xy, ==, kyokumen_xy (&k, 2, 3));

  /* Two-digit rows exist only on 10x10. */
  Kyokumen k10;
  kyokumen_init (&k10, 10);
  s.xy = -1;
  g_assert_true (sashite_from_notation ("j10", 10, &s, &error));
  g_assert_no_error (error);
  g_assert_cmpint (s.xy, ==, kyokumen_xy (&k10, 9, 9));

  const char *passes[] = { "pass", "PASS", "Pass", " pass ", "\tpass\n" };
  for (guint i = 0; i < G_N_ELEMENTS (passes); i++) {
    for (int size = 4; size <= 10; size += 2) {
      s.xy = -1;
      g_assert_true (sashite_from_notation (passes[i], size, &s, &error));
      g_assert_no_error (error);
      g_assert_true (sashite_is_pass (s));
    }
  }

  char buf[SASHITE_NOTATION_SIZE];
  g_assert_cmpstr (sashite_to_notation (sashite_pass (), 8, buf), ==, "pass");
  g_assert_true (sashite_is_pass (sashite_pass ()));
  g_assert_cmpint (sashite_pass ().xy, ==, SASHITE_PASS_XY);
}

typedef struct {
  const char *text;
  int size;
} BadNotation;

static void
test_malformed (void)
{
  static const BadNotation bad[] = {
    { "", 8 }, { "   ", 8 }, { "c", 8 }, { "4c", 8 }, { "c0", 8 }, { "c04", 8 },
    { "i1", 8 }, { "a9", 8 }, { "k1", 10 }, { "a11", 10 }, { "a11", 8 },
    { "c4x", 8 }, { "pas", 8 }, { "passs", 8 }, { "-c4", 8 }, { "c 4", 8 },
    { "c-4", 8 }, { "c+4", 8 }, { "e1", 4 }, { "a5", 4 }, { "g1", 6 }, { "a7", 6 },
    { "a100", 10 }, { "44", 8 }, { "cc4", 8 }, { "c4 c5", 8 }, { "é4", 8 },
    { "c\xff", 8 }, { "a1\n2", 8 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++) {
    GError *error = NULL;
    Sashite s = { 12345 };
    gboolean ok = sashite_from_notation (bad[i].text, bad[i].size, &s, &error);
    if (ok)
      g_test_message ("“%s” on %dx%d was accepted as xy %d", bad[i].text, bad[i].size,
                      bad[i].size, s.xy);
    g_assert_false (ok);
    g_assert_error (error, REVERSI_ERROR, REVERSI_ERROR_NOTATION);
    g_assert_nonnull (error->message);
    g_assert_cmpuint (strlen (error->message), >, 0);
    /* Refused input leaves the output alone. */
    g_assert_cmpint (s.xy, ==, 12345);
    g_clear_error (&error);
  }

  /* NULL is refused like the empty string, not a crash. */
  GError *error = NULL;
  Sashite s = { 12345 };
  g_assert_false (sashite_from_notation (NULL, 8, &s, &error));
  g_assert_error (error, REVERSI_ERROR, REVERSI_ERROR_NOTATION);
  g_clear_error (&error);

  /* A NULL error is allowed: the caller only wants yes or no. */
  g_assert_false (sashite_from_notation ("z9", 8, &s, NULL));
}

/* What a Japanese input method types: full-width letters and digits in
 * either case, the ideographic space around them, "パス" for a pass; the
 * message of a refused one repeats the text as it was typed. */
static void
test_full_width (void)
{
  Kyokumen k;
  kyokumen_init (&k, 10);
  static const struct {
    const char *text;
    int col, row;   /* -1: pass */
  } cases[] = {
    { "ｄ６", 3, 5 }, { "Ｃ４", 2, 3 }, { "\u3000ｃ４\u3000", 2, 3 }, { "ｊ１０", 9, 9 },
    { "c４", 2, 3 }, { "パス", -1, -1 }, { "ＰＡＳＳ", -1, -1 }, { " パス ", -1, -1 },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++) {
    GError *error = NULL;
    Sashite s = { -1 };
    g_assert_true (sashite_from_notation (cases[i].text, 10, &s, &error));
    g_assert_no_error (error);
    if (cases[i].col < 0)
      g_assert_true (sashite_is_pass (s));
    else
      g_assert_cmpint (s.xy, ==, kyokumen_xy (&k, cases[i].col, cases[i].row));
  }

  static const char *const refused[] = { "ｋ１", "ｃ０", "パ", "パスス", "ｃ４ｘ", "●" };
  for (guint i = 0; i < G_N_ELEMENTS (refused); i++) {
    GError *error = NULL;
    Sashite s = { 12345 };
    g_assert_false (sashite_from_notation (refused[i], 10, &s, &error));
    g_assert_error (error, REVERSI_ERROR, REVERSI_ERROR_NOTATION);
    g_assert_cmpint (s.xy, ==, 12345);
    g_assert_true (g_utf8_validate (error->message, -1, NULL));
    g_assert_nonnull (strstr (error->message, refused[i]));
    g_clear_error (&error);
  }

  char *normalized = sashite_normalize_text ("ｆ５、ｄ６\u3000パス，Ｃ３");
  g_assert_cmpstr (normalized, ==, "f5,d6 pass,C3");
  g_free (normalized);
  /* Text that is not UTF-8 comes back as it was, for the caller to refuse. */
  normalized = sashite_normalize_text ("c\xff");
  g_assert_cmpstr (normalized, ==, "c\xff");
  g_free (normalized);
}

/* The message repeats what was typed, so the user sees what was wrong. */
static void
test_message_names_input (void)
{
  GError *error = NULL;
  Sashite s;
  g_assert_false (sashite_from_notation ("i1", 8, &s, &error));
  g_assert_nonnull (strstr (error->message, "i1"));
  g_clear_error (&error);
  g_assert_false (sashite_from_notation ("c04", 8, &s, &error));
  g_assert_nonnull (strstr (error->message, "c04"));
  g_clear_error (&error);
}

int
main (int argc, char *argv[])
{
  kit_i18n_init ();
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/sashite/round-trip", test_round_trip);
  g_test_add_func ("/engine/sashite/examples", test_examples);
  g_test_add_func ("/engine/sashite/malformed", test_malformed);
  g_test_add_func ("/engine/sashite/message-names-input", test_message_names_input);
  g_test_add_func ("/engine/sashite/full-width", test_full_width);
  return g_test_run ();
}
