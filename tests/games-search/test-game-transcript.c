/* SPDX-License-Identifier: MIT */
/* test-game-transcript.c: games of any GameRules saved as text and read back.
 *
 *   - a Kalah game and a tic-tac-toe game written and read back move for
 *     move, with their players (names with quotes, line breaks, Japanese);
 *   - the players under the game's side names (X, O) and under First and
 *     Second; field names in any case; comments, CRLF, a byte-order mark;
 *   - every refusal names what is wrong, and the line: a missing or
 *     repeated field, an unknown field or game, a move that cannot be
 *     played (with its number), a Length that does not match (a file cut
 *     short), a Result the moves do not reach, settings the caller refuses.
 */
#include <glib.h>
#include <string.h>

#include "game-transcript.h"
#include "kalah.h"
#include "tictactoe.h"

static const GameRules *
find_rules (const char *name)
{
  if (g_strcmp0 (name, "kalah") == 0)
    return kalah_rules ();
  if (g_strcmp0 (name, "tictactoe") == 0)
    return tictactoe_rules ();
  return NULL;
}

/* Accepts "alphabeta:N" and "random" only. */
static gboolean
check_config (const GameRules *rules, const char *config, GError **error)
{
  if (g_str_equal (config, "random") || g_str_has_prefix (config, "alphabeta:"))
    return TRUE;
  g_set_error (error, g_quark_from_static_string ("test-config"), 0, "“%s” is no strategy of %s", config,
               rules->name);
  return FALSE;
}

static GameTranscript *
parse (const char *text, GError **error)
{
  return game_transcript_parse (text, strlen (text), find_rules, check_config, error);
}

static void
play (GamePath *path, const char *moves)
{
  g_auto (GStrv) words = g_strsplit (moves, " ", -1);
  for (int i = 0; words[i]; i++) {
    g_autoptr (GError) error = NULL;
    if (!game_path_play_text (path, words[i], &error))
      g_error ("%s: %s", words[i], error->message);
  }
}

static void
assert_same_moves (const GamePath *a, const GamePath *b)
{
  g_assert_true (a->rules == b->rules);
  g_assert_cmpint (game_path_length (a), ==, game_path_length (b));
  for (int i = 0; i < game_path_length (a); i++)
    g_assert_cmpint (g_array_index (a->moves, int, i), ==, g_array_index (b->moves, int, i));
  g_assert_cmpmem (game_path_current (a), a->rules->position_size, game_path_current (b),
                   b->rules->position_size);
}

static void
test_round_trip_kalah (void)
{
  g_autoptr (GameTranscript) t = game_transcript_new (kalah_rules ());
  game_transcript_set_player (t, 0, FALSE, NULL, "Hanako \"H\" 花子\nline two\t\\");
  game_transcript_set_player (t, 1, TRUE, "alphabeta:6", "alpha-beta, depth 6");
  /* 0 ends in the store: the first player moves again (5). */
  play (t->path, "0 5 9 1");
  g_autofree char *text = game_transcript_format (t);
  g_test_message ("%s", text);
  g_assert_true (g_str_has_prefix (text, GAME_TRANSCRIPT_HEADER "\n"));
  g_assert_nonnull (strstr (text, "\nGame: kalah\n"));
  g_assert_nonnull (strstr (text, "\nFirst: human \"Hanako \\\"H\\\" 花子\\nline two\\t\\\\\"\n"));
  g_assert_nonnull (strstr (text, "\nSecond: computer alphabeta:6 \"alpha-beta, depth 6\"\n"));
  g_assert_nonnull (strstr (text, "\nLength: 4\nMoves: 0 5 9 1\nResult: unfinished\n"));
  g_assert_true (game_transcript_looks_like (text));

  g_autoptr (GError) error = NULL;
  g_autoptr (GameTranscript) back = parse (text, &error);
  g_assert_no_error (error);
  assert_same_moves (t->path, back->path);
  for (int i = 0; i < 2; i++) {
    g_assert_cmpint (back->player[i].is_computer, ==, t->player[i].is_computer);
    g_assert_cmpstr (back->player[i].config, ==, t->player[i].config);
    g_assert_cmpstr (back->player[i].name, ==, t->player[i].name);
  }
}

static void
test_round_trip_finished (void)
{
  g_autoptr (GameTranscript) t = game_transcript_new (tictactoe_rules ());
  /* X takes the diagonal a1 b2 c3. */
  play (t->path, "a1 a2 b2 a3 c3");
  g_autofree char *text = game_transcript_format (t);
  g_assert_nonnull (strstr (text, "\nX: human \"\"\nO: human \"\"\n"));
  g_assert_nonnull (strstr (text, "\nResult: first wins\n"));
  g_autoptr (GError) error = NULL;
  g_autoptr (GameTranscript) back = parse (text, &error);
  g_assert_no_error (error);
  assert_same_moves (t->path, back->path);
}

static void
test_lenient_reading (void)
{
  /* First/Second for X/O, field names in any case, comments, CRLF, a BOM,
   * no Length or Result, no name. */
  const char *text = "\xEF\xBB\xBF# written by hand\r\n\r\ngame: tictactoe\r\n"
                     "FIRST: Human\r\nsecond: COMPUTER random\r\n  # a comment\r\n"
                     "moves:  b2   a1 \r\n";
  g_autoptr (GError) error = NULL;
  g_autoptr (GameTranscript) t = parse (text, &error);
  g_assert_no_error (error);
  g_assert_cmpint (game_path_length (t->path), ==, 2);
  g_assert_false (t->player[0].is_computer);
  g_assert_cmpstr (t->player[0].name, ==, "");
  g_assert_true (t->player[1].is_computer);
  g_assert_cmpstr (t->player[1].config, ==, "random");
  /* The players may go by the game's own side names, read once the Game
   * line (here after them) says which game it is. */
  /* Blanks that run on between the words, as when columns are aligned
   * with tabs (such a line was once freed twice). */
  g_autoptr (GameTranscript) aligned =
      parse ("Game:\ttictactoe\nX:\thuman  \t \"Taro\"\nO:\t computer \t random\t\"\"\nMoves: b2\n",
             &error);
  g_assert_no_error (error);
  g_assert_cmpstr (aligned->player[0].name, ==, "Taro");
  g_assert_cmpstr (aligned->player[1].config, ==, "random");
  g_autoptr (GameTranscript) sides =
      parse ("o: computer random\nX: human \"Hanako\"\nGame: tictactoe\nMoves: b2\n", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (sides->player[0].name, ==, "Hanako");
  g_assert_true (sides->player[1].is_computer);
  g_assert_false (game_transcript_looks_like ("# Reversi game record (reversi-kit)\nSize: 8\n"
                                              "Black: human \"a\"\nWhite: human \"b\"\nMoves: f5\n"));
}

/* text must be refused with code, and the message must hold each part. */
static void
assert_refused (const char *text, GameTranscriptError code, const char *const *parts)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GameTranscript) t = parse (text, &error);
  g_assert_null (t);
  g_assert_error (error, GAME_TRANSCRIPT_ERROR, (int) code);
  g_test_message ("refused: %s", error->message);
  for (int i = 0; parts[i]; i++)
    if (!strstr (error->message, parts[i]))
      g_error ("the message “%s” does not say “%s”", error->message, parts[i]);
}

#define PARTS(...) ((const char *const[]) { __VA_ARGS__, NULL })

static void
test_refusals (void)
{
  assert_refused ("Game: kalah\nFirst: human\nMoves: 2\n", GAME_TRANSCRIPT_ERROR_SYNTAX,
                  PARTS ("no Second line"));
  assert_refused ("Game: kalah\nFirst: human\nSecond: human\nFirst: human\nMoves:\n",
                  GAME_TRANSCRIPT_ERROR_SYNTAX, PARTS ("Line 4", "twice"));
  assert_refused ("Game: kalah\nFirst: human\nSecond: human\nSize: 8\nMoves:\n",
                  GAME_TRANSCRIPT_ERROR_SYNTAX, PARTS ("Line 4", "“Size”"));
  assert_refused ("Game: chess\nFirst: human\nSecond: human\nMoves:\n",
                  GAME_TRANSCRIPT_ERROR_GAME, PARTS ("Line 1", "“chess”"));
  assert_refused ("Game: kalah\nFirst: robot\nSecond: human\nMoves:\n",
                  GAME_TRANSCRIPT_ERROR_SYNTAX, PARTS ("Line 2", "human"));
  assert_refused ("Game: kalah\nFirst: human \"open\nSecond: human\nMoves:\n",
                  GAME_TRANSCRIPT_ERROR_SYNTAX, PARTS ("Line 2", "double quote"));
  assert_refused ("Game: kalah\nFirst: human\nSecond: computer minimax:3\nMoves:\n",
                  GAME_TRANSCRIPT_ERROR_PLAYER, PARTS ("Line 3", "minimax:3"));
  /* Pit 9 is the second player's: after 0 (an extra turn), 5 and 9 the first
   * player is to move. */
  assert_refused ("Game: kalah\nFirst: human\nSecond: human\n\nMoves: 0 5 9 9\n",
                  GAME_TRANSCRIPT_ERROR_MOVES, PARTS ("Line 5", "move 4", "“9”", "Pit 9"));
  assert_refused ("Game: tictactoe\nX: human\nO: human\nMoves: b2 d4\n",
                  GAME_TRANSCRIPT_ERROR_MOVES, PARTS ("Line 4", "move 2", "“d4”"));
  assert_refused ("Game: tictactoe\nX: human\nO: human\nLength: 3\nMoves: b2 a1\n",
                  GAME_TRANSCRIPT_ERROR_MOVES, PARTS ("Line 4", "3", "2", "cut"));
  assert_refused ("Game: tictactoe\nX: human\nO: human\nLength: two\nMoves: b2 a1\n",
                  GAME_TRANSCRIPT_ERROR_SYNTAX, PARTS ("Line 4", "Length"));
  assert_refused ("Game: tictactoe\nX: human\nO: human\nMoves: b2 a1\nResult: first wins\n",
                  GAME_TRANSCRIPT_ERROR_MOVES, PARTS ("Line 5", "first wins", "unfinished"));
  assert_refused ("Game: tictactoe\nX: human\nO: human\nMoves: b2\nResult: X won\n",
                  GAME_TRANSCRIPT_ERROR_SYNTAX, PARTS ("Line 5", "Result"));
  assert_refused ("Game: tictactoe\nX: human \"\xff\"\nO: human\nMoves:\n",
                  GAME_TRANSCRIPT_ERROR_SYNTAX, PARTS ("UTF-8"));
  /* Another game's side names are no fields here. */
  assert_refused ("Game: kalah\nX: human\nO: human\nMoves:\n", GAME_TRANSCRIPT_ERROR_SYNTAX,
                  PARTS ("Line 2", "“X”"));
  assert_refused ("Game: tictactoe\nX: human\nFirst: human\nO: human\nMoves:\n",
                  GAME_TRANSCRIPT_ERROR_SYNTAX, PARTS ("Line 2", "twice"));
  assert_refused ("Game: tictactoe\nX: human\nO: human\nColour: red\nMoves:\n",
                  GAME_TRANSCRIPT_ERROR_SYNTAX, PARTS ("Line 4", "“Colour”"));
  assert_refused ("X: human\nO: human\nMoves:\n", GAME_TRANSCRIPT_ERROR_SYNTAX,
                  PARTS ("no Game line"));
  assert_refused ("Game kalah\n", GAME_TRANSCRIPT_ERROR_SYNTAX, PARTS ("Line 1", "Field: value"));
}

/* How the app tells a transcript from a Reversi record or GGF: by its
 * Game line, wherever it is.  A byte-order mark before the first line
 * (Windows Notepad writes one) and any number of comment lines before
 * Game once made a valid transcript look like a Reversi record, which
 * was then refused as a bad one. */
static void
test_looks_like (void)
{
  const char *body = "Game: tictactoe\nX: human \"a\"\nO: human \"b\"\nMoves: b2\n";
  g_assert_true (game_transcript_looks_like (body));
  g_autofree char *with_bom = g_strconcat ("\xEF\xBB\xBF", body, NULL);
  g_assert_true (game_transcript_looks_like (with_bom));
  g_autoptr (GError) error = NULL;
  g_autoptr (GameTranscript) t = parse (with_bom, &error);
  g_assert_no_error (error);
  g_assert_cmpint (game_path_length (t->path), ==, 1);

  for (int before = 60; before <= 200; before += 70) {
    GString *s = g_string_new ("\xEF\xBB\xBF# Game record (reversi-kit)\n");
    for (int i = 0; i < before; i++)
      g_string_append (s, i % 3 == 0 ? "\n" : i % 3 == 1 ? "# a comment\n" : "  \t\r\n");
    g_string_append (s, body);
    g_assert_true (game_transcript_looks_like (s->str));
    g_autoptr (GameTranscript) many = parse (s->str, &error);
    g_assert_no_error (error);
    g_assert_cmpint (game_path_length (many->path), ==, 1);
    g_string_free (s, TRUE);
  }
  /* A comment that names a game is no Game line; nor is "Games:". */
  g_assert_false (game_transcript_looks_like ("\xEF\xBB\xBF# Game: tictactoe\nSize: 8\n"));
  g_assert_false (game_transcript_looks_like ("Games: 3\n"));
  g_assert_true (game_transcript_looks_like ("  GAME\t: kalah\n"));
  /* Any blank the parser strips around the field's name. */
  g_assert_true (game_transcript_looks_like ("\r\fgame \f\r: kalah\n"));
}

/* A name that ends in a backslash: written and read back the same, and,
 * written by hand with that backslash before the closing quote, refused
 * with a message instead of a GLib warning (g_strcompress warned on a
 * trailing backslash; g_test_init makes warnings fatal). */
static void
test_trailing_backslash (void)
{
  const char *names[] = { "\\", "Taro\\", "C:\\dir\\\\", "花子\\\"\\" };
  for (guint i = 0; i < G_N_ELEMENTS (names); i++) {
    g_autoptr (GameTranscript) t = game_transcript_new (tictactoe_rules ());
    game_transcript_set_player (t, 0, FALSE, NULL, names[i]);
    game_transcript_set_player (t, 1, TRUE, "random", names[i]);
    g_autofree char *text = game_transcript_format (t);
    g_autoptr (GError) error = NULL;
    g_autoptr (GameTranscript) back = parse (text, &error);
    g_assert_no_error (error);
    g_assert_cmpstr (back->player[0].name, ==, names[i]);
    g_assert_cmpstr (back->player[1].name, ==, names[i]);
  }
  assert_refused ("Game: tictactoe\nX: human \"Taro\\\"\nO: human\nMoves:\n",
                  GAME_TRANSCRIPT_ERROR_SYNTAX, PARTS ("Line 2", "backslash"));
  assert_refused ("Game: tictactoe\nX: human\nO: computer random \"\\\"\nMoves:\n",
                  GAME_TRANSCRIPT_ERROR_SYNTAX, PARTS ("Line 3", "backslash"));
  assert_refused ("Game: tictactoe\nX: human \"a\\\\\\\"\nO: human\nMoves:\n",
                  GAME_TRANSCRIPT_ERROR_SYNTAX, PARTS ("Line 2", "backslash"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/game-transcript/round-trip-kalah", test_round_trip_kalah);
  g_test_add_func ("/game-transcript/round-trip-finished", test_round_trip_finished);
  g_test_add_func ("/game-transcript/lenient-reading", test_lenient_reading);
  g_test_add_func ("/game-transcript/refusals", test_refusals);
  g_test_add_func ("/game-transcript/looks-like", test_looks_like);
  g_test_add_func ("/game-transcript/trailing-backslash", test_trailing_backslash);
  return g_test_run ();
}
