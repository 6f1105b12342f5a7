// Subscripts: multi-parameter, labeled, static, default arguments, get/set
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Matrix: CustomStringConvertible {
    let rows: Int, columns: Int
    private var grid: [Double]

    init(rows: Int, columns: Int, fill: Double = 0) {
        self.rows = rows
        self.columns = columns
        grid = Array(repeating: fill, count: rows * columns)
    }
    func indexIsValid(_ r: Int, _ c: Int) -> Bool {
        r >= 0 && r < rows && c >= 0 && c < columns
    }
    subscript(row: Int, column: Int) -> Double {
        get {
            precondition(indexIsValid(row, column), "out of range")
            return grid[row * columns + column]
        }
        set { grid[row * columns + column] = newValue }
    }
    subscript(row r: Int) -> [Double] {
        Array(grid[(r * columns)..<((r + 1) * columns)])
    }
    subscript(safe r: Int, c c: Int, default fallback: Double = -1) -> Double {
        indexIsValid(r, c) ? self[r, c] : fallback
    }
    static func * (a: Matrix, b: Matrix) -> Matrix {
        var out = Matrix(rows: a.rows, columns: b.columns)
        for i in 0..<a.rows {
            for j in 0..<b.columns {
                out[i, j] = (0..<a.columns).reduce(0) { $0 + a[i, $1] * b[$1, j] }
            }
        }
        return out
    }
    var description: String {
        (0..<rows).map { self[row: $0].map { String(Int($0)) }.joined(separator: " ") }.joined(separator: " / ")
    }
}

var m = Matrix(rows: 2, columns: 3)
m[0, 1] = 1.5
m[1, 2] = 4
m[1, 0] += 2
print(m[row: 1], m[0, 1])
print(m[safe: 5, c: 5], m[safe: 1, c: 2], m[safe: 9, c: 0, default: 0])

var a = Matrix(rows: 2, columns: 2)
a[0, 0] = 1; a[0, 1] = 2; a[1, 0] = 3; a[1, 1] = 4
print(a * a)

enum Weekday: Int {
    case mon = 1, tue, wed, thu, fri, sat, sun
    static subscript(n: Int) -> Weekday { Weekday(rawValue: (n - 1) % 7 + 1)! }
}
print(Weekday[3], Weekday[10], Weekday[14])

struct Inventory {
    private var counts: [String: Int] = [:]
    subscript(item: String) -> Int {
        get { counts[item, default: 0] }
        set { counts[item] = newValue > 0 ? newValue : nil }
    }
    subscript(items: String...) -> Int { items.reduce(0) { $0 + self[$1] } }
    var summary: String { counts.sorted { $0.key < $1.key }.map { "\($0.key)x\($0.value)" }.joined(separator: ",") }
}
var inv = Inventory()
inv["apple"] += 3
inv["pear"] = 2
inv["apple"] -= 1
inv["plum"] = 5
inv["plum"] = 0
print(inv.summary, inv["apple", "pear", "fig"])
// expect: [2.0, 0.0, 4.0] 1.5
// expect: -1.0 4.0 0.0
// expect: 7 10 / 15 22
// expect: wed wed sun
// expect: applex2,pearx2 4
