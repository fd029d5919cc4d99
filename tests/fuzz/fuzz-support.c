/* SPDX-License-Identifier: MIT */
/* fuzz-support.c: what the fuzz targets share. */
#include "fuzz-support.h"

#include <string.h>

#include "kit-i18n.h"

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  kit_i18n_init ();
  /* A g_return_if_fail that fires is a bug the fuzzer found: make it a
   * crash instead of a line of output nobody reads. */
  g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
  return 0;
}

void
fuzz_check_refusal (const GError *error)
{
  FUZZ_CHECK (error != NULL);
  FUZZ_CHECK (error->message != NULL && error->message[0] != '\0');
  FUZZ_CHECK (g_utf8_validate (error->message, -1, NULL));
}

char *
fuzz_text (const uint8_t *data, size_t size)
{
  return g_strndup ((const char *) data, size);
}

void
fuzz_check_gtp_session (FuzzGtpRun run, gpointer engine, const uint8_t *data, size_t size)
{
  FILE *in = fmemopen ((void *) data, size, "r");
  FUZZ_CHECK (in != NULL);
  char *output = NULL;
  size_t length = 0;
  FILE *out = open_memstream (&output, &length);
  FUZZ_CHECK (run (engine, in, out));
  fclose (in);
  fclose (out);

  size_t lines = 1;
  for (size_t i = 0; i < size; i++)
    lines += data[i] == '\n';
  size_t answers = 0;
  const char *p = output;
  while (*p) {
    FUZZ_CHECK (*p == '=' || *p == '?');
    const char *end = strstr (p, "\n\n");
    FUZZ_CHECK (end != NULL);
    answers++;
    p = end + 2;
  }
  FUZZ_CHECK (answers <= lines);
  for (size_t i = 0; i < length; i++)
    FUZZ_CHECK ((unsigned char) output[i] < 128 && output[i] != '\0');
  free (output);
}

int
fuzz_board_size (uint8_t byte)
{
  return 4 + 2 * (byte % 4);
}
