/* reversi-board.h: what every game's board widget is, whatever it draws.
 *
 * The abstract class of the boards: Reversi's (reversi-board-view.h) and
 * the GameRules games' (reversi-cell-board.h, itself abstract, with one
 * subclass per game).  The window talks to the board it shows through
 * this class for what all boards do alike: whether a person may play on
 * it now, whether it marks the legal moves, and whether the person is
 * playing on it with the keyboard (then the move entry leaves the focus
 * where it is).  Showing a position and reporting a click stay with each
 * board: a Reversi square and a Kalah pit are different things.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define REVERSI_TYPE_BOARD (reversi_board_get_type ())
G_DECLARE_DERIVABLE_TYPE (ReversiBoard, reversi_board, REVERSI, BOARD, GtkWidget)

struct _ReversiBoardClass {
  GtkWidgetClass parent_class;

  /* Whether a person may play has changed: name the cells again (a
   * screen reader says "legal move" only while one may be played). */
  void (*interactive_changed) (ReversiBoard *self);
};

/** reversi_board_set_interactive: whether a human may play now: clicks
 * are reported as moves, and the legal moves may be marked. */
void reversi_board_set_interactive (ReversiBoard *self, gboolean interactive);

/** reversi_board_is_interactive: see reversi_board_set_interactive. */
gboolean reversi_board_is_interactive (ReversiBoard *self);

/** reversi_board_set_show_legal_moves: mark every legal move while a
 * human may play (else only the one under the pointer). */
void reversi_board_set_show_legal_moves (ReversiBoard *self, gboolean show);

/** reversi_board_get_show_legal_moves: see reversi_board_set_show_legal_moves. */
gboolean reversi_board_get_show_legal_moves (ReversiBoard *self);

/** reversi_board_has_keyboard_focus: a square or cell has the focus
 * because the person moved it there (Shift+Tab, the arrow keys). */
gboolean reversi_board_has_keyboard_focus (ReversiBoard *self);

/* ---- for the subclasses ------------------------------------------------ */

/** reversi_draw_text: text centred on (cx, cy), font_px high, in the
 * current source colour: the coordinates round a board, the counts in
 * Kalah's pits. */
void reversi_draw_text (GtkWidget *widget, cairo_t *cr, const char *text, double cx, double cy,
                        double font_px);

/** reversi_board_set_keyboard_playing: the person moved onto the board
 * with the keyboard (TRUE), or left it (FALSE). */
void reversi_board_set_keyboard_playing (ReversiBoard *self, gboolean playing);

G_END_DECLS
