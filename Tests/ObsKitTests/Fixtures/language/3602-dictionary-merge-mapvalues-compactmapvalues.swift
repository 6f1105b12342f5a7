// Swift book style: Dictionary merge, mapValues, compactMapValues, filter, default subscripts
var stock = ["apple": 3, "pear": 0, "plum": 7]
stock.merge(["apple": 2, "fig": 4]) { current, new in current + new }
for (k, v) in stock.sorted(by: { $0.key < $1.key }) { print(k, v) }
let merged = stock.merging(["plum": 1, "kiwi": 9], uniquingKeysWith: { a, _ in a })
print(merged.keys.sorted(), merged["plum"]!, merged["kiwi"]!)
stock.merge([("pear", 10), ("lime", 1)], uniquingKeysWith: max)
print(stock["pear"]!, stock["lime"]!)
let doubled = stock.mapValues { $0 * 2 }
print(doubled.sorted { $0.key < $1.key }.map(\.value))
let raw = ["a": "1", "b": "two", "c": "3", "d": ""]
let parsed = raw.compactMapValues { Int($0) }
print(parsed.keys.sorted(), parsed.values.sorted())
let big = stock.filter { $0.value >= 5 }
print(big.keys.sorted(), type(of: big) == [String: Int].self)
var counts: [String: Int] = [:]
for w in "the cat and the hat and the bat".split(separator: " ") {
    counts[String(w), default: 0] += 1
}
print(counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
print(counts["dog", default: -1], counts["dog"] as Any)
var lists: [Int: [String]] = [:]
lists[1, default: []].append("x")
lists[1, default: []].append("y")
lists[2, default: ["seed"]].append("z")
print(lists[1]!, lists[2]!)
print(stock.removeValue(forKey: "fig") as Any, stock.removeValue(forKey: "nope") as Any)
print(stock.updateValue(100, forKey: "apple") as Any, stock.updateValue(1, forKey: "new") as Any)
print(stock.keys.sorted())
print(stock.values.reduce(0, +), stock.contains { $0.key == "new" })

// expect: apple 5
// expect: fig 4
// expect: pear 0
// expect: plum 7
// expect: ["apple", "fig", "kiwi", "pear", "plum"] 7 9
// expect: 10 1
// expect: [10, 8, 2, 20, 14]
// expect: ["a", "c"] [1, 3]
// expect: ["apple", "pear", "plum"] true
// expect: ["the=3", "and=2", "bat=1", "cat=1", "hat=1"]
// expect: -1 nil
// expect: ["x", "y"] ["seed", "z"]
// expect: Optional(4) nil
// expect: Optional(5) nil
// expect: ["apple", "lime", "new", "pear", "plum"]
// expect: 119 true
