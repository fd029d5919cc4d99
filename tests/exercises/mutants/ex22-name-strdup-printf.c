/* SPDX-License-Identifier: MIT */
/* ex22-name-strdup-printf.c: a right answer built with g_strdup_printf
 * and copied into the field.
 *
 * function computer_player_set_name
 * expect ex22 pass
 */
void
mutant_ex22_name_strdup_printf (ComputerPlayer *player)
{
  char *name = g_strdup_printf ("%s-%d-%d-%d", "kit", player->search_depth, player->perfect_empties,
                                player->eval_index);
  g_strlcpy (player->name, name, sizeof player->name);
  g_free (name);
}
