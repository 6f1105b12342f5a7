// Compiler test style (strings): unicode scalars, extended grapheme clusters and the utf8/utf16 views counting differently
let samples = ["abc", "café", "cafe\u{301}", "🇫🇷", "👨‍👩‍👧", "日本", "e\u{301}\u{302}"]
for s in samples {
    print(s, s.count, s.unicodeScalars.count, s.utf16.count, s.utf8.count)
}
print("café" == "cafe\u{301}", Array("café".utf8) == Array("cafe\u{301}".utf8))

let flag = "🇫🇷"
print(flag.unicodeScalars.map { String($0.value, radix: 16) })
let family = "👨‍👩‍👧"
print(family.unicodeScalars.map { $0.value })

let word = "naïve"
print(word.unicodeScalars.filter { $0.isASCII }.count, word.utf8.filter { $0 >= 0x80 }.count)
for ch in "héllo" where !ch.isASCII { print("non-ascii", ch, ch.utf8.count) }

let scalar = Unicode.Scalar(0x1F600)!
print(scalar, scalar.value, String(scalar).utf16.count)
var built = ""
for v: UInt32 in [72, 105, 0x2764] { built.unicodeScalars.append(Unicode.Scalar(v)!) }
print(built, built.count)

let chars: [Character] = ["a", "é", "\u{65}\u{301}", "🇯🇵"]
print(chars.map { $0.unicodeScalars.count })
print(chars.map { $0.isLetter }, Character("7").wholeNumberValue as Any, Character("x").isNumber)
print(Character("A").asciiValue as Any, Character("é").asciiValue as Any)

let upper = "straße".uppercased()
print(upper, upper.count)
print("ǅ".lowercased(), "İ".lowercased().unicodeScalars.count)
print(String(decoding: [0x68, 0x69, 0xC3, 0xA9], as: UTF8.self))
print(Array("Zoë".utf16))
let reversed = String("a👍🏽b".reversed())
print(reversed, reversed.count, reversed.unicodeScalars.count)

// expect: abc 3 3 3 3
// expect: café 4 4 4 5
// expect: café 4 5 5 6
// expect: 🇫🇷 1 2 4 8
// expect: 👨‍👩‍👧 1 5 8 18
// expect: 日本 2 2 2 6
// expect: é̂ 1 3 3 5
// expect: true false
// expect: ["1f1eb", "1f1f7"]
// expect: [128104, 8205, 128105, 8205, 128103]
// expect: 4 2
// expect: non-ascii é 2
// expect: 😀 128512 2
// expect: Hi❤ 3
// expect: [1, 1, 2, 2]
// expect: [true, true, true, false] Optional(7) false
// expect: Optional(65) nil
// expect: STRASSE 7
// expect: ǆ 2
// expect: hié
// expect: [90, 111, 235]
// expect: b👍🏽a 3 4
