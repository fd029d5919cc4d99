/* SPDX-License-Identifier: MIT */
/* reversi-game-chooser.c: which game of a file of several to open. */
#include "reversi-game-chooser.h"

#include <adwaita.h>
#include <glib/gi18n-lib.h>

typedef struct {
  ReversiGameChosen chosen;
  gpointer user_data;
  GtkSingleSelection *selection;
  GtkWidget *list;
  gboolean answered;
} Chooser;

/* The game's index from its line, which starts with its number ("12. "):
 * the search keeps only some lines, so a position in the list is not it. */
static int
selected_index (Chooser *chooser)
{
  GtkStringObject *item = gtk_single_selection_get_selected_item (chooser->selection);
  if (!item)
    return -1;
  guint64 number = g_ascii_strtoull (gtk_string_object_get_string (item), NULL, 10);
  return number >= 1 ? (int) number - 1 : -1;
}

/* The answer, given once, whichever way the window goes. */
static void
tell (Chooser *chooser, int index)
{
  if (chooser->answered)
    return;
  chooser->answered = TRUE;
  chooser->chosen (index, chooser->user_data);
}

static void
answer (GtkWidget *window, Chooser *chooser, int index)
{
  tell (chooser, index);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
on_open (GtkButton *button, gpointer window)
{
  Chooser *chooser = g_object_get_data (window, "chooser");
  int index = selected_index (chooser);
  if (index >= 0)
    answer (window, chooser, index);
}

static void
on_cancel (GtkButton *button, gpointer window)
{
  answer (window, g_object_get_data (window, "chooser"), -1);
}

static void
on_activate (GtkListView *list, guint position, gpointer window)
{
  on_open (NULL, window);
}

/* However the window goes (closed, or destroyed with the game's window),
 * the caller hears of it once: -1 when nothing was chosen. */
static void
chooser_free (Chooser *chooser)
{
  tell (chooser, -1);
  g_free (chooser);
}

static gboolean
close_window (GtkWidget *window, GVariant *args, gpointer unused)
{
  gtk_window_close (GTK_WINDOW (window));
  return TRUE;
}

static void
on_search_changed (GtkSearchEntry *entry, GtkStringFilter *filter)
{
  gtk_string_filter_set_search (filter, gtk_editable_get_text (GTK_EDITABLE (entry)));
}

/* The open button works only with a game selected (the search may keep none). */
static void
on_selection_changed (GtkSingleSelection *selection, GParamSpec *pspec, GtkWidget *open)
{
  gtk_widget_set_sensitive (open, gtk_single_selection_get_selected_item (selection) != NULL);
}

/* Up and Down in the search entry move the selection, Enter opens it:
 * the keyboard never has to leave the entry (as in GNOME's choosers). */
static gboolean
on_search_key (GtkEventControllerKey *keys, guint keyval, guint keycode, GdkModifierType state,
               gpointer window)
{
  if (keyval != GDK_KEY_Down && keyval != GDK_KEY_Up && keyval != GDK_KEY_KP_Down
      && keyval != GDK_KEY_KP_Up)
    return FALSE;
  Chooser *chooser = g_object_get_data (window, "chooser");
  guint count = g_list_model_get_n_items (G_LIST_MODEL (chooser->selection));
  guint now = gtk_single_selection_get_selected (chooser->selection);
  gboolean down = keyval == GDK_KEY_Down || keyval == GDK_KEY_KP_Down;
  guint next = now == GTK_INVALID_LIST_POSITION ? 0
               : down ? MIN (now + 1, count ? count - 1 : 0) : (now > 0 ? now - 1 : 0);
  if (count == 0)
    return TRUE;
  gtk_single_selection_set_selected (chooser->selection, next);
  /* GtkListBase's own action (GTK 4.0): the row scrolled into view. */
  gtk_widget_activate_action (chooser->list, "list.scroll-to-item", "u", next);
  return TRUE;
}

static void
on_search_activate (GtkSearchEntry *entry, gpointer window)
{
  on_open (NULL, window);
}

static void
setup_row (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer unused)
{
  GtkWidget *label = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_widget_set_margin_start (label, 6);
  gtk_widget_set_margin_end (label, 6);
  gtk_widget_set_margin_top (label, 4);
  gtk_widget_set_margin_bottom (label, 4);
  gtk_list_item_set_child (item, label);
}

static void
bind_row (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer unused)
{
  GtkStringObject *line = gtk_list_item_get_item (item);
  const char *text = gtk_string_object_get_string (line);
  GtkWidget *label = gtk_list_item_get_child (item);
  gtk_label_set_text (GTK_LABEL (label), text);
  /* Ellipsized lines are whole in the tooltip and for a screen reader. */
  gtk_widget_set_tooltip_text (label, text);
}

void
reversi_game_chooser_present (GtkWindow *parent, const char *file_name, GPtrArray *lines,
                              ReversiGameChosen chosen, gpointer user_data)
{
  GtkWidget *window = adw_window_new ();
  Chooser *chooser = g_new0 (Chooser, 1);
  chooser->chosen = chosen;
  chooser->user_data = user_data;
  g_object_set_data_full (G_OBJECT (window), "chooser", chooser, (GDestroyNotify) chooser_free);
  gtk_window_set_title (GTK_WINDOW (window), _("Choose a Game"));
  gtk_window_set_transient_for (GTK_WINDOW (window), parent);
  gtk_window_set_modal (GTK_WINDOW (window), TRUE);
  gtk_window_set_destroy_with_parent (GTK_WINDOW (window), TRUE);
  gtk_window_set_default_size (GTK_WINDOW (window), 640, 480);

  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  adw_header_bar_set_show_end_title_buttons (ADW_HEADER_BAR (header), FALSE);
  adw_header_bar_set_show_start_title_buttons (ADW_HEADER_BAR (header), FALSE);
  GtkWidget *cancel = gtk_button_new_with_mnemonic (_("_Cancel"));
  GtkWidget *open = gtk_button_new_with_mnemonic (_("_Open"));
  gtk_widget_add_css_class (open, "suggested-action");
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), cancel);
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), open);
  gtk_box_append (GTK_BOX (box), header);

  g_autofree char *count = g_strdup_printf (
      g_dngettext (GETTEXT_PACKAGE, "%2$s holds %1$u game. Which one should open?",
                   "%2$s holds %1$u games. Which one should open?", lines->len),
      lines->len, file_name);
  GtkWidget *intro = gtk_label_new (count);
  gtk_label_set_wrap (GTK_LABEL (intro), TRUE);
  gtk_label_set_xalign (GTK_LABEL (intro), 0);
  gtk_widget_set_margin_start (intro, 12);
  gtk_widget_set_margin_end (intro, 12);
  gtk_widget_set_margin_top (intro, 12);
  gtk_box_append (GTK_BOX (box), intro);

  GtkWidget *search = gtk_search_entry_new ();
  /* The property: its setter is GTK 4.10's. */
  g_object_set (search, "placeholder-text", _("Find a player, a place or a year"), NULL);
  gtk_widget_set_margin_start (search, 12);
  gtk_widget_set_margin_end (search, 12);
  gtk_widget_set_margin_top (search, 6);
  gtk_widget_set_margin_bottom (search, 6);
  gtk_box_append (GTK_BOX (box), search);

  GtkStringList *strings = gtk_string_list_new (NULL);
  for (guint i = 0; i < lines->len; i++) {
    g_autofree char *line = g_strdup_printf ("%u. %s", i + 1, (const char *) lines->pdata[i]);
    gtk_string_list_append (strings, line);
  }
  GtkStringFilter *filter = gtk_string_filter_new (
      gtk_property_expression_new (GTK_TYPE_STRING_OBJECT, NULL, "string"));
  gtk_string_filter_set_match_mode (filter, GTK_STRING_FILTER_MATCH_MODE_SUBSTRING);
  gtk_string_filter_set_ignore_case (filter, TRUE);
  g_signal_connect (search, "search-changed", G_CALLBACK (on_search_changed), filter);
  GtkFilterListModel *filtered = gtk_filter_list_model_new (G_LIST_MODEL (strings),
                                                            GTK_FILTER (filter));
  chooser->selection = gtk_single_selection_new (G_LIST_MODEL (filtered));
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (setup_row), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_row), NULL);
  GtkWidget *list = gtk_list_view_new (GTK_SELECTION_MODEL (chooser->selection), factory);
  chooser->list = list;
  gtk_widget_add_css_class (list, "navigation-sidebar");
  gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Games of the file"), -1);
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), list);
  gtk_widget_set_vexpand (scrolled, TRUE);
  gtk_box_append (GTK_BOX (box), scrolled);
  adw_window_set_content (ADW_WINDOW (window), box);

  g_signal_connect (open, "clicked", G_CALLBACK (on_open), window);
  g_signal_connect (cancel, "clicked", G_CALLBACK (on_cancel), window);
  g_signal_connect (list, "activate", G_CALLBACK (on_activate), window);
  g_signal_connect (chooser->selection, "notify::selected-item",
                    G_CALLBACK (on_selection_changed), open);
  /* Escape cancels, as in every dialog. */
  GtkEventController *keys = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_add_shortcut (
      GTK_SHORTCUT_CONTROLLER (keys),
      gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape, 0),
                        gtk_callback_action_new (close_window, NULL, NULL)));
  gtk_widget_add_controller (window, keys);
  gtk_window_set_default_widget (GTK_WINDOW (window), open);
  GtkEventController *arrows = gtk_event_controller_key_new ();
  g_signal_connect (arrows, "key-pressed", G_CALLBACK (on_search_key), window);
  gtk_widget_add_controller (search, arrows);
  g_signal_connect (search, "activate", G_CALLBACK (on_search_activate), window);
  gtk_window_present (GTK_WINDOW (window));
  gtk_widget_grab_focus (search);
}
