/* computer-player.c: a student's computer player that goes wrong on purpose.
 *
 * The reference player (solutions/computer-player.c, compiled in here
 * under another name) with a fault put in front of its search, chosen at
 * each search by REVERSI_STUDENT_FAULT, or by the first word of the file
 * that REVERSI_STUDENT_FAULT_FILE names (so a test can mend the student's
 * code between two searches of one window):
 *
 *   hang     never returns, whatever the stop flag says
 *   crash    a segmentation fault
 *   leak     allocates memory without end
 *   print    prints lots of debug lines to stdout, then plays normally
 *   illegal  answers a move that is not legal, as if it were
 *   (other)  plays normally
 *
 * The tests (tests/student-faults, tests/app) run it in the search
 * program, reversi-search-worker-faults: whatever it does, the window
 * must stay up and say what happened.
 */
#define computer_player_new reference_computer_player_new
#include "../../solutions/computer-player.c"
#undef computer_player_new

/* The header's declaration was renamed with the reference's: this is the
 * one the player layer calls. */
Player *computer_player_new (int search_depth, int perfect_empties, int eval_index);

#include <signal.h>
#include <stdio.h>
#include <string.h>

/* The fault asked for now. */
static char *
current_fault (void)
{
  const char *file = g_getenv ("REVERSI_STUDENT_FAULT_FILE");
  g_autofree char *contents = NULL;
  if (file && g_file_get_contents (file, &contents, NULL, NULL))
    return g_strdup (g_strstrip (contents));
  return g_strdup (g_getenv ("REVERSI_STUDENT_FAULT") ? g_getenv ("REVERSI_STUDENT_FAULT") : "");
}

/* The reference player's functions, which the faulty ones call when
 * they play normally. */
static const PlayerFunctions *reference_functions;

static gboolean
faulty_decide_move (Player *self, const Kyokumen *kyokumen, gboolean misere,
                    SearchControl *control, Sashite *move, SearchReport *report, GError **error)
{
  g_autofree char *fault = current_fault ();
  if (g_str_equal (fault, "hang")) {
    /* A loop that never looks at control->stop_requested; it sleeps to
     * spare the test machine, which changes nothing for the window. */
    for (volatile int forever = 1; forever;)
      g_usleep (10000);
  } else if (g_str_equal (fault, "crash")) {
    raise (SIGSEGV);
  } else if (g_str_equal (fault, "leak")) {
    /* Each block is written, so it is really used. */
    for (;;) {
      char *block = malloc (16 << 20);
      memset (block, 1, 16 << 20);
    }
  } else if (g_str_equal (fault, "print")) {
    for (int i = 0; i < 2000; i++)
      printf ("debug: searching, line %d\n", i);
    fflush (stdout);
  } else if (g_str_equal (fault, "illegal")) {
    /* A square already taken: the first disc on the board. */
    for (int xy = 0; xy < KYOKUMEN_MAX_CELLS; xy++)
      if (kyokumen->ban[xy] == BLACK || kyokumen->ban[xy] == WHITE) {
        move->xy = xy;
        if (report)
          *report = (SearchReport) { .move = *move, .depth = 1, .nodes = 1 };
        return TRUE;
      }
  }
  return reference_functions->decide_move (self, kyokumen, misere, control, move, report, error);
}

static PlayerFunctions faulty_functions;

Player *
computer_player_new (int search_depth, int perfect_empties, int eval_index)
{
  Player *player = reference_computer_player_new (search_depth, perfect_empties, eval_index);
  reference_functions = player->functions;
  faulty_functions = *player->functions;
  faulty_functions.decide_move = faulty_decide_move;
  player->functions = &faulty_functions;
  return player;
}
