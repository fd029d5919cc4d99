/* SPDX-License-Identifier: MIT */
/* record-test-support.c: helpers of the game-record tests. */
#include "record-test-support.h"

#include <stdlib.h>
#include <string.h>

#include "config.h"
#include "reversi-error.h"

/* The line a message names, or -1 when it names none.  game-record.h:
 * a refused record's message starts with the line number, written as
 * the kit's "Line %d: %s" in the language in use ("Line 7: …",
 * "7行目：…"). */
int
message_line (const char *text)
{
  const char *format = g_dgettext (GETTEXT_PACKAGE, "Line %d: %s");
  const char *d = strstr (format, "%d");
  const char *s = d ? strstr (d, "%s") : NULL;
  g_assert_nonnull (s);
  size_t before = (size_t) (d - format);
  size_t between = (size_t) (s - (d + 2));
  if (strncmp (text, format, before) != 0 || !g_ascii_isdigit (text[before]))
    return -1;
  char *end = NULL;
  long line = strtol (text + before, &end, 10);
  if (strncmp (end, d + 2, between) != 0)
    return -1;
  return (int) line;
}

/* Play uniformly random legal moves (passes included) until `plies`
 * moves are played or the game is over. */
void
play_random (Game *game, int plies, GRand *rand)
{
  for (int i = 0; i < plies && !game_is_over (game); i++) {
    Sashite moves[MAX_SASHITE];
    int n = kyokumen_generate_moves (&game->kyokumen, moves);
    g_assert_cmpint (n, >, 0);
    g_assert_true (game_play (game, moves[g_rand_int_range (rand, 0, n)], NULL));
  }
}

int
count_passes (const Game *game)
{
  int passes = 0;
  for (int i = 0; i < game->move_count; i++)
    passes += sashite_is_pass (game->sasiteretu[i]);
  return passes;
}

/* A finished game on a board of `size` from the standard start with at
 * least one pass in it (found by trying seeds in order, so it is the
 * same game every run); NULL if none was found. */
Game *
finished_game_with_pass (int size, gboolean misere, int first_seed)
{
  for (int seed = first_seed; seed < first_seed + 3000; seed++) {
    GRand *rand = g_rand_new_with_seed ((guint32) seed);
    Game *game = game_new (size, misere, NULL, NULL);
    play_random (game, 1000, rand);
    g_rand_free (rand);
    if (count_passes (game) > 0)
      return game;
    game_free (game);
  }
  return NULL;
}

/* The lines of text joined with "\n" (with a final newline). */
char *
join_lines (const char *const *lines, int count)
{
  GString *s = g_string_new (NULL);
  for (int i = 0; i < count; i++)
    if (lines[i]) {
      g_string_append (s, lines[i]);
      g_string_append_c (s, '\n');
    }
  return g_string_free (s, FALSE);
}

char *
to_crlf (const char *text)
{
  g_auto (GStrv) parts = g_strsplit (text, "\n", -1);
  return g_strjoinv ("\r\n", parts);
}

/* The value of field `name` in formatted text ("Moves" gives the moves),
 * or NULL. */
char *
field_value (const char *text, const char *name)
{
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  g_autofree char *prefix = g_strdup_printf ("%s: ", name);
  for (int i = 0; lines[i]; i++)
    if (g_str_has_prefix (lines[i], prefix))
      return g_strdup (lines[i] + strlen (prefix));
  return NULL;
}

/* The Result line's value worked out with RefBoard alone. */
char *
expected_result (const Kyokumen *k, gboolean misere)
{
  RefBoard b;
  ref_board_from_kyokumen (&b, k);
  int moves[REF_MAX_SIZE * REF_MAX_SIZE];
  if (ref_board_generate (&b, moves) > 0)
    return g_strdup ("unfinished");
  int black = ref_board_count (&b, REF_BLACK);
  int white = ref_board_count (&b, REF_WHITE);
  int lead = misere ? white - black : black - white;
  const char *winner = lead > 0 ? "black wins" : lead < 0 ? "white wins" : "draw";
  return g_strdup_printf ("%s %d-%d", winner, black, white);
}

/* Parse text that must be refused; check the error and return it. */
GError *
parse_refused (const char *text, gsize length, GameRecordCheckConfig check)
{
  GError *error = NULL;
  GameRecord *record = game_record_parse (text, length, check, &error);
  if (record) {
    g_autofree char *again = game_record_format (record);
    g_test_message ("accepted by mistake:\n%.*s\nread as:\n%s", (int) length, text, again);
  }
  g_assert_null (record);
  g_assert_error (error, REVERSI_ERROR, REVERSI_ERROR_FILE);
  g_assert_cmpstr (error->message, !=, "");
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
  return error;
}

/* Who plays: humans and computers, names with spaces, quotes,
 * backslashes, a '#' (not a comment inside a value), a colon, and
 * Japanese. */
const PlayerSpec player_specs[][2] = {
  { { FALSE, NULL, "Taro" }, { TRUE, "alphabeta:6:14:1", "kit-6-14-1" } },
  { { FALSE, NULL, "山田 太郎" }, { FALSE, NULL, "" } },
  { { TRUE, "random", "" }, { FALSE, "ignored:for:a:human", "Say \"hi\" \\o/ # not a comment" } },
  { { TRUE, "minimax:3", "Deep Thought: v2 " }, { TRUE, "alphabeta:2:4:0", "コンピュータ\t二号" } },
  { { FALSE, NULL, "\\" }, { FALSE, NULL, "\"" } },
};

void
set_players (GameRecord *record, const PlayerSpec spec[2])
{
  for (int i = 0; i < 2; i++)
    game_record_set_player (record, i == 0 ? BLACK : WHITE, spec[i].is_computer,
                            spec[i].config, spec[i].name);
}

void
assert_players (const GameRecord *record, const PlayerSpec spec[2])
{
  for (int i = 0; i < 2; i++) {
    const GameRecordPlayer *p = &record->player[i];
    g_assert_cmpint (!!p->is_computer, ==, !!spec[i].is_computer);
    if (spec[i].is_computer)
      g_assert_cmpstr (p->config, ==, spec[i].config);
    else
      g_assert_null (p->config);
    g_assert_cmpstr (p->name, ==, spec[i].name);
  }
}

/* Two games hold the same record: rule, start, moves and position. */
void
assert_same_game (const Game *a, const Game *b)
{
  g_assert_cmpint (!!a->misere, ==, !!b->misere);
  g_assert_true (kyokumen_equal_position (&a->start, &b->start));
  g_assert_cmpint (a->move_count, ==, b->move_count);
  for (int i = 0; i < a->move_count; i++)
    g_assert_cmpint (a->sasiteretu[i].xy, ==, b->sasiteretu[i].xy);
  g_assert_true (kyokumen_equal_position (&a->kyokumen, &b->kyokumen));
}

/* Format a record of `game`, read it back (LF and CRLF), and check that
 * everything came back, that the text is what the format documents and
 * that writing the read record gives the same text. */
void
check_round_trip (const Game *game, const PlayerSpec spec[2])
{
  GameRecord *record = game_record_new ();
  set_players (record, spec);
  game_record_copy_game (record, game);
  g_autofree char *text = game_record_format (record);
  g_assert_true (g_utf8_validate (text, -1, NULL));

  /* The text: as docs/game-record.md describes it. */
  g_autofree char *size = field_value (text, "Size");
  g_assert_cmpint (atoi (size), ==, game->start.size);
  g_autofree char *rule = field_value (text, "Rule");
  g_assert_cmpstr (rule, ==, game->misere ? "misere" : "normal");
  Kyokumen standard;
  kyokumen_init (&standard, game->start.size);
  g_autofree char *start = field_value (text, "Start");
  if (kyokumen_equal_position (&standard, &game->start)) {
    g_assert_cmpstr (start, ==, "standard");
  } else {
    g_autofree char *board = kyokumen_to_board_string (&game->start);
    g_assert_cmpstr (start, ==, board);
  }
  g_autofree char *moves = field_value (text, "Moves");
  g_auto (GStrv) tokens = g_strsplit (moves, " ", -1);
  g_assert_cmpint ((int) g_strv_length (tokens), ==, game->move_count);
  int passes_written = 0;
  for (int i = 0; tokens[i]; i++)
    passes_written += strcmp (tokens[i], "pass") == 0;
  g_assert_cmpint (passes_written, ==, count_passes (game));
  g_autofree char *result = field_value (text, "Result");
  g_autofree char *want_result = expected_result (&game->kyokumen, game->misere);
  g_assert_cmpstr (result, ==, want_result);

  g_autofree char *crlf = to_crlf (text);
  const char *const texts[] = { text, crlf };
  for (guint t = 0; t < G_N_ELEMENTS (texts); t++) {
    GError *error = NULL;
    GameRecord *back = game_record_parse (texts[t], strlen (texts[t]), NULL, &error);
    g_assert_no_error (error);
    g_assert_nonnull (back);
    assert_players (back, spec);
    assert_same_game (back->game, game);
    g_assert_null (back->game->player[0]);
    g_assert_null (back->game->player[1]);

    /* Restoring gives the position that replaying the moves reaches, and
     * keeps the game's own players. */
    Player *black = human_player_new ("B");
    Player *white = human_player_new ("W");
    Game *restored = game_new (game->start.size == 8 ? 6 : 8, !game->misere, black, white);
    game_record_restore (back, restored);
    g_assert_true (restored->player[0] == black);
    g_assert_true (restored->player[1] == white);
    Kyokumen *replay = g_new (Kyokumen, 1);
    *replay = game->start;
    for (int i = 0; i < game->move_count; i++) {
      g_assert_true (kyokumen_is_legal (replay, game->sasiteretu[i]));
      kyokumen_make_move (replay, game->sasiteretu[i]);
    }
    g_assert_true (kyokumen_equal_position (&restored->kyokumen, replay));
    g_assert_true (kyokumen_equal_position (&restored->start, &game->start));
    g_assert_cmpint (restored->move_count, ==, game->move_count);
    g_assert_cmpint (!!restored->misere, ==, !!game->misere);
    g_assert_cmpint (game_is_over (restored), ==, game_is_over (game));
    /* The restored game plays on: its undo history matches its record. */
    if (game->move_count > 0) {
      g_assert_true (game_undo (restored));
      g_assert_cmpint (restored->move_count, ==, game->move_count - 1);
    }
    g_free (replay);
    game_free (restored);

    /* Writing what was read gives the same text. */
    g_autofree char *again = game_record_format (back);
    g_assert_cmpstr (again, ==, text);
    game_record_free (back);
  }
  game_record_free (record);
}

/* Configs this test calls valid: a known strategy, then :numbers. */
int check_calls;

gboolean
check_config (const char *config, GError **error)
{
  check_calls++;
  g_auto (GStrv) parts = g_strsplit (config, ":", -1);
  gboolean ok = parts[0] && (strcmp (parts[0], "alphabeta") == 0 || strcmp (parts[0], "random") == 0
                             || strcmp (parts[0], "minimax") == 0);
  for (int i = 1; ok && parts[i]; i++) {
    ok = *parts[i] != '\0';
    for (const char *c = parts[i]; *c; c++)
      ok = ok && g_ascii_isdigit (*c);
  }
  if (!ok)
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_NOTATION,
                 "no such computer here: <%s>", config);
  return ok;
}

/* A valid record; the bad ones below change one line of it. */
const char *const base_lines[] = {
  "# Reversi game record (reversi-kit)",                 /* 1 */
  "Size: 8",                                             /* 2 */
  "Rule: normal",                                        /* 3 */
  "Black: human \"Taro\"",                               /* 4 */
  "White: computer alphabeta:6:14:1 \"kit-6-14-1\"",     /* 5 */
  "Start: standard",                                     /* 6 */
  "Moves: f5 d6 c3 d3 c4",                               /* 7 */
  "Result: unfinished",                                  /* 8 */
};
const gsize base_line_count = G_N_ELEMENTS (base_lines);

const BadRecord bad_records[] = {
  /* bad moves */
  { "not a square", 7, "Moves: f5 d6 zz c4", 7, "zz" },
  { "off the board", 7, "Moves: f5 d6 c3 d3 c4 k9", 7, "k9" },
  { "row 0", 7, "Moves: f5 d6 c0", 7, "c0" },
  { "moves run together", 7, "Moves: f5d6c3", 7, "f5d6c3" },
  { "off a 4x4 board", 2, "Size: 4", 7, "f5" },
  /* illegal moves */
  { "turns nothing", 7, "Moves: f5 a1", 7, "a1" },
  { "square taken", 7, "Moves: f5 f5", 7, "f5" },
  { "pass not forced", 7, "Moves: f5 pass", 7, "pass" },
  { "first move a pass", 7, "Moves: pass", 7, "pass" },
  /* sizes */
  { "size 7", 2, "Size: 7", 2, "7" },
  { "size 12", 2, "Size: 12", 2, "12" },
  { "size 0", 2, "Size: 0", 2, NULL },
  { "size -8", 2, "Size: -8", 2, "-8" },
  { "size +8", 2, "Size: +8", 2, "+8" },
  { "size in words", 2, "Size: eight", 2, "eight" },
  { "size 8x8", 2, "Size: 8x8", 2, "8x8" },
  { "size empty", 2, "Size:", 2, NULL },
  { "size huge", 2, "Size: 99999999999999999999999", 2, NULL },
  /* rule */
  { "unknown rule", 3, "Rule: reverse", 3, "reverse" },
  { "empty rule", 3, "Rule:", 3, NULL },
  /* fields given twice (names are not case-sensitive) */
  { "Size twice", 8, "Result: unfinished\nsize: 8", 9, "Size" },
  { "Moves twice", 8, "Result: unfinished\nMOVES: f5", 9, "Moves" },
  { "Rule twice", 8, "Result: unfinished\n\n# comment\nRule: normal", 11, "Rule" },
  { "Result twice", 8, "Result: unfinished\nResult: unfinished", 9, "Result" },
  { "Black twice", 5, "Black: human \"Jiro\"", 5, "Black" },
  /* required fields missing */
  { "no Size", 2, NULL, 0, "Size" },
  { "no Black", 4, NULL, 0, "Black" },
  { "no White", 5, NULL, 0, "White" },
  { "no Moves", 7, NULL, 0, "Moves" },
  /* unknown fields and lines that are not fields */
  { "unknown field", 8, "Result: unfinished\nColour: black", 9, "Colour" },
  { "misspelt field", 7, "Move: f5 d6 c3 d3 c4", 7, "Move" },
  { "empty field name", 3, ": normal", 3, NULL },
  { "no colon", 3, "Rule normal", 3, "Rule normal" },
  /* Length: how many moves the Moves line holds */
  { "length larger", 6, "Start: standard\nLength: 7", 8, "7" },
  { "length smaller", 6, "Start: standard\nLength: 3", 8, "3" },
  { "length in words", 6, "Start: standard\nLength: five", 7, "five" },
  { "length negative", 6, "Start: standard\nLength: -5", 7, "-5" },
  { "length empty", 6, "Start: standard\nLength:", 7, NULL },
  { "length huge", 6, "Start: standard\nLength: 99999999999999999999", 7, NULL },
  { "length over the history", 6, "Start: standard\nLength: 201", 7, "201" },
  { "length twice", 8, "Result: unfinished\nLength: 5\nLength: 5", 10, "Length" },
  /* players */
  { "unknown kind", 4, "Black: robot \"R2\"", 4, "robot" },
  { "name without kind", 4, "Black: \"Taro\"", 4, NULL },
  { "no player at all", 4, "Black:", 4, NULL },
  { "computer without settings", 5, "White: computer \"kit\"", 5, NULL },
  { "computer alone", 5, "White: computer", 5, NULL },
  { "unclosed quote", 4, "Black: human \"Taro", 4, NULL },
  { "escaped last quote", 4, "Black: human \"Taro\\\"", 4, NULL },
  { "unquoted name", 4, "Black: human Taro", 4, "Taro" },
  { "text after the name", 4, "Black: human \"Taro\" Yamada", 4, "Yamada" },
  { "two names", 4, "Black: human \"Taro\" \"Jiro\"", 4, NULL },
  /* Result */
  { "result of an unfinished game", 8, "Result: black wins 36-28", 8, NULL },
  { "result words", 8, "Result: maybe", 8, "maybe" },
  { "result empty", 8, "Result:", 8, NULL },
  { "result translated", 8, "Result: 未完", 8, "未完" },
  /* Start */
  { "start of another size", 6, "Start: --------------OX----XO-------------- X", 6, NULL },
  { "start bad character", 6, "Start: ---------------------------OX------XZ--------------------------- X", 6, "Z" },
  { "start too short", 6, "Start: XOXO", 6, NULL },
  { "start with no side", 6, "Start: ---------------------------OX------XO---------------------------", 6, NULL },
  { "start word", 6, "Start: usual", 6, NULL },
  /* control characters */
  { "control character", 4, "Black: human \"Ta\001ro\"", 4, NULL },
  { "escape character", 3, "Rule: normal\033[0m", 3, NULL },
  { "lone CR in a line", 3, "Rule: normal\rSize: 6", 3, NULL },
};
const gsize bad_record_count = G_N_ELEMENTS (bad_records);

char *
bad_text (const BadRecord *bad)
{
  const char *lines[G_N_ELEMENTS (base_lines)];
  for (guint i = 0; i < base_line_count; i++)
    lines[i] = (int) i + 1 == bad->line ? bad->replacement : base_lines[i];
  return join_lines (lines, (int) base_line_count);
}

void
check_bad_message (const BadRecord *bad, const char *message, gboolean show)
{
  if (show)
    g_test_message ("%s: %s", bad->what, message);
  if (bad->error_line > 0)
    g_assert_cmpint (message_line (message), ==, bad->error_line);
  if (bad->mention)
    g_assert_nonnull (strstr (message, bad->mention));
}

Game *
finished_game (gboolean misere, gboolean want_draw, int first_seed)
{
  for (int seed = first_seed; seed < first_seed + 3000; seed++) {
    GRand *rand = g_rand_new_with_seed ((guint32) seed);
    Game *game = game_new (8, misere, NULL, NULL);
    play_random (game, 1000, rand);
    g_rand_free (rand);
    GameResult result;
    game_result (game, &result);
    if ((result.winner == EMPTY) == want_draw)
      return game;
    game_free (game);
  }
  return NULL;
}
