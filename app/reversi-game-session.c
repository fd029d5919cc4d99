/* SPDX-License-Identifier: MIT */
/* reversi-game-session.c: a game played in a window.
 *
 * Every function below serves every game: a GameRules game through its
 * GamePath and its catalog entry, a game that keeps its own state
 * (Reversi: the engine's Game and the course's players) through its
 * plug-in's hooks (reversi-game-session-private.h).  The session never
 * asks which game it is; the window does not either. */
#include "reversi-game-session-private.h"

#include <glib/gi18n-lib.h>

#include "reversi-worker-protocol.h"
#include "sashite.h"

struct _ReversiGameSession {
  GObject parent_instance;
  /* Every game: its catalog entry and, for a GameRules game, who plays. */
  ReversiCommonSetup setup;
  /* How the game is played: the GamePath's hooks below, or the plug-in's
   * (the entry's `play`) over its state. */
  const ReversiGamePlay *play;
  /* A GameRules game: every position so far.  NULL else. */
  GamePath *path;
  /* A plug-in's own game: its state, freed with free_state.  NULL else. */
  gpointer state;
  GDestroyNotify free_state;
};

G_DEFINE_FINAL_TYPE (ReversiGameSession, reversi_game_session, G_TYPE_OBJECT)

static void
reversi_game_session_finalize (GObject *object)
{
  ReversiGameSession *self = REVERSI_GAME_SESSION (object);
  g_clear_pointer (&self->path, game_path_free);
  if (self->state && self->free_state)
    self->free_state (self->state);
  reversi_common_setup_clear (&self->setup);
  G_OBJECT_CLASS (reversi_game_session_parent_class)->finalize (object);
}

static void
reversi_game_session_class_init (ReversiGameSessionClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = reversi_game_session_finalize;
}

static void
reversi_game_session_init (ReversiGameSession *self)
{
}

/* ------------------------------------------------ a game of GameRules */

static int
path_length (ReversiGameSession *self)
{
  return game_path_length (self->path);
}

static int
path_get_move (ReversiGameSession *self, int i)
{
  return g_array_index (self->path->moves, int, i);
}

static int
path_side_to_move (ReversiGameSession *self, int moves)
{
  const GameRules *rules = self->path->rules;
  return rules->side_to_move (rules, reversi_game_session_get_position (self, moves));
}

static gboolean
path_is_over (ReversiGameSession *self)
{
  return game_rules_is_over (self->path->rules, game_path_current (self->path));
}

static gboolean
path_is_human (ReversiGameSession *self, int side)
{
  return !self->setup.side[side].is_computer;
}

static int
path_time_limit (ReversiGameSession *self, int side)
{
  return self->setup.side[side].time_limit;
}

static gboolean
path_must_pass (ReversiGameSession *self)
{
  /* A GameRules game that passes offers the pass as a move (Go). */
  return FALSE;
}

static void
path_truncate (ReversiGameSession *self, int length)
{
  while (game_path_length (self->path) > length)
    game_path_undo (self->path);
}

static gboolean
path_play (ReversiGameSession *self, int move, GError **error)
{
  return game_path_play (self->path, move, error);
}

static gboolean
path_read_move (ReversiGameSession *self, const char *text, int *move, GError **error)
{
  /* A Japanese input method types full-width letters and digits. */
  g_autofree char *plain = sashite_normalize_text (text);
  return game_rules_read_move (self->path->rules, game_path_current (self->path), plain, move,
                               error);
}

static char *
path_notation (ReversiGameSession *self, int move)
{
  char text[GAME_NOTATION_SIZE];
  self->path->rules->move_to_text (self->path->rules, move, text);
  return g_strdup (text);
}

static char *
path_player_name (ReversiGameSession *self, int side)
{
  return reversi_common_side_player_name (self->setup.game, &self->setup.side[side]);
}

static char *
path_move_row (ReversiGameSession *self, int moves)
{
  g_autofree char *move = reversi_game_session_relay_text (self, moves);
  return g_strdup_printf ("%d. %s", moves, move);
}

static char *
path_describe_move (ReversiGameSession *self, int i)
{
  return self->setup.game->describe_move (self->path->rules,
                                          reversi_game_session_get_position (self, i),
                                          reversi_game_session_get_move (self, i));
}

static char *
path_counts_text (ReversiGameSession *self, int moves)
{
  return self->setup.game->counts_text (self->path->rules,
                                        reversi_game_session_get_position (self, moves));
}

static char *
path_result_text (ReversiGameSession *self)
{
  g_autofree char *result = self->setup.game->result_text (self->path->rules,
                                                           game_path_current (self->path));
  int moves = game_path_length (self->path);
  /* TRANSLATORS: at the end of a game, after its result. */
  g_autofree char *played = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d move was played.",
                                                          "%d moves were played.", moves),
                                             moves);
  return g_strdup_printf ("%s\n%s", result, played);
}

static GVariant *
path_search_request (ReversiGameSession *self, int side)
{
  const ReversiCommonComputer *computer = &self->setup.game->default_computer;
  for (int i = 0; i < 2; i++)
    if (i == side || (side < 0 && self->setup.side[i].is_computer)) {
      computer = &self->setup.side[i].computer;
      break;
    }
  return reversi_worker_common_request (self->setup.game, self->path, computer);
}

static GVariant *
path_search_request_before_last (ReversiGameSession *self, int side, char **move)
{
  int taken;
  GVariant *before = reversi_worker_common_request_take_back (path_search_request (self, side),
                                                              &taken);
  *move = path_notation (self, taken);
  return before;
}

static char *
path_title (ReversiGameSession *self, const char *sides)
{
  /* TRANSLATORS: the window title: the players, then the game ("Tic-tac-toe"). */
  return g_strdup_printf (_("%1$s — %2$s"), sides, _(self->setup.game->label));
}

static char *
path_rule_text (ReversiGameSession *self)
{
  return g_strdup ("");
}

static char *
path_to_text (ReversiGameSession *self)
{
  g_autoptr (GameTranscript) transcript = game_transcript_new (self->path->rules);
  reversi_common_setup_to_transcript (&self->setup, transcript);
  game_transcript_set_moves (transcript, self->path);
  return game_transcript_format (transcript);
}

static const ReversiGamePlay path_play_hooks = {
  .length = path_length,
  .get_move = path_get_move,
  .side_to_move = path_side_to_move,
  .is_over = path_is_over,
  .is_human = path_is_human,
  .time_limit = path_time_limit,
  .must_pass = path_must_pass,
  .truncate = path_truncate,
  .play = path_play,
  .read_move = path_read_move,
  .notation = path_notation,
  .player_name = path_player_name,
  .move_row = path_move_row,
  .describe_move = path_describe_move,
  .counts_text = path_counts_text,
  .result_text = path_result_text,
  .search_request = path_search_request,
  .search_request_before_last = path_search_request_before_last,
  .title = path_title,
  .rule_text = path_rule_text,
  .to_text = path_to_text,
};

/* ------------------------------------------------------ every game */

ReversiGameSession *
reversi_game_session_new_played (const ReversiGameInfo *game, gpointer state,
                                 GDestroyNotify free_state)
{
  g_return_val_if_fail (game->play, NULL);
  ReversiGameSession *self = g_object_new (REVERSI_TYPE_GAME_SESSION, NULL);
  self->setup.game = game;
  self->play = game->play;
  self->state = state;
  self->free_state = free_state;
  return self;
}

gpointer
reversi_game_session_get_state (ReversiGameSession *self)
{
  return self->state;
}

ReversiGameSession *
reversi_game_session_new (const ReversiCommonSetup *setup)
{
  ReversiGameSession *self = g_object_new (REVERSI_TYPE_GAME_SESSION, NULL);
  reversi_common_setup_copy (&self->setup, setup);
  self->play = &path_play_hooks;
  self->path = game_path_new (setup->game->rules ());
  return self;
}

ReversiGameSession *
reversi_game_session_new_from_transcript (const GameTranscript *transcript)
{
  ReversiGameSession *self = g_object_new (REVERSI_TYPE_GAME_SESSION, NULL);
  reversi_common_setup_from_transcript (&self->setup, transcript);
  self->play = &path_play_hooks;
  self->path = game_path_new (transcript->path->rules);
  for (int i = 0; i < game_path_length (transcript->path); i++) {
    gboolean played = game_path_play (self->path, g_array_index (transcript->path->moves, int, i),
                                      NULL);
    g_warn_if_fail (played);
  }
  return self;
}

ReversiGameSession *
reversi_game_session_new_from_text (const char *text, gsize length, GError **error)
{
  g_autoptr (GameTranscript) transcript = game_transcript_parse (
      text, length, reversi_common_find_rules, reversi_common_check_config, error);
  return transcript ? reversi_game_session_new_from_transcript (transcript) : NULL;
}

const ReversiGameInfo *
reversi_game_session_get_game (ReversiGameSession *self)
{
  return self->setup.game;
}

const GameRules *
reversi_game_session_get_rules (ReversiGameSession *self)
{
  return self->path ? self->path->rules : NULL;
}

const ReversiCommonSetup *
reversi_game_session_get_setup (ReversiGameSession *self)
{
  return &self->setup;
}

const GamePath *
reversi_game_session_get_path (ReversiGameSession *self)
{
  return self->path;
}

const void *
reversi_game_session_get_position (ReversiGameSession *self, int moves)
{
  g_return_val_if_fail (self->path, NULL);
  return g_ptr_array_index (self->path->positions, CLAMP (moves, 0, game_path_length (self->path)));
}

int
reversi_game_session_get_length (ReversiGameSession *self)
{
  return self->play->length (self);
}

int
reversi_game_session_get_move (ReversiGameSession *self, int i)
{
  return self->play->get_move (self, i);
}

int
reversi_game_session_side_to_move (ReversiGameSession *self, int moves)
{
  return self->play->side_to_move (self, moves);
}

gboolean
reversi_game_session_is_over (ReversiGameSession *self)
{
  return self->play->is_over (self);
}

gboolean
reversi_game_session_is_human (ReversiGameSession *self, int side)
{
  return self->play->is_human (self, side);
}

int
reversi_game_session_time_limit (ReversiGameSession *self, int side)
{
  return self->play->time_limit (self, side);
}

gboolean
reversi_game_session_must_pass (ReversiGameSession *self)
{
  return self->play->must_pass (self);
}

int
reversi_game_session_undo_target (ReversiGameSession *self)
{
  /* Turns need not alternate (Kalah's extra turn): ask each position. */
  for (int i = reversi_game_session_get_length (self) - 1; i >= 0; i--)
    if (reversi_game_session_is_human (self, reversi_game_session_side_to_move (self, i)))
      return i;
  return -1;
}

void
reversi_game_session_truncate (ReversiGameSession *self, int length)
{
  self->play->truncate (self, length);
}

gboolean
reversi_game_session_play (ReversiGameSession *self, int move, GError **error)
{
  return self->play->play (self, move, error);
}

gboolean
reversi_game_session_read_move (ReversiGameSession *self, const char *text, int *move,
                                GError **error)
{
  return self->play->read_move (self, text, move, error);
}

char *
reversi_game_session_notation (ReversiGameSession *self, int move)
{
  return self->play->notation (self, move);
}

char *
reversi_game_session_player_name (ReversiGameSession *self, int side)
{
  return self->play->player_name (self, side);
}

char *
reversi_game_session_relay_text (ReversiGameSession *self, int moves)
{
  if (moves <= 0)
    return g_strdup ("");
  int move = reversi_game_session_get_move (self, moves - 1);
  const char *mover = reversi_game_side_name (self->setup.game,
                                              reversi_game_session_side_to_move (self, moves - 1));
  g_autofree char *notation = reversi_game_session_notation (self, move);
  if (g_str_equal (notation, "pass"))
    /* TRANSLATORS: the relay text when a side passes; %s is "Black" or "X". */
    return g_strdup_printf (_("%s passes"), mover);
  /* TRANSLATORS: the relay text of a move: the side and the move, "White: c4". */
  return g_strdup_printf (_("%s: %s"), mover, notation);
}

char *
reversi_game_session_move_row (ReversiGameSession *self, int moves)
{
  return self->play->move_row (self, moves);
}

char *
reversi_game_session_describe_move (ReversiGameSession *self, int i)
{
  return self->play->describe_move (self, i);
}

char *
reversi_game_session_counts_text (ReversiGameSession *self, int moves)
{
  return self->play->counts_text (self, moves);
}

char *
reversi_game_session_result_text (ReversiGameSession *self)
{
  return self->play->result_text (self);
}

GVariant *
reversi_game_session_search_request (ReversiGameSession *self, int side)
{
  return self->play->search_request (self, side);
}

GVariant *
reversi_game_session_search_request_before_last (ReversiGameSession *self, int side, char **move)
{
  return self->play->search_request_before_last (self, side, move);
}

char *
reversi_game_session_title (ReversiGameSession *self, const char *sides)
{
  return self->play->title (self, sides);
}

char *
reversi_game_session_rule_text (ReversiGameSession *self)
{
  return self->play->rule_text (self);
}

char *
reversi_game_session_to_text (ReversiGameSession *self)
{
  return self->play->to_text (self);
}
