/* SPDX-License-Identifier: MIT */
/* test-game-file.c: the formats of other programs, told apart by their
 * content: Edax's Othello SGF, WTHOR databases (NBoard's file and one
 * written here byte by byte from the published format), SGF of other
 * games refused with their name, and the kit's Othello SGF read back. */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "game-file.h"
#include "kit-i18n.h"
#include "reversi-error.h"
#include "sgf-tree.h"

static char *
read_record (const char *name, gsize *length)
{
  const char *dir = g_getenv ("KIT_RECORDS_DIR");
  g_assert_nonnull (dir);
  g_autofree char *path = g_build_filename (dir, name, NULL);
  char *data = NULL;
  g_assert_true (g_file_get_contents (path, &data, length, NULL));
  return data;
}

/* Edax 4.6's SGF of a game the kit played: set-up with AB/AW and PL,
 * passes as B[PA], RE[W+32]; it replays to its result. */
static void
test_edax_sgf (void)
{
  gsize length;
  g_autofree char *data = read_record ("edax-1.sgf", &length);
  int gm = 0;
  g_assert_cmpint (game_file_detect (data, length, &gm), ==, GAME_FILE_SGF);
  g_assert_cmpint (gm, ==, GAME_FILE_SGF_OTHELLO);
  GError *error = NULL;
  g_autoptr (GPtrArray) games = game_file_read_games (data, length, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (games->len, ==, 1);
  GgfGame *g = games->pdata[0];
  g_assert_cmpstr (g->result, ==, "-32.000");
  g_assert_true (game_is_over (g->game));
  g_assert_true (ggf_game_check_result (g, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g->game->sasiteretu[0].xy, ==, sashite_from_square (8, 3, 2).xy);   /* d3 */
  int passes = 0;
  for (int i = 0; i < g->game->move_count; i++)
    passes += sashite_is_pass (g->game->sasiteretu[i]);
  g_assert_cmpint (passes, ==, 4);
  /* As the app's chooser lists it: names, place, day, result. */
  g_autofree char *line = game_file_describe_game (g);
  g_assert_cmpstr (line, ==, "? – ?, Edax, 2026-11-26, White won by 32");
  g_assert_false (sgf_has_variations (data, data + length));
}

/* Othello SGF with SGF's own points, two letters as in Go ("fe" is f5:
 * column f, the fifth row from the top), as the SGF specification gives
 * GM[2] and Quarry writes it: the set-up and the moves. */
static void
test_sgf_go_letters (void)
{
  const char *text = "(;FF[4]GM[2]SZ[8]AP[Quarry]PB[Black]PW[White]"
                     "AB[ed][de]AW[dd][ee]PL[B];B[fe];W[df];B[cc];W[dc])";
  GError *error = NULL;
  g_autoptr (GPtrArray) games = game_file_read_games (text, strlen (text), &error);
  g_assert_no_error (error);
  g_assert_cmpuint (games->len, ==, 1);
  g_autofree char *moves = game_record_to_text (((GgfGame *) games->pdata[0])->game);
  g_assert_cmpstr (moves, ==, "f5 d6 c3 d3");
}

/* Variations (trees inside a tree) are told from a collection of games
 * (trees one after the other) and from brackets in a comment. */
static void
test_sgf_variations (void)
{
  const char *texts[] = { "(;GM[2];B[d3](;W[c3])(;W[e3]))", "(;GM[2];B[d3])(;GM[2];B[c4])",
                          "(;GM[2]C[a (b) \\] (c];B[d3])" };
  const gboolean want[] = { TRUE, FALSE, FALSE };
  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    g_assert_cmpint (sgf_has_variations (texts[i], texts[i] + strlen (texts[i])), ==, want[i]);
}

/* The kit's SGF reads back as the same game, on every size, passes
 * and an unfinished game included; Edax's layout (moves in nodes). */
static void
test_sgf_round_trip (void)
{
  GRand *rand = g_rand_new_with_seed (27);
  for (int size = 4; size <= 10; size += 2) {
    Game *game = game_new (size, FALSE, NULL, NULL);
    while (!game_is_over (game) && game->move_count < size * size - (size == 10 ? 30 : 0)) {
      Sashite moves[MAX_SASHITE];
      int n = kyokumen_generate_moves (&game->kyokumen, moves);
      g_assert_true (game_play (game, n ? moves[g_rand_int_range (rand, 0, n)] : sashite_pass (), NULL));
    }
    g_autofree char *text = game_file_format_sgf (game, "Taro]", "Edax", "2026-11-27");
    g_assert_cmpint (game_file_detect (text, strlen (text), NULL), ==, GAME_FILE_SGF);
    GError *error = NULL;
    g_autoptr (GPtrArray) back = game_file_read_games (text, strlen (text), &error);
    g_assert_no_error (error);
    GgfGame *g = back->pdata[0];
    g_assert_cmpstr (g->black_name, ==, "Taro]");
    g_assert_cmpint (g->game->move_count, ==, game->move_count);
    g_assert_true (kyokumen_equal_position (&g->game->kyokumen, &game->kyokumen));
    g_assert_true (ggf_game_check_result (g, NULL));
    game_free (game);
  }
  g_rand_free (rand);
}

/* Not Othello: the reason names the game; a game SGF has no number
 * for is said to have none. */
static void
test_sgf_other_games (void)
{
  static const struct { const char *text, *named; } other[] = {
    { "(;FF[4]GM[1]SZ[9]KM[6.5];B[ee];W[cc])", "Go" },
    { "(;FF[4]SZ[19];B[pd])", "Go" },   /* no GM: Go, as SGF says */
    { "(;FF[4]GM[3];W[e2e4])", "Chess" },
    { "(;FF[4]GM[99])", "GM[99]" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (other); i++) {
    GError *error = NULL;
    g_assert_cmpint (game_file_detect (other[i].text, strlen (other[i].text), NULL), ==,
                     GAME_FILE_SGF);
    g_assert_null (game_file_read_games (other[i].text, strlen (other[i].text), &error));
    g_assert_nonnull (strstr (error->message, other[i].named));
    g_clear_error (&error);
  }
  g_autofree char *kalah = game_file_sgf_no_such_game ("Kalah");
  g_assert_nonnull (strstr (kalah, "Kalah"));
  g_assert_nonnull (strstr (kalah, "GM["));
  /* The kit's own texts are the kit's: GGF is GGF. */
  const char *record = "Reversi game record 1\nSize: 8\n";
  g_assert_cmpint (game_file_detect (record, strlen (record), NULL), ==, GAME_FILE_KIT);
  const char *ggf = "(;GM[Othello]BO[8 ---------------------------O*------*O--------------------------- *];)";
  g_assert_cmpint (game_file_detect (ggf, strlen (ggf), NULL), ==, GAME_FILE_GGF);
}

/* A WTHOR file written here from the published format: header of 16
 * bytes, 68-byte records, moves as 10 x row + column, no passes. */
static GByteArray *
wthor_file (const char *const *games, guint n_games)
{
  GByteArray *out = g_byte_array_new ();
  guint8 header[16] = { 20, 26, 11, 27, 0, 0, 0, 0, 0, 0, 0xea, 0x07, 8, 0, 22, 0 };
  header[4] = (guint8) n_games;
  g_byte_array_append (out, header, 16);
  for (guint g = 0; g < n_games; g++) {
    guint8 record[68] = { 0 };
    record[0] = 7;                  /* tournament 7 */
    record[2] = (guint8) (g + 1);   /* Black: player g + 1 */
    record[4] = 200;                /* White: player 200 */
    g_auto (GStrv) moves = g_strsplit (games[g], " ", -1);
    Game *game = game_new (8, FALSE, NULL, NULL);
    int m = 0;
    for (int i = 0; moves[i]; i++) {
      g_assert_true (game_play_notation (game, moves[i], NULL));
      if (strcmp (moves[i], "pass") != 0)
        record[8 + m++] = (guint8) (10 * (moves[i][1] - '0') + (moves[i][0] - 'a' + 1));
    }
    record[6] = (guint8) (game->kyokumen.ishisuu[0]);
    if (game_is_over (game)) {
      int black = game->kyokumen.ishisuu[0], white = game->kyokumen.ishisuu[1];
      int empties = 64 - black - white;
      record[6] = (guint8) (black > white ? black + empties : black < white ? black : black + empties / 2);
    }
    game_free (game);
    g_byte_array_append (out, record, 68);
  }
  return out;
}

static void
test_wthor (void)
{
  /* Two games: a whole one (NBoard's GGF game, to its end) and one of a
   * few moves. */
  gsize ggf_length;
  g_autofree char *ggf_text = read_record ("nboard-test.ggf", &ggf_length);
  GError *error = NULL;
  g_autoptr (GPtrArray) reference = ggf_parse_all (ggf_text, &error);
  g_assert_no_error (error);
  GgfGame *whole = reference->pdata[0];
  g_autofree char *moves = game_record_to_text (whole->game);
  const char *games[] = { moves, "f5 d6 c3 d3 c4" };
  g_autoptr (GByteArray) file = wthor_file (games, 2);
  g_assert_cmpint (game_file_detect ((char *) file->data, file->len, NULL), ==, GAME_FILE_WTHOR);
  g_autoptr (GPtrArray) read = game_file_read_games ((char *) file->data, file->len, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (read->len, ==, 2);
  for (guint i = 0; i < 2; i++) {
    GgfGame *g = read->pdata[i];
    g_autofree char *text = game_record_to_text (g->game);
    g_assert_cmpstr (text, ==, games[i]);
    g_autofree char *black = g_strdup_printf ("%u", i + 1);
    g_assert_cmpstr (g->black_name, ==, black);
    g_assert_cmpstr (g->white_name, ==, "200");
    g_assert_cmpstr (g->date, ==, "2026");
  }
  g_assert_true (ggf_game_check_result (read->pdata[0], &error));
  g_assert_no_error (error);

  /* NBoard's WTHOR file: its one game (not the one of its GGF file)
   * replays to its end and to the 31 black discs it records. */
  gsize length;
  g_autofree char *wtb = read_record ("nboard-test.WTB", &length);
  g_assert_cmpint (game_file_detect (wtb, length, NULL), ==, GAME_FILE_WTHOR);
  g_autoptr (GPtrArray) nboard = game_file_read_games (wtb, length, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (nboard->len, ==, 1);
  GgfGame *g = nboard->pdata[0];
  g_autofree char *nboard_moves = game_record_to_text (g->game);
  g_assert_true (g_str_has_prefix (nboard_moves, "f5 f4 e3 d2 "));
  g_assert_true (game_is_over (g->game));
  g_assert_cmpint (g->game->kyokumen.ishisuu[0], ==, 31);
  g_assert_cmpstr (g->result, ==, "-2.000");
  g_assert_true (ggf_game_check_result (g, &error));
  g_assert_no_error (error);

  /* A player list (.jou: 20-byte names) is WTHOR but holds no game. */
  guint8 jou[16 + 2 * 20] = { 20, 26, 11, 27, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0 };
  g_assert_cmpint (game_file_detect ((char *) jou, sizeof jou, NULL), ==, GAME_FILE_WTHOR);
  g_assert_null (game_file_read_games ((char *) jou, sizeof jou, &error));
  g_assert_nonnull (strstr (error->message, ".wtb"));
  g_clear_error (&error);
  /* A move that is no square names the game and the move. */
  file->data[16 + 68 + 8 + 2] = 99;
  g_assert_null (game_file_read_games ((char *) file->data, file->len, &error));
  g_assert_nonnull (strstr (error->message, "99"));
  g_assert_nonnull (strstr (error->message, "2"));
  g_clear_error (&error);
  /* Cut short, it is no WTHOR file. */
  g_assert_cmpint (game_file_detect ((char *) file->data, file->len - 1, NULL), ==, GAME_FILE_KIT);
}

/* A WTHOR list of names as the published format has it: the .wtb's
 * 16-byte header with the number of names at byte 8, then each name in
 * ISO-8859-1 ended by zeros, in records of `record` bytes. */
static GByteArray *
wthor_names_file (const char *const *names, guint count, gsize record)
{
  GByteArray *out = g_byte_array_new ();
  guint8 header[16] = { 20, 26, 11, 27, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 };
  header[8] = (guint8) count;
  g_byte_array_append (out, header, 16);
  for (guint i = 0; i < count; i++) {
    g_autofree guint8 *name = g_malloc0 (record);
    gsize written = 0;
    g_autofree char *latin1 = g_convert (names[i], -1, "ISO-8859-1", "UTF-8", NULL, &written, NULL);
    g_assert_nonnull (latin1);
    g_assert_cmpuint (written, <, record);
    memcpy (name, latin1, written);
    g_byte_array_append (out, name, (guint) record);
  }
  return out;
}

/* The names of a WTHOR database's players and tournaments, from the
 * WTHOR.JOU and WTHOR.TRN files written here beside it. */
static void
test_wthor_names (void)
{
  const char *games[] = { "f5 d6 c3 d3 c4", "f5 f6 e6 f4" };
  g_autoptr (GByteArray) wtb = wthor_file (games, 2);   /* Black 1 and 2, White 200, tournament 7 */
  GError *error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("wthor-XXXXXX", &error);
  g_assert_no_error (error);
  g_autofree char *wtb_path = g_build_filename (dir, "WTH_2026.wtb", NULL);
  g_autofree char *jou_path = g_build_filename (dir, "WTHOR.JOU", NULL);
  g_autofree char *trn_path = g_build_filename (dir, "wthor.trn", NULL);
  g_assert_true (g_file_set_contents (wtb_path, (char *) wtb->data, wtb->len, NULL));

  /* No list beside it: the numbers stay, and nothing is wrong. */
  g_autoptr (GPtrArray) read = game_file_read_games ((char *) wtb->data, wtb->len, &error);
  g_assert_no_error (error);
  g_assert_true (game_file_wthor_names_beside (read, wtb_path, &error));
  g_assert_cmpstr (((GgfGame *) read->pdata[0])->black_name, ==, "1");

  const char *players[] = { "Nobody", "Lévy Anne", "Tamaru Takuji" };
  g_autoptr (GByteArray) jou = wthor_names_file (players, 3, 20);
  const char *tournaments[8] = { "a", "b", "c", "d", "e", "f", "g", "Championnat de Paris 2026" };
  g_autoptr (GByteArray) trn = wthor_names_file (tournaments, 8, 26);
  g_assert_true (g_file_set_contents (jou_path, (char *) jou->data, jou->len, NULL));
  g_assert_true (g_file_set_contents (trn_path, (char *) trn->data, trn->len, NULL));
  g_assert_true (game_file_wthor_names_beside (read, wtb_path, &error));
  g_assert_no_error (error);
  GgfGame *first = read->pdata[0], *second = read->pdata[1];
  g_assert_cmpstr (first->black_name, ==, "Lévy Anne");
  g_assert_cmpstr (second->black_name, ==, "Tamaru Takuji");
  /* Player 200 is past the list of 3: its number stays. */
  g_assert_cmpstr (first->white_name, ==, "200");
  g_assert_cmpstr (first->place, ==, "Championnat de Paris 2026");
  /* The line the app's chooser shows for it: WTHOR's date is a year, its
   * result Black's discs (this file's: 6 of 64). */
  g_autofree char *line = game_file_describe_game (first);
  g_assert_cmpstr (line, ==, "Lévy Anne – 200, Championnat de Paris 2026, 2026, White won by 52");

  /* A list whose header gives another count is refused with the file's
   * name, and the games keep their names. */
  jou->data[8] = 4;
  g_assert_true (g_file_set_contents (jou_path, (char *) jou->data, jou->len, NULL));
  g_autoptr (GPtrArray) again = game_file_read_games ((char *) wtb->data, wtb->len, &error);
  g_assert_false (game_file_wthor_names_beside (again, wtb_path, &error));
  g_assert_nonnull (strstr (error->message, "WTHOR.JOU"));
  g_clear_error (&error);
  g_assert_cmpstr (((GgfGame *) again->pdata[0])->black_name, ==, "1");

  g_unlink (wtb_path);
  g_unlink (jou_path);
  g_unlink (trn_path);
  g_rmdir (dir);
}

int
main (int argc, char *argv[])
{
  kit_i18n_init ();
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/game-file/edax-sgf", test_edax_sgf);
  g_test_add_func ("/engine/game-file/sgf-round-trip", test_sgf_round_trip);
  g_test_add_func ("/engine/game-file/sgf-go-letters", test_sgf_go_letters);
  g_test_add_func ("/engine/game-file/sgf-variations", test_sgf_variations);
  g_test_add_func ("/engine/game-file/sgf-other-games", test_sgf_other_games);
  g_test_add_func ("/engine/game-file/wthor", test_wthor);
  g_test_add_func ("/engine/game-file/wthor-names", test_wthor_names);
  return g_test_run ();
}
