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
 *   3. Fit: per stage, ridge-regularised least squares over the features
 *      of eval-trained.h, the edge table reduced to one parameter per class of
 *      configurations equal under reversal and opposite under a colour
 *      swap, so the weights have the evaluation's symmetries exactly;
 *      solved by Cholesky factorisation of the normal equations.
 *
 * Nothing depends on the clock or the thread count: the same options
 * write the same file.
 */
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
} SizePlan;

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

/* Plays one game and appends its positions to samples. */
static void
play_game (const SizePlan *plan, uint64_t *rng, GArray *samples)
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
    if (ply < random_moves || random_below (rng, 10) == 0)
      sq = nth_square (moves, random_below (rng, bitboard_count (moves)));
    else
      sq = greedy_move (p, o, mask, size);
    uint64_t flips = bitboard_flips (sq, p, o);
    uint64_t np = p | flips | (uint64_t) 1 << sq;
    p = o & ~flips;
    o = np;
  }
}

/* ---- the edge table's parameters ----------------------------------- */

/* Each configuration's class and sign: the table's entry is sign x the
 * class's parameter (sign 0: an entry the symmetries force to 0). */
typedef struct {
  int count;
  int *class_of;
  int *sign;
} EdgeClasses;

static void
edge_classes_init (EdgeClasses *classes, int size, int entries)
{
  classes->class_of = g_new (int, entries);
  classes->sign = g_new (int, entries);
  int *pair_class = g_new (int, entries);
  for (int i = 0; i < entries; i++)
    pair_class[i] = -1;
  classes->count = 0;
  for (int i = 0; i < entries; i++) {
    int pair = MIN (i, eval_trained_edge_reverse (size, i));
    int swapped = eval_trained_edge_swap (size, i);
    int swapped_pair = MIN (swapped, eval_trained_edge_reverse (size, swapped));
    if (swapped_pair == pair) {
      classes->class_of[i] = 0;
      classes->sign[i] = 0;
      continue;
    }
    int canonical = MIN (pair, swapped_pair);
    if (pair_class[canonical] < 0)
      pair_class[canonical] = classes->count++;
    classes->class_of[i] = pair_class[canonical];
    classes->sign[i] = pair == canonical ? 1 : -1;
  }
  g_free (pair_class);
}

static void
edge_classes_clear (EdgeClasses *classes)
{
  g_free (classes->class_of);
  g_free (classes->sign);
}

/* ---- fitting ------------------------------------------------------- */

/* Solves (A) x = b in place for symmetric positive definite A (n x n);
 * FALSE if A is not positive definite. */
static gboolean
cholesky_solve (double *a, double *b, int n)
{
  for (int j = 0; j < n; j++) {
    double d = a[(size_t) j * n + j];
    for (int k = 0; k < j; k++)
      d -= a[(size_t) j * n + k] * a[(size_t) j * n + k];
    if (d <= 0)
      return FALSE;
    d = sqrt (d);
    a[(size_t) j * n + j] = d;
    for (int i = j + 1; i < n; i++) {
      double s = a[(size_t) i * n + j];
      const double *ri = a + (size_t) i * n, *rj = a + (size_t) j * n;
      for (int k = 0; k < j; k++)
        s -= ri[k] * rj[k];
      a[(size_t) i * n + j] = s / d;
    }
  }
  for (int i = 0; i < n; i++) {
    double s = b[i];
    for (int k = 0; k < i; k++)
      s -= a[(size_t) i * n + k] * b[k];
    b[i] = s / a[(size_t) i * n + i];
  }
  for (int i = n - 1; i >= 0; i--) {
    double s = b[i];
    for (int k = i + 1; k < n; k++)
      s -= a[(size_t) k * n + i] * b[k];
    b[i] = s / a[(size_t) i * n + i];
  }
  return TRUE;
}

/* The sparse input of one sample: parameter indices and values. */
static int
sample_inputs (int size, const EdgeClasses *classes, const Sample *s, int index[], double value[])
{
  int features[EVAL_FEATURE_COUNT], edges[EVAL_EDGES], n = 0;
  eval_trained_features (size, s->p, s->o, features, edges);
  for (int f = 0; f < EVAL_FEATURE_COUNT; f++) {
    index[n] = f;
    value[n++] = features[f];
  }
  for (int e = 0; e < EVAL_EDGES; e++) {
    int sign = classes->sign[edges[e]];
    if (sign == 0)
      continue;
    int param = EVAL_FEATURE_COUNT + classes->class_of[edges[e]];
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

/* Ridge penalties: the scalar features are well determined; an edge
 * class seen a few times is pulled towards 0. */
#define RIDGE_FEATURE 1.0
#define RIDGE_EDGE 8.0

/* Fits one stage's weights to samples[first, last) and writes them as
 * integers (1/100 disc) into feature_weights and edge_weights.  Returns
 * the root mean square error of the fit, in discs. */
static double
fit_stage (int size, int entries, const EdgeClasses *classes, const Sample *samples, int count,
           int32_t *feature_weights, int16_t *edge_weights)
{
  int n = EVAL_FEATURE_COUNT + classes->count;
  double *a = g_new0 (double, (size_t) n * n);
  double *b = g_new0 (double, n);
  int index[EVAL_FEATURE_COUNT + EVAL_EDGES];
  double value[EVAL_FEATURE_COUNT + EVAL_EDGES];
  for (int s = 0; s < count; s++) {
    int m = sample_inputs (size, classes, &samples[s], index, value);
    for (int i = 0; i < m; i++) {
      b[index[i]] += value[i] * samples[s].label;
      for (int j = 0; j < m; j++)
        a[(size_t) index[i] * n + index[j]] += value[i] * value[j];
    }
  }
  for (int i = 0; i < n; i++)
    a[(size_t) i * n + i] += i < EVAL_FEATURE_COUNT ? RIDGE_FEATURE : RIDGE_EDGE;
  if (!cholesky_solve (a, b, n))
    g_error ("the normal equations are not positive definite");

  for (int f = 0; f < EVAL_FEATURE_COUNT; f++)
    feature_weights[f] = (int32_t) lround (b[f] * EVAL_UNITS_PER_DISC);
  for (int i = 0; i < entries; i++) {
    long w = lround (b[EVAL_FEATURE_COUNT + classes->class_of[i]] * EVAL_UNITS_PER_DISC);
    w = CLAMP (w, -30000, 30000);
    edge_weights[i] = (int16_t) (classes->sign[i] * w);
  }
  g_free (a);
  g_free (b);

  /* The error of the integer weights, as the search will see them. */
  const EvalWeights one = { size, 1, 64, entries, feature_weights, edge_weights };
  double squares = 0;
  for (int s = 0; s < count; s++) {
    double e = eval_trained_value (&one, samples[s].p, samples[s].o) / (double) EVAL_UNITS_PER_DISC
               - samples[s].label;
    squares += e * e;
  }
  return count ? sqrt (squares / count) : 0;
}

/* ---- one board size -------------------------------------------------- */

typedef struct {
  int stage_count;
  int entries;
  int32_t *feature_weights;
  int16_t *edge_weights;
} TrainedSize;

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

static void
train_size (const SizePlan *plan, uint64_t seed, TrainedSize *out)
{
  int size = plan->size, squares = size * size - 4;
  int stage_count = (squares + plan->stage_width - 1) / plan->stage_width;
  int entries = 1;
  for (int i = 0; i < size; i++)
    entries *= 3;
  out->stage_count = stage_count;
  out->entries = entries;
  out->feature_weights = g_new0 (int32_t, (size_t) stage_count * EVAL_FEATURE_COUNT);
  out->edge_weights = g_new0 (int16_t, (size_t) stage_count * entries);

  double started = cpu_seconds ();
  uint64_t rng = seed ^ (uint64_t) size * 0x100000001B3ULL;
  GArray *samples = g_array_new (FALSE, FALSE, sizeof (Sample));
  for (int g = 0; g < plan->games; g++)
    play_game (plan, &rng, samples);
  g_array_sort (samples, compare_empties);
  fprintf (stderr, _("%d×%d: %d games, %u positions (%.1f s)\n"), size, size, plan->games,
           samples->len, cpu_seconds () - started);

  EdgeClasses classes;
  edge_classes_init (&classes, size, entries);
  EndgameSolver *solver = endgame_solver_new (size, 18);
  MidgameSearch *midgame = midgame_search_new (18);
  Sample *all = (Sample *) samples->data;
  int first = 0;
  for (int stage = 0; stage < stage_count; stage++) {
    double stage_started = cpu_seconds ();
    int last = first;
    while (last < (int) samples->len && eval_trained_stage (&(EvalWeights) { size, stage_count, plan->stage_width, entries, NULL, NULL }, all[last].empties) == stage)
      last++;
    /* The stages fitted so far: the last of them stands in for the later ones. */
    const EvalWeights fitted = { size, MAX (stage, 1), plan->stage_width, entries,
                                 out->feature_weights, out->edge_weights };
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
        midgame_search_run (midgame, &fitted, all[s].p, all[s].o, plan->label_depth, NULL, &r);
        all[s].label = (double) r.value / EVAL_UNITS_PER_DISC;
      }
    }
    double rms = fit_stage (size, entries, &classes, all + first, last - first,
                            out->feature_weights + (size_t) stage * EVAL_FEATURE_COUNT,
                            out->edge_weights + (size_t) stage * entries);
    fprintf (stderr, _("  stage %d (%d-%d empties): %d positions, %d solved exactly, error %.2f discs (%.1f s)\n"),
             stage, stage * plan->stage_width + 1, (stage + 1) * plan->stage_width, last - first,
             exact, rms, cpu_seconds () - stage_started);
    first = last;
  }
  midgame_search_free (midgame);
  endgame_solver_free (solver);
  edge_classes_clear (&classes);
  g_array_free (samples, TRUE);
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
write_size (FILE *out, const SizePlan *plan, const TrainedSize *t)
{
  char name[64];
  g_snprintf (name, sizeof name, "features_%d", plan->size);
  write_numbers (out, "int32_t", name, t->stage_count, EVAL_FEATURE_COUNT, t->feature_weights, TRUE);
  g_snprintf (name, sizeof name, "edges_%d", plan->size);
  write_numbers (out, "int16_t", name, t->stage_count, t->entries, t->edge_weights, FALSE);
  fprintf (out,
           "const EvalWeights eval_weights_%d = {\n  %d, %d, %d, %d, &features_%d[0][0], &edges_%d[0][0],\n};\n\n",
           plan->size, plan->size, t->stage_count, plan->stage_width, t->entries, plan->size,
           plan->size);
}

int
main (int argc, char **argv)
{
  kit_i18n_init ();

  int size = 0, games = 0, exact = 0, label_depth = 0;
  gint64 seed = 20261123;
  char *output = NULL;
  GOptionEntry entries[] = {
    { "size", 's', 0, G_OPTION_ARG_INT, &size, N_("Board size: 4, 6 or 8 (default: all three)"), "N" },
    { "games", 'g', 0, G_OPTION_ARG_INT, &games, N_("Games per board size (default: 800 on 4×4, 4000 on 6×6, 6000 on 8×8)"), "N" },
    { "exact", 'e', 0, G_OPTION_ARG_INT, &exact, N_("Solve positions with at most this many empties exactly (default 12 on 4×4, 16 on 6×6, 14 on 8×8)"), "N" },
    { "label-depth", 'd', 0, G_OPTION_ARG_INT, &label_depth, N_("Depth of the search that labels earlier positions (default 4)"), "PLIES" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, N_("Seed of the random moves (default 20261123)"), "N" },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_("Write the weights as C source to this file (default: standard output)"), "FILE" },
    { NULL },
  };
  g_autoptr (GError) error = NULL;
  if (!kit_options_parse (entries, _("Fit the trained evaluation's weights on games the kit plays and solves itself."),
                          NULL, &argc, &argv, &error)) {
    fprintf (stderr, "reversi-train: %s\n", error->message);
    return 2;
  }
  if (size != 0 && size != 4 && size != 6 && size != 8) {
    fprintf (stderr, _("reversi-train: --size must be 4, 6 or 8, not %d.\n"), size);
    return 2;
  }
  if (games < 0 || games > 1000000 || exact < 0 || exact > 20 || label_depth < 0 || label_depth > 10) {
    fprintf (stderr, _("reversi-train: --games must be at most 1000000, --exact at most 20 and --label-depth at most 10.\n"));
    return 2;
  }

  SizePlan plans[] = {
    { 4, 3, 800, 12, 4, 0, 4 },
    { 6, 4, 4000, 16, 4, 2, 10 },
    { 8, 6, 6000, 14, 4, 4, 24 },
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

  eval_trained_init ();
  FILE *out = output ? fopen (output, "w") : stdout;
  if (!out) {
    fprintf (stderr, _("reversi-train: cannot write %s.\n"), output);
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
    write_size (out, &plan, &trained);
    g_free (trained.feature_weights);
    g_free (trained.edge_weights);
  }
  if (out != stdout && fclose (out) != 0) {
    fprintf (stderr, _("reversi-train: cannot write %s.\n"), output);
    return 1;
  }
  fprintf (stderr, _("Training took %.1f s of CPU time.\n"), cpu_seconds () - started);
  return 0;
}
