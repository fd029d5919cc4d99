/* SPDX-License-Identifier: MIT */
/* checks-data.c: the data files of the exercise checks, written by the
 * generators (tests/exercises/generator, full tree only):
 * exercise-data.txt (the Reversi exercises) and, beside it,
 * tictactoe-data.txt (the warm-ups t1 and t2).
 */
#include "checks-common.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

static void
free_mistakes (GArray *mistakes)
{
  for (guint i = 0; mistakes && i < mistakes->len; i++)
    g_free (g_array_index (mistakes, MistakeValue, i).name);
  if (mistakes)
    g_array_unref (mistakes);
}

static void
case_free (gpointer data)
{
  NegamaxCase *c = data;
  g_free (c->category);
  g_free (c->board);
  g_strfreev (c->best);
  g_strfreev (c->misere_best);
  free_mistakes (c->mistakes);
  g_free (c);
}

static void
tictactoe_case_free (gpointer data)
{
  TicTacToeCase *c = data;
  g_strfreev (c->best);
  free_mistakes (c->mistakes);
  g_free (c);
}

void
exercise_data_free (ExerciseData *data)
{
  if (!data)
    return;
  g_ptr_array_unref (data->cases);
  g_ptr_array_unref (data->tictactoe_cases);
  g_free (data);
}

static gboolean
parse_int (const char *text, int *out)
{
  char *end;
  long v = strtol (text, &end, 10);
  if (*text == '\0' || *end != '\0' || v < -ALPHA_BETA_INFINITY || v > ALPHA_BETA_INFINITY)
    return FALSE;
  *out = (int) v;
  return TRUE;
}

/* The best moves: "-" for none, else comma-separated notation. */
static char **
parse_moves (const char *text)
{
  return strcmp (text, "-") == 0 ? NULL : g_strsplit (text, ",", -1);
}

/* A NAME=VALUE field of what a known mistake returns; FALSE if it is not one. */
static gboolean
parse_mistake (const char *field, GArray *mistakes)
{
  const char *equals = strchr (field, '=');
  int value;
  if (!equals || !parse_int (equals + 1, &value))
    return FALSE;
  MistakeValue mistake = { g_strndup (field, (gsize) (equals - field)), value };
  g_array_append_val (mistakes, mistake);
  return TRUE;
}

static gboolean
parse_case (char **t, NegamaxCase *c)
{
  /* case CATEGORY SQUARES SIDE DEPTH ALPHA BETA VALUE FULL BEST [NAME=VALUE ...] */
  c->mistakes = g_array_new (FALSE, FALSE, sizeof (MistakeValue));
  if (g_strv_length (t) < 10)
    return FALSE;
  c->category = g_strdup (t[1]);
  c->board = g_strdup_printf ("%s %s", t[2], t[3]);
  if (!parse_int (t[4], &c->depth) || !parse_int (t[5], &c->alpha) || !parse_int (t[6], &c->beta)
      || !parse_int (t[7], &c->value))
    return FALSE;
  c->full_evaluations = g_ascii_strtoull (t[8], NULL, 10);
  c->best = parse_moves (t[9]);
  for (char **field = t + 10; *field; field++) {
    if (g_str_has_prefix (*field, "misere_best=")) {
      c->misere_best = parse_moves (*field + strlen ("misere_best="));
    } else if (g_str_has_prefix (*field, "misere=")) {
      c->has_misere = parse_int (*field + strlen ("misere="), &c->misere);
      if (!c->has_misere)
        return FALSE;
    } else if (!parse_mistake (*field, c->mistakes)) {
      return FALSE;
    }
  }
  Kyokumen *k = g_new (Kyokumen, 1);
  gboolean ok = kyokumen_from_board_string (k, c->board, NULL);
  g_free (k);
  return ok && c->full_evaluations > 0;
}

static gboolean
parse_tictactoe_case (char **t, TicTacToeCase *c)
{
  /* ttt KIND BOARD MACHINE DEPTH ALPHA BETA VALUE NODES BEST [NAME=VALUE ...] */
  static const char *const kinds[] = { "end", "search", "window", "root" };
  c->mistakes = g_array_new (FALSE, FALSE, sizeof (MistakeValue));
  if (g_strv_length (t) < 10)
    return FALSE;
  c->kind = G_N_ELEMENTS (kinds);
  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    if (strcmp (t[1], kinds[k]) == 0)
      c->kind = (TicTacToeCaseKind) k;
  if ((guint) c->kind == G_N_ELEMENTS (kinds) || !tictactoe_from_text (t[2], &c->position, NULL)
      || (strcmp (t[3], "x") != 0 && strcmp (t[3], "o") != 0))
    return FALSE;
  c->machine = t[3][0] == 'x' ? TICTACTOE_X : TICTACTOE_O;
  if (!parse_int (t[4], &c->depth) || !parse_int (t[5], &c->alpha) || !parse_int (t[6], &c->beta)
      || !parse_int (t[7], &c->value))
    return FALSE;
  c->nodes = g_ascii_strtoull (t[8], NULL, 10);
  c->best = parse_moves (t[9]);
  for (char **field = t + 10; *field; field++)
    if (!parse_mistake (*field, c->mistakes))
      return FALSE;
  return c->nodes > 0 && (c->kind != TTT_ROOT || c->best);
}

/* Read one data file into data; FALSE with an error naming the line. */
static gboolean
load_file (ExerciseData *data, const char *path, GError **error)
{
  char *text = NULL;
  if (!g_file_get_contents (path, &text, NULL, error))
    return FALSE;
  char **lines = g_strsplit (text, "\n", -1);
  gboolean ok = TRUE;
  int number = 0;
  for (char **line = lines; *line && ok; line++) {
    number++;
    char *stripped = g_strstrip (*line);
    if (*stripped == '\0' || *stripped == '#')
      continue;
    char **t = g_strsplit_set (stripped, " \t", -1);
    if (strcmp (t[0], "case") == 0) {
      NegamaxCase *c = g_new0 (NegamaxCase, 1);
      ok = parse_case (t, c);
      g_ptr_array_add (data->cases, c);
    } else if (strcmp (t[0], "ttt") == 0) {
      TicTacToeCase *c = g_new0 (TicTacToeCase, 1);
      ok = parse_tictactoe_case (t, c);
      g_ptr_array_add (data->tictactoe_cases, c);
    } else if (strcmp (t[0], "perfect4") == 0 && g_strv_length (t) == 3) {
      if (strcmp (t[1], "normal") == 0)
        ok = data->has_perfect4_normal = parse_int (t[2], &data->perfect4_normal);
      else if (strcmp (t[1], "misere") == 0)
        ok = data->has_perfect4_misere = parse_int (t[2], &data->perfect4_misere);
      else
        ok = FALSE;
    } else {
      ok = FALSE;
    }
    g_strfreev (t);
  }
  g_strfreev (lines);
  g_free (text);
  if (!ok)
    g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                 _("%1$s is damaged (line %2$d): regenerate it with its generator (tests/exercises/generator)."),
                 path, number);
  return ok;
}

ExerciseData *
exercise_data_load (const char *path, GError **error)
{
  ExerciseData *data = g_new0 (ExerciseData, 1);
  data->cases = g_ptr_array_new_with_free_func (case_free);
  data->tictactoe_cases = g_ptr_array_new_with_free_func (tictactoe_case_free);
  /* The warm-ups' values lie beside the Reversi ones. */
  char *folder = g_path_get_dirname (path);
  char *tictactoe_path = g_build_filename (folder, "tictactoe-data.txt", NULL);
  gboolean ok = load_file (data, path, error) && load_file (data, tictactoe_path, error);
  if (ok && (data->cases->len == 0 || !data->has_perfect4_normal || !data->has_perfect4_misere
             || data->tictactoe_cases->len == 0)) {
    g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                 _("%1$s or %2$s lacks some of the checks' values: regenerate them with their "
                   "generators (tests/exercises/generator)."),
                 path, tictactoe_path);
    ok = FALSE;
  }
  g_free (tictactoe_path);
  g_free (folder);
  if (!ok) {
    exercise_data_free (data);
    return NULL;
  }
  return data;
}
