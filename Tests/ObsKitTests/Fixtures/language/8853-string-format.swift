// Apple docs style (String(format:)): printf-style formatting for receipts and logs
import Foundation

print(String(format: "%d items", 3))
print(String(format: "Total: %.2f", 19.5))
print(String(format: "Invoice #%05d", 42))
print(String(format: "Hello, %@!", "Taylor"))
print(String(format: "hex %x, HEX %X, padded %08x", 255, 48879, 3054))
print(String(format: "[%5d|%-5d|%+d]", 42, 42, 42))
print(String(format: "%.3f %.0f %.1f", 3.14159, 2.5, -0.05))
print(String(format: "%e", 12345.678))
print(String(format: "%o octal", 8))
print(String(format: "%c%c%c", 83, 119, 105))
print(String(format: "100%% done"))
print(String(format: "%2$@ before %1$@", "first", "second"))
print(String(format: "|%10.2f|", 3.14159))
print(String(format: "%ld bytes", 1_048_576))

// a receipt
let lines: [(String, Int, Double)] = [("Coffee", 2, 3.5), ("Bagel", 1, 2.25), ("Juice", 3, 4.0)]
var total = 0.0
for (name, qty, price) in lines {
    let amount = Double(qty) * price
    total += amount
    print(name.padding(toLength: 8, withPad: " ", startingAt: 0) + String(format: "%2d x %5.2f = %6.2f", qty, price, amount))
}
print("TOTAL".padding(toLength: 8, withPad: " ", startingAt: 0) + String(format: "%19.2f", total))

// elapsed time as a clock
let elapsed = 3 * 3600 + 7 * 60 + 5
print(String(format: "%02d:%02d:%02d", elapsed / 3600, (elapsed % 3600) / 60, elapsed % 60))
print(String(format: "#%02X%02X%02X", 255, 128, 0))

// expect: 3 items
// expect: Total: 19.50
// expect: Invoice #00042
// expect: Hello, Taylor!
// expect: hex ff, HEX BEEF, padded 00000bee
// expect: [   42|42   |+42]
// expect: 3.142 2 -0.1
// expect: 1.234568e+04
// expect: 10 octal
// expect: Swi
// expect: 100% done
// expect: second before first
// expect: |      3.14|
// expect: 1048576 bytes
// expect: Coffee   2 x  3.50 =   7.00
// expect: Bagel    1 x  2.25 =   2.25
// expect: Juice    3 x  4.00 =  12.00
// expect: TOTAL                 21.25
// expect: 03:07:05
// expect: #FF8000
