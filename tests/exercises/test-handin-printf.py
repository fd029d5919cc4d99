#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""A hand-in with a debugging printf in negamax, checked and played as the
class's would be:

  - build-aux/check-handin passes it (exit 0: printing is no mistake) and
    warns that the code prints to stdout, naming the file and function
    (skeleton/alpha-beta.c, negamax) and the number of lines printed;
  - build-aux/handin-match plays it against itself with no forfeit: the
    GTP engine keeps the student's lines away from its answers.

The hand-in is the reference solutions with one printf added, packed as
build-aux/pack-handin packs (a folder handin-ID/ with skeleton/*.c and
HANDIN).  Each script builds its own copy of the kit, so this test is slow
(three builds without the GUI).

    test-handin-printf.py SOURCE_ROOT
"""
import io
import re
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(sys.argv[1]).resolve()
PRINTF = 'printf ("negamax: depth %d, window %d..%d\\n", depth, alpha, beta);'

failures = []


def check(condition, message):
    if not condition:
        failures.append(message)
        print("FAIL: " + message)


def handin_with_printf(path, student):
    """The reference solutions, negamax printing one line per call."""
    files = {}
    for source in sorted((ROOT / "skeleton").glob("*.c")):
        files[source.name] = (ROOT / "solutions" / source.name).read_text(encoding="utf-8")
    text = files["alpha-beta.c"]
    head = "negamax (AlphaBeta *ab, int depth, int alpha, int beta)\n{\n"
    assert head in text, "solutions/alpha-beta.c has no negamax definition to print from"
    text = text.replace(head, head + "  " + PRINTF + "\n", 1)
    text = text.replace('#include "alpha-beta.h"\n', '#include "alpha-beta.h"\n\n#include <stdio.h>\n', 1)
    files["alpha-beta.c"] = text
    files["computer-player.c"] = re.sub(r'^#define STUDENT_ID "[^"]*"', f'#define STUDENT_ID "{student}"',
                                        files["computer-player.c"], count=1, flags=re.M)
    with tarfile.open(path, "w:gz") as archive:
        entries = {f"skeleton/{name}": data.encode("utf-8") for name, data in files.items()}
        entries["HANDIN"] = (f"id: {student}\nkit-version: test\npacked: now\n").encode("utf-8")
        for name, data in entries.items():
            info = tarfile.TarInfo(f"handin-{student}/{name}")
            info.size = len(data)
            info.mode = 0o644
            archive.addfile(info, io.BytesIO(data))


def run(command, timeout):
    print("$ " + " ".join(str(c) for c in command), flush=True)
    return subprocess.run([str(c) for c in command], capture_output=True, text=True, timeout=timeout)


def main():
    with tempfile.TemporaryDirectory(prefix="test-handin-printf-") as tmp:
        first, second = Path(tmp) / "handin-printer.tar.gz", Path(tmp) / "handin-printer2.tar.gz"
        handin_with_printf(first, "printer")
        handin_with_printf(second, "printer2")

        checked = run([sys.executable, ROOT / "build-aux" / "check-handin", first], 3600)
        output = checked.stdout + checked.stderr
        check(checked.returncode == 0,
              f"check-handin passes a hand-in that only prints (exit {checked.returncode}):\n{output[-3000:]}")
        check(re.search(r"ex16: warning: your code printed \d+ lines to stdout", output) is not None,
              "the ex16 check says how many lines the code printed")
        check("negamax: depth" in output, "the warning shows the first lines printed")
        summary = output[output.rfind("Verdicts for"):] if "Verdicts for" in output else ""
        print(summary)
        warning = re.search(r"^ex16: warning: .*\n(  .*\n)*", output, re.M)
        print(warning.group(0) if warning else "(no ex16 warning)")
        check(re.search(r"warning: .*prints to stdout", summary) is not None
              and "skeleton/alpha-beta.c" in summary and "negamax" in summary,
              f"the verdicts name the file and the function that print:\n{summary}")
        check(output.count("negamax: depth") < 50,
              "the student's lines are counted, not poured into the report")

        match = run([sys.executable, ROOT / "build-aux" / "handin-match", first, second, "--games", "2",
                     "--player", "alphabeta:3:8:2"], 3600)
        played = match.stdout
        print(played[played.find("Summary:"):])
        check(match.returncode == 0, f"handin-match exits 0 (exit {match.returncode}):\n{match.stderr[-3000:]}")
        check("Summary: 2 games" in played, f"handin-match plays its 2 games:\n{played[-2000:]}")
        check("forfeits (" not in played and re.search(r"Summary: .*forfeits 0", played) is not None,
              f"no game is forfeited:\n{played[-3000:]}")
    if failures:
        print(f"{len(failures)} check(s) failed")
        return 1
    print("a hand-in printing in negamax passes check-handin with a warning and plays a clean match")
    return 0


if __name__ == "__main__":
    sys.exit(main())
