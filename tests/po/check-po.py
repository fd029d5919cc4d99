#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Checks that keep the kit's translation complete.

    check-po.py potfiles SOURCE_ROOT
        every source file with translatable strings is listed in
        po/POTFILES.in, and every listed file exists.

    check-po.py translation SOURCE_ROOT LANG
        po/LANG.po, merged with the strings the sources hold today, has no
        untranslated and no fuzzy entry, and msgfmt --check accepts it.

    check-po.py formats SOURCE_ROOT LANG
        every translated C format string of po/LANG.po takes the msgid's
        arguments in the msgid's order, or says which is which with %n$.
        msgfmt --check compares only the kinds of the arguments, so it does
        not see a translation that swaps two %d.  A program cannot read
        the meaning either; what it can see, it checks:
          - with %n$: every n names an argument of the msgid, of its kind,
            and every argument is used;
          - without %n$: the same kinds in the same order, and the marks
            that tie a number to its neighbour or its label stay with the
            same arguments: a glue such as "x" in "%dx%d" joins the same
            two arguments, and an ASCII label kept in the translation
            (such as "alpha = %d") stands before the same argument.
        A translation that reorders arguments must therefore use %n$.

Exit status 0 passes, 1 fails, 77 skips (gettext tools missing).
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile

# The folders whose files go through gettext.  skeleton/ is generated from
# solutions/ and carries the same strings, so it is left out on purpose.
SOURCE_DIRS = ["common", "engine", "players", "solutions", "tools", "lab", "enhanced", "games", "app"]

# A call of _(), N_(), C_() or NC_() that is not the tail of a longer name
# (my_func_( would otherwise match).
C_MARK = re.compile(r"(?<![A-Za-z0-9_])N?C?_\s*\(|\b(?:g_)?d?n?gettext\s*\(")
UI_MARK = re.compile(r'translatable\s*=\s*"(?:yes|true|1)"')
SCHEMA_MARK = re.compile(r"gettext-domain\s*=")

# Arguments of meson's 'glib' gettext preset, so the check sees the strings
# the real template would contain.
XGETTEXT_ARGS = [
    "--from-code=UTF-8", "--add-comments",
    "--keyword=_", "--keyword=N_", "--keyword=C_:1c,2", "--keyword=NC_:1c,2",
    "--keyword=g_dcgettext:2", "--keyword=g_dngettext:2,3",
    "--keyword=g_dpgettext2:2c,3",
]


def read_potfiles(root):
    """The entries of po/POTFILES.in, without comments and blank lines."""
    path = os.path.join(root, "po", "POTFILES.in")
    entries = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if line and not line.startswith("#"):
                entries.append(line)
    return entries


def needs_translation(path):
    """True when the file holds strings marked for gettext."""
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            text = f.read()
    except OSError:
        return False
    if path.endswith((".c", ".h")):
        # Comments may mention _() in prose; strip them before looking.
        text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
        text = re.sub(r"//[^\n]*", " ", text)
        return bool(C_MARK.search(text))
    if path.endswith(".ui"):
        return bool(UI_MARK.search(text))
    if path.endswith(".gschema.xml"):
        return bool(SCHEMA_MARK.search(text))
    return False


def marked_files(root):
    found = []
    for top in SOURCE_DIRS:
        base = os.path.join(root, top)
        if not os.path.isdir(base):
            continue
        for dirpath, dirnames, filenames in os.walk(base):
            dirnames[:] = sorted(d for d in dirnames if not d.startswith("."))
            for name in sorted(filenames):
                full = os.path.join(dirpath, name)
                if needs_translation(full):
                    found.append(os.path.relpath(full, root))
    return found


def check_potfiles(root):
    entries = read_potfiles(root)
    listed = set(entries)
    failures = []
    for entry in entries:
        if not os.path.isfile(os.path.join(root, entry)):
            failures.append("po/POTFILES.in lists %s, which does not exist" % entry)
    dupes = sorted({e for e in entries if entries.count(e) > 1})
    for entry in dupes:
        failures.append("po/POTFILES.in lists %s more than once" % entry)
    missing = [f for f in marked_files(root) if f not in listed]
    for path in missing:
        failures.append("%s has translatable strings but is not in po/POTFILES.in"
                        " (fix: echo %s >> po/POTFILES.in)" % (path, path))
    for line in failures:
        print("FAIL:", line)
    print("checked %d listed files, %d problems" % (len(entries), len(failures)))
    return 1 if failures else 0


def po_statistics(po_path):
    """(translated, fuzzy, untranslated) counts from msgfmt --statistics."""
    out = subprocess.run(["msgfmt", "--check", "--statistics", "-o", os.devnull, po_path],
                         capture_output=True, text=True,
                         env=dict(os.environ, LC_ALL="C", LANGUAGE=""))
    if out.returncode != 0:
        raise RuntimeError("msgfmt --check refused %s:\n%s" % (po_path, out.stderr))
    text = out.stderr + out.stdout

    def count(word):
        m = re.search(r"(\d+) %s" % word, text)
        return int(m.group(1)) if m else 0
    return count("translated"), count("fuzzy"), count("untranslated")


def list_entries(po_path, flag):
    """The msgids msgattrib selects with flag (--untranslated or --only-fuzzy)."""
    out = subprocess.run(["msgattrib", flag, "--no-obsolete", "--no-wrap", po_path],
                         capture_output=True, text=True)
    ids = re.findall(r'^msgid "(.+)"$', out.stdout, flags=re.M)
    return ids


def check_translation(root, lang):
    for tool in ("xgettext", "msgmerge", "msgfmt", "msgattrib"):
        if shutil.which(tool) is None:
            print("SKIP: %s not found" % tool)
            return 77
    po_path = os.path.join(root, "po", lang + ".po")
    if not os.path.isfile(po_path):
        print("FAIL: %s does not exist" % po_path)
        return 1
    entries = [e for e in read_potfiles(root) if os.path.isfile(os.path.join(root, e))]
    with tempfile.TemporaryDirectory() as tmp:
        pot = os.path.join(tmp, "current.pot")
        subprocess.run(["xgettext", "--package-name=reversi-kit", "-o", pot,
                        "--directory", root] + XGETTEXT_ARGS + entries,
                       check=True)
        merged = os.path.join(tmp, lang + ".po")
        subprocess.run(["msgmerge", "--quiet", "--no-fuzzy-matching", "-o", merged, po_path, pot],
                       check=True)
        translated, fuzzy, untranslated = po_statistics(merged)
        print("%s.po against today's sources: %d translated, %d fuzzy, %d untranslated"
              % (lang, translated, fuzzy, untranslated))
        # The committed file itself must not carry fuzzy entries either:
        # msgfmt drops them, so they would show English in the app.
        own_translated, own_fuzzy, own_untranslated = po_statistics(po_path)
        failed = False
        if untranslated:
            failed = True
            for msgid in list_entries(merged, "--untranslated"):
                print('FAIL: not translated (or not in %s.po yet): "%s"' % (lang, msgid))
        if fuzzy or own_fuzzy:
            failed = True
            for msgid in list_entries(po_path, "--only-fuzzy"):
                print('FAIL: fuzzy in %s.po: "%s"' % (lang, msgid))
        if own_untranslated:
            failed = True
            print("FAIL: %s.po itself has %d untranslated entries" % (lang, own_untranslated))
        if translated == 0:
            failed = True
            print("FAIL: nothing translated at all")
        if failed:
            print("fix: meson compile -C BUILD reversi-kit-update-po, then translate po/%s.po" % lang)
        return 1 if failed else 0


# A C format conversion: %[n$][flags][width][.precision][length]kind.
CONVERSION = re.compile(r"%(?:(\d+)\$)?[-+ #0']*(?:\*|\d+)?(?:\.(?:\*|\d+))?"
                        r"(?:hh|h|ll|l|L|z|j|t|q)?([diouxXeEfgGcspn%])")
# A conversion with no kind at the very end of a string.
UNFINISHED_CONVERSION = re.compile(r"%(?:\d+\$)?[-+ #0']*\d*(?:\.\d*)?(?:hh|h|ll|l|L|z|j|t)?$")
# Kinds that take the same argument type.
KIND_GROUP = {k: "int" for k in "diouxXc"}
KIND_GROUP.update({k: "double" for k in "eEfgG"})
KIND_GROUP.update({"s": "string", "p": "pointer", "n": "pointer"})


def po_entries(path):
    """(references, flags, msgid, msgid_plural, [msgstr...]) of each entry
    of a .po file that is not obsolete."""
    entries = []
    block = []
    with open(path, encoding="utf-8") as f:
        text = f.read()
    for chunk in re.split(r"\n\s*\n", text):
        lines = chunk.strip().splitlines()
        if not lines or all(line.startswith("#~") for line in lines if line.strip()):
            continue
        refs, flags, fields, current = [], [], {}, None
        for line in lines:
            if line.startswith("#:"):
                refs += line[2:].split()
            elif line.startswith("#,"):
                flags += [f.strip() for f in line[2:].split(",")]
            elif line.startswith("#"):
                continue
            else:
                m = re.match(r'^(msgid|msgid_plural|msgstr(?:\[\d+\])?)\s+"(.*)"$', line)
                if m:
                    current = m.group(1)
                    fields[current] = m.group(2)
                elif current and line.startswith('"'):
                    fields[current] += line.strip()[1:-1]
        if "msgid" not in fields:
            continue
        strs = [v for k, v in sorted(fields.items()) if k.startswith("msgstr")]
        entries.append((refs, flags, fields["msgid"], fields.get("msgid_plural"), strs))
    return entries


def conversions(text):
    """[(position or None, kind, start, end)] of the conversions of text, without %%."""
    return [(int(m.group(1)) if m.group(1) else None, m.group(2), m.start(), m.end())
            for m in CONVERSION.finditer(text) if m.group(2) != "%"]


def glues(text, convs):
    """{glue: {index}} for two conversions joined by a short mark such as
    "x", "×", "-" or "/" (nothing else between them)."""
    found = {}
    for i in range(len(convs) - 1):
        between = text[convs[i][3]:convs[i + 1][2]]
        if 0 < len(between) <= 3 and not re.search(r"[\s\w]", between.replace("x", "").replace("×", "")) \
                and between.strip():
            found.setdefault(between, set()).add(i)
    return found


def labels(text, convs):
    """{label: {index}}: the ASCII words (and '=') right before a conversion,
    such as "alpha =" or "depth"."""
    found = {}
    for i, conv in enumerate(convs):
        before = text[:conv[2]]
        m = re.search(r"([A-Za-z][A-Za-z_ ]*[A-Za-z](?: ?=)?) ?$", before)
        if m and len(m.group(1)) >= 3:
            found.setdefault(m.group(1).strip(), set()).add(i)
    return found


def format_problems(msgid, msgstr):
    """What is wrong with the arguments of one translation (a list of words)."""
    wanted = conversions(msgid)
    got = conversions(msgstr)
    if any(c[0] is not None for c in wanted):
        # The msgid numbers its arguments itself.
        kinds = {c[0]: c[1] for c in wanted}
    else:
        kinds = {i + 1: c[1] for i, c in enumerate(wanted)}
    positional = [c for c in got if c[0] is not None]
    if positional:
        if len(positional) != len(got):
            return ["mixes %n$ and plain conversions"]
        problems = []
        for number, kind, _, _ in got:
            if number not in kinds:
                problems.append("%%%d$ names no argument of the msgid" % number)
            elif KIND_GROUP.get(kind) != KIND_GROUP.get(kinds[number]):
                problems.append("%%%d$%s is a %s in the msgid" % (number, kind, kinds[number]))
        unused = sorted(set(kinds) - {c[0] for c in got})
        if unused:
            problems.append("does not use argument %s" % ", ".join(map(str, unused)))
        return problems
    if [KIND_GROUP.get(c[1]) for c in got] != [KIND_GROUP.get(kinds[i + 1]) for i in range(len(kinds))]:
        return ["takes other kinds of arguments, or another number of them, than the msgid"]
    if any(c[0] is not None for c in wanted):
        return ["the msgid numbers its arguments (%n$): the translation must too"]
    problems = []
    for name, check in (("the mark", glues), ("the label", labels)):
        mine, theirs = check(msgid, wanted), check(msgstr, got)
        for key, where in theirs.items():
            if key in mine and mine[key] != where:
                problems.append("%s \"%s\" goes with argument %s in the msgid but with %s here: "
                                "the arguments are in another order, write them as %%n$"
                                % (name, key, "/".join(str(i + 1) for i in sorted(mine[key])),
                                   "/".join(str(i + 1) for i in sorted(where))))
    return problems


def check_formats(root, lang):
    po_path = os.path.join(root, "po", lang + ".po")
    failures = 0
    checked = 0
    for refs, flags, msgid, plural, msgstrs in po_entries(po_path):
        # A msgid that stops inside a conversion ("%", "%15") was cut off by xgettext at a
        # format macro (G_GUINT64_FORMAT): the program asks gettext for the
        # whole string, so the translation is never found.
        if UNFINISHED_CONVERSION.search(msgid.replace("%%", "")):
            failures += 1
            print('FAIL: %s: "%s" ends at a format macro xgettext cannot read '
                  '(write %%llu with a cast instead)' % (refs[0] if refs else po_path, msgid))
        if "c-format" not in flags:
            continue
        for index, msgstr in enumerate(msgstrs):
            if not msgstr:
                continue
            checked += 1
            source = plural if plural and index > 0 else msgid
            for problem in format_problems(source, msgstr):
                failures += 1
                print('FAIL: %s: the translation of "%s" %s\n      "%s"'
                      % (refs[0] if refs else po_path, msgid, problem, msgstr))
    print("%s.po: %d translated format strings checked, %d problems" % (lang, checked, failures))
    return 1 if failures else 0


def main(argv):
    if len(argv) >= 3 and argv[1] == "potfiles":
        return check_potfiles(argv[2])
    if len(argv) >= 4 and argv[1] == "translation":
        return check_translation(argv[2], argv[3])
    if len(argv) >= 4 and argv[1] == "formats":
        return check_formats(argv[2], argv[3])
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
