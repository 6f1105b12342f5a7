// Swift stdlib test style (String APIs): unicodeScalars with value, properties like isAlphabetic/isWhitespace/numericType/generalCategory, and utf8/utf16 counts for mixed text
let text = "Aé 9\u{1F600}\u{301}ß"
print(text.count, text.unicodeScalars.count, text.utf8.count, text.utf16.count)

for scalar in text.unicodeScalars {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    let p = scalar.properties
    print("U+\(hex)", p.isAlphabetic, p.isWhitespace, p.isUppercase, p.isEmoji, p.generalCategory)
}

let letter: Unicode.Scalar = "a"
print(letter.value, letter.isASCII, letter.properties.uppercaseMapping, letter.properties.isLowercase)
print(Unicode.Scalar(0x41)!, Unicode.Scalar(0xD800) == nil, Unicode.Scalar(UInt8(122)))
print("\u{2167}".unicodeScalars.first!.properties.numericType as Any)
print("5".unicodeScalars.first!.properties.numericValue as Any)
print("x".unicodeScalars.first!.properties.numericValue as Any)
print("Ω".unicodeScalars.first!.properties.name ?? "none")
print(" ".unicodeScalars.first!.properties.name ?? "none")

let shifted = String(String.UnicodeScalarView("HAL".unicodeScalars.map { Unicode.Scalar($0.value + 1)! }))
print(shifted)
var view = String.UnicodeScalarView()
view.append("O")
view.append(contentsOf: "k!".unicodeScalars)
print(String(view))

print(Array("héllo".utf8))
print(Array("€".utf16), Array("😀".utf16).map { String($0, radix: 16) })
print(String(decoding: [72, 105, 0xE2, 0x82, 0xAC], as: UTF8.self))
let asciiOnly = "naïve café".unicodeScalars.filter { $0.isASCII }
print(String(String.UnicodeScalarView(asciiOnly)))
print("e\u{301}" == "é", "e\u{301}".unicodeScalars.count, "é".unicodeScalars.count)

// expect: 6 7 13 8
// expect: U+41 true false true false uppercaseLetter
// expect: U+E9 true false false false lowercaseLetter
// expect: U+20 false true false false spaceSeparator
// expect: U+39 false false false true decimalNumber
// expect: U+1F600 false false false true otherSymbol
// expect: U+301 false false false false nonspacingMark
// expect: U+DF true false false false lowercaseLetter
// expect: 97 true A true
// expect: A true z
// expect: Optional(Swift.Unicode.NumericType.numeric)
// expect: Optional(5.0)
// expect: nil
// expect: GREEK CAPITAL LETTER OMEGA
// expect: SPACE
// expect: IBM
// expect: Ok!
// expect: [104, 195, 169, 108, 108, 111]
// expect: [8364] ["d83d", "de00"]
// expect: Hi€
// expect: nave caf
// expect: true 2 1
