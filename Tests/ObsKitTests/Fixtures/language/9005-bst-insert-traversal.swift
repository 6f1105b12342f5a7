// Binary search tree as an indirect enum: insert, traversals, height, validation
// expected output: swiftc 6.3.1 (Linux), run on this machine
indirect enum BST<T: Comparable> {
    case empty
    case node(BST<T>, T, BST<T>)

    func inserting(_ value: T) -> BST<T> {
        switch self {
        case .empty:
            return .node(.empty, value, .empty)
        case let .node(left, v, right):
            if value < v { return .node(left.inserting(value), v, right) }
            if value > v { return .node(left, v, right.inserting(value)) }
            return self
        }
    }

    var inOrder: [T] {
        guard case let .node(l, v, r) = self else { return [] }
        return l.inOrder + [v] + r.inOrder
    }

    var preOrder: [T] {
        guard case let .node(l, v, r) = self else { return [] }
        return [v] + l.preOrder + r.preOrder
    }

    var height: Int {
        switch self {
        case .empty: return 0
        case let .node(l, _, r): return 1 + max(l.height, r.height)
        }
    }

    func contains(_ value: T) -> Bool {
        switch self {
        case .empty: return false
        case let .node(l, v, r):
            if value == v { return true }
            return value < v ? l.contains(value) : r.contains(value)
        }
    }

    var minimum: T? {
        guard case let .node(l, v, _) = self else { return nil }
        return l.minimum ?? v
    }
}

var tree = BST<Int>.empty
for n in [50, 30, 70, 20, 40, 60, 80, 35, 30] {
    tree = tree.inserting(n)
}
print("in-order:", tree.inOrder)
print("pre-order:", tree.preOrder)
print("height:", tree.height)
print("contains 35? \(tree.contains(35)), contains 65? \(tree.contains(65))")
print("min:", tree.minimum ?? -1)

let words = ["pear", "apple", "fig", "kiwi", "banana"].reduce(BST<String>.empty) { $0.inserting($1) }
print(words.inOrder.joined(separator: ","))
print("word tree height \(words.height)")
// expect: in-order: [20, 30, 35, 40, 50, 60, 70, 80]
// expect: pre-order: [50, 30, 20, 40, 35, 70, 60, 80]
// expect: height: 4
// expect: contains 35? true, contains 65? false
// expect: min: 20
// expect: apple,banana,fig,kiwi,pear
// expect: word tree height 4
