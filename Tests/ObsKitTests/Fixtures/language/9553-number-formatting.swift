// Number formatting for UI labels with NumberFormatter (en_US_POSIX-free fixed locale) and String(format:) (expected output from swiftc 6.3.1 on Linux)
import Foundation

func makeFormatter(_ style: NumberFormatter.Style, digits: Int? = nil) -> NumberFormatter {
    let f = NumberFormatter()
    f.locale = Locale(identifier: "en_US")
    f.numberStyle = style
    if let digits {
        f.minimumFractionDigits = digits
        f.maximumFractionDigits = digits
    }
    return f
}

let decimal = makeFormatter(.decimal)
let currency = makeFormatter(.currency)
let percent = makeFormatter(.percent, digits: 1)
let fixed2 = makeFormatter(.decimal, digits: 2)

let values: [Double] = [0, 7.5, 1234.5, 1_000_000, -42.5]
for v in values {
    let d = decimal.string(from: NSNumber(value: v)) ?? "?"
    let c = currency.string(from: NSNumber(value: v)) ?? "?"
    let f = fixed2.string(from: NSNumber(value: v)) ?? "?"
    print("\(v) | \(d) | \(c) | \(f)")
}
print([0.125, 0.5, 1.0, 0.0333].compactMap { percent.string(from: NSNumber(value: $0)) })

func byteCount(_ bytes: Int) -> String {
    let units = ["B", "KB", "MB", "GB"]
    var size = Double(bytes)
    var unit = 0
    while size >= 1024 && unit < units.count - 1 {
        size /= 1024
        unit += 1
    }
    return unit == 0 ? "\(bytes) B" : String(format: "%.1f %@", size, units[unit])
}
print([512, 2048, 1_500_000, 3_221_225_472].map(byteCount))

func duration(_ seconds: Int) -> String {
    let h = seconds / 3600, m = seconds % 3600 / 60, s = seconds % 60
    return h > 0 ? String(format: "%d:%02d:%02d", h, m, s) : String(format: "%d:%02d", m, s)
}
print([5, 75, 3599, 3600, 45_296].map(duration))

print(String(format: "%05d|%-5d|%5d|%x|%X|%o", 42, 42, 42, 255, 255, 8))
print(String(format: "%.3f|%10.2f|%-10.1f|%e", Double.pi, 1234.567, 2.25, 123456.789))
print(String(format: "%@ scored %d points (%.0f%%)", "Zanele", 87, 87.0))
print(decimal.number(from: "1,234.75")?.doubleValue ?? -1, decimal.number(from: "abc") == nil)

// expect: 0.0 | 0 | $0.00 | 0.00
// expect: 7.5 | 7.5 | $7.50 | 7.50
// expect: 1234.5 | 1,234.5 | $1,234.50 | 1,234.50
// expect: 1000000.0 | 1,000,000 | $1,000,000.00 | 1,000,000.00
// expect: -42.5 | -42.5 | -$42.50 | -42.50
// expect: ["12.5%", "50.0%", "100.0%", "3.3%"]
// expect: ["512 B", "2.0 KB", "1.4 MB", "3.0 GB"]
// expect: ["0:05", "1:15", "59:59", "1:00:00", "12:34:56"]
// expect: 00042|42   |   42|ff|FF|10
// expect: 3.142|   1234.57|2.2       |1.234568e+05
// expect: Zanele scored 87 points (87%)
// expect: 1234.75 true
