// Standard library API style (Unicode.Scalar): value, escaped forms, ASCII checks and properties of scalars from several scripts
let text = "Aé\u{301}中😀 9\t"
for s in text.unicodeScalars {
    print("U+" + String(s.value, radix: 16, uppercase: true), "isASCII:", s.isASCII,
          "alpha:", s.properties.isAlphabetic, "ws:", s.properties.isWhitespace,
          "upper:", s.properties.isUppercase, "emoji:", s.properties.isEmoji)
}
print("escaped:", text.unicodeScalars.map { $0.escaped(asASCII: true) }.joined(separator: " "))
print("escaped non-ascii kept:", text.unicodeScalars.map { $0.escaped(asASCII: false) }.joined(separator: "|"))
let a = Unicode.Scalar(UInt8(97))
print("scalar 97:", a, a.value, a.isASCII)
print("failable 0xD800:", Unicode.Scalar(0xD800) as Any)
print("failable 0x10FFFF:", Unicode.Scalar(0x10FFFF).map { $0.value } as Any)
print("failable 0x110000:", Unicode.Scalar(0x110000) as Any)
let u8: Unicode.Scalar = "z"
print("from literal:", u8, u8.value, UInt8(ascii: u8))
print("names:", Unicode.Scalar(0x41)!.properties.name ?? "-", Unicode.Scalar(0x1F600)!.properties.name ?? "-")
print("generalCategory:", Unicode.Scalar("a").properties.generalCategory, Unicode.Scalar("5").properties.generalCategory, Unicode.Scalar(" ").properties.generalCategory)
print("numericType:", Unicode.Scalar("5").properties.numericType as Any, Unicode.Scalar("x").properties.numericType as Any)
print("numericValue:", Unicode.Scalar("½").properties.numericValue as Any, Unicode.Scalar("7").properties.numericValue as Any)
print("lowercaseMapping:", Unicode.Scalar("İ").properties.lowercaseMapping.unicodeScalars.count)
print("uppercaseMapping:", Unicode.Scalar("ß").properties.uppercaseMapping)
print("titlecaseMapping:", Unicode.Scalar("ǆ").properties.titlecaseMapping)
print("isMath:", Unicode.Scalar("+").properties.isMath, Unicode.Scalar("a").properties.isMath)
print("changesWhenUppercased:", Unicode.Scalar("a").properties.changesWhenUppercased, Unicode.Scalar("A").properties.changesWhenUppercased)
print("compare:", Unicode.Scalar("a") < Unicode.Scalar("b"), Unicode.Scalar("B") == "B")
var scalars = String.UnicodeScalarView()
scalars.append("H")
scalars.append(contentsOf: "i!".unicodeScalars)
print("built view:", String(scalars), scalars.count)
let shifted = String(String.UnicodeScalarView("HAL".unicodeScalars.map { Unicode.Scalar($0.value + 1)! }))
print("shifted:", shifted)
print("description:", Unicode.Scalar("\n").debugDescription, Unicode.Scalar("q").description)

// expect: U+41 isASCII: true alpha: true ws: false upper: true emoji: false
// expect: U+E9 isASCII: false alpha: true ws: false upper: false emoji: false
// expect: U+301 isASCII: false alpha: false ws: false upper: false emoji: false
// expect: U+4E2D isASCII: false alpha: true ws: false upper: false emoji: false
// expect: U+1F600 isASCII: false alpha: false ws: false upper: false emoji: true
// expect: U+20 isASCII: true alpha: false ws: true upper: false emoji: false
// expect: U+39 isASCII: true alpha: false ws: false upper: false emoji: true
// expect: U+9 isASCII: true alpha: false ws: true upper: false emoji: false
// expect: escaped: A \u{00E9} \u{0301} \u{4E2D} \u{0001F600}   9 \t
// expect: escaped non-ascii kept: A|é|́|中|😀| |9|\t
// expect: scalar 97: a 97 true
// expect: failable 0xD800: nil
// expect: failable 0x10FFFF: Optional(1114111)
// expect: failable 0x110000: nil
// expect: from literal: z 122 122
// expect: names: LATIN CAPITAL LETTER A GRINNING FACE
// expect: generalCategory: lowercaseLetter decimalNumber spaceSeparator
// expect: numericType: Optional(Swift.Unicode.NumericType.decimal) nil
// expect: numericValue: Optional(0.5) Optional(7.0)
// expect: lowercaseMapping: 2
// expect: uppercaseMapping: SS
// expect: titlecaseMapping: ǅ
// expect: isMath: true false
// expect: changesWhenUppercased: true false
// expect: compare: true true
// expect: built view: Hi! 3
// expect: shifted: IBM
// expect: description: "\n" q
