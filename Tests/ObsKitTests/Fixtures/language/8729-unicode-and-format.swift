// Tutorial style (objc.io strings): unicode scalars, UTF-8 views, grapheme clusters and String(format:)
import Foundation

let cafe = "café"
let decomposed = "cafe\u{301}"
print(cafe == decomposed)
print(cafe.count, decomposed.count)
print(cafe.unicodeScalars.count, decomposed.unicodeScalars.count)
print(cafe.utf8.count, decomposed.utf8.count)

let flag = "🇯🇵"
print("flag characters: \(flag.count), scalars: \(flag.unicodeScalars.count)")
print(flag.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) })

let family = "👨‍👩‍👧"
print("family: \(family.count) character, \(family.unicodeScalars.count) scalars, \(family.utf16.count) utf16 units")

for scalar in "Hi!".unicodeScalars {
    print("\(scalar) U+\(String(format: "%04X", scalar.value)) ascii=\(scalar.isASCII)")
}

let shifted = String("HAL".unicodeScalars.map { Character(Unicode.Scalar($0.value + 1)!) })
print(shifted)
print(Array("abc".utf8))
let digitSum = "a1b2c3".unicodeScalars.filter { CharacterSet.decimalDigits.contains($0) }
    .compactMap { Int(String($0)) }.reduce(0, +)
print("digit sum: \(digitSum)")

print(String(format: "%.2f", 3.14159))
print(String(format: "%5d|%-5d|%05d", 42, 42, 42))
print(String(format: "%@ scored %d points (%.1f%%)", "Noor", 87, 87.456))
print(String(format: "%x %o %e", 255, 8, 12345.678))

let prices: [(String, Double)] = [("Coffee", 3.5), ("Bagel", 2.25), ("Juice", 4.0)]
for (item, price) in prices {
    print(item.padding(toLength: 8, withPad: ".", startingAt: 0) + String(format: "%6.2f", price))
}
print(String(format: "Total: %.2f", prices.map(\.1).reduce(0, +)))

// expect: true
// expect: 4 4
// expect: 4 5
// expect: 5 6
// expect: flag characters: 1, scalars: 2
// expect: ["1F1EF", "1F1F5"]
// expect: family: 1 character, 5 scalars, 8 utf16 units
// expect: H U+0048 ascii=true
// expect: i U+0069 ascii=true
// expect: ! U+0021 ascii=true
// expect: IBM
// expect: [97, 98, 99]
// expect: digit sum: 6
// expect: 3.14
// expect:    42|42   |00042
// expect: Noor scored 87 points (87.5%)
// expect: ff 10 1.234568e+04
// expect: Coffee..  3.50
// expect: Bagel...  2.25
// expect: Juice...  4.00
// expect: Total: 9.75
