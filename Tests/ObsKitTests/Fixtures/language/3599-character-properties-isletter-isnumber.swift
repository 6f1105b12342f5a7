// Compiler test style: Character properties isLetter, isNumber, wholeNumberValue, asciiValue
let chars: [Character] = ["a", "Z", "7", " ", "!", "é", "\n", "٣", "½", "_"]
for c in chars {
    let name = c == "\n" ? "\\n" : String(c)
    print(name, c.isLetter, c.isNumber, c.isWhitespace, c.isPunctuation, c.wholeNumberValue as Any, c.asciiValue as Any)
}
print(Character("A").isUppercase, Character("a").isLowercase, Character("1").isUppercase)
print(Character("F").hexDigitValue as Any, Character("g").hexDigitValue as Any, Character("9").hexDigitValue as Any)
print(Character("a").isASCII, Character("é").isASCII)
print(Character("Q").lowercased(), Character("q").uppercased())
print(Character("$").isSymbol, Character("+").isMathSymbol, Character("$").isCurrencySymbol)
let text = "R2-D2 has 3 legs"
print(text.filter(\.isNumber))
print(text.compactMap(\.wholeNumberValue).reduce(0, +))
print(text.filter { $0.isLetter }.count)
let ascii = "AZaz09".compactMap { $0.asciiValue }
print(ascii)
print(ascii.map { Character(UnicodeScalar($0)) }.map(String.init).joined())
print(Character(UnicodeScalar(UInt8(72))), Character("\u{41}"))

// expect: a true false false false nil Optional(97)
// expect: Z true false false false nil Optional(90)
// expect: 7 false true false false Optional(7) Optional(55)
// expect:   false false true false nil Optional(32)
// expect: ! false false false true nil Optional(33)
// expect: é true false false false nil nil
// expect: \n false false true false nil Optional(10)
// expect: ٣ false true false false Optional(3) nil
// expect: ½ false true false false nil nil
// expect: _ false false false true nil Optional(95)
// expect: true true false
// expect: Optional(15) nil Optional(9)
// expect: true false
// expect: q Q
// expect: true true true
// expect: 223
// expect: 7
// expect: 9
// expect: [65, 90, 97, 122, 48, 57]
// expect: AZaz09
// expect: H A
