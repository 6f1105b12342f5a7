// Small CLI style (table printer): computing column widths, left/right alignment with padding and String(format:) rows
import Foundation

enum Align { case left, right }

func pad(_ s: String, _ width: Int, _ align: Align) -> String {
    let gap = max(0, width - s.count)
    switch align {
    case .left: return s.padding(toLength: max(width, s.count), withPad: " ", startingAt: 0)
    case .right: return String(repeating: " ", count: gap) + s
    }
}

func renderTable(header: [String], rows: [[String]], aligns: [Align]) {
    var widths = header.map { $0.count }
    for row in rows {
        for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) }
    }
    let line = "+" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "+") + "+"
    func render(_ cells: [String]) -> String {
        "| " + cells.enumerated().map { pad($0.element, widths[$0.offset], aligns[$0.offset]) }.joined(separator: " | ") + " |"
    }
    print(line)
    print(render(header))
    print(line)
    rows.forEach { print(render($0)) }
    print(line)
}

let planets: [(String, Double, Int)] = [("Mercury", 0.387, 0), ("Venus", 0.723, 0), ("Earth", 1.0, 1),
                                        ("Mars", 1.524, 2), ("Jupiter", 5.203, 95)]
let rows = planets.map { [$0.0, String(format: "%.3f", $0.1), String($0.2), String(format: "%.1f", pow($0.1, 1.5))] }
renderTable(header: ["Planet", "AU", "Moons", "Years"], rows: rows, aligns: [.left, .right, .right, .right])

let total = planets.reduce(0) { $0 + $1.2 }
print(String(format: "%-10@%5d moons in total", "Summary:" as NSString, total))
for (i, p) in planets.enumerated() {
    let bar = String(repeating: "#", count: Int((p.1 * 4).rounded()))
    print(String(format: "%02d %-8@ %@", i + 1, p.0 as NSString, bar as NSString))
}
print("abc".padding(toLength: 9, withPad: "-=", startingAt: 1), "abcdef".padding(toLength: 3, withPad: " ", startingAt: 0))

// expect: +---------+-------+-------+-------+
// expect: | Planet  |    AU | Moons | Years |
// expect: +---------+-------+-------+-------+
// expect: | Mercury | 0.387 |     0 |   0.2 |
// expect: | Venus   | 0.723 |     0 |   0.6 |
// expect: | Earth   | 1.000 |     1 |   1.0 |
// expect: | Mars    | 1.524 |     2 |   1.9 |
// expect: | Jupiter | 5.203 |    95 |  11.9 |
// expect: +---------+-------+-------+-------+
// expect: Summary:   98 moons in total
// expect: 01 Mercury ##
// expect: 02 Venus ###
// expect: 03 Earth ####
// expect: 04 Mars ######
// expect: 05 Jupiter #####################
// expect: abc=-=-=- abc
