// Functional Swift style (purely functional data structures): an indirect enum binary search tree with insert, contains, fold and a Sequence view
indirect enum Tree<Element: Comparable> {
    case leaf
    case node(Tree, Element, Tree)
}

extension Tree {
    init(_ xs: [Element]) {
        self = xs.reduce(.leaf) { $0.inserting($1) }
    }
    func inserting(_ x: Element) -> Tree {
        switch self {
        case .leaf: return .node(.leaf, x, .leaf)
        case let .node(l, v, r):
            if x < v { return .node(l.inserting(x), v, r) }
            if x > v { return .node(l, v, r.inserting(x)) }
            return self
        }
    }
    func contains(_ x: Element) -> Bool {
        switch self {
        case .leaf: return false
        case let .node(l, v, r):
            return x == v || (x < v ? l.contains(x) : r.contains(x))
        }
    }
    func fold<R>(_ leaf: R, _ node: (R, Element, R) -> R) -> R {
        switch self {
        case .leaf: return leaf
        case let .node(l, v, r): return node(l.fold(leaf, node), v, r.fold(leaf, node))
        }
    }
    var elements: [Element] { fold([]) { $0 + [$1] + $2 } }
    var count: Int { fold(0) { $0 + 1 + $2 } }
    var depth: Int { fold(0) { 1 + Swift.max($0, $2) } }
    var minimum: Element? {
        guard case let .node(l, v, _) = self else { return nil }
        return l.minimum ?? v
    }
}

extension Tree: Sequence {
    func makeIterator() -> IndexingIterator<[Element]> { elements.makeIterator() }
}

let t = Tree([50, 30, 70, 20, 40, 60, 80, 30, 65])
print(t.elements)
print(t.count, t.depth, t.minimum ?? -1)
print([20, 25, 65, 90].map(t.contains))
print(t.fold("") { l, v, r in "(\(l)\(v)\(r))" })
print(t.filter { $0 % 20 == 0 }, t.reduce(0, +))
let words = Tree("the quick brown fox jumps over the lazy dog".split(separator: " ").map(String.init))
print(words.elements.joined(separator: ","), words.depth)
print(Tree<Int>([]).minimum == nil, Tree([3, 2, 1]).depth, Array(Tree([1, 2, 3]).prefix(2)))

// expect: [20, 30, 40, 50, 60, 65, 70, 80]
// expect: 8 4 20
// expect: [true, false, true, false]
// expect: (((20)30(40))50((60(65))70(80)))
// expect: [20, 40, 60, 80] 415
// expect: brown,dog,fox,jumps,lazy,over,quick,the 7
// expect: true 3 [1, 2]
