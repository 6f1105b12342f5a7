// Compiler test style (generics): generic class inheritance, overriding in generic subclasses, and concrete subclasses of generic bases
class Store<T> {
    var items: [T]
    init(_ items: [T]) { self.items = items }
    func describe() -> String { return "Store<\(T.self)> of \(items.count)" }
    func first() -> T? { return items.first }
    class var kind: String { return "store" }
}

class SortedStore<T: Comparable>: Store<T> {
    override init(_ items: [T]) { super.init(items.sorted()) }
    override func describe() -> String { return "Sorted " + super.describe() }
    func insert(_ x: T) {
        let idx = items.firstIndex { $0 > x } ?? items.count
        items.insert(x, at: idx)
    }
    override class var kind: String { return "sorted " + super.kind }
}

final class Names: SortedStore<String> {
    override func describe() -> String { return "Names: " + items.joined(separator: ",") }
}

let s = Store([3, 1, 2])
let ss = SortedStore([3, 1, 2])
ss.insert(0)
ss.insert(5)
let n = Names(["zed", "amy", "kim"])
n.insert("bob")
let all: [Store<Int>] = [s, ss]
for x in all { print(x.describe(), x.first() as Any) }
print(n.describe(), n.first() ?? "-")
print(type(of: s), type(of: ss), type(of: n))
print(Store<Int>.kind, SortedStore<Int>.kind, Names.kind)

let base: Store<String> = n
print(base is SortedStore<String>, base is Names, base.describe())
if let sorted = base as? SortedStore<String> { sorted.insert("ann"); print(sorted.items) }

class Node<Value> {
    let value: Value
    init(value: Value) { self.value = value }
    func render() -> String { return "\(value)" }
}
class Labeled<Value>: Node<Value> {
    let label: String
    init(_ label: String, _ value: Value) { self.label = label; super.init(value: value) }
    override func render() -> String { return label + "=" + super.render() }
}
let nodes: [Node<Int>] = [Node(value: 1), Labeled("two", 2)]
print(nodes.map { $0.render() })
print(nodes.map { "\(type(of: $0))" })

// expect: Store<Int> of 3 Optional(3)
// expect: Sorted Store<Int> of 5 Optional(0)
// expect: Names: amy,bob,kim,zed amy
// expect: Store<Int> SortedStore<Int> Names
// expect: store sorted store sorted store
// expect: true true Names: amy,bob,kim,zed
// expect: ["amy", "ann", "bob", "kim", "zed"]
// expect: ["1", "two=2"]
// expect: ["Node<Int>", "Labeled<Int>"]
