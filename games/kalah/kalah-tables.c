/* SPDX-License-Identifier: MIT */
/* kalah-tables.c: the two tables of Hiroi's article, computed by the kit.
 *
 *   kalah-tables            both tables, laid out as the article prints them
 *   kalah-tables --data     one line per game pair, the format of
 *                           tests/kalah/article-tables.txt
 *
 * For each pair of search depths (first player 2-5, second player 2-5)
 * the article's play() is run twice, with minimax and with alpha-beta, under
 * the full rule and under the simplified extra turn.  A cell shows the
 * final store counts, the evaluations minimax made over the whole game
 * and those alpha-beta made; under each table, the wins and draws.  The
 * minimax and alpha-beta games must end alike; if they do not, the
 * program says so and exits with status 1.  Nothing depends on time or
 * chance.
 */
#include <glib/gi18n-lib.h>
#include <stdio.h>

#include "game-format.h"
#include "kalah-article.h"
#include "kit-i18n.h"

#define MIN_DEPTH 2
#define MAX_DEPTH 5
#define DEPTHS (MAX_DEPTH - MIN_DEPTH + 1)

typedef struct {
  int first_store, second_store;
  guint64 minimax, alpha_beta;
  gboolean agree;
} Cell;

static const char *
rule_name (KalahRule rule)
{
  return rule == KALAH_RULE_FULL ? "full" : "simple";
}

static void
compute (KalahRule rule, Cell cells[DEPTHS][DEPTHS])
{
  for (int second = MIN_DEPTH; second <= MAX_DEPTH; second++)
    for (int first = MIN_DEPTH; first <= MAX_DEPTH; first++) {
      KalahArticleGame mm, ab;
      kalah_article_play (rule, FALSE, first, second, &mm);
      kalah_article_play (rule, TRUE, first, second, &ab);
      Cell *c = &cells[second - MIN_DEPTH][first - MIN_DEPTH];
      c->first_store = mm.first_store;
      c->second_store = mm.second_store;
      c->minimax = mm.evaluations;
      c->alpha_beta = ab.evaluations;
      c->agree = mm.first_store == ab.first_store && mm.second_store == ab.second_store;
      g_array_unref (mm.moves);
      g_array_unref (ab.moves);
    }
}

static void
print_table (KalahRule rule, Cell cells[DEPTHS][DEPTHS])
{
  printf (rule == KALAH_RULE_FULL
              ? _("Evaluations per game, full rule (move_first / move_second)\n")
              : _("Evaluations per game, simplified extra turn (move_first1 / move_second1)\n"));
  printf ("%-8s %s\n", "", _("first player's depth"));
  g_autofree char *second_label = game_format_pad (_("second"), 8);
  printf ("%s", second_label);
  for (int first = MIN_DEPTH; first <= MAX_DEPTH; first++)
    printf (" %10d", first);
  printf ("\n");
  int wins[2] = { 0, 0 }, draws = 0;
  for (int second = MIN_DEPTH; second <= MAX_DEPTH; second++) {
    const Cell *row = cells[second - MIN_DEPTH];
    printf ("%8d", second);
    for (int i = 0; i < DEPTHS; i++) {
      char stores[16];
      g_snprintf (stores, sizeof stores, "%d, %d", row[i].first_store, row[i].second_store);
      printf (" %10s", stores);
      if (row[i].first_store > row[i].second_store)
        wins[0]++;
      else if (row[i].first_store < row[i].second_store)
        wins[1]++;
      else
        draws++;
    }
    printf ("\n%8s", "");
    for (int i = 0; i < DEPTHS; i++)
      printf (" %10" G_GUINT64_FORMAT, row[i].minimax);
    printf ("\n%8s", "");
    for (int i = 0; i < DEPTHS; i++)
      printf (" %10" G_GUINT64_FORMAT, row[i].alpha_beta);
    printf ("\n\n");
  }
  printf (_("top: final stores (first, second); middle: minimax; bottom: alpha-beta\n"));
  printf (_("wins: first player %1$d, second player %2$d; draws: %3$d\n\n"), wins[0], wins[1],
          draws);
}

int
main (int argc, char **argv)
{
  kit_i18n_init ();
  gboolean data = FALSE;
  GOptionEntry entries[] = {
    { "data", 0, 0, G_OPTION_ARG_NONE, &data,
      N_("Print one line per game pair: RULE FIRST SECOND FIRST_STORE SECOND_STORE MINIMAX ALPHABETA"),
      NULL },
    { NULL },
  };
  g_autoptr (GError) error = NULL;
  const char *summary = _("Play the Kalah games of M. Hiroi's alpha-beta article for every pair "
                          "of depths 2-5 and count the evaluations of minimax and alpha-beta.");
  if (!kit_options_parse (entries, summary, NULL, &argc, &argv, &error)
      || !kit_options_no_arguments (argc, argv, &error)) {
    fprintf (stderr, "kalah-tables: %s\n", error->message);
    return 2;
  }

  int status = 0;
  KalahRule rules[] = { KALAH_RULE_FULL, KALAH_RULE_SIMPLE };
  for (guint r = 0; r < G_N_ELEMENTS (rules); r++) {
    Cell cells[DEPTHS][DEPTHS];
    compute (rules[r], cells);
    if (data) {
      for (int second = MIN_DEPTH; second <= MAX_DEPTH; second++)
        for (int first = MIN_DEPTH; first <= MAX_DEPTH; first++) {
          const Cell *c = &cells[second - MIN_DEPTH][first - MIN_DEPTH];
          printf ("%s %d %d %d %d %" G_GUINT64_FORMAT " %" G_GUINT64_FORMAT "\n",
                  rule_name (rules[r]), first, second, c->first_store, c->second_store,
                  c->minimax, c->alpha_beta);
        }
    } else {
      print_table (rules[r], cells);
    }
    for (int i = 0; i < DEPTHS; i++)
      for (int j = 0; j < DEPTHS; j++)
        if (!cells[i][j].agree) {
          fprintf (stderr, _("kalah-tables: the minimax and alpha-beta games of %1$s rule, "
                             "depths %2$d and %3$d, end differently.\n"),
                   rule_name (rules[r]), j + MIN_DEPTH, i + MIN_DEPTH);
          status = 1;
        }
  }
  return status;
}
