// nested-generics
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Outer<T> {
    struct Inner<U> {
        let t: T
        let u: U
        func pair() -> String { "(\(t), \(u))" }
    }
    enum State {
        case empty
        case full(T)
        var text: String {
            switch self {
            case .empty: return "empty"
            case .full(let v): return "full \(v)"
            }
        }
    }
    final class Bucket {
        var items: [T] = []
        func add(_ x: T) -> Bucket { items.append(x); return self }
    }
}
extension Outer.Inner where U == Int {
    func doubled() -> Int { u * 2 }
}

let inner = Outer<String>.Inner(t: "a", u: 21)
print(inner.pair(), inner.doubled())
print(type(of: inner))
print(Outer<Int>.State.full(3).text, Outer<Bool>.State.empty.text)
let bucket = Outer<Double>.Bucket().add(1.5).add(2.5)
print(bucket.items, type(of: bucket))

struct Tree<Key: Comparable, Value> {
    final class Node {
        let key: Key
        var value: Value
        var left: Node?, right: Node?
        init(_ k: Key, _ v: Value) { key = k; value = v }
    }
    private var root: Node?
    private(set) var count = 0
    mutating func insert(_ k: Key, _ v: Value) {
        guard let r = root else { root = Node(k, v); count = 1; return }
        var cur = r
        while true {
            if k == cur.key { cur.value = v; return }
            if k < cur.key {
                if let l = cur.left { cur = l } else { cur.left = Node(k, v); count += 1; return }
            } else {
                if let rr = cur.right { cur = rr } else { cur.right = Node(k, v); count += 1; return }
            }
        }
    }
    func inOrder() -> [(Key, Value)] {
        var out: [(Key, Value)] = []
        func walk(_ n: Node?) {
            guard let n else { return }
            walk(n.left); out.append((n.key, n.value)); walk(n.right)
        }
        walk(root)
        return out
    }
}
var tree = Tree<Int, String>()
for (k, v) in [(5, "five"), (2, "two"), (8, "eight"), (1, "one"), (5, "FIVE")] { tree.insert(k, v) }
print(tree.count, tree.inOrder().map { "\($0.0):\($0.1)" })

enum Wrapper<A> {
    struct Tagged<B> {
        let a: A, b: B
        struct Deeper<C> { let a: A, b: B, c: C }
        func deepen<C>(_ c: C) -> Deeper<C> { Deeper(a: a, b: b, c: c) }
    }
}
let deep = Wrapper<Int>.Tagged(a: 1, b: "two").deepen(3.0)
print(deep.a, deep.b, deep.c)
print(type(of: deep))

func outerGeneric<T: CustomStringConvertible>(_ xs: [T]) -> [String] {
    func wrap<U>(_ u: U, _ t: T) -> String { "\(u)-\(t.description)" }
    return xs.enumerated().map { wrap($0.offset, $0.element) }
}
print(outerGeneric([true, false]), outerGeneric(["x"]))

// expect: (a, 21) 42
// expect: Inner<Int>
// expect: full 3 empty
// expect: [1.5, 2.5] Bucket
// expect: 4 ["1:one", "2:two", "5:FIVE", "8:eight"]
// expect: 1 two 3.0
// expect: Deeper<Double>
// expect: ["0-true", "1-false"] ["0-x"]
