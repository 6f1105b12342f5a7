// Swift Forums style (nested generic types): Tree<T>.Node, LinkedList<T>.Iterator and generic types nested in generic types
struct Tree<T: Comparable> {
    indirect enum Node {
        case leaf
        case branch(Node, T, Node)

        func inserting(_ v: T) -> Node {
            switch self {
            case .leaf: return .branch(.leaf, v, .leaf)
            case let .branch(l, x, r):
                if v < x { return .branch(l.inserting(v), x, r) }
                if v > x { return .branch(l, x, r.inserting(v)) }
                return self
            }
        }

        var inOrder: [T] {
            switch self {
            case .leaf: return []
            case let .branch(l, x, r): return l.inOrder + [x] + r.inOrder
            }
        }

        var depth: Int {
            switch self {
            case .leaf: return 0
            case let .branch(l, _, r): return 1 + max(l.depth, r.depth)
            }
        }
    }

    var root: Node = .leaf

    mutating func insert(_ v: T) { root = root.inserting(v) }
}

struct LinkedList<T>: Sequence {
    final class Cell {
        let value: T
        var next: Cell?
        init(_ value: T, _ next: Cell?) { self.value = value; self.next = next }
    }

    struct Iterator: IteratorProtocol {
        var current: Cell?
        mutating func next() -> T? {
            defer { current = current?.next }
            return current?.value
        }
    }

    var head: Cell?

    mutating func push(_ v: T) { head = Cell(v, head) }
    func makeIterator() -> Iterator { Iterator(current: head) }
}

struct Outer<A> {
    struct Inner<B> {
        let a: A
        let b: B
        func swapped() -> Outer<B>.Inner<A> { .init(a: b, b: a) }
    }
}

var tree = Tree<Int>()
for v in [5, 2, 8, 1, 9, 3, 5] { tree.insert(v) }
print(tree.root.inOrder, tree.root.depth)
var words = Tree<String>()
for w in ["m", "c", "x"] { words.insert(w) }
print(words.root.inOrder)

var list = LinkedList<String>()
list.push("c"); list.push("b"); list.push("a")
print(Array(list), list.map { $0.uppercased() })
print(list.contains("b"), list.reduce("", +))

let inner = Outer<Int>.Inner(a: 1, b: "one")
let sw = inner.swapped()
print(sw.a, sw.b)
print(type(of: inner), type(of: sw))
print(type(of: tree.root))

// expect: [1, 2, 3, 5, 8, 9] 3
// expect: ["c", "m", "x"]
// expect: ["a", "b", "c"] ["A", "B", "C"]
// expect: true abc
// expect: one 1
// expect: Inner<String> Inner<Int>
// expect: Node
