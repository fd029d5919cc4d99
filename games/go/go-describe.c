/* SPDX-License-Identifier: MIT */
/* go-describe.c: Go moves and counts in words. */
#include "go-describe.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "go-game.h"
#include "go-notation.h"
#include "go-score.h"

void
go_move_effect (const GoPosition *before, int move, GoMoveEffect *effect)
{
  memset (effect, 0, sizeof *effect);
  effect->width = before->width;
  effect->mover = before->to_move;
  effect->move = move;
  GoPosition after;
  go_position_play (before, move, &after, &effect->captured);
  effect->ko_point = after.ko_point;
  effect->ended = after.finished;
  if (move == GO_PASS) {
    effect->pass_lifted_ban = before->ko_point != GO_NO_POINT;
    effect->pass_may_end = after.pass_ends;
  }
}

static const char *
color_name (GoColor color)
{
  return color == GO_BLACK ? _("Black") : _("White");
}

char *
go_describe_points (int width, uint32_t mask)
{
  GString *s = g_string_new (NULL);
  for (uint32_t left = mask; left; left &= left - 1) {
    char name[GO_NOTATION_SIZE];
    if (s->len > 0)
      g_string_append (s, _(", "));
    g_string_append (s, go_move_to_gtp (width, __builtin_ctz (left), name));
  }
  return g_string_free (s, FALSE);
}

char *
go_describe_move (const GoMoveEffect *e)
{
  int width = e->width;
  GString *s = g_string_new (NULL);
  if (e->move == GO_PASS) {
    if (e->ended)
      g_string_append (s, _("Passed: two passes in a row end the game."));
    else if (e->pass_lifted_ban)
      g_string_append (s, _("Passed under the ko ban: the ban is lifted, and this pass does not "
                            "count towards the end of the game."));
    else
      g_string_append (s, _("Passed: if the next move is a pass too, the game ends."));
    return g_string_free (s, FALSE);
  }
  int taken = __builtin_popcount (e->captured);
  if (taken > 0) {
    g_autofree char *points = go_describe_points (width, e->captured);
    /* TRANSLATORS: the stones a Go move captured: how many, then their points ("B1, C1"). */
    g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE, "Captured %1$d stone: %2$s.",
                                            "Captured %1$d stones: %2$s.", taken),
                            taken, points);
  }
  if (e->ko_point != GO_NO_POINT) {
    char name[GO_NOTATION_SIZE];
    if (s->len > 0)
      g_string_append_c (s, ' ');
    /* TRANSLATORS: the side that may not retake, and the point. */
    g_string_append_printf (s, _("%1$s may not take back at %2$s with the next move (ko)."),
                            color_name (GO_OTHER (e->mover)), go_move_to_gtp (width, e->ko_point, name));
  }
  return g_string_free (s, FALSE);
}

char *
go_describe_score (const GoPosition *pos)
{
  GoScore detail;
  int lead = go_score (pos, &detail);
  GString *s = g_string_new (NULL);
  for (int c = GO_BLACK; c <= GO_WHITE; c++) {
    int territory = __builtin_popcount (detail.territory[c]);
    /* TRANSLATORS: a side's count: colour, territory, prisoners, their sum. */
    g_string_append_printf (s, _("%1$s: territory %2$d + prisoners %3$d = %4$d."),
                            color_name ((GoColor) c), territory, pos->prisoners[c], detail.score[c]);
    g_string_append_c (s, ' ');
  }
  int seki = __builtin_popcount (detail.seki);
  if (seki > 0) {
    g_autofree char *stones = go_describe_points (pos->width, detail.seki);
    g_autofree char *dame = go_describe_points (pos->width, detail.seki_dame);
    /* TRANSLATORS: Go's count: how many stones are in seki, their points ("B2, C2"), and the
       dame points they touch ("A1"), which is why the count treats them as seki. */
    g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE,
                                            "%1$d stone is in seki: %2$s. It touches the dame "
                                            "%3$s, which neither side filled, so it counts as "
                                            "alive and the eyes next to it are no one's "
                                            "territory.",
                                            "%1$d stones are in seki: %2$s. They touch the dame "
                                            "%3$s, which neither side filled, so they count as "
                                            "alive and the eyes next to them are no one's "
                                            "territory.",
                                            seki),
                            seki, stones, dame);
    g_string_append_c (s, ' ');
  }
  int dame = __builtin_popcount (detail.dame);
  if (dame > 0) {
    g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE, "%d point is dame (no one's).",
                                            "%d points are dame (no one's).", dame),
                            dame);
    g_string_append_c (s, ' ');
  }
  if (lead == 0)
    g_string_append (s, _("The count is even: jigo."));
  else
    /* TRANSLATORS: who is ahead in the count, and by how many points. */
    g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE, "%1$s is ahead by %2$d point.",
                                            "%1$s is ahead by %2$d points.", ABS (lead)),
                            color_name (lead > 0 ? GO_BLACK : GO_WHITE), ABS (lead));
  return g_string_free (s, FALSE);
}

char *
go_describe_repetition (int plies, int diff_before, int diff_now)
{
  GoOutcome outcome = go_repetition_outcome (diff_before, diff_now);
  /* TRANSLATORS: a Go game ended by repeating the position some moves before. */
  g_autofree char *repeated = g_strdup_printf (
      g_dngettext (GETTEXT_PACKAGE, "The position of %d move before came back, which ends the game.",
                   "The position of %d moves before came back, which ends the game.", plies),
      plies);
  const char *why;
  if (outcome == GO_JIGO)
    why = _("Neither side gained prisoners on the way round: jigo.");
  else if (outcome == GO_BLACK_WINS)
    why = _("Black gained prisoners on the way round, so could go round again and again: Black "
            "wins.");
  else
    why = _("White gained prisoners on the way round, so could go round again and again: White "
            "wins.");
  return g_strdup_printf ("%s %s", repeated, why);
}
