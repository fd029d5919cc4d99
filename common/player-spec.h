/* SPDX-License-Identifier: MIT */
/* player-spec.h: the one way to name a player, in every program of the
 * kit, the app's command line, its saved settings and its game records.
 *
 *     human[:NAME]
 *     STRATEGY[:DEPTH[:PERFECT_EMPTIES[:EVAL_INDEX]]]
 *
 * The fields are the course's (its ComputerPlayer: depth, the empty count
 * from which it searches to the end, the evaluator); the games other than
 * Reversi take the first, DEPTH, only.  The words, for every game:
 *
 *     human      a person (moves typed or clicked); NAME is optional
 *     random     a random legal move; takes no numbers
 *     minimax    plain minimax to DEPTH
 *     alphabeta  alpha-beta to DEPTH (the course's negamax for Reversi)
 *     ordered    alpha-beta with move ordering and a table (other games)
 *     enhanced   the search lab's enhanced search (Reversi)
 *     perfect    best play to the end of the game; takes no numbers
 *
 * DEPTH is a number of plies, or `end` (to the end of the game) where the
 * program allows it.  A field left out takes the program's default.  This
 * module reads the form only; each program then says whether its game has
 * the strategy and whether the numbers are in its range.  docs/players.md
 * is the page for people, with the old spellings that still read.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The words, in the order above. */
typedef enum {
  PLAYER_SPEC_HUMAN,
  PLAYER_SPEC_RANDOM,
  PLAYER_SPEC_MINIMAX,
  PLAYER_SPEC_ALPHA_BETA,
  PLAYER_SPEC_ORDERED,
  PLAYER_SPEC_ENHANCED,
  PLAYER_SPEC_PERFECT,
  PLAYER_SPEC_WORD_COUNT
} PlayerSpecWord;

/* The numeric fields, in their order after the word. */
typedef enum {
  PLAYER_SPEC_DEPTH,
  PLAYER_SPEC_PERFECT_EMPTIES,
  PLAYER_SPEC_EVAL_INDEX,
  PLAYER_SPEC_FIELD_COUNT
} PlayerSpecField;

/* DEPTH `end`: search to the end of the game (the common search's
 * GAME_SEARCH_TO_END has the same value). */
#define PLAYER_SPEC_END (G_MAXINT / 2)

#define PLAYER_SPEC_ERROR (player_spec_error_quark ())

typedef enum {
  PLAYER_SPEC_ERROR_SYNTAX,      /* not a word, an empty field, too many fields */
  PLAYER_SPEC_ERROR_NUMBER,      /* a field that is not a number (or `end`) */
  PLAYER_SPEC_ERROR_RANGE,       /* a number out of the program's range */
  PLAYER_SPEC_ERROR_STRATEGY,    /* a word this program or game does not have */
} PlayerSpecError;

GQuark player_spec_error_quark (void);

typedef struct {
  char *text;                    /* as given */
  PlayerSpecWord word;
  char *name;                    /* human: the NAME, or ""; NULL for a computer */
  int field_count;               /* numeric fields given */
  char *fields[PLAYER_SPEC_FIELD_COUNT];
  char *note;                    /* an old spelling was read: how to write it now;
                                    NULL when the text is in today's form */
} PlayerSpec;

/** player_spec_parse: split text into its word and fields.  Old
 * spellings are read and leave a note (see docs/players.md).  FALSE with
 * an error naming what is wrong; spec is then cleared.  Free with
 * player_spec_clear(). */
gboolean player_spec_parse (PlayerSpec *spec, const char *text, GError **error);

/** player_spec_clear: free what player_spec_parse allocated. */
void player_spec_clear (PlayerSpec *spec);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (PlayerSpec, player_spec_clear)

/** player_spec_word_id: the word as written ("alphabeta"). */
const char *player_spec_word_id (PlayerSpecWord word);

/** player_spec_field_label: the field for people ("depth"), translated. */
const char *player_spec_field_label (PlayerSpecField field);

/** player_spec_word_from_id: the word id names (any case; not the old
 * spellings); FALSE if none. */
gboolean player_spec_word_from_id (const char *id, PlayerSpecWord *word);

/** player_spec_read_number: field of spec as a number from min to max, or
 * (when end_allowed) `end` as PLAYER_SPEC_END.  A field not given leaves
 * *value as it is.  The error names the player, the field and the range. */
gboolean player_spec_read_number (const PlayerSpec *spec, PlayerSpecField field, int min, int max,
                                  gboolean end_allowed, int *value, GError **error);

/** player_spec_read_depth: for the games that take a DEPTH only: FALSE
 * when spec has more numbers, else player_spec_read_number of DEPTH. */
gboolean player_spec_read_depth (const PlayerSpec *spec, int min, int max, gboolean end_allowed,
                                 int *depth, GError **error);

/** player_spec_check_fields: FALSE with an error when spec has more than
 * max numeric fields (what its program's word takes). */
gboolean player_spec_check_fields (const PlayerSpec *spec, int max, GError **error);

/** player_spec_refuse_word: the error for a word a program or game does
 * not have, listing the words it has (count of them in words). */
void player_spec_refuse_word (const PlayerSpec *spec, const char *where,
                              const PlayerSpecWord *words, int count, GError **error);

/** player_spec_print_note: for a program: when text is an old spelling,
 * one line on standard error, "PROGRAM: note: ...". */
void player_spec_print_note (const char *program, const char *text);

G_END_DECLS
