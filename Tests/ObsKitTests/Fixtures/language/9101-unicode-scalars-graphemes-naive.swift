// Unicode: precomposed vs combining characters, scalar/UTF-8/UTF-16 counts, flags and family emoji as single characters, character properties
// expected output: swiftc 6.3.1 (Linux), run on this machine
let flags = "🇯🇵🇫🇷"
let cafe1 = "caf\u{E9}"
let cafe2 = "cafe\u{301}"
print(cafe1 == cafe2, cafe1.count, cafe2.count)
print(cafe1.unicodeScalars.count, cafe2.unicodeScalars.count)
print(cafe1.utf8.count, cafe2.utf8.count, cafe2.utf16.count)
print(flags.count, flags.unicodeScalars.count)

var codes: [String] = []
for scalar in cafe2.unicodeScalars {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    codes.append("U+\(String(repeating: "0", count: max(0, 4 - hex.count)))\(hex)")
}
print(codes.joined(separator: " "))

var word = "nai"
print(word, word.count)
word += "\u{308}"
print(word, word.count)
word += "ve"
print(word, word.count, word.unicodeScalars.count)

let family: Character = "👨‍👩‍👧"
print(family.unicodeScalars.count, String(family).utf8.count)

let mixed = "a1 B2-c3"
var letters = 0, digits = 0, other = 0
for ch in mixed {
    if ch.isLetter { letters += 1 }
    else if ch.isNumber { digits += 1 }
    else { other += 1 }
}
print("letters=\(letters) digits=\(digits) other=\(other)")

let upper = mixed.map { $0.isLowercase ? Character($0.uppercased()) : $0 }
print(String(upper))

let asciiValues = "Swift".unicodeScalars.map { Int($0.value) }
print(asciiValues, asciiValues.reduce(0, +))

let e: Character = "é"
print(e.isASCII, Character("Z").asciiValue ?? 0, e.asciiValue == nil)
// expect: true 4 4
// expect: 4 5
// expect: 5 6 5
// expect: 2 4
// expect: U+0063 U+0061 U+0066 U+0065 U+0301
// expect: nai 3
// expect: naï 3
// expect: naïve 5 6
// expect: 5 18
// expect: letters=3 digits=3 other=2
// expect: A1 B2-C3
// expect: [83, 119, 105, 102, 116] 525
// expect: false 90 true
