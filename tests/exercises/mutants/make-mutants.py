#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Write the table of mutants and variants that test-mutants.c runs.

    make-mutants.py MUTANTS_DIR SOLUTIONS_DIR MAKE_SKELETON OUTPUT.c DEPFILE

A mutant is the exercise code with one plausible mistake; a variant is a
correct answer written differently from solutions/.  Each is one small
file in MUTANTS_DIR, of one of two kinds:

  NAME.mutant  a change to one function of solutions/ (or of the skeleton):

      # what the mistake is, in words
      function negamax                 the function of solutions/ to change
      from skeleton                    (optional) start from the skeleton's version
      expect ex16 HINT_NEGATE          the check to run and what it must say
      expect a12 pass                  ... or that it must pass
      expect ex16 HINT_STRICT_CUT parting a1 d1
                                       ... and that its first problem draws
                                       the tree around the node where the
                                       search first parted from List 1,
                                       reached by these moves (none: any)
      - int value = -negamax (ab, depth - 1, -beta, -m);
      + int value = negamax (ab, depth - 1, -beta, -m);

    Each run of '-' lines must match consecutive lines of the function
    (spaces at either end ignored) and is replaced by the '+' lines that
    follow it, indented like the first line it replaces (plus the spaces
    after "+ ").  A file with no '-' lines is the function as it is.

  NAME.c  a function written out by hand, with the same header lines in
      its first comment after the licence line (" * function negamax",
      " * expect ex16 pass").
      It defines mutant_NAME (NAME with '-' as '_'); helpers it needs are
      static and start with NAME too, since all files share one unit.
      A line " * also FUNCTION" swaps a second function of the same
      answer, defined as mutant_NAME_SLOT (SLOT its slot in mutants.h:
      student_id, set_name...), e.g. a student's own id with the name
      built from it.

The output defines `const Mutant mutant_table[]` (one row per expect line)
and `mutant_table_length`.  DEPFILE lists the files read, for ninja.
"""
import importlib.util
import re
import sys
from pathlib import Path

# The function slots of ExerciseFunctions a mutant can replace, and the
# solutions/ file each function is in.
FUNCTIONS = {
    "negamax": ("negamax", "alpha-beta.c", "int NAME (AlphaBeta *ab, int depth, int alpha, int beta)"),
    "eval_terminal_position": ("terminal", "alpha-beta.c", "int NAME (AlphaBeta *ab)"),
    "eval_position": ("eval_position", "alpha-beta.c", "int NAME (AlphaBeta *ab)"),
    "computer_player_plan_search": ("plan", "computer-player.c",
                                    "int NAME (const ComputerPlayer *player, const Kyokumen *kyokumen, "
                                    "gboolean *perfect)"),
    "eval_8x8b_weight": ("weight_b", "evaluator.c", "int NAME (SquareKind kind)"),
    "eval_8x8b": ("eval_b", "evaluator.c", "int NAME (const Kyokumen *kyokumen)"),
    "eval_8x8c_weight": ("weight_c", "evaluator.c", "int NAME (int size, int col, int row)"),
    "eval_8x8c": ("eval_c", "evaluator.c", "int NAME (const Kyokumen *kyokumen)"),
    "computer_player_set_name": ("set_name", "computer-player.c", "void NAME (ComputerPlayer *player)"),
    "computer_player_student_id": ("student_id", "computer-player.c", "const char *NAME (void)"),
    "tictactoe_end_value": ("ttt_end_value", "tictactoe-search.c",
                            "int NAME (const TicTacToe *board, int machine, int depth)"),
    "tictactoe_minimax": ("ttt_minimax", "tictactoe-search.c",
                          "int NAME (TicTacToe *board, int machine, int depth, gboolean maximizing)"),
    "tictactoe_minimax_move": ("ttt_minimax_move", "tictactoe-search.c",
                               "int NAME (TicTacToe *board, int *value)"),
    "tictactoe_alpha_beta": ("ttt_alpha_beta", "tictactoe-search.c",
                             "int NAME (TicTacToe *board, int machine, int depth, gboolean maximizing, "
                             "int alpha, int beta)"),
    "tictactoe_alpha_beta_move": ("ttt_alpha_beta_move", "tictactoe-search.c",
                                  "int NAME (TicTacToe *board, int *value)"),
}

CHECKS = ("t1", "t2", "ex16", "ex17", "ex18", "ex19", "ex20", "ex21", "ex22", "a12")


class MutantError(Exception):
    pass


def load_skeleton_maker(path):
    spec = importlib.util.spec_from_file_location("make_skeleton", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def solution_text(text):
    """A solutions/ file with its region markers and STUB lines dropped."""
    keep = []
    for line in text.splitlines():
        if re.match(r"^\s*/\* (BEGIN SOLUTION \w+|END SOLUTION|STUB: .*) \*/\s*$", line):
            continue
        keep.append(line)
    return "\n".join(keep) + "\n"


def extract_function(text, name, where):
    """The body lines of `name` (GNU style: the name starts its line),
    from the line after '{' to the line before the closing '}'."""
    lines = text.splitlines()
    for i, line in enumerate(lines):
        if re.match(rf"^{re.escape(name)} \(", line):
            start = i
            while not lines[start].startswith("{"):
                start += 1
            end = start + 1
            while not lines[end].startswith("}"):
                end += 1
            return lines[start + 1:end]
    raise MutantError(f"{where}: no function {name}")


def defines(text):
    """The #define lines of a file (STUDENT_ID), for functions that use them."""
    return [line for line in text.splitlines() if line.startswith("#define ")]


def apply_changes(body, changes, where):
    """Replace each run of '-' lines by the '+' lines after it."""
    body = list(body)
    i = 0
    while i < len(changes):
        if changes[i][0] != "-":
            raise MutantError(f"{where}: a '+' line with no '-' line before it")
        old = []
        while i < len(changes) and changes[i][0] == "-":
            old.append(changes[i][1].strip())
            i += 1
        new = []
        while i < len(changes) and changes[i][0] == "+":
            new.append(changes[i][1])
            i += 1
        found = [j for j in range(len(body) - len(old) + 1)
                 if [l.strip() for l in body[j:j + len(old)]] == old]
        if len(found) != 1:
            raise MutantError(f"{where}: the lines {old!r} occur {len(found)} times in the function")
        j = found[0]
        indent = re.match(r"\s*", body[j]).group(0)
        body[j:j + len(old)] = [indent + line for line in new]
    return body


def parse_header(lines, where, prefix=""):
    """function, from, expects from header lines (with an optional prefix such as ' * ')."""
    function, origin, expects, also = None, "solutions", [], []
    for raw in lines:
        line = raw[len(prefix):] if raw.startswith(prefix) else raw
        words = line.split()
        if not words:
            continue
        if words[0] == "function" and len(words) == 2:
            function = words[1]
        elif words[0] == "also" and len(words) == 2 and words[1] in FUNCTIONS:
            also.append(words[1])
        elif words[0] == "from" and len(words) == 2:
            origin = words[1]
        elif words[0] == "expect" and (len(words) == 3 or (len(words) > 3 and words[3] == "parting")):
            if words[1] not in CHECKS:
                raise MutantError(f"{where}: no check called {words[1]}")
            if words[2] != "pass" and not re.match(r"^HINT_[A-Z0-9_]+$", words[2]):
                raise MutantError(f"{where}: expect {words[1]} pass or expect {words[1]} HINT_...")
            parting = " ".join(words[4:]) if len(words) > 3 else None
            if parting is not None and (words[2] == "pass" or not re.match(r"^[a-z0-9 ]*$", parting)):
                raise MutantError(f"{where}: 'parting' follows a hint, then moves such as a1 d1")
            expects.append((words[1], words[2], parting))
    if function not in FUNCTIONS:
        raise MutantError(f"{where}: 'function NAME' must name one of {', '.join(FUNCTIONS)}")
    if not expects:
        raise MutantError(f"{where}: no 'expect' line")
    return function, origin, expects, also


def c_name(stem):
    return "mutant_" + re.sub(r"[^A-Za-z0-9]", "_", stem)


def mutant_from_patch(path, sources):
    where = str(path)
    lines = path.read_text(encoding="utf-8").splitlines()
    header = [l for l in lines if not l.startswith(("-", "+", "#"))]
    function, origin, expects, also = parse_header(header, where)
    if also:
        raise MutantError(f"{where}: 'also' only in a .c file")
    changes = [(l[0], l[2:] if l[1:2] == " " else l[1:]) for l in lines if l.startswith(("-", "+"))]
    _, file_name, signature = FUNCTIONS[function]
    if origin not in sources:
        raise MutantError(f"{where}: 'from' must be solutions or skeleton")
    text = sources[origin][file_name]
    body = apply_changes(extract_function(text, function, where), changes, where)
    name = c_name(path.stem)
    code = "\n".join(body)
    code = re.sub(rf"\b{re.escape(function)} \(", f"{name} (", code)
    out = [f"/* {path.name} */"]
    for define in defines(text):
        macro = define.split()[1]
        out += [f"#undef {macro}", define]
    out += [signature.replace("NAME", name) + ";", signature.replace("NAME", name), "{", code, "}", ""]
    return function, expects, name, "\n".join(out)


def mutant_from_c(path):
    where = str(path)
    text = path.read_text(encoding="utf-8")
    # The first comment after the licence line, which every source starts with.
    comment = re.match(r"\s*(?:/\*\s*SPDX-License-Identifier:[^*]*\*/\s*)?/\*(.*?)\*/", text, re.S)
    if not comment:
        raise MutantError(f"{where}: starts with no comment holding the function and expect lines")
    function, _, expects, also = parse_header(comment.group(1).splitlines(), where, prefix=" * ")
    name = c_name(path.stem)
    extra = []
    for other in also:
        slot = FUNCTIONS[other][0]
        extra.append((slot, f"{name}_{slot}", FUNCTIONS[other][2].replace("NAME", f"{name}_{slot}")))
    for defined in [name] + [e[1] for e in extra]:
        if not re.search(rf"^{defined} \(", text, re.M):
            raise MutantError(f"{where}: defines no function {defined}")
    signature = FUNCTIONS[function][2].replace("NAME", name)
    declarations = "".join(f"{e[2]};\n" for e in extra)
    slots = "".join(f", .{e[0]} = {e[1]}" for e in extra)
    return function, expects, name, f'{signature};\n{declarations}#include "{path.name}"\n', slots


def main(argv):
    if len(argv) != 6:
        print(__doc__, file=sys.stderr)
        return 2
    mutants_dir, solutions_dir, make_skeleton, output, depfile = map(Path, argv[1:])
    maker = load_skeleton_maker(make_skeleton)
    read = [make_skeleton]
    sources = {"solutions": {}, "skeleton": {}}
    for path in sorted(solutions_dir.glob("*.c")):
        text = path.read_text(encoding="utf-8")
        read.append(path)
        sources["solutions"][path.name] = solution_text(text)
        sources["skeleton"][path.name] = maker.make_skeleton_text(text, str(path))

    code = ['/* Written by make-mutants.py from the files of this folder: do not edit. */',
            '#include <stdio.h>', '#include <stdlib.h>', '#include <string.h>', '',
            '#include "mutants.h"', '#include "mutant-shims.h"', '']
    rows = []
    try:
        files = sorted(mutants_dir.glob("*.mutant")) + sorted(
            p for p in mutants_dir.glob("*.c") if not p.name.startswith(("test-", "program-", "mutant-")))
        for path in files:
            read.append(path)
            make = mutant_from_patch if path.suffix == ".mutant" else mutant_from_c
            if path.suffix == ".mutant":
                function, expects, name, text = make(path, sources)
                slots = ""
            else:
                function, expects, name, text, slots = make(path)
            code.append(text)
            slot = FUNCTIONS[function][0]
            for check, outcome, parting in expects:
                expected = "HINT_COUNT" if outcome == "pass" else outcome
                shown = f', .parting = "{parting}"' if parting is not None else ""
                rows.append(f'  {{ "{path.stem}", "{check}", {expected}, .{slot} = {name}{slots}{shown} }},')
    except MutantError as error:
        print(f"make-mutants: {error}", file=sys.stderr)
        return 1
    code += ["const Mutant mutant_table[] = {"] + rows + ["};",
             "const guint mutant_table_length = G_N_ELEMENTS (mutant_table);", ""]
    output.write_text("\n".join(code), encoding="utf-8")
    # The folder itself too: its time changes when a file is added or removed.
    read.append(mutants_dir)
    depfile.write_text(f"{output}: " + " ".join(str(p) for p in read) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
