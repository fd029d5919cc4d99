/* SPDX-License-Identifier: MIT */
/* enhanced-search.h: the search lab's enhanced search and its player.
 *
 * Midgame: negamax alpha-beta with principal variation search, iterative
 * deepening, a transposition table (Zobrist keys), and move ordering by
 * the table's move, two killer moves per ply and, deep enough in the
 * tree, a shallow search (the evaluator's value one ply down).  It works
 * on Kyokumen, so every board size and the course's evaluators are used
 * as they are.
 *
 * From perfect_empties empty squares it solves the game exactly: boards
 * up to 8x8 with the bitboard solver of endgame.h, 10x10 with the solver
 * on 128-bit boards of endgame-wide.h.
 *
 * With options.trained the midgame of boards up to 8x8 (normal rules)
 * is searched on bitboards with the trained evaluation (midgame.h,
 * eval-trained.h); 10x10 and misere games keep the search above with
 * options.evaluate.
 *
 * fixed_depth turns off whatever can change the value a plain negamax
 * of the same depth would find (the table then only answers for the same
 * depth), so tests can compare values with minimax and alpha-beta.
 *
 * This folder is instructor material: the student handout leaves it out,
 * and code outside it uses it only under HAVE_ENHANCED.  The Player
 * around it (enhanced_player_new) is in players/enhanced-player.c, which
 * keeps every user-visible message out of this folder.
 */
#pragma once

#include <glib.h>

#include "kyokumen.h"
#include "search-report.h"

G_BEGIN_DECLS

typedef struct {
  int depth;                    /* midgame search depth in plies */
  int perfect_empties;          /* exact solve from this many empties */
  EvaluateFunction evaluate;    /* the midgame evaluator (must not be NULL) */
  int eval_index;               /* its index, for the player's name */
  gboolean fixed_depth;         /* value-preserving only (see above) */
  int mobility_weight;          /* added to the evaluator per move of mobility
                                   difference (0: the evaluator alone) */
  int table_bits;               /* midgame table 2^bits entries; 0: default */
  int endgame_table_bits;       /* endgame table 2^bits entries; 0: default */
  int endgame_threads;          /* threads of an exact solve (endgame_solver_set_threads);
                                   0: one */
  gboolean endgame_no_selective; /* exact solves without the selective pass
                                   first (endgame_solver_set_selective) */
  gboolean trained;             /* boards up to 8x8, not misere: the trained
                                   evaluation and the bitboard midgame search
                                   (midgame.h) instead of evaluate */
  guint64 node_budget;          /* trained midgame search: its node budget
                                   (see midgame_search_run; 0: none) */
  gboolean probcut;             /* trained midgame search: ProbCut
                                   (midgame_search_set_probcut) */
} EnhancedOptions;

typedef struct EnhancedSearch EnhancedSearch;

/* The mobility weight of the enhanced player: the course's evaluators
 * score squares only, and a search that also counts moves plays much
 * better (see docs/benchmarks.md, the match against GRhino). */
#define ENHANCED_PLAYER_MOBILITY_WEIGHT 6

/* With options.trained, what the trained evaluation does not cover
 * (10x10, misere games) is searched by the Kyokumen search at most this
 * deep (it is many times slower than the bitboard one, and a move must
 * stay under a second), and 10x10 solved exactly from at most this many
 * empties by the 128-bit solver: from 18 its slowest of sixteen set
 * positions takes 1.4 s, from 16 the slowest move of twelve games
 * 0.06 s (0.47 s under the misere rule; docs/benchmarks.md). */
#define ENHANCED_TRAINED_FALLBACK_DEPTH 6
#define ENHANCED_TRAINED_FALLBACK_PERFECT 16
/* ... and misere games up to 8x8 solved from at most this many empties
 * (the solver's move ordering is tuned for the normal rule: a misere
 * solve from 18 empties took up to 0.9 s). */
#define ENHANCED_TRAINED_MISERE_PERFECT 16

/* The enhanced player's node budget for the trained midgame search: a
 * few tenths of a second here (about 2 million nodes a second). */
#define ENHANCED_PLAYER_NODE_BUDGET 1000000

/** enhanced_options_init: depth 4, perfect from 10, evaluator, fixed_depth
 * off, mobility weight 0 (the evaluator's values exactly). */
void enhanced_options_init (EnhancedOptions *options, EvaluateFunction evaluate, int eval_index);

/** enhanced_search_new: a search with its tables (kept between moves). */
EnhancedSearch *enhanced_search_new (const EnhancedOptions *options);

/** enhanced_search_free: release it (NULL is allowed). */
void enhanced_search_free (EnhancedSearch *search);

/** enhanced_search_run: search kyokumen (not changed) as the options say
 * and fill report.  FALSE when the game is over (no move to choose). */
gboolean enhanced_search_run (EnhancedSearch *search, const Kyokumen *kyokumen, gboolean misere,
                              SearchControl *control, SearchReport *report);

/** enhanced_search_prepare: make the exact solver of size x size boards
 * and its table now rather than at the first solve (TRUE if it made
 * them), so that a solve's time is its search's alone: the system clears
 * a new table's pages as they are first written, a few tenths of a
 * second for the default 2^22 entries. */
gboolean enhanced_search_prepare (EnhancedSearch *search, int size);

/** enhanced_search_solve: solve kyokumen exactly whatever its number of
 * empties; report->value is FINAL_DISC_VALUE x the final score.  A
 * finished game is solved too (its score, no move). */
void enhanced_search_solve (EnhancedSearch *search, const Kyokumen *kyokumen, gboolean misere,
                            SearchControl *control, SearchReport *report);

/** enhanced_perft: move sequences of depth plies from kyokumen (64-bit
 * bitboards up to 8x8, 128-bit ones for 10x10; see bitboard_perft for the
 * counting rules). */
guint64 enhanced_perft (const Kyokumen *kyokumen, int depth);

G_END_DECLS
