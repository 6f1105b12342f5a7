// Compiler test style: strings and grapheme clusters — Character counts vs unicode scalar/UTF-8/UTF-16 counts for combining marks, emoji, flags
let samples: [(String, String)] = [
    ("ascii", "cafe"),
    ("precomposed", "caf\u{E9}"),
    ("decomposed", "cafe\u{301}"),
    ("flag", "\u{1F1F3}\u{1F1F4}"),
    ("family", "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"),
    ("skin tone", "\u{1F44B}\u{1F3FD}"),
    ("hangul jamo", "\u{1100}\u{1161}\u{11A8}"),
    ("crlf", "a\r\nb"),
]

for (label, s) in samples {
    print(label, s.count, s.unicodeScalars.count, s.utf16.count, s.utf8.count)
}

// Characters made from several scalars.
let word = "ne\u{301}e\u{308}"
for ch in word {
    let scalars = ch.unicodeScalars.map { String($0.value, radix: 16) }
    print(scalars.joined(separator: "+"), ch.unicodeScalars.count)
}

// Appending a combining mark merges into the previous character.
var s = "e"
print(s.count, s.unicodeScalars.count)
s.append("\u{301}")
print(s.count, s.unicodeScalars.count)
s += "\u{327}"
print(s.count, s.unicodeScalars.count)

// Regional indicators pair up.
let flags = "\u{1F1FA}\u{1F1F8}\u{1F1EF}\u{1F1F5}\u{1F1EB}"
print(flags.count, flags.unicodeScalars.count)

// Character properties.
let chars: [Character] = ["a", "Z", "7", " ", "\u{E9}", "\u{1F600}", "\n"]
for c in chars {
    print(c.isLetter, c.isNumber, c.isWhitespace, c.isASCII, c.isUppercase, c.utf8.count)
}

// Reversing a string reverses characters, not scalars.
let rev = String("a\u{301}bc\u{1F1EF}\u{1F1F5}".reversed())
print(rev.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))
print(rev.count)

// Last character of a decomposed string keeps its mark.
print("cafe\u{301}".last!.unicodeScalars.count, "cafe\u{301}".dropLast().count)

// expect: ascii 4 4 4 4
// expect: precomposed 4 4 4 5
// expect: decomposed 4 5 5 6
// expect: flag 1 2 4 8
// expect: family 1 5 8 18
// expect: skin tone 1 2 4 8
// expect: hangul jamo 1 3 3 9
// expect: crlf 3 4 4 4
// expect: 6e 1
// expect: 65+301 2
// expect: 65+308 2
// expect: 1 1
// expect: 1 2
// expect: 1 3
// expect: 3 5
// expect: true false false true false 1
// expect: true false false true true 1
// expect: false true false true false 1
// expect: false false true true false 1
// expect: true false false false false 2
// expect: false false false false false 4
// expect: false false true true false 1
// expect: 1f1ef 1f1f5 63 62 61 301
// expect: 4
// expect: 2 3
