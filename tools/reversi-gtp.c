/* SPDX-License-Identifier: MIT */
/* reversi-gtp.c: the kit's computer player as a GTP engine on stdin/stdout.
 *
 *   reversi-gtp --player alphabeta:6:14:2 --size 8
 *   reversi-gtp --player enhanced:60:22:3 --move-time 1
 *
 * GUIs and match runners that speak GTP version 2 (Quarry, the kit's own
 * reversi-match) start it and talk to it over pipes.  See docs/gtp.md.
 */
#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <stdlib.h>

#include "gtp-engine.h"
#include "gtp-server.h"
#include "kit-i18n.h"
#include "player-spec.h"

int
main (int argc, char **argv)
{
  kit_i18n_init ();

  g_autofree char *player_text = NULL;
  int size = 8;
  gboolean misere = FALSE, verbose = FALSE;
  double move_time = -1;   /* outside its range: not given */
  GOptionEntry entries[] = {
    { "player", 'p', 0, G_OPTION_ARG_STRING, &player_text,
      N_("The computer player, STRATEGY[:DEPTH[:PERFECT_EMPTIES[:EVALUATOR]]] (default alphabeta:6:14:2)"),
      "SPEC" },
    { "size", 's', 0, G_OPTION_ARG_INT, &size, N_("Board size at start: 4, 6, 8 or 10 (default 8)"), "N" },
    { "misere", 'm', 0, G_OPTION_ARG_NONE, &misere, N_("Misère rule: fewest discs wins"), NULL },
    { "move-time", 't', 0, G_OPTION_ARG_DOUBLE, &move_time,
      N_("A clock from the start: every move answered within SECONDS, 0.01 to 3600 (the player "
         "deepens until then; a controller's time_settings replaces it)"),
      "SECONDS" },
    { "verbose", 'v', 0, G_OPTION_ARG_NONE, &verbose,
      N_("Explain refused commands and show each search on stderr"), NULL },
    { NULL },
  };

  g_autofree char *strategies = strategy_list_text ();
  /* The examples name the programs as they are run here: installed,
   * reversi-kit-gtp and reversi-kit-match. */
  const char *gtp = kit_program_name (argv[0], "reversi-gtp");
  const char *match = kit_program_name (argv[0], "reversi-match");
  g_autofree char *description = g_strdup_printf (
    /* TRANSLATORS: %1$s is the list of strategies, %2$s this program's name
     * (reversi-gtp, or reversi-kit-gtp installed), %3$s the match runner's. */
    _("Strategies:%1$s\n"
      "\n"
      "Vertices are written as Othello programs write them: columns A–J (Quarry's letters on "
      "10×10), row 1 at the top, as gtp-rhino numbers them.\n"
      "\n"
      "Examples:\n"
      "  %2$s --player alphabeta:4:10:1\n"
      "  printf 'boardsize 6\\ngenmove b\\nshowboard\\n' | %2$s --size 6\n"
      "  %3$s --games 2 \"gtp:%2$s --player alphabeta:4:10:1\" alphabeta:4:10:0\n"),
    strategies, gtp, match);
  g_autoptr (GError) error = NULL;
  const char *summary = _("Play Reversi as a GTP (Go Text Protocol version 2) engine on standard input and output.");
  const KitOptionRange ranges[] = {
    { "move-time", 1, 360000, 100 },   /* 0.01 to 3600 */
    { NULL },
  };
  if (!kit_options_parse_ranges (entries, ranges, summary, description, &argc, &argv, &error)) {
    fprintf (stderr, "reversi-gtp: %s\n", error->message);
    fprintf (stderr, _("Try “reversi-gtp --help”.\n"));
    return 2;
  }
  if (argc > 1) {
    fprintf (stderr, _("reversi-gtp: unexpected argument “%s”.\n"), argv[1]);
    return 2;
  }

  PlayerConfig config;
  player_config_init (&config);
  config.depth = 6;
  config.perfect_empties = 14;
  config.eval_index = 2;
  if (player_text && !player_config_parse (&config, player_text, &error)) {
    fprintf (stderr, "reversi-gtp: %s\n", error->message);
    return 2;
  }
  if (player_text)
    player_spec_print_note ("reversi-gtp", player_text);
  /* Before the player exists: whatever its code prints goes to stderr. */
  FILE *protocol = gtp_server_protocol_output ();
  GtpEngine *engine = gtp_engine_new (&config, size, misere, verbose, &error);
  if (!engine) {
    fprintf (stderr, "reversi-gtp: %s\n", error->message);
    return 2;
  }
  if (move_time > 0)
    gtp_engine_set_move_time (engine, move_time);

  gboolean written = gtp_engine_run (engine, stdin, protocol);
  gtp_engine_free (engine);
  return written ? 0 : 1;
}
