/* SPDX-License-Identifier: MIT */
/* ex22-name-appends.c: the name is added to what the field held.
 *
 * function computer_player_set_name
 * expect ex22 HINT_NAME_APPENDS
 */
void
mutant_ex22_name_appends (ComputerPlayer *player)
{
  char part[32];
  g_snprintf (part, sizeof part, "-%d-%d-%d", player->search_depth, player->perfect_empties,
              player->eval_index);
  if (g_str_has_prefix (player->name, "kit"))
    g_strlcat (player->name, "kit", sizeof player->name);
  else
    g_strlcpy (player->name, "kit", sizeof player->name);
  g_strlcat (player->name, part, sizeof player->name);
}
