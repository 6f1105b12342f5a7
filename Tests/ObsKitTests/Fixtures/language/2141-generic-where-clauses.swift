// Compiler test style: generic functions and extensions with where clauses over associated types
func allEqual<C: Collection>(_ c: C) -> Bool where C.Element: Equatable {
  guard let f = c.first else { return true }
  return c.allSatisfy { $0 == f }
}

func commonPrefix<A: Sequence, B: Sequence>(_ a: A, _ b: B) -> [A.Element]
  where A.Element == B.Element, A.Element: Equatable {
  var out: [A.Element] = []
  for (x, y) in zip(a, b) {
    if x != y { break }
    out.append(x)
  }
  return out
}

func sumOfKeys<D: Sequence, K: Numeric, V>(_ d: D) -> K where D.Element == (key: K, value: V) {
  d.reduce(0) { $0 + $1.key }
}

extension Sequence where Element: Hashable {
  func frequencies() -> [(Element, Int)] {
    var counts: [Element: Int] = [:]
    var order: [Element] = []
    for x in self {
      if counts[x] == nil { order.append(x) }
      counts[x, default: 0] += 1
    }
    return order.map { ($0, counts[$0]!) }
  }
}

extension Collection where Element: Numeric, Index == Int {
  func weightedSum() -> Element {
    var total: Element = 0
    for i in indices { total += Element(exactly: i + 1)! * self[i] }
    return total
  }
}

extension Array where Element == String {
  var initials: String { map { String($0.prefix(1)) }.joined() }
}

struct Box<T> { var value: T }
extension Box where T: Comparable {
  func clamped(_ lo: T, _ hi: T) -> Box { Box(value: min(max(value, lo), hi)) }
}
extension Box: Equatable where T: Equatable {}

print(allEqual([3, 3, 3]), allEqual("aab"), allEqual([Int]()))
print(commonPrefix([1, 2, 3, 4], [1, 2, 9]), String(commonPrefix("swiftly", "swiftc")))
print(sumOfKeys([3: "a", 4: "b"]) as Int)
print("mississippi".frequencies().map { "\($0.0)\($0.1)" }.joined(separator: " "))
print([10, 20, 30].weightedSum(), [1.5, 2.0].weightedSum())
print(["Grace", "Brewster", "Hopper"].initials)
print(Box(value: 15).clamped(0, 10).value, Box(value: "m").clamped("n", "z").value)
print(Box(value: 2) == Box(value: 2), Box(value: [1]) == Box(value: [2]))

// expect: true false true
// expect: [1, 2] swift
// expect: 7
// expect: m1 i4 s4 p2
// expect: 140 5.5
// expect: GBH
// expect: 10 n
// expect: true false
