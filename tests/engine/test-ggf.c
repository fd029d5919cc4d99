/* SPDX-License-Identifier: MIT */
/* test-ggf.c: GGF games written and read back, Edax's way of writing
 * them, and the texts that must be refused. */
#include <glib.h>
#include <string.h>

#include "ggf.h"
#include "kit-i18n.h"
#include "reversi-error.h"

/* A whole game, as the kit writes it and reads it back: the same start,
 * moves (passes included), rule and names. */
static void
check_round_trip (Game *game, const char *black, const char *white)
{
  char *text = ggf_format (game, black, white, "reversi-kit", "2024.06.01_10:00:00.UTC");
  g_assert_true (ggf_looks_like (text));
  GError *error = NULL;
  GgfGame *back = ggf_parse (text, &error);
  g_assert_no_error (error);
  g_assert_nonnull (back);
  g_assert_cmpint (back->game->start.size, ==, game->start.size);
  g_assert_true (kyokumen_equal_position (&back->game->start, &game->start));
  g_assert_cmpint (back->game->misere, ==, game->misere);
  g_assert_cmpint (back->game->move_count, ==, game->move_count);
  for (int i = 0; i < game->move_count; i++)
    g_assert_cmpint (back->game->sasiteretu[i].xy, ==, game->sasiteretu[i].xy);
  g_assert_true (kyokumen_equal_position (&back->game->kyokumen, &game->kyokumen));
  g_assert_cmpstr (back->black_name, ==, black);
  g_assert_cmpstr (back->white_name, ==, white);
  g_assert_cmpstr (back->place, ==, "reversi-kit");
  g_assert_cmpstr (back->date, ==, "2024.06.01_10:00:00.UTC");
  g_assert_true (ggf_game_check_result (back, NULL));
  ggf_game_free (back);
  g_free (text);
}

/* Random games of every size to the end (passes happen on the small
 * boards), misère and not, with names that need escaping. */
static void
test_round_trip (void)
{
  GRand *rand = g_rand_new_with_seed (20240601);
  int passes = 0;
  for (int size = 4; size <= 10; size += 2)
    for (int round = 0; round < 6; round++) {
      Game *game = game_new (size, round % 2 == 1, NULL, NULL);
      while (!game_is_over (game)) {
        Sashite moves[MAX_SASHITE];
        int n = kyokumen_generate_moves (&game->kyokumen, moves);
        Sashite move = n == 0 ? sashite_pass () : moves[g_rand_int_range (rand, 0, n)];
        passes += sashite_is_pass (move);
        g_assert_true (game_play (game, move, NULL));
        /* Part of the games stop half-way: an unfinished game too. */
        if (round == 5 && game->move_count == size * size / 3)
          break;
      }
      check_round_trip (game, "Taro [kit]", "Edax \\4.4");
      game_free (game);
    }
  g_assert_cmpint (passes, >, 0);
  g_rand_free (rand);
}

/* The result is Black's final disc difference, the empties to the side
 * with more discs: 4x4 perfect play ends 3-11 with two empties, -10. */
static void
test_result (void)
{
  Game *game = game_new (4, FALSE, NULL, NULL);
  g_assert_true (game_setup_from_moves (game, 4, "b1 a1 a2 c1 d4 a3 d1 b4 a4 c4", NULL));
  g_assert_true (game_is_over (game));
  char *text = ggf_format (game, "A", "B", NULL, NULL);
  g_assert_nonnull (strstr (text, "RE[-10.000]"));
  g_assert_nonnull (strstr (text, "TY[4]"));
  g_assert_nonnull (strstr (text, "BO[4 ---- -O*- -*O- ---- *]"));
  g_free (text);
  game_free (game);
}

/* How Edax and GGS write games: upper-case squares, evaluations and
 * times after "/", spaces in BO, tags in any order, passes written as PA
 * or left out, an anti (misère) game. */
static void
test_other_writers (void)
{
  GError *error = NULL;
  const char *edax = "  (;GM[othello]PC[Edax]PB[edax]PW[me]RE[+2.000]"
                     "BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *]"
                     "B[F5//1.5]W[d6/-1.0/2.3]B[C3];)";
  GgfGame *g = ggf_parse (edax, &error);
  g_assert_no_error (error);
  char *moves = game_record_to_text (g->game);
  g_assert_cmpstr (moves, ==, "f5 d6 c3");
  g_free (moves);
  g_assert_cmpstr (g->black_name, ==, "edax");
  g_assert_false (g->game->misere);
  ggf_game_free (g);

  /* 4x4: b1 a1 d3 c1 a2 a3 then Black must pass; once written, once not. */
  const char *with_pass = "(;GM[Othello]TY[4]BO[4 ---- -O*- -*O- ---- *]"
                          "B[b1]W[a1]B[d3]W[c1]B[a2]W[a3]B[PA]W[d2];)";
  const char *without_pass = "(;GM[Othello]BO[4 ---- -O*- -*O- ---- *]"
                             "B[b1]W[a1]B[d3]W[c1]B[a2]W[a3]W[d2];)";
  const char *texts[] = { with_pass, without_pass };
  for (int i = 0; i < 2; i++) {
    g = ggf_parse (texts[i], &error);
    g_assert_no_error (error);
    moves = game_record_to_text (g->game);
    g_assert_cmpstr (moves, ==, "b1 a1 d3 c1 a2 a3 pass d2");
    g_free (moves);
    ggf_game_free (g);
  }

  g = ggf_parse ("(;GM[Othello]TY[a8]BO[8 ---------------------------O*------*O--------------------------- *];)",
                 &error);
  g_assert_no_error (error);
  g_assert_true (g->game->misere);
  g_assert_cmpint (g->game->move_count, ==, 0);
  ggf_game_free (g);
}

/* Texts that are not a game the kit can play: refused with a message
 * that names what is wrong. */
static void
test_refused (void)
{
  static const struct {
    const char *text;
    const char *named;   /* a part the message must contain */
  } bad[] = {
    { "", "(;" },
    { "GM[Othello]", "(;" },
    { "(;GM[Go]BO[8 ---------------------------O*------*O--------------------------- *];)", "Go" },
    { "(;GM[Othello]BO[12 " "------------" "];)", "12" },
    { "(;GM[Othello]BO[8 ---------------------------O*------*O--------------------------- *]B[f5]", ";)" },
    { "(;GM[Othello]B[f5]W[d6", "W[" },
    { "(;GM[Othello]B[a1];)", "a1" },
    { "(;GM[Othello]B[z9];)", "z9" },
    { "(;GM[Othello]W[f5];)", "White" },
    { "(;GM[Othello]BO[8 --x--];)", "x" },
    { "(;GM[Othello]BO[8 ---- *];)", "8" },
    { "(;GM[Othello]TY[6]BO[8 ---------------------------O*------*O--------------------------- *];)", "6" },
    { "(;GM[Othello]B[f5]BO[8 ---------------------------O*------*O--------------------------- *];)", "BO" },
    { "(;GM[Othello]?[x];)", "?" },
    { "(;GM[Othello]PB[\xff];)", "UTF-8" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++) {
    GError *error = NULL;
    GgfGame *g = ggf_parse (bad[i].text, &error);
    if (g)
      g_test_message ("accepted: %s", bad[i].text);
    g_assert_null (g);
    g_assert_true (error->domain == REVERSI_ERROR);
    if (!strstr (error->message, bad[i].named))
      g_test_message ("“%s”: %s", bad[i].text, error->message);
    g_assert_nonnull (strstr (error->message, bad[i].named));
    g_clear_error (&error);
  }
}

/* GGS's DT and the record's Date, both ways: every form the GGF files
 * hold is read; the kit writes GGS's, with its zone, or none. */
static void
test_dates (void)
{
  struct { const char *ggf, *iso; } readings[] = {
    { "2003.11.25_01:45:07.MET", "2003-11-25T01:45:07+01:00" },
    { "2003.12.15_12:33:18.MST", "2003-12-15T12:33:18-07:00" },
    { "2004.09.18_05:54:38.MDT", "2004-09-18T05:54:38-06:00" },
    { "2003.12.15_12:33:18.XYZ", "2003-12-15T12:33:18" },
    { "2024.06.01_10:00:00", "2024-06-01T10:00:00" },
    { "940607137", "1999-10-22T15:45:37+00:00" },
    { "947375357", "2000-01-08T23:49:17+00:00" },
    { "2014-02-21 20:52:27 GMT", "2014-02-21T20:52:27+00:00" },
    { "2024.06.01", "2024-06-01" },
    { "2026-11-23T14:05:00+09:00", "2026-11-23T14:05:00+09:00" },
    { "2025.02.29_10:00:00", NULL },
    { "last week", NULL },
    { "", NULL },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (readings); i++) {
    g_autofree char *iso = ggf_date_to_iso (readings[i].ggf);
    g_assert_cmpstr (iso, ==, readings[i].iso);
  }
  g_assert_null (ggf_date_to_iso (NULL));

  g_autofree char *moment = ggf_date_from_iso ("2026-11-23T14:05:00+09:00");
  g_assert_cmpstr (moment, ==, "2026.11.23_05:05:00.UTC");
  /* No zone, no DT: GGS never writes one without. */
  g_assert_null (ggf_date_from_iso ("2026-11-23"));
  g_assert_null (ggf_date_from_iso ("2026-11-23T14:05:00"));
  g_assert_null (ggf_date_from_iso ("23/11/2026"));
  g_assert_null (ggf_date_from_iso (NULL));
  /* And back: the same moment. */
  g_autofree char *back = ggf_date_to_iso (moment);
  g_assert_cmpstr (back, ==, "2026-11-23T05:05:00+00:00");

  /* Written: DT with its zone, or none at all (never DT[]). */
  Game *game = game_new (8, TRUE, NULL, NULL);
  g_autofree char *with = ggf_format (game, "a", "b", "x", moment);
  g_assert_nonnull (strstr (with, "DT[2026.11.23_05:05:00.UTC]"));
  /* Misère is "8a", as GGS writes it (its parser refuses "a8"). */
  g_assert_nonnull (strstr (with, "TY[8a]"));
  g_autofree char *without = ggf_format (game, "a", "b", "x", NULL);
  g_assert_null (strstr (without, "DT["));
  game_free (game);
}

/* The real files: GGS archive lines, several games in a file, a komi
 * game, dates in seconds; each game replays to its recorded result. */
static GPtrArray *
read_record_file (const char *name)
{
  const char *dir = g_getenv ("KIT_RECORDS_DIR");
  g_assert_nonnull (dir);
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autofree char *text = NULL;
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_true (ggf_looks_like (text));
  GError *error = NULL;
  GPtrArray *games = ggf_parse_all (text, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < games->len; i++) {
    GgfGame *g = games->pdata[i];
    ggf_game_check_result (g, &error);
    g_assert_no_error (error);
    g_autofree char *iso = ggf_date_to_iso (g->date);
    g_assert_nonnull (iso);
  }
  return games;
}

static void
test_real_files (void)
{
  g_autoptr (GPtrArray) ntest = read_record_file ("ntest-TestGames.ggf");
  g_assert_cmpuint (ntest->len, ==, 12);
  GgfGame *first = ntest->pdata[0];
  g_assert_cmpstr (first->black_name, ==, "Saio1200");
  g_assert_cmpstr (first->result, ==, "+0.000");
  g_assert_cmpint (first->game->move_count, ==, 60);
  g_assert_false (first->has_komi);
  g_autofree char *iso = ggf_date_to_iso (first->date);
  g_assert_cmpstr (iso, ==, "2003-12-15T12:33:18-07:00");
  /* The first game is the first game: ggf_parse reads the same. */
  GgfGame *alone = ggf_parse ("1 (;GM[Othello]TY[8]BO[8 " "---------------------------O*------*O--------------------------- *"
                              "]B[d3//0.01];)", NULL);
  g_assert_nonnull (alone);
  g_assert_cmpint (alone->game->move_count, ==, 1);
  ggf_game_free (alone);

  g_autoptr (GPtrArray) nboard = read_record_file ("nboard-test2.ggf");
  g_assert_cmpuint (nboard->len, ==, 3);
  GgfGame *small = nboard->pdata[0], *komi = nboard->pdata[1];
  g_assert_cmpint (small->game->start.size, ==, 4);
  g_assert_true (game_is_over (small->game));
  g_autofree char *seconds = ggf_date_to_iso (small->date);
  g_assert_cmpstr (seconds, ==, "2000-01-08T23:49:17+00:00");
  /* The komi game: RE[-22.87] is the board's -26 less the komi -3.133,
   * not -26. */
  g_assert_true (komi->has_komi);
  g_assert_cmpfloat_with_epsilon (komi->komi, -3.133, 1e-9);
  double value;
  char flag;
  g_assert_true (ggf_game_result (komi, &value, &flag));
  g_assert_cmpfloat_with_epsilon (value, -22.87, 1e-9);
  g_assert_cmpint (flag, ==, 0);
  g_assert_cmpint (komi->game->kyokumen.color, ==, BLACK);
  g_assert_cmpint (kyokumen_final_score (&komi->game->kyokumen), ==, -26);
  /* A wrong RE is caught: the check can fail. */
  g_free (komi->result);
  komi->result = g_strdup ("-26.00");
  GError *error = NULL;
  g_assert_false (ggf_game_check_result (komi, &error));
  g_assert_nonnull (strstr (error->message, "-22.867"));
  g_clear_error (&error);

  g_autoptr (GPtrArray) one = read_record_file ("nboard-test.ggf");
  g_assert_cmpuint (one->len, ==, 1);

  /* An error in a later game names it. */
  g_assert_null (ggf_parse_all ("1 (;GM[Othello];)\n1 (;GM[Othello]B[a1];)\n", &error));
  g_assert_nonnull (strstr (error->message, "Game 2"));
  g_clear_error (&error);
}

#define START_8 "---------------------------O*------*O--------------------------- *"

/* text must be refused, with a UTF-8 message holding named. */
static void
assert_refused (const char *text, const char *named)
{
  GError *error = NULL;
  GgfGame *g = ggf_parse (text, &error);
  if (g)
    g_test_message ("accepted: %s", text);
  g_assert_null (g);
  g_assert_true (error->domain == REVERSI_ERROR);
  g_test_message ("refused: %s", error->message);
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
  if (!strstr (error->message, named))
    g_error ("the message “%s” does not say “%s”", error->message, named);
  g_clear_error (&error);
}

/* Every message is UTF-8 (GTK refuses any other text): a piece of the
 * text quoted in it is cut between characters, and a square that is not
 * one is shown whole, or as its code when it cannot be shown. */
static void
test_messages_are_utf8 (void)
{
  /* "x" and three-byte characters: 12 bytes end inside the fourth one. */
  assert_refused ("(;GM[Othello]xあいうえお[1];)", "xあいう");
  assert_refused ("(;GM[Othello]BO[8 ---あ------------------------O*------*O--------------------------- *];)",
                  "“あ”");
  assert_refused ("(;GM[Othello]BO[8 ---\x01-----------------------O*------*O--------------------------- *];)",
                  "U+0001");
}

/* Board sizes are read as the whole number, then checked: cut to an int
 * first, 2^60 + 8 and 2^32 + 8 read as 8 (and squaring 2^32 + 8
 * overflowed). */
static void
test_huge_sizes (void)
{
  assert_refused ("(;GM[Othello]BO[1152921504606846984 " START_8 "];)", "1152921504606846984");
  assert_refused ("(;GM[Othello]BO[4294967304 " START_8 "];)", "4294967304");
  assert_refused ("(;GM[Othello]BO[99999999999999999999999 " START_8 "];)", "99999999999999999999999");
  assert_refused ("(;GM[Othello]BO[-8 " START_8 "];)", "-8");
  assert_refused ("(;GM[Othello]TY[4294967304]BO[8 " START_8 "];)", "4294967304");
  assert_refused ("(;GM[Othello]TY[a18446744073709551624]BO[8 " START_8 "];)", "18446744073709551624");
  assert_refused ("(;GM[Othello]TY[anti]BO[8 " START_8 "];)", "anti");

  /* What GGS writes still reads: TY[8], TY[8r], TY[s8r16], TY[a8]. */
  const char *types[] = { "8", "8r", "s8r16", "a8", "08" };
  for (guint i = 0; i < G_N_ELEMENTS (types); i++) {
    g_autofree char *text = g_strdup_printf ("(;GM[Othello]TY[%s]BO[8 " START_8 "]B[f5];)", types[i]);
    GError *error = NULL;
    GgfGame *g = ggf_parse (text, &error);
    g_assert_no_error (error);
    g_assert_cmpint (g->game->start.size, ==, 8);
    g_assert_cmpint (g->game->misere, ==, types[i][0] == 'a');
    ggf_game_free (g);
  }
}

/* Windows Notepad starts a UTF-8 file with a byte-order mark. */
static void
test_byte_order_mark (void)
{
  const char *text = "\xEF\xBB\xBF(;GM[Othello]PB[黒]BO[8 " START_8 "]B[f5];)\n";
  g_assert_true (ggf_looks_like (text));
  GError *error = NULL;
  GgfGame *g = ggf_parse (text, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (g->black_name, ==, "黒");
  g_assert_cmpint (g->game->move_count, ==, 1);
  ggf_game_free (g);
}

/* A name ending in a backslash is written escaped and reads back (g_test_init
 * makes any GLib warning fatal). */
static void
test_trailing_backslash (void)
{
  const char *names[] = { "\\", "Taro\\", "C:\\dir\\\\", "a]\\" };
  Game *game = game_new (8, FALSE, NULL, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    check_round_trip (game, names[i], names[G_N_ELEMENTS (names) - 1 - i]);
  game_free (game);
  /* By hand, the backslash escapes the closing bracket: the text is cut. */
  assert_refused ("(;GM[Othello]PB[Taro\\]", "PB");
}

int
main (int argc, char *argv[])
{
  kit_i18n_init ();
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/ggf/round-trip", test_round_trip);
  g_test_add_func ("/engine/ggf/result", test_result);
  g_test_add_func ("/engine/ggf/other-writers", test_other_writers);
  g_test_add_func ("/engine/ggf/refused", test_refused);
  g_test_add_func ("/engine/ggf/dates", test_dates);
  g_test_add_func ("/engine/ggf/real-files", test_real_files);
  g_test_add_func ("/engine/ggf/messages-are-utf8", test_messages_are_utf8);
  g_test_add_func ("/engine/ggf/huge-sizes", test_huge_sizes);
  g_test_add_func ("/engine/ggf/byte-order-mark", test_byte_order_mark);
  g_test_add_func ("/engine/ggf/trailing-backslash", test_trailing_backslash);
  return g_test_run ();
}
