// Swift Forums style: protocols with Self requirements and generics with where clauses

protocol Mergeable {
    func merged(with other: Self) -> Self
    static var empty: Self { get }
}

struct Stats: Mergeable, CustomStringConvertible {
    var count: Int
    var sum: Int
    func merged(with other: Stats) -> Stats {
        Stats(count: count + other.count, sum: sum + other.sum)
    }
    static var empty: Stats { Stats(count: 0, sum: 0) }
    var description: String { "Stats(count: \(count), sum: \(sum))" }
}

extension String: Mergeable {
    func merged(with other: String) -> String { self + other }
    static var empty: String { "" }
}

extension Array: Mergeable {
    func merged(with other: [Element]) -> [Element] { self + other }
    static var empty: [Element] { [] }
}

func mergeAll<T: Mergeable>(_ items: [T]) -> T {
    items.reduce(T.empty) { $0.merged(with: $1) }
}

print(mergeAll([Stats(count: 2, sum: 10), Stats(count: 1, sum: 5), Stats(count: 3, sum: 1)]))
print(mergeAll(["ab", "cd", "ef"]))
print(mergeAll([[1, 2], [3], [], [4, 5]]))

// Protocol with a Self-returning method, used like a fluent API.
protocol Copyable {
    init(copying other: Self)
}
final class Node: Copyable {
    var label: String
    init(label: String) { self.label = label }
    init(copying other: Node) { label = other.label + "'" }
}
func duplicate<T: Copyable>(_ x: T, times: Int) -> [T] {
    var out: [T] = []
    var current = x
    for _ in 0..<times {
        current = T(copying: current)
        out.append(current)
    }
    return out
}
print(duplicate(Node(label: "n"), times: 3).map(\.label))

// where clauses on generic functions
func commonElements<A: Sequence, B: Sequence>(_ a: A, _ b: B) -> [A.Element]
where A.Element: Hashable & Comparable, A.Element == B.Element {
    Set(a).intersection(Set(b)).sorted()
}
print(commonElements([5, 3, 1, 9, 3], [9, 2, 3, 7]))
print(commonElements("swift".map { $0 }, Array("fortran")))

// where clauses on extensions
extension Sequence where Element: Numeric {
    func total() -> Element { reduce(0, +) }
}
extension Collection where Element: StringProtocol {
    func joinedSorted() -> String { map { String($0) }.sorted().joined(separator: "|") }
}
print([1, 2, 3, 4].total(), [1.5, 2.25].total())
print(["pear", "fig", "apple"].joinedSorted())

// Conditional conformance
protocol Describable { func describe() -> String }
extension Int: Describable { func describe() -> String { "#\(self)" } }
extension Optional: Describable where Wrapped: Describable {
    func describe() -> String {
        switch self {
        case .some(let v): return "some(\(v.describe()))"
        case .none: return "none"
        }
    }
}
extension Array: Describable where Element: Describable {
    func describe() -> String { "[" + map { $0.describe() }.joined(separator: ", ") + "]" }
}
let values: [Int?] = [1, nil, 3]
print(values.describe())
print([[1, 2], [3]].describe())
// expect: Stats(count: 6, sum: 16)
// expect: abcdef
// expect: [1, 2, 3, 4, 5]
// expect: ["n\'", "n\'\'", "n\'\'\'"]
// expect: [3, 9]
// expect: ["f", "t"]
// expect: 10 3.75
// expect: apple|fig|pear
// expect: [some(#1), none, some(#3)]
// expect: [[#1, #2], [#3]]
