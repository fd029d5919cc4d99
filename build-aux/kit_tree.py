# SPDX-License-Identifier: MIT
"""The kit's file set, the student handout and hand-ins (shared by the
build-aux scripts make-handout, pack-handin, check-handin, handin-match).

The handout is the tree without the instructor's material:

  solutions/                       the reference answers
  build-aux/make-skeleton.py       the generator (it only works on solutions/)
  tests/skeleton/                  the tests that skeleton/ matches solutions/
                                   and that the handout holds no answer
  tests/exercises/mutants/         wrong versions of the answers (nearly answers)
  tests/exercises/generator/       the programs behind the checks' data (a negamax,
                                   Matoike's minimax)
  players/minimax-player.c         the plain minimax player (a search: exercise 16)
  games/ but games/tictactoe/, games/reversi/, games/registry/,
  games/meson.build and games/search's GameRules and game-hash.h
                                   the common search (List 1's alpha-beta) and the
                                   games on it; tests/ of the games (the reference
                                   tic-tac-toe players)
  tests/engine/ tests of the reference search (they show the naming format,
                                   2 x empties and the Eval8x8B weights)
  README.md, docs/handout.md, docs/benchmarks.md
                                   the instructor's README and pages about parts
                                   the student does not have
  enhanced/                        the search lab's engine (unless asked for)
  .ci/, debian/, tests/package/    the whole kit's CI and Debian packages

The student's README (build-aux/handout/README.md and README.ja.md)
becomes the handout's README.md and README.ja.md.  po/POTFILES.in names
solutions/ files; in the handout it names the skeleton/ files instead,
which carry the same strings.
"""
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

INSTRUCTOR_ONLY = (
    "solutions/",
    "build-aux/make-skeleton.py",
    "build-aux/handout/",
    "tests/skeleton/",
    "tests/exercises/mutants/",
    "tests/exercises/generator/",
    # They run the reference solutions (and the sheets as the instructor's tree has them).
    "tests/exercises/test-handin-printf.py",
    "tests/exercises/test-sheet-commands.py",
    "players/minimax-player.c",
    "players/minimax-player.h",
    # The other games.  The handout keeps what the tic-tac-toe
    # warm-ups t1 and t2 need: the GameRules interface (games/search
    # without its searches, which hold List 1's alpha-beta) and
    # games/tictactoe (the rules, the exercise header, the programs);
    # and Reversi as GameRules (games/reversi, with game-hash.h for its
    # position keys), which needs only the engine and that interface,
    # so the handout's app plays Reversi through it as every game.
    # The tests of tic-tac-toe test the reference players.
    "games/search/game-search.c",
    "games/search/game-search.h",
    "games/kalah/",
    "games/go/",
    "games/connect-four/",
    "games/games-compare.c",
    "games/games-play.c",
    "tests/games-search/",
    "tests/tictactoe/",
    "tests/kalah/",
    "tests/go/",
    "tests/connect-four/",
    "tests/engine/test-negamax.c",
    "tests/engine/test-perfect.c",
    "tests/engine/test-evaluator.c",
    "tests/engine/test-computer-player.c",
    "tests/engine/bench-negamax.c",
    "tests/engine/bench-perfect.c",
    "README.md",
    "docs/handout.md",
    "docs/benchmarks.md",
    # The whole kit's continuous integration and its Debian packages (the
    # packages hold the other games and the reference players).
    ".ci/",
    "debian/",
    "tests/package/",
)
ENHANCED = ("enhanced/", "players/enhanced-player.c", "players/enhanced-player.h")

# The student's README, which takes the place of the instructor's.
STUDENT_READMES = {
    "README.md": "build-aux/handout/README.md",
    "README.ja.md": "build-aux/handout/README.ja.md",
}

# What a tree without git leaves out (the same as .gitignore).
IGNORED_DIRS = re.compile(r"^(build.*|_build.*|dist|\.git|__pycache__)$")

# The one list of the course's exercises: id, sheet, check.
EXERCISE_LIST = Path("exercises") / "exercises.list"

STUDENT_ID = re.compile(r"^[A-Za-z0-9_]{1,24}$")
STUDENT_ID_DEFINE = re.compile(r'^#define\s+STUDENT_ID\s+"([^"]*)"', re.M)


class KitError(Exception):
    """A problem the user can fix; the message says how."""


def say(*args):
    print(*args, flush=True)


def project_version(root=ROOT):
    text = (root / "meson.build").read_text(encoding="utf-8")
    match = re.search(r"^\s*version\s*:\s*'([^']+)'", text, re.M)
    if not match:
        raise KitError("meson.build has no project version")
    return match.group(1)


def exercises(root=ROOT):
    """The exercises of exercises/exercises.list, in the course's order:
    a list of (id, sheet, check), check None when nothing is checked."""
    path = root / EXERCISE_LIST
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as error:
        raise KitError(f"cannot read the list of exercises: {error}")
    rows = []
    for number, line in enumerate(text.splitlines(), start=1):
        fields = line.split()
        if not fields or fields[0].startswith("#"):
            continue
        if len(fields) != 3:
            raise KitError(f"{path}:{number}: expected 'id sheet check', found {line.strip()!r}")
        rows.append((fields[0], fields[1], None if fields[2] == "-" else fields[2]))
    return rows


def exercise_checks(root=ROOT):
    """The checks to run, each once, in the course's order."""
    checks = []
    for _, _, check in exercises(root):
        if check and check not in checks:
            checks.append(check)
    return checks


def tree_files(root=ROOT):
    """Every file of the kit: committed, staged and untracked but not
    ignored, from git; by walking the tree when there is no git (an
    unpacked handout)."""
    if (root / ".git").exists() and shutil.which("git"):
        out = subprocess.run(
            ["git", "-C", str(root), "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
            capture_output=True, check=True)
        names = {n for n in out.stdout.decode("utf-8").split("\0") if n}
        # A .gitignore line such as /build*/ (for build folders) also
        # matches build-aux/; its files belong to the kit all the same.
        names.update(walk_files(root, "build-aux"))
        names = sorted(names)
        # A file deleted in the work tree but still in the index is gone.
        return [n for n in names if (root / n).is_file()]
    return sorted(walk_files(root, "."))


def walk_files(root, folder):
    """The files under root/folder, without build folders, caches and .git."""
    names = []
    for dirpath, dirnames, filenames in os.walk(root / folder):
        dirnames[:] = sorted(d for d in dirnames
                             if not IGNORED_DIRS.match(d) or d == "build-aux")
        for name in sorted(filenames):
            if name.endswith(".pyc"):
                continue
            names.append(os.path.normpath(os.path.relpath(os.path.join(dirpath, name), root)))
    return names


def is_excluded(name, with_enhanced):
    excluded = INSTRUCTOR_ONLY + (() if with_enhanced else ENHANCED)
    return any(name == e or (e.endswith("/") and name.startswith(e)) for e in excluded)


def handout_files(root=ROOT, with_enhanced=False):
    return [n for n in tree_files(root) if not is_excluded(n, with_enhanced)]


def handout_left_out(root=ROOT, with_enhanced=False):
    """The files of the tree the handout leaves out (the instructor's
    README, replaced by the student's, is not among them)."""
    return [n for n in tree_files(root)
            if is_excluded(n, with_enhanced) and n not in STUDENT_READMES]


def handout_potfiles(text, kept):
    """po/POTFILES.in for the handout: solutions/X becomes skeleton/X,
    entries for files left out are dropped."""
    lines = []
    for line in text.splitlines():
        entry = line.strip()
        if entry.startswith("solutions/"):
            entry = "skeleton/" + entry[len("solutions/"):]
            line = entry
        if entry and not entry.startswith("#") and entry not in kept:
            continue
        if line not in lines or not entry:
            lines.append(line)
    return "\n".join(lines) + "\n"


def check_skeleton_current(root=ROOT):
    """The handout carries skeleton/ as it is: it must be what solutions/ makes."""
    generator = root / "build-aux" / "make-skeleton.py"
    if not (root / "solutions").is_dir() or not generator.is_file():
        return
    result = subprocess.run([sys.executable, str(generator), "--check",
                             str(root / "solutions"), str(root / "skeleton")],
                            capture_output=True, text=True)
    if result.returncode != 0:
        raise KitError("skeleton/ is not what solutions/ makes:\n" + result.stderr
                       + "run: python3 build-aux/make-skeleton.py solutions skeleton")


def copy_handout(dest, root=ROOT, with_enhanced=False):
    """Copy the handout's files into dest (which must not exist); the list."""
    files = handout_files(root, with_enhanced)
    kept = set(files)
    for name in files:
        src, dst = root / name, dest / name
        dst.parent.mkdir(parents=True, exist_ok=True)
        if name == "po/POTFILES.in":
            dst.write_text(handout_potfiles(src.read_text(encoding="utf-8"), kept), encoding="utf-8")
            shutil.copymode(src, dst)
        else:
            shutil.copy2(src, dst)
    for name, source in STUDENT_READMES.items():
        if (root / source).is_file():
            shutil.copy2(root / source, dest / name)
            files.append(name)
    missing = [f"{sheet}.{lang}.md" for _, sheet, _ in exercises(dest) for lang in ("en", "ja")
               if not (dest / f"{sheet}.{lang}.md").is_file()]
    if missing:
        raise KitError("exercises/exercises.list names sheets the handout lacks: " + ", ".join(missing))
    leaks = [n for n in files
             if n.endswith((".c", ".h")) and "BEGIN SOLUTION" in (dest / n).read_text(encoding="utf-8", errors="replace")]
    if leaks:
        raise KitError("these files would give solutions away (they hold BEGIN SOLUTION regions): "
                       + ", ".join(leaks))
    return files


def tar_filter(info):
    info.uid = info.gid = 0
    info.uname = info.gname = ""
    return info


# ---------------------------------------------------------------------------
# Hand-ins

def student_id_in(source_text):
    match = STUDENT_ID_DEFINE.search(source_text)
    return match.group(1) if match else None


def handin_skeleton_names(root=ROOT):
    return sorted(p.name for p in (root / "skeleton").glob("*.c"))


def read_handin(path, root=ROOT):
    """The id and the skeleton files of a hand-in tarball, checked: only
    regular files, only skeleton/*.c files the kit has, nothing outside
    its folder.  Returns (id, {name: bytes}, notes)."""
    allowed = set(handin_skeleton_names(root))
    try:
        archive = tarfile.open(path, "r:gz")
    except (OSError, tarfile.TarError) as error:
        raise KitError(f"{path}: not a hand-in tarball ({error})")
    files, meta = {}, None
    with archive:
        for member in archive.getmembers():
            parts = member.name.split("/")
            if member.isdir():
                continue
            if not member.isfile() or len(parts) < 2 or ".." in parts or member.name.startswith("/"):
                raise KitError(f"{path}: unexpected entry {member.name!r}")
            if member.size > 1_000_000:
                raise KitError(f"{path}: {member.name} is too large")
            inner = "/".join(parts[1:])
            data = archive.extractfile(member).read()
            if inner == "HANDIN":
                meta = data.decode("utf-8", errors="replace")
            elif len(parts) == 3 and parts[1] == "skeleton" and parts[2] in allowed:
                files[parts[2]] = data
            else:
                raise KitError(f"{path}: {member.name} is not a file a hand-in may hold "
                               f"(only HANDIN and skeleton/{{{','.join(sorted(allowed))}}})")
    if meta is None:
        raise KitError(f"{path}: no HANDIN file: make hand-ins with build-aux/pack-handin")
    match = re.search(r"^id:\s*(\S+)\s*$", meta, re.M)
    if not match or not STUDENT_ID.match(match.group(1)):
        raise KitError(f"{path}: HANDIN names no valid student id")
    if not files:
        raise KitError(f"{path}: holds no skeleton/*.c file")
    return match.group(1), files, meta


def prepare_handin(path, workdir, root=ROOT):
    """A handout copy of this kit in workdir/kit with the hand-in's
    skeleton files in place.  Returns (id, kit_dir)."""
    student, files, _ = read_handin(path, root)
    kit = Path(workdir) / "kit"
    copy_handout(kit, root, with_enhanced=False)
    for name, data in files.items():
        (kit / "skeleton" / name).write_bytes(data)
    return student, kit


def build_kit(kit, build, log):
    """meson setup + compile of a kit copy (no GUI, warnings allowed: a
    student's warning is not a reason to refuse the hand-in).  Returns
    True when it built; the output goes to log."""
    with open(log, "w", encoding="utf-8") as out:
        for command in (["meson", "setup", str(build), str(kit), "-Dgui=disabled", "-Dwerror=false"],
                        ["meson", "compile", "-C", str(build)]):
            out.write("$ " + " ".join(command) + "\n")
            out.flush()
            result = subprocess.run(command, stdout=out, stderr=subprocess.STDOUT)
            if result.returncode != 0:
                return False
    return True


def tail(path, lines=40):
    text = Path(path).read_text(encoding="utf-8", errors="replace").splitlines()
    return "\n".join(text[-lines:])


def temporary_directory(prefix, keep):
    if keep:
        return tempfile.mkdtemp(prefix=prefix)
    return tempfile.TemporaryDirectory(prefix=prefix)
