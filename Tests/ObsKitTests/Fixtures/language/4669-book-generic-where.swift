// Swift book style: extensions with generic where clauses and contextual where clauses
struct Stack<Element> {
  var items: [Element] = []
  mutating func push(_ item: Element) { items.append(item) }
  mutating func pop() -> Element? { items.popLast() }
}

extension Stack where Element: Equatable {
  func isTop(_ item: Element) -> Bool { items.last == item }
  func count(of item: Element) -> Int { items.filter { $0 == item }.count }
}
extension Stack where Element: Numeric {
  func sum() -> Element { items.reduce(0, +) }
}
extension Stack where Element == String {
  func joined() -> String { items.joined(separator: " ") }
}
extension Stack {
  func sorted() -> [Element] where Element: Comparable { items.sorted() }
  func total() -> Int where Element == Int { items.reduce(0, +) + 0 }
}

var ints = Stack<Int>()
for i in [5, 3, 5, 1] { ints.push(i) }
print(ints.isTop(1), ints.count(of: 5), ints.sum(), ints.sorted(), ints.total())

var words = Stack<String>()
words.push("hello"); words.push("generic"); words.push("world")
print(words.joined(), words.isTop("world"), words.sorted())

var doubles = Stack<Double>()
doubles.push(1.5); doubles.push(2.25)
print(doubles.sum(), doubles.sorted())

protocol Container {
  associatedtype Item
  var items: [Item] { get }
}
extension Stack: Container {}
extension Container where Item: Equatable {
  func startsWith(_ item: Item) -> Bool { items.first == item }
}
extension Container where Item == Double {
  func average() -> Double { items.reduce(0, +) / Double(items.count) }
}
print(ints.startsWith(5), words.startsWith("x"), doubles.average())

extension Array where Element: Hashable {
  func uniqued() -> [Element] {
    var seen = Set<Element>()
    return filter { seen.insert($0).inserted }
  }
}
print([3, 1, 3, 2, 1].uniqued(), ["b", "a", "b"].uniqued())

extension Sequence where Element: Numeric & Comparable {
  func clampedSum(max m: Element) -> Element { Swift.min(reduce(0, +), m) }
}
print([1, 2, 3].clampedSum(max: 5), [0.5, 0.25].clampedSum(max: 10))

extension Dictionary where Value: Numeric {
  mutating func add(_ v: Value, to key: Key) { self[key, default: 0] += v }
}
var tally: [String: Int] = [:]
for w in ["a", "b", "a"] { tally.add(1, to: w) }
print(tally.sorted { $0.key < $1.key })

extension Optional where Wrapped == String {
  var orEmpty: String { self ?? "" }
}
let name: String? = nil
print("[" + name.orEmpty + "]", "[" + Optional("x").orEmpty + "]")

func largest<T>(_ xs: [T]) -> T? where T: Comparable { xs.max() }
func describe<T>(_ xs: [T]) -> String where T: CustomStringConvertible, T: Comparable {
  "largest: \(largest(xs)?.description ?? "none")"
}
print(describe([4, 9, 2]), describe(["pear", "apple"]), describe([Double]()))

// expect: true 2 14 [1, 3, 5, 5] 14
// expect: hello generic world true ["generic", "hello", "world"]
// expect: 3.75 [1.5, 2.25]
// expect: true false 1.875
// expect: [3, 1, 2] ["b", "a"]
// expect: 5 0.75
// expect: [(key: "a", value: 2), (key: "b", value: 1)]
// expect: [] [x]
// expect: largest: 9 largest: pear largest: none
