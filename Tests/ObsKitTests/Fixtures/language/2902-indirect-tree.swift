// Compiler test style: indirect generic enum binary search tree with insertion and traversal
indirect enum Tree<T: Comparable> {
    case leaf
    case node(Tree<T>, T, Tree<T>)

    func inserting(_ value: T) -> Tree<T> {
        switch self {
        case .leaf:
            return .node(.leaf, value, .leaf)
        case let .node(left, v, right):
            if value < v { return .node(left.inserting(value), v, right) }
            if value > v { return .node(left, v, right.inserting(value)) }
            return self
        }
    }

    func contains(_ value: T) -> Bool {
        guard case let .node(left, v, right) = self else { return false }
        if value == v { return true }
        return value < v ? left.contains(value) : right.contains(value)
    }

    var inOrder: [T] {
        switch self {
        case .leaf: return []
        case let .node(l, v, r): return l.inOrder + [v] + r.inOrder
        }
    }

    var height: Int {
        if case let .node(l, _, r) = self { return 1 + max(l.height, r.height) }
        return 0
    }
}

var tree = Tree<Int>.leaf
for x in [50, 30, 70, 20, 40, 60, 80, 30] {
    tree = tree.inserting(x)
}
print(tree.inOrder)
print(tree.height)
print(tree.contains(60), tree.contains(65))

let words = ["kiwi", "apple", "mango", "banana"].reduce(Tree<String>.leaf) { $0.inserting($1) }
print(words.inOrder, words.height)

// expect: [20, 30, 40, 50, 60, 70, 80]
// expect: 3
// expect: true false
// expect: ["apple", "banana", "kiwi", "mango"] 3
