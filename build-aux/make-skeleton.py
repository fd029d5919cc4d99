#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Write skeleton/ from solutions/: the exercise files with TODO stubs.

solutions/ is the one source.  In it every piece of code a student writes
is a region:

    /* BEGIN SOLUTION ex16 */
    ...reference code...
    /* STUB: return 0; */
    /* END SOLUTION */

In the skeleton each region becomes a TODO comment naming the exercise
sheet, followed by its STUB lines uncommented, so the skeleton compiles
and plays (badly).  Everything outside the regions is copied as it is.

Usage:
    make-skeleton.py SOLUTIONS_DIR SKELETON_DIR     write the skeleton
    make-skeleton.py --check SOLUTIONS_DIR SKELETON_DIR
                                                    exit 1 if it differs
"""
import re
import sys
from pathlib import Path

# An exercise is ex16 .. ex22 (the course's) or t1, t2 (the tic-tac-toe warm-ups).
BEGIN = re.compile(r"^(\s*)/\* BEGIN SOLUTION ((?:ex|t)\d+) \*/\s*$")
STUB = re.compile(r"^(\s*)/\* STUB: (.*) \*/\s*$")
END = re.compile(r"^\s*/\* END SOLUTION \*/\s*$")

# Files of solutions/ that are copied (the build file and the C sources).
COPIED = ("*.c", "*.h", "meson.build")


class RegionError(Exception):
    pass


def make_skeleton_text(text, name):
    """The skeleton version of one solutions/ file."""
    out = []
    region = None
    for number, line in enumerate(text.splitlines(keepends=True), start=1):
        begin = BEGIN.match(line)
        if region is None:
            if begin:
                indent, exercise = begin.groups()
                region = (exercise, number)
                out.append(f"{indent}/* TODO {exercise}: write this part; "
                           f"see exercises/{exercise}.en.md "
                           f"(日本語: exercises/{exercise}.ja.md). */\n")
            elif END.match(line) or STUB.match(line):
                raise RegionError(f"{name}:{number}: STUB or END outside a region")
            else:
                out.append(line)
            continue
        if begin:
            raise RegionError(f"{name}:{number}: region inside region {region[0]}")
        if END.match(line):
            region = None
            continue
        stub = STUB.match(line)
        if stub:
            indent, code = stub.groups()
            out.append(f"{indent}{code}\n")
    if region is not None:
        raise RegionError(f"{name}:{region[1]}: region {region[0]} has no END")
    return "".join(out)


def expected_files(solutions):
    files = {}
    for pattern in COPIED:
        for path in sorted(solutions.glob(pattern)):
            files[path.name] = make_skeleton_text(path.read_text(encoding="utf-8"), str(path))
    return files


def main(argv):
    check = "--check" in argv
    args = [a for a in argv[1:] if a != "--check"]
    if len(args) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    solutions, skeleton = Path(args[0]), Path(args[1])
    try:
        files = expected_files(solutions)
    except RegionError as error:
        print(f"make-skeleton: {error}", file=sys.stderr)
        return 2

    if check:
        problems = []
        for name, text in files.items():
            path = skeleton / name
            if not path.exists():
                problems.append(f"{path} is missing")
            elif path.read_text(encoding="utf-8") != text:
                problems.append(f"{path} is not what solutions/{name} makes")
        for path in sorted(skeleton.iterdir()):
            if path.name not in files:
                problems.append(f"{path} has no counterpart in solutions/")
        for problem in problems:
            print(f"make-skeleton: {problem}", file=sys.stderr)
        if problems:
            print("make-skeleton: run build-aux/make-skeleton.py solutions skeleton", file=sys.stderr)
            return 1
        print(f"skeleton/ matches solutions/ ({len(files)} files)")
        return 0

    skeleton.mkdir(parents=True, exist_ok=True)
    for name, text in files.items():
        (skeleton / name).write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
