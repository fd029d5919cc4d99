/* SPDX-License-Identifier: MIT */
/* code-level.h: which copy of a compiled-per-level function this
 * processor runs.
 *
 * enhanced/meson.build compiles the exact solver's search (both boards)
 * and perft once for any processor and, on x86-64, again for the levels
 * x86-64-v2 (POPCNT, SSE4.2) and x86-64-v3 (AVX2, BMI2, LZCNT); each copy
 * is named after its level (endgame_search_x86_64_v3, wide_perft_generic...).
 * This is the one place that says which levels were built, which the
 * processor runs (and runs well), and which one a program was told to use
 * by an environment variable, so that one build runs everywhere and uses
 * what the machine offers.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum {
  CODE_LEVEL_GENERIC,     /* any processor the kit runs on */
  CODE_LEVEL_X86_64_V2,
  CODE_LEVEL_X86_64_V3,
  CODE_LEVELS
} CodeLevel;

/* CODE_LEVEL_COPIES (prefix): the initializer of a table, indexed by
 * CodeLevel, of the copies prefix##generic, prefix##x86_64_v2... that
 * meson built (the ENDGAME_HAVE_ defines), NULL for a level it did not:
 *   static const SearchFunction copies[CODE_LEVELS] = CODE_LEVEL_COPIES (endgame_search_); */
#ifdef ENDGAME_HAVE_X86_64_V2
#define CODE_LEVEL_COPY_X86_64_V2(prefix) [CODE_LEVEL_X86_64_V2] = prefix##x86_64_v2,
#else
#define CODE_LEVEL_COPY_X86_64_V2(prefix)
#endif
#ifdef ENDGAME_HAVE_X86_64_V3
#define CODE_LEVEL_COPY_X86_64_V3(prefix) [CODE_LEVEL_X86_64_V3] = prefix##x86_64_v3,
#else
#define CODE_LEVEL_COPY_X86_64_V3(prefix)
#endif
#define CODE_LEVEL_COPIES(prefix) \
  { [CODE_LEVEL_GENERIC] = prefix##generic, CODE_LEVEL_COPY_X86_64_V2 (prefix) CODE_LEVEL_COPY_X86_64_V3 (prefix) }

/** code_level_name: "generic", "x86-64-v2" or "x86-64-v3". */
const char *code_level_name (CodeLevel level);

/** code_level_runs: TRUE when meson built the copies of `level` and this
 * processor can run them. */
gboolean code_level_runs (CodeLevel level);

/** code_level_from_name: the level called `name` (code_level_name's
 * names) into *level; FALSE, and *level unchanged, when there is no such
 * level or code_level_runs says no. */
gboolean code_level_from_name (const char *name, CodeLevel *level);

/** code_level_bit_extract_is_slow: TRUE on processors that have PEXT and
 * PDEP (x86-64-v3) but run them as microcode, tens to hundreds of cycles
 * each: AMD's Zen and Zen 2.  There x86-64-v3 code whose inner loop uses
 * them (the 128-bit boards' flips, bitboard-wide.h) is slower than the
 * x86-64-v2 code. */
gboolean code_level_bit_extract_is_slow (void);

/** code_level_best: the best level this processor runs well; with
 * uses_bit_extract, the code leans on PEXT and PDEP, and x86-64-v3 is
 * passed over where they are slow. */
CodeLevel code_level_best (gboolean uses_bit_extract);

/** code_level_choose: code_level_best, unless the environment variable
 * `variable` names another level this build and processor have (for
 * comparing the copies from the lab tools and the tests); a name that is
 * not one is warned about and the best level used. */
CodeLevel code_level_choose (const char *variable, gboolean uses_bit_extract);

G_END_DECLS
