/* SPDX-License-Identifier: MIT */
/* games-list.c: the registry's games, one a line, for scripts and tests:
 *
 *   ID <tab> FOLDER <tab> LABEL
 *
 * (the label untranslated).  The GUI tests take their list of games from
 * it (tests/app/games_rules.py), so they test the games this build has. */
#include <stdio.h>

#include "games-registry.h"

int
main (int argc, char **argv)
{
  if (argc > 1) {
    fprintf (stderr, "usage: games-list (prints ID, FOLDER and LABEL of each game)\n");
    return 2;
  }
  guint count;
  const GameEntry *const *games = games_registry_list (&count);
  for (guint i = 0; i < count; i++)
    printf ("%s\t%s\t%s\n", game_entry_id (games[i]), games_registry_folder (games[i]),
            games[i]->label);
  return 0;
}
