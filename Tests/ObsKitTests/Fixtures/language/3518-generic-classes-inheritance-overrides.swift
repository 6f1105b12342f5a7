// Compiler test style: generic classes with inheritance, overrides and super calls
class Node<T> {
    var value: T
    init(_ v: T) { value = v }
    func describe() -> String { "Node(\(value))" }
    func kind() -> String { "node" }
    class func label() -> String { "Node<\(T.self)>" }
}
class Labeled<T>: Node<T> {
    var label: String
    init(_ v: T, label: String) { self.label = label; super.init(v) }
    override func describe() -> String { label + ":" + super.describe() }
    override class func label() -> String { "Labeled<\(T.self)>" }
}
class IntNode: Node<Int> {
    override func describe() -> String { "IntNode(\(value * 2))" }
    override func kind() -> String { "int-" + super.kind() }
}
let nodes: [Node<Int>] = [Node(1), Labeled(2, label: "L"), IntNode(3)]
for n in nodes { print(n.describe(), n.kind(), type(of: n)) }
print(Node<String>.label(), Labeled<Double>.label())
let meta: Node<Int>.Type = Labeled<Int>.self
print(meta.label())
print(type(of: nodes[2]).label())

func describeAll<T>(_ ns: [Node<T>]) -> [String] { ns.map { $0.describe() } }
print(describeAll([Labeled("x", label: "a"), Node("y")]))
print(nodes.map { $0 is Labeled<Int> })
print(nodes.compactMap { ($0 as? IntNode)?.value })

class Cell<T: Comparable> {
    var items: [T]
    init(_ xs: [T]) { items = xs }
    func best() -> T? { items.max() }
}
class MinCell<T: Comparable>: Cell<T> {
    override func best() -> T? { items.min() }
}
let cells: [Cell<String>] = [Cell(["b", "c", "a"]), MinCell(["b", "c", "a"])]
print(cells.map { $0.best() ?? "-" })
print(MinCell<Int>([]).best() as Any)
// expect: Node(1) node Node<Int>
// expect: L:Node(2) node Labeled<Int>
// expect: IntNode(6) int-node IntNode
// expect: Node<String> Labeled<Double>
// expect: Labeled<Int>
// expect: Node<Int>
// expect: ["a:Node(x)", "Node(y)"]
// expect: [false, true, false]
// expect: [3]
// expect: ["c", "a"]
// expect: nil
