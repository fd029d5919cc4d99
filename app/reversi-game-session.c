/* reversi-game-session.c: a GameRules game played in a window. */
#include "reversi-game-session.h"

#include <glib/gi18n-lib.h>

#include "reversi-worker-protocol.h"
#include "sashite.h"

struct _ReversiGameSession {
  GObject parent_instance;
  ReversiRulesSetup setup;
  GamePath *path;
};

G_DEFINE_FINAL_TYPE (ReversiGameSession, reversi_game_session, G_TYPE_OBJECT)

static void
reversi_game_session_finalize (GObject *object)
{
  ReversiGameSession *self = REVERSI_GAME_SESSION (object);
  game_path_free (self->path);
  reversi_rules_setup_clear (&self->setup);
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

ReversiGameSession *
reversi_game_session_new (const ReversiRulesSetup *setup)
{
  ReversiGameSession *self = g_object_new (REVERSI_TYPE_GAME_SESSION, NULL);
  reversi_rules_setup_copy (&self->setup, setup);
  self->path = game_path_new (setup->game->rules ());
  return self;
}

ReversiGameSession *
reversi_game_session_new_from_transcript (const GameTranscript *transcript)
{
  ReversiGameSession *self = g_object_new (REVERSI_TYPE_GAME_SESSION, NULL);
  reversi_rules_setup_from_transcript (&self->setup, transcript);
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
      text, length, reversi_rules_find_rules, reversi_rules_check_config, error);
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
  return self->path->rules;
}

const ReversiRulesSetup *
reversi_game_session_get_setup (ReversiGameSession *self)
{
  return &self->setup;
}

const GamePath *
reversi_game_session_get_path (ReversiGameSession *self)
{
  return self->path;
}

int
reversi_game_session_get_length (ReversiGameSession *self)
{
  return game_path_length (self->path);
}

const void *
reversi_game_session_get_position (ReversiGameSession *self, int moves)
{
  return g_ptr_array_index (self->path->positions, CLAMP (moves, 0, game_path_length (self->path)));
}

int
reversi_game_session_get_move (ReversiGameSession *self, int i)
{
  return g_array_index (self->path->moves, int, i);
}

int
reversi_game_session_side_to_move (ReversiGameSession *self, int moves)
{
  const GameRules *rules = self->path->rules;
  return rules->side_to_move (rules, reversi_game_session_get_position (self, moves));
}

gboolean
reversi_game_session_is_over (ReversiGameSession *self)
{
  return game_rules_is_over (self->path->rules, game_path_current (self->path));
}

gboolean
reversi_game_session_is_human (ReversiGameSession *self, int side)
{
  return !self->setup.side[side].is_computer;
}

int
reversi_game_session_undo_target (ReversiGameSession *self)
{
  /* Turns need not alternate (Kalah's extra turn): ask each position. */
  for (int i = game_path_length (self->path) - 1; i >= 0; i--)
    if (reversi_game_session_is_human (self, reversi_game_session_side_to_move (self, i)))
      return i;
  return -1;
}

void
reversi_game_session_truncate (ReversiGameSession *self, int length)
{
  while (game_path_length (self->path) > length)
    game_path_undo (self->path);
}

gboolean
reversi_game_session_play (ReversiGameSession *self, int move, GError **error)
{
  return game_path_play (self->path, move, error);
}

gboolean
reversi_game_session_read_move (ReversiGameSession *self, const char *text, int *move,
                                GError **error)
{
  /* A Japanese input method types full-width letters and digits. */
  g_autofree char *plain = sashite_normalize_text (text);
  return game_rules_read_move (self->path->rules, game_path_current (self->path), plain, move,
                               error);
}

char *
reversi_game_session_notation (ReversiGameSession *self, int move)
{
  char text[GAME_NOTATION_SIZE];
  self->path->rules->move_to_text (self->path->rules, move, text);
  return g_strdup (text);
}

char *
reversi_game_session_player_name (ReversiGameSession *self, int side)
{
  return reversi_rules_side_player_name (self->setup.game, &self->setup.side[side]);
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
    return g_strdup_printf (_("%s passes"), mover);
  return g_strdup_printf (_("%s: %s"), mover, notation);
}

char *
reversi_game_session_describe_move (ReversiGameSession *self, int i)
{
  return self->setup.game->describe_move (self->path->rules,
                                          reversi_game_session_get_position (self, i),
                                          reversi_game_session_get_move (self, i));
}

char *
reversi_game_session_counts_text (ReversiGameSession *self, int moves)
{
  return self->setup.game->counts_text (self->path->rules,
                                        reversi_game_session_get_position (self, moves));
}

char *
reversi_game_session_result_text (ReversiGameSession *self)
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

GVariant *
reversi_game_session_search_request (ReversiGameSession *self, int side)
{
  const ReversiRulesComputer *computer = &self->setup.game->default_computer;
  for (int i = 0; i < 2; i++)
    if (i == side || (side < 0 && self->setup.side[i].is_computer)) {
      computer = &self->setup.side[i].computer;
      break;
    }
  return reversi_worker_rules_request (self->setup.game, self->path, computer);
}

char *
reversi_game_session_to_text (ReversiGameSession *self)
{
  g_autoptr (GameTranscript) transcript = game_transcript_new (self->path->rules);
  reversi_rules_setup_to_transcript (&self->setup, transcript);
  game_transcript_set_moves (transcript, self->path);
  return game_transcript_format (transcript);
}
