// App code style: protocol with associated type for containers, default extension methods, generic where
protocol Container {
    associatedtype Item
    var items: [Item] { get }
    mutating func add(_ item: Item)
}
extension Container {
    var size: Int { items.count }
    func describe() -> String { "container of \(size)" }
}
extension Container where Item: Numeric {
    var total: Item { items.reduce(0, +) }
}
extension Container where Item == String {
    func describe() -> String { "words: " + items.joined(separator: "/") }
}

struct Bag<T>: Container {
    var items: [T] = []
    mutating func add(_ item: T) { items.append(item) }
}
struct SortedBox<T: Comparable>: Container {
    private(set) var items: [T] = []
    mutating func add(_ item: T) {
        let i = items.firstIndex { $0 > item } ?? items.endIndex
        items.insert(item, at: i)
    }
}

func fill<C: Container>(_ c: inout C, with xs: [C.Item]) { xs.forEach { c.add($0) } }
func generic<C: Container>(_ c: C) -> String { c.describe() }
func same<A: Container, B: Container>(_ a: A, _ b: B) -> Bool where A.Item == B.Item, A.Item: Equatable {
    a.items == b.items
}

var bag = Bag<Int>()
fill(&bag, with: [5, 1, 4])
var box = SortedBox<Int>()
fill(&box, with: [5, 1, 4, 1])
print(bag.items, bag.total, bag.describe())
print(box.items, box.total, box.size)
var words = Bag<String>()
fill(&words, with: ["to", "be", "or"])
print(words.describe())
print(generic(words))
var ws = SortedBox<String>()
fill(&ws, with: ["pear", "fig", "apple"])
print(ws.describe(), ws.items)
print(same(bag, box), same(Bag(items: [1, 4]), SortedBox<Int>().adding(4).adding(1)))
extension SortedBox { func adding(_ x: T) -> SortedBox { var c = self; c.add(x); return c } }
var dbl = Bag<Double>()
fill(&dbl, with: [0.5, 0.25, 2])
print(dbl.total, dbl.describe())
// expect: [5, 1, 4] 10 container of 3
// expect: [1, 1, 4, 5] 11 4
// expect: words: to/be/or
// expect: container of 3
// expect: words: apple/fig/pear ["apple", "fig", "pear"]
// expect: false true
// expect: 2.75 container of 3
