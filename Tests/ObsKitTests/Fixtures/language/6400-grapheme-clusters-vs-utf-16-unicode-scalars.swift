// Swift forums "this surprised me" style (String counting): grapheme clusters vs UTF-16 and Unicode scalars, and canonical equivalence
let composed = "caf\u{E9}"
let decomposed = "cafe\u{301}"

// Puzzle: what are the counts, and are the two strings equal?
print("counts:", composed.count, decomposed.count)
print("utf16:", composed.utf16.count, decomposed.utf16.count)
print("scalars:", composed.unicodeScalars.count, decomposed.unicodeScalars.count)
print("utf8:", composed.utf8.count, decomposed.utf8.count)
print("equal:", composed == decomposed, composed.hasSuffix("e"), decomposed.hasSuffix("\u{E9}"))

let flag = "\u{1F1EF}\u{1F1F5}"
print("flag:", flag.count, flag.unicodeScalars.count, flag.utf16.count)

let family = "👨‍👩‍👧"
print("family:", family.count, family.unicodeScalars.count, family.utf8.count)

var word = "e"
word += "\u{301}"
print("append combining:", word.count, word == "é")

let crlf = "a\r\nb"
print("crlf:", crlf.count, crlf.utf8.count)

let ch: Character = "\u{E9}"
let ch2: Character = "e\u{301}"
print("characters equal:", ch == ch2)
print("reversed:", String(decomposed.reversed()) == "\u{E9}fac")
print("last:", decomposed.last! == "é", decomposed.unicodeScalars.last!.value)

// expect: counts: 4 4
// expect: utf16: 4 5
// expect: scalars: 4 5
// expect: utf8: 5 6
// expect: equal: true false true
// expect: flag: 1 2 4
// expect: family: 1 5 18
// expect: append combining: 1 true
// expect: crlf: 3 4
// expect: characters equal: true
// expect: reversed: true
// expect: last: true 769
