/* SPDX-License-Identifier: MIT */
/* test-match-openings-files.c: reversi-match's --openings-file with the
 * game files other programs write (GGF archives, WTHOR), read by the one
 * dispatcher by content, whatever the file's name. */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "game-file.h"
#include "kit-i18n.h"
#include "match.h"

static char *
record_path (const char *name)
{
  const char *dir = g_getenv ("KIT_RECORDS_DIR");
  g_assert_nonnull (dir);
  return g_build_filename (dir, name, NULL);
}

/* ntest's 12 GGS archive games: each gives its first 8 moves, each
 * distinct opening once, in the file's order. */
static void
test_ggf_archive (void)
{
  g_autofree char *path = record_path ("ntest-TestGames.ggf");
  GError *error = NULL;
  g_autoptr (GPtrArray) openings = match_openings_read (path, 8, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (openings->pdata[0], ==, "d3 c5 f6 f5 e6 e3 c3 d2");
  for (guint i = 0; i < openings->len; i++) {
    g_auto (GStrv) moves = g_strsplit (openings->pdata[i], " ", -1);
    g_assert_cmpuint (g_strv_length (moves), ==, MATCH_MAX_OPENING_PLIES);
    for (guint j = 0; j < i; j++)
      g_assert_cmpstr (openings->pdata[i], !=, openings->pdata[j]);
  }
  g_assert_cmpuint (openings->len, >, 1);
  g_assert_cmpuint (openings->len, <=, 12);
}

/* NBoard's file: a 4x4 game, a komi game from a random start and one
 * from the standard start; on 8x8 only the last gives an opening, on
 * 4x4 only the first (a game shorter than 8 moves gives all it has
 * before its end). */
static void
test_mixed_file (void)
{
  g_autofree char *path = record_path ("nboard-test2.ggf");
  GError *error = NULL;
  g_autoptr (GPtrArray) eight = match_openings_read (path, 8, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (eight->len, ==, 1);
  g_assert_cmpstr (eight->pdata[0], ==, "d3 c5 f6 f5 e6 e3 c3 d2");
  g_autoptr (GPtrArray) four = match_openings_read (path, 4, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (four->len, ==, 1);
  g_assert_true (g_str_has_prefix (four->pdata[0], "a2 a1 c4 d2 "));
  /* No game of that size: no openings, said so. */
  g_assert_null (match_openings_read (path, 6, &error));
  g_assert_nonnull (strstr (error->message, "no openings"));
  g_clear_error (&error);
}

/* A WTHOR database, whatever its name: NBoard's, and one written here
 * byte by byte (header of 16 bytes, a 68-byte record: f5 d6 c3 d3 c4
 * f4 f6 f3 e6 e7, as 10 x row + column). */
static void
test_wthor (void)
{
  g_autofree char *path = record_path ("nboard-test.WTB");
  GError *error = NULL;
  g_autoptr (GPtrArray) nboard = match_openings_read (path, 8, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (nboard->len, ==, 1);
  g_assert_cmpstr (nboard->pdata[0], ==, "f5 f4 e3 d2 e2 f2 e1 f6");

  guint8 file[16 + 68] = { 20, 26, 11, 27, 1, 0, 0, 0, 0, 0, 0xea, 0x07, 8, 0, 22, 0 };
  const guint8 moves[] = { 56, 64, 33, 34, 43, 46, 66, 36, 65, 75 };
  memcpy (file + 16 + 8, moves, sizeof moves);
  g_autofree char *written = NULL;
  int fd = g_file_open_tmp ("openings-XXXXXX.txt", &written, &error);
  g_assert_no_error (error);
  close (fd);
  g_assert_true (g_file_set_contents (written, (char *) file, sizeof file, NULL));
  g_autoptr (GPtrArray) openings = match_openings_read (written, 8, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (openings->len, ==, 1);
  g_assert_cmpstr (openings->pdata[0], ==, "f5 d6 c3 d3 c4 f4 f6 f3");
  g_unlink (written);
}

int
main (int argc, char *argv[])
{
  kit_i18n_init ();
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/match/openings-file/ggf-archive", test_ggf_archive);
  g_test_add_func ("/match/openings-file/mixed", test_mixed_file);
  g_test_add_func ("/match/openings-file/wthor", test_wthor);
  return g_test_run ();
}
