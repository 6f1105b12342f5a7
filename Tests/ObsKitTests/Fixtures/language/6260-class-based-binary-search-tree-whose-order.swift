// Algorithm Club style (tree iterators): a class-based binary search tree whose in-order traversal is a Sequence with a stack-driven IteratorProtocol, plus a level-order iterator
final class TreeNode<T: Comparable> {
    let value: T
    var left: TreeNode?
    var right: TreeNode?
    init(_ value: T) { self.value = value }
}

struct BinarySearchTree<T: Comparable>: Sequence {
    private(set) var root: TreeNode<T>?

    mutating func insert(_ value: T) {
        guard let root = root else { self.root = TreeNode(value); return }
        var node = root
        while true {
            if value < node.value {
                if let l = node.left { node = l } else { node.left = TreeNode(value); return }
            } else {
                if let r = node.right { node = r } else { node.right = TreeNode(value); return }
            }
        }
    }

    struct InOrderIterator: IteratorProtocol {
        private var stack: [TreeNode<T>] = []
        init(_ root: TreeNode<T>?) { pushLeft(root) }
        private mutating func pushLeft(_ node: TreeNode<T>?) {
            var n = node
            while let current = n { stack.append(current); n = current.left }
        }
        mutating func next() -> T? {
            guard let node = stack.popLast() else { return nil }
            pushLeft(node.right)
            return node.value
        }
    }

    func makeIterator() -> InOrderIterator { InOrderIterator(root) }

    var levelOrder: UnfoldSequence<T, [TreeNode<T>]> {
        sequence(state: root.map { [$0] } ?? []) { queue in
            guard !queue.isEmpty else { return nil }
            let node = queue.removeFirst()
            queue += [node.left, node.right].compactMap { $0 }
            return node.value
        }
    }
}

extension BinarySearchTree: CustomStringConvertible {
    var description: String { "BST(" + map { "\($0)" }.joined(separator: " ") + ")" }
}

var tree = BinarySearchTree<Int>()
for v in [41, 20, 65, 11, 29, 50, 91, 32, 72, 99] { tree.insert(v) }
print(tree)
print(Array(tree.levelOrder))
print(tree.filter { $0 % 2 == 1 }, tree.reduce(0, +), tree.min() ?? 0, tree.contains(72))
print(tree.prefix(3).map { $0 * 10 }, Array(tree.lazy.drop { $0 < 50 }))
for (i, v) in tree.enumerated() where i % 3 == 0 { print(i, v, terminator: "; ") }
print()
var words = BinarySearchTree<String>()
"the quick brown fox jumps over the lazy dog".split(separator: " ").forEach { words.insert(String($0)) }
print(words, Array(words.levelOrder.prefix(4)))

// expect: BST(11 20 29 32 41 50 65 72 91 99)
// expect: [41, 20, 65, 11, 29, 50, 91, 32, 72, 99]
// expect: [11, 29, 41, 65, 91, 99] 510 11 true
// expect: [110, 200, 290] [50, 65, 72, 91, 99]
// expect: 0 11; 3 32; 6 65; 9 99; 
// expect: BST(brown dog fox jumps lazy over quick the the) ["the", "quick", "the", "brown"]
