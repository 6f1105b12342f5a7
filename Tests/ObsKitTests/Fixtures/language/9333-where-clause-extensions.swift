// extensions and methods constrained with where clauses
// expected output: swiftc 6.3.1 (Linux), run on this machine
extension Sequence where Element: Numeric {
    func total() -> Element { reduce(0, +) }
}
extension Sequence where Element: BinaryInteger {
    func evens() -> [Element] { filter { $0 % 2 == 0 } }
}
extension Collection where Element: Equatable {
    func allEqual() -> Bool {
        guard let f = first else { return true }
        return allSatisfy { $0 == f }
    }
}
extension Collection where Element == String {
    func joinedUpper() -> String { map { $0.uppercased() }.joined(separator: "+") }
}
extension Array where Element: Comparable {
    func isSortedAscending() -> Bool { zip(self, dropFirst()).allSatisfy { $0 <= $1 } }
}
extension Dictionary where Value: Numeric {
    func scaled(by f: Value) -> [Key: Value] { mapValues { $0 * f } }
}

struct Box<T> {
    var items: [T]
    func count(where pred: (T) -> Bool) -> Int { items.filter(pred).count }
}
extension Box where T: Comparable {
    var largest: T? { items.max() }
}
extension Box where T == Int {
    var sum: Int { items.reduce(0, +) }
}
extension Box {
    func merged<U>(with other: Box<U>) -> [String] where U: CustomStringConvertible, T: CustomStringConvertible {
        zip(items, other.items).map { "\($0.description)&\($1.description)" }
    }
}

func commonPrefix<C1: Collection, C2: Collection>(_ a: C1, _ b: C2) -> [C1.Element]
where C1.Element == C2.Element, C1.Element: Equatable {
    var out: [C1.Element] = []
    for (x, y) in zip(a, b) {
        if x != y { break }
        out.append(x)
    }
    return out
}

print([1, 2, 3, 4].total(), [1.5, 2.25].total(), (1...10).evens())
print([3, 3, 3].allEqual(), "aab".allEqual(), [Int]().allEqual())
print(["a", "bc"].joinedUpper(), Set(["q"]).joinedUpper())
print([1, 2, 2, 5].isSortedAscending(), ["b", "a"].isSortedAscending())
print(["x": 2, "y": 3].scaled(by: 10).sorted { $0.key < $1.key })
let b = Box(items: [4, 9, 1])
print(b.largest ?? -1, b.sum, b.count { $0 > 2 })
print(Box(items: ["p", "z"]).largest ?? "-")
print(b.merged(with: Box(items: [true, false, true])))
print(commonPrefix([1, 2, 3, 9], [1, 2, 4]), String(commonPrefix("swiftly", "swim")))
print(commonPrefix(Array("abc"), "abd"))

// expect: 10 3.75 [2, 4, 6, 8, 10]
// expect: true false true
// expect: A+BC Q
// expect: true false
// expect: [(key: "x", value: 20), (key: "y", value: 30)]
// expect: 9 14 2
// expect: z
// expect: ["4&true", "9&false", "1&true"]
// expect: [1, 2] swi
// expect: ["a", "b"]
