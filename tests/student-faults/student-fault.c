/* SPDX-License-Identifier: MIT */
/* student-fault.c: the faults a test asks of a student's code (student-fault.h). */
#include "student-fault.h"

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

char *
student_fault_current (void)
{
  const char *file = g_getenv ("REVERSI_STUDENT_FAULT_FILE");
  g_autofree char *contents = NULL;
  if (file && g_file_get_contents (file, &contents, NULL, NULL))
    return g_strdup (g_strstrip (contents));
  return g_strdup (g_getenv ("REVERSI_STUDENT_FAULT") ? g_getenv ("REVERSI_STUDENT_FAULT") : "");
}

void
student_fault_misbehave (const char *fault)
{
  if (g_str_equal (fault, "hang")) {
    /* A loop that never looks at a stop flag; it sleeps to spare the
     * test machine, which changes nothing for the window. */
    for (volatile int forever = 1; forever;)
      g_usleep (10000);
  } else if (g_str_equal (fault, "crash")) {
    raise (SIGSEGV);
  } else if (g_str_equal (fault, "leak")) {
    /* Each block is written, so it is really used. */
    for (;;) {
      char *block = malloc (16 << 20);
      memset (block, 1, 16 << 20);
    }
  } else if (g_str_equal (fault, "print")) {
    for (int i = 0; i < 2000; i++)
      printf ("debug: searching, line %d\n", i);
    fflush (stdout);
  }
}
