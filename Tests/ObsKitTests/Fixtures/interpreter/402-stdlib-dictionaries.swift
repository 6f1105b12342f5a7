// Dictionary: subscripts with and without default, updates, removal, views, transforms, iteration
var stock = ["apple": 3, "pear": 0, "fig": 7]
print(stock["apple"]!, stock["kiwi"] == nil, stock["kiwi", default: -1])
stock["kiwi"] = 2
stock["pear"] = nil
stock["fig", default: 0] += 1
stock["lime", default: 10] -= 1
print(stock.count, stock.isEmpty, stock.keys.sorted(), stock.values.sorted())
print(stock.updateValue(5, forKey: "apple")!, stock.removeValue(forKey: "lime")!, stock.removeValue(forKey: "none") == nil)
print(stock.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" })
print(stock.mapValues { $0 * 10 }.sorted { $0.key < $1.key }.map { $0.value })
print(stock.filter { $0.value > 4 }.count, stock.contains { $0.value == 2 }, stock.first(where: { $0.key == "fig" })!.value)
var total = 0
for entry in stock {
    total += entry.value
}
print(total, stock.reduce(0) { $0 + $1.value }, stock.map { key, value in value }.sorted())
let lengths = Dictionary(uniqueKeysWithValues: ["a", "bb", "ccc"].map { ($0, $0.count) })
print(lengths["bb"]!, lengths.count)
var merged = ["x": 1]
merged.merge(["x": 5, "y": 2]) { old, new in old + new }
print(merged.sorted { $0.key < $1.key }.map { $0.value })
let parsed = ["1": "one", "x": "bad"].compactMapValues { Int($0) }
print(parsed.isEmpty, [Int: String]().count, [String: [Int]]())
let single = ["only": [1, 2]]
print(single, single["only"]!.count)
merged.removeAll()
print(merged, merged.isEmpty)
// expect: 3 true -1
// expect: 4 false ["apple", "fig", "kiwi", "lime"] [2, 3, 8, 9]
// expect: 3 9 true
// expect: ["apple:5", "fig:8", "kiwi:2"]
// expect: [50, 80, 20]
// expect: 2 true 8
// expect: 15 15 [2, 5, 8]
// expect: 2 3
// expect: [6, 2]
// expect: true 0 [:]
// expect: ["only": [1, 2]] 2
// expect: [:] true
