/* SPDX-License-Identifier: MIT */
/* reversi-game-catalog.h: the games the app plays, and what each needs.
 *
 * The games of the kit are played through their GameRules
 * (games/search/game-rules.h), but for a game whose plug-in plays it its
 * own way (Reversi: the engine's Game with the course's computer players,
 * reversi-reversi-game.c): a window shows them all the same way, and an
 * entry here says what is particular to each: its name and sides, its
 * strategies and how each chooses a move, and what it says about moves
 * and results.  The catalog is GLib
 * only (it is in the app's core library, tested without a display): a
 * game's board widget is found by its folder on the GTK side
 * (reversi-game-views.h).
 *
 * Which games there are is the kit's one list (games/registry): the
 * student handout has tic-tac-toe only (and no common search), the full
 * tree also Kalah, Go on 2x2, 3x3 and 4x4 and Connect Four.  A game's
 * plug-in (app/reversi-FOLDER-game.c, found by app/meson.build for each
 * game folder present) gives per game id what the app needs beyond the
 * registry; its label and rules come from the registry, its board from
 * app/reversi-FOLDER-view.c.
 */
#pragma once

#include <glib-object.h>

#include "game-transcript.h"
#include "reversi-common-strategy.h"

G_BEGIN_DECLS

typedef struct ReversiGameInfo ReversiGameInfo;
typedef struct ReversiGamePlay ReversiGamePlay;
typedef struct ReversiGameFiles ReversiGameFiles;

struct ReversiGameInfo {
  /* The name in settings, files and on the command line: "reversi", or
   * the rules' name ("tictactoe", "kalah", "go-3x3"). */
  const char *id;
  /* N_(): "Tic-tac-toe"; for a GameRules game the catalog takes it from
   * the registry (a plug-in leaves it unset). */
  const char *label;
  const char *side_labels[2];          /* N_(): the New Game dialog's frames */
  /* N_(): each side's name in the game ("X", "Black"); for a GameRules
   * game the catalog takes them from the rules. */
  const char *side_names[2];
  const char *move_example;            /* N_(): the move entry's placeholder */
  /* N_(): a rule a new player must know before playing, said in the New
   * Game dialog and with the result (Go: stones left on the board are
   * alive), or NULL. */
  const char *rule_note;
  /* N_(): the prompt on each side's turn when "click the board, or type
   * the move (such as <move_example>)" does not read well (Kalah's sides
   * have their own pits), or NULL. */
  const char *move_prompts[2];

  /* The window's actions ("win.paste") that only this game has a use
   * for, NULL-ended, or NULL: in another game's window they are off and
   * the shortcuts window does not list them. */
  const char *const *own_actions;

  /* -- How the window sets the game up and shows it (the New Game
   * dialog, the command line, the board), asked here rather than which
   * game it is.  A game played through its GameRules leaves these FALSE:
   * it is set up by two common sides (reversi-common-setup.h: the
   * dialog's side settings, the command line's --first and --second)
   * and shown on its folder's board (reversi-game-views.h). -- */
  /* The game is set up the course's way (reversi-game-setup.h: the board
   * size, misère, the event and the course's computer players): the New
   * Game dialog shows the course's settings for it and reads them back,
   * and the command line's --black, --white, --size and --misere set it
   * up.  Its session is its plug-in's (`play`). */
  gboolean course_setup;
  /* The game is shown on the course's board (reversi-board-view.h: the
   * discs, the flips a move would make, the hint). */
  gboolean course_board;

  /* The game leads the catalog (the game the application is named after). */
  gboolean listed_first;
  /* How a game that its plug-in plays its own way answers its session
   * (reversi-game-session-private.h); NULL for a game played through its
   * GameRules, which the rest is for.  The catalog takes such a game's
   * label and rules from the registry, by its id. */
  const ReversiGamePlay *play;

  /* The rest is for the GameRules games only (NULL where `play` is set).
   * The rules are the registry's (a plug-in leaves them unset). */
  const GameRules *(*rules) (void);

  /* How each strategy chooses; NULL where the game does not have it. */
  ReversiCommonChoose choose[REVERSI_COMMON_STRATEGY_COUNT];
  /* Where a strategy is an exercise (tic-tac-toe's t1 and t2): the same
   * search by List 1 replayed (games/search, search-replay.h), recording
   * its tree as the student's is recorded: the reference beside the
   * student's search where the reference's search program is not built
   * (the student handout).  NULL elsewhere. */
  ReversiCommonChoose list1_replay[REVERSI_COMMON_STRATEGY_COUNT];
  /* A strategy's label when it is not the usual one (N_(), or NULL). */
  const char *strategy_labels[REVERSI_COMMON_STRATEGY_COUNT];
  /* Whether the strategy stops at the computer's depth (else it reads to
   * the end of the game, or does not search). */
  gboolean uses_depth[REVERSI_COMMON_STRATEGY_COUNT];
  ReversiCommonComputer default_computer;

  /* A pass is a move the side to move may always make (Go). */
  gboolean pass_offered;

  /* A sentence on what move did from before ("Sowed 5 stones from pit 3;
   * ..."), or "" when there is nothing to add to the move itself. */
  char *(*describe_move) (const GameRules *rules, const void *before, int move);
  /* The counts shown beside the board ("Stores: ..."), or "".  A
   * plug-in leaves it NULL when its game has no counts (tic-tac-toe,
   * Connect Four): the catalog's entry then answers "". */
  char *(*counts_text) (const GameRules *rules, const void *position);
  /* A finished game's result, first line large, details after a '\n'. */
  char *(*result_text) (const GameRules *rules, const void *finished);

  /* Another program's format this game is written in too (Go: SGF, which
   * GNU Go, Quarry and GoGui read), or 0 / NULL: its SGF game number
   * (GM), the file extension (no dot) and MIME type Save As gives it,
   * the game as its text (path's moves, the players' names), and a game
   * of its text as a transcript of two human players named as in the
   * file (*note, or NULL: what the game cannot keep of the file, said
   * when it opens), NULL with the reason. */
  int sgf_game;
  const char *file_extension;
  const char *file_mime_type;
  char *(*file_write) (const GamePath *path, const char *first, const char *second);
  GameTranscript *(*file_read) (const char *text, gsize length, char **note, GError **error);

  /* ---- Files: a plug-in's own records (reversi-game-files.h) ----
   * How a game that its plug-in plays its own way reads and writes its
   * records, besides the kit's own text: the formats Save As offers, the
   * games of a file it reads, a pasted position, its state-file keys
   * (Reversi: GGF, Othello's SGF, WTHOR, the kit's record).  NULL: the
   * game saves as its transcript (and `file_write` above), as the
   * GameRules games do, and has no Paste a Position. */
  const ReversiGameFiles *files;
};

/** reversi_game_catalog: the games of this build, in the order the New
 * Game dialog lists them (an entry listed_first, Reversi, first);
 * *count receives how many. */
const ReversiGameInfo *const *reversi_game_catalog (guint *count);

/** reversi_game_find: the game called id, or NULL. */
const ReversiGameInfo *reversi_game_find (const char *id);

/** reversi_game_find_sgf: the first game whose files are SGF of game
 * number gm (GM), or NULL. */
const ReversiGameInfo *reversi_game_find_sgf (int gm);

/** reversi_game_has_strategy: whether game offers strategy. */
gboolean reversi_game_has_strategy (const ReversiGameInfo *game, ReversiCommonStrategy strategy);

/** reversi_game_strategy_label: the strategy's label in game, translated. */
const char *reversi_game_strategy_label (const ReversiGameInfo *game,
                                         ReversiCommonStrategy strategy);

/** reversi_game_computer_name: what the computer is called ("Alpha-beta,
 * depth 6", "Minimax (exercise t1)"), translated.  Free with g_free(). */
char *reversi_game_computer_name (const ReversiGameInfo *game,
                                  const ReversiCommonComputer *computer);

/** reversi_game_read_computer: read computer text for game; refuses a
 * strategy the game does not have. */
gboolean reversi_game_read_computer (const ReversiGameInfo *game, const char *text,
                                     ReversiCommonComputer *computer, GError **error);

/** reversi_game_side_name: the game's name of side 0 or 1 ("X", "First",
 * "Black"), translated. */
const char *reversi_game_side_name (const ReversiGameInfo *game, int side);

/** reversi_game_cells_text: cells named by cell_text, joined by ", "
 * ("a1, b2, c3"): a winning line in a plug-in's words.  Free with g_free(). */
char *reversi_game_cells_text (const int *cells, int count,
                               void (*cell_text) (int cell, char text[GAME_NOTATION_SIZE]));

/* The plug-ins of the game folders present, in the registry's folder
 * order: each a FOLDER's reversi_FOLDER_games[] (reversi-FOLDER-game.c),
 * ended by an entry whose id is NULL; the table ends with NULL.  Written
 * by app/meson.build (reversi-game-plugins.c). */
extern const ReversiGameInfo *const reversi_game_plugins[];

G_END_DECLS
