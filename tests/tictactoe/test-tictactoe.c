/* SPDX-License-Identifier: MIT */
/* test-tictactoe.c: tic-tac-toe's rules, notation, facts and players.
 *
 * The players are the reference answers of the warm-ups t1 and t2
 * (solutions/tictactoe-search.c), so this test is built in the full tree
 * only, linked with that variant.
 *
 * The facts (games, positions, the search counts) are checked against a
 * second count written here from the rules alone: boards as two 9-bit
 * masks, lines as bit patterns, symmetries as cell permutations written
 * out by hand.  It shares no code with games/tictactoe.  The known
 * figures (docs/tictactoe.md) are checked too.
 */
#include <glib.h>
#include <string.h>

#include "game-conformance.h"
#include "game-search.h"
#include "tictactoe-census.h"
#include "tictactoe-players.h"
#include "tictactoe-search.h"

/* ---- the second count ------------------------------------------------ */

/* Bit i is cell i, row by row from the top left. */
static const int ref_lines[8] = { 0x007, 0x038, 0x1c0, 0x049, 0x092, 0x124, 0x111, 0x054 };

/* cell i of the turned board holds cell rotate[i] of the original;
 * mirror swaps the columns. */
static const int rotate[9] = { 6, 3, 0, 7, 4, 1, 8, 5, 2 };
static const int mirror[9] = { 2, 1, 0, 5, 4, 3, 8, 7, 6 };

static gboolean
ref_won (int mask)
{
  for (int i = 0; i < 8; i++)
    if ((mask & ref_lines[i]) == ref_lines[i])
      return TRUE;
  return FALSE;
}

static int
permute (int mask, const int *map)
{
  int out = 0;
  for (int i = 0; i < 9; i++)
    if (mask & (1 << map[i]))
      out |= 1 << i;
  return out;
}

/* The smallest (x << 9 | o) over the 8 symmetries. */
static int
ref_canonical (int x, int o)
{
  int best = G_MAXINT;
  for (int flip = 0; flip < 2; flip++) {
    int a = flip ? permute (x, mirror) : x, b = flip ? permute (o, mirror) : o;
    for (int turn = 0; turn < 4; turn++) {
      best = MIN (best, a << 9 | b);
      a = permute (a, rotate);
      b = permute (b, rotate);
    }
  }
  return best;
}

typedef struct {
  guint64 games, x_wins, o_wins, draws;
  int positions, canonical, terminal, terminal_canonical;
  gboolean *seen, *seen_canonical;   /* indexed by x << 9 | o */
} RefCensus;

static void
ref_walk (RefCensus *c, int x, int o, int x_to_move)
{
  int key = x << 9 | o, full = (x | o) == 0x1ff;
  gboolean over = ref_won (x) || ref_won (o) || full;
  if (!c->seen[key]) {
    c->seen[key] = TRUE;
    c->positions++;
    c->terminal += over;
    int canonical = ref_canonical (x, o);
    if (!c->seen_canonical[canonical]) {
      c->seen_canonical[canonical] = TRUE;
      c->canonical++;
      c->terminal_canonical += over;
    }
  }
  if (over) {
    c->games++;
    if (ref_won (x))
      c->x_wins++;
    else if (ref_won (o))
      c->o_wins++;
    else
      c->draws++;
    return;
  }
  for (int cell = 0; cell < 9; cell++) {
    int bit = 1 << cell;
    if ((x | o) & bit)
      continue;
    if (x_to_move)
      ref_walk (c, x | bit, o, FALSE);
    else
      ref_walk (c, x, o | bit, TRUE);
  }
}

/* Matoike's scoring and searches, on masks: `me` is the machine's mask
 * and the value is from its view; every call is a node. */
typedef struct {
  guint64 nodes, leaves;
} RefCounts;

static int
ref_search (int me, int them, gboolean my_turn, int depth, gboolean prune, int alpha, int beta,
            RefCounts *c)
{
  c->nodes++;
  if (ref_won (me) || ref_won (them) || (me | them) == 0x1ff) {
    c->leaves++;
    return ref_won (me) ? 10 - depth : ref_won (them) ? depth - 10 : 0;
  }
  int best = my_turn ? -10000 : 10000;
  for (int cell = 0; cell < 9; cell++) {
    int bit = 1 << cell;
    if ((me | them) & bit)
      continue;
    int v = my_turn ? ref_search (me | bit, them, FALSE, depth + 1, prune, alpha, beta, c)
                    : ref_search (me, them | bit, TRUE, depth + 1, prune, alpha, beta, c);
    if (my_turn) {
      best = MAX (best, v);
      alpha = MAX (alpha, v);
    } else {
      best = MIN (best, v);
      beta = MIN (beta, v);
    }
    if (prune && beta <= alpha)
      break;
  }
  return best;
}

/* The root of Matoike's bestMove from the empty board, X the machine:
 * carry says whether the best value so far narrows the next window. */
static int
ref_root (gboolean prune, gboolean carry, RefCounts *c)
{
  c->nodes++;
  int best = -10000, alpha = -10000;
  for (int cell = 0; cell < 9; cell++) {
    int v = ref_search (1 << cell, 0, FALSE, 0, prune, carry ? alpha : -10000, 10000, c);
    best = MAX (best, v);
    alpha = MAX (alpha, best);
  }
  return best;
}

/* ---- the facts -------------------------------------------------------- */

static void
test_census (void)
{
  RefCensus ref = { 0 };
  ref.seen = g_new0 (gboolean, 1 << 18);
  ref.seen_canonical = g_new0 (gboolean, 1 << 18);
  ref_walk (&ref, 0, 0, TRUE);

  TicTacToeCensus census;
  tictactoe_census (&census);
  g_assert_cmpuint (census.games, ==, ref.games);
  g_assert_cmpuint (census.first_player_wins, ==, ref.x_wins);
  g_assert_cmpuint (census.second_player_wins, ==, ref.o_wins);
  g_assert_cmpuint (census.draws, ==, ref.draws);
  g_assert_cmpint (census.positions, ==, ref.positions);
  g_assert_cmpint (census.positions_up_to_symmetry, ==, ref.canonical);
  g_assert_cmpint (census.terminal_positions, ==, ref.terminal);
  g_assert_cmpint (census.terminal_up_to_symmetry, ==, ref.terminal_canonical);

  /* The known figures of the game (docs/tictactoe.md). */
  g_assert_cmpuint (ref.games, ==, 255168);
  g_assert_cmpuint (ref.x_wins, ==, 131184);
  g_assert_cmpuint (ref.o_wins, ==, 77904);
  g_assert_cmpuint (ref.draws, ==, 46080);
  g_assert_cmpint (ref.positions, ==, 5478);
  g_assert_cmpint (ref.canonical, ==, 765);
  g_assert_cmpint (ref.terminal, ==, 958);
  g_free (ref.seen);
  g_free (ref.seen_canonical);
}

static GameSearchResult
common (GameSearchMethod method)
{
  TicTacToe start;
  tictactoe_init (&start);
  GameSearchOptions options;
  game_search_options_init (&options, method, GAME_SEARCH_TO_END);
  GameSearchResult result;
  game_search (tictactoe_rules (), &start, &options, &result);
  return result;
}

static void
test_search_counts (void)
{
  RefCounts ref_mm = { 0 }, ref_full = { 0 }, ref_carry = { 0 };
  int mm_value = ref_root (FALSE, FALSE, &ref_mm);
  int full_value = ref_root (TRUE, FALSE, &ref_full);
  int carry_value = ref_root (TRUE, TRUE, &ref_carry);
  g_assert_cmpint (mm_value, ==, 0);   /* the start is a draw */
  g_assert_cmpint (full_value, ==, 0);
  g_assert_cmpint (carry_value, ==, 0);
  g_assert_cmpuint (ref_mm.nodes, ==, 549946);   /* docs/tictactoe.md */
  g_assert_cmpuint (ref_mm.leaves, ==, 255168);

  /* Matoike's max/min-form players, counted by the rules; the root is a node. */
  int (*roots[]) (TicTacToe *, int *) = { tictactoe_minimax_move, tictactoe_alpha_beta_move };
  RefCounts *refs[] = { &ref_mm, &ref_full };
  for (int i = 0; i < 2; i++) {
    TicTacToe t;
    tictactoe_init (&t);
    TicTacToeCounts counts = { 1, 0 };
    int value = 99;
    tictactoe_count_moves (&counts);
    int move = roots[i] (&t, &value);
    tictactoe_count_moves (NULL);
    g_assert_cmpint (value, ==, 0);
    g_assert_cmpint (move, ==, 0);   /* every first move draws: the first, a1, is kept */
    g_assert_cmpuint (counts.nodes, ==, refs[i]->nodes);
    g_assert_cmpuint (counts.evaluations, ==, refs[i]->leaves);
    g_assert_cmpint (t.marks, ==, 0);   /* the board is left as it was */
  }
  /* The census walks the same game tree. */
  TicTacToeCensus census;
  tictactoe_census (&census);
  g_assert_cmpuint (census.game_tree_nodes, ==, ref_mm.nodes);
  /* The full window at every root move costs more than carrying it. */
  g_assert_cmpuint (ref_full.nodes, >, ref_carry.nodes);

  /* The common search: minimax is the same tree; its alpha-beta is the
   * course's negamax, which carries the window at the root. */
  GameSearchResult mm = common (GAME_SEARCH_MINIMAX);
  GameSearchResult ab = common (GAME_SEARCH_ALPHA_BETA);
  GameSearchResult ord = common (GAME_SEARCH_ORDERED);
  g_assert_cmpint (mm.value, ==, 0);
  g_assert_cmpint (ab.value, ==, 0);
  g_assert_cmpint (ord.value, ==, 0);
  g_assert_cmpuint (mm.counts.nodes, ==, ref_mm.nodes);
  g_assert_cmpuint (mm.counts.evaluations, ==, ref_mm.leaves);
  g_assert_cmpuint (ab.counts.nodes, ==, ref_carry.nodes);
  g_assert_cmpuint (ab.counts.evaluations, ==, ref_carry.leaves);
  /* With the table and symmetry there are at most 765 positions to
   * search: far fewer nodes than alpha-beta alone. */
  g_assert_cmpuint (ord.counts.nodes, <, ab.counts.nodes / 10);
}

/* ---- the rules --------------------------------------------------------- */

/* A position where `mark` has completed line `line` with its last move,
 * the other side having played elsewhere without a line. */
static void
position_with_line (TicTacToe *t, int line, int mark)
{
  tictactoe_init (t);
  int other = mark == TICTACTOE_X ? TICTACTOE_O : TICTACTOE_X;
  for (int j = 0; j < 3; j++)
    t->cell[tictactoe_lines[line][j]] = mark;
  /* X moves first: when X wins O has 2 marks, when O wins X has 3. */
  int others = mark == TICTACTOE_X ? 2 : 3;
  int placed = 0;
  for (int cell = 0; cell < TICTACTOE_CELLS && placed < others; cell++) {
    if (t->cell[cell] != TICTACTOE_EMPTY)
      continue;
    t->cell[cell] = other;
    int mask = 0;
    for (int c = 0; c < TICTACTOE_CELLS; c++)
      mask |= (t->cell[c] == other) << c;
    if (ref_won (mask))
      t->cell[cell] = TICTACTOE_EMPTY;
    else
      placed++;
  }
  g_assert_cmpint (placed, ==, others);
  t->marks = 3 + others;
  t->to_move = mark == TICTACTOE_X ? 1 : 0;
}

static void
test_wins_on_every_line (void)
{
  const GameRules *rules = tictactoe_rules ();
  for (int line = 0; line < 8; line++)
    for (int mark = TICTACTOE_X; mark <= TICTACTOE_O; mark++) {
      TicTacToe t;
      position_with_line (&t, line, mark);
      g_assert_cmpint (tictactoe_line_owner (&t), ==, mark);
      g_assert_true (tictactoe_is_over (&t));
      int moves[GAME_MAX_MOVES];
      g_assert_cmpint (rules->generate_moves (rules, &t, moves), ==, 0);
      /* The side to move has lost, sooner rather than later. */
      g_assert_cmpint (tictactoe_final_value (&t), ==, -(TICTACTOE_WIN_BASE - t.marks));
      g_assert_cmpint (game_rules_winner (rules, &t), ==, TICTACTOE_SIDE_OF_MARK (mark));

      /* The same through the position text. */
      char text[10];
      for (int cell = 0; cell < 9; cell++)
        text[cell] = t.cell[cell] == TICTACTOE_X ? 'x' : t.cell[cell] == TICTACTOE_O ? 'o' : '.';
      text[9] = '\0';
      TicTacToe read;
      g_autoptr (GError) error = NULL;
      if (!tictactoe_from_text (text, &read, &error))
        g_error ("%s: %s", text, error->message);
      g_assert_cmpmem (&read, sizeof read, &t, sizeof t);
    }
}

static void
test_not_over (void)
{
  TicTacToe t;
  tictactoe_init (&t);
  /* Matoike's bug: three empty cells made a line there. */
  g_assert_cmpint (tictactoe_line_owner (&t), ==, TICTACTOE_EMPTY);
  g_assert_false (tictactoe_is_over (&t));
  int moves[TICTACTOE_CELLS];
  g_assert_cmpint (tictactoe_generate_moves (&t, moves), ==, 9);
  for (int i = 0; i < 9; i++)
    g_assert_cmpint (moves[i], ==, i);
  /* Two in a row and a mixed line are not lines. */
  g_assert_true (tictactoe_from_text ("xx. oo. ...", &t, NULL));
  g_assert_false (tictactoe_is_over (&t));
  g_assert_true (tictactoe_from_text ("xox ... ...", &t, NULL));
  g_assert_cmpint (tictactoe_line_owner (&t), ==, TICTACTOE_EMPTY);
}

static void
test_draw (void)
{
  const GameRules *rules = tictactoe_rules ();
  TicTacToe t;
  g_autoptr (GError) error = NULL;
  g_assert_true (tictactoe_from_text ("xox xoo oxx", &t, &error));
  g_assert_true (tictactoe_is_over (&t));
  g_assert_cmpint (tictactoe_line_owner (&t), ==, TICTACTOE_EMPTY);
  g_assert_cmpint (tictactoe_final_value (&t), ==, 0);
  g_assert_cmpint (game_rules_winner (rules, &t), ==, GAME_DRAW);
  g_autofree char *text = tictactoe_to_text (&t);
  g_assert_nonnull (strstr (text, "Draw"));
  /* A line made with the last cell is a win, not a draw. */
  g_assert_true (tictactoe_from_text ("xox oxo xox", &t, &error));
  g_assert_cmpint (tictactoe_line_owner (&t), ==, TICTACTOE_X);
  g_assert_cmpint (tictactoe_final_value (&t), ==, -(TICTACTOE_WIN_BASE - 9));
}

static void
test_notation (void)
{
  for (int cell = 0; cell < 9; cell++) {
    char text[4];
    tictactoe_cell_to_text (cell, text);
    int read = -1;
    g_assert_true (tictactoe_cell_from_text (text, &read, NULL));
    g_assert_cmpint (read, ==, cell);
  }
  int cell = -1;
  g_assert_true (tictactoe_cell_from_text (" C3 ", &cell, NULL));
  g_assert_cmpint (cell, ==, 8);
  g_assert_true (tictactoe_cell_from_text ("a2", &cell, NULL));
  g_assert_cmpint (cell, ==, 3);   /* column a, second row from the top */

  struct {
    const char *text;
    const char *says;
  } bad[] = {
    { "d1", "columns are a to c" }, { "a4", "rows are 1 to 3" }, { "a0", "rows are 1 to 3" },
    { "", "not a cell" }, { "b", "not a cell" }, { "bb", "not a cell" }, { "22", "not a cell" },
    { "b2x", "not a cell" }, { "ｂ２", "not a cell" }, { "1a", "not a cell" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++) {
    g_autoptr (GError) error = NULL;
    cell = 42;
    g_assert_false (tictactoe_cell_from_text (bad[i].text, &cell, &error));
    g_assert_error (error, GAME_ERROR, GAME_ERROR_NOTATION);
    g_assert_cmpint (cell, ==, 42);
    if (!strstr (error->message, bad[i].says))
      g_test_fail_printf ("“%s”: the message “%s” does not say “%s”", bad[i].text, error->message,
                          bad[i].says);
  }
}

static void
test_illegal_moves (void)
{
  const GameRules *rules = tictactoe_rules ();
  g_autoptr (GamePath) path = game_path_new (rules);
  g_autoptr (GError) error = NULL;
  g_assert_true (game_path_play_text (path, "b2", &error));
  g_assert_false (game_path_play_text (path, "b2", &error));
  g_assert_error (error, GAME_ERROR, GAME_ERROR_ILLEGAL_MOVE);
  g_assert_nonnull (strstr (error->message, "b2 is taken"));
  g_clear_error (&error);
  g_assert_false (game_path_play_text (path, "e5", &error));
  g_assert_error (error, GAME_ERROR, GAME_ERROR_NOTATION);
  g_clear_error (&error);
  g_assert_cmpint (game_path_length (path), ==, 1);

  /* After the end no move is taken. */
  TicTacToe t;
  g_assert_true (tictactoe_from_text ("xxx oo. ...", &t, NULL));
  int move = 77;
  g_assert_false (game_rules_read_move (rules, &t, "c2", &move, &error));
  g_assert_error (error, GAME_ERROR, GAME_ERROR_GAME_OVER);
  g_assert_cmpint (move, ==, 77);
}

static void
test_position_text (void)
{
  TicTacToe t, before;
  tictactoe_init (&before);
  before.cell[4] = TICTACTOE_X;
  t = before;
  struct {
    const char *text;
    const char *says;
  } bad[] = {
    { "x.. ... ..", "8 cells" },
    { "x.. ... ... .", "more than 9" },
    { "x.. .z. ...", "Character 6" },
    { "xx. ... ...", "2 X and 0 O" },
    { "oo. x.. ...", "1 X and 2 O" },
    { "xxx ooo x..", "No game" },      /* both have lines */
    { "xxx oo. o..", "No game" },      /* X won, but O moved after */
    { "xx. ooo x.x", "No game" },      /* O won, but X moved after */
  };
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++) {
    g_autoptr (GError) error = NULL;
    g_assert_false (tictactoe_from_text (bad[i].text, &t, &error));
    g_assert_error (error, GAME_ERROR, GAME_ERROR_POSITION);
    g_assert_cmpmem (&t, sizeof t, &before, sizeof before);
    if (!strstr (error->message, bad[i].says))
      g_test_fail_printf ("“%s”: the message “%s” does not say “%s”", bad[i].text, error->message,
                          bad[i].says);
  }
}

/* Positions a game does reach are read, the side to move from the counts. */
static void
test_position_text_accepted (void)
{
  TicTacToe t;
  g_assert_true (tictactoe_from_text ("ooo xx. x..", &t, NULL));   /* O won last */
  g_assert_cmpint (t.to_move, ==, 0);
  g_assert_cmpint (t.marks, ==, 6);
  g_assert_true (tictactoe_from_text (" X-- -O- --- ", &t, NULL));
  g_assert_cmpint (t.to_move, ==, 0);
  g_assert_true (tictactoe_from_text ("x........", &t, NULL));
  g_assert_cmpint (t.to_move, ==, 1);
}

static void
test_board_text (void)
{
  TicTacToe t;
  g_assert_true (tictactoe_from_text ("x.. .o. ..x", &t, NULL));
  g_autofree char *text = tictactoe_to_text (&t);
  g_assert_cmpstr (text, ==,
                   "   a b c\n"
                   " 1 X . .\n"
                   " 2 . O .\n"
                   " 3 . . X\n"
                   "O to move.\n");
}

static void
test_symmetric_keys (void)
{
  /* A corner opening is the same position in all four corners. */
  TicTacToe a, c;
  g_assert_true (tictactoe_from_text ("x.. ... ...", &a, NULL));
  g_assert_true (tictactoe_from_text ("... ... ..x", &c, NULL));
  guint64 min_a = G_MAXUINT64, min_c = G_MAXUINT64;
  for (int s = 0; s < 8; s++) {
    min_a = MIN (min_a, tictactoe_key (&a, s));
    min_c = MIN (min_c, tictactoe_key (&c, s));
  }
  g_assert_cmpuint (min_a, ==, min_c);
  g_assert_cmpuint (tictactoe_key (&a, 0), !=, tictactoe_key (&c, 0));
  g_assert_cmpint (game_conformance_check (tictactoe_rules (), 200, 7), >, 1000);
}

/* ---- Matoike's players ------------------------------------------------- */

/* The root of Matoike's bestMoveAB carrying the best value so far into
 * the next root move's alpha (the course's negamax does): right too. */
static int
carry_window_move (TicTacToe *t, int *value)
{
  int machine = TICTACTOE_MARK_OF_SIDE (t->to_move);
  int moves[TICTACTOE_CELLS];
  int count = tictactoe_generate_moves (t, moves);
  int best = -TICTACTOE_INFINITY, best_move = moves[0];
  for (int i = 0; i < count; i++) {
    tictactoe_play (t, moves[i]);
    int v = tictactoe_alpha_beta (t, machine, 0, FALSE, best, TICTACTOE_INFINITY);
    tictactoe_undo (t, moves[i]);
    if (v > best) {
      best = v;
      best_move = moves[i];
    }
  }
  *value = best;
  return best_move;
}

/* On every position a game can reach, Matoike's alpha-beta (either
 * root window) picks the cell minimax picks, with the same value. */
static void
visit_positions (TicTacToe *t, gboolean *seen, int *checked)
{
  guint64 key = tictactoe_key (t, 0);
  if (seen[key] || tictactoe_is_over (t))
    return;
  seen[key] = TRUE;
  int mm_value, ab_value, carry_value;
  int mm = tictactoe_minimax_move (t, &mm_value);
  int ab = tictactoe_alpha_beta_move (t, &ab_value);
  int carry = carry_window_move (t, &carry_value);
  g_assert_cmpint (ab, ==, mm);
  g_assert_cmpint (ab_value, ==, mm_value);
  g_assert_cmpint (carry, ==, mm);
  g_assert_cmpint (carry_value, ==, mm_value);
  (*checked)++;
  int moves[TICTACTOE_CELLS];
  int count = tictactoe_generate_moves (t, moves);
  for (int i = 0; i < count; i++) {
    tictactoe_play (t, moves[i]);
    visit_positions (t, seen, checked);
    tictactoe_undo (t, moves[i]);
  }
}

static void
test_players_agree (void)
{
  gboolean *seen = g_new0 (gboolean, 19683);
  TicTacToe t;
  tictactoe_init (&t);
  int checked = 0;
  visit_positions (&t, seen, &checked);
  g_assert_cmpint (checked, ==, 5478 - 958);   /* every unfinished reachable position */
  g_free (seen);
}

/* Result of one game between two strategies, from X's view: 1, 0, -1. */
static int
play_game (TicTacToeStrategy x, TicTacToeStrategy o, GRand *rand)
{
  TicTacToe t;
  tictactoe_init (&t);
  while (!tictactoe_is_over (&t)) {
    int cell = tictactoe_choose_move (&t, t.to_move == 0 ? x : o, rand);
    g_assert_cmpint (t.cell[cell], ==, TICTACTOE_EMPTY);
    tictactoe_play (&t, cell);
  }
  int owner = tictactoe_line_owner (&t);
  return owner == TICTACTOE_X ? 1 : owner == TICTACTOE_O ? -1 : 0;
}

static void
test_players_play (void)
{
  GRand *rand = g_rand_new_with_seed (3);
  int random_wins = 0, machine_wins = 0;
  for (int i = 0; i < 40; i++) {
    int as_x = play_game (TICTACTOE_MINIMAX, TICTACTOE_RANDOM, rand);
    int as_o = play_game (TICTACTOE_RANDOM, TICTACTOE_ALPHA_BETA, rand);
    g_assert_cmpint (as_x, >=, 0);   /* the searching side never loses */
    g_assert_cmpint (as_o, <=, 0);
    machine_wins += (as_x == 1) + (as_o == -1);
    random_wins += (as_x == -1) + (as_o == 1);
  }
  g_assert_cmpint (random_wins, ==, 0);
  g_assert_cmpint (machine_wins, >, 40);   /* random play loses most games */
  g_assert_cmpint (play_game (TICTACTOE_MINIMAX, TICTACTOE_ALPHA_BETA, rand), ==, 0);
  g_assert_cmpint (play_game (TICTACTOE_ALPHA_BETA, TICTACTOE_MINIMAX, rand), ==, 0);
  g_rand_free (rand);

  /* The same seed gives the same random game. */
  GRand *a = g_rand_new_with_seed (9), *b = g_rand_new_with_seed (9);
  for (int i = 0; i < 10; i++)
    g_assert_cmpint (play_game (TICTACTOE_RANDOM, TICTACTOE_RANDOM, a), ==,
                     play_game (TICTACTOE_RANDOM, TICTACTOE_RANDOM, b));
  g_rand_free (a);
  g_rand_free (b);
}

/* A win is worth more the sooner it comes: with two ways to win,
 * Matoike's players take the immediate one. */
static void
test_prefers_quick_wins (void)
{
  TicTacToe t;
  /* X to move; a3 wins at once (a column), other moves win later. */
  g_assert_true (tictactoe_from_text ("xo. xo. ...", &t, NULL));
  int value;
  int cell = tictactoe_minimax_move (&t, &value);
  g_assert_cmpint (cell, ==, 6);
  g_assert_cmpint (value, ==, 10);   /* won at depth 0 */
  cell = tictactoe_alpha_beta_move (&t, &value);
  g_assert_cmpint (cell, ==, 6);
  /* The common search agrees, counting marks: 11 - 5. */
  GameSearchOptions options;
  game_search_options_init (&options, GAME_SEARCH_ALPHA_BETA, GAME_SEARCH_TO_END);
  GameSearchResult r;
  game_search (tictactoe_rules (), &t, &options, &r);
  g_assert_cmpint (r.best_move, ==, 6);
  g_assert_cmpint (r.value, ==, TICTACTOE_WIN_BASE - 5);
  /* O to move must block a3 or lose at once; the others lose in one. */
  g_assert_true (tictactoe_from_text ("xo. x.. ..o", &t, NULL));
  cell = tictactoe_minimax_move (&t, &value);
  g_assert_cmpint (cell, ==, 6);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/tictactoe/census", test_census);
  g_test_add_func ("/tictactoe/search-counts", test_search_counts);
  g_test_add_func ("/tictactoe/wins-on-every-line", test_wins_on_every_line);
  g_test_add_func ("/tictactoe/not-over", test_not_over);
  g_test_add_func ("/tictactoe/draw", test_draw);
  g_test_add_func ("/tictactoe/notation", test_notation);
  g_test_add_func ("/tictactoe/illegal-moves", test_illegal_moves);
  g_test_add_func ("/tictactoe/position-text", test_position_text);
  g_test_add_func ("/tictactoe/position-text-accepted", test_position_text_accepted);
  g_test_add_func ("/tictactoe/board-text", test_board_text);
  g_test_add_func ("/tictactoe/symmetric-keys", test_symmetric_keys);
  g_test_add_func ("/tictactoe/players-agree", test_players_agree);
  g_test_add_func ("/tictactoe/players-play", test_players_play);
  g_test_add_func ("/tictactoe/prefers-quick-wins", test_prefers_quick_wins);
  return g_test_run ();
}
