/* SPDX-License-Identifier: MIT */
/* kit-i18n.c: gettext set-up shared by the app and the command-line tools. */
#include "kit-i18n.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <locale.h>
#include <math.h>
#include <string.h>

#include "config.h"

void
kit_i18n_init (void)
{
  setlocale (LC_ALL, "");

  /* Programs run straight from the build directory (as the README's
   * commands do) find the catalogues meson compiled there. */
  const char *override = g_getenv ("REVERSI_LOCALEDIR");
  const char *localedir = LOCALEDIR;
  g_autofree char *built = g_build_filename (BUILD_LOCALEDIR, "ja", "LC_MESSAGES",
                                             GETTEXT_PACKAGE ".mo", NULL);
  if (override && *override)
    localedir = override;
  else if (g_file_test (built, G_FILE_TEST_EXISTS))
    localedir = BUILD_LOCALEDIR;

  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}

/* What the callbacks standing for the ranged entries need to find the
 * variable and the range of the option they are called for. */
typedef struct {
  const GOptionEntry *entries;   /* the program's, with their types and variables */
  const KitOptionRange *ranges;
} RangedOptions;

static const KitOptionRange *
find_range (const KitOptionRange *ranges, const char *long_name)
{
  for (const KitOptionRange *r = ranges; r && r->long_name; r++)
    if (strcmp (r->long_name, long_name) == 0)
      return r;
  return NULL;
}

/* The value as it may be shown in a message: argv need not be UTF-8. */
static char *
shown (const char *text)
{
  return g_utf8_make_valid (text, -1);
}

/* The error for text that is not a value of range's option: a whole
 * number when whole, else any finite number. */
static void
set_range_error (GError **error, const KitOptionRange *range, const char *text, gboolean whole)
{
  g_autofree char *option = g_strconcat ("--", range->long_name, NULL);
  g_autofree char *value = shown (text);
  gint64 low = range->low, high = range->high, step = range->step;
  if (whole && step > 1) {
    /* A few values: listed ("4, 6, 8 or 10"). */
    g_autofree char *list = g_strdup_printf ("%" G_GINT64_FORMAT, low);
    for (gint64 v = low + step; v <= high; v += step) {
      char number[32];
      g_snprintf (number, sizeof number, "%" G_GINT64_FORMAT, v);
      char *longer = v + step > high
                         /* TRANSLATORS: the last of the values an option accepts: "4, 6, 8" and "10". */
                         ? g_strdup_printf (_("%1$s or %2$s"), list, number)
                         /* TRANSLATORS: between the values an option accepts: "4, 6". */
                         : g_strdup_printf (_("%1$s, %2$s"), list, number);
      g_free (list);
      list = longer;
    }
    /* TRANSLATORS: "--size must be 4, 6, 8 or 10, not “5”." */
    g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE, _("%1$s must be %2$s, not “%3$s”."),
                 option, list, value);
    return;
  }
  /* The numbers as text: xgettext cannot see through G_GINT64_FORMAT. */
  char low_text[G_ASCII_DTOSTR_BUF_SIZE], high_text[G_ASCII_DTOSTR_BUF_SIZE];
  if (!whole && range->step > 1) {
    g_ascii_formatd (low_text, sizeof low_text, "%g", (double) low / (double) range->step);
    g_ascii_formatd (high_text, sizeof high_text, "%g", (double) high / (double) range->step);
  } else {
    g_snprintf (low_text, sizeof low_text, "%" G_GINT64_FORMAT, low);
    g_snprintf (high_text, sizeof high_text, "%" G_GINT64_FORMAT, high);
  }
  if (whole)
    g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                 _("%1$s must be a whole number from %2$s to %3$s, not “%4$s”."), option, low_text,
                 high_text, value);
  else
    g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                 _("%1$s must be a number from %2$s to %3$s, not “%4$s”."), option, low_text,
                 high_text, value);
}

gboolean
kit_option_int_in_range (const KitOptionRange *range, const char *text, gint64 *value, GError **error)
{
  /* g_ascii_string_to_signed takes decimal digits with a sign and nothing
   * else: no blanks, no hexadecimal, no value past the bounds (where
   * strtol would wrap 4294967297 round to 1 in an int). */
  gint64 v;
  if (!g_ascii_string_to_signed (text, 10, range->low, range->high, &v, NULL)
      || (range->step > 1 && (v - range->low) % range->step != 0)) {
    set_range_error (error, range, text, TRUE);
    return FALSE;
  }
  *value = v;
  return TRUE;
}

gboolean
kit_option_double_in_range (const KitOptionRange *range, const char *text, double *value,
                            GError **error)
{
  char *end = NULL;
  errno = 0;
  double v = *text ? g_ascii_strtod (text, &end) : 0;
  /* nan fails both comparisons, so the range alone would let it in;
   * hexadecimal (0x10) is no way to write seconds. */
  double unit = range->step > 1 ? (double) range->step : 1;
  if (!*text || *end != '\0' || strpbrk (text, "xX") || errno == ERANGE || !isfinite (v)
      || !(v >= (double) range->low / unit && v <= (double) range->high / unit)) {
    set_range_error (error, range, text, FALSE);
    return FALSE;
  }
  *value = v;
  return TRUE;
}

/* The callback that stands for each ranged entry: the value is checked,
 * then stored where the program's entry would have stored it. */
static gboolean
read_ranged_option (const char *option_name, const char *text, gpointer data, GError **error)
{
  const RangedOptions *ranged = data;
  gboolean is_long = option_name[1] == '-';
  for (const GOptionEntry *e = ranged->entries; e->long_name; e++) {
    if (is_long ? strcmp (option_name + 2, e->long_name) != 0
                : e->short_name == 0 || option_name[1] != e->short_name)
      continue;
    const KitOptionRange *r = find_range (ranged->ranges, e->long_name);
    if (!r)
      continue;
    /* Named by the long name even when given by the short one: the long
     * name is what --help explains. */
    if (e->arg == G_OPTION_ARG_DOUBLE)
      return kit_option_double_in_range (r, text, e->arg_data, error);
    gint64 v;
    if (!kit_option_int_in_range (r, text, &v, error))
      return FALSE;
    if (e->arg == G_OPTION_ARG_INT64)
      *(gint64 *) e->arg_data = v;
    else
      *(int *) e->arg_data = (int) v;
    return TRUE;
  }
  g_return_val_if_reached (FALSE);
}

gboolean
kit_options_parse_ranges (const GOptionEntry *entries, const KitOptionRange *ranges,
                          const char *summary, const char *description, int *argc, char ***argv,
                          GError **error)
{
  g_autoptr (GOptionContext) context = g_option_context_new (NULL);
  if (summary)
    g_option_context_set_summary (context, summary);
  if (description)
    g_option_context_set_description (context, description);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  /* Each range names an entry whose variable can hold its values. */
  for (const KitOptionRange *r = ranges; r && r->long_name; r++) {
    const GOptionEntry *e = entries;
    while (e && e->long_name && strcmp (e->long_name, r->long_name) != 0)
      e++;
    g_return_val_if_fail (e && e->long_name, FALSE);
    g_return_val_if_fail (e->arg == G_OPTION_ARG_INT64 || e->arg == G_OPTION_ARG_DOUBLE
                              || (e->arg == G_OPTION_ARG_INT && r->low >= G_MININT && r->high <= G_MAXINT),
                          FALSE);
  }
  RangedOptions ranged = { entries, ranges };
  if (entries) {
    /* The main group, with the ranged entries turned into callbacks that
     * check their value; the group's data is what the callbacks read. */
    guint count = 0;
    while (entries[count].long_name)
      count++;
    g_autofree GOptionEntry *copy = g_memdup2 (entries, (count + 1) * sizeof *entries);
    for (guint i = 0; i < count; i++)
      if (find_range (ranges, entries[i].long_name)) {
        copy[i].arg = G_OPTION_ARG_CALLBACK;
        copy[i].arg_data = (gpointer) (GOptionArgFunc) read_ranged_option;
      }
    GOptionGroup *group = g_option_group_new (NULL, NULL, NULL, &ranged, NULL);
    g_option_group_add_entries (group, copy);
    g_option_group_set_translation_domain (group, GETTEXT_PACKAGE);
    g_option_context_set_main_group (context, group);
  }
  return g_option_context_parse (context, argc, argv, error);
}

gboolean
kit_options_parse (const GOptionEntry *entries, const char *summary, const char *description,
                   int *argc, char ***argv, GError **error)
{
  return kit_options_parse_ranges (entries, NULL, summary, description, argc, argv, error);
}

gboolean
kit_options_no_arguments (int argc, char **argv, GError **error)
{
  if (argc <= 1)
    return TRUE;
  g_autofree char *argument = shown (argv[1]);
  g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_FAILED,
               _("unexpected argument “%s”: this program takes options only."), argument);
  return FALSE;
}

const char *
kit_program_name (const char *argv0, const char *build_name)
{
  g_autofree char *running = g_path_get_basename (argv0 ? argv0 : "");
  gboolean installed = strcmp (running, KIT_PROGRAM_PREFIX) == 0
                       || g_str_has_prefix (running, KIT_PROGRAM_PREFIX "-");
  if (!installed)
    return build_name;
  /* Installed, every program is the prefix and its name without
   * "reversi" (reversi-gtp: reversi-kit-gtp; go-gtp: reversi-kit-go-gtp). */
  const char *rest = g_str_has_prefix (build_name, "reversi") ? build_name + strlen ("reversi") : build_name;
  g_autofree char *name = g_strconcat (KIT_PROGRAM_PREFIX, *rest == '-' || !*rest ? "" : "-", rest, NULL);
  return g_intern_string (name);
}

int
kit_char_width (gunichar c)
{
  return g_unichar_iszerowidth (c) ? 0 : g_unichar_iswide (c) ? 2 : 1;
}

int
kit_display_width (const char *text)
{
  int width = 0;
  for (const char *p = text; *p; p = g_utf8_next_char (p))
    width += kit_char_width (g_utf8_get_char (p));
  return width;
}

char *
kit_padded (const char *text, int width, gboolean right_aligned)
{
  int pad = MAX (0, width - kit_display_width (text));
  return right_aligned ? g_strdup_printf ("%*s%s", pad, "", text) : g_strdup_printf ("%s%*s", text, pad, "");
}
