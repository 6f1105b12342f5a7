// Dictionary: grouping, uniquing, merging, mapValues/compactMapValues, default subscripts
// expected output: swiftc 6.3.1 (Linux), run on this machine
func show<V>(_ d: [String: V]) -> String {
    d.keys.sorted().map { "\($0)=\(d[$0]!)" }.joined(separator: " ")
}

let words = ["apple", "avocado", "banana", "blueberry", "cherry", "apricot", "fig"]
let byLetter = Dictionary(grouping: words) { String($0.first!) }
print(show(byLetter))
print(show(byLetter.mapValues(\.count)))
let byLength = Dictionary(grouping: words, by: \.count)
print(byLength.keys.sorted(), byLength[6]!.sorted())

let pairs = [("a", 1), ("b", 2), ("a", 3), ("c", 4), ("b", 5)]
print(show(Dictionary(pairs, uniquingKeysWith: +)))
print(show(Dictionary(pairs, uniquingKeysWith: { first, _ in first })))
print(show(Dictionary(pairs, uniquingKeysWith: { _, last in last })))
print(show(Dictionary(uniqueKeysWithValues: zip(["x", "y", "z"], 1...))))

var stock = ["apple": 3, "pear": 0, "kiwi": 7]
stock.merge(["apple": 2, "plum": 5]) { $0 + $1 }
print(show(stock))
let merged = stock.merging(["kiwi": 1, "fig": 9], uniquingKeysWith: { old, _ in old })
print(show(merged), stock.count, merged.count)

var counts: [Character: Int] = [:]
for c in "mississippi" { counts[c, default: 0] += 1 }
print(counts.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" }.joined())
let freqSorted = counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
print(freqSorted.map { String($0.key) })

var lists: [String: [Int]] = [:]
for (k, v) in pairs { lists[k, default: []].append(v) }
print(show(lists))

let raw = ["a": "1", "b": "two", "c": "3"]
print(show(raw.compactMapValues { Int($0) }), show(raw.mapValues { $0.count }))
print(show(raw.filter { $0.value.count > 1 }))

let total = stock.reduce(into: 0) { $0 += $1.value }
let inverted = Dictionary(stock.map { ($0.value, $0.key) }, uniquingKeysWith: { min($0, $1) })
print(total, inverted.keys.sorted(), inverted[5]!)

var cache: [String: Int] = ["k": 1]
let old = cache.updateValue(2, forKey: "k")
let new = cache.updateValue(9, forKey: "n")
let removed = cache.removeValue(forKey: "k")
print(old as Any, new as Any, removed as Any, show(cache))
print(cache["missing", default: -1], cache.keys.contains("n"), cache.first!.key)
let nested: [String: [String: Int]] = ["x": ["p": 1], "y": [:]]
print(nested["x"]?["p"] as Any, nested["y"]?["p"] as Any, nested["z"]?["p"] as Any)
var matrix: [Int: [Int: String]] = [:]
matrix[1, default: [:]][2] = "a"
matrix[1, default: [:]][3] = "b"
print(matrix[1]!.sorted { $0.key < $1.key }.map(\.value), matrix.count)

// expect: a=["apple", "avocado", "apricot"] b=["banana", "blueberry"] c=["cherry"] f=["fig"]
// expect: a=3 b=2 c=1 f=1
// expect: [3, 5, 6, 7, 9] ["banana", "cherry"]
// expect: a=4 b=7 c=4
// expect: a=1 b=2 c=4
// expect: a=3 b=5 c=4
// expect: x=1 y=2 z=3
// expect: apple=5 kiwi=7 pear=0 plum=5
// expect: apple=5 fig=9 kiwi=7 pear=0 plum=5 4 5
// expect: i4m1p2s4
// expect: ["i", "s", "p", "m"]
// expect: a=[1, 3] b=[2, 5] c=[4]
// expect: a=1 c=3 a=1 b=3 c=1
// expect: b=two
// expect: 17 [0, 5, 7] apple
// expect: Optional(1) nil Optional(2) n=9
// expect: -1 true n
// expect: Optional(1) nil nil
// expect: ["a", "b"] 1
