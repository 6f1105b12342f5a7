// Swift book style: self-balancing AVL tree with rotations, as a final class with value semantics on insert
final class AVLNode<T: Comparable> {
    let value: T
    var left: AVLNode?
    var right: AVLNode?
    var height = 1
    init(_ value: T) { self.value = value }
}

struct AVLTree<T: Comparable> {
    private var root: AVLNode<T>?
    private(set) var rotations: [String] = []

    private func height(_ n: AVLNode<T>?) -> Int { n?.height ?? 0 }
    private func balance(_ n: AVLNode<T>) -> Int { height(n.left) - height(n.right) }
    private func update(_ n: AVLNode<T>) { n.height = 1 + max(height(n.left), height(n.right)) }

    private mutating func rotateRight(_ y: AVLNode<T>) -> AVLNode<T> {
        let x = y.left!
        y.left = x.right
        x.right = y
        update(y); update(x)
        rotations.append("R@\(y.value)")
        return x
    }

    private mutating func rotateLeft(_ x: AVLNode<T>) -> AVLNode<T> {
        let y = x.right!
        x.right = y.left
        y.left = x
        update(x); update(y)
        rotations.append("L@\(x.value)")
        return y
    }

    private mutating func insert(_ v: T, _ node: AVLNode<T>?) -> AVLNode<T> {
        guard let node = node else { return AVLNode(v) }
        if v < node.value { node.left = insert(v, node.left) }
        else if v > node.value { node.right = insert(v, node.right) }
        else { return node }
        update(node)
        let b = balance(node)
        if b > 1 {
            if v > node.left!.value { node.left = rotateLeft(node.left!) }
            return rotateRight(node)
        }
        if b < -1 {
            if v < node.right!.value { node.right = rotateRight(node.right!) }
            return rotateLeft(node)
        }
        return node
    }

    mutating func insert(_ v: T) { root = insert(v, root) }

    var height: Int { height(root) }
    var rootValue: T? { root?.value }

    func sorted() -> [T] {
        var out: [T] = []
        func walk(_ n: AVLNode<T>?) {
            guard let n else { return }
            walk(n.left); out.append(n.value); walk(n.right)
        }
        walk(root)
        return out
    }

    func shape() -> String {
        func s(_ n: AVLNode<T>?) -> String {
            guard let n else { return "-" }
            if n.left == nil && n.right == nil { return "\(n.value)" }
            return "\(n.value)(\(s(n.left)),\(s(n.right)))"
        }
        return s(root)
    }

    func isBalanced() -> Bool {
        func check(_ n: AVLNode<T>?) -> Bool {
            guard let n else { return true }
            return abs(balance(n)) <= 1 && check(n.left) && check(n.right)
        }
        return check(root)
    }
}

var ascending = AVLTree<Int>()
for i in 1...7 { ascending.insert(i) }
print(ascending.shape())
print("height:", ascending.height, "rotations:", ascending.rotations)

var lr = AVLTree<Int>()
[30, 10, 20].forEach { lr.insert($0) }
print("LR case:", lr.shape(), lr.rotations)
var rl = AVLTree<Int>()
[10, 30, 20].forEach { rl.insert($0) }
print("RL case:", rl.shape(), rl.rotations)

var big = AVLTree<Int>()
for i in 0..<100 { big.insert((i * 37) % 101) }
print("100 keys height:", big.height, "balanced:", big.isBalanced(), "root:", big.rootValue!)
print("first 10:", Array(big.sorted().prefix(10)), "rotations:", big.rotations.count)

var letters = AVLTree<Character>()
"avltreesx".forEach { letters.insert($0) }
print(letters.shape(), String(letters.sorted()))

// expect: 4(2(1,3),6(5,7))
// expect: height: 3 rotations: ["L@1", "L@3", "L@2", "L@5"]
// expect: LR case: 20(10,30) ["L@10", "R@30"]
// expect: RL case: 20(10,30) ["R@30", "L@10"]
// expect: 100 keys height: 8 balanced: true root: 37
// expect: first 10: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] rotations: 24
// expect: l(a(-,e),t(r(-,s),v(-,x))) aelrstvx
