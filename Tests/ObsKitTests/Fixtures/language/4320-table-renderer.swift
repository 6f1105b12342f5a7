// App code style: rendering a text table with computed column widths, alignment and unicode-aware padding
enum Align { case left, right, center }

struct Column {
    let title: String
    let align: Align
}

func padCell(_ s: String, _ width: Int, _ align: Align) -> String {
    let gap = max(0, width - s.count)
    switch align {
    case .left: return s + String(repeating: " ", count: gap)
    case .right: return String(repeating: " ", count: gap) + s
    case .center:
        let l = gap / 2
        return String(repeating: " ", count: l) + s + String(repeating: " ", count: gap - l)
    }
}

func render(_ columns: [Column], _ rows: [[String]]) -> [String] {
    var widths = columns.map { $0.title.count }
    for row in rows {
        for (i, cell) in row.enumerated() where i < widths.count {
            widths[i] = max(widths[i], cell.count)
        }
    }
    func border(_ l: String, _ m: String, _ r: String) -> String {
        l + widths.map { String(repeating: "─", count: $0 + 2) }.joined(separator: m) + r
    }
    var lines: [String] = []
    lines.append(border("┌", "┬", "┐"))
    lines.append("│" + columns.enumerated().map { " " + padCell($1.title, widths[$0], .center) + " " }.joined(separator: "│") + "│")
    lines.append(border("├", "┼", "┤"))
    for row in rows {
        var cells: [String] = []
        for i in 0..<columns.count {
            let text = i < row.count ? row[i] : ""
            cells.append(" " + padCell(text, widths[i], columns[i].align) + " ")
        }
        lines.append("│" + cells.joined(separator: "│") + "│")
    }
    lines.append(border("└", "┴", "┘"))
    return lines
}

let columns = [Column(title: "City", align: .left), Column(title: "Country", align: .center), Column(title: "Pop (k)", align: .right)]
let rows = [
    ["Zürich", "CH", "421"],
    ["São Paulo", "BR", "12325"],
    ["Reykjavík", "IS", "131"],
    ["東京", "JP", "13960"],
    ["Kraków", "PL"],
]
for line in render(columns, rows) { print(line) }

let widthsCheck = rows.map { $0[0].count }
print("name widths:", widthsCheck)
print("utf8 widths:", rows.map { $0[0].utf8.count })

let small = render([Column(title: "K", align: .right), Column(title: "Value", align: .left)],
                   [["a", "1"], ["bbb", "two"], ["cc", ""]])
print(small.joined(separator: "\n"))
print(padCell("mid", 8, .center) + "|")
print(padCell("toolong", 3, .right) + "|")
print("[" + padCell("", 4, .center) + "]")
// expect: ┌───────────┬─────────┬─────────┐
// expect: │   City    │ Country │ Pop (k) │
// expect: ├───────────┼─────────┼─────────┤
// expect: │ Zürich    │   CH    │     421 │
// expect: │ São Paulo │   BR    │   12325 │
// expect: │ Reykjavík │   IS    │     131 │
// expect: │ 東京        │   JP    │   13960 │
// expect: │ Kraków    │   PL    │         │
// expect: └───────────┴─────────┴─────────┘
// expect: name widths: [6, 9, 9, 2, 6]
// expect: utf8 widths: [7, 10, 10, 6, 7]
// expect: ┌─────┬───────┐
// expect: │  K  │ Value │
// expect: ├─────┼───────┤
// expect: │   a │ 1     │
// expect: │ bbb │ two   │
// expect: │  cc │       │
// expect: └─────┴───────┘
// expect:   mid   |
// expect: toolong|
// expect: [    ]
