// Advanced Swift style (2D grid collection): a Grid with a (row, column) Index that is Comparable
struct Grid<T> {
    let rows: Int, cols: Int
    var storage: [T]
    init(rows: Int, cols: Int, fill: T) {
        self.rows = rows; self.cols = cols
        storage = Array(repeating: fill, count: rows * cols)
    }
}
struct GridIndex: Comparable, CustomStringConvertible {
    var row: Int, col: Int
    static func < (a: GridIndex, b: GridIndex) -> Bool {
        (a.row, a.col) < (b.row, b.col)
    }
    var description: String { "(\(row),\(col))" }
}
extension Grid: MutableCollection {
    var startIndex: GridIndex { GridIndex(row: 0, col: 0) }
    var endIndex: GridIndex { GridIndex(row: rows, col: 0) }
    func index(after i: GridIndex) -> GridIndex {
        i.col + 1 < cols ? GridIndex(row: i.row, col: i.col + 1) : GridIndex(row: i.row + 1, col: 0)
    }
    subscript(i: GridIndex) -> T {
        get { storage[i.row * cols + i.col] }
        set { storage[i.row * cols + i.col] = newValue }
    }
}
var g = Grid(rows: 2, cols: 3, fill: 0)
for i in g.indices { g[i] = i.row * 10 + i.col }
print(Array(g))
print(g.count)
print(g.firstIndex(of: 11)!)
print(g.indices.map { $0.description }.joined(separator: " "))
g[GridIndex(row: 1, col: 2)] = -1
print(g.max()!, g.min()!)
g.swapAt(g.startIndex, g.index(g.startIndex, offsetBy: 5))
print(Array(g))
print(g.first!, type(of: g[g.startIndex...]))
let diag = g.indices.filter { $0.row == $0.col }
print(diag, diag.map { g[$0] })
var h = g
let p = h.partition(by: { $0 % 2 == 0 })
print(p)
print(Array(h), Array(g))
print(g.distance(from: g.startIndex, to: g.endIndex))
// expect: [0, 1, 2, 10, 11, 12]
// expect: 6
// expect: (1,1)
// expect: (0,0) (0,1) (0,2) (1,0) (1,1) (1,2)
// expect: 11 -1
// expect: [-1, 1, 2, 10, 11, 0]
// expect: -1 Slice<Grid<Int>>
// expect: [(0,0), (1,1)] [-1, 11]
// expect: (1,0)
// expect: [-1, 1, 11, 10, 2, 0] [-1, 1, 2, 10, 11, 0]
// expect: 6
