// App code style: format rows of data into an aligned text table with padding
enum Alignment {
    case left, right, center
}

struct Column {
    let title: String
    let alignment: Alignment
}

extension String {
    func padded(to width: Int, alignment: Alignment) -> String {
        let gap = width - count
        guard gap > 0 else { return self }
        switch alignment {
        case .left:
            return self + String(repeating: " ", count: gap)
        case .right:
            return String(repeating: " ", count: gap) + self
        case .center:
            let leftPad = gap / 2
            return String(repeating: " ", count: leftPad) + self + String(repeating: " ", count: gap - leftPad)
        }
    }
}

struct TextTable {
    let columns: [Column]
    private(set) var rows: [[String]] = []

    init(columns: [Column]) {
        self.columns = columns
    }

    mutating func addRow(_ values: [String]) {
        precondition(values.count == columns.count, "column mismatch")
        rows.append(values)
    }

    private var widths: [Int] {
        columns.indices.map { i in
            rows.reduce(columns[i].title.count) { max($0, $1[i].count) }
        }
    }

    func render() -> [String] {
        let w = widths
        let separator = "+" + w.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "+") + "+"
        var lines = [separator]
        let header = columns.enumerated().map { i, col in
            " " + col.title.padded(to: w[i], alignment: .center) + " "
        }
        lines.append("|" + header.joined(separator: "|") + "|")
        lines.append(separator.replacingOccurrences(of: "-", with: "="))
        for row in rows {
            let cells = row.enumerated().map { i, value in
                " " + value.padded(to: w[i], alignment: columns[i].alignment) + " "
            }
            lines.append("|" + cells.joined(separator: "|") + "|")
        }
        lines.append(separator)
        return lines
    }
}

extension String {
    func replacingOccurrences(of target: Character, with replacement: Character) -> String {
        String(map { $0 == target ? replacement : $0 })
    }
}

func formatCents(_ cents: Int) -> String {
    let dollars = cents / 100
    let rest = cents % 100
    return "$\(dollars)." + (rest < 10 ? "0\(rest)" : "\(rest)")
}

struct Product {
    let sku: String
    let name: String
    let quantity: Int
    let unitCents: Int
}

let products = [
    Product(sku: "A-100", name: "Widget", quantity: 12, unitCents: 499),
    Product(sku: "B-2", name: "Gadget Pro", quantity: 3, unitCents: 12999),
    Product(sku: "C-33", name: "Cable", quantity: 150, unitCents: 105),
    Product(sku: "D-4040", name: "Dock", quantity: 1, unitCents: 8900),
]

var table = TextTable(columns: [
    Column(title: "SKU", alignment: .left),
    Column(title: "Name", alignment: .left),
    Column(title: "Qty", alignment: .right),
    Column(title: "Unit", alignment: .right),
    Column(title: "Total", alignment: .right),
])

var grandTotal = 0
for p in products {
    let total = p.quantity * p.unitCents
    grandTotal += total
    table.addRow([p.sku, p.name, String(p.quantity), formatCents(p.unitCents), formatCents(total)])
}
table.addRow(["", "TOTAL", String(products.reduce(0) { $0 + $1.quantity }), "", formatCents(grandTotal)])

for line in table.render() {
    print(line)
}

print("[" + "ok".padded(to: 6, alignment: .center) + "]")
print("[" + "right".padded(to: 8, alignment: .right) + "]")
print("[" + "toolongvalue".padded(to: 4, alignment: .left) + "]")

// expect: +--------+------------+-----+---------+---------+
// expect: |  SKU   |    Name    | Qty |  Unit   |  Total  |
// expect: +========+============+=====+=========+=========+
// expect: | A-100  | Widget     |  12 |   $4.99 |  $59.88 |
// expect: | B-2    | Gadget Pro |   3 | $129.99 | $389.97 |
// expect: | C-33   | Cable      | 150 |   $1.05 | $157.50 |
// expect: | D-4040 | Dock       |   1 |  $89.00 |  $89.00 |
// expect: |        | TOTAL      | 166 |         | $696.35 |
// expect: +--------+------------+-----+---------+---------+
// expect: [  ok  ]
// expect: [   right]
// expect: [toolongvalue]
