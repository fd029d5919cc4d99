/* SPDX-License-Identifier: MIT */
/* checks-perfect.c: the checks of exercise 17 (perfect play on 4x4) and
 * exercise 19 (the switch to perfect search).
 *
 * ex17 plays 4x4 out with the student's negamax and compares the result
 * with the data file; ex19 asks the student's plan for positions around
 * the threshold and holds the answers against the rule of the sheet.
 */
#include "checks-common.h"
#include "game.h"

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
               ALPHA_BETA_INFINITY, limit, FALSE, &run);
  char *right = describe_outcome (data->perfect4_normal / FINAL_DISC_VALUE);

  if (run.changed || run.misused || run.too_deep || run.value != data->perfect4_normal) {
    /* One position searched: the evaluation of the start, not a result. */
    char *found = run.value % FINAL_DISC_VALUE == 0 && !run.too_deep && run.nodes > 1
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
  int moves_played = 0, passes = 0;
  while (!kyokumen_is_game_over (k)) {
    run_negamax (f, k, disc_count_evaluator (), FALSE, depth, -ALPHA_BETA_INFINITY,
                 ALPHA_BETA_INFINITY, limit, FALSE, &run);
    /* A forced pass needs no choosing: a search may leave its line empty. */
    if (run.line_length == 0 && forced_pass (k))
      run.first = sashite_pass ();
    else if (run.line_length == 0 || !kyokumen_is_legal (k, run.first)) {
      char *board = kyokumen_to_text (k);
      char *paragraph = search_hint_paragraph (HINT_BEST_LINE_MISSING);
      add_problem (result, HINT_BEST_LINE_MISSING,
                   g_strdup_printf (_("Playing perfect 4x4 out, negamax at depth %d found no legal best "
                                      "move on this position:\n%s%s"), depth, board, paragraph));
      g_free (paragraph);
      g_free (board);
      break;
    }
    passes += sashite_is_pass (run.first);
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
      /* Worded as reversi-play and the app word a finished game. */
      GameResult r;
      game_result_of_position (k, FALSE, &r);
      g_autofree char *count = game_result_to_text (&r);
      g_autofree char *margin = game_result_margin_text (&r, moves_played, passes);
      g_string_append_printf (result->info, _("Perfect play on 4x4: %s\n  %s\n"), count, margin);
    }
    g_free (got);
  }
  g_free (right);
  g_free (k);
}

/* ----------------------------------------------------------------------
 * Exercise 19: the switch to perfect search
 *
 * The plan is asked for on positions of every board size, some of them
 * reached after a pass (so that tesuu, which counts passes, is not the
 * number of discs played), with thresholds just below, at and just above
 * the empties.  The answers are then held against the rule of the sheet
 * and against a few rules with one known mistake each: a mistake is named
 * only when its rule gives every answer the student's plan gave.
 */

typedef struct {
  Kyokumen k;
  int depth, threshold;
} PlanCase;

typedef struct {
  int depth;
  gboolean perfect;
} Plan;

/* The ways of counting empty squares that the rules below use. */
typedef enum {
  COUNT_EMPTY_COUNT,      /* kyokumen->empty_count: right */
  COUNT_64_MINUS_DISCS,   /* 64 - discs: as if every board were 8x8 */
  COUNT_60_MINUS_TESUU,   /* 60 - tesuu: 8x8, and no pass ever played */
  COUNT_SIZE_MINUS_TESUU, /* size x size - 4 - tesuu: no pass ever played */
} EmptiesCount;

static int
count_empties (const Kyokumen *k, EmptiesCount how)
{
  switch (how) {
  case COUNT_64_MINUS_DISCS:   return 64 - k->ishisuu[0] - k->ishisuu[1];
  case COUNT_60_MINUS_TESUU:   return 60 - k->tesuu;
  case COUNT_SIZE_MINUS_TESUU: return k->size * k->size - 4 - k->tesuu;
  default:                     return k->empty_count;
  }
}

/* A rule: the plan of the sheet, or the sheet's plan with one change. */
typedef enum {
  DEPTH_TWICE_EMPTIES,    /* 2 x empties: right */
  DEPTH_EMPTIES,          /* empties */
  DEPTH_UNCHANGED,        /* the normal depth */
} PerfectDepth;

typedef struct {
  ExerciseHint hint;      /* what the mistake is (HINT_COUNT: the right rule) */
  EmptiesCount count;
  int extra;              /* switch when empties <= threshold + extra */
  PerfectDepth perfect_depth;
  gboolean sets_flag;
  gboolean switches;
  gboolean always;        /* switches whatever the threshold (a stray ';' after the if) */
} PlanRule;

static const PlanRule plan_rules[] = {
  { HINT_COUNT, COUNT_EMPTY_COUNT, 0, DEPTH_TWICE_EMPTIES, TRUE, TRUE, FALSE },
  { HINT_SWITCH_MISSING, COUNT_EMPTY_COUNT, 0, DEPTH_TWICE_EMPTIES, TRUE, FALSE, FALSE },
  { HINT_SWITCH_OFF_BY_ONE, COUNT_EMPTY_COUNT, -1, DEPTH_TWICE_EMPTIES, TRUE, TRUE, FALSE },  /* < */
  { HINT_SWITCH_OFF_BY_ONE, COUNT_EMPTY_COUNT, 1, DEPTH_TWICE_EMPTIES, TRUE, TRUE, FALSE },   /* <= t + 1 */
  { HINT_SWITCH_DEPTH, COUNT_EMPTY_COUNT, 0, DEPTH_EMPTIES, TRUE, TRUE, FALSE },
  { HINT_SWITCH_DEPTH, COUNT_EMPTY_COUNT, 0, DEPTH_UNCHANGED, TRUE, TRUE, FALSE },
  { HINT_SWITCH_FLAG, COUNT_EMPTY_COUNT, 0, DEPTH_TWICE_EMPTIES, FALSE, TRUE, FALSE },         /* no flag */
  { HINT_SWITCH_TOO_EARLY, COUNT_EMPTY_COUNT, 0, DEPTH_TWICE_EMPTIES, TRUE, TRUE, TRUE },  /* always */
  { HINT_EMPTIES_COUNT, COUNT_64_MINUS_DISCS, 0, DEPTH_TWICE_EMPTIES, TRUE, TRUE, FALSE },
  { HINT_EMPTIES_COUNT, COUNT_60_MINUS_TESUU, 0, DEPTH_TWICE_EMPTIES, TRUE, TRUE, FALSE },
  { HINT_EMPTIES_COUNT, COUNT_SIZE_MINUS_TESUU, 0, DEPTH_TWICE_EMPTIES, TRUE, TRUE, FALSE },
};

static Plan
rule_plan (const PlanRule *rule, const PlanCase *c)
{
  int empties = count_empties (&c->k, rule->count);
  if (!rule->switches || (!rule->always && empties > c->threshold + rule->extra))
    return (Plan) { c->depth, FALSE };
  switch (rule->perfect_depth) {
  case DEPTH_EMPTIES:         return (Plan) { empties, rule->sets_flag };
  case DEPTH_UNCHANGED:       return (Plan) { c->depth, rule->sets_flag };
  default:                    return (Plan) { 2 * empties, rule->sets_flag };
  }
}

/* Whether the answer fits the rule: exactly, or for the rule of the
 * sheet, a perfect search at least 2 x empties deep (deeper reaches the
 * end of the game just the same). */
static gboolean
plan_fits (const PlanRule *rule, const PlanCase *c, Plan got)
{
  Plan want = rule_plan (rule, c);
  if (want.perfect != got.perfect)
    return FALSE;
  if (rule == &plan_rules[0] && want.perfect)
    return got.depth >= want.depth;
  return got.depth == want.depth;
}

/* Positions of every size, some after a pass, with thresholds around
 * their empties. */
static GArray *
plan_cases (void)
{
  GArray *cases = g_array_new (FALSE, FALSE, sizeof (PlanCase));
  GRand *rand = g_rand_new_with_seed (1919);
  /* 8x8 first: a plan that is wrong everywhere is shown on the usual board. */
  static const int sizes[] = { 8, 6, 10, 4 };
  PlanCase c;
  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++) {
    int plain = 0, after_pass = 0;
    for (int game = 0; game < 400 && (plain < 2 || after_pass < 2); game++) {
      kyokumen_init (&c.k, sizes[s]);
      Sashite moves[MAX_SASHITE];
      int n, stop = g_rand_int_range (rand, 4, sizes[s] * sizes[s] - 4);
      gboolean passed = FALSE;
      while (c.k.tesuu < stop && (n = kyokumen_generate_moves (&c.k, moves)) > 0) {
        Sashite move = moves[g_rand_int_range (rand, 0, n)];
        passed |= move.xy == 0;
        kyokumen_make_move (&c.k, move);
      }
      if (kyokumen_is_game_over (&c.k) || (passed ? after_pass >= 2 : plain >= 2))
        continue;
      *(passed ? &after_pass : &plain) += 1;
      c.k.history_length = 0;
      int e = c.k.empty_count;
      for (int t = e - 1; t <= e + 1; t++) {
        c.depth = 3 + (int) (cases->len % 3);
        c.threshold = t;
        g_array_append_val (cases, c);
      }
    }
  }
  g_rand_free (rand);
  /* Then every position again with a threshold far below its empties,
   * where only a switch that ignores the threshold switches. */
  guint around = cases->len;
  for (guint i = 0; i < around; i += 3) {
    c = g_array_index (cases, PlanCase, i);
    c.threshold = c.k.empty_count / 2 - 1;
    g_array_append_val (cases, c);
  }
  return cases;
}

/* "this 6x6 position (9 empty squares, 25 moves played, a pass among them)" */
static char *
describe_plan_position (const Kyokumen *k)
{
  int discs_played = k->ishisuu[0] + k->ishisuu[1] - 4;
  if (k->tesuu != discs_played)
    return g_strdup_printf (_("this %1$dx%1$d position (%2$d empty squares; tesuu is %3$d, but only %4$d "
                              "discs were played, since a side passed)"),
                            k->size, k->empty_count, k->tesuu, discs_played);
  return g_strdup_printf (_("this %1$dx%1$d position (%2$d empty squares)"), k->size, k->empty_count);
}

static char *
rule_hint (const PlanRule *rule)
{
  switch (rule->hint) {
  case HINT_SWITCH_MISSING:
    return g_strdup (_("Hint: it never switches.  In computer_player_plan_search, when "
                       "kyokumen->empty_count <= player->perfect_empties, set *perfect = TRUE and search "
                       "2 x empty_count plies (the TODO of exercise 19)."));
  case HINT_SWITCH_OFF_BY_ONE:
    return g_strdup (rule->extra < 0
                         ? _("Hint: every answer fits a switch at empties < threshold; the threshold itself "
                             "counts: compare with <=.")
                         : _("Hint: every answer fits a switch at empties <= threshold + 1; the switch is at "
                             "empties <= threshold."));
  case HINT_SWITCH_DEPTH:
    return g_strdup (rule->perfect_depth == DEPTH_EMPTIES
                         ? _("Hint: every answer fits a perfect search of empties plies.  With passes a game "
                             "can last longer than that, so perfect search needs 2 x empty squares plies: "
                             "then it can never stop before the end of the game.")
                         : _("Hint: every answer says perfect search but keeps the normal depth: the "
                             "depth must become 2 x empty_count (is it set on another variable than "
                             "the one returned?)."));
  case HINT_SWITCH_TOO_EARLY:
    return g_strdup (_("Hint: every answer is a perfect search, whatever the threshold (even one far below "
                       "the empty squares): the test empties <= threshold decides nothing.  Look for what "
                       "ends the if before its block, such as a ; right after if (...)."));
  case HINT_SWITCH_FLAG:
    return g_strdup (_("Hint: the depth is right, but the plan does not say it is a perfect search: set "
                       "*perfect = TRUE."));
  case HINT_EMPTIES_COUNT:
    return g_strdup (rule->count == COUNT_64_MINUS_DISCS
                         ? _("Hint: every answer fits empties counted as 64 minus the discs, which is right on "
                             "8x8 only.  Use kyokumen->empty_count, right on every board.")
                         : rule->count == COUNT_60_MINUS_TESUU
                               ? _("Hint: every answer fits empties counted as 60 - tesuu, which is right only "
                                   "on 8x8 and only while nobody has passed (tesuu counts passes).  Use "
                                   "kyokumen->empty_count.")
                               : _("Hint: every answer fits empties counted from tesuu, which counts passes "
                                   "too: after a pass it is no longer the number of discs played.  Use "
                                   "kyokumen->empty_count."));
  default:
    return g_strdup (_("Hint: the rule of the sheet: when kyokumen->empty_count <= player->perfect_empties, "
                       "*perfect = TRUE and the depth is 2 x empty_count; otherwise the depth stays "
                       "player->search_depth and *perfect stays FALSE."));
  }
}

/* A switch that does not follow the threshold at all: it switched on a
 * position with far more empties than its threshold, and did not on
 * another with no more empties than its threshold (no rule
 * "empties <= threshold + k" does both).  The hint with the two examples,
 * or NULL. */
static char *
switch_ignores_threshold (GArray *cases, const Plan *got)
{
  const PlanCase *early = NULL, *missed = NULL;
  for (guint i = 0; i < cases->len; i++) {
    const PlanCase *c = &g_array_index (cases, PlanCase, i);
    if (!early && got[i].perfect && c->k.empty_count >= 2 * c->threshold + 2)
      early = c;
    if (!missed && !got[i].perfect && c->k.empty_count <= c->threshold)
      missed = c;
  }
  if (!early || !missed)
    return NULL;
  return g_strdup_printf (_("Hint: the switch does not follow the threshold: it switched on a position with "
                            "%1$d empty squares and the threshold %2$d, but not on one with %3$d empty "
                            "squares and the threshold %4$d.  Compare kyokumen->empty_count with "
                            "player->perfect_empties, and nothing else."),
                          early->k.empty_count, early->threshold, missed->k.empty_count, missed->threshold);
}

void
check_ex19 (const ExerciseFunctions *f, const ExerciseData *data, ExerciseResult *result)
{
  GArray *cases = plan_cases ();
  Plan *got = g_new (Plan, cases->len);
  for (guint i = 0; i < cases->len; i++) {
    const PlanCase *c = &g_array_index (cases, PlanCase, i);
    ComputerPlayer player = { { NULL, FALSE }, c->depth, c->threshold, 1, "" };
    got[i].perfect = FALSE;
    got[i].depth = f->plan_search (&player, &c->k, &got[i].perfect);
    got[i].perfect = !!got[i].perfect;
  }

  /* Which rule gives every answer? */
  const PlanRule *fits = NULL;
  for (guint r = 0; r < G_N_ELEMENTS (plan_rules) && !fits; r++) {
    gboolean all = TRUE;
    for (guint i = 0; i < cases->len && all; i++)
      all = plan_fits (&plan_rules[r], &g_array_index (cases, PlanCase, i), got[i]);
    if (all)
      fits = &plan_rules[r];
  }

  /* Right, but deeper than the sheet's 2 x empties: say that it is fine. */
  for (guint i = 0; fits == &plan_rules[0] && i < cases->len; i++) {
    const PlanCase *c = &g_array_index (cases, PlanCase, i);
    if (got[i].perfect && got[i].depth > 2 * c->k.empty_count) {
      g_string_append_printf (result->info,
                              _("Your perfect search is deeper than 2 x the empty squares (%1$d plies with "
                                "%2$d empty squares): that is fine, since the search stops at the end of "
                                "the game anyway.\n"),
                              got[i].depth, c->k.empty_count);
      break;
    }
  }

  /* Report the first wrong answer (a right rule fits none). */
  char *ignores_threshold = fits ? NULL : switch_ignores_threshold (cases, got);
  if (fits != &plan_rules[0]) {
    for (guint i = 0; i < cases->len; i++) {
      const PlanCase *c = &g_array_index (cases, PlanCase, i);
      Plan want = rule_plan (&plan_rules[0], c);
      if (plan_fits (&plan_rules[0], c, got[i]))
        continue;
      char *where = describe_plan_position (&c->k);
      char *wanted = want.perfect
                         ? g_strdup_printf (_("a perfect search (*perfect = TRUE) of 2 x %1$d = %2$d plies"),
                                            c->k.empty_count, want.depth)
                         : g_strdup_printf (_("its normal depth %d, not a perfect search"), c->depth);
      char *hint = fits ? rule_hint (fits) : NULL;
      ExerciseHint kind = fits ? fits->hint : HINT_SWITCH_MISSING;
      if (!fits) {
        /* No known mistake gives every answer: say what this answer breaks. */
        if (!want.perfect && !got[i].perfect && got[i].depth != c->depth)
          kind = HINT_NORMAL_DEPTH;
        else if (!want.perfect && got[i].perfect)
          kind = HINT_SWITCH_TOO_EARLY;
        else if (want.perfect && got[i].perfect)
          kind = HINT_SWITCH_DEPTH;
        if (ignores_threshold && kind != HINT_NORMAL_DEPTH) {
          kind = HINT_SWITCH_THRESHOLD;
          hint = g_steal_pointer (&ignores_threshold);
        } else if (kind == HINT_NORMAL_DEPTH) {
          hint = g_strdup (_("Hint: when there is no switch, the plan is the player's normal depth, "
                             "player->search_depth, unchanged: the depth may change only inside the if."));
        } else {
          hint = rule_hint (&plan_rules[0]);
        }
      }
      add_problem (result, kind,
                   g_strdup_printf (_("On %1$s, with the threshold %2$d and the search depth %3$d, "
                                      "computer_player_plan_search planned %4$d plies with *perfect = %5$s; "
                                      "it should plan %6$s.\n%7$s"),
                                    where, c->threshold, c->depth, got[i].depth,
                                    got[i].perfect ? "TRUE" : "FALSE", wanted, hint));
      g_free (hint);
      g_free (wanted);
      g_free (where);
      break;
    }
  }
  g_free (ignores_threshold);
  g_free (got);
  g_array_unref (cases);
}
