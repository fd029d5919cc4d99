/* SPDX-License-Identifier: MIT */
/* search-tree.h: the tree a search explored, recorded from outside it.
 *
 * A SearchTree watches a search through the calls every search of the
 * kit already makes: entering a position (generating its moves), making a
 * move, evaluating a position.  It never asks the searcher for its
 * values, so it records a student's negamax whatever its shape; what the
 * search itself does not say (each node's value, its window, the cuts) is
 * derived from what it did:
 *
 *   - a node's value: its evaluation at a leaf; above, the best of its
 *     visited children, from the view the trace was begun with.  Where a
 *     child was never visited the value is a bound ("≥ 3"), exactly what
 *     alpha-beta knows there;
 *   - its window (alpha, beta on entry): recorded where the search hands
 *     it over (the game-agnostic searches), else derived as List 1 passes
 *     it down: (-beta, -m) to each child, m the best so far;
 *   - the cut children: moves generated at an expanded node that were
 *     never visited;
 *   - the best line: the searcher's own when it is given
 *     (search_tree_set_line), else the children whose values made their
 *     parent's.
 *
 * The hooks, in the order a search calls them, each at `ply` (0 at the
 * root):
 *
 *   search_tree_move (t, ply, move)    a move made at ply: the position
 *       at ply + 1 is its child (copy-make searches that know their path)
 *   search_tree_sync (t, path, ply)    the position at ply is the one the
 *       moves path[0 .. ply-1] lead to (searches that keep a move history,
 *       such as the Reversi Kyokumen, and are watched from its hooks)
 *   search_tree_enter (t, ply, side, moves, count)   its moves generated:
 *       a node as the searches count it
 *   search_tree_window (t, ply, alpha, beta)         its window on entry
 *   search_tree_evaluation (t, ply, side, value)     an evaluation, from
 *       the side to move's view
 *   search_tree_table_value (t, ply, value)          answered by a table
 *
 * A search picks up the trace of its thread (search_tree_set_active), so
 * a program traces a search by setting it around the call; the searches
 * read it once when they start, and with none set they cost one branch
 * per hook.  A trace keeps at most max_nodes nodes; beyond that it still
 * counts the nodes and evaluations but records no more, and says it was
 * cut off (truncated).
 *
 * The writers draw the tree as Graphviz DOT or as an indented text
 * outline (docs/search-tree.md shows both).  The app's tree view reads the
 * same nodes (search_tree_node, search_tree_derive).
 */
#pragma once

#include <glib.h>
#include <stdio.h>

G_BEGIN_DECLS

/* The default and the largest node cap. */
#define SEARCH_TREE_DEFAULT_MAX_NODES 10000
#define SEARCH_TREE_LIMIT_MAX_NODES 10000000

/* "No such value": an unknown bound or an absent window. */
#define SEARCH_TREE_INFINITY G_MAXINT

/* Which view the values are shown from. */
typedef enum {
  SEARCH_TREE_VIEW_SIDE_TO_MOVE,  /* negamax: each node from its side to move's view */
  SEARCH_TREE_VIEW_FIRST_SIDE,    /* minimax: side 0 maximises, side 1 minimises */
} SearchTreeView;

typedef enum {
  SEARCH_TREE_FORMAT_TEXT,
  SEARCH_TREE_FORMAT_DOT,
} SearchTreeFormat;

/* One position of the tree. */
typedef struct {
  int parent;           /* node index, -1 for a root */
  int move;             /* the move from the parent (undefined at a root) */
  int ply;
  int side;             /* 0 or 1: the side to move; -1 unknown */
  int first_child, next_sibling;   /* visited children, in visit order; -1 none */
  int moves_start, moves_count;    /* the moves generated (search_tree_moves) */
  guint entries;        /* times its moves were generated (a node's count) */
  guint evaluations;    /* evaluations of this position */
  int evaluation;       /* the last one, side to move's view */
  gboolean has_table_value;
  int table_value;      /* side to move's view */
  gboolean has_window;  /* alpha, beta recorded by the search */
  int alpha, beta;      /* side to move's view */
} SearchTreeNode;

/* What the trace derives for a node (search_tree_derive). */
typedef struct {
  int low, high;        /* the value lies in [low, high], in the trace's view;
                           -/+SEARCH_TREE_INFINITY where unbounded */
  gboolean has_window;  /* alpha, beta: recorded or derived as List 1 */
  gboolean window_recorded;
  int alpha, beta;      /* the side to move's view, +-SEARCH_TREE_INFINITY */
  int cut_count;        /* generated moves never visited below an expanded node */
  gboolean on_line;     /* on the best line */
} SearchTreeDerived;

typedef struct SearchTree SearchTree;

/* The text of a move, for the writers; text has room for 16 bytes. */
typedef void (*SearchTreeMoveText) (int move, char text[16], gpointer data);

/* How the writers name things: moves through move_text (NULL: the
 * number), the sides by side_names (NULL: "first", "second"). */
typedef struct {
  SearchTreeMoveText move_text;
  gpointer data;
  const char *side_names[2];
  const char *title;    /* heads the output (a game, a position); may be NULL */
} SearchTreeStyle;

/** search_tree_new: an empty trace keeping at most max_nodes nodes
 * (1 .. SEARCH_TREE_LIMIT_MAX_NODES). */
SearchTree *search_tree_new (guint max_nodes);

/** search_tree_free: release the trace (NULL is allowed). */
void search_tree_free (SearchTree *trace);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SearchTree, search_tree_free)

/** search_tree_begin: forget what was recorded and get ready for a
 * search named `method` ("alpha-beta"), showing values in `view`. */
void search_tree_begin (SearchTree *trace, const char *method, SearchTreeView view);

/** search_tree_set_active / search_tree_active: the trace the searches
 * of this thread record into; NULL (the default) records nothing. */
void search_tree_set_active (SearchTree *trace);
SearchTree *search_tree_active (void);

/* The hooks (see above). */
void search_tree_move (SearchTree *trace, int ply, int move);
void search_tree_sync (SearchTree *trace, const int *path, int ply);
void search_tree_enter (SearchTree *trace, int ply, int side, const int *moves, int count);
void search_tree_window (SearchTree *trace, int ply, int alpha, int beta);
void search_tree_evaluation (SearchTree *trace, int ply, int side, int value);
void search_tree_table_value (SearchTree *trace, int ply, int value);

/** search_tree_set_line: the best line the search reported. */
void search_tree_set_line (SearchTree *trace, const int *line, int length);

/** search_tree_set_root_window: the window the root was searched with,
 * for searches whose windows are derived (List 1's shape). */
void search_tree_set_root_window (SearchTree *trace, int alpha, int beta);

/* ---- reading a trace ------------------------------------------------- */

/** search_tree_node_count: the nodes kept. */
guint search_tree_node_count (const SearchTree *trace);

/** search_tree_node: node i (0 .. node_count - 1); parents come first. */
const SearchTreeNode *search_tree_node (const SearchTree *trace, guint i);

/** search_tree_moves: the moves generated at node (moves_count of them). */
const int *search_tree_moves (const SearchTree *trace, const SearchTreeNode *node);

/** search_tree_derive: fill derived[i] for every node (an array of
 * search_tree_node_count entries, g_free it). */
SearchTreeDerived *search_tree_derive (const SearchTree *trace);

/** search_tree_counts: nodes entered and evaluations made, all of them
 * (beyond the cap too), and whether the cap cut the recording off. */
void search_tree_counts (const SearchTree *trace, guint64 *nodes, guint64 *evaluations,
                          gboolean *truncated);

/** search_tree_recorded_counts: the same, summed over the nodes kept. */
void search_tree_recorded_counts (const SearchTree *trace, guint64 *nodes, guint64 *evaluations);

/** search_tree_is_empty: nothing was recorded (a search that does not
 * record, such as the enhanced player's). */
gboolean search_tree_is_empty (const SearchTree *trace);

/* ---- writing a trace ------------------------------------------------- */

/** search_tree_format_from_name: "dot" or "text" (and "txt"). */
gboolean search_tree_format_from_name (const char *name, SearchTreeFormat *format);

/** search_tree_format_for_file: DOT for a name ending in .dot or .gv,
 * else text. */
SearchTreeFormat search_tree_format_for_file (const char *filename);

/** search_tree_to_text: the tree in `format`, named as style says.
 * Free with g_free(). */
char *search_tree_to_text (const SearchTree *trace, SearchTreeFormat format,
                            const SearchTreeStyle *style);

/** search_tree_write_file: search_tree_to_text into filename; FALSE
 * with a G_FILE_ERROR naming the file when it cannot be written. */
gboolean search_tree_write_file (const SearchTree *trace, const char *filename,
                                  SearchTreeFormat format, const SearchTreeStyle *style,
                                  GError **error);

/** search_tree_check_file: can filename be written (its folder exists
 * and it is not a folder)?  Programs check before a long search. */
gboolean search_tree_check_file (const char *filename, GError **error);

/* ---- the command line: --trace FILE, --trace-format, --trace-max-nodes ---- */

/* What the three options set; SEARCH_TREE_OPTIONS_INIT before parsing. */
typedef struct {
  char *file;             /* --trace FILE, or NULL */
  char *format_name;      /* --trace-format dot|text, or NULL: by the file's name */
  int max_nodes;          /* --trace-max-nodes N */
  SearchTreeFormat format;   /* set by search_tree_options_check */
} SearchTreeOptions;

#define SEARCH_TREE_OPTIONS_INIT { .max_nodes = SEARCH_TREE_DEFAULT_MAX_NODES }

/* The three entries, for a program's GOptionEntry table. */
#define SEARCH_TREE_OPTION_ENTRIES(o)                                                          \
  { "trace", 0, 0, G_OPTION_ARG_FILENAME, &(o)->file,                                          \
    N_("Write the tree of the first computer search to FILE (Graphviz DOT for a name ending in .dot or .gv, else a text outline)"), \
    "FILE" },                                                                                  \
  { "trace-format", 0, 0, G_OPTION_ARG_STRING, &(o)->format_name,                              \
    N_("Format of --trace: dot or text (default: by the file's name)"), "FORMAT" },           \
  { "trace-max-nodes", 0, 0, G_OPTION_ARG_INT, &(o)->max_nodes,                                \
    N_("Nodes --trace keeps at most, 1 to 10000000 (default 10000); the file says when the tree was cut off"), \
    "N" }

/* Its range, for the program's KitOptionRange table. */
#define SEARCH_TREE_OPTION_RANGE { "trace-max-nodes", 1, SEARCH_TREE_LIMIT_MAX_NODES, 1 }

/** search_tree_options_check: after parsing, read --trace-format and check
 * that --trace names a file that can be written; FALSE with a
 * G_OPTION_ERROR_BAD_VALUE saying what is wrong. */
gboolean search_tree_options_check (SearchTreeOptions *options, GError **error);

/** search_tree_options_clear: free the strings the options hold. */
void search_tree_options_clear (SearchTreeOptions *options);

/* g_auto (SearchTreeOptions): freed on every way out, a refusal's too. */
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (SearchTreeOptions, search_tree_options_clear)

/** search_tree_stopped: the hook for a node the search counted and then
 * stopped at (a node limit, a time limit, a stop asked for) before
 * generating its moves: it is counted and kept as a node entered, with
 * no moves and no value, so that the trace counts every node the search
 * counts, a stopped search's too. */
void search_tree_stopped (SearchTree *trace, int ply, int side);
/* ---- sending a trace to another process ------------------------------- */

/** search_tree_serialize: the trace as a compact block of bytes (the
 * nodes, their moves and what they recorded, the counts, the method, the
 * view, the best line and the root's window), for the app's search
 * program to send the tree it recorded to the window. */
GBytes *search_tree_serialize (const SearchTree *trace);

/** search_tree_deserialize: the trace a block of search_tree_serialize
 * holds; NULL with a G_CONVERT_ERROR_ILLEGAL_SEQUENCE (GLib only) when the block is not one
 * (damaged, cut short, or of another version): nothing half-read is
 * returned.  The trace read can be read and written, not recorded into. */
SearchTree *search_tree_deserialize (const guint8 *data, gsize length, GError **error);

/** search_tree_get_method: the method named at search_tree_begin. */
const char *search_tree_get_method (const SearchTree *trace);

/** search_tree_get_view: the view the values are shown from. */
SearchTreeView search_tree_get_view (const SearchTree *trace);

/** search_tree_get_max_nodes: the node cap. */
guint search_tree_get_max_nodes (const SearchTree *trace);

/** search_tree_value_text: a derived value as the writers write it:
 * "3", "≥ 3", "≤ 3", "2..5" or "?".  Free with g_free(). */
char *search_tree_value_text (const SearchTreeDerived *derived);

/** search_tree_number_text: a value or a bound of a window, with
 * "+∞" and "-∞".  Free with g_free(). */
char *search_tree_number_text (int value);

/* ---- comparing two searches of one position ---------------------------- */

/* Where two trees of the same position first part (search_tree_parting). */
typedef struct {
  int node_a, node_b;   /* the position where they part, in each tree */
  int path_length;      /* its depth: the moves from the root */
  int move_a, move_b;   /* the move each went into next there, -1 when it
                           went into none (it stopped: a cut, or a leaf);
                           both -1 when the two evaluated it differently */
  int evaluation_a, evaluation_b;   /* those evaluations (side to move's view) */
} SearchTreeParting;

/** search_tree_parting: the first position, in the order the searches
 * went through them (depth first, children in the order visited), where
 * trees a and b did different things: one went into a move the other did
 * not go into next (it cut there, stopped, or took another move first),
 * or they evaluated it differently.  FALSE when they went into the same
 * positions in the same order with the same evaluations (as far as both
 * kept them: below a node cap, compare no further than the caps).  A
 * student's negamax against List 1's on the same position: where the
 * student's first parts from List 1. */
gboolean search_tree_parting (const SearchTree *a, const SearchTree *b, SearchTreeParting *parting);

/* ---- counts in words ---------------------------------------------------- */

/** search_tree_nodes_text: "1 node", "1,348 nodes": the count in the
 * plural form its number takes in the user's language, its digits
 * grouped as the locale groups them (not at all in the C locale).  Every
 * program and window that says how many nodes a search entered says it
 * with this.  Free with g_free(). */
char *search_tree_nodes_text (guint64 nodes);

/** search_tree_evaluations_text: "1 evaluation", "8 evaluations", the
 * same way.  Free with g_free(). */
char *search_tree_evaluations_text (guint64 evaluations);

/** search_tree_counts_text: "15 nodes, 10 evaluations", "1 node, 1
 * evaluation": a search's two counts, as the trace's heading, the tree
 * window and the report after a computer move say them.  Free with
 * g_free(). */
char *search_tree_counts_text (guint64 nodes, guint64 evaluations);

G_END_DECLS
