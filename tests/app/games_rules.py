# SPDX-License-Identifier: MIT
"""The rules of the kit's other games, written again in Python for the
GUI tests: a test checks what the app shows against these, never against
the app's own word.

Each game takes moves in the app's notation and says which moves are
legal, whether the game is over and who won ("first wins", "second wins",
"draw": the words of the transcript's Result field).
"""

import os
import subprocess

LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


def ttt_name(cell):
    return "%s%d" % ("abc"[cell % 3], cell // 3 + 1)


def ttt_cell(name):
    return "abc".index(name[0]) + 3 * (int(name[1]) - 1)


class TicTacToe:
    """Cells 0..8 row by row (a1 b1 c1 a2 ...); X moves first."""

    def __init__(self):
        self.cells = [None] * 9
        self.to_move = 0

    def line(self):
        """The completed line (three cells), or None."""
        for line in LINES:
            marks = {self.cells[c] for c in line}
            if len(marks) == 1 and None not in marks:
                return line
        return None

    def is_over(self):
        return self.line() is not None or None not in self.cells

    def legal_moves(self):
        if self.is_over():
            return []
        return [ttt_name(c) for c in range(9) if self.cells[c] is None]

    def play(self, move):
        if move not in self.legal_moves():
            raise ValueError("illegal move %s" % move)
        self.cells[ttt_cell(move)] = self.to_move
        self.to_move = 1 - self.to_move

    def result(self):
        line = self.line()
        if line is None:
            return "draw"
        return "first wins" if self.cells[line[0]] == 0 else "second wins"

    def rows(self):
        """The board as the app draws it in text, row by row: ". X O"."""
        marks = {None: ".", 0: "X", 1: "O"}
        return ["%d %s" % (r + 1, " ".join(marks[self.cells[3 * r + c]] for c in range(3)))
                for r in range(3)]


    def cell_names(self):
        """The start of each cell's accessible name ("b2, X")."""
        marks = {None: "empty", 0: "X", 1: "O"}
        return ["%s, %s" % (ttt_name(c), marks[self.cells[c]]) for c in range(9)]

    def cell_moves(self):
        """The move each cell plays, in the order of cell_names()."""
        return [ttt_name(c) for c in range(9)]


class Kalah:
    """Hiroi's Kalah: pits 0..5 (first) and 7..12 (second), stores 6
    and 13, six stones a pit; sowing skips the opponent's store; the last
    stone in one's own store moves again, in one's own empty pit captures
    the opposite pit; a side without stones ends the game (the other
    side's stones go to its store), as does a store holding more than 36."""

    STORES = (6, 13)

    def __init__(self):
        self.cells = [0 if c in self.STORES else 6 for c in range(14)]
        self.to_move = 0
        self.over = False

    def pits(self, side):
        return range(0, 6) if side == 0 else range(7, 13)

    def legal_moves(self):
        if self.over:
            return []
        return [str(p) for p in self.pits(self.to_move) if self.cells[p] > 0]

    def is_over(self):
        return self.over

    def play(self, move):
        if move not in self.legal_moves():
            raise ValueError("illegal move %s" % move)
        side = self.to_move
        pos = int(move)
        stones, self.cells[pos] = self.cells[pos], 0
        while stones:
            pos = (pos + 1) % 14
            if pos == self.STORES[1 - side]:
                continue
            self.cells[pos] += 1
            stones -= 1
        if pos != self.STORES[side]:
            if pos in self.pits(side) and self.cells[pos] == 1 and self.cells[12 - pos] > 0:
                self.cells[self.STORES[side]] += 1 + self.cells[12 - pos]
                self.cells[pos] = self.cells[12 - pos] = 0
            self.to_move = 1 - side
        for empty, other in ((0, 1), (1, 0)):
            if not any(self.cells[p] for p in self.pits(empty)):
                for p in self.pits(other):
                    self.cells[self.STORES[other]] += self.cells[p]
                    self.cells[p] = 0
                self.over = True
                return
        if max(self.cells[6], self.cells[13]) > 36:
            self.over = True

    def result(self):
        first, second = self.cells[6], self.cells[13]
        return "first wins" if first > second else "second wins" if second > first else "draw"

    def cell_names(self):
        names = []
        for c in range(14):
            n = self.cells[c]
            if c in self.STORES:
                names.append("store of %s, %d stone" % ("First" if c == 6 else "Second", n))
            else:
                names.append("pit %d, %d stone" % (c, n))
        return names

    def cell_moves(self):
        """The move each cell plays (a store none), as cell_names() orders them."""
        return [None if c in self.STORES else str(c) for c in range(14)]


class Go:
    """Go on a small board as far as a test needs it to choose moves:
    captures, no suicide, the simple ko ban (lifted by a pass).  When the
    game ends is the app's to say; the count is checked with go-gtp.
    Point p = row * size + col, row 0 at the bottom; "B2" is column B,
    row 2, as GTP writes it."""

    def __init__(self, size):
        self.size = size
        self.stones = {}
        self.to_move = 0
        self.ko = None

    def name(self, p):
        return "%s%d" % ("ABCDE"[p % self.size], p // self.size + 1)

    def point(self, name):
        return "ABCDE".index(name[0].upper()) + self.size * (int(name[1:]) - 1)

    def neighbours(self, p):
        row, col = divmod(p, self.size)
        for r, c in ((row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1)):
            if 0 <= r < self.size and 0 <= c < self.size:
                yield r * self.size + c

    def chain(self, stones, p):
        color, found, todo = stones[p], {p}, [p]
        while todo:
            for q in self.neighbours(todo.pop()):
                if q not in found and stones.get(q) == color:
                    found.add(q)
                    todo.append(q)
        return found

    def liberties(self, stones, chain):
        return {q for p in chain for q in self.neighbours(p) if q not in stones}

    def after(self, p):
        """(stones, captured) after the side to move plays p, or None when illegal."""
        if p in self.stones or p == self.ko:
            return None
        stones = dict(self.stones)
        stones[p] = self.to_move
        captured = set()
        for q in self.neighbours(p):
            if stones.get(q) == 1 - self.to_move:
                chain = self.chain(stones, q)
                if not self.liberties(stones, chain):
                    captured |= chain
        for q in captured:
            del stones[q]
        if not self.liberties(stones, self.chain(stones, p)):
            return None
        return stones, captured

    def legal_moves(self):
        points = [self.name(p) for p in range(self.size * self.size) if self.after(p)]
        return points + ["pass"]

    def play(self, move):
        if move == "pass":
            self.ko = None
        else:
            result = self.after(self.point(move))
            if result is None:
                raise ValueError("illegal move %s" % move)
            p = self.point(move)
            self.stones, captured = result
            own = self.chain(self.stones, p)
            if len(captured) == 1 and len(own) == 1 and self.liberties(self.stones, own) == captured:
                self.ko = next(iter(captured))
            else:
                self.ko = None
        self.to_move = 1 - self.to_move

    def cell_names(self):
        colors = {0: "black", 1: "white"}
        return ["%s, %s" % (self.name(p), colors[self.stones[p]]) if p in self.stones
                else "%s, empty" % self.name(p) for p in range(self.size * self.size)]

    def cell_moves(self):
        return [self.name(p) for p in range(self.size * self.size)]


class ConnectFour:
    """Columns a..g, rows 1..6 from the bottom; a disc falls to the
    lowest empty cell of its column; Red (the first side) drops first;
    four in a row, a column or a diagonal wins; a full board is a draw."""

    NAMES = {0: "Red", 1: "Yellow"}

    def __init__(self):
        self.cells = {}          # (column, row) -> side
        self.to_move = 0
        self.winner = None

    def height(self, column):
        return sum(1 for (c, _r) in self.cells if c == column)

    def is_over(self):
        return self.winner is not None or len(self.cells) == 42

    def legal_moves(self):
        if self.is_over():
            return []
        return ["abcdefg"[c] for c in range(7) if self.height(c) < 6]

    def play(self, move):
        if move not in self.legal_moves():
            raise ValueError("illegal move %s" % move)
        column = "abcdefg".index(move)
        row = self.height(column)
        self.cells[(column, row)] = self.to_move
        for dc, dr in ((1, 0), (0, 1), (1, 1), (1, -1)):
            run = 1
            for sign in (1, -1):
                k = 1
                while self.cells.get((column + sign * k * dc, row + sign * k * dr)) == self.to_move:
                    run += 1
                    k += 1
            if run >= 4:
                self.winner = self.to_move
        self.to_move = 1 - self.to_move

    def result(self):
        if self.winner is None:
            return "draw"
        return "first wins" if self.winner == 0 else "second wins"

    def cell_names(self):
        """The start of each cell's accessible name ("d1, Red"), cells row
        by row from the bottom as the app numbers them."""
        return ["%s%d, %s" % ("abcdefg"[c], r + 1,
                              self.NAMES[self.cells[(c, r)]] if (c, r) in self.cells else "empty")
                for r in range(6) for c in range(7)]

    def cell_moves(self):
        """Every cell of a column drops a disc in that column."""
        return ["abcdefg"[c] for r in range(6) for c in range(7)]


# The Python rules of each game folder, made for one of its games' ids.
RULES_BY_FOLDER = {
    "tictactoe": lambda game: TicTacToe(),
    "kalah": lambda game: Kalah(),
    "go": lambda game: Go(int(game.split("-")[1].split("x")[0])),
    "connect-four": lambda game: ConnectFour(),
}


def registered_games():
    """The kit's one list of games (games/registry), as the build's
    games-list prints it: {id: (folder, label)}.  meson names the program
    in KIT_GAMES_LIST (tests/app/meson.build)."""
    program = os.environ.get("KIT_GAMES_LIST")
    if not program:
        raise RuntimeError("KIT_GAMES_LIST does not name games-list: run the test through meson")
    out = subprocess.run([program], capture_output=True, text=True, check=True).stdout
    return {game: (folder, label) for game, folder, label in
            (line.split("\t") for line in out.splitlines())}


REGISTERED = registered_games() if os.environ.get("KIT_GAMES_LIST") else {}
# The games of this build that these rules know: {id: a new position}.
GAMES = {game: (lambda g=game, f=folder: RULES_BY_FOLDER[f](g))
         for game, (folder, _label) in REGISTERED.items() if folder in RULES_BY_FOLDER}
# Each game's name in the New Game dialog (untranslated).
LABELS = {game: label for game, (_folder, label) in REGISTERED.items()}


def replay(game, moves):
    position = GAMES[game]()
    for move in moves:
        position.play(move)
    return position


def handing_over(game, moves=()):
    """A legal move (not a pass) of the first side after which the second
    side is to move: in Kalah a sowing that ends in the store moves again."""
    moves = list(moves)
    legal = [m for m in replay(game, moves).legal_moves() if m != "pass"]
    return next((m for m in legal if replay(game, moves + [m]).to_move != 0), legal[0])


def expected_result(app_path, game, moves):
    """The result the rules give the finished game of moves, as the
    transcript words it; go-gtp counts Go."""
    if not game.startswith("go-"):
        final = replay(game, moves)
        if not final.is_over():
            raise ValueError("over=1 but the moves %s do not end the game" % moves)
        return final.result()
    gtp = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(app_path))),
                       "games", "go", "go-gtp")
    commands = ["boardsize %s" % game[3], "clear_board"]
    colours = "bw"
    position = replay(game, [])
    for move in moves:
        commands.append("play %s %s" % (colours[position.to_move], move))
        position.play(move)
    commands.append("final_score")
    out = subprocess.run([gtp], input="\n".join(commands) + "\nquit\n", capture_output=True,
                         text=True, timeout=60).stdout
    replies = [line for line in out.splitlines() if line.startswith(("=", "?"))]
    if len(replies) != len(commands) + 1 or any(r.startswith("?") for r in replies):
        raise ValueError("go-gtp did not accept the game: %s" % replies)
    score = replies[-2][1:].strip()
    return "draw" if score == "0" else "first wins" if score.startswith("B+") else "second wins"
