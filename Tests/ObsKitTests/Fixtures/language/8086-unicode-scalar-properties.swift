// Compiler test style: Unicode.Scalar values, properties, escaping and UTF encodings
// known-gap: error: 8086-unicode-scalar-properties.swift:28:15: error: value of type 'UTF16.Type' has no member 'encode'
let scalars: [Unicode.Scalar] = ["A", "z", "0", " ", "\t", "é", "∑", "😀", "\u{200B}", "\u{0301}"]
for s in scalars {
    let p = s.properties
    let hex = String(s.value, radix: 16, uppercase: true)
    print("U+\(hex)", s.escaped(asASCII: true), s.isASCII,
          p.isAlphabetic, p.isWhitespace, p.isUppercase, p.isLowercase, p.isEmoji,
          p.generalCategory, p.numericType.map { "\($0)" } ?? "-")
}

// Names and case mappings
for s in ["a", "Ω", "ß", "1", "😀"] as [Unicode.Scalar] {
    print(s.properties.name ?? "?", "|", s.properties.uppercaseMapping, "|", s.properties.lowercaseMapping)
}
print(("½" as Unicode.Scalar).properties.numericValue as Any, ("7" as Unicode.Scalar).properties.numericValue as Any, ("x" as Unicode.Scalar).properties.numericValue as Any)

// Construction from integers, invalid values
print(Unicode.Scalar(0x41) as Any, Unicode.Scalar(0xD800) as Any, Unicode.Scalar(0x110000) as Any, Unicode.Scalar(UInt8(0x7A)))

// Encodings
let text = "aé€😀"
print(text.unicodeScalars.map { $0.value })
print(Array(text.utf8))
print(Array(text.utf16))
print(text.unicodeScalars.map { UTF8.width($0) }, text.unicodeScalars.map { UTF16.width($0) })
for s in text.unicodeScalars {
    let enc = UTF16.encode(s)!
    print(s, Array(enc).map { String($0, radix: 16) })
}

// Decode UTF-8 bytes including an invalid sequence
let bytes: [UInt8] = [0x68, 0x69, 0xF0, 0x9F, 0x8E, 0x89, 0xFF, 0x21]
let decoded = String(decoding: bytes, as: UTF8.self)
print(decoded, decoded.count, decoded.unicodeScalars.map { String($0.value, radix: 16) })
print(String(validating: bytes, as: UTF8.self) as Any)

// Escaping strings per scalar
let mixed = "Tab\tQuote\"Nl\nÜ🙂"
print(mixed.unicodeScalars.map { $0.escaped(asASCII: true) }.joined())
print(mixed.unicodeScalars.map { $0.escaped(asASCII: false) }.joined())

// Scalar arithmetic: Caesar shift on ASCII letters
func shift(_ s: String, by k: UInt32) -> String {
    var out = String.UnicodeScalarView()
    for u in s.unicodeScalars {
        switch u.value {
        case 65...90: out.append(Unicode.Scalar((u.value - 65 + k) % 26 + 65)!)
        case 97...122: out.append(Unicode.Scalar((u.value - 97 + k) % 26 + 97)!)
        default: out.append(u)
        }
    }
    return String(out)
}
print(shift("Hello, World! ÿ", by: 3), shift(shift("abcxyz", by: 13), by: 13))

// expect: U+41 A true true false true false false uppercaseLetter -
// expect: U+7A z true true false false true false lowercaseLetter -
// expect: U+30 0 true false false false false true decimalNumber decimal
// expect: U+20   true false true false false false spaceSeparator -
// expect: U+9 \t true false true false false false control -
// expect: U+E9 \u{00E9} false true false false true false lowercaseLetter -
// expect: U+2211 \u{2211} false false false false false false mathSymbol -
// expect: U+1F600 \u{0001F600} false false false false false true otherSymbol -
// expect: U+200B \u{200B} false false false false false false format -
// expect: U+301 \u{0301} false false false false false false nonspacingMark -
// expect: LATIN SMALL LETTER A | A | a
// expect: GREEK CAPITAL LETTER OMEGA | Ω | ω
// expect: LATIN SMALL LETTER SHARP S | SS | ß
// expect: DIGIT ONE | 1 | 1
// expect: GRINNING FACE | 😀 | 😀
// expect: Optional(0.5) Optional(7.0) nil
// expect: Optional("A") nil nil z
// expect: [97, 233, 8364, 128512]
// expect: [97, 195, 169, 226, 130, 172, 240, 159, 152, 128]
// expect: [97, 233, 8364, 55357, 56832]
// expect: [1, 2, 3, 4] [1, 1, 1, 2]
// expect: a ["61"]
// expect: é ["e9"]
// expect: € ["20ac"]
// expect: 😀 ["d83d", "de00"]
// expect: hi🎉�! 5 ["68", "69", "1f389", "fffd", "21"]
// expect: nil
// expect: Tab\tQuote\"Nl\n\u{00DC}\u{0001F642}
// expect: Tab\tQuote\"Nl\nÜ🙂
// expect: Khoor, Zruog! ÿ abcxyz
