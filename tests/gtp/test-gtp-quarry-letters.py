#!/usr/bin/env python3
"""The kit plays itself on 10x10 through a referee that speaks Quarry's letters.

Usage: test-gtp-quarry-letters.py PATH/TO/reversi-gtp

Quarry's Othello (and the Othello programs it drives) names the columns
of a 10x10 board A B C D E F G H I J; the kit's GTP once wrote Go's
A-H J K, which Quarry placed one column off.  This referee is written
here, apart from the kit: its own board and rules, its own letters.  It
asks each side for a move with genmove, checks it on its own board, tells
the other side with play, and at the end checks both engines' final_score
against its own count and their showboard against its board.  Then a
third engine is given the same game with the tenth column written the
old way (K): it must read it as the tenth column and say so on stderr.
"""
import subprocess
import sys

LETTERS = "ABCDEFGHIJ"   # Quarry's 10x10 Othello columns
SIZE = 10
failures = 0


def check(condition, message):
    global failures
    if not condition:
        failures += 1
        print("FAIL:", message)


class Engine:
    def __init__(self, program, *args, stderr=None):
        self.proc = subprocess.Popen([program, *args], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=stderr, text=True)

    def send(self, line):
        """One command; its answer without the '= '/'? ' and blank line, and success."""
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
        text = "".join(lines)
        return text[0] == "=", text[1:].strip()

    def must(self, line):
        ok, answer = self.send(line)
        if not ok:
            raise AssertionError(f"{line!r} refused: {answer}")
        return answer

    def close(self):
        self.proc.stdin.close()
        return self.proc.wait(timeout=10)


class Board:
    """Reversi on SIZE x SIZE, row 1 at the top, Black (X) first, White on
    the top-left centre square as in Othello."""
    DIRS = [(dx, dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy]

    def __init__(self):
        self.cell = [["." for _ in range(SIZE)] for _ in range(SIZE)]
        m = SIZE // 2
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
            while 0 <= x < SIZE and 0 <= y < SIZE and self.cell[y][x] == other:
                line.append((x, y))
                x, y = x + dx, y + dy
            if line and 0 <= x < SIZE and 0 <= y < SIZE and self.cell[y][x] == who:
                out += line
        return out

    def moves(self, who):
        return [(c, r) for r in range(SIZE) for c in range(SIZE) if self.flips(c, r, who)]

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
        empty = SIZE * SIZE - black - white
        d = black - white
        return d + empty if d > 0 else d - empty if d < 0 else 0


def vertex(move, letters=LETTERS):
    return "pass" if move is None else f"{letters[move[0]]}{move[1] + 1}"


def parse(text):
    if text.lower() == "pass":
        return None
    col = LETTERS.index(text[0].upper())   # raises on a letter Quarry does not write
    return col, int(text[1:]) - 1


def score_text(margin):
    return "0" if margin == 0 else f"{'B' if margin > 0 else 'W'}+{abs(margin)}"


def showboard_rows(answer):
    lines = answer.splitlines()
    return lines[1].split(), ["".join(line.split()[1:]) for line in lines[2:2 + SIZE]]


def main():
    program = sys.argv[1]
    black = Engine(program, "--player", "alphabeta:2:6:0", "--size", "10")
    white = Engine(program, "--player", "alphabeta:1:6:0", "--size", "10")
    engines = {"X": black, "O": white}
    for e in engines.values():
        e.must("boardsize 10")
        e.must("clear_board")
    board = Board()
    played = []
    while not board.over():
        who = board.turn
        colour = "b" if who == "X" else "w"
        answer = engines[who].must(f"genmove {colour}")
        try:
            move = parse(answer)
        except (ValueError, IndexError):
            check(False, f"genmove {colour} answered {answer!r}, not a vertex with letters {LETTERS}")
            return
        if not board.play(move):
            check(False, f"move {len(played) + 1}: {answer} is not legal on the referee's board")
            return
        played.append(move)
        other = engines["O" if who == "X" else "X"]
        other.must(f"play {colour} {vertex(move)}")

    columns = {m[0] for m in played if m}
    check(8 in columns and 9 in columns, f"the game never used the columns I and J: {sorted(columns)}")
    want = score_text(board.score())
    for name, e in (("black", black), ("white", white)):
        check(e.must("final_score") == want, f"{name}'s final_score is not the referee's {want}")
        header, rows = showboard_rows(e.must("showboard"))
        check(header == list(LETTERS), f"{name}'s showboard letters {header}")
        check(rows == ["".join(r) for r in board.cell], f"{name}'s board differs from the referee's")
    black.close()
    white.close()

    # The same game with the old letters: the tenth column as K (the
    # ninth as I, which the old letters never wrote and is never ambiguous).
    old = Engine(program, "--size", "10", stderr=subprocess.PIPE)
    old.must("boardsize 10")
    colour = "b"
    for move in played:
        old.must(f"play {colour} {vertex(move, 'ABCDEFGHIK')}")
        colour = "w" if colour == "b" else "b"
    check(old.must("final_score") == want, "the game in the old letters does not score the same")
    _, rows = showboard_rows(old.must("showboard"))
    check(rows == ["".join(r) for r in board.cell], "the game in the old letters gives another board")
    old.proc.stdin.close()
    note = old.proc.stderr.read()
    old.proc.wait(timeout=10)
    check(note.count("tenth column") == 1, f"the old letter's note, once: {note!r}")
    print(f"{len(played)} moves, {want}, columns I and J used; old letters read with a note")


main()
sys.exit(1 if failures else 0)
