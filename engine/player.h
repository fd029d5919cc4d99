/* player.h: a player of a game (the course's Player).
 *
 * A player is a small table of functions: its name, and decide_move,
 * which picks a move for the side to move of a position.  The human
 * player's moves come from outside (a click, typed notation, a relayed
 * move): the caller hands the move over with human_player_set_move()
 * before asking.  The computer player (computer-player.h) searches.
 *
 * Searches can run on a worker thread.  SearchControl is how the thread
 * that started a search asks it to stop: the search looks at
 * stop_requested at every node and, when it is set, returns the best move
 * it has found so far.
 */
#pragma once

#include <glib.h>

#include "kyokumen.h"

G_BEGIN_DECLS

/* The longest best line a report keeps. */
#define SEARCH_REPORT_MAX_LINE 64

typedef struct {
  gint stop_requested;   /* set with g_atomic_int_set (&c->stop_requested, 1) */
  guint64 node_limit;    /* 0: no limit; else stop after this many nodes */
} SearchControl;

/* What one computer move found, for the window and the command-line tools. */
typedef struct {
  Sashite move;
  int value;              /* from the mover's view, in evaluation units */
  gboolean exact;         /* perfect search: value is FINAL_DISC_VALUE x final score */
  int depth;              /* search depth used */
  Sashite best_line[SEARCH_REPORT_MAX_LINE];
  int best_line_length;
  guint64 nodes;          /* positions visited */
  guint64 evaluations;    /* evaluation function calls (terminal included) */
  double seconds;         /* wall-clock time of the search */
  gboolean stopped;       /* stopped early: the move is the best found so far */
} SearchReport;

typedef struct Player Player;

typedef struct {
  /** name: the name shown in the window and in records. */
  const char *(*name) (const Player *self);
  /** decide_move: choose a move for the side to move of kyokumen (a
   * position that is not over).  report may be NULL. On failure returns
   * FALSE and sets error; the caller must not play anything. */
  gboolean (*decide_move) (Player *self, const Kyokumen *kyokumen, gboolean misere,
                           SearchControl *control, Sashite *move, SearchReport *report,
                           GError **error);
  /** free: release the player. */
  void (*free) (Player *self);
} PlayerFunctions;

struct Player {
  const PlayerFunctions *functions;
  gboolean is_human;
};

/** player_name: the player's name. */
const char *player_name (const Player *player);

/** player_decide_move: see PlayerFunctions.decide_move. */
gboolean player_decide_move (Player *player, const Kyokumen *kyokumen, gboolean misere,
                             SearchControl *control, Sashite *move, SearchReport *report,
                             GError **error);

/** player_free: release a player (NULL is allowed). */
void player_free (Player *player);

/** human_player_new: a player whose moves are handed in from outside. */
Player *human_player_new (const char *name);

/** human_player_set_move: the move the human chose; the next decide_move returns it. */
void human_player_set_move (Player *player, Sashite move);

/** search_report_line_to_text: the best line in notation ("c4 c3 pass d3").
 * Free with g_free(). */
char *search_report_line_to_text (const SearchReport *report, int size);

G_END_DECLS
