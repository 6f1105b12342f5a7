// Hacking with Swift style (string formatting): String(format:) with widths, precision and padding to print an aligned table
import Foundation

struct Row {
    let product: String
    let units: Int
    let price: Double
}

let rows = [
    Row(product: "Keyboard", units: 3, price: 49.99),
    Row(product: "Mouse", units: 12, price: 19.5),
    Row(product: "27\" Monitor", units: 1, price: 289),
    Row(product: "USB-C cable", units: 140, price: 7.25),
]

let nameWidth = max(rows.map(\.product.count).max() ?? 0, "Product".count)
let header = "Product".padding(toLength: nameWidth, withPad: " ", startingAt: 0)
print("\(header) | \(String(format: "%5@", "Units")) | \(String(format: "%9@", "Price")) | \(String(format: "%10@", "Total"))")
print(String(repeating: "-", count: nameWidth) + "-+-------+-----------+-----------")
var grand = 0.0
for row in rows {
    let total = Double(row.units) * row.price
    grand += total
    let name = row.product.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
    print(name + String(format: " | %5d | %9.2f | %10.2f", row.units, row.price, total))
}
print(String(format: "%@ %10.2f", "Grand total".padding(toLength: nameWidth + 24, withPad: ".", startingAt: 0), grand))

print(String(format: "%05d|%-6d|%+d|%x|%X|%o", 42, 7, 15, 255, 255, 8))
print(String(format: "%.3e|%g|%g|%8.3f|%-8.1f|", 12345.678, 0.0001, 1e10, 3.14159, 2.5))
print(String(format: "%@ has %d item%@", "Cart", 1, ""), String(format: "%2$@-%1$@", "a", "b"))
print(String(format: "%%done: %3d%%", 85))
print("abc".padding(toLength: 8, withPad: "-=", startingAt: 0), "abcdef".padding(toLength: 3, withPad: "x", startingAt: 0))
print("id".padding(toLength: 6, withPad: "0123", startingAt: 2) + "|")

func leftPad(_ s: String, _ width: Int, _ pad: Character = " ") -> String {
    s.count >= width ? s : String(repeating: pad, count: width - s.count) + s
}
print([1, 22, 333, 4444].map { leftPad(String($0), 5, "·") }.joined(separator: "|"))

// expect: Product     | Units | Price | Total
// expect: ------------+-------+-----------+-----------
// expect: Keyboard    |     3 |     49.99 |     149.97
// expect: Mouse       |    12 |     19.50 |     234.00
// expect: 27" Monitor |     1 |    289.00 |     289.00
// expect: USB-C cable |   140 |      7.25 |    1015.00
// expect: Grand total........................    1687.97
// expect: 00042|7     |+15|ff|FF|10
// expect: 1.235e+04|0.0001|1e+10|   3.142|2.5     |
// expect: Cart has 1 item b-a
// expect: %done:  85%
// expect: abc-=-=- abc
// expect: id2301|
// expect: ····1|···22|··333|·4444
