/* SPDX-License-Identifier: MIT */
/* test-go-sgf.c: Go games as SGF, read back and loaded by GNU Go.
 *
 * Games played to their end with random legal moves on every board are
 * written as SGF and read back to the same moves and result; what SGF
 * allows and the kit's Go cannot hold is refused with its reason; and,
 * when GNU Go is installed (Debian's gnugo), it loads each file the kit
 * wrote (loadsgf over GTP) to the same stones, the same komi and the same
 * side to move. */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "go-notation.h"
#include "go-score.h"
#include "go-sgf.h"
#include "kit-i18n.h"

/* A game to its end (two passes, or a repetition) with random moves,
 * passing only when nothing else is legal or now and then. */
static GoGame *
random_game (int width, int height, GRand *rand)
{
  GoGame *game = go_game_new (width, height);
  while (game->end == GO_END_NONE) {
    int moves[GO_MAX_MOVES];
    int n = go_position_legal_moves (go_game_current (game), moves);
    int move = moves[g_rand_int_range (rand, 0, n)];
    if (go_game_length (game) > 6 * width * height)
      move = GO_PASS;
    g_assert_true (go_game_play (game, move, NULL));
  }
  return game;
}

static void
assert_same_game (const GoGame *a, const GoGame *b)
{
  g_assert_cmpuint (a->moves->len, ==, b->moves->len);
  for (guint i = 0; i < a->moves->len; i++)
    g_assert_cmpint (g_array_index (a->moves, int, i), ==, g_array_index (b->moves, int, i));
  g_assert_cmpint (a->end, ==, b->end);
  g_assert_true (go_position_same_situation (go_game_current (a), go_game_current (b)));
}

static void
test_round_trip (void)
{
  GRand *rand = g_rand_new_with_seed (2700);
  int passes_end = 0;
  for (int size = GO_MIN_SIZE; size <= GO_MAX_SIZE; size++)
    for (int round = 0; round < 8; round++) {
      GoGame *game = random_game (size, size, rand);
      double komi = round % 2 ? 6.5 : 0;
      g_autofree char *text = go_sgf_format (game, komi, "Taro]", "GNU Go");
      g_assert_nonnull (strstr (text, "GM[1]"));
      g_assert_nonnull (strstr (text, "RU[Japanese]"));
      double back_komi = -1;
      GError *error = NULL;
      GoGame *back = go_sgf_parse (text, strlen (text), &back_komi, &error);
      g_assert_no_error (error);
      assert_same_game (game, back);
      g_assert_cmpfloat (back_komi, ==, komi);
      g_autofree char *result = go_sgf_result (game, komi);
      if (game->end == GO_END_PASSES) {
        passes_end++;
        g_autofree char *re = g_strdup_printf ("RE[%s]", result);
        g_assert_nonnull (strstr (text, re));
      }
      go_game_free (back);
      go_game_free (game);
    }
  g_assert_cmpint (passes_end, >, 0);

  /* Rectangles: SZ[columns:rows] (FF[4]), each game read back. */
  for (int width = GO_MIN_SIZE; width <= GO_MAX_SIZE; width++)
    for (int height = GO_MIN_SIZE; height <= GO_MAX_SIZE; height++) {
      if (width == height)
        continue;
      GoGame *game = random_game (width, height, rand);
      g_autofree char *text = go_sgf_format (game, 0, NULL, NULL);
      g_autofree char *sz = g_strdup_printf ("SZ[%d:%d]", width, height);
      g_assert_nonnull (strstr (text, sz));
      double back_komi = -1;
      GError *error = NULL;
      GoGame *back = go_sgf_parse (text, strlen (text), &back_komi, &error);
      g_assert_no_error (error);
      g_assert_cmpint (go_game_current (back)->width, ==, width);
      g_assert_cmpint (go_game_current (back)->height, ==, height);
      assert_same_game (game, back);
      go_game_free (back);
      go_game_free (game);
    }
  g_rand_free (rand);

  /* Written by hand: on 3 columns and 2 rows, "ab" is column a of the
   * second row from the top, A1; "ca" is C2. */
  double hand_komi;
  const char *hand = "(;GM[1]SZ[3:2];B[ab];W[ca])";
  GoGame *rect = go_sgf_parse (hand, strlen (hand), &hand_komi, NULL);
  g_assert_nonnull (rect);
  g_assert_cmpint (g_array_index (rect->moves, int, 0), ==, 0);
  g_assert_cmpint (g_array_index (rect->moves, int, 1), ==, 5);
  go_game_free (rect);

  /* The result less the komi: a 2x2 game of two passes is 0 - 6.5. */
  GoGame *empty = go_game_new (2, 2);
  g_assert_true (go_game_play (empty, GO_PASS, NULL));
  g_assert_true (go_game_play (empty, GO_PASS, NULL));
  g_autofree char *re = go_sgf_result (empty, 6.5);
  g_assert_cmpstr (re, ==, "W+6.5");
  go_game_free (empty);
}

static void
test_refused (void)
{
  static const struct { const char *text, *named; } bad[] = {
    { "(;FF[4]GM[1]SZ[19];B[pd])", "19" },
    { "(;FF[4]GM[1]SZ[4:6];B[aa])", "4:6" },
    { "(;FF[4]GM[1]SZ[4:];B[aa])", "4:" },
    { "(;FF[4]GM[1]SZ[3:2:2];B[aa])", "3:2:2" },
    { "(;FF[4]GM[1]SZ[3:2];B[ac])", "ac" },
    { "(;FF[4]GM[2]SZ[8];B[d3])", "GM[2]" },
    { "(;FF[4]GM[1]SZ[3]AB[aa])", "AB" },
    { "(;FF[4]GM[1]SZ[3];B[aa];B[bb])", "B[bb]" },
    { "(;FF[4]GM[1]SZ[3];B[zz])", "zz" },
    { "(;FF[4]GM[1]SZ[3]KM[six])", "six" },
    { "(;FF[4]GM[1]SZ[3];B[aa]", ")" },
    { "GM[1]", "(" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++) {
    double komi;
    GError *error = NULL;
    g_assert_null (go_sgf_parse (bad[i].text, strlen (bad[i].text), &komi, &error));
    if (!strstr (error->message, bad[i].named))
      g_error ("“%s”: %s", bad[i].text, error->message);
    g_clear_error (&error);
  }
  /* A pass written the FF[3] way. */
  double komi;
  const char *passes = "(;GM[1]SZ[2];B[tt];W[])";
  GoGame *game = go_sgf_parse (passes, strlen (passes), &komi, NULL);
  g_assert_nonnull (game);
  g_assert_cmpint (game->end, ==, GO_END_PASSES);
  go_game_free (game);
}

static int
compare_strings (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

/* The stones of one colour as GTP vertices, sorted, space-separated. */
static char *
stones_text (const GoPosition *pos, GoColor color)
{
  GPtrArray *list = g_ptr_array_new_with_free_func (g_free);
  for (int p = 0; p < go_position_point_count (pos); p++)
    if (pos->stones[color] & (1u << p)) {
      char buf[GO_NOTATION_SIZE];
      g_ptr_array_add (list, g_strdup (go_move_to_gtp (pos->width, p, buf)));
    }
  g_ptr_array_sort (list, compare_strings);
  g_ptr_array_add (list, NULL);
  char *text = g_strjoinv (" ", (char **) list->pdata);
  g_ptr_array_unref (list);
  return text;
}

/* GNU Go's sorted answer to "list_stones COLOUR". */
static char *
sorted_vertices (const char *answer)
{
  g_auto (GStrv) words = g_strsplit_set (answer, " \n", -1);
  GPtrArray *list = g_ptr_array_new ();
  for (int i = 0; words[i]; i++)
    if (*words[i])
      g_ptr_array_add (list, g_ascii_strup (words[i], -1));
  g_ptr_array_sort (list, compare_strings);
  g_ptr_array_add (list, NULL);
  char *text = g_strjoinv (" ", (char **) list->pdata);
  g_ptr_array_set_free_func (list, g_free);
  g_ptr_array_unref (list);
  return text;
}

static void
test_gnugo (void)
{
  g_autofree char *gnugo = g_find_program_in_path ("gnugo");
  if (!gnugo && g_file_test ("/usr/games/gnugo", G_FILE_TEST_IS_EXECUTABLE))
    gnugo = g_strdup ("/usr/games/gnugo");
  if (!gnugo) {
    g_test_skip ("GNU Go (Debian's gnugo) is not installed");
    return;
  }
  GRand *rand = g_rand_new_with_seed (2701);
  g_autofree char *dir = g_dir_make_tmp ("go-sgf-XXXXXX", NULL);
  for (int size = GO_MIN_SIZE; size <= GO_MAX_SIZE; size++)
    for (int round = 0; round < 3; round++) {
      GoGame *game = random_game (size, size, rand);
      /* Half the games cut short, so that the side to move differs. */
      if (round == 1 && go_game_length (game) > 2) {
        go_game_undo (game);
        go_game_undo (game);
        if (go_game_length (game) % 2 == 0)
          go_game_undo (game);
      }
      g_autofree char *text = go_sgf_format (game, 6.5, "kit", "kit");
      g_autofree char *sgf = g_build_filename (dir, "game.sgf", NULL);
      g_autofree char *commands = g_build_filename (dir, "commands.gtp", NULL);
      g_assert_true (g_file_set_contents (sgf, text, -1, NULL));
      g_autofree char *script = g_strdup_printf ("loadsgf %s\nlist_stones black\nlist_stones white\n"
                                                 "get_komi\nquit\n", sgf);
      g_assert_true (g_file_set_contents (commands, script, -1, NULL));
      const char *argv[] = { gnugo, "--mode", "gtp", "--gtp-input", commands, NULL };
      g_autofree char *out = NULL;
      int status = 0;
      g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL,
                                   NULL, &out, NULL, &status, NULL));
      g_auto (GStrv) answers = g_strsplit (out, "\n\n", -1);
      g_assert_cmpuint (g_strv_length (answers), >=, 4);
      const GoPosition *pos = go_game_current (game);
      /* loadsgf answers the colour to move next (a finished game has
       * none in the kit). */
      if (game->end == GO_END_NONE && strcmp (answers[0], pos->to_move == GO_BLACK ? "= black" : "= white") != 0)
        g_error ("GNU Go says %s to move, the kit the other, in\n%s", answers[0], text);
      for (int c = 0; c < 2; c++) {
        g_assert_true (g_str_has_prefix (answers[1 + c], "="));
        g_autofree char *theirs = sorted_vertices (answers[1 + c] + 1);
        g_autofree char *ours = stones_text (pos, (GoColor) c);
        if (strcmp (theirs, ours) != 0)
          g_error ("GNU Go's %s stones are %s, the kit's %s, in\n%s", c ? "white" : "black", theirs,
                   ours, text);
      }
      g_assert_true (g_str_has_prefix (answers[3], "="));
      g_assert_cmpfloat (g_ascii_strtod (answers[3] + 1, NULL), ==, 6.5);
      g_unlink (sgf);
      g_unlink (commands);
      go_game_free (game);
    }
  g_rmdir (dir);
  g_rand_free (rand);
}

int
main (int argc, char **argv)
{
  kit_i18n_init ();
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/go/sgf/round-trip", test_round_trip);
  g_test_add_func ("/go/sgf/refused", test_refused);
  g_test_add_func ("/go/sgf/gnugo", test_gnugo);
  return g_test_run ();
}
