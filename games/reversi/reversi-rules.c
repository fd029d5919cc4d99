/* SPDX-License-Identifier: MIT */
/* reversi-rules.c: the engine's Reversi behind the GameRules interface. */
#include "reversi-rules.h"

#include <glib/gi18n-lib.h>
#include <stddef.h>
#include <string.h>

#include "search-report.h"
#include "board-symmetry.h"
#include "game-hash.h"

typedef struct {
  int size;
  gboolean misere;
  EvaluateFunction evaluate;
} ReversiParameters;

#define REVERSI_HASH_GAME 3

/* The part of a Kyokumen that is the position; the undo history after it
 * is bookkeeping that a copy-made child does not need. */
#define POSITION_BYTES offsetof (Kyokumen, history_length)

static const ReversiParameters *
parameters (const GameRules *rules)
{
  return rules->data;
}

static void
rules_init (const GameRules *rules, void *position)
{
  kyokumen_init (position, parameters (rules)->size);
}

int
reversi_generate_move_numbers (const Kyokumen *k, int moves[MAX_SASHITE])
{
  Sashite sashite[MAX_SASHITE];
  int count = kyokumen_generate_moves (k, sashite);
  for (int i = 0; i < count; i++)
    moves[i] = sashite[i].xy;
  return count;
}

static int
rules_generate_moves (const GameRules *rules, const void *position, int moves[GAME_MAX_MOVES])
{
  return reversi_generate_move_numbers (position, moves);
}

static void
rules_make_move (const GameRules *rules, const void *parent, int move, void *child)
{
  Kyokumen *k = child;
  memcpy (k, parent, POSITION_BYTES);
  k->history_length = 0;
  Sashite sashite = { move };
  kyokumen_make_move (k, sashite);
}

static int
rules_side_to_move (const GameRules *rules, const void *position)
{
  return ((const Kyokumen *) position)->color == BLACK ? 0 : 1;
}

static int
rules_final_value (const GameRules *rules, const void *position)
{
  /* Misère: the fewest discs win, so the count counts for the other side. */
  int sign = parameters (rules)->misere ? -1 : 1;
  return sign * kyokumen_final_score (position) * FINAL_DISC_VALUE;
}

static int
rules_evaluate (const GameRules *rules, const void *position)
{
  EvaluateFunction evaluate = parameters (rules)->evaluate;
  return evaluate ? evaluate (position) : kyokumen_disc_difference (position);
}

static void
rules_move_to_text (const GameRules *rules, int move, char text[GAME_NOTATION_SIZE])
{
  Sashite sashite = { move };
  char notation[SASHITE_NOTATION_SIZE];
  g_strlcpy (text, sashite_to_notation (sashite, parameters (rules)->size, notation),
             GAME_NOTATION_SIZE);
}

static gboolean
rules_move_from_text (const GameRules *rules, const void *position, const char *text, int *move,
                      GError **error)
{
  const Kyokumen *k = position;
  Sashite sashite;
  GError *local = NULL;
  if (!sashite_from_notation (text, k->size, &sashite, &local)) {
    /* The engine's message, in the games' error domain. */
    g_set_error_literal (error, GAME_ERROR, GAME_ERROR_NOTATION, local->message);
    g_error_free (local);
    return FALSE;
  }
  if (!kyokumen_is_legal (k, sashite)) {
    char notation[SASHITE_NOTATION_SIZE];
    sashite_to_notation (sashite, k->size, notation);
    if (sashite_is_pass (sashite))
      g_set_error (error, GAME_ERROR, GAME_ERROR_ILLEGAL_MOVE,
                   _("%s cannot pass: there is a legal move."), color_name (k->color));
    else
      g_set_error (error, GAME_ERROR, GAME_ERROR_ILLEGAL_MOVE,
                   _("%s is not a legal move here."), notation);
    return FALSE;
  }
  *move = sashite.xy;
  return TRUE;
}

static char *
rules_position_to_text (const GameRules *rules, const void *position)
{
  return kyokumen_to_text (position);
}

static guint64
rules_hash (const GameRules *rules, const void *position, int symmetry)
{
  const Kyokumen *k = position;
  guint64 key = game_hash_piece (REVERSI_HASH_GAME, 0, (guint) (k->color == BLACK));
  for (int row = 0; row < k->size; row++)
    for (int col = 0; col < k->size; col++) {
      int disc = k->ban[kyokumen_xy (k, col, row)];
      if (disc == EMPTY)
        continue;
      int c, r;
      board_symmetry_map (k->size, symmetry, col, row, &c, &r);
      key += game_hash_piece (REVERSI_HASH_GAME, (guint) (1 + r * k->size + c),
                              (guint) (disc == BLACK));
    }
  return key;
}

static void
rules_transform (const GameRules *rules, const void *position, int symmetry, void *out)
{
  const Kyokumen *k = position;
  Kyokumen *image = out;
  memcpy (image, k, POSITION_BYTES);
  image->history_length = 0;
  for (int row = 0; row < k->size; row++)
    for (int col = 0; col < k->size; col++) {
      int c, r;
      board_symmetry_map (k->size, symmetry, col, row, &c, &r);
      image->ban[kyokumen_xy (image, c, r)] = k->ban[kyokumen_xy (k, col, row)];
    }
}

static int
rules_symmetric_move (const GameRules *rules, int symmetry, int move)
{
  if (move == SASHITE_PASS_XY)
    return move;
  int size = parameters (rules)->size;
  Sashite sashite = { move };
  int col, row, c, r;
  sashite_to_square (sashite, size, &col, &row);
  board_symmetry_map (size, symmetry, col, row, &c, &r);
  return sashite_from_square (size, c, r).xy;
}

/* Corners first, then the other edge squares, then the inside; the
 * squares next to a corner last (they give the corner away). */
static int
rules_move_order (const GameRules *rules, const void *position, int move)
{
  if (move == SASHITE_PASS_XY)
    return 0;
  int size = parameters (rules)->size;
  Sashite sashite = { move };
  int col, row;
  sashite_to_square (sashite, size, &col, &row);
  gboolean col_edge = col == 0 || col == size - 1, row_edge = row == 0 || row == size - 1;
  gboolean col_near = col <= 1 || col >= size - 2, row_near = row <= 1 || row >= size - 2;
  if (col_edge && row_edge)
    return 3;
  if (col_near && row_near)
    return -1;
  return col_edge || row_edge ? 1 : 0;
}

static gboolean
rules_position_from_text (const GameRules *rules, const char *text, void *position,
                          GError **error)
{
  Kyokumen *read = g_new (Kyokumen, 1);
  GError *local = NULL;
  gboolean ok = kyokumen_from_board_string (read, text, &local);
  if (!ok) {
    g_set_error_literal (error, GAME_ERROR, GAME_ERROR_POSITION, local->message);
    g_error_free (local);
  } else if (read->size != parameters (rules)->size) {
    g_set_error (error, GAME_ERROR, GAME_ERROR_POSITION,
                 _("The board string is for a %1$d×%1$d board; this game is %2$d×%2$d."),
                 read->size, parameters (rules)->size);
    ok = FALSE;
  } else {
    memcpy (position, read, sizeof *read);
  }
  g_free (read);
  return ok;
}

static void
fill_rules (GameRules *rules, const ReversiParameters *p, const char *name)
{
  *rules = (GameRules) {
    .name = name,
    .side_names = { N_("Black"), N_("White") },
    .position_size = sizeof (Kyokumen),
    .symmetry_count = BOARD_SYMMETRY_COUNT,
    .data = p,
    .init = rules_init,
    .generate_moves = rules_generate_moves,
    .make_move = rules_make_move,
    .side_to_move = rules_side_to_move,
    .final_value = rules_final_value,
    .evaluate = rules_evaluate,
    .move_to_text = rules_move_to_text,
    .move_from_text = rules_move_from_text,
    .position_to_text = rules_position_to_text,
    .hash = rules_hash,
    .transform = rules_transform,
    .symmetric_move = rules_symmetric_move,
    .move_order = rules_move_order,
    .position_from_text = rules_position_from_text,
  };
}

/* Every size the engine plays (4, 6, 8, 10: kyokumen_is_valid_size), by the
 * usual rule and by misère: the app offers each. */
#define STATIC_SIZES 4
static const ReversiParameters static_parameters[2 * STATIC_SIZES] = {
  { 4, FALSE, NULL }, { 6, FALSE, NULL }, { 8, FALSE, NULL }, { 10, FALSE, NULL },
  { 4, TRUE, NULL }, { 6, TRUE, NULL }, { 8, TRUE, NULL }, { 10, TRUE, NULL },
};
static const char *const static_names[2 * STATIC_SIZES] = {
  "reversi-4x4", "reversi-6x6", "reversi-8x8", "reversi-10x10",
  "reversi-4x4-misere", "reversi-6x6-misere", "reversi-8x8-misere", "reversi-10x10-misere",
};

const GameRules *
reversi_rules_for (int size, gboolean misere)
{
  static GameRules rules[G_N_ELEMENTS (static_parameters)];
  static gsize initialised = 0;
  if (g_once_init_enter (&initialised)) {
    for (guint i = 0; i < G_N_ELEMENTS (static_parameters); i++)
      fill_rules (&rules[i], &static_parameters[i], static_names[i]);
    g_once_init_leave (&initialised, 1);
  }
  for (guint i = 0; i < G_N_ELEMENTS (static_parameters); i++)
    if (static_parameters[i].size == size && static_parameters[i].misere == !!misere)
      return &rules[i];
  return NULL;
}

const GameRules *
reversi_rules (int size)
{
  return reversi_rules_for (size, FALSE);
}

const GameRules *
reversi_rules_4x4 (void)
{
  return reversi_rules (4);
}

const GameRules *
reversi_rules_6x6 (void)
{
  return reversi_rules (6);
}

const GameRules *
reversi_rules_8x8 (void)
{
  return reversi_rules (8);
}

/* Rules made by reversi_rules_new own their parameters and name: both are
 * allocated with the rules in one block. */
typedef struct {
  GameRules rules;
  ReversiParameters parameters;
  char name[32];
} OwnedRules;

GameRules *
reversi_rules_new (int size, EvaluateFunction evaluate)
{
  g_return_val_if_fail (kyokumen_is_valid_size (size), NULL);
  OwnedRules *owned = g_new0 (OwnedRules, 1);
  owned->parameters = (ReversiParameters) { size, FALSE, evaluate };
  g_snprintf (owned->name, sizeof owned->name, "reversi-%dx%d", size, size);
  fill_rules (&owned->rules, &owned->parameters, owned->name);
  return &owned->rules;
}

void
reversi_rules_free (GameRules *rules)
{
  /* rules is the first member of its OwnedRules block. */
  g_free (rules);
}

int
reversi_rules_size (const GameRules *rules)
{
  return parameters (rules)->size;
}

gboolean
reversi_rules_is_misere (const GameRules *rules)
{
  return parameters (rules)->misere;
}
