// Compiler test style: custom subscripts with get/set used with compound assignment
struct Grid {
    let cols: Int
    var cells: [Int]
    init(rows: Int, cols: Int) { self.cols = cols; cells = Array(repeating: 0, count: rows * cols) }
    subscript(r: Int, c: Int) -> Int {
        get { cells[r * cols + c] }
        set { cells[r * cols + c] = newValue }
    }
    subscript(row r: Int) -> [Int] {
        get { Array(cells[(r * cols)..<(r * cols + cols)]) }
        set { for (i, v) in newValue.enumerated() { cells[r * cols + i] = v } }
    }
}

var g = Grid(rows: 2, cols: 3)
g[0, 1] += 5
g[1, 2] = 7
g[1, 2] *= 3
g[row: 0][2] = 4
g[row: 1].reverse()
print(g.cells)

struct Ledger {
    private var store: [String: Int] = [:]
    var accessLog: [String] = []
    subscript(name: String) -> Int {
        get { store[name] ?? 0 }
        set { accessLog.append("set \(name)=\(newValue)"); store[name] = newValue }
    }
}
var ledger = Ledger()
ledger["rent"] += 1200
ledger["rent"] -= 200
ledger["food"] += 300
print(ledger["rent"], ledger["food"], ledger["none"])
print(ledger.accessLog.joined(separator: "; "))

final class Box {
    var values = [1, 2, 3]
    subscript(i: Int) -> Int {
        get { values[i] }
        set { values[i] = newValue }
    }
}
let box = Box()
box[0] += 10
box[2] <<= 2
print(box.values)
// expect: [0, 5, 4, 21, 0, 0]
// expect: 1000 300 0
// expect: set rent=1200; set rent=1000; set food=300
// expect: [11, 2, 12]
