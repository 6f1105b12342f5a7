// Swift by Sundell style (generic containers with associated types): a Container protocol, conditional conformance and where-clause generics
protocol Container<Item> {
    associatedtype Item
    var items: [Item] { get }
    mutating func add(_ item: Item)
}

extension Container {
    var count: Int { items.count }
    subscript(i: Int) -> Item { items[i] }
}

extension Container where Item: Equatable {
    func allMatch(_ other: some Container<Item>) -> Bool {
        count == other.count && zip(items, other.items).allSatisfy(==)
    }
}

protocol NamedContainer: Container where Item: CustomStringConvertible {
    var label: String { get }
}

extension NamedContainer {
    var summary: String { "\(label)[\(items.map(\.description).joined(separator: ","))]" }
}

struct IntStack: Container {
    var items: [Int] = []
    mutating func add(_ item: Int) { items.append(item) }
}

struct Queue<Element>: Container {
    var items: [Element] = []
    mutating func add(_ item: Element) { items.insert(item, at: 0) }
}

extension Queue: Equatable where Element: Equatable {}
extension Queue: NamedContainer where Element: CustomStringConvertible {
    var label: String { "Queue<\(Element.self)>" }
}

func firstLarger<C1: Container, C2: Container>(_ a: C1, _ b: C2) -> C1.Item?
where C1.Item == C2.Item, C1.Item: Comparable {
    for (x, y) in zip(a.items, b.items) where x > y { return x }
    return nil
}

var s = IntStack()
var q = Queue<Int>()
for n in [3, 1, 4] { s.add(n); q.add(n) }
print(s.items, q.items, s.count, q[0], s[2])
print(s.allMatch(q), s.allMatch(IntStack(items: [3, 1, 4])))
print(firstLarger(s, q) as Any, firstLarger(q, s) as Any)
print(q.summary)
var names = Queue<String>()
names.add("a"); names.add("b")
print(names.summary, names == Queue(items: ["b", "a"]), names == Queue())
func describe<C: Container>(_ c: C) -> String { "\(type(of: c)) holding \(C.Item.self) x\(c.count)" }
print(describe(s), "|", describe(names), "|", describe(Queue<[Double]>()))
func total(_ c: some Container<Int>) -> Int { c.items.reduce(0, +) }
print(total(s), total(q))

// expect: [3, 1, 4] [4, 1, 3] 3 4 4
// expect: false true
// expect: Optional(4) Optional(4)
// expect: Queue<Int>[4,1,3]
// expect: Queue<String>[b,a] true false
// expect: IntStack holding Int x3 | Queue<String> holding String x2 | Queue<Array<Double>> holding Array<Double> x0
// expect: 8 8
