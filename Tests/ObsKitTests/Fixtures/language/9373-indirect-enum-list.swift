// indirect enums: a persistent linked list and a binary tree with recursive operations
// expected output: swiftc 6.3.1 (Linux), run on this machine
indirect enum List<T> {
    case empty
    case cons(T, List<T>)

    init(_ xs: [T]) {
        self = xs.reversed().reduce(List.empty) { .cons($1, $0) }
    }
    var count: Int {
        if case .cons(_, let rest) = self { return 1 + rest.count }
        return 0
    }
    func map<U>(_ f: (T) -> U) -> List<U> {
        switch self {
        case .empty: return .empty
        case let .cons(h, t): return .cons(f(h), t.map(f))
        }
    }
    func foldRight<R>(_ initial: R, _ f: (T, R) -> R) -> R {
        switch self {
        case .empty: return initial
        case let .cons(h, t): return f(h, t.foldRight(initial, f))
        }
    }
    var reversed: List<T> {
        var acc = List<T>.empty
        var cur = self
        while case let .cons(h, t) = cur { acc = .cons(h, acc); cur = t }
        return acc
    }
    var array: [T] { foldRight([]) { [$0] + $1 } }
}
extension List: CustomStringConvertible {
    var description: String { "(" + array.map { "\($0)" }.joined(separator: " ") + ")" }
}

let l = List([1, 2, 3, 4])
let shared = List.cons(0, l)
print(l, shared, l.count, shared.count)
print(l.map { $0 * $0 }, l.map { "n\($0)" }, l.reversed)
print(l.foldRight(0, +), l.foldRight("") { "\($0)\($1)" }, List<Int>.empty, List<Int>([]).count)

indirect enum BST {
    case leaf
    case node(BST, Int, BST)
    func inserting(_ v: Int) -> BST {
        switch self {
        case .leaf: return .node(.leaf, v, .leaf)
        case let .node(l, x, r):
            if v < x { return .node(l.inserting(v), x, r) }
            if v > x { return .node(l, x, r.inserting(v)) }
            return self
        }
    }
    func contains(_ v: Int) -> Bool {
        guard case let .node(l, x, r) = self else { return false }
        return v == x ? true : (v < x ? l.contains(v) : r.contains(v))
    }
    var inorder: [Int] {
        guard case let .node(l, x, r) = self else { return [] }
        return l.inorder + [x] + r.inorder
    }
    var height: Int {
        guard case let .node(l, _, r) = self else { return 0 }
        return 1 + max(l.height, r.height)
    }
    var shape: String {
        switch self {
        case .leaf: return "."
        case let .node(.leaf, x, .leaf): return "\(x)"
        case let .node(l, x, r): return "(\(l.shape) \(x) \(r.shape))"
        }
    }
}
let tree = [50, 30, 70, 20, 40, 60, 80, 30, 65].reduce(BST.leaf) { $0.inserting($1) }
print(tree.inorder, tree.height, tree.contains(65), tree.contains(66))
print(tree.shape)
let degenerate = (1...5).reduce(BST.leaf) { $0.inserting($1) }
print(degenerate.height, degenerate.shape)

// expect: (1 2 3 4) (0 1 2 3 4) 4 5
// expect: (1 4 9 16) (n1 n2 n3 n4) (4 3 2 1)
// expect: 10 1234 () 0
// expect: [20, 30, 40, 50, 60, 65, 70, 80] 4 true false
// expect: ((20 30 40) 50 ((. 60 65) 70 80))
// expect: 5 (. 1 (. 2 (. 3 (. 4 5))))
