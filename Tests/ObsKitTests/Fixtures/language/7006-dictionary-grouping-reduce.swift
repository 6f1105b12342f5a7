// Dictionaries: grouping, mapValues, reduce(into:), merging, default subscripts
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Sale {
    let region: String
    let product: String
    let units: Int
    let unitPrice: Int
    var total: Int { units * unitPrice }
}

let sales = [
    Sale(region: "north", product: "tea", units: 3, unitPrice: 4),
    Sale(region: "south", product: "coffee", units: 5, unitPrice: 6),
    Sale(region: "north", product: "coffee", units: 2, unitPrice: 6),
    Sale(region: "east", product: "tea", units: 7, unitPrice: 4),
    Sale(region: "south", product: "cocoa", units: 1, unitPrice: 9),
    Sale(region: "north", product: "tea", units: 4, unitPrice: 4),
]

let byRegion = Dictionary(grouping: sales, by: \.region)
let revenue = byRegion.mapValues { $0.reduce(0) { $0 + $1.total } }
for region in revenue.keys.sorted() {
    print("\(region): \(revenue[region]!)")
}

let unitsByProduct = sales.reduce(into: [String: Int]()) { acc, sale in
    acc[sale.product, default: 0] += sale.units
}
print(unitsByProduct.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })

let bestSeller = unitsByProduct.max { $0.value < $1.value }!
print("best seller: \(bestSeller.key) (\(bestSeller.value))")

var stock = ["tea": 10, "coffee": 3]
let incoming = ["coffee": 12, "cocoa": 5]
stock.merge(incoming) { old, new in old + new }
print(stock.sorted(by: { $0.key < $1.key }))

let updated = stock.updateValue(0, forKey: "tea")
print("old tea: \(updated ?? -1), missing: \(stock["juice"] ?? 0)")
stock["cocoa"] = nil
print(stock.keys.sorted(), stock.values.sorted())

let lookup = Dictionary(uniqueKeysWithValues: zip(["a", "b", "c"], 1...))
print(lookup.sorted { $0.key < $1.key })
let dupes = Dictionary([("x", 1), ("y", 2), ("x", 3)], uniquingKeysWith: +)
print(dupes["x"]!, dupes["y"]!)

let filtered = revenue.filter { $0.value > 30 }
print(filtered.keys.sorted())
let inverted = Dictionary(revenue.map { ($0.value, $0.key) }, uniquingKeysWith: { a, _ in a })
print(inverted.keys.sorted().map { "\($0)->\(inverted[$0]!)" }.joined(separator: " "))
let compact = ["1": "one", "two": "2", "3": "three"].compactMapValues { Int($0) }
print(compact)
if let idx = lookup.index(forKey: "b") { print(lookup[idx].key, lookup[idx].value) }
// expect: east: 28
// expect: north: 40
// expect: south: 39
// expect: ["cocoa=1", "coffee=7", "tea=14"]
// expect: best seller: tea (14)
// expect: [(key: "cocoa", value: 5), (key: "coffee", value: 15), (key: "tea", value: 10)]
// expect: old tea: 10, missing: 0
// expect: ["coffee", "tea"] [0, 15]
// expect: [(key: "a", value: 1), (key: "b", value: 2), (key: "c", value: 3)]
// expect: 4 2
// expect: ["north", "south"]
// expect: 28->east 39->south 40->north
// expect: ["two": 2]
// expect: b 2
