// Hacking with Swift style (String(format:)): formatting a receipt with %d, %5.2f, %@, %02x and width flags
import Foundation

struct Item {
    let name: String
    let quantity: Int
    let price: Double
}

let items = [
    Item(name: "Coffee", quantity: 2, price: 3.5),
    Item(name: "Bagel", quantity: 1, price: 2.25),
    Item(name: "Orange juice", quantity: 3, price: 4.125),
]

var total = 0.0
for item in items {
    let line = item.price * Double(item.quantity)
    total += line
    print(String(format: "%-14@ x%2d %6.2f", item.name as NSString, item.quantity, line))
}
print(String(format: "%@: %5.2f", "Total", total))
print(String(format: "%5.2f|%.0f|%08.3f", 3.14159, 2.5, -1.5))
print(String(format: "%d%%", 85))
print(String(format: "%5d|%-5d|%05d", 42, 42, 42))

let color = (r: 255, g: 128, b: 9)
print(String(format: "#%02x%02x%02x", color.r, color.g, color.b))
print(String(format: "#%02X%02X%02X", color.r, color.g, color.b))
let bytes: [UInt8] = [0, 15, 16, 171, 255]
print(bytes.map { String(format: "%02x", $0) }.joined(separator: ":"))
print(String(format: "%x %o %X", 255, 8, 48879))
print(String(format: "%e", 12345.678))
print(String(format: "%@ has %d chars", "héllo", "héllo".count))
print(String(format: "%3$@ %1$@ %2$@", "a", "b", "c"))
print(String(format: "%-6d|%+d|%+.1f", 7, 7, 0.25))

// expect: Coffee x 2   7.00
// expect: Bagel x 1   2.25
// expect: Orange juice x 3  12.38
// expect: Total: 21.62
// expect:  3.14|2|-001.500
// expect: 85%
// expect:    42|42   |00042
// expect: #ff8009
// expect: #FF8009
// expect: 00:0f:10:ab:ff
// expect: ff 10 BEEF
// expect: 1.234568e+04
// expect: héllo has 5 chars
// expect: c a b
// expect: 7     |+7|+0.2
