/* tictactoe-play.c: play tic-tac-toe in a terminal.
 *
 *   tictactoe-play                         you (X) against alpha-beta (O)
 *   tictactoe-play --x minimax --o human   the computer starts
 *   tictactoe-play --x random --o alphabeta --seed 7
 *
 * A player is named in the kit's one syntax (docs/players.md): human
 * (moves read from standard input: a cell "b2", or "quit") or one of S.
 * Matoike's strategies: random, minimax, alphabeta (their searches read
 * to the end: a depth, if given, is end or 9 or more).
 * A move that is not a cell, or a cell that is taken, is refused with the
 * reason and asked for again.  The board and every move are printed; the
 * last line says who won.  Exit status 0 when the game was played to the
 * end, 1 when a human quit (or input ended), 2 for bad options, 3 when a
 * computer player's search (exercises t1, t2) broke the game.
 */
#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <string.h>

#include "kit-i18n.h"
#include "player-spec.h"
#include "tictactoe-players.h"

typedef struct {
  gboolean human;
  TicTacToeStrategy strategy;
} Seat;

/* A player in the kit's one syntax (player-spec.h).  The warm-up
 * searches read to the end of the game, so a depth, if given, is `end`
 * or one that reaches it (the app writes "alphabeta:9"). */
static gboolean
parse_seat (const char *text, Seat *seat, GError **error)
{
  static const PlayerSpecWord words[] = {
    PLAYER_SPEC_HUMAN, PLAYER_SPEC_RANDOM, PLAYER_SPEC_MINIMAX, PLAYER_SPEC_ALPHA_BETA,
  };
  g_auto (PlayerSpec) spec = { 0 };
  if (!player_spec_parse (&spec, text, error))
    return FALSE;
  Seat read = { .human = spec.word == PLAYER_SPEC_HUMAN };
  int depth = PLAYER_SPEC_END;
  switch (spec.word) {
  case PLAYER_SPEC_HUMAN:
    break;
  case PLAYER_SPEC_RANDOM:
    read.strategy = TICTACTOE_RANDOM;
    break;
  case PLAYER_SPEC_MINIMAX:
  case PLAYER_SPEC_ALPHA_BETA:
    read.strategy = spec.word == PLAYER_SPEC_MINIMAX ? TICTACTOE_MINIMAX : TICTACTOE_ALPHA_BETA;
    if (!player_spec_read_depth (&spec, TICTACTOE_CELLS, 60, TRUE, &depth, error))
      return FALSE;
    break;
  default:
    player_spec_refuse_word (&spec, "tictactoe-play", words, G_N_ELEMENTS (words), error);
    return FALSE;
  }
  *seat = read;
  return TRUE;
}

/* The searches are the exercises t1 and t2 (the student's, in the
 * handout): a move that is not an empty cell, or a board not left as it
 * was, gets one clear message instead of a broken game. */
static gboolean
computer_move_ok (const TicTacToe *before, const TicTacToe *after, int cell,
                  TicTacToeStrategy strategy)
{
  const char *exercise = strategy == TICTACTOE_MINIMAX ? "t1" : "t2";
  if (memcmp (before, after, sizeof *before) != 0) {
    fprintf (stderr, _("tictactoe-play: the search of exercise %s did not leave the board as it "
                       "found it: every tictactoe_play needs its tictactoe_undo.\n"),
             exercise);
    return FALSE;
  }
  if (cell < 0 || cell >= TICTACTOE_CELLS || before->cell[cell] != TICTACTOE_EMPTY) {
    fprintf (stderr, _("tictactoe-play: the search of exercise %1$s chose %2$d, which is not an "
                       "empty cell (0 to 8).\n"),
             exercise, cell);
    return FALSE;
  }
  return TRUE;
}

int
main (int argc, char **argv)
{
  kit_i18n_init ();
  g_autofree char *x_name = NULL, *o_name = NULL;
  int seed = 1;
  GOptionEntry entries[] = {
    { "x", 'x', 0, G_OPTION_ARG_STRING, &x_name,
      N_("Player X, who moves first: human, random, minimax or alphabeta (default human)"), "PLAYER" },
    { "o", 'o', 0, G_OPTION_ARG_STRING, &o_name,
      N_("Player O: human, random, minimax or alphabeta (default alphabeta)"), "PLAYER" },
    { "seed", 's', 0, G_OPTION_ARG_INT, &seed, N_("Seed of the random player, 0 to 2147483647 (default 1)"), "N" },
    { NULL },
  };
  g_autoptr (GError) error = NULL;
  Seat seats[2];
  const char *summary = _("Play tic-tac-toe in the terminal.");
  const KitOptionRange ranges[] = {
    { "seed", 0, G_MAXINT, 1 },
    { NULL },
  };
  if (!kit_options_parse_ranges (entries, ranges, summary, NULL, &argc, &argv, &error)
      || !kit_options_no_arguments (argc, argv, &error)
      || !parse_seat (x_name ? x_name : "human", &seats[0], &error)
      || !parse_seat (o_name ? o_name : "alphabeta", &seats[1], &error)) {
    fprintf (stderr, "tictactoe-play: %s\n", error->message);
    return 2;
  }
  player_spec_print_note ("tictactoe-play", x_name);
  player_spec_print_note ("tictactoe-play", o_name);

  GRand *rand = g_rand_new_with_seed ((guint32) seed);
  TicTacToe t;
  tictactoe_init (&t);
  int status = 0;
  while (!tictactoe_is_over (&t)) {
    g_autofree char *board = tictactoe_to_text (&t);
    printf ("%s", board);
    const Seat *seat = &seats[t.to_move];
    const char *mark = t.to_move == 0 ? "X" : "O";
    int cell;
    if (seat->human) {
      g_autofree char *prompt =
          g_strdup_printf (_("%s to move (a cell such as b2, or quit): "), mark);
      if (!game_rules_ask_move (tictactoe_rules (), &t, prompt, stdin, &cell)) {
        printf (_("Game abandoned.\n"));
        status = 1;
        break;
      }
    } else {
      TicTacToe before = t;
      cell = tictactoe_choose_move (&t, seat->strategy, rand);
      if (!computer_move_ok (&before, &t, cell, seat->strategy)) {
        status = 3;
        break;
      }
    }
    char name[GAME_NOTATION_SIZE];
    tictactoe_cell_to_text (cell, name);
    printf (_("%1$s plays %2$s\n"), mark, name);
    tictactoe_play (&t, cell);
  }
  if (status == 0) {
    g_autofree char *board = tictactoe_to_text (&t);
    printf ("%s", board);
  }
  g_rand_free (rand);
  return status;
}
