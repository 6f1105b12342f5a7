// Swift Forums style (Equatable/Hashable synthesis on generic types): conditional synthesis for structs and enums
struct Pair<A, B> {
    let a: A
    let b: B
}
extension Pair: Equatable where A: Equatable, B: Equatable {}
extension Pair: Hashable where A: Hashable, B: Hashable {}

enum Tree<T: Equatable>: Equatable {
    case leaf(T)
    indirect case node(Tree, Tree)
}

struct Tagged<T: Hashable>: Hashable {
    var tag: String
    var payload: [T]
}

enum Status<E: Equatable>: Equatable {
    case ok
    case failed(E)
}

print(Pair(a: 1, b: "x") == Pair(a: 1, b: "x"))
print(Pair(a: 1, b: "x") == Pair(a: 1, b: "y"))
let set: Set<Pair<Int, Int>> = [Pair(a: 1, b: 2), Pair(a: 1, b: 2), Pair(a: 2, b: 1)]
print(set.count)
let t1 = Tree.node(.leaf(1), .node(.leaf(2), .leaf(3)))
let t2 = Tree.node(.leaf(1), .node(.leaf(2), .leaf(3)))
print(t1 == t2, t1 == .leaf(1))
let tags = [Tagged(tag: "a", payload: [1]), Tagged(tag: "a", payload: [1]), Tagged(tag: "a", payload: [2])]
print(Set(tags).count, tags[0] == tags[1])
let d: [Tagged<String>: Int] = [Tagged(tag: "k", payload: ["v"]): 3]
print(d[Tagged(tag: "k", payload: ["v"])] ?? -1)
let s1: Status<String> = .failed("io")
print(s1 == .failed("io"), s1 == .ok, Status<Int>.ok == .ok)
print([Pair(a: 1, b: 2), Pair(a: 3, b: 4)].contains(Pair(a: 3, b: 4)))
print([s1, .ok].firstIndex(of: .ok) ?? -1)
func dedupe<T: Hashable>(_ xs: [T]) -> [T] { var s = Set<T>(); return xs.filter { s.insert($0).inserted } }
print(dedupe([Pair(a: "x", b: 1), Pair(a: "x", b: 1), Pair(a: "y", b: 1)]).map(\.a))

// expect: true
// expect: false
// expect: 2
// expect: true false
// expect: 2 true
// expect: 3
// expect: true false true
// expect: true
// expect: 1
// expect: ["x", "y"]
