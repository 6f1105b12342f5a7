// Compiler test style (generics): protocol-constrained generic functions, conditional conformance and generic where clauses
protocol Describable { var summary: String { get } }
extension Int: Describable { var summary: String { return "int \(self)" } }
extension String: Describable { var summary: String { return "string '\(self)'" } }
extension Array: Describable where Element: Describable {
    var summary: String { return "[" + map { $0.summary }.joined(separator: ", ") + "]" }
}
extension Optional: Describable where Wrapped: Describable {
    var summary: String { return map { "some " + $0.summary } ?? "none" }
}
struct Pair<A, B> { var a: A; var b: B }
extension Pair: Describable where A: Describable, B: Describable {
    var summary: String { return "(\(a.summary) & \(b.summary))" }
}
extension Pair: Equatable where A: Equatable, B: Equatable {}

func show<T: Describable>(_ x: T) -> String { return x.summary }
print(show(3), show("x"))
print(show([1, 2]), show([[1], [2, 3]]))
print(show(Optional(5)), show(Int?.none), show([Optional("a"), nil]))
print(show(Pair(a: 1, b: ["z"])))
print(Pair(a: 1, b: "q") == Pair(a: 1, b: "q"), Pair(a: 1, b: "q") == Pair(a: 2, b: "q"))

let values: [Any] = [1, "s", [1, 2], 2.5, Pair(a: 1, b: 2), Pair(a: 1.0, b: 2)]
for v in values {
    if let d = v as? Describable { print("describable:", d.summary) } else { print("not:", v) }
}

func largest<C: Collection>(_ c: C) -> C.Element? where C.Element: Comparable {
    return c.max()
}
print(largest([3, 9, 2]) as Any, largest("hello") as Any, largest([String]()) as Any)

func commonPrefix<S1: Sequence, S2: Sequence>(_ a: S1, _ b: S2) -> [S1.Element] where S1.Element == S2.Element, S1.Element: Equatable {
    var out: [S1.Element] = []
    for (x, y) in zip(a, b) { if x != y { break }; out.append(x) }
    return out
}
print(commonPrefix([1, 2, 3, 4], [1, 2, 5]), String(commonPrefix("swiftly", "swim")))

extension Sequence where Element: Numeric {
    func total() -> Element { return reduce(0, +) }
}
extension Collection where Element == String {
    func lengths() -> [Int] { return map { $0.count } }
}
print([1, 2, 3].total(), [0.5, 0.25].total(), Set([2, 4]).total(), ["ab", "c"].lengths())
func pick<T>(_ a: T, _ b: T, first: Bool) -> T { return first ? a : b }
print(pick(1, 2, first: false), pick("x", "y", first: true), type(of: pick(1.0, 2, first: true)))

// expect: int 3 string 'x'
// expect: [int 1, int 2] [[int 1], [int 2, int 3]]
// expect: some int 5 none [some string 'a', none]
// expect: (int 1 & [string 'z'])
// expect: true false
// expect: describable: int 1
// expect: describable: string 's'
// expect: describable: [int 1, int 2]
// expect: not: 2.5
// expect: describable: (int 1 & int 2)
// expect: not: Pair<Double, Int>(a: 1.0, b: 2)
// expect: Optional(9) Optional("o") nil
// expect: [1, 2] swi
// expect: 6 0.75 6 [2, 1]
// expect: 2 x Double
