// swift-collections style (OrderedDictionary API): uniquing and grouping initializers, merge with a combine closure, sort by value, and an elements view with index access
struct OrderedDict<Key: Hashable, Value> {
    private(set) var keys: [Key] = []
    private(set) var values: [Value] = []
    private var index: [Key: Int] = [:]

    init() {}
    init<S: Sequence>(_ pairs: S, uniquingKeysWith combine: (Value, Value) throws -> Value) rethrows where S.Element == (Key, Value) {
        for (k, v) in pairs {
            if let i = index[k] { values[i] = try combine(values[i], v) } else { append(k, v) }
        }
    }
    init<S: Sequence>(grouping elements: S, by key: (S.Element) -> Key) where Value == [S.Element] {
        for e in elements { self[key(e), default: []].append(e) }
    }

    private mutating func append(_ k: Key, _ v: Value) {
        index[k] = keys.count
        keys.append(k)
        values.append(v)
    }

    subscript(key: Key, default fallback: @autoclosure () -> Value) -> Value {
        get { index[key].map { values[$0] } ?? fallback() }
        _modify {
            if index[key] == nil { append(key, fallback()) }
            yield &values[index[key]!]
        }
    }

    mutating func merge(_ other: OrderedDict, combine: (Value, Value) -> Value) {
        for (k, v) in zip(other.keys, other.values) {
            if let i = index[k] { values[i] = combine(values[i], v) } else { append(k, v) }
        }
    }

    mutating func sort(by areInIncreasingOrder: ((key: Key, value: Value), (key: Key, value: Value)) -> Bool) {
        let sorted = elements.sorted(by: areInIncreasingOrder)
        self = OrderedDict()
        for (k, v) in sorted { append(k, v) }
    }

    var elements: [(key: Key, value: Value)] { Array(zip(keys, values)).map { (key: $0.0, value: $0.1) } }
}

extension OrderedDict: Equatable where Value: Equatable {
    static func == (a: Self, b: Self) -> Bool { a.keys == b.keys && a.values == b.values }
}

extension OrderedDict: CustomStringConvertible {
    var description: String { "[" + elements.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "]" }
}

let votes = [("swift", 3), ("rust", 2), ("swift", 4), ("go", 1), ("rust", 1)]
var totals = OrderedDict(votes, uniquingKeysWith: +)
print(totals)
let firstWins = OrderedDict(votes, uniquingKeysWith: { first, _ in first })
print(firstWins, totals == firstWins)

let words = ["apple", "bob", "avocado", "cat", "banana", "axe"]
let byLetter = OrderedDict(grouping: words, by: { $0.first! })
print(byLetter)
print(byLetter.keys, byLetter["z", default: []])

var more = OrderedDict<String, Int>()
more["go", default: 0] += 10
more["zig", default: 0] += 5
totals.merge(more, combine: +)
print(totals)
totals.sort { $0.value > $1.value }
print(totals.keys, totals.elements.first!.key, totals.elements[1])

// expect: [swift: 7, rust: 3, go: 1]
// expect: [swift: 3, rust: 2, go: 1] false
// expect: [a: ["apple", "avocado", "axe"], b: ["bob", "banana"], c: ["cat"]]
// expect: ["a", "b", "c"] []
// expect: [swift: 7, rust: 3, go: 11, zig: 5]
// expect: ["go", "swift", "zig", "rust"] go (key: "swift", value: 7)
