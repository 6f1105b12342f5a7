// Inventory management with dictionaries and sets: restocking with merging, mapValues, low-stock alerts, tag sets (expected output from swiftc 6.3.1 on Linux)
import Foundation

struct Item: Hashable {
    let sku: String
    let tags: Set<String>
}

var stock: [String: Int] = ["apple": 40, "pear": 6, "plum": 0, "kiwi": 12]
let delivery = ["pear": 24, "plum": 10, "mango": 8]
stock.merge(delivery) { current, incoming in current + incoming }
print(stock.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }.joined(separator: " "))

let sold = ["apple": 15, "kiwi": 12, "mango": 3, "grape": 2]
for (fruit, qty) in sold.sorted(by: { $0.key < $1.key }) {
    guard let have = stock[fruit] else { print("cannot sell \(fruit): not stocked"); continue }
    stock[fruit] = max(0, have - qty)
}
let outOfStock = stock.filter { $0.value == 0 }.keys.sorted()
let lowStock = stock.filter { (1..<10).contains($0.value) }.keys.sorted()
print("out:", outOfStock, "low:", lowStock)

let prices: [String: Double] = ["apple": 0.5, "pear": 0.8, "plum": 1.1, "kiwi": 0.6, "mango": 1.75]
let value = stock.sorted { $0.key < $1.key }.reduce(0.0) { $0 + Double($1.value) * (prices[$1.key] ?? 0) }
print("stock value:", value)
let discounted = prices.mapValues { ($0 * 0.9 * 100).rounded() / 100 }
print(discounted.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
let expensive = prices.filter { $0.value > 1 }.map(\.key).sorted()
print("expensive:", expensive)

let catalogue = [
    Item(sku: "apple", tags: ["fruit", "local", "crunchy"]),
    Item(sku: "mango", tags: ["fruit", "imported", "tropical"]),
    Item(sku: "kiwi", tags: ["fruit", "imported"]),
    Item(sku: "carrot", tags: ["veg", "local", "crunchy"]),
]
let allTags = catalogue.reduce(into: Set<String>()) { $0.formUnion($1.tags) }
print("tags:", allTags.sorted())
let common = catalogue.map(\.tags).reduce(allTags) { $0.intersection($1) }
print("common:", common.sorted())
let localCrunchy = catalogue.filter { $0.tags.isSuperset(of: ["local", "crunchy"]) }.map(\.sku)
print("local+crunchy:", localCrunchy)
let importedOnly = Set(catalogue.filter { $0.tags.contains("imported") }.map(\.sku))
let fruitSkus = Set(catalogue.filter { $0.tags.contains("fruit") }.map(\.sku))
print(fruitSkus.subtracting(importedOnly).sorted(), importedOnly.isSubset(of: fruitSkus), fruitSkus.symmetricDifference(["carrot", "kiwi"]).sorted())

var tagCounts: [String: Int] = [:]
catalogue.flatMap(\.tags).forEach { tagCounts[$0, default: 0] += 1 }
let ranked = tagCounts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
print(ranked.map { "\($0.key)(\($0.value))" }.joined(separator: ", "))
print(stock["banana", default: 0], stock.count, stock.removeValue(forKey: "plum") ?? -1, stock.keys.contains("plum"))

// expect: apple:40 kiwi:12 mango:8 pear:30 plum:10
// expect: cannot sell grape: not stocked
// expect: out: ["kiwi"] low: ["mango"]
// expect: stock value: 56.25
// expect: ["apple=0.45", "kiwi=0.54", "mango=1.58", "pear=0.72", "plum=0.99"]
// expect: expensive: ["mango", "plum"]
// expect: tags: ["crunchy", "fruit", "imported", "local", "tropical", "veg"]
// expect: common: []
// expect: local+crunchy: ["apple", "carrot"]
// expect: ["apple"] true ["apple", "carrot", "mango"]
// expect: fruit(3), crunchy(2), imported(2), local(2), tropical(1), veg(1)
// expect: 0 5 10 false
