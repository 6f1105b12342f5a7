// Blog style (nested generics): generic types nested inside generic types, with constrained extensions
struct Tree<Value> {
    indirect enum Node {
        case leaf(Value)
        case branch(Node, Node)

        func fold<R>(leaf: (Value) -> R, branch: (R, R) -> R) -> R {
            switch self {
            case .leaf(let v): leaf(v)
            case .branch(let l, let r): branch(l.fold(leaf: leaf, branch: branch), r.fold(leaf: leaf, branch: branch))
            }
        }
    }
    var root: Node

    struct Path<Step: CustomStringConvertible> {
        var steps: [Step] = []
        var rendered: String { steps.map(\.description).joined(separator: "/") }
    }

    func map<T>(_ f: (Value) -> T) -> Tree<T> {
        Tree<T>(root: root.fold(leaf: { .leaf(f($0)) }, branch: { .branch($0, $1) }))
    }
    var leaves: [Value] { root.fold(leaf: { [$0] }, branch: +) }
    var depth: Int { root.fold(leaf: { _ in 1 }, branch: { max($0, $1) + 1 }) }
}

extension Tree where Value: Numeric {
    var sum: Value { root.fold(leaf: { $0 }, branch: +) }
}

extension Tree.Node where Value == String {
    var shout: String { fold(leaf: { $0.uppercased() }, branch: { "(\($0) \($1))" }) }
}

enum Side: String, CustomStringConvertible { case left = "L", right = "R"; var description: String { rawValue } }

struct Registry<Key: Hashable & Comparable> {
    struct Entry<Payload> {
        let key: Key
        let payload: Payload
        func mapPayload<New>(_ f: (Payload) -> New) -> Entry<New> { Entry<New>(key: key, payload: f(payload)) }
    }
    static func sorted<P>(_ entries: [Entry<P>]) -> [Entry<P>] { entries.sorted { $0.key < $1.key } }
}

typealias N = Tree<Int>.Node
let t = Tree(root: N.branch(.branch(.leaf(3), .leaf(4)), .branch(.leaf(5), .branch(.leaf(6), .leaf(7)))))
print("leaves \(t.leaves), depth \(t.depth), sum \(t.sum)")
let asText = t.map { "n\($0)" }
print(asText.leaves)
print(asText.root.shout)
print(t.map { Double($0) / 2 }.sum)

var path = Tree<Int>.Path<Side>()
path.steps = [.left, .right, .right]
print("path: \(path.rendered)")
let numericPath = Tree<String>.Path<Int>(steps: [0, 1, 1, 0])
print("numeric path: \(numericPath.rendered)")
print(String(describing: type(of: path)))

let entries: [Registry<String>.Entry<Int>] = [.init(key: "zeta", payload: 3), .init(key: "alpha", payload: 10), .init(key: "mid", payload: 7)]
for e in Registry<String>.sorted(entries).map({ $0.mapPayload { String(repeating: "*", count: $0) } }) {
    print(e.key, e.payload)
}
// expect: leaves [3, 4, 5, 6, 7], depth 4, sum 25
// expect: ["n3", "n4", "n5", "n6", "n7"]
// expect: ((N3 N4) (N5 (N6 N7)))
// expect: 12.5
// expect: path: L/R/R
// expect: numeric path: 0/1/1/0
// expect: Path<Side>
// expect: alpha **********
// expect: mid *******
// expect: zeta ***
