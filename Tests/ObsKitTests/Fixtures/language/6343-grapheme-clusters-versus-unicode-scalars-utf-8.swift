// Advanced Swift style (Strings): grapheme clusters versus unicode scalars, UTF-8 and UTF-16 counts, and canonical equivalence of combining characters
let precomposed = "caf\u{E9}"
let decomposed = "cafe\u{301}"
print(precomposed == decomposed)
print(precomposed.count, decomposed.count)
print(precomposed.unicodeScalars.count, decomposed.unicodeScalars.count)
print(precomposed.utf8.count, decomposed.utf8.count)
print(precomposed.utf16.count, decomposed.utf16.count)

let flag = "🇳🇴"
print(flag.count, flag.unicodeScalars.count, flag.utf16.count, flag.utf8.count)
let family = "👨‍👩‍👧"
print(family.count, family.unicodeScalars.count)
for scalar in family.unicodeScalars {
    print(String(scalar.value, radix: 16, uppercase: true), terminator: " ")
}
print()

let words = ["e\u{301}clair", "\u{E9}clair", "eclair"]
let unique = Set(words)
print(unique.count)
print(words.map { $0.hasPrefix("\u{E9}") })

let combined = "o" + "\u{308}"
print(combined, combined.count, combined.last == "\u{F6}")
let nsLength = combined.utf16.count
print("utf16 length", nsLength)

var joined = "e"
print(joined.count)
joined.append("\u{301}")
print(joined.count, joined.unicodeScalars.count)
let chars = Array("ae\u{301}i\u{302}o")
print(chars.count, chars.map { $0.unicodeScalars.count })
print(Character("\u{E9}").isLetter, Character("1").isNumber, Character("\u{301}").isLetter)

// expect: true
// expect: 4 4
// expect: 4 5
// expect: 5 6
// expect: 4 5
// expect: 1 2 4 8
// expect: 1 5
// expect: 1F468 200D 1F469 200D 1F467 
// expect: 2
// expect: [true, true, false]
// expect: ö 1 true
// expect: utf16 length 2
// expect: 1
// expect: 1 2
// expect: 4 [1, 2, 2, 1]
// expect: true true false
