// sales-report-grouping
// expected output: swiftc 6.3.1 (Linux), run on this machine
import Foundation

struct Sale {
    let region: String
    let product: String
    let units: Int
    let unitPrice: Double
    var total: Double { Double(units) * unitPrice }
}

let sales = [
    Sale(region: "North", product: "Widget", units: 10, unitPrice: 2.5),
    Sale(region: "South", product: "Gadget", units: 3, unitPrice: 19.99),
    Sale(region: "North", product: "Gadget", units: 1, unitPrice: 19.99),
    Sale(region: "East", product: "Widget", units: 40, unitPrice: 2.25),
    Sale(region: "South", product: "Widget", units: 7, unitPrice: 2.5),
    Sale(region: "East", product: "Doohickey", units: 2, unitPrice: 7.0),
]

func money(_ x: Double) -> String { String(format: "$%8.2f", x) }
func pad(_ s: String, _ n: Int) -> String { s.padding(toLength: n, withPad: " ", startingAt: 0) }

let byRegion = Dictionary(grouping: sales, by: \.region)
let regionTotals = byRegion.mapValues { $0.reduce(0) { $0 + $1.total } }
for (region, total) in regionTotals.sorted(by: { $0.value > $1.value }) {
    print(pad(region, 8), money(total), "(\(byRegion[region]!.count) sales)")
}

let unitsByProduct = sales.reduce(into: [String: Int]()) { $0[$1.product, default: 0] += $1.units }
print(unitsByProduct.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", "))

let grand = sales.map(\.total).reduce(0, +)
print("Grand total:", money(grand))
print("Average sale:", String(format: "%.3f", grand / Double(sales.count)))

let best = sales.max { $0.total < $1.total }!
print("Best: \(best.region)/\(best.product) \(String(format: "%.1f", best.total))")

let share = regionTotals.keys.sorted().map { r in
    "\(r): \(Int((regionTotals[r]! / grand * 100).rounded()))%"
}
print(share)

let (big, small) = sales.reduce(into: ([Sale](), [Sale]())) { acc, s in
    if s.total >= 20 { acc.0.append(s) } else { acc.1.append(s) }
}
print(big.count, small.count)
print(sales.sorted { ($0.product, -$0.units) < ($1.product, -$1.units) }.map { "\($0.product.prefix(3))\($0.units)" })
// expect: East     $  104.00 (2 sales)
// expect: South    $   77.47 (2 sales)
// expect: North    $   44.99 (2 sales)
// expect: Doohickey=2, Gadget=4, Widget=57
// expect: Grand total: $  226.46
// expect: Average sale: 37.743
// expect: Best: East/Widget 90.0
// expect: ["East: 46%", "North: 20%", "South: 34%"]
// expect: 3 3
// expect: ["Doo2", "Gad3", "Gad1", "Wid40", "Wid10", "Wid7"]
