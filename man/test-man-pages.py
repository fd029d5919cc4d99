#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The installed programs' manual pages are real pages.

    test-man-pages.py GROFF PAGE...

Each PAGE (made by help2man from the program's --help, man/meson.build)
must render with groff without a warning (its UTF-8 read through preconv,
as man does), be named after the installed
command (reversi-kit-...), give it a NAME line of its own (not help2man's
"manual page for"), show the usage line with that command, and list
options, each as help2man sets them (".TP" then the option in bold).
The text must be the help's own: no "?" where GLib, run without UTF-8,
would have put the ellipsis of "[OPTION…]" or the quotes around a word.
Its examples name the programs as installed (reversi-kit-gtp), never by
their names in the build tree (reversi-gtp, go-gtp), which no user has.
"""
import os
import re
import subprocess
import sys

# The build tree's names of the installed programs, not inside an
# installed name (reversi-kit-go-gtp holds go-gtp).
BUILD_NAMES = re.compile(r"(?<![\w-])(reversi-(play|gtp|match|tournament)|go-(solve|gtp)|kalah-solve)(?![\w-])")


def check(groff, path):
    problems = []
    name, section = os.path.basename(path).rsplit(".", 1)
    with open(path, encoding="utf-8") as f:
        text = f.read()
    rendered = subprocess.run([groff, "-k", "-man", "-ww", "-z", path], capture_output=True, text=True)
    if rendered.returncode != 0 or rendered.stderr.strip():
        problems.append("groff warns: " + rendered.stderr.strip())
    if not name.startswith("reversi-kit"):
        problems.append("not named after an installed command")
    header = re.search(r'^\.TH "?([^" ]+)"? "?(\d)"?', text, re.M)
    if not header or header.group(1) != name.upper() or header.group(2) != section:
        problems.append("its .TH line does not name %s(%s)" % (name.upper(), section))
    description = re.search(r"^\.SH NAME\n(.*)$", text, re.M)
    if not description or "manual page for" in description.group(1):
        problems.append("no NAME line of its own")
    escaped = name.replace("-", "\\-")
    if not re.search(r"^%s \[OPTION…\]" % re.escape(escaped), text, re.M):
        problems.append("no usage line \"%s [OPTION…]\" (the help read without UTF-8?)" % name)
    build_names = sorted(set(m.group(0) for m in BUILD_NAMES.finditer(text.replace("\\-", "-"))))
    if build_names:
        problems.append("names programs as the build tree does: %s" % ", ".join(build_names))
    options = re.findall(r"^\.TP\n\\fB\\-", text, re.M)
    if len(options) < 2:
        problems.append("lists %d options" % len(options))
    return problems, len(options)


def main(argv):
    groff, pages = argv[1], argv[2:]
    if not pages:
        print("FAIL: no pages given")
        return 1
    failed = 0
    for page in pages:
        problems, count = check(groff, page)
        if problems:
            failed += 1
            print("FAIL: %s: %s" % (os.path.basename(page), "; ".join(problems)))
        else:
            print("ok: %s (%d options)" % (os.path.basename(page), count))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
