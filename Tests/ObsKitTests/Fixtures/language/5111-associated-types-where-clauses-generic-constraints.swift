// Compiler test style (test/Interpreter/associated_types.swift): associated types, where clauses, generic constraints
protocol Container {
  associatedtype Item
  var items: [Item] { get }
  mutating func add(_ item: Item)
}
extension Container {
  var count: Int { items.count }
  func first(where p: (Item) -> Bool) -> Item? { items.first(where: p) }
}
extension Container where Item: Comparable {
  var largest: Item? { items.max() }
}
extension Container where Item == String {
  var joined: String { items.joined(separator: "|") }
}

struct IntBag: Container {
  var items: [Int] = []
  mutating func add(_ item: Int) { items.append(item) }
}
struct Queue<T>: Container {
  var items: [T] = []
  mutating func add(_ item: T) { items.insert(item, at: 0) }
}

var bag = IntBag()
[5, 1, 9, 3].forEach { bag.add($0) }
print(bag.count, bag.largest as Any, bag.first { $0 > 4 } as Any)
var q = Queue<String>()
q.add("x"); q.add("y"); q.add("z")
print(q.items, q.joined, q.largest as Any)

func allMatch<C1: Container, C2: Container>(_ a: C1, _ b: C2) -> Bool where C1.Item == C2.Item, C1.Item: Equatable {
  a.items == b.items
}
var q2 = Queue<Int>()
[3, 9, 1, 5].forEach { q2.add($0) }
print(allMatch(bag, q2), allMatch(IntBag(items: [1]), Queue(items: [1])))

protocol Shape { associatedtype Measure: Numeric; var area: Measure { get } }
struct Sq: Shape { var s: Int; var area: Int { s * s } }
struct Ci: Shape { var r: Double; var area: Double { 3.0 * r * r } }
func totalArea<S: Shape>(_ xs: [S]) -> S.Measure { xs.reduce(0) { $0 + $1.area } }
print(totalArea([Sq(s: 2), Sq(s: 3)]), totalArea([Ci(r: 1), Ci(r: 0.5)]))

protocol Producer { associatedtype Output = Int; func produce() -> Output }
struct Defaulted: Producer { func produce() -> Int { 7 } }
struct Texty: Producer { func produce() -> String { "text" } }
func run<P: Producer>(_ p: P) -> String { "\(P.Output.self): \(p.produce())" }
print(run(Defaulted()), run(Texty()))

func sumAll<S: Sequence>(_ s: S) -> S.Element where S.Element: AdditiveArithmetic {
  s.reduce(.zero, +)
}
print(sumAll([1, 2, 3]), sumAll([0.5, 0.25]), sumAll(Set([4, 4, 5])))
func pairs<S: Sequence, T: Sequence>(_ a: S, _ b: T) -> [String] where S.Element: CustomStringConvertible, T.Element == Bool {
  zip(a, b).map { "\($0.0)\($0.1 ? "+" : "-")" }
}
print(pairs([1, 2, 3], [true, false, true]))
let anyContainer: any Container = IntBag(items: [4, 2])
print(anyContainer.count)

// expect: 4 Optional(9) Optional(5)
// expect: ["z", "y", "x"] z|y|x Optional("z")
// expect: true true
// expect: 13 3.75
// expect: Int: 7 String: text
// expect: 6 0.75 9
// expect: ["1+", "2-", "3+"]
// expect: 2
