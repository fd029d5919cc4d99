/* SPDX-License-Identifier: MIT */
/* sgf-tree.h: SGF's game trees (Smart Game Format, FF[4]), about no
 * game in particular.
 *
 * An SGF file is a collection of game trees "(;node;node(;...)(;...))";
 * a node is a list of properties ID[value][value]..., values escaped
 * with a backslash.  The kit reads the main line of a tree (the first
 * variation at each branch), which is the game as it was played; what a
 * property means is the game's (GM): engine/game-file.c reads Othello's
 * (GM[2]), games/go/go-sgf.c Go's (GM[1]).
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct {
  char id[8];          /* the identifier's capitals: "B", "AB", "KM" */
  GPtrArray *values;   /* char *, unescaped; at least one */
} SgfProperty;

/** sgf_read_main_line: the main line of the game tree at *p (which
 * starts with "("), up to end: its nodes, each a GPtrArray of
 * SgfProperty.  *p is left after the tree.  NULL with a G_FILE_ERROR
 * when the tree is cut short.  Free with g_ptr_array_unref. */
GPtrArray *sgf_read_main_line (const char **p, const char *end, GError **error);

/** sgf_node_value: the first value of property id in node (NULL:
 * none). */
const char *sgf_node_value (GPtrArray *node, const char *id);

/** sgf_append_property: append ID[value] to out, with "]" and "\\"
 * escaped by a backslash, as SGF, and GGF after it, write a value
 * (value NULL: empty). */
void sgf_append_property (GString *out, const char *id, const char *value);

/** sgf_has_variations: whether the SGF text from p to end holds a
 * variation (a game tree inside a tree), of which sgf_read_main_line
 * reads only the first at each branch. */
gboolean sgf_has_variations (const char *p, const char *end);

G_END_DECLS
