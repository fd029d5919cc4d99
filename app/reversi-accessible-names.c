/* SPDX-License-Identifier: MIT */
/* reversi-accessible-names.c: what a screen reader says for a widget
 * whose text has a mnemonic.
 *
 * GTK 4.8 names a button with use-underline after its raw label as well
 * as its text ("_Play Play"), and a Japanese mnemonic is written as a
 * suffix, "対局(_G)", which the screen reader would read as "(G)".  So
 * whenever a button, check box or label with use-underline gets its text,
 * its accessible label is set to the text without the mnemonic:
 * "_Play" is "Play", "対局(_G)" is "対局".  One hook for every window and
 * dialog of the app, so no .ui file has to repeat its labels.
 */
#include "reversi-accessible-names.h"

#include <string.h>

char *
reversi_accessible_strip_mnemonic (const char *text)
{
  GString *out = g_string_new (NULL);
  for (const char *p = text; *p; p++) {
    /* "(_X)" with X one ASCII letter or digit: the Japanese way. */
    if (p[0] == '(' && p[1] == '_' && g_ascii_isalnum (p[2]) && p[3] == ')') {
      p += 3;
      continue;
    }
    if (p[0] == '_') {
      if (p[1] == '_')
        g_string_append_c (out, '_');   /* "__" is a real underscore */
      if (p[1] == '_')
        p++;
      continue;
    }
    g_string_append_c (out, *p);
  }
  /* "(_X)" may sit after a space or before an ellipsis: tidy the ends. */
  g_strstrip (out->str);
  out->len = strlen (out->str);
  return g_string_free (out, FALSE);
}

/* The widget's text with a mnemonic, or NULL when it has none. */
static const char *
mnemonic_text (GObject *object)
{
  if (GTK_IS_BUTTON (object)) {
    GtkButton *button = GTK_BUTTON (object);
    return gtk_button_get_use_underline (button) ? gtk_button_get_label (button) : NULL;
  }
  if (GTK_IS_CHECK_BUTTON (object)) {
    GtkCheckButton *check = GTK_CHECK_BUTTON (object);
    return gtk_check_button_get_use_underline (check) ? gtk_check_button_get_label (check) : NULL;
  }
  if (GTK_IS_LABEL (object)) {
    GtkLabel *label = GTK_LABEL (object);
    return gtk_label_get_use_underline (label) ? gtk_label_get_label (label) : NULL;
  }
  return NULL;
}

/* GTK names a widget by its accessible label followed by the names of
 * the widgets labelling it: a button's label is its raw text ("_Play")
 * and its child label ("Play") labels it.  The button keeps only the
 * clean label; a label's own name (read by the entry it labels) is its
 * clean text. */
static void
fix_name (GObject *object)
{
  const char *text = mnemonic_text (object);
  if (!text || !*text)
    return;
  g_autofree char *name = reversi_accessible_strip_mnemonic (text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (object), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  if (!GTK_IS_LABEL (object))
    gtk_accessible_reset_relation (GTK_ACCESSIBLE (object), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
}

static void
on_text_changed (GObject *object, GParamSpec *pspec, gpointer user_data)
{
  fix_name (object);
}

/* Fix a widget's name now and whenever its text changes. */
static void
follow (GObject *object)
{
  if (!GTK_IS_BUTTON (object) && !GTK_IS_CHECK_BUTTON (object) && !GTK_IS_LABEL (object))
    return;
  if (!g_object_get_data (object, "reversi-accessible-name")) {
    g_object_set_data (object, "reversi-accessible-name", GINT_TO_POINTER (1));
    g_signal_connect (object, "notify::label", G_CALLBACK (on_text_changed), NULL);
    g_signal_connect (object, "notify::use-underline", G_CALLBACK (on_text_changed), NULL);
  }
  fix_name (object);
}

static void
follow_tree (GtkWidget *widget)
{
  follow (G_OBJECT (widget));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    follow_tree (child);
}

/* Every widget is realized before it is shown, the ones a dialog adds
 * later too: the moment to fix its name, and those of everything under
 * it, shown or not yet (a stack's other pages are read by a screen
 * reader too).  ("notify" itself cannot be hooked: GObject gives it
 * G_SIGNAL_NO_HOOKS.) */
static gboolean
on_realize (GSignalInvocationHint *hint, guint n_values, const GValue *values, gpointer data)
{
  follow_tree (GTK_WIDGET (g_value_get_object (&values[0])));
  return TRUE;   /* keep the hook */
}

void
reversi_accessible_names_init (void)
{
  static gboolean done;
  if (done)
    return;
  done = TRUE;
  /* A signal exists once its class has been made. */
  g_type_class_ref (GTK_TYPE_WIDGET);
  g_signal_add_emission_hook (g_signal_lookup ("realize", GTK_TYPE_WIDGET), 0, on_realize, NULL,
                              NULL);
}
