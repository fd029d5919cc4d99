/* SPDX-License-Identifier: MIT */
/* memory-limit.h: how much memory a program the kit starts may take.
 *
 * A student's search that allocates without end must end as a failed
 * allocation (a crash the window or the match runner names), not as the
 * machine swapping until everything stops.  The kit's search program
 * (app/reversi-search-worker.c) limits itself; the match runner limits
 * each engine it starts (tools/gtp-client.c), between fork and exec.
 */
#pragma once

#include <glib.h>

/* KIT_UNDER_ASAN: this file is compiled under AddressSanitizer (gcc or clang). */
#if defined(__SANITIZE_ADDRESS__)
#define KIT_UNDER_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define KIT_UNDER_ASAN 1
#endif
#endif

G_BEGIN_DECLS

/** memory_limit_choose: the address space a program may use, in bytes:
 * half the machine's memory, at most 4 GB, or the MB the environment
 * variable env_name gives (when set to a positive number); 0 for no
 * limit, which is always the answer in a build under AddressSanitizer
 * (it reserves terabytes of address space, and so do the programs it
 * starts from the same build). */
guint64 memory_limit_choose (const char *env_name);

/** memory_physical_bytes: the machine's memory in bytes, 0 where the
 * system does not say.  A program whose tables the user sizes refuses a
 * size beyond it with a message, where allocating would abort or swap. */
guint64 memory_physical_bytes (void);

/** memory_limit_apply: limit this process's address space to bytes (0:
 * leave it).  Async-signal-safe: it may run between fork and exec.
 * TRUE when the limit is in place. */
gboolean memory_limit_apply (guint64 bytes);

G_END_DECLS
