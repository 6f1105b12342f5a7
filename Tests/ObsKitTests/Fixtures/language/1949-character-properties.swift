// Compiler test style: Character properties isLetter/isNumber/asciiValue/wholeNumberValue and type(of:)
let samples: [Character] = ["a", "Z", "7", " ", "é", "½", "٣", "!", "\n", "ß"]

for c in samples {
    let shown = c == "\n" ? "\\n" : String(c)
    var flags: [String] = []
    if c.isLetter { flags.append("letter") }
    if c.isNumber { flags.append("number") }
    if c.isWhitespace { flags.append("whitespace") }
    if c.isPunctuation { flags.append("punct") }
    if c.isUppercase { flags.append("upper") }
    if c.isLowercase { flags.append("lower") }
    if c.isNewline { flags.append("newline") }
    let ascii = c.asciiValue.map { String($0) } ?? "nil"
    let whole = c.wholeNumberValue.map { String($0) } ?? "nil"
    print("[\(shown)] ascii=\(ascii) whole=\(whole) \(flags.joined(separator: ","))")
}

let ch: Character = "q"
print(type(of: ch))
let inferred = "x"
print(type(of: inferred))
let fromLiteral: Character = "\u{41}"
print(fromLiteral, fromLiteral.isASCII, fromLiteral.isHexDigit)
print(Character("f").hexDigitValue ?? -1, Character("g").hexDigitValue ?? -1)
print(Character("A").lowercased(), Character("ß").uppercased())
print(Character("1").isWholeNumber, Character("x").isCased, Character("$").isCurrencySymbol)
print(Character("+").isMathSymbol, Character("+").isSymbol)

// expect: [a] ascii=97 whole=nil letter,lower
// expect: [Z] ascii=90 whole=nil letter,upper
// expect: [7] ascii=55 whole=7 number
// expect: [ ] ascii=32 whole=nil whitespace
// expect: [é] ascii=nil whole=nil letter,lower
// expect: [½] ascii=nil whole=nil number
// expect: [٣] ascii=nil whole=3 number
// expect: [!] ascii=33 whole=nil punct
// expect: [\n] ascii=10 whole=nil whitespace,newline
// expect: [ß] ascii=nil whole=nil letter,lower
// expect: Character
// expect: String
// expect: A true true
// expect: 15 -1
// expect: a SS
// expect: true true true
// expect: true true
