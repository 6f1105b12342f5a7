// Swift book style: binary tree as indirect enum with IteratorProtocol conformances for traversals
indirect enum Tree<Value: Comparable> {
    case leaf
    case node(Tree, Value, Tree)

    func inserting(_ v: Value) -> Tree {
        switch self {
        case .leaf:
            return .node(.leaf, v, .leaf)
        case let .node(l, x, r):
            if v < x { return .node(l.inserting(v), x, r) }
            if v > x { return .node(l, x, r.inserting(v)) }
            return self
        }
    }

    init<S: Sequence>(_ values: S) where S.Element == Value {
        self = values.reduce(Tree.leaf) { $0.inserting($1) }
    }
}

struct InorderIterator<Value: Comparable>: IteratorProtocol {
    private var stack: [Tree<Value>] = []
    init(_ root: Tree<Value>) { pushLeft(root) }

    private mutating func pushLeft(_ t: Tree<Value>) {
        var current = t
        while case let .node(l, _, _) = current {
            stack.append(current)
            current = l
        }
    }

    mutating func next() -> Value? {
        guard let top = stack.popLast(), case let .node(_, v, r) = top else { return nil }
        pushLeft(r)
        return v
    }
}

struct LevelOrderIterator<Value: Comparable>: IteratorProtocol {
    private var queue: [Tree<Value>]
    init(_ root: Tree<Value>) { queue = [root] }
    mutating func next() -> Value? {
        while !queue.isEmpty {
            let t = queue.removeFirst()
            if case let .node(l, v, r) = t {
                queue.append(l)
                queue.append(r)
                return v
            }
        }
        return nil
    }
}

extension Tree: Sequence {
    func makeIterator() -> InorderIterator<Value> { InorderIterator(self) }
    var levelOrder: AnySequence<Value> { AnySequence { LevelOrderIterator(self) } }
    var depth: Int {
        if case let .node(l, _, r) = self { return 1 + Swift.max(l.depth, r.depth) }
        return 0
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

struct Countdown: Sequence, IteratorProtocol {
    var current: Int
    mutating func next() -> Int? {
        defer { current -= 1 }
        return current > 0 ? current : nil
    }
}

let tree = Tree([8, 3, 10, 1, 6, 14, 4, 7, 13])
print(tree)
print("inorder:", Array(tree))
print("level:", Array(tree.levelOrder))
print("depth:", tree.depth, "count:", tree.underestimatedCount, tree.reduce(0) { n, _ in n + 1 })
print("contains 7:", tree.contains(7), "min:", tree.min()!, "max:", tree.max()!)
print("first > 5:", tree.first { $0 > 5 }!, "evens:", tree.filter { $0 % 2 == 0 })
for (i, v) in tree.enumerated() where i < 3 { print(i, v) }
let words = Tree(["m", "c", "x", "a", "e"])
print(words, words.joined(separator: ""))
var it = words.makeIterator()
print(it.next()!, it.next()!, it.next() ?? "-")
print(Tree<Int>.leaf, Array(Tree<Int>.leaf), Tree<Int>.leaf.depth)
print("countdown:", Array(Countdown(current: 5)), Countdown(current: 3).map { $0 * $0 })
print(zip(tree, Countdown(current: 4)).map { "\($0)/\($1)" })

// expect: ((1 3 (4 6 7)) 8 (. 10 (13 14 .)))
// expect: inorder: [1, 3, 4, 6, 7, 8, 10, 13, 14]
// expect: level: [8, 3, 10, 1, 6, 14, 4, 7, 13]
// expect: depth: 4 count: 0 9
// expect: contains 7: true min: 1 max: 14
// expect: first > 5: 6 evens: [4, 6, 8, 10, 14]
// expect: 0 1
// expect: 1 3
// expect: 2 4
// expect: ((a c e) m x) acemx
// expect: a c e
// expect: . [] 0
// expect: countdown: [5, 4, 3, 2, 1] [9, 4, 1]
// expect: ["1/4", "3/3", "4/2", "6/1"]
