// Puzzle style: functional binary tree with an indirect generic enum — insert, fold, traversal, balance check
indirect enum Tree<Value: Comparable> {
    case leaf
    case node(Tree, Value, Tree)

    func inserting(_ value: Value) -> Tree {
        switch self {
        case .leaf:
            return .node(.leaf, value, .leaf)
        case let .node(left, v, right) where value < v:
            return .node(left.inserting(value), v, right)
        case let .node(left, v, right) where value > v:
            return .node(left, v, right.inserting(value))
        default:
            return self
        }
    }

    func fold<R>(_ empty: R, _ combine: (R, Value, R) -> R) -> R {
        switch self {
        case .leaf: return empty
        case let .node(l, v, r): return combine(l.fold(empty, combine), v, r.fold(empty, combine))
        }
    }

    var count: Int { fold(0) { $0 + 1 + $2 } }
    var depth: Int { fold(0) { 1 + max($0, $2) } }
    var elements: [Value] { fold([]) { $0 + [$1] + $2 } }
    var isBalanced: Bool {
        guard case let .node(l, _, r) = self else { return true }
        return abs(l.depth - r.depth) <= 1 && l.isBalanced && r.isBalanced
    }

    func contains(_ value: Value) -> Bool {
        switch self {
        case .leaf: return false
        case let .node(l, v, r):
            if value == v { return true }
            return value < v ? l.contains(value) : r.contains(value)
        }
    }

    var minimum: Value? {
        if case let .node(l, v, _) = self { return l.minimum ?? v }
        return nil
    }
}

extension Tree: CustomStringConvertible {
    var description: String {
        switch self {
        case .leaf: return "."
        case let .node(.leaf, v, .leaf): return "\(v)"
        case let .node(l, v, r): return "(\(l) \(v) \(r))"
        }
    }
}

func balanced<T: Comparable>(from sorted: ArraySlice<T>) -> Tree<T> {
    guard !sorted.isEmpty else { return .leaf }
    let mid = sorted.startIndex + sorted.count / 2
    return .node(balanced(from: sorted[..<mid]), sorted[mid], balanced(from: sorted[(mid + 1)...]))
}

let numbers = [8, 3, 10, 1, 6, 14, 4, 7, 13, 6]
let tree = numbers.reduce(Tree<Int>.leaf) { $0.inserting($1) }
print("Tree: \(tree)")
print("Count \(tree.count), depth \(tree.depth), balanced \(tree.isBalanced)")
print("In order: \(tree.elements)")
print("Sum via fold: \(tree.fold(0) { $0 + $1 + $2 }), min \(tree.minimum ?? -1)")
print("Contains 7: \(tree.contains(7)), contains 5: \(tree.contains(5))")
let rebuilt = balanced(from: tree.elements[...])
print("Rebuilt: \(rebuilt) depth \(rebuilt.depth) balanced \(rebuilt.isBalanced)")

let words = "kiwi apple mango banana cherry apple fig".split(separator: " ").map(String.init)
let wordTree = words.reduce(into: Tree<String>.leaf) { $0 = $0.inserting($1) }
print("Words: \(wordTree)")
print("Word count \(wordTree.count), first \(wordTree.minimum!), empty min \(Tree<Int>.leaf.minimum as Int?)")
let leafy = wordTree.fold([String]()) { l, v, r in l.isEmpty && r.isEmpty ? [v] : l + r }
print("Leaves: \(leafy)")
// expect: Tree: ((1 3 (4 6 7)) 8 (. 10 (13 14 .)))
// expect: Count 9, depth 4, balanced false
// expect: In order: [1, 3, 4, 6, 7, 8, 10, 13, 14]
// expect: Sum via fold: 66, min 1
// expect: Contains 7: true, contains 5: false
// expect: Rebuilt: (((1 3 .) 4 6) 7 ((8 10 .) 13 14)) depth 4 balanced true
// expect: Words: ((. apple (. banana (. cherry fig))) kiwi mango)
// expect: Word count 6, first apple, empty min nil
// expect: Leaves: ["fig", "mango"]
