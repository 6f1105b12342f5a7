// Foundation `String(format:)`: integer padding, precision, hex, percent signs, strings with %@, and a formatted table of rows (names padded with `padding(toLength:)`).
// expected output: swiftc 6.3.1 (Linux), run on this machine
import Foundation

print(String(format: "%d items", 12))
print(String(format: "%05d", 42))
print(String(format: "%.2f", 3.14159))
print(String(format: "%8.3f|", 2.5))
print(String(format: "%x %X %o", 255, 255, 8))
print(String(format: "%d%%", 75))
print(String(format: "%@ has %d points", "Ada", 30))
print(String(format: "%e", 12345.678))
print(String(format: "%3d:%02d", 7, 5))

let rows: [(String, Int, Double)] = [("apples", 3, 0.5), ("melon", 1, 2.25), ("figs", 12, 0.125)]
for (name, count, price) in rows {
    let padded = name.padding(toLength: 7, withPad: ".", startingAt: 0)
    print(String(format: "%@ x%3d @ %6.2f = %7.2f", padded, count, price, Double(count) * price))
}
let seconds = 3725
print(String(format: "%02d:%02d:%02d", seconds / 3600, seconds % 3600 / 60, seconds % 60))

// expect: 12 items
// expect: 00042
// expect: 3.14
// expect:    2.500|
// expect: ff FF 10
// expect: 75%
// expect: Ada has 30 points
// expect: 1.234568e+04
// expect:   7:05
// expect: apples. x  3 @   0.50 =    1.50
// expect: melon.. x  1 @   2.25 =    2.25
// expect: figs... x 12 @   0.12 =    1.50
// expect: 01:02:05
