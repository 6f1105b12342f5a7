// App code style: matrix helper for a spreadsheet-like grid
struct Grid<T>: CustomStringConvertible {
    private(set) var cells: [T]
    let rows: Int
    let cols: Int

    init(rows: Int, cols: Int, fill: T) {
        self.rows = rows
        self.cols = cols
        cells = Array(repeating: fill, count: rows * cols)
    }

    subscript(r: Int, c: Int) -> T {
        get { cells[r * cols + c] }
        set { cells[r * cols + c] = newValue }
    }

    func row(_ r: Int) -> ArraySlice<T> { cells[(r * cols)..<((r + 1) * cols)] }
    func column(_ c: Int) -> [T] { stride(from: c, to: cells.count, by: cols).map { cells[$0] } }

    func map<U>(_ f: (T) throws -> U) rethrows -> Grid<U> {
        var g = Grid<U>(rows: rows, cols: cols, fill: try f(cells[0]))
        for i in cells.indices { g.cells[i] = try f(cells[i]) }
        return g
    }

    var description: String {
        let texts = cells.map { "\($0)" }
        let width = texts.map(\.count).max() ?? 0
        var lines: [String] = []
        for r in 0..<rows {
            let row = texts[(r * cols)..<((r + 1) * cols)]
            lines.append(row.map { String(repeating: " ", count: width - $0.count) + $0 }.joined(separator: " | "))
        }
        return lines.joined(separator: "\n")
    }
}

extension Grid where T == Int {
    var rowSums: [Int] { (0..<rows).map { row($0).reduce(0, +) } }
    var colSums: [Int] { (0..<cols).map { column($0).reduce(0, +) } }
    func transposed() -> Grid<Int> {
        var g = Grid<Int>(rows: cols, cols: rows, fill: 0)
        for r in 0..<rows { for c in 0..<cols { g[c, r] = self[r, c] } }
        return g
    }
}

var sales = Grid(rows: 3, cols: 4, fill: 0)
let data = [[12, 7, 30, 4], [5, 18, 2, 11], [9, 9, 9, 100]]
for (r, rowData) in data.enumerated() {
    for (c, value) in rowData.enumerated() { sales[r, c] = value }
}
print(sales)
print("row sums: \(sales.rowSums)")
print("col sums: \(sales.colSums)")
print("row 1: \(Array(sales.row(1)))  column 3: \(sales.column(3))")
print(sales.transposed())
let flags = sales.map { $0 >= 10 ? "hi" : "lo" }
print(flags)
let hiCount = flags.cells.filter { $0 == "hi" }.count
print("hi cells: \(hiCount)")
enum CellError: Error { case negative }
do {
    let doubled = try sales.map { v -> Int in
        if v < 0 { throw CellError.negative }
        return v * 2
    }
    print("doubled total: \(doubled.rowSums.reduce(0, +))")
} catch { print("error") }
if let (idx, maxVal) = sales.cells.enumerated().max(by: { $0.element < $1.element }).map({ ($0.offset, $0.element) }) {
    print("max \(maxVal) at row \(idx / sales.cols) col \(idx % sales.cols)")
}

// expect:  12 |   7 |  30 |   4
// expect:   5 |  18 |   2 |  11
// expect:   9 |   9 |   9 | 100
// expect: row sums: [53, 36, 127]
// expect: col sums: [26, 34, 41, 115]
// expect: row 1: [5, 18, 2, 11]  column 3: [4, 11, 100]
// expect:  12 |   5 |   9
// expect:   7 |  18 |   9
// expect:  30 |   2 |   9
// expect:   4 |  11 | 100
// expect: hi | lo | hi | lo
// expect: lo | hi | lo | hi
// expect: lo | lo | lo | hi
// expect: hi cells: 5
// expect: doubled total: 432
// expect: max 100 at row 2 col 3
