// Dictionary APIs: reduce(into:), mapValues, compactMapValues, filter, merging, default subscripts, removeValue
let text = "the cat and the hat and the bat"
let freq = text.split(separator: " ").reduce(into: [String: Int]()) { $0[String($1), default: 0] += 1 }
for k in freq.keys.sorted() { print(k, freq[k]!) }
let doubled = freq.mapValues { $0 * 2 }
print(doubled.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
let common = freq.filter { $0.value > 1 }
print(type(of: common), common.keys.sorted())
let parsed = ["a": "1", "b": "x", "c": "3"].compactMapValues { Int($0) }
print(parsed.sorted(by: { $0.key < $1.key }))
var inventory = ["apple": 3, "pear": 0]
inventory["apple", default: 0] += 2
inventory["kiwi", default: 10] -= 1
print(inventory["plum", default: -1], inventory["plum"] as Any, inventory.count)
let old = inventory.updateValue(9, forKey: "pear")
let new = inventory.updateValue(1, forKey: "fig")
print(old as Any, new as Any)
print(inventory.removeValue(forKey: "apple") as Any, inventory.removeValue(forKey: "nope") as Any)
inventory["kiwi"] = nil
print(inventory.keys.sorted(), inventory.values.sorted())
let merged = inventory.merging(["pear": 100, "date": 4]) { old, new in old + new }
print(merged.sorted { $0.key < $1.key })
var kept = merged
kept.merge(["pear": -1, "lime": 2]) { current, _ in current }
print(kept.sorted { $0.key < $1.key }.map(\.key), kept["pear"]!)
let grouped = Dictionary(grouping: [1, 2, 3, 4, 5, 6, 7], by: { $0 % 3 })
print(grouped.keys.sorted().map { ($0, grouped[$0]!) })
let dupes = Dictionary([("a", 1), ("b", 2), ("a", 3)], uniquingKeysWith: +)
print(dupes.sorted { $0.key < $1.key })
let firstWins = Dictionary([("a", 1), ("a", 3)], uniquingKeysWith: { f, _ in f })
print(firstWins)
var nested: [String: [String: Int]] = [:]
nested["x", default: [:]]["y", default: 0] += 5
nested["x", default: [:]]["z"] = 1
nested["w"]?["q"] = 7
print(nested.keys.sorted(), nested["x"]!.sorted { $0.key < $1.key })
let byLength = Dictionary(grouping: ["aa", "b", "cc", "ddd"], by: \.count).mapValues { $0.joined(separator: "+") }
print(byLength.sorted { $0.key > $1.key })
let inverted = Dictionary(uniqueKeysWithValues: freq.map { ($0.key + "!", $0.value) })
print(inverted.count, inverted["cat!"]!)
if let maxPair = freq.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }) { print("max", maxPair.key, maxPair.value) }
print(freq.contains { $0.key == "hat" }, freq.keys.contains("dog"), freq.values.reduce(0, +))
var emptyD: [Int: String] = [:]
print(emptyD.isEmpty, emptyD.first == nil, emptyD, [String: Int]())
emptyD[1] = "one"
print(emptyD, emptyD.first!.key, emptyD.first!.value)
let idx = emptyD.index(forKey: 1)!
print(emptyD[idx].value, emptyD.index(forKey: 2) as Any)
let sortedTotals = freq.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
print(sortedTotals.prefix(3).map { "\($0.key):\($0.value)" }.joined(separator: ", "))

// expect: and 2
// expect: bat 1
// expect: cat 1
// expect: hat 1
// expect: the 3
// expect: ["and=4", "bat=2", "cat=2", "hat=2", "the=6"]
// expect: Dictionary<String, Int> ["and", "the"]
// expect: [(key: "a", value: 1), (key: "c", value: 3)]
// expect: -1 nil 3
// expect: Optional(0) nil
// expect: Optional(5) nil
// expect: ["fig", "pear"] [1, 9]
// expect: [(key: "date", value: 4), (key: "fig", value: 1), (key: "pear", value: 109)]
// expect: ["date", "fig", "lime", "pear"] 109
// expect: [(0, [3, 6]), (1, [1, 4, 7]), (2, [2, 5])]
// expect: [(key: "a", value: 4), (key: "b", value: 2)]
// expect: ["a": 1]
// expect: ["x"] [(key: "y", value: 5), (key: "z", value: 1)]
// expect: [(key: 3, value: "ddd"), (key: 2, value: "aa+cc"), (key: 1, value: "b")]
// expect: 5 1
// expect: max the 3
// expect: true false 8
// expect: true true [:] [:]
// expect: [1: "one"] 1 one
// expect: one nil
// expect: the:3, and:2, bat:1
