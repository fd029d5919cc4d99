/* fuzz-gtp-stream.c: a stream of GTP commands as a controller sends them
 * to reversi-gtp, read by the same code (gtp_engine_run).  Every answer
 * is "=…" or "?…" ended by an empty line, there is at most one per line
 * of input, the answers are ASCII, and the game stays a consistent
 * position.  The player searches one ply so that genmove is quick. */
#include <string.h>

#include "fuzz-support.h"
#include "gtp-engine.h"

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
  FILE *in = fmemopen ((void *) data, size, "r");
  FUZZ_CHECK (in != NULL);
  char *output = NULL;
  size_t length = 0;
  FILE *out = open_memstream (&output, &length);
  FUZZ_CHECK (gtp_engine_run (engine, in, out));
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

  const Kyokumen *k = &gtp_engine_get_game (engine)->kyokumen;
  FUZZ_CHECK (k->ishisuu[0] + k->ishisuu[1] + k->empty_count == k->size * k->size);
  free (output);
  gtp_engine_free (engine);
  return 0;
}
