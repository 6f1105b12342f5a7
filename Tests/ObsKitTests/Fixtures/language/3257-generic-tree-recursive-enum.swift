// App code style: generic Tree with recursive enum, Equatable conditional conformance and fold
indirect enum Tree<Value> {
    case leaf
    case node(Tree<Value>, Value, Tree<Value>)
}

extension Tree {
    func fold<R>(_ leafValue: R, _ combine: (R, Value, R) -> R) -> R {
        switch self {
        case .leaf:
            return leafValue
        case let .node(l, v, r):
            return combine(l.fold(leafValue, combine), v, r.fold(leafValue, combine))
        }
    }
    var count: Int { fold(0) { $0 + 1 + $2 } }
    var inOrder: [Value] { fold([]) { $0 + [$1] + $2 } }
    var depth: Int { fold(0) { max($0, $2) + 1 } }
    func map<T>(_ f: (Value) -> T) -> Tree<T> {
        switch self {
        case .leaf: return .leaf
        case let .node(l, v, r): return .node(l.map(f), f(v), r.map(f))
        }
    }
}

extension Tree where Value: Comparable {
    func inserting(_ x: Value) -> Tree {
        switch self {
        case .leaf:
            return .node(.leaf, x, .leaf)
        case let .node(l, v, r):
            if x < v { return .node(l.inserting(x), v, r) }
            if x > v { return .node(l, v, r.inserting(x)) }
            return self
        }
    }
    func contains(_ x: Value) -> Bool {
        switch self {
        case .leaf: return false
        case let .node(l, v, r):
            return x == v || (x < v ? l.contains(x) : r.contains(x))
        }
    }
}

extension Tree: Equatable where Value: Equatable {}

var tree = Tree<Int>.leaf
for n in [50, 30, 70, 20, 40, 60, 80, 30] {
    tree = tree.inserting(n)
}
print(tree.count, tree.depth)
print(tree.inOrder)
print(tree.contains(60), tree.contains(65))
let labels = tree.map { "n\($0)" }
print(labels.inOrder.prefix(3).joined(separator: " "))
print(tree.fold(0) { $0 + $1 + $2 })

let a = Tree<String>.leaf.inserting("m").inserting("c")
let b = Tree<String>.leaf.inserting("m").inserting("c")
let c = Tree<String>.leaf.inserting("c").inserting("m")
print(a == b, a == c)
print(Tree<Int>.leaf == .leaf)
// expect: 7 3
// expect: [20, 30, 40, 50, 60, 70, 80]
// expect: true false
// expect: n20 n30 n40
// expect: 350
// expect: true false
// expect: true
