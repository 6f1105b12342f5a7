// Swift book style: conditional conformances on a generic Pair and Tree
struct Pair<A, B> {
    var first: A
    var second: B
}

extension Pair: Equatable where A: Equatable, B: Equatable {}
extension Pair: Hashable where A: Hashable, B: Hashable {}
extension Pair: Comparable where A: Comparable, B: Comparable {
    static func < (l: Pair, r: Pair) -> Bool {
        return (l.first, l.second) < (r.first, r.second)
    }
}
extension Pair: CustomStringConvertible {
    var description: String { "(\(first), \(second))" }
}

let p1 = Pair(first: 1, second: "b")
let p2 = Pair(first: 1, second: "a")
let p3 = Pair(first: 0, second: "z")
print(p1 == p2, p1 == Pair(first: 1, second: "b"))
print([p1, p2, p3].sorted())
print([p1, p2, p3].max()!)
print(Set([p1, p2, p1, p3]).count)
print([p1, p2, p3].contains(Pair(first: 0, second: "z")))

indirect enum Tree<T> {
    case leaf
    case node(Tree, T, Tree)

    func inserting(_ v: T) -> Tree where T: Comparable {
        switch self {
        case .leaf:
            return .node(.leaf, v, .leaf)
        case let .node(l, x, r):
            if v < x { return .node(l.inserting(v), x, r) }
            return .node(l, x, r.inserting(v))
        }
    }

    var inOrder: [T] {
        switch self {
        case .leaf: return []
        case let .node(l, x, r): return l.inOrder + [x] + r.inOrder
        }
    }

    var depth: Int {
        switch self {
        case .leaf: return 0
        case let .node(l, _, r): return 1 + Swift.max(l.depth, r.depth)
        }
    }
}

extension Tree: Equatable where T: Equatable {}

extension Tree: Sequence {
    func makeIterator() -> IndexingIterator<[T]> {
        return inOrder.makeIterator()
    }
}

var t = Tree<Int>.leaf
for v in [50, 30, 70, 20, 40, 60, 80, 35] {
    t = t.inserting(v)
}
print(Array(t))
print(t.depth)
print(t.filter { $0 > 45 })
print(t.contains(35), t.contains(36))

var u = Tree<Int>.leaf
for v in [50, 30, 70, 20, 40, 60, 80, 35] { u = u.inserting(v) }
print(t == u)
print(t == u.inserting(1))

let wordTree = ["pear", "apple", "fig"].reduce(Tree<String>.leaf) { $0.inserting($1) }
print(wordTree.joined(separator: " "))

struct NotEq { let x: Int }
let weird = Pair(first: NotEq(x: 1), second: 2)
print(weird.second, weird.first.x)

func allEqual<T: Equatable>(_ xs: [T]) -> Bool {
    guard let f = xs.first else { return true }
    return xs.allSatisfy { $0 == f }
}
print(allEqual([Pair(first: 2, second: 2.5), Pair(first: 2, second: 2.5)]))
print(allEqual([[1, 2], [1, 2], [1]]))
print(allEqual([Optional(3), Optional(3), nil]))

let nestedPairs = [Pair(first: Pair(first: 1, second: 2), second: "x"), Pair(first: Pair(first: 1, second: 1), second: "y")]
print(nestedPairs.sorted().map { $0.second })
print(nestedPairs.sorted().first!)

// expect: false true
// expect: [(0, z), (1, a), (1, b)]
// expect: (1, b)
// expect: 3
// expect: true
// expect: [20, 30, 35, 40, 50, 60, 70, 80]
// expect: 4
// expect: [50, 60, 70, 80]
// expect: true false
// expect: true
// expect: false
// expect: apple fig pear
// expect: 2 1
// expect: true
// expect: false
// expect: false
// expect: ["y", "x"]
// expect: ((1, 1), y)
