// Compiler test style (grapheme clusters): Character counting across combining marks, emoji sequences and CRLF, string indices and comparisons by canonical equivalence
let composed = "caf\u{E9}"
let decomposed = "cafe\u{301}"
print(composed.count, decomposed.count, composed == decomposed)
print(composed.unicodeScalars.count, decomposed.unicodeScalars.count)
print(composed.utf8.count, decomposed.utf8.count, composed.utf16.count)
print(composed.last == decomposed.last, composed.hasSuffix("\u{E9}"), decomposed.hasSuffix("e\u{301}"))

let family = "👨‍👩‍👧"
let flag = "🇫🇷"
print(family.count, family.unicodeScalars.count, family.utf8.count)
print(flag.count, flag.unicodeScalars.count, flag.utf16.count)
let mixed = "a\(flag)b\(family)c"
print(mixed.count, Array(mixed).map { String($0).unicodeScalars.count })

let crlf = "line1\r\nline2"
print(crlf.count, crlf.unicodeScalars.count, crlf.split(separator: "\r\n").count)
let ch: Character = "\r\n"
print(ch.isNewline, ch.unicodeScalars.count)

let word = "naïve résumé"
let idx = word.firstIndex(of: "ï")!
print(word[..<idx], word.distance(from: word.startIndex, to: idx))
let space = word.firstIndex(of: " ")!
print(word[word.index(after: space)...], String(word.reversed()))
print(word.prefix(3), word.suffix(4), word.dropFirst(6))

var letters: [Character] = ["e\u{301}", "z", "a", "é"]
letters.sort()
print(letters, letters.first == letters.last)
print(Set(letters).count)
let chars: [Character] = ["A", "1", " ", "é", "😀", "\t"]
print(chars.map { "\($0.isLetter)\($0.isNumber)\($0.isWhitespace)" })
print(chars.map { $0.isASCII }, "Hello".filter(\.isUppercase), "ß".uppercased())
print("abc" < "abd", "Z" < "a", "e\u{301}" == "é", ("é" as Character) == ("e\u{301}" as Character))

// expect: 4 4 true
// expect: 4 5
// expect: 5 6 4
// expect: true true true
// expect: 1 5 18
// expect: 1 2 4
// expect: 5 [1, 2, 1, 5, 1]
// expect: 11 12 2
// expect: true 2
// expect: na 2
// expect: résumé émusér evïan
// expect: naï sumé résumé
// expect: ["a", "z", "é", "é"] false
// expect: 3
// expect: ["truefalsefalse", "falsetruefalse", "falsefalsetrue", "truefalsefalse", "falsefalsefalse", "falsefalsetrue"]
// expect: [true, true, true, false, false, true] H SS
// expect: true true true true
