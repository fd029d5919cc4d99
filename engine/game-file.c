/* SPDX-License-Identifier: MIT */
/* game-file.c: Reversi games in other programs' files, by content. */
#include "game-file.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "reversi-error.h"
#include "sgf-tree.h"

#define WTHOR_HEADER 16
#define WTHOR_GAME 68
#define WTHOR_MOVES 60
/* The .jou (players) and .trn (tournaments) files: one name per record. */
#define WTHOR_PLAYER 20
#define WTHOR_TOURNAMENT 26

/* SGF FF[4]'s game numbers (GM), named as the specification names them
 * (names of games, not translated, as the formats' names are not). */
static const char *const sgf_games[] = {
  NULL, "Go", "Othello", "Chess", "Gomoku or Renju", "Nine Men's Morris",
  "Backgammon", "Chinese chess", "Shogi", "Lines of Action", "Ataxx",
  "Hex", "Jungle", "Neutron", "Philosopher's Football", "Quadrature",
  "Trax", "Tantrix", "Amazons", "Octi", "Gess", "Twixt", "Zertz",
  "Plateau", "Yinsh", "Punct", "Gobblet", "Hive", "Exxit",
  "Hnefatafl", "Kuba", "Tripples", "Chase", "Tumbling Down",
  "Sahara", "Byte", "Focus", "Dvonn", "Tamsk", "Gipf", "Kropki",
};

const char *
game_file_sgf_game_name (int gm)
{
  return gm > 0 && gm < (int) G_N_ELEMENTS (sgf_games) ? sgf_games[gm] : NULL;
}

char *
game_file_sgf_no_such_game (const char *game_name)
{
  return g_strdup_printf (_("SGF has no game number for %s (its list of games, GM[1] Go to "
                            "GM[40] Kropki, has none), so no other program could read it: "
                            "save the game in the kit's own format."),
                          game_name);
}

const char *
game_file_format_name (GameFileFormat format)
{
  switch (format) {
  case GAME_FILE_GGF: return "GGF";
  case GAME_FILE_SGF: return "SGF";
  case GAME_FILE_WTHOR: return "WTHOR";
  default: return "";
  }
}

static guint32
le32 (const guchar *p)
{
  return (guint32) p[0] | (guint32) p[1] << 8 | (guint32) p[2] << 16 | (guint32) p[3] << 24;
}

static guint
le16 (const guchar *p)
{
  return (guint) p[0] | (guint) p[1] << 8;
}

/* A WTHOR header: a date that is one, and records of `record` bytes
 * that fill the file exactly, as many as the header says. */
static gboolean
wthor_fits (const guchar *d, gsize length, gsize record, guint32 count)
{
  return length >= WTHOR_HEADER && d[2] >= 1 && d[2] <= 12 && d[3] >= 1 && d[3] <= 31
         && (length - WTHOR_HEADER) == (gsize) count * record;
}

/* Past a byte-order mark and spaces. */
static const char *
skip_spaces (const char *p, const char *end)
{
  if (end - p >= 3 && memcmp (p, "\xEF\xBB\xBF", 3) == 0)
    p += 3;
  while (p < end && g_ascii_isspace (*p))
    p++;
  return p;
}

/* ------------------------------------------------------------------ SGF */

/* An SGF Othello point as the kit's notation: "d3" (Edax) as it is, or
 * Go's two letters "dc" (column d, row c); a pass ("PA", "", "tt") as
 * "PA".  NULL when it is neither. */
static char *
sgf_point_to_notation (const char *value, int size)
{
  g_autofree char *v = g_strstrip (g_strdup (value));
  if (*v == '\0' || g_ascii_strcasecmp (v, "PA") == 0 || (size <= 19 && strcmp (v, "tt") == 0))
    return g_strdup ("PA");
  if (strlen (v) == 2 && g_ascii_islower (v[0]) && g_ascii_islower (v[1]))
    return g_strdup_printf ("%c%d", v[0], v[1] - 'a' + 1);
  return g_steal_pointer (&v);
}

/* The SGF set-up (SZ, AB, AW, PL) as the start of game. */
static gboolean
sgf_read_start (GPtrArray *root, Game *game, GError **error)
{
  const char *sz = sgf_node_value (root, "SZ");
  guint64 size = 8;
  if (sz && (!g_ascii_string_to_unsigned (sz, 10, 1, 52, &size, NULL)
             || !kyokumen_is_valid_size ((int) size))) {
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_BOARD_SIZE,
                 _("SZ[%s]: the kit plays boards of 4, 6, 8 and 10 squares a side."), sz);
    return FALSE;
  }
  Kyokumen start;
  kyokumen_init (&start, (int) size);
  gboolean setup = sgf_node_value (root, "AB") || sgf_node_value (root, "AW");
  const char *pl = sgf_node_value (root, "PL");
  if (setup || pl) {
    int n = (int) size;
    GString *board = g_string_new (NULL);
    if (setup) {
      g_string_set_size (board, (gsize) n * n);
      memset (board->str, '-', (gsize) n * n);
    } else {
      g_autofree char *standard = kyokumen_to_board_string (&start);
      g_string_append_len (board, standard, (gssize) n * n);
    }
    for (guint i = 0; i < root->len; i++) {
      SgfProperty *prop = root->pdata[i];
      gboolean black = strcmp (prop->id, "AB") == 0;
      if (!black && strcmp (prop->id, "AW") != 0)
        continue;
      for (guint j = 0; j < prop->values->len; j++) {
        g_autofree char *text = sgf_point_to_notation (prop->values->pdata[j], n);
        Sashite s;
        g_autoptr (GError) local = NULL;
        if (strcmp (text, "PA") == 0 || !sashite_from_notation (text, n, &s, &local)) {
          g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_BOARD_STRING,
                       _("%s[%s]: not a square of the board."), prop->id,
                       (const char *) prop->values->pdata[j]);
          g_string_free (board, TRUE);
          return FALSE;
        }
        int col, row;
        sashite_to_square (s, n, &col, &row);
        board->str[row * n + col] = black ? 'X' : 'O';
      }
    }
    gboolean white_first = pl && (pl[0] == 'W' || pl[0] == 'w');
    g_string_append (board, white_first ? " O" : " X");
    gboolean ok = kyokumen_from_board_string (&start, board->str, error);
    g_string_free (board, TRUE);
    if (!ok)
      return FALSE;
  }
  game->start = start;
  game->kyokumen = start;
  return TRUE;
}

/* SGF's RE ("B+10", "W+32", "0", "Draw", "B+R") as GGF's (Black's view). */
static char *
sgf_result_to_ggf (const char *re)
{
  if (!re)
    return g_strdup ("");
  if (strcmp (re, "0") == 0 || g_ascii_strcasecmp (re, "Draw") == 0)
    return g_strdup ("+0.000");
  if ((re[0] == 'B' || re[0] == 'W') && re[1] == '+') {
    char *end = NULL;
    double v = g_ascii_strtod (re + 2, &end);
    if (end != re + 2 && *end == '\0')
      return g_strdup_printf ("%+.3f", re[0] == 'B' ? v : -v);
    if (g_ascii_toupper (re[2]) == 'R' || g_ascii_toupper (re[2]) == 'T')
      return g_strdup_printf ("%s0.000:%c", re[0] == 'B' ? "+" : "-", g_ascii_tolower (re[2]));
  }
  return g_strdup ("");
}

static GgfGame *
sgf_to_game (GPtrArray *nodes, GError **error)
{
  GPtrArray *root = nodes->len ? nodes->pdata[0] : NULL;
  GgfGame *ggf = g_new0 (GgfGame, 1);
  ggf->game = game_new (8, FALSE, NULL, NULL);
  const char *pb = sgf_node_value (root, "PB"), *pw = sgf_node_value (root, "PW");
  const char *pc = sgf_node_value (root, "PC"), *dt = sgf_node_value (root, "DT");
  ggf->black_name = g_strdup (pb ? pb : "");
  ggf->white_name = g_strdup (pw ? pw : "");
  ggf->place = g_strdup (pc ? pc : "");
  ggf->date = g_strdup (dt ? dt : "");
  ggf->result = sgf_result_to_ggf (sgf_node_value (root, "RE"));
  if (!sgf_read_start (root, ggf->game, error)) {
    ggf_game_free (ggf);
    return NULL;
  }
  int number = 0;
  for (guint i = 0; i < nodes->len; i++) {
    GPtrArray *node = nodes->pdata[i];
    for (guint j = 0; j < node->len; j++) {
      SgfProperty *prop = node->pdata[j];
      if (strcmp (prop->id, "B") != 0 && strcmp (prop->id, "W") != 0)
        continue;
      g_autofree char *text = sgf_point_to_notation (prop->values->pdata[0],
                                                     ggf->game->start.size);
      if (!ggf_game_play_move (ggf->game, prop->id[0], text, ++number, error)) {
        ggf_game_free (ggf);
        return NULL;
      }
    }
  }
  return ggf;
}

/* The GM of the first game tree's root; 1 (Go) when it has none, as SGF
 * says, or when the tree cannot be read (reading it says why). */
static int
sgf_game_number (const char *p, const char *end)
{
  GPtrArray *nodes = sgf_read_main_line (&p, end, NULL);
  const char *gm = nodes && nodes->len ? sgf_node_value (nodes->pdata[0], "GM") : NULL;
  guint64 number = GAME_FILE_SGF_GO;
  if (gm && !g_ascii_string_to_unsigned (gm, 10, 0, G_MAXINT, &number, NULL))
    number = 0;
  g_clear_pointer (&nodes, g_ptr_array_unref);
  return (int) number;
}

/* ---------------------------------------------------------------- WTHOR */

static GPtrArray *
wthor_read (const guchar *d, gsize length, GError **error)
{
  guint32 count = le32 (d + 4);
  if (d[12] != 0 && d[12] != 8) {
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_BOARD_SIZE,
                 _("This WTHOR file holds %d×%d games, whose records the kit does not read: only "
                   "8×8 WTHOR files."),
                 d[12], d[12]);
    return NULL;
  }
  if (count == 0) {
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_FILE, _("The WTHOR file holds no game."));
    return NULL;
  }
  GPtrArray *games = g_ptr_array_new_with_free_func ((GDestroyNotify) ggf_game_free);
  for (guint32 g = 0; g < count; g++) {
    const guchar *r = d + WTHOR_HEADER + (gsize) g * WTHOR_GAME;
    GgfGame *ggf = g_new0 (GgfGame, 1);
    ggf->game = game_new (8, FALSE, NULL, NULL);
    /* The names are in the .jou file, not here: the players' numbers. */
    ggf->wthor_tournament = le16 (r + 0);
    ggf->wthor_black = le16 (r + 2);
    ggf->wthor_white = le16 (r + 4);
    ggf->black_name = g_strdup_printf ("%u", ggf->wthor_black);
    ggf->white_name = g_strdup_printf ("%u", ggf->wthor_white);
    ggf->place = g_strdup_printf ("%u", ggf->wthor_tournament);
    ggf->date = d[10] || d[11] ? g_strdup_printf ("%u", le16 (d + 10)) : g_strdup ("");
    /* Black's discs at the end, the empties to the winner: of 64. */
    ggf->result = g_strdup_printf ("%+d.000", 2 * r[6] - 64);
    g_ptr_array_add (games, ggf);
    for (int m = 0; m < WTHOR_MOVES && r[8 + m] != 0; m++) {
      int code = r[8 + m], col = code % 10 - 1, row = code / 10 - 1;
      GError *local = NULL;
      if (col < 0 || col >= 8 || row < 0 || row >= 8) {
        g_set_error (&local, REVERSI_ERROR, REVERSI_ERROR_NOTATION,
                     _("%d is not a square (11 to 88)."), code);
      } else {
        char notation[SASHITE_NOTATION_SIZE];
        sashite_to_notation (sashite_from_square (8, col, row), 8, notation);
        /* WTHOR does not say whose move it is: the side to move's,
         * or after a forced pass the other's. */
        int mover = ggf->game->kyokumen.color;
        if (game_must_pass (ggf->game))
          mover = -mover;
        ggf_game_play_move (ggf->game, mover == BLACK ? 'B' : 'W', notation, m + 1, &local);
      }
      if (local) {
        g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_FILE, _("WTHOR game %u, move %d: %s"),
                     g + 1, m + 1, local->message);
        g_error_free (local);
        g_ptr_array_unref (games);
        return NULL;
      }
    }
  }
  return games;
}

/* Name `number` of a .jou or .trn list (count records of `record`
 * bytes after the header), in UTF-8; NULL past the list or when empty. */
static char *
wthor_name (const guchar *d, guint count, gsize record, guint number)
{
  if (number >= count)
    return NULL;
  const char *name = (const char *) d + WTHOR_HEADER + (gsize) number * record;
  gsize length = strnlen (name, record);
  char *utf8 = g_convert (name, (gssize) length, "UTF-8", "ISO-8859-1", NULL, NULL, NULL);
  if (utf8 && *g_strstrip (utf8) == '\0')
    g_clear_pointer (&utf8, g_free);
  return utf8;
}

/* *field, the text of a number, becomes the name the list gives it. */
static void
wthor_rename (char **field, const guchar *d, guint count, gsize record, guint number)
{
  char *name = wthor_name (d, count, record, number);
  if (name) {
    g_free (*field);
    *field = name;
  }
}

gboolean
game_file_wthor_names (GPtrArray *games, const char *data, gsize length, GError **error)
{
  const guchar *d = (const guchar *) data;
  guint count = length >= WTHOR_HEADER ? le16 (d + 8) : 0;
  gboolean players = wthor_fits (d, length, WTHOR_PLAYER, count);
  if (!players && !wthor_fits (d, length, WTHOR_TOURNAMENT, count)) {
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_FILE,
                 _("This is not a WTHOR list of names (.jou: players, .trn: tournaments): its "
                   "header does not give the number of names its length holds."));
    return FALSE;
  }
  for (guint i = 0; i < games->len; i++) {
    GgfGame *ggf = games->pdata[i];
    if (players) {
      wthor_rename (&ggf->black_name, d, count, WTHOR_PLAYER, ggf->wthor_black);
      wthor_rename (&ggf->white_name, d, count, WTHOR_PLAYER, ggf->wthor_white);
    } else {
      wthor_rename (&ggf->place, d, count, WTHOR_TOURNAMENT, ggf->wthor_tournament);
    }
  }
  return TRUE;
}

/* The file called `name` in folder whatever its letter case, or NULL. */
static char *
find_file_any_case (const char *folder, const char *name)
{
  g_autoptr (GDir) dir = g_dir_open (folder, 0, NULL);
  const char *entry;
  while (dir && (entry = g_dir_read_name (dir)))
    if (g_ascii_strcasecmp (entry, name) == 0)
      return g_build_filename (folder, entry, NULL);
  return NULL;
}

gboolean
game_file_wthor_names_beside (GPtrArray *games, const char *wtb_path, GError **error)
{
  g_autofree char *folder = g_path_get_dirname (wtb_path);
  static const char *const lists[] = { "WTHOR.JOU", "WTHOR.TRN" };
  for (guint i = 0; i < G_N_ELEMENTS (lists); i++) {
    g_autofree char *path = find_file_any_case (folder, lists[i]);
    /* A regular file only: a FIFO would block the reader. */
    if (!path || !g_file_test (path, G_FILE_TEST_IS_REGULAR))
      continue;
    g_autofree char *data = NULL;
    gsize length = 0;
    GError *local = NULL;
    if (!g_file_get_contents (path, &data, &length, &local)
        || !game_file_wthor_names (games, data, length, &local)) {
      g_autofree char *name = g_filename_display_basename (path);
      g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_FILE, "%s: %s", name, local->message);
      g_error_free (local);
      return FALSE;
    }
  }
  return TRUE;
}

char *
game_file_describe_game (const GgfGame *ggf)
{
  GString *out = g_string_new (NULL);
  const char *black = *ggf->black_name ? ggf->black_name : "?";
  const char *white = *ggf->white_name ? ggf->white_name : "?";
  /* TRANSLATORS: the two players of a game in a file, Black first. */
  g_string_printf (out, _("%1$s – %2$s"), black, white);
  if (*ggf->place)
    g_string_append_printf (out, ", %s", ggf->place);
  /* The day of the moment (GGS's "2003.12.15_12:33:18.MST"), else the
   * date as written (a WTHOR year). */
  g_autofree char *iso = ggf_date_to_iso (ggf->date);
  if (iso && strlen (iso) >= 10)
    g_string_append_printf (out, ", %.10s", iso);
  else if (*ggf->date)
    g_string_append_printf (out, ", %s", ggf->date);
  double value;
  char flag;
  if (ggf_game_result (ggf, &value, &flag)) {
    char number[G_ASCII_DTOSTR_BUF_SIZE];
    g_ascii_formatd (number, sizeof number, "%g", ABS (value));
    if (value > 0)
      g_string_append_printf (out, _(", Black won by %s"), number);
    else if (value < 0)
      g_string_append_printf (out, _(", White won by %s"), number);
    else
      g_string_append (out, _(", a draw"));
  }
  return g_string_free (out, FALSE);
}

/* -------------------------------------------------------------- dispatch */

GameFileFormat
game_file_detect (const char *data, gsize length, int *sgf_game)
{
  const guchar *d = (const guchar *) data;
  /* WTHOR's first byte is the century it was written in (19, 20): no
   * text starts so, and its records must fill the file exactly. */
  if (length >= WTHOR_HEADER && d[0] >= 19 && d[0] <= 21
      && (wthor_fits (d, length, WTHOR_GAME, le32 (d + 4))
          || wthor_fits (d, length, WTHOR_PLAYER, le16 (d + 8))
          || wthor_fits (d, length, WTHOR_TOURNAMENT, le16 (d + 8))))
    return GAME_FILE_WTHOR;
  const char *end = data + length;
  const char *p = skip_spaces (data, end);
  if (ggf_looks_like (p)) {
    /* "(;" starts both: GGF names its game Othello, SGF gives a number
     * (or none, which is Go) and its file format FF. */
    const char *gm = g_strstr_len (p, MIN (end - p, 4096), "GM[");
    gboolean numbered = gm && g_ascii_isdigit (gm[3]);
    gboolean ff = g_strstr_len (p, MIN (end - p, 4096), "FF[") != NULL;
    gboolean bo = g_strstr_len (p, MIN (end - p, 4096), "BO[") != NULL;
    if (numbered || ff || (!gm && !bo)) {
      if (sgf_game)
        *sgf_game = sgf_game_number (p, end);
      return GAME_FILE_SGF;
    }
    return GAME_FILE_GGF;
  }
  return GAME_FILE_KIT;
}

GPtrArray *
game_file_read_games (const char *data, gsize length, GError **error)
{
  int gm = 0;
  const guchar *d = (const guchar *) data;
  switch (game_file_detect (data, length, &gm)) {
  case GAME_FILE_GGF:
    return ggf_parse_all (data, error);
  case GAME_FILE_WTHOR:
    if (!wthor_fits (d, length, WTHOR_GAME, le32 (d + 4))) {
      g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_FILE,
                   _("This is a WTHOR list of names (a .jou or .trn file): it names the players or "
                     "tournaments of a database and holds no game. Open the .wtb file of the games."));
      return NULL;
    }
    return wthor_read (d, length, error);
  case GAME_FILE_SGF: {
    if (gm != GAME_FILE_SGF_OTHELLO) {
      const char *name = game_file_sgf_game_name (gm);
      if (name)
        g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_FILE,
                     _("This SGF file holds a game of %s (GM[%d]), not Othello (GM[2])."), name, gm);
      else
        g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_FILE,
                     _("This SGF file holds game number GM[%d], which is no game SGF lists; "
                       "Othello is GM[2]."),
                     gm);
      return NULL;
    }
    if (!g_utf8_validate (data, (gssize) length, NULL)) {
      g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_ENCODING,
                   _("The SGF text is not valid text (UTF-8)."));
      return NULL;
    }
    GPtrArray *games = g_ptr_array_new_with_free_func ((GDestroyNotify) ggf_game_free);
    const char *end = data + length;
    for (const char *p = skip_spaces (data, end); p < end && *p == '('; p = skip_spaces (p, end)) {
      GPtrArray *nodes = sgf_read_main_line (&p, end, error);
      GgfGame *ggf = nodes ? sgf_to_game (nodes, error) : NULL;
      g_clear_pointer (&nodes, g_ptr_array_unref);
      if (!ggf) {
        g_ptr_array_unref (games);
        return NULL;
      }
      g_ptr_array_add (games, ggf);
    }
    if (games->len == 0) {
      g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_FILE, _("The SGF file holds no game."));
      g_clear_pointer (&games, g_ptr_array_unref);
    }
    return games;
  }
  default:
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_FILE,
                 _("This is not a game file of another program (GGF, SGF or WTHOR)."));
    return NULL;
  }
}

/* ------------------------------------------------------------- writing */

char *
game_file_format_sgf (const Game *game, const char *black_name, const char *white_name,
                      const char *date)
{
  const Kyokumen *start = &game->start;
  int n = start->size;
  GString *out = g_string_new ("(;FF[4]GM[2]AP[reversi-kit]\n");
  if (date && *date)
    sgf_append_property (out, "DT", date);
  sgf_append_property (out, "PB", black_name);
  sgf_append_property (out, "PW", white_name);
  g_string_append_printf (out, "\nSZ[%d]", n);
  for (int pass = 0; pass < 2; pass++) {
    int disc = pass == 0 ? BLACK : WHITE;
    gboolean any = FALSE;
    for (int row = 0; row < n; row++)
      for (int col = 0; col < n; col++)
        if (start->ban[kyokumen_xy (start, col, row)] == disc) {
          char notation[SASHITE_NOTATION_SIZE];
          if (!any)
            g_string_append (out, disc == BLACK ? "AB" : "AW");
          any = TRUE;
          g_string_append_printf (out, "[%s]",
                                  sashite_to_notation (sashite_from_square (n, col, row), n, notation));
        }
  }
  g_string_append_printf (out, "PL[%c]\n", start->color == BLACK ? 'B' : 'W');
  if (game_is_over (game)) {
    int black_view = kyokumen_final_score (&game->kyokumen);
    if (game->kyokumen.color != BLACK)
      black_view = -black_view;
    if (black_view == 0)
      g_string_append (out, "RE[0]\n");
    else
      g_string_append_printf (out, "RE[%c+%d]\n", black_view > 0 ? 'B' : 'W', ABS (black_view));
  }
  int color = start->color;
  for (int i = 0; i < game->move_count; i++) {
    char notation[SASHITE_NOTATION_SIZE];
    Sashite move = game->sasiteretu[i];
    g_string_append_printf (out, "%c[%s];", color == BLACK ? 'B' : 'W',
                            sashite_is_pass (move) ? "PA" : sashite_to_notation (move, n, notation));
    if (i % 2 == 1)
      g_string_append_c (out, '\n');
    color = -color;
  }
  g_string_append (out, ")\n");
  return g_string_free (out, FALSE);
}
