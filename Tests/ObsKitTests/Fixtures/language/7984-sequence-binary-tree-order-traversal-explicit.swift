// Advanced Swift style (Sequence of a binary tree): in-order traversal with an explicit stack iterator, and Collection-free algorithms
final class Node<T: Comparable> {
    var value: T
    var left: Node?, right: Node?
    init(_ v: T) { value = v }
    func insert(_ v: T) {
        if v < value {
            if let l = left { l.insert(v) } else { left = Node(v) }
        } else {
            if let r = right { r.insert(v) } else { right = Node(v) }
        }
    }
}
struct BST<T: Comparable>: Sequence {
    var root: Node<T>?
    mutating func insert(_ v: T) {
        if let r = root { r.insert(v) } else { root = Node(v) }
    }
    struct Iterator: IteratorProtocol {
        var stack: [Node<T>] = []
        init(_ root: Node<T>?) { pushLeft(root) }
        mutating func pushLeft(_ n: Node<T>?) {
            var cur = n
            while let c = cur { stack.append(c); cur = c.left }
        }
        mutating func next() -> T? {
            guard let top = stack.popLast() else { return nil }
            pushLeft(top.right)
            return top.value
        }
    }
    func makeIterator() -> Iterator { Iterator(root) }
}
var tree = BST<Int>()
for x in [50, 30, 70, 20, 40, 60, 80, 35] { tree.insert(x) }
print(Array(tree))
print(tree.contains(35), tree.contains(36))
print(tree.min()!, tree.max()!)
print(tree.filter { $0 > 45 }, tree.prefix(3).map { $0 })
print(tree.reduce(0, +))
var words = BST<String>()
"the quick brown fox jumps over the lazy dog".split(separator: " ").forEach { words.insert(String($0)) }
print(words.joined(separator: " "))
print(Array(BST<Double>()).isEmpty)
print(zip(tree, tree.dropFirst()).allSatisfy { $0 <= $1 })
print(tree.lazy.map { $0 / 10 }.first { $0 > 5 }!)
// expect: [20, 30, 35, 40, 50, 60, 70, 80]
// expect: true false
// expect: 20 80
// expect: [50, 60, 70, 80] [20, 30, 35]
// expect: 385
// expect: brown dog fox jumps lazy over quick the the
// expect: true
// expect: true
// expect: 6
