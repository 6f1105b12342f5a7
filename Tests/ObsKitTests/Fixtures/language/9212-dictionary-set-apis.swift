// dictionary-set-apis
// expected output: swiftc 6.3.1 (Linux), run on this machine

let stock = ["apple": 5, "pear": 0, "plum": 12, "kiwi": 3]
func show<V>(_ d: [String: V]) -> String {
    d.keys.sorted().map { "\($0):\(d[$0]!)" }.joined(separator: " ")
}
print(show(stock))
print(show(stock.mapValues { $0 * 2 }))
print(show(stock.filter { $0.value > 2 }))
print(show(stock.compactMapValues { $0 > 0 ? String($0) : nil }))
var merged = stock
merged.merge(["apple": 10, "fig": 1]) { old, new in old + new }
print(show(merged))
print(show(stock.merging(["pear": 7], uniquingKeysWith: { _, new in new })))
let totals = stock.reduce(into: [Bool: Int]()) { acc, kv in acc[kv.value > 3, default: 0] += kv.value }
print(totals[true]!, totals[false]!)
var counts: [Character: Int] = [:]
for ch in "abracadabra" { counts[ch, default: 0] += 1 }
print(counts.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }.map { "\($0.key)\($0.value)" })
print(stock["kiwi", default: -1], stock["mango", default: -1], stock["mango"] as Any)
var inv = stock
print(inv.removeValue(forKey: "pear") as Any, inv.removeValue(forKey: "none") as Any, inv.count)
print(inv.updateValue(6, forKey: "apple") as Any, inv.updateValue(1, forKey: "lime") as Any, show(inv))
inv["plum"] = nil
print(show(inv), inv.keys.contains("plum"))
let grouped = Dictionary(grouping: ["ant", "bee", "bat", "cow", "ape"], by: { $0.first! })
print(grouped.keys.sorted(), grouped["b"]!)
let uniq = Dictionary([("a", 1), ("b", 2), ("a", 3)], uniquingKeysWith: max)
print(show(uniq))
let fromZip = Dictionary(uniqueKeysWithValues: zip(["x", "y"], [10, 20]))
print(show(fromZip), stock.values.reduce(0, +), stock.min { $0.value < $1.value }!.key)

let odds: Set = [1, 3, 5, 7, 9]
let primes: Set = [2, 3, 5, 7]
print(odds.union(primes).sorted(), odds.intersection(primes).sorted())
print(odds.subtracting(primes).sorted(), odds.symmetricDifference(primes).sorted())
print(primes.isSubset(of: odds), Set([3, 5]).isSubset(of: primes), Set([3, 5]).isStrictSubset(of: [3, 5]))
print(odds.isSuperset(of: [1, 9]), odds.isDisjoint(with: [2, 4]), primes.isDisjoint(with: odds))
var s = Set<String>()
print(s.insert("a").inserted, s.insert("a").inserted, s.insert("b").memberAfterInsert)
print(s.remove("a") as Any, s.remove("zz") as Any, s.contains("b"), s.count)
s.formUnion(["c", "d", "e"])
s.subtract(["d"])
print(s.sorted(), s.filter { $0 > "b" }.sorted(), s.map { $0.uppercased() }.sorted())
var mut = primes
mut.formIntersection(odds)
mut.formSymmetricDifference([5, 11])
print(mut.sorted(), mut.min()!, mut.max()!)
print(Set("mississippi").sorted(), Set("abc") == Set("cba"))
let words = ["the", "cat", "the", "hat", "cat", "the"]
print(Set(words).count, Array(Set(words)).sorted(), words.count)

// expect: apple:5 kiwi:3 pear:0 plum:12
// expect: apple:10 kiwi:6 pear:0 plum:24
// expect: apple:5 kiwi:3 plum:12
// expect: apple:5 kiwi:3 plum:12
// expect: apple:15 fig:1 kiwi:3 pear:0 plum:12
// expect: apple:5 kiwi:3 pear:7 plum:12
// expect: 17 3
// expect: ["a5", "b2", "r2", "c1", "d1"]
// expect: 3 -1 nil
// expect: Optional(0) nil 3
// expect: Optional(5) nil apple:6 kiwi:3 lime:1 plum:12
// expect: apple:6 kiwi:3 lime:1 false
// expect: ["a", "b", "c"] ["bee", "bat"]
// expect: a:3 b:2
// expect: x:10 y:20 20 pear
// expect: [1, 2, 3, 5, 7, 9] [3, 5, 7]
// expect: [1, 9] [1, 2, 9]
// expect: false true false
// expect: true true false
// expect: true false b
// expect: Optional("a") nil true 1
// expect: ["b", "c", "e"] ["c", "e"] ["B", "C", "E"]
// expect: [3, 7, 11] 3 11
// expect: ["i", "m", "p", "s"] true
// expect: 3 ["cat", "hat", "the"] 6
