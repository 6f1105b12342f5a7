// swift/test/Interpreter style (indirect enum): generic binary search tree with insert, contains, in-order traversal and height
indirect enum Tree<T: Comparable> {
    case empty
    case node(Tree<T>, T, Tree<T>)

    func inserting(_ v: T) -> Tree<T> {
        switch self {
        case .empty:
            return .node(.empty, v, .empty)
        case let .node(l, x, r):
            if v < x { return .node(l.inserting(v), x, r) }
            if v > x { return .node(l, x, r.inserting(v)) }
            return self
        }
    }

    func contains(_ v: T) -> Bool {
        guard case let .node(l, x, r) = self else { return false }
        if v == x { return true }
        return v < x ? l.contains(v) : r.contains(v)
    }

    var inOrder: [T] {
        if case let .node(l, x, r) = self { return l.inOrder + [x] + r.inOrder }
        return []
    }

    var height: Int {
        switch self {
        case .empty: return 0
        case let .node(l, _, r): return 1 + max(l.height, r.height)
        }
    }

    var minimum: T? {
        switch self {
        case .empty: return nil
        case .node(.empty, let x, _): return x
        case .node(let l, _, _): return l.minimum
        }
    }
}

var t = Tree<Int>.empty
for v in [50, 30, 70, 20, 40, 60, 80, 30, 65] {
    t = t.inserting(v)
}
print(t.inOrder)
print(t.height)
print(t.contains(65), t.contains(66))
print(t.minimum ?? -1)
let words = ["pear", "apple", "fig", "kiwi", "banana"].reduce(Tree<String>.empty) { $0.inserting($1) }
print(words.inOrder.joined(separator: " "))
print(words.height, words.minimum ?? "none")
print(Tree<Double>.empty.minimum as Any)

// expect: [20, 30, 40, 50, 60, 65, 70, 80]
// expect: 4
// expect: true false
// expect: 20
// expect: apple banana fig kiwi pear
// expect: 4 apple
// expect: nil
