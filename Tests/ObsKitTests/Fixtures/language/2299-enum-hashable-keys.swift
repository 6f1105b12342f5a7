// Compiler test style: enums with associated values as Dictionary keys and Set members, custom Comparable ordering
enum Cell: Hashable, Comparable {
  case empty
  case wall
  case item(name: String)
  case door(locked: Bool)

  private var order: Int {
    switch self {
    case .empty: return 0
    case .wall: return 1
    case .item: return 2
    case .door: return 3
    }
  }
  static func < (lhs: Cell, rhs: Cell) -> Bool {
    switch (lhs, rhs) {
    case let (.item(a), .item(b)): return a < b
    case let (.door(a), .door(b)): return !a && b
    default: return lhs.order < rhs.order
    }
  }
}

struct Pos: Hashable { let x: Int; let y: Int }

let layout = [
  "#.k#",
  "#..D",
  "#s.d",
]
var board: [Pos: Cell] = [:]
for (y, row) in layout.enumerated() {
  for (x, ch) in row.enumerated() {
    let cell: Cell
    switch ch {
    case "#": cell = .wall
    case "k": cell = .item(name: "key")
    case "s": cell = .item(name: "sword")
    case "D": cell = .door(locked: true)
    case "d": cell = .door(locked: false)
    default: cell = .empty
    }
    board[Pos(x: x, y: y)] = cell
  }
}

var histogram: [Cell: Int] = [:]
for cell in board.values { histogram[cell, default: 0] += 1 }
for (cell, n) in histogram.sorted(by: { $0.key < $1.key }) {
  print(cell, n)
}

let kinds = Set(board.values)
print(kinds.count, kinds.contains(.door(locked: true)), kinds.contains(.item(name: "shield")))
print(kinds.sorted().first!, kinds.sorted().last!)

let items = board.filter { if case .item = $0.value { return true } else { return false } }
for (pos, cell) in items.sorted(by: { ($0.key.y, $0.key.x) < ($1.key.y, $1.key.x) }) {
  print("(\(pos.x),\(pos.y))", cell)
}
var visited: Set<Cell> = [.empty, .wall]
print(visited.insert(.wall).inserted, visited.insert(.door(locked: false)).inserted, visited.count)
print(Cell.door(locked: false) < .door(locked: true), Cell.item(name: "z") > .wall, max(Cell.empty, .wall))

// expect: empty 4
// expect: wall 4
// expect: item(name: "key") 1
// expect: item(name: "sword") 1
// expect: door(locked: false) 1
// expect: door(locked: true) 1
// expect: 6 true false
// expect: empty door(locked: true)
// expect: (2,0) item(name: "key")
// expect: (1,2) item(name: "sword")
// expect: false true 3
// expect: true true wall
