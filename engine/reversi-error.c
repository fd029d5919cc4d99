/* SPDX-License-Identifier: MIT */
/* reversi-error.c: the engine's error domain. */
#include "reversi-error.h"

G_DEFINE_QUARK (reversi-error-quark, reversi_error)
