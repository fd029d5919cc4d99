/* SPDX-License-Identifier: MIT */
/* test-game-files.c: a game's records in files, whichever the game
 * (app/reversi-game-files.h), without a display.
 *
 * The window asks these functions and never which game is on show, so
 * what it offers and does is checked here: the formats Save As offers
 * each game; each game's text by the file name's extension, another
 * game's format refused with the reason; a file's games read back by
 * content (the kit's record and transcripts, GGF of one game and of
 * several, Othello's and Go's SGF) and opened with the window's players
 * where the file names none; Paste a Position (Reversi's only) in place
 * or as a new game, bad text refused with nothing changed; and the
 * state file's keys of each kind of game.
 */
#include <locale.h>
#include <string.h>

#include "reversi-common-setup.h"
#include "reversi-game-catalog.h"
#include "reversi-game-files.h"
#include "reversi-reversi-game.h"

/* A GGF game whose White is not named ("?"): White stays the window's. */
#define GGF_GAME                                                                         \
  "(;GM[Othello]PC[test]PB[edax]PW[?]"                                                   \
  "BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *]"    \
  "B[F5//1.0]W[d6]B[c3]W[D3];)"

/* A new game of Reversi, 8x8, Black a person, White the course's
 * alpha-beta at depth 3. */
static ReversiGameSession *
new_reversi (ReversiGameSetup *setup)
{
  reversi_game_setup_init (setup);
  setup->side[1].is_computer = TRUE;
  g_assert_true (player_config_from_text (&setup->side[1].config, "alphabeta:3", NULL));
  g_autoptr (GError) error = NULL;
  ReversiGameSession *session = reversi_game_session_new_reversi (setup, &error);
  g_assert_no_error (error);
  return session;
}

/* A new game of id with its default players, or NULL when this build
 * has no such game (the student handout). */
static ReversiGameSession *
new_common (const char *id)
{
  const ReversiGameInfo *game = reversi_game_find (id);
  if (!game)
    return NULL;
  ReversiCommonSetup setup;
  reversi_common_setup_init (&setup, game);
  ReversiGameSession *session = reversi_game_session_new (&setup);
  reversi_common_setup_clear (&setup);
  return session;
}

/* text read back as a file of one game, opened with on_show. */
static ReversiGameSession *
read_one (const char *path, const char *text, ReversiGameSession *on_show, gconstpointer remembered)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (ReversiFileGames) file = reversi_file_games_read (path, text, strlen (text), &error);
  g_assert_no_error (error);
  g_assert_cmpuint (reversi_file_games_count (file), ==, 1);
  g_assert_true (reversi_file_games_writable (file));
  ReversiGameSession *session = reversi_file_games_open (file, 0, on_show, remembered, &error);
  g_assert_no_error (error);
  return session;
}

static void
assert_formats (ReversiGameSession *session, const char *expected)
{
  g_auto (GStrv) formats = reversi_game_files_formats (session);
  g_autofree char *joined = g_strjoinv (" ", formats);
  g_assert_cmpstr (joined, ==, expected);
}

/* Reversi: GGF and SGF besides the kit's record, each read back. */
static void
test_reversi_formats (void)
{
  ReversiGameSetup setup;
  g_autoptr (ReversiGameSession) session = new_reversi (&setup);
  assert_formats (session, "ggf sgf");
  g_autofree char *label = reversi_game_files_format_label ("ggf");
  g_assert_cmpstr (label, ==, "GGF (.ggf)");
  ReversiGameSession *replacement = NULL;
  g_autoptr (GError) error = NULL;
  g_assert_true (reversi_game_files_paste (session, "f5d6c3", &replacement, &error));
  g_assert_no_error (error);
  g_assert_null (replacement);
  g_assert_cmpint (reversi_game_session_get_length (session), ==, 3);

  /* Each format by the name's extension, in any letter case. */
  g_autofree char *ggf = reversi_game_files_text_for (session, "/tmp/a.GGF", "reversi", &error);
  g_assert_no_error (error);
  g_assert_true (g_str_has_prefix (ggf, "(;GM[Othello]"));
  g_autofree char *sgf = reversi_game_files_text_for (session, "/tmp/a.sgf", "reversi", &error);
  g_assert_nonnull (strstr (sgf, "GM[2]"));
  g_autofree char *record = reversi_game_files_text_for (session, "/tmp/a.reversi", "reversi",
                                                         &error);
  g_autofree char *own = reversi_game_session_to_text (session);
  g_assert_cmpstr (record, ==, own);

  /* The record keeps the players; GGF and SGF keep the moves. */
  const char *texts[] = { record, ggf, sgf };
  for (guint i = 0; i < G_N_ELEMENTS (texts); i++) {
    g_autoptr (ReversiGameSession) again = read_one ("/tmp/a", texts[i], NULL, NULL);
    const Game *game = reversi_game_session_get_reversi (again);
    g_assert_nonnull (game);
    g_assert_cmpint (game->move_count, ==, 3);
    g_assert_cmpint (game->sasiteretu[2].xy, ==,
                     reversi_game_session_get_reversi (session)->sasiteretu[2].xy);
  }
  g_autoptr (ReversiGameSession) kept = read_one ("/tmp/a", record, NULL, NULL);
  g_assert_false (reversi_game_session_is_human (kept, 1));
  reversi_game_setup_clear (&setup);
}

/* A GGF game names its players: the side it does not name keeps the
 * window's player, from the game on show or, in another game's window,
 * the players the window remembers. */
static void
test_reversi_other_programs (void)
{
  ReversiGameSetup setup;
  g_autoptr (ReversiGameSession) on_show = new_reversi (&setup);
  g_autoptr (ReversiGameSession) opened = read_one ("/tmp/a.ggf", GGF_GAME, on_show, NULL);
  g_assert_cmpint (reversi_game_session_get_length (opened), ==, 4);
  g_autofree char *black = reversi_game_session_player_name (opened, 0);
  g_assert_cmpstr (black, ==, "edax");
  g_assert_true (reversi_game_session_is_human (opened, 0));
  g_assert_false (reversi_game_session_is_human (opened, 1));
  g_assert_cmpstr (reversi_game_session_get_reversi_setup (opened)->event, ==, "test");

  g_autoptr (ReversiGameSession) tictactoe = new_common ("tictactoe");
  g_autoptr (ReversiGameSession) remembered =
      read_one ("/tmp/a.ggf", GGF_GAME, tictactoe, &setup);
  g_assert_false (reversi_game_session_is_human (remembered, 1));
  g_autoptr (ReversiGameSession) defaults = read_one ("/tmp/a.ggf", GGF_GAME, tictactoe, NULL);
  g_assert_cmpint (reversi_game_session_get_length (defaults), ==, 4);

  /* A file of two games: chosen from by a line each. */
  g_autofree char *two = g_strconcat ("1 ", GGF_GAME, "\n1 ", GGF_GAME, "\n", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (ReversiFileGames) file = reversi_file_games_read ("/tmp/b.ggf", two, strlen (two),
                                                               &error);
  g_assert_no_error (error);
  g_assert_cmpuint (reversi_file_games_count (file), ==, 2);
  g_autofree char *line = reversi_file_games_describe (file, 1);
  g_assert_nonnull (strstr (line, "edax"));
  g_assert_null (reversi_file_games_note (file));
  g_autoptr (ReversiGameSession) second = reversi_file_games_open (file, 1, on_show, NULL, &error);
  g_assert_cmpint (reversi_game_session_get_length (second), ==, 4);

  /* Broken text is refused with the reason. */
  const char *broken[] = { "(;GM[Othello]BO[8 *]B[z9];)", "Black: human\nMoves: z9\n" };
  for (guint i = 0; i < G_N_ELEMENTS (broken); i++) {
    g_assert_null (reversi_file_games_read ("/tmp/c", broken[i], strlen (broken[i]), &error));
    g_assert_nonnull (error);
    g_test_message ("%s: %s", broken[i], error->message);
    g_clear_error (&error);
  }
  reversi_game_setup_clear (&setup);
}

/* Paste a Position: Reversi's only; GGF is a new game; bad text changes
 * nothing. */
static void
test_paste (void)
{
  ReversiGameSetup setup;
  g_autoptr (ReversiGameSession) session = new_reversi (&setup);
  g_autofree char *explanation = reversi_game_files_paste_explanation (session);
  g_assert_nonnull (strstr (explanation, "8×8"));
  ReversiGameSession *replacement = NULL;
  g_autoptr (GError) error = NULL;
  g_assert_false (reversi_game_files_paste (session, "f5 z9", &replacement, &error));
  g_assert_nonnull (error);
  g_assert_null (replacement);
  g_assert_cmpint (reversi_game_session_get_length (session), ==, 0);
  g_clear_error (&error);
  g_assert_true (reversi_game_files_paste (session, GGF_GAME, &replacement, &error));
  g_assert_no_error (error);
  g_autoptr (ReversiGameSession) pasted = replacement;
  g_assert_cmpint (reversi_game_session_get_length (pasted), ==, 4);
  g_assert_false (reversi_game_session_is_human (pasted, 1));

  g_autoptr (ReversiGameSession) tictactoe = new_common ("tictactoe");
  g_assert_null (reversi_game_files_paste_explanation (tictactoe));
  reversi_game_setup_clear (&setup);
}

/* The GameRules games: their transcript, Go also SGF; GGF and SGF
 * refused where the game has no place in them. */
static void
test_common_formats (void)
{
  g_autoptr (ReversiGameSession) tictactoe = new_common ("tictactoe");
  assert_formats (tictactoe, "");
  g_autoptr (GError) error = NULL;
  g_assert_true (reversi_game_session_play (tictactoe, 4, &error));
  g_autofree char *text = reversi_game_files_text_for (tictactoe, "/tmp/t.tictactoe", "tictactoe",
                                                       &error);
  g_assert_no_error (error);
  g_autoptr (ReversiGameSession) again = read_one ("/tmp/t.tictactoe", text, NULL, NULL);
  g_assert_cmpstr (reversi_game_session_get_game (again)->id, ==, "tictactoe");
  g_assert_cmpint (reversi_game_session_get_length (again), ==, 1);
  g_assert_null (reversi_game_files_text_for (tictactoe, "/tmp/t.ggf", "tictactoe", &error));
  g_assert_nonnull (strstr (error->message, "GGF holds Othello games only"));
  g_assert_nonnull (strstr (error->message, ".tictactoe"));
  g_clear_error (&error);
  g_assert_null (reversi_game_files_text_for (tictactoe, "/tmp/t.SGF", "tictactoe", &error));
  g_assert_nonnull (strstr (error->message, "SGF has no game number"));
  g_clear_error (&error);

  g_autoptr (ReversiGameSession) go = new_common ("go-3x3");
  if (!go) {
    g_test_message ("no Go in this build");
    return;
  }
  assert_formats (go, "sgf");
  int move;
  g_assert_true (reversi_game_session_read_move (go, "B2", &move, &error));
  g_assert_true (reversi_game_session_play (go, move, &error));
  g_autofree char *sgf = reversi_game_files_text_for (go, "/tmp/g.sgf", "go", &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (sgf, "GM[1]"));
  g_autoptr (ReversiGameSession) read = read_one ("/tmp/g.sgf", sgf, NULL, NULL);
  g_assert_cmpstr (reversi_game_session_get_game (read)->id, ==, "go-3x3");
  g_assert_cmpint (reversi_game_session_get_length (read), ==, 1);
  g_assert_null (reversi_game_files_text_for (go, "/tmp/g.ggf", "go", &error));
  g_assert_nonnull (error);
}

/* The state file's keys: Reversi's board as the engine writes it, a
 * GameRules game's position as its rules write it. */
static void
test_state_keys (void)
{
  ReversiGameSetup setup;
  g_autoptr (ReversiGameSession) reversi = new_reversi (&setup);
  ReversiGameSession *replacement = NULL;
  g_assert_true (reversi_game_files_paste (reversi, "f5", &replacement, NULL));
  g_autoptr (GString) s = g_string_new (NULL);
  reversi_game_files_state_keys (reversi, 0, s);
  g_assert_nonnull (strstr (s->str, "moves=f5\n"));
  g_assert_nonnull (strstr (s->str, "size=8\nto_move=white\nresult=\n"));
  /* Position 0 on show: the board before f5. */
  g_auto (GStrv) lines = g_strsplit (s->str, "\n", -1);
  const char *board = NULL, *shown = NULL;
  for (int i = 0; lines[i]; i++) {
    if (g_str_has_prefix (lines[i], "board="))
      board = lines[i] + strlen ("board=");
    if (g_str_has_prefix (lines[i], "shown_board="))
      shown = lines[i] + strlen ("shown_board=");
  }
  g_assert_nonnull (board);
  g_assert_nonnull (shown);
  g_assert_cmpstr (board, !=, shown);
  g_assert_cmpuint (strlen (shown), ==, 8 * 8 + 2);   /* the squares, " X" */

  g_autoptr (ReversiGameSession) tictactoe = new_common ("tictactoe");
  g_autoptr (GError) error = NULL;
  g_assert_true (reversi_game_session_play (tictactoe, 4, &error));
  g_string_truncate (s, 0);
  reversi_game_files_state_keys (tictactoe, 1, s);
  g_assert_true (g_str_has_prefix (s->str, "moves="));
  g_assert_nonnull (strstr (s->str, "\nposition="));
  g_assert_nonnull (strstr (s->str, "\nto_move=1\nresult=\n"));
  reversi_game_setup_clear (&setup);
}

int
main (int argc, char **argv)
{
  /* The messages are compared in English. */
  setlocale (LC_ALL, "C.UTF-8");
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/app-core/files/reversi", test_reversi_formats);
  g_test_add_func ("/app-core/files/other-programs", test_reversi_other_programs);
  g_test_add_func ("/app-core/files/paste", test_paste);
  g_test_add_func ("/app-core/files/common", test_common_formats);
  g_test_add_func ("/app-core/files/state-keys", test_state_keys);
  return g_test_run ();
}
