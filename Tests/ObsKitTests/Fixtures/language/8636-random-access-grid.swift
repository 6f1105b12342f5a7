// Blog style (RandomAccessCollection): a 2D grid exposing rows as a random-access collection with a custom Index
struct Grid<Cell> {
    let width: Int, height: Int
    private var cells: [Cell]
    init(width: Int, height: Int, fill: (Int, Int) -> Cell) {
        self.width = width; self.height = height
        cells = (0..<height).flatMap { y in (0..<width).map { x in fill(x, y) } }
    }
    subscript(x: Int, y: Int) -> Cell {
        get { cells[y * width + x] }
        set { cells[y * width + x] = newValue }
    }
}

extension Grid: RandomAccessCollection {
    struct Index: Comparable, Strideable {
        let x: Int, y: Int, width: Int
        private var flat: Int { y * width + x }
        static func < (a: Index, b: Index) -> Bool { a.flat < b.flat }
        static func == (a: Index, b: Index) -> Bool { a.flat == b.flat }
        func distance(to other: Index) -> Int { other.flat - flat }
        func advanced(by n: Int) -> Index {
            let f = flat + n
            return Index(x: f % width, y: f / width, width: width)
        }
    }
    var startIndex: Index { Index(x: 0, y: 0, width: width) }
    var endIndex: Index { Index(x: 0, y: height, width: width) }
    subscript(i: Index) -> Cell { self[i.x, i.y] }
}

var g = Grid(width: 4, height: 3) { x, y in x * 10 + y }
print("count \(g.count), first \(g.first!), last \(g.last!)")
let mid = g.index(g.startIndex, offsetBy: 6)
print("element 6 is at (\(mid.x), \(mid.y)) = \(g[mid])")
print("reversed prefix: \(Array(g.reversed().prefix(5)))")
print("every third: \(stride(from: 0, to: g.count, by: 3).map { g[g.index(g.startIndex, offsetBy: $0)] })")
g[2, 1] = 99
if let idx = g.firstIndex(of: 99) {
    print("99 found at (\(idx.x), \(idx.y)), offset \(g.distance(from: g.startIndex, to: idx))")
}
let back = g.index(before: g.endIndex)
print("index before end: (\(back.x), \(back.y))")
print("max \(g.max()!), sum \(g.reduce(0, +))")
let slice = g[g.index(g.startIndex, offsetBy: 4)..<g.index(g.startIndex, offsetBy: 8)]
print("row 1 via slice: \(Array(slice))")
for y in 0..<g.height {
    print((0..<g.width).map { String(g[$0, y]) }.joined(separator: "\t"))
}
// expect: count 12, first 0, last 32
// expect: element 6 is at (2, 1) = 21
// expect: reversed prefix: [32, 22, 12, 2, 31]
// expect: every third: [0, 30, 21, 12]
// expect: 99 found at (2, 1), offset 6
// expect: index before end: (3, 2)
// expect: max 99, sum 270
// expect: row 1 via slice: [1, 11, 99, 31]
// expect: 0	10	20	30
// expect: 1	11	99	31
// expect: 2	12	22	32
