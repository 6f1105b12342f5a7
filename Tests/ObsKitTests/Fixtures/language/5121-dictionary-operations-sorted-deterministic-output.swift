// Compiler test style (test/Interpreter/dictionary.swift): dictionary operations with sorted, deterministic output
var d: [String: Int] = ["one": 1, "two": 2, "three": 3]
print(d.count, d["two"] as Any, d["four"] as Any, d["four", default: 4])
d["four"] = 4
d["one"] = nil
print(d.keys.sorted(), d.values.sorted())
let old = d.updateValue(20, forKey: "two")
let new = d.updateValue(5, forKey: "five")
print(old as Any, new as Any, d.sorted { $0.key < $1.key })
print(d.removeValue(forKey: "three") as Any, d.removeValue(forKey: "zzz") as Any, d.count)
d["four", default: 0] += 10
d["six", default: 0] += 6
print(d.sorted(by: { $0.value < $1.value }).map { "\($0.key):\($0.value)" })

let filtered = d.filter { $0.value > 10 }
print(type(of: filtered), filtered.keys.sorted())
let mapped = d.mapValues { $0 * 2 }
print(mapped.sorted { $0.key < $1.key }.map(\.value))
let compact = ["a": "1", "b": "x", "c": "3"].compactMapValues(Int.init)
print(compact.sorted { $0.key < $1.key })
let merged = ["a": 1, "b": 2].merging(["b": 20, "c": 30]) { old, new in old + new }
print(merged.sorted { $0.key < $1.key })
var m2 = ["x": 1]
m2.merge([("x", 5), ("y", 6)]) { max($0, $1) }
print(m2.sorted { $0.key < $1.key })
let fromPairs = Dictionary([("a", 1), ("b", 2), ("a", 3)], uniquingKeysWith: +)
print(fromPairs.sorted { $0.key < $1.key })
let grouped = Dictionary(grouping: ["ant", "bee", "ape", "cat", "bat"], by: { $0.first! })
print(grouped.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.joined(separator: "/"))" })
var nested: [String: [String: Int]] = [:]
nested["outer", default: [:]]["inner"] = 1
nested["outer"]?["inner"]! += 1
nested["outer"]?["other"] = 9
print(nested["outer"]!.sorted { $0.key < $1.key }, nested["missing"]?["inner"] as Any)
let intKeys = [3: "c", 1: "a", 2: "b"]
print(intKeys.keys.sorted().map { intKeys[$0]! }.joined(), intKeys.min { $0.key < $1.key }!.value)
print(d.contains { $0.key == "five" }, d.keys.contains("one"), d.isEmpty, [String: Int]().isEmpty)
var counts: [Character: Int] = [:]
for ch in "abracadabra" { counts[ch, default: 0] += 1 }
let top = counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
print(top.map { "\($0.key)\($0.value)" })
let eq1 = ["a": 1, "b": 2], eq2 = ["b": 2, "a": 1]
print(eq1 == eq2, eq1 != ["a": 1])
var byLen: [Int: [String]] = [:]
for w in ["hi", "yo", "hey", "a"] { byLen[w.count, default: []].append(w) }
for k in byLen.keys.sorted() { print(k, byLen[k]!) }
if let idx = d.index(forKey: "five") { print(d[idx].key, d[idx].value) }
print(Array(d.keys).sorted().first!, d.first(where: { $0.key == "six" })?.value as Any)

// expect: 3 Optional(2) nil 4
// expect: ["four", "three", "two"] [2, 3, 4]
// expect: Optional(2) nil [(key: "five", value: 5), (key: "four", value: 4), (key: "three", value: 3), (key: "two", value: 20)]
// expect: Optional(3) nil 3
// expect: ["five:5", "six:6", "four:14", "two:20"]
// expect: Dictionary<String, Int> ["four", "two"]
// expect: [10, 28, 12, 40]
// expect: [(key: "a", value: 1), (key: "c", value: 3)]
// expect: [(key: "a", value: 1), (key: "b", value: 22), (key: "c", value: 30)]
// expect: [(key: "x", value: 5), (key: "y", value: 6)]
// expect: [(key: "a", value: 4), (key: "b", value: 2)]
// expect: ["a=ant/ape", "b=bee/bat", "c=cat"]
// expect: [(key: "inner", value: 2), (key: "other", value: 9)] nil
// expect: abc a
// expect: true false false true
// expect: ["a5", "b2", "r2", "c1", "d1"]
// expect: true true
// expect: 1 ["a"]
// expect: 2 ["hi", "yo"]
// expect: 3 ["hey"]
// expect: five 5
// expect: five Optional(6)
