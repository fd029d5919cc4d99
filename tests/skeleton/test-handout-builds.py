#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The student handout builds, and its tests fail only where a student has
work to do (build-aux/handout/README.md promises exactly this).

    test-handout-builds.py SOURCE_ROOT

Makes the handout with build-aux/make-handout, unpacks it, builds it with
warnings as errors and runs its tests: every test outside the exercise
checks must pass, and every exercise check must fail on the untouched
stubs.  Of the window's tests (which start their own Xvfb), those of the
'handout-window' suite: the ones that play the student's search in the
window (tests/app/meson.build); the rest test the same window code as the
full tree's run, one at a time, and would double CI's longest part.
Then a bug is planted in the handout's negamax (the mutant tests' no-cut
mutant, applied as they apply it) and Show Search Tree must show it beside
List 1, the handout's one reference (replayed), with where the two part.
"""
import glob
import importlib.util
import json
import os
import subprocess
import sys
import tarfile
import tempfile

# The bug planted in the handout's negamax for Show Search Tree: the
# mutant tests' own (tests/exercises/mutants), applied the same way.
PLANTED_MUTANT = "ex16-no-cut.mutant"


def main(argv):
    source = argv[1]
    with tempfile.TemporaryDirectory(prefix="handout-") as tmp:
        made = subprocess.run([os.path.join(source, "build-aux", "make-handout"), "-o", tmp],
                              capture_output=True, text=True)
        if made.returncode != 0:
            print("make-handout failed:\n" + made.stdout + made.stderr)
            return 1
        archive = glob.glob(os.path.join(tmp, "*.tar.gz"))[0]
        with tarfile.open(archive) as tar:
            tar.extractall(tmp)
        tree = [d for d in glob.glob(os.path.join(tmp, "*")) if os.path.isdir(d)][0]
        build = os.path.join(tmp, "build")
        for command in (["meson", "setup", build, "-Dwerror=true"],
                        ["meson", "compile", "-C", build]):
            proc = subprocess.run(command, cwd=tree, capture_output=True, text=True)
            if proc.returncode != 0:
                print(f"{' '.join(command)} failed in the handout:\n{proc.stdout[-4000:]}{proc.stderr[-2000:]}")
                return 1
        runs = {"testlog": ["--no-suite", "app"],
                "window": ["--suite", "handout-window", "--logbase", "window"]}
        for arguments in runs.values():
            subprocess.run(["meson", "test", "-C", build] + arguments,
                           capture_output=True, text=True)
        results = {}
        outputs = {}
        for logbase in runs:
            with open(os.path.join(build, "meson-logs", logbase + ".json"), encoding="utf-8") as log:
                for line in log:
                    entry = json.loads(line)
                    results[entry["name"]] = entry["result"]
                    outputs[entry["name"]] = (entry.get("stdout") or "") + (entry.get("stderr") or "")
        planted = plant_bug_and_look(source, tree, build)
    failures = 0
    if planted:
        print(planted)
        failures += 1
    # Names read "project:suite+suite / test".
    def suites(name):
        return name.split(" / ")[0].split(":", 1)[-1].split("+")
    exercises = [name for name in results if "exercises" in suites(name)]
    others = [name for name in results if name not in exercises]
    for name in exercises:
        if results[name] != "FAIL":
            print(f"FAIL: the exercise check {name} does not fail on the stubs: {results[name]}")
            failures += 1
    for name in others:
        if results[name] not in ("OK", "SKIP"):
            print(f"FAIL: the handout's test {name} fails with the untouched stubs: {results[name]}")
            # The handout's build is gone after this run: say here what the test said.
            print("  its last output:\n    " + "\n    ".join(outputs[name].splitlines()[-25:]))
            failures += 1
    windows = [name for name in others if "app" in suites(name)]
    if not exercises or not others or not windows:
        print(f"FAIL: expected exercise checks, window tests and other tests, found "
              f"{len(exercises)}, {len(windows)} and {len(others) - len(windows)}")
        failures += 1
    print(f"handout: {len(others)} tests pass ({len(windows)} of the window), "
          f"{len(exercises)} exercise checks fail on the stubs")
    return 1 if failures else 0


def plant_bug_and_look(source, tree, build):
    """The handout's negamax with the mutant's bug (no cut), built, and
    Show Search Tree opened on it: List 1 (the handout's replay) beside it,
    and the line that says where the two part, below the root, where the
    search went into a move List 1 cuts.  An error text, or None."""
    mutants = os.path.join(source, "tests", "exercises", "mutants")
    spec = importlib.util.spec_from_file_location("make_mutants", os.path.join(mutants, "make-mutants.py"))
    make_mutants = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(make_mutants)
    with open(os.path.join(source, "solutions", "alpha-beta.c"), encoding="utf-8") as f:
        solution = make_mutants.solution_text(f.read())
    path = os.path.join(mutants, PLANTED_MUTANT)
    with open(path, encoding="utf-8") as f:
        lines = f.read().splitlines()
    changes = [(l[0], l[2:] if l[1:2] == " " else l[1:]) for l in lines if l.startswith(("-", "+"))]
    body = make_mutants.apply_changes(make_mutants.extract_function(solution, "negamax", path), changes, path)
    student = os.path.join(tree, "skeleton", "alpha-beta.c")
    with open(student, encoding="utf-8") as f:
        text = f.read().splitlines()
    start = next(i for i, line in enumerate(text) if line.startswith("negamax ("))
    while not text[start].startswith("{"):
        start += 1
    end = start + 1
    while not text[end].startswith("}"):
        end += 1
    text[start + 1:end] = body
    with open(student, "w", encoding="utf-8") as f:
        f.write("\n".join(text) + "\n")
    built = subprocess.run(["meson", "compile", "-C", build], cwd=tree, capture_output=True, text=True)
    if built.returncode != 0:
        return "the handout with the planted bug does not build:\n" + built.stdout[-3000:] + built.stderr[-2000:]
    look = subprocess.run(["meson", "test", "-C", build, "search-tree-student", "--logbase", "planted",
                           "--test-args", "--student went-on", "--print-errorlogs"],
                          cwd=tree, capture_output=True, text=True)
    if look.returncode != 0:
        return "FAIL: Show Search Tree on the planted bug (%s):\n%s" % (PLANTED_MUTANT, look.stdout[-4000:])
    print("planted %s: the tree window shows it beside List 1 and where it parts" % PLANTED_MUTANT)
    return None


if __name__ == "__main__":
    sys.exit(main(sys.argv))
