// Strings and Characters: app-style text formatting: padding helpers, a fixed-width table, truncation, joined lines.
// expected output: swiftc 6.3.1 (Linux), run on this machine
extension String {
    func padded(to width: Int, right: Bool = false) -> String {
        let gap = String(repeating: " ", count: max(0, width - count))
        return right ? gap + self : self + gap
    }
    func truncated(to limit: Int) -> String {
        count <= limit ? self : String(prefix(limit - 1)) + "…"
    }
}
struct Row { let item: String; let qty: Int; let cents: Int }
let rows = [Row(item: "Notebook", qty: 2, cents: 350),
            Row(item: "Fountain pen (blue)", qty: 1, cents: 2_499),
            Row(item: "Ink", qty: 12, cents: 75)]
func money(_ cents: Int) -> String {
    let rest = cents % 100
    return "\(cents / 100).\(rest < 10 ? "0" : "")\(rest)"
}
let header = "Item".padded(to: 14) + "Qty".padded(to: 5, right: true) + "Total".padded(to: 9, right: true)
print(header)
print(String(repeating: "=", count: header.count))
var grand = 0
for row in rows {
    let total = row.qty * row.cents
    grand += total
    print(row.item.truncated(to: 13).padded(to: 14) + String(row.qty).padded(to: 5, right: true) + money(total).padded(to: 9, right: true))
}
print(String(repeating: "-", count: header.count))
print("Grand total".padded(to: 19) + money(grand).padded(to: 9, right: true))
let summary = rows.map { "\($0.qty)x \($0.item.lowercased())" }.joined(separator: "; ")
print(summary)
let initials = "Grace Brewster Murray Hopper".split(separator: " ").compactMap(\.first).map(String.init).joined()
print(initials)
let slug = "  Hello, World! Swift 6  ".lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).joined(separator: "-")
print(slug)

// expect: Item            Qty    Total
// expect: ============================
// expect: Notebook          2     7.00
// expect: Fountain pen…     1    24.99
// expect: Ink              12     9.00
// expect: ----------------------------
// expect: Grand total            40.99
// expect: 2x notebook; 1x fountain pen (blue); 12x ink
// expect: GBMH
// expect: hello-world-swift-6
