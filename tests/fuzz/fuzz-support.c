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

int
fuzz_board_size (uint8_t byte)
{
  return 4 + 2 * (byte % 4);
}
