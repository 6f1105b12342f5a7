// Stack Overflow style (physics table): String(format:) with %e, %g, %x, %o and width/precision flags for a constants report
import Foundation

let constants: [(String, Double, String)] = [
    ("speed of light", 299_792_458, "m/s"),
    ("Planck", 6.62607015e-34, "J s"),
    ("Avogadro", 6.02214076e23, "1/mol"),
    ("electron mass", 9.1093837015e-31, "kg"),
    ("gravity", 9.80665, "m/s2"),
]

for (name, value, unit) in constants {
    let label = name.padding(toLength: 15, withPad: " ", startingAt: 0)
    print(label + String(format: "%12.4e  %-6@ %g", value, unit as NSString, value))
}

print(String(format: "%e", 0.000123))
print(String(format: "%.2E", 123456.789))
print(String(format: "[%8.3f] [%-8.3f] [%+.1f]", 3.14159, 2.71828, 42.0))
print(String(format: "%x %X %o %#x", 255, 48879, 8, 3054))
print(String(format: "%05d|%-5d|%5d", 42, 42, 42))
print(String(format: "%d%% done, %@ left", 75, "3 min" as NSString))
print(String(format: "%.0f %.1f %.3f", 2.5, 0.05, 1.0005))
print(String(format: "%3$@ %1$@ %2$@", "a" as NSString, "b" as NSString, "c" as NSString))
print(String(format: "%ld items, %lu bytes", 12, UInt(4096)))
print(String(format: "%c%c%c", 83, 119, 105))

let energies = [1.0, 1e3, 1e-6, 123.456e10]
for e in energies {
    let exponent = Int(floor(log10(e)))
    let mantissa = e / pow(10, Double(exponent))
    print(String(format: "%8.3f x 10^%d", mantissa, exponent))
}

// expect: speed of light   2.9979e+08  m/s 2.99792e+08
// expect: Planck           6.6261e-34  J s 6.62607e-34
// expect: Avogadro         6.0221e+23  1/mol 6.02214e+23
// expect: electron mass    9.1094e-31  kg 9.10938e-31
// expect: gravity          9.8066e+00  m/s2 9.80665
// expect: 1.230000e-04
// expect: 1.23E+05
// expect: [   3.142] [2.718   ] [+42.0]
// expect: ff BEEF 10 0xbee
// expect: 00042|42   |   42
// expect: 75% done, 3 min left
// expect: 2 0.1 1.000
// expect: c a b
// expect: 12 items, 4096 bytes
// expect: Swi
// expect:    1.000 x 10^0
// expect:    1.000 x 10^3
// expect:    1.000 x 10^-6
// expect:    1.235 x 10^12
