/* SPDX-License-Identifier: MIT */
/* ex16-killer.c: a right negamax with killer moves, as a student may
 * write it for assignment 13: the last two moves that caused a cut at
 * each remaining depth are tried first at the other positions of that
 * depth (where they are legal), the rest in List 1's order.  Every
 * position is searched once.
 *
 * function negamax
 * expect ex16 pass
 * expect ex18 pass
 * expect ex21 pass
 * expect a12 pass
 */
#define EX16_KILLER_DEPTHS 64

static int ex16_killer_square[EX16_KILLER_DEPTHS][2];

static int
ex16_killer_search (AlphaBeta *ab, int depth, int alpha, int beta)
{
  NEGAMAX_PROLOGUE (ab, depth, moves, n);
  int *killers = ex16_killer_square[depth < EX16_KILLER_DEPTHS ? depth : EX16_KILLER_DEPTHS - 1];
  int keys[MAX_SASHITE];
  for (int i = 0; i < n; i++)
    keys[i] = moves[i].xy == killers[0] ? 0 : moves[i].xy == killers[1] ? 1 : 2;
  sort_moves_by_key (moves, keys, n);
  int m = alpha;
  for (int i = 0; i < n; i++) {
    kyokumen_make_move (ab->kyokumen, moves[i]);
    int value = -ex16_killer_search (ab, depth - 1, -beta, -m);
    if (value > m || i == 0)
      alpha_beta_record_best_line (ab, moves[i]);
    kyokumen_undo_move (ab->kyokumen, moves[i]);
    if (value > m) {
      m = value;
      if (m >= beta) {
        if (killers[0] != moves[i].xy) {
          killers[1] = killers[0];
          killers[0] = moves[i].xy;
        }
        return m;
      }
    }
  }
  return m;
}

int
mutant_ex16_killer (AlphaBeta *ab, int depth, int alpha, int beta)
{
  if (ab->nodes == 0)
    for (int d = 0; d < EX16_KILLER_DEPTHS; d++)
      ex16_killer_square[d][0] = ex16_killer_square[d][1] = -1;
  return ex16_killer_search (ab, depth, alpha, beta);
}
