/* SPDX-License-Identifier: MIT */
/* ex22-name-snprintf.c: a right answer with the C library's snprintf.
 *
 * function computer_player_set_name
 * expect ex22 pass
 */
void
mutant_ex22_name_snprintf (ComputerPlayer *player)
{
  snprintf (player->name, sizeof player->name, "kit-%d-%d-%d", player->search_depth,
            player->perfect_empties, player->eval_index);
}
