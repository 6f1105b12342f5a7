// Swift book style (Nested Types): a generic Tree with a nested Node class and nested Traversal enum that use the outer type parameter
struct Tree<Value: Comparable> {
    final class Node {
        let value: Value
        var left: Node?
        var right: Node?
        init(_ value: Value) { self.value = value }
    }

    enum Traversal {
        case inOrder, preOrder, postOrder
    }

    private(set) var root: Node?
    private(set) var count = 0

    mutating func insert(_ value: Value) {
        count += 1
        guard let root else {
            root = Node(value)
            return
        }
        var current = root
        while true {
            if value < current.value {
                if let l = current.left { current = l } else { current.left = Node(value); return }
            } else {
                if let r = current.right { current = r } else { current.right = Node(value); return }
            }
        }
    }

    func walk(_ order: Traversal) -> [Value] {
        var out: [Value] = []
        func visit(_ node: Node?) {
            guard let node else { return }
            if order == .preOrder { out.append(node.value) }
            visit(node.left)
            if order == .inOrder { out.append(node.value) }
            visit(node.right)
            if order == .postOrder { out.append(node.value) }
        }
        visit(root)
        return out
    }

    var height: Int {
        func depth(_ n: Node?) -> Int {
            guard let n else { return 0 }
            return 1 + max(depth(n.left), depth(n.right))
        }
        return depth(root)
    }
}

extension Tree.Traversal: CaseIterable {}

var numbers = Tree<Int>()
for n in [50, 30, 70, 20, 40, 60, 80, 35] {
    numbers.insert(n)
}
for order in Tree<Int>.Traversal.allCases {
    print(order, numbers.walk(order))
}
print("count \(numbers.count), height \(numbers.height)")

var words = Tree<String>()
"pear fig apple kiwi banana".split(separator: " ").forEach { words.insert(String($0)) }
print(words.walk(.inOrder))
print("root:", words.root?.value ?? "-", "left of root:", words.root?.left?.value ?? "-")
let node: Tree<String>.Node = Tree<String>.Node("solo")
print(type(of: node), node.value)

// expect: inOrder [20, 30, 35, 40, 50, 60, 70, 80]
// expect: preOrder [50, 30, 20, 40, 35, 70, 60, 80]
// expect: postOrder [20, 35, 40, 30, 60, 80, 70, 50]
// expect: count 8, height 4
// expect: ["apple", "banana", "fig", "kiwi", "pear"]
// expect: root: pear left of root: fig
// expect: Node solo
