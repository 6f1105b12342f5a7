// Swift stdlib test style (numbers with Foundation): String(format:) with %d, %5d, %-5d, %05d, %x, %X, %o, %.2f, %8.3f, %e, %g, %s-free %@ and %%
import Foundation

print(String(format: "%d|%5d|%-5d|%05d", 42, 42, 42, 42))
print(String(format: "%x %X %o %#x", 255, 255, 8, 255))
print(String(format: "%.2f %.0f %.1f", 3.14159, 2.5, -0.05))
print(String(format: "[%8.3f] [%-8.2f]", 3.14159, 2.0))
print(String(format: "%e %E", 12345.678, 0.000123))
print(String(format: "%g %g %g", 100000.0, 1000000.0, 0.0001))
print(String(format: "%@ has %d items (%.1f%%)", "cart", 3, 37.5))
print(String(format: "%ld %lu", Int.max, UInt(7)))
print(String(format: "%+d %+d % d", 5, -5, 5))
print(String(format: "%03d:%02d", 7, 5))
print(String(format: "%.3e", 0.0))
print(String(format: "%5.1f|%-6.1f|", 9.96, 9.94))
print(String(format: "%c%c", 72, 105))
print(String(format: "%2$@ %1$@", "world", "hello"))

let rows = [("Widget", 3, 2.5), ("Gadget", 12, 10.0), ("Thingamajig", 1, 99.999)]
for (name, qty, price) in rows {
    print(String(format: "%-10@ %3d x %7.2f = %8.2f", name, qty, price, Double(qty) * price))
}

let percentages = [0.1234, 0.5, 1.0]
print(percentages.map { String(format: "%.1f%%", $0 * 100) })
let hexBytes = [0, 15, 16, 255].map { String(format: "%02x", $0) }.joined(separator: ":")
print(hexBytes)
print(String(format: "%.2f", 2.675), String(format: "%.2f", 1.005), String(format: "%.1f", 0.25))
print(String(format: "%d", -0), String(format: "%.1f", -0.0), String(format: "%f", Double.infinity))

// expect: 42|   42|42   |00042
// expect: ff FF 10 0xff
// expect: 3.14 2 -0.1
// expect: [   3.142] [2.00    ]
// expect: 1.234568e+04 1.230000E-04
// expect: 100000 1e+06 0.0001
// expect: cart has 3 items (37.5%)
// expect: 9223372036854775807 7
// expect: +5 -5  5
// expect: 007:05
// expect: 0.000e+00
// expect:  10.0|9.9   |
// expect: Hi
// expect: hello world
// expect: Widget   3 x    2.50 =     7.50
// expect: Gadget  12 x   10.00 =   120.00
// expect: Thingamajig   1 x  100.00 =   100.00
// expect: ["12.3%", "50.0%", "100.0%"]
// expect: 00:0f:10:ff
// expect: 2.67 1.00 0.2
// expect: 0 -0.0 inf
