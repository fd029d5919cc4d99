#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Check that every source file includes only headers of its own layer
or of the layers below it (docs/architecture.md draws them).

    check-layers.py SOURCE_ROOT       check the tree; exit 1 on a violation
    check-layers.py --self-test       show that a violation is caught

A quoted include ("kyokumen.h") is found by its name among the kit's
headers; the folder that holds it is its layer.  Angle-bracket includes
are system headers: only GTK (<gtk/gtk.h>, <adwaita.h>) is checked, since
nothing but the app may use it.
"""
import re
import sys
import tempfile
from pathlib import Path

# Each layer and the layers it may include, itself included.  The order
# is bottom to top; a layer never reaches up.
ALLOWED = {
    # GLib-only plumbing of every program (gettext set-up, GTP framing).
    "common": {"common"},
    "engine": {"engine"},
    "enhanced": {"engine", "enhanced"},
    "players": {"engine", "enhanced", "players"},
    # The exercise modules implement the player layer's headers, and the
    # tic-tac-toe warm-ups (t1, t2) the exercise header of games/tictactoe.
    "solutions": {"engine", "players", "games/search", "games/tictactoe", "solutions"},
    "skeleton": {"engine", "players", "games/search", "games/tictactoe", "skeleton"},
    # The other games: one game-agnostic search, and games on it.
    "games/search": {"games/search"},
    "games/reversi": {"engine", "games/search", "games/reversi"},
    "games/tictactoe": {"games/search", "games/tictactoe"},
    "games/kalah": {"games/search", "games/kalah"},
    "games/go": {"games/search", "games/go"},
    "games/connect-four": {"games/search", "games/connect-four"},
    # The one list of games: the generated table names each folder's
    # entries without including its headers.
    "games/registry": {"games/search", "games/registry"},
    "games": {"engine", "games/search", "games/registry", "games/reversi", "games/tictactoe",
              "games/kalah", "games/go", "games/connect-four", "games"},
    # Programs.
    "tools": {"engine", "enhanced", "players", "tools"},
    "lab": {"engine", "enhanced", "players", "lab"},
    "app": {"engine", "enhanced", "players", "tools", "games/search", "games/registry",
            "games/reversi", "games/tictactoe", "games/kalah", "games/go", "games/connect-four",
            "app"},
}
# common/ is below every layer; the generated config.h (meson's
# configure_file) is for everyone too.
for _layer in ALLOWED:
    ALLOWED[_layer].add("common")
EVERYONE = {"config.h"}
GTK_ALLOWED = {"app"}

INCLUDE = re.compile(r'^\s*#\s*include\s*([<"])([^>"]+)[>"]', re.M)
GTK_HEADER = re.compile(r"^(gtk/|gdk/|adwaita\.h|libadwaita)")


def layer_of(root, path):
    """The layer a file belongs to: the longest ALLOWED key that is a
    folder above it, or None for files outside the layers (tests, docs)."""
    rel = path.relative_to(root).as_posix()
    best = None
    for layer in ALLOWED:
        if rel.startswith(layer + "/") and (best is None or len(layer) > len(best)):
            best = layer
    return best


def source_files(root):
    for path in sorted(root.rglob("*")):
        if path.suffix not in (".c", ".h") or not path.is_file():
            continue
        rel = path.relative_to(root).as_posix()
        if rel.startswith(("build", "_build", ".git")):
            continue
        yield path


def check(root):
    """The violations under root, as lines of text."""
    files = list(source_files(root))
    headers = {}
    for path in files:
        if path.suffix == ".h":
            layer = layer_of(root, path)
            if layer is not None:
                headers.setdefault(path.name, set()).add(layer)

    problems = []
    for path in files:
        layer = layer_of(root, path)
        if layer is None:
            continue
        rel = path.relative_to(root).as_posix()
        text = path.read_text(encoding="utf-8", errors="replace")
        for match in INCLUDE.finditer(text):
            kind, name = match.groups()
            line = text.count("\n", 0, match.start()) + 1
            if kind == "<":
                if GTK_HEADER.match(name) and layer not in GTK_ALLOWED:
                    problems.append(f"{rel}:{line}: includes <{name}>, but only app/ may use GTK")
                continue
            base = Path(name).name
            if base in EVERYONE:
                continue
            owners = headers.get(base)
            if not owners:
                # Not in this tree: a header of a part the student handout
                # leaves out, included under #ifdef (the compiler sees the rest).
                continue
            if len(owners) > 1:
                problems.append(f"{rel}:{line}: \"{name}\" is in more than one layer "
                                f"({', '.join(sorted(owners))}): give the headers distinct names")
                continue
            owner = next(iter(owners))
            if owner not in ALLOWED[layer]:
                problems.append(f"{rel}:{line}: {layer}/ includes \"{name}\" of {owner}/, "
                                f"a layer above it or beside it (docs/architecture.md)")
    return problems, len(files)


def self_test():
    """A small tree with one violation of each kind must be refused, and
    the same tree without them accepted."""
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        (root / "engine").mkdir()
        (root / "players").mkdir()
        (root / "engine" / "kyokumen.h").write_text("#pragma once\n")
        (root / "players" / "player-config.h").write_text('#include "kyokumen.h"\n')
        clean, _ = check(root)
        if clean:
            print("self-test: a clean tree was refused:", *clean, sep="\n  ")
            return 1
        (root / "engine" / "game.c").write_text(
            '#include "kyokumen.h"\n#include "player-config.h"\n#include <gtk/gtk.h>\n')
        problems, _ = check(root)
        wanted = ["engine/game.c:2:", "engine/game.c:3:"]
        missing = [w for w in wanted if not any(p.startswith(w) for p in problems)]
        if missing or len(problems) != 2:
            print("self-test: expected exactly the violations", wanted, "got", problems)
            return 1
    print("self-test: an upward include and GTK below the app are caught")
    return 0


def main(argv):
    if argv[1:] == ["--self-test"]:
        return self_test()
    if len(argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    root = Path(argv[1]).resolve()
    problems, count = check(root)
    for problem in problems:
        print("FAIL:", problem)
    print(f"checked {count} source files, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
