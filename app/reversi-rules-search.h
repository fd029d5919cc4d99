/* reversi-rules-search.h: a computer's move in a GameRules game, chosen
 * in the search program.
 *
 * The counterpart of reversi-search.h for tic-tac-toe, Kalah and Go: the
 * program replays the game from the request and runs the game's
 * strategy; this side keeps its own copy of the game (replayed: a
 * position may point at its parent) to check the answer against.
 */
#pragma once

#include <gio/gio.h>

#include "reversi-game-catalog.h"

G_BEGIN_DECLS

#define REVERSI_TYPE_RULES_SEARCH (reversi_rules_search_get_type ())
G_DECLARE_FINAL_TYPE (ReversiRulesSearch, reversi_rules_search, REVERSI, RULES_SEARCH, GObject)

/** reversi_rules_search_new: a search of the position at the end of path
 * (copied) by computer, as game's strategy does it. */
ReversiRulesSearch *reversi_rules_search_new (const ReversiGameInfo *game, const GamePath *path,
                                              const ReversiRulesComputer *computer);

/** reversi_rules_search_run_async: start the search program; callback
 * runs on the calling thread's main context when it is done. */
void reversi_rules_search_run_async (ReversiRulesSearch *self, GAsyncReadyCallback callback,
                                     gpointer user_data);

/** reversi_rules_search_finish: the move (always legal) and what it
 * rests on.  G_IO_ERROR_CANCELLED after reversi_rules_search_cancel;
 * REVERSI_WORKER_ERROR when the program failed (see reversi-search.h). */
gboolean reversi_rules_search_finish (ReversiRulesSearch *self, GAsyncResult *result,
                                      ReversiRulesReport *report, GError **error);

/** reversi_rules_search_stop: end now with the best move found so far. */
void reversi_rules_search_stop (ReversiRulesSearch *self);

/** reversi_rules_search_cancel: end now and throw the move away. */
void reversi_rules_search_cancel (ReversiRulesSearch *self);

/** reversi_rules_search_get_seconds: wall-clock seconds since it started. */
double reversi_rules_search_get_seconds (ReversiRulesSearch *self);

/** reversi_rules_search_get_depth_done: the deepest depth finished so far
 * (0 before the first, and for a search that reads to the end). */
int reversi_rules_search_get_depth_done (ReversiRulesSearch *self);

/** reversi_rules_search_get_depth_target: the depth it goes to; 0 when it
 * reads to the end of the game (or does not search). */
int reversi_rules_search_get_depth_target (ReversiRulesSearch *self);

G_END_DECLS
