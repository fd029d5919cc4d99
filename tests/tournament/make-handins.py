#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Hand-ins for the tournament test, made from the reference solutions
with different completions, packed as build-aux/pack-handin packs them
(handin-ID/skeleton/*.c and HANDIN):

  s1000001  the reference: strong
  s1000002  a weaker Eval8x8C: every square weighs 1 (the disc count)
  s1000003  does not build (a syntax error)
  s1000004  builds, fails the check of ex20 (a corner weighs 30, not 35)
  s1000005  the reference, with a printf to stdout in every move
  s1000006  the reference, crashing mid-game in the GTP program only (the
            checks, which run in their own program, pass)

    make-handins.py KIT_SOURCE OUTPUT_DIR
    make-handins.py KIT_SOURCE OUTPUT_DIR --count N

With --count, N hand-ins that play (the benchmark): s2000001, s2000002,
... alternately the strong and the weak one.
"""
import io
import re
import sys
import tarfile
from pathlib import Path

kit, out = Path(sys.argv[1]), Path(sys.argv[2])
out.mkdir(parents=True, exist_ok=True)
reference = {p.name: p.read_text(encoding="utf-8") for p in (kit / "solutions").glob("*.c")}
REFERENCE_WEIGHTS = re.compile(r"static const int weights_8x8\[8\]\[8\] = \{.*?\};", re.S)
# Every square alike: the disc count, the weakest evaluation (the
# checks the test runs do not play matches, so it passes them).
WEAK_WEIGHTS = "static const int weights_8x8[8][8] = {" + "{ 1, 1, 1, 1, 1, 1, 1, 1 }," * 8 + "};"


def change(files, name, old, new):
    assert old in files[name], (name, old)
    files[name] = files[name].replace(old, new, 1)


def handin(student, edit=None):
    files = dict(reference)
    change(files, "computer-player.c", '#define STUDENT_ID "kit"', f'#define STUDENT_ID "{student}"')
    if edit:
        edit(files)
    top = f"handin-{student}"
    with tarfile.open(out / f"{top}.tar.gz", "w:gz") as archive:
        meta = [f"id: {student}", "kit-version: test"]
        for name, text in sorted(files.items()):
            data = text.encode("utf-8")
            info = tarfile.TarInfo(f"{top}/skeleton/{name}")
            info.size = len(data)
            archive.addfile(info, io.BytesIO(data))
            meta.append(f"file: skeleton/{name}")
        data = ("\n".join(meta) + "\n").encode("utf-8")
        info = tarfile.TarInfo(f"{top}/HANDIN")
        info.size = len(data)
        archive.addfile(info, io.BytesIO(data))


def weak(files):
    files["evaluator.c"] = REFERENCE_WEIGHTS.sub(WEAK_WEIGHTS, files["evaluator.c"], count=1)


def no_build(files):
    change(files, "alpha-beta.c", "int\nnegamax (", "int\nnegamax ((")


def fails_ex20(files):
    change(files, "evaluator.c", "case SQUARE_CORNER:\n    return 35;", "case SQUARE_CORNER:\n    return 30;")


def prints(files):
    change(files, "computer-player.c", "  int depth = player->search_depth;\n",
           '  int depth = player->search_depth;\n  printf ("thinking at depth %d\\n", depth);\n')


def crashes(files):
    # A segmentation fault raised, not a store through a null pointer:
    # UndefinedBehaviorSanitizer catches that one (exit status 1) before
    # it can crash under CI's sanitizers, and a constant bad address is a
    # compile error (-Werror=array-bounds).
    change(files, "computer-player.c", '#include <glib/gi18n-lib.h>\n',
           '#include <glib/gi18n-lib.h>\n#include <signal.h>\n')
    change(files, "computer-player.c", "  int depth = player->search_depth;\n",
           "  int depth = player->search_depth;\n"
           '  if (g_strcmp0 (g_get_prgname (), "reversi-gtp") == 0 && kyokumen->empty_count < 40)\n'
           "    raise (SIGSEGV);   /* the bug: only in the tournament's setting */\n")


if len(sys.argv) == 5 and sys.argv[3] == "--count":
    for i in range(1, int(sys.argv[4]) + 1):
        handin(f"s{2000000 + i}", weak if i % 2 == 0 else None)
    sys.exit(0)
handin("s1000001")
handin("s1000002", weak)
handin("s1000003", no_build)
handin("s1000004", fails_ex20)
handin("s1000005", prints)
handin("s1000006", crashes)
print("\n".join(sorted(p.name for p in out.glob("*.tar.gz"))))
