// Compiler test style (multi-parameter subscripts): matrix-style get/set subscripts, mutation through them, compound assignment and subscripts returning subscripts
struct Matrix: CustomStringConvertible {
    let rows: Int, cols: Int
    private(set) var grid: [Double]
    init(rows: Int, cols: Int) { self.rows = rows; self.cols = cols; grid = Array(repeating: 0, count: rows * cols) }
    subscript(r: Int, c: Int) -> Double {
        get { grid[r * cols + c] }
        set { grid[r * cols + c] = newValue }
    }
    subscript(row r: Int) -> [Double] {
        get { Array(grid[(r * cols)..<((r + 1) * cols)]) }
        set { for (c, v) in newValue.enumerated() { self[r, c] = v } }
    }
    subscript(column c: Int) -> [Double] { (0..<rows).map { self[$0, c] } }
    var description: String { (0..<rows).map { self[row: $0].map { String(Int($0)) }.joined(separator: " ") }.joined(separator: " | ") }
}
var m = Matrix(rows: 3, cols: 3)
for i in 0..<3 { m[i, i] = 1 }
m[0, 2] = 5
m[2, 0] += 7
m[1, 1] *= 4
print(m)
m[row: 1] = [9, 8, 7]
print(m, m[column: 2])
m[row: 2][1] = 3
print(m)

struct Board {
    var cells: [[Character]] = Array(repeating: Array(repeating: ".", count: 3), count: 3)
    subscript(x: Int, y: Int) -> Character {
        get { cells[y][x] }
        set { print("set", x, y, newValue); cells[y][x] = newValue }
    }
}
var b = Board()
b[0, 0] = "X"
b[2, 1] = "O"
b[1, 2] = b[0, 0]
print(b.cells.map { String($0) }.joined(separator: "/"))

class Sheet {
    var values: [String: [Int: String]] = [:]
    subscript(col: String, row: Int) -> String? {
        get { values[col]?[row] }
        set { values[col, default: [:]][row] = newValue }
    }
}
let sheet = Sheet()
sheet["A", 1] = "title"
sheet["A", 2] = "x"
sheet["B", 1] = "y"
sheet["A", 2] = nil
sheet["A", 1]?.append("!")
print(sheet["A", 1] as Any, sheet["A", 2] as Any, sheet["B", 1] as Any, sheet["C", 9] as Any)
print(sheet.values.keys.sorted(), sheet.values["A"]!.count)

// expect: 1 0 5 | 0 4 0 | 7 0 1
// expect: 1 0 5 | 9 8 7 | 7 0 1 [5.0, 7.0, 1.0]
// expect: 1 0 5 | 9 8 7 | 7 3 1
// expect: set 0 0 X
// expect: set 2 1 O
// expect: set 1 2 X
// expect: X../..O/.X.
// expect: Optional("title!") nil Optional("y") nil
// expect: ["A", "B"] 1
