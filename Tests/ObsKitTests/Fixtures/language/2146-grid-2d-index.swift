// Compiler test style: 2D grid Collection with a struct row/column Index ordered row-major
struct Grid<T>: MutableCollection {
  struct Index: Comparable, CustomStringConvertible {
    let row: Int, col: Int
    static func < (a: Index, b: Index) -> Bool { (a.row, a.col) < (b.row, b.col) }
    var description: String { "(\(row),\(col))" }
  }
  let width: Int, height: Int
  private var cells: [T]
  init(width: Int, height: Int, _ make: (Int, Int) -> T) {
    self.width = width; self.height = height
    cells = []
    for r in 0..<height { for c in 0..<width { cells.append(make(r, c)) } }
  }
  var startIndex: Index { Index(row: 0, col: 0) }
  var endIndex: Index { Index(row: height, col: 0) }
  func index(after i: Index) -> Index {
    i.col + 1 < width ? Index(row: i.row, col: i.col + 1) : Index(row: i.row + 1, col: 0)
  }
  subscript(i: Index) -> T {
    get { cells[i.row * width + i.col] }
    set { cells[i.row * width + i.col] = newValue }
  }
  subscript(r: Int, c: Int) -> T {
    get { self[Index(row: r, col: c)] }
    set { self[Index(row: r, col: c)] = newValue }
  }
  func row(_ r: Int) -> [T] { (0..<width).map { self[r, $0] } }
}

var g = Grid(width: 3, height: 2) { r, c in r * 10 + c }
print(Array(g), g.count)
print(g.firstIndex(of: 11)!, g.firstIndex(where: { $0 > 100 }) as Any)
print(g.indices.map { $0.description }.joined(separator: " "))
g[1, 2] = 99
g[g.startIndex] = -1
print(g.row(0), g.row(1))
let maxIdx = g.indices.max { g[$0] < g[$1] }!
print(maxIdx, g[maxIdx])
g.swapAt(Grid<Int>.Index(row: 0, col: 0), Grid<Int>.Index(row: 1, col: 2))
print(g.row(0), g.row(1))
let tail = g[Grid<Int>.Index(row: 0, col: 2)...]
print(Array(tail), tail.startIndex)
var chars = Grid(width: 2, height: 2) { r, c in Character(UnicodeScalar(UInt8(97 + r * 2 + c))) }
let pivot = chars.partition(by: { $0 < "c" })
print(String(chars), chars[0, 0], pivot)
print(g.map { $0 * 2 }, g.contains(99))
let sortedG = g.sorted()
print(sortedG)

// expect: [0, 1, 2, 10, 11, 12] 6
// expect: (1,1) nil
// expect: (0,0) (0,1) (0,2) (1,0) (1,1) (1,2)
// expect: [-1, 1, 2] [10, 11, 99]
// expect: (1,2) 99
// expect: [99, 1, 2] [10, 11, -1]
// expect: [2, 10, 11, -1] (0,2)
// expect: cdab c (1,0)
// expect: [198, 2, 4, 20, 22, -2] true
// expect: [-1, 1, 2, 10, 11, 99]
