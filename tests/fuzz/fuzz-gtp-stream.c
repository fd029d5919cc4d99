/* SPDX-License-Identifier: MIT */
/* fuzz-gtp-stream.c: a stream of GTP commands as a controller sends them
 * to reversi-gtp, read by the same code (gtp_engine_run).  Every answer
 * is "=…" or "?…" ended by an empty line, there is at most one per line
 * of input, the answers are ASCII, and the game stays a consistent
 * position.  The player searches one ply so that genmove is quick. */
#include <string.h>

#include "fuzz-support.h"
#include "gtp-engine.h"

static gboolean
run (gpointer engine, FILE *in, FILE *out)
{
  return gtp_engine_run (engine, in, out);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  if (size == 0)
    return 0;
  PlayerConfig config;
  player_config_init (&config);
  config.depth = 1;
  config.perfect_empties = 0;
  GtpEngine *engine = gtp_engine_new (&config, 8, FALSE, FALSE, NULL);
  FUZZ_CHECK (engine != NULL);
  fuzz_check_gtp_session (run, engine, data, size);

  const Kyokumen *k = &gtp_engine_get_game (engine)->kyokumen;
  FUZZ_CHECK (k->ishisuu[0] + k->ishisuu[1] + k->empty_count == k->size * k->size);
  gtp_engine_free (engine);
  return 0;
}
