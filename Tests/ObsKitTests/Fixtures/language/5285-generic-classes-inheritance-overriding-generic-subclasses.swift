// Compiler test style: generic classes with inheritance, overriding in generic subclasses and dynamic dispatch
class Node<T> {
    var value: T
    init(_ v: T) { value = v }
    func describe() -> String { "Node(\(value))" }
    func transform(_ f: (T) -> T) { value = f(value) }
}
class LabeledNode<T>: Node<T> {
    let label: String
    init(_ v: T, label: String) { self.label = label; super.init(v) }
    override func describe() -> String { "\(label): " + super.describe() }
}
final class IntNode: LabeledNode<Int> {
    init(_ v: Int) { super.init(v, label: "int") }
    override func describe() -> String { super.describe() + " parity=\(value % 2 == 0 ? "even" : "odd")" }
    override func transform(_ f: (Int) -> Int) { super.transform(f); value += 1000 }
}
let nodes: [Node<Int>] = [Node(1), LabeledNode(2, label: "two"), IntNode(3)]
for n in nodes { n.transform { $0 * 10 }; print(n.describe()) }
print(nodes.map { type(of: $0) })
print(nodes[2] is LabeledNode<Int>, nodes[1] is IntNode, (nodes[2] as? LabeledNode<Int>)?.label as Any)
class Repository<Entity> {
    private(set) var items: [Entity] = []
    func add(_ e: Entity) { items.append(e); didAdd(e) }
    func didAdd(_ e: Entity) {}
}
class LoggingRepository<Entity: CustomStringConvertible>: Repository<Entity> {
    var log: [String] = []
    override func didAdd(_ e: Entity) { log.append("added \(e)") }
}
let repo = LoggingRepository<Int>()
repo.add(5); repo.add(8)
print(repo.items, repo.log)
let baseRef: Repository<Int> = repo
baseRef.add(1)
print(repo.log.count)
class Pair<A, B> {
    let a: A, b: B
    init(_ a: A, _ b: B) { self.a = a; self.b = b }
    func swapped() -> Pair<B, A> { Pair<B, A>(b, a) }
}
class Same<T: Comparable>: Pair<T, T> { var ordered: Bool { a <= b } }
let p = Same(3, 1)
print(p.ordered, p.swapped().a, type(of: p.swapped()))
print(String(describing: type(of: repo)), String(reflecting: Pair<Int, String>.self))

// expect: Node(10)
// expect: two: Node(20)
// expect: int: Node(1030) parity=even
// expect: [main.Node<Swift.Int>, main.LabeledNode<Swift.Int>, main.IntNode]
// expect: true false Optional("int")
// expect: [5, 8] ["added 5", "added 8"]
// expect: 3
// expect: false 1 Pair<Int, Int>
// expect: LoggingRepository<Int> main.Pair<Swift.Int, Swift.String>
