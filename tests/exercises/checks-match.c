/* SPDX-License-Identifier: MIT */
/* checks-match.c: the matches of exercise 21 and assignment 12 (see
 * checks-match.h).
 */
#include "checks-match.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* A searcher with a given negamax and evaluator, without the computer
 * player around it: exercise 21 compares evaluators, nothing else. */
typedef struct {
  Player base;
  const ExerciseFunctions *f;
  const Evaluator *evaluator;
  int depth;
} SearchPlayer;

static const char *
search_name (const Player *self)
{
  return ((const SearchPlayer *) self)->evaluator->name;
}

static gboolean
search_decide (Player *self, const Kyokumen *kyokumen, gboolean misere, SearchControl *control,
               Sashite *move, SearchReport *report, GError **error)
{
  SearchPlayer *player = (SearchPlayer *) self;
  Kyokumen *k = g_new (Kyokumen, 1);
  *k = *kyokumen;
  k->history_length = 0;
  AlphaBeta *ab = g_new0 (AlphaBeta, 1);
  alpha_beta_init (ab, k, player->evaluator, misere, control);
  player->f->negamax (ab, player->depth, -ALPHA_BETA_INFINITY, ALPHA_BETA_INFINITY);
  int length;
  const Sashite *line = alpha_beta_root_line (ab, &length);
  Sashite moves[MAX_SASHITE];
  kyokumen_generate_moves (kyokumen, moves);
  *move = length > 0 ? line[0] : moves[0];
  if (report)
    report->stopped = ab->stopped;
  g_free (ab);
  g_free (k);
  return TRUE;
}

static void
search_free (Player *self)
{
  g_free (self);
}

static const PlayerFunctions search_functions = { search_name, search_decide, search_free };

Player *
search_player_new (const ExerciseFunctions *f, const Evaluator *evaluator, int depth)
{
  SearchPlayer *player = g_new0 (SearchPlayer, 1);
  player->base.functions = &search_functions;
  player->f = f;
  player->evaluator = evaluator;
  player->depth = depth;
  return &player->base;
}

/* The opening of game pair i: a few random moves from the start, each
 * position different from those of the pairs before. */
static void
opening (Kyokumen *k, int i)
{
  static char *boards[MATCH_OPENINGS];
  if (!boards[i]) {
    GRand *rand = g_rand_new_with_seed (2100 + (guint32) i);
    gboolean fresh = FALSE;
    while (!fresh) {
      random_play (k, 8, MATCH_OPENING_PLIES, rand);
      char *board = kyokumen_to_board_string (k);
      fresh = TRUE;
      for (int j = 0; j < i && fresh; j++)
        fresh = strcmp (board, boards[j]) != 0;
      if (fresh)
        boards[i] = board;
      else
        g_free (board);
    }
    g_rand_free (rand);
  }
  kyokumen_from_board_string (k, boards[i], NULL);
}

typedef struct {
  int wins, draws, losses;
  char *failure;          /* the first illegal move or refusal, with the board */
  ExerciseHint failure_hint;
} MatchScore;

/* One game; the result from `player`'s side via score.  FALSE when the
 * player under test broke the rules (score->failure says how). */
static gboolean
play_game (Player *black, Player *white, Player *tested, const Kyokumen *start, MatchScore *score)
{
  Kyokumen *k = g_new (Kyokumen, 1);
  *k = *start;
  int plies = 0;
  gboolean ok = TRUE;
  while (!kyokumen_is_game_over (k)) {
    Player *mover = k->color == BLACK ? black : white;
    Sashite move = sashite_pass ();
    GError *error = NULL;
    if (plies++ > KYOKUMEN_MAX_HISTORY - 10) {
      char *board = kyokumen_to_text (k);
      score->failure = g_strdup_printf (_("A game did not end after %d plies.\n%s"), plies, board);
      score->failure_hint = HINT_UNFINISHED;
      g_free (board);
      ok = FALSE;
      break;
    }
    /* A search that ignores its depth would read to the end of the game
     * from the opening and never come back: the node limit stops it. */
    SearchControl control = { .node_limit = MATCH_NODE_LIMIT };
    SearchReport report = { 0 };
    if (!player_decide_move (mover, k, FALSE, &control, &move, &report, &error)) {
      if (mover == tested) {
        char *board = kyokumen_to_text (k);
        score->failure = g_strdup_printf (_("The program gave no move on this position (%s).\n%s"),
                                          error ? error->message : _("no reason given"), board);
        score->failure_hint = HINT_ILLEGAL;
        g_free (board);
        ok = FALSE;
      }
      g_clear_error (&error);
      if (!ok)
        break;
      Sashite moves[MAX_SASHITE];
      kyokumen_generate_moves (k, moves);
      move = moves[0];
    }
    if (report.stopped && mover == tested) {
      char *board = kyokumen_to_text (k);
      score->failure = g_strdup_printf (_("The program's search on this position was stopped after %d "
                                          "positions, far more than its depth needs: does negamax search "
                                          "depth - 1 below each move?\n%s"),
                                        MATCH_NODE_LIMIT, board);
      score->failure_hint = HINT_TOO_DEEP;
      g_free (board);
      ok = FALSE;
      break;
    }
    if (!kyokumen_is_legal (k, move)) {
      if (mover == tested) {
        char text[SASHITE_NOTATION_SIZE];
        char *board = kyokumen_to_text (k);
        score->failure = g_strdup_printf (_("The program chose %s, which is not a legal move on this position:\n%s"),
                                          sashite_to_notation (move, k->size, text), board);
        score->failure_hint = HINT_ILLEGAL;
        g_free (board);
        ok = FALSE;
        break;
      }
      Sashite moves[MAX_SASHITE];
      kyokumen_generate_moves (k, moves);
      move = moves[0];
    }
    kyokumen_make_move (k, move);
  }
  if (ok) {
    int black_score = black_final_score (k);
    int tested_score = tested == black ? black_score : -black_score;
    if (tested_score > 0)
      score->wins++;
    else if (tested_score < 0)
      score->losses++;
    else
      score->draws++;
  }
  g_free (k);
  return ok;
}

/* Both colours from each opening. */
static gboolean
play_match (Player *tested, Player *opponent, MatchScore *score)
{
  Kyokumen *start = g_new (Kyokumen, 1);
  gboolean ok = TRUE;
  for (int i = 0; i < MATCH_OPENINGS && ok; i++) {
    opening (start, i);
    ok = play_game (tested, opponent, tested, start, score)
         && play_game (opponent, tested, tested, start, score);
  }
  g_free (start);
  return ok;
}

static char *
describe_score (const MatchScore *score)
{
  return g_strdup_printf (_("won %d, drew %d and lost %d of %d games (%d openings, each played with both colours)"),
                          score->wins, score->draws, score->losses,
                          score->wins + score->draws + score->losses, MATCH_OPENINGS);
}

/* Run one match and report it; TRUE when won. */
gboolean
report_match (ExerciseResult *result, Player *tested, Player *opponent, const char *tested_label,
              const char *opponent_label, int need_percent, const char *hint)
{
  MatchScore score = { 0 };
  if (!play_match (tested, opponent, &score)) {
    add_problem (result, score.failure_hint,
                 g_strdup_printf (_("In a game of %s against %s: %s"), tested_label, opponent_label,
                                  score.failure));
    g_free (score.failure);
    return FALSE;
  }
  char *described = describe_score (&score);
  int half_points = 2 * score.wins + score.draws;
  int games = score.wins + score.draws + score.losses;
  gboolean won = half_points * 100 >= need_percent * 2 * games;
  if (won) {
    g_string_append_printf (result->info, _("Match of %1$s against %2$s: %3$s, %4$d%% of the points (at least %5$d%% needed).\n"),
                            tested_label, opponent_label, described, half_points * 50 / MAX (games, 1), need_percent);
  } else {
    add_problem (result, HINT_WEAK,
                 g_strdup_printf (_("Match of %1$s against %2$s: %3$s, %4$d%% of the points (a draw counts "
                                    "half); it must take at least %5$d%%.\n%6$s"),
                                  tested_label, opponent_label, described, half_points * 50 / MAX (games, 1),
                                  need_percent, hint));
  }
  g_free (described);
  return won;
}
