// Advanced Swift style (conditional conformance): a generic Pair and a wrapper that become Equatable, Comparable, Hashable and CustomStringConvertible only when their parts are
struct Pair<A, B> {
    var first: A
    var second: B
}
extension Pair: Equatable where A: Equatable, B: Equatable {}
extension Pair: Hashable where A: Hashable, B: Hashable {}
extension Pair: Comparable where A: Comparable, B: Comparable {
    static func < (l: Pair, r: Pair) -> Bool { (l.first, l.second) < (r.first, r.second) }
}
extension Pair: CustomStringConvertible {
    var description: String { "⟨\(first), \(second)⟩" }
}

enum Tree<Value> {
    case leaf
    indirect case node(Tree, Value, Tree)
}
extension Tree: Equatable where Value: Equatable {}
extension Tree where Value: Comparable {
    func inserting(_ v: Value) -> Tree {
        switch self {
        case .leaf: return .node(.leaf, v, .leaf)
        case let .node(l, x, r):
            return v < x ? .node(l.inserting(v), x, r) : .node(l, x, r.inserting(v))
        }
    }
    var inOrder: [Value] {
        if case let .node(l, x, r) = self { return l.inOrder + [x] + r.inOrder }
        return []
    }
}

let pairs = [Pair(first: 2, second: "b"), Pair(first: 1, second: "z"), Pair(first: 2, second: "a")]
print(pairs.sorted())
print(pairs.max()!, pairs.contains(Pair(first: 1, second: "z")))
print(Set(pairs + pairs).count)
let nested = Pair(first: Pair(first: 1, second: 2), second: [3, 4])
print(nested, nested == Pair(first: Pair(first: 1, second: 2), second: [3, 4]))
print([Pair(first: "x", second: 1)] == [Pair(first: "x", second: 1)])
let optionalPairs: [Pair<Int, Int>?] = [Pair(first: 1, second: 1), nil]
print(optionalPairs.contains(nil), optionalPairs.first! == Pair(first: 1, second: 1))

let tree = [5, 2, 8, 1, 9, 3].reduce(Tree<Int>.leaf) { $0.inserting($1) }
print(tree.inOrder)
print(tree == [5, 2, 8, 1, 9, 3].reduce(.leaf) { $0.inserting($1) })
print(tree == Tree.leaf.inserting(5))
let stringTree = ["m", "c", "x"].reduce(Tree<String>.leaf) { $0.inserting($1) }
print(stringTree.inOrder.joined())

// expect: [⟨1, z⟩, ⟨2, a⟩, ⟨2, b⟩]
// expect: ⟨2, b⟩ true
// expect: 3
// expect: ⟨⟨1, 2⟩, [3, 4]⟩ true
// expect: true
// expect: true true
// expect: [1, 2, 3, 5, 8, 9]
// expect: true
// expect: false
// expect: cmx
