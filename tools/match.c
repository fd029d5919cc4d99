/* match.c: playing the games of a match. */
#include "match.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "game.h"
#include "gtp-client.h"
#include "gtp-vertex.h"
#include "player-config.h"
#include "reversi-error.h"
#include "text-file.h"

/* Room for every all-8 opening of 8x8 written out, and more. */
#define MATCH_OPENINGS_MAX_BYTES (64 * 1024 * 1024)

/* The deepest all-K openings: 8 plies are 390,216 move sequences on 8x8. */
#define MATCH_MAX_OPENING_PLIES 8

struct MatchPlayer {
  char *spec;              /* canonical spec, the name in results */
  char *command;           /* GTP command line, NULL for a kit player */
  Player *kit;             /* the kit player, NULL for a GTP program */
  PlayerConfig config;     /* what the kit player is made from */
  GtpClient *client;       /* the running program, NULL until needed */
  double timeout;
  /* Learned from the program: it refuses "play COLOUR pass" and skips a
   * side that cannot move by itself (gtp-rhino does). */
  gboolean omits_passes;
};

MatchPlayer *
match_player_new (const char *spec, double timeout_seconds, GError **error)
{
  MatchPlayer *player = g_new0 (MatchPlayer, 1);
  player->timeout = timeout_seconds;
  if (g_str_has_prefix (spec, "gtp:")) {
    g_autofree char *command = g_strstrip (g_strdup (spec + 4));
    g_auto (GStrv) argv = NULL;
    g_autoptr (GError) parse_error = NULL;
    if (!*command || !g_shell_parse_argv (command, NULL, &argv, &parse_error)) {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("“%s” is not a GTP player: write gtp: and the program's command line, "
                     "for example “gtp:/usr/games/gtp-rhino -l 3”."),
                   spec);
      g_free (player);
      return NULL;
    }
    player->spec = g_strconcat ("gtp:", command, NULL);
    player->command = g_steal_pointer (&command);
    return player;
  }

  player_config_init (&player->config);
  if (!player_config_parse (&player->config, spec, error)
      || !(player->kit = player_config_create_player (&player->config, error))) {
    g_free (player);
    return NULL;
  }
  player->spec = player_config_to_text (&player->config);
  return player;
}

void
match_player_free (MatchPlayer *player)
{
  if (!player)
    return;
  gtp_client_free (player->client);
  player_free (player->kit);
  g_free (player->spec);
  g_free (player->command);
  g_free (player);
}

const char *
match_player_spec (const MatchPlayer *player)
{
  return player->spec;
}

void
match_player_set_name (MatchPlayer *player, const char *name)
{
  g_free (player->spec);
  player->spec = g_strdup (name);
}

/* A program that failed is ended; the next game starts a fresh one. */
static gboolean
ensure_running (MatchPlayer *player, GError **error)
{
  if (player->client && !gtp_client_is_alive (player->client))
    g_clear_pointer (&player->client, gtp_client_free);
  if (!player->client)
    player->client = gtp_client_new (player->command, player->timeout, error);
  return player->client != NULL;
}

static gboolean
send_boardsize (MatchPlayer *player, int size, GError **error)
{
  g_autofree char *command = g_strdup_printf ("boardsize %d", size);
  g_autoptr (GError) local = NULL;
  if (gtp_client_command (player->client, command, NULL, &local))
    return TRUE;
  if (g_error_matches (local, GTP_CLIENT_ERROR, GTP_CLIENT_ERROR_REFUSED))
    g_set_error (error, GTP_CLIENT_ERROR, GTP_CLIENT_ERROR_REFUSED,
                 _("%s refuses a %d×%d board (it answered “%s”)."), player->command, size, size,
                 local->message);
  else
    g_propagate_error (error, g_steal_pointer (&local));
  return FALSE;
}

gboolean
match_player_check (MatchPlayer *player, int size, GError **error)
{
  if (player->kit)
    return TRUE;
  return ensure_running (player, error) && send_boardsize (player, size, error);
}

static const char *
gtp_color (int color)
{
  return color == BLACK ? "b" : "w";
}

/* Tell a GTP program the move `color` played. */
static gboolean
tell_move (MatchPlayer *player, int color, Sashite move, int size, GError **error)
{
  if (player->kit || (sashite_is_pass (move) && player->omits_passes))
    return TRUE;
  char vertex[GTP_VERTEX_SIZE];
  g_autofree char *command = g_strdup_printf ("play %s %s", gtp_color (color),
                                              gtp_vertex_to_text (move, size, vertex));
  g_autoptr (GError) local = NULL;
  if (gtp_client_command (player->client, command, NULL, &local))
    return TRUE;
  if (sashite_is_pass (move) && g_error_matches (local, GTP_CLIENT_ERROR, GTP_CLIENT_ERROR_REFUSED)) {
    /* It has already moved past the side that cannot play. */
    player->omits_passes = TRUE;
    return TRUE;
  }
  if (g_error_matches (local, GTP_CLIENT_ERROR, GTP_CLIENT_ERROR_REFUSED))
    g_set_error (error, GTP_CLIENT_ERROR, GTP_CLIENT_ERROR_REFUSED,
                 _("it refused the legal move “%s” (it answered “%s”)"), command, local->message);
  else
    g_propagate_error (error, g_steal_pointer (&local));
  return FALSE;
}

/* Set a player up for a game at the game's current position.  Kit
 * players are made afresh with the game's seed, so that a player that
 * uses chance plays a game the same way whether the game is run in the
 * whole match or in one of its parts. */
static gboolean
start_game (MatchPlayer *player, const Game *game, guint32 seed, GError **error)
{
  if (player->kit) {
    player->config.seed = seed;
    Player *fresh = player_config_create_player (&player->config, error);
    if (!fresh)
      return FALSE;
    player_free (player->kit);
    player->kit = fresh;
    return TRUE;
  }
  int size = game->kyokumen.size;
  if (!ensure_running (player, error) || !send_boardsize (player, size, error)
      || !gtp_client_command (player->client, "clear_board", NULL, error))
    return FALSE;
  Kyokumen k;
  kyokumen_init (&k, size);
  for (int i = 0; i < game->move_count; i++) {
    int color = k.color;
    if (!tell_move (player, color, game->sasiteretu[i], size, error))
      return FALSE;
    kyokumen_make_move (&k, game->sasiteretu[i]);
  }
  return TRUE;
}

static gboolean
decide_move (MatchPlayer *player, const Game *game, Sashite *move, GError **error)
{
  const Kyokumen *k = &game->kyokumen;
  if (player->kit)
    return player_decide_move (player->kit, k, game->misere, NULL, move, NULL, error);

  g_autofree char *command = g_strdup_printf ("genmove %s", gtp_color (k->color));
  g_autofree char *answer = NULL;
  if (!gtp_client_command (player->client, command, &answer, error))
    return FALSE;
  if (g_ascii_strcasecmp (answer, "resign") == 0) {
    g_set_error (error, GTP_CLIENT_ERROR, GTP_CLIENT_ERROR_REFUSED, _("it resigned"));
    return FALSE;
  }
  if (!gtp_vertex_parse (answer, k->size, move, NULL)) {
    g_autofree char *shown = gtp_client_quote (answer);
    g_set_error (error, GTP_CLIENT_ERROR, GTP_CLIENT_ERROR_PROTOCOL,
                 _("it answered “%s” to “%s”, which is not a move"), shown, command);
    return FALSE;
  }
  return TRUE;
}

gboolean
match_play_game (MatchPlayer *black, MatchPlayer *white, int size, gboolean misere,
                 const char *opening, MatchGame *record, GError **error)
{
  Game *game = game_new (size, misere, NULL, NULL);
  if (opening && *opening && !game_setup_from_moves (game, size, opening, error)) {
    game_free (game);
    return FALSE;
  }
  MatchPlayer *players[2] = { black, white };
  double seconds[2] = { 0, 0 };
  int forfeit = -1;
  g_autofree char *note = NULL;
  g_autoptr (GError) local = NULL;

  for (int c = 0; c < 2 && forfeit < 0; c++) {
    if (!start_game (players[c], game, (guint32) record->index * 2 + (guint32) c + 1, &local)) {
      forfeit = c;
      note = g_strdup (local->message);
    }
  }
  while (forfeit < 0 && !game_is_over (game)) {
    int color = game->kyokumen.color;
    int c = COLOR_INDEX (color);
    Sashite move;
    gint64 start = g_get_monotonic_time ();
    gboolean decided = decide_move (players[c], game, &move, &local);
    seconds[c] += (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC;
    if (!decided) {
      forfeit = c;
      note = g_strdup (local->message);
      break;
    }
    char vertex[GTP_VERTEX_SIZE];
    gtp_vertex_to_text (move, size, vertex);
    if (!game_play (game, move, &local)) {
      forfeit = c;
      note = g_strdup_printf (_("it played %s, which is not legal: %s"), vertex, local->message);
      break;
    }
    if (!tell_move (players[1 - c], color, move, size, &local)) {
      forfeit = 1 - c;
      note = g_strdup (local->message);
      break;
    }
  }

  GameResult result;
  game_result (game, &result);
  record->size = size;
  record->misere = misere;
  record->black = g_strdup (black->spec);
  record->white = g_strdup (white->spec);
  record->black_discs = result.black_discs;
  record->white_discs = result.white_discs;
  record->black_seconds = seconds[0];
  record->white_seconds = seconds[1];
  record->opening = g_strdup (opening ? opening : "");
  record->moves = game_record_to_text (game);
  record->note = g_strdup (note ? note : "");
  if (forfeit >= 0)
    record->outcome = forfeit == 0 ? MATCH_BLACK_FORFEITS : MATCH_WHITE_FORFEITS;
  else
    record->outcome = result.winner == BLACK ? MATCH_BLACK_WINS
                      : result.winner == WHITE ? MATCH_WHITE_WINS
                                               : MATCH_DRAW;
  game_free (game);
  return TRUE;
}

/* The board and side to move, the same for all eight rotations and
 * reflections of a position: the smallest of their board strings. */
static char *
canonical_key (const Kyokumen *k)
{
  int n = k->size;
  char *best = NULL;
  for (int t = 0; t < 8; t++) {
    char *key = g_malloc ((gsize) (n * n + 2));
    for (int row = 0; row < n; row++) {
      for (int col = 0; col < n; col++) {
        int x = (t & 1) ? n - 1 - col : col;
        int y = (t & 2) ? n - 1 - row : row;
        if (t & 4) {
          int swap = x;
          x = y;
          y = swap;
        }
        int disc = k->ban[kyokumen_xy (k, col, row)];
        key[y * n + x] = disc == BLACK ? 'X' : disc == WHITE ? 'O' : '-';
      }
    }
    key[n * n] = k->color == BLACK ? 'X' : 'O';
    key[n * n + 1] = '\0';
    if (!best || strcmp (key, best) < 0) {
      g_free (best);
      best = key;
    } else {
      g_free (key);
    }
  }
  return best;
}

static void
collect_openings (Kyokumen *k, int plies_left, Sashite *line, int length, GHashTable **seen,
                  GPtrArray *openings)
{
  if (kyokumen_is_game_over (k))
    return;
  /* A position met again at the same depth (by transposition or
   * symmetry) has the same continuations as the first time. */
  char *key = canonical_key (k);
  if (!g_hash_table_add (seen[length], key))
    return;
  if (plies_left == 0) {
    GString *text = g_string_new (NULL);
    char notation[SASHITE_NOTATION_SIZE];
    for (int i = 0; i < length; i++)
      g_string_append_printf (text, "%s%s", i ? " " : "", sashite_to_notation (line[i], k->size, notation));
    g_ptr_array_add (openings, g_string_free (text, FALSE));
    return;
  }
  Sashite moves[MAX_SASHITE];
  int n = kyokumen_generate_moves (k, moves);
  for (int i = 0; i < n; i++) {
    line[length] = moves[i];
    kyokumen_make_move (k, moves[i]);
    collect_openings (k, plies_left - 1, line, length + 1, seen, openings);
    kyokumen_undo_move (k, moves[i]);
  }
}

GPtrArray *
match_openings_all (int size, int plies)
{
  plies = CLAMP (plies, 0, MATCH_MAX_OPENING_PLIES);
  GPtrArray *openings = g_ptr_array_new_with_free_func (g_free);
  GHashTable *seen[MATCH_MAX_OPENING_PLIES + 1];
  for (int i = 0; i <= plies; i++)
    seen[i] = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  Kyokumen *k = g_new (Kyokumen, 1);
  kyokumen_init (k, size);
  Sashite line[MATCH_MAX_OPENING_PLIES + 1];
  collect_openings (k, plies, line, 0, seen, openings);
  g_free (k);
  for (int i = 0; i <= plies; i++)
    g_hash_table_unref (seen[i]);
  return openings;
}

GPtrArray *
match_openings_read (const char *path, int size, GError **error)
{
  g_autoptr (GError) local = NULL;
  g_autofree char *contents = text_file_read (path, MATCH_OPENINGS_MAX_BYTES, NULL, error);
  if (!contents)
    return NULL;
  GPtrArray *openings = g_ptr_array_new_with_free_func (g_free);
  g_auto (GStrv) lines = g_strsplit (contents, "\n", -1);
  Game *game = game_new (size, FALSE, NULL, NULL);
  gboolean failed = FALSE;
  for (int i = 0; lines[i] && !failed; i++) {
    char *hash = strchr (lines[i], '#');
    if (hash)
      *hash = '\0';
    char *text = g_strstrip (lines[i]);
    if (!*text)
      continue;
    if (!game_setup_from_moves (game, size, text, &local)) {
      g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_FILE, _("%s, line %d: %s"), path, i + 1,
                   local->message);
      failed = TRUE;
    } else if (game_is_over (game)) {
      g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_FILE,
                   _("%s, line %d: the game is already over after these moves."), path, i + 1);
      failed = TRUE;
    } else {
      /* Stored as the kit writes it, so result files read the same. */
      g_ptr_array_add (openings, game_record_to_text (game));
    }
  }
  game_free (game);
  if (failed) {
    g_ptr_array_unref (openings);
    return NULL;
  }
  if (openings->len == 0) {
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_FILE, _("%s has no openings."), path);
    g_ptr_array_unref (openings);
    return NULL;
  }
  return openings;
}
