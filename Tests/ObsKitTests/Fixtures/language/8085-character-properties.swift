// Compiler test style: Character properties, grapheme clusters, case mapping and numeric/ASCII queries
let samples: [Character] = ["a", "Z", "7", " ", "\n", "é", "e\u{301}", "ß", "٣", "½", "🇯🇵", "👍🏽", "$", "_", "Ω"]

for c in samples {
    var flags: [String] = []
    if c.isLetter { flags.append("letter") }
    if c.isNumber { flags.append("number") }
    if c.isWholeNumber { flags.append("whole=\(c.wholeNumberValue!)") }
    if c.isHexDigit { flags.append("hex=\(c.hexDigitValue!)") }
    if c.isWhitespace { flags.append("space") }
    if c.isNewline { flags.append("newline") }
    if c.isPunctuation { flags.append("punct") }
    if c.isSymbol { flags.append("symbol") }
    if c.isCurrencySymbol { flags.append("currency") }
    if c.isUppercase { flags.append("upper") }
    if c.isLowercase { flags.append("lower") }
    if c.isCased { flags.append("cased") }
    if c.isASCII { flags.append("ascii=\(c.asciiValue!)") }
    print(c.debugDescription, c.unicodeScalars.count, flags.joined(separator: " "))
}

// Case mapping can change length
for c in ["ß", "a", "ǅ", "İ", "ﬃ"] as [Character] {
    print(c, "upper:", c.uppercased(), c.uppercased().count, "lower:", c.lowercased(), c.lowercased().unicodeScalars.count)
}

// Canonical equivalence
let precomposed: Character = "\u{E9}"
let decomposed: Character = "e\u{301}"
print(precomposed == decomposed, String(precomposed).utf8.count, String(decomposed).utf8.count)
print(Array("café".utf8).count, Array("cafe\u{301}".utf8).count, "café" == "cafe\u{301}", "café".count == "cafe\u{301}".count)

// Grapheme cluster counting vs scalars vs UTF-16
let family = "👨‍👩‍👧‍👦"
let flags = "🇺🇸🇫🇷"
for s in [family, flags, "e\u{301}\u{302}", "\r\n", "abc"] {
    print(s.count, s.unicodeScalars.count, s.utf16.count, s.utf8.count)
}
print(Array(flags).map { String($0).unicodeScalars.count })

// Character comparison and sorting
let letters: [Character] = ["b", "B", "a", "á", "A", "z", "1"]
print(letters.sorted(), Character("a") < Character("b"), Character("Z") < Character("a"))

// Building characters
let fromScalar = Character(Unicode.Scalar(0x1F600)!)
print(fromScalar, String(repeating: Character("-"), count: 5), Character("x").utf8.count, Character("€").utf16.count)

// expect: "a" 1 letter hex=10 lower cased ascii=97
// expect: "Z" 1 letter upper cased ascii=90
// expect: "7" 1 number whole=7 hex=7 ascii=55
// expect: " " 1 space ascii=32
// expect: "\n" 1 space newline ascii=10
// expect: "é" 1 letter lower cased
// expect: "é" 2 letter lower cased
// expect: "ß" 1 letter lower cased
// expect: "٣" 1 number whole=3
// expect: "½" 1 number
// expect: "🇯🇵" 2 symbol
// expect: "👍🏽" 2 symbol
// expect: "$" 1 symbol currency ascii=36
// expect: "_" 1 punct ascii=95
// expect: "Ω" 1 letter upper cased
// expect: ß upper: SS 2 lower: ß 1
// expect: a upper: A 1 lower: a 1
// expect: ǅ upper: Ǆ 1 lower: ǆ 1
// expect: İ upper: İ 1 lower: i̇ 2
// expect: ﬃ upper: FFI 3 lower: ﬃ 1
// expect: true 2 3
// expect: 5 6 true true
// expect: 1 7 11 25
// expect: 2 4 8 16
// expect: 1 3 3 5
// expect: 1 2 2 2
// expect: 3 3 3 3
// expect: [2, 2]
// expect: ["1", "A", "B", "a", "b", "z", "á"] true true
// expect: 😀 ----- 1 1
