// Unicode: grapheme clusters vs scalars vs UTF-8/UTF-16 counts, combining marks, flags and character properties (expected output from swiftc 6.3.1 on Linux)
let samples = ["cafe\u{301}", "café", "🇳🇴🇸🇪", "👨‍👩‍👧", "e\u{301}\u{302}", "Aa1 !"]
for s in samples {
    print(s.count, s.unicodeScalars.count, s.utf8.count, s.utf16.count)
}
print(samples[0] == samples[1], samples[0].unicodeScalars.elementsEqual(samples[1].unicodeScalars))

let flags = "🇳🇴🇸🇪"
print(flags.map { String($0).unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: "+") })

for ch in "a1 Zé-" {
    print("[\(ch)]", ch.isLetter, ch.isNumber, ch.isUppercase, ch.isWhitespace, ch.isPunctuation, ch.isASCII)
}

let word = "naïve"
print(word.unicodeScalars.map { $0.value })
print(Array(word.utf8))
print(word.unicodeScalars.filter { $0.isASCII }.count)

var built = ""
for v: UInt32 in [72, 0x49, 0x1F600, 0x21] {
    if let sc = Unicode.Scalar(v) { built.unicodeScalars.append(sc) }
}
print(built, built.count)
print(Unicode.Scalar(0xD800) == nil)

let digits = "٣7৪"
print(digits.map { $0.wholeNumberValue ?? -1 })
print("ß".uppercased(), "ǅ".lowercased(), "İ".lowercased().count)
let c: Character = "x"
print(c.asciiValue!, Character(Unicode.Scalar(120)) == c, ("a" as Character) < "b")
print(String(decoding: [0x68, 0x69, 0xE2, 0x82, 0xAC], as: UTF8.self))
let mixed = "x\u{301}y"
let idx = mixed.index(after: mixed.startIndex)
print(mixed[idx], mixed.unicodeScalars[mixed.unicodeScalars.index(after: mixed.unicodeScalars.startIndex)].value)
let emojiSentence = "I ❤️ Swift 🧑🏽‍💻"
print(emojiSentence.count, emojiSentence.reversed().count, String(emojiSentence.reversed().prefix(2)).count)
print(emojiSentence.unicodeScalars.filter { $0.properties.isEmoji }.count)

// expect: 4 5 6 5
// expect: 4 4 5 4
// expect: 2 4 16 8
// expect: 1 5 18 8
// expect: 1 3 5 3
// expect: 5 5 5 5
// expect: true false
// expect: ["1f1f3+1f1f4", "1f1f8+1f1ea"]
// expect: [a] true false false false false true
// expect: [1] false true false false false true
// expect: [ ] false false false true false true
// expect: [Z] true false true false false true
// expect: [é] true false false false false false
// expect: [-] false false false false true true
// expect: [110, 97, 239, 118, 101]
// expect: [110, 97, 195, 175, 118, 101]
// expect: 4
// expect: HI😀! 4
// expect: true
// expect: [3, 7, 4]
// expect: SS ǆ 1
// expect: 120 true true
// expect: hi€
// expect: y 769
// expect: 11 11 2
// expect: 4
