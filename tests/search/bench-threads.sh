#!/bin/sh
# SPDX-License-Identifier: MIT
# bench-threads.sh SOLVER FFO-FILE FIRST LAST: each FFO position from
# FIRST to LAST solved with --threads 1 and then --threads 2, one process
# each, interleaved, with the time of day and the load average before
# each run and the processor and wall time after (docs/benchmarks.md,
# "Two threads").  Nothing is compared against a limit; the exit status
# is the solver's (1 if an answer was wrong).
set -eu
solver="$1" ffo="$2" first="$3" last="$4"
status=0
id="$first"
while [ "$id" -le "$last" ]; do
  for threads in 1 2; do
    echo "== #$id --threads $threads  $(date -u '+%Y-%m-%d %H:%M:%S UTC')  load $(cut -d' ' -f1-3 /proc/loadavg)"
    /usr/bin/time -f "   cpu %U s (system %S s), wall %e s" \
      "$solver" --ffo "$ffo" --range "$id" --threads "$threads" || status=1
  done
  id=$((id + 1))
done
exit "$status"
