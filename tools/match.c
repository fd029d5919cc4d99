/* SPDX-License-Identifier: MIT */
/* match.c: playing the games of a match. */
#include "match.h"

#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <string.h>

#include "game-file.h"
#include "game.h"
#include "gtp-client.h"
#include "gtp-vertex.h"
#include "player-config.h"
#include "player.h"
#include "reversi-error.h"
#include "text-file.h"

/* Room for every all-8 opening of 8x8 written out, and more. */
#define MATCH_OPENINGS_MAX_BYTES (64 * 1024 * 1024)

struct MatchPlayer {
  char *spec;              /* canonical spec, the name in results */
  char *command;           /* GTP command line, NULL for a kit player until started */
  char *kit;               /* a player of this build: its canonical spec, for its
                            * engine (spec may become "SPEC #2"); NULL otherwise */
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

  /* The player is made here only to refuse a spec this build cannot
   * play; its games are played by the engine program. */
  PlayerConfig config;
  player_config_init (&config);
  Player *check = NULL;
  if (!player_config_parse (&config, spec, error)
      || !(check = player_config_create_player (&config, error))) {
    g_free (player);
    return NULL;
  }
  player_free (check);
  player->spec = player_config_to_text (&config);
  player->kit = g_strdup (player->spec);
  return player;
}

void
match_player_free (MatchPlayer *player)
{
  if (!player)
    return;
  gtp_client_free (player->client);
  g_free (player->spec);
  g_free (player->command);
  g_free (player->kit);
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

/* The engine program of the runner's variant and its installed path
 * (match_use_engine). */
static char *engine_program;
static char *engine_installed;

void
match_use_engine (const char *program, const char *installed)
{
  g_free (engine_program);
  g_free (engine_installed);
  engine_program = g_strdup (program);
  engine_installed = g_strdup (installed);
}

/* The GTP engine of this build's variant: REVERSI_MATCH_GTP_ENGINE (a
 * command line, for tests), else the engine program next to the runner's
 * own executable (the build tree), else the installed one (its installed
 * name is not its build name: reversi-kit-gtp). */
static char *
find_engine (GError **error)
{
  const char *chosen = g_getenv ("REVERSI_MATCH_GTP_ENGINE");
  if (chosen && *chosen)
    return g_strdup (chosen);
  const char *program = engine_program ? engine_program : "reversi-gtp";
  g_autofree char *self = g_file_read_link ("/proc/self/exe", NULL);
  g_autofree char *here = self ? g_path_get_dirname (self) : NULL;
  g_autofree char *next_to_runner = here ? g_build_filename (here, program, NULL) : NULL;
  const char *candidates[] = { next_to_runner, engine_installed };
  for (gsize i = 0; i < G_N_ELEMENTS (candidates); i++)
    if (candidates[i] && g_file_test (candidates[i], G_FILE_TEST_IS_EXECUTABLE))
      return g_shell_quote (candidates[i]);
  g_set_error (error, GTP_CLIENT_ERROR, GTP_CLIENT_ERROR_START,
               _("Cannot find %1$s, which plays this build's players: it belongs next to the "
                 "runner, in %2$s, or installed as %3$s."),
               program, here ? here : "?", engine_installed ? engine_installed : "?");
  return NULL;
}

/* A program that failed is ended; the next game starts a fresh one.  A
 * kit player's engine is this build's, started for the match's board
 * and rule: a student's search that crashes, hangs or answers nonsense
 * fails there, as a GTP program would, and never takes the runner with
 * it. */
static gboolean
ensure_running (MatchPlayer *player, int size, gboolean misere, GError **error)
{
  if (player->client && !gtp_client_is_alive (player->client))
    g_clear_pointer (&player->client, gtp_client_free);
  if (player->client)
    return TRUE;
  if (player->kit && !player->command) {
    g_autofree char *engine = find_engine (error);
    if (!engine)
      return FALSE;
    g_autofree char *quoted = g_shell_quote (player->kit);
    player->command = g_strdup_printf ("%s --player %s --size %d%s", engine, quoted, size,
                                       misere ? " --misere" : "");
  }
  player->client = gtp_client_new (player->command, player->timeout, error);
  if (player->client)
    gtp_client_set_name (player->client, player->spec);
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
                 _("%s refuses a %d×%d board (it answered “%s”)."), player->spec, size, size,
                 local->message);
  else
    g_propagate_error (error, g_steal_pointer (&local));
  return FALSE;
}

gboolean
match_player_check (MatchPlayer *player, int size, gboolean misere, GError **error)
{
  return ensure_running (player, size, misere, error) && send_boardsize (player, size, error);
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
  if (sashite_is_pass (move) && player->omits_passes)
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

/* Set a player up for a game at the game's current position.  A kit
 * player's engine makes its player afresh with the game's random-number
 * seed (the kit's GTP extension kit_seed), so that a player that uses
 * chance plays a game the same way whether the game is run in the whole
 * match or in one of its parts. */
static gboolean
start_game (MatchPlayer *player, const Game *game, guint32 seed, GError **error)
{
  int size = game->kyokumen.size;
  if (!ensure_running (player, size, game->misere, error) || !send_boardsize (player, size, error)
      || !gtp_client_command (player->client, "clear_board", NULL, error))
    return FALSE;
  if (player->kit) {
    g_autofree char *command = g_strdup_printf ("kit_seed %" G_GUINT32_FORMAT, seed);
    if (!gtp_client_command (player->client, command, NULL, error))
      return FALSE;
  }
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
  g_autofree char *command = g_strdup_printf ("genmove %s", gtp_color (k->color));
  g_autofree char *answer = NULL;
  g_autoptr (GError) local = NULL;
  if (!gtp_client_command (player->client, command, &answer, &local)) {
    if (g_error_matches (local, GTP_CLIENT_ERROR, GTP_CLIENT_ERROR_REFUSED))
      g_set_error (error, GTP_CLIENT_ERROR, GTP_CLIENT_ERROR_REFUSED,
                   _("it answered “? %s” to “%s”"), local->message, command);
    else
      g_propagate_error (error, g_steal_pointer (&local));
    return FALSE;
  }
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
      note = g_strdup_printf (_("it answered %s, which is not a legal move here: %s"), vertex,
                              local->message);
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

/* The openings of a file of games other programs wrote (GGF, SGF,
 * WTHOR): of each game from the standard start of size, its first
 * MATCH_MAX_OPENING_PLIES moves (fewer when the game ends sooner), each
 * distinct opening once, in the file's order.  Games of another size or
 * start are left out, and a note says how many. */
static GPtrArray *
openings_of_games (const char *path, const char *data, gsize length, int size, GError **error)
{
  GError *local = NULL;
  g_autoptr (GPtrArray) games = game_file_read_games (data, length, &local);
  if (!games) {
    g_set_error (error, local->domain, local->code, "%s: %s", path, local->message);
    g_error_free (local);
    return NULL;
  }
  GPtrArray *openings = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  Kyokumen standard;
  kyokumen_init (&standard, size);
  guint left_out = 0;
  for (guint i = 0; i < games->len; i++) {
    const Game *played = ((GgfGame *) games->pdata[i])->game;
    if (played->start.size != size || !kyokumen_equal_position (&played->start, &standard)) {
      left_out++;
      continue;
    }
    Game *game = game_new (size, FALSE, NULL, NULL);
    for (int m = 0; m < played->move_count && m < MATCH_MAX_OPENING_PLIES; m++) {
      game_play (game, played->sasiteretu[m], NULL);
      if (game_is_over (game)) {
        game_undo (game);
        break;
      }
    }
    char *text = game_record_to_text (game);
    game_free (game);
    if (g_hash_table_contains (seen, text)) {
      g_free (text);
      continue;
    }
    g_hash_table_add (seen, text);
    g_ptr_array_add (openings, text);
  }
  if (left_out > 0)
    fprintf (stderr,
             g_dngettext (GETTEXT_PACKAGE,
                          "reversi-match: note: %u game of %s is not from the standard %d×%d start "
                          "and gives no opening.\n",
                          "reversi-match: note: %u games of %s are not from the standard %d×%d start "
                          "and give no opening.\n",
                          left_out),
             left_out, path, size, size);
  return openings;
}

GPtrArray *
match_openings_read (const char *path, int size, GError **error)
{
  g_autoptr (GError) local = NULL;
  gsize length = 0;
  g_autofree char *contents = text_file_read (path, MATCH_OPENINGS_MAX_BYTES, &length, error);
  if (!contents)
    return NULL;
  GPtrArray *openings;
  if (game_file_detect (contents, length, NULL) != GAME_FILE_KIT) {
    openings = openings_of_games (path, contents, length, size, error);
    if (openings && openings->len == 0) {
      g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_FILE, _("%s has no openings."), path);
      g_clear_pointer (&openings, g_ptr_array_unref);
    }
    return openings;
  }
  openings = g_ptr_array_new_with_free_func (g_free);
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
