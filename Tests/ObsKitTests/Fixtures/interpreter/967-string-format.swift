// Foundation String(format:): integer padding, precision, hex, %@ with strings, and a receipt aligned in columns.
// Expected output: swiftc 6.3.1 on this machine.
import Foundation

print(String(format: "%03d|%5d|%-5d|", 7, 42, 42))
print(String(format: "%.3f %.0f %8.2f %e", 3.14159, 2.5, 1234.5, 0.00042))
print(String(format: "%x %X %o %%", 3054, 3054, 64))
print(String(format: "%@ scored %d (%.1f%%)", "Ana", 42, 87.55))
let lines: [(String, Int, Double)] = [("Coffee", 2, 3.5), ("Bagel", 1, 2.25), ("Juice", 3, 4.0)]
var sum = 0.0
for (name, qty, price) in lines {
    sum += Double(qty) * price
    print(String(format: "%-8@ %2d x %5.2f = %6.2f", name, qty, price, Double(qty) * price))
}
print(String(format: "%-8@ %17.2f", "TOTAL", sum))

// expect: 007|   42|42   |
// expect: 3.142 2  1234.50 4.200000e-04
// expect: bee BEE 100 %
// expect: Ana scored 42 (87.5%)
// expect: Coffee  2 x  3.50 =   7.00
// expect: Bagel  1 x  2.25 =   2.25
// expect: Juice  3 x  4.00 =  12.00
// expect: TOTAL             21.25
