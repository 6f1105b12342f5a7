// Standard library API style (Character properties): letter, number, whitespace, case, ascii and numeric values of assorted characters
let chars: [Character] = ["a", "Z", "7", " ", "\n", "é", "ß", "٣", "½", "Ⅻ", "!", "😀", "\t", "F", "ｆ"]
for c in chars {
    let shown = c.isWhitespace ? String(reflecting: c) : String(c)
    print(shown, "letter:", c.isLetter, "number:", c.isNumber, "ws:", c.isWhitespace,
          "upper:", c.isUppercase, "lower:", c.isLowercase, "ascii:", c.asciiValue as Any)
}
for c in chars {
    print(String(reflecting: c), "whole:", c.wholeNumberValue as Any, "hex:", c.hexDigitValue as Any,
          "isHexDigit:", c.isHexDigit, "isWholeNumber:", c.isWholeNumber)
}
print("punctuation:", chars.filter { $0.isPunctuation }.map(String.init))
print("symbol:", chars.filter { $0.isSymbol }.count)
print("isCased:", Character("a").isCased, Character("7").isCased)
print("isNewline:", Character("\n").isNewline, Character("\r\n").isNewline, Character(" ").isNewline)
print("isASCII:", Character("a").isASCII, Character("é").isASCII, Character("\r\n").isASCII)
print("asciiValue CRLF:", Character("\r\n").asciiValue as Any)
print("isMathSymbol:", Character("+").isMathSymbol, Character("∑").isMathSymbol, Character("-").isMathSymbol)
print("isCurrencySymbol:", Character("$").isCurrencySymbol, Character("€").isCurrencySymbol, Character("a").isCurrencySymbol)
print("uppercased:", Character("ß").uppercased(), Character("é").uppercased(), Character("1").uppercased())
print("lowercased:", Character("Σ").lowercased(), Character("İ").lowercased().count)
print("Character from scalar:", Character(Unicode.Scalar(65)), Character(Unicode.Scalar(0x1F600)!))
print("compare:", Character("a") < Character("b"), Character("Z") < Character("a"), Character("é") == Character("e\u{301}"))

// expect: a letter: true number: false ws: false upper: false lower: true ascii: Optional(97)
// expect: Z letter: true number: false ws: false upper: true lower: false ascii: Optional(90)
// expect: 7 letter: false number: true ws: false upper: false lower: false ascii: Optional(55)
// expect: " " letter: false number: false ws: true upper: false lower: false ascii: Optional(32)
// expect: "\n" letter: false number: false ws: true upper: false lower: false ascii: Optional(10)
// expect: é letter: true number: false ws: false upper: false lower: true ascii: nil
// expect: ß letter: true number: false ws: false upper: false lower: true ascii: nil
// expect: ٣ letter: false number: true ws: false upper: false lower: false ascii: nil
// expect: ½ letter: false number: true ws: false upper: false lower: false ascii: nil
// expect: Ⅻ letter: true number: true ws: false upper: true lower: false ascii: nil
// expect: ! letter: false number: false ws: false upper: false lower: false ascii: Optional(33)
// expect: 😀 letter: false number: false ws: false upper: false lower: false ascii: nil
// expect: "\t" letter: false number: false ws: true upper: false lower: false ascii: Optional(9)
// expect: F letter: true number: false ws: false upper: true lower: false ascii: Optional(70)
// expect: ｆ letter: true number: false ws: false upper: false lower: true ascii: nil
// expect: "a" whole: nil hex: Optional(10) isHexDigit: true isWholeNumber: false
// expect: "Z" whole: nil hex: nil isHexDigit: false isWholeNumber: false
// expect: "7" whole: Optional(7) hex: Optional(7) isHexDigit: true isWholeNumber: true
// expect: " " whole: nil hex: nil isHexDigit: false isWholeNumber: false
// expect: "\n" whole: nil hex: nil isHexDigit: false isWholeNumber: false
// expect: "é" whole: nil hex: nil isHexDigit: false isWholeNumber: false
// expect: "ß" whole: nil hex: nil isHexDigit: false isWholeNumber: false
// expect: "٣" whole: Optional(3) hex: nil isHexDigit: false isWholeNumber: true
// expect: "½" whole: nil hex: nil isHexDigit: false isWholeNumber: false
// expect: "Ⅻ" whole: Optional(12) hex: nil isHexDigit: false isWholeNumber: true
// expect: "!" whole: nil hex: nil isHexDigit: false isWholeNumber: false
// expect: "😀" whole: nil hex: nil isHexDigit: false isWholeNumber: false
// expect: "\t" whole: nil hex: nil isHexDigit: false isWholeNumber: false
// expect: "F" whole: nil hex: Optional(15) isHexDigit: true isWholeNumber: false
// expect: "ｆ" whole: nil hex: Optional(15) isHexDigit: true isWholeNumber: false
// expect: punctuation: ["!"]
// expect: symbol: 1
// expect: isCased: true false
// expect: isNewline: true true false
// expect: isASCII: true false true
// expect: asciiValue CRLF: Optional(10)
// expect: isMathSymbol: true true false
// expect: isCurrencySymbol: true true false
// expect: uppercased: SS É 1
// expect: lowercased: σ 1
// expect: Character from scalar: A 😀
// expect: compare: true true true
