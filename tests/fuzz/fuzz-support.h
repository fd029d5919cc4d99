/* SPDX-License-Identifier: MIT */
/* fuzz-support.h: what the fuzz targets share (see docs/fuzzing.md).
 *
 * Each fuzz-TARGET.c defines LLVMFuzzerTestOneInput, the libFuzzer entry
 * point: it gives one input to one parser and checks what must hold
 * whatever the input (a parsed value written out reads back the same; a
 * refusal has a message, in UTF-8).  A failed check aborts, which
 * libFuzzer reports as a crash with the input that caused it.  Built with
 * -Dfuzzing=enabled the targets link libFuzzer; in every other build they
 * link replay-main.c and run their seed corpus as a test.
 */
#pragma once

#include <glib.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define FUZZ_CHECK(condition)                                                          \
  do {                                                                                 \
    if (!(condition)) {                                                                \
      fprintf (stderr, "fuzz check failed: %s (%s:%d)\n", #condition, __FILE__, __LINE__); \
      abort ();                                                                        \
    }                                                                                  \
  } while (0)

/* The libFuzzer entry points (the second is optional in libFuzzer). */
int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);
int LLVMFuzzerInitialize (int *argc, char ***argv);

/* A refusal says why, in UTF-8 (a message cut inside a character would
 * be shown as garbage, or refused by GTK). */
void fuzz_check_refusal (const GError *error);

/* The input as a NUL-terminated string: bytes up to the first NUL. */
char *fuzz_text (const uint8_t *data, size_t size);

/* A GTP engine reading commands from in and answering on out. */
typedef gboolean (*FuzzGtpRun) (gpointer engine, FILE *in, FILE *out);

/* Feed data to run as its command stream and check the answers: each is
 * "=…" or "?…" ended by an empty line, at most one per line of input,
 * all ASCII. */
void fuzz_check_gtp_session (FuzzGtpRun run, gpointer engine, const uint8_t *data, size_t size);

/* A board size (4, 6, 8 or 10) chosen by one byte. */
int fuzz_board_size (uint8_t byte);
