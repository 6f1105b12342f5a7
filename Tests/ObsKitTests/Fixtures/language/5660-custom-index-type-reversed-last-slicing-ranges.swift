// Swift compiler execution test style (BidirectionalCollection): a custom index type, reversed(), last, slicing with ranges, and generic algorithms over the collection
struct GridIndex: Comparable {
    var row: Int, col: Int
    static func < (l: GridIndex, r: GridIndex) -> Bool {
        (l.row, l.col) < (r.row, r.col)
    }
}

struct Grid: BidirectionalCollection {
    let rows: Int, cols: Int
    var startIndex: GridIndex { GridIndex(row: 0, col: 0) }
    var endIndex: GridIndex { GridIndex(row: rows, col: 0) }
    func index(after i: GridIndex) -> GridIndex {
        i.col + 1 == cols ? GridIndex(row: i.row + 1, col: 0) : GridIndex(row: i.row, col: i.col + 1)
    }
    func index(before i: GridIndex) -> GridIndex {
        i.col == 0 ? GridIndex(row: i.row - 1, col: cols - 1) : GridIndex(row: i.row, col: i.col - 1)
    }
    subscript(i: GridIndex) -> Int { i.row * 10 + i.col }
}

let g = Grid(rows: 3, cols: 2)
print(Array(g))
print(g.count, g.first!, g.last!)
print(Array(g.reversed()))
let mid = g[GridIndex(row: 1, col: 0)..<GridIndex(row: 2, col: 1)]
print(Array(mid), mid.count)
print(g.lastIndex(where: { $0 % 2 == 1 }).map { "\($0.row),\($0.col)" } ?? "none")
print(g.dropLast(2).map { $0 }, g.suffix(3).map { $0 })
func sumAll<C: Collection>(_ c: C) -> Int where C.Element == Int { c.reduce(0, +) }
print(sumAll(g), sumAll(mid))
var idx = g.endIndex
var backwards: [Int] = []
while idx > g.startIndex {
    g.formIndex(before: &idx)
    backwards.append(g[idx])
}
print(backwards)
print(g.elementsEqual([0, 1, 10, 11, 20, 21]))
print(zip(g, g.dropFirst()).map { $1 - $0 })

// expect: [0, 1, 10, 11, 20, 21]
// expect: 6 0 21
// expect: [21, 20, 11, 10, 1, 0]
// expect: [10, 11, 20] 3
// expect: 2,1
// expect: [0, 1, 10, 11] [11, 20, 21]
// expect: 63 41
// expect: [21, 20, 11, 10, 1, 0]
// expect: true
// expect: [1, 9, 1, 9, 1]
