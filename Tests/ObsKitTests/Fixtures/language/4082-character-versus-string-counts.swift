// Compiler test style: Character versus String, counts of unicodeScalars and utf8
let c: Character = "é"
let s = String(c)
print(c, s, s.count)
print(s.unicodeScalars.count, s.utf8.count, s.utf16.count)

let decomposed = "e\u{301}"
print(decomposed.count, decomposed.unicodeScalars.count, decomposed.utf8.count)
print(decomposed == "é")
print(Character(decomposed) == c)

let flag = "🇺🇸"
print(flag.count, flag.unicodeScalars.count, flag.utf8.count, flag.utf16.count)

let word = "naïve café"
print(word.count, word.utf8.count)
for u in "AZ".unicodeScalars { print(u, u.value) }

let scalars = "Hi!".unicodeScalars.map { $0.value }
print(scalars)
let fromScalars = String(String.UnicodeScalarView(scalars.compactMap(Unicode.Scalar.init).map { $0 }))
print(fromScalars)

let chars: [Character] = ["s", "w", "i", "f", "t"]
print(String(chars))
print(chars.count, type(of: chars[0]))
let emoji: Character = "👍🏽"
print(String(emoji).unicodeScalars.count, emoji.utf8.count)
print(Array("abc"), Array("abc".utf8))
// expect: é é 1
// expect: 1 2 1
// expect: 1 2 3
// expect: true
// expect: true
// expect: 1 2 8 4
// expect: 10 12
// expect: A 65
// expect: Z 90
// expect: [72, 105, 33]
// expect: Hi!
// expect: swift
// expect: 5 Character
// expect: 2 8
// expect: ["a", "b", "c"] [97, 98, 99]
