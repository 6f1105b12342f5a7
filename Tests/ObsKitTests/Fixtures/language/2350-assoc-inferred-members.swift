// Compiler test style: associated types inferred from methods, subscripts and properties
protocol Storage {
  associatedtype Key
  associatedtype Value
  associatedtype Summary
  subscript(key: Key) -> Value? { get }
  func keys() -> [Key]
  var summary: Summary { get }
}

struct Inventory: Storage {
  var counts: [String: Int]
  subscript(key: String) -> Int? { counts[key] }
  func keys() -> [String] { counts.keys.sorted() }
  var summary: Int { counts.values.reduce(0, +) }
}

struct Grid: Storage {
  var cells: [[Character]]
  subscript(key: (Int, Int)) -> Character? {
    guard key.0 < cells.count, key.1 < cells[key.0].count else { return nil }
    return cells[key.0][key.1]
  }
  func keys() -> [(Int, Int)] {
    var result: [(Int, Int)] = []
    for r in 0..<cells.count { for c in 0..<cells[r].count { result.append((r, c)) } }
    return result
  }
  var summary: String { cells.map { String($0) }.joined(separator: "/") }
}

func describe<S: Storage>(_ s: S) -> String {
  "\(S.self): key=\(S.Key.self) value=\(S.Value.self) summary=\(S.Summary.self)"
}

func dump<S: Storage>(_ s: S) where S.Value: CustomStringConvertible {
  for k in s.keys() {
    if let v = s[k] { print("  \(k) -> \(v)") }
  }
  print("  summary: \(s.summary)")
}

let inv = Inventory(counts: ["bolt": 12, "nut": 30, "washer": 7])
print(describe(inv))
dump(inv)
let grid = Grid(cells: [["a", "b"], ["c"]])
print(describe(grid))
dump(grid)
print(grid[(5, 0)] == nil)
print(Inventory.Value.self == Int.self, Grid.Key.self == (Int, Int).self)
// expect: Inventory: key=String value=Int summary=Int
// expect:   bolt -> 12
// expect:   nut -> 30
// expect:   washer -> 7
// expect:   summary: 49
// expect: Grid: key=(Int, Int) value=Character summary=String
// expect:   (0, 0) -> a
// expect:   (0, 1) -> b
// expect:   (1, 0) -> c
// expect:   summary: ab/c
// expect: true
// expect: true true
