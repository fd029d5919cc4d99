#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The user guide's translation is complete.

    check-translation.py HELP_DIR LANG

Makes the template of today's English pages (help/C/*.page) with itstool,
merges help/LANG/LANG.po into it and fails when any message is
untranslated or fuzzy, so a page edited in English is not left half
translated.  Exit status 77 (skip) when itstool or the gettext tools are
missing.
"""

import glob
import os
import shutil
import subprocess
import sys
import tempfile


def main(argv):
    help_dir, lang = argv[1], argv[2]
    for tool in ("itstool", "msgmerge", "msgattrib"):
        if shutil.which(tool) is None:
            print("SKIP: %s not found" % tool)
            return 77
    pages = sorted(glob.glob(os.path.join(help_dir, "C", "*.page")))
    po = os.path.join(help_dir, lang, lang + ".po")
    with tempfile.TemporaryDirectory() as tmp:
        pot = os.path.join(tmp, "help.pot")
        merged = os.path.join(tmp, "merged.po")
        subprocess.run(["itstool", "-o", pot] + pages, check=True)
        subprocess.run(["msgmerge", "--quiet", "--no-fuzzy-matching", "-o", merged, po, pot],
                       check=True)
        missing = []
        for flag in ("--untranslated", "--only-fuzzy"):
            out = subprocess.run(["msgattrib", flag, "--no-obsolete", "--no-wrap", merged],
                                 capture_output=True, text=True, check=True).stdout
            missing += [line[7:-1] for line in out.splitlines()
                        if line.startswith('msgid "') and line != 'msgid ""']
    for msgid in missing:
        print('FAIL: not translated in %s: "%s"' % (os.path.relpath(po, help_dir), msgid))
    if missing:
        print("fix: itstool -o help.pot help/C/*.page; msgmerge -U %s help.pot; translate" % po)
        return 1
    print("%s: every message of %d pages translated" % (po, len(pages)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
