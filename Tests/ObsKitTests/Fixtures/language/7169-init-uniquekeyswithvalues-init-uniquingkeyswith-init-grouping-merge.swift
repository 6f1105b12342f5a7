// Standard library API style (Dictionary building): init(uniqueKeysWithValues:), init(_:uniquingKeysWith:), init(grouping:by:), merge and merging
func show<V>(_ d: [String: V]) -> String {
    d.keys.sorted().map { "\($0): \(d[$0]!)" }.joined(separator: ", ")
}
let unique = Dictionary(uniqueKeysWithValues: [("a", 1), ("b", 2), ("c", 3)])
print("unique:", show(unique))
let dupes = Dictionary([("a", 1), ("b", 2), ("a", 10)], uniquingKeysWith: +)
print("uniquing +:", show(dupes))
let keepFirst = Dictionary([("x", "first"), ("x", "second")], uniquingKeysWith: { old, _ in old })
print("keep first:", show(keepFirst))
let keepLast = Dictionary([("x", "first"), ("x", "second")], uniquingKeysWith: { _, new in new })
print("keep last:", show(keepLast))
let zipped = Dictionary(uniqueKeysWithValues: zip(["one", "two", "three"], 1...))
print("zipped:", show(zipped))
let words = ["apple", "avocado", "banana", "blueberry", "cherry", "akee"]
let grouped = Dictionary(grouping: words, by: { String($0.first!) })
print("grouped:", show(grouped))
let byLength = Dictionary(grouping: words, by: \.count)
print("by length:", byLength.keys.sorted().map { "\($0)=\(byLength[$0]!)" })
let empty = Dictionary(grouping: [Int](), by: { $0 % 2 })
print("grouping empty:", empty.isEmpty, empty.count)
var stock = ["apples": 3, "pears": 1]
stock.merge(["apples": 2, "plums": 7]) { current, new in current + new }
print("merge sum:", show(stock))
stock.merge(["pears": 100, "kiwis": 4], uniquingKeysWith: { current, _ in current })
print("merge keep:", show(stock))
stock.merge([("figs", 9), ("plums", 0)]) { max($0, $1) }
print("merge sequence:", show(stock))
let merged = stock.merging(["apples": -5]) { $1 }
print("merging new:", show(merged), "| original apples:", stock["apples"]!)
print("default subscript:", stock["none", default: 0], stock["figs", default: 0])
var tally: [Character: Int] = [:]
for c in "hello world" where c != " " { tally[c, default: 0] += 1 }
print("tally:", tally.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(3).map { "\($0.key)\($0.value)" })
print("count keys values:", stock.count, stock.keys.count, stock.values.reduce(0, +))
print("keys sorted:", stock.keys.sorted(), "values sorted:", stock.values.sorted())
print("contains key:", stock.keys.contains("figs"), stock["nothing"] == nil)
print("equal dictionaries:", ["a": 1, "b": 2] == ["b": 2, "a": 1])

// expect: unique: a: 1, b: 2, c: 3
// expect: uniquing +: a: 11, b: 2
// expect: keep first: x: first
// expect: keep last: x: second
// expect: zipped: one: 1, three: 3, two: 2
// expect: grouped: a: ["apple", "avocado", "akee"], b: ["banana", "blueberry"], c: ["cherry"]
// expect: by length: ["4=[\"akee\"]", "5=[\"apple\"]", "6=[\"banana\", \"cherry\"]", "7=[\"avocado\"]", "9=[\"blueberry\"]"]
// expect: grouping empty: true 0
// expect: merge sum: apples: 5, pears: 1, plums: 7
// expect: merge keep: apples: 5, kiwis: 4, pears: 1, plums: 7
// expect: merge sequence: apples: 5, figs: 9, kiwis: 4, pears: 1, plums: 7
// expect: merging new: apples: -5, figs: 9, kiwis: 4, pears: 1, plums: 7 | original apples: 5
// expect: default subscript: 0 9
// expect: tally: ["l3", "o2", "d1"]
// expect: count keys values: 5 5 26
// expect: keys sorted: ["apples", "figs", "kiwis", "pears", "plums"] values sorted: [1, 4, 5, 7, 9]
// expect: contains key: true true
// expect: equal dictionaries: true
