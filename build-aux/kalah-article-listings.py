#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Run the Kalah listings of M. Hiroi's article and print their tables as test data.

    build-aux/kalah-article-listings.py ARTICLE_TEXT > tests/kalah/article-tables.txt

ARTICLE_TEXT is the text of M. Hiroi's page ("Algorithms with Python:
探索アルゴリズム編 : アルファベータ法", docs/sources.md).  Its two program
listings are copied out of it into a temporary directory, exactly as
printed:

    listing 1  board.py (the board) followed by kalah.py (minimax)
    listing 2  kalah1.py (alpha-beta)

and run there with this python3: play(first_depth, second_depth) for
depths 2-5 each, with the full rule (move_first / move_second) and the
simplified extra turn (move_first1 / move_second1), once with minimax and
once with alpha-beta.  Nothing of the article's code is kept: only the
numbers its play() prints at the end of each game (the final board and
the evaluation count) go into the output, one line per game pair.

Output lines (after the '#' provenance header):

    RULE FIRST SECOND FIRST_STORE SECOND_STORE MINIMAX_EVALS ALPHABETA_EVALS

RULE is "full" or "simple"; FIRST and SECOND are the search depths of the
first and the second player; the stores are the final store counts (the
same in the minimax and the alpha-beta game, which the script checks).
The full run takes a few minutes (the minimax games at depth 5 evaluate
millions of positions in Python).
"""

import contextlib
import hashlib
import importlib
import io
import os
import platform
import sys
import tempfile

LISTING_1 = "●プログラムリスト1"
LISTING_2 = "●プログラムリスト2"
LISTING_END = "初版"
KALAH_PY_START = "#\n# kalah.py"


def between(text, start, end):
    begin = text.index(start) + len(start)
    return text[begin:text.index(end, begin)]


def extract(article_text):
    """The three source files of the listings, as printed."""
    listing1 = between(article_text, LISTING_1, LISTING_2)
    split = listing1.index(KALAH_PY_START)
    board_py = listing1[:split].strip("\n") + "\n"
    kalah_py = listing1[split:].strip("\n") + "\n"
    kalah1_py = between(article_text, LISTING_2, LISTING_END).strip("\n") + "\n"
    return {"board.py": board_py, "kalah.py": kalah_py, "kalah1.py": kalah1_py}


def run_game(module, first, second, think1, think2):
    """Play one game quietly; return (first store, second store, evaluations)."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        module.play(first, second, think1, think2)
    lines = out.getvalue().splitlines()
    end = len(lines) - 1 - lines[::-1].index("Game Over")
    # print_board: pits 12..7, then store 13 and store 6, then pits 0..5;
    # print_count: the evaluation count.
    second_store, first_store = (int(x) for x in lines[end + 2].split())
    evaluations = int(lines[end + 4])
    return first_store, second_store, evaluations


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: kalah-article-listings.py ARTICLE_TEXT")
    article_path = sys.argv[1]
    with open(article_path, "rb") as f:
        raw = f.read()
    sources = extract(raw.decode("utf-8"))

    with tempfile.TemporaryDirectory() as workdir:
        for name, text in sources.items():
            with open(os.path.join(workdir, name), "w", encoding="utf-8") as f:
                f.write(text)
        sys.path.insert(0, workdir)
        kalah = importlib.import_module("kalah")
        kalah1 = importlib.import_module("kalah1")

        print("# Kalah tables of M. Hiroi's article, produced by running the article's")
        print("# own Python listings: build-aux/kalah-article-listings.py ARTICLE_TEXT")
        print("# article text: %s, sha256 %s" % (os.path.basename(article_path),
                                               hashlib.sha256(raw).hexdigest()))
        print("# python: %s %s" % (platform.python_implementation(),
                                   platform.python_version()))
        print("# RULE FIRST SECOND FIRST_STORE SECOND_STORE MINIMAX_EVALS ALPHABETA_EVALS")
        rules = [
            ("full", "move_first", "move_second"),
            ("simple", "move_first1", "move_second1"),
        ]
        for rule, first_name, second_name in rules:
            for second in range(2, 6):
                for first in range(2, 6):
                    mm = run_game(kalah, first, second,
                                  getattr(kalah, first_name), getattr(kalah, second_name))
                    ab = run_game(kalah1, first, second,
                                  getattr(kalah1, first_name), getattr(kalah1, second_name))
                    if mm[:2] != ab[:2]:
                        sys.exit("%s %d %d: minimax ends %s, alpha-beta %s"
                                 % (rule, first, second, mm[:2], ab[:2]))
                    print("%s %d %d %d %d %d %d" % (rule, first, second, mm[0], mm[1],
                                                    mm[2], ab[2]))
                    sys.stdout.flush()


if __name__ == "__main__":
    main()
