// App code style: a log formatter mixing %@, %d, %ld, %u, %g, %c-free specifiers and escapes
import Foundation

let level = "WARN"
let code = 404
let bytes: UInt = 1_048_576
let ms = 12.5
let big: Int64 = 9_007_199_254_740_993

print(String(format: "[%@] code=%d bytes=%lu took=%.1fms", level, code, bytes, ms))
print(String(format: "%ld | %lld | %i", 123456789012, big, -7))
print(String(format: "%g %g %g %g", 0.0001, 123456789.0, 1.5, 100.0))
print(String(format: "%.3g|%10.3e|%-10.2f|", 3.14159, 299792458.0, 2.5))
print(String(format: "%x %X %#x %#o", 48879, 48879, 255, 8))
print(String(format: "100%% done, %d%% left", 0))
print(String(format: "%5@|%-5@|", "ab", "cd"))
print(String(format: "%@ has %d item%@", "Cart", 1, ""))
print(String(format: "%@ has %d item%@", "Cart", 3, "s"))
print(String(format: "%3$@-%1$@-%2$@", "b", "c", "a"))
print(String(format: "%.2f%@", 99.999, "!"))
print(String(format: "[%8.3f] [%-8.3f] [%08.3f]", -3.14159, 3.14159, 3.14159))
print(String(format: "%d %d", Int.max, Int.min))
print(String(format: "%u", UInt32.max))
print(String(format: "%hhd %hd", 300, 70000))
let rows = [("alpha", 1.0), ("beta", 22.75), ("gamma", 333.125)]
for (name, v) in rows {
    print(String(format: "%02d. %@ = %07.2f", name.count, name, v))
}
print(String(format: "%@", "unicode ✓ ok"))
print(String(format: "no args"))
print(String(format: "%.0f %.0f %.0f %.0f", 0.5, 1.5, 2.5, -0.5))
// expect: [WARN] code=404 bytes=1048576 took=12.5ms
// expect: 123456789012 | 9007199254740993 | -7
// expect: 0.0001 1.23457e+08 1.5 100
// expect: 3.14| 2.998e+08|2.50      |
// expect: beef BEEF 0xff 010
// expect: 100% done, 0% left
// expect: ab|cd|
// expect: Cart has 1 item
// expect: Cart has 3 items
// expect: a-b-c
// expect: 100.00!
// expect: [  -3.142] [3.142   ] [0003.142]
// expect: -1 0
// expect: 4294967295
// expect: 44 4464
// expect: 05. alpha = 0001.00
// expect: 04. beta = 0022.75
// expect: 05. gamma = 0333.12
// expect: unicode ✓ ok
// expect: no args
// expect: 0 2 2 -0
