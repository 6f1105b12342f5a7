// Swift book style: characters, extended grapheme clusters and counting
// Checks: combining marks do not change count, regional indicator flags,
// emoji with skin tone modifiers, Hangul jamo composition, string equality
// via canonical equivalence, and per-view counts.

var word = "cafe"
print("the number of characters in \(word) is \(word.count)")
word += "\u{301}"
print("the number of characters in \(word) is \(word.count)")
print(word.unicodeScalars.count, word.utf8.count, word.utf16.count)
print(word == "caf\u{E9}")
print(word.hasSuffix("\u{E9}"))

let precomposed: Character = "\u{D55C}"
let decomposed: Character = "\u{1112}\u{1161}\u{11AB}"
print(precomposed, decomposed, precomposed == decomposed)
print(String(decomposed).unicodeScalars.count)

let enclosedEAcute: Character = "\u{E9}\u{20DD}"
print(enclosedEAcute)
print(String(enclosedEAcute).count)

let flag: Character = "\u{1F1FA}\u{1F1F8}"
print(flag)

let wave = "👋🏽"
print(wave.count, wave.unicodeScalars.count)

let family = "👨‍👩‍👧"
print(family.count, family.unicodeScalars.count, family.utf16.count)

// Latin capital A vs Cyrillic A are not equal
let latinA = "\u{41}"
let cyrillicA = "\u{0410}"
print(latinA == cyrillicA)

// Characters in a loop
for character in "Dog!🐶" {
    print(character)
}

let catCharacters: [Character] = ["C", "a", "t", "!", "🐱"]
let catString = String(catCharacters)
print(catString)
print(catString.count)

// Character properties
let samples: [Character] = ["a", "Z", "7", " ", "é", "!", "\n"]
for c in samples {
    let info = [
        c.isLetter ? "letter" : nil,
        c.isNumber ? "number" : nil,
        c.isWhitespace ? "space" : nil,
        c.isPunctuation ? "punct" : nil,
        c.isUppercase ? "upper" : nil,
    ].compactMap { $0 }
    print(String(reflecting: c), info)
}
print(Character("7").wholeNumberValue as Any)
print(Character("x").isASCII, Character("é").isASCII)
print(Character("a").asciiValue as Any, Character("é").asciiValue as Any)
print(Character("F").hexDigitValue as Any)

// Mixed counts of a sentence
let sentence = "Zoë says 👋"
print(sentence.count)
print(sentence.utf8.count)
print(sentence.unicodeScalars.count)
print(sentence.filter { $0.isLetter }.count)
print(sentence.lowercased(), sentence.uppercased())
print(String(sentence.reversed()))

// expect: the number of characters in cafe is 4
// expect: the number of characters in café is 4
// expect: 5 6 5
// expect: true
// expect: true
// expect: 한 한 true
// expect: 3
// expect: é⃝
// expect: 1
// expect: 🇺🇸
// expect: 1 2
// expect: 1 5 8
// expect: false
// expect: D
// expect: o
// expect: g
// expect: !
// expect: 🐶
// expect: Cat!🐱
// expect: 5
// expect: "a" ["letter"]
// expect: "Z" ["letter", "upper"]
// expect: "7" ["number"]
// expect: " " ["space"]
// expect: "é" ["letter"]
// expect: "!" ["punct"]
// expect: "\n" ["space"]
// expect: Optional(7)
// expect: true false
// expect: Optional(97) nil
// expect: Optional(15)
// expect: 10
// expect: 14
// expect: 10
// expect: 7
// expect: zoë says 👋 ZOË SAYS 👋
// expect: 👋 syas ëoZ
