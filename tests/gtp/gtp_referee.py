# SPDX-License-Identifier: MIT
"""A GTP engine driven from a test, and a referee for Reversi written apart
from the kit: the gtp tests' shared helpers.

Its own board and rules (row 1 at the top, Black first, White on the
top-left centre square as in Othello), its own column letters: it asks
each side for a move with genmove, checks it on its own board, tells the
other side with play, and counts the final score as GTP's final_score
gives it (Black's margin, empties to the winner).  The tests import it
(tests/gtp/meson.build runs them from this folder) so that no two copy it.
"""
import subprocess

failures = 0


def check(condition, message):
    """A failure is printed and counted; the test exits 1 when there was one."""
    global failures
    if not condition:
        failures += 1
        print("FAIL:", message)


class Engine:
    """A GTP engine in a child process."""

    def __init__(self, program, *args, stderr=None, omits_passes=False):
        # omits_passes: the engine follows the Othello programs' habit
        # (gtp-rhino's) of leaving forced passes out: it refuses "play b
        # pass" and is never asked to move when it must pass.
        self.omits_passes = omits_passes
        self.proc = subprocess.Popen([program, *args], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=stderr, text=True)

    def raw(self, line):
        """One command; its whole answer, up to and including the empty line."""
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()
        lines = []
        while True:
            got = self.proc.stdout.readline()
            if got == "":
                raise AssertionError(f"engine closed its output after {line!r}")
            if got == "\n":
                break
            lines.append(got)
        return "".join(lines) + "\n"

    def text(self, line):
        """One command; its answer with the '= '/'? ', without the blank line."""
        return self.raw(line).strip()

    def send(self, line):
        """One command; its answer without the '= '/'? ' and blank line, and success."""
        text = self.text(line)
        return text[0] == "=", text[1:].strip()

    def must(self, line):
        ok, answer = self.send(line)
        if not ok:
            raise AssertionError(f"{line!r} refused: {answer}")
        return answer

    def close(self):
        """Close the engine's input and wait for it; what it wrote on
        stderr when that was piped (stderr=subprocess.PIPE), else None."""
        self.proc.stdin.close()
        err = self.proc.stderr.read() if self.proc.stderr else None
        self.proc.wait(timeout=10)
        return err


class Board:
    """Reversi on size x size."""
    DIRS = [(dx, dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy]

    def __init__(self, size):
        self.size = size
        self.cell = [["." for _ in range(size)] for _ in range(size)]
        m = size // 2
        self.cell[m - 1][m - 1] = self.cell[m][m] = "O"
        self.cell[m - 1][m] = self.cell[m][m - 1] = "X"
        self.turn = "X"

    def flips(self, col, row, who):
        if self.cell[row][col] != ".":
            return []
        other = "O" if who == "X" else "X"
        out = []
        for dx, dy in self.DIRS:
            line, x, y = [], col + dx, row + dy
            while 0 <= x < self.size and 0 <= y < self.size and self.cell[y][x] == other:
                line.append((x, y))
                x, y = x + dx, y + dy
            if line and 0 <= x < self.size and 0 <= y < self.size and self.cell[y][x] == who:
                out += line
        return out

    def moves(self, who):
        n = self.size
        return [(c, r) for r in range(n) for c in range(n) if self.flips(c, r, who)]

    def play(self, move):
        """move: (col, row) or None for a pass; False when it is not legal."""
        who = self.turn
        other = "O" if who == "X" else "X"
        if move is None:
            if self.moves(who):
                return False
        else:
            flipped = self.flips(*move, who)
            if not flipped:
                return False
            for x, y in flipped + [move]:
                self.cell[y][x] = who
        self.turn = other
        return True

    def over(self):
        return not self.moves("X") and not self.moves("O")

    def score(self):
        """Black's margin, empties to the winner (what final_score reports)."""
        black = sum(r.count("X") for r in self.cell)
        white = sum(r.count("O") for r in self.cell)
        empty = self.size * self.size - black - white
        d = black - white
        return d + empty if d > 0 else d - empty if d < 0 else 0

    def rows(self):
        return ["".join(r) for r in self.cell]


def vertex(move, letters):
    return "pass" if move is None else f"{letters[move[0]]}{move[1] + 1}"


def parse(text, letters):
    """A vertex as (col, row), None for a pass; raises on a letter not in letters."""
    if text.lower() == "pass":
        return None
    col = letters.index(text[0].upper())
    return col, int(text[1:]) - 1


def score_text(margin):
    return "0" if margin == 0 else f"{'B' if margin > 0 else 'W'}+{abs(margin)}"


def play_game(black, white, size, letters):
    """black and white play a game from the start, refereed on the
    referee's own board: the moves played, or None after a failure
    (said through check)."""
    engines = {"X": black, "O": white}
    for e in engines.values():
        e.must(f"boardsize {size}")
        e.must("clear_board")
    board = Board(size)
    played = []
    while not board.over():
        who = board.turn
        colour = "b" if who == "X" else "w"
        other = engines["O" if who == "X" else "X"]
        if not board.moves(who) and engines[who].omits_passes:
            # The forced pass, unasked; told only to an engine that plays passes.
            board.play(None)
            played.append(None)
            if not other.omits_passes:
                other.must(f"play {colour} pass")
            continue
        answer = engines[who].must(f"genmove {colour}")
        try:
            move = parse(answer, letters)
        except (ValueError, IndexError):
            check(False, f"genmove {colour} answered {answer!r}, not a vertex with letters {letters}")
            return None, board
        if not board.play(move):
            check(False, f"move {len(played) + 1}: {answer} is not legal on the referee's board")
            return None, board
        played.append(move)
        if move is not None or not other.omits_passes:
            other.must(f"play {colour} {vertex(move, letters)}")
    return played, board
