/* SPDX-License-Identifier: MIT */
/* ex22-name-16.c: the name written into 16 characters, which is enough
 * for "s2312345-6-14-2" but cuts the name once the depth has two digits.
 *
 * function computer_player_set_name
 * also computer_player_student_id
 * expect ex22 HINT_NAME_CUT
 */
#define EX22_NAME_16_ID "s2312345"

const char *
mutant_ex22_name_16_student_id (void)
{
  return EX22_NAME_16_ID;
}

void
mutant_ex22_name_16 (ComputerPlayer *player)
{
  g_snprintf (player->name, 16, "%s-%d-%d-%d", EX22_NAME_16_ID, player->search_depth,
              player->perfect_empties, player->eval_index);
}
