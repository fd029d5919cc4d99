/* SPDX-License-Identifier: MIT */
/* test-game-record-refused.c: game records the reader must refuse.
 *
 * Every kind of damage (a wrong field, a wrong move, bytes that are not
 * text, a record cut short) is refused with a message that names the
 * line and what is wrong, and nothing of the game changes.
 */
#include <glib.h>
#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "config.h"
#include "game-record.h"
#include "kit-i18n.h"
#include "record-test-support.h"
#include "reversi-error.h"

static void
test_refused (void)
{
  /* The base itself is good, or the cases below prove nothing. */
  g_autofree char *base = join_lines (base_lines, (int) base_line_count);
  GameRecord *record = game_record_parse (base, strlen (base), check_config, NULL);
  g_assert_nonnull (record);
  game_record_free (record);

  for (guint i = 0; i < bad_record_count; i++) {
    const BadRecord *bad = &bad_records[i];
    g_autofree char *text = bad_text (bad);
    g_autofree char *crlf = to_crlf (text);
    /* A message that names the line names it whatever the line ends
     * and whether the config check is there. */
    GError *error = parse_refused (text, strlen (text), NULL);
    check_bad_message (bad, error->message, TRUE);
    g_clear_error (&error);
    error = parse_refused (crlf, strlen (crlf), check_config);
    check_bad_message (bad, error->message, FALSE);
    g_clear_error (&error);
  }
}

/* Line numbers count every line: comments, blank lines, any order. */
static void
test_refused_line_numbers (void)
{
  static const char text[] =
      "# top\n"                       /* 1 */
      "\n"                            /* 2 */
      "Moves: f5 d6 c3 d3 b9\n"       /* 3 */
      "   # indented\n"               /* 4 */
      "Size: 8\n"                     /* 5 */
      "\r\n"                          /* 6 */
      "Black: human\n"                /* 7 */
      "White: human\n";               /* 8 */
  GError *error = parse_refused (text, strlen (text), NULL);
  g_assert_cmpint (message_line (error->message), ==, 3);
  g_assert_true (mentions_number (error->message, 5));   /* the move's number */
  g_assert_nonnull (strstr (error->message, "b9"));
  g_clear_error (&error);

  /* The 12th move, on line 10 of a longer file. */
  GString *s = g_string_new ("Size: 8\nBlack: human\nWhite: human\n#\n#\n#\n#\n#\n#\nMoves: ");
  Game *game = game_new (8, FALSE, NULL, NULL);
  GRand *rand = g_rand_new_with_seed (3);
  play_random (game, 11, rand);
  g_rand_free (rand);
  g_autofree char *moves = game_record_to_text (game);
  g_string_append_printf (s, "%s i1 h8\n", moves);
  error = parse_refused (s->str, s->len, NULL);
  g_test_message ("%s", error->message);
  g_assert_cmpint (message_line (error->message), ==, 10);
  g_assert_true (mentions_number (error->message, 12));
  g_clear_error (&error);
  g_string_free (s, TRUE);
  game_free (game);
}

/* More moves after the end of a game are refused. */
static void
test_move_after_end (void)
{
  Game *game = finished_game (FALSE, FALSE, 7);
  g_assert_nonnull (game);
  g_autofree char *moves = game_record_to_text (game);
  const char *extra[] = { "pass", "a1", "d4" };
  for (guint i = 0; i < G_N_ELEMENTS (extra); i++) {
    g_autofree char *text = g_strdup_printf ("Size: 8\nBlack: human\nWhite: human\nMoves: %s %s\n",
                                             moves, extra[i]);
    GError *error = parse_refused (text, strlen (text), NULL);
    g_assert_cmpint (message_line (error->message), ==, 4);
    g_assert_true (mentions_number (error->message, game->move_count + 1));
    g_clear_error (&error);
  }
  game_free (game);
}

static void
test_not_utf8 (void)
{
  /* Bytes that are not UTF-8, in the Black line (line 4). */
  static const char latin1[] =
      "# Reversi game record (reversi-kit)\nSize: 8\nRule: normal\nBlack: human \"Jos\xe9\"\n"
      "White: human\nMoves: f5\n";
  GError *error = parse_refused (latin1, strlen (latin1), NULL);
  g_test_message ("not UTF-8: %s", error->message);
  g_assert_nonnull (strstr (error->message, "UTF-8"));
  if (message_line (error->message) != 4)
    g_test_incomplete ("game_record_parse: a file that is not UTF-8 is refused without the "
                       "line of the bad bytes (game-record.h: the message starts with the "
                       "line number)");
  g_clear_error (&error);
}

static void
test_empty_and_too_long (void)
{
  GError *error = NULL;

  /* A NUL byte inside the text. */
  static const char nul[] = "Size: 8\nBlack: human\0\nWhite: human\nMoves:\n";
  error = parse_refused (nul, sizeof nul - 1, NULL);
  g_clear_error (&error);

  /* Empty, blank and comment-only files. */
  const char *empty[] = { "", "\n\n", "# Reversi game record (reversi-kit)\n", "   \r\n\t\n" };
  for (guint i = 0; i < G_N_ELEMENTS (empty); i++) {
    error = parse_refused (empty[i], strlen (empty[i]), NULL);
    g_test_message ("empty: %s", error->message);
    g_assert_nonnull (strstr (error->message, "Size"));
    g_clear_error (&error);
  }
  /* Only `length` bytes are read. */
  error = parse_refused ("Size: 8\nBlack: human\nWhite: human\nMoves:\n", 0, NULL);
  g_clear_error (&error);

  /* Far too long: a valid record padded with comments past 1 MB. */
  g_autofree char *base = join_lines (base_lines, (int) base_line_count);
  GString *big = g_string_new (base);
  while (big->len <= 1024 * 1024)
    g_string_append (big, "# padding padding padding padding padding padding padding\n");
  error = parse_refused (big->str, big->len, NULL);
  g_clear_error (&error);
  /* Under the limit the same padding is only comments. */
  g_string_truncate (big, 1000 * 1000);
  g_string_truncate (big, strrchr (big->str, '\n') + 1 - big->str);
  GameRecord *record = game_record_parse (big->str, big->len, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (record->game->move_count, ==, 5);
  game_record_free (record);
  g_string_free (big, TRUE);
}

/* The doc: "no line has control characters". */
static void
test_other_control_characters (void)
{
  /* DEL and U+0085 (NEXT LINE) are control characters too. */
  const char *lines[] = { "Black: human \"Ta\177ro\"", "Black: human \"Ta\302\205ro\"" };
  for (guint i = 0; i < G_N_ELEMENTS (lines); i++) {
    g_autofree char *text = g_strdup_printf ("Size: 8\n%s\nWhite: human\nMoves:\n", lines[i]);
    GError *error = NULL;
    GameRecord *record = game_record_parse (text, strlen (text), NULL, &error);
    if (record) {
      g_test_incomplete ("game_record_parse (split_fields) only refuses bytes below 0x20: DEL "
                         "and C1 control characters are accepted in a line");
      game_record_free (record);
      continue;
    }
    g_assert_error (error, REVERSI_ERROR, REVERSI_ERROR_FILE);
    g_assert_cmpint (message_line (error->message), ==, 2);
    g_clear_error (&error);
  }
}

/* A size that only looks right after being cut to an int. */
static void
test_size_overflow (void)
{
  const char *sizes[] = { "4294967304", "4294967300", "-4294967288" };
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++) {
    g_autofree char *text = g_strdup_printf ("Size: %s\nBlack: human\nWhite: human\nMoves:\n",
                                             sizes[i]);
    GError *error = NULL;
    GameRecord *record = game_record_parse (text, strlen (text), NULL, &error);
    if (record) {
      g_test_message ("Size: %s was read as %d", sizes[i], record->game->start.size);
      g_test_incomplete ("game_record_parse (parse_size): the long from strtol is cast to int "
                         "before the check, so Size: 4294967304 is read as 8");
      game_record_free (record);
      continue;
    }
    g_assert_error (error, REVERSI_ERROR, REVERSI_ERROR_FILE);
    g_assert_cmpint (message_line (error->message), ==, 1);
    g_clear_error (&error);
  }
}

/* A name the program was given must come back from the file it wrote. */
static void
test_name_with_line_break (void)
{
  const char *names[] = { "Taro\nJiro", "Taro\r", "bell\a" };
  for (guint i = 0; i < G_N_ELEMENTS (names); i++) {
    GameRecord *record = game_record_new ();
    game_record_set_player (record, BLACK, FALSE, NULL, names[i]);
    Game *game = game_new (8, FALSE, NULL, NULL);
    g_assert_true (game_setup_from_moves (game, 8, "f5 d6", NULL));
    game_record_copy_game (record, game);
    g_autofree char *text = game_record_format (record);
    GError *error = NULL;
    GameRecord *back = game_record_parse (text, strlen (text), NULL, &error);
    if (!back) {
      g_test_message ("written:\n%s\nrefused: %s", text, error->message);
      g_test_incomplete ("game_record_format (append_quoted) writes control characters of a "
                         "name (a line break) as they are, so the saved file cannot be read back");
      g_clear_error (&error);
    } else {
      g_assert_cmpstr (back->player[0].name, ==, names[i]);
      assert_same_game (back->game, game);
      game_record_free (back);
    }
    game_record_free (record);
    game_free (game);
  }
}

/* A file cut short anywhere is refused, except where what is left is a
 * whole record: the cut fell after the line break of the Moves line
 * (only the Result line, which the moves give anyway, is missing) or
 * just before the final line break.  A cut between two moves was read
 * as a valid shorter game before records had a Length line. */
static void
test_truncated (void)
{
  for (int size = 4; size <= 10; size += 2) {
    Game *game = finished_game_with_pass (size, FALSE, 900);
    g_assert_nonnull (game);
    GameRecord *record = game_record_new ();
    const PlayerSpec spec[2] = { { FALSE, NULL, "山田 太郎" }, { TRUE, "alphabeta:6:14:1", "kit \"6\"" } };
    set_players (record, spec);
    game_record_copy_game (record, game);
    g_autofree char *text = game_record_format (record);
    gsize length = strlen (text);

    const char *moves_line = strstr (text, "\nMoves: ") + 1;
    gsize moves_start = (gsize) (moves_line - text);
    gsize moves_end = (gsize) (strchr (moves_line, '\n') - text);   /* its '\n' */
    gsize result_end = length - 1;                                   /* the last '\n' */
    g_assert_true (g_str_has_prefix (text + moves_end + 1, "Result: "));

    int accepted = 0;
    for (gsize cut = 0; cut < length; cut++) {
      GError *error = NULL;
      GameRecord *part = game_record_parse (text, cut, NULL, &error);
      if (cut < moves_start + strlen ("Moves:")) {
        /* No Moves field yet. */
        g_assert_null (part);
        g_assert_error (error, REVERSI_ERROR, REVERSI_ERROR_FILE);
        int line = message_line (error->message);
        if (line > 0) {
          int lines_left = 1;
          for (gsize i = 0; i < cut; i++)
            lines_left += text[i] == '\n';
          g_assert_cmpint (line, <=, lines_left);
        }
      } else if (cut <= moves_end) {
        /* Cut in the Moves line, between two moves or inside one: the
         * message names the Moves line and says the file is cut short. */
        g_assert_null (part);
        g_assert_error (error, REVERSI_ERROR, REVERSI_ERROR_FILE);
        g_assert_cmpint (message_line (error->message), ==, MOVES_LINE);
        g_assert_nonnull (strstr (error->message, "cut short"));
      } else if (cut > moves_end + 1 && cut < result_end) {
        /* A Result line cut short never agrees with the moves. */
        g_assert_null (part);
        g_assert_error (error, REVERSI_ERROR, REVERSI_ERROR_FILE);
        g_assert_cmpint (message_line (error->message), ==, RESULT_LINE);
      } else {
        g_assert_no_error (error);
        assert_same_game (part->game, game);
        assert_players (part, spec);
        g_assert_false (part->length_unchecked);
        accepted++;
      }
      g_clear_error (&error);
      game_record_free (part);
    }
    g_assert_cmpint (accepted, ==, 2);
    game_record_free (record);
    game_free (game);
  }
}

/* Records written before Length existed, and records written by hand
 * without it, still load, marked so that a program can say their length
 * was not checked.  Every record the kit writes has it. */
static void
test_without_length (void)
{
  g_autofree char *old = join_lines (base_lines, (int) base_line_count);
  g_assert_null (strstr (old, "Length"));
  GError *error = NULL;
  GameRecord *record = game_record_parse (old, strlen (old), check_config, &error);
  g_assert_no_error (error);
  g_assert_true (record->length_unchecked);
  g_assert_cmpint (record->game->move_count, ==, 5);

  /* Written again, it has a Length line and reads back checked. */
  g_autofree char *text = game_record_format (record);
  g_autofree char *written = field_value (text, "Length");
  g_assert_cmpstr (written, ==, "5");
  GameRecord *again = game_record_parse (text, strlen (text), check_config, &error);
  g_assert_no_error (error);
  g_assert_false (again->length_unchecked);
  assert_same_game (again->game, record->game);
  game_record_free (again);

  /* Cut between two moves, the old record cannot tell: it loads as the
   * shorter game, and the flag is what is left to warn about it. */
  const char *cut_end = strstr (old, " c4\n");
  g_assert_nonnull (cut_end);
  GameRecord *cut = game_record_parse (old, (gsize) (cut_end - old), NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (cut->game->move_count, ==, 4);
  g_assert_true (cut->length_unchecked);
  game_record_free (cut);

  /* A hand-written record may leave forced passes out; its Length
   * counts the moves its Moves line lists. */
  Game *game = finished_game_with_pass (4, FALSE, 900);
  g_assert_nonnull (game);
  g_autofree char *all = game_record_to_text (game);
  g_auto (GStrv) tokens = g_strsplit (all, " ", -1);
  GString *no_passes = g_string_new (NULL);
  int listed = 0;
  for (int i = 0; tokens[i]; i++) {
    if (strcmp (tokens[i], "pass") == 0)
      continue;
    g_string_append_printf (no_passes, "%s%s", listed ? " " : "", tokens[i]);
    listed++;
  }
  g_assert_cmpint (listed, <, game->move_count);
  for (int delta = -1; delta <= 1; delta++) {
    g_autofree char *length_line = g_strdup_printf ("Length: %d", listed + delta);
    g_autofree char *moves_line = g_strdup_printf ("Moves: %s", no_passes->str);
    const char *hand[] = { "Size: 4", "Black: human", "White: human", length_line, moves_line };
    g_autofree char *hand_text = join_lines (hand, G_N_ELEMENTS (hand));
    GameRecord *hand_record = game_record_parse (hand_text, strlen (hand_text), NULL, &error);
    if (delta == 0) {
      g_assert_no_error (error);
      g_assert_false (hand_record->length_unchecked);
      assert_same_game (hand_record->game, game);
      game_record_free (hand_record);
    } else {
      g_assert_null (hand_record);
      g_assert_cmpint (message_line (error->message), ==, 5);
      g_clear_error (&error);
    }
  }
  g_string_free (no_passes, TRUE);
  game_free (game);
  game_record_free (record);
}

/* A message quotes a bad \u{…} escape cut to about 16 bytes; the cut
 * falls between characters, so the message is UTF-8 (it was cut inside
 * "é" before). */
static void
test_messages_are_utf8 (void)
{
  for (int pad = 0; pad < 4; pad++) {
    g_autofree char *filler = g_strnfill ((gsize) pad, 'z');
    g_autofree char *name = g_strdup_printf ("\\u{%séééééééééééé}", filler);
    g_autofree char *black = g_strdup_printf ("Black: human \"%s\"", name);
    const char *lines[] = { "Size: 8", black, "White: human", "Moves: f5" };
    g_autofree char *text = join_lines (lines, G_N_ELEMENTS (lines));
    GError *error = parse_refused (text, strlen (text), NULL);
    g_assert_true (g_utf8_validate (error->message, -1, NULL));
    g_assert_cmpint (message_line (error->message), ==, 2);
    g_assert_nonnull (strstr (error->message, "\\u{"));
    g_error_free (error);
  }
}

/* Loading reads a regular file only, and at most 1 MB and a byte of it:
 * a device that never ends or a pipe nobody writes to is refused at
 * once instead of hanging the program or filling its memory. */
static void
test_load_devices_and_pipes (void)
{
  GError *error = NULL;
  const char *devices[] = { "/dev/zero", "/dev/urandom" };
  for (guint i = 0; i < G_N_ELEMENTS (devices); i++) {
    if (!g_file_test (devices[i], G_FILE_TEST_EXISTS))
      continue;
    gint64 start = g_get_monotonic_time ();
    g_assert_null (game_record_load (devices[i], NULL, &error));
    g_assert_error (error, REVERSI_ERROR, REVERSI_ERROR_FILE);
    g_assert_nonnull (strstr (error->message, devices[i]));
    /* The kit's one reader (common/text-file.h) said it. */
    g_assert_nonnull (strstr (error->message, "it is a device, a pipe or a socket, not a file."));
    g_assert_true (g_utf8_validate (error->message, -1, NULL));
    g_clear_error (&error);
    g_assert_cmpint (g_get_monotonic_time () - start, <, 5 * G_USEC_PER_SEC);
  }

  g_autofree char *dir = g_dir_make_tmp ("record-pipe-XXXXXX", NULL);
  g_assert_nonnull (dir);
  g_autofree char *fifo = g_build_filename (dir, "pipe.reversi", NULL);
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  g_assert_null (game_record_load (fifo, NULL, &error));
  g_assert_error (error, REVERSI_ERROR, REVERSI_ERROR_FILE);
  g_assert_nonnull (strstr (error->message, "it is a device, a pipe or a socket, not a file."));
  g_clear_error (&error);
  g_assert_null (game_record_load (dir, NULL, &error));
  g_assert_error (error, REVERSI_ERROR, REVERSI_ERROR_FILE);
  g_assert_nonnull (strstr (error->message, "it is a folder."));
  g_clear_error (&error);

  /* A file over 1 MB is read only so far, and refused. */
  g_autofree char *big = g_build_filename (dir, "big.reversi", NULL);
  gsize big_size = 3 * 1024 * 1024;
  g_autofree char *zeros = g_malloc0 (big_size);
  memset (zeros, '#', big_size);
  g_assert_true (g_file_set_contents (big, zeros, (gssize) big_size, NULL));
  g_assert_null (game_record_load (big, NULL, &error));
  g_assert_error (error, REVERSI_ERROR, REVERSI_ERROR_FILE);
  g_assert_nonnull (strstr (error->message, "it is longer than 1 MB"));
  g_clear_error (&error);

  g_remove (fifo);
  g_remove (big);
  g_rmdir (dir);
}

int
main (int argc, char *argv[])
{
  kit_i18n_init ();
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/game-record/refused", test_refused);
  g_test_add_func ("/engine/game-record/refused-line-numbers", test_refused_line_numbers);
  g_test_add_func ("/engine/game-record/move-after-end", test_move_after_end);
  g_test_add_func ("/engine/game-record/not-utf8", test_not_utf8);
  g_test_add_func ("/engine/game-record/empty-and-too-long", test_empty_and_too_long);
  g_test_add_func ("/engine/game-record/other-control-characters", test_other_control_characters);
  g_test_add_func ("/engine/game-record/size-overflow", test_size_overflow);
  g_test_add_func ("/engine/game-record/name-with-line-break", test_name_with_line_break);
  g_test_add_func ("/engine/game-record/truncated", test_truncated);
  g_test_add_func ("/engine/game-record/without-length", test_without_length);
  g_test_add_func ("/engine/game-record/messages-are-utf8", test_messages_are_utf8);
  g_test_add_func ("/engine/game-record/load-devices-and-pipes", test_load_devices_and_pipes);
  return g_test_run ();
}
