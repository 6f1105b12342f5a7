// Compiler test style: reduce(into:), Dictionary(grouping:), merging with conflict closures, uniquingKeysWith, and mapValues/compactMapValues
let words = ["apple", "avocado", "banana", "blueberry", "cherry", "apricot", "beet"]

let counts = words.reduce(into: [Character: Int]()) { $0[$1.first!, default: 0] += 1 }
print(counts.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" })

let lengths = words.reduce(into: [Int]()) { acc, w in
    if !acc.contains(w.count) { acc.append(w.count) }
}
print(lengths)
print(words.reduce("") { $0.isEmpty ? $1 : $0 + "," + $1.prefix(2) })

let grouped = Dictionary(grouping: words, by: { $0.count })
for key in grouped.keys.sorted() { print(key, grouped[key]!) }
let byInitial = Dictionary(grouping: words) { $0.first! }.mapValues { $0.count }
print(byInitial.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" })

// merging: conflict closure decides.
let stockA = ["apple": 3, "pear": 1, "kiwi": 5]
let stockB = ["apple": 4, "kiwi": 2, "lime": 7]
func sorted(_ d: [String: Int]) -> String { d.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ") }
print(sorted(stockA.merging(stockB) { $0 + $1 }))
print(sorted(stockA.merging(stockB) { old, _ in old }))
print(sorted(stockA.merging(stockB, uniquingKeysWith: max)))
var live = stockA
live.merge([("pear", 10), ("fig", 1)]) { a, b in a * b }
print(sorted(live))

// Dictionary(_:uniquingKeysWith:) from pairs with duplicates.
let pairs = [("x", 1), ("y", 2), ("x", 3), ("x", 4)]
print(sorted(Dictionary(pairs, uniquingKeysWith: +)))
print(sorted(Dictionary(pairs, uniquingKeysWith: { first, _ in first })))
print(sorted(Dictionary(pairs, uniquingKeysWith: { _, last in last })))

// compactMapValues and filter on dictionaries.
let raw = ["a": "1", "b": "two", "c": "3"]
print(sorted(raw.compactMapValues(Int.init)))
print(raw.filter { $0.value.count > 1 }.map(\.key))

// reduce(into:) building nested structures.
let scores = [("ann", 90), ("bob", 72), ("ann", 85), ("cat", 60), ("bob", 88)]
let table = scores.reduce(into: [String: [Int]]()) { $0[$1.0, default: []].append($1.1) }
for name in table.keys.sorted() {
    let s = table[name]!
    print(name, s, s.reduce(0, +) / s.count)
}

// Dictionary init with grouping then reduce per group.
let totals = Dictionary(grouping: scores, by: \.0).mapValues { $0.reduce(0) { $0 + $1.1 } }
print(sorted(totals))

// expect: ["a3", "b3", "c1"]
// expect: [5, 7, 6, 9, 4]
// expect: apple,av,ba,bl,ch,ap,be
// expect: 4 ["beet"]
// expect: 5 ["apple"]
// expect: 6 ["banana", "cherry"]
// expect: 7 ["avocado", "apricot"]
// expect: 9 ["blueberry"]
// expect: ["a:3", "b:3", "c:1"]
// expect: apple=7 kiwi=7 lime=7 pear=1
// expect: apple=3 kiwi=5 lime=7 pear=1
// expect: apple=4 kiwi=5 lime=7 pear=1
// expect: apple=3 fig=1 kiwi=5 pear=10
// expect: x=8 y=2
// expect: x=1 y=2
// expect: x=4 y=2
// expect: a=1 c=3
// expect: ["b"]
// expect: ann [90, 85] 87
// expect: bob [72, 88] 80
// expect: cat [60] 60
// expect: ann=175 bob=160 cat=60
