/* SPDX-License-Identifier: MIT */
/* code-level.c: which copy of a compiled-per-level function this
 * processor runs (see code-level.h).
 */
#include "code-level.h"

#include <string.h>

static const char *const level_names[CODE_LEVELS] = { "generic", "x86-64-v2", "x86-64-v3" };

const char *
code_level_name (CodeLevel level)
{
  g_return_val_if_fail (level < CODE_LEVELS, "?");
  return level_names[level];
}

gboolean
code_level_runs (CodeLevel level)
{
#if defined(ENDGAME_HAVE_X86_64_V2) || defined(ENDGAME_HAVE_X86_64_V3)
  __builtin_cpu_init ();
#endif
  switch (level) {
  case CODE_LEVEL_GENERIC:
    return TRUE;
  case CODE_LEVEL_X86_64_V2:
#ifdef ENDGAME_HAVE_X86_64_V2
    return __builtin_cpu_supports ("x86-64-v2");
#else
    return FALSE;
#endif
  case CODE_LEVEL_X86_64_V3:
#ifdef ENDGAME_HAVE_X86_64_V3
    return __builtin_cpu_supports ("x86-64-v3");
#else
    return FALSE;
#endif
  default:
    return FALSE;
  }
}

gboolean
code_level_from_name (const char *name, CodeLevel *level)
{
  for (int l = 0; l < CODE_LEVELS; l++) {
    if (strcmp (name, level_names[l]) == 0 && code_level_runs ((CodeLevel) l)) {
      *level = (CodeLevel) l;
      return TRUE;
    }
  }
  return FALSE;
}

gboolean
code_level_bit_extract_is_slow (void)
{
#ifdef ENDGAME_HAVE_X86_64_V3
  __builtin_cpu_init ();
  return __builtin_cpu_is ("znver1") || __builtin_cpu_is ("znver2");
#else
  return FALSE;   /* no x86-64-v3 code was built */
#endif
}

CodeLevel
code_level_best (gboolean uses_bit_extract)
{
  for (int l = CODE_LEVELS - 1; l > CODE_LEVEL_GENERIC; l--) {
    if (!code_level_runs ((CodeLevel) l))
      continue;
    if (l == CODE_LEVEL_X86_64_V3 && uses_bit_extract && code_level_bit_extract_is_slow ())
      continue;
    return (CodeLevel) l;
  }
  return CODE_LEVEL_GENERIC;
}

CodeLevel
code_level_choose (const char *variable, gboolean uses_bit_extract)
{
  CodeLevel level = code_level_best (uses_bit_extract);
  const char *forced = g_getenv (variable);
  if (forced && !code_level_from_name (forced, &level))
    g_warning ("%s=%s is not a level this build and processor have: %s is used", variable,
               forced, code_level_name (level));
  return level;
}
