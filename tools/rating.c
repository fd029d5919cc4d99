/* SPDX-License-Identifier: MIT */
/* rating.c: Bradley-Terry ratings on the Elo scale (see rating.h).
 *
 * Newton's method on the log-likelihood of the games: its gradient and
 * curvature are sums over pairs, so the games are kept as two n x n
 * tables (points and games per pair) and a class of 150 with thousands of
 * games costs the same as one with ten.  The inverse of the curvature at
 * the top is the covariance of the ratings, which gives the intervals
 * and the likelihood of superiority.
 */
#include "rating.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

/* Elo points per natural-log unit of the odds: 400 / ln 10. */
#define ELO_SCALE (400.0 / G_LN10)

/* A Newton step moves a rating at most this far: from a start at the
 * prior the first steps can overshoot when one player dominates. */
#define MAX_STEP 400.0

#define MAX_ITERATIONS 200

static double
logistic (double x)
{
  return 1.0 / (1.0 + exp (-x));
}

double
rating_expected_score (double a, double b)
{
  return logistic ((a - b) / ELO_SCALE);
}

RatingFit *
rating_fit_new (int n)
{
  g_return_val_if_fail (n >= 1, NULL);
  RatingFit *fit = g_new0 (RatingFit, 1);
  fit->n = n;
  fit->points = g_new0 (double, (gsize) n * n);
  fit->games = g_new0 (double, (gsize) n * n);
  fit->anchored = g_new0 (gboolean, n);
  fit->anchor = g_new0 (double, n);
  fit->rating = g_new0 (double, n);
  fit->covariance = g_new0 (double, (gsize) n * n);
  return fit;
}

void
rating_fit_free (RatingFit *fit)
{
  if (!fit)
    return;
  g_free (fit->points);
  g_free (fit->games);
  g_free (fit->anchored);
  g_free (fit->anchor);
  g_free (fit->rating);
  g_free (fit->covariance);
  g_free (fit);
}

void
rating_fit_anchor (RatingFit *fit, int i, double elo)
{
  g_return_if_fail (i >= 0 && i < fit->n);
  fit->anchored[i] = TRUE;
  fit->anchor[i] = elo;
}

void
rating_fit_add_game (RatingFit *fit, int a, int b, double score_a)
{
  g_return_if_fail (a >= 0 && a < fit->n && b >= 0 && b < fit->n && a != b);
  int n = fit->n;
  fit->points[a * n + b] += score_a;
  fit->points[b * n + a] += 1.0 - score_a;
  fit->games[a * n + b] += 1.0;
  fit->games[b * n + a] += 1.0;
}

/* Invert the m x m matrix a (positive definite) into inverse by
 * Gauss-Jordan elimination with partial pivoting; FALSE when it is
 * singular (a player not linked by games to the others). */
static gboolean
invert (double *a, double *inverse, int m)
{
  for (int i = 0; i < m; i++)
    for (int j = 0; j < m; j++)
      inverse[i * m + j] = i == j;
  for (int c = 0; c < m; c++) {
    int pivot = c;
    for (int r = c + 1; r < m; r++)
      if (fabs (a[r * m + c]) > fabs (a[pivot * m + c]))
        pivot = r;
    if (fabs (a[pivot * m + c]) < 1e-12)
      return FALSE;
    if (pivot != c)
      for (int j = 0; j < m; j++) {
        double t = a[c * m + j];
        a[c * m + j] = a[pivot * m + j];
        a[pivot * m + j] = t;
        t = inverse[c * m + j];
        inverse[c * m + j] = inverse[pivot * m + j];
        inverse[pivot * m + j] = t;
      }
    double d = a[c * m + c];
    for (int j = 0; j < m; j++) {
      a[c * m + j] /= d;
      inverse[c * m + j] /= d;
    }
    for (int r = 0; r < m; r++) {
      if (r == c || a[r * m + c] == 0)
        continue;
      double f = a[r * m + c];
      for (int j = 0; j < m; j++) {
        a[r * m + j] -= f * a[c * m + j];
        inverse[r * m + j] -= f * inverse[c * m + j];
      }
    }
  }
  return TRUE;
}

/* sigma := C sigma C, with C = I - 1/n: the covariance of the ratings less
 * their mean. */
static void
center_covariance (double *sigma, int n)
{
  g_autofree double *row_mean = g_new0 (double, (guint) n);
  double mean = 0;
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < n; j++)
      row_mean[i] += sigma[i * n + j];
    row_mean[i] /= n;
    mean += row_mean[i];
  }
  mean /= n;
  /* sigma is symmetric: a column's mean is the row's. */
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      sigma[i * n + j] += mean - row_mean[i] - row_mean[j];
}

gboolean
rating_fit_solve (RatingFit *fit, double prior_draws, GError **error)
{
  int n = fit->n;
  double prior_rating = 0;
  int anchors = 0;
  for (int i = 0; i < n; i++)
    if (fit->anchored[i]) {
      prior_rating += fit->anchor[i];
      anchors++;
    }
  if (anchors)
    prior_rating /= anchors;
  /* Without anchors and without a prior the ratings are known only up to
   * a shift: player 0 is held at 0 while fitting, then all are shifted to
   * average 0. */
  gboolean pin_first = anchors == 0 && prior_draws <= 0;

  /* free_index[k]: the player of the k-th free rating. */
  g_autofree int *free_index = g_new (int, (guint) n);
  int m = 0;
  for (int i = 0; i < n; i++) {
    fit->rating[i] = fit->anchored[i] ? fit->anchor[i] : prior_rating;
    if (fit->anchored[i] || (pin_first && i == 0))
      continue;
    double played = 0, points = 0;
    for (int j = 0; j < n; j++) {
      played += fit->games[i * n + j];
      points += fit->points[i * n + j];
    }
    if (prior_draws <= 0 && (played == 0 || points == 0 || points == played)) {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   played == 0 ? _("player %d played no game: no rating fits it")
                               : _("player %d won or lost every game: no finite rating fits it"),
                   i + 1);
      return FALSE;
    }
    free_index[m++] = i;
  }
  memset (fit->covariance, 0, sizeof (double) * (gsize) n * n);
  fit->iterations = 0;
  if (m == 0)
    return TRUE;

  g_autofree double *gradient = g_new (double, (guint) m);
  g_autofree double *information = g_new (double, (gsize) (guint) m * (guint) m);
  g_autofree double *inverse = g_new (double, (gsize) (guint) m * (guint) m);
  g_autofree int *position = g_new (int, (guint) n);   /* player -> k, or -1 */
  for (int i = 0; i < n; i++)
    position[i] = -1;
  for (int k = 0; k < m; k++)
    position[free_index[k]] = k;

  for (int iteration = 1; iteration <= MAX_ITERATIONS; iteration++) {
    fit->iterations = iteration;
    /* The gradient of the log-likelihood and minus its curvature (the
     * information), in natural units; converted to Elo at the end. */
    memset (information, 0, sizeof (double) * (gsize) m * m);
    for (int k = 0; k < m; k++) {
      int i = free_index[k];
      double g = 0, h = 0;
      for (int j = 0; j < n; j++) {
        double played = fit->games[i * n + j];
        if (j == i || played == 0)
          continue;
        double p = rating_expected_score (fit->rating[i], fit->rating[j]);
        g += fit->points[i * n + j] - played * p;
        h += played * p * (1 - p);
        if (position[j] >= 0)
          information[k * m + position[j]] -= played * p * (1 - p);
      }
      if (prior_draws > 0) {
        double p = rating_expected_score (fit->rating[i], prior_rating);
        g += prior_draws * (0.5 - p);
        h += prior_draws * p * (1 - p);
      }
      gradient[k] = g;
      information[k * m + k] = h;
    }
    if (!invert (information, inverse, m)) {
      g_set_error_literal (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                           _("the games do not link every player to the others (or to an anchor): "
                             "no rating fits them"));
      return FALSE;
    }
    double largest = 0;
    for (int k = 0; k < m; k++) {
      double step = 0;
      for (int l = 0; l < m; l++)
        step += inverse[k * m + l] * gradient[l];
      step *= ELO_SCALE;
      step = CLAMP (step, -MAX_STEP, MAX_STEP);
      fit->rating[free_index[k]] += step;
      largest = MAX (largest, fabs (step));
    }
    if (largest < 1e-7)
      break;
  }
  /* The covariance in Elo squared, from the information at the top. */
  for (int k = 0; k < m; k++)
    for (int l = 0; l < m; l++)
      fit->covariance[free_index[k] * n + free_index[l]] = inverse[k * m + l] * ELO_SCALE * ELO_SCALE;
  /* Without anchors the ratings are said relative to their average, and
   * so are their intervals.  The fit pins the level only by the prior's
   * few virtual draws (or by player 0), whose uncertainty would otherwise
   * widen every interval alike: two players 82-38 after 120 games got
   * +-491 instead of +-33.  Centering (C Sigma C, C = I - 1/n) leaves
   * every difference, and so LOS, as it is. */
  if (anchors == 0 && n > 1)
    center_covariance (fit->covariance, n);
  if (pin_first) {
    double mean = 0;
    for (int i = 0; i < n; i++)
      mean += fit->rating[i];
    mean /= n;
    for (int i = 0; i < n; i++)
      fit->rating[i] -= mean;
  }
  return TRUE;
}

double
rating_fit_interval (const RatingFit *fit, int i)
{
  return 1.959964 * sqrt (fit->covariance[i * fit->n + i]);
}

double
rating_fit_los (const RatingFit *fit, int i, int j)
{
  int n = fit->n;
  double difference = fit->rating[i] - fit->rating[j];
  double variance = fit->covariance[i * n + i] + fit->covariance[j * n + j] - 2 * fit->covariance[i * n + j];
  if (variance <= 0)
    return difference > 0 ? 1.0 : difference < 0 ? 0.0 : 0.5;
  return 0.5 * erfc (-difference / sqrt (2 * variance));
}
