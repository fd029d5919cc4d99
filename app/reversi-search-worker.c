/* SPDX-License-Identifier: MIT */
/* reversi-search-worker.c: the program a window's computer searches in.
 *
 * The window (reversi-search.c) starts one of
 * these, built with the same variant of the exercise modules as itself,
 * sends it a request and reads its answer (reversi-worker-protocol.h):
 * one program per search, except for the enhanced player, whose program
 * stays for the next move of the game with the player and its tables
 * (one player per side, as the command line keeps them).  Whatever the searched code does, a crash,
 * a loop that never looks at the stop flag, memory without end, printf,
 * it does it here: the window only sees this program end, and says so.
 *
 * The search runs on a thread of its own; the main thread keeps reading
 * stdin, so "stop" reaches the search's flag and the end of stdin (the
 * window is gone) ends the program at once, whatever the search does.
 */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

#include <glib/gi18n-lib.h>

#include "kit-i18n.h"
#include "memory-limit.h"
#include "player-config.h"
#include "player.h"
#include "reversi-replay.h"
#include "reversi-worker-protocol.h"
#ifdef HAVE_GAME_SEARCH
#include "game-search.h"
#endif

/* The search and what the main thread shares with it. */
typedef struct {
  /* Reversi */
  Kyokumen kyokumen;
  gboolean misere;
  PlayerConfig config;
  SearchControl control;       /* stop_requested set by the main thread */
  /* A GameRules game */
  const ReversiGameInfo *game;
  GamePath *path;
  ReversiCommonComputer computer;
  /* both */
  gint depth_done;             /* the deepest depth finished (atomic) */
  guint tree_max_nodes;        /* > 0: record the search's tree (search-tree.h) */
  gboolean tree_own_search;    /* the tree of the game's own computer, not the common search's */
  gboolean list1_replay;       /* Reversi searched by List 1's replay (the reference) */
  gboolean keep;               /* the program stays after the result (reversi_worker_request_keeps_worker) */
  gboolean answered;           /* the answer has gone (under protocol_lock) */
} Search;

/* A player kept from move to move of the game, with its tables, while
 * the requests continue what it searched: one per side to move, as the
 * command line keeps each side's player for the game. */
typedef struct {
  Player *player;              /* NULL: none yet */
  PlayerConfig config;
  gboolean misere;
  int size;
  int tesuu;                   /* the position it last searched */
  int ban[KYOKUMEN_MAX_CELLS];
} KeptPlayer;

static KeptPlayer kept_players[2];   /* [0] Black to move, [1] White */

static int protocol_fd = -1;
static GMutex protocol_lock;
static long memory_limit_mb;   /* 0: no limit (AddressSanitizer) */
static long system_page_size;   /* read once in main: sysconf is not for signal handlers */

/* Writes line whole, under protocol_lock. */
static void
write_line_locked (const char *line)
{
  gsize done = 0, length = strlen (line);
  while (done < length) {
    ssize_t n = write (protocol_fd, line + done, length - done);
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0)
      _exit (1);   /* the window is gone */
    done += (gsize) n;
  }
}

/* One line to the window, whole: the search thread and the main thread
 * both write. */
static void
send_line (const char *keyword, GVariant *value)
{
  g_autofree char *line = reversi_worker_line (keyword, value);
  g_mutex_lock (&protocol_lock);
  write_line_locked (line);
  g_mutex_unlock (&protocol_lock);
}

/* The search's answer: after it the main thread says no more depths of
 * this search (a "depth" after the result would be read as the next
 * search's).  A program that does not stay ends here: nothing is left to
 * do, and the search's memory need not be unwound. */
static void
answer (Search *s, const char *keyword, GVariant *value)
{
  g_autofree char *line = reversi_worker_line (keyword, value);
  g_mutex_lock (&protocol_lock);
  write_line_locked (line);
  s->answered = TRUE;
  g_mutex_unlock (&protocol_lock);
  if (!s->keep)
    _exit (0);
}

/* No move: the program ends, kept or not (the window starts another). */
static void G_GNUC_NORETURN
answer_error (Search *s, GError *error)
{
  s->keep = FALSE;
  answer (s, REVERSI_WORKER_LINE_ERROR, g_variant_new_string (error->message));
  g_assert_not_reached ();
}

/* The result, which ends a program that does not stay. */
static void
answer_result (Search *s, GVariant *result)
{
  answer (s, REVERSI_WORKER_LINE_RESULT, result);
}

/* Each depth the search finished, for the main thread to pass on. */
static void
note_depth (int depth, gpointer data)
{
  Search *s = data;
  g_atomic_int_set (&s->depth_done, depth);
}

static gboolean
same_config (const PlayerConfig *a, const PlayerConfig *b)
{
  return a->strategy == b->strategy && a->depth == b->depth
         && a->perfect_empties == b->perfect_empties && a->eval_index == b->eval_index
         && a->seed == b->seed;
}

/* Whether the kept player searched an earlier position of the game s
 * asks about: the same player, board and rules, fewer plies, and no
 * disc it saw gone (discs are never taken off).  Anything else (a new
 * game, a move taken back, another line of play) gets a new player, as
 * a new game gets new players on the command line. */
static gboolean
continues (const KeptPlayer *kept, const Search *s)
{
  if (!kept->player || !same_config (&kept->config, &s->config) || kept->misere != s->misere
      || kept->size != s->kyokumen.size || kept->tesuu >= s->kyokumen.tesuu)
    return FALSE;
  for (int xy = 0; xy < KYOKUMEN_MAX_CELLS; xy++)
    if ((kept->ban[xy] == BLACK || kept->ban[xy] == WHITE) && s->kyokumen.ban[xy] == EMPTY)
      return FALSE;
  return TRUE;
}

/* The side to move's player, kept from its last search when s continues
 * it, else made anew; NULL with an error when it cannot be made. */
static Player *
kept_player (Search *s, GError **error)
{
  KeptPlayer *kept = &kept_players[s->kyokumen.color == BLACK ? 0 : 1];
  if (!continues (kept, s)) {
    g_clear_pointer (&kept->player, player_free);
    kept->player = player_config_create_player (&s->config, error);
    if (!kept->player)
      return NULL;
    kept->config = s->config;
    kept->misere = s->misere;
    kept->size = s->kyokumen.size;
  }
  kept->tesuu = s->kyokumen.tesuu;
  memcpy (kept->ban, s->kyokumen.ban, sizeof kept->ban);
  return kept->player;
}

/* The search deepens one ply at a time up to the configured depth, so the
 * window can say how deep the computer has read and, when it is stopped
 * (Stop, or the time limit), play the move of the deepest search it
 * finished rather than a half-searched one (player_config_decide_deepening,
 * which reversi-gtp's clock uses too): the enhanced player in one search
 * that deepens itself, the course's player once per depth.  The enhanced
 * player is kept from move to move (the program stays), so its tables
 * order the next move's search as on the command line; the course's
 * players are made for the move, in a program of their own. */
static void
run_reversi (Search *s)
{
  GError *error = NULL;
  Sashite move;
  SearchReport finished;
  s->control.depth_finished = note_depth;
  s->control.depth_data = s;
  Player *player = NULL;
  if (s->keep && !(player = kept_player (s, &error)))
    answer_error (s, error);
  if (!player_config_decide_deepening (&s->config, player, &s->kyokumen, s->misere, &s->control,
                                       &move, &finished, &error))
    answer_error (s, error);
  answer_result (s, reversi_worker_search_report_to_variant (&finished));
}

/* A GameRules game's computer, as the game's strategy chooses. */
static void
run_rules (Search *s)
{
  ReversiCommonChoose choose = s->game->choose[s->computer.strategy];
  ReversiCommonControl control = { &s->control.stop_requested, &s->depth_done };
  ReversiCommonReport report = { 0 };
  GError *error = NULL;
  if (!choose (s->path->rules, s->path, &s->computer, &control, &report, &error))
    answer_error (s, error);
  answer_result (s, reversi_worker_common_report_to_variant (&report));
}

/* The memory this program has mapped, in MB, read from /proc/self/statm
 * with calls a signal handler may make; -1 when it cannot be read. */
static long
mapped_mb (void)
{
  int fd = open ("/proc/self/statm", O_RDONLY);
  if (fd < 0)
    return -1;
  char text[64];
  ssize_t n = read (fd, text, sizeof text - 1);
  close (fd);
  if (n <= 0)
    return -1;
  long pages = 0;
  for (ssize_t i = 0; i < n && text[i] >= '0' && text[i] <= '9'; i++)
    pages = pages * 10 + (text[i] - '0');
  return (long) (((unsigned long) pages * (unsigned long) system_page_size) >> 20);
}

/* A crash of the searched code: when the program then held at least half
 * of its memory limit, the crash most likely came from an allocation the
 * limit refused (a NULL from malloc written through, or GLib's abort), so
 * the window is told how much it held; a crash of a small search is not
 * blamed on memory.  Only calls a signal handler may make; the handler is
 * reset, so the signal then ends the program as it would have. */
static void
on_crash (int sig)
{
  long held = memory_limit_mb > 0 ? mapped_mb () : -1;
  if (held >= 0 && held * 2 >= memory_limit_mb) {
    char line[48] = REVERSI_WORKER_LINE_MEMORY " ";
    char digits[24];
    int count = 0;
    do {
      digits[count++] = (char) ('0' + held % 10);
      held /= 10;
    } while (held > 0);
    size_t at = strlen (line);
    while (count > 0)
      line[at++] = digits[--count];
    line[at++] = '\n';
    ssize_t written = write (protocol_fd, line, at);
    (void) written;
  }
  signal (sig, SIG_DFL);
  raise (sig);
}

/* Catches the crashes of this thread's search; returns the stack the
 * handler runs on, for uncatch_crashes. */
static void *
catch_crashes (void)
{
  /* Its own stack, so a search that recursed past its stack is caught too. */
  stack_t stack = { .ss_sp = g_malloc (SIGSTKSZ * 4), .ss_size = SIGSTKSZ * 4 };
  sigaltstack (&stack, NULL);
  struct sigaction action = { .sa_handler = on_crash, .sa_flags = SA_ONSTACK | SA_RESETHAND };
  sigemptyset (&action.sa_mask);
  sigaction (SIGSEGV, &action, NULL);
  sigaction (SIGBUS, &action, NULL);
  sigaction (SIGABRT, &action, NULL);
  return stack.ss_sp;
}

/* The thread's search has answered and the program stays: its signal
 * stack goes with it (the handlers stay, for the next search's thread). */
static void
uncatch_crashes (void *stack)
{
  stack_t off = { .ss_flags = SS_DISABLE };
  sigaltstack (&off, NULL);
  g_free (stack);
}

/* A GameRules game's tree: the common search with the strategy's method,
 * so every game's minimax and alpha-beta are recorded (the game's own
 * computer may be another program, such as Go's solver). */
#ifdef HAVE_GAME_SEARCH
static gboolean
common_search_traced (Search *s, ReversiCommonReport *report)
{
  const GameRules *rules = s->path->rules;
  GameSearchMethod method = s->computer.strategy == REVERSI_COMMON_MINIMAX      ? GAME_SEARCH_MINIMAX
                            : s->computer.strategy == REVERSI_COMMON_ALPHA_BETA ? GAME_SEARCH_ALPHA_BETA
                                                                               : GAME_SEARCH_ORDERED;
  GameSearchOptions options;
  game_search_options_init (&options, method, MAX (s->computer.depth, 1));
  options.use_symmetry = FALSE;   /* the tree shows the moves as played */
  options.stop_requested = &s->control.stop_requested;
  g_autofree GameSearchResult *result = g_new0 (GameSearchResult, 1);
  gint64 started = g_get_monotonic_time ();
  game_search (rules, game_path_current (s->path), &options, result);
  memset (report, 0, sizeof *report);
  reversi_common_report_take_result (report, result);
  report->depth = MAX (s->computer.depth, 1);
  report->stopped = result->stopped;
  report->seconds = (double) (g_get_monotonic_time () - started) / G_USEC_PER_SEC;
  return TRUE;
}
#endif

/* The common search's tree, or, when the request asks for it or there is
 * no common search (the handout), the game's own computer's, which
 * records through the same hooks (tic-tac-toe's warm-ups t1 and t2: the
 * rules' tictactoe_play), or that search by List 1 replayed, the
 * reference beside it in the handout. */
static gboolean
rules_traced (Search *s, ReversiCommonReport *report, GError **error)
{
  ReversiCommonControl control = { &s->control.stop_requested, &s->depth_done };
  ReversiCommonChoose replay = s->game->list1_replay[s->computer.strategy];
  if (s->list1_replay && replay)
    return replay (s->path->rules, s->path, &s->computer, &control, report, error);
#ifdef HAVE_GAME_SEARCH
  if (!s->tree_own_search)
    return common_search_traced (s, report);
#endif
  return s->game->choose[s->computer.strategy] (s->path->rules, s->path, &s->computer, &control,
                                                report, error);
}

/* List 1 on the Reversi position, replayed (games/search,
 * search-replay.h): the reference beside the student's negamax, in every
 * build, the student handout included, which holds no other List 1.  It
 * values a position as the exercise 16 check does, the disc count at the
 * horizon, and searches the full window, as the course's player calls
 * negamax. */
static SearchReport
list1_replay_traced (Search *s)
{
  Kyokumen *root = g_new (Kyokumen, 1);
  *root = s->kyokumen;
  root->history_length = 0;
  const ReplayGame *game = reversi_replay_game (s->misere);
  ReplaySearch search = { .depth = s->config.depth, .alpha = -game->infinity, .beta = game->infinity,
                          .stop_requested = &s->control.stop_requested };
  gint64 started = g_get_monotonic_time ();
  replay_list1_search (game, root, &search);
  g_free (root);
  SearchReport report = { .value = search.value, .depth = search.depth, .nodes = search.nodes,
                          .evaluations = search.evaluations, .stopped = search.stopped };
  report.seconds = (double) (g_get_monotonic_time () - started) / G_USEC_PER_SEC;
  report.best_line_length = MIN (search.line_length, SEARCH_REPORT_MAX_LINE);
  for (int i = 0; i < report.best_line_length; i++)
    report.best_line[i].xy = search.line[i];
  if (report.best_line_length > 0)
    report.move = report.best_line[0];
  return report;
}

/* One search, to the depth asked, with its tree recorded and sent back
 * with the result. */
static void
run_traced (Search *s)
{
  g_autoptr (SearchTree) tree = search_tree_new (s->tree_max_nodes);
  GError *error = NULL;
  GVariant *result;
  search_tree_set_active (tree);
  if (s->game) {
    ReversiCommonReport report = { 0 };
    if (!rules_traced (s, &report, &error))
      answer_error (s, error);
    search_tree_set_active (NULL);
    search_tree_set_line (tree, report.line, report.line_length);
    result = reversi_worker_common_report_to_variant (&report);
  } else {
    /* One search to the configured depth: deepening would record every
     * shallower search in the tree too. */
    SearchReport report = { 0 };
    if (s->list1_replay) {
      report = list1_replay_traced (s);
    } else {
      Sashite move;
      Player *player = player_config_create_player (&s->config, &error);
      if (!player)
        answer_error (s, error);
      gboolean ok = player_decide_move (player, &s->kyokumen, s->misere, &s->control, &move, &report,
                                        &error);
      player_free (player);
      if (!ok)
        answer_error (s, error);
      report.move = move;
    }
    search_tree_set_active (NULL);
    int line[SEARCH_REPORT_MAX_LINE];
    for (int i = 0; i < report.best_line_length; i++)
      line[i] = report.best_line[i].xy;
    search_tree_set_line (tree, line, report.best_line_length);
    result = reversi_worker_search_report_to_variant (&report);
  }
  g_atomic_int_set (&s->depth_done, 1);
  answer_result (s, reversi_worker_result_with_tree (result, tree));
}

/* The search, which answers; it returns only when the program stays. */
static gpointer
search_thread (gpointer data)
{
  Search *s = data;
  void *stack = catch_crashes ();
  if (s->tree_max_nodes > 0)
    run_traced (s);
  else if (s->game)
    run_rules (s);
  else
    run_reversi (s);
  uncatch_crashes (stack);
  return NULL;
}

/* Reads the request into s; an answer and the end when it is not one. */
static void
read_request (const char *line, Search *s)
{
  g_autofree char *keyword = NULL;
  g_autoptr (GVariant) request = NULL;
  GError *error = NULL;
  if (!reversi_worker_parse_line (line, &keyword, &request) || !request
      || !g_str_equal (keyword, REVERSI_WORKER_LINE_SEARCH)) {
    g_set_error (&error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "bad search request");
    answer_error (s, error);
  }
  if (!reversi_worker_request_tree_nodes (request, &s->tree_max_nodes))
    s->tree_max_nodes = 0;
  s->tree_own_search = reversi_worker_request_is_own_search (request);
  s->list1_replay = reversi_worker_request_is_list1_replay (request);
  s->keep = reversi_worker_request_keeps_worker (request);
  const char *game = reversi_worker_request_game (request);
  if (g_strcmp0 (game, "reversi") == 0) {
    player_config_init (&s->config);
    if (!reversi_worker_read_reversi_request (request, &s->kyokumen, &s->misere, &s->config,
                                              &error))
      answer_error (s, error);
  } else if (!reversi_worker_read_common_request (request, &s->game, &s->path, &s->computer,
                                                 &error)) {
    answer_error (s, error);
  }
}

#ifdef KIT_UNDER_ASAN
/* A crash of the searched code stays a signal the window names, as it is
 * without the sanitizer, rather than the sanitizer's report and exit. */
const char *__asan_default_options (void);

const char *
__asan_default_options (void)
{
  return "handle_segv=0:handle_sigbus=0";
}
#endif

/* Memory without end ends as a failed allocation (a crash the window
 * names), not as the machine swapping (memory-limit.h).  The MB in place,
 * or 0 (none: under AddressSanitizer). */
static long
limit_memory (void)
{
  guint64 limit = memory_limit_choose ("REVERSI_SEARCH_WORKER_MEMORY_MB");
  return memory_limit_apply (limit) ? (long) (limit >> 20) : 0;
}

static gboolean
search_answered (Search *s)
{
  g_mutex_lock (&protocol_lock);
  gboolean answered = s->answered;
  g_mutex_unlock (&protocol_lock);
  return answered;
}

/* The depth the search has finished, when it is new and the search has
 * not answered yet. */
static void
pass_on_depth (Search *s, int *last_depth)
{
  if (!s)
    return;
  g_mutex_lock (&protocol_lock);
  int depth = g_atomic_int_get (&s->depth_done);
  if (!s->answered && depth != *last_depth) {
    *last_depth = depth;
    g_autofree char *line = reversi_worker_line (REVERSI_WORKER_LINE_DEPTH,
                                                 g_variant_new_int32 (depth));
    write_line_locked (line);
  }
  g_mutex_unlock (&protocol_lock);
}

/* The next line of stdin without its newline, or NULL at its end.  The
 * wait is short, so the main thread also passes on the depth done by
 * the search s (NULL: none yet). */
static char *
read_line (GString *pending, Search *s, int *last_depth)
{
  for (;;) {
    char *newline = memchr (pending->str, '\n', pending->len);
    if (newline) {
      char *line = g_strndup (pending->str, (gsize) (newline - pending->str));
      g_string_erase (pending, 0, newline - pending->str + 1);
      return line;
    }
    struct pollfd fd = { STDIN_FILENO, POLLIN, 0 };
    int ready = poll (&fd, 1, 50);
    pass_on_depth (s, last_depth);
    if (ready < 0 && errno != EINTR)
      return NULL;
    if (ready <= 0)
      continue;
    char buffer[4096];
    ssize_t n = read (STDIN_FILENO, buffer, sizeof buffer);
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0)
      return NULL;
    g_string_append_len (pending, buffer, n);
  }
}

int
main (int argc, char **argv)
{
  /* First of all: the protocol gets stdout for itself, and whatever the
   * searched code prints goes to stderr, which the window keeps to show. */
  protocol_fd = dup (STDOUT_FILENO);
  if (protocol_fd < 0 || dup2 (STDERR_FILENO, STDOUT_FILENO) < 0)
    return 1;
#ifdef __linux__
  /* The window killed with SIGKILL closes no pipe in time for a search
   * that never reads: this does. */
  prctl (PR_SET_PDEATHSIG, SIGKILL);
#endif
  if (getppid () == 1)
    return 1;
  signal (SIGPIPE, SIG_IGN);
  kit_i18n_init ();

  system_page_size = sysconf (_SC_PAGESIZE);
  long limit_mb = memory_limit_mb = limit_memory ();
  GVariantDict hello;
  g_variant_dict_init (&hello, NULL);
  g_variant_dict_insert (&hello, "protocol", "i", REVERSI_WORKER_PROTOCOL_VERSION);
  g_variant_dict_insert (&hello, "memory-limit-mb", "x", (gint64) limit_mb);
  send_line (REVERSI_WORKER_LINE_HELLO, g_variant_dict_end (&hello));

  Search *s = NULL;            /* the latest search */
  GThread *thread = NULL;      /* its thread */
  g_autoptr (GString) pending = g_string_new (NULL);
  int last_depth = 0;
  for (;;) {
    g_autofree char *line = read_line (pending, s, &last_depth);
    if (!line)
      _exit (0);   /* the window is gone: so is its search */
    if (s && g_str_equal (line, REVERSI_WORKER_LINE_STOP)) {
      /* After the answer, it is for the search answered: nothing to do. */
      g_atomic_int_set (&s->control.stop_requested, 1);
      continue;
    }
    /* A request: the window sends the next only after the answer; a
     * line while a search runs is not the protocol, and is let go as
     * ever (waiting for the search would leave "stop" and the end of
     * stdin unread). */
    if (s && !search_answered (s))
      continue;
    /* The last search's thread has answered and is ending. */
    if (thread)
      g_thread_join (thread);
    g_free (s);
    s = g_new0 (Search, 1);
    last_depth = 0;
    read_request (line, s);
    thread = g_thread_new ("search", search_thread, s);
  }
}
