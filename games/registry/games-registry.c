/* SPDX-License-Identifier: MIT */
/* games-registry.c: the list of games, flattened once from the table of
 * folders that meson wrote. */
#include "games-registry.h"

#include "games-registry-private.h"

typedef struct {
  GPtrArray *games;     /* const GameEntry * */
  GPtrArray *folders;   /* const char *, the folder of each game */
} Registry;

static const Registry *
registry (void)
{
  static Registry list;
  static gsize ready = 0;
  if (g_once_init_enter (&ready)) {
    list.games = g_ptr_array_new ();
    list.folders = g_ptr_array_new ();
    for (const GamesRegistryFolder *f = games_registry_folders; f->folder; f++)
      for (const GameEntry *e = f->entries; e->rules; e++) {
        g_ptr_array_add (list.games, (gpointer) e);
        g_ptr_array_add (list.folders, (gpointer) f->folder);
      }
    g_once_init_leave (&ready, 1);
  }
  return &list;
}

const GameEntry *const *
games_registry_list (guint *count)
{
  const Registry *r = registry ();
  *count = r->games->len;
  return (const GameEntry *const *) r->games->pdata;
}

const GameEntry *
games_registry_find (const char *id)
{
  const Registry *r = registry ();
  for (guint i = 0; i < r->games->len; i++)
    if (g_strcmp0 (game_entry_id (r->games->pdata[i]), id) == 0)
      return r->games->pdata[i];
  return NULL;
}

const char *
games_registry_folder (const GameEntry *entry)
{
  const Registry *r = registry ();
  for (guint i = 0; i < r->games->len; i++)
    if (r->games->pdata[i] == entry)
      return r->folders->pdata[i];
  return NULL;
}

const char *
games_registry_record_extension (const GameEntry *entry)
{
  const char *folder = games_registry_folder (entry);
  for (const GamesRegistryFolder *f = games_registry_folders; folder && f->folder; f++)
    if (f->folder == folder)
      return f->extension;
  return NULL;
}

char *
games_registry_ids (const char *separator)
{
  const Registry *r = registry ();
  GString *s = g_string_new (NULL);
  for (guint i = 0; i < r->games->len; i++)
    g_string_append_printf (s, "%s%s", i ? separator : "", game_entry_id (r->games->pdata[i]));
  return g_string_free (s, FALSE);
}
