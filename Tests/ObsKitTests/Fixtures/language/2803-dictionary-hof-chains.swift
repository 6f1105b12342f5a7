// Compiler test style: map/filter/reduce/compactMap chains over dictionaries
let stock: [String: Int] = ["apple": 5, "pear": 0, "kiwi": 12, "plum": 3, "fig": 0]
let prices: [String: String] = ["apple": "1.5", "pear": "2", "kiwi": "x", "plum": "4"]

let inStock = stock.filter { $0.value > 0 }
print(inStock.keys.sorted())
let doubled = stock.mapValues { $0 * 2 }
print(doubled.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" })
let intPrices = prices.compactMapValues { Int($0) }
print(intPrices.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
let total = stock.reduce(0) { $0 + $1.value }
print("total", total)

let byLength = Dictionary(grouping: stock.keys.sorted(), by: { $0.count })
for k in byLength.keys.sorted() { print(k, byLength[k]!) }

let inverted = stock.reduce(into: [Int: [String]]()) { acc, pair in
    acc[pair.value, default: []].append(pair.key)
}
print(inverted.keys.sorted().map { "\($0)->\(inverted[$0]!.sorted())" }.joined(separator: " "))
let pairs = stock.sorted { ($0.value, $0.key) > ($1.value, $1.key) }.prefix(3).map { (name, n) in "\(name)x\(n)" }
print(pairs)
let merged = stock.merging(["fig": 9, "lime": 1]) { old, new in old + new }
print(merged.count, merged["fig"]!, merged["lime"]!)
// expect: ["apple", "kiwi", "plum"]
// expect: ["apple:10", "fig:0", "kiwi:24", "pear:0", "plum:6"]
// expect: ["pear=2", "plum=4"]
// expect: total 20
// expect: 3 ["fig"]
// expect: 4 ["kiwi", "pear", "plum"]
// expect: 5 ["apple"]
// expect: 0->["fig", "pear"] 3->["plum"] 5->["apple"] 12->["kiwi"]
// expect: ["kiwix12", "applex5", "plumx3"]
// expect: 6 9 1
