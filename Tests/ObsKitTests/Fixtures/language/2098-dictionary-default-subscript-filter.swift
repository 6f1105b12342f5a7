// Compiler test style: default subscript mutation, filter returning Dictionary, removal and index APIs
var tally: [String: Int] = [:]
for w in "to be or not to be that is".split(separator: " ") {
    tally[String(w), default: 0] += 1
}
print(tally.keys.sorted().map { "\($0)=\(tally[$0]!)" }.joined(separator: " "))

var lists: [String: [Int]] = [:]
lists["a", default: []].append(1)
lists["a", default: []].append(2)
lists["b", default: [9]].append(3)
print(lists.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" })
print(lists["zzz", default: []].isEmpty, lists.count)

let frequent = tally.filter { $0.value > 1 }
print(type(of: frequent), frequent.keys.sorted())
let short = tally.filter { key, _ in key.count <= 2 }
print(short.count)

var d = ["x": 1, "y": 2, "z": 3]
let removed = d.removeValue(forKey: "y")
let missing = d.removeValue(forKey: "q")
print(removed as Any, missing as Any, d.count)
let old = d.updateValue(10, forKey: "x")
let fresh = d.updateValue(20, forKey: "w")
print(old as Any, fresh as Any, d.keys.sorted(), d.values.sorted())
d["z"] = nil
print(d.sorted { $0.key < $1.key })

if let idx = d.index(forKey: "w") {
    print(d[idx].key, d[idx].value)
    d.remove(at: idx)
}
print(d)
print(d.contains { $0.value == 10 }, d.first(where: { $0.key == "nope" }) == nil)
var counts = ["a": 1]
counts["a"]! += 5
counts["b"]? += 5
print(counts)
let keyed = Dictionary(uniqueKeysWithValues: (1...4).map { ($0, $0 * $0) })
print(keyed.filter { $0.key.isMultiple(of: 2) }.values.sorted())
print(keyed.min { $0.value < $1.value }!.key, keyed.max { $0.value < $1.value }!.key)

// expect: be=2 is=1 not=1 or=1 that=1 to=2
// expect: ["a[1, 2]", "b[9, 3]"]
// expect: true 2
// expect: Dictionary<String, Int> ["be", "to"]
// expect: 4
// expect: Optional(2) nil 2
// expect: Optional(1) nil ["w", "x", "z"] [3, 10, 20]
// expect: [(key: "w", value: 20), (key: "x", value: 10)]
// expect: w 20
// expect: ["x": 10]
// expect: true true
// expect: ["a": 6]
// expect: [4, 16]
// expect: 1 4
