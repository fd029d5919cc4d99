/* SPDX-License-Identifier: MIT */
/* reversi-frame-private.h: what the files of the main window share.
 *
 * ReversiFrame plays every game of the kit through one ReversiGameSession
 * (reversi-game-session.h), Reversi included, so the window (the search
 * flow, review, undo, files, the autosave) is written once for all games.
 * What differs is the board it draws (Reversi's ReversiBoardView, the
 * others' ReversiCellBoard) and Reversi's extras from the course, which
 * ask the session for the engine's game: GGF, a pasted position, the
 * flip preview and the course's search report.
 *
 * The window is one GObject spread over several files, each named after
 * what it does (the layout of GNOME Text Editor's EditorWindow):
 *
 *   reversi-frame.c             lifecycle, template, the view, human moves
 *   reversi-frame-actions.c     the win.* actions and when they are enabled
 *   reversi-frame-search.c      when the computer thinks, and its result
 *   reversi-frame-hint.c        the hint: what the computer would play here
 *   reversi-frame-review.c      looking back over the game move by move
 *   reversi-frame-files.c       open, save, save as (records, GGF), copy, paste, autosave
 *   reversi-frame-resume.c      offering games left by ended processes
 *   reversi-frame-state-file.c  what the window shows, for the GUI tests
 *
 * Only those files include this header; everything else uses
 * reversi-frame.h.  The functions here start with an underscore to say
 * they are internal to the window.
 */
#pragma once

#include <adwaita.h>

#include "reversi-board-view.h"
#include "reversi-frame.h"
#include "reversi-move-list.h"
#include "reversi-game-session.h"
#include "reversi-reversi-game.h"
#include "reversi-relay-panel.h"
#include "reversi-cell-board.h"
#include "reversi-search.h"
#include "reversi-worker-client.h"
#include "reversi-worker-protocol.h"

G_BEGIN_DECLS

struct _ReversiFrame {
  GtkApplicationWindow parent_instance;

  /* Template children. */
  GtkBox *board_box;          /* the board of the game: board_view or cell_board */
  ReversiBoardView *board_view;
  GtkWidget *undo_button;
  GtkWidget *stop_button;
  GtkWidget *continue_button;
  GtkWidget *retry_button;    /* shown while the computer's failure waits for the user */
  GtkLabel *turn_label;
  GtkLabel *result_label;
  GtkLabel *players_label;
  GtkLabel *counts_label;
  GtkLabel *effect_label;     /* what the last move did, where a game says it */
  GtkWidget *thinking_box;
  GtkWidget *side_panel;
  GtkScrolledWindow *side_text;
  GtkSpinner *spinner;
  GtkLabel *thinking_label;
  GtkLabel *moves_heading;
  GtkLabel *search_label;
  GtkLabel *hint_label;       /* what the hint's ring means, while it shows */
  ReversiRelayPanel *relay_panel;
  ReversiMoveList *move_list;

  GSettings *settings;
  /* The game, whichever it is (never NULL after init), and the board of
   * a GameRules game (NULL for Reversi, whose board is board_view). */
  ReversiGameSession *session;
  ReversiCellBoard *cell_board;
  /* The Reversi players this window had last: a GGF game opened while
   * another game is on show takes them (GGF names no kit players). */
  ReversiGameSetup last_reversi;

  /* The computer's running search, or NULL. */
  ReversiSearch *search;
  /* The search program kept from one computer move to the next, so that
   * the enhanced player keeps its tables for the game as on the command
   * line; NULL until the first search, dropped (its program ended)
   * whenever the game changes under it: _reversi_frame_cancel_search. */
  ReversiWorkerClient *kept_worker;
  guint pause_id;             /* a computer move waiting for the pause to end */
  guint progress_id;          /* the thinking line's timer while a search runs */
  guint state_settle_id;      /* the state file written again after layout (tests) */
  guint side_text_fit_id;     /* the side text's height measured once a change is whole */
  gboolean computer_failed;   /* the computer could not move: wait for the user */

  ReversiSearch *hint_search; /* the hint's search, or NULL */
  int hint_move_count;        /* the position the hint is for; -1: none */
  gboolean hint_failed;       /* the hint's search failed: wait for Try Again */
  guint hint_timeout_id;      /* stops a hint search that takes too long */

  ReversiSearchReport report; /* what the last computer move found */
  int report_move_count;      /* the game's length just after that move; 0: none */

  char *message;              /* last error or note shown, or NULL */
  gboolean message_is_error;
  guint autosave_number;      /* this window's game among the process's (reversi-autosave.h) */
  char *autosave_path;        /* its autosave file as last written, or NULL */
  char *autosave_error;       /* why the autosave fails, while it does; else NULL */
  GtkLabel *autosave_label;   /* says so in the window */
  char *file_path;            /* the game's own file (Save writes there), or NULL */

  int review_index;           /* moves shown while reviewing; -1: the game as it is */

  GPtrArray *orphans;         /* autosaves still to offer for resuming (reversi-frame-resume.c) */
  gboolean resumed;           /* this window has resumed one: the next go to new windows */
};

/* reversi-frame.c: the game, whichever it is */

/** _reversi_frame_toast: say text for a few seconds over the window
 * (an AdwToast), for news that must not block play: "Saved as…", the
 * autosave's trouble. */
void _reversi_frame_toast (ReversiFrame *self, const char *text);

/** _reversi_frame_side_name: "Black", "X", "First"..., translated. */
const char *_reversi_frame_side_name (ReversiFrame *self, int side);

/** _reversi_frame_truncate: take back the moves after `length`, and what
 * the window said about them. */
void _reversi_frame_truncate (ReversiFrame *self, int length);

/** _reversi_frame_replace_session: play on session (taken): a new game
 * of another game, or one read from a file or an autosave. */
void _reversi_frame_replace_session (ReversiFrame *self, ReversiGameSession *session);

/** _reversi_frame_is_thinking: a computer is searching or about to. */
gboolean _reversi_frame_is_thinking (ReversiFrame *self);

/** _reversi_frame_human_may_move: a human is to move and nothing runs. */
gboolean _reversi_frame_human_may_move (ReversiFrame *self);

/** _reversi_frame_board: the board of the game on show (Reversi's
 * board_view or the cell_board of a GameRules game). */
ReversiBoard *_reversi_frame_board (ReversiFrame *self);

/** _reversi_frame_last_move_notation: "c4", "pass" or "".  Free with g_free. */
char *_reversi_frame_last_move_notation (ReversiFrame *self);

/** _reversi_frame_set_message: show an error or a note under the move
 * entry; NULL or "" clears it. */
void _reversi_frame_set_message (ReversiFrame *self, const char *text, gboolean is_error);

/** _reversi_frame_show_error: an error dialog over the window; the
 * secondary text also stays as the window's message. */
void _reversi_frame_show_error (ReversiFrame *self, const char *primary, const char *secondary);

/** _reversi_frame_update_view: show the game as it is now. */
void _reversi_frame_update_view (ReversiFrame *self);

/** _reversi_frame_game_changed: everything that follows a change of the
 * game: autosave, let the computer move if it is its turn, update the view. */
void _reversi_frame_game_changed (ReversiFrame *self);

/* reversi-frame-actions.c */

/** _reversi_frame_class_actions_init: install the win.* actions. */
void _reversi_frame_class_actions_init (ReversiFrameClass *klass);

/** _reversi_frame_actions_init: the actions each window adds itself (the
 * ones bound to settings). */
void _reversi_frame_actions_init (ReversiFrame *self);

/** _reversi_frame_actions_for_game: the settings actions the game on show
 * has a use for. */
void _reversi_frame_actions_for_game (ReversiFrame *self);

/** _reversi_frame_actions_update: enable the actions that apply now. */
void _reversi_frame_actions_update (ReversiFrame *self);

/* reversi-frame-search.c */

/** _reversi_frame_schedule_computer: let the computer move if it is its turn. */
void _reversi_frame_schedule_computer (ReversiFrame *self);

/** _reversi_frame_retry_computer: after the computer failed to move, it
 * searches the position again (the user asked: win.retry). */
void _reversi_frame_retry_computer (ReversiFrame *self);

/** _reversi_frame_stop_search: the computer plays its best move so far. */
void _reversi_frame_stop_search (ReversiFrame *self);

/** _reversi_frame_cancel_search: drop a running or pending search. */
void _reversi_frame_cancel_search (ReversiFrame *self);

/** _reversi_frame_search_ended: a worker's search (a computer's move or
 * the hint) has ended: let the application go, and TRUE when search is
 * still the one in *slot, then cleared; a search the window dropped has
 * nothing to say (the window may even be gone already). */
gboolean _reversi_frame_search_ended (GObject *search, ReversiSearch **slot);

/** _reversi_frame_is_searching: a search runs (not only waits for the pause). */
gboolean _reversi_frame_is_searching (ReversiFrame *self);

/** _reversi_frame_report_text: what the last computer move found.  Free
 * with g_free. */
char *_reversi_frame_report_text (ReversiFrame *self);

/* reversi-frame-hint.c */

/** _reversi_frame_update_hint: search for the hint of the position shown
 * when wanted and not done yet; drop it when not wanted. */
void _reversi_frame_update_hint (ReversiFrame *self, gboolean wanted);

/** _reversi_frame_hint_action_init: add win.show-hint, the window's own
 * toggle (Ctrl+H), off: a hint is asked for in one game, not kept. */
void _reversi_frame_hint_action_init (ReversiFrame *self);

/** _reversi_frame_hint_wanted: whether Show Hint is on in this window. */
gboolean _reversi_frame_hint_wanted (ReversiFrame *self);

/** _reversi_frame_hint_off: Show Hint off (a new game starts without it). */
void _reversi_frame_hint_off (ReversiFrame *self);

/** _reversi_frame_cancel_hint: drop the hint and its search (and what
 * the window said of a failed one). */
void _reversi_frame_cancel_hint (ReversiFrame *self);

/** _reversi_frame_retry_hint: after the hint's search failed, search
 * the position again (the user asked: win.retry). */
void _reversi_frame_retry_hint (ReversiFrame *self);

/* reversi-frame-review.c */

/** _reversi_frame_is_reviewing: an earlier position is on show. */
gboolean _reversi_frame_is_reviewing (ReversiFrame *self);

/** _reversi_frame_shown_move_count: the moves of the position on show. */
int _reversi_frame_shown_move_count (ReversiFrame *self);

/** _reversi_frame_review: show the position after count moves (the last
 * one ends reviewing). */
void _reversi_frame_review (ReversiFrame *self, int count);

/** _reversi_frame_stop_reviewing: show the game as it is (no update). */
void _reversi_frame_stop_reviewing (ReversiFrame *self);

/** _reversi_frame_continue_from_review: take back the moves after the
 * reviewed position and play on from it. */
void _reversi_frame_continue_from_review (ReversiFrame *self);

/** _reversi_frame_review_prompt: what the relay panel says while
 * reviewing.  Free with g_free. */
char *_reversi_frame_review_prompt (ReversiFrame *self);

/** _reversi_frame_report_describes_shown: whether the search report is
 * of the move that led to the position on show (while reviewing, another
 * position's report is not shown). */
gboolean _reversi_frame_report_describes_shown (ReversiFrame *self);

/* reversi-frame-files.c */

/** _reversi_frame_autosave: save the game to this window's autosave file. */
void _reversi_frame_autosave (ReversiFrame *self);

/** _reversi_frame_remove_autosave: delete this window's autosave file (a
 * finished or empty game closed normally). */
void _reversi_frame_remove_autosave (ReversiFrame *self);

/** _reversi_frame_claim_autosave: make the autosave file at path, a game
 * of kind game, this window's own by renaming it; 0, or the errno. */
int _reversi_frame_claim_autosave (ReversiFrame *self, const char *path,
                                   const ReversiGameInfo *game);

/** _reversi_frame_choose_file_to_open: ask for a game record and continue it. */
void _reversi_frame_choose_file_to_open (ReversiFrame *self);

/** _reversi_frame_save: save to the game's file, or ask for one (Save As)
 * when it has none yet. */
void _reversi_frame_save (ReversiFrame *self);

/** _reversi_frame_copy_record: put the game record on the clipboard. */
void _reversi_frame_copy_record (ReversiFrame *self);

/** _reversi_frame_choose_file_to_save: ask where to save the game, and save it. */
void _reversi_frame_choose_file_to_save (ReversiFrame *self);

/** _reversi_frame_ask_for_position: ask for a move list or board string
 * and set the game up from it. */
void _reversi_frame_ask_for_position (ReversiFrame *self);

/* reversi-frame-state-file.c */

/** _reversi_frame_write_state_file: for the GUI tests, when asked for. */
void _reversi_frame_write_state_file (ReversiFrame *self);

G_END_DECLS
