/* SPDX-License-Identifier: MIT */
/* reversi-game-files.c: a game's records in files, whichever the game:
 * the catalog entry's hooks where its plug-in has them, else the kit's
 * transcript and the one other format a GameRules game may name. */
#include "reversi-game-files.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "game-file.h"
#include "reversi-error.h"
#include "sgf-tree.h"

GStrv
reversi_game_files_formats (ReversiGameSession *session)
{
  const ReversiGameInfo *game = reversi_game_session_get_game (session);
  g_autoptr (GStrvBuilder) formats = g_strv_builder_new ();
  if (game->files && game->files->formats)
    g_strv_builder_addv (formats, (const char **) game->files->formats);
  else if (game->file_write && game->file_extension)
    g_strv_builder_add (formats, game->file_extension);
  return g_strv_builder_end (formats);
}

char *
reversi_game_files_format_label (const char *format)
{
  /* A format's name is its extension in capitals (GGF, SGF): not
   * translated, other programs call it so. */
  g_autofree char *name = g_ascii_strup (format, -1);
  return g_strdup_printf ("%s (.%s)", name, format);
}

gboolean
reversi_game_files_has_extension (const char *path, const char *extension)
{
  g_autofree char *lower = g_ascii_strdown (path, -1);
  g_autofree char *suffix = g_strconcat (".", extension, NULL);
  return g_str_has_suffix (lower, suffix);
}

/* Why the game called label cannot be saved as path's extension, a
 * format of another game's plug-in; NULL when no plug-in knows it. */
static char *
refusal_for (const char *path, const char *label, const char *own)
{
  const char *dot = strrchr (path, '.');
  if (!dot || strchr (dot, G_DIR_SEPARATOR))
    return NULL;
  g_autofree char *extension = g_ascii_strdown (dot + 1, -1);
  guint count;
  const ReversiGameInfo *const *games = reversi_game_catalog (&count);
  for (guint i = 0; i < count; i++)
    if (games[i]->files && games[i]->files->refuse) {
      char *reason = games[i]->files->refuse (extension, label, own);
      if (reason)
        return reason;
    }
  return NULL;
}

char *
reversi_game_files_text_for (ReversiGameSession *session, const char *path, const char *own,
                             GError **error)
{
  const ReversiGameInfo *game = reversi_game_session_get_game (session);
  g_auto (GStrv) formats = reversi_game_files_formats (session);
  for (int i = 0; formats[i]; i++) {
    if (!reversi_game_files_has_extension (path, formats[i]))
      continue;
    if (game->files)
      return game->files->write (session, formats[i], error);
    g_autofree char *first = reversi_game_session_player_name (session, 0);
    g_autofree char *second = reversi_game_session_player_name (session, 1);
    return game->file_write (reversi_game_session_get_path (session), first, second);
  }
  g_autofree char *reason = refusal_for (path, _(game->label), own);
  if (reason) {
    g_set_error_literal (error, REVERSI_ERROR, REVERSI_ERROR_FILE, reason);
    return NULL;
  }
  return reversi_game_session_to_text (session);
}

/* ------------------------------------------------------------- reading */

struct ReversiFileGames {
  /* The plug-in whose `read` gave games, or NULL: then games holds one
   * ready ReversiGameSession (a transcript, another game's SGF). */
  const ReversiGameFiles *files;
  GPtrArray *games;
  char *note;
  gboolean writable;
};

void
reversi_file_games_free (ReversiFileGames *file)
{
  g_clear_pointer (&file->games, g_ptr_array_unref);
  g_free (file->note);
  g_free (file);
}

/* Add sentence to *note, after what it says already. */
static void
add_note (char **note, const char *sentence)
{
  if (!sentence)
    return;
  char *both = *note ? g_strdup_printf ("%s %s", *note, sentence) : g_strdup (sentence);
  g_free (*note);
  *note = both;
}

/* The game of another program's SGF that a game of the kit other than a
 * plug-in's reads (Go: GM[1]), or NULL. */
static const ReversiGameInfo *
sgf_game_of (const char *text, gsize length)
{
  int gm = 0;
  if (game_file_detect (text, length, &gm) != GAME_FILE_SGF || gm == GAME_FILE_SGF_OTHELLO)
    return NULL;
  return reversi_game_find_sgf (gm);
}

/* The plug-in that reads the files no GameRules game reads (Reversi's:
 * GGF, Othello's SGF, WTHOR and its record), or NULL. */
static const ReversiGameFiles *
reader_of_the_rest (void)
{
  guint count;
  const ReversiGameInfo *const *games = reversi_game_catalog (&count);
  for (guint i = 0; i < count; i++)
    if (games[i]->files && games[i]->files->read)
      return games[i]->files;
  return NULL;
}

ReversiFileGames *
reversi_file_games_read (const char *path, const char *text, gsize length, GError **error)
{
  g_autoptr (ReversiFileGames) file = g_new0 (ReversiFileGames, 1);
  file->writable = TRUE;
  GameFileFormat format = game_file_detect (text, length, NULL);
  /* Said, not hidden: the other lines are not in the game opened. */
  if (format == GAME_FILE_SGF && sgf_has_variations (text, text + length))
    file->note = g_strdup (_("The file holds variations: the game opened is its main line (the "
                             "first variation at each branch)."));
  /* Other programs' formats first, then the kit's own text. */
  const ReversiGameInfo *sgf_game = sgf_game_of (text, length);
  const ReversiGameFiles *reader = reader_of_the_rest ();
  ReversiGameSession *session = NULL;
  if (sgf_game) {
    g_autofree char *komi_note = NULL;
    g_autoptr (GameTranscript) transcript = sgf_game->file_read (text, length, &komi_note, error);
    if (!transcript)
      return NULL;
    add_note (&file->note, komi_note);
    session = reversi_game_session_new_from_transcript (transcript);
  } else if (format == GAME_FILE_KIT && game_transcript_looks_like (text)) {
    /* A game played through GameRules: its transcript. */
    session = reversi_game_session_new_from_text (text, length, error);
    if (!session)
      return NULL;
  } else if (reader) {
    g_autofree char *note = NULL;
    file->games = reader->read (path, text, length, &note, &file->writable, error);
    if (!file->games)
      return NULL;
    add_note (&file->note, note);
    file->files = reader;
    return g_steal_pointer (&file);
  } else {
    g_set_error_literal (error, REVERSI_ERROR, REVERSI_ERROR_FILE,
                         _("The file holds no game that this build plays."));
    return NULL;
  }
  file->games = g_ptr_array_new_with_free_func (g_object_unref);
  g_ptr_array_add (file->games, session);
  return g_steal_pointer (&file);
}

guint
reversi_file_games_count (const ReversiFileGames *file)
{
  return file->games->len;
}

char *
reversi_file_games_describe (const ReversiFileGames *file, guint i)
{
  if (file->files)
    return file->files->describe (file->games->pdata[i]);
  return g_strdup (_(reversi_game_session_get_game (file->games->pdata[i])->label));
}

const char *
reversi_file_games_note (const ReversiFileGames *file)
{
  return file->note;
}

gboolean
reversi_file_games_writable (const ReversiFileGames *file)
{
  return file->writable;
}

ReversiGameSession *
reversi_file_games_open (const ReversiFileGames *file, guint i, ReversiGameSession *on_show,
                         gconstpointer remembered, GError **error)
{
  g_return_val_if_fail (i < file->games->len, NULL);
  if (file->files)
    return file->files->open (file->games->pdata[i], on_show, remembered, error);
  return g_object_ref (file->games->pdata[i]);
}

/* --------------------------------------------------- paste, state file */

char *
reversi_game_files_paste_explanation (ReversiGameSession *session)
{
  const ReversiGameFiles *files = reversi_game_session_get_game (session)->files;
  return files && files->paste_explanation ? files->paste_explanation (session) : NULL;
}

gboolean
reversi_game_files_paste (ReversiGameSession *session, const char *text,
                          ReversiGameSession **replacement, GError **error)
{
  const ReversiGameFiles *files = reversi_game_session_get_game (session)->files;
  *replacement = NULL;
  g_return_val_if_fail (files && files->paste, FALSE);
  return files->paste (session, text, replacement, error);
}

/* A GameRules game's keys: its moves, the position as its rules write it
 * (on one line), the side to move and the result word. */
static void
common_state_keys (ReversiGameSession *session, GString *s)
{
  const GameRules *rules = reversi_game_session_get_rules (session);
  int length = reversi_game_session_get_length (session);
  g_string_append (s, "moves=");
  for (int i = 0; i < length; i++) {
    g_autofree char *notation =
        reversi_game_session_notation (session, reversi_game_session_get_move (session, i));
    g_string_append_printf (s, "%s%s", i > 0 ? " " : "", notation);
  }
  g_string_append_c (s, '\n');
  g_autofree char *position =
      rules->position_to_text (rules, reversi_game_session_get_position (session, length));
  g_strdelimit (position, "\n", '|');
  g_string_append_printf (s, "position=%s\n", position);
  g_string_append_printf (s, "to_move=%d\n", reversi_game_session_side_to_move (session, length));
  g_string_append_printf (s, "result=%s\n",
                          reversi_game_session_is_over (session)
                              ? game_transcript_result_word (reversi_game_session_get_path (session))
                              : "");
}

void
reversi_game_files_state_keys (ReversiGameSession *session, int shown, GString *s)
{
  const ReversiGameFiles *files = reversi_game_session_get_game (session)->files;
  if (files && files->state_keys)
    files->state_keys (session, shown, s);
  else
    common_state_keys (session, s);
}
