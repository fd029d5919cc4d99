/* ex16-game-over-first.c: a right negamax that asks kyokumen_is_game_over
 * before anything else and generates moves only where it goes on, so the
 * check never sees it generate at a leaf.
 *
 * function negamax
 * expect ex16 pass
 * expect ex17 pass
 */
int
mutant_ex16_game_over_first (AlphaBeta *ab, int depth, int alpha, int beta)
{
  if (kyokumen_is_game_over (ab->kyokumen))
    return eval_terminal_position (ab);
  if (depth == 0)
    return eval_position (ab);
  Sashite moves[MAX_SASHITE];
  int n = alpha_beta_generate_moves (ab, moves);
  int m = alpha;
  for (int i = 0; i < n; i++) {
    kyokumen_make_move (ab->kyokumen, moves[i]);
    int value = -mutant_ex16_game_over_first (ab, depth - 1, -beta, -m);
    if (value > m || i == 0)
      alpha_beta_record_best_line (ab, moves[i]);
    kyokumen_undo_move (ab->kyokumen, moves[i]);
    if (value > m) {
      m = value;
      if (m >= beta)
        break;
    }
  }
  return m;
}
