// Compiler test style: custom subscripts - multiple parameters, labels, setters, static and generic subscripts
struct Matrix {
    let rows: Int, cols: Int
    var grid: [Double]
    init(rows: Int, cols: Int) { self.rows = rows; self.cols = cols; grid = Array(repeating: 0, count: rows * cols) }
    subscript(r: Int, c: Int) -> Double {
        get { grid[r * cols + c] }
        set { grid[r * cols + c] = newValue }
    }
    subscript(row r: Int) -> [Double] { Array(grid[(r * cols)..<(r * cols + cols)]) }
    subscript(column c: Int) -> [Double] { (0..<rows).map { self[$0, c] } }
}
var m = Matrix(rows: 2, cols: 3)
m[0, 1] = 1.5
m[1, 2] = 2
m[1, 0] += 4
print(m[row: 0], m[row: 1], m[column: 2])
struct Fib { subscript(n: Int) -> Int { n < 2 ? n : self[n - 1] + self[n - 2] } }
print((0..<10).map { Fib()[$0] })
enum Colors {
    static let names = ["red", "green", "blue"]
    static subscript(i: Int) -> String { names[i % names.count] }
}
print(Colors[1], Colors[5])
struct Store {
    var values: [String: Any] = [:]
    subscript<T>(key: String, as type: T.Type = T.self) -> T? {
        get { values[key] as? T }
        set { values[key] = newValue }
    }
    subscript(key: String, default def: Int) -> Int { values[key] as? Int ?? def }
}
var st = Store()
st["n"] = 5
st["s", as: String.self] = "hi"
let n: Int? = st["n"]
print(n as Any, st["s", as: String.self] as Any, st["n", as: String.self] as Any)
print(st["zzz", default: -1], st["n", default: -1])
struct Wrapper {
    var data = [1, 2, 3, 4, 5]
    subscript(range: Range<Int>) -> ArraySlice<Int> { data[range] }
    subscript(indices: Int...) -> [Int] { indices.map { data[$0] } }
}
let w = Wrapper()
print(w[1..<3], w[0, 4, 2], w[])
class Grid {
    var cells: [String: String] = [:]
    subscript(x: Int, y: Int) -> String {
        get { cells["\(x),\(y)"] ?? "." }
        set { cells["\(x),\(y)"] = newValue }
    }
}
let g = Grid()
g[0, 0] = "#"
g[1, 1] = "@"
print((0..<2).map { y in (0..<3).map { g[$0, y] }.joined() })

// expect: [0.0, 1.5, 0.0] [4.0, 0.0, 2.0] [0.0, 2.0]
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34]
// expect: green blue
// expect: Optional(5) Optional("hi") nil
// expect: -1 5
// expect: [2, 3] [1, 5, 3] []
// expect: ["#..", ".@."]
