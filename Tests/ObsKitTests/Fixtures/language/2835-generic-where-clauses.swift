// Compiler test style: generic where clauses on functions, extensions and methods
func allEqual<S: Sequence>(_ s: S) -> Bool where S.Element: Equatable {
    var it = s.makeIterator()
    guard let first = it.next() else { return true }
    while let x = it.next() { if x != first { return false } }
    return true
}
print(allEqual([1, 1, 1]), allEqual("aab"), allEqual([Int]()))
func matching<A: Sequence, B: Sequence>(_ a: A, _ b: B) -> Int
    where A.Element == B.Element, A.Element: Hashable {
    let sa = Set(a)
    return b.filter { sa.contains($0) }.count
}
print(matching([1, 2, 3], [2, 3, 4, 3]))
print(matching("hello", "world"))
extension Array where Element: Numeric {
    func sumAll() -> Element { reduce(0, +) }
}
print([1, 2, 3].sumAll(), [1.5, 2.5].sumAll())
extension Array where Element == String {
    func shout() -> [String] { map { $0.uppercased() } }
}
print(["a", "bc"].shout())
struct Pair<T> {
    var a: T, b: T
    func larger() -> T where T: Comparable { a > b ? a : b }
    func joined() -> String where T == String { a + "-" + b }
}
print(Pair(a: 3, b: 9).larger(), Pair(a: "x", b: "y").joined(), Pair(a: "m", b: "c").larger())
// expect: true false true
// expect: 3
// expect: 2
// expect: 6 4.0
// expect: ["A", "BC"]
// expect: 9 x-y m
