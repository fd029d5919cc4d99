#!/bin/sh
# SPDX-License-Identifier: MIT
# check-train-deterministic.sh TRAINER: two tiny training runs with the
# same options write the same weights, and the file has the tables the
# evaluation reads.
set -eu
trainer="$1"
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
for run in 1 2; do
  "$trainer" --size 4 --games 40 --output "$dir/4-$run.c" 2>/dev/null
  "$trainer" --size 6 --games 20 --exact 10 --output "$dir/6-$run.c" 2>/dev/null
done
cmp "$dir/4-1.c" "$dir/4-2.c"
cmp "$dir/6-1.c" "$dir/6-2.c"
grep -q 'const EvalWeights eval_weights_4' "$dir/4-1.c"
grep -q 'const EvalWeights eval_weights_6' "$dir/6-1.c"
# Another seed gives other weights: the runs did depend on their games.
"$trainer" --size 6 --games 20 --exact 10 --seed 7 --output "$dir/6-seed.c" 2>/dev/null
if cmp -s "$dir/6-1.c" "$dir/6-seed.c"; then
  echo "a different seed wrote the same weights" >&2
  exit 1
fi
echo "deterministic"
