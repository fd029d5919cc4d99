/* reversi-rules-frame-private.h: what the files of the other games'
 * window share.
 *
 * ReversiRulesFrame is one GObject spread over files by concern, as
 * ReversiFrame is:
 *
 *   reversi-rules-frame.c             life cycle, the view, human moves, actions
 *   reversi-rules-frame-search.c      when the computer thinks, and its report
 *   reversi-rules-frame-files.c       open, save, autosave, handing over
 *   reversi-rules-frame-state-file.c  what the window shows, for the GUI tests
 *
 * Only those files include this header.
 */
#pragma once

#include "reversi-relay-panel.h"
#include "reversi-rules-frame.h"
#include "reversi-rules-search.h"
#include "reversi-rules-view.h"

G_BEGIN_DECLS

struct _ReversiRulesFrame {
  GtkApplicationWindow parent_instance;

  /* Template children. */
  GtkBox *board_box;
  GtkWidget *stop_button;
  GtkLabel *autosave_label;
  GtkLabel *turn_label;
  GtkLabel *result_label;
  GtkLabel *players_label;
  GtkLabel *counts_label;
  GtkLabel *effect_label;
  GtkWidget *thinking_box;
  GtkSpinner *spinner;
  GtkLabel *thinking_label;
  GtkLabel *search_label;
  ReversiRelayPanel *relay_panel;
  GtkLabel *moves_heading;
  GtkLabel *moves_label;

  GSettings *settings;
  ReversiGameSession *session;
  ReversiRulesView *view;        /* the game's board, in board_box */

  ReversiRulesSearch *search;    /* the running search, or NULL */
  guint pause_id;                /* a computer move waiting for the pause to end */
  guint progress_id;             /* the thinking line's timer */
  gboolean computer_failed;      /* the computer could not move: wait for the user */

  ReversiRulesReport report;     /* what the last computer move found */
  int report_length;             /* the game's length just after that move; 0: none */

  char *message;                 /* the last error or note shown, or NULL */
  gboolean message_is_error;
  guint state_settle_id;

  char *autosave_path;           /* this process's autosave file */
  char *autosave_error;          /* why the autosave fails, while it does */
  gboolean autosave_handed_over; /* another window of this process took the file */
  char *file_path;               /* the game's own file (Save writes there), or NULL */
};

/* reversi-rules-frame.c */

const ReversiGameInfo *_reversi_rules_frame_game (ReversiRulesFrame *self);
int _reversi_rules_frame_side_to_move (ReversiRulesFrame *self);
/** _reversi_rules_frame_is_thinking: a computer is searching or about to. */
gboolean _reversi_rules_frame_is_thinking (ReversiRulesFrame *self);
/** _reversi_rules_frame_human_may_move: a human is to move and nothing runs. */
gboolean _reversi_rules_frame_human_may_move (ReversiRulesFrame *self);
/** _reversi_rules_frame_set_message: an error or a note under the move entry. */
void _reversi_rules_frame_set_message (ReversiRulesFrame *self, const char *text,
                                       gboolean is_error);
/** _reversi_rules_frame_update_view: show the game as it is now. */
void _reversi_rules_frame_update_view (ReversiRulesFrame *self);
/** _reversi_rules_frame_game_changed: autosave, let the computer move, show. */
void _reversi_rules_frame_game_changed (ReversiRulesFrame *self);
/** _reversi_rules_frame_replace_session: play on session (taken). */
void _reversi_rules_frame_replace_session (ReversiRulesFrame *self, ReversiGameSession *session);

/* reversi-rules-frame-search.c */

/** _reversi_rules_frame_schedule_computer: let the computer move if it is its turn. */
void _reversi_rules_frame_schedule_computer (ReversiRulesFrame *self);
/** _reversi_rules_frame_cancel_search: drop a running or pending search. */
void _reversi_rules_frame_cancel_search (ReversiRulesFrame *self);
/** _reversi_rules_frame_report_text: what the last computer move found. */
char *_reversi_rules_frame_report_text (ReversiRulesFrame *self);

/* reversi-rules-frame-files.c */

/** _reversi_rules_frame_autosave: the game to this process's autosave. */
void _reversi_rules_frame_autosave (ReversiRulesFrame *self);
/** _reversi_rules_frame_class_files_init: install win.open, win.save, win.save-as. */
void _reversi_rules_frame_class_files_init (GtkWidgetClass *widget_class);

/* reversi-rules-frame-state-file.c */

/** _reversi_rules_frame_write_state_file: for the GUI tests, when asked for. */
void _reversi_rules_frame_write_state_file (ReversiRulesFrame *self);

G_END_DECLS
