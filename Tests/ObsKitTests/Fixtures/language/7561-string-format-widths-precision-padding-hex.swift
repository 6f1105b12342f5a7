// Tutorial style (String(format:)): widths, precision, padding, %@ and hex in formatted output
import Foundation

let items: [(String, Int, Double)] = [("Apple", 3, 0.5), ("Banana", 12, 0.25), ("Cherry", 150, 0.1)]

print(String(format: "%-10@|%5@|%8@", "Item", "Qty", "Price"))
for (name, qty, price) in items {
    print(String(format: "%-10@|%5d|%8.2f", name, qty, price))
}
let total = items.reduce(0.0) { $0 + Double($1.1) * $1.2 }
print(String(format: "%-10@|%5@|%8.2f", "Total", "", total))

print(String(format: "%05d", 42))
print(String(format: "%+d %+d", 7, -7))
print(String(format: "%x %X %o", 255, 255, 8))
print(String(format: "%08.3f", 3.14159))
print(String(format: "%.0f %.1f %.3e", 2.5, 0.05, 12345.678))
print(String(format: "%10.4f|", Double.pi))
print(String(format: "%-8d|", 99))
print(String(format: "%@ has %ld items costing %.2f", "Cart", 3, 4.5))
print(String(format: "%3$@ %1$@ %2$@", "a", "b", "c"))
print(String(format: "100%% done"))
print(String(format: "%c%c%c", 72, 105, 33))
print(String(format: "%-6@|%6@|", "ab", "cd"))
print(String(format: "%5.1f%%", 45.678))
print(String(format: "[%*d]", 6, 42))
let hex = [0, 15, 16, 255].map { String(format: "%02x", $0) }.joined(separator: ":")
print(hex)
print(String(format: "%@ / %@", "\(3.5)", String(describing: [1, 2])))
print(String(format: "%d%@", 1, "st"))
// expect: Item|Qty|Price
// expect: Apple|    3|    0.50
// expect: Banana|   12|    0.25
// expect: Cherry|  150|    0.10
// expect: Total||   19.50
// expect: 00042
// expect: +7 -7
// expect: ff FF 10
// expect: 0003.142
// expect: 2 0.1 1.235e+04
// expect:     3.1416|
// expect: 99      |
// expect: Cart has 3 items costing 4.50
// expect: c a b
// expect: 100% done
// expect: Hi!
// expect: ab|cd|
// expect:  45.7%
// expect: [    42]
// expect: 00:0f:10:ff
// expect: 3.5 / [1, 2]
// expect: 1st
