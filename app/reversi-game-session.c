/* reversi-game-session.c: a game played in a window.
 *
 * Every function below serves every game: a GameRules game through its
 * GamePath and its catalog entry, Reversi through the engine's Game and
 * the course's players (its plug-in part: the kit record, GGF's names,
 * a pasted position).  Only this file asks which; the window does not. */
#include "reversi-game-session.h"

#include <glib/gi18n-lib.h>

#include "reversi-worker-protocol.h"
#include "sashite.h"

struct _ReversiGameSession {
  GObject parent_instance;
  /* Every game: its catalog entry and who plays (for Reversi only the
   * entry; its players are reversi_setup's). */
  ReversiCommonSetup setup;
  /* A GameRules game: every position so far.  NULL for Reversi. */
  GamePath *path;
  /* Reversi: the engine's game with the course's players, and how they
   * were made (the kit record's players, event and date).  NULL else. */
  Game *game;
  ReversiGameSetup reversi_setup;
};

G_DEFINE_FINAL_TYPE (ReversiGameSession, reversi_game_session, G_TYPE_OBJECT)

static void
reversi_game_session_finalize (GObject *object)
{
  ReversiGameSession *self = REVERSI_GAME_SESSION (object);
  g_clear_pointer (&self->path, game_path_free);
  g_clear_pointer (&self->game, game_free);
  reversi_common_setup_clear (&self->setup);
  reversi_game_setup_clear (&self->reversi_setup);
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
  reversi_game_setup_init (&self->reversi_setup);
}

/* A Reversi session on game (taken) with setup's players (copied). */
static ReversiGameSession *
new_reversi (const ReversiGameSetup *setup, Game *game)
{
  ReversiGameSession *self = g_object_new (REVERSI_TYPE_GAME_SESSION, NULL);
  self->setup.game = reversi_game_reversi ();
  reversi_game_setup_clear (&self->reversi_setup);
  reversi_game_setup_copy (&self->reversi_setup, setup);
  self->game = game;
  return self;
}

ReversiGameSession *
reversi_game_session_new_reversi (const ReversiGameSetup *setup, GError **error)
{
  Game *game = reversi_game_setup_create_game (setup, error);
  if (!game)
    return NULL;
  ReversiGameSession *self = new_reversi (setup, game);
  g_free (self->reversi_setup.date);
  self->reversi_setup.date = game_record_date_now ();
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

ReversiGameSession *
reversi_game_session_new (const ReversiCommonSetup *setup)
{
  ReversiGameSession *self = g_object_new (REVERSI_TYPE_GAME_SESSION, NULL);
  reversi_common_setup_copy (&self->setup, setup);
  self->path = game_path_new (setup->game->rules ());
  return self;
}

ReversiGameSession *
reversi_game_session_new_from_transcript (const GameTranscript *transcript)
{
  ReversiGameSession *self = g_object_new (REVERSI_TYPE_GAME_SESSION, NULL);
  reversi_common_setup_from_transcript (&self->setup, transcript);
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

const Game *
reversi_game_session_get_reversi (ReversiGameSession *self)
{
  return self->game;
}

const ReversiGameSetup *
reversi_game_session_get_reversi_setup (ReversiGameSession *self)
{
  return self->game ? &self->reversi_setup : NULL;
}

GameRecord *
reversi_game_session_to_record (ReversiGameSession *self)
{
  g_return_val_if_fail (self->game, NULL);
  GameRecord *record = game_record_new ();
  reversi_game_setup_to_record (&self->reversi_setup, self->game, record);
  return record;
}

void
reversi_game_session_reversi_position (ReversiGameSession *self, int moves, Kyokumen *k)
{
  g_return_if_fail (self->game);
  *k = self->game->start;
  for (int i = 0; i < MIN (moves, self->game->move_count); i++)
    kyokumen_make_move (k, self->game->sasiteretu[i]);
}

gboolean
reversi_game_session_set_up_position (ReversiGameSession *self, const char *text,
                                      GError **error)
{
  g_return_val_if_fail (self->game, FALSE);
  Game *trial = game_new (self->game->start.size, self->game->misere, NULL, NULL);
  gboolean ok = kyokumen_looks_like_board_string (text)
                    ? game_setup_from_board_string (trial, text, error)
                    : game_setup_from_moves (trial, self->game->start.size, text, error);
  if (ok) {
    /* Through a record, which copies the start and the moves but leaves
     * the players in place. */
    GameRecord *record = game_record_new ();
    game_record_copy_game (record, trial);
    game_record_restore (record, self->game);
    game_record_free (record);
    self->reversi_setup.size = self->game->start.size;
    g_free (self->reversi_setup.date);
    self->reversi_setup.date = game_record_date_now ();
  }
  game_free (trial);
  return ok;
}

int
reversi_game_session_time_limit (ReversiGameSession *self, int side)
{
  return self->game ? self->reversi_setup.side[side].time_limit
                    : self->setup.side[side].time_limit;
}

gboolean
reversi_game_session_must_pass (ReversiGameSession *self)
{
  /* Reversi passes only when it must; in Go a pass is always a move. */
  return self->game && game_must_pass (self->game);
}

gboolean
reversi_game_session_is_misere (ReversiGameSession *self)
{
  return self->game && self->game->misere;
}

char *
reversi_game_session_title (ReversiGameSession *self, const char *sides)
{
  if (!self->game)
    /* TRANSLATORS: the window title: the players, then the game ("Tic-tac-toe"). */
    return g_strdup_printf (_("%1$s — %2$s"), sides, _(self->setup.game->label));
  int size = self->game->start.size;
  return self->game->misere
      /* TRANSLATORS: the window title: the players, the board size, the misère rule. */
      ? g_strdup_printf (_("%1$s, %2$d×%3$d misère — Reversi"), sides, size, size)
      /* TRANSLATORS: the window title: the players and the board size. */
      : g_strdup_printf (_("%1$s, %2$d×%3$d — Reversi"), sides, size, size);
}

char *
reversi_game_session_rule_text (ReversiGameSession *self)
{
  return g_strdup (reversi_game_session_is_misere (self) ? _("Misère: the fewest discs wins.") : "");
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

int
reversi_game_session_get_length (ReversiGameSession *self)
{
  return self->game ? self->game->move_count : game_path_length (self->path);
}

const void *
reversi_game_session_get_position (ReversiGameSession *self, int moves)
{
  g_return_val_if_fail (self->path, NULL);
  return g_ptr_array_index (self->path->positions, CLAMP (moves, 0, game_path_length (self->path)));
}

int
reversi_game_session_get_move (ReversiGameSession *self, int i)
{
  if (self->game)
    return self->game->sasiteretu[i].xy;
  return g_array_index (self->path->moves, int, i);
}

int
reversi_game_session_side_to_move (ReversiGameSession *self, int moves)
{
  if (self->game) {
    /* Colours alternate every ply, passes included. */
    int colour = moves % 2 == 0 ? self->game->start.color : -self->game->start.color;
    return COLOR_INDEX (colour);
  }
  const GameRules *rules = self->path->rules;
  return rules->side_to_move (rules, reversi_game_session_get_position (self, moves));
}

gboolean
reversi_game_session_is_over (ReversiGameSession *self)
{
  if (self->game)
    return game_is_over (self->game);
  return game_rules_is_over (self->path->rules, game_path_current (self->path));
}

gboolean
reversi_game_session_is_human (ReversiGameSession *self, int side)
{
  if (self->game)
    return self->game->player[side] && self->game->player[side]->is_human;
  return !self->setup.side[side].is_computer;
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
  if (self->game)
    while (self->game->move_count > length)
      game_undo (self->game);
  else
    while (game_path_length (self->path) > length)
      game_path_undo (self->path);
}

gboolean
reversi_game_session_play (ReversiGameSession *self, int move, GError **error)
{
  if (self->game)
    return game_play (self->game, (Sashite) { move }, error);
  return game_path_play (self->path, move, error);
}

gboolean
reversi_game_session_read_move (ReversiGameSession *self, const char *text, int *move,
                                GError **error)
{
  if (self->game) {
    Sashite read;
    if (!sashite_from_notation (text, self->game->start.size, &read, error))
      return FALSE;
    *move = read.xy;
    return TRUE;
  }
  /* A Japanese input method types full-width letters and digits. */
  g_autofree char *plain = sashite_normalize_text (text);
  return game_rules_read_move (self->path->rules, game_path_current (self->path), plain, move,
                               error);
}

char *
reversi_game_session_notation (ReversiGameSession *self, int move)
{
  if (self->game) {
    char text[SASHITE_NOTATION_SIZE];
    return g_strdup (sashite_to_notation ((Sashite) { move }, self->game->start.size, text));
  }
  char text[GAME_NOTATION_SIZE];
  self->path->rules->move_to_text (self->path->rules, move, text);
  return g_strdup (text);
}

char *
reversi_game_session_player_name (ReversiGameSession *self, int side)
{
  if (self->game)
    return g_strdup (player_name (self->game->player[side]));
  return reversi_common_side_player_name (self->setup.game, &self->setup.side[side]);
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
reversi_game_session_describe_move (ReversiGameSession *self, int i)
{
  if (self->game)
    return g_strdup ("");
  return self->setup.game->describe_move (self->path->rules,
                                          reversi_game_session_get_position (self, i),
                                          reversi_game_session_get_move (self, i));
}

char *
reversi_game_session_counts_text (ReversiGameSession *self, int moves)
{
  if (self->game) {
    Kyokumen *k = g_new (Kyokumen, 1);
    reversi_game_session_reversi_position (self, moves, k);
    char *counts = g_strdup_printf (_("Discs: Black %d, White %d"), k->ishisuu[0], k->ishisuu[1]);
    g_free (k);
    return counts;
  }
  return self->setup.game->counts_text (self->path->rules,
                                        reversi_game_session_get_position (self, moves));
}

char *
reversi_game_session_result_text (ReversiGameSession *self)
{
  if (self->game)
    /* What exercise 17 asks of a finished game (winner, final count
     * with the board's, margin, moves), as the terminal words it. */
    return game_summary_text (self->game);
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
  if (self->game) {
    /* The course's players, chosen as below for the others. */
    PlayerConfig config;
    player_config_init (&config);
    for (int i = 0; i < 2; i++)
      if (i == side || (side < 0 && self->reversi_setup.side[i].is_computer)) {
        config = self->reversi_setup.side[i].config;
        break;
      }
    return reversi_worker_reversi_request (&self->game->kyokumen, self->game->misere, &config);
  }
  const ReversiCommonComputer *computer = &self->setup.game->default_computer;
  for (int i = 0; i < 2; i++)
    if (i == side || (side < 0 && self->setup.side[i].is_computer)) {
      computer = &self->setup.side[i].computer;
      break;
    }
  return reversi_worker_common_request (self->setup.game, self->path, computer);
}

char *
reversi_game_session_to_text (ReversiGameSession *self)
{
  if (self->game) {
    GameRecord *record = reversi_game_session_to_record (self);
    char *text = game_record_format (record);
    game_record_free (record);
    return text;
  }
  g_autoptr (GameTranscript) transcript = game_transcript_new (self->path->rules);
  reversi_common_setup_to_transcript (&self->setup, transcript);
  game_transcript_set_moves (transcript, self->path);
  return game_transcript_format (transcript);
}
