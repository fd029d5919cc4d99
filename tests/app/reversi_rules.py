# SPDX-License-Identifier: MIT
"""A small, independent Reversi rule book for the app tests.

It is written separately from the engine on purpose: the GUI tests check the
app's board against these rules, so a bug shared by both would have to be
made twice.  Squares are (col, row), 0-based, row 0 at the top; notation is
the column letter and the 1-based row, "c4"; a pass is "pass".
"""

BLACK = "X"
WHITE = "O"
EMPTY = "-"

DIRECTIONS = [(-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1)]


def opponent(color):
    return WHITE if color == BLACK else BLACK


def to_notation(col, row):
    return "%s%d" % (chr(ord("a") + col), row + 1)


def from_notation(text):
    text = text.strip().lower()
    return ord(text[0]) - ord("a"), int(text[1:]) - 1


class Board:
    """A position: cells[row][col] of X / O / -, and the side to move."""

    def __init__(self, size=8):
        self.size = size
        self.cells = [[EMPTY] * size for _ in range(size)]
        low, high = size // 2 - 1, size // 2
        self.cells[low][low] = WHITE
        self.cells[high][high] = WHITE
        self.cells[low][high] = BLACK
        self.cells[high][low] = BLACK
        self.to_move = BLACK

    @classmethod
    def from_string(cls, text):
        """Read the app's board string: n*n of X/O/-, a space, X or O."""
        squares, side = text.split()
        size = int(round(len(squares) ** 0.5))
        if size * size != len(squares) or side not in (BLACK, WHITE):
            raise ValueError("not a board string: %r" % text)
        board = cls(size)
        board.cells = [list(squares[r * size:(r + 1) * size]) for r in range(size)]
        board.to_move = side
        return board

    def to_string(self):
        return "".join("".join(row) for row in self.cells) + " " + self.to_move

    def copy(self):
        other = Board(self.size)
        other.cells = [row[:] for row in self.cells]
        other.to_move = self.to_move
        return other

    def flips(self, col, row, color):
        """The squares that color playing at (col, row) turns over."""
        if self.cells[row][col] != EMPTY:
            return []
        turned = []
        other = opponent(color)
        for dc, dr in DIRECTIONS:
            c, r = col + dc, row + dr
            line = []
            while 0 <= c < self.size and 0 <= r < self.size and self.cells[r][c] == other:
                line.append((c, r))
                c, r = c + dc, r + dr
            if line and 0 <= c < self.size and 0 <= r < self.size and self.cells[r][c] == color:
                turned.extend(line)
        return turned

    def squares_for(self, color):
        return [(c, r) for r in range(self.size) for c in range(self.size)
                if self.flips(c, r, color)]

    def legal_moves(self):
        """Notation of the legal moves; ["pass"] when only a pass is
        possible; [] when the game is over."""
        own = self.squares_for(self.to_move)
        if own:
            return [to_notation(c, r) for c, r in own]
        if self.squares_for(opponent(self.to_move)):
            return ["pass"]
        return []

    def is_over(self):
        return not self.legal_moves()

    def play(self, move):
        """Play a move in notation; raises ValueError when it is not legal."""
        legal = self.legal_moves()
        if move not in legal:
            raise ValueError("%s is not legal for %s here (legal: %s)"
                             % (move, self.to_move, " ".join(legal) or "none, game over"))
        if move != "pass":
            col, row = from_notation(move)
            for c, r in self.flips(col, row, self.to_move):
                self.cells[r][c] = self.to_move
            self.cells[row][col] = self.to_move
        self.to_move = opponent(self.to_move)

    def at(self, square):
        """X, O or - on a square in notation."""
        col, row = from_notation(square)
        return self.cells[row][col]

    def count(self, color):
        return sum(row.count(color) for row in self.cells)


def replay(size, moves):
    """The board after playing moves (a list of notation) from the start."""
    board = Board(size)
    for number, move in enumerate(moves, 1):
        try:
            board.play(move)
        except ValueError as error:
            raise ValueError("move %d: %s" % (number, error))
    return board
