#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""reversi-gtp keeps the controller's clock (time_settings, time_left).

Usage: test-gtp-clock.py PATH/TO/reversi-gtp

The player searches to depth 20, which takes minutes a move on 8x8
(depth 12 finishes within the second on a fast machine).  A controller
that gives 1 second a move (byo-yomi: time_settings 0 1 1)
gets every answer within that second, from the deepest search that
finished (the app's time limit, kept the same way: --verbose reports a
depth between 2 and 19); one that says 2 seconds are left for the whole
game gets quick answers; "time_settings 0 1 0" (no time limit, as GTP
says) leaves the search alone, and so does no time_settings at all.
--move-time gives the same clock from the start, with no time_settings.
"""
import re
import subprocess
import sys
import time

import gtp_referee
from gtp_referee import Engine, check

def timed(engine, line):
    """The answer to line, and the seconds it took."""
    start = time.monotonic()
    answer = engine.text(line)
    return answer, time.monotonic() - start


def main():
    program = sys.argv[1]
    e = Engine(program, "--player", "alphabeta:20:0:1", "--size", "8", "--verbose",
               stderr=subprocess.PIPE)
    check(e.text("time_settings 0 1 1") == "=", "time_settings 0 1 1")
    colour = "b"
    for n in range(4):
        check(e.text(f"time_left {colour} 1 1") == "=", "time_left")
        answer, seconds = timed(e, f"genmove {colour}")
        check(re.fullmatch(r"= [A-H][1-8]", answer) is not None, f"genmove {colour}: {answer!r}")
        check(seconds < 1.0, f"genmove {colour} took {seconds:.2f} s of a 1 s byo-yomi")
        colour = "w" if colour == "b" else "b"
    # The whole game in 2 seconds: about 2/30 s a move.
    check(e.text("time_left b 2 0") == "=", "time_left b 2 0")
    answer, seconds = timed(e, "genmove b")
    check(answer.startswith("= ") and seconds < 0.5, f"2 s for the game: {answer!r} in {seconds:.2f} s")
    err = e.close()
    depths = [int(d) for d in re.findall(r"depth (\d+)", err)]
    check(len(depths) == 5, f"--verbose reported {len(depths)} searches: {err!r}")
    check(all(1 <= d < 20 for d in depths), f"the searches were not cut short: depths {depths}")
    check(max(depths[:4]) >= 2, f"1 s a move reached only depths {depths[:4]}")

    # No time limit, as GTP spells it: the player's own depth, as without a clock.
    f = Engine(program, "--player", "alphabeta:3:0:1", "--size", "8", "--verbose",
               stderr=subprocess.PIPE)
    check(f.text("time_settings 0 1 0") == "=", "time_settings 0 1 0")
    answer, _ = timed(f, "genmove b")
    err = f.close()
    check(re.search(r"depth 3\b", err) is not None, f"no clock: depth 3 expected: {err!r}")

    # --move-time: the same clock from the start, with no time_settings;
    # the searches are cut short as with the controller's byo-yomi.
    g = Engine(program, "--player", "alphabeta:20:0:1", "--size", "8", "--verbose",
               "--move-time", "0.5", stderr=subprocess.PIPE)
    for colour in ["b", "w", "b"]:
        answer = g.text(f"genmove {colour}")
        check(re.fullmatch(r"= [A-H][1-8]", answer) is not None, f"--move-time genmove: {answer!r}")
    err = g.close()
    timed_depths = [int(d) for d in re.findall(r"depth (\d+)", err)]
    check(len(timed_depths) == 3 and all(1 <= d < 20 for d in timed_depths),
          f"--move-time 0.5 did not cut the searches short: {err!r}")
    print("1 s a move kept, depths", depths, "; --move-time 0.5, depths", timed_depths)


main()
sys.exit(1 if gtp_referee.failures else 0)
