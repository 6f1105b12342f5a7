// Compiler test style: custom Hashable keys with operators used for memoization and set algebra operators
// known-gap: error: 4383-hashable-memo-keys.swift:68:34: error: binary operator '⊆' cannot be applied to operands of type 'Set<Any>' and 'Set<Int>'

infix operator ∆: AdditionPrecedence
infix operator ⊆: ComparisonPrecedence

func ∆ <T: Hashable>(a: Set<T>, b: Set<T>) -> Set<T> {
  return a.symmetricDifference(b)
}

func ⊆ <T: Hashable>(a: Set<T>, b: Set<T>) -> Bool {
  return a.isSubset(of: b)
}

func + <T: Hashable>(a: Set<T>, b: Set<T>) -> Set<T> {
  return a.union(b)
}

struct GridKey: Hashable {
  var r: Int
  var c: Int
  static func + (a: GridKey, b: GridKey) -> GridKey {
    return GridKey(r: a.r + b.r, c: a.c + b.c)
  }
}

struct Unordered: Hashable {
  var a: Int
  var b: Int
  static func == (x: Unordered, y: Unordered) -> Bool {
    return (x.a == y.a && x.b == y.b) || (x.a == y.b && x.b == y.a)
  }
  func hash(into h: inout Hasher) {
    h.combine(min(a, b))
    h.combine(max(a, b))
  }
}

var memo: [GridKey: Int] = [:]
var calls = 0
func paths(_ k: GridKey) -> Int {
  if k.r == 0 || k.c == 0 { return 1 }
  if let v = memo[k] { return v }
  calls += 1
  let v = paths(k + GridKey(r: -1, c: 0)) + paths(k + GridKey(r: 0, c: -1))
  memo[k] = v
  return v
}

print(paths(GridKey(r: 2, c: 2)))
print(paths(GridKey(r: 5, c: 5)))
print(paths(GridKey(r: 10, c: 10)))
print(calls, memo.count)

var edges = Set<Unordered>()
edges.insert(Unordered(a: 1, b: 2))
edges.insert(Unordered(a: 2, b: 1))
edges.insert(Unordered(a: 3, b: 1))
edges.insert(Unordered(a: 1, b: 3))
edges.insert(Unordered(a: 2, b: 2))
print(edges.count)
print(edges.contains(Unordered(a: 2, b: 1)))
print(edges.map { "\(min($0.a, $0.b))-\(max($0.a, $0.b))" }.sorted())

let s1: Set = [1, 2, 3, 4]
let s2: Set = [3, 4, 5]
print((s1 ∆ s2).sorted())
print((s1 + s2).sorted())
print(s1 ⊆ s1 + s2, s1 ⊆ s2, Set<Int>() ⊆ s2)
print((s1 ∆ s2 ∆ s2).sorted())
print((s1 ∆ s1).isEmpty)

let visited: Set<GridKey> = [GridKey(r: 0, c: 0), GridKey(r: 0, c: 1), GridKey(r: 1, c: 1)]
let moves = [GridKey(r: 1, c: 0), GridKey(r: 0, c: 1), GridKey(r: -1, c: 0), GridKey(r: 0, c: -1)]
let frontier = Set(visited.flatMap { p in moves.map { p + $0 } }).subtracting(visited)
print(frontier.count)
print(frontier.sorted { ($0.r, $0.c) < ($1.r, $1.c) }.map { "(\($0.r),\($0.c))" })

var counts: [Unordered: Int] = [:]
for (x, y) in [(1, 2), (2, 1), (3, 4), (4, 3), (1, 2), (5, 5)] {
  counts[Unordered(a: x, b: y), default: 0] += 1
}
print(counts.values.sorted())
print(counts[Unordered(a: 2, b: 1)]!, counts[Unordered(a: 4, b: 3)]!)
let grouped = Dictionary(grouping: [1, 2, 3, 4, 5, 6, 7], by: { $0 % 3 })
print(grouped.keys.sorted().map { "\($0):\(grouped[$0]!)" })

// expect: 6
// expect: 252
// expect: 184756
// expect: 100 100
// expect: 3
// expect: true
// expect: ["1-2", "1-3", "2-2"]
// expect: [1, 2, 5]
// expect: [1, 2, 3, 4, 5]
// expect: true false true
// expect: [1, 2, 3, 4]
// expect: true
// expect: 7
// expect: ["(-1,0)", "(-1,1)", "(0,-1)", "(0,2)", "(1,0)", "(1,2)", "(2,1)"]
// expect: [1, 2, 3]
// expect: 3 2
// expect: ["0:[3, 6]", "1:[1, 4, 7]", "2:[2, 5]"]
