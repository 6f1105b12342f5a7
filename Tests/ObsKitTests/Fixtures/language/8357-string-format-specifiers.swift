// Foundation in app code: String(format:) with %d, %.2f, %05.1f, %@, %x and padding
import Foundation

let name = "Widget"
let count = 42
let price = 3.14159
let ratio = 7.25

print(String(format: "%@ x %d", name, count))
print(String(format: "Price: %.2f", price))
print(String(format: "Padded: %05.1f", ratio))
print(String(format: "Hex: %x, upper: %X", 255, 48879))
print(String(format: "Zero padded int: %04d", 7))
print(String(format: "Width: [%6d] [%-6d]", 42, 42))
print(String(format: "Percent sign: %d%%", 85))
print(String(format: "Scientific: %.3e", 123456.789))
print(String(format: "Two args reordered: %2$@ %1$@", "world", "hello"))

let items = [("Apple", 1.5, 3), ("Banana", 0.25, 12), ("Cherry", 10.0, 1)]
for (item, unit, qty) in items {
    let padded = item.padding(toLength: 8, withPad: " ", startingAt: 0)
    print(padded + String(format: "%6.2f x %3d = %7.2f", unit, qty, unit * Double(qty)))
}

// expect: Widget x 42
// expect: Price: 3.14
// expect: Padded: 007.2
// expect: Hex: ff, upper: BEEF
// expect: Zero padded int: 0007
// expect: Width: [    42] [42    ]
// expect: Percent sign: 85%
// expect: Scientific: 1.235e+05
// expect: Two args reordered: hello world
// expect: Apple     1.50 x   3 =    4.50
// expect: Banana    0.25 x  12 =    3.00
// expect: Cherry   10.00 x   1 =   10.00
