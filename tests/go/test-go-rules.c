/* SPDX-License-Identifier: MIT */
/* test-go-rules.c: every rule of small-board Go as the kit reads the paper.
 *
 * Positions are drawn as rows of X (Black), O (White) and . (empty), the
 * top row first, as go_position_to_text draws them; moves are written in
 * GTP notation (A1 the lower left corner).
 */
#include <glib.h>
#include <string.h>

#include "go-game.h"
#include "go-life.h"
#include "go-notation.h"
#include "go-position.h"
#include "go-score.h"
#include "go-symmetry.h"

/* A position from a drawing of `height` rows: rows[0] is the top row; the
 * board is as wide as the rows are long. */
static GoPosition
drawn (int height, const char *const *rows, GoColor to_move)
{
  GoPosition pos;
  int width = (int) strlen (rows[0]);
  go_position_init (&pos, width, height);
  for (int r = 0; r < height; r++) {
    g_assert_cmpint ((int) strlen (rows[r]), ==, width);
    for (int col = 0; col < width; col++) {
      int p = (height - 1 - r) * width + col;
      if (rows[r][col] == 'X')
        pos.stones[GO_BLACK] |= UINT32_C (1) << p;
      else if (rows[r][col] == 'O')
        pos.stones[GO_WHITE] |= UINT32_C (1) << p;
      else
        g_assert_cmpint (rows[r][col], ==, '.');
    }
  }
  pos.to_move = to_move;
  return pos;
}

/* The point `name` of a width x height board. */
static int
point_wh (int width, int height, const char *name)
{
  int move = -1;
  g_autoptr (GError) error = NULL;
  g_assert_true (go_move_parse (width, height, name, &move, &error));
  g_assert_no_error (error);
  return move;
}

static int
point (int size, const char *name)
{
  return point_wh (size, size, name);
}

static int
point_of (const GoPosition *pos, const char *name)
{
  return point_wh (pos->width, pos->height, name);
}

static gboolean
has_stone (const GoPosition *pos, const char *name, int color)
{
  return go_position_color_at (pos, point_of (pos, name)) == color;
}

/* Play a move that must be legal. */
static GoPosition
played (const GoPosition *pos, const char *name)
{
  GoPosition next;
  int move = point_of (pos, name);
  g_assert_cmpint (go_position_check_move (pos, move), ==, GO_MOVE_LEGAL);
  g_assert_true (go_position_play (pos, move, &next, NULL));
  return next;
}

/* Two positions agree in every field.  Compared field by field, not with
 * memcmp: the bytes of padding between the fields (after the two bools)
 * are never written, so memcmp read undefined bytes (valgrind reported
 * it) and could tell equal positions apart. */
static void
assert_same_position (const GoPosition *a, const GoPosition *b)
{
  g_assert_cmpint (a->width, ==, b->width);
  g_assert_cmpint (a->height, ==, b->height);
  for (int c = 0; c < 2; c++) {
    g_assert_cmpuint (a->stones[c], ==, b->stones[c]);
    g_assert_cmpint (a->prisoners[c], ==, b->prisoners[c]);
  }
  g_assert_cmpint (a->to_move, ==, b->to_move);
  g_assert_cmpint (a->ko_point, ==, b->ko_point);
  g_assert_cmpint (a->pass_ends, ==, b->pass_ends);
  g_assert_cmpint (a->finished, ==, b->finished);
}

/* A move that must be refused for `why`, leaving the position as it was. */
static void
assert_refused (const GoPosition *pos, const char *name, GoMoveCheck why)
{
  int move = point_of (pos, name);
  GoPosition copy = *pos, after = *pos;
  g_assert_cmpint (go_position_check_move (pos, move), ==, why);
  g_assert_false (go_position_play (pos, move, &after, NULL));
  assert_same_position (&copy, &after);
  int moves[GO_MAX_MOVES];
  int n = go_position_legal_moves (pos, moves);
  for (int i = 0; i < n; i++)
    g_assert_cmpint (moves[i], !=, move);
}

static void
test_empty_board (void)
{
  for (int size = GO_MIN_SIZE; size <= GO_MAX_SIZE; size++) {
    GoPosition pos;
    go_position_init (&pos, size, size);
    int moves[GO_MAX_MOVES];
    int n = go_position_legal_moves (&pos, moves);
    g_assert_cmpint (n, ==, size * size + 1);
    for (int i = 0; i < size * size; i++)
      g_assert_cmpint (moves[i], ==, i);
    g_assert_cmpint (moves[n - 1], ==, GO_PASS);
    g_assert_cmpint (go_score (&pos, NULL), ==, 0);
  }
}

static void
test_capture_one (void)
{
  const char *rows[] = { "...", "...", "OX." };
  GoPosition pos = drawn (3, rows, GO_BLACK);
  uint32_t captured = 0;
  GoPosition next;
  g_assert_true (go_position_play (&pos, point (3, "A2"), &next, &captured));
  g_assert_cmpuint (captured, ==, UINT32_C (1) << point (3, "A1"));
  g_assert_false (has_stone (&next, "A1", GO_WHITE));
  g_assert_cmpint (go_position_color_at (&next, point (3, "A1")), ==, -1);
  g_assert_cmpint (next.prisoners[GO_BLACK], ==, 1);
  g_assert_cmpint (next.prisoners[GO_WHITE], ==, 0);
  g_assert_cmpint (go_position_prisoner_diff (&next), ==, 1);
  g_assert_cmpint (next.to_move, ==, GO_WHITE);
}

static void
test_capture_chain_and_two_chains (void)
{
  /* White's two-stone chain on the edge and a lone stone: C4 takes both
   * chains at once (3 prisoners). */
  const char *rows[] = { "OO.O", "XXOX", "....", "...." };
  GoPosition pos = drawn (4, rows, GO_BLACK);
  GoPosition next = played (&pos, "C4");
  g_assert_cmpint (next.prisoners[GO_BLACK], ==, 3);
  g_assert_cmpint (next.stones[GO_WHITE], ==, UINT32_C (1) << point (4, "C3"));
  g_assert_cmpint (next.ko_point, ==, GO_NO_POINT);

  /* White captures too: the count goes to White's side. */
  const char *rows2[] = { "X...", "O...", "....", "...." };
  pos = drawn (4, rows2, GO_WHITE);
  next = played (&pos, "B4");
  g_assert_cmpint (next.prisoners[GO_WHITE], ==, 1);
  g_assert_cmpint (go_position_prisoner_diff (&next), ==, -1);
}

static void
test_suicide (void)
{
  /* A lone stone with no liberty. */
  const char *rows[] = { ".X.", "X..", "..." };
  GoPosition pos = drawn (3, rows, GO_WHITE);
  assert_refused (&pos, "A3", GO_MOVE_SUICIDE);

  /* A move that takes the last liberty of its own chain. */
  const char *rows3[] = { "O.X.", "OX..", "X...", "...." };
  pos = drawn (4, rows3, GO_WHITE);
  assert_refused (&pos, "B4", GO_MOVE_SUICIDE);

  /* Without a liberty of its own, a stone that captures is legal. */
  const char *rows4[] = { ".XO.", "XO..", "O...", "...." };
  pos = drawn (4, rows4, GO_WHITE);
  GoPosition next = played (&pos, "A4");
  g_assert_cmpint (next.prisoners[GO_WHITE], ==, 2);
  g_assert_true (has_stone (&next, "A4", GO_WHITE));

  /* Occupied points and points off the board. */
  assert_refused (&pos, "B4", GO_MOVE_OCCUPIED);
  g_assert_cmpint (go_position_check_move (&pos, GO_PASS + 1), ==, GO_MOVE_OFF_BOARD);
  g_assert_cmpint (go_position_check_move (&pos, -3), ==, GO_MOVE_OFF_BOARD);
}

/* The ko shape of these tests: Black takes White's B2 by playing C2... on
 * a 4x4 board:
 *     4 . . . .
 *     3 . X O .
 *     2 X O . O
 *     1 . X O .
 * Black C2 takes B2; White may not retake at B2 at once. */
static GoPosition
ko_position (void)
{
  const char *rows[] = { "....", ".XO.", "XO.O", ".XO." };
  return drawn (4, rows, GO_BLACK);
}

static void
test_ko (void)
{
  GoPosition pos = ko_position ();
  GoPosition taken = played (&pos, "C2");
  g_assert_cmpint (taken.prisoners[GO_BLACK], ==, 1);
  g_assert_cmpint (taken.ko_point, ==, point (4, "B2"));
  assert_refused (&taken, "B2", GO_MOVE_KO);

  /* One move elsewhere by each side and the ban is gone. */
  GoPosition elsewhere = played (&taken, "D4");
  g_assert_cmpint (elsewhere.ko_point, ==, GO_NO_POINT);
  GoPosition answered = played (&elsewhere, "A4");
  GoPosition retaken = played (&answered, "B2");
  g_assert_cmpint (retaken.prisoners[GO_WHITE], ==, 1);
  /* The retake is a ko capture itself: Black may not take back at once. */
  g_assert_cmpint (retaken.ko_point, ==, point (4, "C2"));
  assert_refused (&retaken, "C2", GO_MOVE_KO);
}

static void
test_not_ko (void)
{
  /* Taking two stones: no ban. */
  const char *rows[] = { "....", ".XX.", "XOO.", ".XX." };
  GoPosition pos = drawn (4, rows, GO_BLACK);
  GoPosition next = played (&pos, "D2");
  g_assert_cmpint (next.prisoners[GO_BLACK], ==, 2);
  g_assert_cmpint (next.ko_point, ==, GO_NO_POINT);

  /* Taking one stone with a stone that keeps another liberty: no ban
   * (White could retake only by suicide anyway, here the point is simply
   * free for either side). */
  const char *rows2[] = { "....", ".X..", "XO..", ".X.." };
  pos = drawn (4, rows2, GO_BLACK);
  next = played (&pos, "C2");
  g_assert_cmpint (next.prisoners[GO_BLACK], ==, 1);
  g_assert_cmpint (next.ko_point, ==, GO_NO_POINT);

  /* Taking one stone with a stone joined to a chain: no ban. */
  const char *rows3[] = { "....", ".XO.", "XO.O", ".XXX" };
  pos = drawn (4, rows3, GO_BLACK);
  next = played (&pos, "C2");
  g_assert_cmpint (next.prisoners[GO_BLACK], ==, 1);
  g_assert_cmpint (next.ko_point, ==, GO_NO_POINT);
}

static void
test_two_passes (void)
{
  GoPosition pos;
  go_position_init (&pos, 3, 3);
  pos = played (&pos, "B2");
  GoPosition one = played (&pos, "pass");
  g_assert_true (one.pass_ends);
  g_assert_false (one.finished);
  GoPosition two = played (&one, "pass");
  g_assert_true (two.finished);
  int moves[GO_MAX_MOVES];
  g_assert_cmpint (go_position_legal_moves (&two, moves), ==, 0);
  assert_refused (&two, "A1", GO_MOVE_GAME_OVER);
  g_assert_cmpint (go_position_check_move (&two, GO_PASS), ==, GO_MOVE_GAME_OVER);

  /* A stone between the passes: the count starts again. */
  GoPosition stone = played (&one, "A1");
  g_assert_false (stone.pass_ends);
  GoPosition again = played (&stone, "pass");
  g_assert_false (again.finished);
  g_assert_true (again.pass_ends);
}

/* The paper's figure 1: the pass of a side under a ko ban does not count
 * towards the end, so after both sides pass the ko can be retaken. */
static void
test_pass_under_ko_ban (void)
{
  GoPosition pos = ko_position ();
  GoPosition taken = played (&pos, "C2");
  g_assert_cmpint (taken.ko_point, !=, GO_NO_POINT);
  GoPosition white_passes = played (&taken, "pass");
  g_assert_false (white_passes.pass_ends);
  g_assert_cmpint (white_passes.ko_point, ==, GO_NO_POINT);
  GoPosition black_passes = played (&white_passes, "pass");
  g_assert_false (black_passes.finished);
  g_assert_true (black_passes.pass_ends);
  /* White retakes: legal now. */
  GoPosition retaken = played (&black_passes, "B2");
  g_assert_cmpint (retaken.prisoners[GO_WHITE], ==, 1);
  /* And two passes with no ban end the game. */
  GoPosition p1 = played (&taken, "D4");
  GoPosition p2 = played (&p1, "pass");
  GoPosition p3 = played (&p2, "pass");
  g_assert_true (p3.finished);
}

static void
play_all (GoGame *game, const char *moves)
{
  g_auto (GStrv) words = g_strsplit (moves, " ", -1);
  for (int i = 0; words[i]; i++) {
    g_autoptr (GError) error = NULL;
    g_assert_cmpint (game->end, ==, GO_END_NONE);
    g_assert_true (go_game_play (game, point_of (go_game_current (game), words[i]), &error));
    g_assert_no_error (error);
  }
}

static void
test_repetition (void)
{
  /* Equal prisoner difference: jigo.  After A1 B2 B1 A2 (White takes
   * two), A1 B1 (White takes one), A1 (Black takes three) the board is
   * Black A1 alone with White to move, as after the first move. */
  g_autoptr (GoGame) equal = go_game_new (2, 2);
  play_all (equal, "A1 B2 B1 A2 A1 B1");
  g_assert_cmpint (equal->end, ==, GO_END_NONE);
  play_all (equal, "A1");
  g_assert_cmpint (equal->end, ==, GO_END_REPETITION);
  g_assert_cmpint (equal->repeated, ==, 1);
  g_assert_cmpint (go_position_prisoner_diff (go_game_current (equal)), ==, 0);
  g_assert_cmpint (go_game_outcome (equal), ==, GO_JIGO);

  /* The difference grew for White (-2 then, -3 now): White wins. */
  g_autoptr (GoGame) white = go_game_new (2, 2);
  play_all (white, "A1 B1 A2 B2 A1 pass A2 pass B1 B2 pass B1");
  g_assert_cmpint (white->end, ==, GO_END_REPETITION);
  g_assert_cmpint (white->repeated, ==, 4);
  const GoPosition *then = &g_array_index (white->positions, GoPosition, 4);
  g_assert_cmpint (go_position_prisoner_diff (then), ==, -2);
  g_assert_cmpint (go_position_prisoner_diff (go_game_current (white)), ==, -3);
  g_assert_cmpint (go_game_outcome (white), ==, GO_WHITE_WINS);

  /* The difference grew for Black (-3 then, -2 now): Black wins although
   * Black is behind in prisoners. */
  g_autoptr (GoGame) black = go_game_new (2, 2);
  play_all (black, "A1 B1 A2 B2 A2 A1 A2 A1 B2 B1 pass B2");
  g_assert_cmpint (black->end, ==, GO_END_REPETITION);
  g_assert_cmpint (black->repeated, ==, 6);
  g_assert_cmpint (go_position_prisoner_diff (go_game_current (black)), ==, -2);
  g_assert_cmpint (go_game_outcome (black), ==, GO_BLACK_WINS);
  /* Counted as the board stands, White would be ahead: the repetition
   * decides, not the count. */
  g_assert_cmpint (go_score (go_game_current (black), NULL), <, 0);

  /* No move after the end; undo reopens the game. */
  g_autoptr (GError) error = NULL;
  g_assert_false (go_game_play (black, GO_PASS, &error));
  g_assert_error (error, GO_ERROR, GO_ERROR_ILLEGAL);
  g_assert_true (go_game_undo (black));
  g_assert_cmpint (black->end, ==, GO_END_NONE);
}

static void
test_situation (void)
{
  GoPosition a = ko_position (), b = ko_position ();
  g_assert_true (go_position_same_situation (&a, &b));
  b.prisoners[GO_BLACK] += 5;      /* prisoners are not compared */
  g_assert_true (go_position_same_situation (&a, &b));
  b.to_move = GO_WHITE;
  g_assert_false (go_position_same_situation (&a, &b));
  b = a;
  b.ko_point = 3;
  g_assert_false (go_position_same_situation (&a, &b));
  b = a;
  b.pass_ends = true;
  g_assert_false (go_position_same_situation (&a, &b));
  b = a;
  b.stones[GO_WHITE] ^= 1;
  g_assert_false (go_position_same_situation (&a, &b));
}

static void
test_territory (void)
{
  /* A wall down the middle: both sides are Black's eyes. */
  const char *rows[] = { ".X.", ".X.", ".X." };
  GoPosition pos = drawn (3, rows, GO_WHITE);
  GoScore score;
  g_assert_cmpint (go_score (&pos, &score), ==, 6);
  g_assert_cmpint (__builtin_popcount (score.territory[GO_BLACK]), ==, 6);
  g_assert_cmpuint (score.dame, ==, 0);
  g_assert_cmpuint (score.seki, ==, 0);

  /* Prisoners count with territory. */
  pos.prisoners[GO_WHITE] = 4;
  pos.prisoners[GO_BLACK] = 1;
  g_assert_cmpint (go_score (&pos, &score), ==, 3);
  g_assert_cmpint (score.score[GO_BLACK], ==, 7);
  g_assert_cmpint (score.score[GO_WHITE], ==, 4);

  /* Both colours: each owns the region only it borders. */
  const char *rows2[] = { ".XO.", ".XO.", ".XO.", ".XO." };
  pos = drawn (4, rows2, GO_BLACK);
  g_assert_cmpint (go_score (&pos, &score), ==, 0);
  g_assert_cmpint (__builtin_popcount (score.territory[GO_BLACK]), ==, 4);
  g_assert_cmpint (__builtin_popcount (score.territory[GO_WHITE]), ==, 4);

  /* The empty board is all dame. */
  go_position_init (&pos, 4, 4);
  g_assert_cmpint (go_score (&pos, &score), ==, 0);
  g_assert_cmpuint (score.dame, ==, go_position_board_mask (&pos));
}

static void
test_seki (void)
{
  /* Art. 8: C1 and C3 touch both colours, so they are dame; the chains
   * next to them are in seki, and the eye A1-A3 bordered by the Black
   * seki chain is not territory.  Area scoring would give Black 6. */
  const char *rows[] = { ".X.", ".XO", ".X." };
  GoPosition pos = drawn (3, rows, GO_BLACK);
  GoScore score;
  g_assert_cmpint (go_score (&pos, &score), ==, 0);
  g_assert_cmpuint (score.dame, ==, (UINT32_C (1) << point (3, "C1")) | (UINT32_C (1) << point (3, "C3")));
  g_assert_cmpuint (score.seki, ==, pos.stones[GO_BLACK] | pos.stones[GO_WHITE]);
  g_assert_cmpint (__builtin_popcount (score.eyes[GO_BLACK]), ==, 3);
  g_assert_cmpuint (score.territory[GO_BLACK], ==, 0);

  /* The end of the kit's principal 4x4 game: A4 is dame, every chain
   * touches it, so neither B1 nor C4 is territory: jigo on prisoners. */
  const char *rows2[] = { ".O.O", "XOOO", "XXXO", "X.XX" };
  pos = drawn (4, rows2, GO_BLACK);
  pos.prisoners[GO_BLACK] = pos.prisoners[GO_WHITE] = 1;
  g_assert_cmpint (go_score (&pos, &score), ==, 0);
  g_assert_cmpuint (score.dame, ==, UINT32_C (1) << point (4, "A4"));
  g_assert_cmpuint (score.eyes[GO_BLACK], ==, UINT32_C (1) << point (4, "B1"));
  g_assert_cmpuint (score.eyes[GO_WHITE], ==, UINT32_C (1) << point (4, "C4"));
  g_assert_cmpuint (score.territory[GO_BLACK] | score.territory[GO_WHITE], ==, 0);

  /* Fill the dame: no seki, and both eyes count. */
  const char *rows3[] = { "XO.O", "XOOO", "XXXO", "X.XX" };
  pos = drawn (4, rows3, GO_WHITE);
  g_assert_cmpint (go_score (&pos, &score), ==, 0);
  g_assert_cmpuint (score.seki, ==, 0);
  g_assert_cmpint (__builtin_popcount (score.territory[GO_BLACK]), ==, 1);
  g_assert_cmpint (__builtin_popcount (score.territory[GO_WHITE]), ==, 1);
}

/* Benson's pass-alive chains and the sure territory (go-life.h), and
 * what the count makes of them. */
static void
test_life (void)
{
  /* Black's wall with the one-point regions A4 and C4: every liberty of
   * the chain is in them, so both are sure.  White's wall has one region
   * (row 1, four points): not pass-alive, nothing sure. */
  const char *rows[] = { ".X.X", "XXXX", "OOOO", "...." };
  GoPosition pos = drawn (4, rows, GO_WHITE);
  uint32_t a4 = UINT32_C (1) << point (4, "A4"), b4 = UINT32_C (1) << point (4, "B4");
  uint32_t c4 = UINT32_C (1) << point (4, "C4"), d4 = UINT32_C (1) << point (4, "D4");
  uint32_t chains = 0;
  g_assert_cmpuint (go_pass_alive (&pos, GO_BLACK), ==, pos.stones[GO_BLACK]);
  g_assert_cmpuint (go_pass_alive (&pos, GO_WHITE), ==, 0);
  g_assert_cmpuint (go_sure_territory (&pos, GO_BLACK, &chains), ==, a4 | c4);
  g_assert_cmpuint (chains, ==, pos.stones[GO_BLACK]);
  g_assert_cmpuint (go_sure_territory (&pos, GO_WHITE, &chains), ==, 0);
  g_assert_cmpuint (chains, ==, 0);
  /* The count agrees, and White cannot play on either point. */
  GoScore score;
  go_score (&pos, &score);
  g_assert_cmpuint (score.territory[GO_BLACK], ==, a4 | c4);
  g_assert_cmpint (go_position_check_move (&pos, point (4, "A4")), !=, GO_MOVE_LEGAL);
  g_assert_cmpint (go_position_check_move (&pos, point (4, "C4")), !=, GO_MOVE_LEGAL);

  /* Open D2: the chain keeps its two eyes (still pass-alive) but has a
   * liberty next to White, a dame that puts it in seki if no one fills
   * it: nothing is sure. */
  const char *rows2[] = { ".X.X", "XXXX", "OOO.", "...." };
  pos = drawn (4, rows2, GO_WHITE);
  g_assert_cmpuint (go_pass_alive (&pos, GO_BLACK), ==, pos.stones[GO_BLACK]);
  g_assert_cmpuint (go_sure_territory (&pos, GO_BLACK, &chains), ==, 0);
  g_assert_cmpuint (chains, ==, 0);
  go_score (&pos, &score);
  g_assert_cmpuint (score.territory[GO_BLACK], ==, 0);

  /* A two-point region A4-B4 and a one-point D4: all three sure.  White
   * plays A4: Black to move counts the invaded region (it takes the
   * stone at once), White to move would not; after Black takes it, A4
   * and D4 are territory and the stone a prisoner: three points still. */
  const char *rows3[] = { "..X.", "XXXX", "OOOO", "...." };
  pos = drawn (4, rows3, GO_WHITE);
  g_assert_cmpuint (go_sure_territory (&pos, GO_BLACK, NULL), ==, a4 | b4 | d4);
  GoPosition invaded = played (&pos, "A4");
  g_assert_cmpuint (go_sure_territory (&invaded, GO_BLACK, NULL), ==, a4 | b4 | d4);
  GoPosition waiting = invaded;
  waiting.to_move = GO_WHITE;
  g_assert_cmpuint (go_sure_territory (&waiting, GO_BLACK, NULL), ==, 0);
  GoPosition taken = played (&invaded, "B4");
  g_assert_cmpint (taken.prisoners[GO_BLACK], ==, 1);
  g_assert_cmpuint (go_sure_territory (&taken, GO_BLACK, NULL), ==, a4 | d4);
  go_score (&taken, &score);
  g_assert_cmpuint (score.territory[GO_BLACK], ==, a4 | d4);
  /* Left there, White's stone makes B4 dame and Black's chain seki. */
  go_score (&invaded, &score);
  g_assert_cmpuint (score.territory[GO_BLACK], ==, 0);

  /* A chain whose only region is two points is not sure: after White A4
   * and Black's capture it would have one liberty left. */
  const char *rows4[] = { "..XO", "XXXO", "OOOO", "...." };
  pos = drawn (4, rows4, GO_WHITE);
  g_assert_cmpuint (go_pass_alive (&pos, GO_BLACK), ==, 0);
  g_assert_cmpuint (go_sure_territory (&pos, GO_BLACK, NULL), ==, 0);

  /* Three points are too many: White A4 then has two liberties. */
  const char *rows5[] = { "...X", "XXXX", "OOOO", "...." };
  pos = drawn (4, rows5, GO_WHITE);
  g_assert_cmpuint (go_sure_territory (&pos, GO_BLACK, NULL), ==, 0);

  /* A one-point region next to chains with no other liberty is not sure
   * (White takes them by playing there). */
  const char *rows6[] = { "X.XO", "XXO.", "OOOO", "...." };
  pos = drawn (4, rows6, GO_WHITE);
  g_assert_cmpuint (go_sure_territory (&pos, GO_BLACK, NULL), ==, 0);
  g_assert_cmpint (go_position_check_move (&pos, point (4, "B4")), ==, GO_MOVE_LEGAL);
}

static void
test_notation (void)
{
  for (int size = GO_MIN_SIZE; size <= GO_MAX_SIZE; size++) {
    for (int p = 0; p < size * size; p++) {
      char gtp[GO_NOTATION_SIZE], paper[GO_NOTATION_SIZE];
      int col = p % size, row = p / size;
      g_autofree char *want_gtp = g_strdup_printf ("%c%d", "ABCDE"[col], row + 1);
      g_autofree char *want_paper = g_strdup_printf ("(%d,%d)", col + 1, row + 1);
      g_assert_cmpstr (go_move_to_gtp (size, p, gtp), ==, want_gtp);
      g_assert_cmpstr (go_move_to_paper (size, p, paper), ==, want_paper);
      g_assert_cmpint (point (size, gtp), ==, p);
      g_assert_cmpint (point (size, paper), ==, p);
      g_autofree char *lower = g_ascii_strdown (gtp, -1);
      g_autofree char *spaced = g_strdup_printf ("  %s\t", lower);
      g_assert_cmpint (point (size, spaced), ==, p);
      g_autofree char *bare = g_strdup_printf ("%d, %d", col + 1, row + 1);
      g_assert_cmpint (point (size, bare), ==, p);
    }
    g_assert_cmpint (point (size, "pass"), ==, GO_PASS);
    g_assert_cmpint (point (size, "PASS"), ==, GO_PASS);
  }
  char buf[GO_NOTATION_SIZE];
  g_assert_cmpstr (go_move_to_gtp (4, GO_PASS, buf), ==, "pass");
  g_assert_cmpstr (go_move_to_paper (4, GO_PASS, buf), ==, "pass");

  const char *bad4[] = { "", "E1", "A5", "A0", "I1", "Z9", "A", "1", "A1x", "(1,5)", "(0,1)",
                         "(1,1", "1,1)", "(1;1)", "(,1)", "passes", "A-1", "AA1", "(1,1,1)" };
  for (guint i = 0; i < G_N_ELEMENTS (bad4); i++) {
    int move = 12345;
    g_autoptr (GError) error = NULL;
    g_assert_false (go_move_parse (4, 4, bad4[i], &move, &error));
    g_assert_error (error, GO_ERROR, GO_ERROR_NOTATION);
    g_assert_cmpint (move, ==, 12345);
    g_assert_nonnull (strstr (error->message, bad4[i][0] ? bad4[i] : "“"));
  }
  /* C3 is a point of 4x4 but not of 2x2; F1 is no point of 5x5. */
  int move = -1;
  g_autoptr (GError) error = NULL;
  g_assert_false (go_move_parse (2, 2, "C3", &move, &error));
  g_assert_error (error, GO_ERROR, GO_ERROR_NOTATION);
  g_clear_error (&error);
  g_assert_false (go_move_parse (5, 5, "F1", &move, &error));
  g_assert_error (error, GO_ERROR, GO_ERROR_NOTATION);
  g_clear_error (&error);
  g_assert_false (go_move_parse (5, 5, "A6", &move, &error));
  g_assert_error (error, GO_ERROR, GO_ERROR_NOTATION);
}

static void
test_board_text (void)
{
  GoPosition pos = ko_position ();
  pos = played (&pos, "C2");
  g_autofree char *text = go_position_to_text (&pos);
  const char *want = "   A B C D\n"
                     " 4 . . . . 4\n"
                     " 3 . X O . 3\n"
                     " 2 X * X O 2\n"
                     " 1 . X O . 1\n"
                     "   A B C D\n"
                     "O to move, prisoners X 1 O 0\n";
  g_assert_cmpstr (text, ==, want);
}

static void
test_symmetry (void)
{
  for (int size = GO_MIN_SIZE; size <= GO_MAX_SIZE; size++) {
    GoSymmetry sym;
    go_symmetry_init (&sym, size, size);
    for (int s = 0; s < GO_SYMMETRY_COUNT; s++) {
      uint32_t image = 0;
      for (int p = 0; p < size * size; p++) {
        int q = go_symmetry_point (&sym, s, p);
        g_assert_cmpint (q, >=, 0);
        g_assert_cmpint (q, <, size * size);
        image |= UINT32_C (1) << q;
        g_assert_cmpint (go_symmetry_point (&sym, go_symmetry_inverse (s), q), ==, p);
        g_assert_cmpuint (go_symmetry_mask (&sym, s, UINT32_C (1) << p), ==, UINT32_C (1) << q);
        /* Neighbours stay neighbours. */
        uint32_t around = go_neighbours (size, size, UINT32_C (1) << p);
        g_assert_cmpuint (go_symmetry_mask (&sym, s, around), ==, go_neighbours (size, size, UINT32_C (1) << q));
      }
      g_assert_cmpuint (image, ==, (UINT32_C (1) << (size * size)) - 1);
      g_assert_cmpint (go_symmetry_point (&sym, s, GO_PASS), ==, GO_PASS);
    }
    /* 0 is the identity, 3 the half turn, 5 and 6 the quarter turns. */
    int corner = 0, far = size * size - 1;
    g_assert_cmpint (go_symmetry_point (&sym, 0, 1), ==, 1);
    g_assert_cmpint (go_symmetry_point (&sym, 3, corner), ==, far);
    g_assert_cmpint (go_symmetry_point (&sym, 5, go_symmetry_point (&sym, 5, corner)), ==, far);
    g_assert_cmpint (go_symmetry_point (&sym, 6, go_symmetry_point (&sym, 6, corner)), ==, far);
  }

  /* A position and its images have the same legal moves, mapped. */
  GoSymmetry sym;
  go_symmetry_init (&sym, 4, 4);
  GoPosition pos = ko_position ();
  pos = played (&pos, "C2");
  int moves[GO_MAX_MOVES], image_moves[GO_MAX_MOVES];
  int n = go_position_legal_moves (&pos, moves);
  for (int s = 0; s < GO_SYMMETRY_COUNT; s++) {
    GoPosition image;
    go_symmetry_position (&sym, s, &pos, &image);
    g_assert_cmpint (go_position_legal_moves (&image, image_moves), ==, n);
    for (int i = 0; i < n; i++) {
      int mapped = go_symmetry_point (&sym, s, moves[i]);
      gboolean found = FALSE;
      for (int j = 0; j < n; j++)
        found |= image_moves[j] == mapped;
      g_assert_true (found);
    }
    g_assert_cmpint (go_score (&image, NULL), ==, go_score (&pos, NULL));
  }
}

/* 5x5: the edges do not wrap (E2 and A3 are points 9 and 10, adjacent bits
 * but not neighbours), captures, suicide and ko on the edge, a chain
 * across the upper bytes of the masks, the count, and situations told
 * apart by the points past the 16th. */
static void
test_five_by_five (void)
{
  g_assert_cmpuint (go_neighbours (5, 5, UINT32_C (1) << point (5, "E2")), ==,
                    (UINT32_C (1) << point (5, "E1")) | (UINT32_C (1) << point (5, "E3"))
                        | (UINT32_C (1) << point (5, "D2")));
  g_assert_cmpuint (go_neighbours (5, 5, UINT32_C (1) << point (5, "A3")), ==,
                    (UINT32_C (1) << point (5, "A2")) | (UINT32_C (1) << point (5, "A4"))
                        | (UINT32_C (1) << point (5, "B3")));
  g_assert_cmpuint (go_neighbours (5, 5, UINT32_C (1) << point (5, "E5")), ==,
                    (UINT32_C (1) << point (5, "D5")) | (UINT32_C (1) << point (5, "E4")));

  /* White's three stones along the top edge, short of one liberty (D5),
   * and a white stone on E2 that the stone on A3 must not touch. */
  const char *rows[] = { "OOO..", "XXXX.", "X....", "....O", "....." };
  GoPosition pos = drawn (5, rows, GO_BLACK);
  uint32_t captured = 0;
  GoPosition next;
  g_assert_true (go_position_play (&pos, point (5, "D5"), &next, &captured));
  g_assert_cmpint (__builtin_popcount (captured), ==, 3);
  g_assert_true (has_stone (&next, "E2", GO_WHITE));
  g_assert_cmpint (next.prisoners[GO_BLACK], ==, 3);
  g_assert_cmpuint (go_chain (5, 5, next.stones[GO_BLACK], point (5, "D5")), ==, next.stones[GO_BLACK]);

  /* Suicide in the far corner, the point past the 24th bit. */
  const char *corner[] = { "...X.", "....X", ".....", ".....", "....." };
  pos = drawn (5, corner, GO_WHITE);
  assert_refused (&pos, "E5", GO_MOVE_SUICIDE);
  pos.to_move = GO_BLACK;
  pos = played (&pos, "E5");
  g_assert_true (has_stone (&pos, "E5", GO_BLACK));

  /* Ko on the right edge. */
  const char *ko[] = { ".....", "...XO", "..XO.", "...XO", "....." };
  pos = drawn (5, ko, GO_BLACK);
  pos = played (&pos, "E3");
  g_assert_cmpint (pos.ko_point, ==, point (5, "D3"));
  assert_refused (&pos, "D3", GO_MOVE_KO);

  /* The count: Black's wall on column B, White's on D; A and E are eyes,
   * C is dame, so both walls are in seki and nobody has territory; with
   * C filled the eyes are territory, five points each. */
  const char *walls[] = { ".X.O.", ".X.O.", ".X.O.", ".X.O.", ".X.O." };
  pos = drawn (5, walls, GO_BLACK);
  GoScore score;
  g_assert_cmpint (go_score (&pos, &score), ==, 0);
  g_assert_cmpuint (score.territory[GO_BLACK] | score.territory[GO_WHITE], ==, 0);
  g_assert_cmpint (__builtin_popcount (score.dame), ==, 5);
  const char *filled[] = { ".XXO.", ".XXO.", ".XOO.", ".XOO.", ".XOO." };
  pos = drawn (5, filled, GO_BLACK);
  pos.prisoners[GO_WHITE] = 2;
  g_assert_cmpint (go_score (&pos, &score), ==, -2);
  g_assert_cmpint (__builtin_popcount (score.territory[GO_BLACK]), ==, 5);
  g_assert_cmpint (__builtin_popcount (score.territory[GO_WHITE]), ==, 5);

  /* Situations differing only on the last point, or only in White's
   * stones past the 16th point, are different. */
  GoPosition a, b;
  go_position_init (&a, 5, 5);
  b = a;
  b.stones[GO_WHITE] = UINT32_C (1) << 24;
  g_assert_false (go_position_same_situation (&a, &b));
  a.stones[GO_BLACK] = UINT32_C (1) << 24;
  g_assert_false (go_position_same_situation (&a, &b));
  b.stones[GO_WHITE] = 0;
  b.stones[GO_BLACK] = UINT32_C (1) << 24;
  g_assert_true (go_position_same_situation (&a, &b));
  b.ko_point = 24;
  g_assert_false (go_position_same_situation (&a, &b));
  g_assert_cmpuint (go_position_situation_key (&b) >> 57, ==, 0);

  /* Whole masks map as their points do, on every byte of them. */
  GoSymmetry sym;
  go_symmetry_init (&sym, 5, 5);
  GRand *rand = g_rand_new_with_seed (5);
  for (int i = 0; i < 200; i++) {
    uint32_t mask = g_rand_int (rand) & ((UINT32_C (1) << 25) - 1);
    for (int s = 0; s < GO_SYMMETRY_COUNT; s++) {
      uint32_t expected = 0;
      for (int p = 0; p < 25; p++)
        if (mask & (UINT32_C (1) << p))
          expected |= UINT32_C (1) << go_symmetry_point (&sym, s, p);
      g_assert_cmpuint (go_symmetry_mask (&sym, s, mask), ==, expected);
    }
  }
  g_rand_free (rand);
}

/* Every chain has a liberty. */
static gboolean
legal_configuration (int size, uint32_t black, uint32_t white)
{
  uint32_t empty = ((UINT32_C (1) << (size * size)) - 1) & ~(black | white);
  uint32_t stones[2] = { black, white };
  for (int c = 0; c < 2; c++) {
    uint32_t breathing = stones[c] & go_neighbours (size, size, empty);
    for (;;) {
      uint32_t grown = (breathing | go_neighbours (size, size, breathing)) & stones[c];
      if (grown == breathing)
        break;
      breathing = grown;
    }
    if (breathing != stones[c])
      return FALSE;
  }
  return TRUE;
}

/* The paper's count: 3^16 colourings of the 4x4 board, 24,318,165 of
 * them legal (no chain without a liberty), 3,047,783 up to the 8
 * symmetries (one per orbit: those that are the smallest of their images). */
static void
test_configuration_count (void)
{
  GoSymmetry sym;
  go_symmetry_init (&sym, 4, 4);
  guint64 legal = 0, classes = 0;
  for (uint32_t black = 0; black < (1u << 16); black++) {
    uint32_t rest = 0xFFFF & ~black;
    /* Every subset of the points Black leaves free, Gosper-free: walk the
     * subsets of rest with (w - rest) & rest. */
    uint32_t white = 0;
    do {
      if (legal_configuration (4, black, white)) {
        legal++;
        uint64_t packed = (uint64_t) black << 16 | white;
        gboolean smallest = TRUE;
        for (int s = 1; s < GO_SYMMETRY_COUNT && smallest; s++) {
          uint64_t image = (uint64_t) go_symmetry_mask (&sym, s, black) << 16
                           | go_symmetry_mask (&sym, s, white);
          smallest = image >= packed;
        }
        classes += smallest;
      }
      white = (white - rest) & rest;
    } while (white != 0);
  }
  g_assert_cmpuint (legal, ==, 24318165);
  g_assert_cmpuint (classes, ==, 3047783);
}

/* Every board from 2x2 to 5x5, rectangles too: the neighbours of each
 * point are the points one column or one row away (worked out here from
 * the coordinates, so a shift that wraps round an edge would show), the
 * empty board's moves are every point and the pass, and the notation
 * names columns by the width and rows by the height. */
static void
test_rectangles (void)
{
  for (int width = GO_MIN_SIZE; width <= GO_MAX_SIZE; width++) {
    for (int height = GO_MIN_SIZE; height <= GO_MAX_SIZE; height++) {
      GoPosition pos;
      go_position_init (&pos, width, height);
      int points = width * height;
      g_assert_cmpint (go_position_point_count (&pos), ==, points);
      int moves[GO_MAX_MOVES];
      g_assert_cmpint (go_position_legal_moves (&pos, moves), ==, points + 1);
      for (int p = 0; p < points; p++) {
        int col = p % width, row = p / width;
        uint32_t want = 0;
        if (col > 0)
          want |= UINT32_C (1) << (p - 1);
        if (col < width - 1)
          want |= UINT32_C (1) << (p + 1);
        if (row > 0)
          want |= UINT32_C (1) << (p - width);
        if (row < height - 1)
          want |= UINT32_C (1) << (p + width);
        g_assert_cmpuint (go_neighbours (width, height, UINT32_C (1) << p), ==, want);

        char name[8], buf[GO_NOTATION_SIZE];
        g_snprintf (name, sizeof name, "%c%d", 'A' + col, row + 1);
        g_assert_cmpstr (go_move_to_gtp (width, p, buf), ==, name);
        g_assert_cmpint (point_wh (width, height, name), ==, p);
      }
      /* One column and one row past the board are refused. */
      char past[8];
      int move = -1;
      g_snprintf (past, sizeof past, "%c1", 'A' + width);
      g_assert_false (go_move_parse (width, height, past, &move, NULL));
      g_snprintf (past, sizeof past, "A%d", height + 1);
      g_assert_false (go_move_parse (width, height, past, &move, NULL));
      g_assert_cmpint (move, ==, -1);
    }
  }
  /* 4 columns, 5 rows: drawn with row 5 at the top. */
  GoPosition pos;
  go_position_init (&pos, 4, 5);
  pos = played (&pos, "D5");
  g_autofree char *text = go_position_to_text (&pos);
  g_assert_cmpstr (text, ==, "   A B C D\n"
                             " 5 . . . X 5\n"
                             " 4 . . . . 4\n"
                             " 3 . . . . 3\n"
                             " 2 . . . . 2\n"
                             " 1 . . . . 1\n"
                             "   A B C D\n"
                             "O to move, prisoners X 0 O 0\n");
}

/* Benson's chains and the sure territory on a rectangle, 4 columns and 3
 * rows, and on its transpose.  Black's chain B3 A2 B2 B1 has its only
 * liberties in the one-point regions A3 and A1: pass-alive, both sure.
 * White's chain C3 C2 C1 D1 has one region, D3-D2: not pass-alive,
 * nothing sure.  (A2 is the point after D1 in bit order: a neighbour
 * shift that wrapped would join them.) */
static void
test_rectangle_life (void)
{
  const char *wide[] = { ".XO.", "XXO.", ".XOO" };
  const char *tall[] = { "O..", "OOO", "XXX", ".X." };   /* the transpose */
  const struct {
    const char *const *rows;
    int height;
    const char *sure[2], *eye[2];
  } cases[] = {
    { wide, 3, { "A3", "A1" }, { "D3", "D2" } },
    { tall, 4, { "C1", "A1" }, { "C4", "B4" } },
  };
  for (guint c = 0; c < G_N_ELEMENTS (cases); c++) {
    GoPosition pos = drawn (cases[c].height, cases[c].rows, GO_WHITE);
    uint32_t sure = 0, eye = 0, chains = 0;
    for (int i = 0; i < 2; i++) {
      sure |= UINT32_C (1) << point_of (&pos, cases[c].sure[i]);
      eye |= UINT32_C (1) << point_of (&pos, cases[c].eye[i]);
    }
    g_assert_cmpuint (go_pass_alive (&pos, GO_BLACK), ==, pos.stones[GO_BLACK]);
    g_assert_cmpuint (go_pass_alive (&pos, GO_WHITE), ==, 0);
    g_assert_cmpuint (go_sure_territory (&pos, GO_BLACK, &chains), ==, sure);
    g_assert_cmpuint (chains, ==, pos.stones[GO_BLACK]);
    g_assert_cmpuint (go_sure_territory (&pos, GO_WHITE, &chains), ==, 0);
    GoScore score;
    go_score (&pos, &score);
    g_assert_cmpuint (score.territory[GO_BLACK], ==, sure);
    g_assert_cmpuint (score.territory[GO_WHITE], ==, eye);
    g_assert_cmpint (go_position_check_move (&pos, point_of (&pos, cases[c].sure[0])), ==,
                     GO_MOVE_SUICIDE);
  }
}

/* A rectangle that is not a square has four symmetries: the identity,
 * the two mirrors and the half turn (worked out here from the
 * coordinates).  Each maps neighbours to neighbours, and along random
 * games on every such board each maps a position's legal moves to its
 * image's, its child under a move to the image's child under the mapped
 * move, and keeps the count, Benson's chains and the sure territory. */
static void
test_rectangle_symmetry (void)
{
  GRand *rand = g_rand_new_with_seed (28);
  int positions = 0;
  for (int width = GO_MIN_SIZE; width <= GO_MAX_SIZE; width++) {
    for (int height = GO_MIN_SIZE; height <= GO_MAX_SIZE; height++) {
      if (width == height)
        continue;
      GoSymmetry sym;
      go_symmetry_init (&sym, width, height);
      g_assert_cmpint (sym.count, ==, 4);
      int points = width * height;
      for (int s = 0; s < sym.count; s++) {
        for (int p = 0; p < points; p++) {
          int col = p % width, row = p / width;
          int want = ((s & 2) ? height - 1 - row : row) * width + ((s & 1) ? width - 1 - col : col);
          int q = go_symmetry_point (&sym, s, p);
          g_assert_cmpint (q, ==, want);
          g_assert_cmpint (go_symmetry_point (&sym, go_symmetry_inverse (s), q), ==, p);
          uint32_t around = go_neighbours (width, height, UINT32_C (1) << p);
          g_assert_cmpuint (go_symmetry_mask (&sym, s, around), ==,
                            go_neighbours (width, height, UINT32_C (1) << q));
        }
      }
      for (int game = 0; game < 4; game++) {
        GoPosition pos;
        go_position_init (&pos, width, height);
        for (int ply = 0; ply < 60 && !pos.finished; ply++) {
          int moves[GO_MAX_MOVES], image_moves[GO_MAX_MOVES];
          int n = go_position_legal_moves (&pos, moves);
          int move = moves[g_rand_int_range (rand, 0, n)];
          GoPosition child;
          g_assert_true (go_position_play (&pos, move, &child, NULL));
          for (int s = 0; s < sym.count; s++) {
            GoPosition image, image_child, child_image;
            go_symmetry_position (&sym, s, &pos, &image);
            g_assert_cmpint (go_position_legal_moves (&image, image_moves), ==, n);
            uint32_t legal = 0, image_legal = 0;
            for (int i = 0; i < n; i++) {
              if (moves[i] != GO_PASS)
                legal |= UINT32_C (1) << moves[i];
              if (image_moves[i] != GO_PASS)
                image_legal |= UINT32_C (1) << image_moves[i];
            }
            g_assert_cmpuint (go_symmetry_mask (&sym, s, legal), ==, image_legal);
            g_assert_cmpint (go_score (&image, NULL), ==, go_score (&pos, NULL));
            for (int c = GO_BLACK; c <= GO_WHITE; c++) {
              uint32_t chains, image_chains;
              g_assert_cmpuint (go_symmetry_mask (&sym, s, go_pass_alive (&pos, c)), ==,
                                go_pass_alive (&image, c));
              uint32_t sure = go_sure_territory (&pos, c, &chains);
              g_assert_cmpuint (go_symmetry_mask (&sym, s, sure), ==,
                                go_sure_territory (&image, c, &image_chains));
              g_assert_cmpuint (go_symmetry_mask (&sym, s, chains), ==, image_chains);
            }
            g_assert_true (go_position_play (&image, go_symmetry_point (&sym, s, move),
                                             &image_child, NULL));
            go_symmetry_position (&sym, s, &child, &child_image);
            assert_same_position (&image_child, &child_image);
          }
          pos = child;
          positions++;
        }
      }
    }
  }
  g_test_message ("%d positions on 12 rectangles", positions);
  g_assert_cmpint (positions, >, 500);
  g_rand_free (rand);
}

/* go_sure_territory_candidates, on the positions of random games: each
 * candidate is a point not c's with at most one neighbour not c's
 * (counted point by point here), and every sure point is a candidate
 * (the solver's ceiling on passing forever relies on it). */
static void
test_sure_candidates (void)
{
  GRand *rand = g_rand_new_with_seed (11);
  int positions = 0, sure_points = 0;
  int sizes[][2] = { { 3, 3 }, { 4, 4 }, { 5, 5 }, { 5, 3 }, { 2, 4 } };
  for (guint k = 0; k < G_N_ELEMENTS (sizes); k++) {
    int width = sizes[k][0], height = sizes[k][1];
    for (int game = 0; game < 30; game++) {
      GoPosition pos;
      go_position_init (&pos, width, height);
      for (int ply = 0; ply < 80 && !pos.finished; ply++) {
        for (int c = GO_BLACK; c <= GO_WHITE; c++) {
          uint32_t candidates = go_sure_territory_candidates (&pos, c);
          uint32_t own = pos.stones[c];
          for (int p = 0; p < width * height; p++) {
            uint32_t around = go_neighbours (width, height, UINT32_C (1) << p);
            gboolean candidate = !(own >> p & 1) && __builtin_popcount (around & ~own) <= 1;
            g_assert_cmpint ((candidates >> p) & 1, ==, candidate);
          }
          uint32_t sure = go_sure_territory (&pos, c, NULL);
          g_assert_cmpuint (sure & ~candidates, ==, 0);
          sure_points += __builtin_popcount (sure);
        }
        int moves[GO_MAX_MOVES];
        int n = go_position_legal_moves (&pos, moves);
        /* Passes rarely, so that the games fill the board. */
        int move = moves[g_rand_int_range (rand, 0, n > 1 ? n - 1 : n)];
        if (n > 1 && g_rand_int_range (rand, 0, 10) == 0)
          move = GO_PASS;
        g_assert_true (go_position_play (&pos, move, &pos, NULL));
        positions++;
      }
    }
  }
  g_test_message ("%d positions, %d sure points", positions, sure_points);
  g_assert_cmpint (sure_points, >, 100);
  g_rand_free (rand);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/go/rules/empty-board", test_empty_board);
  g_test_add_func ("/go/rules/capture-one", test_capture_one);
  g_test_add_func ("/go/rules/capture-chains", test_capture_chain_and_two_chains);
  g_test_add_func ("/go/rules/suicide", test_suicide);
  g_test_add_func ("/go/rules/ko", test_ko);
  g_test_add_func ("/go/rules/not-ko", test_not_ko);
  g_test_add_func ("/go/rules/two-passes", test_two_passes);
  g_test_add_func ("/go/rules/pass-under-ko-ban", test_pass_under_ko_ban);
  g_test_add_func ("/go/rules/repetition", test_repetition);
  g_test_add_func ("/go/rules/situation", test_situation);
  g_test_add_func ("/go/rules/territory", test_territory);
  g_test_add_func ("/go/rules/seki", test_seki);
  g_test_add_func ("/go/rules/life", test_life);
  g_test_add_func ("/go/rules/sure-candidates", test_sure_candidates);
  g_test_add_func ("/go/rules/notation", test_notation);
  g_test_add_func ("/go/rules/board-text", test_board_text);
  g_test_add_func ("/go/rules/symmetry", test_symmetry);
  g_test_add_func ("/go/rules/configuration-count", test_configuration_count);
  g_test_add_func ("/go/rules/five-by-five", test_five_by_five);
  g_test_add_func ("/go/rules/rectangles", test_rectangles);
  g_test_add_func ("/go/rules/rectangle-life", test_rectangle_life);
  g_test_add_func ("/go/rules/rectangle-symmetry", test_rectangle_symmetry);
  return g_test_run ();
}
