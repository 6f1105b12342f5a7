// Puzzle style: interview binary search tree — insert, traversals, height, deletion, range queries
final class Node<Key: Comparable> {
    var key: Key
    var left: Node?
    var right: Node?
    init(_ key: Key) { self.key = key }
}

struct BST<Key: Comparable> {
    private(set) var root: Node<Key>?
    private(set) var count = 0

    mutating func insert(_ key: Key) {
        guard let root else {
            self.root = Node(key)
            count = 1
            return
        }
        var current = root
        while true {
            if key == current.key { return }
            if key < current.key {
                if let next = current.left { current = next } else { current.left = Node(key); break }
            } else {
                if let next = current.right { current = next } else { current.right = Node(key); break }
            }
        }
        count += 1
    }

    func inorder() -> [Key] {
        var result: [Key] = []
        func walk(_ node: Node<Key>?) {
            guard let node else { return }
            walk(node.left); result.append(node.key); walk(node.right)
        }
        walk(root)
        return result
    }

    func preorder(_ node: Node<Key>?) -> [Key] {
        guard let node else { return [] }
        return [node.key] + preorder(node.left) + preorder(node.right)
    }

    func height(_ node: Node<Key>?) -> Int {
        guard let node else { return 0 }
        return 1 + max(height(node.left), height(node.right))
    }

    func keys(in range: ClosedRange<Key>) -> [Key] {
        inorder().filter { range.contains($0) }
    }

    mutating func remove(_ key: Key) {
        func delete(_ node: Node<Key>?, _ key: Key) -> Node<Key>? {
            guard let node else { return nil }
            if key < node.key { node.left = delete(node.left, key); return node }
            if key > node.key { node.right = delete(node.right, key); return node }
            count -= 1
            guard let left = node.left else { return node.right }
            guard let right = node.right else { return left }
            var successor = right
            while let next = successor.left { successor = next }
            node.key = successor.key
            count += 1
            node.right = delete(right, successor.key)
            return node
        }
        root = delete(root, key)
    }
}

var tree = BST<Int>()
for value in [50, 30, 70, 20, 40, 60, 80, 35, 45, 65, 30] { tree.insert(value) }
print("Count: \(tree.count), height: \(tree.height(tree.root))")
print("Inorder: \(tree.inorder())")
print("Preorder: \(tree.preorder(tree.root))")
print("Between 33 and 62: \(tree.keys(in: 33...62))")
tree.remove(30)
print("After removing 30: \(tree.preorder(tree.root)) count \(tree.count)")
tree.remove(50)
print("After removing 50: \(tree.preorder(tree.root)) root \(tree.root?.key ?? -1)")
tree.remove(99)
print("Count after missing delete: \(tree.count)")

var words = BST<String>()
"the quick brown fox jumps over the lazy dog".split(separator: " ").forEach { words.insert(String($0)) }
print("Words: \(words.inorder().joined(separator: ","))")
print("Word tree height: \(words.height(words.root)), min: \(words.inorder().first!)")
// expect: Count: 10, height: 4
// expect: Inorder: [20, 30, 35, 40, 45, 50, 60, 65, 70, 80]
// expect: Preorder: [50, 30, 20, 40, 35, 45, 70, 60, 65, 80]
// expect: Between 33 and 62: [35, 40, 45, 50, 60]
// expect: After removing 30: [50, 35, 20, 40, 45, 70, 60, 65, 80] count 9
// expect: After removing 50: [60, 35, 20, 40, 45, 70, 65, 80] root 60
// expect: Count after missing delete: 8
// expect: Words: brown,dog,fox,jumps,lazy,over,quick,the
// expect: Word tree height: 7, min: brown
