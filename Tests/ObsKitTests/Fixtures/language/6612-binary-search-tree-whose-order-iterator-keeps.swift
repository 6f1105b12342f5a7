// Advanced Swift style (indirect enum tree as a Sequence): a binary search tree whose in-order iterator keeps its own stack of pending nodes
indirect enum Tree<Element: Comparable> {
    case empty
    case node(Tree, Element, Tree)

    func inserting(_ value: Element) -> Tree {
        switch self {
        case .empty:
            return .node(.empty, value, .empty)
        case let .node(left, x, right):
            if value < x { return .node(left.inserting(value), x, right) }
            if value > x { return .node(left, x, right.inserting(value)) }
            return self
        }
    }

    var height: Int {
        if case let .node(l, _, r) = self { return 1 + Swift.max(l.height, r.height) }
        return 0
    }
}

struct InOrderIterator<Element: Comparable>: IteratorProtocol {
    private var stack: [Tree<Element>] = []
    private var current: Tree<Element>

    init(_ root: Tree<Element>) { current = root }

    mutating func next() -> Element? {
        while case let .node(left, _, _) = current {
            stack.append(current)
            current = left
        }
        guard let top = stack.popLast(), case let .node(_, value, right) = top else { return nil }
        current = right
        return value
    }
}

extension Tree: Sequence {
    func makeIterator() -> InOrderIterator<Element> { InOrderIterator(self) }
}

let tree = [50, 30, 70, 20, 40, 60, 80, 30, 65].reduce(Tree<Int>.empty) { $0.inserting($1) }
print(Array(tree))
print(tree.height, tree.contains(65), tree.contains(66))
print(tree.filter { $0 % 20 == 0 }, tree.map { $0 / 10 })
print(tree.min()!, tree.max()!, tree.reduce(0, +))
print(Array(tree.prefix(3)), Array(tree.dropFirst(6)))
print(tree.first(where: { $0 > 55 })!)
for (rank, value) in tree.enumerated() where rank % 4 == 0 {
    print("rank \(rank): \(value)")
}
let words = ["kiwi", "apple", "mango", "cherry", "banana"].reduce(Tree.empty) { $0.inserting($1) }
print(words.joined(separator: ", "), words.height)
print(Array(Tree<String>.empty).isEmpty)
print(zip(tree, words).map { "\($1)#\($0)" })

// expect: [20, 30, 40, 50, 60, 65, 70, 80]
// expect: 4 true false
// expect: [20, 40, 60, 80] [2, 3, 4, 5, 6, 6, 7, 8]
// expect: 20 80 415
// expect: [20, 30, 40] [70, 80]
// expect: 60
// expect: rank 0: 20
// expect: rank 4: 60
// expect: apple, banana, cherry, kiwi, mango 4
// expect: true
// expect: ["apple#20", "banana#30", "cherry#40", "kiwi#50", "mango#60"]
