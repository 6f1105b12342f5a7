// Exercism style (Binary search tree): a generic indirect enum BST with insert, traversal, height and balance check
indirect enum BST<Value: Comparable> {
    case leaf
    case node(BST, Value, BST)

    init() { self = .leaf }
    init<S: Sequence>(_ values: S) where S.Element == Value {
        self = .leaf
        for v in values { insert(v) }
    }

    mutating func insert(_ v: Value) {
        switch self {
        case .leaf:
            self = .node(.leaf, v, .leaf)
        case .node(var left, let x, var right):
            if v < x { left.insert(v) } else if v > x { right.insert(v) }
            self = .node(left, x, right)
        }
    }

    func contains(_ v: Value) -> Bool {
        switch self {
        case .leaf: return false
        case let .node(l, x, r):
            if v == x { return true }
            return v < x ? l.contains(v) : r.contains(v)
        }
    }

    var inOrder: [Value] {
        guard case let .node(l, x, r) = self else { return [] }
        return l.inOrder + [x] + r.inOrder
    }

    var preOrder: [Value] {
        guard case let .node(l, x, r) = self else { return [] }
        return [x] + l.preOrder + r.preOrder
    }

    var height: Int {
        guard case let .node(l, _, r) = self else { return 0 }
        return 1 + Swift.max(l.height, r.height)
    }

    var isBalanced: Bool {
        guard case let .node(l, _, r) = self else { return true }
        return abs(l.height - r.height) <= 1 && l.isBalanced && r.isBalanced
    }

    var min: Value? {
        guard case let .node(l, x, _) = self else { return nil }
        return l.min ?? x
    }

    func levels() -> [[Value]] {
        var result: [[Value]] = []
        var current: [BST] = [self]
        while !current.isEmpty {
            var next: [BST] = []
            var values: [Value] = []
            for t in current {
                if case let .node(l, x, r) = t { values.append(x); next += [l, r] }
            }
            if !values.isEmpty { result.append(values) }
            current = next
        }
        return result
    }
}

var tree = BST([50, 30, 70, 20, 40, 60, 80, 35, 45, 30])
print(tree.inOrder)
print(tree.preOrder)
print("height:", tree.height, "balanced:", tree.isBalanced, "min:", tree.min as Any)
print(tree.contains(45), tree.contains(55))
print(tree.levels())
let skewed = BST(1...5)
print(skewed.height, skewed.isBalanced, skewed.levels())
let words = BST(["m", "c", "x", "a", "e"])
print(words.inOrder, words.min ?? "?", BST<Int>().min as Any, BST<Int>().height)
tree.insert(10)
print(tree.levels().map(\.count), tree.inOrder.first!)

// expect: [20, 30, 35, 40, 45, 50, 60, 70, 80]
// expect: [50, 30, 20, 40, 35, 45, 70, 60, 80]
// expect: height: 4 balanced: true min: Optional(20)
// expect: true false
// expect: [[50], [30, 70], [20, 40, 60, 80], [35, 45]]
// expect: 5 false [[1], [2], [3], [4], [5]]
// expect: ["a", "c", "e", "m", "x"] a nil 0
// expect: [1, 2, 4, 3] 10
