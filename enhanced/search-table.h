/* SPDX-License-Identifier: MIT */
/* search-table.h: memory for a solver's transposition table.
 *
 * A table of tens of megabytes is read at random, one entry per look-up:
 * with 4 KiB pages nearly every look-up also misses the processor's
 * address cache (TLB).  Here the memory is 2 MiB aligned and, on Linux,
 * asked for in huge pages where the system allows it (transparent huge
 * pages set to "madvise" or "always").
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/** search_table_new: `bytes` of zeroed memory, 64-byte aligned (2 MiB
 * aligned, in huge pages when it can, from 2 MiB up).  `who` names the
 * solver in the error when the memory cannot be had (the program stops:
 * a solver cannot work without its table).  Release with free (). */
void *search_table_new (gsize bytes, const char *who);

G_END_DECLS
