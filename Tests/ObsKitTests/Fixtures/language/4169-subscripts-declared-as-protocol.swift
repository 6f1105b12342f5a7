// Compiler test style: subscripts declared as protocol requirements, including settable and generic uses
protocol Grid {
  associatedtype Cell
  var width: Int { get }
  subscript(x x: Int, y y: Int) -> Cell { get set }
}
extension Grid {
  subscript(index i: Int) -> Cell {
    get { return self[x: i % width, y: i / width] }
    set { self[x: i % width, y: i / width] = newValue }
  }
}

struct Board: Grid {
  var width: Int
  var cells: [Character]
  subscript(x x: Int, y y: Int) -> Character {
    get { return cells[y * width + x] }
    set { cells[y * width + x] = newValue }
  }
}

var b = Board(width: 3, cells: Array("........."))
b[x: 1, y: 1] = "X"
b[index: 0] = "O"
b[index: 8] = "O"
for row in 0..<3 {
  print(String((0..<3).map { b[x: $0, y: row] }))
}

func fillDiagonal<G: Grid>(_ g: inout G, with c: G.Cell, n: Int) {
  for i in 0..<n { g[x: i, y: i] = c }
}
fillDiagonal(&b, with: "#", n: 3)
print(String(b.cells))

protocol Lookup {
  subscript(key: String) -> Int? { get }
}
struct Table: Lookup {
  var data: [String: Int]
  subscript(key: String) -> Int? { return data[key] }
}
let l: any Lookup = Table(data: ["a": 1, "b": 2])
print(l["a"] ?? -1, l["z"] ?? -1)
print(b[index: 4], b[x: 2, y: 2])
// expect: O..
// expect: .X.
// expect: ..O
// expect: #...#...#
// expect: 1 -1
// expect: # #
