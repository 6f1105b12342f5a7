// A protocol with an associated type, implemented by a generic struct and used generically.
protocol Container {
    associatedtype Item
    var count: Int { get }
    mutating func append(_ item: Item)
    subscript(i: Int) -> Item { get }
}
struct Queue<Element>: Container {
    var items: [Element] = []
    var count: Int { items.count }
    mutating func append(_ item: Element) { items.append(item) }
    subscript(i: Int) -> Element { items[i] }
}
func describe<C: Container>(_ c: C) -> String where C.Item: CustomStringConvertible {
    var parts: [String] = []
    for i in 0..<c.count { parts.append(c[i].description) }
    return "[" + parts.joined(separator: " | ") + "]"
}
var q = Queue<Int>()
q.append(4)
q.append(5)
print(q.count, q[1])
print(describe(q))
var names = Queue<String>()
names.append("x")
print(describe(names))

// expect: 2 5
// expect: [4 | 5]
// expect: [x]
