// App code style: connect four drop logic and winner scan
enum Disc: Character { case red = "R", yellow = "Y" }

struct ConnectFour {
    static let rows = 6, cols = 7
    private(set) var grid = [[Disc?]](repeating: [Disc?](repeating: nil, count: cols), count: rows)
    private(set) var moves = 0

    mutating func drop(_ disc: Disc, in col: Int) -> Int? {
        guard (0..<Self.cols).contains(col) else { return nil }
        for row in stride(from: Self.rows - 1, through: 0, by: -1) where grid[row][col] == nil {
            grid[row][col] = disc
            moves += 1
            return row
        }
        return nil
    }

    func wins(_ disc: Disc, at row: Int, _ col: Int) -> Bool {
        for (dr, dc) in [(0, 1), (1, 0), (1, 1), (1, -1)] {
            var run = 1
            for sign in [1, -1] {
                var r = row + dr * sign, c = col + dc * sign
                while (0..<Self.rows).contains(r), (0..<Self.cols).contains(c), grid[r][c] == disc {
                    run += 1
                    r += dr * sign; c += dc * sign
                }
            }
            if run >= 4 { return true }
        }
        return false
    }

    func render() -> String {
        grid.map { row in String(row.map { $0?.rawValue ?? "." }) }.joined(separator: "\n")
    }
}

func playGame(_ columns: [Int]) {
    var game = ConnectFour()
    var disc = Disc.red
    for col in columns {
        guard let row = game.drop(disc, in: col) else {
            print("column \(col) rejected")
            continue
        }
        if game.wins(disc, at: row, col) {
            print(game.render())
            print("\(disc) wins with move \(game.moves) in column \(col)")
            return
        }
        disc = disc == .red ? .yellow : .red
    }
    print(game.render())
    print("no winner after \(game.moves) moves")
}

playGame([3, 3, 4, 4, 5, 5, 6])
playGame([0, 1, 1, 2, 2, 3, 2, 3, 3, 6, 3])
playGame([0, 0, 0, 0, 0, 0, 0, 9, 1])
// expect: .......
// expect: .......
// expect: .......
// expect: .......
// expect: ...YYY.
// expect: ...RRRR
// expect: red wins with move 7 in column 6
// expect: .......
// expect: .......
// expect: ...R...
// expect: ..RR...
// expect: .RRY...
// expect: RYYY..Y
// expect: red wins with move 11 in column 3
// expect: column 0 rejected
// expect: column 9 rejected
// expect: Y......
// expect: R......
// expect: Y......
// expect: R......
// expect: Y......
// expect: RR.....
// expect: no winner after 7 moves
