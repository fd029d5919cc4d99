/* SPDX-License-Identifier: MIT */
/* kalah-describe.c: what a Kalah move did, worked out by playing it. */
#include "kalah-describe.h"

#include <glib/gi18n-lib.h>
#include <string.h>

void
kalah_move_effect (const Kalah *before, int pit, KalahMoveEffect *effect)
{
  memset (effect, 0, sizeof *effect);
  int side = before->to_move;
  int store = kalah_store (side);
  effect->side = side;
  effect->pit = pit;
  effect->stones = before->cell[pit];
  effect->captured_from = -1;

  /* The same steps as the rules' make_move, looked at in between. */
  Kalah k = *before;
  effect->last = kalah_sow (&k, side, pit);
  for (int c = 0; c < KALAH_CELLS; c++)
    effect->drops[c] = k.cell[c] - (c == pit ? 0 : before->cell[c]);
  effect->extra_turn = effect->last == store;
  if (!effect->extra_turn) {
    int store_before = k.cell[store];
    int opposite = 12 - effect->last;
    if (kalah_capture (&k, side, effect->last)) {
      effect->captured = k.cell[store] - store_before;
      effect->captured_from = opposite;
    }
  }
  int stores_before[2] = { k.cell[KALAH_FIRST_STORE], k.cell[KALAH_SECOND_STORE] };
  effect->pits_ran_out = kalah_pit_stones (&k, 0) == 0 || kalah_pit_stones (&k, 1) == 0;
  effect->ended = kalah_check_game_over (&k);
  for (int s = 0; s < 2; s++)
    effect->swept[s] = k.cell[kalah_store (s)] - stores_before[s];
}

/* Why the game ended, as a sentence after the move's own. */
static char *
end_text (const KalahMoveEffect *e)
{
  int swept = e->swept[0] + e->swept[1];
  if (swept > 0)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "The game is over: one side's pits are empty, and the %d "
                                         "stone left on the other side goes to its owner's store.",
                                         "The game is over: one side's pits are empty, and the %d "
                                         "stones left on the other side go to their owner's store.",
                                         swept),
                            swept);
  if (e->pits_ran_out)
    return g_strdup (_("The game is over: a side's pits are empty."));
  return g_strdup (_("The game is over: a store holds more than 36 stones."));
}

char *
kalah_describe_move (const KalahMoveEffect *e)
{
  GString *s = g_string_new (NULL);
  g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE, "Sowed %1$d stone from pit %2$d",
                                          "Sowed %1$d stones from pit %2$d", e->stones),
                          e->stones, e->pit);
  if (e->extra_turn) {
    g_string_append (s, _("; the last fell in the store: another turn."));
  } else if (e->captured > 0) {
    int opposite = e->captured - 1;
    /* TRANSLATORS: after "Sowed 2 stones from pit 3": the pit the last stone fell in, the
     * stones captured from the opposite pit, that pit. */
    g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE,
                                            "; the last fell in empty pit %1$d: it and the %2$d "
                                            "stone opposite in pit %3$d go to the store.",
                                            "; the last fell in empty pit %1$d: it and the %2$d "
                                            "stones opposite in pit %3$d go to the store.",
                                            opposite),
                            e->last, opposite, e->captured_from);
  } else {
    g_string_append (s, _("."));
  }
  if (e->ended) {
    g_autofree char *end = end_text (e);
    g_string_append_printf (s, " %s", end);
  }
  return g_string_free (s, FALSE);
}

char *
kalah_unswept_text (const Kalah *k)
{
  int left = KALAH_STONES - k->cell[KALAH_FIRST_STORE] - k->cell[KALAH_SECOND_STORE];
  if (left == 0)
    return NULL;
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%d stone stays in the pits: a store holding more than 36 "
                                       "ends the game without a sweep.",
                                       "%d stones stay in the pits: a store holding more than 36 "
                                       "ends the game without a sweep.",
                                       left),
                          left);
}
