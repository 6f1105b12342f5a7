// Apple docs style (String(format:)): printf-style format specifiers
import Foundation

let product = "Keyboard"
let quantity = 3
let unitPrice = 49.5

print(String(format: "%d x %@ at %.2f each", quantity, product, unitPrice))
print(String(format: "Total: %.2f", Double(quantity) * unitPrice))

// Width and precision for floating point
for value in [3.14159, 42.0, 0.5, 1234.5678] {
    print(String(format: "[%5.2f] [%8.3f] [%.0f] [%e]", value, value, value, value))
}

// Zero-padded and width-padded integers
for n in [5, 42, 999, 1000] {
    print(String(format: "[%03d] [%5d] [%-5d] [%+d]", n, n, n, n))
}

// Hexadecimal and octal
for n in [0, 10, 255, 4096, 48879] {
    print(String(format: "%d = 0x%x = 0x%X = %o (octal) = %08x", n, n, n, n, n))
}

// Percent sign and multiple arguments of mixed types
let progress = 0.875
print(String(format: "Progress: %.1f%%", progress * 100))

// Reusing a positional argument
print(String(format: "%1$@ and %2$@, then %1$@ again", "first", "second"))

// Formatting a time duration
func clock(_ seconds: Int) -> String {
    String(format: "%02d:%02d:%02d", seconds / 3600, (seconds % 3600) / 60, seconds % 60)
}
for s in [0, 59, 61, 3599, 3661, 86399] {
    print(s, "->", clock(s))
}

// Building a receipt line by line
let lines: [(String, Int, Double)] = [("Coffee", 2, 3.25), ("Bagel", 1, 2.75), ("Juice", 3, 4.0)]
var total = 0.0
for (name, count, price) in lines {
    let subtotal = Double(count) * price
    total += subtotal
    print(String(format: "%@: %d @ %.2f = %6.2f", name, count, price, subtotal))
}
print(String(format: "TOTAL %6.2f", total))

// Int64 and UInt values need the long specifiers
let big: Int64 = 9_000_000_000
print(String(format: "big=%lld", big))
let unsigned: UInt32 = 4_000_000_000
print(String(format: "unsigned=%u", unsigned))

// expect: 3 x Keyboard at 49.50 each
// expect: Total: 148.50
// expect: [ 3.14] [   3.142] [3] [3.141590e+00]
// expect: [42.00] [  42.000] [42] [4.200000e+01]
// expect: [ 0.50] [   0.500] [0] [5.000000e-01]
// expect: [1234.57] [1234.568] [1235] [1.234568e+03]
// expect: [005] [    5] [5    ] [+5]
// expect: [042] [   42] [42   ] [+42]
// expect: [999] [  999] [999  ] [+999]
// expect: [1000] [ 1000] [1000 ] [+1000]
// expect: 0 = 0x0 = 0x0 = 0 (octal) = 00000000
// expect: 10 = 0xa = 0xA = 12 (octal) = 0000000a
// expect: 255 = 0xff = 0xFF = 377 (octal) = 000000ff
// expect: 4096 = 0x1000 = 0x1000 = 10000 (octal) = 00001000
// expect: 48879 = 0xbeef = 0xBEEF = 137357 (octal) = 0000beef
// expect: Progress: 87.5%
// expect: first and second, then first again
// expect: 0 -> 00:00:00
// expect: 59 -> 00:00:59
// expect: 61 -> 00:01:01
// expect: 3599 -> 00:59:59
// expect: 3661 -> 01:01:01
// expect: 86399 -> 23:59:59
// expect: Coffee: 2 @ 3.25 =   6.50
// expect: Bagel: 1 @ 2.75 =   2.75
// expect: Juice: 3 @ 4.00 =  12.00
// expect: TOTAL  21.25
// expect: big=9000000000
// expect: unsigned=4000000000
