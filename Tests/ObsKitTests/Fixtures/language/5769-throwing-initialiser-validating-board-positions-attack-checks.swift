// Exercism style (Queen attack): a throwing initialiser validating board positions and attack checks via rows, columns, diagonals
enum QueenError: Error, CustomStringConvertible {
    case offBoard(row: Int, column: Int)
    case samePosition
    var description: String {
        switch self {
        case let .offBoard(r, c): return "position (\(r), \(c)) is off the board"
        case .samePosition: return "queens cannot share a square"
        }
    }
}

struct Queen {
    let row: Int, column: Int
    init(row: Int, column: Int) throws {
        guard (0..<8).contains(row), (0..<8).contains(column) else {
            throw QueenError.offBoard(row: row, column: column)
        }
        self.row = row
        self.column = column
    }
}

struct Board {
    let white: Queen, black: Queen
    init(white: Queen, black: Queen) throws {
        if white.row == black.row && white.column == black.column { throw QueenError.samePosition }
        self.white = white
        self.black = black
    }
    var canAttack: Bool {
        white.row == black.row || white.column == black.column
            || abs(white.row - black.row) == abs(white.column - black.column)
    }
    var picture: String {
        (0..<8).map { r in
            (0..<8).map { c -> String in
                if r == white.row && c == white.column { return "W" }
                if r == black.row && c == black.column { return "B" }
                return "_"
            }.joined(separator: " ")
        }.joined(separator: "\n")
    }
}

let cases: [((Int, Int), (Int, Int), Bool?)] = [
    ((2, 4), (6, 6), false), ((2, 4), (2, 6), true), ((4, 5), (2, 5), true),
    ((2, 2), (0, 4), true), ((2, 2), (3, 1), true), ((2, 2), (1, 1), true),
    ((1, 7), (0, 6), true), ((8, 4), (0, 0), nil), ((2, -1), (0, 0), nil), ((3, 3), (3, 3), nil),
]
for (w, b, want) in cases {
    do {
        let board = try Board(white: Queen(row: w.0, column: w.1), black: Queen(row: b.0, column: b.1))
        print(board.canAttack == want ? "PASS" : "FAIL", w, b, board.canAttack)
    } catch {
        print(want == nil ? "PASS" : "FAIL", w, b, "error: \(error)")
    }
}
print(try! Board(white: Queen(row: 2, column: 3), black: Queen(row: 5, column: 6)).picture)

// expect: PASS (2, 4) (6, 6) false
// expect: PASS (2, 4) (2, 6) true
// expect: PASS (4, 5) (2, 5) true
// expect: PASS (2, 2) (0, 4) true
// expect: PASS (2, 2) (3, 1) true
// expect: PASS (2, 2) (1, 1) true
// expect: PASS (1, 7) (0, 6) true
// expect: PASS (8, 4) (0, 0) error: position (8, 4) is off the board
// expect: PASS (2, -1) (0, 0) error: position (2, -1) is off the board
// expect: PASS (3, 3) (3, 3) error: queens cannot share a square
// expect: _ _ _ _ _ _ _ _
// expect: _ _ _ _ _ _ _ _
// expect: _ _ _ W _ _ _ _
// expect: _ _ _ _ _ _ _ _
// expect: _ _ _ _ _ _ _ _
// expect: _ _ _ _ _ _ B _
// expect: _ _ _ _ _ _ _ _
// expect: _ _ _ _ _ _ _ _
