// Swift book style: Nested Types: a chess board with nested Piece, Color and Square types
struct Chessboard {
    enum Color: String {
        case white, black
        var opposite: Color { return self == .white ? .black : .white }
    }

    struct Square: Equatable {
        let row: Int
        let column: Int
        var isDark: Bool { return (row + column) % 2 == 0 }
        var name: String {
            let files = ["a", "b", "c", "d", "e", "f", "g", "h"]
            return files[column] + String(row + 1)
        }
    }

    struct Piece {
        enum Kind: String {
            case king = "K", queen = "Q", rook = "R", bishop = "B", knight = "N", pawn = "P"
        }
        let kind: Kind
        let color: Color
        var symbol: String {
            return color == .white ? kind.rawValue : kind.rawValue.lowercased()
        }
    }

    private var grid: [Piece?] = Array(repeating: nil, count: 64)

    subscript(square: Square) -> Piece? {
        get { return grid[square.row * 8 + square.column] }
        set { grid[square.row * 8 + square.column] = newValue }
    }

    func rowString(_ row: Int) -> String {
        var s = ""
        for col in 0..<8 {
            let sq = Square(row: row, column: col)
            if let piece = self[sq] {
                s += piece.symbol
            } else {
                s += sq.isDark ? "#" : "."
            }
        }
        return s
    }
}

var board = Chessboard()
let backRank: [Chessboard.Piece.Kind] = [.rook, .knight, .bishop, .queen, .king, .bishop, .knight, .rook]
for (col, kind) in backRank.enumerated() {
    board[Chessboard.Square(row: 0, column: col)] = Chessboard.Piece(kind: kind, color: .white)
    board[Chessboard.Square(row: 7, column: col)] = Chessboard.Piece(kind: kind, color: .black)
    board[Chessboard.Square(row: 1, column: col)] = Chessboard.Piece(kind: .pawn, color: .white)
    board[Chessboard.Square(row: 6, column: col)] = Chessboard.Piece(kind: .pawn, color: .black)
}
for row in stride(from: 7, through: 0, by: -1) {
    print(board.rowString(row))
}
let e2 = Chessboard.Square(row: 1, column: 4)
let e4 = Chessboard.Square(row: 3, column: 4)
board[e4] = board[e2]
board[e2] = nil
print("moved pawn from \(e2.name) to \(e4.name)")
print(board.rowString(3))
print(board.rowString(1))
print("e4 dark? \(e4.isDark), a1 dark? \(Chessboard.Square(row: 0, column: 0).isDark)")
print("white opposite: \(Chessboard.Color.white.opposite.rawValue)")
print("same squares: \(e4 == Chessboard.Square(row: 3, column: 4))")
// expect: rnbqkbnr
// expect: pppppppp
// expect: .#.#.#.#
// expect: #.#.#.#.
// expect: .#.#.#.#
// expect: #.#.#.#.
// expect: PPPPPPPP
// expect: RNBQKBNR
// expect: moved pawn from e2 to e4
// expect: .#.#P#.#
// expect: PPPP.PPP
// expect: e4 dark? false, a1 dark? true
// expect: white opposite: black
// expect: same squares: true
