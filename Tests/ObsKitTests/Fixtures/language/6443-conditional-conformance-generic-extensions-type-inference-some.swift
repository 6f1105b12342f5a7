// Big Nerd Ranch style (generics): conditional conformance, generic extensions, type inference with some/any, and a generic cache
protocol Describable {
    var describe: String { get }
}
extension Int: Describable { var describe: String { "Int(\(self))" } }
extension String: Describable { var describe: String { "\"\(self)\"" } }
extension Array: Describable where Element: Describable {
    var describe: String { "[" + map(\.describe).joined(separator: ", ") + "]" }
}
extension Optional: Describable where Wrapped: Describable {
    var describe: String {
        switch self {
        case .some(let value): return "Some(\(value.describe))"
        case .none: return "None"
        }
    }
}
print(5.describe, "hi".describe, [1, 2].describe, [["a"], []].describe)
let maybe: Int? = 3
let nothing: String? = nil
print(maybe.describe, nothing.describe, [Optional(1), nil].describe)

func describeAll(_ items: [any Describable]) -> String {
    items.map { $0.describe }.joined(separator: " ")
}
print(describeAll([1, "x", [3, 4]]))
func makeDescribable(_ flag: Bool) -> some Describable {
    [flag ? 1 : 0]
}
print(makeDescribable(true).describe)

final class Cache<Key: Hashable & Comparable, Value> {
    private var storage: [Key: Value] = [:]
    private(set) var hits = 0, misses = 0
    let compute: (Key) -> Value
    init(compute: @escaping (Key) -> Value) { self.compute = compute }
    subscript(key: Key) -> Value {
        if let v = storage[key] { hits += 1; return v }
        misses += 1
        let v = compute(key)
        storage[key] = v
        return v
    }
    var keys: [Key] { storage.keys.sorted() }
}
let squares = Cache<Int, Int> { n in
    print("computing \(n)")
    return n * n
}
print(squares[4], squares[4], squares[7], squares[4])
print(squares.hits, squares.misses, squares.keys)

extension Sequence {
    func grouped<K: Hashable & Comparable>(by key: (Element) -> K) -> [(K, [Element])] {
        Dictionary(grouping: self, by: key).sorted { $0.key < $1.key }
    }
}
for (len, words) in ["to", "be", "or", "not", "the"].grouped(by: \.count) {
    print(len, words)
}
extension Collection where Element: Numeric {
    var total: Element { reduce(0, +) }
}
print([1, 2, 3].total, [1.5, 1.5].total)
func firstAndLast<C: Collection>(_ c: C) -> (C.Element, C.Element)? {
    guard let f = c.first else { return nil }
    return (f, c[c.index(c.endIndex, offsetBy: -1)])
}
print(firstAndLast("swift")!, firstAndLast([Int]()) == nil)

// expect: Int(5) "hi" [Int(1), Int(2)] [["a"], []]
// expect: Some(Int(3)) None [Some(Int(1)), None]
// expect: Int(1) "x" [Int(3), Int(4)]
// expect: [Int(1)]
// expect: computing 4
// expect: computing 7
// expect: 16 16 49 16
// expect: 2 2 [4, 7]
// expect: 2 ["to", "be", "or"]
// expect: 3 ["not", "the"]
// expect: 6 3.0
// expect: ("s", "t") true
