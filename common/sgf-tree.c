/* SPDX-License-Identifier: MIT */
/* sgf-tree.c: reading SGF's game trees. */
#include "sgf-tree.h"

#include <glib/gi18n-lib.h>
#include <string.h>

static void
sgf_property_free (gpointer data)
{
  SgfProperty *prop = data;
  g_ptr_array_unref (prop->values);
  g_free (prop);
}

GPtrArray *
sgf_read_main_line (const char **p, const char *end, GError **error)
{
  GPtrArray *nodes = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  int depth = 0;
  gboolean in_main = TRUE;
  const char *q = *p;
  GPtrArray *node = NULL;
  while (q < end) {
    char c = *q;
    if (c == '(') {
      /* A second variation at this level is not the main line. */
      depth++;
      q++;
    } else if (c == ')') {
      depth--;
      q++;
      if (depth == 0)
        break;
      in_main = FALSE;   /* after the first variation ends, the rest is off the line */
    } else if (c == ';') {
      q++;
      node = NULL;
      if (in_main) {
        node = g_ptr_array_new_with_free_func (sgf_property_free);
        g_ptr_array_add (nodes, node);
      }
    } else if (g_ascii_isupper (c) || g_ascii_islower (c)) {
      SgfProperty *prop = g_new0 (SgfProperty, 1);
      prop->values = g_ptr_array_new_with_free_func (g_free);
      gsize n = 0;
      while (q < end && g_ascii_isalpha (*q)) {
        /* FF[3] allowed lower case letters in identifiers: only the
         * capitals count. */
        if (g_ascii_isupper (*q) && n + 1 < sizeof prop->id)
          prop->id[n++] = *q;
        q++;
      }
      while (q < end && g_ascii_isspace (*q))
        q++;
      while (q < end && *q == '[') {
        GString *value = g_string_new (NULL);
        q++;
        while (q < end && *q != ']') {
          if (*q == '\\' && q + 1 < end)
            q++;
          g_string_append_c (value, *q++);
        }
        if (q >= end) {
          g_string_free (value, TRUE);
          sgf_property_free (prop);
          g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                       _("The SGF game is cut short inside %s[…]: the “]” is missing."), prop->id);
          g_ptr_array_unref (nodes);
          return NULL;
        }
        q++;
        g_ptr_array_add (prop->values, g_string_free (value, FALSE));
        while (q < end && g_ascii_isspace (*q))
          q++;
      }
      if (node && prop->values->len > 0)
        g_ptr_array_add (node, prop);
      else
        sgf_property_free (prop);
    } else {
      q++;   /* spaces between nodes */
    }
  }
  *p = q;
  if (depth != 0) {
    g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                 _("The SGF game is cut short: a “)” is missing."));
    g_ptr_array_unref (nodes);
    return NULL;
  }
  return nodes;
}

const char *
sgf_node_value (GPtrArray *node, const char *id)
{
  for (guint i = 0; node && i < node->len; i++) {
    SgfProperty *prop = node->pdata[i];
    if (strcmp (prop->id, id) == 0)
      return prop->values->pdata[0];
  }
  return NULL;
}

void
sgf_append_property (GString *out, const char *id, const char *value)
{
  g_string_append_printf (out, "%s[", id);
  for (const char *p = value ? value : ""; *p; p++) {
    if (*p == ']' || *p == '\\')
      g_string_append_c (out, '\\');
    g_string_append_c (out, *p);
  }
  g_string_append_c (out, ']');
}

gboolean
sgf_has_variations (const char *p, const char *end)
{
  int depth = 0;
  gboolean in_value = FALSE;
  for (; p < end; p++) {
    if (in_value) {
      if (*p == '\\' && p + 1 < end)
        p++;
      else if (*p == ']')
        in_value = FALSE;
    } else if (*p == '[') {
      in_value = TRUE;
    } else if (*p == '(') {
      /* A tree inside a tree: a variation (trees one after the other
       * are a collection of games). */
      if (++depth > 1)
        return TRUE;
    } else if (*p == ')') {
      depth--;
    }
  }
  return FALSE;
}
