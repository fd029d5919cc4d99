/* SPDX-License-Identifier: MIT */
/* reversi-cell-board.c: what the boards of the GameRules games share: the
 * position, the legal moves and the hint, and their marks on the cells. */
#include "reversi-cell-board.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

typedef struct {
  const GameRules *rules;
  void *position;              /* copies, position_size bytes */
  void *before;                /* NULL: no last move */
  int last_move;
  int legal[GAME_MAX_MOVES];
  int legal_count;
  int hint_move;               /* the computer's suggestion, or -1 */
} ReversiCellBoardPrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (ReversiCellBoard, reversi_cell_board, REVERSI_TYPE_BOARD)

enum { SIGNAL_MOVE_CHOSEN, N_SIGNALS };
static guint signals[N_SIGNALS];

#define PRIV(self) ((ReversiCellBoardPrivate *) reversi_cell_board_get_instance_private (self))

/* ---- geometry and drawing helpers --------------------------------------- */

void
reversi_cell_board_fit (double width, double height, double units_x, double units_y, double *unit,
                        double *x0, double *y0)
{
  *unit = MAX (4.0, floor (MIN (width / units_x, height / units_y)));
  *x0 = floor ((width - *unit * units_x) / 2);
  *y0 = floor ((height - *unit * units_y) / 2);
}

static int
cell_count (ReversiCellBoard *self)
{
  return PRIV (self)->position ? REVERSI_CELL_BOARD_GET_CLASS (self)->cell_count (self) : 0;
}

void
reversi_cell_board_get_cell_bounds (ReversiCellBoard *self, int cell, graphene_rect_t *bounds)
{
  REVERSI_CELL_BOARD_GET_CLASS (self)->cell_bounds (self, cell,
                                                    gtk_widget_get_width (GTK_WIDGET (self)),
                                                    gtk_widget_get_height (GTK_WIDGET (self)),
                                                    bounds);
}

/* ---- drawing and layout --------------------------------------------------- */

/* What every game's board marks the same way, over the game's drawing:
 * the legal moves (a dot in the middle of the cell) and the hint (a
 * square frame round it), while a person may play. */
static void
draw_marks (ReversiCellBoard *self, cairo_t *cr)
{
  ReversiCellBoardPrivate *priv = PRIV (self);
  if (!reversi_board_is_interactive (REVERSI_BOARD (self)))
    return;
  int count = cell_count (self);
  for (int cell = 0; cell < count; cell++) {
    int move = reversi_cell_board_get_cell_move (self, cell);
    if (move < 0 || !reversi_cell_board_is_legal (self, move))
      continue;
    ReversiCellBoardClass *klass = REVERSI_CELL_BOARD_GET_CLASS (self);
    if (klass->cell_shows_mark && !klass->cell_shows_mark (self, cell))
      continue;
    gboolean hint = move == priv->hint_move;
    ReversiBoard *board = REVERSI_BOARD (self);
    if (!hint && (!reversi_board_get_show_legal_moves (board)
                  || cell == reversi_board_get_hover_cell (board)))
      continue;
    graphene_rect_t r;
    reversi_cell_board_get_cell_bounds (self, cell, &r);
    /* The frame goes round the middle, the dot where the game wants it. */
    double offset = hint ? 0 : REVERSI_CELL_BOARD_GET_CLASS (self)->mark_offset;
    double cx = r.origin.x + r.size.width / 2;
    double cy = r.origin.y + r.size.height * (0.5 + offset);
    double size = MIN (r.size.width, r.size.height);
    cairo_new_sub_path (cr);
    if (hint) {
      /* A square frame in dark orange (more than 3:1 on the light boards
       * and the wood): a ring would read as tic-tac-toe's O or a stone. */
      double half = size * 0.36;
      cairo_rectangle (cr, cx - half, cy - half, 2 * half, 2 * half);
      reversi_board_set_color (GTK_WIDGET (self), cr, "cell_hint", 1.0);
      cairo_set_line_width (cr, MAX (3.0, size * 0.07) * reversi_board_line_scale ());
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      cairo_stroke (cr);
    } else {
      cairo_arc (cr, cx, cy, MAX (3.0, size * 0.08), 0, 2 * G_PI);
      reversi_board_set_color (GTK_WIDGET (self), cr, "cell_legal", 1.0);
      cairo_fill (cr);
    }
  }
}

static void
reversi_cell_board_draw (ReversiBoard *board, cairo_t *cr, double width, double height)
{
  ReversiCellBoard *self = REVERSI_CELL_BOARD (board);
  if (!PRIV (self)->position)
    return;
  REVERSI_CELL_BOARD_GET_CLASS (self)->draw (self, cr, width, height);
  draw_marks (self, cr);
}

/* ---- the cells ------------------------------------------------------ */

int
reversi_cell_board_get_cell_move (ReversiCellBoard *self, int cell)
{
  return REVERSI_CELL_BOARD_GET_CLASS (self)->cell_move (self, cell);
}

char *
reversi_cell_board_get_cell_name (ReversiCellBoard *self, int cell)
{
  char *name = REVERSI_CELL_BOARD_GET_CLASS (self)->cell_name (self, cell);
  int hint = PRIV (self)->hint_move;
  if (hint < 0 || !reversi_board_is_interactive (REVERSI_BOARD (self))
      || REVERSI_CELL_BOARD_GET_CLASS (self)->cell_move (self, cell) != hint)
    return name;
  /* TRANSLATORS: a board cell's accessible name, then that the hint suggests it. */
  char *with_hint = g_strdup_printf (_("%s, the hint"), name);
  g_free (name);
  return with_hint;
}

static void
cell_bounds (ReversiBoard *board, int cell, double width, double height, graphene_rect_t *bounds)
{
  REVERSI_CELL_BOARD_GET_CLASS (board)->cell_bounds (REVERSI_CELL_BOARD (board), cell, width,
                                                     height, bounds);
}

static char *
cell_name (ReversiBoard *board, int cell)
{
  return reversi_cell_board_get_cell_name (REVERSI_CELL_BOARD (board), cell);
}

static gboolean
cell_playable (ReversiBoard *board, int cell)
{
  ReversiCellBoard *self = REVERSI_CELL_BOARD (board);
  return reversi_cell_board_is_legal (self, reversi_cell_board_get_cell_move (self, cell));
}

/* A cell that is no move (a store) asks for nothing. */
static void
cell_activated (ReversiBoard *board, int cell)
{
  int move = reversi_cell_board_get_cell_move (REVERSI_CELL_BOARD (board), cell);
  if (move >= 0)
    g_signal_emit (board, signals[SIGNAL_MOVE_CHOSEN], 0, move);
}

/* ---- life cycle --------------------------------------------------------------- */

static void
reversi_cell_board_finalize (GObject *object)
{
  ReversiCellBoardPrivate *priv = PRIV (REVERSI_CELL_BOARD (object));
  g_free (priv->position);
  g_free (priv->before);
  G_OBJECT_CLASS (reversi_cell_board_parent_class)->finalize (object);
}

/* A GameRules game's session after `shown` moves. */
static void
show_game (ReversiBoard *board, ReversiGameSession *session, int shown)
{
  const void *before = shown > 0 ? reversi_game_session_get_position (session, shown - 1) : NULL;
  int last = shown > 0 ? reversi_game_session_get_move (session, shown - 1) : -1;
  reversi_cell_board_set_position (REVERSI_CELL_BOARD (board),
                                   reversi_game_session_get_rules (session),
                                   reversi_game_session_get_position (session, shown), before,
                                   last);
}

static void
set_hint (ReversiBoard *board, int move)
{
  reversi_cell_board_set_hint (REVERSI_CELL_BOARD (board), move);
}

static void
reversi_cell_board_class_init (ReversiCellBoardClass *klass)
{
  ReversiBoardClass *board_class = REVERSI_BOARD_CLASS (klass);
  board_class->cell_bounds = cell_bounds;
  board_class->cell_name = cell_name;
  board_class->cell_playable = cell_playable;
  board_class->cell_activated = cell_activated;
  board_class->draw = reversi_cell_board_draw;
  board_class->show_game = show_game;
  board_class->set_hint = set_hint;
  G_OBJECT_CLASS (klass)->finalize = reversi_cell_board_finalize;
  gtk_widget_class_set_css_name (GTK_WIDGET_CLASS (klass), "rules-board");

  /**
   * ReversiCellBoard::move-chosen:
   * @move: the move the cell stands for
   *
   * A cell was clicked, or chosen with Enter or Space.
   */
  signals[SIGNAL_MOVE_CHOSEN] =
      g_signal_new ("move-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                    NULL, G_TYPE_NONE, 1, G_TYPE_INT);
}

static void
reversi_cell_board_init (ReversiCellBoard *self)
{
  ReversiCellBoardPrivate *priv = PRIV (self);
  priv->last_move = -1;
  priv->hint_move = -1;
}

/* ---- the position ---------------------------------------------------------- */

void
reversi_cell_board_set_position (ReversiCellBoard *self, const GameRules *rules,
                                 const void *position, const void *before, int last_move)
{
  ReversiCellBoardPrivate *priv = PRIV (self);
  if (priv->rules != rules) {
    g_clear_pointer (&priv->position, g_free);
    g_clear_pointer (&priv->before, g_free);
    priv->rules = rules;
  }
  /* The hint was for the position on show; a new one drops it. */
  if (!priv->position || memcmp (priv->position, position, rules->position_size) != 0)
    priv->hint_move = -1;
  g_free (priv->position);
  priv->position = g_memdup2 (position, rules->position_size);
  g_clear_pointer (&priv->before, g_free);
  if (before)
    priv->before = g_memdup2 (before, rules->position_size);
  priv->last_move = before ? last_move : -1;
  priv->legal_count = rules->generate_moves (rules, position, priv->legal);
  /* Cells come and go with the game shown (9, 14, 4 to 16 of them). */
  reversi_board_set_cell_count (REVERSI_BOARD (self), cell_count (self));

  /* Screen readers get the position as the game draws it in text. */
  g_autofree char *text = rules->position_to_text (rules, position);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  text, -1);
  reversi_board_name_cells (REVERSI_BOARD (self));
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
reversi_cell_board_set_hint (ReversiCellBoard *self, int move)
{
  ReversiCellBoardPrivate *priv = PRIV (self);
  if (priv->hint_move == move)
    return;
  priv->hint_move = move;
  reversi_board_name_cells (REVERSI_BOARD (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

int
reversi_cell_board_get_hint (ReversiCellBoard *self)
{
  return PRIV (self)->hint_move;
}

int
reversi_cell_board_get_cell_count (ReversiCellBoard *self)
{
  return cell_count (self);
}

const GameRules *
reversi_cell_board_get_rules (ReversiCellBoard *self)
{
  return PRIV (self)->rules;
}

const void *
reversi_cell_board_get_position (ReversiCellBoard *self)
{
  return PRIV (self)->position;
}

const void *
reversi_cell_board_get_before (ReversiCellBoard *self)
{
  return PRIV (self)->before;
}

int
reversi_cell_board_get_last_move (ReversiCellBoard *self)
{
  return PRIV (self)->last_move;
}

gboolean
reversi_cell_board_is_legal (ReversiCellBoard *self, int move)
{
  ReversiCellBoardPrivate *priv = PRIV (self);
  for (int i = 0; i < priv->legal_count; i++)
    if (priv->legal[i] == move)
      return TRUE;
  return FALSE;
}
