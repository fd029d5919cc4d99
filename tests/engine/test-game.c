/* SPDX-License-Identifier: MIT */
/* test-game.c: games set up from move lists and board strings, play, undo, result. */
#include <glib.h>
#include <string.h>

#include "game.h"
#include "kit-i18n.h"
#include "reversi-error.h"
#include "test-support.h"

/* Play a list of squares on a bare Kyokumen, for comparison. */
static void
play_squares (Kyokumen *k, int size, const char *const *moves)
{
  kyokumen_init (k, size);
  for (int i = 0; moves[i]; i++) {
    Sashite s;
    g_assert_true (sashite_from_notation (moves[i], size, &s, NULL));
    g_assert_true (kyokumen_is_legal (k, s));
    kyokumen_make_move (k, s);
  }
}

static void
test_setup_spellings (void)
{
  static const char *const opening[] = { "f5", "d6", "c3", NULL };
  static const char *const spellings[] = {
    "f5 d6 c3", "f5d6c3", "F5D6C3", "f5,d6,c3", " f5 , d6 ,c3 ", "f5;d6;c3", "F5 d6\tC3\n",
  };
  Kyokumen expected;
  play_squares (&expected, 8, opening);

  for (guint i = 0; i < G_N_ELEMENTS (spellings); i++) {
    Game *game = game_new (8, FALSE, NULL, NULL);
    GError *error = NULL;
    g_assert_true (game_setup_from_moves (game, 8, spellings[i], &error));
    g_assert_no_error (error);
    g_assert_cmpint (game->move_count, ==, 3);
    g_assert_true (kyokumen_equal_position (&game->kyokumen, &expected));
    char *record = game_record_to_text (game);
    g_assert_cmpstr (record, ==, "f5 d6 c3");
    g_free (record);
    game_free (game);
  }

  /* An empty list is the start itself. */
  Game *game = game_new (8, FALSE, NULL, NULL);
  g_assert_true (game_setup_from_moves (game, 8, "f5", NULL));
  g_assert_true (game_setup_from_moves (game, 8, "", NULL));
  Kyokumen start;
  kyokumen_init (&start, 8);
  g_assert_true (kyokumen_equal_position (&game->kyokumen, &start));
  g_assert_cmpint (game->move_count, ==, 0);

  /* A set-up may change the board size. */
  for (int size = 4; size <= 10; size += 2) {
    Kyokumen k;
    kyokumen_init (&k, size);
    Sashite moves[MAX_SASHITE];
    int n = kyokumen_generate_moves (&k, moves);
    char text[SASHITE_NOTATION_SIZE];
    sashite_to_notation (moves[n - 1], size, text);
    kyokumen_make_move (&k, moves[n - 1]);
    g_assert_true (game_setup_from_moves (game, size, text, NULL));
    g_assert_cmpint (game->kyokumen.size, ==, size);
    g_assert_true (kyokumen_equal_position (&game->kyokumen, &k));
  }
  game_free (game);
}

/* A random game (fixed seed) in which a forced pass is followed by more
 * moves; its record with the passes written, and with them left out. */
static gboolean
find_game_with_pass (int size, guint32 seed, GString *written, GString *implicit,
                     Kyokumen *final)
{
  GRand *rand = g_rand_new_with_seed (seed);
  gboolean found = FALSE;
  for (int attempt = 0; attempt < 2000 && !found; attempt++) {
    Kyokumen k;
    kyokumen_init (&k, size);
    g_string_truncate (written, 0);
    g_string_truncate (implicit, 0);
    gboolean pass_then_move = FALSE, last_was_pass = FALSE;
    Sashite moves[MAX_SASHITE];
    int n;
    while ((n = kyokumen_generate_moves (&k, moves)) > 0) {
      Sashite s = moves[g_rand_int_range (rand, 0, n)];
      char text[SASHITE_NOTATION_SIZE];
      sashite_to_notation (s, size, text);
      g_string_append_printf (written, "%s%s", written->len ? " " : "", text);
      if (!sashite_is_pass (s)) {
        /* Run together, as "f5d6c3" is. */
        g_string_append (implicit, text);
        if (last_was_pass)
          pass_then_move = TRUE;
      }
      last_was_pass = sashite_is_pass (s);
      kyokumen_make_move (&k, s);
    }
    if (pass_then_move) {
      *final = k;
      found = TRUE;
    }
  }
  g_rand_free (rand);
  return found;
}

static void
test_setup_passes (void)
{
  for (int size = 4; size <= 10; size += 2) {
    GString *written = g_string_new (NULL), *implicit = g_string_new (NULL);
    Kyokumen final;
    g_assert_true (find_game_with_pass (size, 100 + (guint32) size, written, implicit, &final));
    g_test_message ("%dx%d game with a pass: %s", size, size, written->str);

    Game *a = game_new (size, FALSE, NULL, NULL);
    Game *b = game_new (size, FALSE, NULL, NULL);
    GError *error = NULL;
    g_assert_true (game_setup_from_moves (a, size, written->str, &error));
    g_assert_no_error (error);
    g_assert_true (game_setup_from_moves (b, size, implicit->str, &error));
    g_assert_no_error (error);

    g_assert_true (kyokumen_equal_position (&a->kyokumen, &final));
    g_assert_true (kyokumen_equal_position (&b->kyokumen, &final));
    g_assert_cmpint (a->move_count, ==, b->move_count);
    g_assert_cmpint (a->move_count, ==, final.tesuu);
    g_assert_true (game_is_over (a));

    /* The record writes the passes, whichever way they were given. */
    char *record_a = game_record_to_text (a), *record_b = game_record_to_text (b);
    g_assert_cmpstr (record_a, ==, written->str);
    g_assert_cmpstr (record_b, ==, written->str);

    /* "PASS" in capitals is a pass too. */
    char *shouting = g_strdup (written->str);
    for (char *p = strstr (shouting, "pass"); p; p = strstr (p, "pass"))
      memcpy (p, "PASS", 4);
    Game *c = game_new (size, FALSE, NULL, NULL);
    g_assert_true (game_setup_from_moves (c, size, shouting, &error));
    g_assert_no_error (error);
    g_assert_true (kyokumen_equal_position (&c->kyokumen, &final));

    g_free (shouting);
    g_free (record_a);
    g_free (record_b);
    game_free (a);
    game_free (b);
    game_free (c);
    g_string_free (written, TRUE);
    g_string_free (implicit, TRUE);
  }
}

typedef struct {
  const char *text;
  int move_number;     /* the move the message must name */
  const char *token;   /* the move as written, which the message repeats */
  ReversiError code;   /* what failed: the notation, or the move itself */
} BadList;

static void
test_setup_rejects (void)
{
  static const BadList bad[] = {
    { "f5 d6 x9", 3, "x9", REVERSI_ERROR_NOTATION },
    { "f5 f5", 2, "f5", REVERSI_ERROR_ILLEGAL_MOVE },
    { "f5 pass", 2, "pass", REVERSI_ERROR_ILLEGAL_MOVE },
    { "pass", 1, "pass", REVERSI_ERROR_ILLEGAL_MOVE },
    { "a1", 1, "a1", REVERSI_ERROR_ILLEGAL_MOVE },
    { "f5 d6 c3 d3 c4 i9", 6, "i9", REVERSI_ERROR_NOTATION },
    { "f5,,d6;; a1", 3, "a1", REVERSI_ERROR_ILLEGAL_MOVE },
    { "f5d6c3 zz", 4, "z", REVERSI_ERROR_NOTATION },
    { "f5 d6 c0", 3, "c0", REVERSI_ERROR_NOTATION },
    { "f5 d6 -", 3, "-", REVERSI_ERROR_NOTATION },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++) {
    Game *game = game_new (8, FALSE, NULL, NULL);
    g_assert_true (game_setup_from_moves (game, 8, "e6 f4", NULL));
    Game *snapshot = g_memdup2 (game, sizeof *game);

    GError *error = NULL;
    g_assert_false (game_setup_from_moves (game, 8, bad[i].text, &error));
    g_assert_error (error, REVERSI_ERROR, (gint) bad[i].code);
    g_test_message ("“%s”: %s", bad[i].text, error->message);
    g_assert_true (mentions_number (error->message, bad[i].move_number));
    g_assert_nonnull (strstr (error->message, bad[i].token));
    /* Nothing of the game changed, not even the undo history. */
    g_assert_true (memcmp (game, snapshot, sizeof *game) == 0);
    g_clear_error (&error);
    g_free (snapshot);
    game_free (game);
  }

  /* A long list whose twelfth move is off the board: the number counts
   * every move before it. */
  GRand *rand = g_rand_new_with_seed (12);
  Kyokumen k;
  kyokumen_init (&k, 8);
  GString *list = g_string_new (NULL);
  for (int i = 0; i < 11; i++) {
    Sashite moves[MAX_SASHITE];
    int n = kyokumen_generate_moves (&k, moves);
    g_assert_cmpint (n, >, 0);
    Sashite s = moves[g_rand_int_range (rand, 0, n)];
    char text[SASHITE_NOTATION_SIZE];
    g_string_append_printf (list, "%s ", sashite_to_notation (s, 8, text));
    kyokumen_make_move (&k, s);
  }
  g_rand_free (rand);
  g_string_append (list, "c10");
  {
    Game *game = game_new (8, FALSE, NULL, NULL);
    Game *snapshot = g_memdup2 (game, sizeof *game);
    GError *error = NULL;
    g_assert_false (game_setup_from_moves (game, 8, list->str, &error));
    g_assert_true (error->domain == REVERSI_ERROR);
    g_assert_true (mentions_number (error->message, 12));
    g_assert_nonnull (strstr (error->message, "c10"));
    g_assert_true (memcmp (game, snapshot, sizeof *game) == 0);
    g_clear_error (&error);
    g_free (snapshot);
    game_free (game);
  }
  g_string_free (list, TRUE);

  /* A board size the kit does not play. */
  Game *game = game_new (8, FALSE, NULL, NULL);
  Game *snapshot = g_memdup2 (game, sizeof *game);
  GError *error = NULL;
  g_assert_false (game_setup_from_moves (game, 5, "c4", &error));
  g_assert_error (error, REVERSI_ERROR, REVERSI_ERROR_BOARD_SIZE);
  g_assert_true (memcmp (game, snapshot, sizeof *game) == 0);
  g_clear_error (&error);

  /* Bytes that are not text at all. */
  g_assert_false (game_setup_from_moves (game, 8, "f5 \xff\xfe", &error));
  g_assert_error (error, REVERSI_ERROR, REVERSI_ERROR_ENCODING);
  g_assert_true (memcmp (game, snapshot, sizeof *game) == 0);
  g_clear_error (&error);
  Kyokumen board;
  kyokumen_init (&board, 4);
  g_assert_false (kyokumen_from_board_string (&board, "XXXX\xffOOO", &error));
  g_assert_error (error, REVERSI_ERROR, REVERSI_ERROR_ENCODING);
  g_clear_error (&error);
  g_free (snapshot);
  game_free (game);
}

/* Positions #40 to #43 of the FFO endgame test suite (Marc Tastet, French
 * Othello Federation; distributed by Gunnar Andersson), copied from
 * /work/shared/data/ffo-endgame-40-59.txt: board, side to move, empties,
 * best moves. */
typedef struct {
  int id;
  const char *board;
  char side;
  int empties;
  const char *best_moves;
} FfoLine;

static const FfoLine ffo[] = {
  { 40, "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X--------", 'X', 20, "A2" },
  { 41, "-OOOOO----OOOOX--OOOOOO-XXXXXOO--XXOOX--OOXOXX----OXXO---OOO--O-", 'X', 22, "H4" },
  { 42, "--OOO-------XX-OOOOOOXOO-OOOOXOOX-OOOXXO---OOXOO---OOOXO--OOOO--", 'X', 22, "G2" },
  { 43, "--XXXXX---XXXX---OOOXX---OOXXXX--OOXXXO-OOOOXOO----XOX----XXXXX-", 'O', 23, "C7,G3" },
};

static void
test_board_strings_ffo (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (ffo); i++) {
    char *text = g_strdup_printf ("%s %c", ffo[i].board, ffo[i].side);
    Kyokumen k;
    GError *error = NULL;
    g_assert_true (kyokumen_from_board_string (&k, text, &error));
    g_assert_no_error (error);

    g_assert_cmpint (k.size, ==, 8);
    g_assert_cmpint (k.color, ==, ffo[i].side == 'X' ? BLACK : WHITE);
    g_assert_cmpint (k.empty_count, ==, ffo[i].empties);
    int x = 0, o = 0;
    for (int j = 0; j < 64; j++) {
      int disc = k.ban[kyokumen_xy (&k, j % 8, j / 8)];
      char c = ffo[i].board[j];
      g_assert_cmpint (disc, ==, c == 'X' ? BLACK : c == 'O' ? WHITE : EMPTY);
      x += c == 'X';
      o += c == 'O';
    }
    g_assert_cmpint (k.ishisuu[0], ==, x);
    g_assert_cmpint (k.ishisuu[1], ==, o);

    char *back = kyokumen_to_board_string (&k);
    g_assert_cmpstr (back, ==, text);

    /* The same board with rows on lines and the other accepted letters. */
    GString *loose = g_string_new (NULL);
    for (int j = 0; j < 64; j++) {
      char c = ffo[i].board[j];
      g_string_append_c (loose, c == 'X' ? 'x' : c == 'O' ? 'o' : '.');
      if (j % 8 == 7)
        g_string_append_c (loose, '\n');
    }
    g_string_append_printf (loose, "  %c\n", ffo[i].side == 'X' ? '*' : 'o');
    Kyokumen loose_k;
    g_assert_true (kyokumen_from_board_string (&loose_k, loose->str, &error));
    g_assert_no_error (error);
    g_assert_true (kyokumen_equal_position (&k, &loose_k));

    /* A game set up from it starts there, and the suite's best moves are legal. */
    Game *game = game_new (8, FALSE, NULL, NULL);
    g_assert_true (game_setup_from_board_string (game, text, &error));
    g_assert_no_error (error);
    g_assert_true (kyokumen_equal_position (&game->kyokumen, &k));
    g_assert_true (kyokumen_equal_position (&game->start, &k));
    g_assert_cmpint (game->move_count, ==, 0);
    g_auto (GStrv) best = g_strsplit (ffo[i].best_moves, ",", -1);
    for (int j = 0; best[j]; j++) {
      g_assert_true (game_play_notation (game, best[j], &error));
      g_assert_no_error (error);
      g_assert_true (game_undo (game));
    }
    g_assert_false (game_undo (game));
    g_assert_true (kyokumen_equal_position (&game->kyokumen, &k));

    game_free (game);
    g_string_free (loose, TRUE);
    g_free (back);
    g_free (text);
  }
}

/* Board strings of every size survive the round trip. */
static void
test_board_strings_round_trip (void)
{
  GRand *rand = g_rand_new_with_seed (31);
  for (int size = 4; size <= 10; size += 2) {
    for (int i = 0; i < 50; i++) {
      Kyokumen k, back;
      int empties = g_rand_int_range (rand, 1, size * size - 4);
      g_assert_true (random_position (&k, size, empties, rand));
      char *text = kyokumen_to_board_string (&k);
      g_assert_cmpuint (strlen (text), ==, (gsize) (size * size + 2));
      g_assert_true (kyokumen_looks_like_board_string (text));
      g_assert_true (kyokumen_from_board_string (&back, text, NULL));
      g_assert_cmpmem (back.ban, sizeof back.ban, k.ban, sizeof k.ban);
      g_assert_cmpint (back.color, ==, k.color);
      g_assert_cmpint (back.ishisuu[0], ==, k.ishisuu[0]);
      g_assert_cmpint (back.ishisuu[1], ==, k.ishisuu[1]);
      g_assert_cmpint (back.empty_count, ==, k.empty_count);
      g_free (text);
    }
  }
  g_rand_free (rand);
}

static void
assert_board_string_refused (const char *text, const char *must_mention, int position)
{
  Kyokumen k;
  kyokumen_init (&k, 6);
  Kyokumen before = k;
  GError *error = NULL;
  g_assert_false (kyokumen_from_board_string (&k, text, &error));
  g_assert_error (error, REVERSI_ERROR, REVERSI_ERROR_BOARD_STRING);
  g_test_message ("refused: %s", error->message);
  if (must_mention)
    g_assert_nonnull (strstr (error->message, must_mention));
  if (position > 0)
    g_assert_true (mentions_number (error->message, position));
  g_assert_true (memcmp (&k, &before, sizeof k) == 0);
  g_clear_error (&error);

  /* Through the game too: refused and unchanged. */
  Game *game = game_new (8, FALSE, NULL, NULL);
  g_assert_true (game_setup_from_moves (game, 8, "f5 d6", NULL));
  Game *snapshot = g_memdup2 (game, sizeof *game);
  g_assert_false (game_setup_from_board_string (game, text, &error));
  g_assert_error (error, REVERSI_ERROR, REVERSI_ERROR_BOARD_STRING);
  g_assert_true (memcmp (game, snapshot, sizeof *game) == 0);
  g_clear_error (&error);
  g_free (snapshot);
  game_free (game);
}

static void
test_board_strings_rejected (void)
{
  /* What the Paste a Position dialog reads as a move list, not a board. */
  const char *not_boards[] = { "", "  \t", "f5 d6", "f5d6c3", "pass", "X O 1", "ｘ" };
  for (gsize i = 0; i < G_N_ELEMENTS (not_boards); i++)
    g_assert_false (kyokumen_looks_like_board_string (not_boards[i]));
  g_assert_true (kyokumen_looks_like_board_string ("*.o- x"));

  /* A wrong character, named with its place in the text. */
  char *bad = g_strdup_printf ("%s X", ffo[0].board);
  bad[9] = 'Z';
  assert_board_string_refused (bad, "Z", 10);
  g_free (bad);

  char *spaced = g_strdup ("XXXX OOOO ---- XXq- X");
  assert_board_string_refused (spaced, "q", 18);
  g_free (spaced);

  /* A wrong number of squares. */
  char *short_board = g_strdup_printf ("%.63s X", ffo[0].board);
  assert_board_string_refused (short_board, NULL, 0);
  g_free (short_board);
  assert_board_string_refused ("", NULL, 0);
  assert_board_string_refused ("XO", NULL, 0);

  /* No side to move, or "-" as the side to move. */
  assert_board_string_refused (ffo[0].board, NULL, 0);
  char *no_side = g_strdup_printf ("%s -", ffo[0].board);
  assert_board_string_refused (no_side, NULL, 0);
  g_free (no_side);

  /* Longer than the largest board. */
  GString *long_board = g_string_new (NULL);
  for (int i = 0; i < 130; i++)
    g_string_append_c (long_board, '-');
  assert_board_string_refused (long_board->str, NULL, 0);
  g_string_free (long_board, TRUE);
}

static void
assert_play_refused (Game *game, Sashite move, int code)
{
  Game *snapshot = g_memdup2 (game, sizeof *game);
  GError *error = NULL;
  g_assert_false (game_play (game, move, &error));
  g_assert_error (error, REVERSI_ERROR, code);
  g_assert_cmpuint (strlen (error->message), >, 0);
  g_assert_true (memcmp (game, snapshot, sizeof *game) == 0);
  g_clear_error (&error);
  g_free (snapshot);
}

static void
test_play_refuses (void)
{
  Game *game = game_new (8, FALSE, NULL, NULL);
  Kyokumen *k = &game->kyokumen;
  assert_play_refused (game, sashite_from_square (8, 0, 0), REVERSI_ERROR_ILLEGAL_MOVE);   /* a1 */
  assert_play_refused (game, sashite_from_square (8, 3, 3), REVERSI_ERROR_ILLEGAL_MOVE);   /* d4, taken */
  assert_play_refused (game, sashite_from_square (8, 5, 3), REVERSI_ERROR_ILLEGAL_MOVE);   /* f4, no flip */
  assert_play_refused (game, sashite_pass (), REVERSI_ERROR_ILLEGAL_MOVE);
  assert_play_refused (game, (Sashite) { 5 }, REVERSI_ERROR_ILLEGAL_MOVE);     /* border */
  assert_play_refused (game, (Sashite) { 10 * 10 + 3 }, REVERSI_ERROR_ILLEGAL_MOVE);
  assert_play_refused (game, (Sashite) { -7 }, REVERSI_ERROR_ILLEGAL_MOVE);

  GError *error = NULL;
  g_assert_false (game_play_notation (game, "i9", &error));
  g_assert_error (error, REVERSI_ERROR, REVERSI_ERROR_NOTATION);
  g_clear_error (&error);

  g_assert_true (game_play_notation (game, "F5", &error));
  g_assert_no_error (error);
  g_assert_cmpint (k->color, ==, WHITE);
  g_assert_cmpint (game->move_count, ==, 1);

  /* A side that must pass may only pass. */
  GRand *rand = g_rand_new_with_seed (5);
  gboolean found = FALSE;
  for (int attempt = 0; attempt < 500 && !found; attempt++) {
    g_assert_true (game_setup_from_moves (game, 4, "", NULL));
    while (!game_is_over (game) && !game_must_pass (game)) {
      Sashite moves[MAX_SASHITE];
      int n = kyokumen_generate_moves (k, moves);
      g_assert_true (game_play (game, moves[g_rand_int_range (rand, 0, n)], NULL));
    }
    found = game_must_pass (game);
  }
  g_rand_free (rand);
  g_assert_true (found);
  for (int row = 0; row < 4; row++)
    for (int col = 0; col < 4; col++)
      assert_play_refused (game, sashite_from_square (4, col, row), REVERSI_ERROR_ILLEGAL_MOVE);
  g_assert_true (game_play_notation (game, "PASS", &error));
  g_assert_no_error (error);
  g_assert_false (game_must_pass (game));

  /* After the end nothing at all can be played. */
  g_assert_true (game_setup_from_board_string (game, "XXXXXXXXXXXXXXX- O", NULL));
  g_assert_true (game_is_over (game));
  assert_play_refused (game, sashite_pass (), REVERSI_ERROR_GAME_OVER);
  assert_play_refused (game, sashite_from_square (4, 3, 3), REVERSI_ERROR_GAME_OVER);
  game_free (game);
}

static void
test_undo (void)
{
  GRand *rand = g_rand_new_with_seed (11);
  for (int size = 4; size <= 10; size += 2) {
    Game *game = game_new (size, FALSE, NULL, NULL);
    Kyokumen *start = g_memdup2 (&game->kyokumen, sizeof (Kyokumen));
    g_assert_false (game_undo (game));

    /* Play to the end, remembering each position, then undo back through them. */
    Kyokumen *seen = g_new (Kyokumen, KYOKUMEN_MAX_HISTORY + 1);
    int played = 0;
    while (!game_is_over (game)) {
      seen[played++] = game->kyokumen;
      Sashite moves[MAX_SASHITE];
      int n = kyokumen_generate_moves (&game->kyokumen, moves);
      g_assert_true (game_play (game, moves[g_rand_int_range (rand, 0, n)], NULL));
      g_assert_cmpint (game->move_count, ==, played);
    }
    while (played > 0) {
      g_assert_true (game_undo (game));
      played--;
      g_assert_cmpint (game->move_count, ==, played);
      g_assert_true (kyokumen_fields_equal (&game->kyokumen, &seen[played]));
    }
    g_assert_false (game_undo (game));
    g_assert_true (kyokumen_fields_equal (&game->kyokumen, start));
    g_free (seen);
    g_free (start);
    game_free (game);
  }
  g_rand_free (rand);
}

typedef struct {
  const char *board;
  int black, white, empties;
  int normal_winner, misere_winner;
} ResultCase;

static void
test_result (void)
{
  static const ResultCase cases[] = {
    { "XXXXXXXXXXXXOOOO X", 12, 4, 0, BLACK, WHITE },
    { "OOOOOOOOOOOOOXXX X", 3, 13, 0, WHITE, BLACK },
    { "XXXXXXXXOOOOOOOO O", 8, 8, 0, EMPTY, EMPTY },
    /* Not full, but nobody can move: over, the empty square aside. */
    { "XXXXXXXXXXXXXXX- O", 15, 0, 1, BLACK, WHITE },
    { "OOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOO-- X", 0, 34, 2, WHITE, BLACK },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++) {
    for (int misere = 0; misere <= 1; misere++) {
      Game *game = game_new (4, misere, NULL, NULL);
      g_assert_true (game_setup_from_board_string (game, cases[i].board, NULL));
      g_assert_true (game_is_over (game));
      g_assert_false (game_must_pass (game));
      GameResult result;
      game_result (game, &result);
      g_assert_cmpint (result.black_discs, ==, cases[i].black);
      g_assert_cmpint (result.white_discs, ==, cases[i].white);
      g_assert_cmpint (result.empties, ==, cases[i].empties);
      g_assert_cmpint (result.misere, ==, misere);
      g_assert_cmpint (result.winner, ==, misere ? cases[i].misere_winner : cases[i].normal_winner);
      char *text = game_result_to_text (&result);
      g_assert_true (mentions_number (text, cases[i].black));
      g_assert_true (mentions_number (text, cases[i].white));
      g_free (text);
      game_free (game);
    }
  }
}

/* Exercise 17's answer, one wording for reversi-play, the app and the
 * check: the final count gives the empty squares to the winner, and the
 * board's count and the empties are said with it, then the margin. */
static void
test_result_with_empties (void)
{
  Game *game = game_new (4, FALSE, NULL, NULL);
  g_assert_true (game_setup_from_moves (game, 4, "b1 a1 a2 c1 d4 a3 d1 b4 a4 c4", NULL));
  g_assert_true (game_is_over (game));
  char *text = game_summary_text (game);
  g_assert_cmpstr (text, ==, "White wins 13-3: 11-3 on the board, the 2 empty squares go to the winner\n"
                             "by 10 discs, in 10 moves.");
  g_free (text);
  game_free (game);

  GameResult misere = { .black_discs = 11, .white_discs = 3, .empties = 2, .winner = BLACK, .misere = TRUE };
  misere.winner = WHITE;
  text = game_result_to_text (&misere);
  g_assert_cmpstr (text, ==, "White wins 3-13 (misère: fewest discs wins): 3-11 on the board, "
                             "the 2 empty squares go to the side with more discs");
  g_free (text);
  GameResult one = { .black_discs = 0, .white_discs = 15, .empties = 1, .winner = WHITE };
  text = game_result_to_text (&one);
  g_assert_cmpstr (text, ==, "White wins 16-0: 15-0 on the board, the 1 empty square goes to the winner");
  g_free (text);
  /* A full board or a draw has nothing to add. */
  GameResult full = { .black_discs = 12, .white_discs = 4, .winner = BLACK };
  text = game_result_to_text (&full);
  g_assert_cmpstr (text, ==, "Black wins 12-4");
  g_free (text);
  text = game_result_margin_text (&full, 14, 2);
  g_assert_cmpstr (text, ==, "by 8 discs, in 12 moves (and 2 passes).");
  g_free (text);
  GameResult draw = { .black_discs = 7, .white_discs = 7, .empties = 2, .winner = EMPTY };
  text = game_result_to_text (&draw);
  g_assert_cmpstr (text, ==, "Draw 7-7");
  g_free (text);
}

/* Text typed with a Japanese input method is read as its ASCII form:
 * full-width letters and digits ("ｆ５", "Ｄ６"), the ideographic comma and
 * space as separators, and "パス" for a pass.  Other non-ASCII text ("é4",
 * a diagram's "●○") is refused, changing nothing, with a message the
 * window can show (valid UTF-8, since GTK labels refuse anything else). */
static void
test_non_ascii_input (void)
{
  static const struct {
    const char *text;
    const char *moves;   /* what game_record_to_text gives after it */
  } accepted[] = {
    { "ｆ５", "f5" },
    { "f5 ｄ６", "f5 d6" },
    { "Ｆ５、Ｄ６、Ｃ３", "f5 d6 c3" },
    { "ｆ５\u3000ｄ６", "f5 d6" },
    { "ｆ５ｄ６ｃ３", "f5 d6 c3" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (accepted); i++) {
    Game *game = game_new (8, FALSE, NULL, NULL);
    GError *error = NULL;
    g_assert_true (game_setup_from_moves (game, 8, accepted[i].text, &error));
    g_assert_no_error (error);
    char *text = game_record_to_text (game);
    g_assert_cmpstr (text, ==, accepted[i].moves);
    g_free (text);
    game_free (game);
  }

  /* "パス" is a pass, like "pass": on 4x4 after b1 a1 d3 c1 a2 a3 Black
   * has no move. */
  Game *passing = game_new (4, FALSE, NULL, NULL);
  GError *error = NULL;
  g_assert_true (game_setup_from_moves (passing, 4, "ｂ１ ａ１ ｄ３ ｃ１ ａ２ ａ３ パス ｄ２", &error));
  g_assert_no_error (error);
  char *passed = game_record_to_text (passing);
  g_assert_cmpstr (passed, ==, "b1 a1 d3 c1 a2 a3 pass d2");
  g_free (passed);
  game_free (passing);

  static const char *const boards[] = { "●○", "XXXXéOOO", "ＸＸＸＸ" };
  static const char *const refused[] = { "é4", "f5 ｚ９", "f5 パス", "f5、é" };
  for (guint i = 0; i < G_N_ELEMENTS (boards); i++) {
    Kyokumen k;
    kyokumen_init (&k, 8);
    Kyokumen before = k;
    g_assert_false (kyokumen_from_board_string (&k, boards[i], &error));
    g_assert_error (error, REVERSI_ERROR, REVERSI_ERROR_BOARD_STRING);
    g_assert_true (memcmp (&k, &before, sizeof k) == 0);
    g_assert_true (g_utf8_validate (error->message, -1, NULL));
    g_clear_error (&error);
  }
  for (guint i = 0; i < G_N_ELEMENTS (refused); i++) {
    Game *game = game_new (8, FALSE, NULL, NULL);
    Game *snapshot = g_memdup2 (game, sizeof *game);
    g_assert_false (game_setup_from_moves (game, 8, refused[i], &error));
    g_assert_true (error->domain == REVERSI_ERROR);
    g_assert_true (memcmp (game, snapshot, sizeof *game) == 0);
    g_assert_true (g_utf8_validate (error->message, -1, NULL));
    g_clear_error (&error);
    g_free (snapshot);
    game_free (game);
  }
}

/* The human player hands back the move it was given, once, and only a legal one. */
static void
test_human_player (void)
{
  Player *human = human_player_new ("Hanako");
  g_assert_true (human->is_human);
  g_assert_cmpstr (player_name (human), ==, "Hanako");
  Kyokumen k;
  kyokumen_init (&k, 8);
  Sashite move = { 999 };
  GError *error = NULL;

  g_assert_false (player_decide_move (human, &k, FALSE, NULL, &move, NULL, &error));
  g_assert_error (error, REVERSI_ERROR, REVERSI_ERROR_ILLEGAL_MOVE);
  g_clear_error (&error);
  g_assert_cmpint (move.xy, ==, 999);

  human_player_set_move (human, sashite_from_square (8, 0, 0));   /* a1: illegal */
  g_assert_false (player_decide_move (human, &k, FALSE, NULL, &move, NULL, &error));
  g_assert_error (error, REVERSI_ERROR, REVERSI_ERROR_ILLEGAL_MOVE);
  g_clear_error (&error);
  g_assert_cmpint (move.xy, ==, 999);

  Sashite f5 = sashite_from_square (8, 5, 4);
  human_player_set_move (human, f5);
  SearchReport report;
  g_assert_true (player_decide_move (human, &k, FALSE, NULL, &move, &report, &error));
  g_assert_no_error (error);
  g_assert_cmpint (move.xy, ==, f5.xy);
  g_assert_cmpint (report.move.xy, ==, f5.xy);
  /* Used up: the next request needs a new move. */
  g_assert_false (player_decide_move (human, &k, FALSE, NULL, &move, NULL, &error));
  g_clear_error (&error);

  /* The game owns its players and frees them. */
  Game *game = game_new (8, FALSE, human, human_player_new ("Taro"));
  g_assert_true (game_player_to_move (game) == human);
  g_assert_true (game_play (game, f5, NULL));
  g_assert_cmpstr (player_name (game_player_to_move (game)), ==, "Taro");
  game_set_player (game, WHITE, human_player_new ("Jiro"));
  g_assert_cmpstr (player_name (game_player_to_move (game)), ==, "Jiro");
  game_free (game);
}

int
main (int argc, char *argv[])
{
  kit_i18n_init ();
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/game/setup-spellings", test_setup_spellings);
  g_test_add_func ("/engine/game/setup-passes", test_setup_passes);
  g_test_add_func ("/engine/game/setup-rejects", test_setup_rejects);
  g_test_add_func ("/engine/game/board-strings-ffo", test_board_strings_ffo);
  g_test_add_func ("/engine/game/board-strings-round-trip", test_board_strings_round_trip);
  g_test_add_func ("/engine/game/board-strings-rejected", test_board_strings_rejected);
  g_test_add_func ("/engine/game/play-refuses", test_play_refuses);
  g_test_add_func ("/engine/game/undo", test_undo);
  g_test_add_func ("/engine/game/result", test_result);
  g_test_add_func ("/engine/game/result-with-empties", test_result_with_empties);
  g_test_add_func ("/engine/game/human-player", test_human_player);
  g_test_add_func ("/engine/game/non-ascii-input", test_non_ascii_input);
  return g_test_run ();
}
