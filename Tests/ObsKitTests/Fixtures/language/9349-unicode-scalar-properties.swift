// Unicode.Scalar values and properties: code points, categories, case mapping, names
// known-gap: needs the compiler check (literal types); unchecked: line 16: expected "-1.0", got "-1"
// expected output: swiftc 6.3.1 (Linux), run on this machine
let sample = "aZ5 é€😀\u{301}ß"
for s in sample.unicodeScalars {
    let p = s.properties
    let hex = String(s.value, radix: 16, uppercase: true)
    print("U+\(hex)", p.generalCategory, p.isAlphabetic, p.isUppercase, p.isWhitespace, p.isEmoji)
}

let e: Unicode.Scalar = "é"
print(e.value, e.isASCII, e.properties.name ?? "-")
print(Unicode.Scalar(0x41)!.properties.name ?? "-", Unicode.Scalar(0x1F600)!.properties.name ?? "-")
print(Unicode.Scalar(0xD800) == nil, Unicode.Scalar(0x10FFFF) != nil, Unicode.Scalar(0x110000) == nil)

print("ß".unicodeScalars.first!.properties.uppercaseMapping, "ǅ".unicodeScalars.first!.properties.lowercaseMapping)
print("Σ".unicodeScalars.first!.properties.lowercaseMapping, "ﬃ".unicodeScalars.first!.properties.uppercaseMapping)
print(Unicode.Scalar("7").properties.numericType.map { "\($0)" } ?? "-", Unicode.Scalar("½").properties.numericValue ?? -1)
print(Unicode.Scalar("x").properties.numericValue ?? -1)

let letters = "Hello, Wörld! 123".unicodeScalars
print(letters.filter { $0.properties.isAlphabetic }.count,
      letters.filter { $0.properties.generalCategory == .decimalNumber }.count,
      letters.filter { $0.properties.generalCategory == .otherPunctuation }.count)

var built = String.UnicodeScalarView()
for v in [0x48, 0x69, 0x2764, 0xFE0F] { built.append(Unicode.Scalar(v)!) }
let s = String(built)
print(s, s.count, s.unicodeScalars.count)

let scalarsOf = { (t: String) in t.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ") }
print(scalarsOf("é"), "|", scalarsOf("e\u{301}"), "|", "é" == "e\u{301}")
print(scalarsOf("🇯🇵"), "|", "🇯🇵".count)
print(scalarsOf("👨‍👩‍👧"), "|", "👨‍👩‍👧".count)

let escaped = "tab\tquote\"é😀".unicodeScalars.map { $0.escaped(asASCII: true) }.joined()
print(escaped)
print(Unicode.Scalar("a") < Unicode.Scalar("b"), ("a" as Unicode.Scalar).value + 1)
let shifted = "HAL".unicodeScalars.map { Character(Unicode.Scalar($0.value + 1)!) }
print(String(shifted))
let mixedCase = "Ünïcödé Straße"
print(mixedCase.uppercased(), mixedCase.lowercased(), mixedCase.uppercased().count, mixedCase.count)
let categories = Dictionary(grouping: "a1 B!".unicodeScalars) { "\($0.properties.generalCategory)" }
print(categories.keys.sorted(), categories.values.map(\.count).reduce(0, +))
print("x".unicodeScalars.first!.properties.isASCIIHexDigit, "F".unicodeScalars.first!.properties.isASCIIHexDigit, "é".unicodeScalars.first!.properties.changesWhenUppercased)

// expect: U+61 lowercaseLetter true false false false
// expect: U+5A uppercaseLetter true true false false
// expect: U+35 decimalNumber false false false true
// expect: U+20 spaceSeparator false false true false
// expect: U+E9 lowercaseLetter true false false false
// expect: U+20AC currencySymbol false false false false
// expect: U+1F600 otherSymbol false false false true
// expect: U+301 nonspacingMark false false false false
// expect: U+DF lowercaseLetter true false false false
// expect: 233 false LATIN SMALL LETTER E WITH ACUTE
// expect: LATIN CAPITAL LETTER A GRINNING FACE
// expect: true true true
// expect: SS ǆ
// expect: σ FFI
// expect: decimal 0.5
// expect: -1.0
// expect: 10 3 2
// expect: Hi❤️ 3 4
// expect: e9 | 65 301 | true
// expect: 1f1ef 1f1f5 | 1
// expect: 1f468 200d 1f469 200d 1f467 | 1
// expect: tab\tquote\"\u{00E9}\u{0001F600}
// expect: true 98
// expect: IBM
// expect: ÜNÏCÖDÉ STRASSE ünïcödé straße 15 14
// expect: ["decimalNumber", "lowercaseLetter", "otherPunctuation", "spaceSeparator", "uppercaseLetter"] 5
// expect: false true true
