// Tutorial style (Scanner): parsing a key=value settings string with Scanner
import Foundation

let input = "width=640; height = 480; scale=1.5; title=My Window; flags=abc123"

let scanner = Scanner(string: input)
scanner.charactersToBeSkipped = .whitespaces

var settings: [(String, String)] = []
while !scanner.isAtEnd {
    guard let key = scanner.scanUpToString("=") else { break }
    _ = scanner.scanString("=")
    let value = scanner.scanUpToString(";") ?? ""
    _ = scanner.scanString(";")
    settings.append((key.trimmingCharacters(in: .whitespaces), value.trimmingCharacters(in: .whitespaces)))
}
for (k, v) in settings {
    print("\(k) -> '\(v)'")
}

// Numbers
let numbers = Scanner(string: "42 3.75 -17 0x1F rest")
if let i = numbers.scanInt() { print("int:", i) }
if let d = numbers.scanDouble() { print("double:", d) }
if let n = numbers.scanInt() { print("negative:", n) }
if let h = numbers.scanHexInt64() { print("hex:", h) }
print("remaining:", String(input.isEmpty ? "" : numbers.string[numbers.currentIndex...]))

// Characters from a set
let mixed = Scanner(string: "abc123def")
let letters = mixed.scanCharacters(from: .letters)
let digits = mixed.scanCharacters(from: .decimalDigits)
let more = mixed.scanCharacters(from: .decimalDigits)
print(letters ?? "nil", digits ?? "nil", more ?? "nil", mixed.isAtEnd)

// A version string
let v = Scanner(string: "v2.10.3-beta")
_ = v.scanString("v")
var parts: [Int] = []
while let p = v.scanInt() {
    parts.append(p)
    if v.scanString(".") == nil { break }
}
let suffix = v.scanString("-") != nil ? v.scanCharacters(from: .alphanumerics) : nil
print(parts, suffix ?? "none")
// expect: width -> '640'
// expect: height -> '480'
// expect: scale -> '1.5'
// expect: title -> 'My Window'
// expect: flags -> 'abc123'
// expect: int: 42
// expect: double: 3.75
// expect: negative: -17
// expect: hex: 31
// expect: remaining:  rest
// expect: abc 123 nil false
// expect: [2, 10, 3] beta
