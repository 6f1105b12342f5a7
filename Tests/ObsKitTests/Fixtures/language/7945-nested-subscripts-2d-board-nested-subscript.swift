// Sundell style (nested subscripts): a 2D board with nested subscript and key path access
struct Board {
    var rows: [[Character]]

    init(size: Int) {
        rows = Array(repeating: Array(repeating: ".", count: size), count: size)
    }

    subscript(r: Int, c: Int) -> Character {
        get { rows[r][c] }
        set { rows[r][c] = newValue }
    }

    subscript(row r: Int) -> String {
        String(rows[r])
    }

    var rendered: String { rows.map { String($0) }.joined(separator: "\n") }
}

var b = Board(size: 3)
b[0, 0] = "X"
b[1, 1] = "O"
b[2, 0] = "X"
b.rows[0][2] = "O"
print(b.rendered)
print(b[row: 1])
let cell = \Board.rows[2][0]
print(b[keyPath: cell])
b[keyPath: cell] = "#"
print(b[row: 2])
let rowCount = \Board.rows.count
print(b[keyPath: rowCount])
let diag = (0..<3).map { b[$0, $0] }
print(String(diag))
// expect: X.O
// expect: .O.
// expect: X..
// expect: .O.
// expect: X
// expect: #..
// expect: 3
// expect: XO.
