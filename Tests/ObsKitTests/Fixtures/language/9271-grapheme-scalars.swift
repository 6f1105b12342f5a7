// grapheme-scalars
// expected output: swiftc 6.3.1 (Linux), run on this machine
let precomposed = "caf\u{E9}"
let decomposed = "cafe\u{301}"
print(precomposed == decomposed, precomposed.count, decomposed.count)
print(precomposed.unicodeScalars.count, decomposed.unicodeScalars.count)
print(precomposed.utf8.count, decomposed.utf8.count, precomposed.utf16.count, decomposed.utf16.count)
print(decomposed.last! == "é", decomposed.hasSuffix("é"), decomposed.contains("e"))

let flag = "🇯🇵"
print(flag.count, flag.unicodeScalars.count, flag.utf8.count, flag.utf16.count)
let family = "👨‍👩‍👧"
print(family.count, family.unicodeScalars.count, family.utf8.count)
let mixed = "a🇫🇷b👍🏽c"
print(mixed.count, mixed.unicodeScalars.count, Array(mixed).map { $0.unicodeScalars.count })

let crlf = "a\r\nb"
print(crlf.count, crlf.utf8.count, Array(crlf)[1] == "\r\n")

print("héllo".unicodeScalars.map { String($0.value, radix: 16) })
print("Zoë".unicodeScalars.map { $0.isASCII })
print(Array("e\u{301}\u{302}x").count, "e\u{301}\u{302}x".unicodeScalars.count)

for ch: Character in ["a", "Z", "7", " ", "é", "٣", "!", "\n"] {
    print(ch.isLetter, ch.isUppercase, ch.isNumber, ch.isWhitespace, ch.isPunctuation, ch.asciiValue as Any, ch.wholeNumberValue as Any)
}

let reversed = String("cafe\u{301}s".reversed())
print(reversed, reversed.count, reversed.unicodeScalars.map { $0.value })

var scalars = String.UnicodeScalarView()
for v in [72, 105, 0x1F600] { scalars.append(Unicode.Scalar(v)!) }
let built = String(scalars)
print(built, built.count, built.utf16.count)
print(Unicode.Scalar(0x41)!, Character(Unicode.Scalar(0x263A)!), Unicode.Scalar(0xD800) == nil)

let word = "naïve"
print(word.uppercased(), word.lowercased() == word, word.utf8.map { $0 }.count)
print(String(repeating: "ab", count: 3), String(repeating: Character("é"), count: 2).unicodeScalars.count)
let e1: Character = "\u{E9}", e2: Character = "e\u{301}"
print(e1 == e2, Set([e1, e2]).count, "\(e1)\(e2)".count)
print("ﬁ".uppercased(), "ß".uppercased(), "İ".lowercased().unicodeScalars.count)

// expect: true 4 4
// expect: 4 5
// expect: 5 6 4 5
// expect: true true false
// expect: 1 2 8 4
// expect: 1 5 18
// expect: 5 7 [1, 2, 1, 2, 1]
// expect: 3 4 true
// expect: ["68", "e9", "6c", "6c", "6f"]
// expect: [true, true, false]
// expect: 2 4
// expect: true false false false false Optional(97) nil
// expect: true true false false false Optional(90) nil
// expect: false false true false false Optional(55) Optional(7)
// expect: false false false true false Optional(32) nil
// expect: true false false false false nil nil
// expect: false false true false false nil Optional(3)
// expect: false false false false true Optional(33) nil
// expect: false false false true false Optional(10) nil
// expect: séfac 5 [115, 101, 769, 102, 97, 99]
// expect: Hi😀 3 4
// expect: A ☺ true
// expect: NAÏVE true 6
// expect: ababab 2
// expect: true 1 2
// expect: FI SS 2
