// Compiler test style: generic indirect enum binary search tree with recursive insert, traversal and fold
indirect enum Tree<T: Comparable> {
    case leaf
    case node(Tree<T>, T, Tree<T>)

    func inserting(_ v: T) -> Tree<T> {
        switch self {
        case .leaf:
            return .node(.leaf, v, .leaf)
        case let .node(l, x, r) where v < x:
            return .node(l.inserting(v), x, r)
        case let .node(l, x, r) where v > x:
            return .node(l, x, r.inserting(v))
        case .node:
            return self
        }
    }

    func contains(_ v: T) -> Bool {
        guard case let .node(l, x, r) = self else { return false }
        if v == x { return true }
        return v < x ? l.contains(v) : r.contains(v)
    }

    var inorder: [T] {
        switch self {
        case .leaf: return []
        case let .node(l, x, r): return l.inorder + [x] + r.inorder
        }
    }

    var height: Int {
        if case let .node(l, _, r) = self {
            return 1 + max(l.height, r.height)
        }
        return 0
    }

    var count: Int {
        switch self {
        case .leaf: return 0
        case .node(let l, _, let r): return l.count + 1 + r.count
        }
    }

    var minimum: T? {
        switch self {
        case .leaf: return nil
        case .node(.leaf, let x, _): return x
        case .node(let l, _, _): return l.minimum
        }
    }

    func fold<R>(_ empty: R, _ combine: (R, T, R) -> R) -> R {
        switch self {
        case .leaf: return empty
        case let .node(l, x, r): return combine(l.fold(empty, combine), x, r.fold(empty, combine))
        }
    }
}

func render<T>(_ t: Tree<T>) -> String {
    switch t {
    case .leaf: return "."
    case .node(.leaf, let x, .leaf): return "\(x)"
    case let .node(l, x, r): return "(\(render(l)) \(x) \(render(r)))"
    }
}

var tree = Tree<Int>.leaf
for v in [50, 30, 70, 20, 40, 60, 80, 30, 65, 10] {
    tree = tree.inserting(v)
}
print("inorder: \(tree.inorder)")
print("render: \(render(tree))")
print("height: \(tree.height), count: \(tree.count)")
print("minimum: \(tree.minimum.map { String($0) } ?? "none")")
for probe in [40, 45, 10, 99] {
    print("contains \(probe): \(tree.contains(probe))")
}
let sum = tree.fold(0) { $0 + $1 + $2 }
print("sum: \(sum)")
let leaves = tree.fold(0) { l, _, r in l + r == 0 ? 1 : l + r }
print("leaves: \(leaves)")

var words = Tree<String>.leaf
for w in ["pear", "apple", "fig", "kiwi", "banana", "apple"] {
    words = words.inserting(w)
}
print("words: \(words.inorder.joined(separator: ","))")
print("word tree: \(render(words))")
print("empty min: \(Tree<Int>.leaf.minimum == nil)")

// Expected output:
// expect: inorder: [10, 20, 30, 40, 50, 60, 65, 70, 80]
// expect: render: (((10 20 .) 30 40) 50 ((. 60 65) 70 80))
// expect: height: 4, count: 9
// expect: minimum: 10
// expect: contains 40: true
// expect: contains 45: false
// expect: contains 10: true
// expect: contains 99: false
// expect: sum: 425
// expect: leaves: 4
// expect: words: apple,banana,fig,kiwi,pear
// expect: word tree: ((. apple (banana fig kiwi)) pear .)
// expect: empty min: true
