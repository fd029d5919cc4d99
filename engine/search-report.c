/* SPDX-License-Identifier: MIT */
/* search-report.c: the plumbing every search of the kit shares. */
#include "search-report.h"

#include <string.h>

gboolean
search_control_says_stop (const SearchControl *control, guint64 nodes)
{
  if (!control)
    return FALSE;
  return g_atomic_int_get (&control->stop_requested)
         || (control->node_limit > 0 && nodes > control->node_limit);
}

void
search_control_finished_depth (const SearchControl *control, int depth)
{
  if (control && control->depth_finished)
    control->depth_finished (depth, control->depth_data);
}

int
search_line_join (Sashite *line, int max_length, Sashite move, const Sashite *child_line,
                  int child_length)
{
  if (max_length <= 0)
    return 0;
  int copied = MIN (child_length, max_length - 1);
  line[0] = move;
  /* memmove: callers may pass a child line that overlaps (a one-row table). */
  if (copied > 0)
    memmove (&line[1], child_line, (size_t) copied * sizeof (Sashite));
  return copied + 1;
}

void
search_report_set_line (SearchReport *report, const Sashite *line, int length)
{
  if (length <= 0 || line[0].xy != report->move.xy) {
    report->best_line[0] = report->move;
    report->best_line_length = 1;
    return;
  }
  report->best_line_length = MIN (length, SEARCH_REPORT_MAX_LINE);
  memcpy (report->best_line, line, (size_t) report->best_line_length * sizeof (Sashite));
}

char *
search_report_line_to_text (const SearchReport *report, int size)
{
  GString *s = g_string_new (NULL);
  for (int i = 0; i < report->best_line_length; i++) {
    char text[SASHITE_NOTATION_SIZE];
    if (i > 0)
      g_string_append_c (s, ' ');
    g_string_append (s, sashite_to_notation (report->best_line[i], size, text));
  }
  return g_string_free (s, FALSE);
}

double
search_stats_rate (guint64 nodes, double seconds)
{
  return seconds > 0 ? (double) nodes / seconds : 0;
}

double
search_seconds_since (gint64 started)
{
  return (double) (g_get_monotonic_time () - started) / G_USEC_PER_SEC;
}
