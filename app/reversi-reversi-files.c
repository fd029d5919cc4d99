/* SPDX-License-Identifier: MIT */
/* reversi-reversi-files.c: Reversi's records, for its plug-in
 * (reversi-reversi-game.c): the kit's record, and the other Othello
 * programs' formats -- GGF (GGS, Edax), Othello's SGF and WTHOR
 * databases (engine/game-file.h) -- read and written as Save As, Open
 * and Paste a Position ask (reversi-game-files.h); and the state file's
 * keys of a Reversi game (the board as the engine writes it).
 */
#include "reversi-reversi-game.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "game-file.h"
#include "ggf.h"
#include "reversi-game-files.h"

/* ----------------------------------------------------------- writing */

static const char *const reversi_formats[] = { "ggf", "sgf", NULL };

static char *
reversi_write (ReversiGameSession *session, const char *format, GError **error)
{
  const Game *game = reversi_game_session_get_reversi (session);
  const ReversiGameSetup *setup = reversi_game_session_get_reversi_setup (session);
  const char *black = player_name (game->player[0]), *white = player_name (game->player[1]);
  if (strcmp (format, "ggf") == 0) {
    g_autofree char *date = ggf_date_from_iso (setup->date);
    const char *event = setup->event;
    return ggf_format (game, black, white, event && *event ? event : "reversi-kit", date);
  }
  /* SGF's DT is the day (YYYY-MM-DD), the record's Date starts so. */
  g_autofree char *day = setup->date && strlen (setup->date) >= 10
                             ? g_strndup (setup->date, 10) : NULL;
  return game_file_format_sgf (game, black, white, day);
}

/* Another game as GGF or SGF: neither has a place for it. */
static char *
reversi_refuse (const char *extension, const char *label, const char *own)
{
  if (strcmp (extension, "sgf") == 0)
    return game_file_sgf_no_such_game (label);
  if (strcmp (extension, "ggf") == 0)
    return g_strdup_printf (_("GGF holds Othello games only: save the game of %s with the "
                              "extension .%s, the kit's own format."),
                            label, own);
  return NULL;
}

/* ----------------------------------------------------------- reading */

/* One game of a file: another program's (GGF, SGF, WTHOR), or the
 * kit's record. */
typedef struct {
  GgfGame *ggf;
  GameRecord *record;
} FileGame;

static void
file_game_free (gpointer data)
{
  FileGame *game = data;
  g_clear_pointer (&game->ggf, ggf_game_free);
  g_clear_pointer (&game->record, game_record_free);
  g_free (game);
}

static GPtrArray *
reversi_read (const char *path, const char *text, gsize length, char **note, gboolean *writable,
              GError **error)
{
  GPtrArray *games = g_ptr_array_new_with_free_func (file_game_free);
  GameFileFormat format = game_file_detect (text, length, NULL);
  if (format == GAME_FILE_KIT) {
    FileGame *game = g_new0 (FileGame, 1);
    g_ptr_array_add (games, game);
    game->record = game_record_parse (text, length, reversi_check_player_config, error);
    if (!game->record)
      g_clear_pointer (&games, g_ptr_array_unref);
    return games;
  }
  g_autoptr (GPtrArray) read = game_file_read_games (text, length, error);
  if (!read) {
    g_ptr_array_unref (games);
    return NULL;
  }
  /* Save writes back to the file, but for a WTHOR database, which the
   * kit does not write. */
  *writable = format != GAME_FILE_WTHOR;
  if (format == GAME_FILE_WTHOR) {
    g_autoptr (GError) names = NULL;
    if (!game_file_wthor_names_beside (read, path, &names))
      *note = g_strdup_printf (_("The players' names are numbers: %s"), names->message);
  }
  guint count = read->len;
  g_autofree gpointer *ggf = g_ptr_array_steal (read, NULL);
  for (guint i = 0; i < count; i++) {
    FileGame *game = g_new0 (FileGame, 1);
    game->ggf = ggf[i];
    g_ptr_array_add (games, game);
  }
  return games;
}

static char *
reversi_describe (gconstpointer data)
{
  const FileGame *game = data;
  return game->ggf ? game_file_describe_game (game->ggf) : g_strdup (_("Reversi"));
}

/* The record a game of another program's file starts from: the game on
 * show's players, rule and event when it is Reversi, else the players
 * the window remembers (a new game of theirs), else none. */
static GameRecord *
players_record (ReversiGameSession *on_show, const ReversiGameSetup *remembered)
{
  if (on_show && reversi_game_session_get_reversi (on_show))
    return reversi_game_session_to_record (on_show);
  GameRecord *record = game_record_new ();
  Game *game = remembered ? reversi_game_setup_create_game (remembered, NULL) : NULL;
  if (game)
    reversi_game_setup_to_record (remembered, game, record);
  game_free (game);
  return record;
}

/* A game of another program's file: the players the file names become
 * people of those names (GGF, SGF and WTHOR name players, they do not
 * keep the kit's computer settings); a side it does not name keeps the
 * window's player, as a pasted position does. */
static ReversiGameSession *
session_of_other_game (const GgfGame *ggf, ReversiGameSession *on_show,
                       const ReversiGameSetup *remembered, GError **error)
{
  GameRecord *record = players_record (on_show, remembered);
  game_record_copy_game (record, ggf->game);
  const char *names[2] = { ggf->black_name, ggf->white_name };
  for (int i = 0; i < 2; i++)
    if (*names[i] && strcmp (names[i], "?") != 0)
      game_record_set_player (record, i == 0 ? BLACK : WHITE, FALSE, NULL, names[i]);
  /* PC, the place, holds the event; the kit's own PC names no event. */
  game_record_set_event (record, g_strcmp0 (ggf->place, "reversi-kit") == 0 ? NULL : ggf->place);
  g_autofree char *date = ggf_date_to_iso (ggf->date);
  game_record_set_date (record, date);
  ReversiGameSession *session = reversi_game_session_new_from_record (record, error);
  game_record_free (record);
  return session;
}

static ReversiGameSession *
reversi_open (gconstpointer data, ReversiGameSession *on_show, gconstpointer remembered,
              GError **error)
{
  const FileGame *game = data;
  if (game->record)
    return reversi_game_session_new_from_record (game->record, error);
  return session_of_other_game (game->ggf, on_show, remembered, error);
}

/* ---------------------------------------------------- paste a position */

static char *
reversi_paste_explanation (ReversiGameSession *session)
{
  int size = reversi_game_session_get_reversi (session)->start.size;
  return g_strdup_printf (
      _("Paste a move list such as “f5 d6 c3” or “f5d6c3” (read on the current %d×%d board), "
        "or a board string: the squares row by row as X, O or -, then X or O for the side to move. "
        "The players and the rule stay as they are."),
      size, size);
}

/* A GGF game replaces the game, with its players where it names them;
 * moves or a board string restart this one from there. */
static gboolean
reversi_paste (ReversiGameSession *session, const char *text, ReversiGameSession **replacement,
               GError **error)
{
  if (!ggf_looks_like (text))
    return reversi_game_session_set_up_position (session, text, error);
  GgfGame *ggf = ggf_parse (text, error);
  *replacement = ggf ? session_of_other_game (ggf, session, NULL, error) : NULL;
  ggf_game_free (ggf);
  return *replacement != NULL;
}

/* ---------------------------------------------------------- state file */

/* The board and moves as the engine writes them, and the board of the
 * position on show. */
static void
reversi_state_keys (ReversiGameSession *session, int shown, GString *s)
{
  const Game *game = reversi_game_session_get_reversi (session);
  g_autofree char *board = kyokumen_to_board_string (&game->kyokumen);
  g_autofree char *moves = game_record_to_text (game);
  g_autofree char *result = NULL;
  if (reversi_game_session_is_over (session)) {
    GameResult r;
    game_result (game, &r);
    result = game_result_to_text (&r);
  }
  g_string_append_printf (s, "board=%s\n", board);
  g_string_append_printf (s, "moves=%s\n", moves);
  g_string_append_printf (s, "size=%d\n", game->kyokumen.size);
  g_string_append_printf (s, "to_move=%s\n", game->kyokumen.color == BLACK ? "black" : "white");
  g_string_append_printf (s, "result=%s\n", result ? result : "");
  Kyokumen *position = g_new (Kyokumen, 1);
  reversi_game_session_reversi_position (session, shown, position);
  g_autofree char *shown_board = kyokumen_to_board_string (position);
  g_free (position);
  g_string_append_printf (s, "shown_board=%s\n", shown_board);
}

const ReversiGameFiles reversi_reversi_files = {
  .formats = reversi_formats,
  .write = reversi_write,
  .refuse = reversi_refuse,
  .read = reversi_read,
  .describe = reversi_describe,
  .open = reversi_open,
  .paste_explanation = reversi_paste_explanation,
  .paste = reversi_paste,
  .state_keys = reversi_state_keys,
};
