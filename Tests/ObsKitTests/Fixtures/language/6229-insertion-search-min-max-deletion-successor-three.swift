// Algorithm Club style (binary search tree, class-based): insertion, search, min/max, deletion with successor, and the three depth-first traversals
final class BSTNode<Key: Comparable> {
    var key: Key
    var left: BSTNode?
    var right: BSTNode?
    init(_ key: Key) { self.key = key }

    func insert(_ value: Key) {
        if value < key {
            if let left = left { left.insert(value) } else { left = BSTNode(value) }
        } else {
            if let right = right { right.insert(value) } else { right = BSTNode(value) }
        }
    }

    func search(_ value: Key) -> BSTNode? {
        if value == key { return self }
        return value < key ? left?.search(value) : right?.search(value)
    }

    var minimum: BSTNode { left?.minimum ?? self }
    var maximum: BSTNode { right?.maximum ?? self }

    func inOrder(_ visit: (Key) -> Void) { left?.inOrder(visit); visit(key); right?.inOrder(visit) }
    func preOrder(_ visit: (Key) -> Void) { visit(key); left?.preOrder(visit); right?.preOrder(visit) }
    func postOrder(_ visit: (Key) -> Void) { left?.postOrder(visit); right?.postOrder(visit); visit(key) }
}

func removing<Key>(_ value: Key, from node: BSTNode<Key>?) -> BSTNode<Key>? {
    guard let node = node else { return nil }
    if value < node.key {
        node.left = removing(value, from: node.left)
    } else if value > node.key {
        node.right = removing(value, from: node.right)
    } else {
        guard let left = node.left else { return node.right }
        guard let right = node.right else { return left }
        let successor = right.minimum
        node.key = successor.key
        node.right = removing(successor.key, from: right)
    }
    return node
}

func collect<Key>(_ walk: ((Key) -> Void) -> Void) -> [Key] {
    var out: [Key] = []
    walk { out.append($0) }
    return out
}

var root: BSTNode<Int>? = BSTNode(50)
for k in [30, 70, 20, 40, 60, 80, 35, 45, 65] { root!.insert(k) }
print("in:  ", collect(root!.inOrder))
print("pre: ", collect(root!.preOrder))
print("post:", collect(root!.postOrder))
print("min", root!.minimum.key, "max", root!.maximum.key)
print("find 45:", root!.search(45) != nil, "find 99:", root!.search(99) != nil)
root = removing(30, from: root)
print("after removing 30:", collect(root!.inOrder), "pre:", collect(root!.preOrder))
root = removing(50, from: root)
print("after removing 50:", collect(root!.preOrder), "root", root!.key)
root = removing(20, from: root)
print("after removing 20:", collect(root!.inOrder))

// expect: in:   [20, 30, 35, 40, 45, 50, 60, 65, 70, 80]
// expect: pre:  [50, 30, 20, 40, 35, 45, 70, 60, 65, 80]
// expect: post: [20, 35, 45, 40, 30, 65, 60, 80, 70, 50]
// expect: min 20 max 80
// expect: find 45: true find 99: false
// expect: after removing 30: [20, 35, 40, 45, 50, 60, 65, 70, 80] pre: [50, 35, 20, 40, 45, 70, 60, 65, 80]
// expect: after removing 50: [60, 35, 20, 40, 45, 70, 65, 80] root 60
// expect: after removing 20: [35, 40, 45, 60, 65, 70, 80]
