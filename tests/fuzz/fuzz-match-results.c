/* SPDX-License-Identifier: MIT */
/* fuzz-match-results.c: the text of a match result file (docs/match.md).
 * The first byte says whether a last line without its line break is left
 * out (as a resumed match reads) or read.  Every game read, written out,
 * reads back equal, as the same line; the summary of any games read can
 * be printed. */
#include <string.h>

#include "fuzz-support.h"
#include "match-results.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  if (size < 1)
    return 0;
  gboolean whole_lines_only = data[0] & 1;
  GPtrArray *games = g_ptr_array_new_with_free_func ((GDestroyNotify) match_game_free);
  g_autoptr (GError) error = NULL;
  gsize whole = 0;
  int version = 0;
  if (!match_results_parse ((const char *) data + 1, size - 1, "fuzz.txt", whole_lines_only, games,
                            &whole, &version, &error)) {
    fuzz_check_refusal (error);
    FUZZ_CHECK (games->len == 0);
    g_ptr_array_unref (games);
    return 0;
  }
  FUZZ_CHECK (whole <= size - 1);
  FUZZ_CHECK (version >= 1 && version <= MATCH_RESULTS_VERSION);
  for (guint i = 0; i < games->len; i++) {
    const MatchGame *game = games->pdata[i];
    g_autofree char *line = match_game_to_line (game);
    FUZZ_CHECK (g_utf8_validate (line, -1, NULL));
    MatchGame *again = match_game_from_line (line, NULL);
    FUZZ_CHECK (again != NULL);
    FUZZ_CHECK (match_games_equal (again, game));
    g_autofree char *rewritten = match_game_to_line (again);
    FUZZ_CHECK (strcmp (line, rewritten) == 0);
    match_game_free (again);
  }
  FILE *out = fopen ("/dev/null", "w");
  FUZZ_CHECK (out != NULL);
  match_results_print_summary (games, out);
  fclose (out);
  g_ptr_array_unref (games);
  return 0;
}
