// Apple docs style (Character): character properties and classification
let samples: [Character] = ["a", "Z", "7", " ", "!", "é", "ß", "\n", "٣", "½"]

for ch in samples {
    let shown = ch == "\n" ? "\\n" : String(ch)
    var tags: [String] = []
    if ch.isLetter { tags.append("letter") }
    if ch.isNumber { tags.append("number") }
    if ch.isWholeNumber { tags.append("whole=\(ch.wholeNumberValue!)") }
    if ch.isUppercase { tags.append("upper") }
    if ch.isLowercase { tags.append("lower") }
    if ch.isWhitespace { tags.append("space") }
    if ch.isNewline { tags.append("newline") }
    if ch.isPunctuation { tags.append("punct") }
    if ch.isASCII { tags.append("ascii=\(ch.asciiValue!)") }
    print("'\(shown)': \(tags.joined(separator: ", "))")
}

print("hex:", ("F" as Character).hexDigitValue ?? -1, ("g" as Character).hexDigitValue ?? -1)
print("upper of ß:", ("ß" as Character).uppercased())
print("lower of Q:", ("Q" as Character).lowercased())
print("isCased:", ("a" as Character).isCased, ("1" as Character).isCased)
print("isSymbol:", ("+" as Character).isSymbol, ("$" as Character).isCurrencySymbol, ("+" as Character).isMathSymbol)

let password = "Secr3t!Pass"
let hasUpper = password.contains { $0.isUppercase }
let hasDigit = password.contains { $0.isNumber }
let hasSymbol = password.contains { $0.isPunctuation || $0.isSymbol }
print("password checks:", hasUpper, hasDigit, hasSymbol)

let digits = "a1b22c333".filter(\.isWholeNumber)
print("digits:", digits, "sum:", digits.compactMap(\.wholeNumberValue).reduce(0, +))

let shifted = "Hal".compactMap { $0.asciiValue }.map { Character(UnicodeScalar($0 + 1)) }
print("caesar +1:", String(shifted))

let scalar = Character("A").unicodeScalars.first!
print("scalar value:", scalar.value, "properties alphabetic:", scalar.properties.isAlphabetic)
let fromCode = Character(Unicode.Scalar(97))
print("from code 97:", fromCode)
print("Character comparison:", Character("a") < Character("b"), Character("Z") < Character("a"))
// expect: 'a': letter, lower, ascii=97
// expect: 'Z': letter, upper, ascii=90
// expect: '7': number, whole=7, ascii=55
// expect: ' ': space, ascii=32
// expect: '!': punct, ascii=33
// expect: 'é': letter, lower
// expect: 'ß': letter, lower
// expect: '\n': space, newline, ascii=10
// expect: '٣': number, whole=3
// expect: '½': number
// expect: hex: 15 -1
// expect: upper of ß: SS
// expect: lower of Q: q
// expect: isCased: true false
// expect: isSymbol: true true true
// expect: password checks: true true true
// expect: digits: 122333 sum: 14
// expect: caesar +1: Ibm
// expect: scalar value: 65 properties alphabetic: true
// expect: from code 97: a
// expect: Character comparison: true true
