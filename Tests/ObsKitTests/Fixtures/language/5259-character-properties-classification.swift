// Stdlib test style: Character properties and classification
let chars: [Character] = ["a", "Z", "7", " ", "é", "\n", "!", "٣", "ß", "😀"]
for c in chars {
    print(c.debugDescription, c.isLetter, c.isNumber, c.isWhitespace, c.isPunctuation, c.isUppercase, c.isLowercase)
}
print(Character("7").wholeNumberValue as Any, Character("٣").wholeNumberValue as Any, Character("x").wholeNumberValue as Any)
print(Character("f").hexDigitValue as Any, Character("G").hexDigitValue as Any)
print(Character("a").isASCII, Character("é").isASCII, Character("a").asciiValue as Any)
print(Character("ß").uppercased(), Character("Σ").lowercased())
print(Character("😀").isSymbol, Character("+").isMathSymbol, Character("$").isCurrencySymbol)
print(Character("\r\n").isNewline, String("\r\n").count, Character("\r\n").unicodeScalars.count)
let word = "Hello World 42"
print(word.filter(\.isUppercase), word.filter(\.isNumber), word.filter { !$0.isWhitespace }.count)
print(Character(Unicode.Scalar(65)), Character("a") < Character("b"))

// expect: "a" true false false false false true
// expect: "Z" true false false false true false
// expect: "7" false true false false false false
// expect: " " false false true false false false
// expect: "é" true false false false false true
// expect: "\n" false false true false false false
// expect: "!" false false false true false false
// expect: "٣" false true false false false false
// expect: "ß" true false false false false true
// expect: "😀" false false false false false false
// expect: Optional(7) Optional(3) nil
// expect: Optional(15) nil
// expect: true false Optional(97)
// expect: SS σ
// expect: true true true
// expect: true 1 2
// expect: HW 42 12
// expect: A true
