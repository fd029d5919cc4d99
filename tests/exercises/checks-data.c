/* checks-data.c: the data file of the exercise checks, written by the
 * generator (tests/exercises/generator, full tree only).
 */
#include "checks-common.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

static void
case_free (gpointer data)
{
  NegamaxCase *c = data;
  g_free (c->category);
  g_free (c->board);
  g_strfreev (c->best);
  g_strfreev (c->misere_best);
  for (guint i = 0; c->mistakes && i < c->mistakes->len; i++)
    g_free (g_array_index (c->mistakes, MistakeValue, i).name);
  if (c->mistakes)
    g_array_unref (c->mistakes);
  g_free (c);
}

void
exercise_data_free (ExerciseData *data)
{
  if (!data)
    return;
  g_ptr_array_unref (data->cases);
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
    char *equals = strchr (*field, '=');
    if (!equals)
      return FALSE;
    char *name = g_strndup (*field, (gsize) (equals - *field));
    if (strcmp (name, "misere_best") == 0) {
      c->misere_best = parse_moves (equals + 1);
      g_free (name);
      continue;
    }
    int value;
    if (!parse_int (equals + 1, &value)) {
      g_free (name);
      return FALSE;
    }
    if (strcmp (name, "misere") == 0) {
      c->has_misere = TRUE;
      c->misere = value;
      g_free (name);
    } else {
      MistakeValue mistake = { name, value };
      g_array_append_val (c->mistakes, mistake);
    }
  }
  Kyokumen *k = g_new (Kyokumen, 1);
  gboolean ok = kyokumen_from_board_string (k, c->board, NULL);
  g_free (k);
  return ok && c->full_evaluations > 0;
}

ExerciseData *
exercise_data_load (const char *path, GError **error)
{
  char *text = NULL;
  if (!g_file_get_contents (path, &text, NULL, error))
    return NULL;
  ExerciseData *data = g_new0 (ExerciseData, 1);
  data->cases = g_ptr_array_new_with_free_func (case_free);
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
  if (!ok || data->cases->len == 0 || !data->has_perfect4_normal || !data->has_perfect4_misere) {
    g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                 _("%s is damaged (line %d): regenerate it with make-exercise-data."), path, number);
    exercise_data_free (data);
    return NULL;
  }
  return data;
}
