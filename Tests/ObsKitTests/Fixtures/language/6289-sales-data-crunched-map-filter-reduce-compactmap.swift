// Bootcamp exercise style (higher-order functions): sales data crunched with map, filter, reduce(into:), compactMap, flatMap and chained calls
struct Sale {
    let region: String
    let product: String
    let units: Int
    let unitPrice: Double
    var revenue: Double { Double(units) * unitPrice }
}

let raw = [
    "North,Widget,10,2.5",
    "South,Gadget,3,10.0",
    "North,Gadget,7,10.0",
    "East,Widget,not-a-number,2.5",
    "South,Widget,12,2.5",
    "West,Doohickey,1,99.99",
    "bad line"
]

let sales: [Sale] = raw.compactMap { line in
    let parts = line.split(separator: ",").map(String.init)
    guard parts.count == 4, let units = Int(parts[2]), let price = Double(parts[3]) else { return nil }
    return Sale(region: parts[0], product: parts[1], units: units, unitPrice: price)
}
print("Parsed \(sales.count) of \(raw.count) lines")

let totalRevenue = sales.map(\.revenue).reduce(0, +)
print("Total revenue: \(totalRevenue)")

let unitsByProduct = sales.reduce(into: [String: Int]()) { dict, sale in
    dict[sale.product, default: 0] += sale.units
}
for (product, units) in unitsByProduct.sorted(by: { $0.value > $1.value }) {
    print("\(product): \(units) units")
}

let revenueByRegion = Dictionary(grouping: sales, by: \.region).mapValues { $0.reduce(0) { $0 + $1.revenue } }
print(revenueByRegion.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" })

let bigSales = sales.filter { $0.revenue > 40 }.sorted { $0.revenue > $1.revenue }.map { "\($0.region)/\($0.product)" }
print(bigSales)

let tags = sales.flatMap { [$0.region.lowercased(), $0.product.lowercased()] }
print(Array(Set(tags)).sorted())
let nested = [[1, 2], [3], [], [4, 5, 6]]
print(nested.flatMap { $0 }, nested.map { $0.count }, nested.joined().reduce(0, +))
let maybeNumbers: [Int?] = [1, nil, 3, nil, 5]
print(maybeNumbers.compactMap { $0 }.map { $0 * 10 })
let firstBig = sales.lazy.filter { $0.units > 8 }.map(\.product).first
print(firstBig ?? "none")
let (cheap, pricey) = sales.reduce(into: (0, 0)) { acc, s in
    if s.unitPrice < 5 { acc.0 += 1 } else { acc.1 += 1 }
}
print("cheap \(cheap), pricey \(pricey)")
print(sales.map(\.units).sorted(by: >).prefix(2), sales.min { $0.unitPrice < $1.unitPrice }!.product)

// expect: Parsed 5 of 7 lines
// expect: Total revenue: 254.99
// expect: Widget: 22 units
// expect: Gadget: 10 units
// expect: Doohickey: 1 units
// expect: ["North: 95.0", "South: 60.0", "West: 99.99"]
// expect: ["West/Doohickey", "North/Gadget"]
// expect: ["doohickey", "gadget", "north", "south", "west", "widget"]
// expect: [1, 2, 3, 4, 5, 6] [2, 1, 0, 3] 21
// expect: [10, 30, 50]
// expect: Widget
// expect: cheap 2, pricey 3
// expect: [12, 10] Widget
