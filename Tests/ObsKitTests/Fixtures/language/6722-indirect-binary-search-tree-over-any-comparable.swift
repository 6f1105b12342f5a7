// Swift book enumerations style (recursive generic enum): an indirect binary search tree over any Comparable value
indirect enum Tree<T: Comparable> {
    case leaf
    case node(Tree<T>, T, Tree<T>)

    init<S: Sequence>(_ values: S) where S.Element == T {
        self = .leaf
        for v in values { self = self.inserting(v) }
    }

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
        guard case let .node(l, v, r) = self else { return [] }
        return l.inOrder + [v] + r.inOrder
    }

    var height: Int {
        switch self {
        case .leaf: return 0
        case let .node(l, _, r): return 1 + max(l.height, r.height)
        }
    }

    var minimum: T? {
        guard case let .node(l, v, _) = self else { return nil }
        return l.minimum ?? v
    }

    func map<U: Comparable>(_ f: (T) -> U) -> Tree<U> {
        Tree<U>(inOrder.map(f))
    }
}

extension Tree: CustomStringConvertible {
    var description: String {
        switch self {
        case .leaf: return "."
        case let .node(l, v, r): return "(\(l) \(v) \(r))"
        }
    }
}

let numbers = Tree([5, 3, 8, 1, 4, 9, 3])
print(numbers)
print(numbers.inOrder, numbers.height)
print(numbers.contains(4), numbers.contains(7), numbers.minimum!)
let words = Tree(["kiwi", "fig", "apple", "pear"])
print(words.inOrder, words.height)
let lengths = words.map { $0.count }
print(lengths, lengths.inOrder)
print(Tree<Double>([]).minimum == nil, Tree<Double>([]).description)

// expect: (((. 1 .) 3 (. 4 .)) 5 (. 8 (. 9 .)))
// expect: [1, 3, 4, 5, 8, 9] 3
// expect: true false 1
// expect: ["apple", "fig", "kiwi", "pear"] 3
// expect: ((. 3 (. 4 .)) 5 .) [3, 4, 5]
// expect: true .
