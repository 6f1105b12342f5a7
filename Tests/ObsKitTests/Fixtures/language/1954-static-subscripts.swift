// Compiler test style: static subscripts and multi-parameter subscripts with setters
enum Registry {
    private static var values: [String: Int] = [:]
    static subscript(key: String) -> Int {
        get { values[key] ?? 0 }
        set { values[key] = newValue }
    }
    static subscript(keys: String...) -> [Int] {
        keys.map { self[$0] }
    }
}

Registry["alpha"] = 3
Registry["beta"] = 7
Registry["alpha"] += 10
print(Registry["alpha"], Registry["beta"], Registry["gamma"])
print(Registry["alpha", "beta", "gamma"])

struct Grid {
    let rows: Int, cols: Int
    var cells: [Int]
    init(rows: Int, cols: Int) {
        self.rows = rows; self.cols = cols
        cells = Array(repeating: 0, count: rows * cols)
    }
    subscript(r: Int, c: Int) -> Int {
        get { cells[r * cols + c] }
        set { cells[r * cols + c] = newValue }
    }
    subscript(row r: Int) -> [Int] {
        get { Array(cells[(r * cols)..<((r + 1) * cols)]) }
        set {
            for (i, v) in newValue.enumerated() { cells[r * cols + i] = v }
        }
    }
}

var g = Grid(rows: 3, cols: 3)
for r in 0..<3 { for c in 0..<3 { g[r, c] = r * 3 + c } }
g[1, 1] *= 10
print(g[row: 0], g[row: 1], g[row: 2])
g[row: 2] = [7, 7, 7]
print(g.cells)

struct Matrix {
    static subscript(identity n: Int, r: Int, c: Int) -> Int { r == c ? 1 : 0 }
}
for r in 0..<3 {
    print((0..<3).map { Matrix[identity: 3, r, $0] })
}

// expect: 13 7 0
// expect: [13, 7, 0]
// expect: [0, 1, 2] [3, 40, 5] [6, 7, 8]
// expect: [0, 1, 2, 3, 40, 5, 7, 7, 7]
// expect: [1, 0, 0]
// expect: [0, 1, 0]
// expect: [0, 0, 1]
