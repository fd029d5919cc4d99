/* SPDX-License-Identifier: MIT */
/* reversi-reversi-game.c: Reversi in the app (the course, M. Sakuta's
 * "コンピュータゲームの実装: リバーシ").
 *
 * The course plays Reversi with the engine's Game and its own computer
 * players (ComputerPlayer: depth, perfect-search empties, evaluator), on
 * boards of 4 to 10 squares, by the usual rule or misère, and keeps its
 * games in the kit's record.  So this plug-in plays its game its own way
 * (reversi-game-session-private.h) instead of through games/reversi's
 * GameRules: the engine's Game and the course's players are its session's
 * state, and the hooks below answer the session from them.
 */
#include "reversi-reversi-game.h"

#include <glib/gi18n-lib.h>

#include "reversi-game-session-private.h"
#include "reversi-worker-protocol.h"
#include "sashite.h"

/* A Reversi session's state: the engine's game with the course's players,
 * and how they were made (the kit record's players, event and date). */
typedef struct {
  Game *game;
  ReversiGameSetup setup;
} ReversiPlay;

static void
reversi_play_free (gpointer data)
{
  ReversiPlay *play = data;
  g_clear_pointer (&play->game, game_free);
  reversi_game_setup_clear (&play->setup);
  g_free (play);
}

/* The state of self, a Reversi session. */
static ReversiPlay *
state_of (ReversiGameSession *self)
{
  return reversi_game_session_get_state (self);
}

static int
reversi_length (ReversiGameSession *self)
{
  return state_of (self)->game->move_count;
}

static int
reversi_get_move (ReversiGameSession *self, int i)
{
  return state_of (self)->game->sasiteretu[i].xy;
}

static int
reversi_side_to_move (ReversiGameSession *self, int moves)
{
  const Game *game = state_of (self)->game;
  /* Colours alternate every ply, passes included. */
  int colour = moves % 2 == 0 ? game->start.color : -game->start.color;
  return COLOR_INDEX (colour);
}

static gboolean
reversi_is_over (ReversiGameSession *self)
{
  return game_is_over (state_of (self)->game);
}

static gboolean
reversi_is_human (ReversiGameSession *self, int side)
{
  const Game *game = state_of (self)->game;
  return game->player[side] && game->player[side]->is_human;
}

static int
reversi_time_limit (ReversiGameSession *self, int side)
{
  return state_of (self)->setup.side[side].time_limit;
}

static gboolean
reversi_must_pass (ReversiGameSession *self)
{
  /* Reversi passes only when it must. */
  return game_must_pass (state_of (self)->game);
}

static void
reversi_truncate (ReversiGameSession *self, int length)
{
  Game *game = state_of (self)->game;
  while (game->move_count > length)
    game_undo (game);
}

static gboolean
reversi_play (ReversiGameSession *self, int move, GError **error)
{
  return game_play (state_of (self)->game, (Sashite) { move }, error);
}

static gboolean
reversi_read_move (ReversiGameSession *self, const char *text, int *move, GError **error)
{
  Sashite read;
  if (!sashite_from_notation (text, state_of (self)->game->start.size, &read, error))
    return FALSE;
  *move = read.xy;
  return TRUE;
}

static char *
reversi_notation (ReversiGameSession *self, int move)
{
  char text[SASHITE_NOTATION_SIZE];
  return g_strdup (sashite_to_notation ((Sashite) { move }, state_of (self)->game->start.size,
                                        text));
}

static char *
reversi_player_name (ReversiGameSession *self, int side)
{
  return g_strdup (player_name (state_of (self)->game->player[side]));
}

static char *
reversi_move_row (ReversiGameSession *self, int moves)
{
  const Game *game = state_of (self)->game;
  Sashite move = game->sasiteretu[moves - 1];
  char notation[SASHITE_NOTATION_SIZE];
  sashite_to_notation (move, game->start.size, notation);
  int colour = (moves - 1) % 2 == 0 ? game->start.color : -game->start.color;
  /* TRANSLATORS: a row of the move list: move number, colour, move ("12. White c4"). */
  return g_strdup_printf (_("%d. %s %s"), moves, color_name (colour),
                          sashite_is_pass (move) ? _("pass") : notation);
}

static char *
reversi_describe_move (ReversiGameSession *self, int i)
{
  /* The board shows what a Reversi move flipped. */
  return g_strdup ("");
}

static char *
reversi_counts_text (ReversiGameSession *self, int moves)
{
  Kyokumen *k = g_new (Kyokumen, 1);
  reversi_game_session_reversi_position (self, moves, k);
  char *counts = g_strdup_printf (_("Discs: Black %d, White %d"), k->ishisuu[0], k->ishisuu[1]);
  g_free (k);
  return counts;
}

static char *
reversi_result_text (ReversiGameSession *self)
{
  /* What exercise 17 asks of a finished game (winner, final count with
   * the board's, margin, moves), as the terminal words it. */
  return game_summary_text (state_of (self)->game);
}

static GVariant *
reversi_search_request (ReversiGameSession *self, int side)
{
  ReversiPlay *play = state_of (self);
  /* The course's players, chosen as the session chooses for the others. */
  PlayerConfig config;
  player_config_init (&config);
  for (int i = 0; i < 2; i++)
    if (i == side || (side < 0 && play->setup.side[i].is_computer)) {
      config = play->setup.side[i].config;
      break;
    }
  return reversi_worker_reversi_request (&play->game->kyokumen, play->game->misere, &config);
}

static GVariant *
reversi_search_request_before_last (ReversiGameSession *self, int side, char **move)
{
  ReversiPlay *play = state_of (self);
  const Game *game = play->game;
  int length = game->move_count;
  Kyokumen k = game->start;
  for (int i = 0; i < length - 1; i++)
    kyokumen_make_move (&k, game->sasiteretu[i]);
  char text[SASHITE_NOTATION_SIZE];
  *move = g_strdup (sashite_to_notation (game->sasiteretu[length - 1], k.size, text));
  return reversi_worker_reversi_request (&k, game->misere, &play->setup.side[side].config);
}

static char *
reversi_title (ReversiGameSession *self, const char *sides)
{
  const Game *game = state_of (self)->game;
  int size = game->start.size;
  return game->misere
      /* TRANSLATORS: the window title: the players, the board size, the misère rule. */
      ? g_strdup_printf (_("%1$s, %2$d×%3$d misère — Reversi"), sides, size, size)
      /* TRANSLATORS: the window title: the players and the board size. */
      : g_strdup_printf (_("%1$s, %2$d×%3$d — Reversi"), sides, size, size);
}

static char *
reversi_rule_text (ReversiGameSession *self)
{
  return g_strdup (state_of (self)->game->misere ? _("Misère: the fewest discs wins.") : "");
}

static char *
reversi_to_text (ReversiGameSession *self)
{
  GameRecord *record = reversi_game_session_to_record (self);
  char *text = game_record_format (record);
  game_record_free (record);
  return text;
}

static const ReversiGamePlay reversi_play_hooks = {
  .length = reversi_length,
  .get_move = reversi_get_move,
  .side_to_move = reversi_side_to_move,
  .is_over = reversi_is_over,
  .is_human = reversi_is_human,
  .time_limit = reversi_time_limit,
  .must_pass = reversi_must_pass,
  .truncate = reversi_truncate,
  .play = reversi_play,
  .read_move = reversi_read_move,
  .notation = reversi_notation,
  .player_name = reversi_player_name,
  .move_row = reversi_move_row,
  .describe_move = reversi_describe_move,
  .counts_text = reversi_counts_text,
  .result_text = reversi_result_text,
  .search_request = reversi_search_request,
  .search_request_before_last = reversi_search_request_before_last,
  .title = reversi_title,
  .rule_text = reversi_rule_text,
  .to_text = reversi_to_text,
};

/* Reversi's entry, listed first: the application is named after it.  Its
 * label and sides are its own (the registry's Reversi entries are
 * games/reversi's GameRules, which the app does not play). */
const ReversiGameInfo reversi_reversi_games[] = { {
  .id = "reversi",
  .label = N_("Reversi"),
  .side_labels = { N_("Black (moves first)"), N_("White") },
  .side_names = { N_("Black"), N_("White") },
  .move_example = N_("c4 or pass"),
  /* The course's extras: a position pasted as Reversi moves or discs,
   * and the flips a move would make. */
  .own_actions = (const char *const[]) { "win.paste", "win.show-flips", NULL },
  .course_setup = TRUE,
  .course_board = TRUE,
  .listed_first = TRUE,
  .play = &reversi_play_hooks,
  /* The kit's record, GGF, Othello's SGF and WTHOR, a pasted position. */
  .files = &reversi_reversi_files,
}, { NULL } };

const ReversiGameInfo *
reversi_game_reversi (void)
{
  return reversi_game_find (reversi_reversi_games[0].id);
}

gboolean
reversi_game_is_reversi (const ReversiGameInfo *game)
{
  return game->play == &reversi_play_hooks;
}

/* Reversi's state of self; NULL when self is another game's session. */
static ReversiPlay *
reversi_state (ReversiGameSession *self)
{
  return reversi_game_is_reversi (reversi_game_session_get_game (self)) ? state_of (self) : NULL;
}

/* A Reversi session on game (taken) with setup's players (copied). */
static ReversiGameSession *
new_reversi (const ReversiGameSetup *setup, Game *game)
{
  ReversiPlay *play = g_new0 (ReversiPlay, 1);
  reversi_game_setup_init (&play->setup);
  reversi_game_setup_clear (&play->setup);
  reversi_game_setup_copy (&play->setup, setup);
  play->game = game;
  return reversi_game_session_new_played (reversi_game_reversi (), play, reversi_play_free);
}

ReversiGameSession *
reversi_game_session_new_reversi (const ReversiGameSetup *setup, GError **error)
{
  Game *game = reversi_game_setup_create_game (setup, error);
  if (!game)
    return NULL;
  ReversiGameSession *self = new_reversi (setup, game);
  ReversiPlay *play = state_of (self);
  g_free (play->setup.date);
  play->setup.date = game_record_date_now ();
  return self;
}

ReversiGameSession *
reversi_game_session_new_from_record (const GameRecord *record, GError **error)
{
  ReversiGameSetup setup;
  reversi_game_setup_init (&setup);
  Game *game = NULL;
  if (reversi_game_setup_from_record (&setup, record, error))
    game = reversi_game_setup_create_game (&setup, error);
  ReversiGameSession *self = NULL;
  if (game) {
    game_record_restore (record, game);
    self = new_reversi (&setup, game);
  }
  reversi_game_setup_clear (&setup);
  return self;
}

const Game *
reversi_game_session_get_reversi (ReversiGameSession *self)
{
  ReversiPlay *play = reversi_state (self);
  return play ? play->game : NULL;
}

const ReversiGameSetup *
reversi_game_session_get_reversi_setup (ReversiGameSession *self)
{
  ReversiPlay *play = reversi_state (self);
  return play ? &play->setup : NULL;
}

gboolean
reversi_game_session_is_misere (ReversiGameSession *self)
{
  const Game *game = reversi_game_session_get_reversi (self);
  return game && game->misere;
}

GameRecord *
reversi_game_session_to_record (ReversiGameSession *self)
{
  ReversiPlay *play = reversi_state (self);
  g_return_val_if_fail (play, NULL);
  GameRecord *record = game_record_new ();
  reversi_game_setup_to_record (&play->setup, play->game, record);
  return record;
}

void
reversi_game_session_reversi_position (ReversiGameSession *self, int moves, Kyokumen *k)
{
  const Game *game = reversi_game_session_get_reversi (self);
  g_return_if_fail (game);
  *k = game->start;
  for (int i = 0; i < MIN (moves, game->move_count); i++)
    kyokumen_make_move (k, game->sasiteretu[i]);
}

gboolean
reversi_game_session_set_up_position (ReversiGameSession *self, const char *text,
                                      GError **error)
{
  ReversiPlay *play = reversi_state (self);
  g_return_val_if_fail (play, FALSE);
  Game *trial = game_new (play->game->start.size, play->game->misere, NULL, NULL);
  gboolean ok = kyokumen_looks_like_board_string (text)
                    ? game_setup_from_board_string (trial, text, error)
                    : game_setup_from_moves (trial, play->game->start.size, text, error);
  if (ok) {
    /* Through a record, which copies the start and the moves but leaves
     * the players in place. */
    GameRecord *record = game_record_new ();
    game_record_copy_game (record, trial);
    game_record_restore (record, play->game);
    game_record_free (record);
    play->setup.size = play->game->start.size;
    g_free (play->setup.date);
    play->setup.date = game_record_date_now ();
  }
  game_free (trial);
  return ok;
}
