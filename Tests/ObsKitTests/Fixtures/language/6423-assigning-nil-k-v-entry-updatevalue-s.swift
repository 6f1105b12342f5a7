// Quiz post style (dictionaries): assigning nil to a [K: V?] entry, updateValue's return value, default subscripts and mapValues
var scores: [String: Int?] = ["ann": 1, "bob": 2]

// Puzzle: what does the dictionary contain after each step?
scores["ann"] = nil
print(scores.count, scores.keys.sorted())
scores["bob"] = .some(nil)
print(scores.count, scores["bob"] as Any)
scores.updateValue(nil, forKey: "cy")
print(scores.count, scores.keys.sorted())

var plain = ["x": 1]
let old = plain.updateValue(5, forKey: "x")
let none = plain.updateValue(9, forKey: "y")
print(old as Any, none as Any, plain.sorted { $0.key < $1.key })
let removed = plain.removeValue(forKey: "z")
print(removed as Any, plain.removeValue(forKey: "y") as Any, plain.count)

var tally: [String: Int] = [:]
for w in ["a", "b", "a", "c", "a"] { tally[w, default: 0] += 1 }
print(tally.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
print(tally["zzz", default: -1], tally["zzz"] as Any, tally.count)

let doubled = tally.mapValues { $0 * 2 }
let filtered = tally.filter { $0.value > 1 }
print(doubled["a"]!, type(of: filtered), filtered.count)
let compact = ["1": "one", "x": "ex", "3": "three"].compactMapValues { _ in nil as Int? }
print(compact.isEmpty)
let keysFromInt = Dictionary(uniqueKeysWithValues: (1...3).map { ($0, $0 * $0) })
print(keysFromInt.sorted(by: { $0.key > $1.key }).map { $0.value })
var merged = ["a": 1, "b": 2]
merged.merge(["b": 20, "c": 30]) { current, _ in current }
print(merged.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" })
print(merged.first(where: { $0.value == 30 })!.key, merged.contains { $0.key == "b" && $0.value == 2 })

// expect: 1 ["bob"]
// expect: 1 Optional(nil)
// expect: 2 ["bob", "cy"]
// expect: Optional(1) nil [(key: "x", value: 5), (key: "y", value: 9)]
// expect: nil Optional(9) 1
// expect: ["a=3", "b=1", "c=1"]
// expect: -1 nil 3
// expect: 6 Dictionary<String, Int> 1
// expect: true
// expect: [9, 4, 1]
// expect: ["a:1", "b:2", "c:30"]
// expect: c true
