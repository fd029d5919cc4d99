/* SPDX-License-Identifier: MIT */
/* reversi-game-files.h: a game's records in files and on the clipboard,
 * whichever the game.
 *
 * The window's file code (reversi-frame-files.c) and its state file
 * (reversi-frame-state-file.c) ask only the functions below, never which
 * game is on show.  Every game saves as the kit's own text (the session's
 * to_text: a transcript, or a plug-in's own record).  A game played
 * through GameRules may name one other program's format in its catalog
 * entry (Go: SGF, `sgf_game` ... `file_read`); a plug-in that keeps its
 * own state (Reversi: the engine's Game) fills a ReversiGameFiles, its
 * catalog entry's `files`, for its formats (Reversi: GGF, Othello's SGF,
 * WTHOR, the kit's record), a pasted position and its state-file keys.
 * GLib only: tested without a display (tests/app-core).
 */
#pragma once

#include "reversi-game-session.h"

G_BEGIN_DECLS

struct ReversiGameFiles {
  /* The other programs' formats the game is written in, besides the
   * kit's own, by file extension (no dot; Save As offers each as
   * "GGF (.ggf)"), NULL-ended. */
  const char *const *formats;
  /* The game of session as the text of format (one of formats), NULL
   * with the reason. */
  char *(*write) (ReversiGameSession *session, const char *format, GError **error);
  /* Why a game of another kind (called label, whose own extension is
   * own) cannot be saved as extension, or NULL when extension is not one
   * this plug-in knows (GGF: "GGF holds Othello games only..."). */
  char *(*refuse) (const char *extension, const char *label, const char *own);

  /* The games of a file that is neither the kit's transcript nor another
   * game's SGF (Reversi: GGF, Othello's SGF, WTHOR, the kit's record),
   * each a pointer the plug-in frees through the array; NULL with the
   * reason.  *note (NULL, or a sentence to add when the file opens);
   * *writable is FALSE when Save must not write back to the file (a
   * WTHOR database, which the kit does not write). */
  GPtrArray *(*read) (const char *path, const char *text, gsize length, char **note,
                      gboolean *writable, GError **error);
  /* A line that tells one of read's games from the others (the chooser
   * of a file of several). */
  char *(*describe) (gconstpointer game);
  /* A session of one of read's games.  on_show is the window's session
   * (its players are kept where the file names none when it is of this
   * game), remembered what the window keeps of this game's players while
   * another game is on show (Reversi: a ReversiGameSetup), or NULL. */
  ReversiGameSession *(*open) (gconstpointer game, ReversiGameSession *on_show,
                               gconstpointer remembered, GError **error);

  /* Paste a Position: what the dialog says the text may be, and the
   * game set up from text, keeping the players and the rule: in session
   * itself, or as a new session in *replacement (a pasted GGF game);
   * FALSE with the reason, and nothing changed.  NULL: the game has no
   * Paste a Position. */
  char *(*paste_explanation) (ReversiGameSession *session);
  gboolean (*paste) (ReversiGameSession *session, const char *text,
                     ReversiGameSession **replacement, GError **error);

  /* The state file's keys of the game and of the position after `shown`
   * moves, as key=value lines (tests/app/harness.py reads them). */
  void (*state_keys) (ReversiGameSession *session, int shown, GString *s);
};

/** reversi_game_files_formats: the other programs' formats (extensions,
 * no dot) the session's game is written in besides the kit's own, in the
 * order Save As offers them; none for most games.  Free with g_strfreev. */
GStrv reversi_game_files_formats (ReversiGameSession *session);

/** reversi_game_files_format_label: "GGF (.ggf)": a format in Save As's
 * choice.  Free with g_free. */
char *reversi_game_files_format_label (const char *format);

/** reversi_game_files_has_extension: whether path's name ends in
 * "." extension, in any letter case. */
gboolean reversi_game_files_has_extension (const char *path, const char *extension);

/** reversi_game_files_text_for: the session's game as the text of the
 * format path's extension names (one of its formats), else the kit's
 * own (whose extension is own); NULL with the reason when the extension
 * is another game's format (a Kalah game as .sgf or .ggf). */
char *reversi_game_files_text_for (ReversiGameSession *session, const char *path,
                                   const char *own, GError **error);

/* The games a file holds, read by content: another game's SGF (Go), the
 * kit's transcript, or what a plug-in reads (Reversi). */
typedef struct ReversiFileGames ReversiFileGames;

/** reversi_file_games_read: the games of a file's text (path names it,
 * for the files beside it), by content, not by name; NULL with the
 * reason.  Free with reversi_file_games_free. */
ReversiFileGames *reversi_file_games_read (const char *path, const char *text, gsize length,
                                           GError **error);

/** reversi_file_games_count: how many games the file holds (one, or
 * several to choose from). */
guint reversi_file_games_count (const ReversiFileGames *file);

/** reversi_file_games_describe: a line for game i, to choose it by.  Free
 * with g_free. */
char *reversi_file_games_describe (const ReversiFileGames *file, guint i);

/** reversi_file_games_note: what to say besides "Opened" (variations
 * left out, a komi, WTHOR's names), or NULL. */
const char *reversi_file_games_note (const ReversiFileGames *file);

/** reversi_file_games_writable: whether Save may write back to the file
 * (FALSE for a WTHOR database). */
gboolean reversi_file_games_writable (const ReversiFileGames *file);

/** reversi_file_games_open: a session of game i; on_show and remembered
 * as ReversiGameFiles.open has them.  NULL with the reason. */
ReversiGameSession *reversi_file_games_open (const ReversiFileGames *file, guint i,
                                             ReversiGameSession *on_show,
                                             gconstpointer remembered, GError **error);

void reversi_file_games_free (ReversiFileGames *file);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (ReversiFileGames, reversi_file_games_free)

/** reversi_game_files_paste_explanation: what Paste a Position says the
 * text may be, or NULL when the session's game has none.  Free with
 * g_free. */
char *reversi_game_files_paste_explanation (ReversiGameSession *session);

/** reversi_game_files_paste: set the game up from pasted text (see
 * ReversiGameFiles.paste); FALSE with the reason, nothing changed. */
gboolean reversi_game_files_paste (ReversiGameSession *session, const char *text,
                                   ReversiGameSession **replacement, GError **error);

/** reversi_game_files_state_keys: the state file's keys of the game, the
 * position after `shown` moves among them: a GameRules game's moves,
 * position, side to move and result, or its plug-in's. */
void reversi_game_files_state_keys (ReversiGameSession *session, int shown, GString *s);

G_END_DECLS
