// Generic where clauses: Equatable/Hashable elements, same-type constraints between sequences, constrained methods
func allEqual<S: Sequence>(_ s: S) -> Bool where S.Element: Equatable {
    var it = s.makeIterator()
    guard let first = it.next() else { return true }
    while let x = it.next() { if x != first { return false } }
    return true
}
func commonElements<A: Sequence, B: Sequence>(_ a: A, _ b: B) -> [A.Element]
    where A.Element: Hashable, A.Element == B.Element {
    let set = Set(b)
    var seen = Set<A.Element>()
    return a.filter { set.contains($0) && seen.insert($0).inserted }
}
func runs<C: Collection>(_ c: C) -> [(C.Element, Int)] where C.Element: Equatable {
    var out: [(C.Element, Int)] = []
    for x in c {
        if let last = out.last, last.0 == x { out[out.count - 1].1 += 1 } else { out.append((x, 1)) }
    }
    return out
}
func indexMap<C: Collection>(_ c: C) -> [C.Element: [Int]] where C.Element: Hashable {
    var d: [C.Element: [Int]] = [:]
    for (i, x) in c.enumerated() { d[x, default: []].append(i) }
    return d
}
struct Pair<A, B> { var a: A; var b: B }
extension Pair where A == B {
    var swapped: Pair { Pair(a: b, b: a) }
    var asArray: [A] { [a, b] }
}
extension Pair: Equatable where A: Equatable, B: Equatable {}
extension Pair where A: Numeric, B: Numeric, A == B {
    var sum: A { a + b }
}
extension Array where Element: Equatable {
    func removingDuplicatesInOrder() -> [Element] {
        var out: [Element] = []
        for x in self where !out.contains(x) { out.append(x) }
        return out
    }
}
extension Sequence where Element == String {
    func totalLength() -> Int { reduce(0) { $0 + $1.count } }
}

print(allEqual([3, 3, 3]), allEqual("aab"), allEqual([Int]()), allEqual(repeatElement("x", count: 4)))
print(commonElements([5, 1, 3, 1, 7], Set([1, 7, 9])), commonElements("hello", "world"))
print(runs("aaabccdddd").map { "\($0.0)\($0.1)" }.joined(), runs([1, 1, 2, 1]).map(\.1))
let im = indexMap(["x", "y", "x", "z", "x"])
print(im.keys.sorted().map { "\($0)\(im[$0]!)" })
let p = Pair(a: 1, b: 2)
print(p.swapped, p.asArray, p.sum, p == Pair(a: 1, b: 2), p.swapped == p)
let q = Pair(a: "s", b: 2.5)
print(q == Pair(a: "s", b: 2.5), Pair(a: 1.5, b: 2.0).sum)
print([3, 1, 3, 2, 1].removingDuplicatesInOrder(), ["b", "a", "b"].removingDuplicatesInOrder())
print(["ab", "cde"].totalLength(), Set(["q"]).totalLength(), "x y zz".split(separator: " ").map(String.init).totalLength())
func firstMismatch<C1: Collection, C2: Collection>(_ a: C1, _ b: C2) -> Int? where C1.Element == C2.Element, C1.Element: Equatable {
    for (i, (x, y)) in zip(a, b).enumerated() where x != y { return i }
    return a.count == b.count ? nil : min(a.count, b.count)
}
print(firstMismatch([1, 2, 3], [1, 2, 4]) as Any, firstMismatch("abc", "abc") as Any, firstMismatch([1], [1, 2]) as Any)
print(firstMismatch("abc", ["a", "x"] as [Character]) as Any)

// expect: true false true true
// expect: [1, 7] ["l", "o"]
// expect: a3b1c2d4 [2, 1, 1]
// expect: ["x[0, 2, 4]", "y[1]", "z[3]"]
// expect: Pair<Int, Int>(a: 2, b: 1) [1, 2] 3 true false
// expect: true 3.5
// expect: [3, 1, 2] ["b", "a"]
// expect: 5 1 4
// expect: Optional(2) nil Optional(1)
// expect: Optional(1)
