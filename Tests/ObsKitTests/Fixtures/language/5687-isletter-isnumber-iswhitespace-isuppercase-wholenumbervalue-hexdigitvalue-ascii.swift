// Swift compiler execution test style (Character properties): isLetter/isNumber/isWhitespace/isUppercase, wholeNumberValue, hexDigitValue, ASCII values and case conversion per character
let sample = "aZ 9٣½\t!é"
for ch in sample {
    print("[\(ch == "\t" ? "\\t" : String(ch))]", ch.isLetter, ch.isNumber, ch.isWhitespace, ch.isPunctuation, ch.isUppercase, ch.isLowercase)
}
print("7".first!.wholeNumberValue as Any, Character("٣").wholeNumberValue as Any, Character("½").wholeNumberValue as Any, Character("x").wholeNumberValue as Any)
print(Character("f").hexDigitValue as Any, Character("F").hexDigitValue as Any, Character("g").hexDigitValue as Any)
print(Character("A").asciiValue as Any, Character("é").asciiValue as Any, Character("\n").asciiValue as Any)
print(Character("a").isASCII, Character("é").isASCII, Character("ß").uppercased(), Character("Ǆ").lowercased())
print(Character("$").isCurrencySymbol, Character("+").isMathSymbol, Character("5").isHexDigit, Character("z").isHexDigit)
print(Character("\r\n").isNewline, Character("\r\n").unicodeScalars.count, "\r\n".count)
let mixed = "Swift 6.0 is here, 2024!"
print(mixed.filter(\.isNumber), mixed.filter(\.isLetter).count, mixed.filter(\.isUppercase))
let digits = mixed.compactMap(\.wholeNumberValue)
print(digits, digits.reduce(0, +))
func caesar(_ s: String, _ k: Int) -> String {
    String(s.map { c -> Character in
        guard let a = c.asciiValue, c.isLetter else { return c }
        let base: UInt8 = c.isUppercase ? 65 : 97
        return Character(UnicodeScalar((a - base + UInt8(k)) % 26 + base))
    })
}
print(caesar("Hello, World", 3), caesar(caesar("abcxyz", 5), 21))
print(Character("a") < Character("b"), Character("Z") < Character("a"), ["b", "A", "a", "B"].sorted())

// expect: [a] true false false false false true
// expect: [Z] true false false false true false
// expect: [ ] false false true false false false
// expect: [9] false true false false false false
// expect: [٣] false true false false false false
// expect: [½] false true false false false false
// expect: [\t] false false true false false false
// expect: [!] false false false true false false
// expect: [é] true false false false false true
// expect: Optional(7) Optional(3) nil nil
// expect: Optional(15) Optional(15) nil
// expect: Optional(65) nil Optional(10)
// expect: true false SS ǆ
// expect: true true true false
// expect: true 2 1
// expect: 602024 11 S
// expect: [6, 0, 2, 0, 2, 4] 14
// expect: Khoor, Zruog abcxyz
// expect: true true ["A", "B", "a", "b"]
