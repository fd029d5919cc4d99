/* SPDX-License-Identifier: MIT */
/* player-spec.c: reading the one text form of a player. */
#include "player-spec.h"

#include <glib/gi18n-lib.h>
#include <stdio.h>

static const char *const word_ids[PLAYER_SPEC_WORD_COUNT] = {
  [PLAYER_SPEC_HUMAN] = "human",
  [PLAYER_SPEC_RANDOM] = "random",
  [PLAYER_SPEC_MINIMAX] = "minimax",
  [PLAYER_SPEC_ALPHA_BETA] = "alphabeta",
  [PLAYER_SPEC_ORDERED] = "ordered",
  [PLAYER_SPEC_ENHANCED] = "enhanced",
  [PLAYER_SPEC_PERFECT] = "perfect",
};

static const char *const field_labels[PLAYER_SPEC_FIELD_COUNT] = {
  N_("depth"), N_("perfect-search empties"), N_("evaluator"),
};

G_DEFINE_QUARK (player-spec-error-quark, player_spec_error)

const char *
player_spec_word_id (PlayerSpecWord word)
{
  g_return_val_if_fail (word < PLAYER_SPEC_WORD_COUNT, "?");
  return word_ids[word];
}

const char *
player_spec_field_label (PlayerSpecField field)
{
  g_return_val_if_fail (field < PLAYER_SPEC_FIELD_COUNT, "?");
  return _(field_labels[field]);
}

gboolean
player_spec_word_from_id (const char *id, PlayerSpecWord *word)
{
  for (int w = 0; w < PLAYER_SPEC_WORD_COUNT; w++)
    if (g_ascii_strcasecmp (id, word_ids[w]) == 0) {
      *word = (PlayerSpecWord) w;
      return TRUE;
    }
  return FALSE;
}

void
player_spec_clear (PlayerSpec *spec)
{
  g_clear_pointer (&spec->text, g_free);
  g_clear_pointer (&spec->name, g_free);
  g_clear_pointer (&spec->note, g_free);
  for (int i = 0; i < PLAYER_SPEC_FIELD_COUNT; i++)
    g_clear_pointer (&spec->fields[i], g_free);
  spec->field_count = 0;
}

/* Every word, for the message that refuses an unknown one. */
static char *
all_words (void)
{
  GString *s = g_string_new (NULL);
  for (int w = 0; w < PLAYER_SPEC_WORD_COUNT; w++)
    g_string_append_printf (s, "%s%s", w ? ", " : "", word_ids[w]);
  return g_string_free (s, FALSE);
}

gboolean
player_spec_parse (PlayerSpec *spec, const char *text, GError **error)
{
  *spec = (PlayerSpec) { .text = g_strdup (text ? text : "") };
  /* A human's name may hold colons: only the first one ends the word. */
  g_auto (GStrv) head = g_strsplit (spec->text, ":", 2);
  g_autofree char *word = g_strdup (head[0] ? head[0] : "");
  g_strstrip (word);
  if (g_ascii_strcasecmp (word, "human") == 0) {
    spec->word = PLAYER_SPEC_HUMAN;
    spec->name = g_strdup (head[0] && head[1] ? head[1] : "");
    return TRUE;
  }
  gboolean old_word = g_ascii_strcasecmp (word, "alpha-beta") == 0;
  if (old_word)
    spec->word = PLAYER_SPEC_ALPHA_BETA;
  else if (!player_spec_word_from_id (word, &spec->word)) {
    g_autofree char *words = all_words ();
    g_set_error (error, PLAYER_SPEC_ERROR, PLAYER_SPEC_ERROR_SYNTAX,
                 _("“%1$s” is not a player: write STRATEGY[:DEPTH[:PERFECT_EMPTIES[:EVALUATOR]]] "
                   "(as in “alphabeta:6”) or human[:NAME]; the words are %2$s."),
                 spec->text, words);
    player_spec_clear (spec);
    return FALSE;
  }

  g_auto (GStrv) fields = g_strsplit (spec->text, ":", -1);
  int count = (int) g_strv_length (fields) - 1;
  if (count > PLAYER_SPEC_FIELD_COUNT) {
    g_set_error (error, PLAYER_SPEC_ERROR, PLAYER_SPEC_ERROR_SYNTAX,
                 _("“%1$s” has %2$d fields after the strategy; there are at most %3$d: "
                   "DEPTH, PERFECT_EMPTIES and EVALUATOR."),
                 spec->text, count, PLAYER_SPEC_FIELD_COUNT);
    player_spec_clear (spec);
    return FALSE;
  }
  for (int i = 0; i < count; i++) {
    spec->fields[i] = g_strstrip (g_strdup (fields[i + 1]));
    if (!*spec->fields[i]) {
      g_set_error (error, PLAYER_SPEC_ERROR, PLAYER_SPEC_ERROR_SYNTAX,
                   _("In player “%1$s” the %2$s is empty."), spec->text,
                   player_spec_field_label ((PlayerSpecField) i));
      player_spec_clear (spec);
      return FALSE;
    }
  }
  spec->field_count = count;

  gboolean takes_numbers = spec->word != PLAYER_SPEC_RANDOM && spec->word != PLAYER_SPEC_PERFECT;
  /* Reversi's records and --black options wrote random with the unused
   * numbers ("random:4:10:1"): they still read, without the numbers. */
  gboolean old_numbers = spec->word == PLAYER_SPEC_RANDOM && count > 0;
  if (!takes_numbers && count > 0 && !old_numbers) {
    g_set_error (error, PLAYER_SPEC_ERROR, PLAYER_SPEC_ERROR_SYNTAX,
                 _("In player “%1$s”: %2$s takes no numbers."), spec->text,
                 word_ids[spec->word]);
    player_spec_clear (spec);
    return FALSE;
  }
  if (old_numbers) {
    for (int i = 0; i < count; i++)
      g_clear_pointer (&spec->fields[i], g_free);
    spec->field_count = 0;
  }
  if (old_word || old_numbers) {
    GString *now = g_string_new (word_ids[spec->word]);
    for (int i = 0; i < spec->field_count; i++)
      g_string_append_printf (now, ":%s", spec->fields[i]);
    spec->note = g_strdup_printf (_("“%1$s” is an old spelling; write “%2$s”."), spec->text,
                                  now->str);
    g_string_free (now, TRUE);
  }
  return TRUE;
}

gboolean
player_spec_read_number (const PlayerSpec *spec, PlayerSpecField field, int min, int max,
                         gboolean end_allowed, int *value, GError **error)
{
  if ((int) field >= spec->field_count)
    return TRUE;
  const char *text = spec->fields[field];
  const char *label = player_spec_field_label (field);
  if (g_ascii_strcasecmp (text, "end") == 0) {
    if (end_allowed) {
      *value = PLAYER_SPEC_END;
      return TRUE;
    }
    g_set_error (error, PLAYER_SPEC_ERROR, PLAYER_SPEC_ERROR_RANGE,
                 _("In player “%1$s” the %2$s cannot be “end” here: give a number from %3$d to "
                   "%4$d."),
                 spec->text, label, min, max);
    return FALSE;
  }
  guint64 n;
  if (!g_ascii_string_to_unsigned (text, 10, 0, G_MAXINT / 2 - 1, &n, NULL)) {
    g_set_error (error, PLAYER_SPEC_ERROR, PLAYER_SPEC_ERROR_NUMBER,
                 end_allowed ? _("In player “%1$s” the %2$s “%3$s” is neither a whole number nor "
                                 "“end”.")
                             : _("In player “%1$s” the %2$s “%3$s” is not a whole number."),
                 spec->text, label, text);
    return FALSE;
  }
  if ((gint64) n < min || (gint64) n > max) {
    g_set_error (error, PLAYER_SPEC_ERROR, PLAYER_SPEC_ERROR_RANGE,
                 end_allowed ? _("In player “%1$s” the %2$s must be from %3$d to %4$d, or “end”, "
                                 "not %5$s.")
                             : _("In player “%1$s” the %2$s must be from %3$d to %4$d, not %5$s."),
                 spec->text, label, min, max, text);
    return FALSE;
  }
  *value = (int) n;
  return TRUE;
}

gboolean
player_spec_check_fields (const PlayerSpec *spec, int max, GError **error)
{
  if (spec->field_count <= max)
    return TRUE;
  if (max == 0)
    g_set_error (error, PLAYER_SPEC_ERROR, PLAYER_SPEC_ERROR_SYNTAX,
                 _("In player “%1$s”: %2$s takes no numbers here."), spec->text,
                 word_ids[spec->word]);
  else
    g_set_error (error, PLAYER_SPEC_ERROR, PLAYER_SPEC_ERROR_SYNTAX,
                 ngettext ("In player “%1$s”: %2$s takes %3$d number here (DEPTH).",
                           "In player “%1$s”: %2$s takes at most %3$d numbers here.", max),
                 spec->text, word_ids[spec->word], max);
  return FALSE;
}

gboolean
player_spec_read_depth (const PlayerSpec *spec, int min, int max, gboolean end_allowed, int *depth,
                        GError **error)
{
  return player_spec_check_fields (spec, 1, error)
         && player_spec_read_number (spec, PLAYER_SPEC_DEPTH, min, max, end_allowed, depth, error);
}

void
player_spec_refuse_word (const PlayerSpec *spec, const char *where, const PlayerSpecWord *words,
                         int count, GError **error)
{
  GString *known = g_string_new (NULL);
  for (int i = 0; i < count; i++)
    g_string_append_printf (known, "%s%s", i ? ", " : "", word_ids[words[i]]);
  g_set_error (error, PLAYER_SPEC_ERROR, PLAYER_SPEC_ERROR_STRATEGY,
               /* TRANSLATORS: a player ("perfect") that a program or game ("Kalah") does not
                  have, then the words it has. */
               _("%1$s has no player “%2$s”; it has %3$s."), where, word_ids[spec->word],
               known->str);
  g_string_free (known, TRUE);
}

void
player_spec_print_note (const char *program, const char *text)
{
  g_auto (PlayerSpec) spec = { 0 };
  if (player_spec_parse (&spec, text, NULL) && spec.note)
    /* TRANSLATORS: PROGRAM: note: what was read, and how to write it now. */
    fprintf (stderr, _("%1$s: note: %2$s\n"), program, spec.note);
}
