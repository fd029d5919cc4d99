/* SPDX-License-Identifier: MIT */
/* ex19-stray-semicolon.c: a ';' right after the if ends it there, so the
 * block below runs whatever the threshold: every position gets a perfect
 * search.
 *
 * function computer_player_plan_search
 * expect ex19 HINT_SWITCH_TOO_EARLY
 */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wempty-body"
#pragma GCC diagnostic ignored "-Wmisleading-indentation"
int
mutant_ex19_stray_semicolon (const ComputerPlayer *player, const Kyokumen *kyokumen, gboolean *perfect)
{
  int depth = player->search_depth;
  *perfect = FALSE;
  int empty_count = kyokumen->empty_count;
  if (empty_count <= player->perfect_empties);
  {
    *perfect = TRUE;
    depth = 2 * empty_count;
  }
  return depth;
}
#pragma GCC diagnostic pop
