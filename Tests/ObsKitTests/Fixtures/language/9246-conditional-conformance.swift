// conditional-conformance
// expected output: swiftc 6.3.1 (Linux), run on this machine
protocol Describable {
    func describe() -> String
}
extension Int: Describable {
    func describe() -> String { "int(\(self))" }
}
extension String: Describable {
    func describe() -> String { "str(\(self))" }
}
extension Array: Describable where Element: Describable {
    func describe() -> String { "[" + map { $0.describe() }.joined(separator: ", ") + "]" }
}
extension Optional: Describable where Wrapped: Describable {
    func describe() -> String {
        switch self {
        case .some(let w): return "some(" + w.describe() + ")"
        case .none: return "none"
        }
    }
}
extension Dictionary: Describable where Key: Describable & Comparable, Value: Describable {
    func describe() -> String {
        "{" + keys.sorted().map { "\($0.describe()): \(self[$0]!.describe())" }.joined(separator: ", ") + "}"
    }
}

print([1, 2].describe())
print([[1], [2, 3]].describe())
print(Optional(5).describe(), Optional<Int>.none.describe())
print([Optional(1), nil].describe())
print(["b": [1], "a": [2, 3]].describe())

func show<T: Describable>(_ x: T) -> String { "<" + x.describe() + ">" }
print(show([["x"]]))

let candidates: [Any] = [1, [1, 2], ["a"], 2.0, [2.0], [[3]], Optional("q") as Any]
for c in candidates {
    if let d = c as? Describable { print("yes", d.describe()) } else { print("no", c) }
}

struct Box<T> {
    let value: T
}
extension Box: Equatable where T: Equatable {}
extension Box: Hashable where T: Hashable {}
extension Box: Comparable where T: Comparable {
    static func < (l: Box, r: Box) -> Bool { l.value < r.value }
}
extension Box: CustomStringConvertible where T: CustomStringConvertible {
    var description: String { "Box[\(value.description)]" }
}
print(Box(value: [1]) == Box(value: [1]), Box(value: "a") == Box(value: "b"))
print(Set([Box(value: 1), Box(value: 1), Box(value: 2)]).count)
print([Box(value: 3), Box(value: 1), Box(value: 2)].sorted().map(\.value))
print(Box(value: 42), Box(value: "s").description)
print(Box(value: Box(value: 7)))

protocol Summable { static func total(_ xs: [Self]) -> Self }
extension Int: Summable { static func total(_ xs: [Int]) -> Int { xs.reduce(0, +) } }
extension Array: Summable where Element: Summable {
    static func total(_ xs: [[Element]]) -> [Element] { [Element.total(xs.map { Element.total($0) })] }
}
print(Int.total([1, 2, 3]), [Int].total([[1, 2], [3, 4]]), [[Int]].total([[[1]], [[2], [3]]]))

// expect: [int(1), int(2)]
// expect: [[int(1)], [int(2), int(3)]]
// expect: some(int(5)) none
// expect: [some(int(1)), none]
// expect: {str(a): [int(2), int(3)], str(b): [int(1)]}
// expect: <[[str(x)]]>
// expect: yes int(1)
// expect: yes [int(1), int(2)]
// expect: yes [str(a)]
// expect: no 2.0
// expect: no [2.0]
// expect: yes [[int(3)]]
// expect: yes some(str(q))
// expect: true false
// expect: 2
// expect: [1, 2, 3]
// expect: Box[42] Box[s]
// expect: Box[Box[7]]
// expect: 6 [10] [[6]]
