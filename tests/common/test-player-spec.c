/* SPDX-License-Identifier: MIT */
/* test-player-spec.c: the one text form of a player (common/player-spec.h):
 * every form, every error, and the old spellings with their notes. */
#include <locale.h>
#include <string.h>

#include "player-spec.h"

static void
test_words (void)
{
  /* Every word reads back as itself, in any case, with no note. */
  for (int w = 0; w < PLAYER_SPEC_WORD_COUNT; w++) {
    const char *id = player_spec_word_id ((PlayerSpecWord) w);
    g_autofree char *upper = g_ascii_strup (id, -1);
    const char *texts[] = { id, upper };
    for (guint i = 0; i < G_N_ELEMENTS (texts); i++) {
      g_auto (PlayerSpec) spec = { 0 };
      g_autoptr (GError) error = NULL;
      g_assert_true (player_spec_parse (&spec, texts[i], &error));
      g_assert_no_error (error);
      g_assert_cmpint (spec.word, ==, w);
      g_assert_cmpint (spec.field_count, ==, 0);
      g_assert_null (spec.note);
      g_assert_cmpstr (spec.text, ==, texts[i]);
    }
    PlayerSpecWord back;
    g_assert_true (player_spec_word_from_id (id, &back));
    g_assert_cmpint (back, ==, w);
  }
  PlayerSpecWord unused;
  g_assert_false (player_spec_word_from_id ("alpha-beta", &unused));
  g_assert_false (player_spec_word_from_id ("", &unused));
}

static void
test_fields (void)
{
  g_auto (PlayerSpec) spec = { 0 };
  g_assert_true (player_spec_parse (&spec, "alphabeta:6:14:1", NULL));
  g_assert_cmpint (spec.word, ==, PLAYER_SPEC_ALPHA_BETA);
  g_assert_cmpint (spec.field_count, ==, 3);
  int depth = -1, perfect = -1, eval = -1;
  g_assert_true (player_spec_read_number (&spec, PLAYER_SPEC_DEPTH, 1, 60, FALSE, &depth, NULL));
  g_assert_true (
      player_spec_read_number (&spec, PLAYER_SPEC_PERFECT_EMPTIES, 0, 100, FALSE, &perfect, NULL));
  g_assert_true (player_spec_read_number (&spec, PLAYER_SPEC_EVAL_INDEX, 0, 3, FALSE, &eval, NULL));
  g_assert_cmpint (depth, ==, 6);
  g_assert_cmpint (perfect, ==, 14);
  g_assert_cmpint (eval, ==, 1);
  g_assert_true (player_spec_check_fields (&spec, 3, NULL));
  player_spec_clear (&spec);

  /* Spaces around a field are read past; a field left out keeps the value. */
  g_assert_true (player_spec_parse (&spec, " minimax : 4 ", NULL));
  g_assert_cmpint (spec.word, ==, PLAYER_SPEC_MINIMAX);
  g_assert_cmpint (spec.field_count, ==, 1);
  depth = 0;
  perfect = 7;
  g_assert_true (player_spec_read_number (&spec, PLAYER_SPEC_DEPTH, 1, 60, FALSE, &depth, NULL));
  g_assert_true (
      player_spec_read_number (&spec, PLAYER_SPEC_PERFECT_EMPTIES, 0, 100, FALSE, &perfect, NULL));
  g_assert_cmpint (depth, ==, 4);
  g_assert_cmpint (perfect, ==, 7);
  player_spec_clear (&spec);

  /* end: to the end of the game, where the program allows it. */
  g_assert_true (player_spec_parse (&spec, "ordered:end", NULL));
  g_assert_cmpint (spec.word, ==, PLAYER_SPEC_ORDERED);
  g_assert_true (player_spec_read_number (&spec, PLAYER_SPEC_DEPTH, 1, 60, TRUE, &depth, NULL));
  g_assert_cmpint (depth, ==, PLAYER_SPEC_END);
  player_spec_clear (&spec);
  g_assert_true (player_spec_parse (&spec, "alphabeta:END", NULL));
  g_assert_true (player_spec_read_number (&spec, PLAYER_SPEC_DEPTH, 1, 60, TRUE, &depth, NULL));
  g_assert_cmpint (depth, ==, PLAYER_SPEC_END);
}

static void
test_human (void)
{
  g_auto (PlayerSpec) spec = { 0 };
  g_assert_true (player_spec_parse (&spec, "human", NULL));
  g_assert_cmpint (spec.word, ==, PLAYER_SPEC_HUMAN);
  g_assert_cmpstr (spec.name, ==, "");
  player_spec_clear (&spec);
  /* The name is the rest of the text, colons and all. */
  g_assert_true (player_spec_parse (&spec, "Human:Ann: 2nd try", NULL));
  g_assert_cmpint (spec.word, ==, PLAYER_SPEC_HUMAN);
  g_assert_cmpstr (spec.name, ==, "Ann: 2nd try");
  g_assert_cmpint (spec.field_count, ==, 0);
  g_assert_null (spec.note);
}

/* text is refused with code, a message holding says, and spec cleared. */
static void
assert_refused (const char *text, int code, const char *says)
{
  PlayerSpec spec;
  g_autoptr (GError) error = NULL;
  g_assert_false (player_spec_parse (&spec, text, &error));
  g_assert_error (error, PLAYER_SPEC_ERROR, code);
  if (!strstr (error->message, says))
    g_error ("“%s”: “%s” does not say “%s”", text, error->message, says);
  g_assert_null (spec.text);
  g_assert_null (spec.note);
  for (int i = 0; i < PLAYER_SPEC_FIELD_COUNT; i++)
    g_assert_null (spec.fields[i]);
}

static void
test_syntax_errors (void)
{
  assert_refused ("", PLAYER_SPEC_ERROR_SYNTAX, "is not a player");
  assert_refused (NULL, PLAYER_SPEC_ERROR_SYNTAX, "is not a player");
  assert_refused ("negascout:3", PLAYER_SPEC_ERROR_SYNTAX, "the words are human, random");
  assert_refused (":6", PLAYER_SPEC_ERROR_SYNTAX, "is not a player");
  assert_refused ("alphabeta:6:14:1:2", PLAYER_SPEC_ERROR_SYNTAX, "4 fields");
  assert_refused ("alphabeta:", PLAYER_SPEC_ERROR_SYNTAX, "the depth is empty");
  assert_refused ("alphabeta:6::1", PLAYER_SPEC_ERROR_SYNTAX, "the perfect-search empties is empty");
  assert_refused ("perfect:3", PLAYER_SPEC_ERROR_SYNTAX, "perfect takes no numbers");
}

/* field 0 of text read with the range and end_allowed fails with code and
 * says, and leaves the value alone. */
static void
assert_number_refused (const char *text, int min, int max, gboolean end_allowed, int code,
                       const char *says)
{
  g_auto (PlayerSpec) spec = { 0 };
  g_assert_true (player_spec_parse (&spec, text, NULL));
  g_autoptr (GError) error = NULL;
  int value = -7;
  g_assert_false (
      player_spec_read_number (&spec, PLAYER_SPEC_DEPTH, min, max, end_allowed, &value, &error));
  g_assert_error (error, PLAYER_SPEC_ERROR, code);
  if (!strstr (error->message, says))
    g_error ("“%s”: “%s” does not say “%s”", text, error->message, says);
  g_assert_cmpint (value, ==, -7);
}

static void
test_number_errors (void)
{
  assert_number_refused ("alphabeta:x", 1, 60, FALSE, PLAYER_SPEC_ERROR_NUMBER,
                         "the depth “x” is not a whole number");
  assert_number_refused ("alphabeta:x", 1, 60, TRUE, PLAYER_SPEC_ERROR_NUMBER,
                         "neither a whole number nor “end”");
  assert_number_refused ("alphabeta:-3", 1, 60, FALSE, PLAYER_SPEC_ERROR_NUMBER, "“-3”");
  assert_number_refused ("alphabeta:6x", 1, 60, FALSE, PLAYER_SPEC_ERROR_NUMBER, "“6x”");
  assert_number_refused ("alphabeta:99999999999", 1, 60, FALSE, PLAYER_SPEC_ERROR_NUMBER,
                         "not a whole number");
  assert_number_refused ("alphabeta:0", 1, 60, FALSE, PLAYER_SPEC_ERROR_RANGE,
                         "the depth must be from 1 to 60, not 0");
  assert_number_refused ("alphabeta:61", 1, 60, TRUE, PLAYER_SPEC_ERROR_RANGE,
                         "from 1 to 60, or “end”, not 61");
  assert_number_refused ("alphabeta:end", 1, 30, FALSE, PLAYER_SPEC_ERROR_RANGE,
                         "cannot be “end” here: give a number from 1 to 30");

  g_auto (PlayerSpec) spec = { 0 };
  g_autoptr (GError) error = NULL;
  g_assert_true (player_spec_parse (&spec, "alphabeta:6:14", NULL));
  g_assert_false (player_spec_check_fields (&spec, 1, &error));
  g_assert_error (error, PLAYER_SPEC_ERROR, PLAYER_SPEC_ERROR_SYNTAX);
  g_assert_nonnull (strstr (error->message, "alphabeta takes 1 number here"));
  g_clear_error (&error);
  g_assert_false (player_spec_check_fields (&spec, 0, &error));
  g_assert_nonnull (strstr (error->message, "takes no numbers here"));
  g_clear_error (&error);
  int depth = 3;
  g_assert_false (player_spec_read_depth (&spec, 1, 60, TRUE, &depth, &error));
  g_assert_error (error, PLAYER_SPEC_ERROR, PLAYER_SPEC_ERROR_SYNTAX);
  g_clear_error (&error);
  g_assert_cmpint (depth, ==, 3);
  player_spec_clear (&spec);
  g_assert_true (player_spec_parse (&spec, "ordered:end", NULL));
  g_assert_true (player_spec_read_depth (&spec, 1, 60, TRUE, &depth, &error));
  g_assert_cmpint (depth, ==, PLAYER_SPEC_END);
  g_assert_false (player_spec_read_depth (&spec, 1, 60, FALSE, &depth, &error));
  g_assert_error (error, PLAYER_SPEC_ERROR, PLAYER_SPEC_ERROR_RANGE);
  g_clear_error (&error);

  const PlayerSpecWord words[] = { PLAYER_SPEC_HUMAN, PLAYER_SPEC_RANDOM };
  player_spec_refuse_word (&spec, "tictactoe-play", words, G_N_ELEMENTS (words), &error);
  g_assert_error (error, PLAYER_SPEC_ERROR, PLAYER_SPEC_ERROR_STRATEGY);
  g_assert_cmpstr (error->message, ==,
                   "tictactoe-play has no player “ordered”; it has human, random.");
}

static void
test_old_spellings (void)
{
  struct {
    const char *text;
    PlayerSpecWord word;
    int field_count;
    const char *now;
  } old[] = {
    /* the app's other games, games-play and tictactoe-play read it */
    { "alpha-beta", PLAYER_SPEC_ALPHA_BETA, 0, "alphabeta" },
    { "Alpha-Beta:6", PLAYER_SPEC_ALPHA_BETA, 1, "alphabeta:6" },
    /* Reversi's records and settings wrote random with unused numbers */
    { "random:4:10:1", PLAYER_SPEC_RANDOM, 0, "random" },
    { "random:2", PLAYER_SPEC_RANDOM, 0, "random" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (old); i++) {
    g_auto (PlayerSpec) spec = { 0 };
    g_autoptr (GError) error = NULL;
    g_assert_true (player_spec_parse (&spec, old[i].text, &error));
    g_assert_no_error (error);
    g_assert_cmpint (spec.word, ==, old[i].word);
    g_assert_cmpint (spec.field_count, ==, old[i].field_count);
    g_autofree char *note =
        g_strdup_printf ("“%s” is an old spelling; write “%s”.", old[i].text, old[i].now);
    g_assert_cmpstr (spec.note, ==, note);
  }
}

/* A program says the note once on standard error, and nothing for text
 * in today's form or text it refused. */
static void
test_print_note (void)
{
  if (g_test_subprocess ()) {
    player_spec_print_note ("prog", "alpha-beta:3");
    player_spec_print_note ("prog", "alphabeta:3");
    player_spec_print_note ("prog", "nosuch");
    player_spec_print_note ("prog", NULL);
    return;
  }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
  g_test_trap_assert_stderr ("prog: note: “alpha-beta:3” is an old spelling; write “alphabeta:3”.\n");
}

int
main (int argc, char **argv)
{
  /* The messages are compared in English. */
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/player-spec/words", test_words);
  g_test_add_func ("/player-spec/fields", test_fields);
  g_test_add_func ("/player-spec/human", test_human);
  g_test_add_func ("/player-spec/syntax-errors", test_syntax_errors);
  g_test_add_func ("/player-spec/number-errors", test_number_errors);
  g_test_add_func ("/player-spec/old-spellings", test_old_spellings);
  g_test_add_func ("/player-spec/print-note", test_print_note);
  return g_test_run ();
}
