/* SPDX-License-Identifier: MIT */
/* fuzz-notation.c: a move in the kit's notation ("c4", "pass") and as a
 * GTP vertex ("C4", "J10").  The first byte picks the board size.  A
 * square read and written again gives the same square, by both readers. */
#include <string.h>

#include "fuzz-support.h"
#include "gtp-vertex.h"
#include "sashite.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  if (size < 1)
    return 0;
  int board = fuzz_board_size (data[0]);
  g_autofree char *text = fuzz_text (data + 1, size - 1);
  gboolean utf8 = g_utf8_validate (text, -1, NULL);

  Sashite move, again;
  g_autoptr (GError) error = NULL;
  if (sashite_from_notation (text, board, &move, &error)) {
    char written[SASHITE_NOTATION_SIZE];
    sashite_to_notation (move, board, written);
    FUZZ_CHECK (sashite_from_notation (written, board, &again, NULL));
    FUZZ_CHECK (again.xy == move.xy);
    if (!sashite_is_pass (move)) {
      int col, row;
      sashite_to_square (move, board, &col, &row);
      FUZZ_CHECK (col >= 0 && col < board && row >= 0 && row < board);
    }
  } else if (utf8) {
    fuzz_check_refusal (error);
  }

  g_clear_error (&error);
  if (gtp_vertex_parse (text, board, &move, &error)) {
    char vertex[GTP_VERTEX_SIZE];
    gtp_vertex_to_text (move, board, vertex);
    FUZZ_CHECK (gtp_vertex_parse (vertex, board, &again, NULL));
    FUZZ_CHECK (again.xy == move.xy);
  } else if (utf8) {
    fuzz_check_refusal (error);
  }
  return 0;
}
