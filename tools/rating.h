/* SPDX-License-Identifier: MIT */
/* rating.h: ratings on the Elo scale from game results (Bradley-Terry).
 *
 * Player i scores against player j with the expected score
 *
 *   E(i, j) = 1 / (1 + 10^((R_j - R_i) / 400))
 *
 * and the ratings R are the ones that make the games played the most
 * likely (maximum likelihood; a draw counts as half a win for each side,
 * as Ordo and BayesElo count it).  Some players may be anchored at fixed
 * ratings (the reference players of a class tournament), so that numbers
 * compare across years; without anchors the ratings average 0.
 *
 * A player who won (or lost) every game has no finite best rating:
 * prior_draws virtual draws against a player rated at the anchors' mean
 * (0 without anchors) keep every rating finite; 0 fits the games alone.
 *
 * The 95% interval is 1.96 standard errors either side, from the
 * curvature of the likelihood at its top; the likelihood of superiority
 * LOS(i, j) is the probability that i is really the stronger of the two,
 * from the difference of their ratings and its standard error.
 *
 * A plain struct and functions; rating_fit_solve does the work.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct {
  int n;                 /* players, numbered 0 .. n-1 */
  double *points;        /* points[i * n + j]: i's points against j (win 1, draw 0.5) */
  double *games;         /* games[i * n + j]: games between i and j (symmetric) */
  gboolean *anchored;    /* anchored[i]: fixed at anchor[i] */
  double *anchor;
  /* Results of rating_fit_solve: */
  double *rating;        /* Elo */
  double *covariance;    /* covariance[i * n + j] of the ratings (0 for anchored players;
                            without anchors, of the ratings less their average) */
  int iterations;
} RatingFit;

/** rating_fit_new: a fit over n players (n >= 1), no games yet. Free with rating_fit_free(). */
RatingFit *rating_fit_new (int n);

/** rating_fit_free: free the fit. */
void rating_fit_free (RatingFit *fit);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (RatingFit, rating_fit_free)

/** rating_fit_anchor: hold player i at elo. */
void rating_fit_anchor (RatingFit *fit, int i, double elo);

/** rating_fit_add_game: a game between a and b (a != b) in which a scored
 * score_a: 1 a win, 0.5 a draw, 0 a loss. */
void rating_fit_add_game (RatingFit *fit, int a, int b, double score_a);

/** rating_fit_solve: the ratings that make the games most likely (with
 * prior_draws virtual draws per free player, see above).  FALSE with an
 * error when they do not exist: a player with no games and no prior, or
 * one who won or lost every game with prior_draws 0. */
gboolean rating_fit_solve (RatingFit *fit, double prior_draws, GError **error);

/** rating_fit_interval: half the width of player i's 95% interval (0 for an anchored player). */
double rating_fit_interval (const RatingFit *fit, int i);

/** rating_fit_los: the likelihood that i is stronger than j, 0 to 1. */
double rating_fit_los (const RatingFit *fit, int i, int j);

/** rating_expected_score: the score a player rated a expects against one rated b. */
double rating_expected_score (double a, double b);

G_END_DECLS
