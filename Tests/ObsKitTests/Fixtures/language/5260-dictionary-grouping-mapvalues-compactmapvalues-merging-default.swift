// Stdlib test style: Dictionary - grouping, mapValues, compactMapValues, merging, default subscript (printed sorted)
let words = ["apple", "avocado", "banana", "blueberry", "cherry", "apricot"]
let grouped = Dictionary(grouping: words, by: { $0.first! })
for key in grouped.keys.sorted() { print(key, grouped[key]!) }
let lengths = Dictionary(uniqueKeysWithValues: words.map { ($0, $0.count) })
print(lengths.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " "))
let doubled = lengths.mapValues { $0 * 2 }
print(doubled["banana"]!, doubled["kiwi"] as Any)
let raw = ["a": "1", "b": "x", "c": "3"]
let ints = raw.compactMapValues { Int($0) }
print(ints.sorted { $0.key < $1.key })
var stock = ["pen": 2, "ink": 1]
stock.merge(["pen": 5, "pad": 3]) { old, new in old + new }
print(stock.sorted { $0.key < $1.key })
let merged = stock.merging(["ink": 10]) { old, _ in old }
print(merged.sorted { $0.key < $1.key }, merged.count)
var freq: [Character: Int] = [:]
for c in "mississippi" { freq[c, default: 0] += 1 }
print(freq.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" })
var d = ["x": 1]
print(d.updateValue(5, forKey: "x") as Any, d.updateValue(7, forKey: "y") as Any)
print(d.removeValue(forKey: "x") as Any, d.removeValue(forKey: "z") as Any, d.count)
d["y"] = nil
print(d.isEmpty)
let dupes = Dictionary([("a", 1), ("b", 2), ("a", 3)], uniquingKeysWith: +)
print(dupes.sorted { $0.key < $1.key })
let filtered = lengths.filter { $0.value > 6 }
print(filtered.keys.sorted(), type(of: filtered))
let single: [String: Int] = ["only": 1]
print(single, single.first!.key)
print(lengths.values.sorted(), lengths.keys.contains("cherry"))
if let (k, v) = lengths.max(by: { $0.value < $1.value }).map({ ($0.key, $0.value) }) { print(k, v) }

// expect: a ["apple", "avocado", "apricot"]
// expect: b ["banana", "blueberry"]
// expect: c ["cherry"]
// expect: apple=5 apricot=7 avocado=7 banana=6 blueberry=9 cherry=6
// expect: 12 nil
// expect: [(key: "a", value: 1), (key: "c", value: 3)]
// expect: [(key: "ink", value: 1), (key: "pad", value: 3), (key: "pen", value: 7)]
// expect: [(key: "ink", value: 1), (key: "pad", value: 3), (key: "pen", value: 7)] 3
// expect: ["i4", "m1", "p2", "s4"]
// expect: Optional(1) nil
// expect: Optional(5) nil 1
// expect: true
// expect: [(key: "a", value: 4), (key: "b", value: 2)]
// expect: ["apricot", "avocado", "blueberry"] Dictionary<String, Int>
// expect: ["only": 1] only
// expect: [5, 6, 6, 7, 7, 9] true
// expect: blueberry 9
