// Algorithm Club style (AVL tree): insertion with balance factors and the four rotation cases, printing the shape after each insertion
final class AVLNode {
    var key: Int
    var height = 1
    var left: AVLNode?
    var right: AVLNode?
    init(_ key: Int) { self.key = key }
}

func height(_ n: AVLNode?) -> Int { n?.height ?? 0 }
func balance(_ n: AVLNode) -> Int { height(n.left) - height(n.right) }
func update(_ n: AVLNode) { n.height = 1 + max(height(n.left), height(n.right)) }

func rotateRight(_ y: AVLNode) -> AVLNode {
    let x = y.left!
    y.left = x.right
    x.right = y
    update(y); update(x)
    return x
}

func rotateLeft(_ x: AVLNode) -> AVLNode {
    let y = x.right!
    x.right = y.left
    y.left = x
    update(x); update(y)
    return y
}

var rotations: [String] = []

func insert(_ key: Int, into node: AVLNode?) -> AVLNode {
    guard let node = node else { return AVLNode(key) }
    if key < node.key { node.left = insert(key, into: node.left) }
    else if key > node.key { node.right = insert(key, into: node.right) }
    else { return node }
    update(node)
    let b = balance(node)
    if b > 1, let l = node.left, key < l.key { rotations.append("LL@\(node.key)"); return rotateRight(node) }
    if b < -1, let r = node.right, key > r.key { rotations.append("RR@\(node.key)"); return rotateLeft(node) }
    if b > 1 {
        rotations.append("LR@\(node.key)")
        node.left = rotateLeft(node.left!)
        return rotateRight(node)
    }
    if b < -1 {
        rotations.append("RL@\(node.key)")
        node.right = rotateRight(node.right!)
        return rotateLeft(node)
    }
    return node
}

func shape(_ n: AVLNode?) -> String {
    guard let n = n else { return "." }
    if n.left == nil && n.right == nil { return "\(n.key)" }
    return "(\(shape(n.left)) \(n.key) \(shape(n.right)))"
}

var root: AVLNode? = nil
for key in [10, 20, 30, 25, 28, 5, 3, 27] {
    root = insert(key, into: root)
    print("insert \(key):", shape(root), "h=\(height(root))")
}
print("rotations:", rotations.joined(separator: ", "))

// expect: insert 10: 10 h=1
// expect: insert 20: (. 10 20) h=2
// expect: insert 30: (10 20 30) h=2
// expect: insert 25: (10 20 (25 30 .)) h=3
// expect: insert 28: (10 20 (25 28 30)) h=3
// expect: insert 5: ((5 10 .) 20 (25 28 30)) h=3
// expect: insert 3: ((3 5 10) 20 (25 28 30)) h=3
// expect: insert 27: ((3 5 10) 20 ((. 25 27) 28 30)) h=4
// expect: rotations: RR@10, LR@30, LL@10
