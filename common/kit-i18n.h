/* SPDX-License-Identifier: MIT */
/* kit-i18n.h: what every command-line program of the kit does first:
 * set up gettext, and read its options with translated --help, each
 * number checked against its range. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/** kit_i18n_init: set the locale from the environment and bind the kit's
 * text domain, to the build tree's translations when the program runs
 * from the build tree and to the installed ones otherwise. */
void kit_i18n_init (void);

/** kit_options_parse: read the command line with entries (their texts
 * marked with N_() in the kit's domain) and --help showing summary and
 * description (already translated; any of the three may be NULL).  On a bad
 * option FALSE with the error, and the program should exit with status
 * 2.  argc and argv are left with what the options did not take. */
gboolean kit_options_parse (const GOptionEntry *entries, const char *summary,
                            const char *description, int *argc, char ***argv, GError **error);

/* The values a numeric option accepts.  GLib alone takes `--depth -1`
 * or `-t nan` and leaves the program to notice; a program that names
 * the range of each of its numeric options here has every value outside
 * refused while the command line is read, with one message naming the
 * option and the range. */
typedef struct {
  const char *long_name;   /* an entry of type G_OPTION_ARG_INT, _INT64 or _DOUBLE */
  gint64 low, high;        /* the least and the greatest value accepted */
  gint64 step;             /* 1: every whole number between; 2: low, low + 2, ...
                            * (the board sizes 4, 6, 8 and 10).  For a DOUBLE
                            * entry, any number between, and low and high
                            * count 1/step, for a bound that is not whole:
                            * { "timeout", 1, 86400000, 1000 } is 0.001 to 86400 */
} KitOptionRange;

/** kit_options_parse_ranges: kit_options_parse, and each option named in
 * ranges (ended by { NULL }) must be a number in its range: a whole
 * number for INT and INT64 entries, a finite number for DOUBLE ones.
 * Any other value is a G_OPTION_ERROR_BAD_VALUE such as "--depth must be
 * a whole number from 1 to 60, not “-1”." and the variable keeps its
 * default, so a default outside the range still means "not given". */
gboolean kit_options_parse_ranges (const GOptionEntry *entries, const KitOptionRange *ranges,
                                   const char *summary, const char *description, int *argc,
                                   char ***argv, GError **error);

/** kit_option_int_in_range: text read as a value of range's option: a
 * whole number (decimal, an optional sign, nothing else) in the range,
 * for the values a program reads itself (a part of --range 40-44, the N
 * of --openings all-N, an option GApplication read as a string).  Else
 * FALSE with the error above, naming the option. */
gboolean kit_option_int_in_range (const KitOptionRange *range, const char *text, gint64 *value,
                                  GError **error);

/** kit_option_double_in_range: text read as a finite number in range
 * (nan, inf and overflows refused).  Else FALSE with an error naming the
 * option and the range. */
gboolean kit_option_double_in_range (const KitOptionRange *range, const char *text, double *value,
                                     GError **error);

/** kit_options_no_arguments: FALSE with a G_OPTION_ERROR_FAILED error
 * when the command line kept an argument that no option took (argc and
 * argv as kit_options_parse left them): for programs that take none. */
gboolean kit_options_no_arguments (int argc, char **argv, GError **error);

/** kit_program_name: the kit's program build_name ("reversi-gtp",
 * "reversi-match") as a user types it beside the program running, whose
 * argv[0] is argv0: the installed name (reversi-kit-gtp) when that one
 * runs under its installed name (reversi-kit-...), else build_name, as
 * in the build tree; for the examples of --help and so of the manual
 * pages.  The string is GLib's (interned). */
const char *kit_program_name (const char *argv0, const char *build_name);

/** kit_char_width: the columns a character takes in a terminal: two
 * for a wide character (Japanese), none for a combining mark, one for
 * any other. */
int kit_char_width (gunichar c);

/** kit_display_width: the columns UTF-8 text takes in a terminal (the
 * sum of kit_char_width).  printf's widths count bytes, so a table with
 * translated headings lines up only when padded by this. */
int kit_display_width (const char *text);

/** kit_padded: text padded with spaces to width columns
 * (kit_display_width), on the left when right_aligned; text as it is
 * when it is wider.  Free with g_free. */
char *kit_padded (const char *text, int width, gboolean right_aligned);

G_END_DECLS
