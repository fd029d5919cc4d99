/* SPDX-License-Identifier: MIT */
/* ex22-long-id.c: a right answer with a 24-character id (the longest
 * allowed), the whole name written into player->name.
 *
 * function computer_player_set_name
 * also computer_player_student_id
 * expect ex22 pass
 */
#define EX22_LONG_ID_ID "tanaka_taro_2026_s123456"

const char *
mutant_ex22_long_id_student_id (void)
{
  return EX22_LONG_ID_ID;
}

void
mutant_ex22_long_id (ComputerPlayer *player)
{
  g_snprintf (player->name, sizeof player->name, "%s-%d-%d-%d", EX22_LONG_ID_ID,
              player->search_depth, player->perfect_empties, player->eval_index);
}
