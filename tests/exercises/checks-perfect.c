/* checks-perfect.c: the checks of exercise 17 (perfect play on 4x4) and
 * exercise 19 (the switch to perfect search).
 *
 * ex17 plays 4x4 out with the student's negamax and compares the result
 * with the data file; ex19 asks the student's plan for positions around
 * the threshold and holds the answers against the rule of the sheet.
 */
#include "checks-common.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* ----------------------------------------------------------------------
 * Exercise 17: perfect play on 4x4
 */

void
check_ex17 (const ExerciseFunctions *f, const ExerciseData *data, ExerciseResult *result)
{
  const int depth = 20;
  const guint64 limit = 20000000;
  Kyokumen *k = g_new (Kyokumen, 1);
  kyokumen_init (k, 4);
  NegamaxRun run;
  run_negamax (f, k, disc_count_evaluator (), FALSE, depth, -ALPHA_BETA_INFINITY,
               ALPHA_BETA_INFINITY, limit, &run);
  char *right = describe_outcome (data->perfect4_normal / FINAL_DISC_VALUE);

  if (run.changed || run.misused || run.too_deep || run.value != data->perfect4_normal) {
    char *found = run.value % FINAL_DISC_VALUE == 0 && !run.too_deep
                      ? describe_outcome (run.value / FINAL_DISC_VALUE)
                      : g_strdup (_("not the value of a finished game"));
    add_problem (result, HINT_PERFECT_RESULT,
                 g_strdup_printf (_("Perfect play on 4x4 (negamax at depth %d from the start, Black to move) "
                                    "returned %d (%s); the right value is %d (%s).\n"
                                    "Hint: exercise 17 is the result of perfect play: it comes out right "
                                    "once negamax (exercise 16) is right.  Run the ex16 check first."),
                                  depth, run.value, found, data->perfect4_normal, right));
    g_free (found);
    g_free (right);
    g_free (k);
    return;
  }

  /* Play the game out as the program would: each side plays its best move. */
  int moves_played = 0;
  while (!kyokumen_is_game_over (k)) {
    run_negamax (f, k, disc_count_evaluator (), FALSE, depth, -ALPHA_BETA_INFINITY,
                 ALPHA_BETA_INFINITY, limit, &run);
    if (run.line_length == 0 || !kyokumen_is_legal (k, run.first)) {
      char *board = kyokumen_to_text (k);
      char *paragraph = search_hint_paragraph (HINT_BEST_LINE_MISSING);
      add_problem (result, HINT_BEST_LINE_MISSING,
                   g_strdup_printf (_("Playing perfect 4x4 out, negamax at depth %d found no legal best "
                                      "move on this position:\n%s%s"), depth, board, paragraph));
      g_free (paragraph);
      g_free (board);
      break;
    }
    kyokumen_make_move (k, run.first);
    moves_played++;
  }
  if (!has_problems (result)) {
    int score = black_final_score (k);
    char *got = describe_outcome (score);
    if (score * FINAL_DISC_VALUE != data->perfect4_normal) {
      char *board = kyokumen_to_text (k);
      char *paragraph = search_hint_paragraph (HINT_BEST_LINE_WRONG);
      add_problem (result, HINT_BEST_LINE_WRONG,
                   g_strdup_printf (_("Played out with the recorded best moves, perfect 4x4 ended: %s, "
                                      "but perfect play gives: %s.\n%s%s"),
                                    got, right, board, paragraph));
      g_free (paragraph);
      g_free (board);
    } else {
      g_string_append_printf (result->info,
                              _("Perfect play on 4x4: %s, Black %d and White %d discs, %d empty, after %d moves.\n"),
                              got, k->ishisuu[0], k->ishisuu[1], k->empty_count, moves_played);
    }
    g_free (got);
  }
  g_free (right);
  g_free (k);
}

/* ----------------------------------------------------------------------
 * Exercise 19: the switch to perfect search
 */

/* An 8x8 position of a random game with this many empty squares. */
static Kyokumen *
position_with_empties (int empties, GRand *rand)
{
  Kyokumen *k = g_new (Kyokumen, 1);
  for (;;) {
    kyokumen_init (k, 8);
    Sashite moves[MAX_SASHITE];
    int n;
    while (k->empty_count > empties && (n = kyokumen_generate_moves (k, moves)) > 0)
      kyokumen_make_move (k, moves[g_rand_int_range (rand, 0, n)]);
    if (k->empty_count == empties && !kyokumen_is_game_over (k))
      break;
  }
  k->history_length = 0;
  return k;
}

void
check_ex19 (const ExerciseFunctions *f, const ExerciseData *data, ExerciseResult *result)
{
  static const struct {
    int depth, threshold, empties;
  } cases[] = {
    { 4, 12, 10 }, { 4, 12, 12 }, { 4, 12, 13 }, { 4, 12, 11 }, { 6, 14, 14 },
    { 6, 14, 15 }, { 3, 0, 9 }, { 5, 20, 20 }, { 5, 20, 21 }, { 4, 12, 20 },
  };
  GRand *rand = g_rand_new_with_seed (1919);
  gboolean seen[HINT_NAME_FORMAT + 1] = { FALSE };
  gboolean switched_below = FALSE;

  /* Whether the switch works at all below the threshold decides which
   * hint an equal count gets. */
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++) {
    if (cases[i].empties >= cases[i].threshold)
      continue;
    Kyokumen *k = position_with_empties (cases[i].empties, rand);
    ComputerPlayer player = { { NULL, FALSE }, cases[i].depth, cases[i].threshold, 1, "" };
    gboolean perfect = FALSE;
    f->plan_search (&player, k, &perfect);
    switched_below |= perfect;
    g_free (k);
  }

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++) {
    Kyokumen *k = position_with_empties (cases[i].empties, rand);
    ComputerPlayer player = { { NULL, FALSE }, cases[i].depth, cases[i].threshold, 1, "" };
    gboolean perfect = FALSE;
    int depth = f->plan_search (&player, k, &perfect);
    gboolean want_perfect = cases[i].empties <= cases[i].threshold;
    int want_depth = want_perfect ? 2 * cases[i].empties : cases[i].depth;
    int e = cases[i].empties, t = cases[i].threshold;

    ExerciseHint hint;
    char *text;
    if (want_perfect && !perfect && depth != want_depth) {
      hint = e == t && switched_below ? HINT_SWITCH_OFF_BY_ONE : HINT_SWITCH_MISSING;
      text = g_strdup_printf (_("With %d empty squares and the threshold %d (search depth %d) the player "
                                "did not switch to perfect search: it planned %d plies, not a perfect "
                                "search of 2 x %d = %d plies."),
                              e, t, cases[i].depth, depth, e, want_depth);
    } else if (!want_perfect && (perfect || depth != want_depth)) {
      hint = perfect ? (e == t + 1 ? HINT_SWITCH_OFF_BY_ONE : HINT_SWITCH_TOO_EARLY) : HINT_NORMAL_DEPTH;
      text = perfect
                 ? g_strdup_printf (_("With %d empty squares and the threshold %d the player switched to "
                                      "perfect search; it should switch only from %d empty squares down."),
                                    e, t, t)
                 : g_strdup_printf (_("With %d empty squares and the threshold %d the player should search "
                                      "its normal depth %d, but planned %d plies."),
                                    e, t, cases[i].depth, depth);
    } else if (want_perfect && depth != want_depth) {
      hint = HINT_SWITCH_DEPTH;
      text = g_strdup_printf (_("With %d empty squares and the threshold %d the player switched to perfect "
                                "search but plans %d plies; perfect search needs 2 x empty squares = %d, so "
                                "that passes can never stop it before the end of the game."),
                              e, t, depth, want_depth);
    } else if (want_perfect && !perfect) {
      hint = HINT_SWITCH_FLAG;
      text = g_strdup_printf (_("With %d empty squares and the threshold %d the player plans %d plies but "
                                "does not say it is a perfect search: set *perfect = TRUE."),
                              e, t, depth);
    } else {
      g_free (k);
      continue;
    }
    g_free (k);
    if (seen[hint]) {
      g_free (text);
      continue;
    }
    seen[hint] = TRUE;
    const char *why = "";
    switch (hint) {
    case HINT_SWITCH_MISSING:
      why = _("Hint: in computer_player_plan_search, when kyokumen->empty_count <= "
              "player->perfect_empties, set *perfect = TRUE and search 2 x empty_count plies "
              "(the TODO of exercise 19).");
      break;
    case HINT_SWITCH_OFF_BY_ONE:
      why = _("Hint: the threshold itself counts: compare with <=.");
      break;
    default:
      break;
    }
    char *joined = *why ? g_strconcat (text, "\n", why, NULL) : g_strdup (text);
    g_free (text);
    add_problem (result, hint, joined);
  }
  g_rand_free (rand);
}
