// Swift book style (Generics): extensions with generic where clauses on Array, Optional and Dictionary
extension Array where Element: Comparable {
    func isSortedAscending() -> Bool {
        zip(self, dropFirst()).allSatisfy { $0 <= $1 }
    }
}
extension Array where Element == String {
    func shout() -> [String] { map { $0.uppercased() + "!" } }
}
extension Sequence where Element: Numeric {
    func total() -> Element { reduce(0, +) }
}
extension Optional where Wrapped == String {
    var orEmpty: String { self ?? "" }
}
extension Dictionary where Value: Comparable {
    func keyOfMax() -> Key? { self.max { $0.value < $1.value }?.key }
}
extension Collection where Element: Hashable {
    func firstDuplicate() -> Element? {
        var seen = Set<Element>()
        for e in self {
            if seen.contains(e) { return e }
            seen.insert(e)
        }
        return nil
    }
}
print([1, 2, 2, 5].isSortedAscending(), [3, 1].isSortedAscending(), ["a", "b"].isSortedAscending())
print(["hey", "you"].shout())
print([1, 2, 3].total(), [0.5, 0.25].total(), (1...10).total())
let maybe: String? = nil
let present: String? = "here"
print("[\(maybe.orEmpty)] [\(present.orEmpty)]")
print(["x": 3, "y": 9, "z": 1].keyOfMax() ?? "none")
print([4, 7, 1, 7, 4].firstDuplicate() ?? -1, "abcdb".firstDuplicate() ?? "-")
func pairs<K: Comparable, V>(_ d: [K: V]) -> [(K, V)] where V: CustomStringConvertible {
    d.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
}
for (k, v) in pairs(["b": 2, "a": 1, "c": 3]) { print(k, v.description) }
// expect: true false true
// expect: ["HEY!", "YOU!"]
// expect: 6 0.75 55
// expect: [] [here]
// expect: y
// expect: 7 b
// expect: a 1
// expect: b 2
// expect: c 3
