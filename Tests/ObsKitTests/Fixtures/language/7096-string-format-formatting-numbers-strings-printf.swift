// Tutorial style (String(format:)): formatting numbers and strings with printf specifiers
import Foundation

let count = 42
let price = 3.14159
let name = "Widget"

print(String(format: "%d items", count))
print(String(format: "%05d", count))
print(String(format: "%.2f", price))
print(String(format: "%05.2f", price))
print(String(format: "%8.3f|", price))
print(String(format: "%-8.1f|", price))
print(String(format: "%x %X %o", 255, 255, 8))
print(String(format: "%08x", 48879))
print(String(format: "Name: %@", name))
print(String(format: "%@ costs $%.2f", name, price))
print(String(format: "%d%%", 75))
print(String(format: "%+d %+d", 5, -5))
print(String(format: "%e", 12345.678))
print(String(format: "[%5d] [%-5d]", 7, 7))
print(String(format: "%ld", 1234567890123))
print(String(format: "%c", 65))
// expect: 42 items
// expect: 00042
// expect: 3.14
// expect: 03.14
// expect:    3.142|
// expect: 3.1     |
// expect: ff FF 10
// expect: 0000beef
// expect: Name: Widget
// expect: Widget costs $3.14
// expect: 75%
// expect: +5 -5
// expect: 1.234568e+04
// expect: [    7] [7    ]
// expect: 1234567890123
// expect: A
