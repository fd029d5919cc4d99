/* SPDX-License-Identifier: MIT */
/* fuzz-board-string.c: a position from a board string ("--OX… X").  An
 * accepted string, written out again, gives the same position; a refused
 * one leaves the position as it was. */
#include <string.h>

#include "fuzz-support.h"
#include "kyokumen.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autofree char *text = fuzz_text (data, size);
  Kyokumen *k = g_new (Kyokumen, 1);
  Kyokumen *before = g_new (Kyokumen, 1);
  kyokumen_init (k, 6);
  *before = *k;
  g_autoptr (GError) error = NULL;
  if (kyokumen_from_board_string (k, text, &error)) {
    FUZZ_CHECK (kyokumen_is_valid_size (k->size));
    FUZZ_CHECK (k->ishisuu[0] + k->ishisuu[1] + k->empty_count == k->size * k->size);
    g_autofree char *written = kyokumen_to_board_string (k);
    Kyokumen *again = g_new (Kyokumen, 1);
    FUZZ_CHECK (kyokumen_from_board_string (again, written, NULL));
    FUZZ_CHECK (kyokumen_equal_position (again, k));
    g_autofree char *rewritten = kyokumen_to_board_string (again);
    FUZZ_CHECK (strcmp (written, rewritten) == 0);
    g_free (again);
  } else {
    if (g_utf8_validate (text, -1, NULL))
      fuzz_check_refusal (error);
    FUZZ_CHECK (memcmp (k, before, sizeof *k) == 0);
  }
  g_free (before);
  g_free (k);
  return 0;
}
