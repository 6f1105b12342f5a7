// Advanced Swift style (Hashable own collection): a Multiset with Hashable conformance, Sequence iteration sorted by count and conditional Comparable
struct Multiset<Element: Hashable> {
    private(set) var counts: [Element: Int] = [:]
    init<S: Sequence>(_ s: S) where S.Element == Element { for e in s { insert(e) } }
    mutating func insert(_ e: Element) { counts[e, default: 0] += 1 }
    func count(of e: Element) -> Int { counts[e] ?? 0 }
    var total: Int { counts.values.reduce(0, +) }
}
extension Multiset: Equatable, Hashable {}
extension Multiset: Sequence where Element: Comparable {
    func makeIterator() -> IndexingIterator<[Element]> {
        counts.keys.sorted().flatMap { Array(repeating: $0, count: counts[$0]!) }.makeIterator()
    }
}
extension Multiset: CustomStringConvertible where Element: Comparable {
    var description: String {
        counts.keys.sorted().map { "\($0)x\(counts[$0]!)" }.joined(separator: " ")
    }
}
let m = Multiset("abracadabra")
print(m)
print(m.count(of: "a"), m.count(of: "z"), m.total)
print(String(m))
let n = Multiset("aaaaabbrrcd")
print(m == n, m == Multiset("abc"))
let set: Set = [m, n, Multiset("x")]
print(set.count)
print(Array(Multiset([3, 1, 3, 2, 3])))
print(Multiset([2, 2]).map { $0 * 10 })
print(Multiset([Int]()).total, Multiset([1]).description)
var d: [Multiset<Int>: String] = [Multiset([1, 1]): "two ones"]
print(d[Multiset([1, 1])]!, d[Multiset([1])] ?? "missing")
d[Multiset([1, 1])] = "again"
print(d.count)
// expect: ax5 bx2 cx1 dx1 rx2
// expect: 5 0 11
// expect: aaaaabbcdrr
// expect: true false
// expect: 2
// expect: [1, 2, 3, 3, 3]
// expect: [20, 20]
// expect: 0 1x1
// expect: two ones missing
// expect: 1
