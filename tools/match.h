/* SPDX-License-Identifier: MIT */
/* match.h: playing the games of a match.
 *
 * A match player is either one of this build's computer players, given
 * as a player configuration ("alphabeta:6:14:1"), or an external program
 * that speaks GTP, given as "gtp:" and its command line
 * ("gtp:/usr/games/gtp-rhino -l 3").  Both play out of the runner's
 * process: a kit player is this build's GTP engine (reversi-gtp, or
 * reversi-gtp-skeleton for the skeleton's runner) started with --player
 * SPEC.  match_play_game plays one game between two of them and
 * describes it as a MatchGame; a program that fails (crashes, hangs past
 * the timeout, answers nonsense, plays an illegal move, resigns) forfeits
 * that game and is started afresh for the next.  A student's search that
 * crashes or hangs is such a program: it never stops the runner.
 */
#pragma once

#include <glib.h>

#include "match-results.h"

G_BEGIN_DECLS

typedef struct MatchPlayer MatchPlayer;

/** match_use_engine: the program that plays the kit players (the GTP
 * engine of the runner's variant, "reversi-gtp-skeleton" for
 * reversi-match-skeleton), looked for next to the runner's executable,
 * then at installed (a path: installed programs have the kit's prefix,
 * reversi-kit-gtp).  REVERSI_MATCH_GTP_ENGINE, a command line, names
 * another program (for tests).  Without a call: "reversi-gtp". */
void match_use_engine (const char *program, const char *installed);

/** match_player_new: a player from its spec.  Programs (a kit player's
 * engine too) are started when first needed; each command waits at most
 * timeout_seconds.  NULL with an error when the spec is not a player. */
MatchPlayer *match_player_new (const char *spec, double timeout_seconds, GError **error);

/** match_player_free: release the player, ending its program if any. */
void match_player_free (MatchPlayer *player);

/** match_player_spec: the player's spec in canonical form (kit players
 * with every field written), the name used in results. */
const char *match_player_spec (const MatchPlayer *player);

/** match_player_set_name: the name to use in results instead of the spec
 * (to tell apart two players with the same spec). */
void match_player_set_name (MatchPlayer *player, const char *name);

/** match_player_check: start the player's program for a match on a size
 * x size board (misere: the misère rule, which a kit player's engine is
 * started with) and make sure it takes that board, so that a program that
 * can never play the match is reported before the match starts. */
gboolean match_player_check (MatchPlayer *player, int size, gboolean misere, GError **error);

/** match_play_game: play one game from the standard start of size after
 * the opening moves (may be empty).  The caller sets game->index first:
 * kit players that use chance are seeded from it, so a game is the same
 * in the whole match and in a part of it.  Fills every other field of
 * game.  Returns FALSE only when the opening itself is not legal. */
gboolean match_play_game (MatchPlayer *black, MatchPlayer *white, int size, gboolean misere,
                          const char *opening, MatchGame *game, GError **error);

/* The deepest all-K openings: 8 plies are 390,216 move sequences on 8x8. */
#define MATCH_MAX_OPENING_PLIES 8

/** match_openings_all: every distinct position reached after `plies`
 * moves from the standard start of size (positions that are rotations or
 * reflections of one found earlier are left out), as move lists in a fixed
 * order: depth-first, moves in board order.  A GPtrArray of strings. */
GPtrArray *match_openings_all (int size, int plies);

/** match_openings_read: the openings of a file, one move list per line
 * ("#" comments and empty lines skipped), each checked on a size board.
 * NULL with an error naming the line that is wrong. */
GPtrArray *match_openings_read (const char *path, int size, GError **error);

G_END_DECLS
