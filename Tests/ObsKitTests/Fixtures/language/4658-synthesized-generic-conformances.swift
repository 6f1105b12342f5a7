// Compiler test style: synthesized Equatable, Hashable and Comparable on generic types
struct Pair<A, B> {
  var first: A
  var second: B
}
extension Pair: Equatable where A: Equatable, B: Equatable {}
extension Pair: Hashable where A: Hashable, B: Hashable {}

print(Pair(first: 1, second: "a") == Pair(first: 1, second: "a"))
print(Pair(first: 1, second: "a") == Pair(first: 1, second: "b"))
let set: Set = [Pair(first: 1, second: 2), Pair(first: 1, second: 2), Pair(first: 2, second: 1)]
print(set.count)
var counts: [Pair<String, Int>: Int] = [:]
for p in [Pair(first: "x", second: 1), Pair(first: "x", second: 1), Pair(first: "y", second: 1)] {
  counts[p, default: 0] += 1
}
print(counts[Pair(first: "x", second: 1)]!, counts[Pair(first: "y", second: 1)]!)

enum Priority: Comparable { case low, medium, high }
print(Priority.low < .high, [Priority.high, .low, .medium].sorted())
print([Priority.medium, .high].max()!)

enum Version: Comparable {
  case alpha(Int)
  case beta(Int)
  case release(major: Int, minor: Int)
}
let vs: [Version] = [.release(major: 1, minor: 2), .alpha(3), .beta(1), .release(major: 1, minor: 0), .alpha(1)]
print(vs.sorted())
print(Version.beta(9) < .release(major: 0, minor: 0))

enum Tree<T: Equatable>: Equatable {
  case leaf
  indirect case node(Tree, T, Tree)
}
let t1: Tree<Int> = .node(.leaf, 1, .node(.leaf, 2, .leaf))
let t2: Tree<Int> = .node(.leaf, 1, .node(.leaf, 2, .leaf))
let t3: Tree<Int> = .node(.leaf, 1, .leaf)
print(t1 == t2, t1 == t3, Tree<String>.leaf == .leaf)

struct Wrapper<T> { let v: T }
extension Wrapper: Equatable where T: Equatable {}
func eqOrNot<T>(_ a: T, _ b: T) -> String {
  if let x = a as? any Equatable {
    return check(x, b) ? "equal" : "not equal"
  }
  return "not equatable"
}
func check<E: Equatable>(_ a: E, _ b: Any) -> Bool {
  guard let b = b as? E else { return false }
  return a == b
}
print(eqOrNot(Wrapper(v: 3), Wrapper(v: 3)))
print(eqOrNot(Wrapper(v: 3), Wrapper(v: 4)))
print(eqOrNot(Wrapper(v: [1]), Wrapper(v: [1])))
struct NotEq {}
print(eqOrNot(Wrapper(v: NotEq()), Wrapper(v: NotEq())))

struct Point: Hashable, Comparable, CustomStringConvertible {
  var x: Int, y: Int
  static func < (a: Point, b: Point) -> Bool { (a.x, a.y) < (b.x, b.y) }
  var description: String { "(\(x),\(y))" }
}
let pts = [Point(x: 2, y: 1), Point(x: 1, y: 5), Point(x: 1, y: 2), Point(x: 2, y: 1)]
print(pts.sorted(), Set(pts).count, pts.min()!, pts.max()!)
print(Dictionary(grouping: pts, by: \.x).mapValues(\.count).sorted { $0.key < $1.key })

struct Generic<T: Comparable>: Comparable {
  var items: [T]
  static func < (a: Generic, b: Generic) -> Bool { a.items.lexicographicallyPrecedes(b.items) }
}
let gs = [Generic(items: [2]), Generic(items: [1, 9]), Generic(items: [1, 3])]
print(gs.sorted().map(\.items))
print(Generic(items: ["a"]) == Generic(items: ["a"]), Generic(items: ["b"]) > Generic(items: ["a", "z"]))

// expect: true
// expect: false
// expect: 2
// expect: 2 1
// expect: true [main.Priority.low, main.Priority.medium, main.Priority.high]
// expect: high
// expect: [main.Version.alpha(1), main.Version.alpha(3), main.Version.beta(1), main.Version.release(major: 1, minor: 0), main.Version.release(major: 1, minor: 2)]
// expect: true
// expect: true false true
// expect: equal
// expect: not equal
// expect: equal
// expect: not equatable
// expect: [(1,2), (1,5), (2,1), (2,1)] 3 (1,2) (2,1)
// expect: [(key: 1, value: 2), (key: 2, value: 2)]
// expect: [[1, 3], [1, 9], [2]]
// expect: true true
