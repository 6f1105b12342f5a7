// App code style: tic-tac-toe board with winner detection
enum Player: Character {
    case x = "X", o = "O"
    var other: Player { self == .x ? .o : .x }
}

struct Board: CustomStringConvertible {
    private var cells: [Player?] = Array(repeating: nil, count: 9)

    static let lines: [[Int]] = [
        [0, 1, 2], [3, 4, 5], [6, 7, 8],
        [0, 3, 6], [1, 4, 7], [2, 5, 8],
        [0, 4, 8], [2, 4, 6],
    ]

    subscript(row: Int, col: Int) -> Player? {
        get { cells[row * 3 + col] }
        set { cells[row * 3 + col] = newValue }
    }

    var winner: Player? {
        for line in Board.lines {
            if let p = cells[line[0]], cells[line[1]] == p, cells[line[2]] == p {
                return p
            }
        }
        return nil
    }

    var isFull: Bool { !cells.contains { $0 == nil } }

    var description: String {
        (0..<3).map { r in
            String((0..<3).map { c in self[r, c]?.rawValue ?? "." })
        }.joined(separator: "\n")
    }
}

func play(_ moves: [(Int, Int)]) -> String {
    var board = Board()
    var current = Player.x
    for (n, (r, c)) in moves.enumerated() {
        if board[r, c] != nil { return "illegal move \(n + 1) at (\(r),\(c))" }
        board[r, c] = current
        if let w = board.winner {
            print(board)
            return "\(w.rawValue) wins after \(n + 1) moves"
        }
        current = current.other
    }
    print(board)
    return board.isFull ? "draw" : "unfinished"
}

print(play([(0, 0), (1, 1), (0, 1), (2, 2), (0, 2)]))
print(play([(1, 1), (0, 0), (2, 2), (0, 2), (0, 1), (2, 1), (1, 0), (1, 2), (2, 0)]))
print(play([(0, 0), (0, 0)]))
print(play([(0, 2), (0, 0), (1, 1), (1, 0), (2, 2), (2, 0)]))
// expect: XXX
// expect: .O.
// expect: ..O
// expect: X wins after 5 moves
// expect: OXO
// expect: XXO
// expect: XOX
// expect: draw
// expect: illegal move 2 at (0,0)
// expect: O.X
// expect: OX.
// expect: O.X
// expect: O wins after 6 moves
