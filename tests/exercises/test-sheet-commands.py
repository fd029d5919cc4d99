#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Every command of every sheet, run as written on the reference build,
does what the sheet says.

    test-sheet-commands.py SOURCE_ROOT BUILD_DIR

The commands are taken from the sheets (exercises/*.md, English and
Japanese) and the handout README (build-aux/handout/README*.md): the
lines of ```sh blocks and the inline `build/...`, `build-aux/...` and
`meson ...` spans.  Each distinct command is run once, from a folder
where build/ is this build and skeleton/ and build-aux/ are the kit's, so
that it reads exactly as a student types it.  What each one must do:

  - it exits 0;
  - reversi-play: it prints the game's Result, in the wording of
    exercise 17 (the final count gives the empty squares to the winner,
    then the board's count and the empties);
  - reversi-match: it plays the games it was asked for, and more than 2
    games are more than 2 different games (the openings vary);
  - `meson test -C build NAME...`: the check program meson runs for those
    exercises passes them on the reference build.

Besides the commands, claims the sheets make:
  - ex16 and t2, "predict, then trace": the small tree each gives (the
    moves, the replies in order, the leaf values, minimax's counts) is
    the one minimax traces there, and the sheet's --trace command draws
    List 1's cuts;
  - ex17: the terminal (reversi-play) and the ex17 check word the 4x4
    result identically;
  - ex16: question 1 counts nodes with the evaluator the ex16 check uses
    (the disc count, --eval 0), not Eval8x8B, whose weights are zero
    until exercise 20;
  - every sheet that sends the student to the app says to start it again
    after a rebuild;
  - the handout README's set-up lines run apt-get as root (no sudo,
    which a root system may not have) and through sudo for a user.

Commands that need a student's hand-in, a human player or a window are
listed and skipped with the reason.
"""
import os
import re
import shlex
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(sys.argv[1]).resolve()
BUILD = Path(sys.argv[2]).resolve()
SHEETS = sorted((ROOT / "exercises").glob("*.md")) + sorted((ROOT / "build-aux" / "handout").glob("README*.md"))
CHECKS = {"t1", "t2", "ex16", "ex17", "ex18", "ex19", "ex20", "ex21", "ex22", "a12"}

failures = []


def check(condition, message):
    if not condition:
        failures.append(message)
        print("FAIL: " + message, flush=True)
    return condition


def sheet_commands():
    """{command: [sheet names]} in the order first met."""
    found = {}
    for sheet in SHEETS:
        text = sheet.read_text(encoding="utf-8")
        lines = []
        for block in re.findall(r"```sh\n(.*?)```", text, re.S):
            lines += [l.strip() for l in block.splitlines() if l.strip()]
        lines += [span.strip() for span in re.findall(r"`([^`\n]+)`", text)
                  if re.match(r"(build/|build-aux/|meson )", span)]
        for line in lines:
            found.setdefault(line, []).append(sheet.name)
    return found


def skip_reason(command):
    """Why a command is not run here, or None to run it."""
    words = shlex.split(command, comments=True)
    if not words:
        return "a comment"
    program = words[0]
    if program.startswith("S=") or program == "$S":
        return "the set-up lines, run apart with apt-get and sudo stood in for"
    if program in ("meson",) and words[1:2] in (["setup"], ["compile"]):
        return "configures or builds the kit: this test runs inside that build"
    if program == "meson" and words[1:2] == ["test"] and not set(words) & CHECKS:
        return "runs the whole exercises suite: this test is part of it"
    if program == "build/app/reversi":
        return "opens the window (the app's own tests drive it)"
    if program.endswith("tictactoe-play") and "--help" not in words:
        sides = {words[i + 1] for i, w in enumerate(words[:-1]) if w in ("--x", "--o")}
        if "human" in sides or "--x" not in words:
            return "a human plays one side"
    if program in ("build-aux/pack-handin", "build-aux/check-handin") or (
            program == "build-aux/handin-match" and "--help" not in words):
        return "needs the student's own id or hand-in (test handin-printf checks a hand-in)"
    if program == "build/tools/reversi-tournament" and "--help" not in words:
        return "needs the teacher's tournament file (test tournament plays `self` on one)"
    if program == "build-aux/make-handout":
        return "writes the instructor's handout folder"
    if program in ("cp", "cd"):
        return "copies the student's own kit (assignment 13)"
    if program in ("build/tools/reversi-play", "build/tools/reversi-match") and len(words) == 1:
        return "names the program in the prose"
    return None


def run(command, cwd, timeout=900):
    return subprocess.run(["bash", "-c", command], cwd=cwd, capture_output=True, text=True, timeout=timeout,
                          env={**os.environ, "LC_ALL": "C.UTF-8", "LANGUAGE": ""})


RESULT = re.compile(r"^Result: (?:(Black|White) wins (\d+)-(\d+)( \(misère: fewest discs wins\))?"
                    r"(?:: (\d+)-(\d+) on the board, the (\d+) empty squares? go(?:es)? to "
                    r"(?:the winner|the side with more discs))?|Draw (\d+)-(\d+))$", re.M)


def check_play(command, output):
    match = RESULT.search(output)
    if not check(match is not None, f"{command}: no Result line in the ex17 wording:\n{output[-800:]}"):
        return
    if match.group(5):
        final = (int(match.group(2)), int(match.group(3)))
        board, empties = (int(match.group(5)), int(match.group(6))), int(match.group(7))
        # The empties go to the side with more discs: the winner, or under
        # misère the loser.
        want = (board[0], board[1] + empties) if match.group(4) else (board[0] + empties, board[1])
        check(final == want, f"{command}: the final count {final} is not the board's {board} "
                             f"with the {empties} empties")
    check(re.search(r"^\s+(by \d+ discs?, )?in \d+ moves?", output, re.M) is not None,
          f"{command}: no margin and moves line under Result:\n{output[-400:]}")


def check_match(command, output):
    words = shlex.split(command)
    games = int(words[words.index("--games") + 1]) if "--games" in words else 2
    summary = re.search(r"^Summary: (\d+) games", output, re.M)
    check(summary is not None and int(summary.group(1)) == games,
          f"{command}: the summary does not count {games} games:\n{output[-600:]}")
    moves = re.findall(r"^  ([a-j][0-9].*)$", output, re.M)
    check(len(moves) == games, f"{command}: {len(moves)} games printed, not {games}")
    if games > 2:
        check(len(set(moves)) > 2, f"{command}: {games} games but only {len(set(moves))} different ones")


def run_commands(arena):
    commands = sheet_commands()
    ran, skipped, checks_run = 0, 0, set()
    for command, sheets in commands.items():
        reason = skip_reason(command)
        if reason:
            skipped += 1
            print(f"skip: {command}  ({reason}; {', '.join(sorted(set(sheets)))})")
            continue
        words = shlex.split(command, comments=True)
        if words[0] == "meson":
            # The program meson runs for these tests, on the same data.
            names = [w for w in words if w in CHECKS and w not in checks_run]
            checks_run.update(names)
            if not names:
                continue
            command = shlex.join([str(BUILD / "tests" / "exercises" / "check-exercise"), "--data",
                                  str(ROOT / "tests" / "exercises" / "data" / "exercise-data.txt"), *names])
        ran += 1
        print(f"run: {command}", flush=True)
        proc = run(command, arena)
        output = proc.stdout + proc.stderr
        check(proc.returncode == 0, f"{command} ({', '.join(sorted(set(sheets)))}): exit {proc.returncode}:\n"
              f"{output[-1500:]}")
        if words[0] == "build/tools/reversi-play" and "--help" not in words and "|" not in command:
            check_play(command, proc.stdout)
        if words[0] == "build/tools/reversi-match" and "--games" in words:
            check_match(command, proc.stdout + proc.stderr)
        if "awk" in words and "skeleton/evaluator.c;" in words:
            written = re.search(r"> (\S+)$", command).group(1)
            text = (Path(arena) / written).read_text(encoding="utf-8")
            check("eval_8x8c (" in text and text.rstrip().endswith("}"),
                  f"{command}: {written} does not hold eval_8x8c:\n{text[:300]}")
    print(f"{ran} commands run, {skipped} skipped")
    check(ran >= 20, f"only {ran} commands found to run: is the extraction broken?")


def check_ex17_wording(arena):
    play = run("build/tools/reversi-play --size 4 --depth 20 --perfect 16", arena)
    result = re.search(r"^Result: (.*)\n\s+(.*)$", play.stdout, re.M)
    checked = run(shlex.join([str(BUILD / "tests" / "exercises" / "check-exercise"), "--data",
                              str(ROOT / "tests" / "exercises" / "data" / "exercise-data.txt"), "ex17"]), arena)
    if check(result is not None, f"reversi-play prints no two-line Result:\n{play.stdout[-500:]}"):
        check("on the board" in result.group(1) and "empty squares go to the winner" in result.group(1),
              f"the 4x4 result says the board's count and the empties: {result.group(1)!r}")
        check(f"{result.group(1)}\n  {result.group(2)}" in checked.stdout,
              f"the ex17 check words the result as the terminal does:\n{result.group(0)}\n---\n{checked.stdout}")


def check_sheet_claims():
    for lang in ("en", "ja"):
        ex16 = (ROOT / "exercises" / f"ex16.{lang}.md").read_text(encoding="utf-8")
        questions = ex16[ex16.index("\n1. "):]
        first = questions[:questions.index("\n2. ")]
        check("--eval 0" in first and "build/tools/reversi-play" in first,
              f"ex16.{lang}: question 1 names the disc-count evaluator (--eval 0) the check uses")
    checks_source = (ROOT / "tests" / "exercises" / "checks-negamax.c").read_text(encoding="utf-8")
    check("disc_count_evaluator ()" in checks_source, "the ex16 check searches with the disc count")
    for sheet in SHEETS:
        text = sheet.read_text(encoding="utf-8")
        if "build/app/reversi" not in text or "For instructors" in text[:text.find("build/app/reversi")]:
            continue
        check(re.search(r"start (it|`build/app/reversi`) again|Start the app after|起動し直", text) is not None,
              f"{sheet.name} sends the student to the app but does not say to restart it after a rebuild")


def check_setup_lines():
    """The README's set-up block with apt-get, sudo and id stood in for."""
    for readme in sorted((ROOT / "build-aux" / "handout").glob("README*.md")):
        text = readme.read_text(encoding="utf-8")
        block = next(b for b in re.findall(r"```sh\n(.*?)```", text, re.S) if "apt-get" in b)
        lines = "\n".join(l for l in block.splitlines() if not l.startswith("meson"))
        for uid, sudo_works in (("0", False), ("1000", True)):
            with tempfile.TemporaryDirectory() as tmp:
                tools, log = Path(tmp) / "bin", Path(tmp) / "log"
                tools.mkdir()
                (Path(tmp) / "build-aux").mkdir()
                (Path(tmp) / "build-aux" / "debian-packages").write_bytes(
                    (ROOT / "build-aux" / "debian-packages").read_bytes())
                stubs = {
                    "id": f'[ "$1" = -u ] && echo {uid}',
                    "apt-get": f'echo "apt-get uid={uid} via=${{VIA:-none}} $*" >> {log}',
                    "sudo": ('VIA=sudo exec "$@"' if sudo_works
                             else 'echo "sudo: command not found" >&2; exit 127'),
                }
                for name, body in stubs.items():
                    (tools / name).write_text(f"#!/bin/sh\n{body}\n")
                    (tools / name).chmod(0o755)
                proc = subprocess.run(["sh", "-e", "-c", lines], cwd=tmp, capture_output=True, text=True,
                                      env={"PATH": f"{tools}:/usr/bin:/bin", "HOME": tmp})
                calls = log.read_text().splitlines() if log.exists() else []
                want_via = "sudo" if sudo_works else "none"
                check(proc.returncode == 0 and len(calls) == 2 and all(f"via={want_via}" in c for c in calls)
                      and "install -y" in calls[-1] and "meson" in calls[-1],
                      f"{readme.name}: set-up as uid {uid}: exit {proc.returncode}, apt-get calls {calls}, "
                      f"{proc.stderr}")


def outline_children(text, leaves=True):
    """{root move: [(reply, evaluation)]} from the text outline of --trace:
    the replies that are leaves, or (leaves False) every reply, valued 0."""
    tree, current = {}, None
    for line in text.splitlines():
        top = re.match(r"^  [-*] (\S+)  \[", line)
        leaf = re.match(r"^    [-*] (\S+)  \[.*evaluation (-?\d+)" if leaves else r"^    [-*] (\S+)()  \[", line)
        if top:
            current = top.group(1)
            tree[current] = []
        elif leaf and current:
            tree[current].append((leaf.group(1), int(leaf.group(2) or 0)))
    return tree


def check_trace_sections(arena):
    """The 'predict, then trace' sections of ex16 and t2: the tree they give
    (moves, replies in order, leaf values, minimax's counts) is the one
    minimax traces on that position, and the traced command finds cuts."""
    minimax = run('build/tools/reversi-play --size 4 --moves "b1 c1" --black minimax:2:0:0 '
                  '--white minimax:2:0:0 --quiet --trace minimax.txt', arena)
    text = (Path(arena) / "minimax.txt").read_text(encoding="utf-8") if minimax.returncode == 0 else ""
    check("17 nodes, 12 evaluations" in text, f"ex16: minimax on the sheet's position:\n{text[:300]}")
    traced = outline_children(text)
    alphabeta = (Path(arena) / "tree.txt").read_text(encoding="utf-8")
    check("10 nodes, 5 evaluations" in alphabeta and alphabeta.count("cut: never searched") == 7,
          f"ex16: the sheet's alpha-beta command traces List 1's 10 nodes and 7 cuts:\n{alphabeta[:300]}")
    for lang in ("en", "ja"):
        sheet = (ROOT / "exercises" / f"ex16.{lang}.md").read_text(encoding="utf-8")
        rows = re.findall(r"^\| (d\d) \| ((?:[a-d]\d \(-?\d+\)(?:, )?)+) \|$", sheet, re.M)
        given = {move: [(r, int(v)) for r, v in re.findall(r"([a-d]\d) \((-?\d+)\)", replies)]
                 for move, replies in rows}
        check(given == traced, f"ex16.{lang}: the table of replies {given} is not minimax's tree {traced}")
        check("17" in sheet and "12" in sheet, f"ex16.{lang}: names minimax's 17 positions and 12 leaves")
    ttt = run('build/games/games-play --game tictactoe --first minimax:end --second minimax:end '
              '--moves "b2 a1 c3 a3 a2 c2" --trace minimax-t2.txt', arena)
    text = (Path(arena) / "minimax-t2.txt").read_text(encoding="utf-8") if ttt.returncode == 0 else ""
    check("16 nodes" in text, f"t2: minimax on the sheet's position:\n{text[:300]}")
    order = {move: [reply for reply, _ in replies] for move, replies in outline_children(text, leaves=False).items()}
    check(order == {"b1": ["c1", "b3"], "c1": ["b1", "b3"], "b3": ["b1", "c1"]},
          f"t2: X's moves and O's replies in the order the sheet gives them: {order}")
    alphabeta = (Path(arena) / "t2-tree.txt").read_text(encoding="utf-8")
    check("12 nodes" in alphabeta and alphabeta.count("cut: never searched") == 2,
          f"t2: the sheet's alpha-beta command traces List 1's 12 nodes and 2 cuts:\n{alphabeta[:300]}")


def main():
    with tempfile.TemporaryDirectory(prefix="test-sheet-commands-") as arena:
        os.symlink(BUILD, Path(arena) / "build")
        for name in ("skeleton", "build-aux", "exercises"):
            os.symlink(ROOT / name, Path(arena) / name)
        run_commands(arena)
        check_ex17_wording(arena)
        check_trace_sections(arena)
    check_sheet_claims()
    check_setup_lines()
    if failures:
        print(f"{len(failures)} problem(s)")
        return 1
    print("every sheet command run does what its sheet says")
    return 0


if __name__ == "__main__":
    sys.exit(main())
