/* SPDX-License-Identifier: MIT */
/* memory-limit.c: see memory-limit.h. */
#include "memory-limit.h"

#include <sys/resource.h>
#include <unistd.h>

guint64
memory_limit_choose (const char *env_name)
{
#ifdef KIT_UNDER_ASAN
  (void) env_name;
  return 0;
#else
  const char *wanted = env_name ? g_getenv (env_name) : NULL;
  if (wanted && g_ascii_strtoull (wanted, NULL, 10) > 0)
    return g_ascii_strtoull (wanted, NULL, 10) << 20;
  guint64 physical = memory_physical_bytes ();
  if (physical == 0)
    return 0;
  return MIN (physical / 2, (guint64) 4 << 30);
#endif
}

guint64
memory_physical_bytes (void)
{
  long pages = sysconf (_SC_PHYS_PAGES), page_size = sysconf (_SC_PAGESIZE);
  if (pages <= 0 || page_size <= 0)
    return 0;
  return (guint64) pages * (guint64) page_size;
}

gboolean
memory_limit_apply (guint64 bytes)
{
  if (bytes == 0)
    return FALSE;
  struct rlimit rl = { (rlim_t) bytes, (rlim_t) bytes };
  return setrlimit (RLIMIT_AS, &rl) == 0;
}
