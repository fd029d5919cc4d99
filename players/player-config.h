/* SPDX-License-Identifier: MIT */
/* player-config.h: how a computer player is described and made.
 *
 * The app's start-game dialog, the headless player, the match runner and
 * the GTP front end all describe a computer player the same way: a
 * strategy and its settings.  As text (command lines, result files) a
 * configuration is the kit's one player syntax (common/player-spec.h)
 *
 *     STRATEGY[:DEPTH[:PERFECT_EMPTIES[:EVAL_INDEX]]]
 *
 * for example "alphabeta:6:14:1" (the course's player, depth 6, perfect
 * search from 14 empties, Eval8x8B).  Missing fields keep their defaults;
 * for enhanced, fields left out take the enhanced player's own defaults
 * (PLAYER_CONFIG_ENHANCED_*), so plain "enhanced" is its strongest
 * setting that still moves within a second.  The evaluators are those of
 * evaluator.h (0, 1, 2) and, for enhanced only, 3: the trained
 * evaluation (enhanced/eval-trained.h) on boards up to 8x8.
 * Strategies: alphabeta, random (takes no numbers; the old "random:4:10:1"
 * still reads), minimax, enhanced (the last two are instructor material,
 * absent from the student handout).
 *
 * Making a player needs the exercise modules (the course's
 * ComputerPlayer): a program links the player layer with one variant,
 * solutions/ or skeleton/.
 */
#pragma once

#include <glib.h>

#include "evaluator.h"
#include "player.h"

G_BEGIN_DECLS

/* The strategies, in the order the app's dialog lists them.  All are in
 * every build's enum; strategy_is_available () says which this build has
 * (the enhanced search is left out of the student handout). */
typedef enum {
  STRATEGY_ALPHA_BETA,   /* the course's negamax alpha-beta (ComputerPlayer) */
  STRATEGY_RANDOM,       /* a random legal move (seeded): the baseline */
  STRATEGY_MINIMAX,      /* plain minimax without pruning (search lab) */
  STRATEGY_ENHANCED,     /* the search lab's enhanced search (enhanced/) */
  STRATEGY_COUNT
} Strategy;

/* Why a configuration was refused. */
#define PLAYER_CONFIG_ERROR (player_config_error_quark ())

typedef enum {
  PLAYER_CONFIG_ERROR_SYNTAX,          /* not STRATEGY[:DEPTH[:PERFECT[:EVAL]]] */
  PLAYER_CONFIG_ERROR_NOT_AVAILABLE,   /* a strategy this build leaves out */
  PLAYER_CONFIG_ERROR_OUT_OF_RANGE,    /* a depth, empties or evaluator out of range */
} PlayerConfigError;

GQuark player_config_error_quark (void);

typedef struct {
  Strategy strategy;
  int depth;             /* search depth in plies */
  int perfect_empties;   /* perfect search from this many empties */
  int eval_index;        /* evaluator_get () index */
  guint32 seed;          /* for strategies that use chance */
} PlayerConfig;

#define PLAYER_CONFIG_DEFAULT_DEPTH 4
#define PLAYER_CONFIG_DEFAULT_PERFECT 10
#define PLAYER_CONFIG_DEFAULT_EVAL 1

/* The ranges player_config_check accepts (the programs' options say them too). */
#define PLAYER_CONFIG_MAX_DEPTH 60
#define PLAYER_CONFIG_MAX_PERFECT 100

/* The enhanced player's trained evaluation (boards up to 8x8, normal
 * rules; 10x10 and misere games fall back to Eval8x8C with mobility). */
#define PLAYER_CONFIG_EVAL_TRAINED EVALUATOR_COUNT

/* The enhanced player's defaults: every move under a second on every
 * board size (docs/benchmarks.md, "The trained evaluation and the
 * enhanced player's default"). */
#define PLAYER_CONFIG_ENHANCED_DEPTH 10
#define PLAYER_CONFIG_ENHANCED_PERFECT 18
#define PLAYER_CONFIG_ENHANCED_EVAL PLAYER_CONFIG_EVAL_TRAINED

/* The perfect-search empties of the strongest setting (the enhanced
 * player until stopped, player_config_until_stopped): 8x8 solves from
 * 22 empties mostly end within a few seconds, and one that does not is
 * not played. */
#define PLAYER_CONFIG_STRONG_PERFECT 22

/** player_config_init: the defaults (alpha-beta, depth 4, perfect from 10 empties, Eval8x8B). */
void player_config_init (PlayerConfig *config);

/** strategy_id: the strategy's name in text form ("alphabeta"). */
const char *strategy_id (Strategy strategy);

/** strategy_label: the strategy's name for people, translated. */
const char *strategy_label (Strategy strategy);

/** strategy_from_id: the strategy named id; FALSE if there is none. */
gboolean strategy_from_id (const char *id, Strategy *strategy);

/** strategy_is_available: FALSE for strategies this build leaves out. */
gboolean strategy_is_available (Strategy strategy);

/** strategy_list_text: the strategies this build has, one per line
 * ("\n  alphabeta  Alpha-beta ..."), for a program's --help.  Free with
 * g_free(). */
char *strategy_list_text (void);

/** player_config_parse: read a configuration in text form (see above;
 * old spellings read too: player_spec_print_note tells a program's user);
 * fields left out keep their value in config (for enhanced: take the
 * PLAYER_CONFIG_ENHANCED_* defaults).  Only the form is checked
 * (see player_config_check for the values).  On error config is
 * unchanged and the message says what is wrong. */
gboolean player_config_parse (PlayerConfig *config, const char *text, GError **error);

/** player_config_check: TRUE when a player can be made from config: its
 * strategy is in this build and its numbers are in range. */
gboolean player_config_check (const PlayerConfig *config, GError **error);

/** player_config_from_text: player_config_parse, then player_config_check:
 * a configuration a player can be made from, or config unchanged and an
 * error. */
gboolean player_config_from_text (PlayerConfig *config, const char *text, GError **error);

/** player_config_to_text: the text form ("alphabeta:4:10:1"; "random" alone).
 * Free with g_free(). */
char *player_config_to_text (const PlayerConfig *config);

/** player_config_create_player: a new player as configured; NULL with an
 * error when the configuration is out of range or not available. */
Player *player_config_create_player (const PlayerConfig *config, GError **error);

/** player_config_deepens_itself: whether config's player deepens one
 * ply at a time within one search and says each depth it finished
 * through its SearchControl (the enhanced player: each depth's table
 * orders the next).  player_config_decide_deepening searches the other
 * players once per depth. */
gboolean player_config_deepens_itself (const PlayerConfig *config);

/** player_config_until_stopped: whether config's player deepens until
 * it is stopped (a time limit, Stop): the enhanced player at
 * PLAYER_CONFIG_MAX_DEPTH, which has then no node budget either, and
 * solves the endgame only when the solve finishes in time (see
 * player_config_decide_deepening).  Without a time limit such a player
 * thinks until Stop. */
gboolean player_config_until_stopped (const PlayerConfig *config);

/** player_config_decide_deepening: the move of config's player in
 * kyokumen, searched one ply deeper at a time up to config's depth (at
 * once to the end when it has perfect_empties or fewer empties), so that
 * when control says stop (Stop, a time limit) the move is the one of the
 * deepest search that finished, not a half-searched one; control's
 * depth_finished (search-report.h) hears each depth finished.
 *
 * A player that deepens itself (player_config_deepens_itself) searches
 * once, exactly as player_decide_move would: player is config's player
 * kept by the caller from move to move, so its tables carry over (NULL:
 * one is made for this move).  The others are searched once per depth,
 * each by a player of its own (player is not used), so the last search
 * reports exactly what one search to config's depth would.  A player
 * that deepens until stopped (player_config_until_stopped) and has more
 * than PLAYER_CONFIG_ENHANCED_PERFECT empties left to solve first finds
 * the default enhanced player's move, which it plays when the stop cuts
 * the solve short.  report->stopped says the search was cut short.  The
 * app's search program and reversi-gtp's clock both play this way. */
gboolean player_config_decide_deepening (const PlayerConfig *config, Player *player,
                                         const Kyokumen *kyokumen, gboolean misere,
                                         SearchControl *control, Sashite *move,
                                         SearchReport *report, GError **error);

G_END_DECLS
