/* SPDX-License-Identifier: MIT */
/* reversi-worker-protocol.h: how the window and its search program talk.
 *
 * A computer's move is searched in a program of its own
 * (reversi-search-worker, built per variant like the app), so that a
 * student's search that crashes, hangs, prints or runs out of memory
 * ends that program, never the window.  The two speak lines of text over
 * the program's stdin and stdout; each line is a keyword, a space and a
 * GVariant in text form (g_variant_print):
 *
 *   worker -> app   hello {'protocol': <1>, 'memory-limit-mb': <N>}
 *   app -> worker   search {'game': <'reversi'>, ...}      (the request)
 *   app -> worker   stop                                   (play the best so far)
 *   worker -> app   depth N                                (a depth finished)
 *   worker -> app   result {'move': <34>, 'value': <...>, ...}
 *   worker -> app   error 'the message'                    (no move: why)
 *
 * A request with 'tree-max-nodes' asks for the tree the search explored
 * (common/search-tree.h): the program searches once, to the depth asked
 * (no deepening), recording at most that many nodes, and its result
 * carries the tree as 'tree', the block of search_tree_serialize in
 * base64.  A GameRules game's tree is the common search's (games/search)
 * with the strategy's method, whatever searches the game's computer,
 * unless 'tree-own-search' asks for the tree of the game's own computer
 * (tic-tac-toe's warm-up exercises t1 and t2 in the skeleton build).
 * 'tree-list1-replay' asks, for Reversi, for List 1's alpha-beta replayed
 * on the position (games/search, search-replay.h), the reference beside
 * the student's negamax: the one List 1 every build has, the student
 * handout included.
 *
 * The worker ends after its answer, and at once when its stdin closes
 * (the window went away), except after the result of a request that
 * keeps it (reversi_worker_request_keeps_worker: the enhanced player,
 * whose tables carry over from move to move as on the command line):
 * then it waits for the next request of the game, and a "stop" that
 * comes after its answer is for the search it has answered.  Anything
 * else, an error included, still ends it.  GVariant's text form keeps
 * each value on one line (a newline in a string is written \n), so a
 * line is a message.
 */
#pragma once

#include <gio/gio.h>

#include "game-rules.h"
#include "kyokumen.h"
#include "player-config.h"
#include "reversi-game-catalog.h"
#include "search-report.h"
#include "search-tree.h"

G_BEGIN_DECLS

#define REVERSI_WORKER_PROTOCOL_VERSION 2

#define REVERSI_WORKER_LINE_HELLO "hello"
#define REVERSI_WORKER_LINE_SEARCH "search"
#define REVERSI_WORKER_LINE_STOP "stop"
#define REVERSI_WORKER_LINE_DEPTH "depth"
#define REVERSI_WORKER_LINE_RESULT "result"
#define REVERSI_WORKER_LINE_ERROR "error"
/* Written by a crashing program that held at least half its memory
 * limit: the MB it held (an int32). */
#define REVERSI_WORKER_LINE_MEMORY "memory"

/** reversi_worker_line: "keyword value\n" (value may be NULL: the
 * keyword alone; a floating value is consumed, another left as it was).
 * Free with g_free(). */
char *reversi_worker_line (const char *keyword, GVariant *value);

/** reversi_worker_parse_line: split a line (without its newline) into
 * its keyword and value (NULL when there is none).  FALSE when it is not
 * a line of the protocol. */
gboolean reversi_worker_parse_line (const char *line, char **keyword, GVariant **value);

/** reversi_worker_reversi_request: the request for a Reversi search of
 * kyokumen by config. */
GVariant *reversi_worker_reversi_request (const Kyokumen *kyokumen, gboolean misere,
                                          const PlayerConfig *config);

/** reversi_worker_common_request: the request for a GameRules game's
 * computer at the end of path. */
GVariant *reversi_worker_common_request (const ReversiGameInfo *game, const GamePath *path,
                                        const ReversiCommonComputer *computer);

/** reversi_worker_request_game: the request's game id ("reversi", or a
 * GameRules game's id), or NULL when there is none. */
const char *reversi_worker_request_game (GVariant *request);

/** reversi_worker_read_reversi_request: the position and player of a
 * Reversi request; FALSE with an error when it does not make one. */
gboolean reversi_worker_read_reversi_request (GVariant *request, Kyokumen *kyokumen,
                                              gboolean *misere, PlayerConfig *config,
                                              GError **error);

/** reversi_worker_read_common_request: the game, its path (free it with
 * game_path_free) and computer of a GameRules request (without a start,
 * the game's own: a request written by hand). */
gboolean reversi_worker_read_common_request (GVariant *request, const ReversiGameInfo **game,
                                            GamePath **path, ReversiCommonComputer *computer,
                                            GError **error);

/** reversi_worker_search_report_to_variant: a Reversi search's report. */
GVariant *reversi_worker_search_report_to_variant (const SearchReport *report);

/** reversi_worker_search_report_from_variant: read it back; FALSE when
 * value is not such a report. */
gboolean reversi_worker_search_report_from_variant (GVariant *value, SearchReport *report);

/** reversi_worker_common_report_to_variant: a GameRules computer's report. */
GVariant *reversi_worker_common_report_to_variant (const ReversiCommonReport *report);

/** reversi_worker_common_report_from_variant: read it back. */
gboolean reversi_worker_common_report_from_variant (GVariant *value, ReversiCommonReport *report);

/** reversi_worker_request_with_tree: request (sunk) asking also for the
 * tree its search explores, at most max_nodes nodes of it. */
GVariant *reversi_worker_request_with_tree (GVariant *request, guint max_nodes);

/** reversi_worker_request_of_own_search: request (sunk) whose tree is
 * to come from the game's own computer (its choose), not from the common
 * search: tic-tac-toe's minimax and alpha-beta are the warm-up exercises
 * t1 and t2, whose tree the student wants to see. */
GVariant *reversi_worker_request_of_own_search (GVariant *request);

/** reversi_worker_request_is_own_search: whether request asks for that. */
gboolean reversi_worker_request_is_own_search (GVariant *request);

/** reversi_worker_request_of_list1_replay: request (sunk, Reversi's)
 * searched by List 1's replay (replay_list1_search) instead of the
 * request's strategy: the reference beside the student's negamax. */
GVariant *reversi_worker_request_of_list1_replay (GVariant *request);

/** reversi_worker_request_is_list1_replay: whether request asks for that. */
gboolean reversi_worker_request_is_list1_replay (GVariant *request);

/** reversi_worker_request_tree_nodes: whether request asks for the
 * tree, and the nodes it keeps at most. */
gboolean reversi_worker_request_tree_nodes (GVariant *request, guint *max_nodes);

/** reversi_worker_result_with_tree: a result (sunk) with tree added. */
GVariant *reversi_worker_result_with_tree (GVariant *result, const SearchTree *tree);

/** reversi_worker_common_request_take_back: a GameRules request (sunk)
 * for the position before its last move, which goes into *move; NULL
 * when it has no move to take back. */
GVariant *reversi_worker_common_request_take_back (GVariant *request, int *move);

/** reversi_worker_request_keeps_worker: whether the search program
 * stays after answering request, for the next move of the game: a
 * Reversi request whose player deepens itself (the enhanced player,
 * player_config_deepens_itself) and asks for no tree.  The course's
 * players are searched by a program of their own each move, so that
 * nothing of one search (a student's static variables, memory never
 * freed) reaches the next. */
gboolean reversi_worker_request_keeps_worker (GVariant *request);

/** reversi_worker_result_tree: the tree a result carries; NULL with an
 * error when it has none or it is damaged. */
SearchTree *reversi_worker_result_tree (GVariant *result, GError **error);

G_END_DECLS
