// Algorithm Club style (binary tree as indirect enum): a persistent BST with insert, contains, height, count, level-order and isBalanced
indirect enum Tree<T: Comparable> {
    case leaf
    case node(Tree, T, Tree)

    func inserting(_ value: T) -> Tree {
        switch self {
        case .leaf:
            return .node(.leaf, value, .leaf)
        case let .node(l, v, r):
            if value < v { return .node(l.inserting(value), v, r) }
            if value > v { return .node(l, v, r.inserting(value)) }
            return self
        }
    }

    func contains(_ value: T) -> Bool {
        guard case let .node(l, v, r) = self else { return false }
        if value == v { return true }
        return value < v ? l.contains(value) : r.contains(value)
    }

    var height: Int {
        if case let .node(l, _, r) = self { return 1 + max(l.height, r.height) }
        return 0
    }

    var count: Int {
        switch self {
        case .leaf: return 0
        case let .node(l, _, r): return l.count + 1 + r.count
        }
    }

    var isBalanced: Bool {
        guard case let .node(l, _, r) = self else { return true }
        return abs(l.height - r.height) <= 1 && l.isBalanced && r.isBalanced
    }

    var levels: [[T]] {
        var result: [[T]] = []
        var frontier: [Tree] = [self]
        while !frontier.isEmpty {
            var row: [T] = []
            var next: [Tree] = []
            for tree in frontier {
                if case let .node(l, v, r) = tree {
                    row.append(v)
                    next += [l, r]
                }
            }
            if !row.isEmpty { result.append(row) }
            frontier = next
        }
        return result
    }
}

let balanced = [8, 4, 12, 2, 6, 10, 14].reduce(Tree<Int>.leaf) { $0.inserting($1) }
print(balanced.levels, balanced.height, balanced.count, balanced.isBalanced)
let skewed = (1...5).reduce(Tree.leaf) { $0.inserting($1) }
print(skewed.levels, skewed.height, skewed.isBalanced)
print(balanced.contains(6), balanced.contains(7), balanced.inserting(6).count)
let words = ["m", "c", "x", "a", "e"].reduce(Tree<String>.leaf) { $0.inserting($1) }
print(words.levels.map { $0.joined() }.joined(separator: "|"), words.isBalanced)

// expect: [[8], [4, 12], [2, 6, 10, 14]] 3 7 true
// expect: [[1], [2], [3], [4], [5]] 5 false
// expect: true false 7
// expect: m|cx|ae true
