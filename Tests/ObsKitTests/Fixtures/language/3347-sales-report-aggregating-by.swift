// App code style: sales report aggregating by region and month with nested dictionaries
struct Sale { let region: String; let month: Int; let units: Int; let price: Int }

let sales = [
    Sale(region: "North", month: 1, units: 10, price: 5),
    Sale(region: "South", month: 1, units: 4, price: 7),
    Sale(region: "North", month: 2, units: 6, price: 5),
    Sale(region: "East", month: 2, units: 12, price: 3),
    Sale(region: "South", month: 3, units: 9, price: 7),
    Sale(region: "North", month: 3, units: 1, price: 50),
    Sale(region: "East", month: 3, units: 2, price: 3),
]

var table: [String: [Int: Int]] = [:]
for s in sales {
    table[s.region, default: [:]][s.month, default: 0] += s.units * s.price
}
let months = Array(Set(sales.map(\.month))).sorted()
print("region  " + months.map { "m\($0)" }.joined(separator: "   "))
for region in table.keys.sorted() {
    let cells = months.map { m -> String in
        let v = table[region]![m] ?? 0
        let s = String(v)
        return String(repeating: " ", count: max(0, 4 - s.count)) + s
    }
    print(region.padding(toWidth: 6) + cells.joined(separator: " "))
}
let regionTotals = table.mapValues { $0.values.reduce(0, +) }
let best = regionTotals.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }!
print("best region: \(best.key) (\(best.value))")
let monthTotals = months.map { m in sales.filter { $0.month == m }.reduce(0) { $0 + $1.units * $1.price } }
print("by month: \(monthTotals)")
let growth = zip(monthTotals, monthTotals.dropFirst()).map { ($1 - $0) * 100 / $0 }
print("growth %: \(growth)")
let unitsByRegion = Dictionary(sales.map { ($0.region, $0.units) }, uniquingKeysWith: +)
print(unitsByRegion.sorted { $0.value > $1.value }.map(\.key))
print("grand total: \(regionTotals.values.reduce(0, +))")

extension String {
    func padding(toWidth w: Int) -> String { count < w ? self + String(repeating: " ", count: w - count) : self }
}
// expect: region  m1   m2   m3
// expect: East     0   36    6
// expect: North   50   30   50
// expect: South   28    0   63
// expect: best region: North (130)
// expect: by month: [78, 66, 119]
// expect: growth %: [-15, 80]
// expect: ["North", "East", "South"]
// expect: grand total: 263
