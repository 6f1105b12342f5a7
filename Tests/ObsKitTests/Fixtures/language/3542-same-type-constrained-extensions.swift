// Compiler test style: same-type constrained extensions on standard generic types
// known-gap: needs the compiler check (the callee it chooses); unchecked: line 5: expected "array(2) array(1)", got "ints: 3 strings: x"
extension Array where Element == Int {
    var total: Int { reduce(0, +) }
    func describe() -> String { "ints: \(total)" }
}
extension Array where Element == String {
    func describe() -> String { "strings: " + joined(separator: "/") }
}
extension Array {
    func describe() -> String { "array(\(count))" }
}
print([1, 2, 3].total, [1, 2, 3].describe())
print(["a", "b"].describe())
print([1.5].describe())
print([[1]].describe())
func generic<T>(_ xs: [T]) -> String { xs.describe() }
print(generic([1, 2]), generic(["x"]))

extension Dictionary where Value: Numeric {
    var sumOfValues: Value { values.reduce(0, +) }
    func scaled(by k: Value) -> [Key: Value] { mapValues { $0 * k } }
}
let d = ["a": 2, "b": 3]
print(d.sumOfValues, d.scaled(by: 10).sorted { $0.key < $1.key }.map(\.value))
print(["x": 0.5].sumOfValues)

extension Optional where Wrapped == String {
    var orEmpty: String { self ?? "" }
    var isBlank: Bool { self?.isEmpty ?? true }
}
let o1: String? = nil, o2: String? = "v"
print("[\(o1.orEmpty)]", o2.orEmpty, o1.isBlank, o2.isBlank, Optional("").isBlank)

extension Collection where Element: Collection, Element.Element: Equatable {
    func allContain(_ x: Element.Element) -> Bool { allSatisfy { $0.contains(x) } }
}
print([[1, 2], [2, 3]].allContain(2), [[1], [2]].allContain(1), ["ab", "ba"].allContain("a"))

extension Sequence where Element == (String, Int) {
    func render() -> String { map { "\($0.0)#\($0.1)" }.joined(separator: " ") }
}
print([("a", 1), ("b", 2)].render())
print(zip(["p", "q"], [7, 8]).map { ($0, $1) }.render())

extension Set where Element: Comparable { var ordered: [Element] { sorted() } }
print(Set([3, 1, 2]).ordered, Set("cab").ordered)
extension Result where Success == Int { var doubled: Int? { try? get() * 2 } }
print(Result<Int, Error>.success(21).doubled as Any)
// expect: 6 ints: 6
// expect: strings: a/b
// expect: array(1)
// expect: array(1)
// expect: array(2) array(1)
// expect: 5 [20, 30]
// expect: 0.5
// expect: [] v true false true
// expect: true false true
// expect: a#1 b#2
// expect: p#7 q#8
// expect: [1, 2, 3] ["a", "b", "c"]
// expect: Optional(42)
