// Tutorial style (CSV report): splitting CSV text with components(separatedBy:), trimming, and printing padded columns with totals
import Foundation

let csv = """
name, region ,units,price
  Widget ,North,12,3.5
Gadget,South, 7 ,12.25
Doohickey,North,30,0.99
Thingamajig ,East,3,45.00
"""

let rows = csv.components(separatedBy: .newlines).filter { !$0.isEmpty }
let header = rows[0].components(separatedBy: ",").map { $0.trimmingCharacters(in: .whitespaces) }
print("columns:", header.joined(separator: "|"))

struct Line {
    let name: String
    let region: String
    let units: Int
    let price: Double
    var total: Double { Double(units) * price }
}

var lines: [Line] = []
for row in rows.dropFirst() {
    let f = row.components(separatedBy: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
    guard f.count == 4, let u = Int(f[2]), let p = Double(f[3]) else { continue }
    lines.append(Line(name: f[0], region: f[1], units: u, price: p))
}

let nameWidth = (lines.map { $0.name.count }.max() ?? 4) + 2
print("Name".padding(toLength: nameWidth, withPad: " ", startingAt: 0) + "Region".padding(toLength: 8, withPad: " ", startingAt: 0) + "Units   Price    Total")
print(String(repeating: "-", count: nameWidth + 30))
for l in lines.sorted(by: { $0.total > $1.total }) {
    let left = l.name.padding(toLength: nameWidth, withPad: ".", startingAt: 0)
    let region = l.region.padding(toLength: 8, withPad: " ", startingAt: 0)
    print(left + region + String(format: "%5d %7.2f %8.2f", l.units, l.price, l.total))
}
let grand = lines.reduce(0.0) { $0 + $1.total }
print(String(format: "%@ %8.2f", "TOTAL".padding(toLength: nameWidth + 21, withPad: " ", startingAt: 0) as NSString, grand))

var byRegion: [String: Double] = [:]
for l in lines { byRegion[l.region, default: 0] += l.total }
for (region, sum) in byRegion.sorted(by: { $0.key < $1.key }) {
    let share = Int((sum / grand * 100).rounded())
    region.withCString { print(String(format: "%-8s%03d%%", $0, share)) }
}

// expect: columns: name|region|units|price
// expect: Name         Region  Units   Price    Total
// expect: -------------------------------------------
// expect: Thingamajig..East        3   45.00   135.00
// expect: Gadget.......South       7   12.25    85.75
// expect: Widget.......North      12    3.50    42.00
// expect: Doohickey....North      30    0.99    29.70
// expect: TOTAL                                292.45
// expect: East    046%
// expect: North   025%
// expect: South   029%
