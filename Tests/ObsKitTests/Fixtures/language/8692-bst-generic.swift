// Swift book style (Generics & Classes): a generic binary search tree with insert, traversal, height and floor
final class TreeNode<Key: Comparable, Value> {
    let key: Key
    var value: Value
    var left: TreeNode?
    var right: TreeNode?
    init(_ key: Key, _ value: Value) { self.key = key; self.value = value }
}

struct SearchTree<Key: Comparable, Value> {
    private var root: TreeNode<Key, Value>?
    private(set) var count = 0

    mutating func insert(_ key: Key, _ value: Value) {
        guard var node = root else { root = TreeNode(key, value); count = 1; return }
        while true {
            if key == node.key { node.value = value; return }
            if key < node.key {
                guard let next = node.left else { node.left = TreeNode(key, value); break }
                node = next
            } else {
                guard let next = node.right else { node.right = TreeNode(key, value); break }
                node = next
            }
        }
        count += 1
    }

    subscript(key: Key) -> Value? {
        var node = root
        while let n = node {
            if key == n.key { return n.value }
            node = key < n.key ? n.left : n.right
        }
        return nil
    }

    func inOrder() -> [(Key, Value)] {
        var out: [(Key, Value)] = []
        func walk(_ n: TreeNode<Key, Value>?) {
            guard let n else { return }
            walk(n.left); out.append((n.key, n.value)); walk(n.right)
        }
        walk(root)
        return out
    }

    var height: Int {
        func depth(_ n: TreeNode<Key, Value>?) -> Int { n.map { 1 + max(depth($0.left), depth($0.right)) } ?? 0 }
        return depth(root)
    }

    func floor(_ key: Key) -> Key? {
        var node = root, best: Key? = nil
        while let n = node {
            if n.key == key { return key }
            if n.key < key { best = n.key; node = n.right } else { node = n.left }
        }
        return best
    }
}

var ages = SearchTree<String, Int>()
for (name, age) in [("mia", 31), ("ben", 25), ("zoe", 40), ("ada", 36), ("kim", 29), ("tom", 52), ("ben", 26)] {
    ages.insert(name, age)
}
print("count \(ages.count), height \(ages.height)")
print(ages.inOrder().map { "\($0.0):\($0.1)" }.joined(separator: " "))
print("ben=\(ages["ben"] ?? -1) joe=\(ages["joe"].map(String.init) ?? "missing")")
print("floor(lou)=\(ages.floor("lou") ?? "-") floor(aaa)=\(ages.floor("aaa") ?? "-")")

var numbers = SearchTree<Int, String>()
for n in [50, 30, 70, 20, 40, 60, 80, 35, 45, 65] { numbers.insert(n, "n\(n)") }
print("numbers height \(numbers.height), keys \(numbers.inOrder().map(\.0))")
print("floor(64)=\(numbers.floor(64)!) floor(99)=\(numbers.floor(99)!) floor(10)=\(String(describing: numbers.floor(10)))")
var skewed = SearchTree<Int, Bool>()
for n in 1...12 { skewed.insert(n, n % 2 == 0) }
print("sorted inserts make height \(skewed.height); evens \(skewed.inOrder().filter { $0.1 }.count)")

// expect: count 6, height 3
// expect: ada:36 ben:26 kim:29 mia:31 tom:52 zoe:40
// expect: ben=26 joe=missing
// expect: floor(lou)=kim floor(aaa)=-
// expect: numbers height 4, keys [20, 30, 35, 40, 45, 50, 60, 65, 70, 80]
// expect: floor(64)=60 floor(99)=80 floor(10)=nil
// expect: sorted inserts make height 12; evens 6
