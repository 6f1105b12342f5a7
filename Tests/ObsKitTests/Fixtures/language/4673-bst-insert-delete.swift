// Compiler test style: class-based binary search tree with insert, delete and three traversals
final class TreeNode<Key: Comparable> {
    var key: Key
    var left: TreeNode?
    var right: TreeNode?
    init(_ key: Key) { self.key = key }
}

struct BST<Key: Comparable> {
    var root: TreeNode<Key>?

    mutating func insert(_ key: Key) {
        root = insert(key, into: root)
    }
    private func insert(_ key: Key, into node: TreeNode<Key>?) -> TreeNode<Key> {
        guard let node = node else { return TreeNode(key) }
        if key < node.key {
            node.left = insert(key, into: node.left)
        } else if key > node.key {
            node.right = insert(key, into: node.right)
        }
        return node
    }

    mutating func remove(_ key: Key) {
        root = remove(key, from: root)
    }
    private func remove(_ key: Key, from node: TreeNode<Key>?) -> TreeNode<Key>? {
        guard let node = node else { return nil }
        if key < node.key {
            node.left = remove(key, from: node.left)
        } else if key > node.key {
            node.right = remove(key, from: node.right)
        } else {
            guard let left = node.left else { return node.right }
            guard let right = node.right else { return left }
            var successor = right
            while let l = successor.left { successor = l }
            node.key = successor.key
            node.right = remove(successor.key, from: right)
        }
        return node
    }

    func contains(_ key: Key) -> Bool {
        var current = root
        while let n = current {
            if key == n.key { return true }
            current = key < n.key ? n.left : n.right
        }
        return false
    }

    func inorder() -> [Key] {
        var out: [Key] = []
        func walk(_ n: TreeNode<Key>?) {
            guard let n = n else { return }
            walk(n.left); out.append(n.key); walk(n.right)
        }
        walk(root)
        return out
    }
    func preorder() -> [Key] {
        var out: [Key] = []
        var stack: [TreeNode<Key>] = root.map { [$0] } ?? []
        while let n = stack.popLast() {
            out.append(n.key)
            if let r = n.right { stack.append(r) }
            if let l = n.left { stack.append(l) }
        }
        return out
    }
    func postorder() -> [Key] {
        func walk(_ n: TreeNode<Key>?) -> [Key] {
            guard let n = n else { return [] }
            return walk(n.left) + walk(n.right) + [n.key]
        }
        return walk(root)
    }
    var height: Int {
        func h(_ n: TreeNode<Key>?) -> Int { n.map { 1 + max(h($0.left), h($0.right)) } ?? 0 }
        return h(root)
    }
}

var tree = BST<Int>()
for k in [50, 30, 70, 20, 40, 60, 80, 35, 45, 65] { tree.insert(k) }
tree.insert(40)
print("inorder:", tree.inorder())
print("preorder:", tree.preorder())
print("postorder:", tree.postorder())
print("height:", tree.height)
print("contains 45:", tree.contains(45), "contains 99:", tree.contains(99))
tree.remove(20)
print("remove leaf 20:", tree.inorder())
tree.remove(60)
print("remove one-child 60:", tree.inorder(), "pre:", tree.preorder())
tree.remove(30)
print("remove two-child 30:", tree.preorder())
tree.remove(50)
print("remove root 50:", tree.preorder(), "root:", tree.root?.key ?? -1)
tree.remove(999)
print("after no-op:", tree.inorder().count)
var names = BST<String>()
"kiwi apple mango banana cherry".split(separator: " ").forEach { names.insert(String($0)) }
print(names.inorder().joined(separator: ","), names.height)

// expect: inorder: [20, 30, 35, 40, 45, 50, 60, 65, 70, 80]
// expect: preorder: [50, 30, 20, 40, 35, 45, 70, 60, 65, 80]
// expect: postorder: [20, 35, 45, 40, 30, 65, 60, 80, 70, 50]
// expect: height: 4
// expect: contains 45: true contains 99: false
// expect: remove leaf 20: [30, 35, 40, 45, 50, 60, 65, 70, 80]
// expect: remove one-child 60: [30, 35, 40, 45, 50, 65, 70, 80] pre: [50, 30, 40, 35, 45, 70, 65, 80]
// expect: remove two-child 30: [50, 40, 35, 45, 70, 65, 80]
// expect: remove root 50: [65, 40, 35, 45, 70, 80] root: 65
// expect: after no-op: 6
// expect: apple,banana,cherry,kiwi,mango 4
