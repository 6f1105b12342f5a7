// Advanced Swift style (synthesized Equatable/Hashable on generic containers): Pair and Tree compared and put into sets
struct Pair<A, B> {
    var first: A
    var second: B
}
extension Pair: Equatable where A: Equatable, B: Equatable {}
extension Pair: Hashable where A: Hashable, B: Hashable {}
indirect enum Tree<T: Hashable>: Hashable {
    case leaf
    case node(Tree, T, Tree)
    var count: Int {
        switch self {
        case .leaf: return 0
        case let .node(l, _, r): return l.count + 1 + r.count
        }
    }
}
let p1 = Pair(first: 1, second: "a")
let p2 = Pair(first: 1, second: "a")
let p3 = Pair(first: 2, second: "a")
print(p1 == p2, p1 == p3, p1 != p3)
let set: Set = [p1, p2, p3]
print(set.count)
print(set.contains(Pair(first: 2, second: "a")))
let t1 = Tree.node(.leaf, 5, .node(.leaf, 7, .leaf))
let t2 = Tree.node(.leaf, 5, .node(.leaf, 7, .leaf))
print(t1 == t2, t1 == .leaf, t1.count)
let trees: Set<Tree<Int>> = [t1, t2, .leaf]
print(trees.count)
var counts: [Pair<String, Int>: Int] = [:]
for p in [Pair(first: "x", second: 1), Pair(first: "x", second: 1), Pair(first: "y", second: 2)] {
    counts[p, default: 0] += 1
}
print(counts[Pair(first: "x", second: 1)]!, counts.count)
struct Box<T: Equatable>: Equatable { var value: T; var tags: [String] }
print(Box(value: 3, tags: ["a"]) == Box(value: 3, tags: ["a"]), Box(value: 3, tags: []) == Box(value: 3, tags: ["b"]))
print([Pair(first: 1, second: 2)] == [Pair(first: 1, second: 2)])
print(Pair(first: [1, 2], second: Optional<Int>.none) == Pair(first: [1, 2], second: nil))
print(p1)
// expect: true false true
// expect: 2
// expect: true
// expect: true false 2
// expect: 2
// expect: 2 2
// expect: true false
// expect: true
// expect: true
// expect: Pair<Int, String>(first: 1, second: "a")
