/* SPDX-License-Identifier: MIT */
/* reversi-train.c: fit the trained evaluation (enhanced/eval-trained.h) and write
 * its weights as C source.
 *
 *   reversi-train --output enhanced/eval-weights.c     the committed weights
 *   reversi-train --size 4 --games 40 --output w.c      a tiny run
 *
 * For each board size (4, 6, 8):
 *
 *   1. Games: from the start, a random number of random moves, then a
 *      cheap greedy player (fewest replies for the opponent, corners
 *      first, X squares last) with one move in ten at random.  Every
 *      position where the side to move has a move is kept.  One random
 *      generator with a fixed seed drives it all.
 *   2. Labels, stage by stage from the end of the game backwards: a
 *      position with at most --exact empties gets its exact final score
 *      (the kit's endgame solver); an earlier one the value of a search
 *      of --label-depth plies (midgame.h) whose leaves are scored with
 *      the stages already fitted (bootstrapping).
 *   3. Fit: per stage, ridge-regularised least squares over the inputs
 *      of eval-trained.h, each pattern table reduced to one value per
 *      class of configurations that the symmetries make equal or
 *      opposite (so the weights have the evaluation's symmetries
 *      exactly), solved by conjugate gradients on the normal equations.
 *   4. On 6x6 and 8x8 a second pass: new games, played by a 2-ply search
 *      with the first pass's weights (random moves as in pass 1), are
 *      labelled and fitted again from the start: the positions then
 *      look more like those the player meets.
 *
 * Nothing depends on the clock or the thread count: the same options
 * write the same file.
 */
#include <errno.h>
#include <glib/gi18n-lib.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bitboard.h"
#include "endgame.h"
#include "eval-trained.h"
#include "kit-i18n.h"
#include "midgame.h"

typedef struct {
  uint64_t p, o;
  int empties;
  double label;
} Sample;

typedef struct {
  int size;
  int stage_width;
  int games;
  int exact_empties;
  int label_depth;
  int random_min, random_max;   /* random moves at the start of a game */
  int passes;                   /* rounds of playing games and fitting */
} SizePlan;

/* Depth of the searches that play the games of the second pass on. */
#define PLAY_DEPTH 2

/* ---- a fixed random generator (splitmix64) ------------------------- */

static uint64_t
next_random (uint64_t *state)
{
  uint64_t z = (*state += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

static int
random_below (uint64_t *state, int n)
{
  return (int) (next_random (state) % (uint64_t) n);
}

static double
cpu_seconds (void)
{
  struct timespec t;
  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &t);
  return (double) t.tv_sec + (double) t.tv_nsec / 1e9;
}

/* ---- games --------------------------------------------------------- */

static int
nth_square (uint64_t moves, int n)
{
  for (int i = 0; i < n; i++)
    moves &= moves - 1;
  return bitboard_first (moves);
}

/* The greedy player's choice: fewest replies, corners first, X squares
 * next to an empty corner last. */
static int
greedy_move (uint64_t p, uint64_t o, uint64_t mask, int size)
{
  int last = size - 1;
  const int corner[4] = { 0, last, 8 * last, 9 * last };
  const int x_square[4] = { 9, last + 7, 8 * last - 7, 9 * last - 9 };
  uint64_t empty = mask & ~(p | o);
  int best = -1, best_key = G_MININT;
  for (uint64_t rest = bitboard_moves (p, o, empty); rest; rest &= rest - 1) {
    int sq = bitboard_first (rest);
    uint64_t flips = bitboard_flips (sq, p, o), bit = (uint64_t) 1 << sq;
    int key = -16 * bitboard_count (bitboard_moves (o & ~flips, p | flips | bit, empty & ~bit));
    for (int c = 0; c < 4; c++) {
      if (sq == corner[c])
        key += 100;
      if (sq == x_square[c] && (empty >> corner[c] & 1))
        key -= 50;
    }
    if (key > best_key) {
      best_key = key;
      best = sq;
    }
  }
  return best;
}

/* Plays one game and appends its positions to samples: random moves
 * first, then the greedy player's (no model) or a shallow search's. */
static void
play_game (const SizePlan *plan, uint64_t *rng, const EvalModel *model, MidgameSearch *player,
           GArray *samples)
{
  int size = plan->size, half = size / 2;
  uint64_t mask = bitboard_mask (size);
  /* The start: White on the top-left and bottom-right centre squares, Black to move. */
  uint64_t white = (uint64_t) 1 << ((half - 1) * 8 + half - 1) | (uint64_t) 1 << (half * 8 + half);
  uint64_t black = (uint64_t) 1 << ((half - 1) * 8 + half) | (uint64_t) 1 << (half * 8 + half - 1);
  uint64_t p = black, o = white;
  int random_moves = plan->random_min + random_below (rng, plan->random_max - plan->random_min + 1);
  for (int ply = 0;; ply++) {
    uint64_t empty = mask & ~(p | o);
    uint64_t moves = bitboard_moves (p, o, empty);
    if (moves == 0) {
      if (bitboard_moves (o, p, empty) == 0)
        return;
      uint64_t t = p;
      p = o;
      o = t;
      continue;
    }
    Sample sample = { p, o, bitboard_count (empty), 0 };
    g_array_append_val (samples, sample);
    int sq;
    if (ply < random_moves || random_below (rng, 10) == 0) {
      sq = nth_square (moves, random_below (rng, bitboard_count (moves)));
    } else if (model) {
      MidgameResult r;
      midgame_search_run (player, model, p, o, PLAY_DEPTH, 0, NULL, &r);
      sq = r.best_square;
    } else {
      sq = greedy_move (p, o, mask, size);
    }
    uint64_t flips = bitboard_flips (sq, p, o);
    uint64_t np = p | flips | (uint64_t) 1 << sq;
    p = o & ~flips;
    o = np;
  }
}

/* ---- fitting ------------------------------------------------------- */

/* The free values of the model: the features, then each pattern kind's
 * classes (eval_trained_pattern_classes). */
typedef struct {
  int size;
  int count[EVAL_PATTERN_KINDS];
  int *class_of[EVAL_PATTERN_KINDS];
  int *sign[EVAL_PATTERN_KINDS];
  int offset[EVAL_PATTERN_KINDS];   /* of each kind's first value */
  int total;
} Parameters;

static void
parameters_init (Parameters *params, int size)
{
  params->size = size;
  params->total = EVAL_FEATURE_COUNT;
  for (int kind = 0; kind < EVAL_PATTERN_KINDS; kind++) {
    int entries = eval_trained_pattern_entries (size, (EvalPatternKind) kind);
    params->class_of[kind] = g_new (int, entries);
    params->sign[kind] = g_new (int, entries);
    params->count[kind] = eval_trained_pattern_classes (size, (EvalPatternKind) kind,
                                                        params->class_of[kind], params->sign[kind]);
    params->offset[kind] = params->total;
    params->total += params->count[kind];
  }
}

static void
parameters_clear (Parameters *params)
{
  for (int kind = 0; kind < EVAL_PATTERN_KINDS; kind++) {
    g_free (params->class_of[kind]);
    g_free (params->sign[kind]);
  }
}

#define MAX_INPUTS (EVAL_FEATURE_COUNT + EVAL_PATTERN_PLACES)

/* The sparse input of one sample: parameter indices and values. */
static int
sample_inputs (const Parameters *params, const Sample *s, int index[MAX_INPUTS],
               double value[MAX_INPUTS])
{
  int features[EVAL_FEATURE_COUNT], patterns[EVAL_PATTERN_PLACES], n = 0;
  eval_trained_features (params->size, s->p, s->o, features, patterns);
  for (int f = 0; f < EVAL_FEATURE_COUNT; f++) {
    index[n] = f;
    value[n++] = features[f];
  }
  for (int place = 0; place < EVAL_PATTERN_PLACES; place++) {
    int kind = place < 4 ? EVAL_PATTERN_EDGE : EVAL_PATTERN_CORNER;
    int sign = params->sign[kind][patterns[place]];
    if (sign == 0)
      continue;
    int param = params->offset[kind] + params->class_of[kind][patterns[place]];
    int j = EVAL_FEATURE_COUNT;
    while (j < n && index[j] != param)
      j++;
    if (j == n) {
      index[n] = param;
      value[n++] = 0;
    }
    value[j] += sign;
  }
  return n;
}

/* Ridge penalties: the scalar features are well determined; a pattern
 * class seen a few times is pulled towards 0. */
#define RIDGE_FEATURE 1.0
#define RIDGE_PATTERN 8.0

/* The samples' inputs, row by row (compressed sparse rows). */
typedef struct {
  int rows;
  int *start;      /* rows + 1 */
  int *index;
  double *value;
  double *label;
} Inputs;

/* y = (X^T X + ridge) x, without forming X^T X. */
static void
normal_product (const Inputs *in, const double *ridge, const double *x, double *y, int n)
{
  for (int i = 0; i < n; i++)
    y[i] = ridge[i] * x[i];
  for (int r = 0; r < in->rows; r++) {
    double dot = 0;
    for (int k = in->start[r]; k < in->start[r + 1]; k++)
      dot += in->value[k] * x[in->index[k]];
    for (int k = in->start[r]; k < in->start[r + 1]; k++)
      y[in->index[k]] += in->value[k] * dot;
  }
}

/* Ridge regression by conjugate gradients on the normal equations, with
 * the diagonal as preconditioner: theta (n values) minimises
 * |X theta - y|^2 + sum ridge_i theta_i^2. */
static void
ridge_fit (const Inputs *in, const double *ridge, double *theta, int n)
{
  double *r = g_new0 (double, n), *z = g_new (double, n), *d = g_new (double, n);
  double *q = g_new (double, n), *diagonal = g_new (double, n);
  for (int i = 0; i < n; i++) {
    theta[i] = 0;
    diagonal[i] = ridge[i];
  }
  for (int row = 0; row < in->rows; row++)
    for (int k = in->start[row]; k < in->start[row + 1]; k++) {
      r[in->index[k]] += in->value[k] * in->label[row];
      diagonal[in->index[k]] += in->value[k] * in->value[k];
    }
  double start_norm = 0, rz = 0;
  for (int i = 0; i < n; i++) {
    z[i] = r[i] / diagonal[i];
    d[i] = z[i];
    rz += r[i] * z[i];
    start_norm += r[i] * r[i];
  }
  for (int iteration = 0; iteration < 500; iteration++) {
    double norm = 0;
    for (int i = 0; i < n; i++)
      norm += r[i] * r[i];
    if (norm <= 1e-14 * start_norm)
      break;
    normal_product (in, ridge, d, q, n);
    double dq = 0;
    for (int i = 0; i < n; i++)
      dq += d[i] * q[i];
    double step = rz / dq;
    double rz_next = 0;
    for (int i = 0; i < n; i++) {
      theta[i] += step * d[i];
      r[i] -= step * q[i];
      z[i] = r[i] / diagonal[i];
      rz_next += r[i] * z[i];
    }
    for (int i = 0; i < n; i++)
      d[i] = z[i] + rz_next / rz * d[i];
    rz = rz_next;
  }
  g_free (r);
  g_free (z);
  g_free (d);
  g_free (q);
  g_free (diagonal);
}

/* The weights being fitted, all stages. */
typedef struct {
  int stage_count;
  int stage_width;
  int32_t *feature_weights;
  int16_t *pattern_weights[EVAL_PATTERN_KINDS];
} TrainedSize;

static EvalWeights
trained_weights (const Parameters *params, const TrainedSize *t, int stage_count)
{
  EvalWeights w = { params->size, stage_count, t->stage_width, t->feature_weights,
                    { t->pattern_weights[0], t->pattern_weights[1] } };
  return w;
}

/* Fits one stage's weights to samples[0, count) and writes them as
 * integers (1/100 disc).  Returns the root mean square error of the fit,
 * in discs, as the search will see it. */
static double
fit_stage (const Parameters *params, const Sample *samples, int count, TrainedSize *t, int stage)
{
  int n = params->total;
  Inputs in = { count, g_new (int, count + 1), g_new (int, (size_t) count * MAX_INPUTS),
                g_new (double, (size_t) count * MAX_INPUTS), g_new (double, count) };
  in.start[0] = 0;
  for (int s = 0; s < count; s++) {
    int m = sample_inputs (params, &samples[s], in.index + in.start[s], in.value + in.start[s]);
    in.start[s + 1] = in.start[s] + m;
    in.label[s] = samples[s].label;
  }
  double *ridge = g_new (double, n), *theta = g_new (double, n);
  for (int i = 0; i < n; i++)
    ridge[i] = i < EVAL_FEATURE_COUNT ? RIDGE_FEATURE : RIDGE_PATTERN;
  ridge_fit (&in, ridge, theta, n);

  for (int f = 0; f < EVAL_FEATURE_COUNT; f++)
    t->feature_weights[(size_t) stage * EVAL_FEATURE_COUNT + f]
      = (int32_t) lround (theta[f] * EVAL_UNITS_PER_DISC);
  for (int kind = 0; kind < EVAL_PATTERN_KINDS; kind++)
    for (int c = 0; c < params->count[kind]; c++) {
      long w = lround (theta[params->offset[kind] + c] * EVAL_UNITS_PER_DISC);
      t->pattern_weights[kind][(size_t) stage * params->count[kind] + c]
        = (int16_t) CLAMP (w, -30000, 30000);
    }
  g_free (ridge);
  g_free (theta);
  g_free (in.start);
  g_free (in.index);
  g_free (in.value);
  g_free (in.label);

  EvalWeights w = trained_weights (params, t, stage + 1);
  EvalModel *model = eval_trained_model_new (&w);
  double squares = 0;
  for (int s = 0; s < count; s++) {
    double e = eval_trained_value (model, samples[s].p, samples[s].o) / (double) EVAL_UNITS_PER_DISC
               - samples[s].label;
    squares += e * e;
  }
  eval_trained_model_free (model);
  return count ? sqrt (squares / count) : 0;
}

/* ---- one board size -------------------------------------------------- */

static int
compare_empties (gconstpointer a, gconstpointer b)
{
  const Sample *x = a, *y = b;
  if (x->empties != y->empties)
    return x->empties - y->empties;
  /* Ties in a fixed order: g_array_sort need not be stable. */
  if (x->p != y->p)
    return x->p < y->p ? -1 : 1;
  return x->o < y->o ? -1 : x->o > y->o;
}

/* Labels the samples and fits every stage, from the end of the game back. */
static void
fit_all_stages (const SizePlan *plan, const Parameters *params, GArray *samples, TrainedSize *t)
{
  int size = plan->size;
  EndgameSolver *solver = endgame_solver_new (size, 18);
  MidgameSearch *midgame = midgame_search_new (18);
  Sample *all = (Sample *) samples->data;
  EvalWeights shape = trained_weights (params, t, t->stage_count);
  int first = 0;
  for (int stage = 0; stage < t->stage_count; stage++) {
    double stage_started = cpu_seconds ();
    int last = first;
    while (last < (int) samples->len && eval_trained_stage (&shape, all[last].empties) == stage)
      last++;
    /* The stages fitted so far: the last of them stands in for the later ones. */
    EvalWeights fitted = trained_weights (params, t, MAX (stage, 1));
    EvalModel *model = eval_trained_model_new (&fitted);
    midgame_search_clear (midgame);
    int exact = 0;
    for (int s = first; s < last; s++) {
      if (all[s].empties <= plan->exact_empties) {
        EndgameResult r;
        endgame_solve (solver, all[s].p, all[s].o, FALSE, NULL, &r);
        all[s].label = r.score;
        exact++;
      } else {
        MidgameResult r;
        midgame_search_run (midgame, model, all[s].p, all[s].o, plan->label_depth, 0, NULL, &r);
        all[s].label = (double) r.value / EVAL_UNITS_PER_DISC;
      }
    }
    eval_trained_model_free (model);
    double rms = fit_stage (params, all + first, last - first, t, stage);
    fprintf (stderr, _("  stage %d (%d-%d empties): %d positions, %d solved exactly, error %.2f discs (%.1f s)\n"),
             stage, stage * plan->stage_width + 1, (stage + 1) * plan->stage_width, last - first,
             exact, rms, cpu_seconds () - stage_started);
    first = last;
  }
  midgame_search_free (midgame);
  endgame_solver_free (solver);
}

static void
train_size (const SizePlan *plan, uint64_t seed, TrainedSize *t)
{
  int size = plan->size, squares = size * size - 4;
  Parameters params;
  parameters_init (&params, size);
  t->stage_width = plan->stage_width;
  t->stage_count = (squares + plan->stage_width - 1) / plan->stage_width;
  t->feature_weights = g_new0 (int32_t, (size_t) t->stage_count * EVAL_FEATURE_COUNT);
  for (int kind = 0; kind < EVAL_PATTERN_KINDS; kind++)
    t->pattern_weights[kind] = g_new0 (int16_t, (size_t) t->stage_count * params.count[kind]);

  uint64_t rng = seed ^ (uint64_t) size * 0x100000001B3ULL;
  for (int pass = 1; pass <= plan->passes; pass++) {
    /* Pass 1 plays greedy games; later passes play with the last pass's
     * weights, so the positions look more like the player's own. */
    double started = cpu_seconds ();
    EvalModel *model = NULL;
    MidgameSearch *player = NULL;
    if (pass > 1) {
      EvalWeights w = trained_weights (&params, t, t->stage_count);
      model = eval_trained_model_new (&w);
      player = midgame_search_new (16);
    }
    GArray *samples = g_array_new (FALSE, FALSE, sizeof (Sample));
    for (int g = 0; g < plan->games; g++)
      play_game (plan, &rng, model, player, samples);
    g_array_sort (samples, compare_empties);
    fprintf (stderr, _("%d×%d, pass %d: %d games, %u positions (%.1f s)\n"), size, size, pass,
             plan->games, samples->len, cpu_seconds () - started);
    midgame_search_free (player);
    eval_trained_model_free (model);
    fit_all_stages (plan, &params, samples, t);
    g_array_free (samples, TRUE);
  }
  parameters_clear (&params);
}

/* ---- output -------------------------------------------------------- */

static void
write_numbers (FILE *out, const char *type, const char *name, int rows, int columns,
               const void *data, gboolean wide)
{
  fprintf (out, "static const %s %s[%d][%d] = {\n", type, name, rows, columns);
  for (int r = 0; r < rows; r++) {
    fprintf (out, "  {");
    for (int c = 0; c < columns; c++) {
      size_t i = (size_t) r * columns + c;
      int v = wide ? ((const int32_t *) data)[i] : ((const int16_t *) data)[i];
      fprintf (out, "%s%s%d", c ? "," : "", c % 16 == 0 ? "\n    " : " ", v);
    }
    fprintf (out, "\n  },\n");
  }
  fprintf (out, "};\n\n");
}

static void
write_size (FILE *out, int size, const TrainedSize *t)
{
  char name[64];
  g_snprintf (name, sizeof name, "features_%d", size);
  write_numbers (out, "int32_t", name, t->stage_count, EVAL_FEATURE_COUNT, t->feature_weights, TRUE);
  const char *kinds[] = { "edges", "corners" };
  for (int kind = 0; kind < EVAL_PATTERN_KINDS; kind++) {
    g_snprintf (name, sizeof name, "%s_%d", kinds[kind], size);
    write_numbers (out, "int16_t", name, t->stage_count,
                   eval_trained_pattern_classes (size, (EvalPatternKind) kind, NULL, NULL),
                   t->pattern_weights[kind], FALSE);
  }
  fprintf (out,
           "const EvalWeights eval_weights_%d = {\n"
           "  %d, %d, %d, &features_%d[0][0], { &edges_%d[0][0], &corners_%d[0][0] },\n};\n\n",
           size, size, t->stage_count, t->stage_width, size, size, size);
}

int
main (int argc, char **argv)
{
  kit_i18n_init ();

  int size = 0, games = 0, exact = 0, label_depth = 0;
  gint64 seed = 20261123;
  g_autofree char *output = NULL;
  GOptionEntry entries[] = {
    { "size", 's', 0, G_OPTION_ARG_INT, &size, N_("Board size: 4, 6 or 8 (default: all three)"), "N" },
    { "games", 'g', 0, G_OPTION_ARG_INT, &games, N_("Games per board size, 1 to 1000000 (default: 800 on 4×4, 4000 on 6×6, 6000 on 8×8)"), "N" },
    { "exact", 'e', 0, G_OPTION_ARG_INT, &exact, N_("Solve positions with at most this many empties exactly, 1 to 20 (default 12 on 4×4, 16 on 6×6, 14 on 8×8)"), "N" },
    { "label-depth", 'd', 0, G_OPTION_ARG_INT, &label_depth, N_("Depth of the search that labels earlier positions, 1 to 10 (default 4)"), "PLIES" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, N_("Seed of the random moves, 0 or more (default 20261123)"), "N" },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_("Write the weights as C source to this file (default: standard output)"), "FILE" },
    { NULL },
  };
  /* 0, the "not given" of size, games, exact and label_depth, is outside
   * their ranges: --games 0 is refused, not read as the default. */
  const KitOptionRange ranges[] = {
    { "size", 4, 8, 2 },
    { "games", 1, 1000000, 1 },
    { "exact", 1, 20, 1 },
    { "label-depth", 1, 10, 1 },
    { "seed", 0, G_MAXINT64, 1 },
    { NULL },
  };
  g_autoptr (GError) error = NULL;
  if (!kit_options_parse_ranges (entries, ranges,
                                 _("Fit the trained evaluation's weights on games the kit plays and solves itself."),
                                 NULL, &argc, &argv, &error)
      || !kit_options_no_arguments (argc, argv, &error)) {
    fprintf (stderr, "reversi-train: %s\n", error->message);
    return 2;
  }

  SizePlan plans[] = {
    { 4, 3, 800, 12, 4, 0, 4, 1 },
    { 6, 4, 4000, 16, 4, 2, 10, 2 },
    { 8, 6, 6000, 14, 4, 4, 24, 2 },
  };
  /* The command that writes this file again, without the file's name. */
  GString *command = g_string_new ("build/lab/reversi-train");
  if (size)
    g_string_append_printf (command, " --size %d", size);
  if (games)
    g_string_append_printf (command, " --games %d", games);
  if (exact)
    g_string_append_printf (command, " --exact %d", exact);
  if (label_depth)
    g_string_append_printf (command, " --label-depth %d", label_depth);
  if (seed != 20261123)
    g_string_append_printf (command, " --seed %" G_GINT64_FORMAT, seed);

  FILE *out = output ? fopen (output, "w") : stdout;
  if (!out) {
    int saved = errno;
    fprintf (stderr, _("reversi-train: cannot write %s: %s\n"), output, g_strerror (saved));
    return 1;
  }
  fprintf (out,
           "/* eval-weights.c: the trained evaluation's weights (eval-trained.h).\n"
           " * Generated by lab/reversi-train.c: do not edit.  Regenerate with\n"
           " *   %s > enhanced/eval-weights.c\n"
           " * (from the top of the source tree, with the kit built in build/).\n"
           " */\n"
           "#include \"eval-trained.h\"\n\n",
           command->str);
  g_string_free (command, TRUE);
  double started = cpu_seconds ();
  for (guint i = 0; i < G_N_ELEMENTS (plans); i++) {
    SizePlan plan = plans[i];
    if (size != 0 && plan.size != size)
      continue;
    if (games > 0)
      plan.games = games;
    if (exact > 0)
      plan.exact_empties = exact;
    if (label_depth > 0)
      plan.label_depth = label_depth;
    TrainedSize trained;
    train_size (&plan, (uint64_t) seed, &trained);
    write_size (out, plan.size, &trained);
    g_free (trained.feature_weights);
    for (int kind = 0; kind < EVAL_PATTERN_KINDS; kind++)
      g_free (trained.pattern_weights[kind]);
  }
  if (out != stdout && fclose (out) != 0) {
    int saved = errno;
    fprintf (stderr, _("reversi-train: cannot write %s: %s\n"), output, g_strerror (saved));
    return 1;
  }
  fprintf (stderr, _("Training took %.1f s of CPU time.\n"), cpu_seconds () - started);
  return 0;
}
