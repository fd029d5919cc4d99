/* SPDX-License-Identifier: MIT */
/* search-table.c: memory for a solver's transposition table (see
 * search-table.h).
 */
#include "search-table.h"

#include <stdlib.h>
#include <string.h>
#ifdef __linux__
#include <sys/mman.h>
#endif

void *
search_table_new (gsize bytes, const char *who)
{
  const gsize huge = 2 * 1024 * 1024;
  void *memory = NULL;
  if (bytes >= huge) {
    bytes = (bytes + huge - 1) / huge * huge;
    if (posix_memalign (&memory, huge, bytes) != 0)
      memory = NULL;
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    if (memory)
      madvise (memory, bytes, MADV_HUGEPAGE);
#endif
  } else if (posix_memalign (&memory, 64, bytes) != 0) {
    memory = NULL;
  }
  if (!memory)
    g_error ("%s: cannot allocate a table of %" G_GSIZE_FORMAT " bytes", who, bytes);
  memset (memory, 0, bytes);
  return memory;
}
