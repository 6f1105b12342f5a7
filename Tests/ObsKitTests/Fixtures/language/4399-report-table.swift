// App code style: formatting a sales report with padded columns and totals

struct Sale {
    let region: String
    let units: Int
    let price: Double
}

func pad(_ s: String, _ width: Int, right: Bool = false) -> String {
    if s.count >= width { return s }
    let fill = String(repeating: " ", count: width - s.count)
    return right ? fill + s : s + fill
}

func money(_ cents: Int) -> String {
    let sign = cents < 0 ? "-" : ""
    let a = abs(cents)
    let frac = a % 100
    return "\(sign)$\(a / 100).\(frac < 10 ? "0" : "")\(frac)"
}

let sales = [
    Sale(region: "North", units: 12, price: 3.5),
    Sale(region: "South", units: 3, price: 10.25),
    Sale(region: "East", units: 0, price: 99.99),
    Sale(region: "West", units: 120, price: 0.1),
]

let header = [pad("Region", 8), pad("Units", 6, right: true), pad("Total", 10, right: true)]
print(header.joined(separator: " | "))
print(String(repeating: "-", count: 30))

var grandCents = 0
var totalUnits = 0
for s in sales {
    let cents = Int(Double(s.units) * s.price * 100 + 0.5)
    grandCents += cents
    totalUnits += s.units
    let row = [pad(s.region, 8), pad(String(s.units), 6, right: true), pad(money(cents), 10, right: true)]
    print(row.joined(separator: " | "))
}
print(String(repeating: "=", count: 30))
print(pad("ALL", 8), pad("\(totalUnits)", 6, right: true), pad(money(grandCents), 10, right: true), separator: " | ")

let best = sales.max { Double($0.units) * $0.price < Double($1.units) * $1.price }!
print("best region:", best.region)
let zero = sales.filter { $0.units == 0 }.map { $0.region }
print("no sales:", zero)
print("avg price:", sales.map { $0.price }.reduce(0, +) / Double(sales.count))
print("raw totals:", sales.map { Double($0.units) * $0.price })
print(money(-5), money(7), money(123456))

let byRegion = Dictionary(uniqueKeysWithValues: sales.map { ($0.region, $0.units) })
for key in byRegion.keys.sorted() {
    print("  \(key): \(byRegion[key]!)")
}
print(sales[0])

// expect: Region   |  Units |      Total
// expect: ------------------------------
// expect: North    |     12 |     $42.00
// expect: South    |      3 |     $30.75
// expect: East     |      0 |      $0.00
// expect: West     |    120 |     $12.00
// expect: ==============================
// expect: ALL      |    135 |     $84.75
// expect: best region: North
// expect: no sales: ["East"]
// expect: avg price: 28.459999999999997
// expect: raw totals: [42.0, 30.75, 0.0, 12.0]
// expect: -$0.05 $0.07 $1234.56
// expect:   East: 0
// expect:   North: 12
// expect:   South: 3
// expect:   West: 120
// expect: Sale(region: "North", units: 12, price: 3.5)
