/* SPDX-License-Identifier: MIT */
/* ex22-long-id-name-32.c: a 24-character id (the longest allowed) with a
 * name buffer of 32: enough with one-digit depths, cut with two.
 *
 * function computer_player_set_name
 * also computer_player_student_id
 * expect ex22 HINT_NAME_CUT
 */
#define EX22_LONG_ID_NAME_32_ID "tanaka_taro_2026_s123456"

const char *
mutant_ex22_long_id_name_32_student_id (void)
{
  return EX22_LONG_ID_NAME_32_ID;
}

void
mutant_ex22_long_id_name_32 (ComputerPlayer *player)
{
  char name[32];
  g_snprintf (name, sizeof name, "%s-%d-%d-%d", EX22_LONG_ID_NAME_32_ID, player->search_depth,
              player->perfect_empties, player->eval_index);
  g_strlcpy (player->name, name, sizeof player->name);
}
