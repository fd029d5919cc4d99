/* SPDX-License-Identifier: MIT */
/* enhanced-player.h: the Player around the search lab's enhanced search.
 *
 * enhanced/ holds the search itself and no user-visible text; this
 * adapter turns its reports into a Player's moves and errors.  Built
 * only where enhanced/ is (HAVE_ENHANCED): the student handout leaves
 * both out.
 */
#pragma once

#include <glib.h>

#include "enhanced-search.h"
#include "player.h"

G_BEGIN_DECLS

/** enhanced_player_new: a player searching with the enhanced search of
 * enhanced/; its name is "enhanced-DEPTH-PERFECT-EVAL". */
Player *enhanced_player_new (const EnhancedOptions *options);

G_END_DECLS
