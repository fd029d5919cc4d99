#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The skeleton generator does what build-aux/make-skeleton.py promises.

    test-make-skeleton.py PATH/TO/make-skeleton.py

Each case writes a small solutions/ folder into a temporary directory,
runs the generator on it and looks at what comes out.
"""
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

GENERATOR = None

SOLUTION = """\
int
answer (int x)
{
  /* BEGIN SOLUTION ex16 */
  int y = x * 2;
  return y + 1;
  /* STUB: (void) x; */
  /* STUB: return 0; */
  /* END SOLUTION */
}
"""


def run(*args):
    return subprocess.run([sys.executable, GENERATOR, *map(str, args)],
                          capture_output=True, text=True)


class MakeSkeleton(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.root = Path(self.tmp.name)
        self.solutions = self.root / "solutions"
        self.skeleton = self.root / "skeleton"
        self.solutions.mkdir()

    def tearDown(self):
        self.tmp.cleanup()

    def write(self, name, text):
        (self.solutions / name).write_text(text, encoding="utf-8")

    def test_region_becomes_todo_and_stub(self):
        self.write("answer.c", SOLUTION)
        self.assertEqual(run(self.solutions, self.skeleton).returncode, 0)
        out = (self.skeleton / "answer.c").read_text(encoding="utf-8")
        self.assertIn("/* TODO ex16: write this part; see exercises/ex16.en.md", out)
        self.assertIn("  (void) x;\n  return 0;\n}", out)
        self.assertNotIn("x * 2", out)
        self.assertNotIn("SOLUTION", out)
        self.assertNotIn("STUB", out)
        # Code outside the regions is copied as it is.
        self.assertTrue(out.startswith("int\nanswer (int x)\n{\n"))

    def test_check_passes_then_sees_an_edit(self):
        self.write("answer.c", SOLUTION)
        run(self.solutions, self.skeleton)
        self.assertEqual(run("--check", self.solutions, self.skeleton).returncode, 0)
        path = self.skeleton / "answer.c"
        path.write_text(path.read_text(encoding="utf-8") + "/* edited by hand */\n", encoding="utf-8")
        result = run("--check", self.solutions, self.skeleton)
        self.assertEqual(result.returncode, 1)
        self.assertIn("answer.c is not what solutions/answer.c makes", result.stderr)

    def test_check_sees_missing_and_extra_files(self):
        self.write("answer.c", SOLUTION)
        run(self.solutions, self.skeleton)
        (self.skeleton / "answer.c").unlink()
        (self.skeleton / "stray.c").write_text("int stray;\n", encoding="utf-8")
        result = run("--check", self.solutions, self.skeleton)
        self.assertEqual(result.returncode, 1)
        self.assertIn("answer.c is missing", result.stderr)
        self.assertIn("stray.c has no counterpart", result.stderr)

    def test_unclosed_region_is_refused(self):
        self.write("answer.c", "/* BEGIN SOLUTION ex16 */\nint x;\n")
        result = run(self.solutions, self.skeleton)
        self.assertEqual(result.returncode, 2)
        self.assertIn("region ex16 has no END", result.stderr)
        self.assertFalse((self.skeleton / "answer.c").exists())

    def test_nested_region_is_refused(self):
        self.write("answer.c", "/* BEGIN SOLUTION ex16 */\n/* BEGIN SOLUTION ex17 */\n"
                               "/* END SOLUTION */\n/* END SOLUTION */\n")
        self.assertEqual(run(self.solutions, self.skeleton).returncode, 2)

    def test_warm_up_region_names_its_sheet(self):
        # The tic-tac-toe warm-ups are t1 and t2, beside the course's exNN.
        self.write("answer.c", SOLUTION.replace("ex16", "t2"))
        self.assertEqual(run(self.solutions, self.skeleton).returncode, 0)
        out = (self.skeleton / "answer.c").read_text(encoding="utf-8")
        self.assertIn("/* TODO t2: write this part; see exercises/t2.en.md", out)
        self.assertNotIn("x * 2", out)

    def test_stub_outside_a_region_is_refused(self):
        self.write("answer.c", "/* STUB: return 0; */\n")
        result = run(self.solutions, self.skeleton)
        self.assertEqual(result.returncode, 2)
        self.assertIn("outside a region", result.stderr)


if __name__ == "__main__":
    GENERATOR = sys.argv.pop(1)
    unittest.main(verbosity=2)
