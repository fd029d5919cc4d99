/* SPDX-License-Identifier: MIT */
/* ex20-if-chain.c: a right answer written with if and a table by kind.
 *
 * function eval_8x8b_weight
 * expect ex20 pass
 */
int
mutant_ex20_if_chain (SquareKind kind)
{
  static const int weights[SQUARE_KIND_COUNT] = { 35, -3, 3, 3, -10 };
  if (kind < 0 || kind >= SQUARE_KIND_COUNT)
    return 0;
  return weights[kind];
}
