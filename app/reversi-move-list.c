/* SPDX-License-Identifier: MIT */
/* reversi-move-list.c: the move list, one numbered row per move. */
#include "reversi-move-list.h"

#include <glib/gi18n-lib.h>

struct _ReversiMoveList {
  GtkWidget parent_instance;
  GtkScrolledWindow *scroller;
  GtkListBox *list;
  int rows;
  guint scroll_tick;
  double scroll_upper;    /* the list height seen at the last tick */
  int settled_frames;
  gboolean follow_end;    /* the last move is to stay in view (not reviewing) */
};

G_DEFINE_FINAL_TYPE (ReversiMoveList, reversi_move_list, GTK_TYPE_WIDGET)

enum { SIGNAL_MOVE_ACTIVATED, SIGNAL_SCROLLED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
on_row_activated (GtkListBox *list, GtkListBoxRow *row, gpointer user_data)
{
  g_signal_emit (user_data, signals[SIGNAL_MOVE_ACTIVATED], 0, gtk_list_box_row_get_index (row) + 1);
}

/* Scrolls to the last move.  Tick callbacks run before layout, so the new
 * rows' height shows up a frame later: keep scrolling to the end until it
 * has settled.  (Setting the value from a notify::upper handler instead
 * would come during the viewport's own allocation, where it is lost.) */
static gboolean
scroll_to_end (GtkWidget *widget, GdkFrameClock *clock, gpointer user_data)
{
  ReversiMoveList *self = REVERSI_MOVE_LIST (widget);
  GtkAdjustment *v = gtk_scrolled_window_get_vadjustment (self->scroller);
  double upper = gtk_adjustment_get_upper (v);
  gtk_adjustment_set_value (v, upper - gtk_adjustment_get_page_size (v));
  if (upper == self->scroll_upper && ++self->settled_frames >= 2) {
    self->scroll_tick = 0;
    g_signal_emit (self, signals[SIGNAL_SCROLLED], 0);
    return G_SOURCE_REMOVE;
  }
  if (upper != self->scroll_upper)
    self->settled_frames = 0;
  self->scroll_upper = upper;
  return G_SOURCE_CONTINUE;
}

static void
follow_end (ReversiMoveList *self)
{
  self->settled_frames = 0;
  if (self->follow_end && !self->scroll_tick)
    self->scroll_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), scroll_to_end, NULL, NULL);
}

/* The list's height or the room it has changed (a row added, the side
 * panel's text above it grown at the end of a game, the window resized):
 * after the last scroll had settled, the last move would drop out of
 * view, so it is scrolled to again. */
static void
on_adjustment_changed (GtkAdjustment *adjustment, ReversiMoveList *self)
{
  double end = gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment);
  if (gtk_adjustment_get_value (adjustment) < end - 0.5)
    follow_end (self);
}

void
reversi_move_list_get_rows_in_view (ReversiMoveList *self, int *first, int *last)
{
  GtkAdjustment *v = gtk_scrolled_window_get_vadjustment (self->scroller);
  double top = gtk_adjustment_get_value (v), bottom = top + gtk_adjustment_get_page_size (v);
  *first = *last = 0;
  for (int i = 0; i < self->rows; i++) {
    graphene_rect_t r;
    GtkWidget *row = GTK_WIDGET (gtk_list_box_get_row_at_index (self->list, i));
    if (!gtk_widget_compute_bounds (row, GTK_WIDGET (self->list), &r))
      continue;
    if (r.origin.y >= top - 0.5 && r.origin.y + r.size.height <= bottom + 0.5) {
      if (*first == 0)
        *first = i + 1;
      *last = i + 1;
    }
  }
}

static void
reversi_move_list_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), REVERSI_TYPE_MOVE_LIST);
  /* The template's top box is not a bound child, so it is let go here. */
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))))
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (reversi_move_list_parent_class)->dispose (object);
}

static void
reversi_move_list_class_init (ReversiMoveListClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  G_OBJECT_CLASS (klass)->dispose = reversi_move_list_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/reversi_kit/Reversi/reversi-move-list.ui");
  gtk_widget_class_bind_template_child (widget_class, ReversiMoveList, scroller);
  gtk_widget_class_bind_template_child (widget_class, ReversiMoveList, list);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);

  /**
   * ReversiMoveList::move-activated:
   * @count: the moves up to and including the row (1 for the first row)
   *
   * A row was clicked or chosen with the keyboard: the window shows the
   * position after that move.
   */
  signals[SIGNAL_MOVE_ACTIVATED] =
      g_signal_new ("move-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                    NULL, G_TYPE_NONE, 1, G_TYPE_INT);

  /**
   * ReversiMoveList::scrolled:
   *
   * The list has scrolled to its last move (and settled there).
   */
  signals[SIGNAL_SCROLLED] = g_signal_new ("scrolled", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                           0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
reversi_move_list_init (ReversiMoveList *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  C_("accessible name", "Moves"), -1);
  g_signal_connect (self->list, "row-activated", G_CALLBACK (on_row_activated), self);
  g_signal_connect (gtk_scrolled_window_get_vadjustment (self->scroller), "changed",
                    G_CALLBACK (on_adjustment_changed), self);
}

GtkWidget *
reversi_move_list_new (void)
{
  return g_object_new (REVERSI_TYPE_MOVE_LIST, NULL);
}

void
reversi_move_list_set_rows (ReversiMoveList *self, const char *const *rows, int count, int shown)
{
  /* Rebuilt whole: a game has at most a couple of hundred rows. */
  while (self->rows > 0) {
    GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->list, self->rows - 1);
    gtk_list_box_remove (self->list, GTK_WIDGET (row));
    self->rows--;
  }
  for (int i = 0; i < count; i++) {
    GtkWidget *label = gtk_label_new (rows[i]);
    gtk_label_set_xalign (GTK_LABEL (label), 0.0);
    gtk_widget_set_margin_start (label, 8);
    gtk_widget_set_margin_end (label, 8);
    gtk_widget_add_css_class (label, "numeric");
    if (i == count - 1)
      gtk_widget_add_css_class (label, "last-move");
    if (i == shown - 1 && shown < count)
      gtk_widget_add_css_class (label, "reviewed");
    gtk_list_box_append (self->list, label);
    self->rows++;
  }
  /* While reviewing, the list stays where the person put it. */
  self->follow_end = shown == count;
  follow_end (self);
}

