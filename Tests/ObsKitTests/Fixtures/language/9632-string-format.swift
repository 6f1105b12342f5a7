// String(format:) varieties: width, precision, flags, hex/octal, scientific, %@ and positional arguments
import Foundation

print(String(format: "%d|%5d|%-5d|%05d", 42, 42, 42, 42))
print(String(format: "%+d %+d % d", 7, -7, 7))
print(String(format: "%x %X %#x %o %#o", 255, 255, 255, 8, 8))
print(String(format: "%08.3f|%.0f|%.1f|%10.4f|", 3.14159, 2.5, 0.05, -1.5))
print(String(format: "%.0f %.0f %.0f %.0f", 0.5, 1.5, 2.5, -0.5))
print(String(format: "%e %.2E %g %g %g", 12345.678, 0.000123, 0.0001, 1e-5, 123456789.0))
print(String(format: "%g %g %G", 100000.0, 1000000.0, 1.5e-10))
print(String(format: "%@|%@|", "obj" as NSString, "swift"))
print(String(format: "%%literal %c%c", 72, 105))
print(String(format: "%2$@ before %1$@", "first", "second"))
print(String(format: "%ld %lld %lu", Int.max, Int64.min, UInt.max))
print(String(format: "%hhd %hd", 300, 70000))
print(String(format: "[%*d] [%-*d]", 6, 12, 4, 3))
print(String(format: "%3$d %1$d %2$d", 10, 20, 30))
print(String(format: "%5.1f%%", 99.44))
print(String(format: "%a", 1.0))

let rows: [(String, Int, Double)] = [("apples", 3, 1.2), ("kiwis", 12, 0.25), ("watermelon", 1, 4.999)]
for (name, qty, price) in rows {
    let padded = name.padding(toLength: 10, withPad: ".", startingAt: 0)
    print(String(format: "%@ %3d x %6.2f = %7.2f", padded, qty, price, Double(qty) * price))
}
let total = rows.reduce(0.0) { $0 + Double($1.1) * $1.2 }
print(String(format: "%@ %20.2f", "TOTAL", total))

func hex(_ bytes: [UInt8]) -> String {
    bytes.map { String(format: "%02x", $0) }.joined(separator: ":")
}
print(hex([0, 15, 16, 255, 171]))
print(String(format: "%04X-%04X", 0xBEEF, 0x1F))
print(String(format: "%d items", locale: Locale(identifier: "en_US_POSIX"), 5))
print(String(format: "%.2f", locale: Locale(identifier: "en_US_POSIX"), 1234.5))
print(String(format: "no args"))
print(String(format: "%@ and %@", "x", String(42)))
print(String(format: "%d%%", 50).count)
let ns = NSString(format: "%03d", 7)
print(ns, ns.length)
print(String(format: "%-6d|%6.2f|", -12, 3.14159))
print(String(format: "%.3e", 0.0), String(format: "%f", Double.infinity), String(format: "%f", -Double.infinity))
print(String(format: "%.2f", Double.nan), String(format: "%d", -0))
print(String(format: "%i %u", -3, 3))
print(String(format: "%-8.3f|%+.2e", 2.0 / 3.0, -12345.0))

// expect: 42|   42|42   |00042
// expect: +7 -7  7
// expect: ff FF 0xff 10 010
// expect: 0003.142|2|0.1|   -1.5000|
// expect: 0 2 2 -0
// expect: 1.234568e+04 1.23E-04 0.0001 1e-05 1.23457e+08
// expect: 100000 1e+06 1.5E-10
// expect: obj|swift|
// expect: %literal Hi
// expect: second before first
// expect: 9223372036854775807 -9223372036854775808 18446744073709551615
// expect: 44 4464
// expect: [    12] [3   ]
// expect: 30 10 20
// expect:  99.4%
// expect: 0x1p+0
// expect: apples....   3 x   1.20 =    3.60
// expect: kiwis.....  12 x   0.25 =    3.00
// expect: watermelon   1 x   5.00 =    5.00
// expect: TOTAL                11.60
// expect: 00:0f:10:ff:ab
// expect: BEEF-001F
// expect: 5 items
// expect: 1234.50
// expect: no args
// expect: x and 42
// expect: 3
// expect: 007 3
// expect: -12   |  3.14|
// expect: 0.000e+00 inf -inf
// expect: nan 0
// expect: -3 3
// expect: 0.667   |-1.23e+04
