/* reversi-board.c: what every game's board widget does alike. */
#include "reversi-board.h"

typedef struct {
  gboolean interactive;
  gboolean show_legal_moves;
  gboolean keyboard_playing;   /* the person moved onto the board with the keyboard */
} ReversiBoardPrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (ReversiBoard, reversi_board, GTK_TYPE_WIDGET)

#define PRIV(self) ((ReversiBoardPrivate *) reversi_board_get_instance_private (self))

void
reversi_board_set_interactive (ReversiBoard *self, gboolean interactive)
{
  ReversiBoardPrivate *priv = PRIV (self);
  if (priv->interactive == interactive)
    return;
  priv->interactive = interactive;
  if (!interactive)
    gtk_widget_set_cursor_from_name (GTK_WIDGET (self), NULL);
  if (REVERSI_BOARD_GET_CLASS (self)->interactive_changed)
    REVERSI_BOARD_GET_CLASS (self)->interactive_changed (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
reversi_board_is_interactive (ReversiBoard *self)
{
  return PRIV (self)->interactive;
}

void
reversi_board_set_show_legal_moves (ReversiBoard *self, gboolean show)
{
  ReversiBoardPrivate *priv = PRIV (self);
  if (priv->show_legal_moves == show)
    return;
  priv->show_legal_moves = show;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
reversi_board_get_show_legal_moves (ReversiBoard *self)
{
  return PRIV (self)->show_legal_moves;
}

gboolean
reversi_board_has_keyboard_focus (ReversiBoard *self)
{
  return PRIV (self)->keyboard_playing && gtk_widget_get_focus_child (GTK_WIDGET (self)) != NULL;
}

void
reversi_board_set_keyboard_playing (ReversiBoard *self, gboolean playing)
{
  PRIV (self)->keyboard_playing = playing;
}

void
reversi_draw_text (GtkWidget *widget, cairo_t *cr, const char *text, double cx, double cy,
                   double font_px)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (widget, text);
  PangoFontDescription *font = pango_font_description_from_string ("Sans Bold");
  pango_font_description_set_absolute_size (font, font_px * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  int w, h;
  pango_layout_get_pixel_size (layout, &w, &h);
  cairo_move_to (cr, cx - w / 2.0, cy - h / 2.0);
  pango_cairo_show_layout (cr, layout);
  cairo_new_path (cr);
  pango_font_description_free (font);
  g_object_unref (layout);
}

static void
reversi_board_class_init (ReversiBoardClass *klass)
{
}

/* The keyboard left the board: the person no longer plays on it. */
static void
on_focus_leave (GtkEventControllerFocus *controller, gpointer user_data)
{
  reversi_board_set_keyboard_playing (REVERSI_BOARD (user_data), FALSE);
}

static void
reversi_board_init (ReversiBoard *self)
{
  /* As the settings' default, until the window says otherwise. */
  PRIV (self)->show_legal_moves = TRUE;
  GtkEventController *focus = gtk_event_controller_focus_new ();
  g_signal_connect (focus, "leave", G_CALLBACK (on_focus_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self), focus);
}
