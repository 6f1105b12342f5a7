// Everyday tool, plain-text table report: column width computation with max(), left/right alignment helpers, String(repeating:), enum alignment, totals row, String(format:) for decimals
import Foundation

enum Alignment { case left, right, center }

struct Column {
    let title: String
    let alignment: Alignment
}

func pad(_ s: String, _ width: Int, _ a: Alignment) -> String {
    let gap = max(0, width - s.count)
    switch a {
    case .left: return s + String(repeating: " ", count: gap)
    case .right: return String(repeating: " ", count: gap) + s
    case .center:
        let left = gap / 2
        return String(repeating: " ", count: left) + s + String(repeating: " ", count: gap - left)
    }
}

func renderTable(_ columns: [Column], _ rows: [[String]], footer: [String]? = nil) -> String {
    let all = [columns.map(\.title)] + rows + (footer.map { [$0] } ?? [])
    let widths = columns.indices.map { i in all.map { $0[i].count }.max() ?? 0 }
    let rule = "+" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "+") + "+"
    func line(_ cells: [String], header: Bool = false) -> String {
        "| " + zip(cells, zip(widths, columns)).map { cell, wc in
            pad(cell, wc.0, header ? .center : wc.1.alignment)
        }.joined(separator: " | ") + " |"
    }
    var out = [rule, line(columns.map(\.title), header: true), rule]
    out += rows.map { line($0) }
    if let footer { out += [rule, line(footer)] }
    out.append(rule)
    return out.joined(separator: "\n")
}

struct Sale {
    let region: String
    let rep: String
    let units: Int
    let unitPrice: Double
    var revenue: Double { Double(units) * unitPrice }
}

let sales = [
    Sale(region: "North", rep: "Li Wei", units: 120, unitPrice: 9.99),
    Sale(region: "South", rep: "María José", units: 75, unitPrice: 14.5),
    Sale(region: "East", rep: "Sam", units: 310, unitPrice: 2.25),
    Sale(region: "West", rep: "Priya Raman", units: 42, unitPrice: 99.0),
    Sale(region: "North", rep: "Ola", units: 8, unitPrice: 250.0),
]

let sorted = sales.sorted { $0.revenue > $1.revenue }
let totalRevenue = sales.reduce(0) { $0 + $1.revenue }
let rows = sorted.enumerated().map { i, s in
    [String(i + 1), s.region, s.rep, String(s.units), String(format: "%.2f", s.unitPrice),
     String(format: "%.2f", s.revenue), String(format: "%.1f%%", s.revenue / totalRevenue * 100)]
}
let columns = [
    Column(title: "#", alignment: .right), Column(title: "Region", alignment: .left),
    Column(title: "Rep", alignment: .left), Column(title: "Units", alignment: .right),
    Column(title: "Price", alignment: .right), Column(title: "Revenue", alignment: .right),
    Column(title: "Share", alignment: .right),
]
let footer = ["", "TOTAL", "", String(sales.map(\.units).reduce(0, +)), "", String(format: "%.2f", totalRevenue), "100.0%"]
print(renderTable(columns, rows, footer: footer))

let byRegion = Dictionary(grouping: sales, by: \.region).mapValues { $0.reduce(0) { $0 + $1.revenue } }
let regionRows = byRegion.sorted { $0.key < $1.key }.map { [$0.key, String(format: "%10.2f", $0.value)] }
print(renderTable([Column(title: "Region", alignment: .center), Column(title: "Revenue", alignment: .right)], regionRows))
// expect: +---+--------+-------------+-------+--------+---------+--------+
// expect: | # | Region |     Rep     | Units | Price  | Revenue | Share  |
// expect: +---+--------+-------------+-------+--------+---------+--------+
// expect: | 1 | West   | Priya Raman |    42 |  99.00 | 4158.00 |  45.5% |
// expect: | 2 | North  | Ola         |     8 | 250.00 | 2000.00 |  21.9% |
// expect: | 3 | North  | Li Wei      |   120 |   9.99 | 1198.80 |  13.1% |
// expect: | 4 | South  | María José  |    75 |  14.50 | 1087.50 |  11.9% |
// expect: | 5 | East   | Sam         |   310 |   2.25 |  697.50 |   7.6% |
// expect: +---+--------+-------------+-------+--------+---------+--------+
// expect: |   | TOTAL  |             |   555 |        | 9141.80 | 100.0% |
// expect: +---+--------+-------------+-------+--------+---------+--------+
// expect: +--------+------------+
// expect: | Region |  Revenue   |
// expect: +--------+------------+
// expect: |  East  |     697.50 |
// expect: | North  |    3198.80 |
// expect: | South  |    1087.50 |
// expect: |  West  |    4158.00 |
// expect: +--------+------------+
