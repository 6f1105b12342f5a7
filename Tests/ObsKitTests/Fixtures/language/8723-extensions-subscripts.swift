// Tutorial style (100 Days of Swift, extensions and subscripts): safe indexing, grids and labeled subscripts
extension Array {
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}

extension Int {
    var isPrime: Bool {
        guard self > 1 else { return false }
        var d = 2
        while d * d <= self {
            if self % d == 0 { return false }
            d += 1
        }
        return true
    }
    func times(_ body: (Int) -> Void) {
        for i in 0..<self { body(i) }
    }
}

extension String {
    subscript(offset: Int) -> Character {
        self[index(startIndex, offsetBy: offset)]
    }
}

struct Grid {
    let rows: Int, columns: Int
    private var cells: [Character]
    init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
        cells = Array(repeating: ".", count: rows * columns)
    }
    subscript(row: Int, column: Int) -> Character {
        get { cells[row * columns + column] }
        set { cells[row * columns + column] = newValue }
    }
    static subscript(size n: Int) -> Grid { Grid(rows: n, columns: n) }
    func render() -> [String] {
        (0..<rows).map { r in String((0..<columns).map { self[r, $0] }) }
    }
}

let colors = ["red", "green", "blue"]
print(colors[safe: 1] ?? "none")
print(colors[safe: 5] ?? "none")
print((1...20).filter(\.isPrime))
3.times { print("tick \($0)") }
print("swift"[2])

var board = Grid[size: 4]
for i in 0..<4 { board[i, i] = "X" }
board[0, 3] = "O"
board[3, 0] = "O"
board.render().forEach { print($0) }
print("corner: \(board[0, 3])")

// expect: green
// expect: none
// expect: [2, 3, 5, 7, 11, 13, 17, 19]
// expect: tick 0
// expect: tick 1
// expect: tick 2
// expect: i
// expect: X..O
// expect: .X..
// expect: ..X.
// expect: O..X
// expect: corner: O
