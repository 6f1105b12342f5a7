// Dictionaries: merging(_:uniquingKeysWith:), merge, Dictionary(_:uniquingKeysWith:), grouping, and mapValues.
// Expected output: swiftc 6.3.1 on this machine.
let stock = ["apples": 3, "pears": 5]
let delivery = ["pears": 2, "figs": 10]
let combined = stock.merging(delivery) { $0 + $1 }
print(combined.sorted { $0.key < $1.key })
let preferNew = stock.merging(delivery) { _, new in new }
print(preferNew["pears"]!)
var inventory = stock
inventory.merge(["apples": 1]) { max($0, $1) }
print(inventory["apples"]!)
let sales = [("mon", 3), ("tue", 5), ("mon", 4)]
let totals = Dictionary(sales, uniquingKeysWith: +)
print(totals.sorted { $0.key < $1.key })
let byInitial = Dictionary(grouping: ["ant", "bee", "bat", "ape"], by: { $0.first! })
print(byInitial.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" })
print(totals.mapValues { $0 * 10 }.sorted { $0.key < $1.key })

// expect: [(key: "apples", value: 3), (key: "figs", value: 10), (key: "pears", value: 7)]
// expect: 2
// expect: 3
// expect: [(key: "mon", value: 7), (key: "tue", value: 5)]
// expect: ["a: [\"ant\", \"ape\"]", "b: [\"bee\", \"bat\"]"]
// expect: [(key: "mon", value: 70), (key: "tue", value: 50)]
