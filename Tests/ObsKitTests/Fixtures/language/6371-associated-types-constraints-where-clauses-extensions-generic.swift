// Advanced Swift style (Protocols): associated types with constraints, where clauses on extensions, and a generic cache keyed by the associated type
protocol Store {
    associatedtype Key: Hashable & Comparable
    associatedtype Value
    var items: [Key: Value] { get set }
}
extension Store {
    mutating func put(_ v: Value, for k: Key) { items[k] = v }
    var sortedKeys: [Key] { items.keys.sorted() }
}
extension Store where Value: Numeric {
    var total: Value { items.values.reduce(0, +) }
}
extension Store where Value == String {
    var joined: String { sortedKeys.map { items[$0]! }.joined(separator: " ") }
}

struct Prices: Store { var items: [String: Double] = [:] }
struct Words: Store { var items: [Int: String] = [:] }

var prices = Prices()
prices.put(2.5, for: "tea")
prices.put(1.25, for: "bun")
print(prices.sortedKeys, prices.total)
var words = Words()
words.put("world", for: 2)
words.put("hello", for: 1)
print(words.joined, words.sortedKeys)

protocol Container {
    associatedtype Item
    var elements: [Item] { get }
}
extension Container where Item: Comparable {
    var smallest: Item? { elements.min() }
}
extension Container where Item: Sequence, Item.Element == Int {
    var flatSum: Int { elements.map { $0.reduce(0, +) }.reduce(0, +) }
}
struct Bag<T>: Container { var elements: [T] }
print(Bag(elements: [3, 1, 2]).smallest!, Bag(elements: ["b", "a"]).smallest!)
print(Bag(elements: [[1, 2], [3]]).flatSum)

func merge<A: Store, B: Store>(_ a: A, _ b: B) -> [String] where A.Key == B.Key {
    Array(Set(a.items.keys).union(b.items.keys)).sorted().map { "\($0)" }
}
var more = Prices()
more.put(9, for: "jam")
more.put(1, for: "tea")
print(merge(prices, more))
func firstItem<C: Container>(_ c: C) -> C.Item? { c.elements.first }
print(firstItem(Bag(elements: ["x"])) as Any, firstItem(Bag<Int>(elements: [])) as Any)

// expect: ["bun", "tea"] 3.75
// expect: hello world [1, 2]
// expect: 1 a
// expect: 6
// expect: ["bun", "jam", "tea"]
// expect: Optional("x") nil
