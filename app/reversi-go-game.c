/* SPDX-License-Identifier: MIT */
/* reversi-go-game.c: Go on 2x2 to 5x5 in the app (S. Sei and T. Kawashima's paper).
 *
 * Minimax and alpha-beta are the common searches, which stop at a depth
 * and there count the board as it stands (territory and prisoners).
 * Perfect play is Go's own solver (go-solver.h), which proves win, jigo or
 * loss: the searches of games/search cannot reach the end of these games.
 */
#include "reversi-game-catalog.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "go-describe.h"
#include "go-game-rules.h"
#include "go-game.h"
#include "go-score.h"
#include "go-sgf.h"
#include "go-solver.h"
#include "reversi-common-setup.h"
#include "reversi-error.h"
#include "sgf-tree.h"

/* The solver has node and time limits but no stop flag: it is asked in
 * slices of this many seconds, its table kept from one to the next, and
 * the stop flag is looked at in between. */
#define SOLVER_SLICE_SECONDS 0.2

/* The expected line is the solver's principal game, this long at most. */
#define LINE_PLIES 24

static gboolean
stop_requested (const ReversiCommonControl *control)
{
  return control->stop_requested && g_atomic_int_get (control->stop_requested);
}

/* The game as Go's own GoGame, whose positions the solver reads (with the
 * moves before, for repetitions). */
static GoGame *
go_game_of (const GameRules *rules, const GamePath *path)
{
  const GoRulesPosition *start = g_ptr_array_index (path->positions, 0);
  GoGame *game = go_game_new (start->go.width, start->go.height);
  for (int i = 0; i < game_path_length (path); i++)
    go_game_play (game, g_array_index (path->moves, int, i), NULL);
  return game;
}

/* The best move of the game's position and its value, a slice at a time
 * until it is found or the stop flag is set. */
static gboolean
solve_slices (GoSolver *solver, const GoGame *game, ReversiCommonControl *control,
              GoOutcome *value, int *move)
{
  for (;;) {
    if (go_solver_best_move (solver, (const GoPosition *) game->positions->data,
                             (int) game->positions->len, value, move))
      return *move >= 0;
    if (stop_requested (control))
      return FALSE;
  }
}

static gboolean
choose_by_solver (const GameRules *rules, const GamePath *path,
                  const ReversiCommonComputer *computer, ReversiCommonControl *control,
                  ReversiCommonReport *report, GError **error)
{
  gint64 started = g_get_monotonic_time ();
  g_autoptr (GoGame) game = go_game_of (rules, path);
  GoSolverOptions options;
  go_solver_options_default (&options);
  const GoPosition *start = go_game_current (game);
  GoSolver *solver = go_solver_new (start->width, start->height, &options);
  go_solver_set_limits (solver, 0, SOLVER_SLICE_SECONDS);

  GoOutcome black_value;
  int move;
  if (!solve_slices (solver, game, control, &black_value, &move)) {
    reversi_common_report_first_move (rules, path, report);
  } else {
    memset (report, 0, sizeof *report);
    GoSolverStats stats;
    go_solver_get_stats (solver, &stats);
    report->move = move;
    report->value = go_game_current (game)->to_move == GO_BLACK ? black_value : -black_value;
    report->to_end = TRUE;
    report->solver_counts = TRUE;
    report->nodes = stats.visited;
    report->evaluations = stats.expanded;
    /* The principal game: both sides keep the value, the table warm. */
    while (report->line_length < LINE_PLIES && game->end == GO_END_NONE) {
      report->line[report->line_length++] = move;
      go_game_play (game, move, NULL);
      if (game->end != GO_END_NONE || !solve_slices (solver, game, control, &black_value, &move))
        break;
    }
  }
  go_solver_free (solver);
  report->seconds = (double) (g_get_monotonic_time () - started) / G_USEC_PER_SEC;
  return TRUE;
}

/* ---- what the window says -------------------------------------------- */

static char *
describe_move (const GameRules *rules, const void *before, int move)
{
  const GoRulesPosition *from = before;
  GoMoveEffect effect;
  go_move_effect (&from->go, move, &effect);
  g_autofree char *text = go_describe_move (&effect);
  GoRulesPosition after;
  rules->make_move (rules, before, move, &after);
  if (after.repeats == 0)
    return g_steal_pointer (&text);
  g_autofree char *repetition = go_describe_repetition (after.repeats, after.repeated_prisoner_diff,
                                                        go_position_prisoner_diff (&after.go));
  return *text ? g_strdup_printf ("%s %s", text, repetition) : g_steal_pointer (&repetition);
}

static char *
counts_text (const GameRules *rules, const void *position)
{
  const GoRulesPosition *p = position;
  /* TRANSLATORS: Go prisoners: the stones Black has captured, then White. */
  return g_strdup_printf (_("Prisoners: Black %1$d, White %2$d"), p->go.prisoners[GO_BLACK],
                          p->go.prisoners[GO_WHITE]);
}

/* The paper settles life and death by playing on: a player who passes
 * early leaves dead stones alive.  Said where Go is chosen and at the end. */
#define ALIVE_RULE N_("Stones left on the board at the end are alive: capture dead stones before " \
                      "passing.")

static char *
result_text (const GameRules *rules, const void *finished)
{
  const GoRulesPosition *p = finished;
  if (p->repeats > 0) {
    GoOutcome outcome = go_repetition_outcome (p->repeated_prisoner_diff,
                                               go_position_prisoner_diff (&p->go));
    const char *head = outcome == GO_BLACK_WINS ? _("Black wins by repetition")
                       : outcome == GO_WHITE_WINS ? _("White wins by repetition")
                                                  : _("Jigo by repetition");
    g_autofree char *why = go_describe_repetition (p->repeats, p->repeated_prisoner_diff,
                                                   go_position_prisoner_diff (&p->go));
    return g_strdup_printf ("%s\n%s", head, why);
  }
  int lead = go_score (&p->go, NULL);
  g_autofree char *head = NULL;
  if (lead == 0)
    head = g_strdup (_("Jigo (a draw)"));
  else
    /* TRANSLATORS: the large line at the end of Go: the winner and the margin in points. */
    head = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%1$s wins by %2$d point",
                                         "%1$s wins by %2$d points", ABS (lead)),
                            lead > 0 ? _("Black") : _("White"), ABS (lead));
  g_autofree char *count = go_describe_score (&p->go);
  GoScore detail;
  go_score (&p->go, &detail);
  const char *marks = detail.seki
      ? _("On the board, triangles mark the stones in seki and rings the dame next to them.")
      : "";
  return g_strdup_printf ("%s\n%s%s%s %s", head, count, *marks ? " " : "", marks, _(ALIVE_RULE));
}

/* ------------------------------------------------------------------ SGF */

static char *
write_sgf (const GamePath *path, const char *black, const char *white)
{
  g_autoptr (GoGame) game = go_game_of (path->rules, path);
  /* The kit's Go counts without komi: KM[0], and RE as its board says. */
  return go_sgf_format (game, 0, black, white);
}

static GameTranscript *
read_sgf (const char *text, gsize length, char **note, GError **error)
{
  double komi = 0;
  g_autoptr (GoGame) game = go_sgf_parse (text, length, &komi, error);
  if (!game)
    return NULL;
  int width = go_game_current (game)->width, height = go_game_current (game)->height;
  g_autofree char *id = g_strdup_printf ("go-%dx%d", width, height);
  const GameRules *rules = reversi_common_find_rules (id);
  if (!rules) {
    /* Square boards only: the rectangles (SZ[4:5]) are go-solve's. */
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_BOARD_SIZE,
                 _("This build of the app has no Go on the %d×%d board."), width, height);
    return NULL;
  }
  /* The names, from the root (go_sgf_parse has read the tree whole). */
  const char *p = text, *end = text + length;
  while (p < end && *p != '(')
    p++;
  g_autoptr (GPtrArray) nodes = sgf_read_main_line (&p, end, NULL);
  GPtrArray *root = nodes && nodes->len ? nodes->pdata[0] : NULL;
  const char *black = sgf_node_value (root, "PB"), *white = sgf_node_value (root, "PW");
  GameTranscript *transcript = game_transcript_new (rules);
  game_transcript_set_player (transcript, 0, FALSE, NULL, black ? black : "");
  game_transcript_set_player (transcript, 1, FALSE, NULL, white ? white : "");
  for (guint i = 0; i < game->moves->len; i++)
    if (!game_path_play (transcript->path, g_array_index (game->moves, int, i), error)) {
      game_transcript_free (transcript);
      return NULL;
    }
  if (komi != 0) {
    char number[G_ASCII_DTOSTR_BUF_SIZE];
    g_ascii_formatd (number, sizeof number, "%g", komi);
    *note = g_strdup_printf (_("The file gives a komi of %s; the kit's Go counts without komi, "
                               "so the result shown is the board's alone."),
                             number);
  }
  return transcript;
}

#define GO_GAME(board_id, perfect_default, perfect_offered)                               \
  {                                                                                      \
    .id = board_id,                                                                      \
    .side_labels = { N_("Black (moves first)"), N_("White") },                           \
    .move_example = N_("B2 or pass"),                                                    \
    .rule_note = ALIVE_RULE,                                                             \
    .choose = {                                                                          \
      [REVERSI_COMMON_RANDOM] = reversi_common_choose_random,                              \
      [REVERSI_COMMON_MINIMAX] = reversi_common_choose_by_search,                          \
      [REVERSI_COMMON_ALPHA_BETA] = reversi_common_choose_by_search,                       \
      [REVERSI_COMMON_PERFECT] = perfect_offered ? choose_by_solver : NULL,               \
    },                                                                                   \
    .strategy_labels = { [REVERSI_COMMON_PERFECT] = N_("Perfect play (Go's solver)") },  \
    .uses_depth = { [REVERSI_COMMON_MINIMAX] = TRUE, [REVERSI_COMMON_ALPHA_BETA] = TRUE }, \
    .default_computer = { perfect_default ? REVERSI_COMMON_PERFECT                        \
                                          : REVERSI_COMMON_ALPHA_BETA, 4 },               \
    .pass_offered = TRUE,                                                                \
    .describe_move = describe_move,                                                      \
    .counts_text = counts_text,                                                          \
    .result_text = result_text,                                                          \
    .sgf_game = 1,                                                                       \
    .file_extension = "sgf",                                                             \
    .file_mime_type = "application/x-go-sgf",                                            \
    .file_write = write_sgf,                                                             \
    .file_read = read_sgf,                                                               \
  }

/* Perfect play answers at once on 2x2 and 3x3; on 4x4 it can take
 * seconds, so a new player meets alpha-beta there first.  On 5x5 the
 * solver has not finished from the empty board in over 20 minutes of
 * CPU (docs/benchmarks.md): a choice named "Perfect play" that never
 * plays would mislead, so 5x5 offers the searches that stop at a depth. */
const ReversiGameInfo reversi_go_games[] = {
  GO_GAME ("go-2x2", TRUE, TRUE),
  GO_GAME ("go-3x3", TRUE, TRUE),
  GO_GAME ("go-4x4", FALSE, TRUE),
  GO_GAME ("go-5x5", FALSE, FALSE),
  { NULL },
};
