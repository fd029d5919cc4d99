#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The student handout gives no exercise's answer away.

    test-handout.py SOURCE_ROOT

Makes the handout (as build-aux/make-handout does, without the tarball)
in a temporary folder and checks:

  - every non-trivial line of every BEGIN SOLUTION region of solutions/
    appears in no file of the handout (code, sheets, docs, data);
  - the instructor's material is not there (solutions/, the generators,
    the mutants, the plain minimax player, the tests of the reference
    search, the instructor's README and docs/handout.md), and the
    student's README (English and Japanese) is;
  - every file po/POTFILES.in names is there.

A line is compared with its spaces and comments removed; it is trivial
when what is left is shorter than MIN_LENGTH characters (a brace, "m =
value;", "return m;": such lines say nothing on their own), when it is a
bare case label (the names of the header's enum), or when the skeleton
has the same line outside the regions or as a stub (the handout carries
those anyway).
"""
import re
import sys
import tempfile
from pathlib import Path

MIN_LENGTH = 16


def normalise(line):
    if re.match(r"^\s*(/\*|\*)", line) and not re.search(r"\*/\s*\S", line):
        return ""   # a comment line: prose, not code
    line = re.sub(r"/\*.*?\*/", "", line)
    line = re.sub(r"//.*", "", line)
    return re.sub(r"\s+", "", line)


def trivial(key):
    return len(key) < MIN_LENGTH or re.fullmatch(r"case\w+:", key) is not None


def solution_lines(solutions, make_skeleton_text):
    """{normalised line: (file, number)} of the non-trivial region lines."""
    begin = re.compile(r"^\s*/\* BEGIN SOLUTION (\w+) \*/\s*$")
    end = re.compile(r"^\s*/\* END SOLUTION \*/\s*$")
    stub = re.compile(r"^\s*/\* STUB: .* \*/\s*$")
    found = {}
    for path in sorted(solutions.glob("*.c")):
        text = path.read_text(encoding="utf-8")
        skeleton = {normalise(l) for l in make_skeleton_text(text, str(path)).splitlines()}
        inside = False
        for number, line in enumerate(text.splitlines(), start=1):
            if begin.match(line):
                inside = True
            elif end.match(line):
                inside = False
            elif inside and not stub.match(line):
                key = normalise(line)
                if not trivial(key) and key not in skeleton:
                    found.setdefault(key, (path.name, number))
    return found


def main(argv):
    if len(argv) != 2:
        print(__doc__)
        return 2
    root = Path(argv[1]).resolve()
    sys.path.insert(0, str(root / "build-aux"))
    import kit_tree  # noqa: E402
    sys.path.insert(0, str(root / "build-aux"))
    spec = __import__("importlib.util").util.spec_from_file_location(
        "make_skeleton", root / "build-aux" / "make-skeleton.py")
    make_skeleton = __import__("importlib.util").util.module_from_spec(spec)
    spec.loader.exec_module(make_skeleton)

    failures = []
    lines = solution_lines(root / "solutions", make_skeleton.make_skeleton_text)
    with tempfile.TemporaryDirectory(prefix="handout-test-") as tmp:
        dest = Path(tmp) / "kit"
        files = kit_tree.copy_handout(dest, root)
        for name in files:
            data = (dest / name).read_bytes()
            try:
                text = data.decode("utf-8")
            except UnicodeDecodeError:
                continue
            flat = re.sub(r"\s+", "", re.sub(r"/\*.*?\*/", "", text, flags=re.S))
            for key, (source, number) in lines.items():
                if key in flat:
                    failures.append(f"{name} holds line {number} of solutions/{source}: {key}")
        for name in kit_tree.handout_left_out(root):
            if (dest / name).exists():
                failures.append(f"{name} is instructor material but is in the handout")
        for readme in ("README.md", "README.ja.md"):
            text = (dest / readme).read_text(encoding="utf-8") if (dest / readme).exists() else ""
            if "pack-handin" not in text:
                failures.append(f"the handout's {readme} is not the student's README (no word of pack-handin)")
        for entry in (dest / "po" / "POTFILES.in").read_text(encoding="utf-8").splitlines():
            entry = entry.strip()
            if entry and not entry.startswith("#") and not (dest / entry).is_file():
                failures.append(f"po/POTFILES.in names {entry}, which the handout lacks")
        print(f"checked {len(files)} files of the handout for {len(lines)} lines of the solutions")
    for failure in failures:
        print("FAIL:", failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
