// Book style (Generics): generic typealiases, class constraints and identity checks in a registry
typealias Pair<T> = (first: T, second: T)
typealias Lookup<Value> = [String: Value]
typealias Transform<T> = (T) -> T

class Node: CustomStringConvertible {
    let id: String
    var links: [Node] = []
    init(_ id: String) { self.id = id }
    var description: String { "Node(\(id))" }
}

final class Leaf: Node {}

struct Registry<T: AnyObject> {
    private var items: Lookup<T> = [:]
    mutating func register(_ item: T, as key: String) -> Bool {
        if let existing = items[key], existing === item { return false }
        items[key] = item
        return true
    }
    func find(_ key: String) -> T? { items[key] }
    var keys: [String] { items.keys.sorted() }
}

func same<T: AnyObject>(_ p: Pair<T>) -> Bool { p.first === p.second }

func twice<T>(_ f: @escaping Transform<T>) -> Transform<T> { { f(f($0)) } }

func connect<N: Node>(_ nodes: [N]) -> [N] {
    for (a, b) in zip(nodes, nodes.dropFirst()) { a.links.append(b) }
    return nodes
}

let root = Node("root")
let leafA = Leaf("a")
let leafB = Leaf("b")
var registry = Registry<Node>()
print(registry.register(root, as: "r"))
print(registry.register(root, as: "r"))
print(registry.register(leafA, as: "a"), registry.register(leafB, as: "a"))
print(registry.keys, registry.find("a") as Any, registry.find("z") as Any)
print(same((root, root)), same((leafA, leafB)))
let pair: Pair<Int> = (3, 4)
print(pair, pair.first + pair.second, type(of: pair))
let addFive: Transform<Int> = { $0 + 5 }
print(twice(addFive)(1), twice(twice(addFive))(0))
print(twice { (s: String) in s + "!" }("hey"))
let chain = connect([root, leafA, leafB])
print(chain.map { "\($0.id)->\($0.links.map(\.id))" })
print(type(of: chain), type(of: connect([leafA])))
var leaves = Registry<Leaf>()
_ = leaves.register(leafB, as: "b")
print(leaves.find("b").map { type(of: $0) } as Any)
let table: Lookup<Pair<String>> = ["k": ("x", "y")]
print(table["k"] as Any)

// expect: true
// expect: false
// expect: true true
// expect: ["a", "r"] Optional(Node(b)) nil
// expect: true false
// expect: (first: 3, second: 4) 7 (first: Int, second: Int)
// expect: 11 20
// expect: hey!!
// expect: ["root->[\"a\"]", "a->[\"b\"]", "b->[]"]
// expect: Array<Node> Array<Leaf>
// expect: Optional(main.Leaf)
// expect: Optional((first: "x", second: "y"))
