// Swift docs style (Character properties and unicodeScalars): classifying characters and inspecting scalars
let text = "Héllo, Wörld! 123 🇳🇴👍🏽 café"
print(text.count, text.unicodeScalars.count, text.utf8.count, text.utf16.count)

var letters = 0, digits = 0, punctuation = 0, whitespace = 0, other = 0
for ch in text {
    if ch.isLetter { letters += 1 }
    else if ch.isNumber { digits += 1 }
    else if ch.isPunctuation { punctuation += 1 }
    else if ch.isWhitespace { whitespace += 1 }
    else { other += 1 }
}
print(letters, digits, punctuation, whitespace, other)

print(text.filter(\.isUppercase))
print(text.filter { $0.isASCII && $0.isLetter }.lowercased())
let flag: Character = "🇳🇴"
print(flag.unicodeScalars.count, flag.unicodeScalars.map { String($0.value, radix: 16) })
for scalar in "é👍".unicodeScalars {
    print(scalar, scalar.value, scalar.properties.isAlphabetic)
}
let decomposed = "e\u{301}"
print(decomposed == "é", decomposed.count, decomposed.unicodeScalars.count)
print(Character("7").wholeNumberValue ?? -1, Character("x").isHexDigit, Character("F").hexDigitValue ?? -1)
print(Character("a").asciiValue!, Character("é").asciiValue as Any)
let shifted = "HAL".unicodeScalars.map { Character(Unicode.Scalar($0.value + 1)!) }
print(String(shifted))
let caesar = String("attack at dawn".map { ch -> Character in
    guard let a = ch.asciiValue, ch.isLowercase else { return ch }
    return Character(Unicode.Scalar((a - 97 + 13) % 26 + 97))
})
print(caesar)

// expect: 25 27 42 31
// expect: 14 3 2 4 2
// expect: HW
// expect: hllowrldcaf
// expect: 2 ["1f1f3", "1f1f4"]
// expect: é 233 true
// expect: 👍 128077 false
// expect: true 1 2
// expect: 7 false 15
// expect: 97 nil
// expect: IBM
// expect: nggnpx ng qnja
