// dictionary-ops
// expected output: swiftc 6.3.1 (Linux), run on this machine
func show<V>(_ d: [String: V]) -> String {
    "[" + d.keys.sorted().map { "\($0): \(d[$0]!)" }.joined(separator: ", ") + "]"
}
var stock = ["apple": 3, "pear": 1]
stock["apple", default: 0] += 2
stock["kiwi", default: 0] += 1
print(show(stock), stock["missing"] as Any, stock["missing", default: -1])

stock.merge(["apple": 10, "fig": 4]) { old, new in old + new }
print(show(stock))
let replaced = stock.merging(["pear": 100, "plum": 7], uniquingKeysWith: { $1 })
let kept = stock.merging(["pear": 100, "plum": 7], uniquingKeysWith: { a, _ in a })
print(show(replaced), show(kept))

let words = ["apple", "avocado", "banana", "blueberry", "cherry", "apricot"]
let byLetter = Dictionary(grouping: words, by: { String($0.first!) })
print(show(byLetter))
let byLength = Dictionary(grouping: words, by: \.count)
print(byLength.keys.sorted().map { "\($0)=\(byLength[$0]!.count)" })

let pairs = zip(["a", "b", "c"], [1, 2, 3])
print(show(Dictionary(uniqueKeysWithValues: pairs)))
let dupes = [("x", 1), ("y", 2), ("x", 3)]
print(show(Dictionary(dupes, uniquingKeysWith: +)), show(Dictionary(dupes, uniquingKeysWith: max)))

print(show(stock.mapValues { $0 * 10 }), show(stock.filter { $0.value > 3 }))
let raw = ["one": "1", "two": "zwei", "three": "3"]
print(show(raw.compactMapValues { Int($0) }))

var scores = ["ann": 90, "bo": 72]
let oldAnn = scores.updateValue(95, forKey: "ann")
let oldCy = scores.updateValue(60, forKey: "cy")
let removedBo = scores.removeValue(forKey: "bo")
let removedZed = scores.removeValue(forKey: "zed")
print(oldAnn as Any, oldCy as Any, removedBo as Any, removedZed as Any, show(scores))
scores["cy"] = nil
print(show(scores), scores.count, scores.isEmpty)

let text = "the cat and the hat and the bat"
let freq = text.split(separator: " ").reduce(into: [:]) { $0[String($1), default: 0] += 1 }
print(freq.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { "\($0.key):\($0.value)" })

var nested: [String: [String: Int]] = [:]
nested["a", default: [:]]["x"] = 1
nested["a", default: [:]]["y", default: 0] += 5
nested["b"]?["z"] = 9
print(nested.keys.sorted(), show(nested["a"]!))

var lists: [String: [Int]] = [:]
for (k, v) in [("odd", 1), ("even", 2), ("odd", 3), ("odd", 5)] { lists[k, default: []].append(v) }
print(show(lists))
if let i = stock.index(forKey: "fig") { print(stock[i].key, stock[i].value) }
print(stock.keys.contains("kiwi"), stock.values.reduce(0, +), stock.contains { $0.value == 13 }, stock.first { $0.key == "pear" }?.value as Any)
print(stock.min { ($0.value, $0.key) < ($1.value, $1.key) }!.key, stock.max { $0.value < $1.value }!.key)
let d1 = ["a": 1, "b": 2], d2 = ["b": 2, "a": 1]
print(d1 == d2, d1 != ["a": 1], [String: Int]().isEmpty)

// expect: [apple: 5, kiwi: 1, pear: 1] nil -1
// expect: [apple: 15, fig: 4, kiwi: 1, pear: 1]
// expect: [apple: 15, fig: 4, kiwi: 1, pear: 100, plum: 7] [apple: 15, fig: 4, kiwi: 1, pear: 1, plum: 7]
// expect: [a: ["apple", "avocado", "apricot"], b: ["banana", "blueberry"], c: ["cherry"]]
// expect: ["5=1", "6=2", "7=2", "9=1"]
// expect: [a: 1, b: 2, c: 3]
// expect: [x: 4, y: 2] [x: 3, y: 2]
// expect: [apple: 150, fig: 40, kiwi: 10, pear: 10] [apple: 15, fig: 4]
// expect: [one: 1, three: 3]
// expect: Optional(90) nil Optional(72) nil [ann: 95, cy: 60]
// expect: [ann: 95] 1 false
// expect: ["the:3", "and:2", "bat:1", "cat:1", "hat:1"]
// expect: ["a"] [x: 1, y: 5]
// expect: [even: [2], odd: [1, 3, 5]]
// expect: fig 4
// expect: true 21 false Optional(1)
// expect: kiwi apple
// expect: true true true
