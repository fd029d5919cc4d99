#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Show Search Tree: the tree a search explored, with its cuts.

    test-search-tree.py APP OUT_DIR [--student [any|went-on]]

Tic-tac-toe, X a computer searching 3 plies with alpha-beta: after its
first move, Ctrl+T opens the search tree window on the position it
searched (the empty board), searched side by side by alpha-beta and
minimax in the search program.  Alpha-beta must have entered fewer
nodes than minimax; finding a move of the root in the tree opens that
row, and below it alpha-beta's cut moves must show (✕), as the articles
draw them; the row's position goes to the small board.

Then every other game of the one list (games/registry; Go on 3x3), the
same way: alpha-beta beside minimax, fewer nodes, cuts below the root.

Then the skeleton build (APP-skeleton, in the full tree), where Black,
the student's negamax (the untouched stub: it evaluates the position and
searches no move), plays first on 4x4: the tree window shows that search
beside List 1's, searched by the reference's search program, and says
where the two first part (at the root, where the stub stopped before the
move List 1 went into first), that row chosen in both.  Tic-tac-toe
there: the panes are the student's own t1 and t2 (the stubs search
nothing: the root alone), and the reference's t2 and t1 beside them
record, from the empty board, the 34,203 positions of Matoike's
alpha-beta and the 549,946 of his minimax (docs/tictactoe.md).

With --student, only the student's searches beside the reference: the
negamax beside List 1 (replayed in the app's own search program, which
the student handout has too), then t2 and t1 beside the reference's (in
the handout Matoike's searches by List 1 replayed): the handout's run
('handout-window'), whatever the student wrote, and, with --student
went-on, a bug planted in the handout (no cut) that goes into moves List
1 cuts, below the root.
"""

import os
import sys
import time

import games_rules
import harness
from harness import TestFailure, log, move_list


def read_tree(app):
    path = app.state_path + ".tree"
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except FileNotFoundError:
        return None
    panes, fields = [], {}
    for line in text.splitlines():
        if line.startswith("pane="):
            title, status, counts = line[5:].split("|", 2)
            panes.append({"title": title, "status": status, "counts": counts, "rows": []})
        elif panes:
            panes[-1]["rows"].append(line)
        elif "=" in line:
            key, value = line.split("=", 1)
            fields[key] = value
    fields["panes"] = panes
    return fields


def wait_tree(app, what, predicate, timeout=20):
    """The window's state once predicate holds: the state read is the one
    judged (the window may write it again meanwhile)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        app.check_running()
        tree = read_tree(app)
        if tree is not None and predicate(tree):
            return tree
        time.sleep(0.1)
    raise TestFailure("the search tree window never showed %s: %s" % (what, read_tree(app)))


def nodes_of(pane):
    return int(pane["counts"].split(" ")[0].replace(",", ""))


def open_tree_window(session, app, what, also=lambda tree: True):
    """After the computer's first move, Ctrl+T; the window and its state
    once every pane is done and `also` holds."""
    main = app.find_window(title=".")
    app.wait_for("the computer's first move", lambda s: len(move_list(s)) >= 1, timeout=20)
    # Ctrl+T as the other window tests press their shortcuts: through the
    # X server's input (a key sent to a window by --window arrives without
    # its Ctrl now and then, typing "t" into the move entry).  Under load
    # the key is pressed once more if no window has come.
    window = None
    for attempt in range(3):
        app.focus()
        app.xserver.xdotool("key", "--clearmodifiers", "ctrl+t")
        try:
            window = app.find_dialog(main, timeout=10 if attempt < 2 else 20)
            break
        except TestFailure:
            if attempt == 2:
                raise
            log("no search tree window after Ctrl+T; pressing it again")
    tree = wait_tree(app, what, lambda t: len(t["panes"]) >= 2 and all(p["status"] == "done" for p in t["panes"])
                     and also(t))
    titles = [p["title"] for p in tree["panes"]]
    log("panes: %s; %s; %s" % (titles, tree.get("compare"), tree.get("parting")))
    return window, tree, titles


def search_tree(session):
    app = session.start(["--game", "tictactoe", "--first", "alphabeta:3", "--second", "human",
                         "--no-resume"], "search-tree")
    window, tree, titles = open_tree_window(session, app, "both searches done")
    alpha_beta, minimax = tree["panes"][0], tree["panes"][1]
    if alpha_beta["title"] != "Alpha-beta" or minimax["title"] != "Minimax":
        raise TestFailure("the computer's alpha-beta first, then minimax: %s" % titles)
    if not nodes_of(alpha_beta) < nodes_of(minimax):
        raise TestFailure("alpha-beta entered %d nodes, minimax %d" % (nodes_of(alpha_beta), nodes_of(minimax)))
    rows = alpha_beta["rows"]
    if not rows or not rows[0].startswith("root|"):
        raise TestFailure("the tree does not start with its root: %s" % rows[:2])
    # The root is open: its nine moves, none cut at the root of a full window.
    children = [r for r in rows if r.startswith("  ") and not r.startswith("    ")]
    if len(children) != 9:
        raise TestFailure("the root shows %d moves, not 9: %s" % (len(children), children))
    if not any(r.endswith("|line") for r in children):
        raise TestFailure("no move of the root is on the best line: %s" % children)
    with_cuts = [r for r in children if "cut" in r.split("|")[2]]
    if not with_cuts:
        raise TestFailure("no move of the root has cut moves below it: %s" % children)
    move = with_cuts[0].strip().split("|")[0]
    # No window manager runs under Xvfb: the window gets the focus by hand
    # (the find field has it within the window).
    session.xserver.xdotool("windowraise", window, check=False)
    session.xserver.xdotool("windowfocus", "--sync", window)
    session.xserver.xdotool("type", "--delay", "50", move)
    session.xserver.xdotool("key", "Return")
    tree = wait_tree(app, "the row of %s opened" % move,
                     lambda t: any(r.startswith("    ✕ ") for r in t["panes"][0]["rows"])
                     and "Moves: %s" % move in t.get("node", ""))
    rows = tree["panes"][0]["rows"]
    at = next(i for i, r in enumerate(rows) if r.strip().split("|")[0] == move)
    below = []
    for r in rows[at + 1:]:
        if not r.startswith("    "):
            break
        below.append(r.strip())
    cut = [r for r in below if r.startswith("✕ ")]
    if not cut or any(r.split("|")[2] != "cut: never searched" for r in cut):
        raise TestFailure("below %s no cut move shows as such: %s" % (move, below))
    searched = [r for r in below if not r.startswith("✕ ")]
    if not searched or any("α" not in r for r in searched):
        raise TestFailure("the searched moves below %s show no window: %s" % (move, below))
    if "Moves: %s" % move not in tree.get("node", ""):
        raise TestFailure("the small board does not show %s: %s" % (move, tree.get("node")))
    log("below %s: %d searched, %d cut (%s)" % (move, len(searched), len(cut), ", ".join(cut)))
    session.xserver.screenshot(os.path.join(session.out_dir, "search-tree.png"), window)
    app.stop()
    every_other_game(session)
    skeleton = session.app_path + "-skeleton"
    if os.access(skeleton, os.X_OK):
        student_beside_list1(*skeleton_tree_window(session, skeleton, "search-tree-skeleton",
                                                   ["--size", "4", "--black", "alphabeta:3", "--white", "human"]))
        warm_ups_traced(*skeleton_tree_window(session, skeleton, "search-tree-warm-ups",
                                              ["--game", "tictactoe", "--first", "alphabeta", "--second", "human"]))


def every_other_game(session):
    """The other games of the one list (games/registry), one board each
    (Go on 3x3): after the computer's first move at depth 3 the tree
    window shows alpha-beta beside minimax, alpha-beta entering fewer
    nodes, its root's moves with the best line among them and cuts below
    at least one of them."""
    chosen = {}
    for game, (folder, _label) in games_rules.REGISTERED.items():
        if folder in ("tictactoe", "reversi"):
            continue
        if folder not in chosen or game == "go-3x3":
            chosen[folder] = game
    if not chosen:
        raise TestFailure("the one list of games names no game but Reversi and tic-tac-toe: %s"
                          % games_rules.REGISTERED)
    for game in sorted(chosen.values()):
        app = session.start(["--game", game, "--first", "alphabeta:3", "--second", "human", "--no-resume"],
                            "search-tree-" + game)
        window, tree, titles = open_tree_window(session, app, "both searches of %s done" % game)
        alpha_beta, minimax = tree["panes"][0], tree["panes"][1]
        if (alpha_beta["title"], minimax["title"]) != ("Alpha-beta", "Minimax"):
            raise TestFailure("%s: the computer's alpha-beta first, then minimax: %s" % (game, titles))
        if not nodes_of(alpha_beta) < nodes_of(minimax):
            raise TestFailure("%s: alpha-beta entered %d nodes, minimax %d"
                              % (game, nodes_of(alpha_beta), nodes_of(minimax)))
        children = [r for r in alpha_beta["rows"] if r.startswith("  ") and not r.startswith("    ")]
        if not children or not any(r.endswith("|line") for r in children):
            raise TestFailure("%s: the root's moves, one on the best line: %s" % (game, children))
        if not any("cut" in r.split("|")[2] for r in children):
            raise TestFailure("%s: no move of the root has cut moves below it: %s" % (game, children))
        log("%s: alpha-beta %d nodes, minimax %d" % (game, nodes_of(alpha_beta), nodes_of(minimax)))
        session.xserver.screenshot(os.path.join(session.out_dir, "search-tree-%s.png" % game), window)
        app.stop()


def skeleton_tree_window(session, skeleton, name, args):
    """The skeleton app started with args; its tree window once the
    student's search and the reference's are done and compared."""
    app = harness.App(session.xserver, skeleton, args + ["--no-resume"], name, session.tmp)
    session.apps.append(app)
    return (session, app) + open_tree_window(session, app, "the student's search and the reference's done",
                                             lambda t: t.get("parting"))


STUDENT = "Your negamax (alpha-beta)"
LIST1 = "List 1 alpha-beta (the reference)"
DISC_COUNT = " Both evaluate by the disc count, as the exercise 16 check does, so that only the searches differ."


def student_beside_list1(session, app, window, tree, titles, expect=None):
    """The student's negamax with List 1 beside it (replayed in the app's
    own search program, so the student handout has it too) and the line
    that says where the two first part.  expect: None, the untouched
    stub; "any", whatever the student wrote (the handout's own run);
    "went-on", a search that goes into moves List 1 cuts (a bug planted
    by tests/skeleton/test-handout-builds.py)."""
    student, list1 = tree["panes"][0], tree["panes"][1]
    if student["title"] != STUDENT or list1["title"] != LIST1:
        raise TestFailure("the student's negamax first, List 1's beside it: %s" % titles)
    if not nodes_of(list1) > 1:
        raise TestFailure("List 1 entered %d nodes" % nodes_of(list1))
    parting = tree["parting"]
    if not parting.endswith(DISC_COUNT):
        raise TestFailure("the parting line does not say both evaluate by the disc count: %r" % parting)
    if expect is not None and nodes_of(student) != 1:
        same = "%s went into the same positions as %s, in the same order, with the same evaluations." % (STUDENT, LIST1)
        if not (parting.startswith("%s first parts from %s at " % (STUDENT, LIST1)) or parting == same + DISC_COUNT):
            raise TestFailure("no parting line beside List 1: %r" % parting)
        if expect == "went-on":
            if not (nodes_of(student) > nodes_of(list1) and ", where %s stopped." % LIST1 in parting):
                raise TestFailure("the planted bug goes into moves List 1 cuts: %d nodes against %d; %r"
                                  % (nodes_of(student), nodes_of(list1), parting))
            if "Moves: none (the root)" in tree.get("node", ""):
                raise TestFailure("the planted bug parts below the root, not at it: %s" % tree.get("node"))
        log("the student's negamax: %d nodes, List 1 %d; %s" % (nodes_of(student), nodes_of(list1), parting))
        session.xserver.screenshot(os.path.join(session.out_dir, "search-tree-student.png"), window)
        return
    # The stub generates the root's moves and evaluates it: one node.
    if nodes_of(student) != 1:
        raise TestFailure("the stub entered %d nodes, List 1 %d" % (nodes_of(student), nodes_of(list1)))
    # One node and one evaluation, said in the singular (ngettext).
    if not student["counts"].startswith("1 node, 1 evaluation, value "):
        raise TestFailure("the stub's counts, in the singular: %r" % student["counts"])
    first = [r for r in list1["rows"] if r.startswith("  ") and not r.startswith("    ")]
    if not first:
        raise TestFailure("List 1's root shows no move: %s" % list1["rows"][:3])
    first_move = first[0].strip().split("|")[0]
    expected = ("%s first parts from %s at the root: it stopped before %s, which %s went into."
                % (STUDENT, LIST1, first_move, LIST1)) + DISC_COUNT
    if tree["parting"] != expected:
        raise TestFailure("where the two part: %r, not %r" % (tree["parting"], expected))
    if "Moves: none (the root)" not in tree.get("node", ""):
        raise TestFailure("the parting node is not chosen: %s" % tree.get("node"))
    session.xserver.screenshot(os.path.join(session.out_dir, "search-tree-skeleton.png"), window)


def student_alone(session, app, window):
    """Side by side off (Alt+O), searched again (Alt+A): the student's
    negamax alone, and the window still says it evaluates by the disc
    count, as the ex16 check counts it."""
    session.xserver.xdotool("windowraise", window, check=False)
    session.xserver.xdotool("windowfocus", "--sync", window)
    session.xserver.xdotool("key", "alt+o")
    session.xserver.xdotool("key", "alt+a")
    tree = wait_tree(app, "the student's negamax alone",
                     lambda t: len(t["panes"]) == 1 and t["panes"][0]["status"] == "done")
    if tree["panes"][0]["title"] != STUDENT:
        raise TestFailure("alone, the pane is not the student's negamax: %s" % tree["panes"][0]["title"])
    if tree["parting"] != "Every search here evaluates by the disc count, as the exercise 16 check does.":
        raise TestFailure("alone, the window does not say how the student's negamax is valued: %r" % tree["parting"])
    log("alone: %s; %s" % (tree["panes"][0]["counts"], tree["parting"]))


def warm_ups_traced(session, app, window, tree, titles, any_student=False):
    """The student's t2 and t1, each beside the reference's (in the
    student handout, Matoike's searches by List 1 replayed): from the
    empty board the references record 34,203 and 549,946 positions.
    any_student: the student's own code, whatever it is (the stubs
    search the root alone)."""
    expected = ["Alpha-beta (exercise t2), your search", "Alpha-beta (exercise t2), the reference",
                "Minimax (exercise t1), your search", "Minimax (exercise t1), the reference"]
    if titles[:4] != expected:
        raise TestFailure("the student's t2, the reference's beside it, the student's t1, the reference's: %s"
                          % titles)
    counts = [nodes_of(p) for p in tree["panes"][:4]]
    if counts[1::2] != [34203, 549946] or (not any_student and counts[0::2] != [1, 1]):
        raise TestFailure("nodes of the stubs and of the reference's t2 and t1 from the empty board: %s" % counts)
    # The ordered search (the full tree's) stops at the depth, t1 and t2
    # at the end of the game: no share of one in the other.
    ordered = tree["compare"].split("Ordered, with a table: ", 1)
    if (len(ordered) != 2 and not any_student) or (len(ordered) == 2 and "%" in ordered[1]):
        raise TestFailure("the ordered search to a depth compared with t1's search to the end: %s"
                          % tree["compare"])
    if counts[0] == 1:
        if "at the root: it stopped before a1" not in tree["parting"]:
            raise TestFailure("where the stub parts from the reference's t2: %s" % tree["parting"])
    elif not tree["parting"].startswith(expected[0] + " "):
        raise TestFailure("no parting line beside the reference's t2: %s" % tree["parting"])
    log("tic-tac-toe: %s; %s" % (counts, tree["parting"]))
    session.xserver.screenshot(os.path.join(session.out_dir, "search-tree-warm-ups.png"), window)
    app.stop()


def student_search_tree(expect):
    """The student's negamax beside List 1 on 4x4 at depth 3, as the ex16
    check tells the student to open it: in the student handout the app is
    the student's (APP), in the full tree APP-skeleton."""
    def body(session):
        skeleton = session.app_path + "-skeleton"
        app = skeleton if os.access(skeleton, os.X_OK) else session.app_path
        opened = skeleton_tree_window(session, app, "search-tree-student",
                                      ["--size", "4", "--black", "alphabeta:3", "--white", "human"])
        student_beside_list1(*opened, expect=expect)
        student_alone(*opened[:3])
        session.apps[-1].stop()
        warm_ups_traced(*skeleton_tree_window(session, app, "search-tree-student-warm-ups",
                                              ["--game", "tictactoe", "--first", "alphabeta", "--second", "human"]),
                        any_student=True)
    return body


def main():
    app_path = sys.argv[1] if len(sys.argv) > 1 else ""
    out_dir = sys.argv[2] if len(sys.argv) > 2 else "."
    harness.require_tools(app_path, ["Xvfb", "xdotool"])
    # --student [any|went-on]: only the student's negamax beside List 1
    # (the student handout's run: its app has no common search).
    if "--student" in sys.argv[3:]:
        # The last --student counts: meson test --test-args adds one.
        rest = sys.argv[len(sys.argv) - sys.argv[::-1].index("--student"):]
        return harness.run_test("search-tree-student", student_search_tree(rest[0] if rest else "any"),
                                app_path, out_dir)
    return harness.run_test("search-tree", search_tree, app_path, out_dir)


if __name__ == "__main__":
    sys.exit(main())
