// Compiler test style: conditional conformances — a generic wrapper gains Equatable/Comparable/CustomStringConvertible only when its element does
struct Box<T> {
    var value: T
}

extension Box: Equatable where T: Equatable {}
extension Box: Hashable where T: Hashable {}
extension Box: Comparable where T: Comparable {
    static func < (lhs: Box, rhs: Box) -> Bool { lhs.value < rhs.value }
}
extension Box: CustomStringConvertible where T: CustomStringConvertible {
    var description: String { "Box(\(value.description))" }
}

struct Opaque { var raw: Int }

protocol Describable { func describe() -> String }
extension Int: Describable { func describe() -> String { "int \(self)" } }
extension Array: Describable where Element: Describable {
    func describe() -> String { "[" + map { $0.describe() }.joined(separator: ", ") + "]" }
}
extension Optional: Describable where Wrapped: Describable {
    func describe() -> String {
        switch self {
        case .some(let w): return "some(\(w.describe()))"
        case .none: return "none"
        }
    }
}

func areEqual<T: Equatable>(_ a: T, _ b: T) -> Bool { a == b }
func largest<T: Comparable>(_ xs: [T]) -> T? { xs.max() }

let a = Box(value: 3), b = Box(value: 3), c = Box(value: 7)
print(areEqual(a, b), areEqual(a, c))
print(a < c, c < a)
print(largest([a, c, b])!.value)
print(Box(value: 42))
print([Box(value: "x"), Box(value: "y")].description)

// Nested: Box<Box<Int>> is Equatable because Box<Int> is.
let nested1 = Box(value: Box(value: 1)), nested2 = Box(value: Box(value: 1))
print(nested1 == nested2, nested1)

// Hashable conformance lets boxes go in a Set.
let set: Set<Box<String>> = [Box(value: "a"), Box(value: "b"), Box(value: "a")]
print(set.count, set.map { $0.value }.sorted())

// Box<Opaque> is not Equatable; we can still use it generically without ==.
let o = Box(value: Opaque(raw: 9))
print(o.value.raw)

// Nested conditional conformances through Array and Optional.
let items: [Int?] = [1, nil, 3]
print(items.describe())
let grid: [[Int]] = [[1, 2], [], [3]]
print(grid.describe())

// Array<Box<Int>> is Equatable through two conditional conformances.
print([Box(value: 1), Box(value: 2)] == [Box(value: 1), Box(value: 2)])
print([Box(value: 1)] == [Box(value: 2)])

// expect: true false
// expect: true false
// expect: 7
// expect: Box(42)
// expect: [Box(x), Box(y)]
// expect: true Box(Box(1))
// expect: 2 ["a", "b"]
// expect: 9
// expect: [some(int 1), none, some(int 3)]
// expect: [[int 1, int 2], [], [int 3]]
// expect: true
// expect: false
