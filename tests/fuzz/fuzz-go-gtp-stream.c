/* SPDX-License-Identifier: MIT */
/* fuzz-go-gtp-stream.c: a stream of GTP commands as a controller sends
 * them to go-gtp, read by the same code (go_gtp_engine_run).  The first
 * byte picks the board (2x2, 3x3 or 4x4).  Every answer is "=…" or "?…"
 * ended by an empty line, there is at most one per line of input, the
 * answers are ASCII, and the game stays consistent: every position on
 * its board, no point with two stones, one position per move.  The
 * solver gets a few milliseconds per genmove (then the engine's fallback
 * move is played), so that a session stays quick: which of the two moves
 * genmove plays may then depend on the machine's speed. */
#include <string.h>

#include "fuzz-support.h"
#include "go-gtp-engine.h"

static gboolean
run (gpointer engine, FILE *in, FILE *out)
{
  return go_gtp_engine_run (engine, in, out);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  if (size < 2)
    return 0;
  GoGtpEngine *engine = go_gtp_engine_new (GO_MIN_SIZE + data[0] % 3, 0.005, FALSE);
  FUZZ_CHECK (engine != NULL);
  fuzz_check_gtp_session (run, engine, data + 1, size - 1);

  const GoGame *game = go_gtp_engine_get_game (engine);
  FUZZ_CHECK (game->positions->len == game->moves->len + 1);
  for (guint i = 0; i < game->positions->len; i++) {
    const GoPosition *pos = &g_array_index (game->positions, GoPosition, i);
    FUZZ_CHECK (pos->width >= GO_MIN_SIZE && pos->width <= GO_MAX_SIZE);
    FUZZ_CHECK (pos->height == pos->width);   /* GTP 2's boardsize is square */
    uint32_t board = (UINT32_C (1) << (pos->width * pos->height)) - 1;
    FUZZ_CHECK ((pos->stones[GO_BLACK] & pos->stones[GO_WHITE]) == 0);
    FUZZ_CHECK (((pos->stones[GO_BLACK] | pos->stones[GO_WHITE]) & ~board) == 0);
  }
  go_gtp_engine_free (engine);
  return 0;
}
