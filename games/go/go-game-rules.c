/* SPDX-License-Identifier: MIT */
/* go-game-rules.c: Go's GameRules. */
#include "go-game-rules.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "game-hash.h"
#include "go-game.h"
#include "go-move-order.h"
#include "go-notation.h"
#include "go-score.h"
#include "go-symmetry.h"

/* The parameters of one board size: its GameRules points here.  The
 * common interface offers the square boards only (the app draws squares);
 * rectangles are go-solve's (go.md). */
typedef struct {
  int size;
  GoSymmetry symmetry;
} GoRulesData;

static int
board_size (const GameRules *rules)
{
  return ((const GoRulesData *) rules->data)->size;
}

static const GoRulesPosition *
as_go (const void *position)
{
  return position;
}

static void
go_rules_init (const GameRules *rules, void *position)
{
  GoRulesPosition *p = position;
  memset (p, 0, sizeof *p);
  go_position_init (&p->go, board_size (rules), board_size (rules));
}

static gboolean
is_over (const GoRulesPosition *p)
{
  return p->go.finished || p->repeats > 0;
}

static int
go_rules_generate_moves (const GameRules *rules, const void *position, int moves[GAME_MAX_MOVES])
{
  const GoRulesPosition *p = as_go (position);
  if (is_over (p))
    return 0;
  return go_position_legal_moves (&p->go, moves);
}

static void
go_rules_make_move (const GameRules *rules, const void *parent, int move, void *child)
{
  const GoRulesPosition *from = as_go (parent);
  GoRulesPosition *to = child;
  go_position_play (&from->go, move, &to->go, NULL);
  to->parent = from;
  to->repeats = 0;
  to->repeated_prisoner_diff = 0;
  if (to->go.finished)
    return;
  /* Walk up the game: a position in the same situation ends it. */
  int k = 1;
  for (const GoRulesPosition *up = from; up != NULL; up = up->parent, k++) {
    if (go_position_same_situation (&up->go, &to->go)) {
      to->repeats = k;
      to->repeated_prisoner_diff = go_position_prisoner_diff (&up->go);
      return;
    }
  }
}

static int
go_rules_side_to_move (const GameRules *rules, const void *position)
{
  return as_go (position)->go.to_move == GO_BLACK ? GAME_FIRST_SIDE : GAME_SECOND_SIDE;
}

/* Black's result as the game ended. */
static GoOutcome
outcome (const GoRulesPosition *p)
{
  if (p->repeats > 0)
    return go_repetition_outcome (p->repeated_prisoner_diff, go_position_prisoner_diff (&p->go));
  return go_outcome_of_score (go_score (&p->go, NULL));
}

static int
go_rules_final_value (const GameRules *rules, const void *position)
{
  const GoRulesPosition *p = as_go (position);
  int black = (int) outcome (p) * GO_RULES_WIN;
  return p->go.to_move == GO_BLACK ? black : -black;
}

static int
go_rules_evaluate (const GameRules *rules, const void *position)
{
  const GoRulesPosition *p = as_go (position);
  int black = CLAMP (go_score (&p->go, NULL), -(GO_RULES_WIN - 1), GO_RULES_WIN - 1);
  return p->go.to_move == GO_BLACK ? black : -black;
}

static void
go_rules_move_to_text (const GameRules *rules, int move, char text[GAME_NOTATION_SIZE])
{
  char buf[GO_NOTATION_SIZE];
  g_strlcpy (text, go_move_to_gtp (board_size (rules), move, buf), GAME_NOTATION_SIZE);
}

static gboolean
go_rules_move_from_text (const GameRules *rules, const void *position, const char *text, int *move,
                         GError **error)
{
  const GoRulesPosition *p = as_go (position);
  int read;
  g_autoptr (GError) local = NULL;
  if (!go_move_parse (p->go.width, p->go.height, text, &read, &local)) {
    g_set_error_literal (error, GAME_ERROR, GAME_ERROR_NOTATION, local->message);
    return FALSE;
  }
  if (is_over (p)) {
    g_set_error_literal (error, GAME_ERROR, GAME_ERROR_GAME_OVER,
                         go_move_check_message (GO_MOVE_GAME_OVER));
    return FALSE;
  }
  GoMoveCheck check = go_position_check_move (&p->go, read);
  if (check != GO_MOVE_LEGAL) {
    g_set_error_literal (error, GAME_ERROR, GAME_ERROR_ILLEGAL_MOVE, go_move_check_message (check));
    return FALSE;
  }
  *move = read;
  return TRUE;
}

static char *
go_rules_position_to_text (const GameRules *rules, const void *position)
{
  const GoRulesPosition *p = as_go (position);
  g_autofree char *board = go_position_to_text (&p->go);
  if (p->repeats == 0)
    return g_steal_pointer (&board);
  return g_strdup_printf ("%srepetition of the position %d moves before: %s\n", board, p->repeats,
                          go_outcome_name (outcome (p)));
}

/* The key covers all a position's future depends on but its path: the
 * stones, the side to move, the ko point, the pass flag, the end by two
 * passes and the prisoner difference (the values are results, which the
 * prisoners decide). */
static guint64
go_rules_hash (const GameRules *rules, const void *position, int symmetry)
{
  const GoRulesData *data = rules->data;
  const GoPosition *pos = &as_go (position)->go;
  int points = data->size * data->size;
  int stone_bits = GO_KEY_STONE_BITS (points);
  guint64 situation = go_position_pack_situation (
      points, go_symmetry_mask (&data->symmetry, symmetry, pos->stones[GO_BLACK]),
      go_symmetry_mask (&data->symmetry, symmetry, pos->stones[GO_WHITE]),
      go_symmetry_point (&data->symmetry, symmetry, pos->ko_point), pos->to_move, pos->pass_ends);
  situation |= (guint64) pos->finished << (2 * stone_bits + 7);
  guint64 rest = (guint64) (guint8) go_position_prisoner_diff (pos) | (guint64) data->size << 8;
  /* Up to 4x4 all of it fits in one number (the keys are those measured
   * before 5x5 came); 5x5's situation takes 58 bits, so the rest is mixed
   * in apart. */
  int rest_shift = 2 * stone_bits + 8;
  if (rest_shift + 16 <= 64)
    return game_hash_mix (situation | rest << rest_shift);
  return game_hash_mix (situation ^ game_hash_mix (rest));
}

static void
go_rules_transform (const GameRules *rules, const void *position, int symmetry, void *out)
{
  const GoRulesData *data = rules->data;
  const GoRulesPosition *p = as_go (position);
  GoRulesPosition *image = out;
  *image = *p;
  go_symmetry_position (&data->symmetry, symmetry, &p->go, &image->go);
}

static int
go_rules_symmetric_move (const GameRules *rules, int symmetry, int move)
{
  const GoRulesData *data = rules->data;
  return go_symmetry_point (&data->symmetry, symmetry, move);
}

static int
go_rules_move_order (const GameRules *rules, const void *position, int move)
{
  return go_move_priority (&as_go (position)->go, move);
}

static int
go_rules_path_dependence (const GameRules *rules, const void *position)
{
  return as_go (position)->repeats;
}

static GoRulesData rules_data[GO_MAX_SIZE + 1];
static GameRules rules_table[GO_MAX_SIZE + 1];
static const char *const rules_names[GO_MAX_SIZE + 1] = { NULL, NULL, "go-2x2", "go-3x3", "go-4x4",
                                                           "go-5x5" };

const GameRules *
go_rules_for_size (int size)
{
  static gsize ready = 0;
  if (size < GO_MIN_SIZE || size > GO_MAX_SIZE)
    return NULL;
  if (g_once_init_enter (&ready)) {
    for (int s = GO_MIN_SIZE; s <= GO_MAX_SIZE; s++) {
      rules_data[s].size = s;
      go_symmetry_init (&rules_data[s].symmetry, s, s);
      rules_table[s] = (GameRules) {
        .name = rules_names[s],
        .side_names = { N_("Black"), N_("White") },
        .position_size = sizeof (GoRulesPosition),
        .symmetry_count = GO_SYMMETRY_COUNT,
        .data = &rules_data[s],
        .init = go_rules_init,
        .generate_moves = go_rules_generate_moves,
        .make_move = go_rules_make_move,
        .side_to_move = go_rules_side_to_move,
        .final_value = go_rules_final_value,
        .evaluate = go_rules_evaluate,
        .move_to_text = go_rules_move_to_text,
        .move_from_text = go_rules_move_from_text,
        .position_to_text = go_rules_position_to_text,
        .hash = go_rules_hash,
        .transform = go_rules_transform,
        .symmetric_move = go_rules_symmetric_move,
        .move_order = go_rules_move_order,
        .path_dependence = go_rules_path_dependence,
      };
    }
    g_once_init_leave (&ready, 1);
  }
  return &rules_table[size];
}

const GameRules *
go_rules_2x2 (void)
{
  return go_rules_for_size (2);
}

const GameRules *
go_rules_3x3 (void)
{
  return go_rules_for_size (3);
}

const GameRules *
go_rules_4x4 (void)
{
  return go_rules_for_size (4);
}

const GameRules *
go_rules_5x5 (void)
{
  return go_rules_for_size (5);
}
