// Compiler test style: conditional conformance, associated type inference and constrained protocol extensions
protocol Summarizable { func summary() -> String }
extension Int: Summarizable { func summary() -> String { "i\(self)" } }
extension String: Summarizable { func summary() -> String { "s'\(self)'" } }
extension Array: Summarizable where Element: Summarizable {
    func summary() -> String { "[" + map { $0.summary() }.joined(separator: ",") + "]" }
}
extension Optional: Summarizable where Wrapped: Summarizable {
    func summary() -> String { self.map { "some(\($0.summary()))" } ?? "none" }
}
print(3.summary(), "x".summary(), [1, 2].summary(), [[1], [2, 3]].summary())
print(Optional(5).summary(), Optional<Int>.none.summary(), [Optional("a"), nil].summary())
func summarize<T: Summarizable>(_ t: T) -> String { t.summary() }
print(summarize([["a", "b"]]))
print(([1] as Any) is Summarizable, ([1.5] as Any) is Summarizable)
protocol Container {
    associatedtype Item
    var items: [Item] { get }
    mutating func add(_ item: Item)
}
extension Container {
    var count: Int { items.count }
    func first() -> Item? { items.first }
}
extension Container where Item: Comparable { func largest() -> Item? { items.max() } }
extension Container where Item == String { func joined() -> String { items.joined(separator: "+") } }
struct Stack<T>: Container {
    var items: [T] = []
    mutating func add(_ item: T) { items.append(item) }
}
struct Bag: Container {
    var items: [Double] = []
    mutating func add(_ item: Double) { items.append(item) }
}
var s = Stack<String>()
s.add("b"); s.add("a"); s.add("c")
print(s.count, s.first() as Any, s.largest() as Any, s.joined())
var b = Bag()
b.add(2.5); b.add(-1)
print(b.count, b.largest() as Any, type(of: b).Item.self)
func allItems<C: Container>(_ c: C) -> [C.Item] where C.Item: Hashable { Array(Set(c.items)).sorted { "\($0)" < "\($1)" } }
print(allItems(s))
extension Sequence where Element: Numeric { func total() -> Element { reduce(0, +) } }
extension Collection where Element: BinaryInteger { func average() -> Double { isEmpty ? 0 : Double(Int(reduce(0, +))) / Double(count) } }
print([1, 2, 3].total(), [1.5, 2.5].total(), (1...4).average(), [Int]().average())
extension Array where Element == Int { func doubled() -> [Int] { map { $0 * 2 } } }
print([5, 6].doubled())

// expect: i3 s'x' [i1,i2] [[i1],[i2,i3]]
// expect: some(i5) none [some(s'a'),none]
// expect: [[s'a',s'b']]
// expect: true false
// expect: 3 Optional("b") Optional("c") b+a+c
// expect: 2 Optional(2.5) Double
// expect: ["a", "b", "c"]
// expect: 6 4.0 2.5 0.0
// expect: [10, 12]
