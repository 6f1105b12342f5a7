// String(format:) with padding, precision, hex/octal, scientific notation and a text table (expected output from swiftc 6.3.1 on Linux)
import Foundation

let items: [(name: String, qty: Int, price: Double)] = [
    ("Notebook", 3, 2.5),
    ("Fountain pen", 1, 34.99),
    ("Ink cartridges", 12, 0.8),
    ("Desk lamp", 2, 27.0),
]

print(String(format: "%-16@%5@%10@", "Item", "Qty", "Total"))
print(String(repeating: "-", count: 31))
var grand = 0.0
for item in items {
    let line = Double(item.qty) * item.price
    grand += line
    print(String(format: "%-16@%5d%10.2f", item.name, item.qty, line))
}
print(String(repeating: "-", count: 31))
print(String(format: "%-21@%10.2f", "Grand total", grand))

print(String(format: "%05d|%-5d|%+d|%x|%X|%o", 42, 42, 42, 255, 255, 8))
print(String(format: "%.3e|%g|%g|%g", 123456.789, 0.0001, 1234567.0, 100.0))
print(String(format: "%8.3f|%-8.1f|%.0f|%.0f", Double.pi, 2.25, 2.5, 3.5))
print(String(format: "%c%c%c", 83, 119, 105))
print(String(format: "%%d prints like %d, %5.1f%% done", 7, 99.5))
print(String(format: "%2$@ comes after %1$@", "first", "second"))
print(String(format: "%ld %lu", Int.max, UInt64(18)))

func bytes(_ count: Int) -> String {
    let units = ["B", "KB", "MB", "GB"]
    var value = Double(count)
    var index = 0
    while value >= 1024 && index < units.count - 1 {
        value /= 1024
        index += 1
    }
    return index == 0 ? "\(count) B" : String(format: "%.1f %@", value, units[index])
}
for size in [512, 2048, 1_572_864, 5_368_709_120] { print(bytes(size)) }

func duration(_ seconds: Int) -> String {
    String(format: "%02d:%02d:%02d", seconds / 3600, seconds % 3600 / 60, seconds % 60)
}
print(duration(3725), duration(59), duration(86399))
print(String(255, radix: 2), String(255, radix: 16, uppercase: true), Int("ff", radix: 16)!)
print(String(describing: 1.0 / 3.0), "\(0.1 + 0.2)", Float(1) / 3)
// expect: ItemQtyTotal
// expect: -------------------------------
// expect: Notebook    3      7.50
// expect: Fountain pen    1     34.99
// expect: Ink cartridges   12      9.60
// expect: Desk lamp    2     54.00
// expect: -------------------------------
// expect: Grand total    106.09
// expect: 00042|42   |+42|ff|FF|10
// expect: 1.235e+05|0.0001|1.23457e+06|100
// expect:    3.142|2.2     |2|4
// expect: Swi
// expect: %d prints like 7,  99.5% done
// expect: second comes after first
// expect: 9223372036854775807 18
// expect: 512 B
// expect: 2.0 KB
// expect: 1.5 MB
// expect: 5.0 GB
// expect: 01:02:05 00:00:59 23:59:59
// expect: 11111111 FF 255
// expect: 0.3333333333333333 0.30000000000000004 0.33333334
