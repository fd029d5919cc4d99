/* SPDX-License-Identifier: MIT */
/* test-games-registry.c: the one list of games (games/registry).
 *
 * The list must hold a game for every game folder the build found
 * (GAMES_FOLDERS, from games/meson.build), each game once under its
 * rules' name, findable by that id, with a label and complete rules; each
 * comparison position must play and name depths games-compare can read.
 * Where the tree has the conformance checks (tests/games-search), every
 * registered game is held to the GameRules contract on random games, so a
 * game added to the list is checked without a line here.
 */
#include <glib.h>
#include <string.h>

#include "games-registry.h"
#ifdef HAVE_CONFORMANCE
#include "game-conformance.h"
#endif

static void
test_every_folder_registers (void)
{
  g_auto (GStrv) folders = g_strsplit (GAMES_FOLDERS, " ", -1);
  guint count;
  const GameEntry *const *games = games_registry_list (&count);
  g_assert_cmpuint (count, >=, g_strv_length (folders));
  for (int f = 0; folders[f]; f++) {
    int found = 0;
    for (guint i = 0; i < count; i++)
      found += g_strcmp0 (games_registry_folder (games[i]), folders[f]) == 0;
    if (found == 0)
      g_test_fail_printf ("games/%s/ registers no game", folders[f]);
  }
  /* Folder order is the order of games/meson.build. */
  for (guint i = 1; i < count; i++) {
    const char *before = games_registry_folder (games[i - 1]), *now = games_registry_folder (games[i]);
    if (g_strcmp0 (before, now) != 0)
      for (guint j = i + 1; j < count; j++)
        g_assert_cmpstr (games_registry_folder (games[j]), !=, before);
  }
}

static void
test_ids_are_unique_and_found (void)
{
  guint count;
  const GameEntry *const *games = games_registry_list (&count);
  g_autoptr (GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < count; i++) {
    const char *id = game_entry_id (games[i]);
    g_assert_nonnull (id);
    g_assert_false (g_hash_table_contains (seen, id));
    g_hash_table_add (seen, (gpointer) id);
    g_assert_true (games_registry_find (id) == games[i]);
    g_assert_nonnull (games[i]->label);
    g_assert_cmpuint (strlen (games[i]->label), >, 0);
    g_autoptr (GError) error = NULL;
    if (!game_rules_check (games[i]->rules (), &error))
      g_test_fail_printf ("%s: %s", id, error->message);
  }
  g_assert_null (games_registry_find ("chess"));
  g_assert_null (games_registry_find (NULL));
  g_autofree char *ids = games_registry_ids (", ");
  g_assert_true (g_str_has_prefix (ids, "tictactoe"));
}

/* Each comparison position is a game's moves from the start, legal in
 * turn, and its depths are 1 to 60 or "end": what games-compare reads. */
static void
test_compare_positions_play (void)
{
  guint count, positions = 0;
  const GameEntry *const *games = games_registry_list (&count);
  for (guint i = 0; i < count; i++)
    for (const GameComparePosition *p = games[i]->compare; p && p->moves; p++) {
      positions++;
      g_autoptr (GamePath) path = game_path_new (games[i]->rules ());
      g_auto (GStrv) moves = g_strsplit (p->moves, " ", -1);
      for (int m = 0; moves[m]; m++) {
        g_autoptr (GError) error = NULL;
        if (moves[m][0] && !game_path_play_text (path, moves[m], &error))
          g_test_fail_printf ("%s “%s”: %s", game_entry_id (games[i]), p->moves, error->message);
      }
      g_auto (GStrv) depths = g_strsplit (p->depths, " ", -1);
      g_assert_nonnull (depths[0]);
      for (int d = 0; depths[d]; d++)
        if (g_strcmp0 (depths[d], "end") != 0
            && !g_ascii_string_to_unsigned (depths[d], 10, 1, 60, NULL, NULL))
          g_test_fail_printf ("%s “%s”: depth “%s”", game_entry_id (games[i]), p->moves,
                              depths[d]);
    }
  g_assert_cmpuint (positions, >=, 1);
}

#ifdef HAVE_CONFORMANCE
static void
test_every_game_conforms (void)
{
  guint count;
  const GameEntry *const *games = games_registry_list (&count);
  for (guint i = 0; i < count; i++) {
    g_test_message ("%s", game_entry_id (games[i]));
    g_assert_cmpint (game_conformance_check (games[i]->rules (), 5, 21 + i), >, 5);
  }
}
#endif

/* Every game's records have an extension (one per folder, Go's its own),
 * and the app's MIME types (app/data, written by meson from the same list)
 * register a glob for it, so a file manager opens any game's record with
 * the app; a folder added to games/ needs no edit in app/data. */
static void
test_every_extension_registered (void)
{
  guint count;
  const GameEntry *const *games = games_registry_list (&count);
  g_autofree char *mime = NULL;
  /* A tree without the app (the students' handout) has no MIME file. */
#ifdef MIME_FILE
  const char *mime_file = MIME_FILE;
  g_assert_true (g_file_get_contents (mime_file, &mime, NULL, NULL));
#else
  const char *mime_file = "(no MIME file)";
#endif
  for (guint i = 0; i < count; i++) {
    const char *extension = games_registry_record_extension (games[i]);
    g_assert_nonnull (extension);
    const char *folder = games_registry_folder (games[i]);
    /* The folder's name, unless that names something else (*.go). */
    if (g_str_equal (folder, "go"))
      g_assert_cmpstr (extension, ==, "go-game");
    else
      g_assert_cmpstr (extension, ==, folder);
    if (mime) {
      g_autofree char *glob = g_strdup_printf ("<glob pattern=\"*.%s\"/>", extension);
      if (!strstr (mime, glob))
        g_error ("%s: the records of %s (*.%s) have no MIME type", mime_file,
                 game_entry_id (games[i]), extension);
    }
  }
  if (!mime)
    g_test_message ("no app in this build: the MIME types were not checked");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/registry/every-folder-registers", test_every_folder_registers);
  g_test_add_func ("/registry/ids-unique-and-found", test_ids_are_unique_and_found);
  g_test_add_func ("/registry/every-extension-registered", test_every_extension_registered);
  g_test_add_func ("/registry/compare-positions-play", test_compare_positions_play);
#ifdef HAVE_CONFORMANCE
  g_test_add_func ("/registry/every-game-conforms", test_every_game_conforms);
#endif
  return g_test_run ();
}
