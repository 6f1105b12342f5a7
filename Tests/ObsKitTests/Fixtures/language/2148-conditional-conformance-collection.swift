// Compiler test style: conditional Equatable, Hashable, Comparable and CustomStringConvertible on a generic collection
struct Pair<T> {
  var first: T
  var second: T
}

extension Pair: Collection {
  var startIndex: Int { 0 }
  var endIndex: Int { 2 }
  func index(after i: Int) -> Int { i + 1 }
  subscript(i: Int) -> T { i == 0 ? first : second }
}

extension Pair: Equatable where T: Equatable {}
extension Pair: Hashable where T: Hashable {}
extension Pair: Comparable where T: Comparable {
  static func < (a: Pair, b: Pair) -> Bool { a.lexicographicallyPrecedes(b) }
}
extension Pair: CustomStringConvertible where T: CustomStringConvertible {
  var description: String { "<\(first.description), \(second.description)>" }
}

func dedupe<T: Hashable>(_ xs: [T]) -> [T] {
  var seen = Set<T>()
  return xs.filter { seen.insert($0).inserted }
}

let p = Pair(first: 3, second: 1)
let q = Pair(first: 3, second: 2)
print(p, q)
print(p == q, p < q, p == Pair(first: 3, second: 1))
print([q, p, Pair(first: 1, second: 9)].sorted())
print(dedupe([p, q, p, Pair(first: 3, second: 1)]).count)
print(Array(p), p.max()!, p.contains(1))
let nested = Pair(first: Pair(first: 1, second: 2), second: Pair(first: 0, second: 5))
print(nested, nested.min()!)
print(nested.map { $0.reduce(0, +) })
let strs = Pair(first: "b", second: "a")
print(strs.sorted(), strs > Pair(first: "a", second: "z"))
var dict: [Pair<String>: Int] = [:]
dict[strs] = 1
dict[Pair(first: "b", second: "a")] = 2
print(dict.count, dict[strs]!)
struct NotEq { let x: Int }
let ne = Pair(first: NotEq(x: 1), second: NotEq(x: 2))
print(ne.map { $0.x }, ne.count)
print([Pair(first: 1, second: 1)] == [Pair(first: 1, second: 1)])

// expect: <3, 1> <3, 2>
// expect: false true true
// expect: [<1, 9>, <3, 1>, <3, 2>]
// expect: 2
// expect: [3, 1] 3 true
// expect: <<1, 2>, <0, 5>> <0, 5>
// expect: [3, 5]
// expect: ["a", "b"] true
// expect: 1 2
// expect: [1, 2] 2
// expect: true
