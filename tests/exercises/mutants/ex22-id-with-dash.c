/* SPDX-License-Identifier: MIT */
/* ex22-id-with-dash.c: an id with a '-', which separates the parts of the name.
 *
 * function computer_player_student_id
 * expect ex22 HINT_ID_FORM
 */
const char *
mutant_ex22_id_with_dash (void)
{
  return "s-1234";
}
