// Course style (tic-tac-toe board checker): 2D arrays, enums, winning lines
enum Mark: Character {
    case x = "X"
    case o = "O"
    case empty = "."
}

struct Board {
    var cells: [[Mark]]

    init(_ rows: [String]) {
        cells = rows.map { row in row.map { Mark(rawValue: $0) ?? .empty } }
    }

    func winner() -> Mark? {
        var lines: [[Mark]] = []
        for i in 0..<3 {
            lines.append(cells[i])
            lines.append([cells[0][i], cells[1][i], cells[2][i]])
        }
        lines.append([cells[0][0], cells[1][1], cells[2][2]])
        lines.append([cells[0][2], cells[1][1], cells[2][0]])
        for line in lines {
            if line[0] != .empty && line.allSatisfy({ $0 == line[0] }) {
                return line[0]
            }
        }
        return nil
    }

    var isFull: Bool {
        return !cells.joined().contains(.empty)
    }

    func show() {
        for row in cells {
            print("  " + String(row.map { $0.rawValue }).map { String($0) }.joined(separator: " "))
        }
    }
}

let games: [[String]] = [
    ["XOX", "OXO", "OOX"],
    ["OOO", "XX.", "X.."],
    ["XOX", "XOO", "OXX"],
    ["X..", ".O.", "..."],
    ["..X", ".X.", "XOO"],
]

for (number, rows) in games.enumerated() {
    let board = Board(rows)
    print("Game \(number + 1):")
    board.show()
    if let w = board.winner() {
        print("  -> \(w.rawValue) wins")
    } else if board.isFull {
        print("  -> draw")
    } else {
        print("  -> still playing")
    }
}

// expect: Game 1:
// expect:   X O X
// expect:   O X O
// expect:   O O X
// expect:   -> X wins
// expect: Game 2:
// expect:   O O O
// expect:   X X .
// expect:   X . .
// expect:   -> O wins
// expect: Game 3:
// expect:   X O X
// expect:   X O O
// expect:   O X X
// expect:   -> draw
// expect: Game 4:
// expect:   X . .
// expect:   . O .
// expect:   . . .
// expect:   -> still playing
// expect: Game 5:
// expect:   . . X
// expect:   . X .
// expect:   X O O
// expect:   -> X wins
