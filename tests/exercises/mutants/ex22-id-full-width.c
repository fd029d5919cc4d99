/* SPDX-License-Identifier: MIT */
/* ex22-id-full-width.c: the id typed with the Japanese input method on:
 * full-width letters and digits (s12345 in full width).
 *
 * function computer_player_student_id
 * expect ex22 HINT_ID_FULL_WIDTH
 */
const char *
mutant_ex22_id_full_width (void)
{
  return "ｓ１２３４５";
}
