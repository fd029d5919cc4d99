/* SPDX-License-Identifier: MIT */
/* student-fault.h: the faults a test asks of a student's code.
 *
 * Read at each search from REVERSI_STUDENT_FAULT, or from the first word
 * of the file REVERSI_STUDENT_FAULT_FILE names (so a test can mend the
 * student's code between two searches of one window):
 *
 *   hang     never returns, whatever the stop flag says
 *   crash    a segmentation fault
 *   leak     allocates memory without end
 *   print    prints lots of debug lines to stdout, then plays normally
 *   illegal  answers a move that is not legal, as if it were (the caller's)
 *   (other)  plays normally
 *
 * The Reversi computer player (computer-player.c) and the tic-tac-toe
 * warm-ups (tictactoe-search.c) both go wrong through these two calls.
 */
#pragma once

#include <glib.h>

/* The fault asked for now ("" for none); free it. */
char *student_fault_current (void);

/* Does what fault says when it is hang, crash, leak or print (only print
 * returns); any other fault returns at once for the caller to handle. */
void student_fault_misbehave (const char *fault);
