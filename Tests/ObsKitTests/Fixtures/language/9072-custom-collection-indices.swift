// Compiler test style: Collection conformance with a custom index type — a sparse ring buffer and a 2D grid with struct indices, plus inherited algorithms
struct Ring<Element>: Collection {
    private var items: [Element]
    private let head: Int

    init(_ items: [Element], rotatedBy head: Int) {
        self.items = items
        self.head = items.isEmpty ? 0 : head % items.count
    }

    struct Index: Comparable {
        fileprivate var offset: Int
        static func < (a: Index, b: Index) -> Bool { a.offset < b.offset }
    }

    var startIndex: Index { Index(offset: 0) }
    var endIndex: Index { Index(offset: items.count) }
    func index(after i: Index) -> Index { Index(offset: i.offset + 1) }
    subscript(i: Index) -> Element { items[(head + i.offset) % items.count] }
}

let ring = Ring(["a", "b", "c", "d", "e"], rotatedBy: 2)
print(Array(ring), ring.count, ring.first!, ring.isEmpty)
print(ring.map { $0.uppercased() }, ring.contains("a"), ring.firstIndex(of: "a")!.offset)
print(Array(ring.dropFirst(2)), Array(ring.prefix(2)), Array(ring.suffix(2)))
print(ring.indices.map { $0.offset }, ring.reversed())
let sliced = ring[ring.index(ring.startIndex, offsetBy: 1)..<ring.index(ring.startIndex, offsetBy: 4)]
print(Array(sliced), type(of: sliced) == Slice<Ring<String>>.self)
print(ring.distance(from: ring.startIndex, to: ring.endIndex))

struct Grid: BidirectionalCollection {
    let width: Int, height: Int
    struct Index: Comparable {
        var row: Int, col: Int
        static func < (a: Index, b: Index) -> Bool { (a.row, a.col) < (b.row, b.col) }
    }
    var startIndex: Index { Index(row: 0, col: 0) }
    var endIndex: Index { Index(row: height, col: 0) }
    func index(after i: Index) -> Index {
        i.col + 1 < width ? Index(row: i.row, col: i.col + 1) : Index(row: i.row + 1, col: 0)
    }
    func index(before i: Index) -> Index {
        i.col > 0 ? Index(row: i.row, col: i.col - 1) : Index(row: i.row - 1, col: width - 1)
    }
    subscript(i: Index) -> String { "\(i.row)\(i.col)" }
}

let grid = Grid(width: 3, height: 2)
print(Array(grid), grid.count)
print(grid.last!, Array(grid.reversed().prefix(2)))
let idx = grid.firstIndex(where: { $0.hasSuffix("2") })!
print(idx.row, idx.col, grid[grid.index(after: idx)])
print(grid.lastIndex(of: "10").map { "\($0.row),\($0.col)" } ?? "-")
print(grid.indices.filter { $0.row == $0.col }.map { grid[$0] })
print(zip(grid, grid.dropFirst()).map { $0 + ">" + $1 }.prefix(3).joined(separator: " "))

// expect: ["c", "d", "e", "a", "b"] 5 c false
// expect: ["C", "D", "E", "A", "B"] true 3
// expect: ["e", "a", "b"] ["c", "d"] ["a", "b"]
// expect: [0, 1, 2, 3, 4] ["b", "a", "e", "d", "c"]
// expect: ["d", "e", "a"] true
// expect: 5
// expect: ["00", "01", "02", "10", "11", "12"] 6
// expect: 12 ["12", "11"]
// expect: 0 2 10
// expect: 1,0
// expect: ["00", "11"]
// expect: 00>01 01>02 02>10
