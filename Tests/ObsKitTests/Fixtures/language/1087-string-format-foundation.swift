// Strings and Characters with Foundation: String(format:), padding, trimming, components, replacing, case folding.
// expected output: swiftc 6.3.1 (Linux), run on this machine
import Foundation

let price = 3.14159
print(String(format: "%.2f", price), String(format: "%8.3f|", price), String(format: "%-6d|", 42))
print(String(format: "%05d", 42), String(format: "%x %X %o", 255, 255, 8), String(format: "%e", 12345.678))
print(String(format: "%@ has %d items costing %.1f", "cart", 3, 9.5))
print(String(format: "%3d%%", 7))
let raw = "  \tHello, Foundation!\n "
print("[\(raw.trimmingCharacters(in: .whitespacesAndNewlines))]")
let csv = "a, b ,c"
print(csv.components(separatedBy: ",").map { $0.trimmingCharacters(in: .whitespaces) })
print("2024-01-15".replacingOccurrences(of: "-", with: "/"))
print("Hello".padding(toLength: 8, withPad: ".", startingAt: 0) + "|")
print("swift language".capitalized, "HeLLo".lowercased())
print("Straße".caseInsensitiveCompare("STRASSE") == .orderedSame, "abc".range(of: "b") != nil)
print("one two  three".components(separatedBy: " "))
print("x=1;y=2".components(separatedBy: CharacterSet(charactersIn: "=;")))
let rows = [("apples", 3, 0.5), ("kiwis", 12, 0.25)]
for (name, qty, unit) in rows {
    print(String(format: "%@:%4d x %5.2f = %6.2f", name, qty, unit, Double(qty) * unit))
}
print(String(format: "%.0f", 2.5), String(format: "%.0f", 3.5), String(format: "%+d", 5))

// expect: 3.14    3.142| 42    |
// expect: 00042 ff FF 10 1.234568e+04
// expect: cart has 3 items costing 9.5
// expect:   7%
// expect: [Hello, Foundation!]
// expect: ["a", "b", "c"]
// expect: 2024/01/15
// expect: Hello...|
// expect: Swift Language hello
// expect: true true
// expect: ["one", "two", "", "three"]
// expect: ["x", "1", "y", "2"]
// expect: apples:   3 x  0.50 =   1.50
// expect: kiwis:  12 x  0.25 =   3.00
// expect: 2 4 +5
