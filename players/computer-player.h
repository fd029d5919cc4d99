/* SPDX-License-Identifier: MIT */
/* computer-player.h: the computer player (the course's ComputerPlayer).
 *
 * It searches with negamax to search_depth plies using the evaluator
 * eval_index; once the empty squares are at most perfect_empties it
 * switches to perfect search, reading to the end of the game (exercise
 * 19).  Its name follows exercise 22: "ID-depth-perfectEmpties-evalIndex".
 *
 * This header is shared by solutions/ and skeleton/: both implement it.
 */
#pragma once

#include <glib.h>

#include "player.h"

G_BEGIN_DECLS

#define COMPUTER_PLAYER_NAME_SIZE 64

typedef struct {
  Player base;
  int search_depth;        /* plies searched before the switch */
  int perfect_empties;     /* empties at which perfect search starts */
  int eval_index;          /* evaluator_get (eval_index) */
  char name[COMPUTER_PLAYER_NAME_SIZE];
} ComputerPlayer;

/** computer_player_new: a computer player; its name is set by
 * computer_player_set_name. */
Player *computer_player_new (int search_depth, int perfect_empties, int eval_index);

/** computer_player_set_name: name the player "ID-depth-perfectEmpties-evalIndex"
 * (exercise 22). */
void computer_player_set_name (ComputerPlayer *player);

/** computer_player_student_id: the student id of exercise 22, also the
 * default name of the human player. */
const char *computer_player_student_id (void);

/** computer_player_plan_search: the depth to search kyokumen to, and
 * whether that is a perfect search (exercise 19). */
int computer_player_plan_search (const ComputerPlayer *player, const Kyokumen *kyokumen,
                                 gboolean *perfect);

G_END_DECLS
